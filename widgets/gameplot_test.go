package widgets

import (
	"image"
	"image/color"
	"strings"
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

// TestGamePlotBarsVisible: the largest count fills half the height
// whatever the board's size (a few proven points in a 19x19 game were bars
// of a pixel or two), a lone point stays short, and the current move is a
// line two pixels wide.
func TestGamePlotBarsVisible(t *testing.T) {
	p := NewGamePlot()
	p.SetSeries([]int{0, 1, 10}, []int{0, 0, 5}, 2, 361)
	p.SetCurrent(1)
	img := p.draw(101, 40).(*image.RGBA)
	column := func(x int, c color.NRGBA) int {
		n := 0
		for y := 0; y < 40; y++ {
			if img.RGBAAt(x, y).R == c.R && img.RGBAAt(x, y).G == c.G {
				n++
			}
		}
		return n
	}
	if n := column(100, colBlack); n != 20 {
		t.Errorf("Black's 10 points: a bar of %d pixels, want 20 (half the height)", n)
	}
	if n := column(100, colWhite); n != 10 {
		t.Errorf("White's 5 points: a bar of %d pixels, want 10", n)
	}
	if n := column(0, colBlack) + column(0, colWhite); n != 0 {
		t.Errorf("nothing proven at move 0 but %d pixels of bars", n)
	}
	if n := column(50, colLast) + column(51, colLast); n != 80 {
		t.Errorf("the current move is %d pixels of red in columns 50 and 51, want 80", n)
	}
	if !strings.Contains(p.Caption(), "click to jump") || !strings.Contains(p.Caption(), "full bar 10") {
		t.Errorf("caption %q", p.Caption())
	}
}

func TestGamePlotGolden(t *testing.T) {
	test.NewTempApp(t)
	p := NewGamePlot()
	black := make([]int, 121)
	white := make([]int, 121)
	for i := range black {
		black[i] = max(0, (i-30)*40/90)
		white[i] = max(0, (i-50)*25/70)
	}
	p.SetSeries(black, white, 120, 361)
	p.SetCurrent(80)
	w := test.NewTempWindow(t, p)
	w.Resize(fyne.NewSize(560, 70))
	test.AssertRendersToImage(t, "gameplot.png", w.Canvas())
}
