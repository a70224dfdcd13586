package widgets

import (
	"image"
	"image/color"
	"image/draw"
	"math"
)

// This file holds a small antialiased rasteriser for the goban: discs,
// rings, segments, rectangles and hatching drawn straight into an
// alpha-premultiplied *image.RGBA. Coverage is estimated per pixel from the
// distance of the pixel's centre to the shape's edge, which is exact enough
// for shapes a few pixels across and needs no allocation.

// clamp01 limits v to [0, 1].
func clamp01(v float32) float32 {
	if v < 0 {
		return 0
	}
	if v > 1 {
		return 1
	}
	return v
}

// blendAt composes colour c, scaled by coverage cov in [0, 1], over the
// pixel at byte offset i of pix (premultiplied RGBA).
func blendAt(pix []uint8, i int, c color.NRGBA, cov float32) {
	a := float32(c.A) * cov * (1.0 / 255)
	if a <= 0 {
		return
	}
	k := 1 - a
	p := pix[i : i+4 : i+4]
	p[0] = uint8(float32(c.R)*a + float32(p[0])*k + 0.5)
	p[1] = uint8(float32(c.G)*a + float32(p[1])*k + 0.5)
	p[2] = uint8(float32(c.B)*a + float32(p[2])*k + 0.5)
	p[3] = uint8(255*a + float32(p[3])*k + 0.5)
}

// pixelBox returns the pixels of dst touched by the box [x0, x1) x [y0, y1)
// (in pixel units, fractional), clipped to dst.
func pixelBox(dst *image.RGBA, x0, y0, x1, y1 float32) image.Rectangle {
	r := image.Rect(int(math.Floor(float64(x0))), int(math.Floor(float64(y0))),
		int(math.Ceil(float64(x1))), int(math.Ceil(float64(y1))))
	return r.Intersect(dst.Rect)
}

// ring draws the annulus between radii r0 and r1 around (cx, cy); with r0
// <= 0 it is a filled disc.
func ring(dst *image.RGBA, cx, cy, r0, r1 float32, c color.NRGBA) {
	if r1 <= 0 || c.A == 0 {
		return
	}
	box := pixelBox(dst, cx-r1-1, cy-r1-1, cx+r1+1, cy+r1+1)
	in0, out1 := (r0-0.5)*(r0-0.5), (r1+0.5)*(r1+0.5)
	if r0 < 0.5 {
		in0 = -1
	}
	for y := box.Min.Y; y < box.Max.Y; y++ {
		dy := float32(y) + 0.5 - cy
		i := dst.PixOffset(box.Min.X, y)
		for x := box.Min.X; x < box.Max.X; x, i = x+1, i+4 {
			dx := float32(x) + 0.5 - cx
			d2 := dx*dx + dy*dy
			if d2 >= out1 || d2 <= in0 {
				continue
			}
			d := float32(math.Sqrt(float64(d2)))
			cov := clamp01(r1 - d + 0.5)
			if r0 > 0 {
				cov -= clamp01(r0 - d + 0.5)
			}
			blendAt(dst.Pix, i, c, cov)
		}
	}
}

// disc draws a filled disc of radius r around (cx, cy).
func disc(dst *image.RGBA, cx, cy, r float32, c color.NRGBA) { ring(dst, cx, cy, 0, r, c) }

// stroke draws a circle of radius r around (cx, cy) with a line of the
// given width centred on it.
func stroke(dst *image.RGBA, cx, cy, r, width float32, c color.NRGBA) {
	ring(dst, cx, cy, r-width/2, r+width/2, c)
}

// segment draws the straight line from (ax, ay) to (bx, by) with the given
// width and butt ends.
func segment(dst *image.RGBA, ax, ay, bx, by, width float32, c color.NRGBA) {
	dx, dy := bx-ax, by-ay
	l := float32(math.Hypot(float64(dx), float64(dy)))
	if l == 0 {
		return
	}
	ux, uy := dx/l, dy/l
	hw := width / 2
	box := pixelBox(dst, min(ax, bx)-hw-1, min(ay, by)-hw-1, max(ax, bx)+hw+1, max(ay, by)+hw+1)
	for y := box.Min.Y; y < box.Max.Y; y++ {
		vy := float32(y) + 0.5 - ay
		i := dst.PixOffset(box.Min.X, y)
		for x := box.Min.X; x < box.Max.X; x, i = x+1, i+4 {
			vx := float32(x) + 0.5 - ax
			t := vx*ux + vy*uy
			n := vx*uy - vy*ux
			if n < 0 {
				n = -n
			}
			cov := clamp01(hw-n+0.5) * clamp01(min(t, l-t)+0.5)
			if cov > 0 {
				blendAt(dst.Pix, i, c, cov)
			}
		}
	}
}

