package goboard

import (
	"errors"
	"fmt"
	"math/rand"
	"os"
	"slices"
	"testing"
)

// naive is an independent, deliberately simple rules engine for the
// differential test: a grid of colours, groups found by flood fill, a full
// copy of the state per action for takeback, superko by comparing whole
// grids. It shares no code with Board.
type naive struct {
	w, h     int
	cells    []Color // row by row
	toPlay   Color
	ko       int // the point koColor may not play now, or -1
	koColor  Color
	captures [3]int
	rules    Rules
	history  []naiveState // the state before each action
}

type naiveState struct {
	cells    []Color
	toPlay   Color
	ko       int
	koColor  Color
	captures [3]int
}

func newNaive(w, h int, r Rules) *naive {
	return &naive{w: w, h: h, cells: make([]Color, w*h), toPlay: Black, ko: -1, rules: r}
}

func (n *naive) save() {
	n.history = append(n.history, naiveState{slices.Clone(n.cells), n.toPlay, n.ko, n.koColor, n.captures})
}

func (n *naive) undo() bool {
	if len(n.history) == 0 {
		return false
	}
	s := n.history[len(n.history)-1]
	n.history = n.history[:len(n.history)-1]
	n.cells, n.toPlay, n.ko, n.koColor, n.captures = s.cells, s.toPlay, s.ko, s.koColor, s.captures
	return true
}

func (n *naive) neighbours(i int) []int {
	x, y := i%n.w, i/n.w
	var out []int
	if y > 0 {
		out = append(out, i-n.w)
	}
	if x > 0 {
		out = append(out, i-1)
	}
	if x < n.w-1 {
		out = append(out, i+1)
	}
	if y < n.h-1 {
		out = append(out, i+n.w)
	}
	return out
}

// group returns the stones of the group at i and its number of liberties.
func (n *naive) group(i int) (stones []int, libs int) {
	c := n.cells[i]
	seen := map[int]bool{i: true}
	libSeen := map[int]bool{}
	todo := []int{i}
	for len(todo) > 0 {
		s := todo[len(todo)-1]
		todo = todo[:len(todo)-1]
		stones = append(stones, s)
		for _, t := range n.neighbours(s) {
			switch {
			case n.cells[t] == Empty && !libSeen[t]:
				libSeen[t] = true
			case n.cells[t] == c && !seen[t]:
				seen[t] = true
				todo = append(todo, t)
			}
		}
	}
	return stones, len(libSeen)
}

// play plays c at i; checked applies ko, suicide and superko. It returns the
// reason a move is illegal, with the state unchanged.
func (n *naive) play(i int, c Color, checked bool) error {
	if n.cells[i] != Empty {
		return ErrOccupied
	}
	if checked && i == n.ko && c == n.koColor {
		return ErrKo
	}
	n.save()
	opp := c.Opponent()
	n.cells[i] = c
	captured, lastCaptured := 0, -1
	for _, t := range n.neighbours(i) {
		if n.cells[t] != opp {
			continue
		}
		if stones, libs := n.group(t); libs == 0 {
			for _, s := range stones {
				n.cells[s] = Empty
			}
			captured += len(stones)
			lastCaptured = t
		}
	}
	n.captures[c] += captured
	own, libs := n.group(i)
	if libs == 0 {
		if checked && !n.rules.AllowSuicide {
			n.undo()
			return ErrSuicide
		}
		for _, s := range own {
			n.cells[s] = Empty
		}
		n.captures[opp] += len(own)
	}
	n.ko, n.koColor = -1, Empty
	if captured == 1 && len(own) == 1 && libs == 1 {
		n.ko, n.koColor = lastCaptured, opp
	}
	n.toPlay = opp
	if checked && n.rules.Superko {
		for _, s := range n.history {
			if slices.Equal(s.cells, n.cells) {
				n.undo()
				return ErrSuperko
			}
		}
	}
	return nil
}

func (n *naive) pass(c Color) {
	n.save()
	n.ko, n.koColor = -1, Empty
	n.toPlay = c.Opponent()
}

func (n *naive) setup(pts []int, c Color) {
	n.save()
	for _, i := range pts {
		n.cells[i] = c
	}
	n.ko, n.koColor = -1, Empty
}

// differ says how b differs from n, or "".
func differ(b *Board, n *naive) string {
	for i, c := range n.cells {
		if got := b.ColorAt(i%n.w, i/n.w); got != c {
			return fmt.Sprintf("point %s is %v, want %v", b.Name(b.Point(i%n.w, i/n.w)), got, c)
		}
	}
	wantKo := NoPoint
	if n.ko >= 0 && n.koColor == n.toPlay {
		wantKo = b.Point(n.ko%n.w, n.ko/n.w)
	}
	switch {
	case b.ToPlay() != n.toPlay:
		return fmt.Sprintf("%v to play, want %v", b.ToPlay(), n.toPlay)
	case b.Ko() != wantKo:
		return fmt.Sprintf("ko at %v, want %v", b.Ko(), wantKo)
	case b.Captures(Black) != n.captures[Black] || b.Captures(White) != n.captures[White]:
		return fmt.Sprintf("captures %d/%d, want %d/%d", b.Captures(Black), b.Captures(White), n.captures[Black], n.captures[White])
	case b.Depth() != len(n.history):
		return fmt.Sprintf("depth %d, want %d", b.Depth(), len(n.history))
	}
	return ""
}

