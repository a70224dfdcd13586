package solve

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"

	"lifeline/goboard"
)

// Status is the verdict on the target.
type Status int

// The verdicts, from the worst to the best for the defender (Unknown
// aside).
const (
	Unknown Status = iota // a node or time limit, or a cancel, came first
	Dies
	Ko
	Seki
	Lives
)

// String returns "unknown", "dies", "ko", "seki" or "lives".
func (s Status) String() string {
	switch s {
	case Dies:
		return "dies"
	case Ko:
		return "ko"
	case Seki:
		return "seki"
	case Lives:
		return "lives"
	}
	return "unknown"
}

// Level is a position's value for the defender, 0 (dies) to 4 (lives), as
// in the package documentation.
type Level int

// The levels.
const (
	LevelDies         Level = 0
	LevelKoDefThreats Level = 1 // ko; the defender needs ko threats
	LevelKoAttThreats Level = 2 // ko; the attacker needs ko threats
	LevelSeki         Level = 3
	LevelLives        Level = 4
)

// Status returns the verdict of a level.
func (l Level) Status() Status {
	switch l {
	case LevelDies:
		return Dies
	case LevelKoDefThreats, LevelKoAttThreats:
		return Ko
	case LevelSeki:
		return Seki
	}
	return Lives
}

// KoThreats returns the side needing ko threats at a ko level of a
// position with the given defender, Empty at any other level.
func (l Level) KoThreats(def goboard.Color) goboard.Color {
	switch l {
	case LevelKoDefThreats:
		return def
	case LevelKoAttThreats:
		return def.Opponent()
	}
	return goboard.Empty
}

// worstFor reports whether l is the worst level for mover in a problem
// with defender def: every first move then fails.
func (l Level) worstFor(mover, def goboard.Color) bool {
	if mover == def {
		return l == LevelDies
	}
	return l == LevelLives
}

// Options bound a search. The zero value searches without limits with a
// table of at most DefaultTableBytes. The table starts with at most 256 KiB
// and doubles whenever half full, up to its bound, so a small problem never
// pays for the memory of a large one.
type Options struct {
	MaxNodes   int64         // stop with Unknown after this many nodes, or a few more (0: no limit; two engines searching at once get half of the nodes left each, see fork.go)
	Timeout    time.Duration // stop with Unknown after this long (0: no limit)
	TableBytes int           // the most memory of a transposition table (0: DefaultTableBytes; each other engine searching at once holds a copy: see Result.TableBytes)
	// NoReasons leaves each refutation's Status, KoThreats and Reason
	// empty, saving their searches (up to an eighth more nodes, at least
	// 20,000).
	NoReasons bool
	// Progress, if not nil, is called from the searching goroutine every
	// 65536 nodes or so.
	Progress func(Progress)

	noEyes    bool  // tests: without the two-eye-areas rule (eyes.go)
	noGroups  bool  // tests: the rule on single chains only
	noDefer   bool  // tests: Benson's test on every position generated (see terminalAt)
	serial    bool  // tests: the whole search on one engine (see fork.go)
	forkAt    int64 // tests: the level's nodes from which two engines search the first moves (0: forkNodes)
	splitAt   int64 // tests: the nodes after which a question at the problem's position is split (0: splitNodes)
	round     int64 // tests: the fewest nodes of each engine in a round of a split search (0: splitRound)
	sync      int64 // tests: the nodes between a split search's checks of the partner's end (0: syncNodes)
	explain   int64 // tests: the nodes of each refutation's explanation searches, instead of their share (0: the share; see engine.explain)
	line      int64 // tests: the main line's budget, instead of lineBudget's (0: lineBudget)
	passReply int64 // tests: the budget of a failing first pass's search for an answer other than a pass (0: refutingReply's)
	noSim     bool  // tests: no simulations (sim.go)
	simFrom   int64 // tests: the sibling's fewest nodes for a simulation (0: simFrom; -1: every first move after the first)
	innerFrom int64 // tests: the refuted move's fewest nodes for simSiblings (0: innerFrom; -1: every refuted move)
	noShare   bool  // tests: two engines searching at once keep their results to themselves until the join (share.go)
	share     int64 // tests: the nodes between the hand-overs of two engines searching at once (0: shareNodes)
	jitter    int64 // tests: engines searching at once sleep at random, at about one node in jitter, so that which waits for which changes from run to run (0: never)
	idle      int64 // tests: the nodes between an engine's looks at its partner's end in a first move's search, a quarter of the lag of those looks (0: idleEvery, idleLag; deal.go)
}

