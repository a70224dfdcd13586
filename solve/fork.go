package solve

import (
	"cmp"
	"slices"
	"sync/atomic"
	"time"

	"lifeline/goboard"
)

// Two engines at once. The search uses both cores in two places, each time
// with a second engine that is a copy of the first (fork: its own board,
// transposition table, caches and history marks), searching on another
// goroutine, after which the first takes over the second's nodes, decided
// results and history marks (join). Results are sound on any line of any
// engine (the stone bounds of the package comment), so the first engine may
// use the second's.
//
//   - A question at the problem's position (the level's search) that
//     splitNodes nodes do not answer (askRoot): one node of the line the
//     search finds most promising is split (splitLine), its moves dealt to
//     the two engines, each of which searches the node with its own moves
//     only (split). If the side expected to win is right, every move of
//     the node needs its own proof and both engines work to the end; if
//     not, the engine that finds the winning move for the side to move
//     there ends the split (a race, decided by node counts: see race).
//     Then the search goes on from the problem's position on one engine,
//     and splits again while the question stays open.
//   - The first moves: they are dealt alternately, in their order, to the
//     two engines, the pass (the last, whose refutation is often the
//     dearest: proving that no move of the opponent does better than a
//     pass, corner-eight 14.4 K of its 29.2 K nodes) to the second.
//
// Nothing depends on timing: each engine searches the same positions in
// the same order on every run, and a race is decided by the engines' node
// counts, so the results, the node counts (but the nodes a race's loser
// searched past the point at which it lost, which are discarded) and the
// answers are the same from run to run, and each answer is found by a
// complete search as with one engine (TestForkSameAnswers compares the two,
// TestForkDeterministic runs repeat; TestAgainstReference splits every
// other problem).

// forkNodes is the fewest nodes of the level's search for which the first
// moves are searched by two engines: below it, copying the table costs
// more than the second core saves.
const forkNodes = 1000

// fork returns a second engine at the current position (the problem's,
// depth 0) with copies of e's board, transposition table, caches, history
// marks and question, and half of e's remaining node budget (e keeps the
// other half).
func (e *engine) fork() *engine {
	p := &Problem{Board: e.b.Copy(), Defender: e.def, Target: e.target, EveryStone: e.every, Area: e.eyes.area}
	f := newEngine(p, 0)
	f.tt = e.tt.clone()
	f.bensonCache = slices.Clone(e.bensonCache)
	f.eyes = e.eyes.clone()
	for c := range e.history {
		copy(f.history[c], e.history[c])
	}
	f.ctx, f.start, f.deadline = e.ctx, e.start, e.deadline
	f.noReasons, f.noDefer = e.noReasons, e.noDefer
	f.nodes, f.nextTick, f.seen = e.nodes, e.nextTick, e.seen
	f.asked = e.asked
	f.setQuestion(e.k)
	f.startLine()
	userMax := e.maxNodes
	if e.maxNodes > 0 {
		left := e.maxNodes - e.nodes
		e.maxNodes = e.nodes + left/2
		f.maxNodes = e.nodes + left - left/2
	}
	f.forkBase = f.nodes
	f.published = new(atomic.Int64)
	e.partner = f.published
	f.at = forkPoint{
		maxNodes: userMax,
		history:  [3][]int32{slices.Clone(e.history[0]), slices.Clone(e.history[1]), slices.Clone(e.history[2])},
		counts:   [3]int64{e.eyes.fired, e.eyes.firedG, e.eyes.big},
	}
	return f
}

// forkPoint is what a forked engine keeps of the engine it was forked from,
// for join: its node limit and its history marks and eye-rule counters
// (proofs, group proofs, big areas) at the fork.
type forkPoint struct {
	maxNodes int64
	history  [3][]int32
	counts   [3]int64
}

// join takes back into e what the engine f forked from it found: its
// nodes (those since the fork), its decided results, its history marks and
// counters, and restores e's node limit.
func (e *engine) join(f *engine) {
	nodes0 := f.forkBase
	e.saved += min(e.nodes, f.nodes) - nodes0
	e.nodes += f.nodes - nodes0
	e.maxNodes = f.at.maxNodes
	e.partner = nil
	e.seen = max(e.seen, f.seen)
	e.forkBytes = max(e.forkBytes, f.tt.Bytes()+8*len(f.bensonCache)+f.eyes.bytes())
	e.tt.absorb(f.tt)
	for c := range e.history {
		for i, v := range f.history[c] {
			e.history[c][i] += v - f.at.history[c][i]
		}
	}
	e.eyes.fired += f.eyes.fired - f.at.counts[0]
	e.eyes.firedG += f.eyes.firedG - f.at.counts[1]
	e.eyes.big += f.eyes.big - f.at.counts[2]
	// The second's local games (eyes.spent) are not counted: the gate of
	// twoEyeAreas would skip the rule more (measured: more nodes).
	e.stopped = e.outOfLimits()
}

