package cli

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"sort"
	"strings"
	"syscall"
	"time"

	"lifeline/goboard"
	"lifeline/sgf"
	"lifeline/solve"
)

// solveJSON is the output of "lifeline solve --json". Moves are SGF
// coordinates, "" for a pass. refutations maps each failing first move to
// the opponent's answer that refutes it ("" when that answer is a pass,
// null when the search's limits stopped it before it found the answer);
// reasons maps failing first moves to why they fail (solve.Refutation's
// Reason), leaving out those without one.
type solveJSON struct {
	Game              int                `json:"game,omitempty"` // with --all: the game's number, from 1
	ToPlay            string             `json:"toPlay"`
	Defender          string             `json:"defender"`
	Result            string             `json:"result"`
	KoThreatsNeededBy string             `json:"koThreatsNeededBy,omitempty"`
	WinningMoves      []string           `json:"winningMoves"`
	Refutations       map[string]*string `json:"refutations"`
	Reasons           map[string]string  `json:"reasons"`
	// RefutationResults maps failing first moves to the result after
	// them (for the opponent to move), leaving out those not found.
	RefutationResults map[string]refutationResult `json:"refutationResults"`
	UnresolvedMoves   []string                    `json:"unresolvedMoves,omitempty"`
	// AtLeast and AtMost, with result "unknown", are what the search
	// proved before its limit: the result is at least (at most) as good
	// for the defender as the one given (each left out when not proven).
	AtLeast *refutationResult `json:"atLeast,omitempty"`
	AtMost  *refutationResult `json:"atMost,omitempty"`
	Line    []string          `json:"line"`
	// LineCut is true when the line stops short because its searches ran
	// out of their budget (solve.Result.LineCut).
	LineCut bool     `json:"lineCut,omitempty"`
	Target  []string `json:"target"`
	// TouchesOutside is true when a target chain touches an empty point
	// outside the area: it can never be captured (solve.Problem.TouchesOutside).
	TouchesOutside bool     `json:"touchesOutside,omitempty"`
	Area           []string `json:"area"`
	// Suicide is true with --suicide: suicide was legal in the search.
	Suicide    bool    `json:"suicide,omitempty"`
	Nodes      int64   `json:"nodes"`
	Seconds    float64 `json:"seconds"`
	TableBytes int     `json:"tableBytes"`
	// Check, with --check, compares the file's answer with the solver's.
	Check *checkJSON `json:"check,omitempty"`
	// Interrupted is true when an interrupt (SIGINT, Ctrl-C) or SIGTERM
	// stopped the search: the answer is what it proved until then.
	Interrupted bool `json:"interrupted,omitempty"`
}

// checkJSON is the comparison of a file's answer with the solver's
// (solve.Check), moves in SGF coordinates ("" for a pass) in the file's
// order, or the solver's for missing.
type checkJSON struct {
	Agrees      bool     `json:"agrees"` // the file calls correct every winning first move and no other, all decided
	Called      []string `json:"called"`
	WrongClaims []string `json:"wrongClaims"`
	Unsure      []string `json:"unsure"`
	Missing     []string `json:"missing"`
	NotCalled   []string `json:"notCalled"`
	OtherColour int      `json:"otherColour"`
	Words       string   `json:"words"`
}

// refutationResult is the result after a failing first move: "lives",
// "seki", "dies" or "ko", with the side needing ko threats for a ko.
type refutationResult struct {
	Result            string `json:"result"`
	KoThreatsNeededBy string `json:"koThreatsNeededBy,omitempty"`
}