// Progress is a report on a running search.
type Progress struct {
	Nodes   int64
	Depth   int // the deepest line so far
	Elapsed time.Duration
	// Status is the result once the level's search has proven it (with
	// KoThreats for a ko), Unknown before: the first moves, the main line
	// and the reasons follow. Decided counts the first moves decided so
	// far of Moves, the legal first moves (a pass included); both are 0
	// until the first moves are searched. The moves searched by a second
	// engine (fork.go: half of them, and the pass) count when that engine
	// is done.
	Status    Status
	KoThreats goboard.Color
	// Least and Most are the levels proven so far, as Result's: while
	// Status is Unknown the level's questions answered so far narrow them
	// (BoundWords says it in words when Least < Most; the zero value,
	// before the search starts, says nothing).
	Least, Most Level
	Decided     int
	Moves       int
	// Winning and Failing are the first moves decided so far that reach
	// the result and that fail (goboard.Pass for a pass), in the order
	// decided: the report's own copies.
	Winning, Failing []goboard.Point
}

// Refutation is a failing first move and the opponent's answer that refutes
// it, with the result after the move and why it fails.
type Refutation struct {
	Move goboard.Point // goboard.Pass for a pass
	// Answer refutes Move in the question that decided the first moves:
	// goboard.NoPoint if none was found within the limits. A pass that
	// a pass refutes by ending the game (the attacker's in A1-A3, the
	// defender's in A4) may be answered by a pass: the search for a
	// move has a budget, and the explanation then takes a move from the
	// level after the pass where it proves one.
	Answer goboard.Point
	// Status is the result after Move with best play, as Result.Status
	// for the opponent to move: worse than the problem's for the side
	// that played Move. KoThreats is the side needing ko threats when
	// Status is Ko. Status is Unknown when its search ran out of its
	// share of a budget of an eighth of the search's nodes (at least
	// 20,000, shared equally by the refutations, at least 10,000 each),
	// or with Options.NoReasons.
	Status    Status
	KoThreats goboard.Color
	// Reason says why Move fails, in words for "Move fails: the opponent
	// answers Answer, and ...": from Status, and for Lives and Dies from
	// the end of the refutation's line (Answer, then best play in the
	// question that decided the first moves, the winner playing winning
	// moves and the loser the moves hardest to refute, up to 24 moves, as
	// in Line). It is one of:
	//   - "a ko follows in which Black needs ko threats" (Status Ko);
	//   - "the Black target lives in seki", "… only lives in seki" (Status
	//     Seki; "only" when the defender played Move);
	//   - "the Black target lives", "… lives with two eyes" (Status Lives;
	//     "two eyes" when the line ends with a pass-alive target and one
	//     target chain has two eyes);
	//   - "the Black target dies", "… is captured", "… is left with one eye
	//     and captured" (Status Dies; "captured" when the line ends with
	//     every target stone captured, "one eye" when the target had
	//     exactly one eye at the last position of the line where it stood);
	//   - with Status Unknown, what the question that decided the first
	//     moves proved, never more: after the defender's move "the Black
	//     target does not live (at best seki)", "… does not live, even in
	//     seki (at best a ko in which White needs ko threats)" or "… at
	//     best gets a ko in which Black needs ko threats"; after the
	//     attacker's move "the Black target lives, at least in seki", "… at
	//     least gets a ko in which White needs ko threats" or "… in which
	//     Black needs ko threats";
	//   - "" with Options.NoReasons, or when a limit stopped the search
	//     before the explanations.
	// An eye is a maximal connected set of empty points whose every
	// neighbour on the board is a stone of one and the same chain holding a
	// target stone (or the edge of the board).
	Reason string
}

