// Package widgets holds Lifeline's Fyne widgets: the goban (board, stones and
// the analysis layers) and the analysis panel. Widgets draw what they are given
// and report user intent through callbacks; they hold no game logic.
package widgets

import (
	"image/color"
	"math"
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/widget"

	"lifeline/document"
	"lifeline/goboard"
)

var (
	_ fyne.Tappable          = (*Goban)(nil)
	_ fyne.SecondaryTappable = (*Goban)(nil)
	_ desktop.Hoverable      = (*Goban)(nil)
	_ desktop.Mouseable      = (*Goban)(nil)
)

// Layers is the analysis drawn over the board, as point sets of the board on
// display. The zero value draws nothing.
type Layers struct {
	// Alive holds the stones of pass-alive chains, indexed by colour.
	Alive [3]goboard.PointSet
	// Safe holds the safe points, indexed by the owner's colour.
	Safe [3]goboard.PointSet
	// Ring holds the stones of the selected chain (ringed).
	Ring goboard.PointSet
	// Tint holds highlighted region points: the vital regions of the
	// selected chain, or the selected region.
	Tint goboard.PointSet
	// Focus dims every point outside Ring, Tint and Related.
	Focus bool
	// Related holds stones of chains related to the selection (the chains a
	// selected region is vital to); they stay undimmed and get a thin ring.
	Related goboard.PointSet
	// Crossed holds the stones of the chains removed in the explained round.
	Crossed goboard.PointSet
	// Hatched holds the points of the regions removed in the explained round.
	Hatched goboard.PointSet
	// FaintCrossed and FaintHatched hold the other chains and regions
	// removed in the explained round while one of them is under discussion
	// (in Crossed or Hatched); they are drawn faintly.
	FaintCrossed, FaintHatched goboard.PointSet
}

// Goban is a Go board widget: a wooden board with grid, star points and
// coordinates, the stones of a position, the analysis layers (pass-alive
// squares, safe points, selection, explanation: "the overlay" of the README)
// and SGF markup. It keeps the board's aspect ratio and stays centred in
// whatever size it is given.
type Goban struct {
	widget.BaseWidget

	// ShowCoordinates draws column letters and row numbers on all four sides.
	ShowCoordinates bool
	// ShowMoveNumbers draws the move numbers given by SetMoveNumbers.
	ShowMoveNumbers bool
	// ShowAlive marks the stones of pass-alive chains.
	ShowAlive bool
	// ShowSafe tints the safe points by owner.
	ShowSafe bool
	// ShowProven, ShowSafeStones and ShowDead show the layers of the
	// safety verdict given by SetProven (see Proven).
	ShowProven, ShowSafeStones, ShowDead bool
	// ShowGhost shows a translucent stone under the mouse: of GhostColor on
	// any empty point, or with GhostColor Empty, of the side to move where
	// that side may legally play.
	ShowGhost bool
	// GhostColor is the colour of the ghost stone (the setup tool's), or
	// Empty for the side to move.
	GhostColor goboard.Color

	// OnTapped is called with the intersection tapped (primary button, no
	// modifier).
	OnTapped func(p goboard.Point) `json:"-"`
	// OnSelect is called with the intersection of a secondary tap or of a
	// tap with Ctrl, Alt or Shift held.
	OnSelect func(p goboard.Point) `json:"-"`
	// OnTappedSecondary, when set, is called with the intersection of a
	// secondary tap instead of OnSelect (a right click places a white stone
	// in setup, say).
	OnTappedSecondary func(p goboard.Point) `json:"-"`
	// OnScrolled is called with the vertical movement of the mouse wheel
	// over the board (positive: the wheel turned away from the user; one
	// notch is about 10).
	OnScrolled func(dy float32) `json:"-"`
	// OnTypedKey, when set, makes the board take the keyboard focus when
	// pressed, and gets the keys typed while it has it.
	OnTypedKey func(*fyne.KeyEvent) `json:"-"`
	// OnFocusLost is called when the board loses the keyboard focus.
	OnFocusLost func() `json:"-"`

	board   *goboard.Board
	layers  Layers
	proven  Proven
	numbers map[goboard.Point]int
	markup  []document.Mark
	marked  goboard.PointSet // the points of markup
	markGen int              // changes with markup
	hover   goboard.Point
	mods    fyne.KeyModifier
}

