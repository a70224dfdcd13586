package solve

import (
	"math/rand/v2"
	"testing"

	"lifeline/benson"
	"lifeline/goboard"
)

// TestVitalRegions checks passAlive's pre-check against package benson: on
// random positions of dense random play, no chain with fewer than two
// vital regions (vitalRegions) may be pass-alive by Benson's test.
func TestVitalRegions(t *testing.T) {
	rng := rand.New(rand.NewPCG(11, 12))
	fewer, two := 0, 0
	forRandomChains(t, rng, 4, 6, func(w, h int) int { return w * h * 3 },
		func(i int, e *engine, heads []goboard.Point, res *benson.Result) {
			b, def := e.b, e.def
			for _, p := range heads {
				n := e.vitalRegions(p)
				alive := res.Alive[def].Has(p)
				if n >= 2 && alive {
					two++
				}
				if n < 2 {
					fewer++
					if alive {
						t.Fatalf("position %d: %s chain %s has %d vital regions but is pass-alive\n%s", i, def, b.Name(p), n, b)
					}
				}
			}
		})
	t.Logf("%d chains with fewer than two vital regions, %d pass-alive with two", fewer, two)
	if fewer < 1000 || two < 100 {
		t.Fatalf("too few chains: %d with fewer than two vital regions, %d pass-alive", fewer, two)
	}
}

// forRandomChains draws 3,000 positions of dense random play on boards of
// side to side+span-1 points a side (moves(w, h) random moves each), analyses
// each with package benson, and calls f for each colour with an engine
// defending that colour and the heads of its chains in row order.
func forRandomChains(t *testing.T, rng *rand.Rand, side, span int, moves func(w, h int) int,
	f func(i int, e *engine, heads []goboard.Point, res *benson.Result)) {
	t.Helper()
	ben := benson.NewAnalyzer()
	for i := 0; i < 3000; i++ {
		w, h := side+rng.IntN(span), side+rng.IntN(span)
		b := randomPlayed(rng, w, h, moves(w, h))
		res, err := ben.Analyze(b, goboard.Rules{})
		if err != nil {
			t.Fatal(err)
		}
		for _, def := range []goboard.Color{goboard.Black, goboard.White} {
			e := &engine{b: b, def: def, libBuf: make([]goboard.Point, 0, 64), regionBuf: make([]goboard.Point, 0, 64)}
			var heads []goboard.Point
			for y := range h {
				for x := range w {
					if p := b.Point(x, y); b.At(p) == def && b.ChainHead(p) == p {
						heads = append(heads, p)
					}
				}
			}
			f(i, e, heads, res)
		}
	}
}

// randomPlayed returns a w x h board after moves random legal moves (a
// pass where the point drawn is taken or illegal).
func randomPlayed(rng *rand.Rand, w, h, moves int) *goboard.Board {
	b := goboard.MustNew(w, h)
	for range moves {
		p := b.Point(rng.IntN(w), rng.IntN(h))
		c := b.ToPlay()
		if b.At(p) == goboard.Empty && b.IsLegal(p, c) {
			_ = b.Play(p, c)
		} else {
			_ = b.Play(goboard.Pass, c)
		}
	}
	return b
}
