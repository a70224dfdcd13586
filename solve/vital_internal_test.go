package solve

import (
	"math/rand/v2"
	"testing"

	"lifeline/benson"
	"lifeline/goboard"
)

// TestOwnVitalRegions checks passAlive's shortcut against package benson:
// on random positions of dense random play, every chain that vitalRegions
// finds with two vital regions of its own (next to no other chain of its
// colour) must be pass-alive by Benson's test, and every chain with fewer
// than two vital regions must not be.
func TestOwnVitalRegions(t *testing.T) {
	rng := rand.New(rand.NewPCG(11, 12))
	ben := benson.NewAnalyzer()
	own, fewer := 0, 0
	for i := 0; i < 3000; i++ {
		w, h := 4+rng.IntN(6), 4+rng.IntN(6)
		b := goboard.MustNew(w, h)
		for range w * h * 3 {
			p := b.Point(rng.IntN(w), rng.IntN(h))
			c := b.ToPlay()
			if b.At(p) == goboard.Empty && b.IsLegal(p, c) {
				_ = b.Play(p, c)
			} else {
				_ = b.Play(goboard.Pass, c)
			}
		}
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
					n, ex := e.vitalRegions(p)
					alive := res.Alive[def].Has(p)
					if ex >= 2 {
						own++
						if !alive {
							t.Fatalf("position %d: %s chain %s has two vital regions of its own but is not pass-alive\n%s", i, def, b.Name(p), b)
						}
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
	t.Logf("%d chains with two vital regions of their own, %d with fewer than two vital regions", own, fewer)
	if own < 100 {
		t.Fatalf("only %d chains with two vital regions of their own", own)
	}
}