// Solve runs "lifeline solve [--json] [--game N | --all] [--move N] [--area
// RECT] [--suicide] [--check] [--max-nodes N] [--timeout D] [--progress]
// FILE|-": it reads the life-and-death problem of the first game in the SGF
// file (the Nth with --game N, each in turn with --all; the position after
// --move N moves of the main line, by default solve.ProblemMoves': a problem
// file's setup before its answers, a game record's end) and prints the
// proven answer.
func Solve(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fset := newFlagSet("solve", solveArgs,
		"Solves the life-and-death problem of an SGF file: the target (stones marked MA, or the\n"+
			"defender's enclosed stones) lives, lives in seki, dies, or depends on a ko, with every\n"+
			"winning first move and the refutation of every other one.", stderr)
	var r solveRun
	fset.BoolVar(&r.asJSON, "json", false, "print the answer as JSON")
	gameNo := fset.Int("game", 1, gameFlagUsage)
	all := fset.Bool("all", false, "solve every game of the collection in turn, each within --timeout and --max-nodes (each\nanswer headed by its game's number; with --json one object per game, with \"game\")")
	fset.IntVar(&r.move, "move", -1, "solve the position after the first `N` moves of the main line (default: a problem file's\nposition before its answers, when stones are set up before the first move; else the end)")
	fset.StringVar(&r.area, "area", "", "the area, a rectangle in SGF or board notation such as `aa:fe` or A15:F19 (default: the file's\nLA property, or every point outside the largest empty region)")
	fset.BoolVar(&r.check, "check", false, "compare the file's answer (its variations from the problem's position, a comment saying\n\"correct\" or \"right\" on the right ones) with the solver's")
	suicide := fset.Bool("suicide", false, "assume rules where suicide is legal (the search's moves and the file's)")
	fset.Int64Var(&r.opt.MaxNodes, "max-nodes", 0, "give up (result unknown) after `N` nodes (0: no limit)")
	fset.DurationVar(&r.opt.Timeout, "timeout", 0, "give up (result unknown) after `D`, such as 10s (0: no limit); an interrupt (Ctrl-C)\nstops the search at any time and prints what it has proven")
	fset.BoolVar(&r.progress, "progress", false, "report the search's progress on standard error: nodes, depth and time about once a\nsecond, and the result as soon as it is proven, with the first moves decided")
	file, code, ok := oneFileArg(fset, args, stderr)
	if !ok {
		return code
	}
	c, name, err := readCollection(file, stdin)
	if err != nil {
		fmt.Fprintf(stderr, "lifeline: %v\n", err)
		return exitError
	}
	printWarnings(stderr, name, c.Warnings)
	if r.move < -1 {
		fmt.Fprintf(stderr, "lifeline solve: --move %d: want a move number of 0 or more\n", r.move)
		return exitUsage
	}
	if r.opt.MaxNodes < 0 || r.opt.Timeout < 0 {
		fmt.Fprintf(stderr, "lifeline solve: --max-nodes and --timeout must not be negative\n")
		return exitUsage
	}
	gameSet := false
	fset.Visit(func(f *flag.Flag) { gameSet = gameSet || f.Name == "game" })
	if *all && gameSet {
		fmt.Fprintf(stderr, "lifeline solve: --all and --game: give one of them\n")
		return exitUsage
	}
	r.rules = goboard.Rules{AllowSuicide: *suicide}
	r.name, r.stdout, r.stderr = name, stdout, stderr
	if !*all {
		game, code := gameOf("solve", name, c, *gameNo, stderr)
		if code != exitOK {
			return code
		}
		return r.game(game, 0)
	}
	if len(c.Games) == 0 {
		fmt.Fprintf(stderr, "lifeline: %s: no game in the file\n", name)
		return exitError
	}
	r.games = len(c.Games)
	status := exitOK
	for i, game := range c.Games {
		switch code := r.game(game, i+1); {
		case code == exitUsage || code > 128: // a bad flag, or a signal stopped the search
			return code
		case code != exitOK:
			status = code
		}
	}
	return status
}

// solveArgs is the usage line of solve's arguments.
const solveArgs = "[--json] [--game N | --all] [--move N] [--area RECT] [--suicide] [--check] [--max-nodes N] [--timeout D] [--progress] FILE|-"

// solveRun is one run of "lifeline solve": its flags and output.
type solveRun struct {
	asJSON, check, progress bool
	move                    int
	area                    string // --area, "" if none
	rules                   goboard.Rules
	opt                     solve.Options
	name                    string // the file's name in messages
	games                   int    // with --all, the games of the file (0 without)
	stdout, stderr          io.Writer
}

// solveError is the JSON object of a game that --all could not solve.
type solveError struct {
	Game  int    `json:"game"`
	Error string `json:"error"`
}

