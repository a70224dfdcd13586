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
	"encoding/binary"
	"fmt"
	"math/bits"
	"unsafe"

	"lifeline/goboard"
)

// Options select the rules the analysis assumes.
type Options struct {
	// SuicideLegal assumes rules where suicide is legal. A region is then
	// vital to a chain only if, in addition, every opponent stone in it
	// touches the chain: otherwise the opponent could remove its own stones
	// by suicide and fill the eye.
	SuicideLegal bool
}

// Chain is one chain of the analysed position.
type Chain struct {
	ID        int // index in Result.Chains
	Color     goboard.Color
	Head      goboard.Point   // the chain's head stone on the board
	Stones    []goboard.Point // in increasing point order
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
	Points []goboard.Point
	Empty  int   // number of empty points
	Chains []int // IDs of the bordering chains of the enclosing colour
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
	Options  Options
	Chains   []Chain  // Black's chains, then White's, each in point order
	Regions  []Region // regions enclosed by Black, then by White
	Steps    []Step   // the rounds of the fixpoint that eliminated something
	// Alive holds, per colour (index goboard.Black or goboard.White), the
	// stones of its pass-alive chains.
	Alive [3]goboard.PointSet
	// Safe holds, per colour, its safe points.
	Safe [3]goboard.PointSet

	// The node of every point of the padded array (see Analyzer), and per
	// node its chain and its region enclosed by each colour, or -1.
	nodeAt   [maxPadded]int16
	chainOf  [maxNodes]int16
	regionOf [3][maxNodes]int16
}

// ChainAt returns the ID of the chain with a stone at p, or -1.
func (r *Result) ChainAt(p goboard.Point) int {
	if p <= 0 || int(p) >= r.Geometry.Area() {
		return -1
	}
	return int(r.chainOf[r.nodeAt[p]])
}

// RegionAt returns the ID of the region enclosed by colour c that holds p, or
// -1.
func (r *Result) RegionAt(p goboard.Point, c goboard.Color) int {
	if p <= 0 || int(p) >= r.Geometry.Area() || (c != goboard.Black && c != goboard.White) {
		return -1
	}
	return int(r.regionOf[c][r.nodeAt[p]])
}

// span is a range of a buffer, made into a slice once the buffer has stopped
// growing.
type span struct{ lo, hi int32 }

// chainInfo is the Analyzer's working record of a chain.
type chainInfo struct {
	head      goboard.Point
	color     goboard.Color
	stones    span // into pts
	regions   span // into ints
	vital     span // into ints
	liberties int
	removed   int // round, 0 while standing
}

type regionInfo struct {
	color     goboard.Color
	first     goboard.Point // smallest point, which orders the regions
	points    span          // into pts
	chains    span          // into ints
	vitalTo   span          // into ints
	size      int
	empty     int
	opp       int // opponent stones
	small     bool
	removed   int
	removedBy int
}

type stepInfo struct {
	round   int
	chains  span // into removals
	regions span // into regionRemovals
}

type removalInfo struct {
	chain int
	vital span // into ints
}

// touch counts, for one region and one bordering chain, the region's empty
// points and opponent stones adjacent to the chain.
type touch struct {
	region, chain int32
	empty, opp    int32
	vital         bool
}

const (
	// maxPadded is the size of the largest padded board array.
	maxPadded = (goboard.MaxSize + 1) * (goboard.MaxSize + 2)
	// maxWords is the number of 64-bit words of a PointSet.
	maxWords = len(goboard.PointSet{})
	// maxNodes bounds the nodes of the analysis graph: every on-board point
	// is at most one node (an empty component or a chain); one more for the
	// wall node, the node of every point off the board.
	maxNodes = goboard.MaxSize*goboard.MaxSize + 1
	wallNode = maxNodes - 1
	// maxAdj bounds the (chain, neighbouring node) pairs: each on-board
	// point is next to at most four chains.
	maxAdj = 4 * goboard.MaxSize * goboard.MaxSize
)