// Result is the answer to a problem.
type Result struct {
	ToPlay   goboard.Color
	Defender goboard.Color
	Status   Status
	Level    Level
	// Least and Most are the levels the search proved the result lies
	// between: both Level when Status is known; with Unknown, what the
	// questions answered before the limit proved (Least LevelDies and
	// Most LevelLives when nothing was). Proven says it in words.
	Least, Most Level
	// KoThreats is the side that must find ko threats when Status is Ko
	// (the side that loses the ko when neither has threats); Empty
	// otherwise.
	KoThreats goboard.Color
	// Winning holds every first move (goboard.Pass for a pass) that
	// reaches Level, in point order with a pass first; empty when Level
	// is the worst for the side to move, and when Level is a ko that the
	// side to move must retake at once but may not under the simple ko
	// rule: its move is a ko threat elsewhere, and no move of the area (a
	// pass included) keeps the ko (Verdict says so).
	Winning []goboard.Point
	// Refutations holds every other first move with its refutation.
	Refutations []Refutation
	// Undecided holds the first moves whose search hit a limit.
	Undecided []goboard.Point
	// Line is a main line: the side to move's best first move and best
	// play after it in the question that decides Level (with ko threats
	// for a side, its ko retakes are immediate), up to 24 moves; it ends
	// sooner when its searches take more than an eighth of the search's
	// nodes (at least 20,000): LineCut says so.
	Line []goboard.Point
	// LineCut reports that Line stops short because its searches ran out
	// of their budget (or the search's limits), not at the end of the
	// game, at a position the eye rule proves alive or at 24 moves.
	LineCut    bool
	Nodes      int64
	Elapsed    time.Duration
	TableBytes int // the memory of the transposition table, the Benson cache and the eye rule's caches, at their largest, with the most that the other engines' copies held at once (fork.go: a second engine, and a third when the second splits a first move's search)

	eyeProofs   int64 // positions decided by the two-eye-areas rule (tests)
	groupProofs int64 // of those, decided by a group of several chains (tests)
	bigProofs   int64 // verdicts of the rule that used an area of 6 to 8 empty points (tests)
	eyeWork     int64 // the rule's work on the first engine (eyes.spent; tests)
	forked      bool  // a second engine searched at once (fork.go; tests)
	saved       int64 // engine.saved: Nodes - saved are the nodes one after another (tests)
	sims        int64 // simulations tried (sim.go; tests)
	simProofs   int64 // first moves they proved (tests)
	passAnswers int64 // failing first passes answered by a pass past refutingReply's budget (tests)
	passMoves   int64 // of those, the pass replaced by a move in the explanation (passAnswer; tests)
	innerSims   int64 // the simulations of a refuted move's siblings (sim.go; tests)
	innerProofs int64 // their proofs (tests)
	taken       int64 // results an engine took from the other one searching at once (share.go; tests)
	firstSplits int64 // first moves whose search was split when the partner was done (deal.go; tests)
	memLeft     int64 // the memory meter after the solve let go of its buffers: 0 unless a buffer went uncounted (tests)
}

// Solve answers the problem. It stops with Status Unknown when the context
// is cancelled or a limit is reached; the error is the context's then. The
// problem's board is left as it was. It may run a second engine on another
// goroutine, on copies of the board and the tables, during the level's
// search and the first moves (fork.go); the result does not depend on
// timing.
func Solve(ctx context.Context, p *Problem, opt Options) (*Result, error) {
	e, err := start(ctx, p, opt)
	if err != nil {
		return nil, err
	}
	depth0 := p.Board.Depth()
	defer func() {
		for p.Board.Depth() > depth0 {
			p.Board.Undo()
		}
	}()
	res := e.solve()
	res.eyeProofs = e.eyes.fired
	res.eyeWork = e.eyes.spent
	res.groupProofs = e.eyes.firedG
	res.bigProofs = e.eyes.big
	res.forked = e.forked
	res.saved = e.saved
	res.sims, res.simProofs = int64(e.sims), e.simProofs
	res.passAnswers, res.passMoves = e.passAnswers, e.passMoves
	res.innerSims, res.innerProofs = e.innerSims, e.innerProofs
	res.taken = e.taken
	res.firstSplits = e.firstSplits
	res.Elapsed = time.Since(e.start)
	e.account()
	res.TableBytes = int(e.mem.peak.Load())
	e.dropBuffers()
	res.memLeft = e.mem.cur.Load()
	release(res.TableBytes) // a long-running caller (the app, GTP) does not keep it
	if e.stopped {
		return res, ctx.Err()
	}
	return res, nil
}

