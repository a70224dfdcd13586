package app

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"lifeline/document"
	"lifeline/goboard"
	"lifeline/solve"
	"lifeline/widgets"
)

// straightThree is a problem composed for the tests: Black to play kills
// the White group in the corner with B19 only (the straight three's vital
// point); A19 and C19 fail to White B19.
const straightThree = "(;FF[4]GM[1]SZ[19]PL[B]AB[ea][eb][ac][bc][cc][dc][ec]AW[da][ab][bb][cb][db])"

// uiThread stands in for Fyne's event loop: the functions the solver's
// goroutine hands to u.later queue up and run on the test's goroutine, as
// fyne.Do runs them on the UI thread.
type uiThread chan func()

func newSolveUI(t *testing.T, sgfText string) (*UI, uiThread) {
	t.Helper()
	u := newUI(t)
	q := make(uiThread, 4096)
	u.later = func(f func()) { q <- f }
	d, err := document.Parse([]byte(sgfText), 0, "")
	if err != nil {
		t.Fatal(err)
	}
	u.setDocument(d)
	return u, q
}

// wait runs the queued functions until no search runs.
func (q uiThread) wait(t *testing.T, u *UI) {
	t.Helper()
	deadline := time.After(2 * time.Minute)
	for u.solver.stop != nil {
		select {
		case f := <-q:
			f()
		case <-deadline:
			t.Fatal("the search did not end")
		}
	}
	for len(q) > 0 {
		(<-q)()
	}
}

// progress runs the queued functions until the running search's progress
// shows in the Solve tab.
func (q uiThread) progress(t *testing.T, u *UI) {
	t.Helper()
	deadline := time.After(time.Minute)
	for !strings.Contains(u.solver.progress.Text, "nodes, depth") && u.solver.stop != nil {
		select {
		case f := <-q:
			f()
		case <-deadline:
			t.Fatalf("no progress shown: %q", u.solver.progress.Text)
		}
	}
}

