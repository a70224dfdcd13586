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
// if at most one interior point is left without a pair.
//
// The owner's strategy: when the opponent plays a point of a pending pair,
// play the other one; with any other free move, fill a liberty of an
// opponent chain standing in R, taking a linked point if there is one
// (pair points only as an answer would be played, that is when the
// opponent holds the other one or never); else pass.
//
// Invariants. A pair is pending while both its points are empty; the
// opponent takes at most one point a move and the owner answers at once,
// so every interior point with a pair gets an owner stone next to it before
// the opponent can take both. Every owner stone in R is on a linked point;
// by induction on the order in which the pairs were found, its chain either
// joins a bordering chain (linked through a point next to a c stone) or
// keeps the two points of a pending pair as liberties; so the opponent never
// captures it in one move, and the answer joins it one step closer to a
// bordering chain, which is never captured (its own proof, whose answers are
// on other points: miai pairs of the 1-vital rule are not used here, 2-vital
// and vital regions are other regions). An opponent eye in R would be an
// empty point all of whose neighbours are opponent stones: a linked point
// is next to an owner stone or has a pending pair, so at most the one
// interior point without a pair can be one, and one eye does not live; the
// owner can always fill a liberty of an opponent chain in R (the stone
// joins a chain that keeps a liberty outside the chain it attacks, or
// captures), so every opponent stone in R is captured in the end and R is
// the owner's by area. The bordering chains are left out of the local
// search, so no searched area overlaps R.

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
		if colors[p] != goboard.Empty {
			continue
		}
		next := false
		for _, d := range nbr {
			if colors[int(p)+d] == c {
				next = true
				break
			}
		}
		switch {
		case !next:
			interior = append(interior, p)
		case !s.pairsOf[c].Has(p):
			s.linked.Add(p)
		}
	}
	s.stack = interior[:0]
	if !unproven {
		return false
	}
	s.waiting.Clear()
	for _, i := range interior {
		s.waiting.Add(i)
	}
	return a.pairInterior(b, interior, 1)
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