// game solves one game's problem and prints the answer; n is the game's
// number with --all (said before the answer), 0 without. It returns the
// exit status.
func (r *solveRun) game(game sgf.Node, n int) int {
	stdout, stderr, name := r.stdout, r.stderr, r.name
	where := name
	if n > 0 {
		where = fmt.Sprintf("%s: game %d", name, n)
	}
	fail := func(err error) int {
		fmt.Fprintf(stderr, "lifeline: %s: %v\n", where, err)
		if n > 0 && r.asJSON {
			enc := json.NewEncoder(stdout)
			enc.SetEscapeHTML(false)
			if err := enc.Encode(solveError{Game: n, Error: err.Error()}); err != nil {
				fmt.Fprintf(stderr, "lifeline: solve: writing output: %v\n", err)
			}
		}
		return exitError
	}
	var area *solve.Rect
	if r.area != "" {
		w, h, err := sgf.BoardSize(game)
		if err != nil {
			return fail(err)
		}
		rect, err := solve.ParseArea(r.area, w, h)
		if err != nil {
			fmt.Fprintf(stderr, "lifeline solve: --area: %v\n", err)
			return exitUsage
		}
		area = &rect
	}
	p, warnings, err := solve.FromSGF(game, r.move, area, r.rules)
	for _, w := range warnings {
		fmt.Fprintf(stderr, "lifeline: %s: warning: %s\n", where, w)
	}
	if errors.Is(err, solve.ErrEmptyArea) {
		err = fmt.Errorf("%w (a problem that is not enclosed needs its area: --area, or LA or SL in the file)", err)
	}
	if err != nil {
		return fail(err)
	}
	opt := r.opt
	if r.progress {
		opt.Progress = progressReporter(stderr, p.Defender)
	}
	ctx, stopSignals := interruptible()
	res, err := solve.Solve(ctx, p, opt)
	sig := stopSignals()
	if err != nil && res == nil {
		return fail(err)
	}
	// A signal that came after the search ended interrupted nothing.
	interrupted := sig != nil && err != nil
	var ch *solve.Check
	if r.check {
		c := solve.CheckAnswer(solve.ProblemNode(game, r.move), p.Board, res)
		ch = &c
	}
	if r.asJSON {
		err = writeSolveJSON(stdout, p, res, ch, interrupted, n)
	} else {
		if n > 0 {
			heading := fmt.Sprintf("Game %d of %d", n, r.games)
			if gn, ok := game.Value("GN"); ok && gn != "" {
				heading += ": " + gn
			}
			fmt.Fprintln(stdout, heading)
		}
		err = writeSolveText(stdout, p, res, ch, interrupted)
		if n > 0 && n < r.games && err == nil {
			_, err = fmt.Fprintln(stdout)
		}
	}
	if err != nil {
		fmt.Fprintf(stderr, "lifeline: solve: writing output: %v\n", err)
		return exitError
	}
	if s, ok := sig.(syscall.Signal); ok && interrupted {
		return 128 + int(s) // as a shell reports a command a signal ended: 130 for SIGINT, 143 for SIGTERM
	}
	return exitOK
}

// interruptible returns a context that the first interrupt (SIGINT, Ctrl-C)
// or SIGTERM cancels, so that a long search stops and prints what it has
// proven instead of dying with it, and a function that ends the signals'
// capture and returns the signal that came, nil if none. A second signal
// ends the program at once, as usual.
func interruptible() (context.Context, func() os.Signal) {
	sigs := make(chan os.Signal, 1)
	signal.Notify(sigs, os.Interrupt, syscall.SIGTERM)
	ctx, cancel := context.WithCancel(context.Background())
	got := make(chan os.Signal, 1)
	done := make(chan struct{})
	go func() {
		defer close(got)
		select {
		case s := <-sigs:
			signal.Stop(sigs) // the next signal ends the program
			got <- s
			cancel()
		case <-done:
		}
	}()
	return ctx, func() os.Signal {
		close(done)
		signal.Stop(sigs)
		cancel()
		return <-got
	}
}

// moveSGF returns a move in SGF notation, "" for a pass.
func moveSGF(g goboard.Geometry, p goboard.Point) string {
	if p == goboard.Pass {
		return ""
	}
	return g.SGF(p)
}

func movesSGF(g goboard.Geometry, pts []goboard.Point) []string {
	out := make([]string, 0, len(pts))
	for _, p := range pts {
		out = append(out, moveSGF(g, p))
	}
	return out
}

