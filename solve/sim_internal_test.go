package solve

import (
	"context"
	"slices"
	"testing"

	"lifeline/goboard"
)

// TestSimulationSameAnswers solves the composed problems with and without
// the simulations (sim.go), every first move after an engine's first
// simulated and the siblings of every refuted move: the level, the winning
// first moves and the refuted ones must be the same, and the simulations
// must prove moves.
func TestSimulationSameAnswers(t *testing.T) {
	proofs, inner := map[string]int64{}, map[string]int64{}
	for name, p := range loadProblems(t) {
		with, err := Solve(context.Background(), p, Options{simFrom: -1, innerFrom: -1})
		if err != nil {
			t.Fatal(name, err)
		}
		without, err := Solve(context.Background(), p, Options{noSim: true})
		if err != nil {
			t.Fatal(name, err)
		}
		if with.Level != without.Level || !slices.Equal(with.Winning, without.Winning) ||
			!slices.Equal(refuted(with), refuted(without)) || len(with.Undecided)+len(without.Undecided) != 0 {
			t.Errorf("%s: with simulations level %d, winning %v, refuted %v; without: level %d, winning %v, refuted %v",
				name, with.Level, with.Winning, refuted(with), without.Level, without.Winning, refuted(without))
		}
		if without.sims+without.innerSims != 0 {
			t.Errorf("%s: %d simulations with noSim", name, without.sims+without.innerSims)
		}
		proofs[name] = with.simProofs
		inner[name] = with.innerProofs
	}
	if proofs["corner-twelve.sgf"] == 0 || proofs["side-twenty.sgf"] == 0 || inner["corner-twelve.sgf"] == 0 || inner["corner-eight.sgf"] == 0 {
		t.Errorf("first moves proven by simulation: %v; other moves: %v", proofs, inner)
	}
}

func refuted(r *Result) []goboard.Point {
	var out []goboard.Point
	for _, x := range r.Refutations {
		out = append(out, x.Move)
	}
	return out
}
