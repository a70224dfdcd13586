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

	// Per point of the padded array: 1 + the ID of its chain, and per
	// colour 1 + the ID of its region enclosed by that colour; 0 for none.
	chainAt  [maxPadded]int16
	regionAt [3][maxPadded]int16
}

// ChainAt returns the ID of the chain with a stone at p, or -1.
func (r *Result) ChainAt(p goboard.Point) int {
	if p <= 0 || int(p) >= r.Geometry.Area() {
		return -1
	}
	return int(r.chainAt[p]) - 1
}

// RegionAt returns the ID of the region enclosed by colour c that holds p, or
// -1.
func (r *Result) RegionAt(p goboard.Point, c goboard.Color) int {
	if p <= 0 || int(p) >= r.Geometry.Area() || (c != goboard.Black && c != goboard.White) {
		return -1
	}
	return int(r.regionAt[c][p]) - 1
}

// span is a range of a buffer, made into a slice once the buffer has stopped
// growing.
type span struct{ lo, hi int32 }

// comp is a connected set of points (a chain or a region) as the words lo..hi
// of a bitset over the padded array, stored from words[off].
type comp struct {
	off    int32
	lo, hi int32
}

// chainInfo is the Analyzer's working record of a chain.
type chainInfo struct {
	head      goboard.Point
	color     goboard.Color
	set       comp
	stones    span // into pts
	regions   span // into ints
	vital     span // into ints
	liberties int
	removed   int // round, 0 while standing
}

