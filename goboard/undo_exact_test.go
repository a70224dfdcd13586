package goboard

import (
	"fmt"
	"math/rand"
	"testing"
)

// internals is the state of a board that Undo must restore exactly: the
// colours, and for every stone its chain head and the next stone of its
// cycle (an earlier merge is taken back by splicing the cycle, so even the
// order matters), and every head's record and counts.
func internals(b *Board) string {
	s := fmt.Sprint(b.color[:b.Area()], b.hash, b.ko, b.koColor, b.toPlay, b.captures, b.stoneSet)
	for p := Point(0); int(p) < b.Area(); p++ {
		if c := b.color[p]; c == Black || c == White {
			s += fmt.Sprint(p, b.chainOf[p], b.next[p])
			if b.chainOf[p] == p {
				s += fmt.Sprint(b.chains[p], b.nlibs[p], b.nstones[p])
			}
		}
	}
	return s
}

// TestUndoRestoresInternals takes back every action of random sequences
// rich in setup edits (removals that split chains, colour changes) and
// checks that the board's internals are exactly those before the action.
func TestUndoRestoresInternals(t *testing.T) {
	rng := rand.New(rand.NewSource(3))
	for g := 0; g < 80; g++ {
		w, h := 1+rng.Intn(7), 1+rng.Intn(7)
		b := MustNew(w, h)
		b.SetRules(Rules{AllowSuicide: g%2 == 0})
		var hist []string
		for i := 0; i < 300; i++ {
			before := internals(b)
			depth := b.Depth()
			p := b.Point(rng.Intn(w), rng.Intn(h))
			var what string
			switch k := rng.Intn(12); {
			case k < 2:
				what = "setup points"
				pts := []Point{p}
				if rng.Intn(4) == 0 { // a rectangle, as AB[aa:cc] gives
					x0, y0 := rng.Intn(w), rng.Intn(h)
					for y := y0; y < h && y < y0+1+rng.Intn(h); y++ {
						for x := x0; x < w && x < x0+1+rng.Intn(w); x++ {
							pts = append(pts, b.Point(x, y))
						}
					}
				} else {
					for range rng.Intn(6) {
						pts = append(pts, b.Point(rng.Intn(w), rng.Intn(h)))
					}
				}
				if err := b.SetupPoints(pts, Color(rng.Intn(3))); err != nil {
					t.Fatal(err)
				}
			case k < 6:
				what = "setup"
				_ = b.Setup(p, Color(rng.Intn(3)))
			case k < 9:
				what = "play"
				_ = b.Play(p, b.ToPlay())
			default:
				what = "undo"
				b.Undo()
			}
			if err := verify(b); err != nil {
				t.Fatalf("game %d step %d (%s): %v\n%s", g, i, what, err, b)
			}
			switch b.Depth() {
			case depth + 1:
				hist = append(hist, before)
			case depth - 1:
				want := hist[len(hist)-1]
				hist = hist[:len(hist)-1]
				if got := internals(b); got != want {
					t.Fatalf("game %d step %d: undo did not restore the internals\n%s", g, i, b)
				}
			}
		}
	}
}
