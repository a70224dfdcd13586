package solve

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io/fs"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"lifeline/goboard"
	"lifeline/sgf"
)

// tsumegoJS is one answer of tsumego.js (e2e/tsumegojs/check.js).
type tsumegoJS struct {
	Win    bool     `json:"win"`
	KM     int      `json:"km"` // the ko master under which Win holds: +1 Black, -1 White, 0 nobody
	Move   string   `json:"move"`
	Proofs []string `json:"proofs"`
	Error  string   `json:"error"`
}

// tsumegoJSQuestion is one question for e2e/tsumegojs/check.js: the
// problem's answer (Moves nil), or whether Color wins under the ko master
// KM after Moves, asked of a fresh solver.
type tsumegoJSQuestion struct {
	SGF   string   `json:"sgf"`
	Color string   `json:"color"`
	Moves []string `json:"moves"`
	KM    int      `json:"km"`
}

// tsumegoJSMove names the move of c at q as check.js does ("B[ab]"), ""
// for a pass.
func tsumegoJSMove(b *goboard.Board, c goboard.Color, q goboard.Point) string {
	if q == goboard.Pass {
		return ""
	}
	x, y := b.XY(q)
	return c.String() + "[" + sgf.Point{X: x, Y: y}.String() + "]"
}

// tsumegoJSNode returns the node command and check.js's folder, skipping
// the test when node or the package is missing (installed by `npm ci` in
// e2e/tsumegojs, as scripts/test.sh does), and failing it then in CI.
func tsumegoJSNode(t *testing.T) (node, dir string) {
	t.Helper()
	dir, err := filepath.Abs(filepath.Join("..", "e2e", "tsumegojs"))
	if err != nil {
		t.Fatal(err)
	}
	missing := func(why string) {
		if os.Getenv("CI") == "true" {
			t.Fatalf("tsumego.js is required in CI: %s", why)
		}
		t.Skipf("not compared with tsumego.js: %s (run npm ci in e2e/tsumegojs)", why)
	}
	node, err = exec.LookPath("node")
	if err != nil {
		missing("no node")
	}
	if _, err := os.Stat(filepath.Join(dir, "node_modules", "tsumego.js")); err != nil {
		missing(err.Error())
	}
	return node, dir
}

// runTsumegoJS asks tsumego.js the questions in one node process, stopped
// when ctx ends. An answer may hold tsumego.js's own error.
func runTsumegoJS(ctx context.Context, t *testing.T, questions []tsumegoJSQuestion) ([]tsumegoJS, error) {
	t.Helper()
	node, dir := tsumegoJSNode(t)
	var in bytes.Buffer
	enc := json.NewEncoder(&in)
	for _, q := range questions {
		if err := enc.Encode(q); err != nil {
			return nil, err
		}
	}
	cmd := exec.CommandContext(ctx, node, "--stack-size=8000", filepath.Join(dir, "check.js"))
	cmd.Dir = dir
	cmd.Stdin = &in
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		return nil, fmt.Errorf("tsumego.js: %w: %s", err, stderr.String())
	}
	var answers []tsumegoJS
	sc := bufio.NewScanner(bytes.NewReader(out))
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		var a tsumegoJS
		if err := json.Unmarshal(sc.Bytes(), &a); err != nil {
			return nil, fmt.Errorf("tsumego.js answer %q: %w", sc.Text(), err)
		}
		answers = append(answers, a)
	}
	if len(answers) != len(questions) {
		return nil, fmt.Errorf("tsumego.js answered %d questions of %d: %s", len(answers), len(questions), stderr.String())
	}
	return answers, nil
}

// mustTsumegoJS is runTsumegoJS without a time limit, failing the test on
// any error, tsumego.js's own included.
func mustTsumegoJS(t *testing.T, questions []tsumegoJSQuestion) []tsumegoJS {
	t.Helper()
	answers, err := runTsumegoJS(context.Background(), t, questions)
	if err != nil {
		t.Fatal(err)
	}
	for i, a := range answers {
		if a.Error != "" {
			t.Fatalf("%+v: tsumego.js: %s", questions[i], a.Error)
		}
	}
	return answers
}