type regionInfo struct {
	color     goboard.Color
	set       comp
	points    span // into pts
	chains    span // into ints
	vitalTo   span // into ints
	empty     int
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

// touch is a region bordering a chain, and whether it is vital to it.
type touch struct {
	region, chain int32
	vital         bool
}

const (
	// maxPadded is the size of the largest padded board array.
	maxPadded = (goboard.MaxSize + 1) * (goboard.MaxSize + 2)
	// maxWords is the number of 64-bit words of a PointSet.
	maxWords = len(goboard.PointSet{})
	// maxPoints is the number of on-board points of the largest board.
	maxPoints = goboard.MaxSize * goboard.MaxSize
)

// Analyzer runs analyses with buffers it keeps between calls. It is not safe
// for concurrent use.
//
// The chains and the regions are found as bitsets over the padded array by
// flood fills done with shifts, word by word; per-point work is limited to
// writing the point lists and the per-point lookups of the result.
type Analyzer struct {
	res Result

	chains  []chainInfo
	regions []regionInfo
	steps   []stepInfo
	removal []removalInfo
	regRem  []RegionRemoval
	ints    []int    // region chain lists, vital lists, chain region lists
	touches []touch  // (region, chain) pairs, in chain order
	words   []uint64 // the bitsets of the chains and regions

	removalsOut []ChainRemoval

	// The stones and points of the chains and regions, each list in
	// increasing point order.
	pts [3 * maxPoints]goboard.Point

	// Point sets of the position: stones of each colour, empty points, and
	// per colour c the on-board points holding no c stone.
	stones [3]goboard.PointSet
	empty  goboard.PointSet
	nonC   [3]goboard.PointSet

	nBlack int // number of black chains: Black's are 0..nBlack-1

	// Work areas of the fills and the chain neighbourhoods, all zero
	// between uses. fx[i+1] is word i.
	fx   [maxWords + 2]uint64
	rem  [maxWords]uint64
	vcnt [maxPoints]int32 // per chain: its standing vital regions
	// Per region, for vitality: the last chain (1 + ID) that touched it,
	// the needed points next to that chain, and the needed points.
	seen    [2 * maxPoints]int32
	stand   [maxPoints]int32 // fixpoint: the standing chains
	out     [maxPoints]int32 // fixpoint: the chains removed in a round
	cnt     [2 * maxPoints]int32
	needCnt [2 * maxPoints]int32
}

// NewAnalyzer returns an Analyzer with buffers for the largest boards.
func NewAnalyzer() *Analyzer {
	return &Analyzer{
		chains:  make([]chainInfo, 0, maxPoints),
		regions: make([]regionInfo, 0, maxPoints),
		steps:   make([]stepInfo, 0, 64),
		removal: make([]removalInfo, 0, maxPoints),
		regRem:  make([]RegionRemoval, 0, maxPoints),
		ints:    make([]int, 0, 16*maxPoints),
		touches: make([]touch, 0, 4*maxPoints),
		words:   make([]uint64, 0, 4*maxPoints),
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
// The analysis reads the board's colours and chain heads. It builds bitsets
// of the stones and empty points, finds the chains and the regions of each
// colour by flood fills over the bitsets, and for every chain dilates its
// stones to find its liberties and the regions it borders. A region is vital
// to a chain when its empty points are all liberties of the chain.
func (a *Analyzer) Analyze(b *goboard.Board, opt Options) (*Result, error) {
	a.chains = a.chains[:0]
	a.regions = a.regions[:0]
	a.steps = a.steps[:0]
	a.removal = a.removal[:0]
	a.regRem = a.regRem[:0]
	a.ints = a.ints[:0]
	a.touches = a.touches[:0]
	a.words = a.words[:0]

	r := &a.res
	r.Geometry = b.Geometry
	r.Options = opt
	col := b.RawColors()
	area := b.Area()
	nw := (area + 63) >> 6
	clear(r.chainAt[:area])
	clear(r.regionAt[goboard.Black][:area])
	clear(r.regionAt[goboard.White][:area])

	a.pointSets(col, nw)
	s := uint(b.Stride())
	a.findChains(b, nw, s)
	for _, c := range [2]goboard.Color{goboard.Black, goboard.White} {
		a.regionsOf(c, nw, s)
	}
	a.vitality(opt, nw, s)
	for i := range a.chains {
		if ch := &a.chains[i]; ch.liberties == 0 {
			return nil, fmt.Errorf("benson: illegal position: the %s chain at %s has no liberties", ch.color.Name(), b.Name(ch.head))
		}
	}
	a.fixpoint()
	a.finish()
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

// dilate returns the points next to a point of x in word i of a board with
// the given stride: x shifted by ±1 and ±stride, with the bits carried over
// from the neighbouring words prev and next. Wall points keep the shifts
// from wrapping from one row to the next; the caller masks them out.
func dilate(prev, x, next uint64, stride uint) uint64 {
	return x<<1 | prev>>63 | x>>1 | next<<63 |
		x<<stride | prev>>(64-stride) | x>>stride | next<<(64-stride)
}

// fill takes out of a.rem the connected set holding its lowest point, which
// is in word i, appends the set's words to a.words and returns it.
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
	return cp
}

// setWords returns the words lo..hi of a set.
func (a *Analyzer) setWords(cp comp) []uint64 {
	return a.words[cp.off : cp.off+cp.hi-cp.lo+1]
}

// findChains finds the chains, Black's then White's, each in point order of
// its first stone; places their stones; sets the chain lookup; and counts
// their liberties.
func (a *Analyzer) findChains(b *goboard.Board, nw int, s uint) {
	heads := b.RawChainHeads()
	at := &a.res.chainAt
	n := int32(0)
	for _, c := range [2]goboard.Color{goboard.Black, goboard.White} {
		if c == goboard.White {
			a.nBlack = len(a.chains)
		}
		a.rem = a.stones[c]
		for i := 0; i < nw; i++ {
			for a.rem[i] != 0 {
				cp := a.fill(i, nw, s)
				id := int16(len(a.chains) + 1)
				lo := n
				ws := a.setWords(cp)
				for k, w := range ws {
					base := (int(cp.lo) + k) << 6
					for ; w != 0; w &= w - 1 {
						p := base | bits.TrailingZeros64(w)
						a.pts[n] = goboard.Point(p)
						at[p] = id
						n++
					}
				}
				a.chains = append(a.chains, chainInfo{
					head: heads[a.pts[lo]], color: c, set: cp,
					stones: span{lo, n},
				})
			}
		}
	}
}

// regionsOf finds the regions enclosed by c, in point order of their first
// point, with their points, their number of empty points and whether they
// are small (every empty point next to a c stone).
func (a *Analyzer) regionsOf(c goboard.Color, nw int, s uint) {
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
	at := &a.res.regionAt[c]
	n := int32(0)
	if len(a.regions) > 0 {
		n = a.regions[len(a.regions)-1].points.hi
	} else if len(a.chains) > 0 {
		n = a.chains[len(a.chains)-1].stones.hi
	}
	a.rem = a.nonC[c]
	for i := 0; i < nw; i++ {
		for a.rem[i] != 0 {
			cp := a.fill(i, nw, s)
			id := int16(len(a.regions) + 1)
			lo := n
			empty := 0
			var farAcc uint64
			for k, w := range a.setWords(cp) {
				j := int(cp.lo) + k
				empty += bits.OnesCount64(w & a.empty[j])
				farAcc |= w & far[j]
				base := j << 6
				for ; w != 0; w &= w - 1 {
					p := base | bits.TrailingZeros64(w)
					a.pts[n] = goboard.Point(p)
					at[p] = id
					n++
				}
			}
			a.regions = append(a.regions, regionInfo{
				color: c, set: cp, points: span{lo, n}, empty: empty,
				small: farAcc == 0, removedBy: -1,
			})
		}
	}
}

// vitality finds, for every chain, the regions it borders and the vital
// ones, and for every region its bordering chains and the chains it is
// vital to. The neighbours of the chain not of its colour are taken region
// by region: the region of the first one, then the region of the first one
// left, and so on.
func (a *Analyzer) vitality(opt Options, nw int, s uint) {
	touches, ints := a.touches, a.ints
	regions := a.regions
	// The points that must be next to a vital region's chain: its empty
	// points, and with suicide legal its opponent stones too.
	var need [maxWords]uint64
	for j := 0; j < nw; j++ {
		need[j] = a.empty[j]
		if opt.SuicideLegal {
			need[j] = ^uint64(0)
		}
	}
	// The number of points of each region that must be next to a chain it
	// is vital to.
	nreg := len(regions)
	seen := a.seen[:nreg]
	cnt := a.cnt[:nreg]
	needCnt := a.needCnt[:nreg]
	for i := range regions {
		seen[i] = 0
		if opt.SuicideLegal {
			needCnt[i] = regions[i].points.hi - regions[i].points.lo
		} else {
			needCnt[i] = int32(regions[i].empty)
		}
	}
	for ci := range a.chains {
		ch := &a.chains[ci]
		c := ch.color
		at := &a.res.regionAt[c]
		clo, chi := int(ch.set.lo), int(ch.set.hi)
		tmp := &a.fx // tmp[j+1] is word j; zero outside the chain
		copy(tmp[clo+1:chi+2], a.setWords(ch.set))
		dlo, dhi := max(clo-1, 0), min(chi+1, nw-1)
		libs := 0
		lo := len(touches)
		tb := touches[:cap(touches)]
		nt := lo
		stamp := int32(ci + 1)
		// Every neighbour of the chain not of its colour: the region
		// holding it is a touch, and it counts for the region when needed.
		for j := dlo; j <= dhi; j++ {
			d := dilate(tmp[j], tmp[j+1], tmp[j+2], s) & a.nonC[c][j]
			libs += bits.OnesCount64(d & a.empty[j])
			e := d & need[j]
			base := j << 6
			// Branch-free: the touch is always written and kept only
			// when the region is new to the chain.
			for ; d != 0; d &= d - 1 {
				t := bits.TrailingZeros64(d)
				rid := int(at[base|t]) - 1
				old := int32(b2i(seen[rid] == stamp))
				seen[rid] = stamp
				cnt[rid] = cnt[rid]&-old + int32(e>>uint(t)&1)
				tb[nt] = touch{region: int32(rid), chain: int32(ci)}
				nt += int(1 - old)
			}
		}
		touches = touches[:nt]
		clear(tmp[clo+1 : chi+2])
		ch.liberties = libs
		for i := lo; i < len(touches); i++ {
			rid := touches[i].region
			touches[i].vital = cnt[rid] == needCnt[rid]
		}
		ts := touches[lo:]
		for i := 1; i < len(ts); i++ {
			for j := i; j > 0 && ts[j].region < ts[j-1].region; j-- {
				ts[j], ts[j-1] = ts[j-1], ts[j]
			}
		}
		ch.regions.lo = int32(len(ints))
		for i := range ts {
			t := &ts[i]
			ints = append(ints, int(t.region))
			rg := &regions[t.region]
			rg.chains.hi++ // the count, for now
			if t.vital {
				rg.vitalTo.hi++
			}
		}
		ch.regions.hi = int32(len(ints))
		ch.vital.lo = ch.regions.hi
		for i := range ts {
			if ts[i].vital {
				ints = append(ints, int(ts[i].region))
			}
		}
		ch.vital.hi = int32(len(ints))
	}
	a.touches, a.ints = touches, ints
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
		rg := &regions[t.region]
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
// per round. Every chain keeps the count of its standing vital regions.
func (a *Analyzer) fixpoint() {
	vc := a.vcnt[:len(a.chains)]
	for i := range a.chains {
		vc[i] = a.chains[i].vital.hi - a.chains[i].vital.lo
	}
	// The standing chains, in chain order; each round splits them without
	// branches into those that stay and those removed now.
	stand := a.stand[:len(a.chains)]
	for i := range stand {
		stand[i] = int32(i)
	}
	out := a.out[:len(a.chains)]
	for round := 1; ; round++ {
		st := stepInfo{round: round}
		st.chains.lo = int32(len(a.removal))
		ns, no := 0, 0
		for _, ci := range stand {
			keep := b2i(vc[ci] >= 2)
			stand[ns] = ci
			out[no] = ci
			ns += keep
			no += 1 - keep
		}
		stand = stand[:ns]
		for _, ci := range out[:no] {
			ch := &a.chains[ci]
			rm := removalInfo{chain: int(ci)}
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
		// The regions bordering the removed chains, each removed by the
		// first of them in chain order.
		var gone [(2*maxPoints + 63) / 64]uint64
		for _, rm := range a.removal[st.chains.lo:st.chains.hi] {
			ch := &a.chains[rm.chain]
			ch.removed = round
			for _, rid := range a.ints[ch.regions.lo:ch.regions.hi] {
				if reg := &a.regions[rid]; reg.removed == 0 {
					reg.removed = round
					reg.removedBy = rm.chain
					gone[rid>>6] |= 1 << (rid & 63)
				}
			}
		}
		st.regions.lo = int32(len(a.regRem))
		for i, w := range gone {
			for ; w != 0; w &= w - 1 {
				rid := i<<6 | bits.TrailingZeros64(w)
				reg := &a.regions[rid]
				a.regRem = append(a.regRem, RegionRemoval{Region: rid, Chain: reg.removedBy})
				for _, ci := range a.ints[reg.vitalTo.lo:reg.vitalTo.hi] {
					vc[ci]--
				}
			}
		}
		st.regions.hi = int32(len(a.regRem))
		a.steps = append(a.steps, st)
	}
}

// finish turns the working records into the result: the chains and regions,
// the alive and safe points, and the steps.
func (a *Analyzer) finish() {
	r := &a.res
	r.Chains = r.Chains[:0]
	r.Regions = r.Regions[:0]
	r.Steps = r.Steps[:0]
	r.Alive = [3]goboard.PointSet{}
	r.Safe = [3]goboard.PointSet{}
	for i := range a.chains {
		ch := &a.chains[i]
		alive := ch.removed == 0
		r.Chains = append(r.Chains, Chain{
			ID: i, Color: ch.color, Head: ch.head,
			Stones:    a.pts[ch.stones.lo:ch.stones.hi:ch.stones.hi],
			Liberties: ch.liberties,
			Regions:   a.ints[ch.regions.lo:ch.regions.hi:ch.regions.hi],
			Vital:     a.ints[ch.vital.lo:ch.vital.hi:ch.vital.hi],
			Alive:     alive, RemovedRound: ch.removed,
		})
		if alive {
			set := &r.Alive[ch.color]
			for k, w := range a.setWords(ch.set) {
				set[int(ch.set.lo)+k] |= w
			}
		}
	}
	for i := range a.regions {
		reg := &a.regions[i]
		vitalTo := a.ints[reg.vitalTo.lo:reg.vitalTo.hi:reg.vitalTo.hi]
		r.Regions = append(r.Regions, Region{
			ID: i, Color: reg.color,
			Points:  a.pts[reg.points.lo:reg.points.hi:reg.points.hi],
			Empty:   reg.empty,
			Chains:  a.ints[reg.chains.lo:reg.chains.hi:reg.chains.hi],
			VitalTo: vitalTo, Small: reg.small,
			Removed: reg.removed != 0, RemovedRound: reg.removed, RemovedBy: reg.removedBy,
		})
		if reg.removed == 0 && len(vitalTo) > 0 {
			set := &r.Safe[reg.color]
			for k, w := range a.setWords(reg.set) {
				set[int(reg.set.lo)+k] |= w
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
