package app

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"lifeline/document"
	"lifeline/goboard"
	"lifeline/sgf"
	"lifeline/solve"
	"lifeline/widgets"
)

// problemWords describes the problem solved: the defender, the target and
// the area.
func (u *UI) problemWords(p *solve.Problem) string {
	area := "the default area (outside the largest empty part of the board)"
	if v, ok := u.doc.Root().Value(solve.AreaProperty); ok {
		area = fmt.Sprintf("the area %s[%s]", solve.AreaProperty, v)
	} else if _, ok, _ := solve.MarkedArea(u.doc.Root(), p.Board, p.Target); ok {
		area = "the area marked in the file (SL or SQ)"
	}
	words := fmt.Sprintf("Target: %d %s stones; %d empty points in %s.", len(p.Target), p.Defender.Name(), len(p.EmptyArea()), area)
	if p.TouchesOutside() {
		words += " " + solve.TouchesOutsideWords
	}
	return words
}

// areaDialog asks for the problem's area as a rectangle in SGF or board
// notation ("aa:fe", "A15:F19") and stores it, in SGF notation, in the
// root's solve.AreaProperty; an empty answer goes back to the default area.
// The dialog is wide enough to show the hint in full.
func (u *UI) areaDialog() {
	e := newKeyEntry()
	old, _ := u.doc.Root().Value(solve.AreaProperty)
	e.SetText(old)
	e.SetPlaceHolder("aa:fe or A15:F19 (empty: the default area)")
	d := u.formDialog("Solve area", "Set", []*widget.FormItem{widget.NewFormItem("Rectangle", e)}, []*keyEntry{e}, func(ok bool) {
		if ok {
			u.setArea(e.Text)
		}
	})
	d.Resize(fyne.NewSize(560, 0))
}

// setArea stores the problem's area, text a rectangle in SGF or board
// notation (stored in SGF notation) or "" for the default area, or says why
// it cannot.
func (u *UI) setArea(text string) {
	text = strings.TrimSpace(text)
	if text != "" {
		b := u.doc.Board()
		r, err := solve.ParseArea(text, b.Width(), b.Height())
		if err != nil {
			u.say("solve area: " + err.Error())
			return
		}
		text = r.String()
	}
	u.run(func() error { return u.doc.SetInfo(map[string]string{solve.AreaProperty: text}) })
	if text == "" {
		u.say("solve area: the default area")
	} else {
		u.say("solve area: " + text)
	}
}

// solveTimeout bounds a search started from the window: past it the answer
// is "unknown" (the Cancel button stops it earlier).
const solveTimeout = 5 * time.Minute

// solveKey identifies the position a solver result belongs to: the
// document, the node at its cursor and the position there (a setup edit
// changes the position of the same node).
type solveKey struct {
	doc    *document.Document
	node   sgf.Node
	hash   uint64
	toPlay goboard.Color
	ko     goboard.Point
	area   string // the root's solve.AreaProperty
}

// solvePane is the Solve tab: its buttons, the progress of a running
// search, the verdict in words, and the marks the last result puts on the
// board while the position stays the same.
type solvePane struct {
	box      fyne.CanvasObject
	solveBtn *widget.Button
	cancel   *widget.Button
	add      *widget.Button
	check    *widget.Button
	bar      *widget.ProgressBarInfinite
	progress *widget.Label
	verdict  *widget.Label
	checked  *widget.Label
	reveal   func() // shows the Solve tab

	stop    context.CancelFunc // cancels the running search, nil when none runs
	runID   int                // counts searches and resets: a late result of an old one is dropped
	key     solveKey           // the position of the running search or of result
	problem *solve.Problem     // the problem of result (its board is the solver's copy)
	result  *solve.Result      // the last answer, nil when none applies
	marks   widgets.Layers     // Correct, Wrong and Flagged for the board
	reports int                // searches that ended, forgotten ones included
}