// solve fills the result; see Solve.
func (e *engine) solve() *Result {
	b := e.b
	mover := b.ToPlay()
	res := &Result{ToPlay: mover, Defender: e.def}
	e.startLine()
	level, ok := e.level(0)
	res.Nodes = e.nodes
	res.Least, res.Most = e.stage.Least, e.stage.Most
	if !ok {
		return res
	}
	res.Level = level
	res.Status, res.KoThreats = level.Status(), level.KoThreats(e.def)
	e.stage.Status, e.stage.KoThreats = res.Status, res.KoThreats

	// The first moves, under the usual rules.
	firsts := []goboard.Point{goboard.Pass}
	for _, q := range e.area {
		if b.At(q) == goboard.Empty && b.IsLegal(q, mover) {
			firsts = append(firsts, q)
		}
	}
	worst := level.worstFor(mover, e.def)
	k, yesWins := decidingQuestion(level, mover == e.def)
	e.setQuestion(k)
	// The moves are searched in the order of the history heuristic (the
	// moves that proved most first: their proofs fill the table for the
	// others) and reported in point order; but first the moves the
	// level's own search proved winning (the table shows them, or the search
	// kept them where the table cannot, engine.rootWins): decided at once
	// or soon, so that a search stopped by a limit still names a winning
	// move.
	var proved goboard.PointSet
	if !worst {
		proved = e.tableWins()
		proved.Union(&e.rootWins[k])
	}
	levelWin := func(q goboard.Point) bool { return q != goboard.Pass && proved.Has(q) }
	order := make([]int, len(firsts))
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, func(i, j int) int {
		if x, y := levelWin(firsts[i]), levelWin(firsts[j]); x != y {
			if x {
				return -1
			}
			return 1
		}
		return cmp.Compare(e.firstScore(firsts[j], mover), e.firstScore(firsts[i], mover))
	})
	const (
		unsearched = iota
		undecided
		winning
		failing
	)
	outcome := make([]int, len(firsts))
	answer := make([]goboard.Point, len(firsts))
	e.stage.Moves = len(firsts)
	e.report()
	// search decides the first moves firsts[i] on engine x, each i that
	// next returns until it returns false.
	search := func(x *engine, next func() (int, bool)) {
		// The sibling of the simulations (sim.go): the last first move
		// decided on this engine, its winner and its nodes.
		var sb *goboard.Board
		sib, prover, sibNodes := goboard.NoPoint, goboard.Empty, int64(0)
		for i, more := next(); more; i, more = next() {
			if x.stopped {
				outcome[i] = undecided // without the node of its move
				continue
			}
			if ok, _ := x.play(firsts[i], 0); !ok {
				continue
			}
			x.tick()
			n0 := x.nodes
			yes, known, simulated := false, false, false
			if sib != goboard.NoPoint && sibNodes >= x.simFrom {
				if sb == nil {
					// The problem's position, copied when first
					// needed (a copy of a searched board is about
					// 100 KB: most of a small solve's memory).
					sb = x.b.Copy()
					sb.Undo()
				}
				x.sims++
				yes, known = x.simulate(sb, sib, prover, sibNodes/simShare)
				simulated = known
			}
			if !known {
				yes, known = x.askFirst(firsts[i])
			}
			if known && !x.noSim {
				// A simulated proof is in the table as the sibling's
				// was; the budget stays the searched sibling's.
				sib = firsts[i]
				if !simulated {
					sibNodes = x.nodes - n0
				}
				prover = x.att
				if yes {
					prover = x.def
				}
			}
			if simulated {
				x.simProofs++
			}
			switch {
			case !known:
				outcome[i] = undecided
			case yes == yesWins && !worst:
				outcome[i] = winning
				x.stage.Winning = append(x.stage.Winning, firsts[i])
			default:
				outcome[i] = failing
				answer[i] = x.refutingReply(firsts[i])
				x.stage.Failing = append(x.stage.Failing, firsts[i])
			}
			x.b.Undo()
		}
		if x.share != nil {
			x.shareDone()
		}
	}
	n := len(order)
	if e.serial || n < 2 || e.nodes < e.forkAt || e.stopped {
		j := 0
		search(e, func() (int, bool) {
			if j == n {
				return 0, false
			}
			j++
			return order[j-1], true
		})
	} else {
		// Two engines (see fork.go), each taking the next move in
		// the order when done with one (deal.go); the pass, last in
		// the order (see firstScore), goes second: its refutation is
		// often the dearest.
		dealt := append(order[:1:1], order[n-1])
		dealt = append(dealt, order[1:n-1]...)
		f := e.fork()
		if !e.noShare {
			shareWith(e, f)
		}
		dealTo(e, f, dealt)
		done := make(chan struct{})
		go func() {
			defer close(done)
			search(f, f.nextMove)
		}()
		search(e, e.nextMove)
		e.await(done)
		for _, i := range e.deal.undealt() {
			outcome[i] = undecided
		}
		e.deal, f.deal = nil, nil
		e.join(f)
		e.stage.Winning = append(e.stage.Winning, f.stage.Winning...)
		e.stage.Failing = append(e.stage.Failing, f.stage.Failing...)
	}
	e.report()
	for i, q := range firsts {
		switch outcome[i] {
		case undecided:
			res.Undecided = append(res.Undecided, q)
		case winning:
			res.Winning = append(res.Winning, q)
		case failing:
			res.Refutations = append(res.Refutations, Refutation{Move: q, Answer: answer[i]})
		}
	}
	// The main line.
	if !e.stopped {
		// The line's start as the first moves' search decided it: a
		// winning first move, else a failing one (the first decided)
		// when every move fails (none undecided: a failing move is
		// no start for the winner of the line's question), and the
		// answers refuting the failing ones.
		start, answers := goboard.NoPoint, map[goboard.Point]goboard.Point{}
		for _, i := range order {
			if outcome[i] == failing {
				answers[firsts[i]] = answer[i]
				if start == goboard.NoPoint && len(res.Undecided) == 0 {
					start = firsts[i]
				}
			}
		}
		for _, i := range order {
			if outcome[i] == winning {
				start = firsts[i]
				break
			}
		}
		res.Line, res.LineCut = e.mainLine(k, start, answers, res.Status == Seki)
	}
	if !e.noReasons {
		e.explain(res, k)
	}
	res.Nodes = e.nodes
	return res
}

