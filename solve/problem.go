// Package solve answers life-and-death problems exactly: with best play by
// both sides, does the target group live, live in seki, die, or depend on a
// ko, which first moves achieve that, and how is every other first move
// refuted. It searches with depth-first proof-number search (df-pn) over the
// incremental goboard.Board, and its only verdicts are proven ones: life is
// Benson's pass-alive test (package benson) or a static test proving that
// the defender can force it (two eye areas the attacker cannot spoil, each
// checked by an exhaustive local game; see eyes.go), death is the capture of
// the target, and a node or time limit gives Unknown.
//
// # The problem
//
// A Problem is a position with the side to move, the defender's target
// stones and the area, the set of points where moves may be played. Nothing
// is ever played outside the area, so stones that have liberties outside it
// keep them: the attacker's wall around an enclosed problem cannot be
// captured.
//
// FromBoard reads a problem from a board and the points marked as target
// (SGF MA):
//   - Area: the rectangle given (the SGF property LA, see AreaProperty, or
//     the --area flag), or the points marked SL or SQ (MarkedArea, read by
//     FromSGF; FromBoardIn takes any set of points), or by default every
//     point of the board outside the largest connected set of empty points
//     (the "outside"). A file without MA marks whose default area holds no
//     problem is read from its SL, else SQ, points and the stones of every
//     chain whose liberties all lie among them (FromPath).
//   - Target: the defender's chains with a marked stone; without marks, the
//     defender's chains lying wholly inside the area with no liberty outside
//     it. The target is these stones, not their points: a target stone once
//     captured is gone for good, and a defender stone played later on its
//     point is not a target stone.
//   - Defender: the colour of the marked stones; without marks, of the two
//     colours with a chain lying wholly inside the area without a liberty
//     outside it, the one with fewer stones touching the outside of the area
//     (ties: the colour with more such enclosed stones, then the player not
//     to move).
//
// # The game
//
// Moves are the empty points of the area and a pass. Suicide is illegal
// unless the board's rules allow it; simple ko holds; and a move (not a
// pass) may not recreate a position (stones and side to move) that occurred
// earlier on the line from the problem's position (situational superko
// along the line). Two passes in a row end the game. The game is also over,
// as soon as it happens, when every stone of the target has been captured
// (the attacker wins) or when a chain holding a target stone is pass-alive
// by Benson (the defender wins).
//
// # The results
//
// The solver answers four yes/no questions, each a separate game:
//
//	A4: does the defender reach a pass-alive target when the attacker has unlimited ko threats?
//	A3: does the target survive (two passes with a target stone on the board count for the defender) when the attacker has unlimited ko threats?
//	A2: does the target survive when neither side has ko threats?
//	A1: does the target survive when the defender has unlimited ko threats?
//
// "Unlimited ko threats" for a side means that its moves ignore the simple
// ko ban, and its capturing moves the superko rule (it may retake a ko at
// once, as after an exchange of a threat and its answer elsewhere), while
// the other side's moves keep both. Every line is finite under these rules. In A4 two passes count for the attacker: only Benson's
// proof of life counts for the defender. The answers are monotone (A4
// implies A3 implies A2 implies A1) and give the level of the position:
//
//	Lives (4): A4.
//	Seki (3): A3 but not A4 — the target survives but is not made pass-alive.
//	Ko, the attacker needs ko threats (2): A2 but not A3.
//	Ko, the defender needs ko threats (1): A1 but not A2.
//	Dies (0): not A1.
//
// A chain holding a target stone that touches an empty point outside the
// area can never be captured (nothing is ever played there): in A1-A3 the
// defender has won as soon as one does, whatever follows (a target marked
// by hand may have such a liberty from the start: at least seki).
//
// # Repetitions and the transposition table
//
// The repetition rule makes a result depend on the line that led to a
// position. A result that used the rule against a position above it on the
// line is never stored in the transposition table. A stored result is
// valid on another line unless a move of its winner's strategy would
// recreate a position of that line (the loser's moves forbidden there only
// take options from the loser). So it carries its stone bounds: the fewest
// stones in all, the fewest black and the fewest white stones of the
// positions its winner's moves make, leaving out the moves the rule does
// not apply to (passes, captures by the side with ko threats) and the moves
// that capture a target stone (that stone stood in every earlier position
// of the line, and its point is empty now); and the points, among up to 32
// points of the area empty at the problem's position, that hold a stone in
// every one of those positions. It is used on another line only when no
// earlier position of that line has at least as many stones in all three
// counts and a stone on each of those points. (A line's earlier positions
// mostly lack a stone played after them that stands in every position of
// the proof.) The eye rule's verdicts, whose positions are not known one by
// one, have no such points: only their counts decide.
//
// A first move is winning when the position after it has the same level as
// the problem (the best the side to move can reach); a problem whose level
// is the worst for the side to move (Dies with the defender to move, Lives
// with the attacker to move) has no winning moves.
package solve

