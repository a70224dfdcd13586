package app

import (
	"fmt"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"lifeline/assets"
	"lifeline/document"
	"lifeline/widgets"
)

// toolbar builds the row of navigation and edit buttons, the move counter
// and slider, the mode switch, and below them the setup tools (shown in
// setup mode).
func (u *UI) toolbar() fyne.CanvasObject {
	btn := func(icon fyne.Resource, f func()) *widget.Button {
		b := widget.NewButtonWithIcon("", icon, f)
		b.Importance = widget.LowImportance
		return b
	}
	u.mode = widget.NewRadioGroup(modeNames(), u.modeChanged)
	u.mode.Horizontal = true
	u.mode.Required = true
	u.mode.SetSelected("Play")
	u.slider = widget.NewSlider(0, 1)
	u.slider.Step = 1
	u.slider.OnChanged = func(v float64) {
		if !u.quiet {
			u.run(func() error { u.doc.GoTo(int(v)); return nil })
		}
	}
	left := container.NewHBox(
		btn(theme.MediaSkipPreviousIcon(), u.first),
		btn(theme.NavigateBackIcon(), u.back),
		btn(theme.NavigateNextIcon(), u.forward),
		btn(theme.MediaSkipNextIcon(), u.last),
		u.counter,
	)
	right := container.NewHBox(
		widget.NewSeparator(),
		widget.NewButton("Pass", u.pass),
		widget.NewButtonWithIcon("Undo", theme.ContentUndoIcon(), u.undo),
		widget.NewButtonWithIcon("Redo", theme.ContentRedoIcon(), u.redo),
		widget.NewSeparator(),
		widget.NewLabel("Mode:"),
		u.mode,
	)
	u.setup = u.setupBar()
	u.setup.Hide()
	return container.NewVBox(container.NewBorder(nil, nil, left, right, u.slider), u.setup)
}

func (u *UI) first()   { u.run(func() error { u.doc.First(); return nil }) }
func (u *UI) last()    { u.run(func() error { u.doc.Last(); return nil }) }
func (u *UI) back()    { u.run(u.doc.Back) }
func (u *UI) forward() { u.run(u.doc.Forward) }
func (u *UI) pass()    { u.run(u.doc.Pass) }
func (u *UI) undo()    { u.run(u.doc.Undo) }
func (u *UI) redo()    { u.run(u.doc.Redo) }

// Shortcuts with modifiers.
var (
	scNew    = &desktop.CustomShortcut{KeyName: fyne.KeyN, Modifier: fyne.KeyModifierShortcutDefault}
	scOpen   = &desktop.CustomShortcut{KeyName: fyne.KeyO, Modifier: fyne.KeyModifierShortcutDefault}
	scSave   = &desktop.CustomShortcut{KeyName: fyne.KeyS, Modifier: fyne.KeyModifierShortcutDefault}
	scSaveAs = &desktop.CustomShortcut{KeyName: fyne.KeyS, Modifier: fyne.KeyModifierShortcutDefault | fyne.KeyModifierShift}
	scQuit   = &desktop.CustomShortcut{KeyName: fyne.KeyQ, Modifier: fyne.KeyModifierShortcutDefault}
	scUndo   = &desktop.CustomShortcut{KeyName: fyne.KeyZ, Modifier: fyne.KeyModifierShortcutDefault}
	scRedo   = &desktop.CustomShortcut{KeyName: fyne.KeyZ, Modifier: fyne.KeyModifierShortcutDefault | fyne.KeyModifierShift}
	scRedoY  = &desktop.CustomShortcut{KeyName: fyne.KeyY, Modifier: fyne.KeyModifierShortcutDefault}
	scSelect = &desktop.CustomShortcut{KeyName: fyne.KeyM, Modifier: fyne.KeyModifierShortcutDefault}
)

// keyHelp lists the keyboard shortcuts for Help → Keyboard shortcuts.
var keyHelp = [][2]string{
	{"Left / Right", "back / forward one move"},
	{"Home / End", "start / end of the line"},
	{"Up / Down", "previous / next variation"},
	{"P", "pass"},
	{"E", "explain mode on / off"},
	{"Escape", "clear the selection"},
	{"Ctrl+Z", "take back (undo)"},
	{"Ctrl+Shift+Z, Ctrl+Y", "redo"},
	{"Ctrl+M", "toggle Play / Select mode"},
	{"Edit → Setup mode", "add black, add white, erase, marks (△ □ ◯ ✕, labels), player to move"},
	{"Ctrl+N / Ctrl+O", "new game / open"},
	{"Ctrl+S / Ctrl+Shift+S", "save / save as"},
	{"Ctrl+Q", "quit"},
	{"Right click, Ctrl+click", "select the chain or region under the mouse"},
}