func pointOf(t *testing.T, u *UI, s string) goboard.Point {
	t.Helper()
	p, err := u.doc.Board().FromSGF(s)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

func TestSolveMarksAndVerdict(t *testing.T) {
	u, q := newSolveUI(t, straightThree)
	u.solveCommand()
	if u.solver.stop == nil {
		t.Fatal("Solve did not start a search")
	}
	q.wait(t, u)
	want := "Black to play: White dies with B19 (unique). Passing fails: White B19, and the White target lives with two eyes." +
		" A19 fails: White B19, and the White target lives with two eyes. C19 fails: White B19, and the White target lives with two eyes."
	if got := u.solver.verdict.Text; !strings.HasPrefix(got, want) {
		t.Fatalf("verdict %q, want it to start with %q", got, want)
	}
	if !strings.Contains(u.solver.verdict.Text, "Main line: B B19") {
		t.Errorf("verdict without the main line: %q", u.solver.verdict.Text)
	}
	l := u.goban.Layers()
	if !l.Correct.Has(pointOf(t, u, "ba")) || l.Correct.Len() != 1 {
		t.Errorf("correct marks %v, want B19 only", l.Correct.AppendTo(nil))
	}
	if !l.Wrong.Has(pointOf(t, u, "aa")) || !l.Wrong.Has(pointOf(t, u, "ca")) || l.Wrong.Len() != 2 {
		t.Errorf("wrong marks %v, want A19 and C19", l.Wrong.AppendTo(nil))
	}
	pic := u.goban.Picture()
	test.AssertImageMatches(t, "solve_marks.png", pic.Image(420))

	// the marks go when the position changes, and come back with a new solve
	u.run(u.doc.Pass)
	if l := u.goban.Layers(); l.Correct.Len() != 0 || l.Wrong.Len() != 0 {
		t.Error("the marks stayed after a move")
	}
	if !strings.Contains(u.solver.verdict.Text, "position changed") {
		t.Errorf("verdict after a move: %q", u.solver.verdict.Text)
	}
	u.undo()
	if l := u.goban.Layers(); l.Correct.Len() != 0 {
		t.Error("the marks came back without a solve")
	}
}

// TestSolveTouchesOutside checks that the Solve tab says when the target
// touches the outside of the area (it can never be captured), and only then.
func TestSolveTouchesOutside(t *testing.T) {
	const words = "it can never be captured"
	for _, c := range []struct {
		sgf  string
		says bool
	}{
		{straightThree, false},
		{"(;FF[4]GM[1]SZ[19]PL[W]MA[ea]AB[ea][eb][ac][bc][cc][dc][ec]AW[da][ab][bb][cb][db])", true},
	} {
		u, q := newSolveUI(t, c.sgf)
		u.solveCommand()
		q.wait(t, u)
		got := u.solver.verdict.Text
		if strings.Contains(got, words) != c.says {
			t.Errorf("%s: verdict %q, saying %q: %v", c.sgf, got, words, c.says)
		}
		if c.says && !strings.HasPrefix(got, "White to play: Black lives in seki with B19 (unique).") {
			t.Errorf("%s: verdict %q", c.sgf, got)
		}
	}
}

func TestSolveWithoutTarget(t *testing.T) {
	u, q := newSolveUI(t, "(;SZ[9])")
	u.solveCommand()
	q.wait(t, u)
	if got := u.solver.verdict.Text; !strings.Contains(got, "Cannot solve") {
		t.Fatalf("verdict %q", got)
	}
}

// hardProblem returns a problem that takes the solver a long time.
func hardProblem(t *testing.T) string {
	data, err := os.ReadFile(filepath.Join("..", "solve", "testdata", "hard", "corner-twenty.sgf"))
	if err != nil {
		t.Skipf("no hard problem to cancel: %v", err)
	}
	return string(data)
}

func TestSolveCancel(t *testing.T) {
	u, q := newSolveUI(t, hardProblem(t))
	u.solveCommand()
	if u.solver.stop == nil || u.solver.cancel.Hidden || u.solver.bar.Hidden {
		t.Fatal("no search, Cancel button or progress bar")
	}
	// the UI thread is free while the search runs: a second Solve is
	// ignored, the status line still updates
	u.solveCommand()
	u.say("still here")
	if !strings.Contains(u.Status(), "still here") {
		t.Error("the status line did not update during the search")
	}
	// the progress reaches the panel from the search's goroutine
	q.progress(t, u)
	u.cancelSolve()
	q.wait(t, u)
	got := u.solver.verdict.Text
	if !strings.Contains(got, "cancelled") {
		t.Fatalf("verdict after Cancel: %q", got)
	}
	if !u.solver.cancel.Hidden || !u.solver.bar.Hidden || u.solver.solveBtn.Disabled() == true {
		t.Error("the buttons did not come back after Cancel")
	}
}

// TestSolveEscapeCancels checks that Escape stops a running search as the
// Cancel button does (the selection in the panel stays), and that the next
// Escape, with no search, clears the selection as before (the real window's
// keys: e2e's TestSolveUnderXvfb).
func TestSolveEscapeCancels(t *testing.T) {
	u, q := newSolveUI(t, hardProblem(t))
	u.solveCommand()
	if u.solver.stop == nil {
		t.Fatal("no search")
	}
	q.progress(t, u)
	sel := widgets.Selection{Kind: widgets.SelectChain, ID: 0}
	u.panel.Select(sel)
	key(u, fyne.KeyEscape)
	q.wait(t, u)
	if got := u.solver.verdict.Text; !strings.Contains(got, "cancelled") {
		t.Fatalf("verdict after Escape: %q", got)
	}
	if !u.solver.cancel.Hidden || u.solver.solveBtn.Disabled() {
		t.Error("the buttons did not come back after Escape")
	}
	if u.panel.Selection() != sel {
		t.Errorf("the Escape that stopped the search changed the selection: %+v", u.panel.Selection())
	}
	key(u, fyne.KeyEscape) // no search: the selection goes
	if u.solver.stop != nil || u.panel.Selection() != widgets.NoSelection {
		t.Errorf("the next Escape: search %v, selection %+v", u.solver.stop != nil, u.panel.Selection())
	}
}

func TestSolveDroppedWhenThePositionChanges(t *testing.T) {
	u, q := newSolveUI(t, hardProblem(t))
	u.solveCommand()
	u.run(u.doc.Pass) // the position changes: the search is cancelled and forgotten
	if u.solver.stop != nil {
		t.Fatal("the search still runs after the position changed")
	}
	// its late result must not mark the new position
	deadline := time.After(time.Minute)
	for u.solver.reports == 0 {
		select {
		case f := <-q:
			f()
		case <-deadline:
			t.Fatal("the cancelled search did not report")
		}
	}
	if l := u.goban.Layers(); l.Correct.Len() != 0 || l.Wrong.Len() != 0 || u.solver.result != nil {
		t.Error("a forgotten search marked the board")
	}
}

func TestAddSolutionToTree(t *testing.T) {
	u, q := newSolveUI(t, straightThree)
	u.solveCommand()
	q.wait(t, u)
	u.addSolutionToTree()
	path := filepath.Join(t.TempDir(), "p.sgf")
	if err := u.doc.Save(path); err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{";B[ba]C[Correct];W[ca];B[aa]", ";B[]C[Wrong: the White target lives with two eyes.];W[ba]",
		";B[aa]C[Wrong: the White target lives with two eyes.];W[ba]", ";B[ca]C[Wrong: the White target lives with two eyes.];W[ba]"} {
		if !strings.Contains(string(data), want) {
			t.Errorf("saved SGF lacks %s:\n%s", want, data)
		}
	}
	if u.doc.Current() != u.doc.Root() {
		t.Error("the cursor moved")
	}
	if l := u.goban.Layers(); l.Correct.Len() != 1 {
		t.Error("the marks went away after Add to game tree")
	}
	// The variations added read back as the answer: the reasons in the
	// "Wrong" comments are not taken for a "correct".
	u.checkAnswer()
	if got, want := u.solver.checked.Text, "The file's answer is right: B19, and no other first move works."; !strings.Contains(got, want) {
		t.Errorf("check after Add to game tree %q lacks %q", got, want)
	}
	u.undo()
	if n := u.doc.Root().NumChildren(); n != 0 {
		t.Errorf("undo left %d variations", n)
	}
}

func TestCheckTheAnswer(t *testing.T) {
	// the file calls A19 correct (it fails) and B19 wrong (it is the answer)
	file := strings.TrimSuffix(straightThree, ")") + "(;B[aa]C[RIGHT];W[ba])(;B[ba];W[ca]C[Wrong, white lives]))"
	u, q := newSolveUI(t, file)
	u.checkAnswer() // solves first
	q.wait(t, u)
	got := u.solver.checked.Text
	for _, want := range []string{
		"The file calls A19 correct, but it fails: White B19, and the White target lives with two eyes.",
		"The file has B19 but does not call it correct: it works.",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("check %q lacks %q", got, want)
		}
	}
	l := u.goban.Layers()
	if !l.Wrong.Has(pointOf(t, u, "aa")) || l.Wrong.Len() != 1 || !l.Correct.Has(pointOf(t, u, "ba")) {
		t.Errorf("marks: correct %v wrong %v", l.Correct.AppendTo(nil), l.Wrong.AppendTo(nil))
	}
	if !l.Flagged.Has(pointOf(t, u, "aa")) || !l.Flagged.Has(pointOf(t, u, "ba")) || l.Flagged.Len() != 2 {
		t.Errorf("flagged %v, want A19 and B19", l.Flagged.AppendTo(nil))
	}
}

