package widgets

import (
	"image"
	"image/color"
	"math"
	"strconv"

	"lifeline/goboard"
)

// drawLayers draws everything over the static board into p.frame, one small
// function per layer, bottom to top: what lies on the wood under the stones
// (label grounds, safe points, the selection's tint, removed regions), the
// stones and what is drawn on them (pass-alive squares, move numbers, the
// last move, removed chains), the SGF markup, and the selection on top. A
// new analysis layer is one more function in this list.
func (p *boardPainter) drawLayers(g *Goban) {
	p.clearUnderLabels(g)
	p.safePoints(g)
	p.selectionTint(g)
	p.removedRegions(g)
	p.provenRegions(g)
	p.drawStones(g)
	p.aliveSquares(g)
	p.moveNumbers(g)
	p.lastMove(g)
	p.removedChains(g)
	p.provenStones(g)
	p.drawMarkup(g)
	p.dimOutsideSelection(g)
	p.selectionRings(g)
}

// cellRect returns the pixels of the cell of (x, y).
func (p *boardPainter) cellRect(x, y int) image.Rectangle {
	geo := &p.geo
	return image.Rect(geo.ex[x], geo.ey[y], geo.ex[x+1], geo.ey[y+1])
}

// eachPoint calls f with the coordinates of every point of g's board for
// which keep is true, in row order.
func eachPoint(g *Goban, keep func(pt goboard.Point) bool, f func(x, y int, pt goboard.Point)) {
	b := g.board
	for y := 0; y < b.Height(); y++ {
		for x := 0; x < b.Width(); x++ {
			if pt := b.Point(x, y); keep(pt) {
				f(x, y, pt)
			}
		}
	}
}

// safePoints tints the empty safe points in their owner's colour.
func (p *boardPainter) safePoints(g *Goban) {
	if !g.ShowSafe {
		return
	}
	b, l := g.board, &g.layers
	eachPoint(g, func(pt goboard.Point) bool { return b.At(pt) == goboard.Empty }, func(x, y int, pt goboard.Point) {
		switch {
		case l.Safe[goboard.Black].Has(pt):
			fill(p.frame, p.cellRect(x, y), uniSafeBlack)
		case l.Safe[goboard.White].Has(pt):
			fill(p.frame, p.cellRect(x, y), uniSafeWhite)
		}
	})
}

// selectionTint tints the selected region or the selected chain's vital
// regions.
func (p *boardPainter) selectionTint(g *Goban) {
	eachPoint(g, g.layers.Tint.Has, func(x, y int, _ goboard.Point) {
		fill(p.frame, p.cellRect(x, y), uniTint)
	})
}

// removedRegions hatches the regions removed in the explained round: the
// one under discussion strongly, the others faintly.
func (p *boardPainter) removedRegions(g *Goban) {
	geo := &p.geo
	cell := geo.cell
	hatchAt := func(width float32, c color.NRGBA) func(x, y int, _ goboard.Point) {
		return func(x, y int, _ goboard.Point) {
			hatch(p.frame, p.cellRect(x, y), geo.cx[x]-cell/2, geo.cy[y]-cell/2, cell/4, width, c)
		}
	}
	eachPoint(g, g.layers.FaintHatched.Has, hatchAt(1*geo.s, colFaint))
	eachPoint(g, g.layers.Hatched.Has, hatchAt(1.5*geo.s, colRemoved))
}

// drawStones draws the stones from the cached sprites.
func (p *boardPainter) drawStones(g *Goban) {
	p.sprites()
	geo := &p.geo
	b := g.board
	eachPoint(g, func(pt goboard.Point) bool { c := b.At(pt); return c == goboard.Black || c == goboard.White },
		func(x, y int, pt goboard.Point) {
			sp := &p.stones[b.At(pt)]
			at := image.Pt(int(math.Floor(float64(geo.cx[x])))+sp.ox, int(math.Floor(float64(geo.cy[y])))+sp.oy)
			blitOver(p.frame, sp.img, sp.rows, at)
		})
}

// onStone returns the colours that contrast with a stone of colour c.
func onStone(c goboard.Color) (color.NRGBA, *image.Uniform) {
	if c == goboard.White {
		return colBlack, uniOnWhite
	}
	return colWhite, uniOnBlack
}

