package widgets

import (
	"image"
	"image/draw"
	"math"
	"sync"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"golang.org/x/image/font"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/math/fixed"
)

// glyph is one rasterised glyph: its coverage mask, where the mask's
// top-left corner sits relative to the pen on the baseline, and how far the
// pen advances.
type glyph struct {
	mask    *image.Alpha
	off     image.Point
	advance float32
}

// glyphSet draws short strings (coordinates, move numbers) in one font at
// one pixel size, rasterising each rune once and then only blitting its
// mask, so drawing text on a frame allocates nothing.
type glyphSet struct {
	res    fyne.Resource
	size   float32
	face   font.Face
	capH   float32
	glyphs map[rune]*glyph
}

// fontSource gives the font of a text style: a fyne.Theme, or builtinFonts.
type fontSource interface {
	Font(fyne.TextStyle) fyne.Resource
}

// builtinFonts are Fyne's bundled fonts, read without an app.
type builtinFonts struct{}

// Font implements fontSource.
func (builtinFonts) Font(s fyne.TextStyle) fyne.Resource {
	if s.Bold {
		return theme.DefaultTextBoldFont()
	}
	return theme.DefaultTextFont()
}

// use makes the set draw in the font of the given style from src (nil: the
// app's current theme) at size pixels, dropping the cached glyphs when
// either changed.
func (gs *glyphSet) use(src fontSource, bold bool, size float32) {
	if src == nil {
		src = theme.Current()
	}
	res := src.Font(fyne.TextStyle{Bold: bold})
	if gs.face != nil && gs.res == res && gs.size == size {
		return
	}
	if gs.face != nil {
		gs.face.Close()
	}
	gs.res, gs.size, gs.glyphs = res, size, map[rune]*glyph{}
	f := parseFont(res, bold)
	face, err := opentype.NewFace(f, &opentype.FaceOptions{Size: float64(size), DPI: 72, Hinting: font.HintingNone})
	if err != nil {
		gs.face = nil
		return
	}
	gs.face = face
	m := face.Metrics()
	gs.capH = fixedToFloat(m.CapHeight)
	if gs.capH <= 0 {
		gs.capH = fixedToFloat(m.Ascent) * 0.72
	}
}

func (gs *glyphSet) glyph(r rune) *glyph {
	if g, ok := gs.glyphs[r]; ok {
		return g
	}
	g := &glyph{}
	dr, mask, mp, adv, ok := gs.face.Glyph(fixed.Point26_6{}, r)
	if ok {
		g.advance = fixedToFloat(adv)
		g.off = dr.Min
		g.mask = image.NewAlpha(image.Rect(0, 0, dr.Dx(), dr.Dy()))
		draw.Draw(g.mask, g.mask.Rect, mask, mp, draw.Src)
	}
	gs.glyphs[r] = g
	return g
}

// draw draws s centred on (cx, cy): horizontally by its advance, vertically
// by the font's cap height (coordinates, numbers and labels are centred on
// their capitals).
func (gs *glyphSet) draw(dst *image.RGBA, s string, cx, cy float32, col *image.Uniform) {
	if gs.face == nil {
		return
	}
	x := cx - gs.width(s)/2
	base := int(math.Round(float64(cy + gs.capH/2)))
	for _, r := range s {
		g := gs.glyph(r)
		if g.mask != nil {
			at := image.Pt(int(math.Round(float64(x)))+g.off.X, base+g.off.Y)
			draw.DrawMask(dst, g.mask.Rect.Add(at), col, image.Point{}, g.mask, image.Point{}, draw.Over)
		}
		x += g.advance
	}
}

// width returns the advance of s in pixels.
func (gs *glyphSet) width(s string) float32 {
	if gs.face == nil {
		return 0
	}
	var w float32
	for _, r := range s {
		w += gs.glyph(r).advance
	}
	return w
}

func fixedToFloat(v fixed.Int26_6) float32 { return float32(v) / 64 }

var (
	fontMu    sync.Mutex
	fontCache = map[fontKey]*opentype.Font{}
)

type fontKey struct {
	res  fyne.Resource
	bold bool
}

// parseFont returns the parsed font of res, or Go's own font when res
// cannot be parsed (a collection, say).
func parseFont(res fyne.Resource, bold bool) *opentype.Font {
	fontMu.Lock()
	defer fontMu.Unlock()
	key := fontKey{res, bold}
	if f, ok := fontCache[key]; ok {
		return f
	}
	var f *opentype.Font
	var err error
	if res != nil {
		f, err = opentype.Parse(res.Content())
	}
	if res == nil || err != nil {
		data := goregular.TTF
		if bold {
			data = gobold.TTF
		}
		f, _ = opentype.Parse(data)
	}
	fontCache[key] = f
	return f
}
