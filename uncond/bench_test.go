package uncond_test

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"lifeline/uncond"
)

// BenchmarkAnalyze: the unconditional status of every point (both colours)
// of 19x19 positions after n random moves.
func BenchmarkAnalyze(b *testing.B) {
	for _, n := range []int{100, 250, 400} {
		b.Run(fmt.Sprintf("19x19-after-%d", n), func(b *testing.B) {
			board := randomGame(rand.New(rand.NewPCG(5, uint64(n))), 19, n, false)
			a := uncond.NewAnalyzer()
			b.ReportAllocs()
			for b.Loop() {
				a.Analyze(board)
			}
		})
	}
}
