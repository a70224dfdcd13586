package app

import (
	"fmt"
	"image"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"

	"lifeline/document"
	"lifeline/goboard"
	"lifeline/widgets"
)

// TestMain runs the tests without the end-to-end hooks: scripts/test.sh sets
// LIFELINE_E2E for the whole test run so that e2e/ drives the real binary,
// and here the hooks' probe goroutine would touch a test's window from
// outside the test's goroutine.
func TestMain(m *testing.M) {
	os.Unsetenv("LIFELINE_E2E")
	os.Exit(m.Run())
}

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
	for i, s := range steps {
		// the steps run in order on one window: stop at the first failure
		if !t.Run(fmt.Sprintf("%d %s", i+1, s.key), func(t *testing.T) {
			key(u, s.key)
			if got := u.doc.MoveNumber(); got != s.want {
				t.Fatalf("after %s: move %d, want %d", s.key, got, s.want)
			}
		}) {
			return
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
	if !u.doc.Rules().AllowSuicide || u.doc.RuleSet() != "NZ" || !u.doc.Dirty() {
		t.Fatalf("rules switch: %+v, RU %q", u.doc.Rules(), u.doc.RuleSet())
	}
	if !strings.Contains(u.Status(), "rules: NZ (suicide legal, simple ko)") {
		t.Fatalf("status %q", u.Status())
	}
}

// TestRulesOfTheDocument: the rules come from the file's RU, not from the
// previous document; positional superko (RU[Chinese]) forbids a retake the
// simple ko rule allows, and the status line says which rules apply.
func TestRulesOfTheDocument(t *testing.T) {
	const game = "(;SZ[4:3]RU[%s]AB[ba][ab][bc]AW[ca][bb][db][cc];B[cb];W[];B[])"
	for _, tc := range []struct {
		name, ru, status, after string
	}{
		{"Chinese", "Chinese", "rules: Chinese (suicide illegal, positional superko)", "White at B2 would repeat an earlier position"},
		{"Japanese", "Japanese", "rules: Japanese (suicide illegal, simple ko)", "Black to play"},
		{"Tromp-Taylor", "tromp-taylor", "rules: tromp-taylor (suicide legal, positional superko)", "would repeat"},
		{"unknown", "house", "rules: RU[house] not known (suicide illegal, simple ko)", "Black to play"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			u := newUI(t)
			u.setSuicideLegal(true) // on the sample: must not carry over
			path := filepath.Join(t.TempDir(), "ko.sgf")
			if err := os.WriteFile(path, []byte(strings.Replace(game, "%s", tc.ru, 1)), 0o644); err != nil {
				t.Fatal(err)
			}
			if err := u.OpenFile(path); err != nil {
				t.Fatal(err)
			}
			if !strings.Contains(u.Status(), tc.status) {
				t.Fatalf("status %q, want %q", u.Status(), tc.status)
			}
			u.last()
			test.TapAt(u.goban, u.goban.Center(u.doc.Board().Point(1, 1)))
			if !strings.Contains(u.Status(), tc.after) {
				t.Fatalf("retake: status %q, want %q", u.Status(), tc.after)
			}
		})
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

// clickRig is the app's window on an empty 19x19 board, its goban also
// in a 600x600 window of its own, and the goban's raster.
type clickRig struct {
	u    *UI
	w    fyne.Window
	rast *canvas.Raster
}

func newClickRig(tb testing.TB) clickRig {
	tb.Helper()
	a := test.NewTempApp(tb)
	u, err := New(a)
	if err != nil {
		tb.Fatal(err)
	}
	tb.Cleanup(u.win.Close)
	d, err := document.New(19, 19)
	if err != nil {
		tb.Fatal(err)
	}
	u.setDocument(d)
	w := test.NewTempWindow(tb, u.goban)
	w.SetPadded(false)
	w.Resize(fyne.NewSize(600, 600))
	rast, ok := test.WidgetRenderer(u.goban).Objects()[0].(*canvas.Raster)
	if !ok {
		tb.Fatal("the goban draws no raster")
	}
	return clickRig{u: u, w: w, rast: rast}
}

// tap taps point i of a fixed sequence (an empty one) and paints the
// goban's frame, as the GL driver would.
func (r clickRig) tap(i int) (goboard.Point, image.Image) {
	b := r.u.doc.Board()
	p := b.Point((i*7)%19, (i*5+3)%19)
	for k := 0; b.At(p) != goboard.Empty && k < 361; k++ {
		p = b.Point((int(p)+k)%19, (i+k)%19)
	}
	test.TapAt(r.u.goban, r.u.goban.Center(p))
	size := r.rast.Size()
	scale := r.w.Canvas().Scale()
	return p, r.rast.Generator(int(size.Width*scale), int(size.Height*scale))
}

// TestClickToFrame: a tap on the board plays, refreshes the analysis and
// paints the goban's new frame (its timing: BenchmarkClickToFrame).
func TestClickToFrame(t *testing.T) {
	r := newClickRig(t)
	for i := 0; i < 20; i++ {
		p, board := r.tap(i)
		if board.Bounds().Dx() < 500 || r.u.doc.Board().At(p) == goboard.Empty {
			t.Fatalf("tap %d at %s did not play or paint", i, r.u.doc.Board().Name(p))
		}
	}
	if img := r.w.Canvas().Capture(); img.Bounds().Dx() == 0 {
		t.Fatal("the window did not render")
	}
}

// BenchmarkClickToFrame measures a tap on a 19x19 board through the whole
// app (play, analysis, panel, tree, status and overlay refresh) up to the
// goban's 600x600 frame painted into its raster: all a GL driver then does
// for the board is upload one texture and draw one quad. The move is taken
// back between iterations, outside the timing.
func BenchmarkClickToFrame(b *testing.B) {
	r := newClickRig(b)
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		r.tap(i)
		i++
		b.StopTimer()
		r.u.undo()
		b.StartTimer()
	}
}

func contains(s, sub string) bool { return strings.Contains(s, sub) }