// decidingQuestion returns the question that decides whether a first move
// keeps the level l of the problem's position, and whether "yes" (the
// defender survives, or lives in A4) is a win for the side to move, the
// defender if defMoves: for the defender A(l) (A1 when l is LevelDies, the
// worst), for the attacker A(l+1) (A4 when l is LevelLives, the worst).
func decidingQuestion(l Level, defMoves bool) (k int, yesWins bool) {
	switch {
	case defMoves:
		return max(int(l), 1), true
	case l == LevelLives:
		return 4, false
	}
	return int(l) + 1, false
}

// level finds the level of the position at depth d, asking A4 and A1
// first (most problems live or die outright), then A2 (a "no" is a ko the
// defender needs threats for, and spares A3), then A3.
//
// At depth 0 each answer narrows e.stage.Least and Most, the levels proven
// so far (a "yes" to A_k proves the level k or more, a "no" less than k),
// and is reported to the progress function.
func (e *engine) level(d int) (Level, bool) {
	if d == 0 {
		e.stage.Least, e.stage.Most = LevelDies, LevelLives
	}
	ask := func(k int) (bool, bool) {
		e.setQuestion(k)
		if d != 0 {
			return e.ask(d)
		}
		yes, ok := e.askRoot()
		switch {
		case !ok:
		case yes:
			e.stage.Least = max(e.stage.Least, Level(k))
		default:
			e.stage.Most = min(e.stage.Most, Level(k-1))
		}
		if ok && e.stage.Least != e.stage.Most {
			e.report() // the last answer is reported with the result
		}
		return yes, ok
	}
	yes, ok := ask(4)
	if !ok || yes {
		return LevelLives, ok
	}
	if yes, ok = ask(1); !ok || !yes {
		return LevelDies, ok
	}
	if yes, ok = ask(2); !ok || !yes {
		return LevelKoDefThreats, ok
	}
	if yes, ok = ask(3); !ok || yes {
		return LevelSeki, ok
	}
	return LevelKoAttThreats, true
}

// winningReply returns a move that wins the current question for the player
// to move at depth d, who is known to win it; goboard.NoPoint if the search
// cannot find one within the limits.
func (e *engine) winningReply(d int) goboard.Point {
	b := e.b
	mover := b.ToPlay()
	moverIsDef := mover == e.def
	kids, _ := e.gen(d, false)
	// The moves that the table or a terminal test already shows winning
	// first (asking the others first could spend millions of nodes proving
	// that a plausible move fails), then the others by the proof number
	// the search gave them (the most promising first), a pass last (a pass
	// that wins only by ending the game says little). An order only: every
	// move is asked.
	rank := func(k child) int {
		switch {
		case k.move == goboard.Pass:
			return 2
		case k.dn == 0:
			return 0
		}
		return 1
	}
	slices.SortStableFunc(kids, func(x, y child) int {
		if c := cmp.Compare(rank(x), rank(y)); c != 0 {
			return c
		}
		return cmp.Compare(x.dn, y.dn)
	})
	moves := append([]goboard.Point(nil), movesOf(kids)...)
	for _, q := range moves {
		if q == goboard.Pass && e.passed[d] {
			if e.passWins(d) {
				return q
			}
			continue
		}
		if ok, _ := e.play(q, d); !ok {
			continue
		}
		yes, known := e.ask(d + 1)
		b.Undo()
		if known && yes == moverIsDef {
			return q
		}
		if e.stopped {
			return goboard.NoPoint
		}
	}
	return goboard.NoPoint
}

// Budget of the search for a real answer to a failing first pass that the
// answer pass refutes (refutingReply): at least passReplyNodes, or the
// passReplyPart-th part of the nodes searched so far.
const (
	passReplyNodes = 20000
	passReplyPart  = 16
)

