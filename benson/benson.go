// Package benson finds the unconditionally alive (pass-alive) chains of a Go
// position with Benson's algorithm, and explains its verdict.
//
// For each colour c it collects c's chains and the c-enclosed regions
// (maximal connected sets of points holding no c stone: empty points and
// opponent stones), decides for every region and every bordering c chain
// whether the region is vital to the chain (Müller: healthy — every empty
// point of the region is a liberty of the chain), and runs the fixpoint:
// remove every chain with fewer than two vital regions among the regions still
// standing, remove every region that borders a removed chain, repeat until
// nothing changes. The surviving chains are pass-alive: the opponent cannot
// capture them even if their owner always passes. The safe points of a colour
// are the stones of its alive chains plus every point of each surviving region
// that is vital to at least one alive chain.
//
// Analyze never changes the board. An Analyzer reuses its buffers, so
// analysing position after position allocates nothing.
package benson

import (
	"fmt"

	"lifeline/goboard"
)

const (
	// lookupSize is a power of two above the size of the largest padded
	// board array ((MaxSize+1)*(MaxSize+2) = 702), the size of per-point
	// tables: a point masked with lookupMask indexes them without bounds
	// checks.
	lookupSize = 1024
	lookupMask = lookupSize - 1
	// pairsSize is a power of two above maxPairs.
	pairsSize = 4096
	pairsMask = pairsSize - 1
	// maxWords is the number of 64-bit words of a PointSet.
	maxWords = len(goboard.PointSet{})
	// maxPoints is the number of on-board points of the largest board.
	maxPoints = goboard.MaxSize * goboard.MaxSize
	// maxRow is the number of words of a bit row over the chains or the
	// regions of one colour.
	maxRow = (maxPoints + 63) / 64
	// maxPairs bounds the number of (chain, bordering region) pairs: each
	// pair needs a stone next to a point of the region.
	maxPairs = 4 * maxPoints
)

// Analyzer runs analyses with buffers it keeps between calls. It is not safe
// for concurrent use; make one with NewAnalyzer.
//
// The analysis starts from the board's stone bitsets, chain heads and chain
// counts. Chains are numbered in point order of their first stone: only a
// stone without a stone of its colour just before it (one point or one row)
// can be first, and the first such stone of each head is. A stone's chain is
// the label of its head. The regions are bitsets over the padded array,
// found by flood fills done with shifts, word by word. The relation between
// the regions and the chains of a colour is a bit matrix: a region's row of
// bordering chains comes from the labels of the stones next to it, and a
// small region's row of vital chains is the intersection of the rows of the
// chains next to each of its empty points. The fixpoint counts vital regions
// with bit-sliced counters over these rows. Per-point work is limited to the
// lookups of the stones next to each region; the point lists are built only
// when asked for.
type Analyzer struct {
	res Result

	regionSet []comp   // per region: its points, two zero words around them
	words     []uint64 // the bitsets of regionSet
	ints      []int    // the ID lists of the records; never reallocated
	// The removals of every step of the fixpoint.
	chainRemovals  []ChainRemoval
	regionRemovals []RegionRemoval

	// Bit matrices: per region, chainWords words over the chains of its
	// colour (local indices); per chain, regionWords words over the regions
	// of its colour. The narrow path uses one word for both.
	border                  []uint64 // per region: the chains bordering it
	vitalTo                 []uint64 // per region: the chains it is vital to
	regs                    []uint64 // per chain: the regions it borders
	vitals                  []uint64 // per chain: the regions vital to it
	chainWords, regionWords int

	// The stones and points of the chains and regions, each list in
	// increasing point order.
	pts [3 * maxPoints]goboard.Point

	// Point sets of the position: stones of each colour, empty points, and
	// per colour c the on-board points holding no c stone.
	stones    [3]goboard.PointSet
	empty     goboard.PointSet
	noStoneOf [3]goboard.PointSet

	// The on-board points of the last geometry analysed.
	geometry    goboard.Geometry
	hasGeometry bool
	onBoard     goboard.PointSet

	// The chains of colour c are chainLo[c]..chainHi[c]-1, its regions
	// regionLo[c]..regionHi[c]-1.
	chainLo, chainHi   [3]int
	regionLo, regionHi [3]int

	// Per chain head, while the chains are numbered: whether a stone of it
	// was seen (zero between uses), and the chain's ID.
	seen  [lookupSize]uint8
	idOf  [lookupSize]int16         // 1 + the chain's ID
	heads [lookupSize]goboard.Point // a copy of the board's chain heads

	cursor [lookupSize]int32 // per chain: where its next stone goes in pts
	alive  [lookupSize]uint8 // per chain head: 1 if the chain is alive

	// The (chain, region) pairs of the bordering and of the vital
	// relation in region order, and per chain their counts and the next
	// place of its list: the chains' lists come from a counting sort.
	pairChain, pairRegion [pairsSize]int16
	vitalChain            [pairsSize]int16
	vitalRegion           [pairsSize]int16
	nRegs, nVital, place  [lookupSize]int32

	// wide makes every analysis take the general path of bit rows of any
	// length (for tests).
	wide bool

	// Work areas of the fills, zero between uses: the set being filled
	// (fillWords[i+1] is word i) and the points not yet in any set.
	fillWords [maxWords + 2]uint64
	unfilled  [maxWords]uint64
}