// newSolvePane builds the Solve tab.
func (u *UI) newSolvePane() fyne.CanvasObject {
	sp := &solvePane{}
	u.solver = sp
	sp.solveBtn = widget.NewButtonWithIcon("Solve", theme.SearchIcon(), u.solveCommand)
	sp.solveBtn.Importance = widget.HighImportance
	sp.cancel = widget.NewButtonWithIcon("Cancel", theme.CancelIcon(), u.cancelSolve)
	sp.cancel.Hide()
	sp.add = widget.NewButtonWithIcon("Add to game tree", theme.ContentAddIcon(), u.addSolutionToTree)
	sp.check = widget.NewButtonWithIcon("Check the answer", theme.ConfirmIcon(), u.checkAnswer)
	sp.add.Disable()
	sp.bar = widget.NewProgressBarInfinite()
	sp.bar.Stop()
	sp.bar.Hide()
	sp.progress = widget.NewLabel("")
	sp.progress.Wrapping = fyne.TextWrapWord // the progress never widens the panel
	sp.verdict = widget.NewLabel("Solve answers the life-and-death problem on the board: compose it in setup " +
		"mode, mark a stone of each target chain with ✕ (MA), or let Lifeline take the stones enclosed by the " +
		"largest empty part of the board, and press Solve (Ctrl+L).")
	sp.verdict.Wrapping = fyne.TextWrapWord
	sp.checked = widget.NewLabel("")
	sp.checked.Wrapping = fyne.TextWrapWord
	sp.checked.Hide()
	buttons := container.NewHBox(sp.solveBtn, sp.cancel)
	more := container.NewHBox(sp.add, sp.check)
	top := container.NewVBox(buttons, more, sp.bar, sp.progress, widget.NewSeparator())
	sp.box = container.NewBorder(top, nil, nil, nil, container.NewVScroll(container.NewVBox(sp.verdict, sp.checked)))
	return sp.box
}

// currentSolveKey returns the key of the position on the board.
func (u *UI) currentSolveKey() solveKey {
	b := u.doc.Board()
	area, _ := u.doc.Root().Value(solve.AreaProperty)
	return solveKey{doc: u.doc, node: u.doc.Current(), hash: b.Hash(), toPlay: b.ToPlay(), ko: b.Ko(), area: area}
}

// problemOf reads the life-and-death problem of the document's position, as
// "lifeline solve" does (solve.FromPath over the nodes from the root to the
// cursor); an MA value it cannot read is an error here. The problem holds a
// copy of the board.
func problemOf(d *document.Document) (*solve.Problem, error) {
	p, warnings, err := solve.FromPath(d.Root(), d.Path(), d.Board().Copy(), nil)
	if len(warnings) > 0 {
		return nil, errors.New(warnings[0])
	}
	return p, err
}

// solveCommand is the Solve command: it solves the position on the board.
func (u *UI) solveCommand() { u.startSolve(nil) }

// startSolve reads the problem on the board and solves it in a goroutine,
// showing its progress; the answer is applied on the UI thread (u.later),
// then then runs if it is not nil. Nothing happens while a search runs.
func (u *UI) startSolve(then func()) {
	sp := u.solver
	u.releaseFocus()
	if sp.stop != nil {
		return
	}
	sp.reveal()
	u.clearSolve()
	p, err := problemOf(u.doc)
	if errors.Is(err, solve.ErrEmptyArea) {
		err = fmt.Errorf("%w (a problem that is not enclosed needs its area: Solve area… in the menu)", err)
	}
	if err != nil {
		sp.verdict.SetText("Cannot solve this position: " + err.Error() + ".")
		u.say("solve: " + err.Error())
		return
	}
	ctx, stop := context.WithCancel(context.Background())
	sp.stop = stop
	sp.key = u.currentSolveKey()
	sp.runID++
	id := sp.runID
	sp.solveBtn.Disable()
	sp.add.Disable()
	sp.check.Disable()
	sp.cancel.Show()
	sp.bar.Show()
	sp.bar.Start()
	sp.progress.SetText(fmt.Sprintf("Solving: %d empty points in the area…", len(p.EmptyArea())))
	sp.verdict.SetText("")
	if u.e2e != nil {
		u.e2e.solveStarted()
	}
	later := u.later
	go func() {
		var last time.Time
		opt := solve.Options{Timeout: solveTimeout, Progress: func(pr solve.Progress) {
			if now := time.Now(); now.Sub(last) >= 100*time.Millisecond {
				last = now
				later(func() { u.solveProgress(id, pr, p.Defender) })
			}
		}}
		res, err := solve.Solve(ctx, p, opt)
		later(func() { u.solveDone(id, p, res, err, then) })
	}()
}

