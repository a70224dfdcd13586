package sgf

import (
	"fmt"
	"strconv"
	"strings"
)

// MaxBoardSize is the largest board side BoardSize accepts.
const MaxBoardSize = 25

// Point is an intersection of the board. X is the column from the left and Y
// the row from the top, both 0-based: "aa" is {0, 0}.
type Point struct{ X, Y int }

func coordValue(c byte) (int, bool) {
	switch {
	case c >= 'a' && c <= 'z':
		return int(c - 'a'), true
	case c >= 'A' && c <= 'Z':
		return int(c-'A') + 26, true
	}
	return 0, false
}

func coordLetter(v int) byte {
	if v < 26 {
		return byte('a' + v)
	}
	return byte('A' + v - 26)
}

// ParsePoint parses a two-letter SGF point: a-z are 0 to 25, A-Z are 26 to 51.
func ParsePoint(s string) (Point, error) {
	if len(s) != 2 {
		return Point{}, fmt.Errorf("sgf: invalid point %q: want two letters", s)
	}
	x, okx := coordValue(s[0])
	y, oky := coordValue(s[1])
	if !okx || !oky {
		return Point{}, fmt.Errorf("sgf: invalid point %q: letters must be a-z or A-Z", s)
	}
	return Point{X: x, Y: y}, nil
}

// String returns the two-letter SGF form of p, such as "aa". A point that
// cannot be written in SGF (a coordinate outside 0..51) is shown as "(x,y)".
func (p Point) String() string {
	if p.X < 0 || p.X > 51 || p.Y < 0 || p.Y > 51 {
		return fmt.Sprintf("(%d,%d)", p.X, p.Y)
	}
	return string([]byte{coordLetter(p.X), coordLetter(p.Y)})
}

// ExpandPoints parses a list of point values, expanding compressed
// rectangles such as "aa:cc" (the corners may be given in any order) into
// their points. Empty values (as in an empty list "[]") are skipped.
func ExpandPoints(values []string) ([]Point, error) {
	var pts []Point
	for _, v := range values {
		if v == "" {
			continue
		}
		a, b, compressed := strings.Cut(v, ":")
		p1, err := ParsePoint(a)
		if err != nil {
			return nil, err
		}
		if !compressed {
			pts = append(pts, p1)
			continue
		}
		p2, err := ParsePoint(b)
		if err != nil {
			return nil, fmt.Errorf("sgf: invalid rectangle %q: %w", v, err)
		}
		x0, x1 := min(p1.X, p2.X), max(p1.X, p2.X)
		y0, y1 := min(p1.Y, p2.Y), max(p1.Y, p2.Y)
		for y := y0; y <= y1; y++ {
			for x := x0; x <= x1; x++ {
				pts = append(pts, Point{X: x, Y: y})
			}
		}
	}
	return pts, nil
}

// BoardSize returns the board width and height given by the SZ property of
// root: "19" for a square board or "w:h". Without SZ the board is 19x19.
// Sizes below 1 or above MaxBoardSize are errors.
func BoardSize(root Node) (w, h int, err error) {
	v, ok := root.Value("SZ")
	if !ok {
		return 19, 19, nil
	}
	v = strings.TrimSpace(v)
	ws, hs, rect := strings.Cut(v, ":")
	w, err = strconv.Atoi(strings.TrimSpace(ws))
	if err != nil {
		return 0, 0, fmt.Errorf("sgf: invalid board size SZ[%s]", v)
	}
	h = w
	if rect {
		h, err = strconv.Atoi(strings.TrimSpace(hs))
		if err != nil {
			return 0, 0, fmt.Errorf("sgf: invalid board size SZ[%s]", v)
		}
	}
	if w < 1 || h < 1 || w > MaxBoardSize || h > MaxBoardSize {
		return 0, 0, fmt.Errorf("sgf: unsupported board size SZ[%s]: sides must be 1 to %d", v, MaxBoardSize)
	}
	return w, h, nil
}

// ParseMove parses the value of a B or W property on a w x h board. The empty
// value is a pass, and so is "tt" when both sides are at most 19. A point off
// the board is an error.
func ParseMove(value string, w, h int) (p Point, pass bool, err error) {
	if value == "" || (value == "tt" && w <= 19 && h <= 19) {
		return Point{}, true, nil
	}
	p, err = ParsePoint(value)
	if err != nil {
		return Point{}, false, fmt.Errorf("sgf: invalid move: %w", err)
	}
	if p.X >= w || p.Y >= h {
		return Point{}, false, fmt.Errorf("sgf: move %q is off the %dx%d board", value, w, h)
	}
	return p, false, nil
}
