package widgets

import (
	"image/color"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"

	"lifeline/goboard"
)

// gobanRenderer draws a Goban with canvas primitives. It keeps pools of
// rectangles, circles, lines and texts and reuses them on every redraw, so a
// redraw after a move allocates almost nothing.
type gobanRenderer struct {
	g *Goban

	objects []fyne.CanvasObject
	rects   pool[*canvas.Rectangle]
	circles pool[*canvas.Circle]
	lines   pool[*canvas.Line]
	texts   pool[*canvas.Text]
	stones  []goboard.Point // scratch
}

// pool hands out reusable canvas objects of one kind.
type pool[T fyne.CanvasObject] struct {
	items []T
	used  int
}

func (p *pool[T]) get(make func() T) T {
	if p.used == len(p.items) {
		p.items = append(p.items, make())
	}
	o := p.items[p.used]
	p.used++
	return o
}

func (r *gobanRenderer) rect(fill color.Color, pos fyne.Position, size fyne.Size) *canvas.Rectangle {
	o := r.rects.get(func() *canvas.Rectangle { return &canvas.Rectangle{} })
	o.FillColor, o.StrokeColor, o.StrokeWidth, o.CornerRadius = fill, nil, 0, 0
	o.Move(pos)
	o.Resize(size)
	o.Show()
	r.objects = append(r.objects, o)
	return o
}

func (r *gobanRenderer) circle(fill, stroke color.Color, width float32, c fyne.Position, radius float32) *canvas.Circle {
	o := r.circles.get(func() *canvas.Circle { return &canvas.Circle{} })
	o.FillColor, o.StrokeColor, o.StrokeWidth = fill, stroke, width
	o.Position1 = fyne.NewPos(c.X-radius, c.Y-radius)
	o.Position2 = fyne.NewPos(c.X+radius, c.Y+radius)
	o.Show()
	r.objects = append(r.objects, o)
	return o
}

func (r *gobanRenderer) line(col color.Color, width float32, a, b fyne.Position) {
	o := r.lines.get(func() *canvas.Line { return &canvas.Line{} })
	o.StrokeColor, o.StrokeWidth = col, width
	o.Position1, o.Position2 = a, b
	o.Show()
	r.objects = append(r.objects, o)
}

func (r *gobanRenderer) text(s string, col color.Color, size float32, bold bool, c fyne.Position) {
	o := r.texts.get(func() *canvas.Text { return &canvas.Text{Alignment: fyne.TextAlignCenter} })
	o.Text, o.Color, o.TextSize = s, col, size
	o.TextStyle = fyne.TextStyle{Bold: bold}
	min := o.MinSize()
	o.Move(fyne.NewPos(c.X-min.Width/2, c.Y-min.Height/2))
	o.Resize(min)
	o.Show()
	r.objects = append(r.objects, o)
}

// Destroy implements fyne.WidgetRenderer.
func (r *gobanRenderer) Destroy() {}

// Layout implements fyne.WidgetRenderer.
func (r *gobanRenderer) Layout(fyne.Size) { r.build() }

// MinSize implements fyne.WidgetRenderer.
func (r *gobanRenderer) MinSize() fyne.Size { return r.g.MinSize() }

// Objects implements fyne.WidgetRenderer.
func (r *gobanRenderer) Objects() []fyne.CanvasObject { return r.objects }

// Refresh implements fyne.WidgetRenderer.
func (r *gobanRenderer) Refresh() {
	r.build()
	canvas.Refresh(r.g)
}

