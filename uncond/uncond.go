// Package uncond computes GNU Go 3.8's unconditional status of every point
// of a position, with GNU Go's vocabulary and definitions: a stone is
// "alive" or "dead", an empty point is "black_territory" or
// "white_territory", and anything the analysis cannot settle is
// "undecided".
//
// GNU Go's analysis (its unconditional_life) goes beyond Benson's: for each
// colour C in turn it lets the opponent fill every liberty of C's strings
// and keeps every capture that succeeds (a string left with one liberty is
// captured), repeatedly, until nothing more falls; the C strings left are
// invincible. Then the opponent plays on every liberty of the invincible
// strings where it may, extends its strings in atari, captures the
// remaining C strings (after a special treatment of two-stone strings that
// could live in seki), and fills two-liberty eyes. What is left is C's
// unconditional territory: the liberties of the invincible strings and the
// opponent strings left in atari with their last liberty. A C stone of the
// original position standing on a point of that territory, or in an
// invincible string, is alive; an opponent stone there is dead; an empty
// point there is C's territory. White is analysed first and Black second,
// and Black's verdict wins where both speak.
//
// This package reimplements that procedure on goboard's play and takeback,
// in the same order (points scanned from the top-left corner row by row,
// the same directions, the same move-stack limit), so that its answers are
// GNU Go's. A string's liberties are tried in increasing point order where
// GNU Go follows its incremental liberty lists; the README says why this has
// not mattered so far.
package uncond

import (
	"lifeline/goboard"
)

// Status is the unconditional status of one point.
type Status uint8

// The statuses, named as GNU Go's GTP command unconditional_status writes
// them.
const (
	Undecided Status = iota
	Alive
	Dead
	BlackTerritory
	WhiteTerritory
)

// String returns GNU Go's name of the status: "undecided", "alive", "dead",
// "black_territory" or "white_territory".
func (s Status) String() string {
	switch s {
	case Alive:
		return "alive"
	case Dead:
		return "dead"
	case BlackTerritory:
		return "black_territory"
	case WhiteTerritory:
		return "white_territory"
	}
	return "undecided"
}

// maxArea is the size of the largest padded goboard array.
const maxArea = (goboard.MaxSize + 1) * (goboard.MaxSize + 2)

// maxStack is the number of moves GNU Go's move stack accepts during the
// analysis (MAXSTACK-2 with MAXSTACK = 19*19): a trial move beyond it is
// refused as if illegal.
const maxStack = 19*19 - 2

// Result holds the status of every point of an analysed position.
type Result struct {
	Geometry goboard.Geometry
	status   [maxArea]Status
	// Invincible holds, per colour (index goboard.Black or goboard.White),
	// the stones of its invincible strings: those the opponent cannot
	// capture even with any number of moves in a row. The other alive
	// stones stand in their colour's territory but might be captured
	// there (their points stay their colour's).
	Invincible [3]goboard.PointSet
}

// At returns the status of p (Undecided for a point off the board).
func (r *Result) At(p goboard.Point) Status {
	if !r.Geometry.OnBoard(p) {
		return Undecided
	}
	return r.status[p]
}

// Points returns the on-board points with status s in increasing order.
func (r *Result) Points(s Status) []goboard.Point {
	var out []goboard.Point
	g := r.Geometry
	for y := 0; y < g.Height(); y++ {
		for x := 0; x < g.Width(); x++ {
			if p := g.Point(x, y); r.status[p] == s {
				out = append(out, p)
			}
		}
	}
	return out
}

// Analyzer runs analyses, reusing its buffers. It is not safe for
// concurrent use.
type Analyzer struct {
	b       *goboard.Board // the scratch copy the trial moves are played on
	moves   int            // trial moves on the stack
	terr    [maxArea]uint8 // unconditional_territory of the colour analysed
	seki    [maxArea]bool  // stones of potential seki strings
	libs    []goboard.Point
	batch   []goboard.Point // the liberties a loop fills, copied from libs
	stones  []goboard.Point
	origMap [maxArea]goboard.Color
}

