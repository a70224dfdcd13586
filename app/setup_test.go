package app

import (
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
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
	if !u.setupBar.Visible() || !u.goban.ShowGhost || u.goban.GhostColor != goboard.Black {
		t.Fatal("setup tools hidden or no ghost of the black tool's stone in setup mode")
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

func TestSetupRightClickPlacesTheOtherColour(t *testing.T) {
	u := newUI(t)
	u.newGame(9)
	u.SetMode(ModeSetup)
	b := u.doc.Board()
	c3, e5, g7 := b.Point(2, 6), b.Point(4, 4), b.Point(6, 2)
	test.TapAt(u.goban, u.goban.Center(c3))
	test.TapSecondaryAt(u.goban, u.goban.Center(e5))
	if b := u.doc.Board(); b.At(c3) != goboard.Black || b.At(e5) != goboard.White {
		t.Fatalf("left click %v, right click %v; want black and white", b.At(c3), b.At(e5))
	}
	test.TapSecondaryAt(u.goban, u.goban.Center(e5)) // white on white: taken away
	if u.doc.Board().At(e5) != goboard.Empty {
		t.Fatal("a right click on a white stone did not take it away")
	}
	// with the white tool the buttons swap
	u.SetTool(goboard.White)
	test.TapSecondaryAt(u.goban, u.goban.Center(g7))
	if u.doc.Board().At(g7) != goboard.Black {
		t.Fatal("white tool: a right click did not set up black")
	}
	if u.doc.Board().At(c3) != goboard.Black || u.panel.Selection().Kind != 0 {
		t.Fatal("the right click selected instead of setting up")
	}
	// outside setup a right click still selects
	u.SetMode(ModePlay)
	test.TapSecondaryAt(u.goban, u.goban.Center(c3))
	if u.panel.Selection().Kind == 0 {
		t.Fatal("play mode: right click did not select")
	}
}

func TestSetupGhostAndKeys(t *testing.T) {
	u := newUI(t)
	u.newGame(9)
	u.SetMode(ModeSetup)
	b := u.doc.Board()
	hover := func(p goboard.Point) {
		u.goban.MouseMoved(&desktop.MouseEvent{PointEvent: fyne.PointEvent{Position: u.goban.Center(p)}})
	}
	hover(b.Point(4, 4))
	if !u.goban.ShowGhost || u.goban.GhostColor != goboard.Black {
		t.Fatalf("ghost %v of %v, want the black tool's", u.goban.ShowGhost, u.goban.GhostColor)
	}
	for _, c := range []struct {
		key   fyne.KeyName
		tool  int // index into stoneTools, -1 for none
		ghost bool
		color goboard.Color
	}{
		{fyne.KeyW, 1, true, goboard.White},
		{fyne.KeyX, 2, false, 0},
		{fyne.KeyB, 0, true, goboard.Black},
		{fyne.KeyT, -1, false, 0},
	} {
		key(u, c.key)
		if u.tool.selected != c.tool || u.goban.ShowGhost != c.ghost || (c.ghost && u.goban.GhostColor != c.color) {
			t.Errorf("key %s: tool %d, ghost %v %v", c.key, u.tool.selected, u.goban.ShowGhost, u.goban.GhostColor)
		}
	}
	if u.markTool.selected != 0 {
		t.Errorf("key T: mark tool %d", u.markTool.selected)
	}
	key(u, fyne.KeyL)
	test.TapAt(u.goban, u.goban.Center(b.Point(0, 0)))
	if m := u.doc.Marks(); len(m) != 1 || m[0].Kind != document.MarkLabel {
		t.Fatalf("label tool by key: marks %v", m)
	}
	// Space and the toggle switch the player to move, and the toggle shows it
	if u.toPlay.Text != "● Black to play" {
		t.Fatalf("toggle %q", u.toPlay.Text)
	}
	key(u, fyne.KeySpace)
	if u.doc.Board().ToPlay() != goboard.White || u.toPlay.Text != "○ White to play" {
		t.Fatalf("after Space: %v to play, toggle %q", u.doc.Board().ToPlay(), u.toPlay.Text)
	}
	test.Tap(u.toPlay)
	if u.doc.Board().ToPlay() != goboard.Black || u.toPlay.Text != "● Black to play" {
		t.Fatalf("after the toggle: %v to play, toggle %q", u.doc.Board().ToPlay(), u.toPlay.Text)
	}
	// the keys choose tools only in setup mode
	u.SetMode(ModePlay)
	key(u, fyne.KeyW)
	if u.tool.selected == 1 {
		t.Fatal("W chose a tool in play mode")
	}
	if !u.goban.ShowGhost || u.goban.GhostColor != goboard.Empty {
		t.Fatal("play mode: no ghost of the side to move")
	}
}

func TestNewBoardOneByN(t *testing.T) {
	u := newUI(t)
	u.newBoard(1, 7)
	if b := u.doc.Board(); b.Width() != 1 || b.Height() != 7 {
		t.Fatalf("board %dx%d", b.Width(), b.Height())
	}
	u.SetMode(ModeSetup)
	test.TapAt(u.goban, u.goban.Center(u.doc.Board().Point(0, 3)))
	if u.doc.Board().At(u.doc.Board().Point(0, 3)) != goboard.Black {
		t.Fatal("no stone set up on the 1x7 board")
	}
}

func TestCustomSizeAcceptsOneLine(t *testing.T) {
	u := newUI(t)
	u.newCustomDialog()
	var entries []*keyEntry
	for _, o := range test.LaidOutObjects(u.win.Canvas().Overlays().Top()) {
		if e, ok := o.(*keyEntry); ok {
			entries = append(entries, e)
		}
	}
	if len(entries) != 2 {
		t.Fatalf("%d entries in the dialog", len(entries))
	}
	entries[0].SetText("1")
	if err := entries[0].Validate(); err != nil {
		t.Fatalf("width 1 refused: %v", err)
	}
	entries[1].SetText("0")
	if err := entries[1].Validate(); err == nil {
		t.Fatal("height 0 accepted")
	}
}
