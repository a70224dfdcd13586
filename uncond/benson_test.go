package uncond_test

import (
	"math/rand/v2"
	"testing"

	"lifeline/benson"
	"lifeline/goboard"
	"lifeline/uncond"
)

// TestInvincibleIsPassAlive: GNU Go's invincible strings are exactly
// Benson's pass-alive chains, on random positions of every small size and
// 19x19, so Lifeline's alive claims from either agree.
func TestInvincibleIsPassAlive(t *testing.T) {
	rng := rand.New(rand.NewPCG(4, 4))
	n := 0
	for i := 0; i < 3000; i++ {
		size := 3 + rng.IntN(8)
		if i%10 == 0 {
			size = 19
		}
		b := randomGame(rng, size, rng.IntN(size*size*2)+1, i%4 == 0)
		r := uncond.Analyze(b)
		br, err := benson.Analyze(b, goboard.Rules{})
		if err != nil {
			t.Fatal(err)
		}
		for _, c := range []goboard.Color{goboard.Black, goboard.White} {
			if r.Invincible[c] != br.Alive[c] {
				t.Fatalf("%s: invincible %v, pass-alive %v in\n%s", c.Name(), r.Invincible[c].AppendTo(nil), br.Alive[c].AppendTo(nil), b)
			}
			n += br.Alive[c].Len()
		}
	}
	t.Logf("%d pass-alive stones, all invincible and no other", n)
}
