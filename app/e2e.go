package app

import (
	"fmt"
	"os"
	"time"

	"fyne.io/fyne/v2"

	"lifeline/goboard"
)

// e2eHooks report to the end-to-end test (e2e/, which runs the real binary
// under Xvfb with LIFELINE_E2E set) what it cannot see on the screen, on
// standard output: timings, where to click, and the state after every
// refresh. They are off in normal use; New never sets them.
type e2eHooks struct {
	u *UI
}

// enableE2E turns the end-to-end hooks on when LIFELINE_E2E is set.
func (u *UI) enableE2E() {
	if os.Getenv("LIFELINE_E2E") == "" {
		return
	}
	u.e2e = &e2eHooks{u: u}
	u.timings = true
	go u.reportProbes()
}

// refreshed prints the state the keyboard tests check.
func (h *e2eHooks) refreshed() {
	d := h.u.doc
	focus := "none"
	if f := h.u.win.Canvas().Focused(); f != nil {
		focus = fmt.Sprintf("%T", f)
	}
	fmt.Printf("state move %d dirty %v dialogs %d focus %s\n", d.MoveNumber(), d.Dirty(), len(h.u.keys), focus)
}

// openError says that the file given on the command line could not be
// opened and the error is shown.
func (h *e2eHooks) openError(err error) {
	fmt.Printf("lifeline: open error shown: %s\n", firstLine(err.Error()))
}

// solveStarted says that a search started.
func (h *e2eHooks) solveStarted() { fmt.Println("lifeline: solve started") }

// solveEnded says that a search ended, with its outcome as the Solve tab
// shows it ("17 868 nodes in 10 ms", "… (cancelled)").
func (h *e2eHooks) solveEnded(outcome string) { fmt.Printf("lifeline: solve ended: %s\n", outcome) }

// recoveryOffered says that the question about a recovery copy is shown.
func (h *e2eHooks) recoveryOffered() { fmt.Println("lifeline: recovery offered") }

// reportProbes prints, for the end-to-end test, where some intersections of
// the sample problem are on the screen (in pixels from the window's top-left
// corner of its content) and what should be seen there. It runs when
// LIFELINE_E2E is set.
func (u *UI) reportProbes() {
	time.Sleep(1500 * time.Millisecond)
	fyne.Do(func() {
		b := u.doc.Board()
		scale := u.win.Canvas().Scale()
		origin := fyne.CurrentApp().Driver().AbsolutePositionForObject(u.goban)
		cell := u.goban.Center(b.Point(1, 0)).X - u.goban.Center(b.Point(0, 0)).X
		probe := func(name string, p goboard.Point, dx, dy float32) {
			c := u.goban.Center(p)
			x := (origin.X + c.X + dx*cell) * scale
			y := (origin.Y + c.Y + dy*cell) * scale
			fmt.Printf("probe %s %d %d\n", name, int(x+0.5), int(y+0.5))
		}
		pt := func(s string) goboard.Point {
			p, _ := b.FromSGF(s)
			return p
		}
		probe("wood", pt("jd"), 0.3, 0.3)         // between lines, no stone
		probe("black", pt("ba"), -0.25, 0.25)     // black stone off its centre
		probe("white", pt("rs"), -0.25, -0.25)    // white stone off its centre
		probe("alive-on-black", pt("ba"), 0, 0)   // the white square of a pass-alive black stone
		probe("alive-on-white", pt("rs"), 0, 0)   // the black square of a pass-alive white stone
		probe("safe-black", pt("aa"), 0.25, 0.25) // Black's eye: dark tint
		fmt.Printf("probe-cell %d\n", int(cell*scale+0.5))
		center := func(name string, o fyne.CanvasObject) {
			pos := fyne.CurrentApp().Driver().AbsolutePositionForObject(o)
			size := o.Size()
			fmt.Printf("probe %s %d %d\n", name, int((pos.X+size.Width/2)*scale+0.5), int((pos.Y+size.Height/2)*scale+0.5))
		}
		center("mode-play", u.mode.buttons[ModePlay])
		center("mode-select", u.mode.buttons[ModeSelect])
		center("comment", u.comment)
		fmt.Println("lifeline: probes ready")
	})
}