// solveProgress shows the progress of search id, if it still runs, for a
// problem whose defender is def.
func (u *UI) solveProgress(id int, pr solve.Progress, def goboard.Color) {
	sp := u.solver
	if id != sp.runID || sp.stop == nil {
		return
	}
	sp.progress.SetText(progressWords(pr, def))
	if len(pr.Winning)+len(pr.Failing) > 0 {
		// The first moves decided so far, marked as they will stay.
		sp.marks.Correct, sp.marks.Wrong = movesSet(pr.Winning), movesSet(pr.Failing)
		u.updateMarks()
	}
}

// movesSet returns the points of moves, passes left out.
func movesSet(moves []goboard.Point) goboard.PointSet {
	var s goboard.PointSet
	for _, q := range moves {
		if q != goboard.Pass {
			s.Add(q)
		}
	}
	return s
}

// progressWords says how far a running search is: its nodes, depth and
// time, and once the level is proven the result and the first moves
// decided so far ("Proven: Black lives; first moves decided: 3 of 15.",
// then the size on a line of its own); before that, what the level's
// questions answered so far proved ("Solving. Proven so far: the Black
// target does not live (at best seki).").
func progressWords(pr solve.Progress, def goboard.Color) string {
	size := fmt.Sprintf("%s nodes, depth %d, %.1f s", thousands(pr.Nodes), pr.Depth, pr.Elapsed.Seconds())
	if pr.Status == solve.Unknown {
		if w := pr.Proven(def); w != "" {
			return "Solving. Proven so far: " + w + ".\n" + size
		}
		return "Solving: " + size
	}
	what := def.Name() + " "
	switch pr.Status {
	case solve.Lives:
		what += "lives"
	case solve.Seki:
		what += "lives in seki"
	case solve.Dies:
		what += "dies"
	case solve.Ko:
		what += "depends on a ko; " + pr.KoThreats.Name() + " needs ko threats"
	}
	next := fmt.Sprintf("first moves decided: %d of %d", pr.Decided, pr.Moves)
	if pr.Moves > 0 && pr.Decided == pr.Moves {
		next = "every first move decided, explaining the failing ones"
	}
	return fmt.Sprintf("Proven: %s; %s.\n%s", what, next, size)
}

// cancelSolve stops the running search; its partial answer is shown.
func (u *UI) cancelSolve() {
	if s := u.solver.stop; s != nil {
		s()
	}
	u.releaseFocus()
}

// solveDone applies the answer of search id, unless the position changed
// since it started (the search was cancelled and forgotten then).
func (u *UI) solveDone(id int, p *solve.Problem, res *solve.Result, err error, then func()) {
	sp := u.solver
	sp.reports++
	if id != sp.runID {
		return
	}
	sp.stop = nil
	sp.bar.Stop()
	sp.bar.Hide()
	sp.cancel.Hide()
	sp.solveBtn.Enable()
	sp.check.Enable()
	if res == nil {
		sp.progress.SetText("")
		sp.verdict.SetText("Cannot solve this position: " + err.Error() + ".")
		return
	}
	sp.problem, sp.result = p, res
	stopped := ""
	if err != nil {
		stopped = " (cancelled)"
	} else if res.Status == solve.Unknown || len(res.Undecided) > 0 {
		stopped = " (limit reached)"
	}
	sp.progress.SetText(fmt.Sprintf("%s nodes in %s%s", thousands(res.Nodes), seconds(res.Elapsed), stopped))
	sp.verdict.SetText(verdictWords(p.Board.Geometry, res, err != nil) + "\n\n" + u.problemWords(p))
	if u.e2e != nil {
		u.e2e.solveEnded(sp.progress.Text)
	}
	sp.marks.Correct, sp.marks.Wrong = goboard.PointSet{}, goboard.PointSet{} // the progress's marks are in the result
	if res.Status != solve.Unknown {
		sp.add.Enable()
		sp.marks.Correct = movesSet(res.Winning)
		for _, r := range res.Refutations {
			if r.Move != goboard.Pass {
				sp.marks.Wrong.Add(r.Move)
			}
		}
	}
	u.updateMarks()
	if then != nil && res.Status != solve.Unknown {
		then()
	}
}

// clearSolve forgets the answer on display and its marks, and cancels a
// running search.
func (u *UI) clearSolve() {
	sp := u.solver
	if sp.stop != nil {
		sp.stop()
		sp.stop = nil
		sp.runID++ // its result is dropped
		sp.bar.Stop()
		sp.bar.Hide()
		sp.cancel.Hide()
		sp.solveBtn.Enable()
		sp.check.Enable()
	}
	sp.problem, sp.result = nil, nil
	sp.marks = widgets.Layers{}
	sp.progress.SetText("")
	sp.checked.SetText("")
	sp.checked.Hide()
	sp.add.Disable()
}

