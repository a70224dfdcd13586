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

// escape returns s escaped for XML text.
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
			if r < 0x20 && r != '\t' || r == utf8.RuneError {
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
	sw.labelGrounds()
	sw.regions()
	sw.stones()
	sw.markup()
	sw.selection()
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
	// anti-diagonal lines x+y = k*q, a pattern aligned on the grid's cells
	sw.printf(`<pattern id="hatch" patternUnits="userSpaceOnUse" x="%s" y="%s" width="%s" height="%s">`,
		num(ox), num(oy), num(q), num(q))
	sw.printf(`<path d="M0 %s L%s 0 M%s %s L%s %s M%s %s L%s %s" stroke-width="%s" %s/></pattern>`+"\n",
		num(q), num(q), num(-q/2), num(q/2), num(q/2), num(-q/2), num(q/2), num(q*1.5), num(q*1.5), num(q/2),
		num(1.5*geo.s), paint("stroke", colRemoved))
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

// regions writes the safe points, the selection's tint and the hatching of
// removed regions.
func (sw *svgWriter) regions() {
	b := sw.pic.Board
	m := &sw.pic.Marks
	for y := 0; y < b.Height(); y++ {
		for x := 0; x < b.Width(); x++ {
			pt := b.Point(x, y)
			if sw.pic.Safe && b.At(pt) == goboard.Empty {
				switch {
				case m.Safe[goboard.Black].Has(pt):
					sw.cellRect(x, y, colSafeBlack)
				case m.Safe[goboard.White].Has(pt):
					sw.cellRect(x, y, colSafeWhite)
				}
			}
			if m.Tint.Has(pt) {
				sw.cellRect(x, y, colTint)
			}
			if m.Hatched.Has(pt) {
				geo := sw.geo
				sw.printf(`<rect x="%d" y="%d" width="%d" height="%d" fill="url(#hatch)"/>`+"\n",
					geo.ex[x], geo.ey[y], geo.ex[x+1]-geo.ex[x], geo.ey[y+1]-geo.ey[y])
			}
		}
	}
}

// stones writes the stones and what is drawn on them: the pass-alive
// square, the move number, the last move's ring and the removed cross.
func (sw *svgWriter) stones() {
	geo := sw.geo
	pic := sw.pic
	b := pic.Board
	m := &pic.Marks
	cell, s := geo.cell, geo.s
	rad := cell * 0.48
	last, _ := b.LastMove()
	for y := 0; y < b.Height(); y++ {
		for x := 0; x < b.Width(); x++ {
			pt := b.Point(x, y)
			c := b.At(pt)
			if c != goboard.Black && c != goboard.White {
				continue
			}
			cx, cy := geo.cx[x], geo.cy[y]
			_, rim, _, _ := stoneColors(c)
			sw.circle(cx+cell*0.05, cy+cell*0.06, rad, paint("fill", colShadow))
			sw.circle(cx, cy, rad, fmt.Sprintf(`fill="url(#stone-%s)" stroke-width="%s" %s`,
				c.String(), num(max(1*s, cell*0.03)), paint("stroke", color.NRGBAModel.Convert(rim).(color.NRGBA))))
			contrast := colWhite
			if c == goboard.White {
				contrast = colBlack
			}
			if pic.Alive && m.Alive[c].Has(pt) {
				q := cell * 0.14
				sw.printf(`<rect x="%s" y="%s" width="%s" height="%s" %s/>`+"\n", num(cx-q), num(cy-q), num(2*q), num(2*q), paint("fill", contrast))
			}
			if pic.MoveNumbers && !sw.g.marked.Has(pt) {
				if n, ok := pic.Numbers[pt]; ok {
					sw.text(strconv.Itoa(n), cx, cy, cell*0.4, true, contrast)
				}
			}
			if pt == last && !sw.g.marked.Has(pt) {
				sw.circle(cx, cy, rad*0.62, fmt.Sprintf(`fill="none" stroke-width="%s" %s`, num(max(1.5*s, cell*0.07)), paint("stroke", colLast)))
			}
			if m.Crossed.Has(pt) {
				d := rad * 0.75
				lw := max(2*s, cell*0.08)
				sw.line(cx-d, cy-d, cx+d, cy+d, lw, colRemoved)
				sw.line(cx-d, cy+d, cx+d, cy-d, lw, colRemoved)
			}
		}
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

// selection dims everything outside the selection and rings the selected
// chain and its relatives.
func (sw *svgWriter) selection() {
	geo := sw.geo
	b := sw.pic.Board
	m := &sw.pic.Marks
	cell, s := geo.cell, geo.s
	for y := 0; y < b.Height(); y++ {
		for x := 0; x < b.Width(); x++ {
			pt := b.Point(x, y)
			if m.Focus && !m.Ring.Has(pt) && !m.Tint.Has(pt) && !m.Related.Has(pt) {
				sw.cellRect(x, y, colDim)
			}
		}
	}
	for y := 0; y < b.Height(); y++ {
		for x := 0; x < b.Width(); x++ {
			pt := b.Point(x, y)
			switch {
			case m.Ring.Has(pt):
				sw.circle(geo.cx[x], geo.cy[y], cell*0.5, fmt.Sprintf(`fill="none" stroke-width="%s" %s`, num(max(2*s, cell*0.1)), paint("stroke", colRing)))
			case m.Related.Has(pt):
				sw.circle(geo.cx[x], geo.cy[y], cell*0.5, fmt.Sprintf(`fill="none" stroke-width="%s" %s`, num(max(1.5*s, cell*0.07)), paint("stroke", colRelated)))
			}
		}
	}
}