// reasonOf returns which rule err gives as the reason, or nil.
func reasonOf(err error) error {
	for _, r := range []error{ErrOccupied, ErrKo, ErrSuicide, ErrSuperko} {
		if errors.Is(err, r) {
			return r
		}
	}
	return err
}

// TestRulesAgainstNaive plays long random sequences of moves, passes,
// unchecked moves, setup edits (single and lists) and takebacks on every
// board size from 1x1 to 25x25, with both suicide rules and superko on and
// off, and compares every step with the naive engine: legality and its
// reason, stones, captures, ko, the player to move and the history depth.
// LIFELINE_LONG_TESTS=1 makes the sequences fifty times longer.
func TestRulesAgainstNaive(t *testing.T) {
	steps := 100
	if os.Getenv("LIFELINE_LONG_TESTS") != "" {
		steps = 5000
	}
	rng := rand.New(rand.NewSource(13))
	total := 0
	for w := 1; w <= MaxSize; w++ {
		for h := 1; h <= MaxSize; h++ {
			for _, rules := range []Rules{{}, {AllowSuicide: true}, {Superko: true}, {AllowSuicide: true, Superko: true}} {
				// Small boards get longer games: they fill and repeat.
				n := steps * (1 + 200/(w*h+8))
				total += diffGame(t, rng, w, h, rules, n)
				if t.Failed() {
					return
				}
			}
		}
	}
	t.Logf("%d steps compared", total)
}

func diffGame(t *testing.T, rng *rand.Rand, w, h int, rules Rules, steps int) int {
	b := MustNew(w, h)
	b.SetRules(rules)
	n := newNaive(w, h, rules)
	pick := func() (int, Point) {
		i := rng.Intn(w * h)
		return i, b.Point(i%w, i/w)
	}
	// Fill the board more than a uniform choice would.
	for step := 0; step < steps; step++ {
		var what string
		switch k := rng.Intn(100); {
		case k < 55:
			i, p := pick()
			c := n.toPlay
			if rng.Intn(10) == 0 {
				c = c.Opponent()
			}
			what = fmt.Sprintf("play %v %s", c, b.Name(p))
			got, want := reasonOf(b.Play(p, c)), n.play(i, c, true)
			if got != want {
				t.Fatalf("%dx%d %+v step %d: %s: board says %v, naive %v\n%s", w, h, rules, step, what, got, want, b)
			}
		case k < 60:
			what = "pass"
			b.Pass(n.toPlay)
			n.pass(n.toPlay)
		case k < 65:
			i, p := pick()
			c := Color(1 + rng.Intn(2))
			what = fmt.Sprintf("unchecked %v %s", c, b.Name(p))
			got, want := reasonOf(b.PlayUnchecked(p, c)), n.play(i, c, false)
			if got != want {
				t.Fatalf("%dx%d step %d: %s: board says %v, naive %v", w, h, step, what, got, want)
			}
		case k < 72:
			i, p := pick()
			c := Color(rng.Intn(3))
			what = fmt.Sprintf("setup %v %s", c, b.Name(p))
			if err := b.Setup(p, c); err != nil {
				t.Fatal(err)
			}
			n.setup([]int{i}, c)
		case k < 76:
			c := Color(rng.Intn(3))
			x0, y0 := rng.Intn(w), rng.Intn(h)
			x1, y1 := min(w-1, x0+rng.Intn(4)), min(h-1, y0+rng.Intn(4))
			var is []int
			var ps []Point
			for y := y0; y <= y1; y++ {
				for x := x0; x <= x1; x++ {
					is, ps = append(is, y*w+x), append(ps, b.Point(x, y))
				}
			}
			what = fmt.Sprintf("setup %v %d points", c, len(ps))
			if err := b.SetupPoints(ps, c); err != nil {
				t.Fatal(err)
			}
			n.setup(is, c)
		default:
			what = "undo"
			if got, want := b.Undo(), n.undo(); got != want {
				t.Fatalf("%dx%d step %d: undo %v, naive %v", w, h, step, got, want)
			}
		}
		if d := differ(b, n); d != "" {
			t.Fatalf("%dx%d %+v step %d (%s): %s\n%s", w, h, rules, step, what, d, b)
		}
	}
	for b.Undo() {
		n.undo()
		if d := differ(b, n); d != "" {
			t.Fatalf("%dx%d taking back: %s", w, h, d)
		}
	}
	return steps
}
