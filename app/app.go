// Package app is Lifeline's desktop window: it wires the document model to
// the goban and analysis panel widgets, and provides the menus, toolbar,
// keyboard shortcuts and status line.
package app

import (
	"errors"
	"fmt"
	"os"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	fyneapp "fyne.io/fyne/v2/app"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"lifeline/assets"
	"lifeline/document"
	"lifeline/goboard"
	"lifeline/widgets"
)

// AppID is the application ID (as in FyneApp.toml); preferences are stored
// under it.
const AppID = "io.github.lifeline"

// Preference keys.
const (
	prefWidth   = "window.width"
	prefHeight  = "window.height"
	prefCoords  = "view.coordinates"
	prefNumbers = "view.moveNumbers"
	prefAlive   = "view.alive"
	prefSafe    = "view.safe"
)

// Mode is what a plain click on the board does.
type Mode int

// The click modes.
const (
	ModePlay   Mode = iota // a click plays the side to move
	ModeSetup              // a click sets up a stone with the setup tool
	ModeSelect             // a click selects a chain or region
)

// modeNames returns the labels of the mode switch, indexed by Mode.
func modeNames() []string { return []string{"Play", "Setup", "Select"} }

// UI is one Lifeline window and its state.
type UI struct {
	app      fyne.App
	win      fyne.Window
	doc      *document.Document
	goban    *widgets.Goban
	panel    *widgets.Panel
	status   *widget.Label
	counter  *widget.Label
	slider   *widget.Slider
	comment  *widget.Entry
	mode     *choice           // the click mode
	tool     *choice           // setup stone tool
	markTool *choice           // setup markup tool (one of the two is selected)
	label    *widget.Entry     // the text of the label tool ("" for A, B, C…)
	setupBar fyne.CanvasObject // the setup tool bar, shown in setup mode
	setup    setupTool         // what a click does in setup mode
	clicks   Mode              // what a plain click on the board does
	recent   *fyne.MenuItem    // File → Open recent
	toPlay   *widget.Button    // setup: the player to move, a toggle
	players  *playerBar        // players, captures, komi, result over the board
	tree     *widgets.GameTree
	rows     treeRows
	marks    widgets.Layers
	proven   *provenState // the safety layers (proven.go)
	plot     *plotState   // the whole-game plot (gameplot.go)
	message  string
	quiet    bool      // set while widgets are updated from the model
	timings  bool      // print timings (LIFELINE_E2E)
	e2e      *e2eHooks // reports for the end-to-end test, or nil

	keys       []*dialogKeys           // the keys of the dialogs shown, topmost last
	writeFile  func(path string) error // saves the document (nil: Document.Save); tests make it fail
	quitting   bool                    // the user chose to quit, changes saved or discarded
	wheel      float32                 // mouse wheel movement not yet turned into moves
	later      func(func())            // runs a function after the current event (fyne.Do)
	banner     banner                  // the warnings of the file opened
	rulesItems func()                  // updates the checks of Edit → Rules
	solver     *solvePane              // the Solve tab and the solver's answer (solve.go)
}

// Run opens the window with the file named by args[0], or the sample
// problem, and returns the process exit code when the window closes. A file
// that cannot be opened leaves the window up with the error shown. When the
// window ends with unsaved changes the user did not save or discard (Fyne
// quits on SIGTERM and SIGINT), they are kept in a recovery copy offered at
// the next start.
func Run(args []string) int {
	a := fyneapp.NewWithID(AppID)
	a.SetIcon(fyne.NewStaticResource("icon.png", assets.Icon()))
	u, err := Start(a, args)
	if err != nil {
		fmt.Fprintln(os.Stderr, "lifeline:", err)
		return 1
	}
	u.win.ShowAndRun()
	if err := u.afterRun(); err != nil {
		fmt.Fprintln(os.Stderr, "lifeline: the unsaved changes are lost:", err)
		return 1
	}
	return 0
}