// NewAnalyzer returns an Analyzer with buffers for the largest boards.
func NewAnalyzer() *Analyzer {
	a := &Analyzer{
		regionSet:      make([]comp, 0, 2*maxPoints),
		words:          make([]uint64, 0, 16*maxPoints),
		ints:           make([]int, 0, 5*maxPairs),
		chainRemovals:  make([]ChainRemoval, 0, maxPoints),
		regionRemovals: make([]RegionRemoval, 0, 2*maxPoints),
	}
	a.res.Chains = make([]Chain, 0, maxPoints)
	a.res.Regions = make([]Region, 0, 2*maxPoints)
	a.res.Steps = make([]Step, 0, maxPoints+1)
	a.res.a = a
	return a
}

// Analyze analyses b with a new Analyzer and returns a result of its own.
func Analyze(b *goboard.Board, rules goboard.Rules) (*Result, error) {
	return NewAnalyzer().Analyze(b, rules)
}

// colors are the two colours of the stones.
var colors = [2]goboard.Color{goboard.Black, goboard.White}

// Analyze analyses both colours of b. The result belongs to the Analyzer and
// stays valid until its next call. A position with a chain without liberties
// gets an error.
//
// The analysis reads the board's stone bitsets, chain heads and chain
// counts. It numbers the chains, finds the regions of each colour by flood
// fills over the bitsets, and then the chains bordering each region: those
// of the stones next to it. A region is vital to a chain when its empty
// points are all liberties of the chain (and, with suicide legal, its
// opponent stones all touch the chain).
func (a *Analyzer) Analyze(b *goboard.Board, rules goboard.Rules) (*Result, error) {
	r := &a.res
	r.Geometry = b.Geometry
	r.Rules = rules
	r.Chains = r.Chains[:0]
	r.Regions = r.Regions[:0]
	r.Steps = r.Steps[:0]
	r.Alive = [3]goboard.PointSet{}
	r.Safe = [3]goboard.PointSet{}
	r.listed = false
	a.regionSet = a.regionSet[:0]
	a.ints = a.ints[:0]
	a.chainRemovals = a.chainRemovals[:0]
	a.regionRemovals = a.regionRemovals[:0]
	a.words = append(a.words[:0], 0, 0)

	area := b.Area()
	nw := (area + 63) >> 6

	a.pointSets(b)
	s := uint(b.Stride())
	a.findChains(b, nw, s)
	for i := range r.Chains {
		if ch := &r.Chains[i]; ch.Liberties == 0 {
			return nil, fmt.Errorf("benson: illegal position: the %s chain at %s has no liberties", ch.Color.Name(), b.Name(ch.Head))
		}
	}
	for _, c := range colors {
		a.regionsOf(c, nw, s)
	}
	if a.narrow() {
		a.relationsNarrow(rules, nw, s)
		a.fixpointNarrow()
	} else {
		a.relationsWide(rules, nw, s)
		a.fixpointWide()
	}
	a.finish(nw)
	r.sets, r.words = a.regionSet, a.words
	return r, nil
}

