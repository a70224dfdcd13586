package widgets

import (
	"bufio"
	"fmt"
	"image/color"
	"io"
	"math"
	"strconv"
	"strings"
	"unicode/utf8"

	"lifeline/document"
	"lifeline/goboard"
)

// WriteSVG writes pic as an SVG document whose longer side is size pixels
// (clamped as for Image), with the same geometry, layers and colours as the
// raster image: wood, grid, star points, coordinates, safe points, selection
// tints, hatching, stones with the pass-alive squares, move numbers, the
// last move's ring, crosses, markup and the selection's rings. The output is
// deterministic (points in row order), so it can be compared as text.
func (pic *Picture) WriteSVG(w io.Writer, size int) error {
	bw := bufio.NewWriter(w)
	sw := &svgWriter{w: bw}
	if pic.Board == nil {
		sw.printf(`<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>` + "\n")
		return sw.flush()
	}
	l := pic.layout(size)
	wpx, hpx := max(1, int(l.width+0.5)), max(1, int(l.height+0.5))
	var p boardPainter
	p.setup(pic.Board.Width(), pic.Board.Height(), wpx, hpx, &l)
	sw.geo = &p.geo
	sw.pic = pic
	sw.g = pic.goban()
	sw.document(wpx, hpx)
	return sw.flush()
}

// svgWriter writes one picture; it remembers the first write error.
type svgWriter struct {
	w   *bufio.Writer
	err error
	geo *pxGeometry
	pic *Picture
	g   *Goban
}

func (sw *svgWriter) printf(format string, args ...any) {
	if sw.err == nil {
		_, sw.err = fmt.Fprintf(sw.w, format, args...)
	}
}

func (sw *svgWriter) flush() error {
	if sw.err != nil {
		return sw.err
	}
	return sw.w.Flush()
}

// num formats a coordinate or length with at most two decimals.
func num(v float32) string {
	s := strconv.FormatFloat(math.Round(float64(v)*100)/100, 'f', -1, 64)
	if s == "-0" {
		return "0"
	}
	return s
}

// paint returns the fill or stroke attributes of colour c: its RGB and,
// unless opaque, its opacity.
func paint(attr string, c color.NRGBA) string {
	s := fmt.Sprintf(`%s="#%02x%02x%02x"`, attr, c.R, c.G, c.B)
	if c.A != 0xFF {
		s += fmt.Sprintf(` %s-opacity="%s"`, attr, strconv.FormatFloat(math.Round(float64(c.A)/255*1000)/1000, 'f', -1, 64))
	}
	return s
}

// escape returns s escaped for XML text, leaving out what XML cannot hold.
func escape(s string) string {
	var b strings.Builder
	for _, r := range s {
		switch r {
		case '<':
			b.WriteString("&lt;")
		case '>':
			b.WriteString("&gt;")
		case '&':
			b.WriteString("&amp;")
		case '"':
			b.WriteString("&quot;")
		default:
			// only XML's characters, no control characters, no invalid
			// UTF-8 (decoded as RuneError)
			if r < 0x20 || r == utf8.RuneError || (r >= 0xD800 && r < 0xE000) || r == 0xFFFE || r == 0xFFFF {
				continue
			}
			b.WriteRune(r)
		}
	}
	return b.String()
}

// cellRect writes a rectangle over the cell of (x, y) with the given fill.
func (sw *svgWriter) cellRect(x, y int, c color.NRGBA) {
	geo := sw.geo
	sw.printf(`<rect x="%d" y="%d" width="%d" height="%d" %s/>`+"\n",
		geo.ex[x], geo.ey[y], geo.ex[x+1]-geo.ex[x], geo.ey[y+1]-geo.ey[y], paint("fill", c))
}

func (sw *svgWriter) circle(cx, cy, r float32, attrs string) {
	sw.printf(`<circle cx="%s" cy="%s" r="%s" %s/>`+"\n", num(cx), num(cy), num(r), attrs)
}

func (sw *svgWriter) line(ax, ay, bx, by, width float32, c color.NRGBA) {
	sw.printf(`<line x1="%s" y1="%s" x2="%s" y2="%s" stroke-width="%s" %s/>`+"\n",
		num(ax), num(ay), num(bx), num(by), num(width), paint("stroke", c))
}

func (sw *svgWriter) text(s string, cx, cy, size float32, bold bool, c color.NRGBA) {
	weight := ""
	if bold {
		weight = ` font-weight="bold"`
	}
	sw.printf(`<text x="%s" y="%s" font-size="%s"%s %s>%s</text>`+"\n", num(cx), num(cy), num(size), weight, paint("fill", c), escape(s))
}

