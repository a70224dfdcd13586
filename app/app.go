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
	prefSuicide = "rules.suicideLegal"
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
	mode     *widget.RadioGroup
	tool     *widget.RadioGroup // setup stone tool
	markTool *widget.RadioGroup // setup markup tool (one of the two is selected)
	label    *widget.Entry      // the text of the label tool ("" for A, B, C…)
	setup    fyne.CanvasObject  // the setup tool bar, shown in setup mode
	recent   *fyne.MenuItem     // File → Open recent
	tree     *widgets.GameTree
	rows     treeRows
	marks    widgets.Marks
	proven   *provenState // the safety layers (proven.go)
	plot     *plotState   // the whole-game plot (gameplot.go)
	message  string
	quiet    bool // set while widgets are updated from the model
	timings  bool // print timings (LIFELINE_E2E)
}

// Run opens the window with the file named by args[0], or the sample
// problem, and returns the process exit code when the window closes.
func Run(args []string) int {
	a := fyneapp.NewWithID(AppID)
	a.SetIcon(fyne.NewStaticResource("icon.png", assets.Icon()))
	u, err := New(a)
	if err != nil {
		fmt.Fprintln(os.Stderr, "lifeline:", err)
		return 1
	}
	if len(args) > 0 {
		if err := u.OpenFile(args[0]); err != nil {
			fmt.Fprintln(os.Stderr, "lifeline:", err)
			return 1
		}
	}
	u.win.ShowAndRun()
	return 0
}

// New builds the window of a Fyne app showing the sample problem. It does
// not show the window.
func New(a fyne.App) (*UI, error) {
	start := time.Now()
	doc, err := document.Parse(assets.Sample(), 0, "")
	if err != nil {
		return nil, fmt.Errorf("sample: %w", err)
	}
	u := &UI{app: a, doc: doc, timings: os.Getenv("LIFELINE_E2E") != ""}
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
	u.panel = widgets.NewPanel()
	u.panel.OnSelect = func(widgets.Selection) { u.updateMarks() }
	u.panel.OnStep = func(int) { u.updateMarks() }
	u.panel.OnRules = u.setSuicideLegal
	suicide := prefs.BoolWithFallback(prefSuicide, false)
	u.panel.SetSuicideLegal(suicide)
	doc.SetRules(goboard.Rules{AllowSuicide: suicide})

	u.status = widget.NewLabel("")
	u.status.Truncation = fyne.TextTruncateEllipsis
	u.counter = widget.NewLabel("")
	u.tree = widgets.NewGameTree()
	u.tree.OnSelect = u.treeSelected
	u.comment = widget.NewMultiLineEntry()
	u.comment.Wrapping = fyne.TextWrapWord
	u.comment.SetPlaceHolder("Comment on this move")
	u.comment.OnChanged = u.commentChanged

	side := container.NewAppTabs(
		container.NewTabItem("Analysis", u.panel),
		container.NewTabItem("Game tree", u.tree),
	)
	side.OnSelected = func(*container.TabItem) { u.tree.ScrollToCurrent() }
	commentBox := container.NewBorder(
		widget.NewLabelWithStyle("Comment", fyne.TextAlignLeading, fyne.TextStyle{Bold: true}), nil, nil, nil, u.comment)
	right := container.NewVSplit(side, commentBox)
	right.Offset = 0.75
	split := container.NewHSplit(container.NewBorder(nil, u.newGamePlot(), nil, nil, u.goban), right)
	split.Offset = 0.6
	u.win.SetContent(container.NewBorder(u.toolbar(), container.NewVBox(widget.NewSeparator(), u.status), nil, nil, split))
	u.win.SetMainMenu(u.menu())
	u.win.SetOnDropped(u.dropped)
	u.shortcuts()
	u.win.Resize(fyne.NewSize(
		float32(prefs.FloatWithFallback(prefWidth, 1200)),
		float32(prefs.FloatWithFallback(prefHeight, 780))))
	u.win.SetCloseIntercept(u.quit)
	u.refresh()
	if u.timings {
		fmt.Printf("lifeline: window built in %v\n", time.Since(start))
		go u.reportProbes()
	}
	return u, nil
}

