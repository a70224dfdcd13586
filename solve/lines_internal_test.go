package solve

import (
	"context"
	"fmt"
	"maps"
	"math/rand/v2"
	"os"
	"slices"
	"strings"
	"testing"

	"lifeline/benson"
	"lifeline/goboard"
)

// TestLinesAgainstReference checks the reuse of the table's results on
// other lines (the stone bounds of engine.mid, the graph-history-interaction
// problem): one engine per problem answers the four questions at the end of
// many random lines from the problem's position, in random order, so that
// results found on one line are met again on others; every answer must be
// the reference's for the same line (the repetition rule looks at the whole
// line). LIFELINE_SOLVE_LONG=1 runs more problems, the race detector fewer.
func TestLinesAgainstReference(t *testing.T) {
	n := 150
	switch {
	case os.Getenv("LIFELINE_SOLVE_LONG") != "":
		n = 3000
	case raceDetector:
		n = 30
	}
	rng := rand.New(rand.NewPCG(31, 7))
	asked := 0
	for i := 0; i < n; i++ {
		p := randomProblem(rng, 6)
		e := newQuestionEngine(p)
		b := p.Board
		if i%2 == 1 {
			// The four questions at the problem's position first, split
			// between two engines after 1 to 5 nodes, in rounds of 1 to
			// 11 nodes, each engine looking at the other's end every 1
			// to 3 nodes (fork.go) and handing its results over every 1
			// to 4 (share.go): the split positions' results that
			// depend on their line (lineResults) are then met on the
			// random lines below.
			e.splitAt, e.splitRound, e.syncEvery, e.shareEvery = 1+int64(i%5), 1+int64(i%11), 1+int64(i%3), 1+int64(i%4)
			for k := 1; k <= 4; k++ {
				e.setQuestion(k)
				yes, ok := e.askRoot()
				want, known := refAfterLine(p, k, nil, 200000)
				if !ok || known && yes != want {
					t.Fatalf("problem %d, question %d split: %v (known %v), reference %v\n%s", i, k, yes, ok, want, b)
				}
			}
		}
		for line := 0; line < 24; line++ {
			k := 1 + rng.IntN(4)
			e.setQuestion(k)
			moves := randomLine(rng, e, 1+rng.IntN(9))
			d := len(moves)
			if d > 0 && e.passed[d] && e.passed[d-1] || e.terminal() != 0 {
				undoLine(b, d)
				continue
			}
			yes, ok := e.ask(d)
			if !ok {
				t.Fatalf("problem %d: unknown", i)
			}
			want, known := refAfterLine(p, k, moves, 200000)
			if known && yes != want {
				t.Fatalf("problem %d, question %d after %v: %v, reference %v\n%s", i, k, names(b, moves), yes, want, b)
			}
			if known {
				asked++
			}
			undoLine(b, d)
		}
	}
	t.Logf("%d answers at the end of lines checked", asked)
	if asked < n {
		t.Fatalf("too few answers checked: %d", asked)
	}
}

// randomLine plays up to n random moves (a pass one time in six) allowed by
// the current question's rules from the problem's position, stopping when
// the game is over, and returns them.
func randomLine(rng *rand.Rand, e *engine, n int) []goboard.Point {
	var moves []goboard.Point
	for d := 0; d < n; d++ {
		if e.terminal() != 0 || d > 0 && e.passed[d] && e.passed[d-1] {
			break
		}
		var cand []goboard.Point
		for _, q := range e.area {
			if e.legal(q) {
				cand = append(cand, q)
			}
		}
		rng.Shuffle(len(cand), func(i, j int) { cand[i], cand[j] = cand[j], cand[i] })
		if rng.IntN(6) == 0 || len(cand) == 0 {
			cand = append([]goboard.Point{goboard.Pass}, cand...)
		}
		played := false
		for _, q := range cand {
			if ok, _ := e.play(q, d); ok {
				moves = append(moves, q)
				played = true
				break
			}
		}
		if !played {
			break
		}
	}
	return moves
}

// undoLine takes back the d moves of a line.
func undoLine(b *goboard.Board, d int) {
	for ; d > 0; d-- {
		b.Undo()
	}
}