// document writes the whole picture, layer by layer in the raster's order.
func (sw *svgWriter) document(w, h int) {
	sw.printf(`<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" viewBox="0 0 %d %d">`+"\n", w, h, w, h)
	sw.defs()
	sw.printf(`<rect width="%d" height="%d" %s/>`+"\n", w, h, paint("fill", colWood))
	sw.grid()
	sw.printf(`<g font-family="Noto Sans, DejaVu Sans, Arial, sans-serif" text-anchor="middle" dominant-baseline="central">` + "\n")
	sw.coordinates()
	// the layers in the raster's order (boardPainter.drawLayers)
	sw.labelGrounds()
	sw.safePoints()
	sw.cells(sw.pic.Layers.Tint.Has, colTint)
	sw.removedRegions()
	sw.stones()
	sw.aliveSquares()
	sw.moveNumbers()
	sw.lastMove()
	sw.removedChains()
	sw.markup()
	sw.dimOutsideSelection()
	sw.selectionRings()
	sw.printf("</g>\n</svg>\n")
}

// defs writes the stone gradients and the hatching pattern.
func (sw *svgWriter) defs() {
	geo := sw.geo
	q := geo.cell / 4
	ox := geo.cx[0] - geo.cell/2
	oy := geo.cy[0] - geo.cell/2
	sw.printf("<defs>\n")
	for _, c := range []goboard.Color{goboard.Black, goboard.White} {
		fill, _, shine, _ := stoneColors(c)
		f, s := color.NRGBAModel.Convert(fill).(color.NRGBA), color.NRGBAModel.Convert(shine).(color.NRGBA)
		sw.printf(`<radialGradient id="stone-%s" cx="0.35" cy="0.35" r="0.65"><stop offset="0" %s/><stop offset="0.45" %s/></radialGradient>`+"\n",
			c.String(), paint("stop-color", s), paint("stop-color", f))
	}
	// anti-diagonal lines x+y = k*q, patterns aligned on the grid's cells
	for _, h := range []struct {
		id    string
		width float32
		col   color.NRGBA
	}{{"hatch", 1.5 * geo.s, colRemoved}, {"hatch-faint", 1 * geo.s, colFaint}} {
		sw.printf(`<pattern id="%s" patternUnits="userSpaceOnUse" x="%s" y="%s" width="%s" height="%s">`,
			h.id, num(ox), num(oy), num(q), num(q))
		sw.printf(`<path d="M0 %s L%s 0 M%s %s L%s %s M%s %s L%s %s" stroke-width="%s" %s/></pattern>`+"\n",
			num(q), num(q), num(-q/2), num(q/2), num(q/2), num(-q/2), num(q/2), num(q*1.5), num(q*1.5), num(q/2),
			num(h.width), paint("stroke", h.col))
	}
	sw.printf("</defs>\n")
}

// grid writes the grid lines (the outer ones thicker) and the star points.
func (sw *svgWriter) grid() {
	geo := sw.geo
	b := sw.pic.Board
	bw, bh := b.Width(), b.Height()
	sw.printf(`<g %s>`+"\n", paint("fill", colLine))
	for _, r := range geo.gridLines() {
		sw.printf(`<rect x="%d" y="%d" width="%d" height="%d"/>`+"\n", r.Min.X, r.Min.Y, r.Dx(), r.Dy())
	}
	sr := max(geo.lcell*0.09, 2) * geo.s
	for y := 0; y < bh; y++ {
		for x := 0; x < bw; x++ {
			if isStar(bw, bh, x, y) {
				sw.circle(geo.cx[x], geo.cy[y], sr, "")
			}
		}
	}
	sw.printf("</g>\n")
}

// coordinates writes the column letters and row numbers on all four sides.
func (sw *svgWriter) coordinates() {
	if !sw.pic.Coordinates {
		return
	}
	geo := sw.geo
	b := sw.pic.Board
	bw, bh := b.Width(), b.Height()
	ts := min(geo.lcell*0.42, 18) * geo.s
	off := geo.lcell * 0.72 * geo.s
	for x := 0; x < bw; x++ {
		s := string(goboard.ColumnLetter(x))
		sw.text(s, geo.cx[x], geo.cy[0]-off, ts, false, colLine)
		sw.text(s, geo.cx[x], geo.cy[bh-1]+off, ts, false, colLine)
	}
	for y := 0; y < bh; y++ {
		s := strconv.Itoa(bh - y)
		sw.text(s, geo.cx[0]-off, geo.cy[y], ts, false, colLine)
		sw.text(s, geo.cx[bw-1]+off, geo.cy[y], ts, false, colLine)
	}
}

// labelSize returns the font size of a markup label.
func (sw *svgWriter) labelSize(text string) float32 {
	if utf8.RuneCountInString(text) <= 2 {
		return sw.geo.cell * 0.52
	}
	return sw.geo.cell * 0.36
}

