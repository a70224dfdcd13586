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
	}
	u.markTool.OnChanged = func(s string) {
		if s != "" {
			u.tool.SetSelected("")
		}
	}
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
		widget.NewLabel("To play:"),
		widget.NewButton("Black", func() { u.setPlayer(goboard.Black) }),
		widget.NewButton("White", func() { u.setPlayer(goboard.White) }),
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
	if c != goboard.Empty && u.doc.Board().At(p) == c {
		c = goboard.Empty
	}
	u.run(func() error { return u.doc.SetStone(p, c) })
}

func (u *UI) setPlayer(c goboard.Color) {
	u.run(func() error { return u.doc.SetPlayer(c) })
}

func (u *UI) clearBoard() { u.run(u.doc.ClearBoard) }
