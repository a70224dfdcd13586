package app

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"lifeline/document"
	"lifeline/goboard"
)

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
		tool  string
		ghost bool
		color goboard.Color
	}{
		{fyne.KeyW, toolWhite, true, goboard.White},
		{fyne.KeyX, toolErase, false, 0},
		{fyne.KeyB, toolBlack, true, goboard.Black},
		{fyne.KeyT, "", false, 0},
	} {
		key(u, c.key)
		if u.tool.Selected != c.tool || u.goban.ShowGhost != c.ghost || (c.ghost && u.goban.GhostColor != c.color) {
			t.Errorf("key %s: tool %q, ghost %v %v", c.key, u.tool.Selected, u.goban.ShowGhost, u.goban.GhostColor)
		}
	}
	if u.markTool.Selected != toolTriangle {
		t.Errorf("key T: mark tool %q", u.markTool.Selected)
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
	if u.tool.Selected == toolWhite {
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
	var entries []*widget.Entry
	for _, o := range test.LaidOutObjects(u.win.Canvas().Overlays().Top()) {
		if e, ok := o.(*widget.Entry); ok {
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