// solveRefresh clears the answer when the position changed (another node,
// a setup edit, another document): the marks belong to the position solved.
func (u *UI) solveRefresh() {
	sp := u.solver
	if sp == nil || (sp.result == nil && sp.stop == nil) || sp.key == u.currentSolveKey() {
		return
	}
	u.clearSolve()
	sp.verdict.SetText("The position changed: press Solve for its answer.")
}

// solveLayers adds the solver's marks to m when they belong to the position
// on the board.
func (u *UI) solveLayers(m *widgets.Layers) {
	sp := u.solver
	if sp == nil || sp.result == nil && sp.stop == nil || sp.key != u.currentSolveKey() {
		return // no answer, nor a search running, for this position
	}
	m.Correct, m.Wrong, m.Flagged = sp.marks.Correct, sp.marks.Wrong, sp.marks.Flagged
}

// thousands formats n with thin spaces between groups of three digits.
func thousands(n int64) string {
	s := fmt.Sprint(n)
	var sb strings.Builder
	for i, r := range s {
		if i > 0 && (len(s)-i)%3 == 0 && r != '-' && s[i-1] != '-' {
			sb.WriteRune(' ')
		}
		sb.WriteRune(r)
	}
	return sb.String()
}

// seconds formats a search's time: "0.8 ms", "45 ms", "2.31 s".
func seconds(d time.Duration) string {
	switch {
	case d < 10*time.Millisecond:
		return fmt.Sprintf("%.1f ms", float64(d)/float64(time.Millisecond))
	case d < time.Second:
		return fmt.Sprintf("%d ms", d.Milliseconds())
	}
	return fmt.Sprintf("%.2f s", d.Seconds())
}

// maxRefutations is the number of failing first moves the verdict lists
// one by one (all of them when only one more fails).
const maxRefutations = 12

// verdictWords returns the answer in words: "Black to play: lives with C1
// (unique). B2 fails: White A2.", the main line and the proof's size.
func verdictWords(g goboard.Geometry, res *solve.Result, cancelled bool) string {
	mover, other := res.ToPlay.Name(), res.ToPlay.Opponent().Name()
	def := res.Defender.Name()
	var sb strings.Builder
	fmt.Fprintf(&sb, "%s to play: ", mover)
	subject := ""
	if res.ToPlay != res.Defender {
		subject = def + " "
	}
	switch res.Status {
	case solve.Unknown:
		if cancelled {
			sb.WriteString("unknown: the search was cancelled before it proved an answer.")
		} else {
			sb.WriteString("unknown: the search reached its limit before it proved an answer.")
		}
		if w := res.Proven(); w != "" {
			sb.WriteString(" Proven so far: " + w + ".")
		}
		return sb.String()
	case solve.Lives:
		sb.WriteString(subject + "lives")
	case solve.Seki:
		sb.WriteString(subject + "lives in seki")
	case solve.Dies:
		sb.WriteString(subject + "dies")
	case solve.Ko:
		sb.WriteString(subject + "depends on a ko")
	}
	// With undecided first moves, "unique", "whatever" and "no move keeps
	// it" are not proven.
	decided := len(res.Undecided) == 0
	switch n := len(res.Winning); {
	case n == 0 && !decided:
		sb.WriteString(" (no first move proven to achieve it yet)")
	case n == 0 && res.Status == solve.Ko && res.KoThreats == res.ToPlay:
		fmt.Fprintf(&sb, "; %s must retake the ko after a ko threat elsewhere (no move in the area keeps it)", mover)
	case n == 0:
		fmt.Fprintf(&sb, " whatever %s plays", mover)
	case n == 1 && !decided:
		fmt.Fprintf(&sb, " with %s", solve.MoveName(g, res.Winning[0]))
	case n == 1:
		fmt.Fprintf(&sb, " with %s (unique)", solve.MoveName(g, res.Winning[0]))
	default:
		fmt.Fprintf(&sb, " with %s (%d moves)", solve.JoinMoves(g, res.Winning), n)
	}
	sb.WriteString(".")
	if res.Status == solve.Ko {
		fmt.Fprintf(&sb, " %s needs ko threats to win the ko.", res.KoThreats.Name())
	}
	for i, r := range res.Refutations {
		if i == maxRefutations && len(res.Refutations)-i > 1 {
			// One more is listed: "1 more move fails" would say less.
			fmt.Fprintf(&sb, " %d more moves fail.", len(res.Refutations)-i)
			break
		}
		fmt.Fprintf(&sb, " %s", refutationWords(g, r, other))
	}
	if len(res.Undecided) > 0 {
		how := "within the limits"
		if cancelled {
			how = "before the search was cancelled"
		}
		fmt.Fprintf(&sb, " Not decided %s: %s.", how, solve.JoinMoves(g, res.Undecided))
	}
	if len(res.Line) > 0 {
		fmt.Fprintf(&sb, "\n\nMain line: %s.", res.LineText(g))
	}
	fmt.Fprintf(&sb, "\n\nProof: %s nodes in %s.", thousands(res.Nodes), seconds(res.Elapsed))
	return sb.String()
}

