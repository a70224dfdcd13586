package widgets

import (
	"image"
	"image/color"
	"image/draw"
	"math"
	"strconv"

	"lifeline/goboard"
)

// boardPainter rasterises the wooden board, the stones and the analysis
// layers of a Goban into one RGBA frame at device pixels. The static board
// (wood, grid, star points, coordinates) is drawn once per size into a
// cached background; a frame copies it and draws stones from cached sprites
// and the layers on top, reusing its buffers.
type boardPainter struct {
	geo pxGeometry

	bg    *image.RGBA
	bgKey bgKey
	frame *image.RGBA

	stones [3]sprite // indexed by colour
	spKey  spriteKey

	fonts              fontSource // the fonts to draw text in (nil: the app's theme)
	coords, numbers    glyphSet
	labels, longLabels glyphSet // markup labels
	digits             []byte   // scratch for move numbers
}

// pxGeometry is where the grid lies in the frame, in device pixels.
type pxGeometry struct {
	s      float32   // device pixels per logical unit
	cell   float32   // grid step in pixels
	lcell  float32   // grid step in logical units
	lw     int       // grid line width in pixels
	cx, cy []float32 // centres of the columns and rows
	ex, ey []int     // cell edges: cell x spans [ex[x], ex[x+1])
}

type bgKey struct {
	w, h, bw, bh int
	coords       bool
	font         string
}

type spriteKey struct {
	cell, frac float32
}

// sprite is a pre-rendered stone; (ox, oy) is where its top-left pixel
// lies relative to the stone's centre pixel.
type sprite struct {
	img    *image.RGBA
	rows   []spriteRow
	ox, oy int
}

// uniform colours for fill and text (shared, never modified)
var (
	uniSafeBlack = image.NewUniform(colSafeBlack)
	uniSafeWhite = image.NewUniform(colSafeWhite)
	uniTint      = image.NewUniform(colTint)
	uniDim       = image.NewUniform(colDim)
	uniLine      = image.NewUniform(colLine)
	uniOnBlack   = image.NewUniform(colWhite)
	uniOnWhite   = image.NewUniform(colBlack)
)

// setup computes the pixel geometry of a bw x bh board drawn into a w x h
// frame that covers exactly the wooden board of layout l.
func (p *boardPainter) setup(bw, bh, w, h int, l *boardLayout) {
	g := &p.geo
	g.s = 1
	if l.width > 0 {
		g.s = float32(w) / l.width
	}
	g.lcell = l.cell
	g.cell = l.cell * g.s
	lw := float32(1)
	if l.cell > 40 {
		lw = 1.5
	}
	g.lw = max(1, int(math.Round(float64(lw*g.s))))
	m := l.margin * g.s
	g.cx = centres(g.cx[:0], bw, m, g.cell, g.lw)
	g.cy = centres(g.cy[:0], bh, m, g.cell, g.lw)
	g.ex = edges(g.ex[:0], g.cx, g.cell)
	g.ey = edges(g.ey[:0], g.cy, g.cell)
}

// centres puts n grid lines a step apart from first, each on whole pixels
// for a line lw pixels wide, and returns their centres.
func centres(dst []float32, n int, first, step float32, lw int) []float32 {
	for i := 0; i < n; i++ {
		start := math.Round(float64(first + float32(i)*step - float32(lw)/2))
		dst = append(dst, float32(start)+float32(lw)/2)
	}
	return dst
}

// edges returns the pixel boundaries of the cells around the centres c: the
// midpoints between neighbours, and half a step out at both ends.
func edges(dst []int, c []float32, step float32) []int {
	n := len(c)
	dst = append(dst, int(math.Round(float64(c[0]-step/2))))
	for i := 1; i < n; i++ {
		dst = append(dst, int(math.Round(float64((c[i-1]+c[i])/2))))
	}
	return append(dst, int(math.Round(float64(c[n-1]+step/2))))
}

