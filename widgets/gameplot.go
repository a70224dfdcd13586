package widgets

import (
	"image"
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/widget"
)

// GamePlot is the whole-game view: the number of points proven for each
// colour at every move of the main line, with the current move marked.
// Tapping it jumps to the move under the pointer.
type GamePlot struct {
	widget.BaseWidget

	// OnJump is called with the move number tapped.
	OnJump func(move int) `json:"-"`

	black, white []int // points proven per move; may be shorter than moves while computing
	moves        int   // number of moves of the line
	area         int   // points of the board: the top of the scale
	current      int
	raster       *canvas.Raster
}

// NewGamePlot returns an empty plot.
func NewGamePlot() *GamePlot {
	p := &GamePlot{}
	p.ExtendBaseWidget(p)
	return p
}

// SetSeries sets the points proven for Black and White at moves 0, 1, …
// (the slices may be shorter than moves+1 while they are being computed),
// the number of moves of the line and the board's number of points, and
// redraws. The slices are copied.
func (p *GamePlot) SetSeries(black, white []int, moves, area int) {
	p.black = append(p.black[:0], black...)
	p.white = append(p.white[:0], white...)
	p.moves, p.area = moves, max(area, 1)
	p.Refresh()
}

// SetCurrent marks move n and redraws.
func (p *GamePlot) SetCurrent(n int) {
	if n != p.current {
		p.current = n
		p.Refresh()
	}
}

// Series returns the points proven per move for Black and White so far.
func (p *GamePlot) Series() (black, white []int) { return p.black, p.white }

// MinSize is a strip under the board.
func (p *GamePlot) MinSize() fyne.Size { return fyne.NewSize(100, 48) }

// Tapped jumps to the move under the pointer.
func (p *GamePlot) Tapped(e *fyne.PointEvent) {
	if p.OnJump == nil || p.moves <= 0 {
		return
	}
	w := p.Size().Width
	n := int(e.Position.X/max(w, 1)*float32(p.moves) + 0.5)
	p.OnJump(min(max(n, 0), p.moves))
}

// CreateRenderer implements fyne.Widget.
func (p *GamePlot) CreateRenderer() fyne.WidgetRenderer {
	p.raster = canvas.NewRaster(p.draw)
	return widget.NewSimpleRenderer(p.raster)
}

var (
	colPlotBack  = colWood
	colPlotBlack = colBlack
	colPlotWhite = colWhite
	colPlotMove  = colLast
	colPlotGrid  = color.NRGBA{R: 0xA0, G: 0x78, B: 0x38, A: 0xFF} // the wood's darker edge
)

// draw renders the plot at w x h pixels: a column per pixel, each colour's
// count as a bar from the bottom (Black) and from the top (White), the
// current move as a red line.
func (p *GamePlot) draw(w, h int) image.Image {
	img := image.NewRGBA(image.Rect(0, 0, max(w, 1), max(h, 1)))
	set := func(x, y int, c color.NRGBA) {
		i := img.PixOffset(x, y)
		img.Pix[i], img.Pix[i+1], img.Pix[i+2], img.Pix[i+3] = c.R, c.G, c.B, c.A
	}
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			set(x, y, colPlotBack)
		}
	}
	for x := 0; x < w; x++ {
		set(x, h/2, colPlotGrid)
	}
	if p.moves <= 0 || w <= 0 {
		return img
	}
	// Scale: the largest count, at least a tenth of the board, fills half
	// the height.
	top := max(p.area/10, 1)
	for i := range p.black {
		top = max(top, p.black[i], p.white[i])
	}
	half := max(h/2, 1)
	for x := 0; x < w; x++ {
		n := x * p.moves / max(w-1, 1)
		if n < len(p.black) {
			bh := p.black[n] * half / top
			for y := h - bh; y < h; y++ {
				set(x, y, colPlotBlack)
			}
		}
		if n < len(p.white) {
			wh := p.white[n] * half / top
			for y := 0; y < wh && y < h; y++ {
				set(x, y, colPlotWhite)
			}
		}
	}
	cx := p.current * (w - 1) / p.moves
	for y := 0; y < h; y++ {
		set(min(max(cx, 0), w-1), y, colPlotMove)
	}
	return img
}