// refAfterLine answers question k by the reference at the end of the line
// moves, played on the board already; false known if over its budget of
// nodes.
func refAfterLine(p *Problem, k int, moves []goboard.Point, budget int) (defWins, known bool) {
	b := p.Board
	q := questionFor(k, p.Defender)
	g := &refGame{b: b, def: p.Defender, area: p.Area.AppendTo(nil), rules: b.Rules(),
		alive: q.alive, lifted: q.lifted, budget: budget, ben: benson.NewAnalyzer()}
	// The line's positions, replayed from the problem's position.
	d := len(moves)
	undoLine(b, d)
	g.target = slices.Clone(p.Target)
	g.path = []uint64{g.key()}
	for _, m := range moves {
		if m == goboard.Pass {
			b.Pass(b.ToPlay())
		} else if err := b.PlayUnchecked(m, b.ToPlay()); err != nil {
			panic(err)
		}
		g.path = append(g.path, g.key())
		g.keepStanding()
	}
	known = true
	defer overBudget(b, b.Depth(), &known)
	passedLast := d > 0 && moves[d-1] == goboard.Pass
	return g.value(passedLast), known
}

// TestLineDependentResults checks positions whose answer the search got
// wrong when it reused the table's results on other lines without the stone
// bounds, or with bounds that left out the winner's own moves, the loser's
// replies or a capture's position (found among random problems: the
// repetition rule forbids, at the end of the line given, a move that wins
// elsewhere). Some need a question asked at the end of another line first
// (before), on the same table. Each answer is the reference's.
func TestLineDependentResults(t *testing.T) {
	type asked struct {
		question int
		line     []string
	}
	cases := []struct {
		rows    string // the top row first; X Black, O White
		toPlay  goboard.Color
		suicide bool
		target  []string // a stone of each target chain
		before  []asked
		asked
		want bool
	}{
		{rows: `
...
.OX
...`, toPlay: goboard.Black, target: []string{"B2"}, asked: asked{2, []string{"B3", "A3"}}, want: true},
		{rows: `
.O.OX
O.O..
.X..X`, toPlay: goboard.White, target: []string{"B1"}, asked: asked{3, []string{"E2", "D1", "A3", "B2", "pass", "C1", "A1"}}, want: true},
		{rows: `
O...
O.OO`, toPlay: goboard.Black, target: []string{"C1"},
			before: []asked{{1, []string{"B2"}}},
			asked:  asked{2, []string{"B1", "pass", "D2", "C2", "B2", "pass", "A1", "A2", "B2", "A1"}}, want: true},
		{rows: `
..O.
O.O.`, toPlay: goboard.White, suicide: true, target: []string{"C1"},
			before: []asked{{3, []string{"pass", "D2", "pass", "B2", "pass", "A2", "D1", "B1"}}},
			asked:  asked{3, []string{"D1", "A2", "pass"}}, want: false},
		{rows: `
O...
.OXX
OO.X`, toPlay: goboard.White, target: []string{"A3"},
			before: []asked{{3, []string{"D3"}}},
			asked:  asked{2, []string{"C3", "pass", "D3"}}, want: false},
	}
	for i, c := range cases {
		rows := strings.Fields(c.rows)
		b := goboard.MustNew(len(rows[0]), len(rows))
		setupRows(b, rows)
		b.SetToPlay(c.toPlay)
		b.SetRules(goboard.Rules{AllowSuicide: c.suicide})
		var area goboard.PointSet
		for y := range rows {
			for x := range rows[y] {
				area.Add(b.Point(x, y))
			}
		}
		point := func(s string) goboard.Point {
			q, err := b.FromName(s)
			if err != nil {
				t.Fatal(err)
			}
			return q
		}
		p := &Problem{Board: b, Area: area}
		for _, s := range c.target {
			p.Target = b.ChainStones(point(s), p.Target)
		}
		p.Defender = b.At(p.Target[0])
		e := newQuestionEngine(p)
		var yes, ok bool
		var moves []goboard.Point
		all := append(c.before, c.asked)
		for j, a := range all {
			e.setQuestion(a.question)
			moves = moves[:0]
			for d, s := range a.line {
				if ok, _ := e.play(point(s), d); !ok {
					t.Fatalf("case %d: %s is not allowed", i, s)
				}
				moves = append(moves, point(s))
			}
			yes, ok = e.ask(len(moves))
			if !ok {
				t.Fatalf("case %d: unknown", i)
			}
			if j == len(all)-1 && os.Getenv("LIFELINE_SOLVE_LONG") != "" {
				// Seconds each: the case's answer was checked so.
				want, known := refAfterLine(p, c.question, moves, 1<<26)
				if !known || want != c.want {
					t.Fatalf("case %d: the reference says %v (known %v), the case %v", i, want, known, c.want)
				}
			}
			undoLine(b, len(moves))
		}
		if yes != c.want {
			t.Errorf("case %d: question %d after %v: %v, want %v\n%s", i, c.question, c.line, yes, c.want, b)
		}
	}
}

