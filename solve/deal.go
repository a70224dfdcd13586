package solve

import (
	"runtime"
	"sync"
	"sync/atomic"

	"lifeline/goboard"
)

// Dealing the first moves to two engines. The first moves' searches differ
// in size by orders of magnitude (corner-eight: its pass 14.5 K nodes, six
// of its ten winning moves under 1 K), so dealing them out alternately in
// advance left one engine idle for most of the time (corner-eight: 21.8 K
// nodes on the second engine, 3.1 K on the first). Now each engine takes
// the next move in the order when it is done with one, as a queue of jobs
// would, but by node counts, not by the clock: the move goes to the engine
// that asks for it at the lower node count (since the two began; engine 0
// on a tie), so an engine asking at count c waits until its partner has
// published a count past c, asks at a higher one, or is done. Each engine
// thus gets the same moves on every run, whichever core is faster, and the
// node counts and answers stay the same from run to run
// (TestForkDeterministic); the wait is the price, as for the hand-overs
// (share.go).
//
// No wait waits for another: an engine asking for a move publishes its
// exact count (and, when the two share results, that count to the
// hand-overs, without a segment: shareMark) before it waits, and it waits
// only for a partner searching at a lower count, which is then waited for
// by nothing (its hand-overs wait only for a partner whose published count
// is a positive lag behind its own). A searching engine publishes its count
// only every dealPublish nodes: published at every node, the two counts made
// both cores write one cache line at every node (the random 14-point set's
// user time 18.23 -> 18.07 s a run, wall 11.79 -> 11.65 s, means of three
// alternated runs). So every wait publishes the exact count first
// (waitForPartner): a partner waiting for a count past the published one
// never waits on a waiting engine.

// dealPublish is how often, in nodes (a power of two), an engine searching
// a first move publishes its count to its partner (tick).
const dealPublish = 64

// dealSpins is how many times an engine waiting for a move yields the
// processor before it sleeps between looks at its partner.
const dealSpins = 2000

// dealer deals the first moves, order[0..], to two engines.
type dealer struct {
	mu    sync.Mutex
	order []int
	next  int // the index in order of the next move to deal
	// asking is an engine's node count plus one while it asks for a
	// move, 0 while it searches.
	asking [2]int64
	// count is each engine's node count since the dealing began,
	// published every dealPublish counted nodes, and exactly when it asks
	// for a move or waits (a lower bound of its count).
	count [2]atomic.Int64
	// fin is an engine's count plus one when it asked for no more,
	// empty set before it when that was because none was left.
	fin   [2]atomic.Int64
	empty [2]atomic.Bool
}

// dealTo makes e and f, about to search the first moves at once from e's
// node count, take them from a new dealer of order.
func dealTo(e, f *engine, order []int) {
	d := &dealer{order: order}
	for i, x := range []*engine{e, f} {
		x.deal, x.dealSide, x.dealBase = d, i, e.nodes
	}
}

// before reports whether an ask at count c by engine side s comes before
// an ask at count oc by the other engine.
func before(c int64, s int, oc int64) bool {
	return c < oc || c == oc && s == 0
}

// nextMove returns the index of the next first move the engine searches,
// or false when none is left for it (the order dealt out, or the engine
// stopped by the caller's limits); it then asks for no more.
func (e *engine) nextMove() (int, bool) {
	d := e.deal
	s, o := e.dealSide, 1-e.dealSide
	c := e.nodes - e.dealBase
	d.count[s].Store(c)
	d.mu.Lock()
	d.asking[s] = c + 1
	spins := 0
	for {
		if e.stopped || d.next >= len(d.order) {
			break
		}
		oc := d.asking[o] - 1
		mine := d.fin[o].Load() != 0 ||
			oc >= 0 && before(c, s, oc) ||
			oc < 0 && d.count[o].Load() > c
		if mine {
			i := d.order[d.next]
			d.next++
			d.asking[s] = 0
			d.mu.Unlock()
			return i, true
		}
		d.mu.Unlock()
		if spins == 0 && e.share != nil {
			e.shareMark() // before the first wait, see above
		}
		// The partner is usually a few hundred nodes behind: spin
		// first (a sleep takes 50 microseconds or more).
		ok := true
		if spins++; spins > dealSpins {
			ok = e.waitForPartner()
		} else {
			runtime.Gosched()
		}
		d.mu.Lock()
		if !ok {
			break
		}
	}
	d.asking[s] = 0
	d.empty[s].Store(d.next >= len(d.order))
	d.fin[s].Store(c + 1)
	d.mu.Unlock()
	return 0, false
}

// The last first move. When the order is dealt out, an engine still
// searching a first move leaves its partner idle (corner-twelve: one move
// took 1.0 M of its 1.35 M nodes, the other engine done after 0.22 M). So
// an engine searching a first move looks every idleEvery nodes whether its
// partner was done, with none left, idleLag nodes before its own count
// (idleCheck), by node counts as above (waiting if the partner has not got
// that far); then it stops and searches the rest of the move's question as
// the level's questions are searched, split in rounds between itself and
// a new second engine (askFirst, askFrom).
const (
	idleEvery = 4096
	idleLag   = 16384
)

// askFirst answers the current question after the first move q, played
// at depth 1: with a dealer, a search that its partner's end stops
// (idleCheck) goes on split between two engines (askFrom).
func (e *engine) askFirst(q goboard.Point) (bool, bool) {
	if e.deal == nil {
		return e.ask(1)
	}
	e.idleWatch, e.nextIdle = true, e.nodes+e.idleEvery
	yes, known := e.ask(1)
	e.idleWatch = false
	if !e.idleStop {
		return yes, known
	}
	e.stopped, e.idleStop = e.outOfLimits(), false
	if known || e.stopped {
		return yes, known // decided at the stop, or stopped by the limits too
	}
	e.firstSplits++
	return e.askFrom([]goboard.Point{q})
}

// idleCheck looks, at the engine's count c, whether its partner was done
// with the first moves, none being left, by count c-idleLag, waiting until
// the partner has published a count past that or is done; if so it stops
// the engine with idleStop set. A partner stopped by the caller's limits is
// never looked at again.
func (e *engine) idleCheck() {
	d := e.deal
	e.nextIdle = e.nodes + e.idleEvery
	c := e.nodes - e.dealBase
	o := 1 - e.dealSide
	t := c - e.idleLag
	var publish func()
	if e.share != nil {
		publish = e.shareMark // before the first wait, as in nextMove
	}
	fin, _ := e.partnerPast(&d.fin[o], &d.count[o], t, publish)
	switch {
	case fin == 0:
	case !d.empty[o].Load():
		e.idleWatch = false
	case fin-1 <= t:
		e.stopped, e.idleStop = true, true
	}
}

// undealt returns the moves of the order that no engine took.
func (d *dealer) undealt() []int {
	return d.order[d.next:]
}