// shortcuts registers the modifier shortcuts and the plain keys.
func (u *UI) shortcuts() {
	c := u.win.Canvas()
	add := func(s fyne.Shortcut, f func()) { c.AddShortcut(s, func(fyne.Shortcut) { f() }) }
	add(scNew, func() { u.newGame(19) })
	add(scOpen, u.openDialog)
	add(scSave, u.save)
	add(scSaveAs, u.saveAs)
	add(scQuit, u.quit)
	add(scUndo, u.undo)
	add(scRedo, u.redo)
	add(scRedoY, u.redo)
	add(scSelect, u.toggleMode)
	c.SetOnTypedKey(u.typedKey)
}

// TypedKey handles a plain key pressed in the window (outside any focused
// entry).
func (u *UI) typedKey(e *fyne.KeyEvent) {
	switch e.Name {
	case fyne.KeyLeft:
		u.back()
	case fyne.KeyRight:
		u.forward()
	case fyne.KeyHome:
		u.first()
	case fyne.KeyEnd:
		u.last()
	case fyne.KeyUp:
		u.run(func() error { return u.doc.SwitchVariation(-1) })
	case fyne.KeyDown:
		u.run(func() error { return u.doc.SwitchVariation(1) })
	case fyne.KeyP:
		u.pass()
	case fyne.KeyE:
		u.panel.ShowExplain(u.panel.Step() < 0)
	case fyne.KeyEscape:
		u.panel.Select(widgets.NoSelection)
	}
}

func (u *UI) toggleMode() {
	if u.Mode() == ModePlay {
		u.SetMode(ModeSelect)
	} else {
		u.SetMode(ModePlay)
	}
}

// menu builds the main menu.
func (u *UI) menu() *fyne.MainMenu {
	item := func(label string, sc fyne.Shortcut, f func()) *fyne.MenuItem {
		it := fyne.NewMenuItem(label, f)
		it.Shortcut = sc
		return it
	}
	newMenu := fyne.NewMenuItem("New game", nil)
	newMenu.ChildMenu = fyne.NewMenu("",
		fyne.NewMenuItem("9 × 9", func() { u.newGame(9) }),
		fyne.NewMenuItem("13 × 13", func() { u.newGame(13) }),
		item("19 × 19", scNew, func() { u.newGame(19) }),
		fyne.NewMenuItem("Custom size…", u.newCustomDialog),
	)
	u.recent = fyne.NewMenuItem("Open recent", nil)
	u.recent.ChildMenu = fyne.NewMenu("")
	u.updateRecentMenu()
	file := fyne.NewMenu("File",
		newMenu,
		item("Open…", scOpen, u.openDialog),
		u.recent,
		item("Save", scSave, u.save),
		item("Save as…", scSaveAs, u.saveAs),
		fyne.NewMenuItemSeparator(),
		fyne.NewMenuItem("Game info…", u.gameInfoDialog),
		fyne.NewMenuItemSeparator(),
		item("Quit", scQuit, u.quit),
	)
	file.Items[len(file.Items)-1].IsQuit = true
	edit := fyne.NewMenu("Edit",
		item("Undo", scUndo, u.undo),
		item("Redo", scRedo, u.redo),
		fyne.NewMenuItemSeparator(),
		fyne.NewMenuItem("Copy SGF", u.copySGF),
		fyne.NewMenuItem("Paste SGF", u.pasteSGF),
		fyne.NewMenuItemSeparator(),
		fyne.NewMenuItem("Pass	P", u.pass),
		fyne.NewMenuItem("Clear board (setup)", u.clearBoard),
		fyne.NewMenuItemSeparator(),
		item("Toggle Play / Select mode", scSelect, u.toggleMode),
		fyne.NewMenuItem("Setup mode", func() { u.SetMode(ModeSetup) }),
	)
	nav := fyne.NewMenu("Navigate",
		fyne.NewMenuItem("First move	Home", u.first),
		fyne.NewMenuItem("Back	Left", u.back),
		fyne.NewMenuItem("Forward	Right", u.forward),
		fyne.NewMenuItem("Last move	End", u.last),
		fyne.NewMenuItem("Previous variation	Up", func() { u.typedKey(&fyne.KeyEvent{Name: fyne.KeyUp}) }),
		fyne.NewMenuItem("Next variation	Down", func() { u.typedKey(&fyne.KeyEvent{Name: fyne.KeyDown}) }),
		fyne.NewMenuItem("Go to move…", u.goToDialog),
	)
	toggle := func(label, key string, field *bool) *fyne.MenuItem {
		it := fyne.NewMenuItem(label, nil)
		it.Checked = *field
		it.Action = func() {
			*field = !*field
			it.Checked = *field
			u.app.Preferences().SetBool(key, *field)
			u.refresh()
			u.win.MainMenu().Refresh()
		}
		return it
	}
	explain := fyne.NewMenuItem("Explain mode	E", func() { u.panel.ShowExplain(u.panel.Step() < 0) })
	view := fyne.NewMenu("View",
		toggle("Coordinates", prefCoords, &u.goban.ShowCoordinates),
		toggle("Move numbers", prefNumbers, &u.goban.ShowMoveNumbers),
		toggle("Pass-alive marks", prefAlive, &u.goban.ShowAlive),
		toggle("Safe points", prefSafe, &u.goban.ShowSafe),
		toggle("Proven territory (beyond Benson)", prefProven, &u.goban.ShowProven),
		toggle("Safe under alternating play", prefSafeStones, &u.goban.ShowSafeStones),
		toggle("Dead stones", prefDead, &u.goban.ShowDead),
		fyne.NewMenuItemSeparator(),
		explain,
	)
	examples := fyne.NewMenuItem("Examples", nil)
	var exItems []*fyne.MenuItem
	if ex, err := assets.Examples(); err == nil {
		for _, e := range ex {
			e := e
			exItems = append(exItems, fyne.NewMenuItem(e.Title, func() { u.openExample(e) }))
		}
	}
	examples.ChildMenu = fyne.NewMenu("", exItems...)
	help := fyne.NewMenu("Help",
		fyne.NewMenuItem("Keyboard shortcuts", u.showKeys),
		examples,
		fyne.NewMenuItem("Sample problem", func() {
			u.confirmDiscard("Open the sample", func() {
				if d, err := document.Parse(assets.Sample(), 0, ""); err == nil {
					u.setDocument(d)
				}
			})
		}),
		fyne.NewMenuItem("About Lifeline", u.about),
	)
	return fyne.NewMainMenu(file, edit, nav, view, help)
}

