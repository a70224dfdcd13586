package app

import (
	"fmt"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"
)

// pressKey delivers a key as the desktop driver does: to the focused
// object if there is one, else to the window canvas.
func pressKey(u *UI, k fyne.KeyName) {
	ev := &fyne.KeyEvent{Name: k}
	if f := u.win.Canvas().Focused(); f != nil {
		f.TypedKey(ev)
		return
	}
	u.win.Canvas().OnTypedKey()(ev)
}

// shortcut delivers a shortcut as the desktop driver does when no entry
// has the focus.
func shortcut(u *UI, s fyne.Shortcut) { u.win.Canvas().(fyne.Shortcutable).TypedShortcut(s) }

// walkObjects calls visit with o and every object drawn inside it.
func walkObjects(o fyne.CanvasObject, visit func(fyne.CanvasObject)) {
	if o == nil {
		return
	}
	visit(o)
	switch c := o.(type) {
	case *fyne.Container:
		for _, k := range c.Objects {
			walkObjects(k, visit)
		}
	case fyne.Widget:
		for _, k := range test.WidgetRenderer(c).Objects() {
			walkObjects(k, visit)
		}
	}
}

// tappables returns the tappable objects inside o whose type is typeName.
func tappables(o fyne.CanvasObject, typeName string) []fyne.Tappable {
	var out []fyne.Tappable
	walkObjects(o, func(o fyne.CanvasObject) {
		if t, ok := o.(fyne.Tappable); ok && fmt.Sprintf("%T", o) == typeName {
			out = append(out, t)
		}
	})
	return out
}

// TestUndoRedoShortcuts: Ctrl+Z and Ctrl+Y reach Lifeline as Fyne's own
// undo and redo shortcuts; Ctrl+Shift+Z is a custom one.
func TestUndoRedoShortcuts(t *testing.T) {
	u := newUI(t)
	p := u.doc.Board().Point(9, 9)
	test.TapAt(u.goban, u.goban.Center(p))
	for _, step := range []struct {
		name  string
		sc    fyne.Shortcut
		stone bool
	}{
		{"Ctrl+Z", &fyne.ShortcutUndo{}, false},
		{"Ctrl+Y", &fyne.ShortcutRedo{}, true},
		{"Ctrl+Z again", &fyne.ShortcutUndo{}, false},
		{"Ctrl+Shift+Z", &desktop.CustomShortcut{KeyName: fyne.KeyZ, Modifier: fyne.KeyModifierShortcutDefault | fyne.KeyModifierShift}, true},
	} {
		if !t.Run(step.name, func(t *testing.T) {
			shortcut(u, step.sc)
			if got := u.doc.Board().At(p) != 0; got != step.stone {
				t.Fatalf("after %s: stone at K10 %v, want %v", step.name, got, step.stone)
			}
		}) {
			return // the steps run in order on one window
		}
	}
}