// Start builds the window (see New) and opens the file named by args[0],
// if any, showing the error in the window when it cannot be opened; it then
// offers the recovery copy of the last session, if there is one. It does
// not show the window.
func Start(a fyne.App, args []string) (*UI, error) {
	u, err := New(a)
	if err != nil {
		return nil, err
	}
	u.enableE2E()
	if len(args) > 0 {
		if err := u.OpenFile(args[0]); err != nil {
			u.say(firstLine(err.Error()))
			u.showError(err)
			if u.e2e != nil {
				u.e2e.openError(err)
			}
		}
	}
	u.offerRecovery()
	return u, nil
}

// firstLine returns s up to its first line break.
func firstLine(s string) string {
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		return s[:i]
	}
	return s
}

// New builds the window of a Fyne app showing the sample problem. It does
// not show the window.
func New(a fyne.App) (*UI, error) {
	doc, err := document.Parse(assets.Sample(), 0, "")
	if err != nil {
		return nil, fmt.Errorf("sample: %w", err)
	}
	u := &UI{app: a, doc: doc}
	prefs := a.Preferences()
	u.win = a.NewWindow("Lifeline")
	u.goban = widgets.NewGoban(doc.Board())
	u.goban.ShowCoordinates = prefs.BoolWithFallback(prefCoords, true)
	u.goban.ShowMoveNumbers = prefs.BoolWithFallback(prefNumbers, false)
	u.goban.ShowAlive = prefs.BoolWithFallback(prefAlive, true)
	u.goban.ShowSafe = prefs.BoolWithFallback(prefSafe, true)
	u.goban.ShowProven = prefs.BoolWithFallback(prefProven, true)
	u.goban.ShowSafeStones = prefs.BoolWithFallback(prefSafeStones, true)
	u.goban.ShowDead = prefs.BoolWithFallback(prefDead, true)
	u.goban.OnTapped = u.tapped
	u.goban.OnSelect = u.selectAt
	u.goban.OnScrolled = u.scrolled
	u.goban.OnTypedKey = u.typedKey
	u.goban.OnFocusLost = func() { u.later(u.releaseFocus) }
	u.later = fyne.Do
	u.panel = widgets.NewPanel()
	u.panel.OnSelect = func(widgets.Selection) { u.updateMarks(); u.releaseFocus() }
	u.panel.OnStep = func(int) { u.updateMarks(); u.releaseFocus() }
	u.panel.OnRules = u.setSuicideLegal
	u.panel.OnDescribe = u.say

	u.status = widget.NewLabel("")
	u.status.Truncation = fyne.TextTruncateEllipsis
	u.counter = widget.NewLabel("")
	u.tree = widgets.NewGameTree()
	u.tree.OnSelect = u.treeSelected
	u.comment = widget.NewMultiLineEntry()
	u.comment.Wrapping = fyne.TextWrapWord
	u.comment.SetPlaceHolder("Comment on this move")
	u.comment.OnChanged = u.commentChanged

	solveTab := container.NewTabItem("Solve", u.newSolvePane())
	side := container.NewAppTabs(
		container.NewTabItem("Analysis", u.panel),
		container.NewTabItem("Game tree", u.tree),
		solveTab,
	)
	u.solver.reveal = func() { side.Select(solveTab) }
	side.OnSelected = func(t *container.TabItem) { u.tree.ScrollToCurrent(); u.panel.SetShown(t.Content == u.panel) }
	u.panel.OnReveal = func() { side.SelectIndex(0) }
	commentBox := container.NewBorder(
		widget.NewLabelWithStyle("Comment", fyne.TextAlignLeading, fyne.TextStyle{Bold: true}), nil, nil, nil, u.comment)
	right := container.NewVSplit(side, commentBox)
	right.Offset = 0.75
	u.players = newPlayerBar()
	split := container.NewHSplit(container.NewBorder(u.players.box, u.newGamePlot(), nil, nil, u.goban), right)
	split.Offset = 0.6
	top := container.NewVBox(u.toolbar(), u.newBanner())
	u.win.SetContent(container.NewBorder(top, container.NewVBox(widget.NewSeparator(), u.status), nil, nil, split))
	u.win.SetMainMenu(u.menu())
	u.win.SetOnDropped(u.dropped)
	u.shortcuts()
	u.win.Resize(fyne.NewSize(
		float32(prefs.FloatWithFallback(prefWidth, 1200)),
		float32(prefs.FloatWithFallback(prefHeight, 780))))
	u.win.SetCloseIntercept(u.quit)
	u.refresh()
	u.win.Canvas().Focus(u.goban)
	return u, nil
}

