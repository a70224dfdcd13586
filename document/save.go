package document

import (
	"bytes"
	"fmt"

	"lifeline/internal/atomicfile"
)

// SGF returns the document's collection (all games of its file) as SGF
// text.
func (d *Document) SGF() ([]byte, error) {
	var buf bytes.Buffer
	if err := d.coll.Write(&buf); err != nil {
		return nil, fmt.Errorf("format SGF: %w", err)
	}
	return buf.Bytes(), nil
}

// Save writes the document's collection to path atomically (see
// internal/atomicfile: through a symbolic link to its target, keeping the
// file's mode, owner and group), then associates the document with path
// and marks it saved. On error the document and the file at path are unchanged.
func (d *Document) Save(path string) error {
	data, err := d.SGF()
	if err != nil {
		return fmt.Errorf("save %s: %w", path, err)
	}
	if err := atomicfile.WriteFile(path, data); err != nil {
		return err
	}
	d.file = path
	d.MarkSaved()
	return nil
}