func TestCheckTheAnswerAgrees(t *testing.T) {
	file := strings.TrimSuffix(straightThree, ")") + "(;B[ba]C[Correct.];W[ca];B[aa])(;B[aa]C[Incorrect];W[ba]))"
	u, q := newSolveUI(t, file)
	u.checkAnswer()
	q.wait(t, u)
	want := "The file's answer is right: B19, and no other first move works."
	if got := u.solver.checked.Text; !strings.Contains(got, want) {
		t.Errorf("check %q lacks %q", got, want)
	}
	if l := u.goban.Layers(); l.Flagged.Len() != 0 {
		t.Errorf("flagged %v on a right answer", l.Flagged.AppendTo(nil))
	}
}

func TestVerdictWords(t *testing.T) {
	b, _ := goboard.New(5, 5)
	g := b.Geometry
	p := func(s string) goboard.Point { q, _ := b.FromSGF(s); return q }
	// refuted returns n failing moves in point order, each refuted by E1.
	refuted := func(n int) []solve.Refutation {
		var out []solve.Refutation
		for y := 0; len(out) < n; y++ {
			for x := 0; x < 5 && len(out) < n; x++ {
				out = append(out, solve.Refutation{Move: b.Point(x, y), Answer: p("ee")})
			}
		}
		return out
	}
	for _, c := range []struct {
		name string
		res  solve.Result
		want string
	}{
		{"lives", solve.Result{ToPlay: goboard.Black, Defender: goboard.Black, Status: solve.Lives,
			Winning: []goboard.Point{p("ce")}, Refutations: []solve.Refutation{{Move: p("be"), Answer: p("ae")}}},
			"Black to play: lives with C1 (unique). B1 fails: White A1."},
		{"why a move fails", solve.Result{ToPlay: goboard.Black, Defender: goboard.Black, Status: solve.Lives,
			Winning: []goboard.Point{p("ce")}, Refutations: []solve.Refutation{
				{Move: p("be"), Answer: p("ae"), Status: solve.Dies, Reason: "the Black target is left with one eye and captured"},
				{Move: p("ae"), Answer: goboard.NoPoint, Status: solve.Dies, Reason: "the Black target dies"}}},
			"Black to play: lives with C1 (unique). B1 fails: White A1, and the Black target is left with one eye and captured." +
				" A1 fails: the Black target dies."},
		{"ko", solve.Result{ToPlay: goboard.White, Defender: goboard.Black, Status: solve.Ko, KoThreats: goboard.Black,
			Winning: []goboard.Point{p("aa"), p("ba")}},
			"White to play: Black depends on a ko with A5, B5 (2 moves). Black needs ko threats to win the ko."},
		{"ko to retake", solve.Result{ToPlay: goboard.Black, Defender: goboard.Black, Status: solve.Ko, KoThreats: goboard.Black,
			Refutations: []solve.Refutation{{Move: goboard.Pass, Answer: p("aa"), Status: solve.Dies}}},
			"Black to play: depends on a ko; Black must retake the ko after a ko threat elsewhere (no move in the area keeps it). Black needs ko threats to win the ko."},
		{"dies whatever", solve.Result{ToPlay: goboard.Black, Defender: goboard.Black, Status: solve.Dies},
			"Black to play: dies whatever Black plays."},
		{"seki", solve.Result{ToPlay: goboard.White, Defender: goboard.White, Status: solve.Seki, Winning: []goboard.Point{goboard.Pass}},
			"White to play: lives in seki with pass (unique)."},
		{"pass refuted by a pass", solve.Result{ToPlay: goboard.White, Defender: goboard.White, Status: solve.Lives,
			Winning: []goboard.Point{p("aa")}, Refutations: []solve.Refutation{{Move: goboard.Pass, Answer: goboard.Pass}}},
			"White to play: lives with A5 (unique). Passing fails: Black passes too."},
		{"unknown", solve.Result{ToPlay: goboard.White, Defender: goboard.Black},
			"White to play: unknown: the search reached its limit before it proved an answer."},
		{"unknown, bounded", solve.Result{ToPlay: goboard.White, Defender: goboard.Black, Least: solve.LevelKoDefThreats, Most: solve.LevelSeki},
			"White to play: unknown: the search reached its limit before it proved an answer. Proven so far: the Black target at least gets a ko in which Black needs ko threats, at best seki."},
		// Undecided first moves: not "unique", "whatever" or "no move keeps it".
		{"one winning move, others undecided", solve.Result{ToPlay: goboard.Black, Defender: goboard.Black, Status: solve.Lives,
			Winning: []goboard.Point{p("ce")}, Undecided: []goboard.Point{p("ae")}},
			"Black to play: lives with C1. Not decided within the limits: A1."},
		{"none winning yet", solve.Result{ToPlay: goboard.Black, Defender: goboard.Black, Status: solve.Ko, KoThreats: goboard.Black,
			Undecided: []goboard.Point{p("ae")}},
			"Black to play: depends on a ko (no first move proven to achieve it yet). Black needs ko threats to win the ko. Not decided within the limits: A1."},
		{"thirteen refuted: all listed", solve.Result{ToPlay: goboard.Black, Defender: goboard.Black, Status: solve.Lives,
			Winning: []goboard.Point{p("ce")}, Refutations: refuted(13)},
			"Black to play: lives with C1 (unique). A5 fails: White E1. B5 fails: White E1. C5 fails: White E1. D5 fails: White E1." +
				" E5 fails: White E1. A4 fails: White E1. B4 fails: White E1. C4 fails: White E1. D4 fails: White E1. E4 fails: White E1." +
				" A3 fails: White E1. B3 fails: White E1. C3 fails: White E1.\n\n"},
		{"fourteen refuted: two more", solve.Result{ToPlay: goboard.Black, Defender: goboard.Black, Status: solve.Lives,
			Winning: []goboard.Point{p("ce")}, Refutations: refuted(14)},
			"Black to play: lives with C1 (unique). A5 fails: White E1. B5 fails: White E1. C5 fails: White E1. D5 fails: White E1." +
				" E5 fails: White E1. A4 fails: White E1. B4 fails: White E1. C4 fails: White E1. D4 fails: White E1. E4 fails: White E1." +
				" A3 fails: White E1. B3 fails: White E1. 2 more moves fail.\n\n"},
		{"line cut", solve.Result{ToPlay: goboard.Black, Defender: goboard.Black, Status: solve.Lives,
			Winning: []goboard.Point{p("ce")}, Line: []goboard.Point{p("ce")}, LineCut: true},
			"Black to play: lives with C1 (unique).\n\nMain line: B C1 (cut short by its search budget).\n\n"},
	} {
		t.Run(c.name, func(t *testing.T) {
			if got := verdictWords(g, &c.res, false); !strings.HasPrefix(got, c.want) {
				t.Errorf("got %q, want %q", got, c.want)
			}
		})
	}
}

