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

// markTools maps the markup tools to the kind of mark they toggle.
var markTools = map[string]document.MarkKind{
	toolTriangle: document.MarkTriangle,
	toolSquare:   document.MarkSquare,
	toolCircle:   document.MarkCircle,
	toolCross:    document.MarkCross,
	toolLabel:    document.MarkLabel,
}

// setupBar builds the setup tools: the stone and markup tools, the label
// text, the player to move and clearing the board.
func (u *UI) setupBar() fyne.CanvasObject {
	// two groups, one of them selected: a horizontal group gives every
	// item the width of its widest, so the short mark glyphs get their own
	u.tool = widget.NewRadioGroup([]string{toolBlack, toolWhite, toolErase}, nil)
	u.markTool = widget.NewRadioGroup([]string{toolTriangle, toolSquare, toolCircle, toolCross, toolLabel}, nil)
	u.tool.OnChanged = func(s string) {
		if s != "" {
			u.markTool.SetSelected("")
		}
		u.updateGhost()
	}
	u.markTool.OnChanged = func(s string) {
		if s != "" {
			u.tool.SetSelected("")
		}
		u.updateGhost()
	}
	// as in Sabaki: a right click sets up a stone of the other colour
	u.goban.OnTappedSecondary = u.secondaryAt
	u.toPlay = widget.NewButton("", func() { u.setPlayer(u.doc.Board().ToPlay().Opponent()) })
	u.tool.Horizontal, u.markTool.Horizontal = true, true
	u.tool.SetSelected(toolBlack)
	u.label = widget.NewEntry()
	u.label.SetPlaceHolder("label")
	return container.NewHBox(
		widget.NewLabelWithStyle("Setup:", fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
		u.tool,
		widget.NewSeparator(),
		widget.NewLabel("Marks:"),
		u.markTool,
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
	switch c {
	case goboard.Black:
		u.tool.SetSelected(toolBlack)
	case goboard.White:
		u.tool.SetSelected(toolWhite)
	default:
		u.tool.SetSelected(toolErase)
	}
}

// SetMarkTool selects the markup tool of kind k; label is the text a label
// gets ("" for the next letter).
func (u *UI) SetMarkTool(k document.MarkKind, label string) {
	for name, kind := range markTools {
		if kind == k {
			u.markTool.SetSelected(name)
		}
	}
	u.label.SetText(label)
}

// setupAt applies the setup tool at p: a markup tool toggles its mark on
// the current node; a stone tool on a stone of its own colour takes it away
// (as in other editors), the eraser empties p.
func (u *UI) setupAt(p goboard.Point) {
	if k, ok := markTools[u.markTool.Selected]; ok {
		u.run(func() error { return u.doc.ToggleMark(p, k, u.label.Text) })
		return
	}
	if u.tool.Selected == "" {
		return // no tool
	}
	c := goboard.Empty
	switch u.tool.Selected {
	case toolBlack:
		c = goboard.Black
	case toolWhite:
		c = goboard.White
	}
	u.setupStone(p, c)
}

// setupStone sets up a stone of colour c at p, or empties p for Empty or
// when a stone of colour c is already there (as in other editors).
func (u *UI) setupStone(p goboard.Point, c goboard.Color) {
	if c != goboard.Empty && u.doc.Board().At(p) == c {
		c = goboard.Empty
	}
	u.run(func() error { return u.doc.SetStone(p, c) })
}

// stoneTool returns the colour of the selected stone tool (Empty for the
// eraser), or false when a markup tool is selected.
func (u *UI) stoneTool() (goboard.Color, bool) {
	if u.tool == nil {
		return goboard.Empty, false
	}
	switch u.tool.Selected {
	case toolBlack:
		return goboard.Black, true
	case toolWhite:
		return goboard.White, true
	case toolErase:
		return goboard.Empty, true
	}
	return goboard.Empty, false
}

// secondaryAt handles a right click on the board: in setup mode with a
// stone tool it sets up a stone of the other colour (the eraser erases);
// otherwise it selects.
func (u *UI) secondaryAt(p goboard.Point) {
	if c, ok := u.stoneTool(); ok && u.Mode() == ModeSetup {
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
	c, ok := u.stoneTool()
	switch m := u.Mode(); {
	case m == ModePlay:
		u.goban.ShowGhost, u.goban.GhostColor = true, goboard.Empty
	case m == ModeSetup && ok && c != goboard.Empty:
		u.goban.ShowGhost, u.goban.GhostColor = true, c
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

// setupKeys are the keys of the setup tools (in setup mode).
var setupKeys = map[fyne.KeyName]string{
	fyne.KeyB: toolBlack, fyne.KeyW: toolWhite, fyne.KeyX: toolErase,
	fyne.KeyT: toolTriangle, fyne.KeyS: toolSquare, fyne.KeyC: toolCircle, fyne.KeyM: toolCross, fyne.KeyL: toolLabel,
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
	tool, ok := setupKeys[k]
	if !ok {
		return
	}
	if _, mark := markTools[tool]; mark {
		u.markTool.SetSelected(tool)
	} else {
		u.tool.SetSelected(tool)
	}
}

func (u *UI) setPlayer(c goboard.Color) {
	u.run(func() error { return u.doc.SetPlayer(c) })
}

func (u *UI) clearBoard() { u.run(u.doc.ClearBoard) }