// tsumegoJSDifference is a difference between Lifeline's answer to problem
// and tsumego.js's, to be followed down the line (walkTsumegoJS): after move
// (by the side to move; a pass when empty) Lifeline says the opponent wins
// (oppWins) or loses under every ko master, tsumego.js the contrary under
// the ko master km.
type tsumegoJSDifference struct {
	where, what string
	problem     *Problem
	question    tsumegoJSQuestion // the problem's
	move        string
	km          int
	oppWins     bool
}

// compareTsumegoJS compares Lifeline's answer res to problem p with
// tsumego.js's answer tj to q, the same problem (see TestAgainstTsumegoJS).
// It returns the kind of res ("win" or "loss" without a ko, or "ko") and the
// differences.
func compareTsumegoJS(p *Problem, res *Result, q tsumegoJSQuestion, tj tsumegoJS) (string, []tsumegoJSDifference) {
	x := p.Board.ToPlay()
	sign := map[goboard.Color]int{goboard.Black: 1, goboard.White: -1}
	// lossFor says whether a status is the loss of c without a ko.
	lossFor := func(s Status, c goboard.Color) bool {
		if c == p.Defender {
			return s == Dies
		}
		return s == Lives || s == Seki
	}
	name := func(m goboard.Point) string { return tsumegoJSMove(p.Board, x, m) }
	where := fmt.Sprintf("%.300s, %v to play: Lifeline %v (ko threats %v, winning %v), tsumego.js %+v",
		q.SGF, x, res.Status, res.KoThreats, names(p.Board, res.Winning), tj)
	var diffs []tsumegoJSDifference
	add := func(what, move string, km int, oppWins bool) {
		diffs = append(diffs, tsumegoJSDifference{where, what, p, q, move, km, oppWins})
	}
	kind := "win"
	switch {
	case res.Status == Ko:
		kind = "ko"
	case lossFor(res.Status, x):
		kind = "loss"
		if tj.Win {
			add("Lifeline proves the loss, tsumego.js wins", tj.Move, tj.KM, true)
		}
	case !tj.Win || tj.KM != -sign[x]:
		add("Lifeline proves the win without a ko, tsumego.js does not win with the opponent as ko master",
			name(res.Winning[0]), -sign[x], false)
		return kind, diffs
	default:
		for _, m := range res.Winning {
			if m != goboard.Pass && !slices.Contains(tj.Proofs, name(m)) {
				add("Lifeline's winning move "+name(m)+" is not among tsumego.js's", name(m), -sign[x], false)
			}
		}
	}
	if tj.Win {
		for _, r := range res.Refutations {
			if r.Move != goboard.Pass && slices.Contains(tj.Proofs, name(r.Move)) && r.Status != Unknown && lossFor(r.Status, x) {
				add(fmt.Sprintf("tsumego.js's winning move %s loses without a ko for Lifeline (%v)", name(r.Move), r.Status),
					name(r.Move), tj.KM, true)
			}
		}
	}
	return kind, diffs
}

// reaskTsumegoJS follows each difference down the line (walkTsumegoJS):
// where tsumego.js turns out to contradict itself, the difference is
// counted in contradictions and logged; anything else fails the test.
func reaskTsumegoJS(ctx context.Context, t *testing.T, diffs []tsumegoJSDifference) (contradictions int) {
	t.Helper()
	for _, d := range diffs {
		var moves []string
		if d.move != "" {
			moves = []string{d.move}
		}
		line, err := walkTsumegoJS(ctx, t, d, moves)
		if err != nil {
			t.Errorf("%s: %s; %v", d.where, d.what, err)
			continue
		}
		contradictions++
		t.Logf("%s: %s; but tsumego.js contradicts itself after %v", d.where, d.what, line)
	}
	return contradictions
}