// TestMainLine checks the main line on random problems and the composed
// ones: legal from the problem's position, starting with a winning first
// move when there is one, else with a refuted one; and with a budget of one
// node for its searches, a line that starts with a winning first move all
// the same, or a refuted one and its refutation's answer (the first moves'
// search decided them), and reasons equal to those found with the full
// budget (the line's budget stops only the line).
func TestMainLine(t *testing.T) {
	var probs []*Problem
	composed := loadProblems(t)
	for _, name := range slices.Sorted(maps.Keys(composed)) {
		if name != "corner-twelve.sgf" {
			probs = append(probs, composed[name])
		}
	}
	rng := rand.New(rand.NewPCG(31, 7))
	for range 300 {
		probs = append(probs, randomProblem(rng, 6))
	}
	cut, lines, losing, answered, fullCut, sekiPasses := 0, 0, 0, 0, 0, 0
	for i, p := range probs {
		opt := Options{TableBytes: 1 << 20, MaxNodes: 2000000}
		full, err := Solve(context.Background(), p, opt)
		if err != nil || full.Status == Unknown {
			continue
		}
		opt.line = 1
		short, err := Solve(context.Background(), p, opt)
		if err != nil || short.Status != full.Status || !slices.Equal(short.Winning, full.Winning) {
			t.Fatalf("problem %d: with a one-node line %v %v %v, with the full budget %v %v", i, err, short.Status, short.Winning, full.Status, full.Winning)
		}
		for _, res := range []*Result{full, short} {
			b := p.Board.Copy()
			for j, q := range res.Line {
				switch {
				case q == goboard.Pass:
					b.Pass(b.ToPlay())
				case q == b.Ko():
					// A ko retake by the side with ko threats.
					_ = b.PlayUnchecked(q, b.ToPlay())
				default:
					if err := b.Play(q, b.ToPlay()); err != nil {
						t.Fatalf("problem %d: line %v: move %d illegal: %v\n%s", i, names(p.Board, res.Line), j, err, p.Board)
					}
				}
			}
			if len(res.Winning) > 0 && (len(res.Line) == 0 || !slices.Contains(res.Winning, res.Line[0])) {
				t.Fatalf("problem %d: line %v does not start with a winning move of %v\n%s", i, names(p.Board, res.Line), names(p.Board, res.Winning), p.Board)
			}
			if len(res.Winning) == 0 && len(res.Line) > 0 && !slices.ContainsFunc(res.Refutations, func(r Refutation) bool { return r.Move == res.Line[0] }) {
				t.Fatalf("problem %d: line %v starts with a move neither winning nor refuted\n%s", i, names(p.Board, res.Line), p.Board)
			}
		}
		if len(short.Line) < len(full.Line) {
			cut++
			// A line ends where the full one goes on only when its
			// budget cuts it.
			if !short.LineCut && slices.Equal(short.Line, full.Line[:len(short.Line)]) {
				t.Fatalf("problem %d: with a one-node budget the line %v stops inside %v but is not said cut\n%s", i, names(p.Board, short.Line), names(p.Board, full.Line), p.Board)
			}
		}
		if full.LineCut {
			fullCut++
		}
		if full.Status == Seki {
			// The side to move wins the line's question (seki is never
			// the worst for it): it answers the loser's pass with a
			// pass, the end of a seki, never with a filling move.
			for j := 1; j+1 < len(full.Line); j += 2 {
				if full.Line[j] == goboard.Pass {
					sekiPasses++
					if full.Line[j+1] != goboard.Pass {
						t.Fatalf("problem %d: seki line %v answers a pass with a move\n%s", i, names(p.Board, full.Line), p.Board)
					}
				}
			}
		}
		if len(short.Winning) == 0 && len(short.Refutations) > 0 {
			// The loser to move: a failing first move and its answer
			// (unless the eye rule proves the rest at once).
			if len(short.Line) < min(1, len(full.Line)) || len(short.Line) > 0 && !slices.ContainsFunc(short.Refutations, func(r Refutation) bool {
				return r.Move == short.Line[0] && (len(short.Line) == 1 || r.Answer == short.Line[1] || r.Answer == goboard.NoPoint)
			}) {
				t.Fatalf("problem %d: with a one-node budget, line %v (full %v), refutations %+v\n%s", i, names(p.Board, short.Line), names(p.Board, full.Line), short.Refutations, p.Board)
			}
			losing++
			if len(short.Line) >= 2 {
				answered++
			}
		}
		lines++
		for j := range full.Refutations {
			if short.Refutations[j] != full.Refutations[j] {
				t.Fatalf("problem %d: with a one-node line the refutation %+v, with the full budget %+v", i, short.Refutations[j], full.Refutations[j])
			}
		}
	}
	t.Logf("%d problems, %d lines cut by a one-node budget, %d with the loser to move (%d lines of two moves or more); %d lines cut with the full budget; %d passes answered in seki lines",
		lines, cut, losing, answered, fullCut, sekiPasses)
	if fullCut > lines/20 {
		t.Fatalf("%d of %d lines said cut with the full budget", fullCut, lines)
	}
	if lines < 200 || cut < 50 || losing < 20 || answered < 10 || sekiPasses < 10 {
		t.Fatalf("too few problems: %d, %d lines cut, %d passes answered in seki lines", lines, cut, sekiPasses)
	}
}

