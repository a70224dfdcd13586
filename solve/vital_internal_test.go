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
	ben := benson.NewAnalyzer()
	fewer, two := 0, 0
	for i := 0; i < 3000; i++ {
		w, h := 4+rng.IntN(6), 4+rng.IntN(6)
		b := randomPlayed(rng, w, h, w*h*3)
		res, err := ben.Analyze(b, goboard.Rules{})
		if err != nil {
			t.Fatal(err)
		}
		for _, def := range []goboard.Color{goboard.Black, goboard.White} {
			e := &engine{b: b, def: def, libBuf: make([]goboard.Point, 0, 64), regionBuf: make([]goboard.Point, 0, 64)}
			for y := range h {
				for x := range w {
					p := b.Point(x, y)
					if b.At(p) != def || b.ChainHead(p) != p {
						continue
					}
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
			}
		}
	}
	t.Logf("%d chains with fewer than two vital regions, %d pass-alive with two", fewer, two)
	if fewer < 1000 || two < 100 {
		t.Fatalf("too few chains: %d with fewer than two vital regions, %d pass-alive", fewer, two)
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