import (
	"errors"
	"fmt"
	"sort"
	"strings"

	"lifeline/goboard"
	"lifeline/sgf"
)

// Problem is a life-and-death problem: the position (with its side to move,
// its ko and its rules), the defender, the target stones and the area.
type Problem struct {
	// Board is the position. Solve plays and takes back moves on it and
	// leaves it as it was; so nothing else may use the board while a solve
	// runs, and one problem is solved on one goroutine at a time (give each
	// its own copy: goboard.Board.Copy).
	Board *goboard.Board
	// Defender is the colour of the target.
	Defender goboard.Color
	// Target holds one or more stones of the defender; the target lives
	// while one of these stones was never captured (a stone played later
	// on the point of a captured one does not count).
	Target []goboard.Point
	// EveryStone, if set, makes the target live only while a defender
	// stone stands on every target point (a capture of any target stone
	// loses), and makes life Benson's pass-alive verdict on every target
	// chain; the eye rule (eyes.go) is not used. Package safety sets it
	// for groups of several chains, all of which must be kept.
	EveryStone bool
	// Area is the set of points where moves may be played.
	Area goboard.PointSet
}

// Rect is a rectangle of points, corners included, in board coordinates (x
// the column from the left, y the row from the top, both from 0).
type Rect struct{ X0, Y0, X1, Y1 int }

// MarkedArea returns a problem's area as marked in the root node when it
// has no AreaProperty: the points "selected" (SL) or else marked with
// squares (SQ), as problem files of tsumego.js mark the points where moves
// may be played; the first of the two that holds a liberty of a chain of
// the target marks (the stones marked MA) counts, marks that hold none
// being markup (such as a square on an answer point). It reports whether
// there was one.
func MarkedArea(root sgf.Node, b *goboard.Board, marks []goboard.Point) (goboard.PointSet, bool, error) {
	heads := map[goboard.Point]bool{}
	for _, m := range marks {
		if c := b.At(m); c == goboard.Black || c == goboard.White {
			heads[b.ChainHead(m)] = true
		}
	}
	if len(heads) == 0 {
		return goboard.PointSet{}, false, nil
	}
	for _, id := range [...]string{"SL", "SQ"} {
		if len(root.Values(id)) == 0 {
			continue
		}
		set, err := markedPoints(root, b, id)
		if err != nil {
			return goboard.PointSet{}, false, err
		}
		liberty := false
		for _, q := range set.AppendTo(nil) {
			if b.At(q) != goboard.Empty {
				continue
			}
			for _, n := range b.Neighbors(q) {
				if c := b.At(n); (c == goboard.Black || c == goboard.White) && heads[b.ChainHead(n)] {
					liberty = true
				}
			}
		}
		if liberty {
			return set, true, nil
		}
	}
	return goboard.PointSet{}, false, nil
}

// markedPoints returns the points of b that the root marks with the
// property id (SL, SQ). err is a value that cannot be read (no points are
// returned then) or a point off the board (the first one; the points on
// the board are returned).
func markedPoints(root sgf.Node, b *goboard.Board, id string) (goboard.PointSet, error) {
	var set goboard.PointSet
	pts, err := sgf.ExpandPoints(root.Values(id))
	if err != nil {
		return set, fmt.Errorf("%s: %w", id, err)
	}
	for _, sp := range pts {
		if !b.Contains(sp.X, sp.Y) {
			if err == nil {
				err = fmt.Errorf("%s[%s] is off the %dx%d board", id, sp, b.Width(), b.Height())
			}
			continue
		}
		set.Add(b.Point(sp.X, sp.Y))
	}
	return set, err
}

// AreaProperty is the SGF property that stores a problem's explicit area in
// a file: a private property (not part of FF[4]) on the root node holding
// one compressed point list value, the rectangle's opposite corners, such as
// LA[aa:fe] (a single point, LA[cc], is a 1x1 rectangle).
const AreaProperty = "LA"

