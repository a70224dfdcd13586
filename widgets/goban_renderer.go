package widgets

import (
	"image"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"

	"lifeline/goboard"
)

// gobanRenderer draws a Goban as one canvas.Raster covering the wooden
// board, which boardPainter fills at the device's pixel scale, plus a
// translucent circle for the ghost stone under the mouse. A frame costs one
// copy of the cached board background and a few blits, and a driver paints
// one texture instead of hundreds of vector objects. Moving the mouse only
// moves the ghost: the raster is regenerated only when what it shows
// changed.
type gobanRenderer struct {
	g *Goban

	raster  *canvas.Raster
	ghost   *canvas.Circle
	objects []fyne.CanvasObject
	painter boardPainter
	layout  boardLayout

	// what the raster shows, to skip regenerating it when only the ghost
	// moved
	drawn      frameState
	drawnStone []goboard.Color
}

// frameState is everything the raster depends on but the stones.
type frameState struct {
	board                        *goboard.Board
	size                         fyne.Size
	last                         goboard.Point
	layers                       Layers
	markup                       int // Goban.markGen
	coords, numbers, alive, safe bool
	boardWidth, boardHeight      int
	proven                       Proven
	provenLayers                 [3]bool
}

// init creates the canvas objects on first use.
func (r *gobanRenderer) init() {
	if r.raster != nil {
		return
	}
	r.ghost = &canvas.Circle{StrokeWidth: 1}
	r.raster = canvas.NewRaster(r.generate)
	r.raster.ScaleMode = canvas.ImageScalePixels
	r.objects = []fyne.CanvasObject{r.raster}
}

// generate is the raster's generator: it paints the board at w x h pixels.
func (r *gobanRenderer) generate(w, h int) image.Image {
	return r.painter.paint(r.g, w, h, &r.layout)
}

// Destroy implements fyne.WidgetRenderer.
func (r *gobanRenderer) Destroy() {}

// Layout implements fyne.WidgetRenderer.
func (r *gobanRenderer) Layout(fyne.Size) { r.update() }

// MinSize implements fyne.WidgetRenderer.
func (r *gobanRenderer) MinSize() fyne.Size { return r.g.MinSize() }

// Objects implements fyne.WidgetRenderer.
func (r *gobanRenderer) Objects() []fyne.CanvasObject {
	r.init()
	return r.objects
}

// Refresh implements fyne.WidgetRenderer.
func (r *gobanRenderer) Refresh() { r.update() }

// update places the raster over the wood, regenerates it if what it shows
// changed, and places the ghost stone.
func (r *gobanRenderer) update() {
	r.init()
	g := r.g
	b := g.board
	if b == nil {
		r.raster.Hide()
		r.setGhost(false)
		return
	}
	r.raster.Show()
	l := layoutFor(b.Width(), b.Height(), g.Size(), g.ShowCoordinates)
	r.layout = l
	r.raster.Move(fyne.NewPos(l.left, l.top))
	r.raster.Resize(fyne.NewSize(l.width, l.height))
	if r.changed() {
		r.raster.Refresh()
	}

	ghost := g.GhostColor
	show := g.ShowGhost && g.hover != goboard.NoPoint && b.OnBoard(g.hover)
	if ghost == goboard.Black || ghost == goboard.White {
		show = show && b.At(g.hover) == goboard.Empty
	} else {
		ghost = b.ToPlay()
		show = show && b.IsLegal(g.hover, ghost)
	}
	if show {
		fill, rim, _, _ := stoneColors(ghost)
		x, y := b.XY(g.hover)
		c := l.at(x, y)
		rad := l.cell * 0.48
		o := r.ghost
		o.FillColor, o.StrokeColor = withAlpha(fill, 0x80), withAlpha(rim, 0x80)
		o.Position1 = fyne.NewPos(c.X-rad, c.Y-rad)
		o.Position2 = fyne.NewPos(c.X+rad, c.Y+rad)
	}
	r.setGhost(show)
}

// setGhost shows or hides the ghost stone; it is among the objects only
// while shown.
func (r *gobanRenderer) setGhost(show bool) {
	if show {
		r.objects = r.objects[:1]
		r.objects = append(r.objects, r.ghost)
		r.ghost.Show()
	} else {
		r.objects = r.objects[:1]
		r.ghost.Hide()
	}
	canvas.Refresh(r.ghost)
}

// changed reports whether the raster would now show something else than it
// did, and remembers what it shows.
func (r *gobanRenderer) changed() bool {
	g := r.g
	b := g.board
	last, _ := b.LastMove()
	st := frameState{
		board: b, size: g.Size(), last: last, layers: g.layers, markup: g.markGen,
		coords: g.ShowCoordinates, numbers: g.ShowMoveNumbers, alive: g.ShowAlive, safe: g.ShowSafe,
		boardWidth: b.Width(), boardHeight: b.Height(),
		proven: g.proven, provenLayers: [3]bool{g.ShowProven, g.ShowSafeStones, g.ShowDead},
	}
	w, h := b.Width(), b.Height()
	n := w * h
	if cap(r.drawnStone) < n {
		r.drawnStone = make([]goboard.Color, 0, n)
	}
	same := st == r.drawn && len(r.drawnStone) == n && !g.ShowMoveNumbers
	stones := r.drawnStone[:n]
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			c := b.At(b.Point(x, y))
			if stones[y*w+x] != c {
				stones[y*w+x] = c
				same = false
			}
		}
	}
	r.drawnStone = stones
	r.drawn = st
	return !same
}