// TestKeysAfterClicks: after a click on a list row, a radio button or a
// switch (which take the focus in Fyne), the navigation keys still move
// through the game; in a text entry they stay the entry's.
func TestKeysAfterClicks(t *testing.T) {
	for _, tc := range []struct {
		name     string
		where    func(u *UI) fyne.CanvasObject
		typeName string
	}{
		{"mode button", func(u *UI) fyne.CanvasObject { return u.mode.box }, "*widget.Button"},
		{"setup tool", func(u *UI) fyne.CanvasObject { return u.tool.box }, "*widget.Button"},
		{"chain row", func(u *UI) fyne.CanvasObject { return u.panel }, "*widget.listItem"},
		{"chain row clicked twice", func(u *UI) fyne.CanvasObject { return u.panel }, "*widget.listItem"},
		{"suicide switch", func(u *UI) fyne.CanvasObject { return u.panel }, "*widget.Check"},
		{"game tree row", func(u *UI) fyne.CanvasObject { return u.tree }, "*widget.listItem"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			u := newUI(t)
			items := tappables(tc.where(u), tc.typeName)
			if len(items) == 0 {
				t.Skipf("no %s in the window: not tested", tc.typeName)
			}
			// as the driver does, run what is deferred after each event
			var pending []func()
			u.later = func(f func()) { pending = append(pending, f) }
			taps := 1
			if strings.HasSuffix(tc.name, "twice") {
				taps = 2
			}
			for range taps {
				test.Tap(items[0])
				for len(pending) > 0 {
					f := pending[0]
					pending = pending[1:]
					f()
				}
			}
			before := u.doc.MoveNumber()
			pressKey(u, fyne.KeyRight)
			if u.doc.MoveNumber() != before+1 {
				t.Fatalf("Right after a click on the %s (focus %T): move %d, want %d",
					tc.name, u.win.Canvas().Focused(), u.doc.MoveNumber(), before+1)
			}
		})
	}
	t.Run("comment entry keeps its keys", func(t *testing.T) {
		u := newUI(t)
		u.win.Canvas().Focus(u.comment)
		pressKey(u, fyne.KeyRight)
		if u.doc.MoveNumber() != 0 || u.win.Canvas().Focused() != u.comment {
			t.Fatalf("Right in the comment entry moved to move %d", u.doc.MoveNumber())
		}
	})
}

// TestWheelSteps: the mouse wheel over the board steps through the moves;
// small touchpad steps add up.
func TestWheelSteps(t *testing.T) {
	u := newUI(t)
	wheel := func(dy float32) { u.goban.Scrolled(&fyne.ScrollEvent{Scrolled: fyne.NewDelta(0, dy)}) }
	for _, step := range []struct {
		name string
		dy   float32
		want int
	}{
		{"one notch towards the user", -10, 1},
		{"a Linux notch (25) is one move", -25, 2},
		{"an accelerated turn is one move", -1250, 3},
		{"a touchpad step", -4, 3},
		{"adds up", -6, 4},
		{"one notch away", 10, 3},
	} {
		if !t.Run(step.name, func(t *testing.T) {
			wheel(step.dy)
			if got := u.doc.MoveNumber(); got != step.want {
				t.Fatalf("%s: move %d, want %d", step.name, got, step.want)
			}
		}) {
			return // the steps run in order on one window
		}
	}
}

// TestMoveDialogs: Go to move and New board focus their entry, Enter
// submits, Escape cancels, a move past the end says so.
func TestMoveDialogs(t *testing.T) {
	for _, tc := range []struct {
		name   string
		text   string
		key    fyne.KeyName
		move   int
		status string
	}{
		{"Enter goes", "4", fyne.KeyReturn, 4, ""},
		{"Escape cancels", "4", fyne.KeyEscape, 0, ""},
		{"past the end", "40", fyne.KeyReturn, 0, "no move 40: this line ends at move 10"},
		{"not a number", "x", fyne.KeyReturn, 0, "not a move number"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			u := newUI(t)
			u.goToDialog()
			e, ok := u.win.Canvas().Focused().(*keyEntry)
			if !ok {
				t.Fatalf("entry not focused: %T", u.win.Canvas().Focused())
			}
			e.SetText(tc.text)
			e.TypedKey(&fyne.KeyEvent{Name: tc.key})
			if topDialog(u) != nil {
				t.Fatal("the dialog is still up")
			}
			if u.doc.MoveNumber() != tc.move || !contains(u.Status(), tc.status) {
				t.Fatalf("move %d, status %q", u.doc.MoveNumber(), u.Status())
			}
		})
	}
	t.Run("new board", func(t *testing.T) {
		u := newUI(t)
		u.newCustomDialog()
		e, ok := u.win.Canvas().Focused().(*keyEntry)
		if !ok {
			t.Fatalf("entry not focused: %T", u.win.Canvas().Focused())
		}
		e.SetText("7")
		e.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
		if b := u.doc.Board(); b.Width() != 7 || b.Height() != 19 {
			t.Fatalf("new board %dx%d, want 7x19", b.Width(), b.Height())
		}
	})
}