// rectAA fills the box [x0, x1) x [y0, y1) with fractional edges
// antialiased.
func rectAA(dst *image.RGBA, x0, y0, x1, y1 float32, c color.NRGBA) {
	box := pixelBox(dst, x0, y0, x1, y1)
	for y := box.Min.Y; y < box.Max.Y; y++ {
		fy := float32(y)
		cy := clamp01(min(fy+1, y1) - max(fy, y0))
		i := dst.PixOffset(box.Min.X, y)
		for x := box.Min.X; x < box.Max.X; x, i = x+1, i+4 {
			fx := float32(x)
			blendAt(dst.Pix, i, c, cy*clamp01(min(fx+1, x1)-max(fx, x0)))
		}
	}
}

// fill composes the uniform colour u over the whole pixels of r.
func fill(dst *image.RGBA, r image.Rectangle, u *image.Uniform) {
	draw.Draw(dst, r, u, image.Point{}, draw.Over)
}

// hatch draws, inside the pixel rectangle r, the seven anti-diagonal lines
// x+y = k*q (k = 1..7) of a cell whose top-left corner is (ox, oy) and whose
// side is 4q, each of the given width.
func hatch(dst *image.RGBA, r image.Rectangle, ox, oy, q, width float32, c color.NRGBA) {
	r = r.Intersect(dst.Rect)
	hw := width / 2
	for y := r.Min.Y; y < r.Max.Y; y++ {
		v := float32(y) + 0.5 - oy
		i := dst.PixOffset(r.Min.X, y)
		for x := r.Min.X; x < r.Max.X; x, i = x+1, i+4 {
			u := float32(x) + 0.5 - ox + v
			k := float32(math.Round(float64(u / q)))
			k = min(max(k, 1), 7)
			d := (u - k*q) * (1 / math.Sqrt2)
			if d < 0 {
				d = -d
			}
			if cov := clamp01(hw - d + 0.5); cov > 0 {
				blendAt(dst.Pix, i, c, cov)
			}
		}
	}
}

// spriteRow is what a row of a sprite holds: pixels in [from, to) are not
// transparent and those in [opaque0, opaque1) are opaque.
type spriteRow struct{ from, opaque0, opaque1, to int }

// spriteRows scans src for blitOver.
func spriteRows(src *image.RGBA) []spriteRow {
	rows := make([]spriteRow, src.Rect.Dy())
	w := src.Rect.Dx()
	for y := range rows {
		px := src.Pix[src.PixOffset(src.Rect.Min.X, src.Rect.Min.Y+y):][:4*w]
		r := spriteRow{from: w, to: 0}
		best := 0
		for x := 0; x < w; x++ {
			if px[4*x+3] != 0 {
				r.from, r.to = min(r.from, x), x+1
			}
			if px[4*x+3] == 0xFF {
				e := x
				for e < w && px[4*e+3] == 0xFF {
					e++
				}
				if e-x > best {
					best, r.opaque0, r.opaque1 = e-x, x, e
				}
				x = e - 1
			}
		}
		if best == 0 {
			r.opaque0, r.opaque1 = r.to, r.to
		}
		rows[y] = r
	}
	return rows
}