// TestSolveFileConventions solves problems written as problem collections
// write them, read as the command line reads them: the area marked SL (as in
// tsumego.js problem files; A19 and B19 only), and no PL with White's answers
// as variations (White is to move).
func TestSolveFileConventions(t *testing.T) {
	cases := []struct{ sgf, want, want2 string }{
		{"(;FF[4]GM[1]SZ[19]PL[B]MA[da]SL[aa][ba]AB[ea][eb][ac][bc][cc][dc][ec]AW[da][ab][bb][cb][db])",
			"with B19 (unique)", "2 empty points in the area marked in the file"},
		{"(;FF[4]GM[1]SZ[19]AB[ea][eb][ac][bc][cc][dc][ec]AW[da][ab][bb][cb][db](;W[ba]C[Correct])(;W[aa]C[Wrong];B[ba]))",
			"White to play: lives with B19 (unique)", "3 empty points"},
	}
	for _, c := range cases {
		u, q := newSolveUI(t, c.sgf)
		u.solveCommand()
		q.wait(t, u)
		if got := u.solver.verdict.Text; !strings.Contains(got, c.want) || !strings.Contains(got, c.want2) {
			t.Errorf("%s: verdict %q", c.sgf, got)
		}
	}
}

func TestSolveArea(t *testing.T) {
	u, q := newSolveUI(t, straightThree)
	u.solveCommand()
	q.wait(t, u)
	if !strings.Contains(u.solver.verdict.Text, "the default area") {
		t.Errorf("verdict without the area: %q", u.solver.verdict.Text)
	}
	u.setArea("zz:aa")
	if !strings.Contains(u.Status(), "solve area:") || u.doc.Root().Has("LA") {
		t.Fatalf("a bad area: status %q, LA stored %v", u.Status(), u.doc.Root().Has("LA"))
	}
	u.setArea("d18:A19") // board notation, stored in SGF notation
	if v, _ := u.doc.Root().Value("LA"); v != "aa:db" {
		t.Fatalf("LA[%s], want aa:db", v)
	}
	u.setArea("aa:db")
	if v, _ := u.doc.Root().Value("LA"); v != "aa:db" {
		t.Fatalf("LA[%s], want aa:db", v)
	}
	if u.solver.result != nil || u.goban.Layers().Correct.Len() != 0 {
		t.Error("the answer for the old area stayed")
	}
	u.solveCommand()
	q.wait(t, u)
	if got := u.solver.verdict.Text; !strings.Contains(got, "with B19 (unique)") || !strings.Contains(got, "3 empty points in the area LA[aa:db]") {
		t.Errorf("verdict %q", got)
	}
	u.setArea("ab:db") // stones only
	u.solveCommand()
	q.wait(t, u)
	if got := u.solver.verdict.Text; !strings.Contains(got, "Cannot solve") || !strings.Contains(got, "no empty point") || !strings.Contains(got, "Solve area…") {
		t.Errorf("verdict %q", got)
	}
}