// NewGoban returns a goban showing b (which it only reads) with
// coordinates, the pass-alive squares, safe points and the ghost stone on.
func NewGoban(b *goboard.Board) *Goban {
	g := &Goban{board: b, ShowCoordinates: true, ShowAlive: true, ShowSafe: true, ShowGhost: true,
		ShowProven: true, ShowSafeStones: true, ShowDead: true}
	g.ExtendBaseWidget(g)
	return g
}

// SetBoard changes the position on display and redraws.
func (g *Goban) SetBoard(b *goboard.Board) {
	g.board = b
	g.hover = goboard.NoPoint
	g.Refresh()
}

// Board returns the position on display.
func (g *Goban) Board() *goboard.Board { return g.board }

// SetLayers changes the analysis layers and redraws.
func (g *Goban) SetLayers(m *Layers) {
	if m == nil {
		g.layers = Layers{}
	} else {
		g.layers = *m
	}
	g.Refresh()
}

// Layers returns the analysis layers on display.
func (g *Goban) Layers() *Layers { return &g.layers }

// SetMoveNumbers sets the numbers drawn on stones when ShowMoveNumbers is on
// (point to move number); nil clears them. It does not redraw.
func (g *Goban) SetMoveNumbers(n map[goboard.Point]int) { g.numbers = n }

// SetMarkup sets the SGF markup drawn on the board (triangles, squares,
// circles, crosses and labels, one per point); nil clears it. The marks are
// copied. It does not redraw.
func (g *Goban) SetMarkup(marks []document.Mark) {
	if slices.Equal(marks, g.markup) {
		return
	}
	g.markup = append(g.markup[:0], marks...)
	g.marked = goboard.PointSet{}
	for _, m := range marks {
		g.marked.Add(m.Point)
	}
	g.markGen++
}

// Markup returns the SGF markup on display; it belongs to the goban.
func (g *Goban) Markup() []document.Mark { return g.markup }

// CreateRenderer implements fyne.Widget.
func (g *Goban) CreateRenderer() fyne.WidgetRenderer {
	return &gobanRenderer{g: g}
}

// MinSize returns a size at which a 19x19 board is still usable.
func (g *Goban) MinSize() fyne.Size {
	g.ExtendBaseWidget(g)
	return fyne.NewSize(200, 200)
}

// PointAt returns the intersection nearest to pos (in the widget's
// coordinates) if pos is within half a grid step of it, or NoPoint.
func (g *Goban) PointAt(pos fyne.Position) goboard.Point {
	if g.board == nil {
		return goboard.NoPoint
	}
	geo := layoutFor(g.board.Width(), g.board.Height(), g.Size(), g.ShowCoordinates)
	x := int(math.Floor(float64((pos.X-geo.originX)/geo.cell) + 0.5))
	y := int(math.Floor(float64((pos.Y-geo.originY)/geo.cell) + 0.5))
	if !g.board.Contains(x, y) {
		return goboard.NoPoint
	}
	return g.board.Point(x, y)
}

// Center returns the position of intersection p in the widget's
// coordinates.
func (g *Goban) Center(p goboard.Point) fyne.Position {
	geo := layoutFor(g.board.Width(), g.board.Height(), g.Size(), g.ShowCoordinates)
	x, y := g.board.XY(p)
	return geo.at(x, y)
}

// Tapped implements fyne.Tappable: a plain tap plays, a tap with a modifier
// selects.
func (g *Goban) Tapped(e *fyne.PointEvent) {
	p := g.PointAt(e.Position)
	if p == goboard.NoPoint {
		return
	}
	if g.mods&(fyne.KeyModifierControl|fyne.KeyModifierAlt|fyne.KeyModifierShift|fyne.KeyModifierSuper) != 0 {
		if g.OnSelect != nil {
			g.OnSelect(p)
		}
		return
	}
	if g.OnTapped != nil {
		g.OnTapped(p)
	}
}

