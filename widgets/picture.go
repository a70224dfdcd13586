package widgets

import (
	"image"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"

	"lifeline/document"
	"lifeline/goboard"
)

// Picture is everything a board image shows: a position, its analysis
// layers, its SGF markup and move numbers, and which of them are on. It is
// drawn without a window (Image, WriteSVG), so the command line can export
// the same image as the goban shows.
type Picture struct {
	Board   *goboard.Board
	Layers  Layers
	Markup  []document.Mark
	Numbers map[goboard.Point]int

	Coordinates, MoveNumbers, Alive, Safe bool

	fonts fontSource // nil: Fyne's bundled fonts (no app needed)
}

// Image size limits, in pixels of the longer side.
const (
	MinImageSize = 32
	MaxImageSize = 8192
)

// Picture returns what g shows now (the ghost stone aside). The point sets
// are copies; markup and move numbers are shared, read only.
func (g *Goban) Picture() Picture {
	return Picture{
		Board: g.board, Layers: g.layers, Markup: g.markup, Numbers: g.numbers,
		Coordinates: g.ShowCoordinates, MoveNumbers: g.ShowMoveNumbers, Alive: g.ShowAlive, Safe: g.ShowSafe,
		fonts: theme.CurrentForWidget(g),
	}
}

// goban returns a goban (never shown) that draws pic.
func (pic *Picture) goban() *Goban {
	g := &Goban{
		board: pic.Board, layers: pic.Layers, numbers: pic.Numbers, hover: goboard.NoPoint,
		ShowCoordinates: pic.Coordinates, ShowMoveNumbers: pic.MoveNumbers, ShowAlive: pic.Alive, ShowSafe: pic.Safe,
	}
	g.SetMarkup(pic.Markup)
	return g
}

// pictureLayout returns the layout of pic's wooden board fitted into a
// size x size square (size clamped to the limits), one pixel per unit.
func (pic *Picture) layout(size int) boardLayout {
	size = min(max(size, MinImageSize), MaxImageSize)
	b := pic.Board
	s := float32(size)
	return layoutFor(b.Width(), b.Height(), fyne.NewSize(s, s), pic.Coordinates)
}

// Image draws pic as the goban does, the longer side size pixels long
// (clamped to MinImageSize..MaxImageSize), the wood filling the image.
func (pic *Picture) Image(size int) *image.RGBA {
	if pic.Board == nil {
		return image.NewRGBA(image.Rect(0, 0, 1, 1))
	}
	l := pic.layout(size)
	w, h := max(1, int(l.width+0.5)), max(1, int(l.height+0.5))
	p := boardPainter{fonts: pic.fonts}
	if p.fonts == nil {
		p.fonts = builtinFonts{}
	}
	return p.paint(pic.goban(), w, h, &l)
}