// Analyzer runs analyses with buffers it keeps between calls. It is not safe
// for concurrent use.
//
// The analysis works on a graph whose nodes are the empty components
// (maximal connected sets of empty points, shared by both colours) and the
// chains. A region enclosed by c is a connected set of empty components and
// opponent chains, and every region holds at least one empty point (an
// opponent chain has a liberty), so the regions of c are the empty
// components joined by union-find through the opponent chains that touch
// them. Board-wide per-point work is done with bitsets and table lookups,
// which keeps data-dependent branches out of the per-point loops.
type Analyzer struct {
	res Result

	chains  []chainInfo
	regions []regionInfo
	steps   []stepInfo
	removal []removalInfo
	regRem  []RegionRemoval
	ints    []int        // region chain lists, vital lists, chain region lists
	touches []touch      // (region, chain) pairs, in chain order
	order   []regionInfo // reordering buffer

	removalsOut []ChainRemoval

	// The stones and points of the chains and regions, each list in
	// increasing point order.
	pts [3 * goboard.MaxSize * goboard.MaxSize]goboard.Point

	// Point sets of the position: stones of each colour, empty points, and
	// per colour c the on-board points holding no c stone.
	stones [3]goboard.PointSet
	empty  goboard.PointSet
	nonC   [3]goboard.PointSet

	// The node of an on-board point (in res.nodeAt) is its empty component
	// (0..nE-1) or nE + its chain.
	nE     int // number of empty components
	nC     int // number of chains
	nBlack int // number of black chains: Black's are 0..nBlack-1

	// Empty components.
	par    [maxPadded]int16 // union-find over the empty points
	eFirst [maxNodes]goboard.Point
	eSize  [maxNodes]int16

	// Chains.
	gen     uint32
	headGen [maxPadded]uint32 // headIdx[h] is valid when headGen[h] == gen
	headIdx [maxPadded]int16  // chain index by head point
	cHead   [maxNodes]goboard.Point
	cFirst  [maxNodes]goboard.Point
	cSize   [maxNodes]int16
	cAdj    [maxNodes]span // into adjNode, adjCnt

	// Neighbouring nodes of each chain, with the number of points of the
	// node next to the chain.
	adjNode  [maxAdj]int16
	adjCnt   [maxAdj]int16
	stampGen uint32

	// Per colour: union-find over the empty components, region of each node.
	uf      [maxNodes]int16
	rootReg [maxNodes]int16
	wComp   [maxNodes]int16 // per opponent chain: an empty component of its region

	wallGeom goboard.Geometry // the geometry whose off-board points hold wallNode in res.nodeAt
	regStamp [2 * maxNodes]uint32
	regSlot  [2 * maxNodes]int32
}

// NewAnalyzer returns an Analyzer with buffers for the largest boards.
func NewAnalyzer() *Analyzer {
	const area = goboard.MaxSize * goboard.MaxSize
	return &Analyzer{
		chains:  make([]chainInfo, 0, area),
		regions: make([]regionInfo, 0, area),
		steps:   make([]stepInfo, 0, 64),
		removal: make([]removalInfo, 0, area),
		regRem:  make([]RegionRemoval, 0, area),
		ints:    make([]int, 0, 16*area),
		touches: make([]touch, 0, maxAdj+1), // one spare for the branch-free writes
	}
}

// Analyze analyses b with a new Analyzer and returns a result of its own.
func Analyze(b *goboard.Board, opt Options) (*Result, error) {
	return NewAnalyzer().Analyze(b, opt)
}