// TappedSecondary implements fyne.SecondaryTappable: it calls
// OnTappedSecondary, or selects.
func (g *Goban) TappedSecondary(e *fyne.PointEvent) {
	p := g.PointAt(e.Position)
	switch {
	case p == goboard.NoPoint:
	case g.OnTappedSecondary != nil:
		g.OnTappedSecondary(p)
	case g.OnSelect != nil:
		g.OnSelect(p)
	}
}

// MouseDown implements desktop.Mouseable, remembering the modifiers for the
// tap that follows.
func (g *Goban) MouseDown(e *desktop.MouseEvent) {
	g.mods = e.Modifier
	if g.OnTypedKey != nil {
		if c := fyne.CurrentApp().Driver().CanvasForObject(g); c != nil {
			c.Focus(g)
		}
	}
}

// MouseUp implements desktop.Mouseable.
func (g *Goban) MouseUp(*desktop.MouseEvent) {}

// MouseIn implements desktop.Hoverable.
func (g *Goban) MouseIn(e *desktop.MouseEvent) { g.MouseMoved(e) }

// MouseMoved implements desktop.Hoverable, moving the ghost stone.
func (g *Goban) MouseMoved(e *desktop.MouseEvent) {
	p := g.PointAt(e.Position)
	if p != g.hover {
		g.hover = p
		g.Refresh()
	}
}

// MouseOut implements desktop.Hoverable.
func (g *Goban) MouseOut() {
	if g.hover != goboard.NoPoint {
		g.hover = goboard.NoPoint
		g.Refresh()
	}
}

// Hover returns the intersection under the mouse, or NoPoint.
func (g *Goban) Hover() goboard.Point { return g.hover }

// boardLayout is where the grid sits inside the widget.
type boardLayout struct {
	cell             float32 // distance between adjacent lines
	originX, originY float32 // position of the top-left intersection
	left, top        float32 // top-left corner of the wooden board
	width, height    float32 // size of the wooden board
	margin           float32 // wood around the outer lines
}

func (l *boardLayout) at(x, y int) fyne.Position {
	return fyne.NewPos(l.originX+float32(x)*l.cell, l.originY+float32(y)*l.cell)
}

// layoutFor fits a w x h grid into size, keeping cells square and the board
// centred; the margin holds the coordinates when they are shown.
func layoutFor(w, h int, size fyne.Size, coords bool) boardLayout {
	m := float32(0.6)
	if coords {
		m = 1.15
	}
	cw := size.Width / (float32(w-1) + 2*m)
	ch := size.Height / (float32(h-1) + 2*m)
	cell := cw
	if ch < cell {
		cell = ch
	}
	if cell < 1 {
		cell = 1
	}
	bw := (float32(w-1) + 2*m) * cell
	bh := (float32(h-1) + 2*m) * cell
	left := (size.Width - bw) / 2
	top := (size.Height - bh) / 2
	return boardLayout{
		cell: cell, margin: m * cell,
		left: left, top: top, width: bw, height: bh,
		originX: left + m*cell, originY: top + m*cell,
	}
}

// starPoints returns the star point coordinates along one side of n lines.
func starPoints(n int) []int {
	switch {
	case n < 7:
		if n == 5 {
			return []int{2}
		}
		return nil
	case n < 13:
		if n%2 == 1 {
			return []int{2, n / 2, n - 3}
		}
		return []int{2, n - 3}
	default:
		if n%2 == 1 {
			return []int{3, n / 2, n - 4}
		}
		return []int{3, n - 4}
	}
}

