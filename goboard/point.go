// Package goboard is the board model of Lifeline: stones, chains, liberties,
// captures, ko, and an exact takeback, on rectangular boards from 1x1 to 25x25.
//
// The board is a padded one-dimensional array in the style of GNU Go's and
// KataGo's boards: every on-board point has four neighbours, some of which may
// be wall sentinels, so no move generation code needs bounds checks. A point is
// addressed by its index in that array (type Point); Board.Point and Board.XY
// convert to and from (x, y) coordinates, x the column from the left and y the
// row from the top.
//
// Every chain has a record holding its colour, its stone count and its liberty
// set (a bitset over the board), found through a per-point chain reference.
// Play, Pass, Setup and Undo keep them up to date incrementally; Undo restores
// the previous position exactly, in strict reverse order, to any depth.
package goboard

import (
	"fmt"
	"math/bits"
	"strconv"
	"strings"

	"lifeline/sgf"
)

// MaxSize is the largest supported board width and height.
const MaxSize = 25

// maxArea is the number of points of the largest padded board:
// (MaxSize+1) columns (one shared wall column) times (MaxSize+2) rows.
const maxArea = (MaxSize + 1) * (MaxSize + 2)

// setWords is the number of 64-bit words of a PointSet.
const setWords = (maxArea + 63) / 64

// Color is the content of a point: Empty, Black, White, or Wall for the
// sentinels around the board.
type Color uint8

// The colours of a point.
const (
	Empty Color = iota
	Black
	White
	Wall
)

// Opponent returns the other player's colour: White for Black, Black for
// White. Empty and Wall are returned unchanged.
func (c Color) Opponent() Color {
	switch c {
	case Black:
		return White
	case White:
		return Black
	}
	return c
}

// String returns "B", "W", "." or "#".
func (c Color) String() string {
	switch c {
	case Black:
		return "B"
	case White:
		return "W"
	case Empty:
		return "."
	}
	return "#"
}

// Name returns "Black", "White", "empty" or "wall".
func (c Color) Name() string {
	switch c {
	case Black:
		return "Black"
	case White:
		return "White"
	case Empty:
		return "empty"
	}
	return "wall"
}

// Point is the index of a point in a board's padded array. Points are only
// meaningful together with the board (or a board of the same size) that made
// them.
type Point int16

// Special points.
const (
	// NoPoint is never on the board: it stands for "none", such as no ko.
	NoPoint Point = 0
	// Pass is the point of a pass move.
	Pass Point = -1
)

// PointSet is a set of points of one board, as a fixed-size bitset: adding,
// removing and testing a point and the set operations take constant time and
// never allocate.
type PointSet [setWords]uint64

// Add puts p in the set.
func (s *PointSet) Add(p Point) { s[p>>6] |= 1 << (uint(p) & 63) }

// Remove takes p out of the set.
func (s *PointSet) Remove(p Point) { s[p>>6] &^= 1 << (uint(p) & 63) }

// Has reports whether p is in the set.
func (s *PointSet) Has(p Point) bool { return s[p>>6]&(1<<(uint(p)&63)) != 0 }

// Len returns the number of points in the set.
func (s *PointSet) Len() int {
	n := 0
	for _, w := range s {
		n += bits.OnesCount64(w)
	}
	return n
}

// IsEmpty reports whether the set has no point.
func (s *PointSet) IsEmpty() bool {
	var acc uint64
	for _, w := range s {
		acc |= w
	}
	return acc == 0
}

// Union adds every point of t to s.
func (s *PointSet) Union(t *PointSet) {
	for i := range s {
		s[i] |= t[i]
	}
}

// Intersect keeps in s only the points that are also in t.
func (s *PointSet) Intersect(t *PointSet) {
	for i := range s {
		s[i] &= t[i]
	}
}

// Subtract removes every point of t from s.
func (s *PointSet) Subtract(t *PointSet) {
	for i := range s {
		s[i] &^= t[i]
	}
}

// SubsetOf reports whether every point of s is in t.
func (s *PointSet) SubsetOf(t *PointSet) bool {
	var acc uint64
	for i := range s {
		acc |= s[i] &^ t[i]
	}
	return acc == 0
}

// Intersects reports whether s and t have a point in common.
func (s *PointSet) Intersects(t *PointSet) bool {
	var acc uint64
	for i := range s {
		acc |= s[i] & t[i]
	}
	return acc != 0
}

// Clear empties the set.
func (s *PointSet) Clear() { *s = PointSet{} }

// AppendTo appends the points of s to dst in increasing order and returns the
// extended slice.
func (s *PointSet) AppendTo(dst []Point) []Point {
	for i, w := range s {
		for w != 0 {
			dst = append(dst, Point(i<<6+bits.TrailingZeros64(w)))
			w &= w - 1
		}
	}
	return dst
}