func TestSolveMenuAndShortcut(t *testing.T) {
	u, q := newSolveUI(t, straightThree)
	var item *fyne.MenuItem
	for _, m := range u.win.MainMenu().Items {
		for _, it := range m.Items {
			if it.Label == "Solve" {
				item = it
			}
		}
	}
	if item == nil || item.Shortcut != scSolve {
		t.Fatalf("no Solve menu item with Ctrl+L: %+v", item)
	}
	u.win.Canvas().(fyne.Shortcutable).TypedShortcut(scSolve)
	if u.solver.stop == nil {
		t.Fatal("Ctrl+L did not start a search")
	}
	q.wait(t, u)
	u.SetMode(ModeSetup)
	item.Action()
	q.wait(t, u)
	if !strings.Contains(u.solver.verdict.Text, "with B19 (unique)") {
		t.Errorf("Solve in setup mode: %q", u.solver.verdict.Text)
	}
}

// TestCheckTheAnswerUndecided checks that Check the answer never says that
// no other first move works while some first move is undecided (a search
// stopped during the first moves): the file's answer works, and the
// undecided moves are named.
func TestCheckTheAnswerUndecided(t *testing.T) {
	d, err := document.Parse([]byte(strings.TrimSuffix(straightThree, ")")+"(;B[ba]C[Correct.];W[ca];B[aa]))"), 0, "")
	if err != nil {
		t.Fatal(err)
	}
	b := d.Board()
	p := func(s string) goboard.Point { q, _ := b.FromSGF(s); return q }
	res := &solve.Result{ToPlay: goboard.Black, Defender: goboard.White, Status: solve.Dies,
		Winning: []goboard.Point{p("ba")}, Undecided: []goboard.Point{p("aa"), p("ca")}}
	ac := solve.CheckAnswer(d.Current(), d.Board(), res)
	got := ac.Words(b.Geometry, res)
	if strings.Contains(got, "no other first move works") {
		t.Errorf("check %q claims no other move works with A19 and C19 undecided", got)
	}
	for _, want := range []string{"The file's answer works: B19.", "The search did not decide A19, C19"} {
		if !strings.Contains(got, want) {
			t.Errorf("check %q lacks %q", got, want)
		}
	}
	// Nothing winning, nothing called, one move undecided: not "no first
	// move works".
	res = &solve.Result{ToPlay: goboard.Black, Defender: goboard.White, Status: solve.Lives, Undecided: []goboard.Point{p("aa")}}
	empty, _ := document.Parse([]byte(straightThree), 0, "")
	if got := solve.CheckAnswer(empty.Current(), empty.Board(), res); strings.Contains(got.Words(b.Geometry, res), "No first move works") {
		t.Errorf("check %q says no first move works with A19 undecided", got.Words(b.Geometry, res))
	}
}

