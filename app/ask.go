package app

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"
)

// dialogKeys is what Enter and Escape do while a dialog is shown.
type dialogKeys struct {
	enter, escape func()
}

// showKeyed shows d and makes Enter run enter and Escape run escape while
// it is the topmost dialog shown this way (nil: the key does nothing).
// Keys reach it when no entry has the focus; entries made by keyEntry
// forward them.
func (u *UI) showKeyed(d dialog.Dialog, enter, escape func()) {
	k := &dialogKeys{enter: enter, escape: escape}
	u.keys = append(u.keys, k)
	d.SetOnClosed(func() {
		for i := len(u.keys) - 1; i >= 0; i-- {
			if u.keys[i] == k {
				u.keys = append(u.keys[:i], u.keys[i+1:]...)
				break
			}
		}
	})
	d.Show()
}

// dialogKey runs the topmost keyed dialog's action for Enter or Escape and
// reports whether a keyed dialog is shown (it then takes every key, so that
// the board does not move behind it).
func (u *UI) dialogKey(name fyne.KeyName) bool {
	if len(u.keys) == 0 {
		return false
	}
	k := u.keys[len(u.keys)-1]
	var f func()
	switch name {
	case fyne.KeyReturn, fyne.KeyEnter:
		f = k.enter
	case fyne.KeyEscape:
		f = k.escape
	}
	if f != nil {
		f()
	}
	return true
}

// keyEntry is a one-line entry for dialogs: Enter runs OnSubmitted (as in
// any entry) and Escape goes to the dialog shown around it.
type keyEntry struct {
	widget.Entry
	onEscape func()
}

func newKeyEntry() *keyEntry {
	e := &keyEntry{}
	e.ExtendBaseWidget(e)
	return e
}

// TypedKey handles Escape and passes every other key to the entry.
func (e *keyEntry) TypedKey(ev *fyne.KeyEvent) {
	if ev.Name == fyne.KeyEscape && e.onEscape != nil {
		e.onEscape()
		return
	}
	e.Entry.TypedKey(ev)
}

// ask shows a question with buttons, the first one the default: Enter
// presses it, Escape presses the last one (cancel). choose gets the index
// of the button pressed.
func (u *UI) ask(title, message string, buttons []string, choose func(int)) {
	d := dialog.NewCustomWithoutButtons(title, widget.NewLabel(message), u.win)
	var objs []fyne.CanvasObject
	answer := func(i int) func() {
		return func() {
			d.Hide()
			choose(i)
		}
	}
	for i, b := range buttons {
		btn := widget.NewButton(b, answer(i))
		if i == 0 {
			btn.Importance = widget.HighImportance
		}
		objs = append(objs, btn)
	}
	d.SetButtons(objs)
	u.showKeyed(d, answer(0), answer(len(buttons)-1))
}

// formDialog shows a form whose first entry has the focus: Enter in any
// entry submits (when the form is valid), Escape cancels.
func (u *UI) formDialog(title, confirm string, items []*widget.FormItem, entries []*keyEntry, done func(ok bool)) *dialog.FormDialog {
	d := dialog.NewForm(title, confirm, "Cancel", items, done, u.win)
	for _, e := range entries {
		e.OnSubmitted = func(string) { d.Submit() }
		e.onEscape = d.Hide
	}
	u.showKeyed(d, d.Submit, d.Hide)
	if len(entries) > 0 {
		u.win.Canvas().Focus(entries[0])
	}
	return d
}

// showError shows err in a dialog that Enter and Escape close.
func (u *UI) showError(err error) {
	d := dialog.NewError(err, u.win)
	u.showKeyed(d, d.Hide, d.Hide)
}
