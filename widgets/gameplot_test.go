package widgets

import (
	"image"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
)

func TestGamePlotTapJumps(t *testing.T) {
	test.NewTempApp(t)
	p := NewGamePlot()
	p.SetSeries([]int{0, 5, 10, 20}, []int{0, 2, 4, 30}, 100, 361)
	p.Resize(fyne.NewSize(200, 48))
	got := -1
	p.OnJump = func(n int) { got = n }
	p.Tapped(&fyne.PointEvent{Position: fyne.NewPos(100, 10)})
	if got != 50 {
		t.Errorf("tap in the middle of a 100-move plot jumped to %d, want 50", got)
	}
	p.Tapped(&fyne.PointEvent{Position: fyne.NewPos(500, 10)})
	if got != 100 {
		t.Errorf("tap past the end jumped to %d, want 100", got)
	}
	b, w := p.Series()
	if len(b) != 4 || len(w) != 4 || b[3] != 20 || w[3] != 30 {
		t.Errorf("series %v %v", b, w)
	}
}

func TestGamePlotDraws(t *testing.T) {
	p := NewGamePlot()
	p.SetSeries([]int{40}, []int{40}, 1, 361)
	p.SetCurrent(1)
	img := p.draw(10, 20).(*image.RGBA)
	// White's bar from the top, Black's from the bottom, the move at the right.
	if c := img.RGBAAt(0, 0); c.R != colWhite.R {
		t.Errorf("top left %v, want White's bar", c)
	}
	if c := img.RGBAAt(0, 19); c.R != colBlack.R {
		t.Errorf("bottom left %v, want Black's bar", c)
	}
	if c := img.RGBAAt(9, 10); c.R != colLast.R || c.G != colLast.G {
		t.Errorf("right edge %v, want the current move", c)
	}
}
