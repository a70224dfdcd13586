package app

import (
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"lifeline/document"
	"lifeline/goboard"
)

func TestSetupModeMarks(t *testing.T) {
	u := newUI(t)
	u.newGame(9)
	u.run(func() error { return u.doc.Play(u.doc.Board().Point(4, 4)) })
	u.SetMode(ModeSetup)
	b := u.doc.Board()
	e5, c3 := b.Point(4, 4), b.Point(2, 6)
	move := u.doc.Current()
	u.SetMarkTool(document.MarkTriangle, "")
	test.TapAt(u.goban, u.goban.Center(e5))
	u.SetMarkTool(document.MarkLabel, "")
	test.TapAt(u.goban, u.goban.Center(c3))
	if u.doc.Current() != move {
		t.Fatal("a mark moved the cursor off the move")
	}
	want := []document.Mark{{Point: e5, Kind: document.MarkTriangle}, {Point: c3, Kind: document.MarkLabel, Label: "A"}}
	if got := u.goban.Markup(); !slices.Equal(got, want) {
		t.Fatalf("goban markup %v, want %v", got, want)
	}
	u.SetMarkTool(document.MarkLabel, "ko")
	test.TapAt(u.goban, u.goban.Center(e5)) // replaces the triangle
	if v := move.Values("LB"); !slices.Equal(v, []string{"cg:A", "ee:ko"}) || move.Has("TR") {
		t.Fatalf("LB %v, TR %v", v, move.Values("TR"))
	}
	u.undo()
	u.undo()
	if got := u.goban.Markup(); len(got) != 1 || got[0].Kind != document.MarkTriangle || u.doc.Current() != move {
		t.Fatalf("after two undos: %v", got)
	}
	// the markup belongs to its node
	u.back()
	if len(u.goban.Markup()) != 0 {
		t.Fatalf("markup shown on the parent: %v", u.goban.Markup())
	}
}

func TestIllegalMoveWarnings(t *testing.T) {
	u := newUI(t)
	// White's aa is suicide: replayed anyway, and flagged
	d, err := document.Parse([]byte("(;SZ[3];B[ba];B[ab](;W[aa])(;W[cc]))"), 0, "")
	if err != nil {
		t.Fatal(err)
	}
	u.setDocument(d)
	bad := -1
	for i := range u.rows.rows {
		if u.treeItem(i).Warning {
			if bad >= 0 {
				t.Fatalf("rows %d and %d flagged", bad, i)
			}
			bad = i
		}
	}
	if bad != 3 {
		t.Fatalf("flagged row %d, want 3", bad)
	}
	if strings.Contains(u.Status(), "warning") {
		t.Fatalf("status %q at the root", u.Status())
	}
	u.tree.OnSelect(bad)
	if s := u.Status(); !strings.Contains(s, "warning: W[aa] replayed although illegal") {
		t.Fatalf("status %q on the illegal move", s)
	}
}

func TestSetupModeClickAddsStones(t *testing.T) {
	u := newUI(t)
	u.newGame(9)
	u.SetMode(ModeSetup)
	if !u.setupBar.Visible() || u.goban.ShowGhost {
		t.Fatal("setup tools hidden or ghost stone shown in setup mode")
	}
	b := u.doc.Board()
	c3, e5 := b.Point(2, 6), b.Point(4, 4)
	test.TapAt(u.goban, u.goban.Center(c3))
	u.SetTool(goboard.White)
	test.TapAt(u.goban, u.goban.Center(e5))
	root := u.doc.Root()
	if v := root.Values("AB"); len(v) != 1 || v[0] != "cg" {
		t.Fatalf("AB %v, want [cg]", v)
	}
	if v := root.Values("AW"); len(v) != 1 || v[0] != "ee" {
		t.Fatalf("AW %v, want [ee]", v)
	}
	if u.doc.Board().At(c3) != goboard.Black || u.doc.MoveNumber() != 0 || !strings.Contains(u.win.Title(), "*") {
		t.Fatal("setup not shown or not marked unsaved")
	}
	test.TapAt(u.goban, u.goban.Center(e5)) // white on white: takes it away
	if root.Has("AW") {
		t.Fatalf("AW %v after a second tap", root.Values("AW"))
	}
	u.setPlayer(goboard.White)
	if v, _ := root.Value("PL"); v != "W" || !strings.HasPrefix(u.Status(), "White to play") {
		t.Fatalf("PL %q, status %q", v, u.Status())
	}
	u.undo()
	u.undo()
	if root.Has("PL") || root.Values("AW")[0] != "ee" {
		t.Fatalf("undo: %v", root.Props())
	}
	u.clearBoard()
	if !u.doc.Board().Equal(goboard.MustNew(9, 9)) {
		t.Fatalf("clear board:\n%s", u.doc.Board())
	}
	u.SetMode(ModePlay)
	if u.setupBar.Visible() {
		t.Fatal("setup tools shown in play mode")
	}
}
