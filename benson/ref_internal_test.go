package benson

// The reference implementation: the straightforward raster-scan version of
// the analysis that the optimised Analyzer replaced, kept to check that the
// optimised one produces exactly the same results.

import (
	"fmt"

	"lifeline/goboard"
)

// refSpan is a range of a buffer, made into a slice once the buffer has stopped
// growing.
type refSpan struct{ lo, hi int32 }

// refChainInfo is the refAnalyzer's working record of a chain.
type refChainInfo struct {
	head      goboard.Point
	color     goboard.Color
	stones    refSpan
	regions   refSpan
	vital     refSpan
	nRegions  int
	liberties int
	removed   int // round, 0 while standing
}

type refRegionInfo struct {
	color     goboard.Color
	points    refSpan
	chains    refSpan
	vitalTo   refSpan
	size      int
	empty     int
	opp       int // opponent stones
	small     bool
	removed   int
	removedBy int
}

type refStepInfo struct {
	round   int
	chains  refSpan // into removals
	regions refSpan // into regionRemovals
}

type refRemovalInfo struct {
	chain int
	vital refSpan // into ints
}

// refTouch counts, for one region and one bordering chain, the region's empty
// points and opponent stones adjacent to the chain.
type refTouch struct {
	region, chain int32
	empty, opp    int32
}

const refMaxPadded = (goboard.MaxSize + 1) * (goboard.MaxSize + 2)

// refAnalyzer runs analyses with buffers it keeps between calls. It is not safe
// for concurrent use.
type refAnalyzer struct {
	res Result

	// The chain and the regions of every point, which ChainAt and
	// RegionAt of the optimised Analyzer's result must match.
	chainAt  [goboard.MaxSize * goboard.MaxSize * 2]int16
	regionAt [3][goboard.MaxSize * goboard.MaxSize * 2]int16

	// The stones of every chain and the points of every region, which
	// Stones and Points of the optimised Analyzer's result must match.
	refStones, refPoints [][]goboard.Point

	chains         []refChainInfo
	regions        []refRegionInfo
	steps          []refStepInfo
	removal        []refRemovalInfo
	regionRemovals []RegionRemoval

	points []goboard.Point // chain stones and region points
	ints   []int           // region chain lists, vital lists, chain region lists

	gen      uint32
	chainGen [refMaxPadded]uint32 // chainIdx[h] is valid when chainGen[h] == gen
	chainIdx [refMaxPadded]int16  // chain index by head point
	parent   [refMaxPadded]int16  // union-find over the points of the regions
	label    [refMaxPadded]int16  // region of a union-find root

	order   []refChainInfo // reordering buffer
	touches []refTouch     // (region, chain) pairs of the current colour
	slot    []int32        // dense (region, chain) -> index in touches, or -1

	removalsOut []ChainRemoval
}

// newRefAnalyzer returns an refAnalyzer with buffers for the largest boards.
func newRefAnalyzer() *refAnalyzer {
	const area = goboard.MaxSize * goboard.MaxSize
	return &refAnalyzer{
		chains:         make([]refChainInfo, 0, area),
		order:          make([]refChainInfo, 0, area),
		regions:        make([]refRegionInfo, 0, area),
		steps:          make([]refStepInfo, 0, 64),
		removal:        make([]refRemovalInfo, 0, area),
		regionRemovals: make([]RegionRemoval, 0, area),
		points:         make([]goboard.Point, 0, 3*area),
		ints:           make([]int, 0, 16*area),
		touches:        make([]refTouch, 0, 4*area),
	}
}