// build lays out every object for the current state and size.
func (r *gobanRenderer) build() {
	r.objects = r.objects[:0]
	r.rects.used, r.circles.used, r.lines.used, r.texts.used = 0, 0, 0, 0
	g := r.g
	b := g.board
	if b == nil {
		return
	}
	w, h := b.Width(), b.Height()
	l := layoutFor(w, h, g.Size(), g.ShowCoordinates)
	cell := l.cell

	// wood
	// (plain rectangles only: rounded or stroked ones are much slower to
	// paint in software)
	r.rect(colWood, fyne.NewPos(l.left, l.top), fyne.NewSize(l.width, l.height))

	// grid
	lw := float32(1)
	if cell > 40 {
		lw = 1.5
	}
	for x := 0; x < w; x++ {
		width := lw
		if x == 0 || x == w-1 {
			width = lw * 1.6
		}
		p := l.at(x, 0)
		r.rect(colLine, fyne.NewPos(p.X-width/2, p.Y-width/2), fyne.NewSize(width, float32(h-1)*cell+width))
	}
	for y := 0; y < h; y++ {
		width := lw
		if y == 0 || y == h-1 {
			width = lw * 1.6
		}
		p := l.at(0, y)
		r.rect(colLine, fyne.NewPos(p.X-width/2, p.Y-width/2), fyne.NewSize(float32(w-1)*cell+width, width))
	}
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			if isStar(w, h, x, y) {
				r.circle(colLine, nil, 0, l.at(x, y), maxf(cell*0.09, 2))
			}
		}
	}

	// coordinates
	if g.ShowCoordinates {
		ts := cell * 0.42
		if ts > 18 {
			ts = 18
		}
		off := cell * 0.72
		for x := 0; x < w; x++ {
			s := string(goboard.ColumnLetter(x))
			p := l.at(x, 0)
			r.text(s, colLine, ts, false, fyne.NewPos(p.X, p.Y-off))
			p = l.at(x, h-1)
			r.text(s, colLine, ts, false, fyne.NewPos(p.X, p.Y+off))
		}
		for y := 0; y < h; y++ {
			s := strconv.Itoa(h - y)
			p := l.at(0, y)
			r.text(s, colLine, ts, false, fyne.NewPos(p.X-off, p.Y))
			p = l.at(w-1, y)
			r.text(s, colLine, ts, false, fyne.NewPos(p.X+off, p.Y))
		}
	}

	m := &g.marks
	half := cell / 2
	cellSize := fyne.NewSize(cell, cell)
	corner := func(x, y int) fyne.Position {
		p := l.at(x, y)
		return fyne.NewPos(p.X-half, p.Y-half)
	}

	// region layer: safe points, selection tints, hatching (under the stones)
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			p := b.Point(x, y)
			if g.ShowSafe && b.At(p) == goboard.Empty {
				switch {
				case m.Safe[goboard.Black].Has(p):
					r.rect(colSafeBlack, corner(x, y), cellSize)
				case m.Safe[goboard.White].Has(p):
					r.rect(colSafeWhite, corner(x, y), cellSize)
				}
			}
			if m.Tint.Has(p) {
				r.rect(colTint, corner(x, y), cellSize)
			}
			if m.Hatched.Has(p) {
				c := corner(x, y)
				for i := 1; i <= 3; i++ {
					f := float32(i) / 4 * cell
					r.line(colRemoved, 1.5, fyne.NewPos(c.X+f, c.Y), fyne.NewPos(c.X, c.Y+f))
					r.line(colRemoved, 1.5, fyne.NewPos(c.X+cell, c.Y+f), fyne.NewPos(c.X+f, c.Y+cell))
				}
			}
		}
	}

	// stones
	last, _ := b.LastMove()
	rad := cell * 0.48
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			p := b.Point(x, y)
			c := b.At(p)
			if c != goboard.Black && c != goboard.White {
				continue
			}
			pos := l.at(x, y)
			fill, rim, shine, contrast := stoneColors(c)
			r.circle(colShadow, nil, 0, fyne.NewPos(pos.X+cell*0.05, pos.Y+cell*0.06), rad)
			r.circle(fill, rim, maxf(1, cell*0.03), pos, rad)
			if cell >= 14 {
				r.circle(withAlpha(shine, 0x60), nil, 0, fyne.NewPos(pos.X-rad*0.35, pos.Y-rad*0.35), rad*0.3)
			}
			if g.ShowAlive && m.Alive[c].Has(p) {
				s := cell * 0.28
				r.rect(contrast, fyne.NewPos(pos.X-s/2, pos.Y-s/2), fyne.NewSize(s, s))
			}
			if g.ShowMoveNumbers {
				if n, ok := g.numbers[p]; ok {
					r.text(strconv.Itoa(n), contrast, cell*0.4, true, pos)
				}
			}
			if p == last {
				r.circle(nil, colLast, maxf(1.5, cell*0.07), pos, rad*0.62)
			}
			if m.Crossed.Has(p) {
				d := rad * 0.75
				r.line(colRemoved, maxf(2, cell*0.08), fyne.NewPos(pos.X-d, pos.Y-d), fyne.NewPos(pos.X+d, pos.Y+d))
				r.line(colRemoved, maxf(2, cell*0.08), fyne.NewPos(pos.X-d, pos.Y+d), fyne.NewPos(pos.X+d, pos.Y-d))
			}
		}
	}

	// selection: dim the rest, ring the selected chain and its relatives
	if m.Focus {
		for y := 0; y < h; y++ {
			for x := 0; x < w; x++ {
				p := b.Point(x, y)
				if !m.Ring.Has(p) && !m.Tint.Has(p) && !m.Related.Has(p) {
					r.rect(colDim, corner(x, y), cellSize)
				}
			}
		}
	}
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			p := b.Point(x, y)
			switch {
			case m.Ring.Has(p):
				r.circle(nil, colRing, maxf(2, cell*0.1), l.at(x, y), cell*0.5)
			case m.Related.Has(p):
				r.circle(nil, colRelated, maxf(1.5, cell*0.07), l.at(x, y), cell*0.5)
			}
		}
	}

	// ghost stone
	if g.ShowGhost && g.hover != goboard.NoPoint && b.OnBoard(g.hover) {
		tp := b.ToPlay()
		if b.IsLegal(g.hover, tp) {
			fill, rim, _, _ := stoneColors(tp)
			x, y := b.XY(g.hover)
			r.circle(withAlpha(fill, 0x80), withAlpha(rim, 0x80), 1, l.at(x, y), rad)
		}
	}

	// hide pooled objects not used this time (they are not in r.objects,
	// but hiding them releases any cached textures state in drivers)
	hideRest(&r.rects)
	hideRest(&r.circles)
	hideRest(&r.lines)
	hideRest(&r.texts)
}

func hideRest[T fyne.CanvasObject](p *pool[T]) {
	for _, o := range p.items[p.used:] {
		o.Hide()
	}
}

func maxf(a, b float32) float32 {
	if a > b {
		return a
	}
	return b
}
