package document

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"lifeline/goboard"
)

func TestSetupEdits(t *testing.T) {
	d, err := New(9, 9)
	if err != nil {
		t.Fatal(err)
	}
	root := d.Root()
	step := func(name string, err error, want map[string]string) {
		t.Helper()
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		for _, id := range []string{"AB", "AW", "AE", "PL"} {
			if got := strings.Join(root.Values(id), ","); got != want[id] {
				t.Fatalf("%s: %s = %q, want %q", name, id, got, want[id])
			}
		}
	}
	step("black C3", d.SetStone(pt(t, d, "cg"), goboard.Black), map[string]string{"AB": "cg"})
	step("black D3", d.SetStone(pt(t, d, "dg"), goboard.Black), map[string]string{"AB": "cg,dg"})
	step("white E5", d.SetStone(pt(t, d, "ee"), goboard.White), map[string]string{"AB": "cg,dg", "AW": "ee"})
	step("white over C3", d.SetStone(pt(t, d, "cg"), goboard.White), map[string]string{"AB": "dg", "AW": "ee,cg"})
	step("erase E5", d.SetStone(pt(t, d, "ee"), goboard.Empty), map[string]string{"AB": "dg", "AW": "cg"})
	step("white to play", d.SetPlayer(goboard.White), map[string]string{"AB": "dg", "AW": "cg", "PL": "W"})
	if d.Board().At(pt(t, d, "cg")) != goboard.White || d.Board().ToPlay() != goboard.White || !d.Dirty() {
		t.Fatalf("board not updated:\n%s%v to play", d.Board(), d.Board().ToPlay())
	}
	if r, err := d.Analysis(); err != nil || r == nil {
		t.Fatalf("analysis after setup: %v", err)
	}
	step("undo PL", d.Undo(), map[string]string{"AB": "dg", "AW": "cg"})
	step("undo erase", d.Undo(), map[string]string{"AB": "dg", "AW": "ee,cg"})
	if d.Board().At(pt(t, d, "ee")) != goboard.White || d.Board().ToPlay() != goboard.Black {
		t.Fatal("undo did not restore the position")
	}
	step("redo erase", d.Redo(), map[string]string{"AB": "dg", "AW": "cg"})
	for d.CanUndo() {
		if err := d.Undo(); err != nil {
			t.Fatal(err)
		}
	}
	step("all undone", nil, map[string]string{})
	if d.Dirty() || d.Board().At(pt(t, d, "cg")) != goboard.Empty {
		t.Fatalf("all undone: dirty %v\n%s", d.Dirty(), d.Board())
	}

	// setup after a move goes to a new child node; a second edit joins it
	step("black again", d.SetStone(pt(t, d, "aa"), goboard.Black), map[string]string{"AB": "aa"})
	if err := d.Play(pt(t, d, "ee")); err != nil {
		t.Fatal(err)
	}
	moveNode := d.Current()
	if err := d.SetStone(pt(t, d, "ee"), goboard.Empty); err != nil {
		t.Fatal(err)
	}
	if err := d.SetStone(pt(t, d, "ff"), goboard.White); err != nil {
		t.Fatal(err)
	}
	setup := d.Current()
	if setup.Parent() != moveNode || strings.Join(setup.Values("AE"), ",") != "ee" || strings.Join(setup.Values("AW"), ",") != "ff" {
		t.Fatalf("setup after a move: node %v, parent is the move %v", setup.Props(), setup.Parent() == moveNode)
	}
	if _, ok := moveNode.Value("AE"); ok {
		t.Fatal("setup stored on the move node")
	}
	if err := d.Undo(); err != nil || d.Current() != setup || setup.Has("AW") {
		t.Fatalf("undo W F4: %v, props %v", err, setup.Props())
	}
	if err := d.Undo(); err != nil || d.Current() != moveNode || moveNode.NumChildren() != 0 {
		t.Fatalf("undo the setup node: %v", err)
	}
}

func TestSetupCompressedAndClear(t *testing.T) {
	d, err := Parse([]byte("(;SZ[5]AB[aa:cc]AW[ee])"), 0, "")
	if err != nil {
		t.Fatal(err)
	}
	if err := d.SetStone(pt(t, d, "bb"), goboard.Empty); err != nil {
		t.Fatal(err)
	}
	if got := len(d.Root().Values("AB")); got != 8 || d.Board().At(pt(t, d, "bb")) != goboard.Empty {
		t.Fatalf("erase inside AB[aa:cc]: %d AB values, %v at bb", got, d.Board().At(pt(t, d, "bb")))
	}
	if err := d.ClearBoard(); err != nil {
		t.Fatal(err)
	}
	if d.Root().Has("AB") || d.Root().Has("AW") || d.Board().String() != goboard.MustNew(5, 5).String() {
		t.Fatalf("clear: %v\n%s", d.Root().Props(), d.Board())
	}
	if err := d.Undo(); err != nil || d.Board().At(pt(t, d, "ee")) != goboard.White {
		t.Fatalf("undo clear: %v", err)
	}
	if err := d.SetStone(goboard.Point(-3), goboard.Black); err == nil {
		t.Fatal("setup off the board accepted")
	}
	if err := d.SetStone(pt(t, d, "aa"), goboard.Color(7)); err == nil {
		t.Fatal("setup of colour 7 accepted")
	}
}

// TestProblemOnEmptyBoard sets up a life-and-death problem on an empty
// rectangular board, analyses it, saves it and reads it back.
func TestProblemOnEmptyBoard(t *testing.T) {
	d, err := New(7, 5)
	if err != nil {
		t.Fatal(err)
	}
	// a black group with two eyes in the corner: A5, C5 empty
	var black []goboard.Point
	for _, s := range []string{"ba", "da", "ab", "bb", "cb", "db", "dc"} {
		black = append(black, pt(t, d, s))
	}
	if err := d.SetStones(black, goboard.Black); err != nil {
		t.Fatal(err)
	}
	if err := d.SetStone(pt(t, d, "ca"), goboard.Empty); err != nil { // no-op
		t.Fatal(err)
	}
	if err := d.SetStone(pt(t, d, "fd"), goboard.White); err != nil {
		t.Fatal(err)
	}
	if err := d.SetPlayer(goboard.White); err != nil {
		t.Fatal(err)
	}
	r, err := d.Analysis()
	if err != nil {
		t.Fatal(err)
	}
	if got := r.Alive[goboard.Black].Len(); got != len(black) {
		t.Fatalf("%d black stones pass-alive, want %d\n%s", got, len(black), d.Board())
	}
	path := filepath.Join(t.TempDir(), "problem.sgf")
	if err := d.Save(path); err != nil {
		t.Fatal(err)
	}
	if d.Title() != "problem.sgf" {
		t.Fatalf("title %q", d.Title())
	}
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	back, err := Parse(data, 0, path)
	if err != nil {
		t.Fatal(err)
	}
	if back.Board().String() != d.Board().String() || back.Board().ToPlay() != goboard.White || back.Board().Width() != 7 {
		t.Fatalf("read back:\n%s\nwant\n%s", back.Board(), d.Board())
	}
	if !strings.Contains(string(data), "SZ[7:5]") || !strings.Contains(string(data), "PL[W]") {
		t.Fatalf("saved: %s", data)
	}
}
