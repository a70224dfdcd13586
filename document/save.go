package document

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
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
// WriteFileAtomic), then associates the document with path and marks it
// saved. On error the document and the file at path are unchanged.
func (d *Document) Save(path string) error {
	data, err := d.SGF()
	if err != nil {
		return fmt.Errorf("save %s: %w", path, err)
	}
	if err := WriteFileAtomic(path, data); err != nil {
		return err
	}
	d.file = path
	d.MarkSaved()
	return nil
}

// WriteFileAtomic writes data to path so that path holds either its old
// content or all of data, never a part: it writes a temporary file in the
// same directory, syncs it to disk and renames it over path. An existing
// file keeps its permissions; a new one gets 0644.
func WriteFileAtomic(path string, data []byte) error {
	return writeAtomic(path, func(w io.Writer) error {
		_, err := w.Write(data)
		return err
	})
}

// writeAtomic is WriteFileAtomic with the content written by write.
func writeAtomic(path string, write func(io.Writer) error) (err error) {
	dir, base := filepath.Split(path)
	if dir == "" {
		dir = "."
	}
	if base == "" {
		return fmt.Errorf("save %q: no file name", path)
	}
	mode := os.FileMode(0o644)
	if st, err := os.Stat(path); err == nil {
		if !st.Mode().IsRegular() {
			return fmt.Errorf("save %s: not a regular file", path)
		}
		mode = st.Mode().Perm()
	} else if !errors.Is(err, os.ErrNotExist) {
		return fmt.Errorf("save %s: %w", path, err)
	}
	f, err := os.CreateTemp(dir, "."+base+".*.tmp")
	if err != nil {
		return fmt.Errorf("save %s: %w", path, err)
	}
	tmp := f.Name()
	defer func() {
		if err != nil {
			f.Close()
			os.Remove(tmp)
		}
	}()
	if err := write(f); err != nil {
		return fmt.Errorf("save %s: write: %w", path, err)
	}
	if err := f.Chmod(mode); err != nil {
		return fmt.Errorf("save %s: %w", path, err)
	}
	if err := f.Sync(); err != nil {
		return fmt.Errorf("save %s: sync: %w", path, err)
	}
	if err := f.Close(); err != nil {
		return fmt.Errorf("save %s: close: %w", path, err)
	}
	if err := os.Rename(tmp, path); err != nil {
		return fmt.Errorf("save %s: %w", path, err)
	}
	// make the rename durable; not all systems can sync a directory
	if df, err := os.Open(dir); err == nil {
		_ = df.Sync()
		df.Close()
	}
	return nil
}