// refutationWords says how a failing first move is refuted and why: "B2
// fails: White A2, and the Black target is captured.", "Passing fails:
// White passes too.", other being the opponent's name.
func refutationWords(g goboard.Geometry, r solve.Refutation, other string) string {
	if r.Move == goboard.Pass {
		return "Passing fails" + solve.AnswerWords(g, r, other) + "."
	}
	return solve.MoveName(g, r.Move) + " fails" + solve.AnswerWords(g, r, other) + "."
}

// solutionLines returns the variations that record an answer: every winning
// first move (the main line for the one it starts with) commented
// "Correct", then every failing first move with its refutation commented
// "Wrong", with why it fails ("Wrong: the White target lives in seki.").
func solutionLines(res *solve.Result) []document.Line {
	var lines []document.Line
	withLine := func(first goboard.Point, short []goboard.Point) []goboard.Point {
		if len(res.Line) > 0 && res.Line[0] == first {
			return res.Line
		}
		return short
	}
	for _, q := range res.Winning {
		lines = append(lines, document.Line{Moves: withLine(q, []goboard.Point{q}), Comment: "Correct"})
	}
	for _, r := range res.Refutations {
		short := []goboard.Point{r.Move}
		if r.Answer != goboard.NoPoint {
			short = append(short, r.Answer)
		}
		comment := "Wrong"
		if r.Reason != "" {
			comment += ": " + r.Reason + "."
		}
		lines = append(lines, document.Line{Moves: withLine(r.Move, short), Comment: comment})
	}
	return lines
}

// addSolutionToTree adds the answer on display to the game tree as
// variations from the current node (one step for Undo).
func (u *UI) addSolutionToTree() {
	sp := u.solver
	if sp.result == nil || sp.key != u.currentSolveKey() || sp.result.Status == solve.Unknown {
		u.say("Add to game tree: solve this position first")
		return
	}
	lines := solutionLines(sp.result)
	var n int
	u.run(func() error {
		var err error
		n, err = u.doc.AddLines(lines)
		return err
	})
	if n == 0 {
		u.say("Add to game tree: the game tree already has these variations")
	} else {
		u.say(fmt.Sprintf("Added %d moves to the game tree (Undo takes them back)", n))
	}
}

// checkAnswer is Check the answer: it compares the file's variations from
// the current node with the solver's answer (solving first if needed),
// marks the disagreements and says them in the Solve tab.
func (u *UI) checkAnswer() {
	sp := u.solver
	if sp.stop != nil {
		return
	}
	if sp.result == nil || sp.key != u.currentSolveKey() || sp.result.Status == solve.Unknown {
		u.startSolve(u.showCheck)
		return
	}
	u.showCheck()
}

// showCheck shows the comparison of the file's answer with the solver's
// result on display: the winning moves checked, the file's wrong claims
// crossed, and a frame around every disagreement.
func (u *UI) showCheck() {
	sp := u.solver
	sp.reveal()
	res := sp.result
	ac := solve.CheckAnswer(u.doc.Current(), u.doc.Board(), res)
	m := widgets.Layers{Correct: movesSet(res.Winning)}
	for _, q := range ac.WrongClaims {
		if q != goboard.Pass {
			m.Wrong.Add(q)
			m.Flagged.Add(q)
		}
	}
	for _, q := range ac.Missing {
		if q != goboard.Pass {
			m.Flagged.Add(q)
		}
	}
	sp.marks = m
	sp.checked.SetText("Check the answer: " + ac.Words(sp.problem.Board.Geometry, res))
	sp.checked.Show()
	u.updateMarks()
	u.releaseFocus()
}