// First returns the smallest point of the set, or NoPoint if it is empty.
func (s *PointSet) First() Point {
	for i, w := range s {
		if w != 0 {
			return Point(i<<6 + bits.TrailingZeros64(w))
		}
	}
	return NoPoint
}

// Geometry is the shape of a board and the mapping between points and
// coordinates. It is a small value shared by boards and analysis results.
type Geometry struct {
	width, height int
	stride        int // width + 1: one wall column shared by both sides
}

// NewGeometry returns the geometry of a width x height board, or an error if a
// side is outside 1..MaxSize.
func NewGeometry(width, height int) (Geometry, error) {
	if width < 1 || height < 1 || width > MaxSize || height > MaxSize {
		return Geometry{}, fmt.Errorf("goboard: board size %dx%d outside 1x1..%dx%d", width, height, MaxSize, MaxSize)
	}
	return Geometry{width: width, height: height, stride: width + 1}, nil
}

// Width returns the number of columns.
func (g Geometry) Width() int { return g.width }

// Height returns the number of rows.
func (g Geometry) Height() int { return g.height }

// Stride returns the distance between vertically adjacent points.
func (g Geometry) Stride() int { return g.stride }

// Area returns the size of the padded array, one more than the largest point.
func (g Geometry) Area() int { return g.stride * (g.height + 2) }

// Point returns the point at column x and row y, both counted from 0 at the
// top-left. It does not check that (x, y) is on the board: see Contains.
func (g Geometry) Point(x, y int) Point { return Point((y+1)*g.stride + x + 1) }

// XY returns the column and row of p.
func (g Geometry) XY(p Point) (x, y int) {
	return int(p)%g.stride - 1, int(p)/g.stride - 1
}

// Contains reports whether (x, y) is on the board.
func (g Geometry) Contains(x, y int) bool {
	return x >= 0 && y >= 0 && x < g.width && y < g.height
}

// OnBoard reports whether p is an on-board point of this geometry.
func (g Geometry) OnBoard(p Point) bool {
	if p <= 0 || int(p) >= g.Area() {
		return false
	}
	x, y := g.XY(p)
	return g.Contains(x, y)
}

// SGF returns p in SGF notation ("aa" is the top-left corner), or "" for a
// pass or a point off the board. The letters are sgf.Point's.
func (g Geometry) SGF(p Point) string {
	if !g.OnBoard(p) {
		return ""
	}
	x, y := g.XY(p)
	return sgf.Point{X: x, Y: y}.String()
}

// FromName parses the board notation Name writes: a column letter from A,
// skipping I, in either case, and a row number counted from 1 at the bottom
// ("D4"), or "pass" in any case. A point off the board is an error wrapping
// ErrOffBoard.
func (g Geometry) FromName(s string) (Point, error) {
	if strings.EqualFold(s, "pass") {
		return Pass, nil
	}
	bad := fmt.Errorf("invalid point %q: want a column letter (A.., no I) and a row number such as C3", s)
	if len(s) < 2 || len(s) > 3 {
		return NoPoint, bad
	}
	col := s[0] | 0x20 // lower case
	if col < 'a' || col > 'z' || col == 'i' {
		return NoPoint, bad
	}
	x := int(col - 'a')
	if col > 'i' {
		x--
	}
	row, err := strconv.Atoi(s[1:])
	if err != nil || s[1] == '+' || s[1] == '-' {
		return NoPoint, bad
	}
	y := g.height - row
	if !g.Contains(x, y) {
		return NoPoint, fmt.Errorf("point %q: %w (%dx%d)", s, ErrOffBoard, g.width, g.height)
	}
	return g.Point(x, y), nil
}

// FromSGF parses SGF point notation with sgf.ParseMove: an empty value, and
// "tt" on boards up to 19x19, is a pass; a point off the board is an error.
func (g Geometry) FromSGF(s string) (Point, error) {
	sp, pass, err := sgf.ParseMove(s, g.width, g.height)
	if err != nil {
		return NoPoint, err
	}
	if pass {
		return Pass, nil
	}
	return g.Point(sp.X, sp.Y), nil
}

// Name returns p in the usual board notation: a column letter from A,
// skipping I, and a row number counted from 1 at the bottom, such as "D4";
// "pass" for a pass.
func (g Geometry) Name(p Point) string {
	if p == Pass {
		return "pass"
	}
	if !g.OnBoard(p) {
		return "?"
	}
	x, y := g.XY(p)
	return fmt.Sprintf("%c%d", ColumnLetter(x), g.height-y)
}

// ColumnLetter returns the letter of column x in board notation: A, B, ...,
// H, J, ... (I is skipped).
func ColumnLetter(x int) byte {
	if x >= 8 {
		x++
	}
	return byte('A' + x)
}