// writeSolveJSON writes the answer as JSON, with the check of the file's
// answer if ch is not nil; interrupted says that a signal stopped the
// search; game is the game's number with --all (0: left out).
func writeSolveJSON(w io.Writer, p *solve.Problem, res *solve.Result, ch *solve.Check, interrupted bool, game int) error {
	g := p.Board.Geometry
	out := solveJSON{
		Game:              game,
		ToPlay:            res.ToPlay.String(),
		Defender:          res.Defender.String(),
		Result:            res.Status.String(),
		WinningMoves:      movesSGF(g, res.Winning),
		Refutations:       map[string]*string{},
		Reasons:           map[string]string{},
		RefutationResults: map[string]refutationResult{},
		Line:              movesSGF(g, res.Line),
		LineCut:           res.LineCut,
		Target:            sgfPoints(g, p.Target),
		TouchesOutside:    p.TouchesOutside(),
		Area:              sgfPoints(g, p.EmptyArea()),
		Suicide:           p.Board.Rules().AllowSuicide,
		Nodes:             res.Nodes,
		Seconds:           res.Elapsed.Seconds(),
		TableBytes:        res.TableBytes,
		Interrupted:       interrupted,
	}
	if res.Status == solve.Ko {
		out.KoThreatsNeededBy = res.KoThreats.String()
	}
	sort.Strings(out.WinningMoves)
	for _, r := range res.Refutations {
		var answer *string // null: the answer was not found within the limits
		if r.Answer != goboard.NoPoint {
			a := moveSGF(g, r.Answer)
			answer = &a
		}
		out.Refutations[moveSGF(g, r.Move)] = answer
		if r.Reason != "" {
			out.Reasons[moveSGF(g, r.Move)] = r.Reason
		}
		if r.Status != solve.Unknown {
			rr := refutationResult{Result: r.Status.String()}
			if r.Status == solve.Ko {
				rr.KoThreatsNeededBy = r.KoThreats.String()
			}
			out.RefutationResults[moveSGF(g, r.Move)] = rr
		}
	}
	if res.Status == solve.Unknown && res.Least > solve.LevelDies {
		out.AtLeast = levelResult(res.Defender, res.Least)
	}
	if res.Status == solve.Unknown && res.Most < solve.LevelLives {
		out.AtMost = levelResult(res.Defender, res.Most)
	}
	if len(res.Undecided) > 0 {
		out.UnresolvedMoves = movesSGF(g, res.Undecided)
		sort.Strings(out.UnresolvedMoves)
	}
	if ch != nil {
		out.Check = &checkJSON{
			Agrees:      ch.Agrees(res),
			Called:      movesSGF(g, ch.Called),
			WrongClaims: movesSGF(g, ch.WrongClaims),
			Unsure:      movesSGF(g, ch.Unsure),
			Missing:     movesSGF(g, ch.Missing),
			NotCalled:   movesSGF(g, ch.NotCalled),
			OtherColour: ch.OtherColour,
			Words:       ch.Words(g, res),
		}
	}
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	return enc.Encode(out)
}

// levelResult is a level as a result: its status, and for a ko the side
// needing ko threats.
func levelResult(def goboard.Color, l solve.Level) *refutationResult {
	r := &refutationResult{Result: l.Status().String()}
	if c := l.KoThreats(def); c != goboard.Empty {
		r.KoThreatsNeededBy = c.String()
	}
	return r
}

// progressReporter returns a solve.Options.Progress function that writes a
// line to w about once a second, and at once when a question of the level
// is answered, when the result is proven and when every first move is
// decided:
//
//	lifeline solve: 1234567 nodes, depth 25, 2.1 s; proven so far: the Black target does not live (at best seki)
//	lifeline solve: 2345678 nodes, depth 25, 3.2 s; proven: Black lives; first moves decided: 3 of 15
func progressReporter(w io.Writer, def goboard.Color) func(solve.Progress) {
	var last time.Time
	var shown solve.Progress
	return func(pr solve.Progress) {
		stage := pr.Status != shown.Status || pr.Least != shown.Least || pr.Most != shown.Most || pr.Moves > 0 && pr.Decided == pr.Moves && shown.Decided != pr.Decided
		if !stage && time.Since(last) < time.Second {
			return
		}
		last, shown = time.Now(), pr
		line := fmt.Sprintf("lifeline solve: %d nodes, depth %d, %.1f s", pr.Nodes, pr.Depth, pr.Elapsed.Seconds())
		if w := pr.Proven(def); w != "" {
			line += "; proven so far: " + w
		}
		if pr.Status != solve.Unknown {
			line += fmt.Sprintf("; proven: %s %s", def.Name(), pr.Status)
			if pr.Status == solve.Ko {
				line += " (" + pr.KoThreats.Name() + " needs ko threats)"
			}
			line += fmt.Sprintf("; first moves decided: %d of %d", pr.Decided, pr.Moves)
		}
		fmt.Fprintln(w, line)
	}
}