// gridLines returns the grid lines as pixel rectangles, crisp on whole
// pixels, the outer ones thicker: the vertical lines, then the horizontal
// ones.
func (geo *pxGeometry) gridLines() []image.Rectangle {
	bw, bh := len(geo.cx), len(geo.cy)
	lw := geo.lw
	edge := max(lw+1, int(math.Round(float64(float32(lw)*1.6))))
	span := func(c float32, width int) (int, int) {
		a := int(math.Round(float64(c - float32(width)/2)))
		return a, a + width
	}
	t0, _ := span(geo.cy[0], edge)
	_, b1 := span(geo.cy[bh-1], edge)
	l0, _ := span(geo.cx[0], edge)
	_, r1 := span(geo.cx[bw-1], edge)
	// vertical lines run from t0 to b1, horizontal ones from l0 to r1
	lines := make([]image.Rectangle, 0, bw+bh)
	for axis, cs := range [2][]float32{geo.cx, geo.cy} {
		for i, c := range cs {
			width := lw
			if i == 0 || i == len(cs)-1 {
				width = edge
			}
			a, z := span(c, width)
			r := image.Rect(a, t0, z, b1)
			if axis == 1 {
				r = image.Rect(l0, a, r1, z)
			}
			lines = append(lines, r)
		}
	}
	return lines
}

// ensure returns img if it is w x h, or a new image of that size.
func ensure(img *image.RGBA, w, h int) *image.RGBA {
	if img != nil && img.Rect.Dx() == w && img.Rect.Dy() == h {
		return img
	}
	return image.NewRGBA(image.Rect(0, 0, w, h))
}

// paint draws g's board into a w x h frame covering the wood of layout l
// and returns the frame (owned by p, valid until the next call).
func (p *boardPainter) paint(g *Goban, w, h int, l *boardLayout) *image.RGBA {
	if w <= 0 || h <= 0 || g.board == nil {
		p.frame = ensure(p.frame, max(w, 1), max(h, 1))
		clear(p.frame.Pix)
		return p.frame
	}
	b := g.board
	p.setup(b.Width(), b.Height(), w, h, l)
	p.background(b.Width(), b.Height(), w, h, g.ShowCoordinates)
	p.frame = ensure(p.frame, w, h)
	copy(p.frame.Pix, p.bg.Pix)
	p.drawLayers(g)
	return p.frame
}

// background renders the static board into p.bg unless it is up to date.
func (p *boardPainter) background(bw, bh, w, h int, coords bool) {
	geo := &p.geo
	ts := min(geo.lcell*0.42, 18) * geo.s
	if coords {
		p.coords.use(p.fonts, false, ts)
	}
	key := bgKey{w: w, h: h, bw: bw, bh: bh, coords: coords}
	if coords && p.coords.res != nil {
		key.font = p.coords.res.Name()
	}
	if p.bg != nil && key == p.bgKey {
		return
	}
	p.bgKey = key
	p.bg = ensure(p.bg, w, h)
	bg := p.bg
	draw.Draw(bg, bg.Rect, image.NewUniform(colWood), image.Point{}, draw.Src)

	for _, r := range geo.gridLines() {
		fill(bg, r, uniLine)
	}
	sr := max(geo.lcell*0.09, 2) * geo.s
	for y := 0; y < bh; y++ {
		for x := 0; x < bw; x++ {
			if isStar(bw, bh, x, y) {
				disc(bg, geo.cx[x], geo.cy[y], sr, colLine)
			}
		}
	}

	if coords {
		off := geo.lcell * 0.72 * geo.s
		for x := 0; x < bw; x++ {
			s := string(goboard.ColumnLetter(x))
			p.coords.draw(bg, s, geo.cx[x], geo.cy[0]-off, uniLine)
			p.coords.draw(bg, s, geo.cx[x], geo.cy[bh-1]+off, uniLine)
		}
		for y := 0; y < bh; y++ {
			s := strconv.Itoa(bh - y)
			p.coords.draw(bg, s, geo.cx[0]-off, geo.cy[y], uniLine)
			p.coords.draw(bg, s, geo.cx[bw-1]+off, geo.cy[y], uniLine)
		}
	}
}