// Analyze analyses both colours of b. The result belongs to the Analyzer and
// stays valid until its next call. A position with a chain without liberties
// gets an error.
//
// The analysis reads the board's colours, chain heads and liberty counts. It
// builds bitsets of the stones and empty points, labels the empty
// components, numbers the chains, finds each chain's neighbouring nodes by
// dilating its stones, joins the empty components into the regions of each
// colour, and counts how many of a region's empty points and opponent stones
// touch each bordering chain. A region is vital to a chain when all its empty
// points touch it (all its liberties there).
func (a *Analyzer) Analyze(b *goboard.Board, opt Options) (*Result, error) {
	a.chains = a.chains[:0]
	a.regions = a.regions[:0]
	a.steps = a.steps[:0]
	a.removal = a.removal[:0]
	a.regRem = a.regRem[:0]
	a.ints = a.ints[:0]
	a.touches = a.touches[:0]

	r := &a.res
	r.Geometry = b.Geometry
	r.Options = opt
	col := b.RawColors()
	nw := (b.Area() + 63) >> 6
	if a.wallGeom != b.Geometry {
		// Every analysis sets the nodes of the on-board points; those
		// off the board are the wall node.
		for i := range r.nodeAt {
			r.nodeAt[i] = wallNode
		}
		a.wallGeom = b.Geometry
	}

	a.pointSets(col, nw)
	a.emptyComponents(b.Stride(), nw)
	if err := a.findChains(b, nw); err != nil {
		return nil, err
	}
	a.chainNeighbours(b.Stride(), nw)
	for _, c := range [2]goboard.Color{goboard.Black, goboard.White} {
		a.regionsOf(c, b.Stride(), nw)
	}
	a.vitality(opt)
	a.fixpoint()
	a.finish(col, nw)
	return r, nil
}

// pointSets builds the bitsets of the stones of each colour and of the empty
// points from the colour array, eight points at a time: the colours are the
// bytes 0 (Empty), 1 (Black), 2 (White) and 3 (Wall), so a byte's low bit
// and high bit tell them apart, and a multiplication gathers the eight
// per-byte flags into eight consecutive bits.
func (a *Analyzer) pointSets(col []goboard.Color, nw int) {
	const lsb = 0x0101010101010101
	// gather moves bit 0 of byte j to bit 56+j: the partial products of
	// the flags land on distinct bits, so nothing carries.
	const gather = 0x0102040810204080
	bytes := unsafe.Slice((*byte)(unsafe.Pointer(unsafe.SliceData(col))), len(col))
	for i := 0; i < nw; i++ {
		var bw, ww, ew uint64
		for k := 0; k < 8; k++ {
			base := i<<6 | k<<3
			var v uint64
			if base+8 <= len(bytes) {
				v = binary.LittleEndian.Uint64(bytes[base:])
			} else {
				v = ^uint64(0) // walls past the end of the array
				for j := 0; base+j < len(bytes); j++ {
					v = v&^(0xff<<(8*j)) | uint64(bytes[base+j])<<(8*j)
				}
			}
			lo, hi := v&lsb, v>>1&lsb
			bw |= ((lo &^ hi) * gather >> 56) << (k << 3)
			ww |= ((hi &^ lo) * gather >> 56) << (k << 3)
			ew |= ((^(lo | hi) & lsb) * gather >> 56) << (k << 3)
		}
		a.stones[goboard.Black][i] = bw
		a.stones[goboard.White][i] = ww
		a.empty[i] = ew
		a.nonC[goboard.Black][i] = ew | ww
		a.nonC[goboard.White][i] = ew | bw
	}
	for i := nw; i < maxWords; i++ {
		a.stones[goboard.Black][i] = 0
		a.stones[goboard.White][i] = 0
		a.empty[i] = 0
		a.nonC[goboard.Black][i] = 0
		a.nonC[goboard.White][i] = 0
	}
}

// findE returns the root of the empty point p's set, halving the path on the
// way.
func (a *Analyzer) findE(p int) int {
	for int(a.par[p]) != p {
		a.par[p] = a.par[a.par[p]]
		p = int(a.par[p])
	}
	return p
}

