package document

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"lifeline/internal/corpus"
	"lifeline/sgf"
)

// treeDiff says where two game trees differ, ignoring FF and CA of the
// root (the writer always writes FF[4] CA[UTF-8]); "" when they are equal.
func treeDiff(a, b sgf.Node) string {
	type pair struct{ a, b sgf.Node }
	stack := []pair{{a, b}}
	for len(stack) > 0 {
		p := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		pa, pb := p.a.Props(), p.b.Props()
		if p.a.Parent().IsZero() {
			skip := func(q sgf.Property) bool { return q.ID == "FF" || q.ID == "CA" }
			pa = slices.DeleteFunc(slices.Clone(pa), skip)
			pb = slices.DeleteFunc(slices.Clone(pb), skip)
		}
		if !propsEqual(pa, pb) {
			return fmt.Sprintf("properties %v vs %v", pa, pb)
		}
		ka, kb := p.a.Children(), p.b.Children()
		if len(ka) != len(kb) {
			return fmt.Sprintf("%d vs %d children at %v", len(ka), len(kb), pa)
		}
		for i := range ka {
			stack = append(stack, pair{ka[i], kb[i]})
		}
	}
	return ""
}

// TestRealFiles opens every real SGF file (the bundled games and charset
// fixtures, and the shared corpus when present), walks each game to the end
// and back, saves it and checks that the saved file reads back as the same
// trees.
func TestRealFiles(t *testing.T) {
	for _, k := range []corpus.Kind{corpus.Games, corpus.Encodings} {
		corpus.Run(t, k, func(t *testing.T, s corpus.Set) { testRealFiles(t, s.Files) })
	}
}

func testRealFiles(t *testing.T, files []string) {
	dir := t.TempDir()
	for _, path := range files {
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		coll, err := sgf.Parse(data)
		if err != nil {
			if strings.Contains(path, "_bad") {
				continue
			}
			t.Errorf("%s: %v", path, err)
			continue
		}
		for g := range coll.Games {
			d, err := Open(coll, g, path)
			if err != nil {
				t.Errorf("%s game %d: %v", path, g+1, err)
				continue
			}
			start := d.Board().String()
			d.Last()
			if d.MoveNumber() != d.LineLength() || d.Current().NumChildren() != 0 {
				t.Errorf("%s: Last stopped at move %d of %d", path, d.MoveNumber(), d.LineLength())
			}
			if _, err := d.Analysis(); err != nil {
				t.Errorf("%s: analysis at the end: %v", path, err)
			}
			for d.Back() == nil {
			}
			if d.Board().String() != start || d.Board().Depth() != 0 && d.Current() != d.Root() {
				t.Errorf("%s: back at the root, the position differs", path)
			}
		}
		d, err := Open(coll, 0, path)
		if err != nil {
			continue
		}
		out := filepath.Join(dir, filepath.Base(path))
		if err := d.Save(out); err != nil {
			t.Errorf("%s: %v", path, err)
			continue
		}
		if d.Dirty() || d.File() != out {
			t.Errorf("%s: after save dirty %v file %q", path, d.Dirty(), d.File())
		}
		again, err := sgf.ParseFile(out)
		if err != nil {
			t.Errorf("%s: re-read: %v", path, err)
			continue
		}
		if len(again.Games) != len(coll.Games) {
			t.Errorf("%s: %d games saved, %d read back", path, len(coll.Games), len(again.Games))
			continue
		}
		for g := range coll.Games {
			if diff := treeDiff(coll.Games[g], again.Games[g]); diff != "" {
				t.Errorf("%s game %d: saved tree differs: %s", path, g+1, diff)
			}
		}
	}
}

// TestAtomicSave checks that a failed save leaves the document as it was
// (the atomic writing itself is tested in internal/atomicfile).
func TestAtomicSave(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "game.sgf"), []byte("(;SZ[9])"), 0o600); err != nil {
		t.Fatal(err)
	}
	// a directory in the way and a missing folder are errors, and the
	// document stays as it was
	d, err := New(9, 9)
	if err != nil {
		t.Fatal(err)
	}
	if err := d.Play(pt(t, d, "ee")); err != nil {
		t.Fatal(err)
	}
	for _, bad := range []string{dir, filepath.Join(dir, "no", "such", "x.sgf")} {
		if err := d.Save(bad); err == nil {
			t.Errorf("saved to %s", bad)
		}
		if !d.Dirty() || d.File() != "" {
			t.Errorf("failed save changed the document: dirty %v file %q", d.Dirty(), d.File())
		}
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 1 {
		t.Fatalf("left behind: %v", entries)
	}
}

func TestMalformedInput(t *testing.T) {
	for _, in := range []string{"(;SZ[9];B[ee", "(;SZ[30])", "(;SZ[0])", "(;SZ[x])", "", "no sgf here", "(;SZ[9];B[zz])"} {
		d, err := Parse([]byte(in), 0, "bad.sgf")
		if err == nil {
			// tolerated input: it must replay without a panic
			d.Last()
			d.First()
			continue
		}
		if d != nil {
			t.Errorf("%q: error %v and a document", in, err)
		}
		if !strings.Contains(err.Error(), "bad.sgf") {
			t.Errorf("%q: error %q does not name the file", in, err)
		}
	}
	_, err := Parse([]byte("(;SZ[9]\n;B[ee]C[oops"), 0, "x.sgf")
	if se, ok := sgf.AsSyntaxError(err); !ok || se.Line == 0 {
		t.Fatalf("unterminated value: %v, want a syntax error with a line", err)
	}
}