// refutingReply returns the answer refuting the failing first move q,
// played at depth 1: winningReply's. When q is a pass that a pass answers
// by ending the game in the answerer's favour, the search for another
// answer has a budget (passReplyNodes, passReplyPart): a pass's refutation
// is often no part of any proof the first moves' search made (that pass
// decided it at once), and finding a move from scratch took up to three
// quarters of a solve's nodes (gop/9096 of the tsumego.js collection, on
// one engine: 6.0 M of 8.0 M).
// Past the budget the answer is the pass, which the explanation may
// replace with a move that the level it proves shows (explainEvery).
func (e *engine) refutingReply(q goboard.Point) goboard.Point {
	if q != goboard.Pass || !e.passWins(1) {
		return e.winningReply(1)
	}
	userMax := e.maxNodes
	e.maxNodes = e.budgetLimit(userMax, cmp.Or(e.passReply, max(passReplyNodes, e.nodes/passReplyPart)))
	a := e.winningReply(1)
	e.maxNodes = userMax
	if !e.resume() || a != goboard.NoPoint {
		return a
	}
	e.passAnswers++
	return goboard.Pass
}

// passWins reports whether a pass at depth d, after a pass, ends the game
// in the favour of the side to move under the current question: the
// defender's in A1-A3 (its target stands), the attacker's in A4 (no
// pass-alive target).
func (e *engine) passWins(d int) bool {
	return e.passed[d] && !e.q.alive == (e.b.ToPlay() == e.def)
}

func movesOf(kids []child) []goboard.Point {
	out := make([]goboard.Point, len(kids))
	for i, k := range kids {
		out[i] = k.move
	}
	return out
}

// mainLine plays out question k from the problem's position: the winner of
// the question plays winning moves, the loser the move that takes the most
// nodes to refute. It stops at the end of the game, after 24 moves, or when
// its searches have taken lineBudget's nodes (the position is left at depth
// 0, and the search not stopped by that budget). start (unless NoPoint) and
// answers are what the first moves' search decided: a first move winning
// question k, else a failing one, and the answer refuting each failing
// first move; the line takes them where the budget runs out before its
// first or second move is found again. cut reports a line stopped by its
// budget or the search's limits (Result.LineCut). In the line of a seki
// the winner answers a pass with a pass when that ends the game in its
// favour (from the third move on): that is how a seki ends, where any
// other winning move would only fill a point.
func (e *engine) mainLine(k int, start goboard.Point, answers map[goboard.Point]goboard.Point, seki bool) (line []goboard.Point, cut bool) {
	b := e.b
	e.setQuestion(k)
	defWins, ok := e.ask(0)
	if !ok {
		return nil, false
	}
	userMax := e.maxNodes
	e.maxNodes = e.budgetLimit(userMax, cmp.Or(e.lineNodes, lineBudget(e.nodes)))
	d := 0
	defer func() {
		for ; d > 0; d-- {
			b.Undo()
		}
		e.maxNodes = userMax
		e.resume() // a stop of the line's budget ends the line only
	}()
	for d < 24 {
		if e.stopped && d >= 2 { // the first two moves may be known (start, answers)
			cut = true
			break
		}
		mover := b.ToPlay()
		var q goboard.Point
		switch {
		case seki && d >= 2 && e.passed[d] && (mover == e.def) == defWins && !e.q.alive == defWins:
			q = goboard.Pass
		case (mover == e.def) == defWins:
			q = e.winningReply(d)
		default:
			q = e.stubbornReply(d, defWins)
		}
		switch {
		case q != goboard.NoPoint:
		case d == 0:
			q = start // the budget ran out: the first moves' search decided it
		case d == 1:
			if a, ok := answers[line[0]]; ok {
				q = a
			}
		}
		if q == goboard.NoPoint {
			cut = true // the searches stopped before finding the move
			break
		}
		line = append(line, q)
		if q == goboard.Pass && e.passed[d] {
			break
		}
		if ok, _ := e.play(q, d); !ok {
			line = line[:len(line)-1]
			break
		}
		d++
		if e.terminal() != 0 {
			break
		}
		if ok, _ := e.staticLife(d); ok && defWins {
			break // the eye rule proves the rest (eyes.go)
		}
	}
	return line, cut
}

// lineBudget returns the most nodes the main line's searches may take after
// a search of nodes nodes: an eighth of them, at least explainNodes (as the
// refutations' explanations; the line's positions are mostly decided in
// the table, but in a ko fight a result that depends on the line is not
// stored and is searched again: cc3/7's line took 26.7 M nodes, 4.3 s, after
// the 48.1 M of the level and the first moves).
func lineBudget(nodes int64) int64 {
	return max(explainNodes, nodes/explainPart)
}

// stubbornReply returns the loser's move at depth d whose refutation takes
// the most nodes to find among the first four in the move order, a pass
// only if nothing else is allowed.
func (e *engine) stubbornReply(d int, defWins bool) goboard.Point {
	b := e.b
	kids, _ := e.gen(d, false)
	moves := append([]goboard.Point(nil), movesOf(kids)...)
	best, bestN := goboard.NoPoint, int64(-1)
	tried := 0
	for _, q := range moves {
		if tried == 4 && best != goboard.NoPoint {
			break // the four first moves in the order are enough for a line
		}
		if q == goboard.Pass {
			if best == goboard.NoPoint {
				best = q
			}
			continue
		}
		if ok, _ := e.play(q, d); !ok {
			continue
		}
		tried++
		n0 := e.nodes
		_, known := e.ask(d + 1)
		b.Undo()
		if !known {
			return goboard.NoPoint
		}
		if n := e.nodes - n0; n > bestN || best == goboard.Pass {
			best, bestN = q, n
		}
	}
	return best
}