// emptyComponents numbers the empty components in point order of their
// first point, with their sizes, and sets nodeAt for the empty points.
func (a *Analyzer) emptyComponents(stride, nw int) {
	e := &a.empty
	has := func(p int) bool { return e[p>>6]>>(p&63)&1 != 0 }
	// Union-find: join each empty point with its left and upper empty
	// neighbours. The root of a set is its smallest point.
	for i := 0; i < nw; i++ {
		for w := e[i]; w != 0; w &= w - 1 {
			p := i<<6 | bits.TrailingZeros64(w)
			root := p
			if has(p - 1) {
				root = a.findE(p - 1)
			}
			a.par[p] = int16(root)
			if has(p - stride) {
				if ru := a.findE(p - stride); ru < root {
					a.par[root] = int16(ru)
				} else if ru > root {
					a.par[ru] = int16(root)
				}
			}
		}
	}
	// Number the components in point order: a component's root is its
	// first point, met before its other points.
	nE := 0
	for i := 0; i < nw; i++ {
		for w := e[i]; w != 0; w &= w - 1 {
			p := i<<6 | bits.TrailingZeros64(w)
			root := a.findE(p)
			// Branch-free: slot nE is written even when p starts no
			// component; it is then still unused.
			a.eFirst[nE] = goboard.Point(p)
			a.eSize[nE] = 0
			id := int(a.res.nodeAt[root])
			if root == p {
				id = nE
			}
			a.res.nodeAt[p] = int16(id)
			a.eSize[id]++
			nE += b2i(root == p)
		}
	}
	a.nE = nE
}

// findChains numbers the chains, Black's then White's, each in point order of
// its first stone; places their stones; sets nodeAt for the stones; and
// checks their liberties.
func (a *Analyzer) findChains(b *goboard.Board, nw int) error {
	heads := b.RawChainHeads()
	a.gen++
	if a.gen == 0 {
		a.headGen = [maxPadded]uint32{}
		a.gen = 1
	}
	gen := a.gen
	nC := 0
	for _, c := range [2]goboard.Color{goboard.Black, goboard.White} {
		if c == goboard.White {
			a.nBlack = nC
		}
		set := &a.stones[c]
		for i := 0; i < nw; i++ {
			for w := set[i]; w != 0; w &= w - 1 {
				p := i<<6 | bits.TrailingZeros64(w)
				h := heads[p]
				// Branch-free: slot nC is written even when p's chain
				// is known; it is then still unused.
				a.cHead[nC] = h
				a.cFirst[nC] = goboard.Point(p)
				a.cSize[nC] = 0
				id := int(a.headIdx[h])
				isNew := a.headGen[h] != gen
				if isNew {
					id = nC
				}
				a.headGen[h] = gen
				a.headIdx[h] = int16(id)
				a.cSize[id]++
				nC += b2i(isNew)
			}
		}
	}
	a.nC = nC
	for ci := 0; ci < nC; ci++ {
		c := goboard.Black
		if ci >= a.nBlack {
			c = goboard.White
		}
		h := a.cHead[ci]
		libs := b.Liberties(h)
		if libs == 0 {
			return fmt.Errorf("benson: illegal position: the %s chain at %s has no liberties", c.Name(), b.Name(h))
		}
		a.chains = append(a.chains, chainInfo{head: h, color: c, liberties: libs})
	}
	// Room for the stones, then the stones in point order.
	n := int32(0)
	for ci := range a.chains {
		a.chains[ci].stones = span{n, n}
		n += int32(a.cSize[ci])
	}
	nE := int16(a.nE)
	for i := 0; i < nw; i++ {
		for w := a.stones[goboard.Black][i] | a.stones[goboard.White][i]; w != 0; w &= w - 1 {
			p := i<<6 | bits.TrailingZeros64(w)
			ci := a.headIdx[heads[p]]
			a.res.nodeAt[p] = nE + ci
			s := &a.chains[ci].stones
			a.pts[s.hi] = goboard.Point(p)
			s.hi++
		}
	}
	return nil
}