// labelGrounds clears the grid under labels on empty points.
func (sw *svgWriter) labelGrounds() {
	geo := sw.geo
	b := sw.pic.Board
	for _, m := range sw.g.markup {
		if m.Kind != document.MarkLabel || !b.OnBoard(m.Point) || b.At(m.Point) != goboard.Empty {
			continue
		}
		x, y := b.XY(m.Point)
		// the text's width estimated at 0.6 em per character
		wd := float32(utf8.RuneCountInString(m.Label)) * 0.6 * sw.labelSize(m.Label)
		sw.circle(geo.cx[x], geo.cy[y], max(geo.cell*0.36, wd/2+geo.cell*0.08), paint("fill", colWood))
	}
}

// cells writes a rectangle with fill c over every point of the board for
// which keep is true.
func (sw *svgWriter) cells(keep func(pt goboard.Point) bool, c color.NRGBA) {
	eachPoint(sw.g, keep, func(x, y int, _ goboard.Point) { sw.cellRect(x, y, c) })
}

// safePoints writes the tints of the empty safe points.
func (sw *svgWriter) safePoints() {
	if !sw.pic.Safe {
		return
	}
	b, l := sw.pic.Board, &sw.pic.Layers
	for _, c := range [2]goboard.Color{goboard.Black, goboard.White} {
		col := colSafeBlack
		if c == goboard.White {
			col = colSafeWhite
		}
		sw.cells(func(pt goboard.Point) bool {
			return b.At(pt) == goboard.Empty && l.Safe[c].Has(pt) && (c == goboard.Black || !l.Safe[goboard.Black].Has(pt))
		}, col)
	}
}

// removedRegions hatches the removed regions, faintly or strongly.
func (sw *svgWriter) removedRegions() {
	geo := sw.geo
	l := &sw.pic.Layers
	for _, h := range []struct {
		set     *goboard.PointSet
		pattern string
	}{{&l.FaintHatched, "hatch-faint"}, {&l.Hatched, "hatch"}} {
		eachPoint(sw.g, h.set.Has, func(x, y int, _ goboard.Point) {
			sw.printf(`<rect x="%d" y="%d" width="%d" height="%d" fill="url(#%s)"/>`+"\n",
				geo.ex[x], geo.ey[y], geo.ex[x+1]-geo.ex[x], geo.ey[y+1]-geo.ey[y], h.pattern)
		})
	}
}

// isStone reports whether pt of the picture's board holds a stone.
func (sw *svgWriter) isStone(pt goboard.Point) bool {
	c := sw.pic.Board.At(pt)
	return c == goboard.Black || c == goboard.White
}

// stones writes the stones: shadow, shaded body, rim.
func (sw *svgWriter) stones() {
	geo := sw.geo
	b := sw.pic.Board
	cell := geo.cell
	eachPoint(sw.g, sw.isStone, func(x, y int, pt goboard.Point) {
		c := b.At(pt)
		cx, cy := geo.cx[x], geo.cy[y]
		_, rim, _, _ := stoneColors(c)
		sw.circle(cx+cell*0.05, cy+cell*0.06, cell*0.48, paint("fill", colShadow))
		sw.circle(cx, cy, cell*0.48, fmt.Sprintf(`fill="url(#stone-%s)" stroke-width="%s" %s`,
			c.String(), num(max(1*geo.s, cell*0.03)), paint("stroke", color.NRGBAModel.Convert(rim).(color.NRGBA))))
	})
}

// aliveSquares writes the squares on pass-alive stones.
func (sw *svgWriter) aliveSquares() {
	if !sw.pic.Alive {
		return
	}
	geo := sw.geo
	b := sw.pic.Board
	q := geo.cell * 0.14
	for _, c := range [2]goboard.Color{goboard.Black, goboard.White} {
		contrast, _ := onStone(c)
		eachPoint(sw.g, func(pt goboard.Point) bool { return b.At(pt) == c && sw.pic.Layers.Alive[c].Has(pt) },
			func(x, y int, _ goboard.Point) {
				sw.printf(`<rect x="%s" y="%s" width="%s" height="%s" %s/>`+"\n",
					num(geo.cx[x]-q), num(geo.cy[y]-q), num(2*q), num(2*q), paint("fill", contrast))
			})
	}
}

// moveNumbers writes the move numbers on stones without markup.
func (sw *svgWriter) moveNumbers() {
	if !sw.pic.MoveNumbers || len(sw.pic.Numbers) == 0 {
		return
	}
	geo := sw.geo
	b := sw.pic.Board
	eachPoint(sw.g, func(pt goboard.Point) bool { return sw.isStone(pt) && !sw.g.marked.Has(pt) }, func(x, y int, pt goboard.Point) {
		if n, ok := sw.pic.Numbers[pt]; ok {
			contrast, _ := onStone(b.At(pt))
			sw.text(strconv.Itoa(n), geo.cx[x], geo.cy[y], geo.cell*0.4, true, contrast)
		}
	})
}