// Window returns the window.
func (u *UI) Window() fyne.Window { return u.win }

// Goban returns the board widget.
func (u *UI) Goban() *widgets.Goban { return u.goban }

// Panel returns the analysis panel.
func (u *UI) Panel() *widgets.Panel { return u.panel }

// Document returns the open document.
func (u *UI) Document() *document.Document { return u.doc }

// Status returns the text of the status line.
func (u *UI) Status() string { return u.status.Text }

// SetMode sets what a plain click on the board does.
func (u *UI) SetMode(m Mode) {
	names := modeNames()
	if m < 0 || int(m) >= len(names) {
		m = ModePlay
	}
	u.mode.SetSelected(names[m])
}

// Mode returns what a plain click on the board does.
func (u *UI) Mode() Mode {
	for i, n := range modeNames() {
		if u.mode.Selected == n {
			return Mode(i)
		}
	}
	return ModePlay
}

// modeChanged shows the setup tools in setup mode and the ghost stone in
// play mode.
func (u *UI) modeChanged(string) {
	m := u.Mode()
	u.goban.ShowGhost = m == ModePlay
	if u.setup != nil {
		if m == ModeSetup {
			u.setup.Show()
		} else {
			u.setup.Hide()
		}
		if c := u.win.Content(); c != nil {
			c.Refresh() // the tool bar changed height
		}
	}
	u.goban.Refresh()
}

// setDocument replaces the open document.
func (u *UI) setDocument(d *document.Document) {
	d.SetRules(u.doc.Rules())
	u.doc = d
	u.message = ""
	u.refresh()
}

// refresh redraws everything from the document: call it after any command.
func (u *UI) refresh() {
	d := u.doc
	res, err := d.Analysis()
	u.panel.SetResult(res, err)
	u.goban.SetMoveNumbers(nil)
	if u.goban.ShowMoveNumbers {
		u.goban.SetMoveNumbers(d.MoveNumbers())
	}
	u.goban.SetMarkup(d.Marks())
	if u.goban.Board() != d.Board() {
		u.goban.SetBoard(d.Board())
	}
	u.updateMarks()
	u.updateProven()
	u.updatePlot()
	u.win.SetTitle(d.Title() + " — Lifeline")
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
	u.updateStatus()
}

// updateMarks recomputes the overlay from the analysis, the panel's
// selection and its explained round, and redraws the board.
func (u *UI) updateMarks() {
	res, _ := u.doc.Analysis()
	widgets.BuildMarks(&u.marks, res, u.panel.Selection(), u.panel.Step())
	u.goban.SetMarks(&u.marks)
}

func (u *UI) updateStatus() {
	b := u.doc.Board()
	parts := []string{
		b.ToPlay().Name() + " to play",
		fmt.Sprintf("captures ● %d ○ %d", b.Captures(goboard.Black), b.Captures(goboard.White)),
	}
	if sibs, i := u.doc.Variations(); len(sibs) > 1 {
		parts = append(parts, fmt.Sprintf("variation %d of %d", i+1, len(sibs)))
	}
	if s := u.provenSummary(); s != "" {
		parts = append(parts, s)
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
	u.panel.Select(sel)
	u.say(u.provenWhy(p))
}

func (u *UI) setSuicideLegal(on bool) {
	u.doc.SetRules(goboard.Rules{AllowSuicide: on})
	u.app.Preferences().SetBool(prefSuicide, on)
	u.refresh()
}

// quit asks about unsaved changes, remembers the window size and closes.
func (u *UI) quit() {
	size := u.win.Canvas().Size()
	prefs := u.app.Preferences()
	prefs.SetFloat(prefWidth, float64(size.Width))
	prefs.SetFloat(prefHeight, float64(size.Height))
	u.confirmDiscard("Quit", func() { u.win.Close() })
}
