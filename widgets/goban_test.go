package widgets

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"

	"lifeline/document"
	"lifeline/goboard"
)

func mustParse(t *testing.T, rows string) *goboard.Board {
	t.Helper()
	b, err := goboard.Parse(rows)
	if err != nil {
		t.Fatalf("parse board: %v", err)
	}
	return b
}

func render(t *testing.T, name string, g *Goban, size fyne.Size) fyne.Window {
	t.Helper()
	test.NewTempApp(t)
	w := test.NewTempWindow(t, g)
	w.SetPadded(false)
	w.Resize(size)
	test.AssertRendersToImage(t, name, w.Canvas())
	return w
}

func TestGobanEmpty9(t *testing.T) {
	render(t, "goban_empty9.png", NewGoban(goboard.MustNew(9, 9)), fyne.NewSize(300, 300))
}

func TestGobanStones19(t *testing.T) {
	b := goboard.MustNew(19, 19)
	moves := [][2]int{{3, 3}, {15, 15}, {15, 3}, {3, 15}, {2, 5}, {16, 13}, {9, 9}}
	for i, m := range moves {
		c := goboard.Black
		if i%2 == 1 {
			c = goboard.White
		}
		if err := b.Play(b.Point(m[0], m[1]), c); err != nil {
			t.Fatal(err)
		}
	}
	g := NewGoban(b)
	render(t, "goban_stones19.png", g, fyne.NewSize(420, 420))
}

func TestGobanRectangular(t *testing.T) {
	b := mustParse(t, `
.X.O...
XX.O...
.XOO...
`)
	g := NewGoban(b)
	w := render(t, "goban_rect7x3.png", g, fyne.NewSize(360, 240))
	g.ShowCoordinates = false
	g.Refresh()
	test.AssertRendersToImage(t, "goban_rect7x3_nocoords.png", w.Canvas())
}

func TestGobanOneByN(t *testing.T) {
	render(t, "goban_1x5.png", NewGoban(mustParse(t, "X\n.\nO\n.\n.")), fyne.NewSize(160, 300))
}

// overlayBoard is a 7x7 position where Black lives with two eyes in the
// corner and White's stones have no proven life.
func overlayBoard(t *testing.T) (*goboard.Board, *Layers) {
	b := mustParse(t, `
.X.XO..
XXXXO..
OOOOO..
.......
.......
.......
.......
`)
	m := &Layers{}
	for _, s := range []string{"ba", "da", "ab", "bb", "cb", "db"} {
		p, _ := b.FromSGF(s)
		m.Alive[goboard.Black].Add(p)
		m.Safe[goboard.Black].Add(p)
	}
	for _, s := range []string{"aa", "ca"} {
		p, _ := b.FromSGF(s)
		m.Safe[goboard.Black].Add(p)
	}
	return b, m
}

func TestGobanOverlay(t *testing.T) {
	b, m := overlayBoard(t)
	g := NewGoban(b)
	g.SetLayers(m)
	render(t, "goban_overlay.png", g, fyne.NewSize(300, 300))
}

func TestGobanSelection(t *testing.T) {
	b, m := overlayBoard(t)
	for _, s := range []string{"ba", "da", "ab", "bb", "cb", "db"} {
		p, _ := b.FromSGF(s)
		m.Ring.Add(p)
	}
	for _, s := range []string{"aa", "ca"} {
		p, _ := b.FromSGF(s)
		m.Tint.Add(p)
	}
	m.Focus = true
	g := NewGoban(b)
	g.SetLayers(m)
	render(t, "goban_selection.png", g, fyne.NewSize(300, 300))
}

func TestGobanExplain(t *testing.T) {
	b, _ := overlayBoard(t)
	m := &Layers{}
	for _, s := range []string{"ea", "eb", "ec", "ac", "bc", "cc", "dc"} {
		p, _ := b.FromSGF(s)
		m.Crossed.Add(p)
	}
	for _, s := range []string{"fa", "ga", "fb", "gb"} {
		p, _ := b.FromSGF(s)
		m.Hatched.Add(p)
	}
	g := NewGoban(b)
	g.SetLayers(m)
	render(t, "goban_explain.png", g, fyne.NewSize(300, 300))
}

func TestGobanTapAndSelect(t *testing.T) {
	test.NewTempApp(t)
	b := goboard.MustNew(9, 9)
	g := NewGoban(b)
	w := test.NewTempWindow(t, g)
	w.SetPadded(false)
	w.Resize(fyne.NewSize(300, 300))
	var tapped, selected goboard.Point
	g.OnTapped = func(p goboard.Point) { tapped = p }
	g.OnSelect = func(p goboard.Point) { selected = p }
	d4 := b.Point(3, 5)
	test.TapAt(g, g.Center(d4))
	if tapped != d4 {
		t.Fatalf("tap at D4 reported %s", b.Name(tapped))
	}
	test.TapSecondaryAt(g, g.Center(b.Point(0, 0)))
	if selected != b.Point(0, 0) {
		t.Fatalf("secondary tap at A9 reported %s", b.Name(selected))
	}
	g.MouseDown(&desktop.MouseEvent{Modifier: fyne.KeyModifierControl})
	test.TapAt(g, g.Center(b.Point(8, 8)))
	if selected != b.Point(8, 8) {
		t.Fatalf("ctrl-tap at J1 reported %s", b.Name(selected))
	}
	// off the grid: nothing
	tapped = goboard.NoPoint
	g.MouseDown(&desktop.MouseEvent{})
	test.TapAt(g, fyne.NewPos(1, 1))
	if tapped != goboard.NoPoint {
		t.Fatalf("tap in the corner reported %s", b.Name(tapped))
	}
}

