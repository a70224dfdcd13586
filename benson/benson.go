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
	mat     []uint64 // per chain, a bitset of the regions it borders
	matT    []uint64 // per region, bitsets of its chains and its vital chains
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

	// Per chain head: 1 + the ID of its chain while the chains are
	// numbered; zero between uses.
	idOf [maxPadded]int32

	// Work areas of the fills and the chain neighbourhoods, all zero
	// between uses. fx[i+1] is word i.
	fx    [maxWords + 2]uint64
	rem   [maxWords]uint64
	vcnt  [maxPoints]int32 // per chain: its standing vital regions
	stand [maxPoints]int32 // fixpoint: the standing chains
	out   [maxPoints]int32 // fixpoint: the chains removed in a round
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
		words:   make([]uint64, 0, 8*maxPoints),
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
	a.words = append(a.words[:0], 0, 0)

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
// its first stone; places their stones; sets the chain lookup; and builds
// their bitsets. It uses no fills: every stone is labelled by its chain head,
// a chain is numbered at its first stone, and a counting sort places the
// stones, all without data-dependent branches.
func (a *Analyzer) findChains(b *goboard.Board, nw int, s uint) {
	heads := b.RawChainHeads()
	heads = heads[:len(heads):len(heads)]
	at := &a.res.chainAt
	idOf := &a.idOf
	for _, c := range [2]goboard.Color{goboard.Black, goboard.White} {
		if c == goboard.White {
			a.nBlack = len(a.chains)
		}
		first := len(a.chains)
		cb := a.chains[:cap(a.chains)]
		nc := int32(first)
		// Pass 1: number the chains and count their stones; the first
		// and last words of each.
		for i := 0; i < nw; i++ {
			base := i << 6
			for w := a.stones[c][i]; w != 0; w &= w - 1 {
				p := base | bits.TrailingZeros64(w)
				h := heads[p]
				old := idOf[h]
				isNew := int32(b2i(old == 0))
				idOf[h] = old | (nc+1)&-isNew
				id := idOf[h] - 1
				ch := &cb[id]
				// A new chain's record is overwritten whole.
				ch.set.lo = ch.set.lo&^-isNew | int32(i)&-isNew
				ch.stones.hi = ch.stones.hi&^-isNew + 1
				ch.set.hi = int32(i)
				ch.head = h
				nc += isNew
			}
		}
		a.chains = cb[:nc]
		n := int32(0)
		if first > 0 {
			n = a.chains[first-1].stones.hi
		}
		for k := first; k < int(nc); k++ {
			ch := &a.chains[k]
			cnt := ch.stones.hi
			ch.color = c
			ch.stones = span{n, n}
			n += cnt
			// Two zero words before and after every chain's words let
			// the dilation read them without copying.
			ch.set.off = int32(len(a.words))
			ch.regions, ch.vital = span{}, span{}
			ch.liberties, ch.removed = 0, 0
			nwd := int(ch.set.hi - ch.set.lo + 1)
			a.words = a.words[:len(a.words)+nwd+2]
			clear(a.words[ch.set.off:])
		}
		// Pass 2: place the stones and set their bits.
		words := a.words
		for i := 0; i < nw; i++ {
			base := i << 6
			for w := a.stones[c][i]; w != 0; w &= w - 1 {
				t := bits.TrailingZeros64(w)
				p := base | t
				id := idOf[heads[p]]
				ch := &a.chains[id-1]
				a.pts[ch.stones.hi] = goboard.Point(p)
				ch.stones.hi++
				at[p] = int16(id)
				words[ch.set.off+int32(i)-ch.set.lo] |= 1 << uint(t)
			}
		}
	}
	// Reset the labels of the heads.
	for k := range a.chains {
		idOf[a.chains[k].head] = 0
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
// vital to. Every chain dilates its stones; the region labels of its
// neighbours not of its colour set bits in the chain's row of a bit matrix
// of regions, which lists them in order without duplicates and without a
// sort. A bordering region is vital when it is small and its needed points
// (its empty points, and with suicide legal all its points) lie within the
// chain's dilation. The regions' lists come from transposed bit matrices.
func (a *Analyzer) vitality(opt Options, nw int, s uint) {
	ints := a.ints
	regions := a.regions
	nreg, nch := len(regions), len(a.chains)
	rw := (nreg + 63) >> 6 // words of a chain's row of regions
	cw := (nch + 63) >> 6  // words of a region's row of chains
	if cap(a.mat) < nch*rw {
		a.mat = make([]uint64, nch*rw)
	}
	if cap(a.matT) < 2*nreg*cw {
		a.matT = make([]uint64, 2*nreg*cw)
	}
	mat := a.mat[:nch*rw]
	matT := a.matT[:nreg*cw]            // the chains bordering each region
	vitT := a.matT[nreg*cw : 2*nreg*cw] // the chains each region is vital to
	clear(mat)
	clear(matT)
	clear(vitT)
	// The points that must be next to a vital region's chain: its empty
	// points, and with suicide legal its opponent stones too.
	var need [maxWords]uint64
	for j := 0; j < nw; j++ {
		need[j] = a.empty[j]
		if opt.SuicideLegal {
			need[j] = ^uint64(0)
		}
	}
	var dil [maxWords]uint64 // the chain's dilation; zero outside it
	var vt [2 * maxPoints]int32
	for ci := range a.chains {
		ch := &a.chains[ci]
		c := ch.color
		at := &a.res.regionAt[c]
		clo, chi := int(ch.set.lo), int(ch.set.hi)
		// words[bi+j] is word j of the chain, zero around it.
		bi := int(ch.set.off) - clo
		words := a.words
		dlo, dhi := max(clo-1, 0), min(chi+1, nw-1)
		libs := 0
		row := mat[ci*rw : ci*rw+rw]
		// Every neighbour of the chain not of its colour sets the bit of
		// its region.
		for j := dlo; j <= dhi; j++ {
			d := dilate(words[bi+j-1], words[bi+j], words[bi+j+1], s) & a.nonC[c][j]
			dil[j] = d
			libs += bits.OnesCount64(d & a.empty[j])
			base := j << 6
			// A neighbour next to a lower one (one point or one row
			// below) lies in the same region: only the others are
			// looked up. Bits from the word below are ignored, which
			// only keeps a few extra neighbours.
			d &^= d<<1 | d<<s
			for ; d != 0; d &= d - 1 {
				rid := uint(at[base|bits.TrailingZeros64(d)]) - 1
				row[rid>>6] |= 1 << (rid & 63)
			}
		}
		ch.liberties = libs
		ch.regions.lo = int32(len(ints))
		nv := 0
		cbit := uint64(1) << (uint(ci) & 63)
		cwd := ci >> 6
		for k, w := range row {
			for ; w != 0; w &= w - 1 {
				rid := k<<6 | bits.TrailingZeros64(w)
				ints = append(ints, rid)
				matT[rid*cw+cwd] |= cbit
				rg := &regions[rid]
				vital := false
				if rg.small {
					var miss uint64
					for j := rg.set.lo; j <= rg.set.hi; j++ {
						miss |= a.words[rg.set.off+j-rg.set.lo] & need[j] &^ dil[j]
					}
					vital = miss == 0
				}
				v := b2i(vital)
				vt[nv] = int32(rid)
				nv += v
				vitT[rid*cw+cwd] |= cbit & -uint64(v)
			}
		}
		clear(dil[dlo : dhi+1])
		ch.regions.hi = int32(len(ints))
		ch.vital.lo = ch.regions.hi
		for _, rid := range vt[:nv] {
			ints = append(ints, int(rid))
		}
		ch.vital.hi = int32(len(ints))
	}
	for i := range regions {
		rg := &regions[i]
		rg.chains.lo = int32(len(ints))
		for k, w := range matT[i*cw : i*cw+cw] {
			for ; w != 0; w &= w - 1 {
				ints = append(ints, k<<6|bits.TrailingZeros64(w))
			}
		}
		rg.chains.hi = int32(len(ints))
		rg.vitalTo.lo = rg.chains.hi
		for k, w := range vitT[i*cw : i*cw+cw] {
			for ; w != 0; w &= w - 1 {
				ints = append(ints, k<<6|bits.TrailingZeros64(w))
			}
		}
		rg.vitalTo.hi = int32(len(ints))
	}
	a.ints = ints
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
