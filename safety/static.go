package safety

import (
	"cmp"
	"slices"

	"lifeline/benson"
	"lifeline/goboard"
)

// Static safety under alternating play, after Müller's "Playing it safe"
// (1997): Benson's fixpoint over groups instead of chains, where a group is
// a set of chains joined by miai pairs of shared liberties, and a region
// counts for a group only if it is 1-vital in a strict sense.
//
// For colour c:
//
//   - A miai pair joins two c chains: two empty points, not yet proven,
//     each next to both chains and to no other c chain. Pairs are taken so
//     that they form a forest over the chains (each pair joins two
//     different components); their points are all distinct. A group is a
//     component.
//   - A region (a maximal connected set of points without c stones) is
//     vital to a group if it holds no pair point and every point of it,
//     empty or opponent stone, is next to a chain of the group.
//   - Fixpoint: a group with fewer than two vital regions and no pass-alive
//     chain is removed, and so is every region bordering a removed chain,
//     until nothing changes.
//
// The owner's strategy: when the opponent plays a point of a pending pair,
// play the other point (it joins the two chains); with any other free move,
// fill a liberty of an opponent chain standing in a claimed region; else
// pass. Invariants: a chain with a pending pair keeps its two points as
// liberties; every vital region keeps an empty point (filling its last one
// is suicide for the opponent, since every chain next to it still has a
// liberty elsewhere, and the owner fills the last one only to capture); a
// group whose pairs are all played is one chain with all the empty points
// of its vital regions as liberties. So no stone of the surviving groups is
// ever captured, the owner's moves are never suicide nor banned by ko (the
// opponent never captures them), and since every point of a vital region
// is next to the group the opponent never has an eye there: the owner
// captures whatever stands there with moves that add permanent stones, so
// the play ends with the regions the owner's.

// staticPair is a candidate pair point: an empty point next to exactly the
// two c chains lo < hi.
type staticPair struct {
	lo, hi int32
	p      goboard.Point
}

// staticBufs are the Analyzer's buffers of the static rule.
type staticBufs struct {
	cand    []staticPair
	parent  []int32 // union-find over chain IDs
	pairPts goboard.PointSet
	// per region: up to 4 groups it is vital to (roots), count in nVital
	vital  [][4]int32
	nVital []int8
	live   []bool // per region: not removed
	alive  []bool // per chain root: group not removed
	count  []int32
	claim  []bool // per chain root: the group adds a claim
	marked []bool // per chain: left out of the local search
	// the 2-vital rule (static2.go)
	anchor []bool // per chain: next to a 2-vital region, safe
	region goboard.PointSet
	seen   goboard.PointSet
	// the territory rule (static3.go)
	pairsOf [3]goboard.PointSet // per colour: the miai pair points of the 1-vital rule
	linked  goboard.PointSet
	waiting goboard.PointSet
	stack   []goboard.Point
}

func (s *staticBufs) find(x int32) int32 {
	for s.parent[x] != x {
		s.parent[x] = s.parent[s.parent[x]]
		x = s.parent[x]
	}
	return x
}

func grow[T any](buf []T, n int) []T {
	if cap(buf) < n {
		return make([]T, n)
	}
	return buf[:n]
}

// staticRule applies the static rule for both colours.
func (a *Analyzer) staticRule(b *goboard.Board, br *benson.Result) {
	s := &a.static
	nch, nreg := len(br.Chains), len(br.Regions)
	s.parent = grow(s.parent, nch)
	s.alive = grow(s.alive, nch)
	s.count = grow(s.count, nch)
	s.claim = grow(s.claim, nch)
	s.marked = grow(s.marked, nch)
	clear(s.marked)
	s.vital = grow(s.vital, nreg)
	s.nVital = grow(s.nVital, nreg)
	s.live = grow(s.live, nreg)
	if cap(s.stack) < maxArea {
		s.stack = make([]goboard.Point, 0, maxArea)
	}
	a.twoVital(b, br)
	for _, c := range [2]goboard.Color{goboard.Black, goboard.White} {
		a.staticColor(b, br, c)
	}
}