// dilate returns the points next to a point of x in word i of a board with
// the given stride: x shifted by ±1 and ±stride, with the bits carried over
// from the neighbouring words prev and next. Wall points keep the shifts
// from wrapping from one row to the next; the caller masks them out.
func dilate(prev, x, next uint64, stride uint) uint64 {
	return x<<1 | prev>>63 | x>>1 | next<<63 |
		x<<stride | prev>>(64-stride) | x>>stride | next<<(64-stride)
}

// chainNeighbours finds, for every chain, the nodes next to it (empty
// components and opponent chains) and how many of their points touch it, as
// records (node, count) in which a node may appear more than once:
// the chain's stones are dilated by one step, word by word over the words
// they span, and each neighbouring point is looked up in nodeAt.
func (a *Analyzer) chainNeighbours(stride, nw int) {
	var tmp [maxWords + 2]uint64 // tmp[i+1] is word i; tmp[0] and tmp[nw+1] stay 0
	s := uint(stride)
	nAdj := int32(0)
	for ci := 0; ci < a.nC; ci++ {
		ch := &a.chains[ci]
		stones := a.pts[ch.stones.lo:ch.stones.hi]
		lo, hi := int(stones[0])>>6, int(stones[len(stones)-1])>>6
		for _, q := range stones {
			tmp[q>>6+1] |= 1 << (uint(q) & 63)
		}
		nonC := &a.nonC[ch.color]
		a.cAdj[ci].lo = nAdj
		last, cnt := int16(-1), int16(0)
		for i := max(lo-1, 0); i <= min(hi+1, nw-1); i++ {
			d := dilate(tmp[i], tmp[i+1], tmp[i+2], s) & nonC[i]
			for ; d != 0; d &= d - 1 {
				q := i<<6 | bits.TrailingZeros64(d)
				node := a.res.nodeAt[q]
				// A run of points of the same node makes one
				// record; a node may still get several records,
				// which the users add up. Branch-free, with the
				// record being built in registers: no load
				// depends on a store of the loop.
				same := node == last
				nAdj += int32(b2i(!same))
				cnt = cnt*int16(b2i(same)) + 1
				a.adjNode[nAdj-1] = node
				a.adjCnt[nAdj-1] = cnt
				last = node
			}
		}
		a.cAdj[ci].hi = nAdj
		for i := lo + 1; i <= hi+1; i++ {
			tmp[i] = 0 // all zero again for the next chain
		}
	}
}

// findUF returns the root of empty component e in the per-colour
// union-find, halving the path on the way.
func (a *Analyzer) findUF(e int16) int16 {
	for a.uf[e] != e {
		a.uf[e] = a.uf[a.uf[e]]
		e = a.uf[e]
	}
	return e
}