// MoveName names a move of an answer in board notation ("C1", "pass"), or
// "?" for NoPoint (no answer was found within the limits).
func MoveName(g goboard.Geometry, p goboard.Point) string {
	if p == goboard.NoPoint {
		return "?"
	}
	return g.Name(p)
}

// LineText returns the main line with the colour of each move, such as
// "B C1, W B2, B pass", followed by " (cut short by its search budget)"
// when LineCut.
func (res *Result) LineText(g goboard.Geometry) string {
	parts := make([]string, len(res.Line))
	c := res.ToPlay
	for i, q := range res.Line {
		parts[i] = c.String() + " " + MoveName(g, q)
		c = c.Opponent()
	}
	text := strings.Join(parts, ", ")
	if res.LineCut {
		text += " (cut short by its search budget)"
	}
	return text
}

// Verdict returns the answer in words, such as "White to play: the White
// target lives with B19 (unique)."
func (res *Result) Verdict(g goboard.Geometry) string {
	who := res.ToPlay.Name() + " to play"
	if res.Status == Unknown {
		if p := res.Proven(); p != "" {
			return who + ": unknown (the search stopped at its limit); proven so far: " + p + "."
		}
		return who + ": unknown (the search stopped at its limit)."
	}
	target := "the " + res.Defender.Name() + " target"
	var what string
	switch res.Status {
	case Lives:
		what = target + " lives"
	case Seki:
		what = target + " lives in seki"
	case Dies:
		what = target + " dies"
	case Ko:
		what = target + " depends on a ko; " + res.KoThreats.Name() + " needs ko threats"
	}
	if len(res.Winning) == 0 && len(res.Undecided) > 0 {
		// "whatever" and "no move keeps it" are not proven.
		return fmt.Sprintf("%s: %s; no first move proven to achieve it (some not decided).", who, what)
	}
	if len(res.Winning) == 0 && res.Status == Ko && res.KoThreats == res.ToPlay {
		return fmt.Sprintf("%s: %s; %s must retake the ko after a ko threat elsewhere (no move in the area keeps it).",
			who, what, res.ToPlay.Name())
	}
	if len(res.Winning) == 0 {
		return fmt.Sprintf("%s: %s whatever %s plays.", who, what, res.ToPlay.Name())
	}
	names := make([]string, len(res.Winning))
	for i, q := range res.Winning {
		names[i] = g.Name(q)
	}
	unique := ""
	if len(names) == 1 && len(res.Undecided) == 0 {
		unique = " (unique)"
	}
	return fmt.Sprintf("%s: %s with %s%s.", who, what, strings.Join(names, ", "), unique)
}

// Proven says in words what the search proved of a result it did not
// find (Least and Most): "the White target does not live (at best seki)",
// "the White target at least gets a ko in which White needs ko threats, at
// best seki", ...; "" when it proved nothing, or the result is known (or
// Least is not below Most: a Result not made by Solve).
func (res *Result) Proven() string {
	if res.Status != Unknown || res.Least >= res.Most {
		return ""
	}
	return BoundWords(res.Defender, res.Least, res.Most)
}

// Proven says in words what the report's level bounds prove of the target
// of defender def while the result is not known yet (see Result.Proven),
// "" otherwise.
func (pr Progress) Proven(def goboard.Color) string {
	if pr.Status != Unknown || pr.Least >= pr.Most {
		return ""
	}
	return BoundWords(def, pr.Least, pr.Most)
}

