// Package assets embeds Lifeline's icon, the sample problem shown at start
// and the example positions of the Help menu.
package assets

import (
	"embed"
	"fmt"
	"io/fs"
	"path"
	"sort"
	"strings"
)

//go:embed icon.png
var icon []byte

//go:embed sample.sgf
var sample []byte

//go:embed examples/*.sgf
var examples embed.FS

// Icon returns the application icon (PNG, 512x512).
func Icon() []byte { return icon }

// Sample returns the SGF of the sample problem opened when no file is given.
func Sample() []byte { return sample }

// Example is an embedded example position.
type Example struct {
	Name    string // file name without extension, such as "01-two-eyes"
	Title   string // the game name (GN), such as "Two separate eyes"
	Caption string // a one-line explanation (the root comment)
	SGF     []byte
}

// Examples returns the example positions in menu order.
func Examples() ([]Example, error) {
	entries, err := fs.ReadDir(examples, "examples")
	if err != nil {
		return nil, fmt.Errorf("assets: %w", err)
	}
	var out []Example
	for _, e := range entries {
		data, err := examples.ReadFile(path.Join("examples", e.Name()))
		if err != nil {
			return nil, fmt.Errorf("assets: %w", err)
		}
		out = append(out, Example{
			Name:    strings.TrimSuffix(e.Name(), ".sgf"),
			Title:   propValue(data, "GN"),
			Caption: propValue(data, "C"),
			SGF:     data,
		})
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	return out, nil
}

// propValue returns the first value of a simple root property of the
// embedded files (which contain no escaped brackets).
func propValue(data []byte, id string) string {
	s := string(data)
	i := strings.Index(s, "\n"+id+"[")
	if i < 0 {
		i = strings.Index(s, "]"+id+"[")
	}
	if i < 0 {
		return ""
	}
	s = s[i+len(id)+2:]
	if j := strings.IndexByte(s, ']'); j >= 0 {
		return s[:j]
	}
	return ""
}
