package widgets

import (
	"image"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"

	"lifeline/assets"
	"lifeline/document"
	"lifeline/goboard"
)

// midGame returns the sample problem (two pass-alive corner groups) played
// on by about ninety more moves in a fixed pseudo-random order: a 19x19
// middle game with chains, eyes, safe points and captures.
func midGame(tb testing.TB) *document.Document {
	tb.Helper()
	d, err := document.Parse(assets.Sample(), 0, "sample.sgf")
	if err != nil {
		tb.Fatal(err)
	}
	d.Last()
	b := d.Board()
	seed := uint32(12345)
	for played := 0; played < 90; {
		seed = seed*1664525 + 1013904223
		x, y := int(seed>>8)%17+1, int(seed>>20)%17+1
		if d.Play(b.Point(x, y)) == nil {
			played++
		}
	}
	return d
}

// clickRig is a goban in a 600x600 test window wired like the app: a tap
// plays, and the analysis and its overlay are rebuilt before the redraw.
type clickRig struct {
	d      *document.Document
	g      *Goban
	w      fyne.Window
	layers Layers
}

func newClickRig(tb testing.TB) *clickRig {
	tb.Helper()
	test.NewTempApp(tb)
	r := &clickRig{d: midGame(tb)}
	r.g = NewGoban(r.d.Board())
	r.g.OnTapped = func(p goboard.Point) {
		if r.d.Play(p) != nil {
			return
		}
		res, err := r.d.Analysis()
		if err != nil {
			tb.Fatal(err)
		}
		BuildLayers(&r.layers, res, NoSelection, -1)
		r.g.SetLayers(&r.layers)
	}
	r.w = test.NewTempWindow(tb, r.g)
	r.w.SetPadded(false)
	r.w.Resize(fyne.NewSize(600, 600))
	res, _ := r.d.Analysis()
	BuildLayers(&r.layers, res, NoSelection, -1)
	r.g.SetLayers(&r.layers)
	return r
}

// emptyPoint returns the i-th empty point of the board in a scattered order.
func (r *clickRig) emptyPoint(i int) goboard.Point {
	b := r.d.Board()
	n := b.Width() * b.Height()
	for k := 0; k < n; k++ {
		j := (i*7 + k*11) % n
		p := b.Point(j%b.Width(), j/b.Width())
		if b.At(p) == goboard.Empty && b.IsLegal(p, b.ToPlay()) {
			return p
		}
	}
	return goboard.NoPoint
}

// BenchmarkClickToFrame measures a click on a 19x19 middle game with the
// analysis overlay on, up to the new frame: tap, play, Benson analysis,
// overlay marks, widget refresh and a full render of the 600x600 window by
// Fyne's software painter. The move is taken back between iterations
// (outside the timing).
func BenchmarkClickToFrame(b *testing.B) {
	r := newClickRig(b)
	i := 0
	for b.Loop() {
		p := r.emptyPoint(i)
		i++
		test.TapAt(r.g, r.g.Center(p))
		if img := r.w.Canvas().Capture(); img.Bounds().Dx() != 600 {
			b.Fatal("no frame")
		}
		b.StopTimer()
		if err := r.d.Undo(); err != nil {
			b.Fatal(err)
		}
		b.StartTimer()
	}
}

// BenchmarkClickToBoardFrame is BenchmarkClickToFrame without the test
// window's software render: tap, play, analysis, overlay, refresh and the
// goban's 600x600 frame painted into its raster, which is what a GL driver
// then uploads as one texture.
func BenchmarkClickToBoardFrame(b *testing.B) {
	r := newClickRig(b)
	rend := test.WidgetRenderer(r.g).(*gobanRenderer)
	i := 0
	for b.Loop() {
		p := r.emptyPoint(i)
		i++
		test.TapAt(r.g, r.g.Center(p))
		size := rend.raster.Size()
		rend.raster.Generator(int(size.Width), int(size.Height))
		b.StopTimer()
		if err := r.d.Undo(); err != nil {
			b.Fatal(err)
		}
		b.StartTimer()
	}
}

// BenchmarkBoardFrame measures the goban's own share of a frame: painting
// the 600x600 board with stones and overlay into its raster.
func BenchmarkBoardFrame(b *testing.B) {
	r := newClickRig(b)
	rend := test.WidgetRenderer(r.g).(*gobanRenderer)
	size := rend.raster.Size()
	w, h := int(size.Width), int(size.Height)
	for b.Loop() {
		rend.generate(w, h)
	}
}

// BenchmarkCaptureFloor measures what Fyne's software painter costs for a
// 600x600 window holding one opaque 600x600 image and nothing else: the
// fixed part of BenchmarkClickToFrame that no widget can avoid.
func BenchmarkCaptureFloor(b *testing.B) {
	test.NewTempApp(b)
	img := image.NewRGBA(image.Rect(0, 0, 600, 600))
	for i := range img.Pix {
		img.Pix[i] = 0xFF
	}
	w := test.NewTempWindow(b, canvas.NewRaster(func(int, int) image.Image { return img }))
	w.SetPadded(false)
	w.Resize(fyne.NewSize(600, 600))
	for b.Loop() {
		w.Canvas().Capture()
	}
}

// TestBoardFrameAllocs checks that painting a frame of an unchanged size
// allocates nothing.
func TestBoardFrameAllocs(t *testing.T) {
	r := newClickRig(t)
	r.g.ShowMoveNumbers = true
	r.g.SetMoveNumbers(r.d.MoveNumbers())
	r.g.SetMarkup(markupSample(r.d.Board()))
	rend := test.WidgetRenderer(r.g).(*gobanRenderer)
	size := rend.raster.Size()
	w, h := int(size.Width), int(size.Height)
	rend.generate(w, h)
	if n := testing.AllocsPerRun(20, func() { rend.generate(w, h) }); n > 0 {
		t.Errorf("a frame allocates %v times", n)
	}
}

// TestGobanTinySizes paints boards whose stones reach past the raster's
// edges (tiny cells) and degenerate sizes without panicking.
func TestGobanTinySizes(t *testing.T) {
	r := newClickRig(t)
	for _, s := range []fyne.Size{{Width: 60, Height: 60}, {Width: 1, Height: 1}, {Width: 0, Height: 0}, {Width: 600, Height: 90}} {
		r.w.Resize(s)
		r.g.Resize(s)
		r.w.Canvas().Capture()
	}
}