// lastMove rings the last move's stone unless it carries markup.
func (sw *svgWriter) lastMove() {
	b := sw.pic.Board
	last, _ := b.LastMove()
	if !b.OnBoard(last) || sw.g.marked.Has(last) || !sw.isStone(last) {
		return
	}
	geo := sw.geo
	x, y := b.XY(last)
	sw.circle(geo.cx[x], geo.cy[y], geo.cell*0.48*0.62, fmt.Sprintf(`fill="none" stroke-width="%s" %s`,
		num(max(1.5*geo.s, geo.cell*0.07)), paint("stroke", colLast)))
}

// removedChains crosses the removed chains' stones, faintly or strongly.
func (sw *svgWriter) removedChains() {
	geo := sw.geo
	l := &sw.pic.Layers
	d := geo.cell * 0.48 * 0.75
	for _, cr := range []struct {
		set   *goboard.PointSet
		width float32
		col   color.NRGBA
	}{{&l.FaintCrossed, max(1.5*geo.s, geo.cell*0.06), colFaint}, {&l.Crossed, max(2*geo.s, geo.cell*0.08), colRemoved}} {
		eachPoint(sw.g, func(pt goboard.Point) bool { return sw.isStone(pt) && cr.set.Has(pt) }, func(x, y int, _ goboard.Point) {
			cx, cy := geo.cx[x], geo.cy[y]
			sw.line(cx-d, cy-d, cx+d, cy+d, cr.width, cr.col)
			sw.line(cx-d, cy+d, cx+d, cy-d, cr.width, cr.col)
		})
	}
}

// markup writes the SGF markup.
func (sw *svgWriter) markup() {
	geo := sw.geo
	b := sw.pic.Board
	cell := geo.cell
	lw := max(1.5*geo.s, cell*0.075)
	for _, m := range sw.g.markup {
		if !b.OnBoard(m.Point) {
			continue
		}
		x, y := b.XY(m.Point)
		cx, cy := geo.cx[x], geo.cy[y]
		col, _ := markColors(b, m.Point)
		stroke := fmt.Sprintf(`fill="none" stroke-width="%s" %s`, num(lw), paint("stroke", col))
		switch m.Kind {
		case document.MarkCircle:
			sw.circle(cx, cy, cell*0.25, stroke)
		case document.MarkSquare:
			q := cell * 0.2
			sw.printf(`<rect x="%s" y="%s" width="%s" height="%s" %s/>`+"\n", num(cx-q), num(cy-q), num(2*q), num(2*q), stroke)
		case document.MarkTriangle:
			r := cell * 0.27
			oy := cy + r*0.08
			var pts []string
			for i := range 3 {
				a := -math.Pi/2 + float64(i)*2*math.Pi/3
				pts = append(pts, num(cx+r*float32(math.Cos(a)))+","+num(oy+r*float32(math.Sin(a))))
			}
			sw.printf(`<polygon points="%s" %s/>`+"\n", strings.Join(pts, " "), stroke)
		case document.MarkCross:
			d := cell * 0.19
			sw.line(cx-d, cy-d, cx+d, cy+d, lw, col)
			sw.line(cx-d, cy+d, cx+d, cy-d, lw, col)
		case document.MarkLabel:
			sw.text(m.Label, cx, cy, sw.labelSize(m.Label), false, col)
		}
	}
}

// dimOutsideSelection dims everything outside the selection.
func (sw *svgWriter) dimOutsideSelection() {
	l := &sw.pic.Layers
	if l.Focus {
		sw.cells(func(pt goboard.Point) bool { return !l.Ring.Has(pt) && !l.Tint.Has(pt) && !l.Related.Has(pt) }, colDim)
	}
}

// selectionRings rings the selected chain and its relatives.
func (sw *svgWriter) selectionRings() {
	geo := sw.geo
	l := &sw.pic.Layers
	cell, s := geo.cell, geo.s
	eachPoint(sw.g, func(pt goboard.Point) bool { return l.Ring.Has(pt) || l.Related.Has(pt) }, func(x, y int, pt goboard.Point) {
		width, col := max(1.5*s, cell*0.07), colRelated
		if l.Ring.Has(pt) {
			width, col = max(2*s, cell*0.1), colRing
		}
		sw.circle(geo.cx[x], geo.cy[y], cell*0.5, fmt.Sprintf(`fill="none" stroke-width="%s" %s`, num(width), paint("stroke", col)))
	})
}
