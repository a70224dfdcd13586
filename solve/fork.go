package solve

import (
	"cmp"
	"maps"
	"slices"
	"sync/atomic"
	"time"

	"lifeline/goboard"
)

// Two engines at once. The search uses both cores in two places, each time
// with a second engine that is a copy of the first (fork: its own board,
// transposition table, caches and history marks), searching on another
// goroutine, after which the first takes over the second's nodes, results
// and history marks (join). Results are sound on any line of any engine
// (the stone bounds of the package comment), so the first engine may use
// the second's.
//
//   - A question at the problem's position (the level's search) that
//     splitNodes nodes do not answer is searched in rounds (askRoot). Each
//     round finds the position where the search works (splitPoint: from
//     the problem's position, down the move whose search took most of the
//     work while one move took most of it), deals that position's moves
//     out alternately to the two engines, each of which searches the
//     position with its own moves only, for a round's nodes, and then
//     keeps what the two found: their results and the numbers of their
//     undecided positions, and the split position's result when one engine
//     proved it (one winning move is a proof) or both disproved it (every
//     move refuted). The position is often not the problem's: in a ko the
//     attacker's first move is found early, and the work is the refutation
//     of each defender answer below it (cc3/7's A2: one engine did 19 M
//     nodes of it while the other was idle, when only the problem's
//     position was split). An engine whose partner proved the split
//     position stops (syncCheck); a result that depends on the line above
//     it is kept for that line (lineResults), or the next round would
//     search it again.
//   - The first moves, independent searches: each engine takes the next
//     one in their order (the history heuristic's) when done with one, by
//     node counts (deal.go), the pass second, as the second engine's
//     first: its refutation is often the dearest (proving that no move of
//     the opponent does better than a pass: corner-eight 14.5 K of its
//     26.6 K nodes); an engine left searching a first move when its
//     partner has none left splits that move's search in rounds as above
//     (askFirst). The first moves are most of a solve's nodes when the
//     target lives or dies (gop/13737: the level 23 K nodes of 7.3 M).
//     The two engines hand each other the results they decide every
//     shareNodes nodes (share.go); before, each used only its own until
//     the join (more nodes in all: on 39 problems of the public
//     collection of 0.3 to 9.5 s, +4.7 % against one engine).
//
// Nothing depends on timing: each engine searches the same positions in
// the same order on every run (the partner's end and its results are
// looked at by node counts), so the results, the node counts and the
// answers are the same from run to run, and each answer is found by a
// complete search as with
// one engine (TestForkSameAnswers compares the two; TestAgainstReference
// splits every other problem, and TestLinesAgainstReference meets the
// results kept for a line on other lines).

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
	f.watch, f.watchBit = e.watch, e.watchBit // the same points, whatever the board holds now
	sp := e.spare
	e.spare = forkBuffers{}
	f.tt = e.tt.clone(sp.slots)
	f.bensonCache = cloneInto(sp.benson, e.bensonCache)
	f.eyes = e.eyes.clone(sp.local, sp.pos)
	release(sp.outgrown(f)) // spare buffers too small for the copies
	e.account()             // the spare, now f's (first: never counted twice)
	f.mem.cur.Add(-f.held)  // newEngine's own small table, replaced
	f.mem, f.held = e.mem, 0
	f.account()
	for c := range e.history {
		copy(f.history[c], e.history[c])
	}
	f.ctx, f.start, f.deadline = e.ctx, e.start, e.deadline
	f.noReasons, f.noDefer, f.noSim, f.simFrom, f.innerFrom = e.noReasons, e.noDefer, e.noSim, e.simFrom, e.innerFrom
	f.passReply = e.passReply
	f.splitRound, f.syncEvery, f.shareEvery, f.noShare = e.splitRound, e.syncEvery, e.shareEvery, e.noShare
	f.splitAt, f.idleEvery, f.idleLag, f.jitter = e.splitAt, e.idleEvery, e.idleLag, e.jitter
	f.nodes, f.nextTick, f.seen = e.nodes, e.nextTick, e.seen
	f.asked = e.asked
	f.lineResults = maps.Clone(e.lineResults)
	f.lineDepths, f.lineKeys = e.lineDepths, e.lineKeys
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
	if e.partner == nil {
		e.partner = f.published // the progress reports count its nodes
	}
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
	e.sims += f.sims
	e.simProofs += f.simProofs
	e.passAnswers += f.passAnswers
	e.passMoves += f.passMoves
	e.innerSims += f.innerSims
	e.innerProofs += f.innerProofs
	e.taken += f.taken
	e.firstSplits += f.firstSplits
	e.nodes += f.nodes - nodes0
	e.maxNodes = f.at.maxNodes
	if e.partner == f.published {
		e.partner = nil
	}
	e.seen = max(e.seen, f.seen)
	e.forked = true
	e.tt.absorb(f.tt)
	// f's buffers are the next fork's. Buffers left over (a spare of f's
	// own, from a split of a first move's search while its partner
	// searched others, deal.go) go back to the system at once (release).
	f.account() // its last growth
	dropped := e.spare.bytes() + f.spare.bytes()
	e.spare, f.spare = f.buffers(), forkBuffers{}
	e.mem.cur.Add(-f.held) // f's buffers are e's spare now
	f.held = 0
	e.account()
	release(dropped)
	for c := range e.history {
		for i, v := range f.history[c] {
			e.history[c][i] += v - f.at.history[c][i]
		}
	}
	e.eyes.fired += f.eyes.fired - f.at.counts[0]
	e.eyes.firedG += f.eyes.firedG - f.at.counts[1]
	e.eyes.big += f.eyes.big - f.at.counts[2]
	// The second's work on the eye rule (eyes.spent) is not counted: the
	// gate of twoEyeAreas would skip the rule more (measured: more nodes).
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