// Status returns the text of the status line.
func (u *UI) Status() string { return u.status.Text }

// SetMode sets what a plain click on the board does: it shows the setup
// tools in setup mode and the ghost stone in play mode.
func (u *UI) SetMode(m Mode) {
	if m < 0 || int(m) >= len(modeNames()) {
		m = ModePlay
	}
	u.clicks = m
	u.mode.show(int(m))
	u.releaseFocus()
	u.updateGhost()
	if m == ModeSetup {
		u.setupBar.Show()
	} else {
		u.setupBar.Hide()
	}
	u.relayout() // the tool bar changed height
	u.goban.Refresh()
}

// Mode returns what a plain click on the board does.
func (u *UI) Mode() Mode { return u.clicks }

// setDocument replaces the open document.
func (u *UI) setDocument(d *document.Document) {
	u.doc = d
	u.message = ""
	u.showWarnings("", nil)
	u.refresh()
}

// refresh redraws everything from the document: call it after any command.
func (u *UI) refresh() {
	d := u.doc
	u.solveRefresh()
	res, err := d.Analysis()
	u.panel.SetResult(res, err)
	u.panel.SetSuicideLegal(d.Rules().AllowSuicide)
	u.goban.SetMoveNumbers(nil)
	if u.goban.ShowMoveNumbers {
		u.goban.SetMoveNumbers(d.MoveNumbers())
	}
	u.goban.SetMarkup(d.Marks())
	if u.goban.Board() != d.Board() {
		u.goban.SetBoard(d.Board())
	}
	u.updateMarks()
	u.updateTitle()
	u.updateProven()
	u.updatePlot()
	move, total := d.MoveNumber(), d.LineLength()
	u.counter.SetText(fmt.Sprintf("move %d/%d", move, total))
	u.quiet = true
	u.slider.Max = float64(max(total, 1))
	u.slider.SetValue(float64(move))
	if c := d.Comment(); c != u.comment.Text && (c != "" || strings.TrimSpace(u.comment.Text) != "") {
		u.comment.SetText(c)
	}
	u.quiet = false
	u.refreshTree()
	u.refreshSetup()
	u.refreshPlayers()
	u.updateStatus()
	if u.e2e != nil {
		u.e2e.refreshed()
	}
}

// updateMarks recomputes the overlay from the analysis, the panel's
// selection and its explained round, and redraws the board.
func (u *UI) updateMarks() {
	res, _ := u.doc.Analysis()
	widgets.BuildLayers(&u.marks, res, u.panel.Selection(), u.panel.Step())
	u.solveLayers(&u.marks)
	u.goban.SetLayers(&u.marks)
}

func (u *UI) updateStatus() {
	b := u.doc.Board()
	parts := []string{
		b.ToPlay().Name() + " to play",
		fmt.Sprintf("captures ● %d ○ %d", b.Captures(goboard.Black), b.Captures(goboard.White)),
	}
	parts = append(parts, u.rulesText())
	if u.rulesItems != nil {
		u.rulesItems()
	}
	if sibs, i := u.doc.Variations(); len(sibs) > 1 {
		parts = append(parts, fmt.Sprintf("variation %d of %d", i+1, len(sibs)))
	}
	if u.message != "" {
		parts = append(parts, u.message)
	} else if w := u.doc.Warnings(); len(w) > 0 {
		parts = append(parts, "warning: "+strings.Join(w, "; "))
	}
	u.status.SetText(strings.Join(parts, " · "))
}

