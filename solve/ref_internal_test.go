package solve

import (
	"context"
	"fmt"
	"math/rand/v2"
	"os"
	"slices"
	"strings"
	"testing"

	"lifeline/benson"
	"lifeline/goboard"
)

// refGame is the exhaustive reference: plain minimax, without a table or
// any shortcut, over the game of the package documentation.
type refGame struct {
	b      *goboard.Board
	def    goboard.Color
	area   []goboard.Point
	target []goboard.Point // the target stones never captured on the line
	rules  goboard.Rules
	alive  bool
	lifted goboard.Color
	path   []uint64
	nodes  int
	budget int
	ben    *benson.Analyzer
	// byPoints, if not nil, is the problem's target read by its points:
	// the target stands while a defender stone is on one of them, replayed
	// or not (the old reading, only to show that a test tells them apart).
	byPoints []goboard.Point
}

var errBudget = fmt.Errorf("reference budget exhausted")

func (g *refGame) key() uint64 {
	return g.b.Hash() ^ uint64(g.b.ToPlay())*0x51afd7ed558ccd
}

// value reports whether the defender wins the position (not yet over) with
// best play, passedLast telling whether the last move was a pass.
func (g *refGame) value(passedLast bool) bool {
	g.nodes++
	if g.nodes > g.budget {
		panic(errBudget)
	}
	b := g.b
	if len(g.target) == 0 {
		return false
	}
	r, err := g.ben.Analyze(b, g.rules)
	if err != nil {
		panic(err)
	}
	for _, t := range g.target {
		if r.Alive[g.def].Has(t) {
			return true
		}
	}
	mover := b.ToPlay()
	moverIsDef := mover == g.def
	for _, q := range g.area {
		if b.At(q) != goboard.Empty {
			continue
		}
		if !g.tryMove(q, mover) {
			continue
		}
		saved := g.keepStanding()
		v := g.value(false)
		g.target = saved
		g.path = g.path[:len(g.path)-1]
		b.Undo()
		if v == moverIsDef {
			return v
		}
	}
	var v bool
	if passedLast {
		v = !g.alive
	} else {
		b.Pass(mover)
		g.path = append(g.path, g.key())
		v = g.value(true)
		g.path = g.path[:len(g.path)-1]
		b.Undo()
	}
	return v
}

// tryMove plays q for c where the game allows it (the simple ko ban lifted
// for g.lifted, and the superko rule for its captures) and adds the position
// to the path; it reports false, with nothing played, where it does not.
func (g *refGame) tryMove(q goboard.Point, c goboard.Color) bool {
	b := g.b
	if !(q == b.Ko() && c == g.lifted) && !b.IsLegal(q, c) {
		return false
	}
	caps := b.Captures(c)
	if err := b.PlayUnchecked(q, c); err != nil {
		panic(err)
	}
	k := g.key()
	if (c != g.lifted || b.Captures(c) == caps) && slices.Contains(g.path, k) {
		b.Undo()
		return false
	}
	g.path = append(g.path, k)
	return true
}

// newRefGame returns the reference's game of problem p, with a budget of
// nodes.
func newRefGame(p *Problem, budget int) *refGame {
	b := p.Board
	return &refGame{b: b, def: p.Defender, area: p.Area.AppendTo(nil), target: p.Target, rules: b.Rules(), budget: budget, ben: benson.NewAnalyzer()}
}

// keepStanding drops the captured stones from the target after a move (a
// stone captured is empty right after the move that captures it) and
// returns the target before the move, to restore after the take-back.
func (g *refGame) keepStanding() []goboard.Point {
	saved := g.target
	var left []goboard.Point
	src := saved
	if g.byPoints != nil {
		src = g.byPoints
	}
	for _, t := range src {
		if g.b.At(t) == g.def {
			left = append(left, t)
		}
	}
	g.target = left
	return saved
}

// refLevel returns the level of the position (the path holds it already).
func (g *refGame) level(passedLast bool) Level {
	l := LevelDies
	for k := 1; k <= 4; k++ {
		q := questionFor(k, g.def)
		g.alive, g.lifted = q.alive, q.lifted
		if !g.value(passedLast) {
			break
		}
		l = Level(k)
	}
	return l
}