// NewAnalyzer returns an Analyzer.
func NewAnalyzer() *Analyzer { return &Analyzer{} }

// Analyze returns the unconditional status of every point of b with a new
// Analyzer.
func Analyze(b *goboard.Board) *Result {
	return NewAnalyzer().Analyze(b)
}

// Analyze returns the unconditional status of every point of b. b is not
// changed: the trial moves are played on a copy (which keeps b's ko). The
// suicide and superko options of b's rules are ignored: like GNU Go's
// trial moves, the analysis never plays a suicide.
func (a *Analyzer) Analyze(b *goboard.Board) *Result {
	r := &Result{Geometry: b.Geometry}
	g := b.Geometry
	any := false
	for y := 0; y < g.Height(); y++ {
		for x := 0; x < g.Width(); x++ {
			p := g.Point(x, y)
			a.origMap[p] = b.At(p)
			if a.origMap[p] == goboard.Black || a.origMap[p] == goboard.White {
				any = true
			}
		}
	}
	if !any {
		return r // GNU Go examines nothing on an empty board
	}
	a.b = b.Copy()
	a.b.SetRules(goboard.Rules{})
	for _, c := range [2]goboard.Color{goboard.White, goboard.Black} {
		a.life(c)
		for y := 0; y < g.Height(); y++ {
			for x := 0; x < g.Width(); x++ {
				p := g.Point(x, y)
				if a.terr[p] == 0 {
					continue
				}
				switch a.origMap[p] {
				case c:
					r.status[p] = Alive
					if a.terr[p] == 1 {
						r.Invincible[c].Add(p)
					}
				case goboard.Empty:
					if c == goboard.White {
						r.status[p] = WhiteTerritory
					} else {
						r.status[p] = BlackTerritory
					}
				default:
					r.status[p] = Dead
				}
			}
		}
	}
	a.b = nil
	return r
}

// at returns the colour at p on the scratch board (Wall off the board).
func (a *Analyzer) at(p goboard.Point) goboard.Color { return a.b.At(p) }

// try plays c at p if the move is legal (not occupied, not a ko retake, not
// a suicide) and the move stack has room, and reports whether it did.
func (a *Analyzer) try(p goboard.Point, c goboard.Color) bool {
	if a.moves >= maxStack || a.b.At(p) != goboard.Empty {
		return false
	}
	if a.b.Play(p, c) != nil {
		return false
	}
	a.moves++
	return true
}

// tryKo plays c at p even if it retakes a ko, unless it is a suicide or
// the stack is full.
func (a *Analyzer) tryKo(p goboard.Point, c goboard.Color) bool {
	if a.moves >= maxStack || a.b.At(p) != goboard.Empty || a.suicide(p, c) {
		return false
	}
	if a.b.PlayUnchecked(p, c) != nil {
		return false
	}
	a.moves++
	return true
}

// pop takes back the last trial move.
func (a *Analyzer) pop() {
	a.b.Undo()
	a.moves--
}

// suicide reports whether c at the empty point p would have no liberty and
// capture nothing.
func (a *Analyzer) suicide(p goboard.Point, c goboard.Color) bool {
	for _, q := range a.b.Neighbors(p) {
		switch col := a.at(q); col {
		case goboard.Empty:
			return false
		case goboard.Black, goboard.White:
			if (col == c) != (a.b.Liberties(q) == 1) {
				return false
			}
		}
	}
	return true
}

// origin returns the smallest stone of the string at p (GNU Go's origin).
func (a *Analyzer) origin(p goboard.Point) goboard.Point {
	a.stones = a.b.ChainStones(p, a.stones[:0])
	m := p
	for _, q := range a.stones {
		m = min(m, q)
	}
	return m
}

