package widgets

import (
	"image"
	"image/color"

	"lifeline/benson"
	"lifeline/goboard"
	"lifeline/safety"
)

// Proven is the verdict of package safety as the goban shows it, in layers
// that read apart from Benson's: territory proven beyond Benson's safe
// points (a lighter tint), stones safe under alternating play but not
// pass-alive (a hollow square), and dead stones (crossed out, faded).
type Proven struct {
	// Territory holds, per colour, the empty points proven that colour's
	// that are not Benson safe points.
	Territory [3]goboard.PointSet
	// SafeStones holds, per colour, its stones proven safe under
	// alternating play that are not pass-alive.
	SafeStones [3]goboard.PointSet
	// Dead holds, per colour, its stones proven dead.
	Dead [3]goboard.PointSet
	// Counts for the summary, per colour: points proven, pass-alive
	// stones, and dead stones of the opponent.
	Points, PassAlive, DeadOpponent [3]int
}

// BuildProven fills l from the verdict v and Benson's result br of the same
// position; nil clears it.
func BuildProven(l *Proven, b *goboard.Board, v *safety.Result, br *benson.Result) {
	*l = Proven{}
	if v == nil || br == nil {
		return
	}
	for _, c := range [2]goboard.Color{goboard.Black, goboard.White} {
		t := v.Proven[c]
		t.Subtract(&br.Safe[c])
		t.Subtract(b.StoneSet(goboard.Black))
		t.Subtract(b.StoneSet(goboard.White))
		l.Territory[c] = t
		s := v.Safe[c]
		s.Subtract(&br.Alive[c])
		l.SafeStones[c] = s
		l.Dead[c] = v.Dead[c]
		l.Points[c] = v.Proven[c].Len()
		l.PassAlive[c] = br.Alive[c].Len()
	}
	l.DeadOpponent[goboard.Black] = v.Dead[goboard.White].Len()
	l.DeadOpponent[goboard.White] = v.Dead[goboard.Black].Len()
}

// Colours of the proven layers: lighter than Benson's safe points.
var (
	colProvenBlack = color.NRGBA{R: 0x10, G: 0x10, B: 0x10, A: 0x38}
	colProvenWhite = color.NRGBA{R: 0xFF, G: 0xFF, B: 0xFF, A: 0x58}
	uniProvenBlack = image.NewUniform(colProvenBlack)
	uniProvenWhite = image.NewUniform(colProvenWhite)
	colDeadFade    = color.NRGBA{R: 0xDC, G: 0xB3, B: 0x5C, A: 0x90} // the wood, to fade a dead stone
	uniDeadFade    = image.NewUniform(colDeadFade)
	colDeadCross   = color.NRGBA{R: 0x60, G: 0x60, B: 0x60, A: 0xFF}
)

// provenRegions draws the territory tint of the proven layer (under the
// stones).
func (p *boardPainter) provenRegions(g *Goban) {
	if !g.ShowProven {
		return
	}
	geo := &p.geo
	b := g.board
	for y := 0; y < b.Height(); y++ {
		for x := 0; x < b.Width(); x++ {
			pt := b.Point(x, y)
			r := image.Rect(geo.ex[x], geo.ey[y], geo.ex[x+1], geo.ey[y+1])
			switch {
			case g.proven.Territory[goboard.Black].Has(pt):
				fill(p.frame, r, uniProvenBlack)
			case g.proven.Territory[goboard.White].Has(pt):
				fill(p.frame, r, uniProvenWhite)
			}
		}
	}
}

// provenStones draws the marks of the proven layer on the stones: a hollow
// square on a stone safe under alternating play, and a dead stone faded and
// crossed.
func (p *boardPainter) provenStones(g *Goban) {
	geo := &p.geo
	b := g.board
	cell, s := geo.cell, geo.s
	for y := 0; y < b.Height(); y++ {
		for x := 0; x < b.Width(); x++ {
			pt := b.Point(x, y)
			c := b.At(pt)
			if c != goboard.Black && c != goboard.White {
				continue
			}
			cx, cy := geo.cx[x], geo.cy[y]
			if g.ShowSafeStones && g.proven.SafeStones[c].Has(pt) {
				_, _, _, contrast := stoneColors(c)
				q := cell * 0.14
				lw := max(1.2*s, cell*0.05)
				col := color.NRGBAModel.Convert(contrast).(color.NRGBA)
				segment(p.frame, cx-q, cy-q, cx+q, cy-q, lw, col)
				segment(p.frame, cx+q, cy-q, cx+q, cy+q, lw, col)
				segment(p.frame, cx+q, cy+q, cx-q, cy+q, lw, col)
				segment(p.frame, cx-q, cy+q, cx-q, cy-q, lw, col)
			}
			if g.ShowDead && g.proven.Dead[c].Has(pt) {
				rad := cell * 0.48
				r := image.Rect(int(cx-rad), int(cy-rad), int(cx+rad)+1, int(cy+rad)+1)
				fill(p.frame, r.Intersect(image.Rect(geo.ex[x], geo.ey[y], geo.ex[x+1], geo.ey[y+1])), uniDeadFade)
				d := rad * 0.5
				lw := max(1.5*s, cell*0.06)
				segment(p.frame, cx-d, cy-d, cx+d, cy+d, lw, colDeadCross)
				segment(p.frame, cx-d, cy+d, cx+d, cy-d, lw, colDeadCross)
			}
		}
	}
}

// SetProven changes the safety layers on display and redraws; nil clears
// them.
func (g *Goban) SetProven(l *Proven) {
	if l == nil {
		g.proven = Proven{}
	} else {
		g.proven = *l
	}
	g.Refresh()
}
