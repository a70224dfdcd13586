package safety

import (
	"slices"

	"lifeline/benson"
	"lifeline/goboard"
)

// 2-vital regions, after Müller's "Playing it safe" (1997) and the
// intersection points of Fuego's GoRegion (Has2IPs): a region that gives its
// bordering chains two sure liberties by itself, whatever the opponent does
// there, moving first.
//
// For colour c, let R be a region (a maximal connected set of points without
// c stones) and B the c chains next to it (at least one). A point x of R is
// an intersection point if
//
//   - x is empty and next to every chain of B;
//   - R without x falls apart into two or more connected parts;
//   - every point of R other than x is next to a chain of B or to x.
//
// R is 2-vital if it has two intersection points a and b (Fuego also asks
// for at most two interior points next to both; here that follows from the
// third condition). Then every chain of B is safe and every point of R is
// c's at the end.
//
// The owner's strategy: when the opponent plays a or b, play the other one,
// or any intersection point still empty if the opponent played one of
// several; with any other free move, if an opponent stone stands in R,
// play a or b if neither is played yet (as the answer would), else fill a
// liberty of an opponent chain standing in R; else pass. In R the owner
// plays nothing else.
//
// Proof. Before the owner's answer every chain of B keeps a and b, or the
// one of them the opponent did not take, as a liberty, so none is captured.
// Say the owner plays x. The move is legal: x is empty and the owner is
// never banned by ko in R (the opponent never captures a stone next to R,
// see below); after it B and x form one chain Q (x is next to every chain
// of B), and every point of R other than x is next to Q. Each part P of R
// without x that holds no empty point holds only opponent stones, whose
// liberties can only be points of P (the points next to P outside it are
// Q's stones or off the board): the move at x captures them and P is empty
// again. So after the answer every part holds an empty point, and each empty
// point of R is a liberty of Q. The invariant "every part holds an empty
// point" then holds for the rest of the play: the opponent's move on the
// last empty point of a part leaves its stones in that part without a
// liberty, so it is suicide (illegal, or with suicide allowed it removes
// them, and the part is empty again) unless it captures Q, which has a
// liberty in another part; the owner plays the last empty point of a part
// only to fill the last liberty of an opponent chain there, which captures
// every opponent stone of the part. Q therefore always has two liberties in
// R (there are two parts) and is never captured; the owner's moves in R are
// never suicide (Q keeps a liberty or the move captures); every stone the
// owner plays in R joins Q and stays, so the owner's moves never repeat a
// position. Opponent stones in R are captured by the owner's free moves
// (each fills a liberty, which joins Q), and when the play ends the empty
// points of R touch only Q and each other: R is the owner's by area.
//
// Every chain of B is thus safe under the owner's strategy, as a pass-alive
// chain is without one; the static rule (static.go) treats it as such. The
// answers are points of R, which no other rule uses: the points of R are
// proven before the static rule looks for miai pairs (it skips proven
// points), and the local search leaves the chains of B alone.

// twoVital applies the 2-vital rule for both colours: it proves the regions
// and their bordering chains, and marks those chains as anchors for the
// static rule.
func (a *Analyzer) twoVital(b *goboard.Board, br *benson.Result) {
	s := &a.static
	s.anchor = grow(s.anchor, len(br.Chains))
	clear(s.anchor)
	for id := range br.Regions {
		reg := &br.Regions[id]
		if len(reg.Chains) == 0 || reg.Empty < 2 || reg.Size > maxTwoVital || len(reg.Chains) > 4 {
			continue
		}
		if !a.isTwoVital(b, br, id) {
			continue
		}
		c := reg.Color
		for _, ch := range reg.Chains {
			s.anchor[ch] = true
			s.marked[ch] = true
			for _, p := range br.Stones(ch) {
				a.res.Safe[c].Add(p)
				a.prove(c, p, ReasonTwoVital)
			}
		}
		for _, p := range br.Points(id) {
			a.prove(c, p, ReasonTwoVital)
		}
	}
}

// maxTwoVital bounds the size of the regions the 2-vital rule examines: an
// eye space, not a territory (larger regions have interior points).
const maxTwoVital = 48

