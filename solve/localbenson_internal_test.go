package solve

import (
	"math/rand/v2"
	"testing"

	"lifeline/benson"
	"lifeline/goboard"
)

// TestLocalBenson compares Benson's test near the target with package
// benson on random positions of dense random play: for every chain of
// either colour as the target, and for the pairs of chains of a colour
// with every, the verdicts must be equal wherever the local test answers.
func TestLocalBenson(t *testing.T) {
	rng := rand.New(rand.NewPCG(21, 22))
	ben := benson.NewAnalyzer()
	checked, alive, pairs, answered := 0, 0, 0, 0
	for i := 0; i < 3000; i++ {
		w, h := 3+rng.IntN(8), 3+rng.IntN(8)
		b := randomPlayed(rng, w, h, w*h*(1+rng.IntN(4)))
		res, err := ben.Analyze(b, goboard.Rules{})
		if err != nil {
			t.Fatal(err)
		}
		for _, def := range []goboard.Color{goboard.Black, goboard.White} {
			e := &engine{b: b, def: def, regionBuf: make([]goboard.Point, 0, 64)}
			var heads []goboard.Point
			for y := range h {
				for x := range w {
					if p := b.Point(x, y); b.At(p) == def && b.ChainHead(p) == p {
						heads = append(heads, p)
					}
				}
			}
			for _, p := range heads {
				got, ok := e.localPassAlive([]goboard.Point{p}, false)
				checked++
				if !ok {
					continue
				}
				answered++
				want := res.Alive[def].Has(p)
				if got != want {
					t.Fatalf("position %d: %s chain %s: local %v, benson %v\n%s", i, def, b.Name(p), got, want, b)
				}
				if want {
					alive++
				}
			}
			if len(heads) >= 2 {
				p, q := heads[rng.IntN(len(heads))], heads[rng.IntN(len(heads))]
				want := res.Alive[def].Has(p) && res.Alive[def].Has(q)
				if got, ok := e.localPassAlive([]goboard.Point{p, q}, true); ok && got != want {
					t.Fatalf("position %d: %s chains %s and %s, every: local %v, benson %v\n%s", i, def, b.Name(p), b.Name(q), got, want, b)
				}
				wantAny := res.Alive[def].Has(p) || res.Alive[def].Has(q)
				if got, ok := e.localPassAlive([]goboard.Point{p, q}, false); ok && got != wantAny {
					t.Fatalf("position %d: %s chains %s and %s: local %v, benson %v\n%s", i, def, b.Name(p), b.Name(q), got, wantAny, b)
				}
				pairs++
			}
		}
	}
	t.Logf("%d chains, %d answered locally (%d pass-alive), %d pairs", checked, answered, alive, pairs)
	if answered < checked*9/10 || alive < 500 {
		t.Fatalf("too few local answers: %d of %d (%d alive)", answered, checked, alive)
	}
}