// refSolve returns the level and the winning first moves by the reference.
func refSolve(p *Problem, budget int) (level Level, winning []goboard.Point, ok bool) {
	level, winning, _, ok = refSolveReading(p, budget, false)
	return level, winning, ok
}

// refSolveReading is refSolve, with the target read by its points (see
// refGame.byPoints) if byPoints; after holds the level after each first
// move, nil when the problem's level is the worst for the side to move
// (then every move has that level).
func refSolveReading(p *Problem, budget int, byPoints bool) (level Level, winning []goboard.Point, after map[goboard.Point]Level, ok bool) {
	b := p.Board
	g := newRefGame(p, budget)
	defer overBudget(b, b.Depth(), &ok)
	if byPoints {
		g.byPoints = p.Target
	}
	g.path = []uint64{g.key()}
	level = g.level(false)
	mover := b.ToPlay()
	if level.worstFor(mover, p.Defender) {
		return level, nil, nil, true
	}
	after = map[goboard.Point]Level{}
	firsts := []goboard.Point{goboard.Pass}
	for _, q := range g.area {
		if b.At(q) == goboard.Empty && b.IsLegal(q, mover) {
			firsts = append(firsts, q)
		}
	}
	for _, q := range firsts {
		if q == goboard.Pass {
			b.Pass(mover)
		} else if err := b.PlayUnchecked(q, mover); err != nil {
			panic(err)
		}
		g.path = append(g.path, g.key())
		saved := g.keepStanding()
		var l Level
		// The full level after the move is the reference's answer; the
		// solver only asks the one question that decides.
		if !g.targetGoneOrAlive() {
			l = g.level(q == goboard.Pass)
		} else {
			l = g.overLevel()
		}
		g.path = g.path[:1]
		g.target = saved
		b.Undo()
		if l == level {
			winning = append(winning, q)
		}
		after[q] = l
	}
	return level, winning, after, true
}

// refAnswerWins reports by the reference whether the answer a to the first
// move q wins question k for the side that answers: what a failing first
// move's Refutation.Answer claims (an illegal answer does not win). ok is
// false over the budget.
func refAnswerWins(p *Problem, q, a goboard.Point, k, budget int) (wins, ok bool) {
	b := p.Board
	g := newRefGame(p, budget)
	depth0 := b.Depth()
	defer overBudget(b, depth0, &ok)
	defer func() {
		for b.Depth() > depth0 {
			b.Undo()
		}
	}()
	qu := questionFor(k, p.Defender)
	g.alive, g.lifted = qu.alive, qu.lifted
	g.path = []uint64{g.key()}
	mover := b.ToPlay()
	answerer := mover.Opponent()
	if q == goboard.Pass {
		b.Pass(mover)
	} else if err := b.PlayUnchecked(q, mover); err != nil {
		panic(err)
	}
	g.path = append(g.path, g.key())
	g.keepStanding()
	var defWins bool
	switch {
	case g.targetGoneOrAlive():
		defWins = g.overLevel() == LevelLives // over: whatever the answer
	case a == goboard.Pass && q == goboard.Pass:
		defWins = !g.alive // the game ends
	case a == goboard.Pass:
		b.Pass(answerer)
		g.path = append(g.path, g.key())
		defWins = g.value(true)
	case b.At(a) != goboard.Empty || !g.tryMove(a, answerer):
		return false, true // occupied, illegal or a repetition
	default:
		g.keepStanding()
		defWins = g.value(false)
	}
	return defWins == (answerer == p.Defender), true
}

// overBudget, deferred, stops the reference's panic over its budget: it
// takes back the moves down to depth0 and sets *ok false.
func overBudget(b *goboard.Board, depth0 int, ok *bool) {
	if r := recover(); r != nil {
		if r != errBudget {
			panic(r)
		}
		for b.Depth() > depth0 {
			b.Undo()
		}
		*ok = false
	}
}