// liberties returns the liberties of the string at p in increasing order,
// in a buffer reused by the next call.
func (a *Analyzer) liberties(p goboard.Point) []goboard.Point {
	a.libs = a.b.LibertySet(p).AppendTo(a.libs[:0])
	return a.libs
}

// points calls f for every on-board point in GNU Go's scan order (row by
// row from the top, left to right in each row).
func (a *Analyzer) points(f func(p goboard.Point)) {
	g := a.b.Geometry
	for y := 0; y < g.Height(); y++ {
		for x := 0; x < g.Width(); x++ {
			f(g.Point(x, y))
		}
	}
}

// directions returns the offsets south, west, north, east, then the
// diagonals south-west, north-west, north-east, south-east: GNU Go's order.
func (a *Analyzer) directions() [8]goboard.Point {
	s := goboard.Point(a.b.Stride())
	return [8]goboard.Point{s, -1, -s, 1, s - 1, -s - 1, -s + 1, s + 1}
}

// captureNonInvincible lets the opponent of c capture every string of c it
// can capture by filling its liberties, repeatedly, keeping the captures.
// Strings marked in a.seki are left alone. It reports whether no string of
// c outside the exceptions survived.
func (a *Analyzer) captureNonInvincible(c goboard.Color) (noneInvincible bool) {
	other := c.Opponent()
	captured := true
	found := false
	for captured {
		captured = false
		found = false
		a.points(func(p goboard.Point) {
			if a.at(p) != c || a.seki[p] || a.origin(p) != p {
				return
			}
			found = true
			a.batch = append(a.batch[:0], a.liberties(p)...)
			saved := a.moves
			for _, l := range a.batch {
				a.try(l, other)
			}
			switch {
			case a.at(p) == goboard.Empty:
				captured = true
			case a.b.Liberties(p) == 1:
				// The last liberty may be an illegal ko capture; the
				// opponent is imagined to win the ko.
				a.tryKo(a.liberties(p)[0], other)
				captured = true
			default:
				for a.moves > saved {
					a.pop()
				}
			}
		})
	}
	return !found
}