// TestLineUnderLimits stops the composed problems at node limits near the
// end of their searches (the first moves, the main line): a known result's
// line starts with a move reaching the level, unless every move fails, and
// a line shorter than the full one is said cut.
func TestLineUnderLimits(t *testing.T) {
	composed := loadProblems(t)
	tried, known, cut := 0, 0, 0
	for _, name := range slices.Sorted(maps.Keys(composed)) {
		p := composed[name]
		full, err := Solve(context.Background(), p, Options{TableBytes: 1 << 20, NoReasons: true})
		if err != nil || full.Status == Unknown || full.Nodes > 200000 {
			continue
		}
		worst := full.Level.worstFor(p.Board.ToPlay(), p.Defender)
		for i := 60; i < 100; i++ {
			res, err := Solve(context.Background(), p, Options{TableBytes: 1 << 20, NoReasons: true, MaxNodes: full.Nodes * int64(i) / 100})
			if err != nil {
				t.Fatal(err)
			}
			tried++
			if res.Status == Unknown {
				continue
			}
			known++
			if len(res.Line) > 0 && !worst && slices.ContainsFunc(res.Refutations, func(r Refutation) bool { return r.Move == res.Line[0] }) {
				t.Fatalf("%s stopped after %d nodes: the line %v starts with a failing move (winning %v, undecided %v)", name, res.Nodes,
					names(p.Board, res.Line), names(p.Board, res.Winning), names(p.Board, res.Undecided))
			}
			if len(res.Line) < len(full.Line) && slices.Equal(res.Line, full.Line[:len(res.Line)]) && len(res.Line) > 0 {
				if !res.LineCut {
					t.Fatalf("%s stopped after %d nodes: the line %v stops inside %v but is not said cut", name, res.Nodes, names(p.Board, res.Line), names(p.Board, full.Line))
				}
				cut++
			}
		}
	}
	t.Logf("%d limits tried, %d known results, %d lines cut", tried, known, cut)
	if known < 100 || cut < 5 {
		t.Fatalf("too few known results (%d) or cut lines (%d)", known, cut)
	}
}