// regionsOf finds the regions enclosed by c: the empty components joined
// through the opponent chains, numbered in point order of their first
// point; and whether they are small.
func (a *Analyzer) regionsOf(c goboard.Color, stride, nw int) {
	nE := int16(a.nE)
	oppLo, oppHi := a.nBlack, a.nC // the opponent's chains
	if c == goboard.White {
		oppLo, oppHi = 0, a.nBlack
	}
	for e := int16(0); e < nE; e++ {
		a.uf[e] = e
	}
	// Join the empty components next to each opponent chain. The root of
	// a set is its smallest component.
	for w := oppLo; w < oppHi; w++ {
		r0 := int16(-1)
		for _, node := range a.adjNode[a.cAdj[w].lo:a.cAdj[w].hi] {
			if node >= nE {
				continue // a chain of colour c
			}
			re := a.findUF(node)
			switch {
			case r0 < 0:
				r0 = re
			case re < r0:
				a.uf[r0] = re
				r0 = re
			case re > r0:
				a.uf[re] = r0
			}
		}
		a.wComp[w] = r0 // some component of its region
	}
	// One region per root, with its first point and its sizes.
	firstRegion := len(a.regions)
	for e := int16(0); e < nE; e++ {
		root := a.findUF(e)
		a.uf[e] = root
		if root == e {
			a.rootReg[e] = int16(len(a.regions))
			a.regions = append(a.regions, regionInfo{color: c, first: a.eFirst[e], small: true, removedBy: -1})
		}
		reg := &a.regions[a.rootReg[root]]
		reg.size += int(a.eSize[e])
		reg.empty += int(a.eSize[e])
	}
	for w := oppLo; w < oppHi; w++ {
		root := a.findUF(a.wComp[w])
		reg := &a.regions[a.rootReg[root]]
		reg.size += int(a.cSize[w])
		reg.opp += int(a.cSize[w])
		reg.first = min(reg.first, a.cFirst[w])
	}
	// Order the regions by their first point (an opponent chain may come
	// before the region's first empty point): an insertion sort of a list
	// that is nearly sorted already. perm[k] is the region of rank k.
	regs := a.regions[firstRegion:]
	var perm [maxNodes]int16
	for k := range regs {
		perm[k] = int16(k)
		for j := k; j > 0 && regs[perm[j]].first < regs[perm[j-1]].first; j-- {
			perm[j], perm[j-1] = perm[j-1], perm[j]
		}
	}
	sorted := true
	var rank [maxNodes]int16
	for k := range regs {
		rank[perm[k]] = int16(firstRegion + k)
		sorted = sorted && perm[k] == int16(k)
	}
	if !sorted {
		tmp := append(a.order[:0], regs...)
		for k := range regs {
			regs[k] = tmp[perm[k]]
		}
		a.order = tmp
	}
	// The region of every node.
	reg := &a.res.regionOf[c]
	for e := int16(0); e < nE; e++ {
		reg[e] = rank[a.rootReg[a.uf[e]]-int16(firstRegion)]
	}
	for k := int16(0); k < int16(a.nC); k++ {
		reg[nE+k] = -1
	}
	for w := oppLo; w < oppHi; w++ {
		reg[nE+int16(w)] = reg[a.findUF(a.wComp[w])]
	}
	reg[wallNode] = -1
	// Small: every empty point is next to a c stone. The empty points
	// that are not mark their regions as not small.
	cs := &a.stones[c]
	s := uint(stride)
	for i := 0; i < nw; i++ {
		var prev, next uint64
		if i > 0 {
			prev = cs[i-1]
		}
		if i+1 < nw {
			next = cs[i+1]
		}
		far := a.empty[i] &^ dilate(prev, cs[i], next, s)
		for ; far != 0; far &= far - 1 {
			q := i<<6 | bits.TrailingZeros64(far)
			a.regions[reg[a.res.nodeAt[q]]].small = false
		}
	}
}

// vitality builds, for every chain, the regions it borders and the vital
// ones, and for every region its bordering chains and the chains it is
// vital to.
func (a *Analyzer) vitality(opt Options) {
	nE := int16(a.nE)
	touches := a.touches[:cap(a.touches)]
	nT := int32(0)
	for ci := range a.chains {
		ch := &a.chains[ci]
		reg := &a.res.regionOf[ch.color]
		lo := nT
		a.stampGen++
		if a.stampGen == 0 {
			a.regStamp = [2 * maxNodes]uint32{}
			a.stampGen = 1
		}
		st := a.stampGen
		adj := a.cAdj[ci]
		for k := adj.lo; k < adj.hi; k++ {
			node := a.adjNode[k]
			cnt := int32(a.adjCnt[k])
			r := reg[node]
			// Branch-free: a region met for the first time gets the
			// next touch, which is written (zeroed) even when not used.
			fresh := a.regStamp[r] != st
			slot := a.regSlot[r]
			if fresh {
				slot = nT
			}
			a.regStamp[r] = st
			a.regSlot[r] = slot
			touches[nT] = touch{region: int32(r), chain: int32(ci)}
			e := int32(0)
			if node < nE {
				e = cnt
			}
			t := &touches[slot]
			t.empty += e
			t.opp += cnt - e
			nT += int32(b2i(fresh))
		}
		ts := touches[lo:nT]
		for i := 1; i < len(ts); i++ {
			for j := i; j > 0 && ts[j].region < ts[j-1].region; j-- {
				ts[j], ts[j-1] = ts[j-1], ts[j]
			}
		}
		ch.regions.lo = int32(len(a.ints))
		for i := range ts {
			t := &ts[i]
			a.ints = append(a.ints, int(t.region))
			rg := &a.regions[t.region]
			t.vital = int(t.empty) == rg.empty && (!opt.SuicideLegal || int(t.opp) == rg.opp)
			rg.chains.hi++ // the count, for now
			if t.vital {
				rg.vitalTo.hi++
			}
		}
		ch.regions.hi = int32(len(a.ints))
		ch.vital.lo = ch.regions.hi
		for i := range ts {
			if ts[i].vital {
				a.ints = append(a.ints, int(ts[i].region))
			}
		}
		ch.vital.hi = int32(len(a.ints))
	}
	a.touches = touches[:nT]
	// Room for each region's lists, then the chains in chain order.
	for i := range a.regions {
		rg := &a.regions[i]
		lo := int32(len(a.ints))
		n := rg.chains.hi
		rg.chains = span{lo, lo}
		lo += n
		m := rg.vitalTo.hi
		rg.vitalTo = span{lo, lo}
		a.ints = growInts(a.ints, int(n+m))
	}
	for _, t := range a.touches {
		rg := &a.regions[t.region]
		a.ints[rg.chains.hi] = int(t.chain)
		rg.chains.hi++
		if t.vital {
			a.ints[rg.vitalTo.hi] = int(t.chain)
			rg.vitalTo.hi++
		}
	}
}