// forkBuffers are the table and caches of an engine forked and joined,
// for the copies of the next fork: memory the process has touched before.
// A fresh copy of a large table cost more than its copying (a page fault
// per 4 KiB page: 0.6 s for 128 MiB on the development machine, 7 ms again
// into the same memory); gop/1869 of the public collection spent 1.4 s of
// its 12.7 s in its forks' copies.
type forkBuffers struct {
	slots  []entry
	benson []uint64
	local  []uint64
	pos    []posVerdict
}

// dropBuffers lets go of the engine's table, caches and spare buffers, its
// largest memory, once its search is over (see release).
func (e *engine) dropBuffers() {
	e.tt.slots, e.bensonCache, e.eyes.local, e.eyes.pos = nil, nil, nil, nil
	e.spare = forkBuffers{}
	e.account()
}

// memMeter counts the memory of the tables, caches and spare buffers of
// every engine of a solve, now and at its most (Result.TableBytes): two
// engines search at once, and a third while one of them splits a first
// move's search and the other, done with its moves, waits (deal.go).
type memMeter struct {
	cur, peak atomic.Int64
}

// account brings the meter up to date with the engine's buffers.
func (e *engine) account() {
	now := int64(e.tt.Bytes()+8*len(e.bensonCache)+e.eyes.bytes()) + int64(e.spare.bytes())
	if d := now - e.held; d != 0 {
		e.held = now
		c := e.mem.cur.Add(d)
		for p := e.mem.peak.Load(); c > p && !e.mem.peak.CompareAndSwap(p, c); p = e.mem.peak.Load() {
		}
	}
}

// buffers returns the engine's table and caches, as a fork's spare.
func (e *engine) buffers() forkBuffers {
	return forkBuffers{e.tt.slots, e.bensonCache, e.eyes.local, e.eyes.pos}
}

// bytes returns the memory of the buffers.
func (b forkBuffers) bytes() int {
	return cap(b.slots)*entryBytes + 8*cap(b.benson) + 8*cap(b.local) + 16*cap(b.pos)
}

// outgrown returns the bytes of the buffers of b that f's copies did not
// reuse (cloneInto), being too small for them.
func (b forkBuffers) outgrown(f *engine) int {
	n := 0
	if cap(b.slots) < len(f.tt.slots) {
		n += cap(b.slots) * entryBytes
	}
	if cap(b.benson) < len(f.bensonCache) {
		n += cap(b.benson) * 8
	}
	if cap(b.local) < len(f.eyes.local) {
		n += cap(b.local) * 8
	}
	if cap(b.pos) < len(f.eyes.pos) {
		n += cap(b.pos) * 16 // as eyeRule.bytes counts them
	}
	return n
}

// cloneInto returns a copy of src in buf when it is large enough, else in
// a new slice; nil for nil.
func cloneInto[S ~[]E, E any](buf, src S) S {
	if src == nil {
		return nil
	}
	if cap(buf) < len(src) {
		return slices.Clone(src)
	}
	buf = buf[:len(src)]
	copy(buf, src)
	return buf
}

// clone returns a copy of the table, its entries in buf if it is large
// enough.
func (t *table) clone(buf []entry) *table {
	c := *t
	c.slots = cloneInto(buf, t.slots)
	return &c
}