// TestLineResultsOnTheirLine checks that a result kept for its line
// (lineResults, fork.go) is found on that line only: at the end of four
// moves, and not at the same position reached by the same moves in another
// order, whose line passes through other positions (the result may depend
// on them: the repetition rule). Lines with a capture, which may end at
// different positions, are skipped.
func TestLineResultsOnTheirLine(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 17))
	checked := 0
	for i := 0; i < 400 && checked < 50; i++ {
		p := randomProblem(rng, 8)
		e := newQuestionEngine(p)
		e.setQuestion(1 + i%4)
		b := p.Board
		var empty []goboard.Point
		for _, q := range e.area {
			if b.At(q) == goboard.Empty {
				empty = append(empty, q)
			}
		}
		if len(empty) < 4 {
			continue
		}
		rng.Shuffle(len(empty), func(i, j int) { empty[i], empty[j] = empty[j], empty[i] })
		line := empty[:4]
		other := []goboard.Point{line[2], line[1], line[0], line[3]}
		end := func(moves []goboard.Point) (uint64, bool) {
			for d, q := range moves {
				if ok, _ := e.play(q, d); !ok {
					undoLine(b, d)
					return 0, false
				}
			}
			return e.ttKey(e.path[4], e.passed[4]), true
		}
		key, ok := end(line)
		if !ok {
			continue
		}
		r := lineResult{pn: 0, dn: infinity, hist: 1, bound: noBounds}
		e.keepLine(key, 4, r)
		if got, found := e.lineResultAt(key, 4); !found || got != r {
			t.Fatalf("problem %d: the result kept after %v is not found there", i, names(b, line))
		}
		undoLine(b, 4)
		key2, ok := end(other)
		if !ok {
			continue
		}
		if key2 != key {
			undoLine(b, 4) // a capture: not the same position
			continue
		}
		if _, found := e.lineResultAt(key, 4); found {
			t.Fatalf("problem %d: the result kept after %v is found after %v", i, names(b, line), names(b, other))
		}
		undoLine(b, 4)
		checked++
	}
	if checked < 50 {
		t.Fatalf("only %d pairs of lines checked", checked)
	}
}

// TestStoppedAfterTheLevel stops random problems and the composed ones a
// few nodes after their level is known: the first move the level's own
// search proved is searched first (its result is in the table, or kept by
// engine.rootWins where it depends on the line, as in a ko), so the answer
// names a winning first move whenever there is one.
func TestStoppedAfterTheLevel(t *testing.T) {
	rng := rand.New(rand.NewPCG(27, 3))
	probs := map[string]*Problem{}
	for name, p := range loadProblems(t) {
		probs[name] = p
	}
	for i := range 150 {
		probs[fmt.Sprintf("random %03d", i)] = randomEnclosedProblem(rng, 3, 9)
	}
	tried := 0
	for _, name := range slices.Sorted(maps.Keys(probs)) {
		p := probs[name]
		opt := Options{serial: true, NoReasons: true, TableBytes: 1 << 20, MaxNodes: 300000}
		full, err := Solve(context.Background(), p, opt)
		if err != nil {
			t.Fatal(err)
		}
		if full.Status == Unknown || len(full.Winning) == 0 || len(full.Undecided) > 0 {
			continue
		}
		// The fewest nodes after which the level is known (a search
		// stopped earlier is a prefix of one stopped later).
		lo, hi := int64(1), full.Nodes
		for lo < hi {
			opt.MaxNodes = (lo + hi) / 2
			res, err := Solve(context.Background(), p, opt)
			if err != nil {
				t.Fatal(err)
			}
			if res.Status == Unknown {
				lo = opt.MaxNodes + 1
			} else {
				hi = opt.MaxNodes
			}
		}
		opt.MaxNodes = lo + 3*int64(len(p.EmptyArea())) + 30
		res, err := Solve(context.Background(), p, opt)
		if err != nil {
			t.Fatal(err)
		}
		if res.Status != full.Status || res.KoThreats != full.KoThreats {
			t.Fatalf("%s stopped after %d nodes: %v %v, the full search %v %v", name, res.Nodes, res.Status, res.KoThreats, full.Status, full.KoThreats)
		}
		if len(res.Undecided) == 0 {
			continue // decided before the limit anyway
		}
		tried++
		if len(res.Winning) == 0 {
			t.Fatalf("%s stopped after %d nodes (level known after %d): no winning first move named, %d undecided; the full search: %v\n%s",
				name, res.Nodes, lo, len(res.Undecided), names(p.Board, full.Winning), p.Board)
		}
		for _, q := range res.Winning {
			if !slices.Contains(full.Winning, q) {
				t.Fatalf("%s: %s named winning after %d nodes, not by the full search %v", name, MoveName(p.Board.Geometry, q), res.Nodes, names(p.Board, full.Winning))
			}
		}
	}
	t.Logf("%d problems stopped with first moves undecided", tried)
	if tried < 20 {
		t.Fatalf("only %d problems stopped with first moves undecided", tried)
	}
}
