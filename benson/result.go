package benson

import (
	"sync"

	"lifeline/goboard"
)

// Chain is one chain of the analysed position.
type Chain struct {
	ID        int // index in Result.Chains
	Color     goboard.Color
	Head      goboard.Point // the chain's head stone on the board
	Size      int           // number of stones (listed by Result.Stones)
	Liberties int
	Regions   []int // IDs of the regions it borders (enclosed by its colour)
	Vital     []int // IDs of the regions vital to it
	Alive     bool  // pass-alive
	// RemovedRound is the round of the fixpoint in which the chain was
	// eliminated, or 0 if it is alive.
	RemovedRound int
}

// Region is one enclosed region: a maximal connected set of points that hold
// no stone of the enclosing colour.
type Region struct {
	ID     int           // index in Result.Regions
	Color  goboard.Color // the enclosing colour
	Size   int           // number of points (listed by Result.Points)
	Empty  int           // number of empty points
	Chains []int         // IDs of the bordering chains of the enclosing colour
	// VitalTo lists the IDs of the bordering chains it is vital to.
	VitalTo []int
	// Small reports whether the region is small in Benson's sense: every
	// empty point of it is a liberty of a bordering chain.
	Small bool
	// Removed reports whether the fixpoint eliminated the region, in round
	// RemovedRound, because it borders the eliminated chain RemovedBy.
	Removed      bool
	RemovedRound int
	RemovedBy    int // chain ID, or -1
}

// ChainRemoval records a chain eliminated in a round, with the vital regions
// it still had (fewer than two).
type ChainRemoval struct {
	Chain int
	Vital []int
}

// RegionRemoval records a region eliminated in a round because it borders an
// eliminated chain.
type RegionRemoval struct {
	Region int
	Chain  int
}

// Step is one round of the fixpoint.
type Step struct {
	Round          int
	RemovedChains  []ChainRemoval
	RemovedRegions []RegionRemoval
}

// Result is the outcome of an analysis.
type Result struct {
	Geometry goboard.Geometry
	// Rules are the rules the analysis assumed. With AllowSuicide a region
	// is vital to a chain only if, in addition, every opponent stone in it
	// touches the chain: otherwise the opponent could remove its own stones
	// by suicide and fill the eye. Superko does not change the analysis.
	Rules   goboard.Rules
	Chains  []Chain  // Black's chains, then White's, each in point order
	Regions []Region // regions enclosed by Black, then by White
	Steps   []Step   // the rounds of the fixpoint that eliminated something
	// Alive holds, per colour (index goboard.Black or goboard.White), the
	// stones of its pass-alive chains.
	Alive [3]goboard.PointSet
	// Safe holds, per colour, its safe points.
	Safe [3]goboard.PointSet

	// The points of every region as a bitset: words from sets[id].
	sets  []comp
	words []uint64

	// The point lists, built on the first request after an analysis.
	a      *Analyzer
	mu     sync.Mutex
	listed bool
	lists  []goboard.Point // the stones of every chain, then the points of every region
	starts []int32         // where each chain's and then each region's list starts in lists
}

// Stones returns the stones of chain id in increasing point order, or nil if
// there is no such chain. The lists of all chains and regions are built on
// the first call of Stones or Points after an analysis (a few microseconds
// for a 19x19 game) and belong to the result: do not modify them.
func (r *Result) Stones(id int) []goboard.Point {
	if id < 0 || id >= len(r.Chains) {
		return nil
	}
	return r.list(id)
}

// Points returns the points of region id in increasing point order, or nil
// if there is no such region. See Stones.
func (r *Result) Points(id int) []goboard.Point {
	if id < 0 || id >= len(r.Regions) {
		return nil
	}
	return r.list(len(r.Chains) + id)
}

// list returns list k of lists, building them all first if needed.
func (r *Result) list(k int) []goboard.Point {
	r.mu.Lock()
	defer r.mu.Unlock()
	if !r.listed {
		r.buildLists()
		r.listed = true
	}
	return r.lists[r.starts[k]:r.starts[k+1]:r.starts[k+1]]
}

// buildLists lays out the stones of the chains by a counting sort of the
// stones by their chain label, and the points of each region from its
// bitset.
func (r *Result) buildLists() {
	a := r.a
	nch := len(r.Chains)
	starts := append(r.starts[:0], 0)
	n := int32(0)
	for i := range r.Chains {
		a.cursor[i] = n
		n += int32(r.Chains[i].Size)
		starts = append(starts, n)
	}
	for i := range r.Regions {
		n += int32(r.Regions[i].Size)
		starts = append(starts, n)
	}
	lists := a.pts[:n]
	nw := (r.Geometry.Area() + 63) >> 6
	for i := 0; i < nw; i++ {
		for w := a.stones[goboard.Black][i] | a.stones[goboard.White][i]; w != 0; w &= w - 1 {
			p := i<<6 | lowBit(w)
			id := (a.label(p) - 1) & lookupMask
			lists[a.cursor[id]] = goboard.Point(p)
			a.cursor[id]++
		}
	}
	for ri, cp := range r.sets {
		k := starts[nch+ri]
		for i, w := range a.setWords(cp) {
			base := (int(cp.lo) + i) << 6
			for ; w != 0; w &= w - 1 {
				lists[k] = goboard.Point(base | lowBit(w))
				k++
			}
		}
	}
	r.lists, r.starts = lists, starts
}

// ChainAt returns the ID of the chain with a stone at p, or -1.
func (r *Result) ChainAt(p goboard.Point) int {
	if p <= 0 || int(p) >= r.Geometry.Area() {
		return -1
	}
	if !r.a.stones[goboard.Black].Has(p) && !r.a.stones[goboard.White].Has(p) {
		return -1
	}
	return int(r.a.label(int(p))) - 1
}

// RegionAt returns the ID of the region enclosed by colour c that holds p, or
// -1.
func (r *Result) RegionAt(p goboard.Point, c goboard.Color) int {
	if p <= 0 || int(p) >= r.Geometry.Area() || (c != goboard.Black && c != goboard.White) {
		return -1
	}
	j := int32(p >> 6)
	for id := range r.Regions {
		if cp := r.sets[id]; r.Regions[id].Color == c && cp.lo <= j && j <= cp.hi &&
			r.words[cp.off+j-cp.lo]>>(uint(p)&63)&1 != 0 {
			return id
		}
	}
	return -1
}

// comp is a connected set of points (a chain or a region) as the words lo..hi
// of a bitset over the padded array, stored from words[off].
type comp struct {
	off    int32
	lo, hi int32
}
