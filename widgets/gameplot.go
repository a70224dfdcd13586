package widgets

import (
	"fmt"
	"image"
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
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
	caption      *canvas.Text
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
	p.updateCaption()
	p.Refresh()
}

// Caption returns the one-line caption over the plot: what it shows, its
// scale, and that a click jumps.
func (p *GamePlot) Caption() string {
	return fmt.Sprintf("Points proven per move: ○ White from the top, ● Black from the bottom, full bar %d — click to jump", p.scale())
}

// scale is the count that fills a bar: the largest count, at least a few
// points so that one proven point does not fill it.
func (p *GamePlot) scale() int {
	top := 4
	for i := range p.black {
		top = max(top, p.black[i])
	}
	for i := range p.white {
		top = max(top, p.white[i])
	}
	return top
}

func (p *GamePlot) updateCaption() {
	if p.caption != nil {
		p.caption.Text = p.Caption()
	}
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

// plotHeight is the height of the bars' strip under the caption.
const plotHeight = 44

// Tapped jumps to the move under the pointer.
func (p *GamePlot) Tapped(e *fyne.PointEvent) {
	if p.OnJump == nil || p.moves <= 0 {
		return
	}
	w := p.Size().Width
	n := int(e.Position.X/max(w-1, 1)*float32(p.moves) + 0.5)
	p.OnJump(min(max(n, 0), p.moves))
}

// CreateRenderer implements fyne.Widget: the caption over the bars.
func (p *GamePlot) CreateRenderer() fyne.WidgetRenderer {
	p.raster = canvas.NewRaster(p.draw)
	p.raster.SetMinSize(fyne.NewSize(100, plotHeight))
	p.caption = canvas.NewText("", theme.Color(theme.ColorNameForeground))
	p.caption.TextSize = theme.CaptionTextSize()
	p.updateCaption()
	return &gamePlotRenderer{p: p, WidgetRenderer: widget.NewSimpleRenderer(container.NewBorder(p.caption, nil, nil, nil, p.raster))}
}

// gamePlotRenderer follows the theme's colour for the caption.
type gamePlotRenderer struct {
	fyne.WidgetRenderer
	p *GamePlot
}

func (r *gamePlotRenderer) Refresh() {
	r.p.caption.Color = theme.Color(theme.ColorNameForeground)
	r.p.caption.Refresh()
	r.p.raster.Refresh()
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
// largest count (at least 4) filling half the height, the bars edged so
// that they stand out from the wood, and the current move as a red line
// two pixels wide.
func (p *GamePlot) draw(w, h int) image.Image {
	img := image.NewRGBA(image.Rect(0, 0, max(w, 1), max(h, 1)))
	set := func(x, y int, c color.NRGBA) {
		if x < 0 || y < 0 || x >= w || y >= h {
			return
		}
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
	top := p.scale()
	half := max(h/2, 1)
	for x := 0; x < w; x++ {
		n := x * p.moves / max(w-1, 1)
		if n < len(p.black) && p.black[n] > 0 {
			bh := max(p.black[n]*half/top, 1)
			for y := h - bh; y < h; y++ {
				set(x, y, colPlotBlack)
			}
		}
		if n < len(p.white) && p.white[n] > 0 {
			wh := max(p.white[n]*half/top, 1)
			for y := 0; y < wh; y++ {
				set(x, y, colPlotWhite)
			}
			set(x, wh, colPlotGrid) // White's edge against the wood
		}
	}
	cx := min(max(p.current*(w-1)/p.moves, 0), w-1)
	for y := 0; y < h; y++ {
		set(cx, y, colPlotMove)
		set(cx+1, y, colPlotMove)
	}
	return img
}