// awaitReports is how often an engine waiting for the second one reports
// progress.
const awaitReports = 100 * time.Millisecond

// await waits until done is closed, the end of the second engine's search,
// calling the progress function meanwhile (with both engines' nodes): the
// first engine, done with its own part, no longer reaches its progress
// checks, and the second never calls it (the caller's function is called
// from one goroutine only).
func (e *engine) await(done <-chan struct{}) {
	if e.progress == nil {
		<-done
		return
	}
	tick := time.NewTicker(awaitReports)
	defer tick.Stop()
	for {
		select {
		case <-done:
			return
		case <-tick.C:
			e.report()
		}
	}
}

// clone returns a copy of the table.
func (t *table) clone() *table {
	c := *t
	c.slots = slices.Clone(t.slots)
	return &c
}

// absorb stores in t the decided results of o that t does not hold decided
// (an undecided entry of t is replaced).
func (t *table) absorb(o *table) {
	for i := range o.slots {
		en := o.slots[i]
		if en.pn|en.dn == 0 || en.pn != 0 && en.dn != 0 {
			continue // empty or undecided
		}
		// The stored key lost its low bits to the work mark; they are
		// the low bits of its bucket index (see grow).
		key := en.key&^workMask | uint64(i/ways)&workMask
		if pn, dn, _, ok := t.get(key); ok && (pn == 0 || dn == 0) {
			continue
		}
		pn, dn, bound := en.pn, en.dn, noBounds
		switch {
		case pn == 0:
			bound, dn = bounds(dn-infinity), infinity
		case dn == 0:
			bound, pn = bounds(pn-infinity), infinity
		}
		t.put(key, pn, dn, bound, en.key&workMask)
	}
}

// clone returns a copy of the rule with its own caches and buffers.
func (r *eyeRule) clone() eyeRule {
	c := *r
	c.pts = nil // it pointed into r's records
	c.stack = make([]goboard.Point, 0, cap(r.stack))
	c.local = slices.Clone(r.local)
	c.pos = slices.Clone(r.pos)
	return c
}

// splitNodes is the nodes a question at the problem's position is searched
// by one engine before its moves are split between two (askRoot).
const splitNodes = 20000

// askRoot answers the current question at the problem's position (depth
// 0). It searches on one engine for splitNodes nodes, then, while the
// question is not answered, splits a node on two cores and searches on one
// engine again, each time for at least an eighth of the question's nodes
// so far. A split (split) deals the moves of one node of the line the
// search finds most promising (splitLine) to this engine and a second one
// (fork), each searching the node with its own moves only (a result that
// is not stored). When one of them finds a winning move for the side to
// move there, the node is decided and the other stops (a race, see race);
// otherwise both search their moves to the end. The node's moves are then
// decided in the table, and the search from the problem's position goes on
// with them.
func (e *engine) askRoot() (bool, bool) {
	if e.serial || e.stopped {
		return e.ask(0)
	}
	userMax := e.maxNodes
	n0 := e.nodes
	try := e.splitAt
	for {
		try = max(try, (e.nodes-n0)/8)
		e.maxNodes = e.nodes + try
		if userMax > 0 {
			e.maxNodes = min(e.maxNodes, userMax)
		}
		yes, known := e.ask(0)
		e.maxNodes = userMax
		if e.outOfLimits() {
			return yes, known // stopped by the caller's limits
		}
		e.stopped = false // a stop was this try's budget
		if known {
			return yes, known
		}
		line, deal := e.splitLine()
		if deal == nil {
			return e.ask(0)
		}
		before := e.nodes
		yes, known, decided := e.split(line, deal)
		if decided || e.stopped {
			return yes, known
		}
		if e.nodes-before < try {
			// A cheap node: the next split waits twice as long, for
			// numbers that say more about where the work is.
			try *= 2
		}
	}
}