// setupRows sets up the stones of rows, the top row first: X Black, O
// White.
func setupRows(b *goboard.Board, rows []string) {
	for y, row := range rows {
		for x, ch := range row {
			switch ch {
			case 'X':
				_ = b.Setup(b.Point(x, y), goboard.Black)
			case 'O':
				_ = b.Setup(b.Point(x, y), goboard.White)
			}
		}
	}
}

// targetGoneOrAlive reports whether the position is over.
func (g *refGame) targetGoneOrAlive() bool {
	return g.overLevel() >= 0
}

// overLevel returns the level of a position that is over, or -1.
func (g *refGame) overLevel() Level {
	if len(g.target) == 0 {
		return LevelDies
	}
	r, _ := g.ben.Analyze(g.b, g.rules)
	for _, t := range g.target {
		if r.Alive[g.def].Has(t) {
			return LevelLives
		}
	}
	return -1
}

// randomProblem builds a random small problem: a board of up to 5x5 with
// random stones, an area with at most maxEmpty empty points and a target
// chain.
// removeDead removes the chains without liberties that random setup left.
func removeDead(b *goboard.Board) {
	for _, hd := range b.Chains(nil) {
		if b.At(hd) != goboard.Empty && b.Liberties(hd) == 0 {
			for _, s := range b.ChainStones(hd, nil) {
				_ = b.Setup(s, goboard.Empty)
			}
		}
	}
}

func randomProblem(rng *rand.Rand, maxEmpty int) *Problem {
	for {
		w, h := 2+rng.IntN(4), 2+rng.IntN(4)
		b := goboard.MustNew(w, h)
		density := 0.3 + 0.5*rng.Float64()
		for y := 0; y < h; y++ {
			for x := 0; x < w; x++ {
				if rng.Float64() < density {
					c := goboard.Black
					if rng.IntN(2) == 0 {
						c = goboard.White
					}
					_ = b.Setup(b.Point(x, y), c)
				}
			}
		}
		removeDead(b)
		if rng.IntN(3) == 0 {
			b.SetRules(goboard.Rules{AllowSuicide: true})
		}
		if rng.IntN(2) == 0 {
			b.SetToPlay(goboard.White)
		}
		// The area: a random rectangle.
		x0, y0 := rng.IntN(w), rng.IntN(h)
		x1, y1 := x0+rng.IntN(w-x0), y0+rng.IntN(h-y0)
		if rng.IntN(2) == 0 {
			x0, y0, x1, y1 = 0, 0, w-1, h-1
		}
		var area goboard.PointSet
		empties := 0
		for y := y0; y <= y1; y++ {
			for x := x0; x <= x1; x++ {
				p := b.Point(x, y)
				area.Add(p)
				if b.At(p) == goboard.Empty {
					empties++
				}
			}
		}
		if empties == 0 || empties > maxEmpty {
			continue
		}
		heads := b.Chains(nil)
		if len(heads) == 0 {
			continue
		}
		hd := heads[rng.IntN(len(heads))]
		p := &Problem{Board: b, Defender: b.At(hd), Area: area, Target: b.ChainStones(hd, nil)}
		// Sometimes a second target chain of the same colour.
		for _, h2 := range heads {
			if h2 != hd && b.At(h2) == p.Defender && rng.IntN(4) == 0 {
				p.Target = b.ChainStones(h2, p.Target)
			}
		}
		return p
	}
}

// fromEnv sets *v from the environment variable name when it is set.
func fromEnv[T int | uint64](name string, v *T) {
	if s := os.Getenv(name); s != "" {
		fmt.Sscan(s, v)
	}
}