// TestProgressWords checks the running search's report: its size until the
// level is proven, then the result and the first moves decided.
func TestProgressWords(t *testing.T) {
	size := solve.Progress{Nodes: 1234567, Depth: 12, Elapsed: 2100 * time.Millisecond}
	for _, c := range []struct {
		name string
		pr   solve.Progress
		want string
	}{
		{"level unknown", size, "Solving: " + thousands(1234567) + " nodes, depth 12, 2.1 s"},
		{"lives", withStage(size, solve.Lives, 0, 3, 15), "Proven: Black lives; first moves decided: 3 of 15.\n" + thousands(1234567) + " nodes, depth 12, 2.1 s"},
		{"ko", withStage(size, solve.Ko, goboard.White, 0, 4), "Proven: Black depends on a ko; White needs ko threats; first moves decided: 0 of 4."},
		{"explaining", withStage(size, solve.Dies, 0, 4, 4), "Proven: Black dies; every first move decided, explaining the failing ones."},
		{"bounded", withBounds(size, solve.LevelDies, solve.LevelSeki), "Solving. Proven so far: the Black target does not live (at best seki).\n" + thousands(1234567) + " nodes"},
		{"bounded twice", withBounds(size, solve.LevelKoDefThreats, solve.LevelSeki), "Solving. Proven so far: the Black target at least gets a ko in which Black needs ko threats, at best seki."},
		{"nothing proven", withBounds(size, solve.LevelDies, solve.LevelLives), "Solving: " + thousands(1234567)},
	} {
		if got := progressWords(c.pr, goboard.Black); !strings.HasPrefix(got, c.want) {
			t.Errorf("%s: got %q, want %q", c.name, got, c.want)
		}
	}
}