// splitMoves is the fewest undecided moves of a node split in two.
const splitMoves = 2

// splitLine returns the line from the problem's position to the node to
// split and the node's moves dealt in two (nil: the problem's position has
// too few moves to split). The side expected to win the question is the
// side to move if the numbers at the problem's position favour it (proof
// number at most the disproof number). From there the line follows, where
// that side is to move, its most promising move (the least proof number
// for it), and where the other side is to move, every move of which must
// then be refuted, the move whose refutation looks dearest, until a node
// of the other side where no move takes more than 60 % of the estimated
// work (or the line is 12 moves long): that node is split. The moves are
// dealt largest estimate first, each to the engine with less estimated
// work so far. Only the work is guessed: any node's result is sound.
func (e *engine) splitLine() ([]goboard.Point, *[2]splitDeal) {
	b := e.b
	kids, _ := e.gen(0, false)
	if len(kids) < 4 {
		return nil, nil
	}
	pn, dn, _, _ := combine(kids)
	winner := b.ToPlay()
	if pn > dn {
		winner = winner.Opponent()
	}
	var line []goboard.Point
	var deal *[2]splitDeal
	at := -1 // the depth of deal's node
	d := 0
	for ; d < maxSplitDepth; d++ {
		if d > 0 {
			kids, _ = e.gen(d, false)
		}
		open := openMoves(kids)
		if len(open) == 0 {
			break
		}
		next := open[0]
		if b.ToPlay() == winner {
			for _, k := range open {
				if k.dn < next.dn {
					next = k
				}
			}
		} else if len(open) >= splitMoves {
			at, deal = d, dealMoves(open)
			if uint64(next.pn)*10 < totalPN(open)*6 {
				break // balanced
			}
		}
		if ok, _ := e.play(next.move, d); !ok {
			break // cannot happen: gen allowed it
		}
		line = append(line, next.move)
	}
	for range len(line) {
		b.Undo()
	}
	if at < 0 {
		// No node of the other side to split on the line: the
		// problem's position's moves are dealt.
		kids, _ = e.gen(0, false)
		return nil, dealMoves(openMoves(kids))
	}
	return line[:at], deal
}

// maxSplitDepth bounds the line splitLine follows.
const maxSplitDepth = 12

// openMoves returns the undecided moves of kids, the dearest first for the
// player to move after them (the largest proof number: at a node every
// move of which the winner must refute, the dearest refutation first).
func openMoves(kids []child) []child {
	var open []child
	for _, k := range kids {
		if k.pn != 0 && k.dn != 0 {
			open = append(open, k)
		}
	}
	slices.SortStableFunc(open, func(x, y child) int { return cmp.Compare(y.pn, x.pn) })
	return open
}

// totalPN returns the sum of the moves' proof numbers.
func totalPN(kids []child) uint64 {
	var t uint64
	for _, k := range kids {
		t += uint64(k.pn)
	}
	return t
}

// splitDeal is one engine's share of a split node's moves: the points, the
// pass, and the estimated work (the sum of their proof numbers).
type splitDeal struct {
	mask goboard.PointSet
	pass bool
	est  uint64
}

// dealMoves deals the moves, in their order, each to the share with less
// estimated work so far (the first on a tie).
func dealMoves(open []child) *[2]splitDeal {
	var deal [2]splitDeal
	for _, k := range open {
		i := 0
		if deal[1].est < deal[0].est {
			i = 1
		}
		if k.move == goboard.Pass {
			deal[i].pass = true
		} else {
			deal[i].mask.Add(k.move)
		}
		deal[i].est += uint64(k.pn)
	}
	return &deal
}