// TestAgainstReference checks the solver's level and winning moves against
// the exhaustive reference on random small problems, both colours to move,
// with and without ko. LIFELINE_SOLVE_LONG=1 runs many more, larger ones;
// LIFELINE_SOLVE_N sets the number of problems, LIFELINE_SOLVE_SEED the seed.
func TestAgainstReference(t *testing.T) {
	n, maxEmpty, budget := 1500, 6, 10000
	if os.Getenv("LIFELINE_SOLVE_LONG") != "" {
		n, maxEmpty, budget = 30000, 8, 300000
	}
	fromEnv("LIFELINE_SOLVE_N", &n)
	seed := uint64(1)
	fromEnv("LIFELINE_SOLVE_SEED", &seed)
	rng := rand.New(rand.NewPCG(seed, 2))
	checked, skipped, kos, explained, parallel, bounded, gated, simulated, inner, shared, splitFirst := 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0
	answers, passAnswers, passMoves := 0, int64(0), int64(0)
	levels := map[Level]int{}
	for i := 0; i < n; i++ {
		p := randomProblem(rng, maxEmpty)
		before := p.Board.String()
		wantLevel, wantWin, after, ok := refSolveReading(p, budget, false)
		if !ok {
			skipped++
			continue
		}
		if p.TouchesOutside() {
			gated++ // the uncapturable target's rule decides A1-A3 at once
		}
		// Every other problem has its pass searched by a second
		// engine (fork.go), whatever the level's nodes, and the moves
		// of each question at its position split between two engines
		// after 1 to 40 nodes.
		opt := Options{TableBytes: 1 << 20, MaxNodes: 2000000}
		if i%2 == 1 {
			opt.forkAt, opt.splitAt, opt.round, opt.sync = -1, 1+int64(i%40), 1+int64(i%23), 1+int64(i%7)
			opt.share = 1 + int64(i%9) // hand-overs between the first moves' engines (share.go)
			opt.idle = 1 + int64(i%5)  // a first move's search split when the partner is done (deal.go)
		}
		if i%4 < 2 {
			// Every first move after an engine's first simulated
			// (sim.go), however small the problem, and the siblings
			// of every move refuted in the search.
			opt.simFrom, opt.innerFrom = -1, -1
		}
		if i%5 == 2 {
			// A failing first pass answered by a pass after one node
			// of search for a move (refutingReply), the explanation
			// then looking for a move in the level it proves.
			opt.passReply = 1
		}
		if i%3 == 0 {
			// The refutations' explanations with 1 to 20 nodes each:
			// results after the moves left unknown, reasons from the
			// deciding question alone.
			opt.explain = 1 + int64(i%20)
		}
		res, err := Solve(context.Background(), p, opt)
		if res != nil && res.saved > 0 {
			parallel++
		}
		if res != nil && res.taken > 0 {
			shared++
		}
		if res != nil && res.firstSplits > 0 {
			splitFirst++
		}
		if res != nil {
			simulated += int(res.simProofs)
			inner += int(res.innerProofs)
		}
		if err != nil {
			t.Fatal(err)
		}
		if p.Board.String() != before {
			t.Fatalf("problem %d: the board changed", i)
		}
		desc := func() string {
			return fmt.Sprintf("problem %d: %s to play, defender %s, target %v, suicide %v\n%s", i, p.Board.ToPlay(), p.Defender,
				names(p.Board, p.Target), p.Board.Rules().AllowSuicide, p.Board)
		}
		if res.Status == Unknown {
			t.Fatalf("%s: unknown", desc())
		}
		if res.Level != wantLevel {
			t.Fatalf("%s: level %d, reference %d", desc(), res.Level, wantLevel)
		}
		if !slices.Equal(res.Winning, wantWin) {
			t.Fatalf("%s: winning %v, reference %v", desc(), names(p.Board, res.Winning), names(p.Board, wantWin))
		}
		// The result after each refuted move, when the solver gives it.
		for _, r := range res.Refutations {
			want := wantLevel
			if after != nil {
				want = after[r.Move]
			}
			if !reasonHolds(r.Reason, p.Defender, want) {
				t.Fatalf("%s: after %s: reason %q, reference level %d", desc(), p.Board.Name(r.Move), r.Reason, want)
			}
			if r.Status == Unknown {
				bounded++
				continue
			}
			explained++
			var threats goboard.Color
			switch want {
			case LevelKoAttThreats:
				threats = p.Attacker()
			case LevelKoDefThreats:
				threats = p.Defender
			}
			if r.Status != want.Status() || r.KoThreats != threats {
				t.Fatalf("%s: after %s: %s, %s needs threats (%q); reference level %d", desc(), p.Board.Name(r.Move), r.Status, r.KoThreats, r.Reason, want)
			}
		}
		// Each refutation's answer refutes its move in the question
		// that decided the first moves.
		k, _ := decidingQuestion(res.Level, p.Board.ToPlay() == p.Defender)
		for _, r := range res.Refutations {
			if r.Answer == goboard.NoPoint {
				continue
			}
			wins, ok := refAnswerWins(p, r.Move, r.Answer, k, budget)
			if !ok {
				continue
			}
			if !wins {
				t.Fatalf("%s: %s answers %s, which does not win question A%d (reference)", desc(), p.Board.Name(r.Move), p.Board.Name(r.Answer), k)
			}
			answers++
		}
		passAnswers += res.passAnswers
		passMoves += res.passMoves
		checked++
		if checked%100 == 0 && testing.Verbose() {
			t.Logf("%d problems checked, %d skipped", checked, skipped)
		}
		levels[wantLevel]++
		if wantLevel == LevelKoAttThreats || wantLevel == LevelKoDefThreats {
			kos++
		}
	}
	t.Logf("checked %d problems (%d skipped over the reference's budget), levels %v, %d refutations' results, %d reasons without one, %d answers, %d failing passes answered by a pass past the budget (%d of them then by a move), %d searched on two engines (%d with results handed over between them, %d with a first move's search split), %d with a target chain on a gate, %d first moves and %d other moves proven by simulation", checked, skipped, levels, explained, bounded, answers, passAnswers, passMoves, parallel, shared, splitFirst, gated, simulated, inner)
	if passAnswers < int64(n/100) || passMoves < int64(n/200) || answers < n/2 {
		t.Fatalf("too few answers checked: %d, %d failing passes answered by a pass past the budget, %d of them then by a move", answers, passAnswers, passMoves)
	}
	if checked < n/2 || kos == 0 || parallel < n/10 || shared < n/40 || splitFirst < n/100 || bounded < n/30 || gated < n/20 || simulated < n/4 || inner < n/4 {
		t.Fatalf("too few problems checked: %d of %d, %d kos, %d on two engines (%d handing results over, %d splitting a first move), %d reasons without a result, %d with a target chain on a gate, %d first moves and %d other moves proven by simulation", checked, n, kos, parallel, shared, splitFirst, bounded, gated, simulated, inner)
	}
}