// isTwoVital reports whether region id is 2-vital (and not proven yet, nor
// touching anything proven for the opponent).
func (a *Analyzer) isTwoVital(b *goboard.Board, br *benson.Result, id int) bool {
	s := &a.static
	r := &a.res
	reg := &br.Regions[id]
	c := reg.Color
	opp := c.Opponent()
	pts := br.Points(id)
	colors := b.RawColors()
	nbr := [4]int{-1, 1, -b.Stride(), b.Stride()}
	s.region.Clear()
	unproven := false
	for _, p := range pts {
		if r.Proven[opp].Has(p) {
			return false
		}
		if !r.Proven[c].Has(p) {
			unproven = true
		}
		s.region.Add(p)
	}
	if !unproven {
		return false
	}
	for _, ch := range reg.Chains {
		if r.Proven[opp].Has(br.Chains[ch].Head) {
			return false
		}
	}
	// The interior points (next to no c stone): every intersection point
	// must be next to all of them, so there are at most four.
	var interior [4]goboard.Point
	ni := 0
	for _, p := range pts {
		next := touches(colors, &nbr, p, c)
		if !next {
			if ni == len(interior) {
				return false
			}
			interior[ni] = p
			ni++
		}
	}
	found := 0
	for _, x := range pts {
		if colors[x] != goboard.Empty {
			continue
		}
		// Next to every interior point.
		ok := true
		for _, q := range interior[:ni] {
			if !adjacent(b, x, q) {
				ok = false
				break
			}
		}
		if !ok || !a.nextToAll(b, br, x, reg.Chains) || !a.splits(b, x) {
			continue
		}
		found++
		if found == 2 {
			return true
		}
	}
	return false
}

// adjacent reports whether p and q are neighbours.
func adjacent(b *goboard.Board, p, q goboard.Point) bool {
	d := int(p) - int(q)
	return d == 1 || d == -1 || d == b.Stride() || d == -b.Stride()
}

// nextToAll reports whether the empty point x is next to every chain of
// chains.
func (a *Analyzer) nextToAll(b *goboard.Board, br *benson.Result, x goboard.Point, chains []int) bool {
	colors := b.RawColors()
	var here [4]int
	k := 0
	for _, d := range [4]int{-1, 1, -b.Stride(), b.Stride()} {
		q := x + goboard.Point(d)
		if colors[q] == goboard.Black || colors[q] == goboard.White {
			if id := br.ChainAt(q); !slices.Contains(here[:k], id) {
				here[k] = id
				k++
			}
		}
	}
	for _, ch := range chains {
		if !slices.Contains(here[:k], ch) {
			return false
		}
	}
	return true
}

// splits reports whether the region in a.static.region without x falls
// apart into two or more connected parts: whether a walk from one
// neighbour of x in the region, avoiding x, misses another.
func (a *Analyzer) splits(b *goboard.Board, x goboard.Point) bool {
	s := &a.static
	nbr := [4]int{-1, 1, -b.Stride(), b.Stride()}
	var inner [4]goboard.Point
	k := 0
	for _, d := range nbr {
		if q := x + goboard.Point(d); s.region.Has(q) {
			inner[k] = q
			k++
		}
	}
	if k < 2 {
		return false
	}
	s.seen.Clear()
	s.seen.Add(x)
	s.seen.Add(inner[0])
	stack := append(s.stack[:0], inner[0])
	for len(stack) > 0 {
		p := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for _, d := range nbr {
			q := p + goboard.Point(d)
			if s.region.Has(q) && !s.seen.Has(q) {
				s.seen.Add(q)
				stack = append(stack, q)
			}
		}
	}
	s.stack = stack[:0]
	for _, q := range inner[1:k] {
		if !s.seen.Has(q) {
			return true
		}
	}
	return false
}

// prove adds p to the points proven for c, with reason if it has none.
func (a *Analyzer) prove(c goboard.Color, p goboard.Point, reason Reason) {
	a.res.Proven[c].Add(p)
	if a.res.reason[p] == ReasonNone {
		a.res.reason[p] = reason
	}
}
