package app

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"lifeline/goboard"
)

// Setup tools.
const (
	toolBlack = "● Add black"
	toolWhite = "○ Add white"
	toolErase = "Erase"
)

// setupBar builds the setup tools: the stone tool, the player to move and
// clearing the board.
func (u *UI) setupBar() fyne.CanvasObject {
	u.tool = widget.NewRadioGroup([]string{toolBlack, toolWhite, toolErase}, nil)
	u.tool.Horizontal = true
	u.tool.Required = true
	u.tool.SetSelected(toolBlack)
	return container.NewHBox(
		widget.NewLabelWithStyle("Setup:", fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
		u.tool,
		widget.NewSeparator(),
		widget.NewLabel("To play:"),
		widget.NewButton("Black", func() { u.setPlayer(goboard.Black) }),
		widget.NewButton("White", func() { u.setPlayer(goboard.White) }),
		widget.NewSeparator(),
		widget.NewButton("Clear board", u.clearBoard),
	)
}

// SetTool selects the setup tool: goboard.Black or White adds stones of
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

// setupAt applies the setup tool at p: a stone tool on a stone of its own
// colour takes it away (as in other editors), the eraser empties p.
func (u *UI) setupAt(p goboard.Point) {
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