// reasonHolds reports whether a refutation's reason is true of the level
// after the move: each wording of Refutation.Reason names one level or a
// range of levels.
func reasonHolds(reason string, def goboard.Color, l Level) bool {
	target := "the " + def.Name() + " target "
	att := def.Opponent().Name()
	switch strings.TrimPrefix(reason, target) {
	case "":
		return true
	case "a ko follows in which " + att + " needs ko threats":
		return l == LevelKoAttThreats
	case "a ko follows in which " + def.Name() + " needs ko threats":
		return l == LevelKoDefThreats
	case "only lives in seki", "lives in seki":
		return l == LevelSeki
	case "lives", "lives with two eyes":
		return l == LevelLives
	case "dies", "is captured", "is left with one eye and captured":
		return l == LevelDies
	case "does not live (at best seki)":
		return l < LevelLives
	case "does not live, even in seki (at best a ko in which " + att + " needs ko threats)":
		return l < LevelSeki
	case "at best gets a ko in which " + def.Name() + " needs ko threats":
		return l < LevelKoAttThreats
	case "lives, at least in seki":
		return l >= LevelSeki
	case "at least gets a ko in which " + att + " needs ko threats":
		return l >= LevelKoAttThreats
	case "at least gets a ko in which " + def.Name() + " needs ko threats":
		return l >= LevelKoDefThreats
	}
	return false // a wording this test does not know
}

func names(b *goboard.Board, pts []goboard.Point) []string {
	out := []string{}
	for _, p := range pts {
		out = append(out, b.Name(p))
	}
	return out
}
