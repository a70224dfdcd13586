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
	"lifeline/goboard"
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
	u.mode = newChoice(modeNames(), func(i int) { u.SetMode(Mode(i)) })
	u.mode.show(int(ModePlay))
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
		widget.NewButtonWithIcon("Solve", theme.SearchIcon(), u.solveCommand),
		widget.NewSeparator(),
		widget.NewLabel("Mode:"),
		u.mode.box,
	)
	u.setupBar = u.newSetupBar()
	u.setupBar.Hide()
	return container.NewVBox(container.NewBorder(nil, nil, left, right, u.slider), u.setupBar)
}

func (u *UI) first()   { u.run(func() error { u.doc.First(); return nil }) }
func (u *UI) last()    { u.run(func() error { u.doc.Last(); return nil }) }
func (u *UI) back()    { u.run(u.doc.Back) }
func (u *UI) forward() { u.run(u.doc.Forward) }
func (u *UI) pass()    { u.run(u.doc.Pass) }
func (u *UI) undo()    { u.run(u.doc.Undo) }
func (u *UI) redo()    { u.run(u.doc.Redo) }

func (u *UI) previousVariation() { u.run(func() error { return u.doc.SwitchVariation(-1) }) }
func (u *UI) nextVariation()     { u.run(func() error { return u.doc.SwitchVariation(1) }) }
func (u *UI) toggleExplain()     { u.panel.ShowExplain(u.panel.Step() < 0) }

// wheelNotch is the least wheel movement that steps one move. One notch
// of a mouse wheel comes as one event of 10 to 25 (by platform) or more
// (Fyne accelerates fast turns): each such event steps one move. Touchpads
// send smaller movements, which add up.
const wheelNotch = 10

// scrolled steps through the moves with the mouse wheel over the board:
// away from the user goes back, towards the user forward.
func (u *UI) scrolled(dy float32) {
	if (dy > 0) != (u.wheel > 0) {
		u.wheel = 0 // a change of direction starts afresh
	}
	u.wheel += dy
	switch {
	case u.wheel >= wheelNotch:
		u.wheel = 0
		u.back()
	case u.wheel <= -wheelNotch:
		u.wheel = 0
		u.forward()
	}
}

// releaseFocus gives the keyboard back to the board, which holds it so
// that the navigation keys always reach it: list rows, switches and radio
// buttons take the focus when clicked in Fyne (even a row clicked again,
// which says nothing) and would then swallow the keys. When the board
// loses the focus, this runs after the event that took it. A text entry
// keeps the focus, and so does a dialog.
func (u *UI) releaseFocus() {
	c := u.win.Canvas()
	if c.Overlays().Top() != nil {
		return
	}
	switch c.Focused().(type) {
	case *widget.Entry, *keyEntry:
		return
	}
	if c.Focused() != u.goban {
		c.Focus(u.goban)
	}
}

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
	scGoTo   = &desktop.CustomShortcut{KeyName: fyne.KeyG, Modifier: fyne.KeyModifierShortcutDefault}
	scSolve  = &desktop.CustomShortcut{KeyName: fyne.KeyL, Modifier: fyne.KeyModifierShortcutDefault}
)

// keyHelp lists the keyboard shortcuts for Help → Keyboard shortcuts.
var keyHelp = [][2]string{
	{"Left / Right, mouse wheel", "back / forward one move"},
	{"Home / End", "start / end of the line"},
	{"Up / Down", "previous / next variation"},
	{"P", "pass"},
	{"E", "explain mode on / off"},
	{"Escape", "clear the selection"},
	{"Ctrl+G", "go to move"},
	{"Enter / Escape", "in a dialog: confirm / cancel"},
	{"Ctrl+Z", "take back (undo)"},
	{"Ctrl+Shift+Z, Ctrl+Y", "redo"},
	{"Ctrl+M", "toggle Play / Select mode"},
	{"Ctrl+L", "solve the life-and-death problem on the board"},
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
	// Fyne turns Ctrl+Z and Ctrl+Y into its own undo and redo shortcuts
	// (which a focused entry takes for its text); Ctrl+Shift+Z stays ours.
	add(&fyne.ShortcutUndo{}, u.undo)
	add(&fyne.ShortcutRedo{}, u.redo)
	add(scUndo, u.undo)
	add(scRedo, u.redo)
	add(scRedoY, u.redo)
	add(scSelect, u.toggleMode)
	add(scGoTo, u.goToDialog)
	add(scSolve, u.solveCommand)
	c.SetOnTypedKey(u.typedKey)
}

