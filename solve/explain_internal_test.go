package solve

import (
	"context"
	"testing"

	"lifeline/goboard"
)

func TestReasonWords(t *testing.T) {
	b, w := goboard.Black, goboard.White
	for _, c := range []struct {
		name      string
		st        Status
		threats   goboard.Color
		defMoved  bool
		k         int
		end       lineEnd
		eyes, one int
		want      string
	}{
		{"ko, attacker's threats", Ko, w, true, 4, endCaptured, 1, 1, "a ko follows in which White needs ko threats"},
		{"ko, defender's threats", Ko, b, false, 1, endPasses, 0, 0, "a ko follows in which Black needs ko threats"},
		{"seki after the defender's move", Seki, 0, true, 4, endPasses, 1, 1, "the Black target only lives in seki"},
		{"seki after the attacker's move", Seki, 0, false, 3, endPasses, 1, 1, "the Black target lives in seki"},
		{"lives with two eyes", Lives, 0, false, 4, endAlive, 2, 2, "the Black target lives with two eyes"},
		{"lives, eyes of two chains", Lives, 0, false, 4, endAlive, 2, 1, "the Black target lives"},
		{"lives by passes", Lives, 0, false, 4, endPasses, 2, 2, "the Black target lives"},
		{"captured with one eye", Dies, 0, true, 1, endCaptured, 1, 1, "the Black target is left with one eye and captured"},
		{"captured", Dies, 0, true, 4, endCaptured, 0, 0, "the Black target is captured"},
		{"dies, line cut", Dies, 0, true, 2, endOpen, 1, 1, "the Black target dies"},
		// Without the result after the move, only what the question
		// that decided the first moves proved, whatever the line.
		{"unknown after the defender's move, A4", Unknown, 0, true, 4, endCaptured, 2, 1, "the Black target does not live (at best seki)"},
		{"unknown after the defender's move, A3", Unknown, 0, true, 3, endCaptured, 0, 0, "the Black target does not live, even in seki (at best a ko in which White needs ko threats)"},
		{"unknown after the defender's move, A2", Unknown, 0, true, 2, endOpen, 0, 0, "the Black target at best gets a ko in which Black needs ko threats"},
		{"unknown after the attacker's move, A3", Unknown, 0, false, 3, endAlive, 2, 2, "the Black target lives, at least in seki"},
		{"unknown after the attacker's move, A2", Unknown, 0, false, 2, endPasses, 1, 1, "the Black target at least gets a ko in which White needs ko threats"},
		{"unknown after the attacker's move, A1", Unknown, 0, false, 1, endOpen, 0, 0, "the Black target at least gets a ko in which Black needs ko threats"},
	} {
		t.Run(c.name, func(t *testing.T) {
			if got := reason(b, c.st, c.threats, c.defMoved, c.k, c.end, c.eyes, c.one); got != c.want {
				t.Errorf("got %q, want %q", got, c.want)
			}
		})
	}
}

// TestEyes checks the eye count: regions of empty points touching only one
// target chain (and the edge).
func TestEyes(t *testing.T) {
	for _, c := range []struct {
		name      string
		rows      string
		target    [][2]int // one stone of each target chain
		total, of int
	}{
		{"two eyes of one chain", `
.O.OX
OOOOX
XXXXX`, [][2]int{{1, 1}}, 2, 2},
		{"an eye between two target chains is not counted", `
O.OX.
O.OX.
OOXX.
XXX..`, [][2]int{{0, 0}, {2, 0}}, 0, 0},
		{"points touching an attacker stone are not eyes", `
.X.OX
OOOOX
XXXXX`, [][2]int{{0, 1}}, 0, 0},
		{"one eye each of two chains", `
.OXO.
OOXOO
XXXXX`, [][2]int{{0, 1}, {3, 0}}, 2, 1},
		{"an eye of a chain not in the target", `
.OXO.
OOXOO
XXXXX`, [][2]int{{0, 1}}, 1, 1},
	} {
		t.Run(c.name, func(t *testing.T) {
			b, err := goboard.Parse(c.rows)
			if err != nil {
				t.Fatal(err)
			}
			var target []goboard.Point
			for _, s := range c.target {
				target = b.ChainStones(b.Point(s[0], s[1]), target)
			}
			var area goboard.PointSet
			for y := 0; y < b.Height(); y++ {
				for x := 0; x < b.Width(); x++ {
					area.Add(b.Point(x, y))
				}
			}
			e := newEngine(&Problem{Board: b, Defender: goboard.White, Target: target, Area: area}, 1<<16)
			if total, of := e.eyeCount(); total != c.total || of != c.of {
				t.Errorf("eyes %d, most of one chain %d; want %d, %d\n%s", total, of, c.total, c.of, b)
			}
		})
	}
}

// TestExplainBudget checks that the refutations' explanations keep to
// their budget: with a tiny one (s nodes for each of the two searches of a
// refutation) they spend at most 2s nodes per refutation, and a refutation
// whose explanation needs more is left Unknown; with an unbounded budget
// every explanation is known, so the bound was what held those.
func TestExplainBudget(t *testing.T) {
	const s = 40
	solveWith := func(p *Problem, x explainBudget, noReasons bool) (*Result, int64) {
		e, err := start(context.Background(), p, Options{NoReasons: noReasons})
		if err != nil {
			t.Fatal(err)
		}
		e.explainCost = x
		res := e.solve()
		return res, e.nodes
	}
	tight := explainBudget{least: s, leastShare: s, part: 1 << 40}
	free := explainBudget{least: 1 << 40, leastShare: 1 << 40, part: 1}
	held := 0
	for name, p := range loadProblems(t) {
		_, base := solveWith(p, tight, true)
		resT, nodesT := solveWith(p, tight, false)
		resF, nodesF := solveWith(p, free, false)
		n := int64(len(resT.Refutations))
		if n == 0 {
			continue
		}
		// A few nodes beyond the limit: the passes that end a game are
		// counted without the limit's check.
		if spent, most := nodesT-base, 2*n*s+4*n; spent > most {
			t.Errorf("%s: %d refutations' explanations took %d nodes with a budget of %d", name, n, spent, most)
		}
		unknownT, unknownF := 0, 0
		for i := range resT.Refutations {
			if resT.Refutations[i].Status == Unknown {
				unknownT++
			}
			if resF.Refutations[i].Status == Unknown {
				unknownF++
			}
		}
		if unknownF != 0 {
			t.Errorf("%s: %d refutations unknown without a budget", name, unknownF)
		}
		if unknownT > 0 {
			// Known without the budget (above), unknown with it: the
			// budget is what held them.
			held++
		}
		t.Logf("%s: %d refutations, explanations %d nodes (tight) %d (free), %d unknown (tight)", name, n, nodesT-base, nodesF-base, unknownT)
	}
	if held == 0 {
		t.Error("no problem's explanations needed more than the tight budget: the test shows nothing")
	}
}