func (a *Analyzer) staticColor(b *goboard.Board, br *benson.Result, c goboard.Color) {
	s := &a.static
	r := &a.res
	colors := b.RawColors()
	nbr := [4]int{-1, 1, -b.Stride(), b.Stride()}
	for i := range s.parent {
		s.parent[i] = int32(i)
	}
	// Candidate pair points.
	s.cand = s.cand[:0]
	for y := 0; y < b.Height(); y++ {
		for x := 0; x < b.Width(); x++ {
			p := b.Point(x, y)
			if colors[p] != goboard.Empty || r.Proven[c].Has(p) || r.Proven[c.Opponent()].Has(p) {
				continue
			}
			lo, hi, k := int32(-1), int32(-1), 0
			for _, d := range nbr {
				q := p + goboard.Point(d)
				if colors[q] != c {
					continue
				}
				id := int32(br.ChainAt(q))
				switch {
				case k == 0:
					lo, k = id, 1
				case id == lo || (k == 2 && id == hi):
				case k == 1:
					hi, k = id, 2
				default:
					k = 3
				}
			}
			if k != 2 {
				continue
			}
			if lo > hi {
				lo, hi = hi, lo
			}
			s.cand = append(s.cand, staticPair{lo, hi, p})
		}
	}
	slices.SortFunc(s.cand, func(x, y staticPair) int {
		if v := cmp.Compare(x.lo, y.lo); v != 0 {
			return v
		}
		if v := cmp.Compare(x.hi, y.hi); v != 0 {
			return v
		}
		return cmp.Compare(x.p, y.p)
	})
	s.pairPts = goboard.PointSet{}
	for i := 0; i+1 < len(s.cand); {
		j := i + 1
		for j < len(s.cand) && s.cand[j].lo == s.cand[i].lo && s.cand[j].hi == s.cand[i].hi {
			j++
		}
		if j-i >= 2 {
			x, y := s.find(s.cand[i].lo), s.find(s.cand[i].hi)
			if x != y {
				s.parent[x] = y
				s.pairPts.Add(s.cand[i].p)
				s.pairPts.Add(s.cand[i+1].p)
			}
		}
		i = j
	}
	s.pairsOf[c] = s.pairPts
	// Vital regions.
	for id := range br.Regions {
		reg := &br.Regions[id]
		s.nVital[id] = 0
		s.live[id] = reg.Color == c && len(reg.Chains) > 0
		if !s.live[id] {
			continue
		}
		var groups [4]int32
		n := -1
		for _, p := range br.Points(id) {
			if s.pairPts.Has(p) {
				n = 0
				break
			}
			var here [4]int32
			k := 0
			for _, d := range nbr {
				q := p + goboard.Point(d)
				if colors[q] != c {
					continue
				}
				g := s.find(int32(br.ChainAt(q)))
				if !slices.Contains(here[:k], g) {
					here[k] = g
					k++
				}
			}
			if n < 0 {
				n = copy(groups[:], here[:k])
				continue
			}
			m := 0
			for _, g := range groups[:n] {
				if slices.Contains(here[:k], g) {
					groups[m] = g
					m++
				}
			}
			n = m
			if n == 0 {
				break
			}
		}
		s.nVital[id] = int8(max(n, 0))
		s.vital[id] = groups
	}
	// Fixpoint over groups.
	for i := range s.alive {
		s.alive[i] = br.Chains[i].Color == c
	}
	for changed := true; changed; {
		changed = false
		clear(s.count)
		// A group holding a pass-alive chain needs no regions: its other
		// chains keep their pair points as liberties until they join it,
		// and then they are part of a pass-alive chain.
		// The same holds for a chain next to a 2-vital region.
		for i := range br.Chains {
			if br.Chains[i].Color == c && (br.Chains[i].Alive || s.anchor[i]) {
				s.count[s.find(int32(i))] = 2
			}
		}
		for id := range br.Regions {
			if !s.live[id] {
				continue
			}
			for _, g := range s.vital[id][:s.nVital[id]] {
				s.count[g]++
			}
		}
		for i := range br.Chains {
			if !s.alive[i] {
				continue
			}
			if g := s.find(int32(i)); s.count[g] < 2 {
				s.alive[i] = false
				changed = true
			}
		}
		for id := range br.Regions {
			if !s.live[id] {
				continue
			}
			for _, ch := range br.Regions[id].Chains {
				if !s.alive[ch] {
					s.live[id] = false
					changed = true
					break
				}
			}
		}
	}
	// Claims: the groups that add something.
	clear(s.claim)
	for i := range br.Chains {
		if s.alive[i] && !r.Safe[c].Has(br.Chains[i].Head) {
			s.claim[s.find(int32(i))] = true
		}
	}
	for id := range br.Regions {
		if !s.live[id] {
			continue
		}
		for _, g := range s.vital[id][:s.nVital[id]] {
			for _, p := range br.Points(id) {
				if !r.Proven[c].Has(p) {
					s.claim[g] = true
					break
				}
			}
		}
	}
	for i := range br.Chains {
		if !s.alive[i] || !s.claim[s.find(int32(i))] {
			continue
		}
		s.marked[i] = true
		for _, p := range br.Stones(i) {
			r.Safe[c].Add(p)
			a.proveStatic(c, p)
		}
	}
	for id := range br.Regions {
		if !s.live[id] {
			continue
		}
		claimed := false
		for _, g := range s.vital[id][:s.nVital[id]] {
			claimed = claimed || s.claim[g]
		}
		if !claimed {
			continue
		}
		for _, ch := range br.Regions[id].Chains {
			s.marked[ch] = true
		}
		for _, p := range br.Points(id) {
			a.proveStatic(c, p)
		}
	}
}

func (a *Analyzer) proveStatic(c goboard.Color, p goboard.Point) {
	a.prove(c, p, ReasonStatic)
}