func TestGobanGhost(t *testing.T) {
	test.NewTempApp(t)
	b := mustParse(t, ".X.\nX..\n...")
	b.SetToPlay(goboard.White)
	g := NewGoban(b)
	w := test.NewTempWindow(t, g)
	w.SetPadded(false)
	w.Resize(fyne.NewSize(200, 200))
	// A3 is suicide for White: no ghost; C1 is legal: ghost drawn
	g.MouseMoved(&desktop.MouseEvent{PointEvent: fyne.PointEvent{Position: g.Center(b.Point(0, 0))}})
	n1 := len(test.WidgetRenderer(g).Objects())
	g.MouseMoved(&desktop.MouseEvent{PointEvent: fyne.PointEvent{Position: g.Center(b.Point(2, 2))}})
	n2 := len(test.WidgetRenderer(g).Objects())
	if n2 != n1+1 {
		t.Fatalf("ghost stone: %d objects over an illegal point, %d over a legal one", n1, n2)
	}
	g.MouseOut()
	if g.Hover() != goboard.NoPoint {
		t.Fatal("hover kept after MouseOut")
	}
}

func TestStarPoints(t *testing.T) {
	count := func(w, h int) int {
		n := 0
		for y := 0; y < h; y++ {
			for x := 0; x < w; x++ {
				if isStar(w, h, x, y) {
					n++
				}
			}
		}
		return n
	}
	for _, c := range []struct{ w, h, want int }{{9, 9, 5}, {13, 13, 5}, {19, 19, 9}, {7, 7, 5}, {5, 5, 1}, {3, 3, 0}, {1, 9, 0}, {19, 9, 7}, {25, 25, 9}} {
		if got := count(c.w, c.h); got != c.want {
			t.Errorf("%dx%d: %d star points, want %d", c.w, c.h, got, c.want)
		}
	}
	if !isStar(19, 19, 3, 3) || !isStar(19, 19, 9, 3) || !isStar(9, 9, 2, 2) || !isStar(9, 9, 4, 4) || isStar(9, 9, 4, 2) {
		t.Error("wrong star point positions")
	}
}

// markupSample puts every kind of mark on the first three rows of b: row 0
// and 1 on whatever is there, labels of one to three characters in row 2.
func markupSample(b *goboard.Board) []document.Mark {
	kinds := []document.MarkKind{document.MarkTriangle, document.MarkSquare, document.MarkCircle, document.MarkCross, document.MarkLabel}
	var out []document.Mark
	for x := 0; x < b.Width() && x < 2*len(kinds); x++ {
		k := kinds[x%len(kinds)]
		out = append(out, document.Mark{Point: b.Point(x, x/len(kinds)), Kind: k, Label: string(rune('A' + x))})
	}
	for i, l := range []string{"A", "12", "ko", "abc", "7"} {
		if i < b.Width() {
			out = append(out, document.Mark{Point: b.Point(i, 2), Kind: document.MarkLabel, Label: l})
		}
	}
	return out
}

func TestGobanMarkup(t *testing.T) {
	b := mustParse(t, `
XXOOX....
..XOO.XO.
XO.......
.........
.........
.........
.........
.........
.........
`)
	g := NewGoban(b)
	g.SetMarkup(markupSample(b))
	// a label on an empty star point clears the grid and the point
	g.SetMarkup(append(g.Markup(), document.Mark{Point: b.Point(4, 4), Kind: document.MarkLabel, Label: "Z"}))
	render(t, "goban_markup.png", g, fyne.NewSize(360, 360))
}

func TestGobanGhostOfTool(t *testing.T) {
	test.NewTempApp(t)
	b := mustParse(t, ".X.\nX..\n...")
	b.SetToPlay(goboard.White)
	g := NewGoban(b)
	g.GhostColor = goboard.White // a setup tool: legality does not matter
	w := test.NewTempWindow(t, g)
	w.SetPadded(false)
	w.Resize(fyne.NewSize(200, 200))
	objects := func(p goboard.Point) int {
		g.MouseMoved(&desktop.MouseEvent{PointEvent: fyne.PointEvent{Position: g.Center(p)}})
		return len(test.WidgetRenderer(g).Objects())
	}
	// A3 would be suicide for White, but the white tool's ghost shows there;
	// not over a stone
	if onEmpty, onStone := objects(b.Point(0, 0)), objects(b.Point(1, 0)); onEmpty != onStone+1 {
		t.Fatalf("tool ghost: %d objects over A3, %d over a stone", onEmpty, onStone)
	}
	var right goboard.Point
	g.OnTappedSecondary = func(p goboard.Point) { right = p }
	g.OnSelect = func(goboard.Point) { t.Fatal("secondary tap selected") }
	test.TapSecondaryAt(g, g.Center(b.Point(2, 2)))
	if right != b.Point(2, 2) {
		t.Fatalf("secondary tap reported %v", right)
	}
}
