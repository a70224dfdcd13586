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
	checked, alive, pairs, answered := 0, 0, 0, 0
	forRandomChains(t, rng, 3, 8, func(w, h int) int { return w * h * (1 + rng.IntN(4)) },
		func(i int, e *engine, heads []goboard.Point, res *benson.Result) {
			b, def := e.b, e.def
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
			if len(heads) < 2 {
				return
			}
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
		})
	t.Logf("%d chains, %d answered locally (%d pass-alive), %d pairs", checked, answered, alive, pairs)
	if answered < checked*9/10 || alive < 500 {
		t.Fatalf("too few local answers: %d of %d (%d alive)", answered, checked, alive)
	}
}