// ParseRect parses a rectangle in SGF notation, "aa:fe" (corners in any
// order) or a single point "cc", for a width x height board.
func ParseRect(s string, width, height int) (Rect, error) {
	a, b, ok := strings.Cut(strings.TrimSpace(s), ":")
	if !ok {
		b = a
	}
	p0, err := sgf.ParsePoint(strings.TrimSpace(a))
	if err != nil {
		return Rect{}, fmt.Errorf("area %q: %w", s, err)
	}
	p1, err := sgf.ParsePoint(strings.TrimSpace(b))
	if err != nil {
		return Rect{}, fmt.Errorf("area %q: %w", s, err)
	}
	x0, y0, x1, y1 := p0.X, p0.Y, p1.X, p1.Y
	r := Rect{min(x0, x1), min(y0, y1), max(x0, x1), max(y0, y1)}
	if r.X1 >= width || r.Y1 >= height {
		return Rect{}, fmt.Errorf("area %q is not inside the %dx%d board", s, width, height)
	}
	return r, nil
}

// ParseArea parses a rectangle the way a user may type it: in SGF notation
// (see ParseRect) or in board notation, "A1:F5" (goboard's Name: a column
// letter from A, skipping I, either case, and a row number counted from 1
// at the bottom; corners in any order; a single point "C3" is a 1x1
// rectangle), for a width x height board.
func ParseArea(s string, width, height int) (Rect, error) {
	if !strings.ContainsAny(s, "0123456789") {
		return ParseRect(s, width, height)
	}
	a, b, ok := strings.Cut(strings.TrimSpace(s), ":")
	if !ok {
		b = a
	}
	g, err := goboard.NewGeometry(width, height)
	if err != nil {
		return Rect{}, fmt.Errorf("area %q: %w", s, err)
	}
	var xy [2][2]int
	for i, c := range []string{a, b} {
		p, err := g.FromName(strings.TrimSpace(c))
		if err == nil && p == goboard.Pass {
			err = fmt.Errorf("a pass is not a point")
		}
		if err != nil {
			return Rect{}, fmt.Errorf("area %q: %w", s, err)
		}
		xy[i][0], xy[i][1] = g.XY(p)
	}
	x0, y0, x1, y1 := xy[0][0], xy[0][1], xy[1][0], xy[1][1]
	return Rect{min(x0, x1), min(y0, y1), max(x0, x1), max(y0, y1)}, nil
}

// String returns the rectangle in SGF notation, "aa:fe".
func (r Rect) String() string {
	return sgf.Point{X: r.X0, Y: r.Y0}.String() + ":" + sgf.Point{X: r.X1, Y: r.Y1}.String()
}

// Errors of FromBoard, tested with errors.Is.
var (
	ErrNoTarget  = errors.New("no target: mark a stone of each target chain with MA, or enclose the defender's stones")
	ErrEmptyArea = errors.New("the area has no empty point")
)

// FromBoard reads a problem from b: marks are the points marked as target
// (SGF MA; empty points among them are ignored), area the explicit area or
// nil for the default one. The problem keeps b.
func FromBoard(b *goboard.Board, marks []goboard.Point, area *Rect) (*Problem, error) {
	if area == nil {
		return FromBoardIn(b, marks, DefaultArea(b))
	}
	if area.X0 < 0 || area.Y0 < 0 || area.X1 >= b.Width() || area.Y1 >= b.Height() || area.X0 > area.X1 || area.Y0 > area.Y1 {
		return nil, fmt.Errorf("area %s is not inside the %dx%d board", area, b.Width(), b.Height())
	}
	var set goboard.PointSet
	for y := area.Y0; y <= area.Y1; y++ {
		for x := area.X0; x <= area.X1; x++ {
			set.Add(b.Point(x, y))
		}
	}
	return FromBoardIn(b, marks, set)
}

// FromBoardIn reads a problem from b as FromBoard does, with the area given
// as a set of points of b (such as the points marked by MarkedArea).
func FromBoardIn(b *goboard.Board, marks []goboard.Point, area goboard.PointSet) (*Problem, error) {
	p := &Problem{Board: b, Area: area}
	hasEmpty := false
	for _, q := range p.Area.AppendTo(nil) {
		if b.At(q) == goboard.Empty {
			hasEmpty = true
			break
		}
	}
	if !hasEmpty {
		return nil, ErrEmptyArea
	}

	var marked []goboard.Point
	for _, m := range marks {
		if c := b.At(m); c == goboard.Black || c == goboard.White {
			marked = append(marked, m)
		}
	}
	if len(marked) > 0 {
		p.Defender = b.At(marked[0])
		for _, m := range marked {
			if b.At(m) != p.Defender {
				return nil, fmt.Errorf("target marks on stones of both colours (%s and %s)", b.Name(marked[0]), b.Name(m))
			}
		}
		seen := map[goboard.Point]bool{}
		for _, m := range marked {
			h := b.ChainHead(m)
			if seen[h] {
				continue
			}
			seen[h] = true
			p.Target = b.ChainStones(m, p.Target)
		}
	} else {
		p.Defender = defaultDefender(b, &p.Area)
		if p.Defender == goboard.Empty {
			return nil, ErrNoTarget
		}
		p.Target = enclosedStones(b, &p.Area, p.Defender)
	}
	if len(p.Target) == 0 {
		return nil, ErrNoTarget
	}
	sort.Slice(p.Target, func(i, j int) bool { return p.Target[i] < p.Target[j] })
	return p, nil
}