// say shows a message in the status line until the next command.
func (u *UI) say(msg string) {
	u.message = msg
	u.updateStatus()
}

// run performs a document command and redraws; an error goes to the status
// line.
func (u *UI) run(cmd func() error) {
	u.releaseFocus()
	u.message = ""
	if err := cmd(); err != nil {
		u.message = describe(err, u.doc.Board())
	}
	u.refresh()
}

// describe turns a command error into words for the status line.
func describe(err error, b *goboard.Board) string {
	var me *goboard.MoveError
	if errors.As(err, &me) {
		switch {
		case errors.Is(err, goboard.ErrOccupied):
			return fmt.Sprintf("%s is occupied", me.Name)
		case errors.Is(err, goboard.ErrSuicide):
			return fmt.Sprintf("%s would be suicide for %s (suicide is illegal under these rules)", me.Name, me.Color.Name())
		case errors.Is(err, goboard.ErrKo):
			return fmt.Sprintf("ko: %s cannot retake at %s now", me.Color.Name(), me.Name)
		case errors.Is(err, goboard.ErrSuperko):
			return fmt.Sprintf("%s at %s would repeat an earlier position", me.Color.Name(), me.Name)
		}
	}
	if errors.Is(err, document.ErrNoMove) {
		return "no move there"
	}
	return err.Error()
}

// tapped handles a plain click on the board.
func (u *UI) tapped(p goboard.Point) {
	switch u.Mode() {
	case ModeSelect:
		u.selectAt(p)
		return
	case ModeSetup:
		u.setupAt(p)
		return
	}
	var t0 time.Time
	if u.timings {
		t0 = time.Now()
	}
	u.run(func() error { return u.doc.Play(p) })
	if u.timings {
		fmt.Printf("lifeline: play %s + analysis + refresh in %v\n", u.doc.Board().Name(p), time.Since(t0))
	}
}

// selectAt selects the chain or region at p, on the board and in the panel.
func (u *UI) selectAt(p goboard.Point) {
	res, _ := u.doc.Analysis()
	sel := widgets.SelectionAt(res, p)
	if sel == u.panel.Selection() {
		sel = widgets.NoSelection // a second click clears
	}
	u.message = ""
	u.panel.Select(sel) // describes the selection in the status line
	switch why := u.provenWhy(p); {
	case why == "":
	case u.message == "":
		u.say(why)
	default:
		u.say(u.message + " · " + why)
	}
}

// setSuicideLegal changes the suicide rule of the document (the panel's
// switch), keeping its ko rule.
func (u *UI) setSuicideLegal(on bool) {
	r := u.doc.Rules()
	r.AllowSuicide = on
	u.setRules(r)
}

// setRules changes the rules of the document, which records them in its RU.
func (u *UI) setRules(r goboard.Rules) {
	u.run(func() error { u.doc.SetRules(r); return nil })
}

// rulesText describes the document's rules for the status line.
func (u *UI) rulesText() string {
	r := u.doc.Rules()
	name := u.doc.RuleSet()
	if _, known := document.RulesFromRU(name); !known {
		if name == "" {
			name = "default"
		} else {
			name = "RU[" + name + "] not known"
		}
	}
	return fmt.Sprintf("rules: %s (%s)", name, document.DescribeRules(r))
}

// quit asks about unsaved changes, remembers the window size and closes.
func (u *UI) quit() {
	size := u.win.Canvas().Size()
	prefs := u.app.Preferences()
	prefs.SetFloat(prefWidth, float64(size.Width))
	prefs.SetFloat(prefHeight, float64(size.Height))
	u.confirmDiscard("Quit", func() {
		u.quitting = true
		u.win.Close()
	})
}