// sprites renders the stone sprites for the current cell size unless they
// are up to date. All centres share one fractional pixel offset (the grid
// lines sit on whole pixels), so one sprite per colour serves every point.
func (p *boardPainter) sprites() {
	geo := &p.geo
	frac := geo.cx[0] - float32(math.Floor(float64(geo.cx[0])))
	key := spriteKey{cell: geo.cell, frac: frac}
	if p.stones[goboard.Black].img != nil && key == p.spKey {
		return
	}
	p.spKey = key
	for _, c := range []goboard.Color{goboard.Black, goboard.White} {
		p.stones[c] = renderStone(c, geo.cell, geo.lcell, geo.s, frac)
	}
}

// renderStone draws a stone of colour c for a grid step of cell pixels
// (lcell logical units at s pixels each) centred at fractional offset frac
// of its centre pixel: its shadow, the body with a rim, a soft highlight at
// the top left and, on white stones, a faint shade towards the bottom
// right.
func renderStone(c goboard.Color, cell, lcell, s, frac float32) sprite {
	fillC, rim, shine, _ := stoneColors(c)
	fc := color.NRGBAModel.Convert(fillC).(color.NRGBA)
	rc := color.NRGBAModel.Convert(rim).(color.NRGBA)
	rad := cell * 0.48
	rw := max(1*s, cell*0.03)
	ext := int(math.Ceil(float64(rad+rw/2+cell*0.06))) + 2
	img := image.NewRGBA(image.Rect(0, 0, 2*ext+1, 2*ext+1))
	cx, cy := float32(ext)+frac, float32(ext)+frac

	disc(img, cx+cell*0.05, cy+cell*0.06, rad, colShadow)
	// the body, shaded per pixel
	hx, hy := cx-rad*0.35, cy-rad*0.35
	box := pixelBox(img, cx-rad-1, cy-rad-1, cx+rad+1, cy+rad+1)
	sc := color.NRGBAModel.Convert(shine).(color.NRGBA)
	for y := box.Min.Y; y < box.Max.Y; y++ {
		dy := float32(y) + 0.5 - cy
		i := img.PixOffset(box.Min.X, y)
		for x := box.Min.X; x < box.Max.X; x, i = x+1, i+4 {
			dx := float32(x) + 0.5 - cx
			d := float32(math.Sqrt(float64(dx*dx + dy*dy)))
			cov := clamp01(rad - d + 0.5)
			if cov <= 0 {
				continue
			}
			col := fc
			if c == goboard.White {
				// darken up to 8% with the distance from the highlight
				ex, ey := float32(x)+0.5-hx, float32(y)+0.5-hy
				t := clamp01(float32(math.Sqrt(float64(ex*ex+ey*ey)))/(rad*1.35) - 0.35)
				k := 1 - 0.08*t*t
				col.R, col.G, col.B = uint8(float32(col.R)*k), uint8(float32(col.G)*k), uint8(float32(col.B)*k)
			}
			blendAt(img.Pix, i, col, cov)
		}
	}
	if lcell >= 14 {
		// soft highlight: alpha falls off smoothly from its centre
		hr := rad * 0.42
		peak := float32(0x90) / 0xFF
		if c == goboard.Black {
			peak = float32(0xC0) / 0xFF
		}
		for y := box.Min.Y; y < box.Max.Y; y++ {
			dy := float32(y) + 0.5 - hy
			i := img.PixOffset(box.Min.X, y)
			for x := box.Min.X; x < box.Max.X; x, i = x+1, i+4 {
				dx := float32(x) + 0.5 - hx
				t := clamp01(float32(math.Sqrt(float64(dx*dx+dy*dy))) / hr)
				if t >= 1 {
					continue
				}
				a := 1 - t*t*(3-2*t)
				blendAt(img.Pix, i, sc, a*peak)
			}
		}
	}
	stroke(img, cx, cy, rad, rw, rc)
	return sprite{img: img, rows: spriteRows(img), ox: -ext, oy: -ext}
}
