package solve

import (
	"context"
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"
)

// TestCombine checks how a position's numbers follow from its children's:
// the least disproof number, the sum of the proof numbers, and the sums of
// an undecided position saturating below infinity (gop/15167 of a public
// collection grew its root's disproof sum past 2^30 in 4 seconds, and the
// search then stopped as if its threshold were reached).
func TestCombine(t *testing.T) {
	type kid struct{ pn, dn uint32 }
	big := maxNumber / 2
	tests := []struct {
		name        string
		kids        []kid
		pn, dn, pn2 uint32
		best        int
	}{
		{"no move", nil, infinity, 0, infinity, -1},
		{"min and sum", []kid{{3, 5}, {4, 2}, {1, 7}}, 2, 8, 5, 1},
		{"a winning move", []kid{{3, 5}, {infinity, 0}}, 0, infinity, 5, 1},
		{"every move loses", []kid{{0, infinity}, {0, infinity}}, infinity, 0, infinity, -1},
		{"lost moves add nothing", []kid{{0, infinity}, {6, 9}}, 9, 6, infinity, 1},
		{"saturates below infinity", []kid{{big, 4}, {big, 6}, {big, 8}}, 4, maxNumber, 6, 0},
		{"huge numbers still undecided", []kid{{maxNumber, maxNumber}, {maxNumber, maxNumber}}, maxNumber, maxNumber, maxNumber, 0},
	}
	for _, tc := range tests {
		kids := make([]child, len(tc.kids))
		for i, k := range tc.kids {
			kids[i].pn, kids[i].dn = k.pn, k.dn
		}
		pn, dn, best, pn2 := combine(kids)
		if pn != tc.pn || dn != tc.dn || best != tc.best || pn2 != tc.pn2 {
			t.Errorf("%s: combine = pn %d dn %d best %d pn2 %d, want %d %d %d %d",
				tc.name, pn, dn, best, pn2, tc.pn, tc.dn, tc.best, tc.pn2)
		}
	}
	// A child's thresholds lie above its numbers even when the parent's
	// are saturated.
	if th := threshold(uint64(infinity) + 5); th != infinity {
		t.Errorf("threshold(infinity+5) = %d, want infinity", th)
	}
}

// TestDeferredLife checks that leaving Benson's test of the positions with
// the defender to move to their search (terminalAt) changes no answer:
// the composed problems and random ones up to 10 empty points, solved with
// the test deferred and on every position generated, have the same level
// and the same winning first moves.
func TestDeferredLife(t *testing.T) {
	compare := func(name string, p *Problem, maxNodes int64) (bool, bool) {
		on, err1 := Solve(context.Background(), p, Options{MaxNodes: maxNodes, NoReasons: true})
		off, err2 := Solve(context.Background(), p, Options{MaxNodes: maxNodes, NoReasons: true, noDefer: true})
		if err1 != nil || err2 != nil {
			t.Fatal(name, err1, err2)
		}
		if on.Status == Unknown || off.Status == Unknown || len(on.Undecided) > 0 || len(off.Undecided) > 0 {
			return false, false
		}
		if on.Level != off.Level || !slices.Equal(on.Winning, off.Winning) {
			t.Errorf("%s: deferred %v %v, not deferred %v %v", name, on.Level, on.Winning, off.Level, off.Winning)
		}
		return true, on.Nodes != off.Nodes
	}
	compared, differ := 0, 0
	for name, p := range loadProblems(t) {
		if ok, d := compare(name, p, 0); ok {
			compared++
			if d {
				differ++
			}
		}
	}
	rng := rand.New(rand.NewPCG(7, 8))
	for i := range 250 {
		if ok, d := compare(fmt.Sprintf("random %d", i), randomProblem(rng, 10), 200000); ok {
			compared++
			if d {
				differ++
			}
		}
	}
	t.Logf("%d problems compared, %d searched differently", compared, differ)
	if compared < 200 || differ == 0 {
		t.Errorf("%d problems compared, %d searched differently: the test shows nothing", compared, differ)
	}
}