// pointSets takes the bitsets of the stones of each colour from the board
// and derives the empty points and, per colour c, the points holding no c
// stone.
func (a *Analyzer) pointSets(b *goboard.Board) {
	if a.geometry != b.Geometry || !a.hasGeometry {
		a.geometry, a.hasGeometry = b.Geometry, true
		a.onBoard = goboard.PointSet{}
		for y := 0; y < b.Height(); y++ {
			for x := 0; x < b.Width(); x++ {
				a.onBoard.Add(b.Point(x, y))
			}
		}
	}
	bs, ws := b.StoneSet(goboard.Black), b.StoneSet(goboard.White)
	for i := range a.onBoard {
		bw, ww := bs[i], ws[i]
		ew := a.onBoard[i] &^ (bw | ww)
		a.stones[goboard.Black][i] = bw
		a.stones[goboard.White][i] = ww
		a.empty[i] = ew
		a.noStoneOf[goboard.Black][i] = ew | ww
		a.noStoneOf[goboard.White][i] = ew | bw
	}
}

// findChains numbers the chains, Black's then White's, each in point order
// of its first stone, and writes their records and the chain lookup. A first
// pass counts the stones of every chain head and marks the first stone of
// each, so the chains are numbered in order; a second labels every stone
// with its head's number.
func (a *Analyzer) findChains(b *goboard.Board, nw int, s uint) {
	r := &a.res
	heads := &a.heads
	copy(heads[:], b.RawChainHeads())
	seen := &a.seen
	idOf := &a.idOf
	sizes, libs := b.RawChainCounts()
	// Pass 1: mark the first stone of each chain. Only a stone without a
	// stone of its colour (so of its chain) one point or one row before it
	// can be first; among those, the first of its head.
	var first [maxWords]uint64
	for i := 0; i < nw; i++ {
		var cand, prevB, prevW uint64
		if i > 0 {
			prevB, prevW = a.stones[goboard.Black][i-1], a.stones[goboard.White][i-1]
		}
		for _, st := range [2]struct{ w, prev uint64 }{{a.stones[goboard.Black][i], prevB}, {a.stones[goboard.White][i], prevW}} {
			cand |= st.w &^ (st.w<<1 | st.prev>>63 | st.w<<s | st.prev>>(64-s))
		}
		var f uint64
		for w := cand; w != 0; w &= w - 1 {
			t := lowBit(w)
			h := heads[(i<<6|t)&lookupMask] & lookupMask
			f |= uint64(seen[h]^1) << t
			seen[h] = 1
		}
		first[i] = f
	}
	// Number the chains, Black's then White's.
	chains := r.Chains[:cap(r.Chains)]
	id := 0
	for _, c := range colors {
		a.chainLo[c] = id
		for i := 0; i < nw; i++ {
			for w := first[i] & a.stones[c][i]; w != 0; w &= w - 1 {
				h := heads[(i<<6|lowBit(w))&lookupMask] & lookupMask
				seen[h] = 0
				idOf[h] = int16(id + 1)
				// Field by field: a composite literal would be built on
				// the stack and copied with wide loads that cannot be
				// forwarded from its narrower stores.
				ch := &chains[id]
				ch.ID, ch.Color, ch.Head = id, c, h
				ch.Size, ch.Liberties = int(sizes[h]), int(libs[h])
				ch.Regions, ch.Vital = nil, nil
				ch.Alive, ch.RemovedRound = true, 0
				id++
			}
		}
		a.chainHi[c] = id
	}
	r.Chains = chains[:id]
}

// label returns 1 + the ID of the chain of the stone at p (anything for a
// point without a stone): the label of its chain head.
func (a *Analyzer) label(p int) int16 {
	return a.idOf[a.heads[p&lookupMask]&lookupMask]
}