// absorb stores in t the results of o that t does not hold decided: o's
// decided results, and its undecided numbers where t holds none for the
// position or found its own with less work (a second engine's progress on
// positions the first did not search).
func (t *table) absorb(o *table) {
	for i := range o.slots {
		en := o.slots[i]
		if en.pn|en.dn == 0 {
			continue // empty
		}
		// The stored key lost its low bits to the work mark; they are
		// the low bits of its bucket index (see grow).
		key := en.key&^workMask | uint64(i/ways)&workMask
		work := en.key & workMask
		pn, dn, _, ok := t.get(key)
		if ok && (pn == 0 || dn == 0) {
			continue
		}
		pn, dn, bound := en.numbers()
		if !en.decided() && ok && t.work(key) >= work {
			continue
		}
		t.put(key, pn, dn, bound, work)
	}
}

// clone returns a copy of the rule with its own caches (in local and pos
// when they are large enough) and buffers.
func (r *eyeRule) clone(local []uint64, pos []posVerdict) eyeRule {
	c := *r
	c.pts = nil // it pointed into r's records
	c.stack = make([]goboard.Point, 0, cap(r.stack))
	c.local = cloneInto(local, r.local)
	c.pos = cloneInto(pos, r.pos)
	return c
}

// splitNodes is the nodes a question at the problem's position is searched
// by one engine before its search is split between two (askRoot), and
// again between two splits.
const splitNodes = 20000

// splitRound is the fewest nodes each engine searches in a round of a
// split search (askRoot) before the two take stock again.
const splitRound = 1 << 20

// splitReach bounds the depth of the position where a search is split.
const splitReach = 40

// askRoot answers the current question at the problem's position (depth
// 0). A question that splitNodes nodes do not answer is searched on two
// cores, in rounds: the position where the search works (splitPoint) is
// searched by this engine and a second one, each with half its moves, for
// a round's nodes (split); then this engine searches the problem's position
// again with every move for splitNodes nodes, which finds what the two
// decided; and so on until the question is answered. When the position
// found has fewer than two undecided moves, this engine searches on alone
// with twice the nodes, and that budget stays for the searches between
// later rounds (setting it back after each split changed the node counts
// of one problem of 44 and no time; the twenty-fifth round). A round is at
// least splitRound nodes and half the table's entries (copying the table
// costs about as much as searching that many), twice the last one's when
// the same position is split again.
func (e *engine) askRoot() (bool, bool) {
	return e.askFrom(nil)
}

// askFrom answers the current question at the position after prefix, the
// moves from the problem's position, where the board is, as askRoot does
// at the problem's position: the position split is prefix's or one below
// it. (A first move's search left alone on the two cores is split so,
// deal.go.)
func (e *engine) askFrom(prefix []goboard.Point) (bool, bool) {
	d0 := len(prefix)
	if e.serial || e.stopped {
		return e.ask(d0)
	}
	userMax := e.maxNodes
	budget := e.splitAt
	var last []goboard.Point
	round := e.splitRound
	for {
		e.maxNodes = e.budgetLimit(userMax, budget)
		yes, known := e.ask(d0)
		e.maxNodes = userMax
		if e.outOfLimits() {
			return yes, known // stopped by the caller's limits
		}
		e.stopped = false // a stop was this try's budget
		if known {
			return yes, known
		}
		path, moves := e.splitPoint(prefix)
		if len(moves) < 2 {
			budget *= 2 // nothing to split yet: search on alone
			continue
		}
		// A position split again gets rounds twice as long: a search
		// cut short at each round's end loses the results that depend
		// on its line, and a long enough round keeps them to the end.
		if slices.Equal(path, last) {
			round *= 2
		} else {
			round = max(e.splitRound, int64(e.tt.used)/2)
		}
		last = slices.Clone(path)
		for range prefix {
			e.b.Undo()
		}
		e.split(path, moves, round)
		for d, q := range prefix {
			e.play(q, d) // allowed: it was played before
		}
		if e.stopped {
			return false, false
		}
	}
}

