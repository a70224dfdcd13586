package corpus

import (
	"os"
	"strings"
	"testing"
)

// TestBundled checks that every kind has its bundled files, and that every
// anchor position has its expected results beside it.
func TestBundled(t *testing.T) {
	for _, tt := range []struct {
		name string
		kind Kind
		min  int
	}{
		{"games", Games, 10},
		{"encodings", Encodings, 9},
		{"anchors", Anchors, 18},
	} {
		t.Run(tt.name, func(t *testing.T) {
			s := Bundled(t, tt.kind)
			if len(s.Files) < tt.min {
				t.Errorf("%d files in %s, want at least %d", len(s.Files), s.Dir, tt.min)
			}
			if tt.kind != Anchors {
				return
			}
			for _, f := range s.Files {
				if _, err := os.Stat(strings.TrimSuffix(f, ".sgf") + ".json"); err != nil {
					t.Errorf("%s has no expected results: %v", f, err)
				}
			}
		})
	}
}