func (u *UI) showKeys() {
	var rows []fyne.CanvasObject
	for _, k := range keyHelp {
		rows = append(rows, widget.NewLabelWithStyle(k[0], fyne.TextAlignTrailing, fyne.TextStyle{Bold: true}), widget.NewLabel(k[1]))
	}
	dialog.ShowCustom("Keyboard shortcuts", "Close", container.NewGridWithColumns(2, rows...), u.win)
}

func (u *UI) about() {
	dialog.ShowInformation("About Lifeline",
		"Lifeline shows which chains are unconditionally alive (pass-alive, by Benson's algorithm) and why.\n\n"+
			"Unmarked stones are not proven alive; that does not make them dead.", u.win)
}

func (u *UI) openExample(e assets.Example) {
	u.confirmDiscard("Open the example", func() {
		d, err := document.Parse(e.SGF, 0, "")
		if err != nil {
			dialog.ShowError(err, u.win)
			return
		}
		u.setDocument(d)
		u.say(e.Title)
	})
}

// confirmDiscard runs f, first asking whether to discard unsaved changes.
func (u *UI) confirmDiscard(what string, f func()) {
	if !u.doc.Dirty() {
		f()
		return
	}
	dialog.ShowConfirm(what, "Discard the unsaved changes to "+strings.TrimSuffix(u.doc.Title(), " *")+"?",
		func(ok bool) {
			if ok {
				f()
			}
		}, u.win)
}

func (u *UI) goToDialog() {
	e := widget.NewEntry()
	e.SetPlaceHolder(fmt.Sprintf("0 to %d", u.doc.LineLength()))
	dialog.ShowForm("Go to move", "Go", "Cancel", []*widget.FormItem{widget.NewFormItem("Move", e)}, func(ok bool) {
		if !ok {
			return
		}
		n, err := strconv.Atoi(strings.TrimSpace(e.Text))
		if err != nil {
			u.say("not a move number: " + e.Text)
			return
		}
		u.run(func() error { u.doc.GoTo(n); return nil })
	}, u.win)
}