// walkTsumegoJS follows a difference down the line: at the position after
// moves, Lifeline says the opponent of the side to move in d.question wins
// (d.oppWins) under every ko master, tsumego.js said the contrary under
// d.km. A fresh tsumego.js solver is asked there: when it agrees with
// Lifeline, tsumego.js contradicts its own answer at the position before,
// and the line is returned. Otherwise the line goes on with the move that
// proves Lifeline's side right (its winning move when it says the side to
// move wins; else tsumego.js's winning move, which Lifeline says fails),
// and the claims swap, up to 24 moves. Anything but a contradiction found is
// an error: Lifeline's answer somewhere on the line is not what it said
// before, a line that cannot go on (a pass, an unknown, 24 moves), or a
// move of tsumego.js's that captures the target where Lifeline says it
// cannot win.
func walkTsumegoJS(ctx context.Context, t *testing.T, d tsumegoJSDifference, moves []string) ([]string, error) {
	t.Helper()
	p := d.problem
	b := p.Board.Copy()
	play := func(m string) error {
		c := goboard.Black
		if m[0] == 'W' {
			c = goboard.White
		}
		q, err := sgf.ParsePoint(m[2:4])
		if err != nil {
			return err
		}
		return b.Play(b.Point(q.X, q.Y), c)
	}
	for _, m := range moves {
		if err := play(m); err != nil {
			return nil, fmt.Errorf("after %v: %v", moves, err)
		}
	}
	if len(moves) == 0 {
		b.Pass(b.ToPlay())
	}
	claim := d.oppWins // Lifeline: the side to move after moves wins
	for len(moves) <= 24 {
		toPlay := b.ToPlay()
		standing := false
		for _, s := range p.Target {
			standing = standing || b.At(s) == p.Defender
		}
		q := tsumegoJSQuestion{SGF: d.question.SGF, Color: toPlay.String(), Moves: append([]string{}, moves...), KM: d.km}
		answers, err := runTsumegoJS(ctx, t, []tsumegoJSQuestion{q})
		if err != nil {
			return nil, err
		}
		a := answers[0]
		if a.Error != "" {
			return nil, fmt.Errorf("after %v tsumego.js fails: %s", moves, a.Error)
		}
		if a.Win == claim {
			return moves, nil
		}
		if !standing {
			return nil, fmt.Errorf("after %v the target is captured and tsumego.js still disagrees", moves)
		}
		child := &Problem{Board: b, Defender: p.Defender, Target: p.Target, Area: p.Area, EveryStone: p.EveryStone}
		res, err := Solve(ctx, child, Options{MaxNodes: 5_000_000})
		if err != nil {
			return nil, err
		}
		wins := res.Status != Unknown && res.Status != Ko && (res.Status == Dies) == (toPlay == p.Attacker())
		loses := res.Status != Unknown && res.Status != Ko && !wins
		var next string
		switch {
		case claim && wins && len(res.Winning) > 0 && res.Winning[0] != goboard.Pass:
			next = tsumegoJSMove(b, toPlay, res.Winning[0])
		case !claim && loses && a.Move != "":
			next = a.Move
		case res.Status == Unknown:
			return nil, fmt.Errorf("after %v Lifeline's answer is unknown, tsumego.js still disagrees", moves)
		case claim != wins || !claim != loses:
			return nil, fmt.Errorf("after %v Lifeline answers %v for %v to play, not what it said before (tsumego.js %+v)", moves, res.Status, toPlay, a)
		default:
			return nil, fmt.Errorf("after %v the line cannot go on (a pass), tsumego.js still disagrees", moves)
		}
		if err := play(next); err != nil {
			return nil, fmt.Errorf("after %v: %s: %v", moves, next, err)
		}
		moves = append(moves, next)
		claim = !claim
	}
	return nil, fmt.Errorf("after %v tsumego.js still disagrees", moves)
}

