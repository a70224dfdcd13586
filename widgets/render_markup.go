package widgets

import (
	"image"
	"image/color"
	"math"
	"unicode/utf8"

	"lifeline/document"
	"lifeline/goboard"
)

// markColors returns the colour of a mark at p: the stone's contrasting
// colour on a stone, the grid's colour on an empty point.
func markColors(b *goboard.Board, p goboard.Point) (color.NRGBA, *image.Uniform) {
	switch b.At(p) {
	case goboard.Black:
		return colWhite, uniOnBlack
	case goboard.White:
		return colBlack, uniOnWhite
	}
	return colLine, uniLine
}

// labelFont returns the glyph set for a label: short labels (one or two
// characters) large, longer ones smaller, each set at one size so that its
// glyph cache holds.
func (p *boardPainter) labelFont(text string) *glyphSet {
	cell := p.geo.cell
	if utf8.RuneCountInString(text) <= 2 {
		p.labels.use(p.fonts, false, cell*0.52)
		return &p.labels
	}
	p.longLabels.use(p.fonts, false, cell*0.36)
	return &p.longLabels
}

// clearUnderLabels paints wood over the grid lines and star points under
// the labels on empty points, as Sabaki does, so that the text stands on
// its own. It runs before the region layer, which may tint the point.
func (p *boardPainter) clearUnderLabels(g *Goban) {
	geo := &p.geo
	b := g.board
	for _, m := range g.markup {
		if m.Kind != document.MarkLabel || !b.OnBoard(m.Point) || b.At(m.Point) != goboard.Empty {
			continue
		}
		x, y := b.XY(m.Point)
		gs := p.labelFont(m.Label)
		r := max(geo.cell*0.36, gs.width(m.Label)/2+geo.cell*0.08)
		disc(p.frame, geo.cx[x], geo.cy[y], r, colWood)
	}
}

// drawMarkup draws the SGF markup of g over the stones.
func (p *boardPainter) drawMarkup(g *Goban) {
	geo := &p.geo
	b := g.board
	cell := geo.cell
	lw := max(1.5*geo.s, cell*0.075)
	var corners [4][2]float32
	for _, m := range g.markup {
		if !b.OnBoard(m.Point) {
			continue
		}
		x, y := b.XY(m.Point)
		cx, cy := geo.cx[x], geo.cy[y]
		col, uni := markColors(b, m.Point)
		switch m.Kind {
		case document.MarkCircle:
			stroke(p.frame, cx, cy, cell*0.25, lw, col)
		case document.MarkSquare:
			q := cell * 0.2
			corners = [4][2]float32{{cx - q, cy - q}, {cx + q, cy - q}, {cx + q, cy + q}, {cx - q, cy + q}}
			strokePoly(p.frame, corners[:4], lw, col)
		case document.MarkTriangle:
			// an equilateral triangle around the centre, its centroid a
			// little low so that it looks centred
			r := cell * 0.27
			oy := cy + r*0.08
			for i := range 3 {
				a := -math.Pi/2 + float64(i)*2*math.Pi/3
				corners[i] = [2]float32{cx + r*float32(math.Cos(a)), oy + r*float32(math.Sin(a))}
			}
			strokePoly(p.frame, corners[:3], lw, col)
		case document.MarkCross:
			d := cell * 0.19
			segment(p.frame, cx-d, cy-d, cx+d, cy+d, lw, col)
			segment(p.frame, cx-d, cy+d, cx+d, cy-d, lw, col)
		case document.MarkLabel:
			p.labelFont(m.Label).draw(p.frame, m.Label, cx, cy, uni)
		}
	}
}
