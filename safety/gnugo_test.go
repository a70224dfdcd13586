package safety

import (
	"context"
	"fmt"
	"math/rand"
	"os"
	"sort"
	"strings"
	"testing"

	"lifeline/benson"
	"lifeline/goboard"
	"lifeline/internal/gnugo"
)

// gnuDiff counts the points where GNU Go's unconditional_status claims
// something for a colour that Lifeline does not prove, by kind.
type gnuDiff struct {
	points    int            // points compared
	agree     int            // GNU Go's claims that Lifeline also proves
	claims    int            // GNU Go's claims (alive, dead, territory)
	kinds     map[string]int // differences by kind
	examples  map[string]string
	lifeOnly  int // points Lifeline proves and GNU Go calls undecided
	positions int
}

// compareWithGNUGo asks GNU Go the unconditional status of every point of b
// and compares it with Lifeline's verdict. A contradiction (GNU Go claims a
// point for one colour and Lifeline proves it for the other) is an error;
// other differences are counted by kind.
func compareWithGNUGo(e *gnugo.Engine, dir string, b *goboard.Board, r *Result, d *gnuDiff, useOracle bool) error {
	if err := e.SetPosition(b, dir); err != nil {
		return err
	}
	d.positions++
	for y := 0; y < b.Height(); y++ {
		for x := 0; x < b.Width(); x++ {
			p := b.Point(x, y)
			st, err := e.Exec("unconditional_status " + b.Name(p))
			if err != nil {
				return err
			}
			d.points++
			var c goboard.Color
			kind := st
			switch st {
			case "alive":
				c = b.At(p)
			case "dead":
				c = b.At(p).Opponent()
			case "black_territory":
				c = goboard.Black
			case "white_territory":
				c = goboard.White
			case "undecided":
				if r.Proven[goboard.Black].Has(p) || r.Proven[goboard.White].Has(p) {
					d.lifeOnly++
				}
				continue
			default:
				return fmt.Errorf("unconditional_status %s: unexpected %q", b.Name(p), st)
			}
			d.claims++
			if r.Proven[c.Opponent()].Has(p) {
				return fmt.Errorf("GNU Go says %s at %s is %s, Lifeline proves it for %v\n%s", st, b.Name(p), c, c.Opponent(), b)
			}
			if r.Proven[c].Has(p) {
				d.agree++
				continue
			}
			// Classify the difference: on small boards the oracle tells
			// whether GNU Go's claim holds in Lifeline's sense.
			if useOracle {
				var S, P goboard.PointSet
				if st == "alive" {
					S.Add(p)
				}
				P.Add(p)
				ok, err := newOracle(b, c, &S, &P, 300000).holds()
				switch {
				case err != nil:
					kind = st + ": undecided by the oracle"
				case ok:
					kind = st + ": true, not proven by Lifeline"
				default:
					kind = st + ": false when the opponent moves first"
				}
				if d.kinds[kind] == 0 {
					d.examples[kind] = fmt.Sprintf("%s at %s\n%s", st, b.Name(p), b)
				}
				d.kinds[kind]++
				continue
			}
			switch {
			case st == "alive" && r.Proven[c].IsEmpty():
				kind = "alive, nothing proven for the colour"
			case st == "alive":
				kind = "alive stone not proven"
			case st == "dead":
				kind = "dead stone not proven"
			default:
				kind = "territory not proven"
			}
			if d.kinds[kind] == 0 {
				d.examples[kind] = fmt.Sprintf("%s at %s\n%s", st, b.Name(p), b)
			}
			d.kinds[kind]++
		}
	}
	return nil
}

func (d *gnuDiff) report(t *testing.T, what string) {
	t.Logf("%s: %d positions, %d points; GNU Go claims %d, Lifeline proves %d of them (%.1f %%) and %d points GNU Go calls undecided",
		what, d.positions, d.points, d.claims, d.agree, 100*float64(d.agree)/float64(max(1, d.claims)), d.lifeOnly)
	var kinds []string
	for k := range d.kinds {
		kinds = append(kinds, k)
	}
	sort.Strings(kinds)
	for _, k := range kinds {
		t.Logf("  %s: %d", k, d.kinds[k])
		if os.Getenv("LIFELINE_GNUGO_EXAMPLES") != "" {
			t.Logf("    e.g. %s", strings.ReplaceAll(d.examples[k], "\n", "\n      "))
		}
	}
}

// TestAgainstGNUGo compares the verdict with GNU Go 3.8's
// unconditional_status on random square positions and on real games. GNU Go
// and Lifeline must never contradict each other; the differences where GNU
// Go claims more are the ones the README explains (GNU Go's unconditional
// analysis lets the owner pass while the opponent plays, and its territory
// includes every point the opponent cannot live in under that assumption,
// where Lifeline's static rules need the stricter Benson or KataGo shapes).
func TestAgainstGNUGo(t *testing.T) {
	e := gnugo.Require(t)
	dir := t.TempDir()
	ba := benson.NewAnalyzer()
	a := NewAnalyzer()
	ctx := context.Background()

	rng := rand.New(rand.NewSource(3))
	d := gnuDiff{kinds: map[string]int{}, examples: map[string]string{}}
	n := 60
	if testing.Short() {
		n = 15
	}
	for d.positions < n {
		size := 5 + rng.Intn(2)
		b := goboard.MustNew(size, size)
		pb := 0.4 + 0.15*rng.Float64()
		for y := 0; y < size; y++ {
			for x := 0; x < size; x++ {
				switch f := rng.Float64(); {
				case f < pb:
					_ = b.Setup(b.Point(x, y), goboard.Black)
				case f < pb+0.35:
					_ = b.Setup(b.Point(x, y), goboard.White)
				}
			}
		}
		if countEmpty(b) > 9 {
			continue
		}
		br, err := ba.Analyze(b, goboard.Rules{})
		if err != nil {
			continue
		}
		r := a.Analyze(ctx, b, br, Options{Search: true})
		if err := compareWithGNUGo(e, dir, b, r, &d, true); err != nil {
			t.Fatal(err)
		}
	}
	d.report(t, "random positions")

	if _, err := os.Stat("../../shared/sgf/games"); err != nil {
		t.Skipf("real games not compared: %v", err)
	}
	games := finalBoards(t)
	g := gnuDiff{kinds: map[string]int{}, examples: map[string]string{}}
	m := 30
	if testing.Short() {
		m = 5
	}
	for i, b := range games {
		if i >= m {
			break
		}
		br, err := ba.Analyze(b, goboard.Rules{})
		if err != nil {
			t.Fatal(err)
		}
		r := a.Analyze(ctx, b, br, Options{Search: true})
		if err := compareWithGNUGo(e, dir, b, r, &g, false); err != nil {
			t.Fatal(err)
		}
	}
	g.report(t, "final positions of real games")
}

func countEmpty(b *goboard.Board) int {
	n := 0
	for y := 0; y < b.Height(); y++ {
		for x := 0; x < b.Width(); x++ {
			if b.ColorAt(x, y) == goboard.Empty {
				n++
			}
		}
	}
	return n
}
