package solve

import (
	"math/rand/v2"
	"testing"

	"lifeline/goboard"
)

// TestQuestionReuse checks the reuse of one question's results for another
// (engine.implied): on random small problems, every question asked after
// the three others, in both orders, must get the answer it gets on a fresh
// table, at the problem's position and after each first move.
func TestQuestionReuse(t *testing.T) {
	rng := rand.New(rand.NewPCG(9, 9))
	checked, differ := 0, 0
	for i := 0; i < 60; i++ {
		p := randomProblem(rng, 6)
		fresh := func(k int, first goboard.Point) (bool, bool) {
			e := newQuestionEngine(p)
			return e.answer(k, first)
		}
		for _, first := range append([]goboard.Point{goboard.NoPoint, goboard.Pass}, p.Area.AppendTo(nil)...) {
			if first != goboard.NoPoint && first != goboard.Pass && !p.Board.IsLegal(first, p.Board.ToPlay()) {
				continue
			}
			var want [5]bool
			for k := 1; k <= 4; k++ {
				yes, ok := fresh(k, first)
				if !ok {
					t.Fatalf("problem %d: question %d unknown", i, k)
				}
				want[k] = yes
			}
			for k := 1; k <= 4; k++ {
				for _, up := range []bool{true, false} {
					e := newQuestionEngine(p)
					for j := 1; j <= 4; j++ {
						o := j
						if !up {
							o = 5 - j
						}
						if o != k {
							e.answer(o, first)
						}
					}
					yes, ok := e.answer(k, first)
					if !ok || yes != want[k] {
						t.Fatalf("problem %d, first move %v: question %d after the others (ascending %v) says %v, alone %v\n%s",
							i, first, k, up, yes, want[k], p.Board)
					}
					checked++
				}
			}
			if want[4] != want[1] {
				differ++
			}
		}
	}
	t.Logf("%d answers checked, %d positions whose questions differ", checked, differ)
	if differ == 0 {
		t.Fatal("no position where the questions differ: the test checks nothing")
	}
}

// newQuestionEngine returns an engine at the problem's position.
func newQuestionEngine(p *Problem) *engine {
	e := newEngine(p, 1<<16)
	e.startLine()
	return e
}

// answer asks question k at the problem's position or, unless first is
// NoPoint, after the first move first; the board is left as it was.
func (e *engine) answer(k int, first goboard.Point) (yes, ok bool) {
	e.setQuestion(k)
	if first == goboard.NoPoint {
		return e.ask(0)
	}
	if played, _ := e.play(first, 0); !played {
		return false, false
	}
	defer e.b.Undo()
	if t := e.terminal(); t != 0 {
		return t > 0, true
	}
	return e.ask(1)
}
