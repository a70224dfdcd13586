package solve

import (
	"context"
	"math/rand/v2"
	"os"
	"slices"
	"testing"

	"lifeline/goboard"
)

// proofStats counts a proof walked by walkProof.
type proofStats struct {
	positions int   // distinct positions of the proof (transpositions once)
	leaves    int   // of them, ended by the rules or a static test
	missing   int   // positions where no proof could be found
	research  int64 // nodes searched again where the table did not hold a result
	// rank counts the winner's turns by the place, in the search's
	// order, of the first move with a stored win (the last: 3 or later).
	rank [4]int
}

// walkProof follows, from the position at depth d, a proof that the
// defender wins the current question (defWins) or loses it, as the table
// holds it: at the winner's turn a move whose table result (or terminal
// or static test, through evaluate) is a win, the first in the search's
// order, else one that a new search from the position after it proves; at
// the loser's turn every move, each a proven loss. A position where
// neither gives a proof counts as missing. The board is left as it was.
func (e *engine) walkProof(d int, defWins bool, seen map[uint64]bool, st *proofStats) {
	key := e.ttKey(e.path[d], e.passed[d])
	if seen[key] {
		return
	}
	seen[key] = true
	st.positions++
	if t := e.terminal(); t != 0 {
		if (t > 0) != defWins {
			st.missing++
		}
		st.leaves++
		return
	}
	if ok, _ := e.staticLife(d); ok {
		if !defWins {
			st.missing++
		}
		st.leaves++
		return
	}
	kids, _ := e.gen(d, false)
	kids = slices.Clone(kids)
	ended := func(k child) bool { return k.move == goboard.Pass && e.passed[d] }
	research := func(k child) bool {
		if ok, _ := e.play(k.move, d); !ok {
			return false
		}
		n := e.nodes
		yes, known := e.ask(d + 1)
		st.research += e.nodes - n
		e.undo(d)
		return known && yes == defWins
	}
	into := func(k child) {
		if ok, _ := e.play(k.move, d); ok {
			e.walkProof(d+1, defWins, seen, st)
			e.undo(d)
		}
	}
	if (e.b.ToPlay() == e.def) == defWins {
		for i, k := range kids {
			if k.pn == infinity && k.dn == 0 {
				st.rank[min(i, len(st.rank)-1)]++
				if ended(k) {
					st.leaves++
				} else {
					into(k)
				}
				return
			}
		}
		for _, k := range kids {
			if !ended(k) && research(k) {
				into(k)
				return
			}
		}
		st.missing++
		return
	}
	for _, k := range kids {
		switch {
		case ended(k):
			if k.pn != 0 {
				st.missing++
			}
			st.leaves++
		case k.pn == 0 || research(k):
			into(k)
		default:
			st.missing++
		}
	}
}

// askAndWalk asks the questions ks of p in turn on one engine, as a
// solve's level does, and walks each answer's proof right after it: the
// answer (yes) and the proof's counts for each question answered, in the
// order of ks.
func askAndWalk(t *testing.T, p *Problem, ks []int, maxNodes int64) (yes []bool, searched []int64, st []proofStats) {
	t.Helper()
	e, err := start(context.Background(), p, Options{serial: true, NoReasons: true})
	if err != nil {
		t.Fatal(err)
	}
	depth0 := p.Board.Depth()
	defer func() {
		for p.Board.Depth() > depth0 {
			p.Board.Undo()
		}
	}()
	e.startLine()
	for _, k := range ks {
		e.setQuestion(k)
		n := e.nodes
		e.maxNodes = 0
		if maxNodes > 0 {
			e.maxNodes = n + maxNodes // each question its own budget
		}
		y, known := e.ask(0)
		if !known {
			break
		}
		yes, searched = append(yes, y), append(searched, e.nodes-n)
		var s proofStats
		e.maxNodes = 0 // the walk's searches have no limit
		e.walkProof(0, y, map[uint64]bool{}, &s)
		st = append(st, s)
	}
	return yes, searched, st
}

// TestProofCloses walks the proof of every question's answer through the
// table on random small problems and on the composed ones: at the
// winner's turns a winning move, at the loser's every move refuted, down
// to the end of the game or a static test, with no position where the
// table and a new search both fail to show the proof. A stored result
// that its position's moves do not support fails it.
func TestProofCloses(t *testing.T) {
	rng := rand.New(rand.NewPCG(29, 9))
	order := []int{4, 1, 2, 3} // every question, in the level's order
	walked := 0
	for range 1000 {
		p := randomProblem(rng, 7)
		yes, _, st := askAndWalk(t, p, order, 200000)
		for i := range yes {
			walked++
			if st[i].missing != 0 || st[i].positions == 0 {
				lvl, win, ok := refSolve(p, 2000000)
				t.Fatalf("A%d (yes %v) of\n%v: %d of %d positions without a proof (def %v toplay %v target %v area %v suicide %v; ref %v %v %v; answers %v)", order[i], yes[i], p.Board, st[i].missing, st[i].positions, p.Defender, p.Board.ToPlay(), names(p.Board, p.Target), names(p.Board, p.Area.AppendTo(nil)), p.Board.Rules().AllowSuicide, lvl, names(p.Board, win), ok, yes)
			}
		}
	}
	for name, p := range loadProblems(t) {
		yes, searched, st := askAndWalk(t, p, order, 2000000)
		for i := range yes {
			walked++
			if st[i].missing != 0 {
				t.Fatalf("%s A%d (yes %v): %d of %d positions without a proof", name, order[i], yes[i], st[i].missing, st[i].positions)
			}
			t.Logf("%s A%d %v: searched %d nodes, proof %d positions (%d leaves), searched again %d", name, order[i], yes[i], searched[i], st[i].positions, st[i].leaves, st[i].research)
		}
	}
	if walked < 3000 {
		t.Fatalf("only %d proofs walked", walked)
	}
	t.Logf("%d proofs walked", walked)
}

// TestProofSize measures, for the problem file LIFELINE_PROOF_FILE and the
// question LIFELINE_PROOF_Q (default 4), the search's size against the
// size of the proof it found (docs/solver-rounds.md, the twenty-ninth round).
func TestProofSize(t *testing.T) {
	fn := os.Getenv("LIFELINE_PROOF_FILE")
	if fn == "" {
		t.Skip("LIFELINE_PROOF_FILE not set: nothing to measure")
	}
	p := readProblems(t, []string{fn}, func(string) string { return "" })[""]
	k := 4
	if s := os.Getenv("LIFELINE_PROOF_Q"); s != "" && s[0] >= '1' && s[0] <= '4' {
		k = int(s[0] - '0')
	}
	yes, searched, sts := askAndWalk(t, p, []int{k}, 0)
	if len(yes) == 0 {
		t.Fatal("no answer")
	}
	st := sts[0]
	t.Logf("A%d %v: searched %d nodes; proof %d positions, %d leaves, %d missing, %d nodes searched again; the winner's move first in the order at %v of its turns (rank 0, 1, 2, 3+)", k, yes[0], searched[0], st.positions, st.leaves, st.missing, st.research, st.rank)
}
