package solve

import (
	"context"
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"lifeline/goboard"
	"lifeline/sgf"
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

// TestUncapturable checks the rule that a target chain with a liberty
// outside the area can never be captured, so that the defender has won
// questions A1-A3: where it holds (a marked target touching the outside,
// a move joining the target to a chain that touches it) and where it does
// not (an enclosed target, the alive question A4). TestAgainstReference
// checks the rule's verdicts against plain minimax.
func TestUncapturable(t *testing.T) {
	load := func(s string) *Problem { return problemFromSGF(t, []byte(s)) }
	terminals := func(e *engine) (got [5]int8) {
		for k := 1; k <= 4; k++ {
			e.setQuestion(k)
			got[k] = e.terminal()
		}
		return got
	}
	survives := [5]int8{0, 1, 1, 1, 0}

	// White's target is enclosed: no gate holds it.
	enclosed := load("(;SZ[9]AB[ea][eb][ac][bc][cc][dc][ec]AW[da][ab][bb][cb][db])")
	e := newQuestionEngine(enclosed)
	if e.uncapturable() || terminals(e) != [5]int8{} {
		t.Errorf("enclosed target: uncapturable %v, terminal %v", e.uncapturable(), terminals(e))
	}
	for _, g := range e.gates {
		if e.b.At(g) == e.att {
			t.Errorf("enclosed target: the attacker's stone at %s is a gate", e.b.Name(g))
		}
	}

	// The wall marked as the target: it touches the outside.
	wall := load("(;SZ[9]MA[ea]AB[ea][eb][ac][bc][cc][dc][ec]AW[da][ab][bb][cb][db])")
	e = newQuestionEngine(wall)
	if !e.uncapturable() || terminals(e) != survives {
		t.Errorf("marked wall: uncapturable %v, terminal %v, want %v", e.uncapturable(), terminals(e), survives)
	}
	res, err := Solve(context.Background(), wall, Options{})
	if err != nil || res.Level < LevelSeki {
		t.Errorf("marked wall: level %v (%v), want seki or better", res.Level, err)
	}

	// White's B9-B8 joins the D9-D8 chain, which touches the outside of
	// the area A9:D8, by C9.
	join := load("(;SZ[9]LA[aa:db]MA[ba]PL[W]AB[ab][cb][ac][bc][cc]AW[ba][bb][da][db])")
	e = newQuestionEngine(join)
	if e.uncapturable() || terminals(e) != [5]int8{} {
		t.Errorf("before the join: uncapturable %v, terminal %v", e.uncapturable(), terminals(e))
	}
	e.setQuestion(3)
	if ok, _ := e.play(e.b.Point(2, 0), 0); !ok {
		t.Fatal("C9 is illegal")
	}
	if !e.uncapturable() || terminals(e) != survives {
		t.Errorf("after the join: uncapturable %v, terminal %v, want %v", e.uncapturable(), terminals(e), survives)
	}
	e.b.Undo()
	if e.uncapturable() {
		t.Error("the join taken back: still uncapturable")
	}
	if res, err := Solve(context.Background(), join, Options{}); err != nil || res.Level < LevelSeki {
		t.Errorf("join: level %v (%v), want seki or better", res.Level, err)
	}
}

// eachQuestion asks rule at the engine's position in each question A1-A4
// (index 1 to 4 of the result).
func eachQuestion(e *engine, rule func() bool) (got [5]bool) {
	for k := 1; k <= 4; k++ {
		e.setQuestion(k)
		got[k] = rule()
	}
	return got
}

// TestCapturesTarget checks the rule that a position where the attacker,
// to move, captures every standing target stone with one move is decided
// for the attacker before it is searched: where it holds (one chain in
// atari; a ko the attacker may retake only with ko threats, in A3 and A4)
// and where it does not (two target chains in atari, a retake the ko ban
// forbids in A1 and A2, a liberty outside the area, the defender to move).
// TestAgainstReference checks its verdicts against plain minimax.
func TestCapturesTarget(t *testing.T) {
	at := func(e *engine) [5]bool { return eachQuestion(e, e.capturesTarget) }
	all := [5]bool{false, true, true, true, true}

	// White's B8-B7 chain, marked, has one liberty left, B9.
	p := problemFromSGF(t, []byte("(;SZ[9]PL[B]MA[bb]AB[ab][ac][cb][cc][bd][ea][da]AW[bb][bc][ad][cd][be][fa]LA[aa:dd])"))
	e := newQuestionEngine(p)
	if got := at(e); got != all {
		t.Errorf("one chain in atari: %v, want %v", got, all)
	}
	// White to move after Black's pass: not this rule's position.
	e.setQuestion(4)
	if ok, _ := e.play(goboard.Pass, 0); !ok {
		t.Fatal("pass refused")
	}
	if got := at(e); got != [5]bool{} {
		t.Errorf("White to move: %v, want none", got)
	}
	e.undo(0)

	// Two target stones, each in atari, with different liberties (B9, F9).
	two := problemFromSGF(t, []byte("(;SZ[9]PL[B]MA[aa][ea]AB[ab][da][eb]AW[aa][ea][ac][fb]LA[aa:gd])"))
	if got := at(newQuestionEngine(two)); got != [5]bool{} {
		t.Errorf("two chains in atari: %v, want none", got)
	}

	// The target's last liberty lies outside the area: never played.
	out := problemFromSGF(t, []byte("(;SZ[9]PL[B]MA[bb]AB[ab][ac][cb][cc][bd][ea][da]AW[bb][bc][ad][cd][be][fa]LA[ab:dd])"))
	if got := at(newQuestionEngine(out)); got != [5]bool{} {
		t.Errorf("liberty outside the area: %v, want none", got)
	}

	// White has just taken a ko at B8; Black may retake at B7 only with
	// ko threats: in A3 and A4, where the attacker has them.
	c, err := sgf.Parse([]byte("(;SZ[9]AB[ab][ba][cb][bc]AW[ac][cc][bd][dd]LA[aa:dd];W[bb]MA[bb])"))
	if err != nil {
		t.Fatal(err)
	}
	ko, _, err := FromSGF(c.Games[0], 1, nil, goboard.Rules{})
	if err != nil {
		t.Fatal(err)
	}
	e = newQuestionEngine(ko)
	if e.b.Ko() != e.b.Point(1, 2) {
		t.Fatalf("no ko at B7: %v", e.b.Ko())
	}
	if got, want := at(e), [5]bool{false, false, false, true, true}; got != want {
		t.Errorf("ko: %v, want %v", got, want)
	}
}

// TestTargetCaught checks the rule that a position where the defender, to
// move, cannot keep the attacker from capturing every standing target
// stone at the next move is decided for the attacker before it is
// searched: where it holds (the move at the last liberty is suicide, or
// leaves one liberty) and where it does not (the move there gains two
// liberties, an attacker chain next to the target is in atari, the
// liberty lies outside the area, the attacker to move, the attacker's pass
// in A1-A3). TestAgainstReference checks its verdicts against plain
// minimax (and caught the pass).
func TestTargetCaught(t *testing.T) {
	at := func(src string) [5]bool {
		e := newQuestionEngine(problemFromSGF(t, []byte(src)))
		return eachQuestion(e, func() bool { return e.targetCaught(0) })
	}
	all := [5]bool{false, true, true, true, true}
	for _, c := range []struct {
		name, sgf string
		want      [5]bool
	}{
		// White's A8 has one liberty, A9, where White's move is suicide.
		{"suicide at the liberty", "(;SZ[9]PL[W]MA[ab]AB[ba][bb][ac]AW[ab]LA[aa:dd])", all},
		// C8's liberty C9: White's move there keeps one liberty, B9.
		{"one liberty after the move", "(;SZ[9]PL[W]MA[cb]AB[bb][db][cc][da]AW[cb]LA[aa:ed])", all},
		// The same with D9 empty: the move at C9 gains B9 and D9.
		{"two liberties after the move", "(;SZ[9]PL[W]MA[cb]AB[bb][db][cc]AW[cb]LA[aa:ed])", [5]bool{}},
		// Black's A7 is in atari: White's A6 takes it and frees A8.
		{"attacker in atari", "(;SZ[9]PL[W]MA[ab]AB[ba][bb][ac]AW[ab][bc]LA[aa:dd])", [5]bool{}},
		// The liberty A9 is outside the area A8:D6.
		{"liberty outside the area", "(;SZ[9]PL[W]MA[ab]AB[ba][bb][ac]AW[ab]LA[ab:dd])", [5]bool{}},
		// Black to move: capturesTarget's position, not this rule's.
		{"attacker to move", "(;SZ[9]PL[B]MA[ab]AB[ba][bb][ac]AW[ab]LA[aa:dd])", [5]bool{}},
	} {
		if got := at(c.sgf); got != c.want {
			t.Errorf("%s: %v, want %v", c.name, got, c.want)
		}
	}
	// After Black's pass White's pass ends the game with the target
	// standing, a win in A1-A3; in A4 two passes are Black's.
	e := newQuestionEngine(problemFromSGF(t, []byte("(;SZ[9]PL[B]MA[ab]AB[ba][bb][ac]AW[ab]LA[aa:dd])")))
	var got [5]bool
	for k := 1; k <= 4; k++ {
		e.setQuestion(k)
		if ok, _ := e.play(goboard.Pass, 0); !ok {
			t.Fatal("pass refused")
		}
		got[k] = e.targetCaught(1)
		e.undo(0)
	}
	if want := [5]bool{false, false, false, false, true}; got != want {
		t.Errorf("after the attacker's pass: %v, want %v", got, want)
	}
}

// TestAtariWins checks the rule that a position where the attacker, to
// move, ataris the target's one chain so that the defender is caught
// (targetCaught) is decided for the attacker: where it holds (Black's A7
// leaves White's A8 only A9, where White's move is suicide) and where it
// does not (White's C7 escapes from either atari). TestAgainstReference
// checks its verdicts, and TestLineDependentResults the bounds that a
// result reused on another line needs, against plain minimax.
func TestAtariWins(t *testing.T) {
	at := func(src string) [5]bool {
		e := newQuestionEngine(problemFromSGF(t, []byte(src)))
		return eachQuestion(e, func() bool { win, _ := e.atariWins(0); return win })
	}
	if got, want := at("(;SZ[9]PL[B]MA[ab]AB[ba][bb]AW[ab]LA[aa:dd])"), [5]bool{false, true, true, true, true}; got != want {
		t.Errorf("atari on the edge: %v, want %v", got, want)
	}
	if got := at("(;SZ[9]PL[B]MA[cc]AB[bc][cb]AW[cc]LA[aa:ee])"); got != [5]bool{} {
		t.Errorf("open atari: %v, want none", got)
	}
	if got := at("(;SZ[9]PL[W]MA[ab]AB[ba][bb]AW[ab]LA[aa:dd])"); got != [5]bool{} {
		t.Errorf("White to move: %v, want none", got)
	}
}
