package benson

import (
	"testing"

	"lifeline/goboard"
	"lifeline/internal/corpus"
	"lifeline/replay"
	"lifeline/sgf"
)

// finalPositions returns the final positions of the recorded games in
// files.
func finalPositions(tb testing.TB, files []string) []*goboard.Board {
	tb.Helper()
	var boards []*goboard.Board
	for _, f := range files {
		c, err := sgf.ParseFile(f)
		if err != nil {
			tb.Fatal(err)
		}
		pos, err := replay.MainLine(c.Games[0], -1, goboard.Rules{})
		if err != nil {
			tb.Fatalf("%s: %v", f, err)
		}
		boards = append(boards, pos.Board)
	}
	return boards
}

// TestFinalPositionsConsistent checks invariants of the analysis on real
// 19x19 positions: alive chains have two standing vital regions, safe points
// contain the alive stones, and reusing an Analyzer gives the same results.
func TestFinalPositionsConsistent(t *testing.T) {
	corpus.Run(t, corpus.Games, func(t *testing.T, s corpus.Set) { testFinalPositionsConsistent(t, finalPositions(t, s.Files)) })
}

func testFinalPositionsConsistent(t *testing.T, boards []*goboard.Board) {
	a := NewAnalyzer()
	for i, b := range boards {
		r, err := a.Analyze(b, goboard.Rules{})
		if err != nil {
			t.Fatal(err)
		}
		fresh, _ := Analyze(b, goboard.Rules{})
		if r.Alive != fresh.Alive || r.Safe != fresh.Safe || len(r.Regions) != len(fresh.Regions) {
			t.Fatalf("game %d: reused analyzer differs from a fresh one", i)
		}
		for _, ch := range r.Chains {
			standing := 0
			for _, rid := range ch.Vital {
				if !r.Regions[rid].Removed {
					standing++
				}
			}
			if ch.Alive != (standing >= 2) {
				t.Errorf("game %d chain %d: alive %v with %d standing vital regions", i, ch.ID, ch.Alive, standing)
			}
		}
		for _, c := range []goboard.Color{goboard.Black, goboard.White} {
			if !r.Alive[c].SubsetOf(&r.Safe[c]) {
				t.Errorf("game %d: alive stones of %v not all safe", i, c)
			}
		}
	}
}

// BenchmarkAnalyze analyses both colours of the final positions of the
// recorded games; one op is one position.
func BenchmarkAnalyze(b *testing.B) { benchmarkAnalyze(b, false) }

// BenchmarkAnalyzeLists is BenchmarkAnalyze with the point lists of every
// chain and region requested too (as the command line and the analysis
// panel do), which builds them.
func BenchmarkAnalyzeLists(b *testing.B) { benchmarkAnalyze(b, true) }

func benchmarkAnalyze(b *testing.B, lists bool) {
	boards := finalPositions(b, corpus.Largest(b, corpus.Games).Files)
	a := NewAnalyzer()
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		r, err := a.Analyze(boards[i%len(boards)], goboard.Rules{})
		if err != nil {
			b.Fatal(err)
		}
		if lists && len(r.Chains) > 0 {
			_ = r.Stones(0)
		}
	}
}

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