// splitPoint finds where the search of the position after prefix (the
// moves from the problem's position, where the board is) works: from that
// position it follows, while one undecided move's work mark in the table
// (the bit length of its search's nodes) is at least two above every other
// one's (so its search took more than twice the nodes), that move, at most
// splitReach moves deep. It returns the moves from the problem's position
// to the position found (prefix first) and that position's undecided
// moves, the most worked first, with the board back after prefix.
func (e *engine) splitPoint(prefix []goboard.Point) (path []goboard.Point, moves []goboard.Point) {
	d0 := len(prefix)
	d := d0
	path = slices.Clone(prefix)
	defer func() {
		for ; d > d0; d-- {
			e.b.Undo()
		}
	}()
	type worked struct {
		move goboard.Point
		work uint64
	}
	var ws []worked
	for {
		kids, _ := e.gen(d, false)
		ws = ws[:0]
		for i := range kids {
			k := &kids[i]
			if k.pn == 0 || k.dn == 0 {
				continue
			}
			w := uint64(0)
			if ok, _ := e.play(k.move, d); ok {
				w = e.tt.work(e.ttKey(e.path[d+1], e.passed[d+1]))
				e.b.Undo()
			}
			ws = append(ws, worked{k.move, w})
		}
		slices.SortStableFunc(ws, func(a, b worked) int { return cmp.Compare(b.work, a.work) })
		moves = moves[:0]
		for _, w := range ws {
			moves = append(moves, w.move)
		}
		if len(ws) == 0 || len(ws) >= 2 && ws[1].work+1 >= ws[0].work || ws[0].work == 0 || d >= d0+splitReach {
			return path, moves
		}
		q := ws[0].move
		if ok, _ := e.play(q, d); !ok {
			return path, moves
		}
		path = append(path, q)
		d++
		moves = nil
	}
}

// split searches the position after path (at the problem's position) on
// two engines at once, each with its own moves, for at most round nodes
// (an engine also stops when its partner proved the position, syncCheck):
// moves (the position's undecided moves) are dealt alternately to this
// engine and a second one, then the position's other moves (decided, or
// forbidden, whose repetition marks a disproof needs) alternately too.
// Then this engine takes over the second's results, and stores the
// position's result: a win for the player to move when either engine found
// a winning move among its own (a proof needs one), a loss when both lost
// with all of theirs.
func (e *engine) split(path, moves []goboard.Point, round int64) {
	var mask [2]goboard.PointSet
	var pass [2]bool
	n := 0
	deal := func(q goboard.Point) {
		if q == goboard.Pass {
			pass[n%2] = true
		} else {
			mask[n%2].Add(q)
		}
		n++
	}
	for _, q := range moves {
		deal(q)
	}
	if !slices.Contains(moves, goboard.Pass) {
		deal(goboard.Pass)
	}
	for _, q := range e.area {
		if !slices.Contains(moves, q) {
			deal(q)
		}
	}
	f := e.fork()
	s := len(path)
	sy := new(splitSync)
	for i, x := range []*engine{e, f} {
		x.maxNodes = x.budgetLimit(x.maxNodes, round)
		for d, q := range path {
			x.play(q, d) // allowed: splitPoint played it
		}
		x.masked, x.splitDepth, x.splitMask, x.splitPass = true, s, mask[i], pass[i]
		x.sync, x.side, x.syncBase, x.nextSync = sy, i, e.nodes, e.nodes+e.syncEvery
		// Emptied: what the search at the split position puts there is
		// taken over below, and nothing else may be.
		x.kids[s] = x.kids[s][:0]
	}
	if !e.noShare {
		shareWith(e, f)
	}
	run := func(x *engine) (o lineResult) {
		o.pn, o.dn, o.hist, o.bound = x.evaluate(s)
		if o.pn != 0 && o.dn != 0 {
			o.pn, o.dn, o.hist, o.bound = x.mid(s, infinity, infinity)
		}
		if x.share != nil {
			x.shareDone()
		}
		sy.fin[x.side].Store(x.nodes - x.syncBase + 1)
		return o
	}
	var fo lineResult
	done := make(chan struct{})
	go func() {
		defer close(done)
		fo = run(f)
	}()
	n0 := e.nodes
	eo := run(e)
	e.await(done)
	e.masked, e.sync, e.syncStop = false, nil, false
	// The decided moves of both engines at the split position, kept for
	// this line: a result that depends on the line above is not in the
	// table, and the next round would search it again.
	for _, x := range []*engine{e, f} {
		for _, k := range x.kids[s] {
			if k.pn != 0 && k.dn != 0 || k.move == goboard.Pass && e.passed[s] {
				continue
			}
			if ok, _ := e.play(k.move, s); ok {
				e.keepLine(e.ttKey(e.path[s+1], e.passed[s+1]), s+1, lineResult{k.pn, k.dn, k.hist, k.bound})
				e.b.Undo()
			}
		}
	}
	key := e.ttKey(e.path[s], e.passed[s])
	for range path {
		e.b.Undo()
	}
	work := workOf(e.nodes - n0 + f.nodes - f.forkBase)
	e.join(f)
	switch {
	case e.stopped:
	case eo.pn == 0 || fo.pn == 0:
		if eo.pn != 0 {
			eo = fo
		}
		e.keep(key, s, lineResult{0, infinity, eo.hist, eo.bound}, work)
	case eo.dn == 0 && fo.dn == 0:
		e.keep(key, s, lineResult{infinity, 0, min(eo.hist, fo.hist), eo.bound.meet(fo.bound)}, work)
	}
}