// fixpoint eliminates chains with fewer than two standing vital regions and
// the regions bordering eliminated chains, round by round, recording a step
// per round.
func (a *Analyzer) fixpoint() {
	for round := 1; ; round++ {
		st := stepInfo{round: round}
		st.chains.lo = int32(len(a.removal))
		for i := range a.chains {
			ch := &a.chains[i]
			if ch.removed != 0 {
				continue
			}
			n := 0
			for _, rid := range a.ints[ch.vital.lo:ch.vital.hi] {
				if a.regions[rid].removed == 0 {
					n++
				}
			}
			if n >= 2 {
				continue
			}
			rm := removalInfo{chain: i}
			rm.vital.lo = int32(len(a.ints))
			for _, rid := range a.ints[ch.vital.lo:ch.vital.hi] {
				if a.regions[rid].removed == 0 {
					a.ints = append(a.ints, rid)
				}
			}
			rm.vital.hi = int32(len(a.ints))
			a.removal = append(a.removal, rm)
		}
		st.chains.hi = int32(len(a.removal))
		if st.chains.hi == st.chains.lo {
			return
		}
		for _, rm := range a.removal[st.chains.lo:st.chains.hi] {
			a.chains[rm.chain].removed = round
		}
		st.regions.lo = int32(len(a.regRem))
		for i := range a.regions {
			reg := &a.regions[i]
			if reg.removed != 0 {
				continue
			}
			for _, ci := range a.ints[reg.chains.lo:reg.chains.hi] {
				if a.chains[ci].removed == round {
					reg.removed = round
					reg.removedBy = ci
					a.regRem = append(a.regRem, RegionRemoval{Region: i, Chain: ci})
					break
				}
			}
		}
		st.regions.hi = int32(len(a.regRem))
		a.steps = append(a.steps, st)
	}
}