// DefaultArea returns every on-board point outside the largest connected set
// of empty points (the first in point order among equals); on a board
// without empty points, every point.
func DefaultArea(b *goboard.Board) goboard.PointSet {
	var seen, best, all goboard.PointSet
	bestN := 0
	var stack []goboard.Point
	for y := 0; y < b.Height(); y++ {
		for x := 0; x < b.Width(); x++ {
			q := b.Point(x, y)
			all.Add(q)
			if b.At(q) != goboard.Empty || seen.Has(q) {
				continue
			}
			var comp goboard.PointSet
			n := 0
			stack = append(stack[:0], q)
			seen.Add(q)
			for len(stack) > 0 {
				r := stack[len(stack)-1]
				stack = stack[:len(stack)-1]
				comp.Add(r)
				n++
				for _, s := range b.Neighbors(r) {
					if b.At(s) == goboard.Empty && !seen.Has(s) {
						seen.Add(s)
						stack = append(stack, s)
					}
				}
			}
			if n > bestN {
				best, bestN = comp, n
			}
		}
	}
	all.Subtract(&best)
	return all
}

// enclosed reports whether the chain at q lies wholly inside the area with
// no liberty outside it.
func enclosed(b *goboard.Board, area *goboard.PointSet, q goboard.Point) bool {
	for _, s := range b.ChainStones(q, nil) {
		if !area.Has(s) {
			return false
		}
	}
	for _, l := range b.LibertySet(q).AppendTo(nil) {
		if !area.Has(l) {
			return false
		}
	}
	return true
}

// enclosedStones returns the stones of colour c in chains enclosed in the
// area.
func enclosedStones(b *goboard.Board, area *goboard.PointSet, c goboard.Color) []goboard.Point {
	var out []goboard.Point
	for _, h := range b.Chains(nil) {
		if b.At(h) == c && enclosed(b, area, h) {
			out = b.ChainStones(h, out)
		}
	}
	return out
}

// defaultDefender picks the defender of an unmarked problem (see the package
// documentation), or Empty if no colour has an enclosed chain.
func defaultDefender(b *goboard.Board, area *goboard.PointSet) goboard.Color {
	var enc, touch [3]int
	for _, h := range b.Chains(nil) {
		c := b.At(h)
		if enclosed(b, area, h) {
			enc[c] += b.ChainSize(h)
		} else {
			touch[c] += b.ChainSize(h)
		}
	}
	bl, wh := goboard.Black, goboard.White
	switch {
	case enc[bl] == 0 && enc[wh] == 0:
		return goboard.Empty
	case enc[bl] == 0:
		return wh
	case enc[wh] == 0:
		return bl
	case touch[bl] != touch[wh]:
		if touch[bl] < touch[wh] {
			return bl
		}
		return wh
	case enc[bl] != enc[wh]:
		if enc[bl] > enc[wh] {
			return bl
		}
		return wh
	}
	return b.ToPlay().Opponent()
}

// Attacker returns the defender's opponent.
func (p *Problem) Attacker() goboard.Color { return p.Defender.Opponent() }

// TouchesOutside reports whether a target chain touches an empty point
// outside the area at the problem's position. Nothing is ever played there,
// so the target can never be captured: it lives at least in seki
// (TouchesOutsideWords says so).
func (p *Problem) TouchesOutside() bool {
	return onGate(p.Board, gatePoints(p.Board, &p.Area, p.Defender), p.Defender, p.Target)
}

// TouchesOutsideWords says in words what TouchesOutside means.
const TouchesOutsideWords = "The target touches an empty point outside the area: it can never be captured (at least seki)."

// EmptyArea returns the empty points of the area in point order.
func (p *Problem) EmptyArea() []goboard.Point {
	var out []goboard.Point
	for _, q := range p.Area.AppendTo(nil) {
		if p.Board.At(q) == goboard.Empty {
			out = append(out, q)
		}
	}
	return out
}