// Analyze analyses both colours of b. The result belongs to the refAnalyzer and
// stays valid until its next call. A position with a chain without liberties
// gets an error.
//
// The analysis reads only the board's colours and chain heads, in a few
// raster scans: chains and liberties, then for each colour the enclosed
// regions by union-find, with counts of how many of a region's empty points
// and opponent stones refTouch each bordering chain. A region is vital to a
// chain when all its empty points refTouch it (all its liberties there).
func (a *refAnalyzer) Analyze(b *goboard.Board, rules goboard.Rules) (*Result, error) {
	a.chains = a.chains[:0]
	a.regions = a.regions[:0]
	a.steps = a.steps[:0]
	a.removal = a.removal[:0]
	a.regionRemovals = a.regionRemovals[:0]
	a.points = a.points[:0]
	a.ints = a.ints[:0]
	a.gen++
	if a.gen == 0 {
		a.chainGen = [refMaxPadded]uint32{}
		a.gen = 1
	}

	r := &a.res
	r.Geometry = b.Geometry
	r.Rules = rules
	col := b.RawColors()
	heads := b.RawChainHeads()
	stride := goboard.Point(b.Stride())
	first, last := b.Point(0, 0), b.Point(b.Width()-1, b.Height()-1)

	// Chains, in point order of their first stone, with their sizes.
	nBlack := 0
	for p := first; p <= last; p++ {
		c := col[p]
		if c != goboard.Black && c != goboard.White {
			continue
		}
		h := heads[p]
		if a.chainGen[h] != a.gen {
			a.chainGen[h] = a.gen
			a.chainIdx[h] = int16(len(a.chains))
			a.chains = append(a.chains, refChainInfo{head: h, color: c})
			if c == goboard.Black {
				nBlack++
			}
		}
		a.chains[a.chainIdx[h]].stones.hi++ // the size, for now
	}
	// Black's chains first, then White's; room for their stones.
	a.order = a.order[:len(a.chains)]
	nb, nw := 0, nBlack
	for _, ch := range a.chains {
		k := &nb
		if ch.color == goboard.White {
			k = &nw
		}
		a.order[*k] = ch
		a.chainIdx[ch.head] = int16(*k)
		*k++
	}
	a.chains, a.order = a.order, a.chains
	for i := range a.chains {
		ch := &a.chains[i]
		size := ch.stones.hi
		lo := int32(len(a.points))
		a.points = refGrowPoints(a.points, int(size))
		ch.stones = refSpan{lo, lo}
	}

	// Place the stones, count liberties, and join the points of the
	// regions of both colours with their left and upper neighbours.
	for p := goboard.Point(0); p < first; p++ {
		a.chainAt[p] = -1
	}
	for p := first; p <= last; p++ {
		c := col[p]
		a.chainAt[p] = -1
		switch c {
		case goboard.Wall:
			continue
		case goboard.Black, goboard.White:
			ci := a.chainIdx[heads[p]]
			ch := &a.chains[ci]
			a.points[ch.stones.hi] = p
			ch.stones.hi++
			a.chainAt[p] = ci
		default:
			// A liberty of each distinct neighbouring chain.
			var seen [4]int16
			n := 0
			for _, q := range [4]goboard.Point{p - stride, p - 1, p + 1, p + stride} {
				if qc := col[q]; qc == goboard.Black || qc == goboard.White {
					ci := a.chainIdx[heads[q]]
					dup := false
					for _, s := range seen[:n] {
						dup = dup || s == ci
					}
					if !dup {
						seen[n] = ci
						n++
						a.chains[ci].liberties++
					}
				}
			}
		}
	}
	for i := range a.chains {
		if ch := &a.chains[i]; ch.liberties == 0 {
			return nil, fmt.Errorf("benson: illegal position: the %s chain at %s has no liberties", ch.color.Name(), b.Name(ch.head))
		}
	}
	for p := last + 1; int(p) < b.Area(); p++ {
		a.chainAt[p] = -1
	}

	for _, c := range [2]goboard.Color{goboard.Black, goboard.White} {
		a.regionsOf(b, c, rules)
	}
	a.fixpoint()
	a.finish(b)
	return r, nil
}

// find returns the root of p's set, halving the path on the way.
func (a *refAnalyzer) find(p goboard.Point) goboard.Point {
	for goboard.Point(a.parent[p]) != p {
		a.parent[p] = a.parent[a.parent[p]]
		p = goboard.Point(a.parent[p])
	}
	return p
}