// writeSolveText writes the problem and its answer as text, with the check
// of the file's answer if ch is not nil; interrupted says that a signal
// stopped the search.
func writeSolveText(w io.Writer, p *solve.Problem, res *solve.Result, ch *solve.Check, interrupted bool) error {
	g := p.Board.Geometry
	ew := &errWriter{w: w}
	ew.printf("%s", diagram(p))
	ew.printf("Defender: %s (%d target stones, %d empty points in the area)\n", res.Defender.Name(), len(p.Target), len(p.EmptyArea()))
	if p.TouchesOutside() {
		ew.printf("%s\n", solve.TouchesOutsideWords)
	}
	if p.Board.Rules().AllowSuicide {
		ew.printf("Suicide is legal.\n")
	}
	ew.printf("%s\n", res.Verdict(p.Board.Geometry))
	if interrupted {
		ew.printf("Interrupted: the search stopped at a signal; the answer is what it had proven.\n")
	}
	for _, r := range res.Refutations {
		why := ""
		if r.Reason != "" {
			why = ", and " + r.Reason
		}
		if r.Answer == goboard.NoPoint {
			ew.printf("  %s %s fails (the answer refuting it was not found within the limits)%s\n", res.ToPlay.Name(), solve.MoveName(g, r.Move), why)
			continue
		}
		ew.printf("  %s %s fails: %s answers %s%s\n", res.ToPlay.Name(), solve.MoveName(g, r.Move), res.ToPlay.Opponent().Name(), solve.MoveName(g, r.Answer), why)
	}
	if len(res.Undecided) > 0 {
		names := make([]string, len(res.Undecided))
		for i, q := range res.Undecided {
			names[i] = solve.MoveName(g, q)
		}
		ew.printf("  not decided within the limits: %s\n", strings.Join(names, ", "))
	}
	if len(res.Line) > 0 {
		ew.printf("Main line: %s\n", res.LineText(g))
	}
	if ch != nil {
		ew.printf("Check the answer: %s\n", ch.Words(g, res))
	}
	ew.printf("Nodes: %d, time: %s, table: %d MiB\n", res.Nodes, res.Elapsed.Round(time.Millisecond), res.TableBytes>>20)
	return ew.err
}

// diagram draws the part of the board around the area and the target:
// X and O stones, '.' empty points of the area, ',' other points.
func diagram(p *solve.Problem) string {
	b := p.Board
	x0, y0, x1, y1 := b.Width(), b.Height(), -1, -1
	grow := func(q goboard.Point) {
		x, y := b.XY(q)
		x0, y0, x1, y1 = min(x0, x-1), min(y0, y-1), max(x1, x+1), max(y1, y+1)
	}
	for _, q := range p.EmptyArea() {
		grow(q)
	}
	for _, q := range p.Target {
		grow(q)
	}
	x0, y0, x1, y1 = max(x0, 0), max(y0, 0), min(x1, b.Width()-1), min(y1, b.Height()-1)
	var sb strings.Builder
	sb.WriteString("   ")
	for x := x0; x <= x1; x++ {
		sb.WriteByte(' ')
		sb.WriteByte(goboard.ColumnLetter(x))
	}
	sb.WriteByte('\n')
	for y := y0; y <= y1; y++ {
		fmt.Fprintf(&sb, "%3d", b.Height()-y)
		for x := x0; x <= x1; x++ {
			q := b.Point(x, y)
			c := byte(',')
			switch b.At(q) {
			case goboard.Black:
				c = 'X'
			case goboard.White:
				c = 'O'
			default:
				if p.Area.Has(q) {
					c = '.'
				}
			}
			sb.WriteByte(' ')
			sb.WriteByte(c)
		}
		sb.WriteByte('\n')
	}
	return sb.String()
}
