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
	"math/bits"
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

const (
	// maxPadded is the size of the largest padded board array.
	maxPadded = (goboard.MaxSize + 1) * (goboard.MaxSize + 2)
	// lookupSize is a power of two above maxPadded, the size of per-point
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
	removal   []ChainRemoval
	regRem    []RegionRemoval

	// Bit matrices: per region, cw words over the chains of its colour
	// (local indices); per chain, rw words over the regions of its colour.
	border  []uint64 // per region: the chains bordering it
	vitalTo []uint64 // per region: the chains it is vital to
	regs    []uint64 // per chain: the regions it borders
	vitals  []uint64 // per chain: the regions vital to it
	cw, rw  int

	// The stones and points of the chains and regions, each list in
	// increasing point order.
	pts [3 * maxPoints]goboard.Point

	// Point sets of the position: stones of each colour, empty points, and
	// per colour c the on-board points holding no c stone.
	stones [3]goboard.PointSet
	empty  goboard.PointSet
	nonC   [3]goboard.PointSet

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

	// Work areas of the fills, zero between uses. fx[i+1] is word i.
	fx  [maxWords + 2]uint64
	rem [maxWords]uint64
}

// NewAnalyzer returns an Analyzer with buffers for the largest boards.
func NewAnalyzer() *Analyzer {
	a := &Analyzer{
		regionSet: make([]comp, 0, 2*maxPoints),
		words:     make([]uint64, 0, 16*maxPoints),
		ints:      make([]int, 0, 5*maxPairs),
		removal:   make([]ChainRemoval, 0, maxPoints),
		regRem:    make([]RegionRemoval, 0, 2*maxPoints),
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
	a.removal = a.removal[:0]
	a.regRem = a.regRem[:0]
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
		a.relations(rules, nw, s)
		a.fixpoint()
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
		a.nonC[goboard.Black][i] = ew | ww
		a.nonC[goboard.White][i] = ew | bw
	}
}

// dilate returns the points next to a point of x in word i of a board with
// the given stride: x shifted by ±1 and ±stride, with the bits carried over
// from the neighbouring words prev and next. Wall points keep the shifts
// from wrapping from one row to the next; the caller masks them out.
func dilate(prev, x, next uint64, stride uint) uint64 {
	return x<<1 | prev>>63 | x>>1 | next<<63 |
		x<<stride | prev>>(64-stride) | x>>stride | next<<(64-stride)
}

// fill takes out of a.rem the connected set holding its lowest point, which
// is in word i, appends the set's words and then two zero words to a.words,
// and returns it.
//
// The set grows word by word: within a word, runs are filled upwards by a
// carry (an addition of the word to the mask) and otherwise by shifts until
// the word stops changing; a word whose change reaches new points of a
// neighbouring word marks that word for a visit.
func (a *Analyzer) fill(i, nw int, s uint) comp {
	x := &a.fx
	m := &a.rem
	sd := m[i] & -m[i]
	dirty := uint32(1) << i
	lo, hi := i, i
	for dirty != 0 {
		j := bits.TrailingZeros32(dirty)
		dirty &= dirty - 1
		mj := m[j]
		y := (x[j+1] | sd | (x[j]>>63|x[j]>>(64-s)|x[j+2]<<63|x[j+2]<<(64-s))&mj)
		sd = 0
		for {
			z := y | ((mj+y)^mj|y>>1|y<<s|y>>s)&mj
			if z == y {
				break
			}
			y = z
		}
		x[j+1] = y
		if j+1 < nw && (y>>63|y>>(64-s))&m[j+1]&^x[j+2] != 0 {
			dirty |= 1 << (j + 1)
			hi = max(hi, j+1)
		}
		if j > 0 && (y<<63|y<<(64-s))&m[j-1]&^x[j] != 0 {
			dirty |= 1 << (j - 1)
			lo = min(lo, j-1)
		}
	}
	cp := comp{off: int32(len(a.words)), lo: int32(lo), hi: int32(hi)}
	for j := lo; j <= hi; j++ {
		w := x[j+1]
		a.words = append(a.words, w)
		m[j] &^= w
		x[j+1] = 0
	}
	a.words = append(a.words, 0, 0)
	return cp
}