// finish turns the working records into the result: the per-point lookups
// by table from each point's node, the points of the regions, the chains and
// regions, the alive and safe points, and the steps.
func (a *Analyzer) finish(col []goboard.Color, nw int) {
	r := &a.res
	nE := a.nE
	for e := 0; e < nE; e++ {
		a.res.chainOf[e] = -1
	}
	for ci := 0; ci < a.nC; ci++ {
		a.res.chainOf[nE+ci] = int16(ci)
	}
	a.res.chainOf[wallNode] = -1

	// The points of the regions, after the stones.
	n := int32(0)
	if len(a.chains) > 0 {
		n = a.chains[len(a.chains)-1].stones.hi
	}
	for i := range a.regions {
		reg := &a.regions[i]
		reg.points = span{n, n}
		n += int32(reg.size)
	}
	for _, c := range [2]goboard.Color{goboard.Black, goboard.White} {
		at := &r.regionOf[c]
		set := &a.nonC[c]
		for i := 0; i < nw; i++ {
			for w := set[i]; w != 0; w &= w - 1 {
				q := i<<6 | bits.TrailingZeros64(w)
				s := &a.regions[at[r.nodeAt[q]]].points
				a.pts[s.hi] = goboard.Point(q)
				s.hi++
			}
		}
	}

	r.Chains = r.Chains[:0]
	r.Regions = r.Regions[:0]
	r.Steps = r.Steps[:0]
	r.Alive = [3]goboard.PointSet{}
	r.Safe = [3]goboard.PointSet{}
	for i := range a.chains {
		ch := &a.chains[i]
		alive := ch.removed == 0
		stones := a.pts[ch.stones.lo:ch.stones.hi:ch.stones.hi]
		r.Chains = append(r.Chains, Chain{
			ID: i, Color: ch.color, Head: ch.head, Stones: stones, Liberties: ch.liberties,
			Regions: a.ints[ch.regions.lo:ch.regions.hi:ch.regions.hi],
			Vital:   a.ints[ch.vital.lo:ch.vital.hi:ch.vital.hi],
			Alive:   alive, RemovedRound: ch.removed,
		})
		if alive {
			for _, q := range stones {
				r.Alive[ch.color].Add(q)
			}
		}
	}
	for i := range a.regions {
		reg := &a.regions[i]
		vitalTo := a.ints[reg.vitalTo.lo:reg.vitalTo.hi:reg.vitalTo.hi]
		points := a.pts[reg.points.lo:reg.points.hi:reg.points.hi]
		r.Regions = append(r.Regions, Region{
			ID: i, Color: reg.color, Points: points, Empty: reg.empty,
			Chains:  a.ints[reg.chains.lo:reg.chains.hi:reg.chains.hi],
			VitalTo: vitalTo, Small: reg.small,
			Removed: reg.removed != 0, RemovedRound: reg.removed, RemovedBy: reg.removedBy,
		})
		if reg.removed == 0 && len(vitalTo) > 0 {
			for _, q := range points {
				r.Safe[reg.color].Add(q)
			}
		}
	}
	r.Safe[goboard.Black].Union(&r.Alive[goboard.Black])
	r.Safe[goboard.White].Union(&r.Alive[goboard.White])
	for si := range a.steps {
		st := &a.steps[si]
		r.Steps = append(r.Steps, Step{Round: st.round})
		r.Steps[si].RemovedRegions = a.regRem[st.regions.lo:st.regions.hi:st.regions.hi]
	}
	a.fillRemovals()
}

// fillRemovals sets the chain removals of every step. They live in a buffer
// of the result, resized only when a position has more removals than any
// before.
func (a *Analyzer) fillRemovals() {
	r := &a.res
	if cap(a.removalsOut) < len(a.removal) {
		a.removalsOut = make([]ChainRemoval, len(a.removal), 2*len(a.removal))
	}
	a.removalsOut = a.removalsOut[:len(a.removal)]
	for i, rm := range a.removal {
		a.removalsOut[i] = ChainRemoval{Chain: rm.chain, Vital: a.ints[rm.vital.lo:rm.vital.hi:rm.vital.hi]}
	}
	for si := range a.steps {
		st := &a.steps[si]
		r.Steps[si].RemovedChains = a.removalsOut[st.chains.lo:st.chains.hi:st.chains.hi]
	}
}

// b2i is 1 for true and 0 for false; the compiler makes it a SETcc.
func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// growInts extends s by n elements.
func growInts(s []int, n int) []int {
	if len(s)+n <= cap(s) {
		return s[:len(s)+n]
	}
	return append(s, make([]int, n)...)
}
