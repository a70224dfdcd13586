package safety

import (
	"lifeline/benson"
	"lifeline/goboard"
)

// Territory too big for the 1-vital rule, after the surrounded safe areas of
// Fuego's GoSafetySolver (IsTerritory with miai connections to every
// interior point, Müller 1997): a region whose bordering chains are all
// proven safe already, and whose points not next to them are each joined to
// them by a miai pair of its own.
//
// For colour c, let R be a region (a maximal connected set of points without
// c stones) all of whose bordering c chains are proven safe (by Benson's
// rule, the 2-vital rule or the 1-vital rule). The empty points of R next to
// a c stone are linked; the other empty points are interior. An interior
// point i gets a miai pair: two empty neighbours u and v of i that are
// linked (next to a c stone, or interior points that got a pair earlier)
// and serve no other pair, nor any miai pair of the 1-vital rule. Then i is
// linked too, and may serve in a pair of a later interior point. R is proven
// if every interior point gets a pair and every opponent stone of R is next
// to a c stone (once captured, its point is then next to a permanent owner
// stone). Unlike KataGo's rule, no point is left over: the strategy below
// is proven for that form only.
//
// The owner's strategy: when the opponent plays a point of a pending pair,
// play the other one; with any other free move, fill a liberty of an
// opponent chain standing in R (a pair point settles its pair as an answer
// would); else pass.
//
// Invariants. A pair is pending while both its points are empty; the
// opponent takes at most one point a move and the owner answers at once,
// so a played pair always has an owner stone. Every owner stone in R is on
// a linked point or on a point next to an owner stone; by induction on the
// order in which the pairs were found, its chain either is joined to a
// bordering chain (through points next to c stones) or keeps the two empty
// points of a pending pair as liberties: the opponent never captures it in
// one move (after the answer it is a step closer to a bordering chain), and
// the bordering chains are never captured (their own proofs, whose answers
// are on other points: miai pairs of the 1-vital rule are not used here,
// 2-vital and vital regions are other regions). So no owner stone in R is
// ever captured and the owner's moves never repeat a position. Every empty
// point of R is next to an owner stone, or is an interior point whose pair
// still has an empty point or an owner stone: never an opponent eye. Every
// liberty of an opponent chain in R is such a point, which the owner can
// fill (the stone is safe as above, or the move captures), so every
// opponent stone in R is captured in the end, and the points it leaves are
// next to owner stones: R is the owner's by area. The bordering chains are
// left out of the local search, so no searched area overlaps R.

// territory proves the regions of both colours that the rule above proves.
func (a *Analyzer) territory(b *goboard.Board, br *benson.Result) {
	for id := range br.Regions {
		reg := &br.Regions[id]
		if len(reg.Chains) == 0 || !a.isTerritory(b, br, id) {
			continue
		}
		c := reg.Color
		for _, ch := range reg.Chains {
			a.static.marked[ch] = true
		}
		for _, p := range br.Points(id) {
			a.prove(c, p, ReasonTerritory)
		}
	}
}

// isTerritory reports whether region id is proven by the rule, and not yet
// proven nor touching anything proven for the opponent.
func (a *Analyzer) isTerritory(b *goboard.Board, br *benson.Result, id int) bool {
	s := &a.static
	r := &a.res
	reg := &br.Regions[id]
	c := reg.Color
	opp := c.Opponent()
	for _, ch := range reg.Chains {
		if !r.Safe[c].Has(br.Chains[ch].Head) {
			return false
		}
	}
	pts := br.Points(id)
	colors := b.RawColors()
	nbr := [4]int{-1, 1, -b.Stride(), b.Stride()}
	unproven := false
	far := 0 // opponent stones next to no c stone
	// linked: the points that may serve in a pair; interior: the empty
	// points without a c neighbour, waiting for a pair.
	s.linked.Clear()
	interior := s.stack[:0]
	for _, p := range pts {
		if r.Proven[opp].Has(p) {
			return false
		}
		if !r.Proven[c].Has(p) {
			unproven = true
		}
		next := touches(colors, &nbr, p, c)
		if colors[p] != goboard.Empty {
			// An opponent stone not next to a c stone would leave, once
			// captured, a point no owner stone is next to.
			if !next {
				far++
			}
			continue
		}
		switch {
		case !next:
			interior = append(interior, p)
		case !s.pairsOf[c].Has(p):
			s.linked.Add(p)
		}
	}
	s.stack = interior[:0]
	if !unproven || far > 0 {
		return false
	}
	s.waiting.Clear()
	for _, i := range interior {
		s.waiting.Add(i)
	}
	return a.pairInterior(b, interior, 0)
}

// pairInterior gives the interior points (in a.static.waiting and the
// list) miai pairs of linked points (a.static.linked), each linked point
// serving one pair, a paired interior point becoming linked, until at most
// leftOver points wait. The order is fixed (rounds in point order,
// preferring points no other waiting point could use), so the verdict is
// deterministic. It reports whether at most leftOver points are left.
func (a *Analyzer) pairInterior(b *goboard.Board, interior []goboard.Point, leftOver int) bool {
	s := &a.static
	nbr := [4]int{-1, 1, -b.Stride(), b.Stride()}
	for left := len(interior); left > leftOver; {
		progress := false
		for k, i := range interior {
			if i == 0 {
				continue
			}
			var cand [2]goboard.Point
			n := 0
			for pass := 0; pass < 2 && n < 2; pass++ {
				for _, d := range nbr {
					q := i + goboard.Point(d)
					if !s.linked.Has(q) || (n == 1 && cand[0] == q) {
						continue
					}
					if pass == 0 && a.nextToWaiting(b, q, i) {
						continue
					}
					cand[n] = q
					n++
					if n == 2 {
						break
					}
				}
			}
			if n < 2 {
				continue
			}
			s.linked.Remove(cand[0])
			s.linked.Remove(cand[1])
			s.linked.Add(i)
			s.waiting.Remove(i)
			interior[k] = 0
			left--
			progress = true
		}
		if !progress {
			return false
		}
	}
	return true
}

// nextToWaiting reports whether q is next to an interior point other than
// i that still waits for a pair.
func (a *Analyzer) nextToWaiting(b *goboard.Board, q, i goboard.Point) bool {
	for _, d := range [4]int{-1, 1, -b.Stride(), b.Stride()} {
		if j := q + goboard.Point(d); j != i && a.static.waiting.Has(j) {
			return true
		}
	}
	return false
}
