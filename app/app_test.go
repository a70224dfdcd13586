package app

import (
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"

	"lifeline/document"
	"lifeline/goboard"
	"lifeline/widgets"
)

func newUI(t *testing.T) *UI {
	t.Helper()
	a := test.NewTempApp(t)
	u, err := New(a)
	if err != nil {
		t.Fatal(err)
	}
	u.win.Resize(fyne.NewSize(1100, 720))
	t.Cleanup(u.win.Close)
	return u
}

func key(u *UI, k fyne.KeyName) { u.win.Canvas().OnTypedKey()(&fyne.KeyEvent{Name: k}) }

func TestTapPlaysAndTakesBack(t *testing.T) {
	u := newUI(t)
	b := u.doc.Board()
	p := b.Point(9, 9) // K10
	test.TapAt(u.goban, u.goban.Center(p))
	if b.At(p) != goboard.Black || u.doc.MoveNumber() != 1 {
		t.Fatalf("tap at K10: %v there, move %d", b.At(p), u.doc.MoveNumber())
	}
	if !strings.HasSuffix(u.win.Title(), "* — Lifeline") {
		t.Errorf("title %q has no unsaved mark", u.win.Title())
	}
	if !strings.HasPrefix(u.Status(), "White to play") {
		t.Errorf("status %q", u.Status())
	}
	test.TapAt(u.goban, u.goban.Center(p))
	if !strings.Contains(u.Status(), "K10 is occupied") {
		t.Errorf("occupied point: status %q", u.Status())
	}
	u.undo()
	if b.At(p) != goboard.Empty || u.doc.MoveNumber() != 0 || u.doc.Dirty() {
		t.Fatalf("after undo: %v at K10, move %d, dirty %v", b.At(p), u.doc.MoveNumber(), u.doc.Dirty())
	}
	u.redo()
	if b.At(p) != goboard.Black {
		t.Fatal("redo did not bring K10 back")
	}
}

func TestSuicideIsExplained(t *testing.T) {
	u := newUI(t)
	// A19 is Black's eye: White may not play there.
	key(u, fyne.KeyP) // Black passes
	test.TapAt(u.goban, u.goban.Center(u.doc.Board().Point(0, 0)))
	if !strings.Contains(u.Status(), "A19 would be suicide for White") {
		t.Fatalf("status %q", u.Status())
	}
}

func TestKeyboardNavigation(t *testing.T) {
	u := newUI(t)
	steps := []struct {
		key  fyne.KeyName
		want int
	}{
		{fyne.KeyRight, 1}, {fyne.KeyRight, 2}, {fyne.KeyLeft, 1},
		{fyne.KeyEnd, 10}, {fyne.KeyHome, 0}, {fyne.KeyLeft, 0},
	}
	for _, s := range steps {
		key(u, s.key)
		if got := u.doc.MoveNumber(); got != s.want {
			t.Fatalf("after %s: move %d, want %d", s.key, got, s.want)
		}
	}
	if !strings.Contains(u.Status(), "no move there") {
		t.Errorf("Left at the start: status %q", u.Status())
	}
	if u.counter.Text != "move 0/10" {
		t.Errorf("counter %q", u.counter.Text)
	}
	u.doc.GoTo(7)
	u.refresh()
	key(u, fyne.KeyDown)
	if sibs, i := u.doc.Variations(); len(sibs) != 2 || i != 1 {
		t.Errorf("Down: variation %d of %d", i+1, len(sibs))
	}
}

func TestSelectionBothWays(t *testing.T) {
	u := newUI(t)
	b := u.doc.Board()
	// a right click on B19 selects Black's corner chain in the panel
	test.TapSecondaryAt(u.goban, u.goban.Center(b.Point(1, 0)))
	sel := u.panel.Selection()
	res, _ := u.doc.Analysis()
	if sel.Kind != widgets.SelectChain || res.Chains[sel.ID].Color != goboard.Black {
		t.Fatalf("selection %+v", sel)
	}
	if !u.goban.Layers().Ring.Has(b.Point(1, 0)) || !u.goban.Layers().Tint.Has(b.Point(0, 0)) {
		t.Fatal("selected chain not ringed, or its eye not tinted")
	}
	// selecting White's chain row in the panel highlights it on the board
	white := res.ChainAt(b.Point(17, 18))
	u.panel.Select(widgets.Selection{Kind: widgets.SelectChain, ID: white})
	if !u.goban.Layers().Ring.Has(b.Point(17, 18)) || u.goban.Layers().Ring.Has(b.Point(1, 0)) {
		t.Fatal("panel selection not shown on the board")
	}
	// select mode: a plain click on an eye selects its region
	u.SetMode(ModeSelect)
	test.TapAt(u.goban, u.goban.Center(b.Point(0, 0)))
	if s := u.panel.Selection(); s.Kind != widgets.SelectRegion {
		t.Fatalf("click on an eye in select mode: %+v", s)
	}
	key(u, fyne.KeyEscape)
	if u.panel.Selection() != widgets.NoSelection || u.goban.Layers().Focus {
		t.Fatal("Escape did not clear the selection")
	}
}

