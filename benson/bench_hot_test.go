package benson

import (
	"testing"

	"lifeline/goboard"
	"lifeline/internal/corpus"
)

// BenchmarkAnalyzeHot analyses one final position over and over: with the
// branch predictors trained on it, it tells gains in work from noise in the
// rotating BenchmarkAnalyze.
func BenchmarkAnalyzeHot(b *testing.B) {
	boards := finalPositions(b, corpus.Largest(b, corpus.Games).Files)
	a := NewAnalyzer()
	bd := boards[len(boards)/2]
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := a.Analyze(bd, goboard.Rules{}); err != nil {
			b.Fatal(err)
		}
	}
}