// setWords returns the words lo..hi of a set.
func (a *Analyzer) setWords(cp comp) []uint64 {
	return a.words[cp.off : cp.off+cp.hi-cp.lo+1]
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

// regionsOf finds the regions enclosed by c, in point order of their first
// point, with their sizes, their number of empty points and whether they are
// small (every empty point next to a c stone).
func (a *Analyzer) regionsOf(c goboard.Color, nw int, s uint) {
	r := &a.res
	var far [maxWords]uint64
	cs := &a.stones[c]
	for i := 0; i < nw; i++ {
		var prev, next uint64
		if i > 0 {
			prev = cs[i-1]
		}
		if i+1 < nw {
			next = cs[i+1]
		}
		far[i] = a.empty[i] &^ dilate(prev, cs[i], next, s)
	}
	a.regionLo[c] = len(r.Regions)
	a.rem = a.nonC[c]
	for i := 0; i < nw; i++ {
		for a.rem[i] != 0 {
			cp := a.fill(i, nw, s)
			size, empty := 0, 0
			var farAcc uint64
			for k, w := range a.setWords(cp) {
				j := int(cp.lo) + k
				size += bits.OnesCount64(w)
				empty += bits.OnesCount64(w & a.empty[j])
				farAcc |= w & far[j]
			}
			r.Regions = r.Regions[:len(r.Regions)+1]
			rg := &r.Regions[len(r.Regions)-1]
			rg.ID, rg.Color, rg.Size, rg.Empty = len(r.Regions)-1, c, size, empty
			rg.Chains, rg.VitalTo, rg.Small = nil, nil, farAcc == 0
			rg.Removed, rg.RemovedRound, rg.RemovedBy = false, 0, -1
			a.regionSet = append(a.regionSet, cp)
		}
	}
	a.regionHi[c] = len(r.Regions)
}

// neighbourWords returns the range of words that hold the neighbours of the
// region cp: from one row above its first point to one row below its last.
func (a *Analyzer) neighbourWords(cp comp, nw int, s uint) (jlo, jhi int) {
	ws := a.setWords(cp)
	first := int(cp.lo)<<6 + lowBit(ws[0])
	last := int(cp.hi)<<6 + 63 - bits.LeadingZeros64(ws[len(ws)-1])
	return max(first-int(s), 0) >> 6, min(last+int(s), nw<<6-1) >> 6
}

// stonesNext returns, in a word x of a set with the words prev and next
// around it, the stones next to the set, except those next to a lower one
// (one point or one row before it): these are of the same chain, so the
// others are enough to find the chains. Bits from the word before are
// ignored, which only keeps a few extra stones.
func stonesNext(prev, x, next, stones uint64, s uint) uint64 {
	d := dilate(prev, x, next, s) & stones
	return d &^ (d<<1 | d<<s)
}

// rowWords returns the words of a bit row over n items, at least one.
func rowWords(n int) int { return max(1, (n+63)>>6) }

// bitMatrix returns buf resized to n zero words, reallocated if too small.
func bitMatrix(buf *[]uint64, n int) []uint64 {
	if cap(*buf) < n {
		*buf = make([]uint64, n)
	}
	m := (*buf)[:n]
	clear(m)
	return m
}

// narrow reports whether every colour has at most 64 chains and at most 64
// regions, so that a bit row over them is one word (as in every real game).
func (a *Analyzer) narrow() bool {
	return !a.wide &&
		a.chainHi[goboard.Black]-a.chainLo[goboard.Black] <= 64 &&
		a.chainHi[goboard.White]-a.chainLo[goboard.White] <= 64 &&
		a.regionHi[goboard.Black]-a.regionLo[goboard.Black] <= 64 &&
		a.regionHi[goboard.White]-a.regionLo[goboard.White] <= 64
}

// oneWord returns buf resized to n words, reallocated if too small; the
// words are not cleared.
func oneWord(buf *[]uint64, n int) []uint64 {
	if cap(*buf) < n {
		*buf = make([]uint64, n)
	}
	return (*buf)[:n]
}

// relationsNarrow is relations for positions where every row is one word.
func (a *Analyzer) relationsNarrow(rules goboard.Rules, nw int, s uint) {
	r := &a.res
	nch, nreg := len(r.Chains), len(r.Regions)
	border := oneWord(&a.border, nreg)
	vitalTo := oneWord(&a.vitalTo, nreg)
	vitals := oneWord(&a.vitals, nch)
	clear(vitals)
	nRegs, nVital := &a.nRegs, &a.nVital
	clear(nRegs[:nch])
	clear(nVital[:nch])
	heads, idOf := &a.heads, &a.idOf
	ints := a.ints
	np, nv := 0, 0
	for ri := range r.Regions {
		rg := &r.Regions[ri]
		c := rg.Color
		st := &a.stones[c]
		base := uint(a.chainLo[c]) + 1 // label of the colour's first chain
		cp := a.regionSet[ri]
		var acc uint64
		jlo, jhi := a.neighbourWords(cp, nw, s)
		bi, w := int(cp.off)-int(cp.lo), a.words // w[bi+j] is word j of the region
		for j := jlo; j <= jhi; j++ {
			jb := j << 6
			for d := stonesNext(w[bi+j-1], w[bi+j], w[bi+j+1], st[j], s); d != 0; d &= d - 1 {
				acc |= 1 << ((uint(idOf[heads[(jb|lowBit(d))&lookupMask]&lookupMask]) - base) & 63)
			}
		}
		border[ri] = acc
		var vital uint64
		if rg.Small {
			vital = a.vitalNarrow(acc, cp, c, rules, s)
		}
		vitalTo[ri] = vital
		clo := a.chainLo[c]
		k0 := len(ints)
		ints, np = addPairs(ints, acc, clo, ri, &a.pairChain, &a.pairRegion, nRegs, np)
		rg.Chains = ints[k0:len(ints):len(ints)]
		k0 = len(ints)
		ints, nv = addPairs(ints, vital, clo, ri, &a.vitalChain, &a.vitalRegion, nVital, nv)
		rg.VitalTo = ints[k0:len(ints):len(ints)]
		rbit := uint64(1) << ((ri - a.regionLo[c]) & 63)
		for w := vital; w != 0; w &= w - 1 {
			vitals[clo+lowBit(w)] |= rbit
		}
	}
	// The chains' lists: a counting sort of the pairs by chain, which
	// keeps them in region order.
	all := ints[:cap(ints)]
	k := a.listByChain(all, len(ints), &a.nRegs, &a.pairChain, &a.pairRegion, np, false)
	k = a.listByChain(all, k, &a.nVital, &a.vitalChain, &a.vitalRegion, nv, true)
	a.ints = all[:k]
}

// addPairs appends to ints the chains of row (one word over the chains of a
// colour, the first of which is clo) and records each with region ri as
// pair n, n+1, ... of chain and region, counting the pairs of every chain.
// It returns ints and the number of pairs.
func addPairs(ints []int, row uint64, clo, ri int, chain, region *[pairsSize]int16, count *[lookupSize]int32, n int) ([]int, int) {
	for ; row != 0; row &= row - 1 {
		ci := clo + lowBit(row)
		ints = append(ints, ci)
		chain[n&pairsMask] = int16(ci)
		region[n&pairsMask] = int16(ri)
		n++
		count[ci&lookupMask]++
	}
	return ints, n
}

// listByChain lays out from all[k] on, chain after chain, the regions of the
// pairs (chain[i], region[i]) for i < n, in pair order, given the number of
// pairs of each chain; it sets them as the chains' vital regions, or with
// vital false as their bordering regions, and returns the next free place.
func (a *Analyzer) listByChain(all []int, k int, count *[lookupSize]int32, chain, region *[pairsSize]int16, n int, vital bool) int {
	r := &a.res
	place := &a.place
	for ci := range r.Chains {
		m := int(count[ci&lookupMask])
		if vital {
			r.Chains[ci].Vital = all[k : k+m : k+m]
		} else {
			r.Chains[ci].Regions = all[k : k+m : k+m]
		}
		place[ci&lookupMask] = int32(k)
		k += m
	}
	for i := 0; i < n; i++ {
		ci := chain[i&pairsMask] & lookupMask
		all[place[ci]] = int(region[i&pairsMask])
		place[ci]++
	}
	return k
}

// vitalNarrow returns the chains of border (a small region's bordering
// chains, colour c, as one word) that are next to every needed point of the
// region cp: its empty points, and with suicide legal all its points.
func (a *Analyzer) vitalNarrow(border uint64, cp comp, c goboard.Color, rules goboard.Rules, s uint) uint64 {
	heads, idOf := &a.heads, &a.idOf
	st := &a.stones[c]
	base := uint(a.chainLo[c]) + 1
	vital := border
	for k, w := range a.setWords(cp) {
		j := int(cp.lo) + k
		if !rules.AllowSuicide {
			w &= a.empty[j]
		}
		for ; w != 0; w &= w - 1 {
			p := uint(j<<6 | lowBit(w))
			var m uint64
			for _, q := range [4]uint{p - 1, p + 1, p - s, p + s} {
				q &= lookupMask
				isC := st[q>>6] >> (q & 63) & 1
				m |= isC << ((uint(idOf[heads[q]&lookupMask]) - base) & 63)
			}
			vital &= m
		}
	}
	return vital
}

// fixpointNarrow is fixpoint for positions where every row is one word.
func (a *Analyzer) fixpointNarrow() {
	r := &a.res
	border, vitalTo, vitals := a.border, a.vitalTo, a.vitals
	var alive, standing [3]uint64
	for _, c := range colors {
		alive[c] = lowBits(a.chainHi[c] - a.chainLo[c])
		standing[c] = lowBits(a.regionHi[c] - a.regionLo[c])
	}
	for round := 1; ; round++ {
		var out [3]uint64
		for _, c := range colors {
			var one, two uint64
			rlo := a.regionLo[c]
			for w := standing[c]; w != 0; w &= w - 1 {
				v := vitalTo[rlo+lowBit(w)]
				two |= one & v
				one |= v
			}
			out[c] = alive[c] &^ two
		}
		if out[goboard.Black]|out[goboard.White] == 0 {
			return
		}
		// The removed chains with the vital regions they still had.
		remLo := len(a.removal)
		ints := a.ints
		for _, c := range colors {
			clo, rlo := a.chainLo[c], a.regionLo[c]
			alive[c] &^= out[c]
			for w := out[c]; w != 0; w &= w - 1 {
				ci := clo + lowBit(w)
				ch := &r.Chains[ci]
				ch.Alive = false
				ch.RemovedRound = round
				if round == 1 {
					// Every region still stands.
					a.addRemoval(ci, ch.Vital)
					continue
				}
				lo := len(ints)
				for v := vitals[ci] & standing[c]; v != 0; v &= v - 1 {
					ints = append(ints, rlo+lowBit(v))
				}
				a.addRemoval(ci, ints[lo:len(ints):len(ints)])
			}
		}
		a.ints = ints
		// The standing regions bordering a removed chain, each removed
		// by the first of them in chain order.
		regLo := len(a.regRem)
		for _, c := range colors {
			clo, rlo := a.chainLo[c], a.regionLo[c]
			for w := standing[c]; w != 0; w &= w - 1 {
				t := lowBit(w)
				hit := border[rlo+t] & out[c]
				if hit == 0 {
					continue
				}
				standing[c] &^= 1 << t
				by := clo + lowBit(hit)
				rg := &r.Regions[rlo+t]
				rg.Removed = true
				rg.RemovedRound = round
				rg.RemovedBy = by
				a.regRem = append(a.regRem, RegionRemoval{Region: rlo + t, Chain: by})
			}
		}
		r.Steps = append(r.Steps, Step{
			Round:          round,
			RemovedChains:  a.removal[remLo:len(a.removal):len(a.removal)],
			RemovedRegions: a.regRem[regLo:len(a.regRem):len(a.regRem)],
		})
	}
}

// addRemoval appends a chain removal. Its fields are written one by one: a
// composite literal would be built on the stack and copied with wide loads
// that cannot be forwarded from its narrower stores.
func (a *Analyzer) addRemoval(chain int, vital []int) {
	a.removal = a.removal[:len(a.removal)+1]
	rm := &a.removal[len(a.removal)-1]
	rm.Chain, rm.Vital = chain, vital
}

// lowBits returns a word with its n lowest bits set, n at most 64.
func lowBits(n int) uint64 {
	if n >= 64 {
		return ^uint64(0)
	}
	return 1<<n - 1
}

// relations finds, for every region, the chains bordering it and the chains
// it is vital to, and for every chain the regions it borders and the vital
// ones, all as bit rows and as ID lists.
//
// A region dilates its points; the chain labels of the stones of its colour
// among them set bits in its row of bordering chains (in a register when a
// colour has at most 64 chains, as in every real game). A small region is
// vital to the bordering chains next to every one of its needed points (its
// empty points, and with suicide legal all its points): the intersection of
// the rows of the chains next to each. The chains' rows come from
// transposing the regions' rows.
func (a *Analyzer) relations(rules goboard.Rules, nw int, s uint) {
	r := &a.res
	nch, nreg := len(r.Chains), len(r.Regions)
	cw := rowWords(max(a.chainHi[goboard.Black]-a.chainLo[goboard.Black], a.chainHi[goboard.White]-a.chainLo[goboard.White]))
	rw := rowWords(max(a.regionHi[goboard.Black]-a.regionLo[goboard.Black], a.regionHi[goboard.White]-a.regionLo[goboard.White]))
	a.cw, a.rw = cw, rw
	border := bitMatrix(&a.border, nreg*cw)
	vitalTo := bitMatrix(&a.vitalTo, nreg*cw)
	regs := bitMatrix(&a.regs, nch*rw)
	vitals := bitMatrix(&a.vitals, nch*rw)
	heads, idOf := &a.heads, &a.idOf
	ints := a.ints
	for ri := range r.Regions {
		rg := &r.Regions[ri]
		c := rg.Color
		st := &a.stones[c]
		base := uint(a.chainLo[c]) + 1 // label of the colour's first chain
		cp := a.regionSet[ri]
		row := border[ri*cw : ri*cw+cw]
		jlo, jhi := a.neighbourWords(cp, nw, s)
		bi, w := int(cp.off)-int(cp.lo), a.words // w[bi+j] is word j of the region
		for j := jlo; j <= jhi; j++ {
			jb := j << 6
			for d := stonesNext(w[bi+j-1], w[bi+j], w[bi+j+1], st[j], s); d != 0; d &= d - 1 {
				k := uint(idOf[heads[(jb|lowBit(d))&lookupMask]&lookupMask]) - base
				row[k>>6] |= 1 << (k & 63)
			}
		}
		if rg.Small {
			a.vitalRow(vitalTo[ri*cw:ri*cw+cw], row, cp, c, rules, s)
		}
		// The region's lists, and its bit in the rows of its chains.
		clo := a.chainLo[c]
		local := ri - a.regionLo[c]
		rbit := uint64(1) << (local & 63)
		rwd := local >> 6
		k0 := len(ints)
		for k, w := range row {
			for ; w != 0; w &= w - 1 {
				ci := clo + k<<6 + lowBit(w)
				ints = append(ints, ci)
				regs[ci*rw+rwd] |= rbit
			}
		}
		rg.Chains = ints[k0:len(ints):len(ints)]
		k0 = len(ints)
		for k, w := range vitalTo[ri*cw : ri*cw+cw] {
			for ; w != 0; w &= w - 1 {
				ci := clo + k<<6 + lowBit(w)
				ints = append(ints, ci)
				vitals[ci*rw+rwd] |= rbit
			}
		}
		rg.VitalTo = ints[k0:len(ints):len(ints)]
	}
	for ci := range r.Chains {
		ch := &r.Chains[ci]
		rlo := a.regionLo[ch.Color]
		k0 := len(ints)
		for k, w := range regs[ci*rw : ci*rw+rw] {
			for ; w != 0; w &= w - 1 {
				ints = append(ints, rlo+k<<6+lowBit(w))
			}
		}
		ch.Regions = ints[k0:len(ints):len(ints)]
		k0 = len(ints)
		for k, w := range vitals[ci*rw : ci*rw+rw] {
			for ; w != 0; w &= w - 1 {
				ints = append(ints, rlo+k<<6+lowBit(w))
			}
		}
		ch.Vital = ints[k0:len(ints):len(ints)]
	}
	a.ints = ints
}

// vitalRow sets vital to the chains of border (a small region's row of
// bordering chains, colour c) that are next to every needed point of the
// region cp: its empty points, and with suicide legal all its points.
func (a *Analyzer) vitalRow(vital, border []uint64, cp comp, c goboard.Color, rules goboard.Rules, s uint) {
	st := &a.stones[c]
	base := uint(a.chainLo[c]) + 1
	copy(vital, border)
	var next [maxRow]uint64 // the chains next to one point
	for k, w := range a.setWords(cp) {
		j := int(cp.lo) + k
		if !rules.AllowSuicide {
			w &= a.empty[j]
		}
		for ; w != 0; w &= w - 1 {
			p := uint(j<<6 | lowBit(w))
			for _, q := range [4]uint{p - 1, p + 1, p - s, p + s} {
				if st[q>>6]>>(q&63)&1 != 0 {
					l := uint(a.label(int(q))) - base
					next[l>>6] |= 1 << (l & 63)
				}
			}
			for i := range vital {
				vital[i] &= next[i]
				next[i] = 0
			}
		}
	}
}

// fixpoint eliminates chains with fewer than two standing vital regions and
// the regions bordering eliminated chains, round by round, recording a step
// per round. The standing chains and regions of each colour are rows; two
// bit-sliced counters over the rows of vital chains of the standing regions
// tell the chains with at least one and at least two vital regions.
func (a *Analyzer) fixpoint() {
	r := &a.res
	cw, rw := a.cw, a.rw
	var alive, standing [3][maxRow]uint64
	for _, c := range colors {
		setRow(alive[c][:cw], a.chainHi[c]-a.chainLo[c])
		setRow(standing[c][:rw], a.regionHi[c]-a.regionLo[c])
	}
	for round := 1; ; round++ {
		var out [3][maxRow]uint64
		any := uint64(0)
		for _, c := range colors {
			var one, two [maxRow]uint64
			rlo := a.regionLo[c]
			for k, w := range standing[c][:rw] {
				for ; w != 0; w &= w - 1 {
					ri := rlo + k<<6 + lowBit(w)
					for i, v := range a.vitalTo[ri*cw : ri*cw+cw] {
						two[i] |= one[i] & v
						one[i] |= v
					}
				}
			}
			for i := range out[c][:cw] {
				out[c][i] = alive[c][i] &^ two[i]
				any |= out[c][i]
			}
		}
		if any == 0 {
			return
		}
		// The removed chains with the vital regions they still had.
		remLo := len(a.removal)
		for _, c := range colors {
			clo, rlo := a.chainLo[c], a.regionLo[c]
			for k, w := range out[c][:cw] {
				alive[c][k] &^= w
				for ; w != 0; w &= w - 1 {
					ci := clo + k<<6 + lowBit(w)
					ch := &r.Chains[ci]
					ch.Alive = false
					ch.RemovedRound = round
					lo := len(a.ints)
					for i, v := range a.vitals[ci*rw : ci*rw+rw] {
						for v &= standing[c][i]; v != 0; v &= v - 1 {
							a.ints = append(a.ints, rlo+i<<6+lowBit(v))
						}
					}
					a.addRemoval(ci, a.ints[lo:len(a.ints):len(a.ints)])
				}
			}
		}
		// The standing regions bordering a removed chain, each removed
		// by the first of them in chain order.
		regLo := len(a.regRem)
		for _, c := range colors {
			clo, rlo := a.chainLo[c], a.regionLo[c]
			for k, w := range standing[c][:rw] {
				for ; w != 0; w &= w - 1 {
					t := lowBit(w)
					ri := rlo + k<<6 + t
					by := -1
					for i, v := range a.border[ri*cw : ri*cw+cw] {
						if v &= out[c][i]; v != 0 {
							by = clo + i<<6 + lowBit(v)
							break
						}
					}
					if by < 0 {
						continue
					}
					standing[c][k] &^= 1 << t
					rg := &r.Regions[ri]
					rg.Removed = true
					rg.RemovedRound = round
					rg.RemovedBy = by
					a.regRem = append(a.regRem, RegionRemoval{Region: ri, Chain: by})
				}
			}
		}
		r.Steps = append(r.Steps, Step{
			Round:          round,
			RemovedChains:  a.removal[remLo:len(a.removal):len(a.removal)],
			RemovedRegions: a.regRem[regLo:len(a.regRem):len(a.regRem)],
		})
	}
}

// setRow sets the first n bits of row.
func setRow(row []uint64, n int) {
	for k := range row {
		row[k] = 0
		if m := n - k<<6; m >= 64 {
			row[k] = ^uint64(0)
		} else if m > 0 {
			row[k] = 1<<m - 1
		}
	}
}

// finish sets the alive and safe points: the stones of the alive chains, and
// for the safe points in addition every standing region vital to a chain.
func (a *Analyzer) finish(nw int) {
	r := &a.res
	alive := &a.alive
	for i := range r.Chains {
		alive[r.Chains[i].Head&lookupMask] = uint8(b2i(r.Chains[i].Alive))
	}
	for i := 0; i < nw; i++ {
		var w uint64
		for s := a.stones[goboard.Black][i] | a.stones[goboard.White][i]; s != 0; s &= s - 1 {
			t := lowBit(s)
			w |= uint64(alive[a.heads[(i<<6|t)&lookupMask]&lookupMask]) << t
		}
		r.Alive[goboard.Black][i] = w & a.stones[goboard.Black][i]
		r.Alive[goboard.White][i] = w & a.stones[goboard.White][i]
	}
	for i := range r.Regions {
		if rg := &r.Regions[i]; !rg.Removed && len(rg.VitalTo) > 0 {
			set := &r.Safe[rg.Color]
			rs := a.regionSet[i]
			for k, w := range a.setWords(rs) {
				set[int(rs.lo)+k] |= w
			}
		}
	}
	r.Safe[goboard.Black].Union(&r.Alive[goboard.Black])
	r.Safe[goboard.White].Union(&r.Alive[goboard.White])
}

// b2i is 1 for true and 0 for false; the compiler makes it a SETcc.
func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// label returns 1 + the ID of the chain of the stone at p (anything for a
// point without a stone): the label of its chain head.
func (a *Analyzer) label(p int) int16 {
	return a.idOf[a.heads[p&lookupMask]&lookupMask]
}

// lowBit returns the index of the lowest set bit of w, which is not zero.
//
// It counts the bits below that bit instead of calling bits.TrailingZeros64:
// on amd64 below GOAMD64=v3 that compiles to BSF, which keeps its
// destination register when the source is zero and so waits for the
// register's previous value. In the loops here that value is often the
// result of the previous iteration's table lookups, which chained every
// iteration to the one before (measured: a labelling pass four times
// slower). The population count has no such input.
func lowBit(w uint64) int { return bits.OnesCount64(w&-w - 1) }
