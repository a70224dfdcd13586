package solve

import (
	"math/bits"

	"lifeline/goboard"
)

// Benson's test near the target.
//
// Benson's algorithm (package benson) works on the whole board: it removes,
// until nothing changes, every defender chain with fewer than two healthy
// regions (regions, maximal connected sets of points without defender
// stones, whose empty points are all liberties of the chain) and every
// region next to a removed chain. A chain's fate depends only on the
// chains next to its healthy regions, theirs on the chains next to
// theirs, and so on: the set S of chains closed under "next to a region
// healthy for a chain of S" holds everything the target's verdict depends
// on, and the fixpoint computed over S alone removes exactly the chains of
// S that the whole-board fixpoint removes (a region healthy for a chain of
// S is next only to chains of S, so no removal outside S can remove it).
// In a problem S is the target and the defender chains around its eyes: a
// few chains and small regions, where package benson floods the whole
// board. Regions too large for the buffers, too many chains, or suicide
// rules send the caller back to package benson. TestLocalBenson compares
// the two on random positions.

// Buffer sizes of the local test: chains of S (bits of a uint32 mask), the
// regions healthy for one of them, and the points of one region.
const (
	maxLocalChains  = 32
	maxLocalRegions = 64
	maxRegionPoints = 96
)

// localBenson holds the buffers of the local test.
type localBenson struct {
	heads   [maxLocalChains]goboard.Point
	vital   [maxLocalRegions]uint32 // per region, the chains it is healthy for
	border  [maxLocalRegions]uint32 // per region, the chains next to it
	empties [maxRegionPoints]goboard.Point
	around  [16]goboard.Point // the heads of the defender chains next to a region
}

// localPassAlive reports, for the defender's chains holding the stones of
// targets, whether one of them (every one of them with every) is
// pass-alive by Benson's test. ok is false when the buffers are too small
// or suicide is legal: the caller asks package benson then.
func (e *engine) localPassAlive(targets []goboard.Point, every bool) (alive, ok bool) {
	b := e.b
	if e.rules.AllowSuicide {
		return false, false
	}
	lb := &e.local
	n := 0
	// index returns the index of the chain with head h in S, adding it;
	// false when S is full.
	index := func(h goboard.Point) (int, bool) {
		for i := range n {
			if lb.heads[i] == h {
				return i, true
			}
		}
		if n == maxLocalChains {
			return 0, false
		}
		lb.heads[n] = h
		n++
		return n - 1, true
	}
	var want uint32 // the target's chains
	for _, t := range targets {
		i, room := index(b.ChainHead(t))
		if !room {
			return false, false
		}
		want |= 1 << i
	}
	nr := 0
	var seen goboard.PointSet // the points of every flood so far
	for i := 0; i < n; i++ {
		libs := b.LibertySet(lb.heads[i])
		for w := range libs {
			for word := libs[w]; word != 0; word &= word - 1 {
				l := goboard.Point(w<<6 | bits.TrailingZeros64(word))
				if seen.Has(l) {
					continue
				}
				na, ne, healthy, fits := e.floodRegion(l, &seen)
				if !fits {
					return false, false
				}
				if !healthy {
					continue
				}
				// The chains next to the region; those it is healthy for.
				if nr == maxLocalRegions {
					return false, false
				}
				var vital, border uint32
				for _, h := range lb.around[:na] {
					j, room := index(h)
					if !room {
						return false, false
					}
					border |= 1 << j
					hl := b.LibertySet(h)
					all := true
					for _, p := range lb.empties[:ne] {
						if !hl.Has(p) {
							all = false
							break
						}
					}
					if all {
						vital |= 1 << j
					}
				}
				if vital != 0 {
					lb.vital[nr], lb.border[nr] = vital, border
					nr++
				}
			}
		}
	}
	// The fixpoint over S.
	live := uint32(1)<<n - 1
	for changed := true; changed; {
		changed = false
		for m := live; m != 0; m &= m - 1 {
			i := bits.TrailingZeros32(m)
			healthy := 0
			for r := range nr {
				if lb.vital[r]&(1<<i) != 0 && lb.border[r]&^live == 0 {
					if healthy++; healthy == 2 {
						break
					}
				}
			}
			if healthy < 2 {
				live &^= 1 << i
				changed = true
			}
		}
	}
	if every {
		return live&want == want, true
	}
	return live&want != 0, true
}

// floodRegion floods the region (maximal connected set of points without
// defender stones) of the empty point l, adding its points to seen. It
// stops early, with healthy false, at an empty point next to no defender
// stone or at a point of an earlier flood (which stopped so: a complete
// flood holds its whole region): such a region is healthy for no chain.
// Otherwise it leaves the region's empty points in e.local.empties and the
// heads of the defender chains next to it in e.local.around, and reports
// their numbers; fits is false when a buffer was too small.
func (e *engine) floodRegion(l goboard.Point, seen *goboard.PointSet) (na, ne int, healthy, fits bool) {
	b := e.b
	lb := &e.local
	var cur goboard.PointSet
	stack := append(e.regionBuf[:0], l)
	cur.Add(l)
	healthy, fits = true, true
flood:
	for len(stack) > 0 {
		p := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		next := false // p is next to a defender stone
		for _, m := range b.Neighbors(p) {
			c := b.At(m)
			if c == e.def {
				next = true
				h := b.ChainHead(m)
				known := false
				for _, a := range lb.around[:na] {
					if a == h {
						known = true
						break
					}
				}
				if !known {
					if na == len(lb.around) {
						fits = false
						break flood
					}
					lb.around[na] = h
					na++
				}
				continue
			}
			if c == goboard.Wall || cur.Has(m) {
				continue
			}
			if seen.Has(m) {
				healthy = false
				break flood
			}
			cur.Add(m)
			stack = append(stack, m)
		}
		if b.At(p) == goboard.Empty {
			if !next {
				healthy = false
				break
			}
			if ne == len(lb.empties) {
				fits = false
				break
			}
			lb.empties[ne] = p
			ne++
		}
	}
	e.regionBuf = stack
	seen.Union(&cur)
	return na, ne, healthy, fits
}
