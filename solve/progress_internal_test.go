package solve

import (
	"context"
	"slices"
	"testing"

	"lifeline/goboard"
)

// TestProgressStages checks the progress reports of full solves of the
// composed problems: the result in a report is the final one once given,
// the first moves decided only grow and end at their number, and nodes
// only grow.
func TestProgressStages(t *testing.T) {
	for name, p := range loadProblems(t) {
		var reports []Progress
		res, err := Solve(context.Background(), p, Options{Progress: func(pr Progress) { reports = append(reports, pr) }})
		if err != nil {
			t.Fatal(name, err)
		}
		moves := len(res.Winning) + len(res.Refutations) + len(res.Undecided)
		failing := []goboard.Point{}
		for _, r := range res.Refutations {
			failing = append(failing, r.Move)
		}
		var last Progress
		early := false
		for i, pr := range reports {
			if pr.Nodes < last.Nodes || pr.Decided < last.Decided || last.Status != Unknown && pr.Status == Unknown {
				t.Fatalf("%s: report %d %+v after %+v", name, i, pr, last)
			}
			if pr.Status != Unknown && (pr.Status != res.Status || pr.KoThreats != res.KoThreats || pr.Moves != moves || pr.Decided > moves) {
				t.Fatalf("%s: report %d %+v; the result %s (threats %s), %d first moves", name, i, pr, res.Status, res.KoThreats, moves)
			}
			if pr.Status != Unknown && pr.Decided < moves {
				early = true
			}
			if len(pr.Winning)+len(pr.Failing) != pr.Decided || !subset(pr.Winning, res.Winning) || !subset(pr.Failing, failing) {
				t.Fatalf("%s: report %d: winning %v, failing %v, %d decided; the result's %v and %v", name, i, pr.Winning, pr.Failing, pr.Decided, res.Winning, failing)
			}
			last = pr
		}
		if !subset(res.Winning, last.Winning) || !subset(failing, last.Failing) {
			t.Errorf("%s: the last report's winning %v and failing %v moves are not the result's %v and %v", name, last.Winning, last.Failing, res.Winning, failing)
		}
		if last.Status != res.Status || last.Decided != moves {
			t.Errorf("%s: last report %+v; the result %s, %d first moves", name, last, res.Status, moves)
		}
		if !early {
			t.Errorf("%s: no report gave the result before the first moves were decided", name)
		}
	}
}

// subset reports whether every point of a is in b.
func subset(a, b []goboard.Point) bool {
	for _, p := range a {
		if !slices.Contains(b, p) {
			return false
		}
	}
	return true
}