func TestExplainAndRules(t *testing.T) {
	u := newUI(t)
	if err := u.OpenFile("../assets/examples/02-false-eye.sgf"); err != nil {
		t.Fatal(err)
	}
	key(u, fyne.KeyE)
	if u.panel.Step() != 0 || u.goban.Layers().Crossed.IsEmpty() {
		t.Fatalf("explain mode: step %d, crossed %d", u.panel.Step(), u.goban.Layers().Crossed.Len())
	}
	key(u, fyne.KeyE)
	if u.panel.Step() != -1 {
		t.Fatalf("explain off: step %d", u.panel.Step())
	}
	u.setSuicideLegal(true)
	if !u.doc.Rules().AllowSuicide || !u.app.Preferences().Bool(prefSuicide) {
		t.Fatal("rules switch not applied or not remembered")
	}
}

func TestSaveAndReopen(t *testing.T) {
	u := newUI(t)
	test.TapAt(u.goban, u.goban.Center(u.doc.Board().Point(10, 10)))
	path := filepath.Join(t.TempDir(), "out.sgf")
	if err := u.SaveTo(path); err != nil {
		t.Fatal(err)
	}
	if u.doc.Dirty() || u.win.Title() != "out.sgf — Lifeline" {
		t.Fatalf("after save: title %q", u.win.Title())
	}
	if err := u.OpenFile(path); err != nil {
		t.Fatal(err)
	}
	if kids := u.doc.Root().Children(); len(kids) != 2 {
		t.Fatalf("reopened: %d variations at the root, want 2", len(kids))
	} else if v, _ := kids[1].Value("B"); v != "kk" {
		t.Fatalf("reopened: new variation B[%s], want B[kk]", v)
	}
	if err := u.OpenFile(filepath.Join(t.TempDir(), "missing.sgf")); err == nil {
		t.Fatal("opened a missing file")
	}
}

func TestWindowGolden(t *testing.T) {
	u := newUI(t)
	u.win.Resize(fyne.NewSize(1000, 640))
	test.AssertRendersToImage(t, "window_sample.png", u.win.Canvas())
}

// TestClickToFrame measures the time from a tap on a 19x19 board to a new
// frame with the analysis, at 600x600: the tap (play, analysis, panel and
// overlay refresh), the goban's frame (its raster painted at device pixels:
// all a GL driver then does for the board is upload one texture and draw
// one quad) and a full render of the window by Fyne's software test
// painter. The tap plus the goban's frame must stay under one frame
// (16 ms). The software render is only logged: most of it is the test
// painter's fixed cost (three passes of generic image/draw over the whole
// window, about 12 ms at 600x600 on the reference machine, whatever the
// window holds), and it doubles when the 2 cores are busy.
func TestClickToFrame(t *testing.T) {
	u := newUI(t)
	d, err := document.New(19, 19)
	if err != nil {
		t.Fatal(err)
	}
	u.setDocument(d)
	w := test.NewTempWindow(t, u.goban)
	w.SetPadded(false)
	w.Resize(fyne.NewSize(600, 600))
	rast, ok := test.WidgetRenderer(u.goban).Objects()[0].(*canvas.Raster)
	if !ok {
		t.Fatal("the goban draws no raster")
	}
	b := d.Board()
	var taps, boards, frames []time.Duration
	for i := 0; i < 60; i++ {
		p := b.Point((i*7)%19, (i*5+3)%19)
		if b.At(p) != goboard.Empty {
			continue
		}
		t0 := time.Now()
		test.TapAt(u.goban, u.goban.Center(p))
		t1 := time.Now()
		size := rast.Size()
		board := rast.Generator(int(size.Width*w.Canvas().Scale()), int(size.Height*w.Canvas().Scale()))
		t2 := time.Now()
		img := w.Canvas().Capture()
		t3 := time.Now()
		taps = append(taps, t1.Sub(t0))
		boards = append(boards, t2.Sub(t0))
		frames = append(frames, t1.Sub(t0)+t3.Sub(t2))
		if img.Bounds().Dx() == 0 || board.Bounds().Dx() < 500 || b.At(p) == goboard.Empty {
			t.Fatal("tap did not play or render")
		}
	}
	med := func(d []time.Duration) time.Duration {
		sort.Slice(d, func(i, j int) bool { return d[i] < d[j] })
		return d[len(d)/2]
	}
	tap, board, frame := med(taps), med(boards), med(frames)
	t.Logf("19x19, %d taps, medians: tap to refreshed widgets (play+analysis+refresh) %v; "+
		"tap to the goban's 600x600 frame painted %v; tap to the whole window rendered by the software test painter %v",
		len(taps), tap, board, frame)
	if os.Getenv("LIFELINE_E2E") != "" {
		println("click-to-refresh", tap.String(), "click-to-board-frame", board.String(), "click-to-software-frame", frame.String())
	}
	if board > 16*time.Millisecond {
		t.Errorf("tap to the goban's frame median %v, want < 16ms", board)
	}
}
