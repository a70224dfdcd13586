// Package corpus gives the tests the real files they run on. A few files of
// each kind are bundled in this package's testdata folder, so that the tests
// of a fresh clone replay real games and check the anchor positions; the
// project's full shared corpus (the folder shared beside the module root) is
// an extra run when it is present.
//
// Only tests import this package.
package corpus

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// Kind is a kind of test file.
type Kind int

const (
	// Games are real 19x19 game records.
	Games Kind = iota
	// Encodings are SGF files in various character sets and byte-order
	// marks.
	Encodings
	// Anchors are Benson anchor positions: NAME.sgf with its expected
	// results in NAME.json and, for some, NAME.suicide-legal.json.
	Anchors
)

// folders holds, per kind, the folder below this package's testdata and the
// folder below the module root's parent (the shared corpus).
var folders = [...]struct{ bundled, shared, what string }{
	Games:     {"games", "shared/sgf/games", "game records"},
	Encodings: {"encodings", "shared/sgf/encodings", "charset fixtures"},
	Anchors:   {"benson-anchors", "shared/benson-anchors", "Benson anchor positions"},
}

// Set is the SGF files of one kind in one folder.
type Set struct {
	Name  string   // "bundled" or "shared"
	Dir   string   // the folder
	Files []string // its .sgf files (any case), sorted
}

// Bundled returns the files of kind k bundled with the project. It fails tb
// when they cannot be found: they are part of the repository.
func Bundled(tb testing.TB, k Kind) Set {
	tb.Helper()
	root := moduleRoot(tb)
	dir := filepath.Join(root, "internal", "corpus", "testdata", folders[k].bundled)
	s := Set{Name: "bundled", Dir: dir, Files: sgfFiles(dir)}
	if len(s.Files) == 0 {
		tb.Fatalf("no bundled %s in %s", folders[k].what, dir)
	}
	return s
}

// Shared returns the files of kind k of the shared corpus, and false when the
// shared folder is absent or holds none.
func Shared(tb testing.TB, k Kind) (Set, bool) {
	tb.Helper()
	dir := filepath.Join(filepath.Dir(moduleRoot(tb)), filepath.FromSlash(folders[k].shared))
	s := Set{Name: "shared", Dir: dir, Files: sgfFiles(dir)}
	return s, len(s.Files) > 0
}

// Run runs f on the bundled files of kind k as the subtest "bundled-KIND",
// and on the shared corpus as the subtest "shared-KIND", which skips with a
// message saying what was not tested when the shared folder is absent (KIND
// is games, encodings or benson-anchors).
func Run(t *testing.T, k Kind, f func(t *testing.T, s Set)) {
	t.Helper()
	bundled := Bundled(t, k)
	t.Run("bundled-"+folders[k].bundled, func(t *testing.T) { f(t, bundled) })
	t.Run("shared-"+folders[k].bundled, func(t *testing.T) {
		s, ok := Shared(t, k)
		if !ok {
			t.Skipf("the shared %s (%s) are absent: only the %d bundled ones were tested", folders[k].what, s.Dir, len(bundled.Files))
		}
		f(t, s)
	})
}

// Largest returns the shared files of kind k when present, otherwise the
// bundled ones, and logs which (benchmarks measure on the larger set).
func Largest(tb testing.TB, k Kind) Set {
	tb.Helper()
	if s, ok := Shared(tb, k); ok {
		return s
	}
	s := Bundled(tb, k)
	tb.Logf("the shared %s are absent: measuring on the %d bundled ones (figures differ from the README's)", folders[k].what, len(s.Files))
	return s
}

// sgfFiles returns the sorted .sgf files (any case) directly in dir.
func sgfFiles(dir string) []string {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return nil
	}
	var files []string
	for _, e := range entries {
		if !e.IsDir() && strings.EqualFold(filepath.Ext(e.Name()), ".sgf") {
			files = append(files, filepath.Join(dir, e.Name()))
		}
	}
	slices.Sort(files)
	return files
}

// moduleRoot returns the folder holding go.mod, found from the working
// directory (a test runs in its package's folder).
func moduleRoot(tb testing.TB) string {
	tb.Helper()
	dir, err := os.Getwd()
	if err != nil {
		tb.Fatal(err)
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			return dir
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			tb.Fatal("go.mod not found above the working directory")
		}
		dir = parent
	}
}