// split searches the node at the end of line (from the problem's position)
// on two engines at once, this one with the moves of deal[0] and a second
// one with those of deal[1], and takes the results into this engine (see
// race). It reports the question's answer when the node is the problem's
// position and the race decided it (decided; yes and known as ask's).
func (e *engine) split(line []goboard.Point, deal *[2]splitDeal) (yes, known, decided bool) {
	e.splits[0]++
	if len(line) > 0 {
		e.splits[1]++
	}
	f := e.fork()
	r := newRace(e.nodes)
	e.race, f.race, f.raceID = r, r, 1
	d := len(line)
	for i, x := range []*engine{e, f} {
		for j, q := range line {
			x.play(q, j)
		}
		x.maskDepth, x.splitMask, x.splitPass = d, deal[i].mask, deal[i].pass
	}
	mover := e.b.ToPlay()
	done := make(chan struct{})
	go func() {
		defer close(done)
		r.finish(f, d, mover)
	}()
	r.finish(e, d, mover)
	e.await(done)
	for range d {
		e.b.Undo()
	}
	e.maskDepth, e.race = -1, nil
	if r.won[0].Load() == noWin && r.won[1].Load() == noWin {
		e.join(f) // every move failed, or a limit stopped an engine
		return false, false, false
	}
	e.splits[2]++
	r.settle(e, f)
	if d == 0 {
		return mover == e.def, true, true // the side to move wins
	}
	return false, false, false
}

// race decides, for two engines searching their own moves of a question at
// the problem's position at once (askRoot), which one's search counts once
// one of them finds a winning move for the side to move (the question is
// then answered). Both searches are deterministic functions of their node
// counts, so the race is decided by node counts, not by time: the winner
// is the engine that found a winning move after the fewest nodes since the
// fork (the first engine on a tie), and the other engine counts only if it
// finished its moves (all of them failing) in fewer nodes. An engine stops
// as soon as its count shows that it can no longer count (engine.tick);
// whatever it searched past that point is discarded with it, and only
// Result.Nodes counts those nodes. So the answers, the main line, the
// refutations and the node counts of the search (engine.nodes) are the
// same from run to run.
type race struct {
	base int64 // the engines' nodes at the fork
	// won holds, per engine, its nodes since the fork when it found a
	// winning move, noWin before.
	won [2]atomic.Int64
	// done holds, per engine, its nodes since the fork when its search
	// ended (a win, every move failing, or a stop), and lost whether
	// every move failed; each written by its own engine, read after both
	// ended.
	done [2]int64
	lost [2]bool
}

// noWin is race.won's value before a win: far above any node count.
const noWin = int64(1) << 62

func newRace(base int64) *race {
	r := &race{base: base}
	r.won[0].Store(noWin)
	r.won[1].Store(noWin)
	return r
}

// limit returns the node count since the fork at which engine id can no
// longer count: the other engine's win, one node later for the first
// engine (it wins ties).
func (r *race) limit(id int) int64 {
	return r.won[id^1].Load() + int64(1-id)
}

// finish runs engine x's search of its moves at depth d, mover to play
// there, and records how it ended.
func (r *race) finish(x *engine, d int, mover goboard.Color) {
	yes, known := x.ask(d)
	n := x.nodes - r.base
	r.done[x.raceID] = n
	if known && yes == (mover == x.def) {
		r.won[x.raceID].Store(n)
	} else if known {
		r.lost[x.raceID] = true
	}
}

// counts reports whether engine id's search counts: it ended before the
// other's win (a win or every move failing).
func (r *race) counts(id int) bool {
	return (r.won[id].Load() != noWin || r.lost[id]) && r.done[id] < r.limit(id)
}

// settle takes into e (engine 0) what the race leaves of the two engines'
// searches: both when neither won (as join), else the winner's alone with
// the other's if it counts. The nodes an engine searched past the point at
// which it could no longer count are only reported (engine.overshoot).
func (r *race) settle(e, f *engine) {
	c0, c1 := r.counts(0), r.counts(1)
	switch {
	case c0 && c1:
		e.join(f)
		return
	case c0:
		// f's search is discarded: e keeps its own tables.
		n := min(r.limit(1), r.done[1])
		e.overshoot += r.done[1] - n
		e.saved += min(e.nodes-r.base, n)
		e.nodes += n
	default:
		// e's search is discarded: e takes f's tables.
		n := min(r.limit(0), r.done[0])
		e.overshoot += r.done[0] - n
		e.saved += min(f.nodes-r.base, n)
		e.nodes = f.nodes + n
		e.tt, e.bensonCache, e.eyes = f.tt, f.bensonCache, f.eyes
		for c := range e.history {
			copy(e.history[c], f.history[c])
		}
	}
	e.maxNodes = f.at.maxNodes
	e.partner = nil
	e.seen = max(e.seen, f.seen)
	e.forkBytes = max(e.forkBytes, f.tt.Bytes()+8*len(f.bensonCache)+f.eyes.bytes())
	e.nextTick = e.nodes + 4096
	e.stopped = e.outOfLimits()
}