// TypedKey handles a plain key pressed in the window (outside any focused
// entry).
func (u *UI) typedKey(e *fyne.KeyEvent) {
	if u.dialogKey(e.Name) {
		return
	}
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
		u.previousVariation()
	case fyne.KeyDown:
		u.nextVariation()
	case fyne.KeyP:
		u.pass()
	case fyne.KeyE:
		u.toggleExplain()
	case fyne.KeyEscape:
		if u.solver.stop != nil {
			u.cancelSolve() // as the Cancel button, and GoGui's Escape, do
			return
		}
		u.panel.Select(widgets.NoSelection)
	default:
		u.otherKey(e.Name)
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
		fyne.NewMenuItem("Export image…", u.exportDialog),
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
		fyne.NewMenuItem("Copy diagram", u.copyDiagram),
		fyne.NewMenuItem("Paste SGF", u.pasteSGF),
		fyne.NewMenuItemSeparator(),
		fyne.NewMenuItem("Pass	P", u.pass),
		fyne.NewMenuItem("Clear board (setup)", u.clearBoard),
		fyne.NewMenuItemSeparator(),
		u.rulesMenu(),
		fyne.NewMenuItemSeparator(),
		item("Toggle Play / Select mode", scSelect, u.toggleMode),
		fyne.NewMenuItem("Setup mode", func() { u.SetMode(ModeSetup) }),
		fyne.NewMenuItemSeparator(),
		item("Solve", scSolve, u.solveCommand),
		fyne.NewMenuItem("Add the solution to the game tree", u.addSolutionToTree),
		fyne.NewMenuItem("Check the answer", u.checkAnswer),
		fyne.NewMenuItem("Solve area…", u.areaDialog),
	)
	nav := fyne.NewMenu("Navigate",
		fyne.NewMenuItem("First move	Home", u.first),
		fyne.NewMenuItem("Back	Left", u.back),
		fyne.NewMenuItem("Forward	Right", u.forward),
		fyne.NewMenuItem("Last move	End", u.last),
		fyne.NewMenuItem("Previous variation	Up", u.previousVariation),
		fyne.NewMenuItem("Next variation	Down", u.nextVariation),
		item("Go to move…", scGoTo, u.goToDialog),
		fyne.NewMenuItemSeparator(),
		fyne.NewMenuItem("Previous game in the file	Page Up", func() { u.stepGame(-1) }),
		fyne.NewMenuItem("Next game in the file	Page Down", func() { u.stepGame(1) }),
		fyne.NewMenuItem("Games in the file…", u.gamesDialog),
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
	explain := fyne.NewMenuItem("Explain mode	E", u.toggleExplain)
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

// rulesMenu builds Edit → Rules: the rule sets Lifeline tells apart, the
// document's checked.
func (u *UI) rulesMenu() *fyne.MenuItem {
	sets := []goboard.Rules{{}, {Superko: true}, {AllowSuicide: true}, {AllowSuicide: true, Superko: true}}
	var items []*fyne.MenuItem
	for _, r := range sets {
		it := fyne.NewMenuItem(document.RulesName(r)+" ("+document.DescribeRules(r)+")", func() { u.setRules(r) })
		items = append(items, it)
	}
	m := fyne.NewMenuItem("Rules", nil)
	m.ChildMenu = fyne.NewMenu("", items...)
	u.rulesItems = func() {
		for i, it := range items {
			it.Checked = sets[i] == u.doc.Rules()
		}
	}
	u.rulesItems()
	return m
}

func (u *UI) showKeys() {
	var rows []fyne.CanvasObject
	for _, k := range keyHelp {
		rows = append(rows, widget.NewLabelWithStyle(k[0], fyne.TextAlignTrailing, fyne.TextStyle{Bold: true}), widget.NewLabel(k[1]))
	}
	d := dialog.NewCustom("Keyboard shortcuts", "Close", container.NewGridWithColumns(2, rows...), u.win)
	u.showKeyed(d, d.Hide, d.Hide)
}

func (u *UI) openExample(e assets.Example) {
	u.confirmDiscard("Open the example", func() {
		d, err := document.Parse(e.SGF, 0, "")
		if err != nil {
			u.showError(err)
			return
		}
		u.setDocument(d)
		u.say(e.Title)
	})
}

// confirmDiscard runs f, first asking what to do with unsaved changes:
// Save (the default, Enter) saves them and then runs f, Discard runs f,
// Cancel (Escape) does nothing.
func (u *UI) confirmDiscard(what string, f func()) {
	if !u.doc.Dirty() {
		f()
		return
	}
	name := strings.TrimSuffix(u.doc.Title(), " *")
	u.ask(what, "Save the changes to "+name+" first?", []string{"Save", "Discard", "Cancel"}, func(i int) {
		switch i {
		case 0:
			u.saveThen(f)
		case 1:
			f()
		}
	})
}

// goToDialog asks for a move number of the current line.
func (u *UI) goToDialog() {
	e := newKeyEntry()
	total := u.doc.LineLength()
	e.SetPlaceHolder(fmt.Sprintf("0 to %d", total))
	u.formDialog("Go to move", "Go", []*widget.FormItem{widget.NewFormItem("Move", e)}, []*keyEntry{e}, func(ok bool) {
		if ok {
			u.goToMove(e.Text)
		}
	})
}

// goToMove goes to the move numbered text on the current line, or says why
// it cannot.
func (u *UI) goToMove(text string) {
	n, err := strconv.Atoi(strings.TrimSpace(text))
	switch total := u.doc.LineLength(); {
	case err != nil || n < 0:
		u.say(fmt.Sprintf("not a move number: %q", text))
	case n > total:
		u.say(fmt.Sprintf("there is no move %d: this line ends at move %d", n, total))
	default:
		u.run(func() error { u.doc.GoTo(n); return nil })
	}
}