// keep stores the decided result r of a split position at depth d with
// table key key: in the table when it does not depend on the line above it,
// and in lineResults, for that line (where the table's
// entry may be unusable: its stone bounds are a sufficient condition).
func (e *engine) keep(key uint64, d int, r lineResult, work uint64) {
	if r.hist >= int32(d) {
		e.tt.put(key, r.pn, r.dn, r.bound, work)
	}
	e.keepLine(key, d, r)
}

// keepLine stores in lineResults the decided result r of the position at
// depth d, whose table key is key, for its line.
func (e *engine) keepLine(key uint64, d int, r lineResult) {
	if e.lineResults == nil {
		e.lineResults = map[uint64]lineResult{}
	}
	e.lineResults[e.lineKey(key, d)] = r
	e.lineDepths |= 1 << min(d, 63)
	e.lineKeys |= 1 << (key & 63)
}

// splitSync is what the two engines of a split search (split) tell each
// other: each one's nodes since the split (published every syncNodes
// nodes), and, once its search is over, its nodes then plus one (fin). An
// engine whose partner was done within syncLag checks fewer nodes than it
// searched itself stops: if the partner proved the position, its own moves
// are not needed; if the partner refuted all of its moves, the round ends
// early, and the next one splits what is left between the two (until the
// twenty-first round it searched on alone to the round's end: gop/1869 of
// the public collection had one engine idle for 3.6 s of its level's
// 10 s). The rule counts nodes, not time, so each engine stops at the same
// node on every run.
type splitSync struct {
	count [2]atomic.Int64
	fin   [2]atomic.Int64
}

// syncNodes is how often, in nodes, an engine of a split search looks at
// its partner's end (syncCheck): rarely enough that waiting for the
// partner to catch up costs little.
// With the early end of a round, 1<<16 (before, 1<<18, whose lag of 1 M
// nodes is a whole round).
const syncNodes = 1 << 16

// syncLag is how far behind, in checks (syncNodes), an engine of a split
// search looks at its partner: it stops when the partner was done within
// syncLag checks fewer nodes than its own. Then an engine
// waits only when it is that far ahead; with no lag the two waited for each
// other at every check, their speeds varying from check to check (gop/13500:
// over 5 s of waits each in a round of 16.8 M nodes, 20 s).
const syncLag = 4

// syncCheck is the split search's check, made with the progress checks:
// it publishes the engine's nodes and waits until the partner has searched
// more than syncLag checks fewer or is done, then stops the engine if the
// partner was done within that many nodes (see splitSync). The partner's
// end and count are both compared with that number of nodes, never with
// the time, so the engine stops at the same node on every run.
func (e *engine) syncCheck() {
	sy := e.sync
	c := e.nodes - e.syncBase
	sy.count[e.side].Store(c)
	e.nextSync = e.nodes + e.syncEvery
	o := 1 - e.side
	t := c - syncLag*e.syncEvery
	if fin, _ := e.partnerPast(&sy.fin[o], &sy.count[o], t, nil); fin != 0 && fin-1 <= t {
		e.stopped, e.syncStop = true, true
	}
}

// partnerPast waits until the other engine searching at once is done (fin,
// its count plus one, is set) or has published a count past t (count),
// calling beforeWait (if not nil) before its first wait. It returns fin,
// 0 when the partner was not done but past t, and false when the caller's
// limits ended the wait (syncCheck, idleCheck).
func (e *engine) partnerPast(fin, count *atomic.Int64, t int64, beforeWait func()) (int64, bool) {
	for waited := false; ; waited = true {
		if f := fin.Load(); f != 0 {
			return f, true
		}
		if count.Load() > t {
			return 0, true // the partner searched past t: not done within t
		}
		if !waited && beforeWait != nil {
			beforeWait()
		}
		if !e.waitForPartner() {
			return 0, false
		}
	}
}

// waitForPartner is one step of an engine's wait for the other engine
// searching at once (partnerPast, shareCheck, nextMove): it stops the engine and
// reports false when the caller's limits end the search, else sleeps a
// little and reports true.
func (e *engine) waitForPartner() bool {
	if e.deal != nil {
		// The exact count, which tick publishes only every dealPublish
		// nodes: a partner waiting for it must not wait on this wait.
		e.deal.count[e.dealSide].Store(e.nodes - e.dealBase)
	}
	if e.ctx.Err() != nil || e.pastDeadline() {
		e.stopped = true
		return false
	}
	time.Sleep(20 * time.Microsecond)
	return true
}
