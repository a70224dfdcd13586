package safety

import (
	"context"
	"testing"

	"lifeline/benson"
	"lifeline/goboard"
)

// TestSolverRuleCases checks hand-made positions the solver rule proves
// (with the budget of lifeline analyze), each claim confirmed by the
// oracle.
func TestSolverRuleCases(t *testing.T) {
	for _, tc := range []struct {
		name, board string
		safe        int // Black stones the solver rule proves
	}{
		// Two Black chains around 9 empty points (too many for the
		// local search) with a White stone inside: the cli golden.
		{"two-chains-nine-points", "XXXXXX\n..O...\nXX....\n", 8},
	} {
		t.Run(tc.name, func(t *testing.T) {
			b, err := goboard.Parse(tc.board)
			if err != nil {
				t.Fatal(err)
			}
			opt := Options{Search: true, TotalNodeLimit: 25000}
			br, _ := benson.Analyze(b, goboard.Rules{})
			res := NewAnalyzer().Analyze(context.Background(), b, br, opt)
			n := 0
			for _, p := range res.Safe[goboard.Black].AppendTo(nil) {
				if _, why := res.Reason(p); why == ReasonSolver {
					n++
				}
			}
			if n != tc.safe {
				t.Errorf("%d stones proven by the solver rule, want %d\n%s", n, tc.safe, describe(b, res, goboard.Black))
			}
			var st claimStats
			if err := checkClaimsOpt(context.Background(), NewAnalyzer(), benson.NewAnalyzer(), b, goboard.Rules{}, opt, 2000000, &st); err != nil {
				t.Fatal(err)
			}
			if st.undecided > 0 {
				t.Error("the oracle did not decide the claims")
			}
		})
	}
}