// isStar reports whether (x, y) is a star point of a w x h board: the
// corners' star points, the centre of boards with odd sides, and the side
// star points on boards of 15 lines and more.
func isStar(w, h, x, y int) bool {
	xs, ys := starPoints(w), starPoints(h)
	in := func(v int, s []int) (bool, bool) {
		for i, e := range s {
			if e == v {
				return true, len(s) == 3 && i == 1
			}
		}
		return false, false
	}
	okx, midx := in(x, xs)
	oky, midy := in(y, ys)
	if !okx || !oky {
		return false
	}
	if midx && midy {
		return true
	}
	if midx || midy {
		// side star points only on large boards
		return (midx && w >= 15) || (midy && h >= 15)
	}
	return true
}

// Colours of the board and the analysis layers (fixed: the board is wood in both the
// light and the dark theme).
var (
	colWood      = color.NRGBA{R: 0xDC, G: 0xB3, B: 0x5C, A: 0xFF}
	colLine      = color.NRGBA{R: 0x3B, G: 0x2A, B: 0x14, A: 0xFF}
	colBlack     = color.NRGBA{R: 0x1A, G: 0x1A, B: 0x1A, A: 0xFF}
	colBlackRim  = color.NRGBA{R: 0x00, G: 0x00, B: 0x00, A: 0xFF}
	colBlackShin = color.NRGBA{R: 0x5A, G: 0x5A, B: 0x5A, A: 0xFF}
	colWhite     = color.NRGBA{R: 0xF4, G: 0xF4, B: 0xEE, A: 0xFF}
	colWhiteRim  = color.NRGBA{R: 0x80, G: 0x80, B: 0x78, A: 0xFF}
	colWhiteShin = color.NRGBA{R: 0xFF, G: 0xFF, B: 0xFF, A: 0xFF}
	colShadow    = color.NRGBA{R: 0x00, G: 0x00, B: 0x00, A: 0x40}
	colSafeBlack = color.NRGBA{R: 0x10, G: 0x10, B: 0x10, A: 0x70}
	colSafeWhite = color.NRGBA{R: 0xFF, G: 0xFF, B: 0xFF, A: 0xA0}
	colTint      = color.NRGBA{R: 0x2E, G: 0x7D, B: 0xE0, A: 0x80}
	colRing      = color.NRGBA{R: 0x1E, G: 0x6F, B: 0xFF, A: 0xFF}
	colRelated   = color.NRGBA{R: 0x1E, G: 0x9F, B: 0x5F, A: 0xFF}
	colDim       = color.NRGBA{R: 0x80, G: 0x80, B: 0x80, A: 0x90}
	colRemoved   = color.NRGBA{R: 0xD0, G: 0x20, B: 0x20, A: 0xFF}
	colFaint     = color.NRGBA{R: 0xD0, G: 0x20, B: 0x20, A: 0x60}
	colLast      = color.NRGBA{R: 0xE0, G: 0x30, B: 0x30, A: 0xFF}
)

// stoneColors returns the fill, rim, highlight and contrasting colours of a
// stone.
func stoneColors(c goboard.Color) (fill, rim, shine, contrast color.Color) {
	if c == goboard.White {
		return colWhite, colWhiteRim, colWhiteShin, colBlack
	}
	return colBlack, colBlackRim, colBlackShin, colWhite
}

func withAlpha(c color.Color, a uint8) color.NRGBA {
	n := color.NRGBAModel.Convert(c).(color.NRGBA)
	n.A = a
	return n
}

// Scrolled reports the mouse wheel over the board to OnScrolled.
func (g *Goban) Scrolled(e *fyne.ScrollEvent) {
	if g.OnScrolled != nil {
		g.OnScrolled(e.Scrolled.DY)
	}
}

// FocusGained implements fyne.Focusable.
func (g *Goban) FocusGained() {}

// FocusLost implements fyne.Focusable: it tells OnFocusLost.
func (g *Goban) FocusLost() {
	if g.OnFocusLost != nil {
		g.OnFocusLost()
	}
}

// TypedRune implements fyne.Focusable: the board takes no text.
func (g *Goban) TypedRune(rune) {}

// TypedKey implements fyne.Focusable: it passes the key to OnTypedKey.
func (g *Goban) TypedKey(e *fyne.KeyEvent) {
	if g.OnTypedKey != nil {
		g.OnTypedKey(e)
	}
}
