package solve

import (
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
//     splitNodes nodes do not answer: the moves there are dealt out
//     alternately, in the search's order, to the two engines, each of which
//     searches the position with its own moves only (askRoot). With the
//     attacker to move and the target alive, every move needs its own proof
//     (corner-fourteen), and otherwise the first moves' phase needs every
//     move decided anyway.
//   - The first moves: the pass comes last in their order (firstScore), and
//     its refutation is often the dearest (proving that no move of the
//     opponent does better than a pass: corner-eight 14.4 K of its 29.2 K
//     nodes). The second engine decides the pass while the first decides
//     the other moves exactly as it would alone.
//
// Nothing depends on timing: each engine searches the same positions in
// the same order on every run, so the results, the node counts and the
// answers are the same from run to run, and each answer is found by a
// complete search as with one engine (TestForkSameAnswers compares the two;
// TestAgainstReference splits every other problem).

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
// 0). A question that splitNodes nodes do not answer is searched on two
// cores: the moves at depth 0 are dealt alternately, in the search's order,
// to this engine and a second one (fork), each searching the position with
// its own moves only (masked: such a result is not stored), to the end;
// then this engine takes over the second's results and searches the
// position again with every move, which finds the moves decided.
func (e *engine) askRoot() (bool, bool) {
	if e.serial || e.stopped {
		return e.ask(0)
	}
	userMax := e.maxNodes
	e.maxNodes = e.budgetLimit(userMax, e.splitAt)
	yes, known := e.ask(0)
	e.maxNodes = userMax
	if e.outOfLimits() {
		return yes, known // stopped by the caller's limits
	}
	e.stopped = false // a stop was this try's budget
	if known {
		return yes, known
	}
	kids, _ := e.gen(0, false)
	if len(kids) < 4 {
		return e.ask(0)
	}
	var mask [2]goboard.PointSet
	var pass [2]bool
	for i, k := range kids {
		if k.move == goboard.Pass {
			pass[i%2] = true
		} else {
			mask[i%2].Add(k.move)
		}
	}
	f := e.fork()
	e.masked, e.rootMask, e.rootPass = true, mask[0], pass[0]
	f.masked, f.rootMask, f.rootPass = true, mask[1], pass[1]
	done := make(chan struct{})
	go func() {
		defer close(done)
		f.ask(0)
	}()
	e.ask(0)
	e.await(done)
	e.masked = false
	e.join(f)
	if e.stopped {
		return false, false
	}
	return e.ask(0)
}
