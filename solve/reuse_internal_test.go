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

// TestHints checks the first numbers that a position new to a question
// takes from the entries of the other questions asked there before
// (engine.implied, leafNumbers): the nearest question's undecided numbers,
// bounded by hintCap; a result decided elsewhere that does not decide the
// question makes the winner's number 1 and the loser's four times the
// estimate's sum, and wins over a nearer undecided entry; a result that
// decides the question is still taken as decided.
func TestHints(t *testing.T) {
	rng := rand.New(rand.NewPCG(28, 28))
	type entry struct {
		k      int
		pn, dn uint32 // for the player to move; 0 and 0 for decided(defWins)
		def    bool
	}
	cases := []struct {
		name    string
		k       int
		entries []entry
		// want returns the expected numbers from the estimate without
		// hints and whether the defender is to move.
		want func(pn, dn uint32, defToMove bool) (uint32, uint32)
	}{
		{"none", 3, nil, func(pn, dn uint32, _ bool) (uint32, uint32) { return pn, dn }},
		{"open, bounded", 3, []entry{{k: 4, pn: 100, dn: 3}}, func(uint32, uint32, bool) (uint32, uint32) { return hintCap, 3 }},
		{"nearest open", 3, []entry{{k: 1, pn: 7, dn: 8}, {k: 4, pn: 5, dn: 6}}, func(uint32, uint32, bool) (uint32, uint32) { return 5, 6 }},
		{"nearest open below", 2, []entry{{k: 4, pn: 5, dn: 6}, {k: 1, pn: 7, dn: 8}}, func(uint32, uint32, bool) (uint32, uint32) { return 7, 8 }},
		{"decided over open", 2, []entry{{k: 3, pn: 5, dn: 6}, {k: 1, def: true}}, func(pn, dn uint32, defToMove bool) (uint32, uint32) {
			if defToMove {
				return 1, 4 * (pn + dn)
			}
			return 4 * (pn + dn), 1
		}},
		{"attacker's win above", 3, []entry{{k: 4, def: false}}, func(pn, dn uint32, defToMove bool) (uint32, uint32) {
			if defToMove {
				return 4 * (pn + dn), 1
			}
			return 1, 4 * (pn + dn)
		}},
		{"implied", 2, []entry{{k: 1, pn: 7, dn: 8}, {k: 4, def: true}}, func(_, _ uint32, defToMove bool) (uint32, uint32) {
			if defToMove {
				return 0, infinity
			}
			return infinity, 0
		}},
	}
	used := 0
	for i := 0; i < 300 && used < 20; i++ {
		p := randomProblem(rng, 6)
		ok := true
		for _, c := range cases {
			fresh := newQuestionEngine(p)
			fresh.setQuestion(c.k)
			pn0, dn0, _, _ := fresh.evaluate(0)
			if pn0 == 0 || dn0 == 0 {
				ok = false // decided at once: no first numbers to check
				break
			}
			e := newQuestionEngine(p)
			for _, en := range c.entries {
				e.setQuestion(en.k)
				pn, dn := en.pn, en.dn
				if pn == 0 && dn == 0 {
					pn, dn = e.decided(en.def)
				}
				e.tt.put(e.ttKey(e.path[0], e.passed[0]), pn, dn, noBounds, 1)
			}
			e.setQuestion(c.k)
			pn, dn, _, _ := e.evaluate(0)
			wpn, wdn := c.want(pn0, dn0, e.b.ToPlay() == e.def)
			if pn != wpn || dn != wdn {
				t.Fatalf("problem %d, %s: numbers %d, %d, want %d, %d (without hints %d, %d)\n%s", i, c.name, pn, dn, wpn, wdn, pn0, dn0, p.Board)
			}
		}
		if ok {
			used++
		}
	}
	if used < 20 {
		t.Fatalf("only %d problems undecided at their position: the test checks too little", used)
	}
}