// blitOver composes the premultiplied sprite src (rows from spriteRows)
// over dst with src's top-left pixel at at: the longest opaque run of each
// row is copied, only the pixels around it are blended, and transparent
// ends are skipped, so a stone costs little more than a copy.
func blitOver(dst, src *image.RGBA, rows []spriteRow, at image.Point) {
	r := src.Rect.Sub(src.Rect.Min).Add(at).Intersect(dst.Rect)
	if r.Empty() {
		return
	}
	sp := r.Min.Sub(at)
	for y := 0; y < r.Dy(); y++ {
		row := rows[sp.Y+y]
		x0, x1 := max(row.from, sp.X), min(row.to, sp.X+r.Dx())
		if x0 >= x1 {
			continue
		}
		o0, o1 := min(max(row.opaque0, x0), x1), max(min(row.opaque1, x1), x0)
		if o1 < o0 {
			o1 = o0
		}
		s := src.Pix[src.PixOffset(src.Rect.Min.X+x0, src.Rect.Min.Y+sp.Y+y):]
		d := dst.Pix[dst.PixOffset(at.X+x0, at.Y+sp.Y+y):]
		o0, o1, x1 = 4*(o0-x0), 4*(o1-x0), 4*(x1-x0)
		blendSpan(d, s, 0, o0)
		copy(d[o0:o1], s[o0:o1])
		blendSpan(d, s, o1, x1)
	}
}

// blendSpan composes premultiplied pixels s[i:j] over d[i:j].
func blendSpan(d, s []uint8, i, j int) {
	for ; i < j; i += 4 {
		a := uint32(s[i+3])
		switch a {
		case 0:
		case 0xFF:
			copy(d[i:i+4], s[i:i+4])
		default:
			k := 0xFF - a
			d[i] = s[i] + div255(uint32(d[i])*k)
			d[i+1] = s[i+1] + div255(uint32(d[i+1])*k)
			d[i+2] = s[i+2] + div255(uint32(d[i+2])*k)
			d[i+3] = uint8(a) + div255(uint32(d[i+3])*k)
		}
	}
}

// div255 returns v/255 rounded, for v <= 255*255.
func div255(v uint32) uint8 {
	v += 0x80
	return uint8((v + v>>8) >> 8)
}

// strokePoly draws the outline of the convex polygon pts (at most four
// corners, in either order) with a line of the given width centred on its
// edges and mitred corners. The distance to the outline is the largest of
// the signed distances to the edges' lines, which is exact along the edges
// and gives sharp corners.
func strokePoly(dst *image.RGBA, pts [][2]float32, width float32, c color.NRGBA) {
	n := len(pts)
	if n < 3 || n > 4 {
		return
	}
	var mx, my float32
	x0, y0, x1, y1 := pts[0][0], pts[0][1], pts[0][0], pts[0][1]
	for _, p := range pts {
		mx, my = mx+p[0]/float32(n), my+p[1]/float32(n)
		x0, y0, x1, y1 = min(x0, p[0]), min(y0, p[1]), max(x1, p[0]), max(y1, p[1])
	}
	// each edge as an outward unit normal (nx, ny) and offset d: the signed
	// distance of (x, y) to the edge is nx*x + ny*y - d
	var edge [4][3]float32
	for i := range n {
		a, b := pts[i], pts[(i+1)%n]
		dx, dy := b[0]-a[0], b[1]-a[1]
		l := float32(math.Hypot(float64(dx), float64(dy)))
		if l == 0 {
			return
		}
		nx, ny := dy/l, -dx/l
		if nx*(mx-a[0])+ny*(my-a[1]) > 0 {
			nx, ny = -nx, -ny
		}
		edge[i] = [3]float32{nx, ny, nx*a[0] + ny*a[1]}
	}
	hw := width / 2
	// mitres reach out at most 1/sin(30°) = 2 half widths (a triangle)
	pad := 2*hw + 1
	box := pixelBox(dst, x0-pad, y0-pad, x1+pad, y1+pad)
	for y := box.Min.Y; y < box.Max.Y; y++ {
		fy := float32(y) + 0.5
		i := dst.PixOffset(box.Min.X, y)
		for x := box.Min.X; x < box.Max.X; x, i = x+1, i+4 {
			fx := float32(x) + 0.5
			sd := float32(math.Inf(-1))
			for _, e := range edge[:n] {
				sd = max(sd, e[0]*fx+e[1]*fy-e[2])
			}
			if sd < 0 {
				sd = -sd
			}
			if cov := clamp01(hw - sd + 0.5); cov > 0 {
				blendAt(dst.Pix, i, c, cov)
			}
		}
	}
}