// regionsOf finds the regions enclosed by c, their bordering chains, and the
// vital relation.
func (a *refAnalyzer) regionsOf(b *goboard.Board, c goboard.Color, rules goboard.Rules) {
	col := b.RawColors()
	heads := b.RawChainHeads()
	stride := goboard.Point(b.Stride())
	first, last := b.Point(0, 0), b.Point(b.Width()-1, b.Height()-1)
	regionAt := &a.regionAt[c]
	firstRegion := len(a.regions)

	// Union-find: join each point holding no c stone with its left and
	// upper neighbours that hold none either.
	for p := first; p <= last; p++ {
		regionAt[p] = -1
		if pc := col[p]; pc == c || pc == goboard.Wall {
			continue
		}
		a.parent[p] = int16(p)
		a.label[p] = -1
		for _, q := range [2]goboard.Point{p - 1, p - stride} {
			if qc := col[q]; qc != c && qc != goboard.Wall {
				rp, rq := a.find(p), a.find(q)
				if rp != rq {
					if rp < rq {
						a.parent[rq] = int16(rp)
					} else {
						a.parent[rp] = int16(rq)
					}
				}
			}
		}
	}
	for p := goboard.Point(0); p < first; p++ {
		regionAt[p] = -1
	}
	for p := last + 1; int(p) < b.Area(); p++ {
		regionAt[p] = -1
	}

	// Label the regions in point order; count their points, and for each
	// bordering chain the empty points and opponent stones touching it.
	nChains := len(a.chains)
	a.touches = a.touches[:0]
	for p := first; p <= last; p++ {
		pc := col[p]
		if pc == c || pc == goboard.Wall {
			continue
		}
		root := a.find(p)
		id := int(a.label[root])
		if id < 0 {
			id = len(a.regions)
			a.label[root] = int16(id)
			a.regions = append(a.regions, refRegionInfo{color: c, small: true, removedBy: -1})
			need := (id - firstRegion + 1) * nChains
			for len(a.slot) < need {
				a.slot = append(a.slot, -1)
			}
		}
		regionAt[p] = int16(id)
		reg := &a.regions[id]
		reg.size++
		isEmpty := pc == goboard.Empty
		if isEmpty {
			reg.empty++
		} else {
			reg.opp++
		}
		var seen [4]int16
		n := 0
		for _, q := range [4]goboard.Point{p - stride, p - 1, p + 1, p + stride} {
			if col[q] != c {
				continue
			}
			ci := a.chainIdx[heads[q]]
			dup := false
			for _, s := range seen[:n] {
				dup = dup || s == ci
			}
			if dup {
				continue
			}
			seen[n] = ci
			n++
			k := (id-firstRegion)*nChains + int(ci)
			t := a.slot[k]
			if t < 0 {
				t = int32(len(a.touches))
				a.slot[k] = t
				a.touches = append(a.touches, refTouch{region: int32(id), chain: int32(ci)})
				a.chains[ci].nRegions++
			}
			if isEmpty {
				a.touches[t].empty++
			} else {
				a.touches[t].opp++
			}
		}
		if isEmpty && n == 0 {
			reg.small = false
		}
	}

	// The points of each region, in point order.
	for id := firstRegion; id < len(a.regions); id++ {
		reg := &a.regions[id]
		lo := int32(len(a.points))
		a.points = refGrowPoints(a.points, reg.size)
		reg.points = refSpan{lo, lo}
	}
	for p := first; p <= last; p++ {
		if id := regionAt[p]; id >= 0 {
			reg := &a.regions[id]
			a.points[reg.points.hi] = p
			reg.points.hi++
		}
	}

	// Bordering chains (sorted) and the vital relation, region by region:
	// group the touches by region with a counting sort.
	for id := firstRegion; id < len(a.regions); id++ {
		a.regions[id].chains = refSpan{}
	}
	for _, t := range a.touches {
		a.regions[t.region].chains.hi++
	}
	for id := firstRegion; id < len(a.regions); id++ {
		reg := &a.regions[id]
		n := reg.chains.hi
		lo := int32(len(a.ints))
		a.ints = refGrowInts(a.ints, int(n))
		reg.chains = refSpan{lo, lo}
	}
	for _, t := range a.touches {
		reg := &a.regions[t.region]
		a.ints[reg.chains.hi] = int(t.chain)
		reg.chains.hi++
	}
	// Room for each chain's region list.
	for i := range a.chains {
		ch := &a.chains[i]
		if ch.color != c {
			continue
		}
		lo := int32(len(a.ints))
		ch.regions = refSpan{lo, lo}
		a.ints = refGrowInts(a.ints, ch.nRegions)
	}
	for id := firstRegion; id < len(a.regions); id++ {
		reg := &a.regions[id]
		refSortInts(a.ints[reg.chains.lo:reg.chains.hi])
		reg.vitalTo.lo = int32(len(a.ints))
		for k := reg.chains.lo; k < reg.chains.hi; k++ {
			ci := a.ints[k]
			ch := &a.chains[ci]
			a.ints[ch.regions.hi] = id
			ch.regions.hi++
			t := &a.touches[a.slot[(id-firstRegion)*nChains+ci]]
			if int(t.empty) == reg.empty && (!rules.AllowSuicide || int(t.opp) == reg.opp) {
				a.ints = append(a.ints, ci)
			}
		}
		reg.vitalTo.hi = int32(len(a.ints))
	}
	for _, t := range a.touches {
		a.slot[(int(t.region)-firstRegion)*nChains+int(t.chain)] = -1 // clean for the next use
	}
	// Each chain's vital regions, in region order.
	for i := range a.chains {
		ch := &a.chains[i]
		if ch.color != c {
			continue
		}
		ch.vital.lo = int32(len(a.ints))
		for _, rid := range a.ints[ch.regions.lo:ch.regions.hi] {
			reg := &a.regions[rid]
			for _, v := range a.ints[reg.vitalTo.lo:reg.vitalTo.hi] {
				if v == i {
					a.ints = append(a.ints, rid)
					break
				}
			}
		}
		ch.vital.hi = int32(len(a.ints))
	}
}