// aliveSquares marks the stones of pass-alive chains with a small square
// of the opposite colour.
func (p *boardPainter) aliveSquares(g *Goban) {
	if !g.ShowAlive {
		return
	}
	geo := &p.geo
	b := g.board
	q := geo.cell * 0.14
	for _, c := range [2]goboard.Color{goboard.Black, goboard.White} {
		contrast, _ := onStone(c)
		eachPoint(g, func(pt goboard.Point) bool { return b.At(pt) == c && g.layers.Alive[c].Has(pt) },
			func(x, y int, _ goboard.Point) {
				cx, cy := geo.cx[x], geo.cy[y]
				rectAA(p.frame, cx-q, cy-q, cx+q, cy+q, contrast)
			})
	}
}

// moveNumbers draws the move numbers on the stones without markup.
func (p *boardPainter) moveNumbers(g *Goban) {
	if !g.ShowMoveNumbers || len(g.numbers) == 0 {
		return
	}
	geo := &p.geo
	b := g.board
	eachPoint(g, func(pt goboard.Point) bool { return b.At(pt) != goboard.Empty && !g.marked.Has(pt) },
		func(x, y int, pt goboard.Point) {
			n, ok := g.numbers[pt]
			if !ok {
				return
			}
			_, uni := onStone(b.At(pt))
			p.numbers.use(p.fonts, true, geo.cell*0.4)
			p.digits = strconv.AppendInt(p.digits[:0], int64(n), 10)
			p.numbers.draw(p.frame, string(p.digits), geo.cx[x], geo.cy[y], uni)
		})
}

// lastMove rings the stone of the last move, unless it carries markup.
func (p *boardPainter) lastMove(g *Goban) {
	b := g.board
	last, _ := b.LastMove()
	if !b.OnBoard(last) || g.marked.Has(last) {
		return
	}
	if c := b.At(last); c != goboard.Black && c != goboard.White {
		return
	}
	geo := &p.geo
	x, y := b.XY(last)
	rad := geo.cell * 0.48
	stroke(p.frame, geo.cx[x], geo.cy[y], rad*0.62, max(1.5*geo.s, geo.cell*0.07), colLast)
}

// removedChains crosses the stones of the chains removed in the explained
// round: the one under discussion strongly, the others faintly.
func (p *boardPainter) removedChains(g *Goban) {
	geo := &p.geo
	b := g.board
	d := geo.cell * 0.48 * 0.75
	cross := func(width float32, c color.NRGBA) func(x, y int, _ goboard.Point) {
		return func(x, y int, _ goboard.Point) {
			cx, cy := geo.cx[x], geo.cy[y]
			segment(p.frame, cx-d, cy-d, cx+d, cy+d, width, c)
			segment(p.frame, cx-d, cy+d, cx+d, cy-d, width, c)
		}
	}
	isStone := func(pt goboard.Point) bool { c := b.At(pt); return c == goboard.Black || c == goboard.White }
	eachPoint(g, func(pt goboard.Point) bool { return isStone(pt) && g.layers.FaintCrossed.Has(pt) },
		cross(max(1.5*geo.s, geo.cell*0.06), colFaint))
	eachPoint(g, func(pt goboard.Point) bool { return isStone(pt) && g.layers.Crossed.Has(pt) },
		cross(max(2*geo.s, geo.cell*0.08), colRemoved))
}

// dimOutsideSelection dims every point outside the selection and its
// relatives.
func (p *boardPainter) dimOutsideSelection(g *Goban) {
	l := &g.layers
	if !l.Focus {
		return
	}
	eachPoint(g, func(pt goboard.Point) bool { return !l.Ring.Has(pt) && !l.Tint.Has(pt) && !l.Related.Has(pt) },
		func(x, y int, _ goboard.Point) { fill(p.frame, p.cellRect(x, y), uniDim) })
}

// selectionRings rings the selected chain's stones and, thinner, the
// stones of the chains related to the selection.
func (p *boardPainter) selectionRings(g *Goban) {
	geo := &p.geo
	cell, s := geo.cell, geo.s
	l := &g.layers
	eachPoint(g, func(pt goboard.Point) bool { return l.Ring.Has(pt) || l.Related.Has(pt) },
		func(x, y int, pt goboard.Point) {
			if l.Ring.Has(pt) {
				stroke(p.frame, geo.cx[x], geo.cy[y], cell*0.5, max(2*s, cell*0.1), colRing)
			} else {
				stroke(p.frame, geo.cx[x], geo.cy[y], cell*0.5, max(1.5*s, cell*0.07), colRelated)
			}
		})
}
