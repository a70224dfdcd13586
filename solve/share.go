package solve

import (
	"sync"
	"sync/atomic"
)

// Sharing proofs between two engines searching at once (fork.go): the first
// moves, and the rounds of a split question. When two engines searched the
// first moves at once (solve.go), each used to see only its own proofs until
// the join, though the first moves' proofs are much alike (the same vital
// point refutes most failing first moves): on four problems of the public
// collection the two engines searched 14-51 % more nodes than one engine
// alone, for little time saved. Now each engine's table records the
// decided results its searches store (work above 0: a terminal position is
// cheaper to find again than to send), and every shareNodes nodes the
// engine hands its record to the other (a segment) and stores the other's
// segments handed over at least shareLag*shareNodes nodes before its own
// count, waiting for them if the other has not got that far. An engine done
// with its first moves (or its part of a split round) hands over the rest
// of its record and is never waited for again. A split round (fork.go's
// split) shares the same way: what its masked engines store is the result of a full search of its
// position (the mask holds at the split position only, whose result they
// do not store), as join takes it over at the round's end. The waits of a
// split round's two checks (syncCheck and shareCheck) never wait for each
// other: each waits only for a partner behind it.
//
// Soundness: the results are the ones join takes over at the end anyway
// (table.absorb: every decided result holds on any line of any engine,
// with its stone bounds, see fork.go; the simulations' own results are
// under their own keys, sim.go, and meet only the same question's
// simulations with the same prover), only earlier; as there, a result the
// engine already holds decided is kept. TestAgainstReference hands results
// over every 1 to 9 nodes in half its problems, TestForkSameAnswers every
// 1 to 64 (both fail when a handed-over result is read the wrong way round:
// checked).
//
// Determinism: an engine takes the other's segments only at its own node
// counts (those handed over at least shareLag*shareNodes nodes before its
// own count), and each segment is what the other recorded between two of
// its own hand-overs (at its hand-over counts and at its end only, never
// where it happened to wait: shareMark), so each engine searches the same
// positions in the same order on every run, whichever is faster; the wait
// is the price. TestForkDeterministic solves problems several times with
// hand-overs every 40 nodes, the engines sleeping at random, and compares
// the nodes (taking whatever segments are there instead fails it:
// checked); TestWaitsHandOverNothing checks the waits.

// logged is a decided result recorded for the other engine.
type logged struct {
	key, work uint64
	pn, dn    uint32
	bound     bounds
}

// shareNodes is how often, in nodes, an engine searching at once with
// another hands its record to the other; shareLag*shareNodes nodes is how
// far ahead of the other it may be without waiting.
const (
	shareNodes = 1 << 16
	shareLag   = 2
)

// segment is a record handed over: the decided results and the node count
// (since the sharing began) at which they were handed over.
type segment struct {
	at  int64
	rec []logged
}

// shareSync is what two engines searching at once hand each other: each
// one's segments, in order, and whether it is done.
type shareSync struct {
	mu   sync.Mutex
	segs [2][]segment
	done [2]bool
	// mark is each engine's count plus one when it last published its
	// count without a segment (shareMark), 0 before: it hands over
	// nothing, but every segment the engine hands over later has a count
	// at least that.
	mark [2]atomic.Int64
	// free holds each engine's records taken by the other, emptied, for
	// it to record into again (sharePublish). Without them a long search
	// kept every result recorded since the sharing began (gop/13485 of the
	// public collection: 0.3 GB more at 60 s and growing), and once they
	// were let go, their garbage, 15 MB a second, kept the process's
	// memory near twice its tables' size (see docs/solver-rounds.md, the
	// thirty-sixth round).
	free [2][][]logged
}

// shareWith makes e and f, about to search at once from e's node count,
// share their results through a new shareSync.
func shareWith(e, f *engine) {
	sh := new(shareSync)
	for i, x := range []*engine{e, f} {
		x.share, x.shareSide, x.shareTaken = sh, i, 0
		x.shareBase, x.nextShare = e.nodes, e.nodes+e.shareEvery
		x.tt.recording, x.tt.rec = true, nil
	}
}