// fixpoint eliminates chains with fewer than two standing vital regions and
// the regions bordering eliminated chains, round by round, recording a step
// per round.
func (a *refAnalyzer) fixpoint() {
	for round := 1; ; round++ {
		st := refStepInfo{round: round}
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
			rm := refRemovalInfo{chain: i}
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
		st.regions.lo = int32(len(a.regionRemovals))
		for i := range a.regions {
			reg := &a.regions[i]
			if reg.removed != 0 {
				continue
			}
			for _, ci := range a.ints[reg.chains.lo:reg.chains.hi] {
				if a.chains[ci].removed == round {
					reg.removed = round
					reg.removedBy = ci
					a.regionRemovals = append(a.regionRemovals, RegionRemoval{Region: i, Chain: ci})
					break
				}
			}
		}
		st.regions.hi = int32(len(a.regionRemovals))
		a.steps = append(a.steps, st)
	}
}

// finish turns the working records into the result.
func (a *refAnalyzer) finish(b *goboard.Board) {
	r := &a.res
	r.Chains = r.Chains[:0]
	r.Regions = r.Regions[:0]
	r.Steps = r.Steps[:0]
	r.Alive = [3]goboard.PointSet{}
	r.Safe = [3]goboard.PointSet{}
	a.refStones, a.refPoints = a.refStones[:0], a.refPoints[:0]
	for i := range a.chains {
		ch := &a.chains[i]
		alive := ch.removed == 0
		stones := a.points[ch.stones.lo:ch.stones.hi:ch.stones.hi]
		r.Chains = append(r.Chains, Chain{
			ID: i, Color: ch.color, Head: ch.head, Size: len(stones), Liberties: ch.liberties,
			Regions: a.ints[ch.regions.lo:ch.regions.hi:ch.regions.hi],
			Vital:   a.ints[ch.vital.lo:ch.vital.hi:ch.vital.hi],
			Alive:   alive, RemovedRound: ch.removed,
		})
		a.refStones = append(a.refStones, stones)
		if alive {
			for _, q := range stones {
				r.Alive[ch.color].Add(q)
			}
		}
	}
	for i := range a.regions {
		reg := &a.regions[i]
		vitalTo := a.ints[reg.vitalTo.lo:reg.vitalTo.hi:reg.vitalTo.hi]
		points := a.points[reg.points.lo:reg.points.hi:reg.points.hi]
		r.Regions = append(r.Regions, Region{
			ID: i, Color: reg.color, Size: len(points), Empty: reg.empty,
			Chains:  a.ints[reg.chains.lo:reg.chains.hi:reg.chains.hi],
			VitalTo: vitalTo, Small: reg.small,
			Removed: reg.removed != 0, RemovedRound: reg.removed, RemovedBy: reg.removedBy,
		})
		a.refPoints = append(a.refPoints, points)
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
		// Each step's chain removals are built into a.stepChains on demand.
		r.Steps = append(r.Steps, Step{Round: st.round})
		out := &r.Steps[len(r.Steps)-1]
		out.RemovedChains = out.RemovedChains[:0]
		out.RemovedRegions = a.regionRemovals[st.regions.lo:st.regions.hi:st.regions.hi]
	}
	a.fillRemovals()
}

// fillRemovals sets the chain removals of every step. They live in a buffer
// of the result, resized only when a position has more removals than any
// before.
func (a *refAnalyzer) fillRemovals() {
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

func refSortInts(s []int) {
	for i := 1; i < len(s); i++ {
		for j := i; j > 0 && s[j] < s[j-1]; j-- {
			s[j], s[j-1] = s[j-1], s[j]
		}
	}
}

// refGrowPoints extends s by n elements.
func refGrowPoints(s []goboard.Point, n int) []goboard.Point {
	if len(s)+n <= cap(s) {
		return s[:len(s)+n]
	}
	return append(s, make([]goboard.Point, n)...)
}

// refGrowInts extends s by n elements.
func refGrowInts(s []int, n int) []int {
	if len(s)+n <= cap(s) {
		return s[:len(s)+n]
	}
	return append(s, make([]int, n)...)
}