// enclosedProblem builds a random problem in the shape both solvers read
// the same way: an a x b rectangle in the corner of an n x n board, closed by
// a one-stone-thick attacker wall with the open board beyond it, stones of
// both colours inside, and one defender chain marked as the target, every
// point of the rectangle not held by the attacker reaching it by steps to
// the eight neighbours (tsumego.js's area: its moves are those points and
// the points of the attacker's stones inside, Lifeline's every point
// outside the largest empty region). It returns the problem's SGF text.
func enclosedProblem(rng *rand.Rand, maxEmpty int) (*Problem, string) {
	for {
		n := 7 + rng.IntN(3)
		a, b := 2+rng.IntN(4), 2+rng.IntN(3)
		if rng.IntN(2) == 0 {
			a, b = b, a
		}
		def := goboard.Black
		if rng.IntN(2) == 0 {
			def = goboard.White
		}
		att := def.Opponent()
		bd := goboard.MustNew(n, n)
		for y := 0; y <= b; y++ {
			_ = bd.Setup(bd.Point(a, y), att)
		}
		for x := 0; x <= a; x++ {
			_ = bd.Setup(bd.Point(x, b), att)
		}
		pd, pa := 0.25+0.3*rng.Float64(), 0.05+0.2*rng.Float64()
		for y := 0; y < b; y++ {
			for x := 0; x < a; x++ {
				switch r := rng.Float64(); {
				case r < pd:
					_ = bd.Setup(bd.Point(x, y), def)
				case r < pd+pa:
					_ = bd.Setup(bd.Point(x, y), att)
				}
			}
		}
		removeDead(bd)
		empties := 0
		var targets []goboard.Point
		for y := 0; y < b; y++ {
			for x := 0; x < a; x++ {
				switch bd.At(bd.Point(x, y)) {
				case goboard.Empty:
					empties++
				case def:
					targets = append(targets, bd.Point(x, y))
				}
			}
		}
		if empties == 0 || empties > maxEmpty || len(targets) == 0 {
			continue
		}
		mark := targets[rng.IntN(len(targets))]
		// Every point of the rectangle not held by the attacker must reach
		// the target by steps to the eight neighbours over such points.
		seen := map[[2]int]bool{}
		mx, my := bd.XY(mark)
		stack := [][2]int{{mx, my}}
		seen[[2]int{mx, my}] = true
		for len(stack) > 0 {
			q := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			for dx := -1; dx <= 1; dx++ {
				for dy := -1; dy <= 1; dy++ {
					x, y := q[0]+dx, q[1]+dy
					if x < 0 || y < 0 || x >= a || y >= b || seen[[2]int{x, y}] || bd.At(bd.Point(x, y)) == att {
						continue
					}
					seen[[2]int{x, y}] = true
					stack = append(stack, [2]int{x, y})
				}
			}
		}
		reached := true
		for y := 0; y < b; y++ {
			for x := 0; x < a; x++ {
				if bd.At(bd.Point(x, y)) != att && !seen[[2]int{x, y}] {
					reached = false
				}
			}
		}
		if !reached {
			continue
		}
		if rng.IntN(2) == 0 {
			bd.SetToPlay(goboard.White)
		}
		p, err := FromBoard(bd, []goboard.Point{mark}, nil)
		if err != nil {
			continue
		}
		var text strings.Builder
		fmt.Fprintf(&text, "(;FF[4]SZ[%d]", n)
		for _, c := range []goboard.Color{goboard.Black, goboard.White} {
			text.WriteString("A" + c.String())
			for y := 0; y < n; y++ {
				for x := 0; x < n; x++ {
					if bd.At(bd.Point(x, y)) == c {
						text.WriteString("[" + sgf.Point{X: x, Y: y}.String() + "]")
					}
				}
			}
		}
		text.WriteString("MA[" + sgf.Point{X: mx, Y: my}.String() + "])")
		return p, text.String()
	}
}

// TestAgainstTsumegoJS compares the solver with tsumego.js, an independent
// solver run in node, on random enclosed problems of up to 9 empty points.
// The two differ in rules where kos are concerned (a tsumego.js ko master
// loses its threats when it answers a pass with a pass; its superko compares
// stones only) and count seki as life, so only what both must agree on is
// compared: when Lifeline proves that the side to move wins without a ko
// (the defender lives or lives in seki, the attacker kills), tsumego.js wins
// too with the opponent as its ko master, and every winning first move of
// Lifeline's is among tsumego.js's; when Lifeline proves that the side to
// move loses even with every ko threat, tsumego.js finds no winning move;
// and no first move that tsumego.js says wins is one after which Lifeline
// proves the side to move's loss without a ko.
//
// tsumego.js sometimes contradicts itself: its answer for a position
// disagrees with its own answer, from a fresh solver, for the position after
// a move (seen on problems of 12 empty points and on four files of its own
// collection, never on Lifeline's side). So each difference is followed
// down the line (walkTsumegoJS), asking a fresh tsumego.js at each position:
// where it agrees with Lifeline, the difference is tsumego.js's
// contradiction (logged and counted); anything else fails the test.
// LIFELINE_SOLVE_N sets the number of problems, LIFELINE_SOLVE_SEED
// the seed and LIFELINE_TSUMEGOJS_EMPTY the most empty points (9).
func TestAgainstTsumegoJS(t *testing.T) {
	n, maxEmpty, seed := 600, 9, uint64(11)
	if raceDetector {
		n = 60
	}
	fromEnv("LIFELINE_SOLVE_N", &n)
	fromEnv("LIFELINE_SOLVE_SEED", &seed)
	fromEnv("LIFELINE_TSUMEGOJS_EMPTY", &maxEmpty)
	rng := rand.New(rand.NewPCG(seed, 17))
	problems := make([]*Problem, n)
	questions := make([]tsumegoJSQuestion, n)
	for i := range problems {
		var text string
		problems[i], text = enclosedProblem(rng, maxEmpty)
		questions[i] = tsumegoJSQuestion{SGF: text, Color: problems[i].Board.ToPlay().String()}
	}
	answers := mustTsumegoJS(t, questions)
	var diffs []tsumegoJSDifference
	counts := map[string]int{}
	for i, p := range problems {
		res, err := Solve(context.Background(), p, Options{MaxNodes: 2_000_000})
		if err != nil {
			t.Fatalf("%s: %v", questions[i].SGF, err)
		}
		if res.Status == Unknown || len(res.Undecided) > 0 {
			counts["unknown"]++
			continue
		}
		kind, d := compareTsumegoJS(p, res, questions[i], answers[i])
		counts[kind]++
		diffs = append(diffs, d...)
	}
	if c := reaskTsumegoJS(context.Background(), t, diffs); c > 0 {
		counts["tsumego.js contradicts itself"] = c
	}
	t.Logf("%d problems: Lifeline %v", n, counts)
	if counts["win"] < n/5 || counts["loss"] < n/10 {
		t.Errorf("too few decided problems to compare: %v", counts)
	}
}