// BoundWords says in words that the level of a position with the given
// defender lies between least and most: "the Black target does not live
// (at best seki)" (most LevelSeki), "the Black target lives, at least in
// seki" (least LevelSeki), "the Black target at least gets a ko in which
// White needs ko threats, at best seki" (both), ..., the result itself when
// least == most, "" when nothing is bounded (LevelDies to LevelLives).
func BoundWords(def goboard.Color, least, most Level) string {
	target := "the " + def.Name() + " target"
	att := def.Opponent().Name()
	switch {
	case least == most && least == LevelDies:
		return target + " dies"
	case least == most && least == LevelLives:
		return target + " lives"
	case least == most && least == LevelSeki:
		return target + " lives in seki"
	case least == most:
		return target + " depends on a ko in which " + least.KoThreats(def).Name() + " needs ko threats"
	case least == LevelDies && most == LevelLives:
		return ""
	case least == LevelDies:
		switch most {
		case LevelSeki:
			return target + " does not live (at best seki)"
		case LevelKoAttThreats:
			return target + " does not live, even in seki (at best a ko in which " + att + " needs ko threats)"
		}
		return target + " at best gets a ko in which " + def.Name() + " needs ko threats"
	}
	var s string
	switch least {
	case LevelSeki:
		s = target + " lives, at least in seki"
	default:
		s = target + " at least gets a ko in which " + least.KoThreats(def).Name() + " needs ko threats"
	}
	switch most {
	case LevelSeki:
		s += ", at best seki"
	case LevelKoAttThreats, LevelKoDefThreats:
		s += ", at best a ko in which " + most.KoThreats(def).Name() + " needs ko threats"
	}
	return s
}

// tableWins returns the moves of the problem's position (not the pass)
// after which the table or a terminal test already shows the current
// question won by the player to move: the first moves the level's search
// proved.
func (e *engine) tableWins() goboard.PointSet {
	var won goboard.PointSet
	kids, _ := e.gen(0, false)
	for _, k := range kids {
		if k.move != goboard.Pass && k.dn == 0 {
			won.Add(k.move)
		}
	}
	return won
}

// firstScore is the history score of a first move (a pass last).
func (e *engine) firstScore(q goboard.Point, c goboard.Color) int32 {
	if q == goboard.Pass {
		return -1
	}
	return e.history[c][q]
}

// LivesA4 answers only question A4 of the package documentation for the
// problem, with its board's side to move: whether the defender reaches a
// pass-alive target (Benson, or the eye rule's proof that it can force
// that) when the attacker has unlimited ko threats. known is false when a
// limit or the context stopped the search (err is then the context's
// error, if any). nodes counts the nodes searched. It is the cheap form of
// Solve for callers that need one yes/no answer (package safety): no first
// moves, refutations or main line. The board is left as it was.
func LivesA4(ctx context.Context, p *Problem, opt Options) (lives, known bool, nodes int64, err error) {
	e, err := start(ctx, p, opt)
	if err != nil {
		return false, false, 0, err
	}
	depth0 := p.Board.Depth()
	defer func() {
		for p.Board.Depth() > depth0 {
			p.Board.Undo()
		}
	}()
	e.startLine()
	e.setQuestion(4)
	yes, ok := e.ask(0)
	if e.stopped {
		return false, false, e.nodes, ctx.Err()
	}
	return yes && ok, ok, e.nodes, nil
}

// start checks the problem and returns an engine set up for it with the
// options; see Solve.
func start(ctx context.Context, p *Problem, opt Options) (*engine, error) {
	if p == nil || p.Board == nil {
		return nil, errors.New("solve: no problem")
	}
	if len(p.Target) == 0 {
		return nil, ErrNoTarget
	}
	if len(p.EmptyArea()) == 0 {
		return nil, ErrEmptyArea
	}
	tb := opt.TableBytes
	if tb <= 0 {
		tb = DefaultTableBytes
	}
	e := newEngine(p, tb)
	e.ctx = ctx
	e.maxNodes = opt.MaxNodes
	e.progress = opt.Progress
	e.noReasons = opt.NoReasons
	e.eyes.off = opt.noEyes || p.EveryStone // the eye rule proves one chain or group, not every stone
	e.eyes.groupOff = opt.noGroups
	e.noDefer = opt.noDefer
	e.serial = opt.serial
	e.forkAt = cmp.Or(opt.forkAt, forkNodes)
	e.splitAt = cmp.Or(opt.splitAt, splitNodes)
	e.splitRound = cmp.Or(opt.round, splitRound)
	e.syncEvery = cmp.Or(opt.sync, syncNodes)
	e.lineNodes = opt.line
	e.passReply = opt.passReply
	e.noSim = opt.noSim
	e.simFrom = cmp.Or(opt.simFrom, simFrom)
	e.innerFrom = cmp.Or(opt.innerFrom, innerFrom)
	e.noShare = opt.noShare
	e.shareEvery = cmp.Or(opt.share, shareNodes)
	e.idleEvery, e.idleLag = cmp.Or(opt.idle, idleEvery), cmp.Or(4*opt.idle, idleLag)
	e.jitter = opt.jitter
	if opt.explain > 0 {
		e.explainCost = explainBudget{least: opt.explain, leastShare: opt.explain, part: 1 << 40}
	}
	e.start = time.Now()
	if opt.Timeout > 0 {
		e.deadline = e.start.Add(opt.Timeout)
	}
	return e, nil
}
