package solve

import (
	"slices"
	"sync/atomic"
	"time"

	"lifeline/goboard"
)

// The first moves of a problem are searched on both cores. The pass comes
// last in the order of the first moves (firstScore), and its refutation is
// often the dearest (proving that no move of the opponent does better than
// a pass: corner-eight 14.4 K of its 29.2 K nodes): a second engine, a copy
// of the first as the level's search left it (its own board, transposition
// table, caches and history marks: fork), decides the pass on another
// goroutine while the first decides the other moves, exactly as it would
// alone. Then the first engine takes over the second's nodes, decided
// results and history marks (join), so the main line and the refutations'
// reasons find them. Nothing depends on timing: each engine searches the
// same positions in the same order on every run, so the results, the node
// counts and the answers are the same from run to run, and each first move
// is decided by a complete search as with one engine (TestForkSameAnswers
// compares the two). Results are sound on any line of any engine (the
// stone bounds of the package comment), so the first engine may use the
// second's.

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
	if e.maxNodes > 0 {
		left := e.maxNodes - e.nodes
		e.maxNodes = e.nodes + left/2
		f.maxNodes = e.nodes + left - left/2
	}
	f.forkBase = f.nodes
	f.published = new(atomic.Int64)
	e.partner = f.published
	return f
}

// join takes back into e what the forked engine f found: its nodes (those
// since the fork), its decided results, its history marks and counters,
// and restores e's node budget to maxNodes. base holds e's history marks
// at the fork.
func (e *engine) join(f *engine, nodes0, maxNodes int64, base [3][]int32, fired [3]int64) {
	e.nodes += f.nodes - nodes0
	e.maxNodes = maxNodes
	e.partner = nil
	e.seen = max(e.seen, f.seen)
	e.forkBytes = f.tt.Bytes() + 8*len(f.bensonCache) + f.eyes.bytes()
	e.tt.absorb(f.tt)
	for c := range e.history {
		for i, v := range f.history[c] {
			e.history[c][i] += v - base[c][i]
		}
	}
	e.eyes.fired += f.eyes.fired - fired[0]
	e.eyes.firedG += f.eyes.firedG - fired[1]
	e.eyes.big += f.eyes.big - fired[2]
	e.stopped = e.ctx.Err() != nil ||
		e.maxNodes > 0 && e.nodes >= e.maxNodes ||
		!e.deadline.IsZero() && time.Now().After(e.deadline)
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
	c.stack = make([]goboard.Point, 0, cap(r.stack))
	c.local = slices.Clone(r.local)
	c.pos = slices.Clone(r.pos)
	return c
}