// TestCollectionAgainstTsumegoJS compares the solver with tsumego.js on the
// problem files under the folder LIFELINE_COLLECTION (such as tsumego.js's
// own collection; skipped without it) as TestAgainstTsumegoJS does: each
// file's problem solved by Lifeline within LIFELINE_COLLECTION_TIMEOUT (10s)
// and by tsumego.js, its proofs included, within six times as long. Files
// either program cannot read, or answer in time, are counted and logged.
func TestCollectionAgainstTsumegoJS(t *testing.T) {
	root := os.Getenv("LIFELINE_COLLECTION")
	if root == "" {
		t.Skip("set LIFELINE_COLLECTION to a folder of problem files")
	}
	limit := 10 * time.Second
	if s := os.Getenv("LIFELINE_COLLECTION_TIMEOUT"); s != "" {
		d, err := time.ParseDuration(s)
		if err != nil {
			t.Fatal(err)
		}
		limit = d
	}
	var files []string
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() && strings.HasSuffix(path, ".sgf") {
			files = append(files, path)
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	counts := map[string]int{}
	for _, f := range files {
		rel, _ := filepath.Rel(root, f)
		text, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		c, err := sgf.Parse(text)
		if err != nil || len(c.Games) == 0 {
			counts["Lifeline cannot read"]++
			continue
		}
		p, _, err := FromSGF(c.Games[0], -1, nil, goboard.Rules{})
		if err != nil {
			counts["Lifeline cannot read"]++
			t.Logf("%s: %v", rel, err)
			continue
		}
		res, err := Solve(context.Background(), p, Options{Timeout: limit})
		if err != nil {
			t.Fatalf("%s: %v", rel, err)
		}
		if res.Status == Unknown || len(res.Undecided) > 0 {
			counts["Lifeline unknown or partial"]++
			continue
		}
		q := tsumegoJSQuestion{SGF: string(text), Color: p.Board.ToPlay().String()}
		ctx, cancel := context.WithTimeout(context.Background(), 6*limit)
		answers, err := runTsumegoJS(ctx, t, []tsumegoJSQuestion{q})
		switch {
		case err != nil && ctx.Err() != nil:
			counts["tsumego.js out of time"]++
		case err != nil:
			t.Errorf("%s: %v", rel, err)
		case answers[0].Error != "":
			counts["tsumego.js refuses"]++
			t.Logf("%s: tsumego.js: %s", rel, answers[0].Error)
		default:
			kind, diffs := compareTsumegoJS(p, res, q, answers[0])
			counts[kind]++
			for i := range diffs {
				diffs[i].where = rel + ": " + diffs[i].where
			}
			// The differences, each followed down its line, have time of
			// their own.
			walk, stop := context.WithTimeout(context.Background(), 12*limit*time.Duration(len(diffs)))
			counts["tsumego.js contradicts itself"] += reaskTsumegoJS(walk, t, diffs)
			stop()
		}
		cancel()
	}
	t.Logf("%d files: %v", len(files), counts)
}