func withBounds(pr solve.Progress, least, most solve.Level) solve.Progress {
	pr.Least, pr.Most = least, most
	return pr
}

func withStage(pr solve.Progress, st solve.Status, threats goboard.Color, decided, moves int) solve.Progress {
	pr.Status, pr.KoThreats, pr.Decided, pr.Moves = st, threats, decided, moves
	return pr
}

// TestSolveProgressMarks checks that the first moves decided while the
// search runs are marked at once (✓ and ✕), that a report of a search no
// longer running marks nothing, and that the final answer's marks replace
// them.
func TestSolveProgressMarks(t *testing.T) {
	u, q := newSolveUI(t, straightThree)
	sp := u.solver
	// A search of this position, as startSolve leaves it running.
	sp.stop, sp.key = func() {}, u.currentSolveKey()
	sp.runID++
	a19, b19 := pointOf(t, u, "aa"), pointOf(t, u, "ba")
	pr := solve.Progress{Status: solve.Dies, Decided: 2, Moves: 4, Winning: []goboard.Point{b19}, Failing: []goboard.Point{a19, goboard.Pass}}
	u.solveProgress(sp.runID-1, pr, goboard.White) // an earlier search's report
	if l := u.goban.Layers(); l.Correct.Len() != 0 || l.Wrong.Len() != 0 {
		t.Fatal("an earlier search's report marked the board")
	}
	u.solveProgress(sp.runID, pr, goboard.White)
	if l := u.goban.Layers(); !l.Correct.Has(b19) || l.Correct.Len() != 1 || !l.Wrong.Has(a19) || l.Wrong.Len() != 1 {
		t.Errorf("marks while running: correct %v wrong %v", l.Correct.AppendTo(nil), l.Wrong.AppendTo(nil))
	}
	// The real search: its answer's marks.
	sp.stop = nil
	u.solveCommand()
	q.wait(t, u)
	if l := u.goban.Layers(); !l.Correct.Has(b19) || l.Correct.Len() != 1 || l.Wrong.Len() != 2 {
		t.Errorf("marks of the answer: correct %v wrong %v", l.Correct.AppendTo(nil), l.Wrong.AppendTo(nil))
	}
}
