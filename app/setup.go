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
	})
	u.markTool = newChoice(marks, func(i int) {
		u.setup = setupTool{mark: true, kind: markTools[i].kind}
		u.tool.show(-1)
	})
	u.tool.show(0)
	u.setup = setupTool{color: stoneTools[0].color}
	u.label = widget.NewEntry()
	u.label.SetPlaceHolder("label")
	return container.NewHBox(
		widget.NewLabelWithStyle("Setup:", fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
		u.tool.box,
		widget.NewSeparator(),
		widget.NewLabel("Marks:"),
		u.markTool.box,
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
	c := u.setup.color
	if c != goboard.Empty && u.doc.Board().At(p) == c {
		c = goboard.Empty
	}
	u.run(func() error { return u.doc.SetStone(p, c) })
}

func (u *UI) setPlayer(c goboard.Color) {
	u.run(func() error { return u.doc.SetPlayer(c) })
}

func (u *UI) clearBoard() { u.run(u.doc.ClearBoard) }
