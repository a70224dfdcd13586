package app

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"lifeline/document"
	"lifeline/goboard"
)

// Setup tools: stones, then markup.
const (
	toolBlack    = "● Black"
	toolWhite    = "○ White"
	toolErase    = "Erase"
	toolTriangle = "△"
	toolSquare   = "□"
	toolCircle   = "◯"
	toolCross    = "✕"
	toolLabel    = "A"
)

// stoneTools lists the stone tools' labels and colours (Empty erases).
var stoneTools = []struct {
	label string
	color goboard.Color
}{{toolBlack, goboard.Black}, {toolWhite, goboard.White}, {toolErase, goboard.Empty}}

// markTools lists the markup tools' labels and the kind of mark they
// toggle.
var markTools = []struct {
	label string
	kind  document.MarkKind
}{
	{toolTriangle, document.MarkTriangle},
	{toolSquare, document.MarkSquare},
	{toolCircle, document.MarkCircle},
	{toolCross, document.MarkCross},
	{toolLabel, document.MarkLabel},
}

// setupTool is what a click in setup mode does: put a stone (or erase),
// or toggle a mark.
type setupTool struct {
	mark  bool              // a markup tool, else a stone tool
	color goboard.Color     // the stone tool's colour (Empty: erase)
	kind  document.MarkKind // the markup tool's kind
}

// newSetupBar builds the setup tools: the stone and markup tools, the label
// text, the player to move and clearing the board.
func (u *UI) newSetupBar() fyne.CanvasObject {
	// two groups, one of them selected
	var stones, marks []string
	for _, t := range stoneTools {
		stones = append(stones, t.label)
	}
	for _, t := range markTools {
		marks = append(marks, t.label)
	}
	u.tool = newChoice(stones, func(i int) {
		u.setup = setupTool{color: stoneTools[i].color}
		u.markTool.show(-1)
		u.updateGhost()
	})
	u.markTool = newChoice(marks, func(i int) {
		u.setup = setupTool{mark: true, kind: markTools[i].kind}
		u.tool.show(-1)
		u.updateGhost()
	})
	u.tool.show(0)
	u.setup = setupTool{color: stoneTools[0].color}
	u.label = widget.NewEntry()
	u.label.SetPlaceHolder("label")
	// as in Sabaki: a right click sets up a stone of the other colour
	u.goban.OnTappedSecondary = u.secondaryAt
	u.toPlay = widget.NewButton("", func() { u.setPlayer(u.doc.Board().ToPlay().Opponent()) })
	u.toPlay.Importance = widget.LowImportance
	return container.NewHBox(
		widget.NewLabelWithStyle("Setup:", fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
		u.tool.box,
		widget.NewSeparator(),
		widget.NewLabel("Marks:"),
		u.markTool.box,
		container.NewGridWrap(fyne.NewSize(90, u.label.MinSize().Height), u.label),
		widget.NewSeparator(),
		u.toPlay,
		widget.NewSeparator(),
		widget.NewButton("Clear board", u.clearBoard),
	)
}

// SetTool selects the stone tool: goboard.Black or White adds stones of
// that colour, goboard.Empty erases.
func (u *UI) SetTool(c goboard.Color) {
	for i, t := range stoneTools {
		if t.color == c {
			u.tool.choose(i)
		}
	}
}

// SetMarkTool selects the markup tool of kind k; label is the text a label
// gets ("" for the next letter).
func (u *UI) SetMarkTool(k document.MarkKind, label string) {
	for i, t := range markTools {
		if t.kind == k {
			u.markTool.choose(i)
		}
	}
	u.label.SetText(label)
}

// setupAt applies the setup tool at p: a markup tool toggles its mark on
// the current node; a stone tool on a stone of its own colour takes it away
// (as in other editors), the eraser empties p.
func (u *UI) setupAt(p goboard.Point) {
	if u.setup.mark {
		u.run(func() error { return u.doc.ToggleMark(p, u.setup.kind, u.label.Text) })
		return
	}
	u.setupStone(p, u.setup.color)
}

// setupStone sets up a stone of colour c at p, or empties p for Empty or
// when a stone of colour c is already there (as in other editors).
func (u *UI) setupStone(p goboard.Point, c goboard.Color) {
	if c != goboard.Empty && u.doc.Board().At(p) == c {
		c = goboard.Empty
	}
	u.run(func() error { return u.doc.SetStone(p, c) })
}

// secondaryAt handles a right click on the board: in setup mode with a
// stone tool it sets up a stone of the other colour (the eraser erases);
// otherwise it selects.
func (u *UI) secondaryAt(p goboard.Point) {
	if u.Mode() == ModeSetup && !u.setup.mark {
		c := u.setup.color
		if c != goboard.Empty {
			c = c.Opponent()
		}
		u.setupStone(p, c)
		return
	}
	u.selectAt(p)
}

// updateGhost shows the ghost stone of the side to move in play mode and
// of the stone tool in setup mode.
func (u *UI) updateGhost() {
	switch m := u.Mode(); {
	case m == ModePlay:
		u.goban.ShowGhost, u.goban.GhostColor = true, goboard.Empty
	case m == ModeSetup && !u.setup.mark && u.setup.color != goboard.Empty:
		u.goban.ShowGhost, u.goban.GhostColor = true, u.setup.color
	default:
		u.goban.ShowGhost = false
	}
	u.goban.Refresh()
}

// refreshSetup shows the player to move on the setup bar's toggle.
func (u *UI) refreshSetup() {
	if u.toPlay == nil {
		return
	}
	if u.doc.Board().ToPlay() == goboard.White {
		u.toPlay.SetText("○ White to play")
	} else {
		u.toPlay.SetText("● Black to play")
	}
}

// setupKeys are the keys of the setup tools in setup mode: stone tools
// (index into stoneTools) and markup tools (index into markTools).
var setupKeys = map[fyne.KeyName]struct {
	mark bool
	i    int
}{
	fyne.KeyB: {false, 0}, fyne.KeyW: {false, 1}, fyne.KeyX: {false, 2},
	fyne.KeyT: {true, 0}, fyne.KeyS: {true, 1}, fyne.KeyC: {true, 2}, fyne.KeyM: {true, 3}, fyne.KeyL: {true, 4},
}

// setupKey handles a key in setup mode: B, W and X choose the black, white
// and erase tools; T, S, C, M and L the triangle, square, circle, cross and
// label; Space switches the player to move.
func (u *UI) setupKey(k fyne.KeyName) {
	if u.Mode() != ModeSetup || u.tool == nil {
		return
	}
	if k == fyne.KeySpace {
		u.setPlayer(u.doc.Board().ToPlay().Opponent())
		return
	}
	t, ok := setupKeys[k]
	switch {
	case !ok:
	case t.mark:
		u.markTool.choose(t.i)
	default:
		u.tool.choose(t.i)
	}
}

func (u *UI) setPlayer(c goboard.Color) {
	u.run(func() error { return u.doc.SetPlayer(c) })
}

func (u *UI) clearBoard() { u.run(u.doc.ClearBoard) }