// shareCheck hands the engine's record to the other engine, at its node
// count c, and stores the other's segments handed over at or before c -
// shareLag*shareEvery, waiting until the other has published a count past
// that (a segment, or in a split round its syncCheck's count) or is done
// (or until the caller's limits end the search).
//
// No two waits wait for each other: before it waits, an engine publishes
// its exact count (its segment, and in a split round its syncCheck count
// too), and each wait, here and in syncCheck, waits only for a partner
// whose published count is at least a positive lag behind its own. (A
// first version counted hand-overs instead of nodes here while syncCheck
// counted nodes, and the nodes that gen counts without a tick made the two
// drift apart until each engine waited for the other: a hang found by the
// long reference run.)
func (e *engine) shareCheck() {
	sh := e.share
	c := e.sharePublish()
	e.nextShare = e.nodes + e.shareEvery
	if e.sync != nil {
		e.sync.count[e.side].Store(e.nodes - e.syncBase)
	}
	t := c - shareLag*e.shareEvery
	o := 1 - e.shareSide
	for {
		sh.mu.Lock()
		segs, done := sh.segs[o], sh.done[o]
		sh.mu.Unlock()
		past := int64(-1)
		if n := len(segs); n > 0 {
			past = segs[n-1].at
		}
		past = max(past, sh.mark[o].Load()-1)
		if e.sync != nil {
			past = max(past, e.sync.count[o].Load()+e.syncBase-e.shareBase)
		}
		if done || past > t {
			e.take(segs, t)
			return
		}
		if !e.waitForPartner() {
			return
		}
	}
}

// sharePublish hands the engine's record to the other engine at its node
// count since the sharing began, and returns that count.
func (e *engine) sharePublish() int64 {
	sh := e.share
	c := e.nodes - e.shareBase
	sh.mu.Lock()
	if sh.done[1-e.shareSide] {
		// The other engine takes nothing more: its segments would only
		// pile up (gop/13485's first moves: 0.5 GB in a minute).
		e.tt.rec = e.tt.rec[:0]
		sh.mu.Unlock()
		return c
	}
	sh.segs[e.shareSide] = append(sh.segs[e.shareSide], segment{at: c, rec: e.tt.rec})
	e.tt.rec = nil
	if f := sh.free[e.shareSide]; len(f) > 0 {
		e.tt.rec, sh.free[e.shareSide] = f[len(f)-1], f[:len(f)-1]
	}
	sh.mu.Unlock()
	return c
}

// shareMark publishes the engine's node count since the sharing began
// without handing over its record: an engine about to wait for its
// partner (nextMove, idleCheck) publishes it so that the partner's
// hand-over does not wait for it in turn. Handing over a segment there
// instead would make the segments depend on whether the engine had to
// wait, that is on the clock, and the partner's table, its node counts and
// its answers' words with them (up to 6 % of the nodes from run to run on
// gop/1289 of the public collection: TestWaitsHandOverNothing).
func (e *engine) shareMark() {
	e.share.mark[e.shareSide].Store(e.nodes - e.shareBase + 1)
}

// take stores the other engine's segments not taken yet that it handed
// over at or before the node count t.
func (e *engine) take(segs []segment, t int64) {
	tt := e.tt
	tt.recording = false
	i := e.shareTaken
	for ; i < len(segs) && segs[i].at <= t; i++ {
		for _, l := range segs[i].rec {
			if pn, dn, _, ok := tt.get(l.key); ok && (pn == 0 || dn == 0) {
				continue
			}
			tt.put(l.key, l.pn, l.dn, l.bound, l.work)
			e.taken++
		}
	}
	tt.recording = true
	// Each segment is taken once, by this engine: its record goes back to
	// the other engine to be filled again (see shareSync.free).
	if i > e.shareTaken {
		sh, o := e.share, 1-e.shareSide
		sh.mu.Lock()
		for j := e.shareTaken; j < i; j++ {
			if r := sh.segs[o][j].rec; cap(r) > 0 {
				sh.free[o] = append(sh.free[o], r[:0])
			}
			sh.segs[o][j].rec = nil
		}
		sh.mu.Unlock()
	}
	e.shareTaken = i
}

// shareDone hands over the rest of the engine's record, says it is done
// and ends its sharing.
func (e *engine) shareDone() {
	sh := e.share
	sh.mu.Lock()
	sh.segs[e.shareSide] = append(sh.segs[e.shareSide], segment{at: e.nodes - e.shareBase, rec: e.tt.rec})
	sh.done[e.shareSide] = true
	sh.mu.Unlock()
	e.share = nil
	e.tt.recording, e.tt.rec = false, nil
}