// life computes GNU Go's unconditional_life for colour c into a.terr: 1 on
// the stones of c's invincible strings, 2 on c's unconditional territory.
// The scratch board is left as it was.
func (a *Analyzer) life(c goboard.Color) {
	other := c.Opponent()
	a.terr = [maxArea]uint8{}
	a.seki = [maxArea]bool{}
	dir := a.directions()

	// Two-stone strings of c with no other c string and no edge among the
	// eight neighbours of their stones might live in a seki.
	a.points(func(p goboard.Point) {
		if a.at(p) != c || a.b.ChainSize(p) != 2 || a.origin(p) != p {
			return
		}
		var buf [2]goboard.Point
		st := a.b.ChainStones(p, buf[:0])
		head := a.b.ChainHead(p)
		for _, s := range st {
			for _, d := range dir {
				q := s + d
				col := a.at(q)
				if col == goboard.Wall || (col == c && a.b.ChainHead(q) != head) {
					return
				}
			}
		}
		for _, s := range st {
			a.seki[s] = true
		}
	})

	if a.captureNonInvincible(c) {
		for a.moves > 0 {
			a.pop()
		}
		return
	}

	// 1. The opponent plays on every liberty of the invincible strings
	// where it may.
	a.points(func(p goboard.Point) {
		if a.at(p) != c || a.seki[p] || a.origin(p) != p {
			return
		}
		a.batch = append(a.batch[:0], a.liberties(p)...)
		for _, l := range a.batch {
			a.try(l, other)
		}
	})

	// 2. The opponent extends its strings in atari, except into suicide.
	for found := true; found; {
		found = false
		a.points(func(p goboard.Point) {
			if a.at(p) != other || a.b.Liberties(p) != 1 {
				return // (no liberty at all only after an illegal setup)
			}
			if a.try(a.liberties(p)[0], other) {
				found = true
			}
		})
	}

	// Two-stone strings that form the critical seki shape get a third
	// stone, so that capturing them cannot leave a seki behind.
	a.points(func(p goboard.Point) {
		if !a.seki[p] || a.at(p) == goboard.Empty || a.origin(p) != p {
			return
		}
		for r := 0; r < 4; r++ {
			up, right := dir[r], dir[(r+1)%4]
			if a.at(p+up) != c || a.at(p+up+up) != goboard.Empty || a.at(p-up) != goboard.Empty {
				continue
			}
			for k := 0; k < 2; k++ {
				if k == 1 {
					right = -right
				}
				if a.at(p+right) != goboard.Empty || a.at(p+up-right) != goboard.Empty {
					continue
				}
				local := 0
				if a.at(p-right) == goboard.Empty && a.try(p-right, other) {
					local++
				}
				if a.at(p+up+right) == goboard.Empty && a.try(p+up+right, other) {
					local++
				}
				critical := a.at(p-right) == other && a.at(p+up+right) == other &&
					a.b.ChainHead(p-right) == a.b.ChainHead(p+up+right)
				for ; local > 0; local-- {
					a.pop()
				}
				if critical {
					a.try(p-up, c)
					break
				}
			}
			if a.b.ChainSize(p) > 2 {
				break
			}
		}
	})

	// Capture the strings of the potential sekis.
	a.points(func(p goboard.Point) {
		if !a.seki[p] || a.at(p) == goboard.Empty {
			return
		}
		a.batch = append(a.batch[:0], a.liberties(p)...)
		for _, l := range a.batch {
			a.try(l, other)
		}
	})

	// Opponent strings with two adjacent liberties fill one of them,
	// keeping the most open liberties.
	g := a.b.Geometry
	a.points(func(p goboard.Point) {
		if a.at(p) != other || a.b.Liberties(p) != 2 {
			return
		}
		libs := a.liberties(p)
		ap, bp := libs[0], libs[1]
		ax, ay := g.XY(ap)
		bx, by := g.XY(bp)
		if abs(ax-bx)+abs(ay-by) != 1 {
			return
		}
		aOpen, bOpen := a.approxLibs(ap, c), a.approxLibs(bp, c)
		aLib, bLib := a.approxLibs(ap, other), a.approxLibs(bp, other)
		if aOpen > bOpen || (aOpen == bOpen && aLib >= bLib) {
			a.try(ap, other)
		} else {
			a.try(bp, other)
		}
	})

	// What is left: the invincible strings, their liberties, and the
	// opponent strings in atari with their last liberty.
	a.points(func(p goboard.Point) {
		switch col := a.at(p); {
		case col == c && !a.seki[p]:
			a.terr[p] = 1
			if a.origin(p) == p {
				for _, l := range a.liberties(p) {
					a.terr[l] = 2
				}
			}
		case col == other && a.b.Liberties(p) == 1:
			a.terr[p] = 2
			a.terr[a.liberties(p)[0]] = 2
		}
	})

	for a.moves > 0 {
		a.pop()
	}
}

// approxLibs returns the number of liberties a stone of colour c at the
// empty point p would have, ignoring captures, as GNU Go's approxlib with
// at most 4 counted when three or more strings of c touch p.
func (a *Analyzer) approxLibs(p goboard.Point, c goboard.Color) int {
	var set goboard.PointSet
	var heads [4]goboard.Point
	allies := 0
	for _, q := range a.b.Neighbors(p) {
		switch a.at(q) {
		case goboard.Empty:
			set.Add(q)
		case c:
			h := a.b.ChainHead(q)
			seen := false
			for _, x := range heads[:allies] {
				seen = seen || x == h
			}
			if !seen {
				heads[allies] = h
				allies++
				set.Union(a.b.LibertySet(q))
			}
		}
	}
	set.Remove(p)
	n := set.Len()
	if allies >= 3 {
		n = min(n, 4)
	}
	return n
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
