package solve

import (
	"context"
	"fmt"
	"math/rand/v2"
	"os"
	"slices"
	"strings"
	"testing"

	"lifeline/goboard"
)

// TestBoundsAgainstReference stops the solver at random node budgets on
// random small problems and checks what it claims to have proven against
// the exhaustive reference: Least <= level <= Most, Proven's words true of
// the level, the bounds of the progress reports narrowing and true, and
// Least == Most == Level when the result is known. LIFELINE_SOLVE_LONG=1
// and LIFELINE_SOLVE_N as for TestAgainstReference.
func TestBoundsAgainstReference(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 7))
	n, maxEmpty, budget := 800, 6, 10000
	if os.Getenv("LIFELINE_SOLVE_LONG") != "" {
		n, maxEmpty, budget = 6000, 8, 300000
	}
	if s := os.Getenv("LIFELINE_SOLVE_N"); s != "" {
		fmt.Sscan(s, &n)
	}
	checked, unknown, bounded, linesCut := 0, 0, 0, 0
	for i := 0; i < n; i++ {
		p := randomProblem(rng, maxEmpty)
		want, _, ok := refSolve(p, budget)
		if !ok {
			continue
		}
		full, err := Solve(context.Background(), p, Options{TableBytes: 1 << 20, NoReasons: true})
		if err != nil {
			t.Fatal(err)
		}
		desc := func() string {
			return fmt.Sprintf("problem %d: %s to play, defender %s, target %v\n%s", i, p.Board.ToPlay(), p.Defender, names(p.Board, p.Target), p.Board)
		}
		if full.Least != want || full.Most != want || full.Level != want {
			t.Fatalf("%s: level %d, least %d, most %d; reference %d", desc(), full.Level, full.Least, full.Most, want)
		}
		if full.Proven() != "" {
			t.Fatalf("%s: a known result says %q", desc(), full.Proven())
		}
		if w := BoundWords(p.Defender, want, want); !boundHolds(w, p.Defender, want) {
			t.Fatalf("%s: the words of its own level %q are not true of it", desc(), w)
		}
		opt := Options{TableBytes: 1 << 20, NoReasons: true, MaxNodes: 1 + rng.Int64N(full.Nodes)}
		if i%2 == 1 {
			opt.forkAt, opt.splitAt, opt.round, opt.sync = -1, 1+int64(i%40), 1+int64(i%23), 1+int64(i%7)
		}
		least, most := LevelDies, LevelLives
		opt.Progress = func(pr Progress) {
			if pr.Least < least || pr.Most > most || pr.Least > want || pr.Most < want {
				t.Errorf("%s: progress least %d most %d after %d, %d; reference %d", desc(), pr.Least, pr.Most, least, most, want)
			}
			least, most = pr.Least, pr.Most
		}
		res, err := Solve(context.Background(), p, opt)
		if err != nil {
			t.Fatal(err)
		}
		checked++
		if res.Status != Unknown {
			if res.Least != res.Level || res.Most != res.Level || res.Level != want {
				t.Fatalf("%s: level %d, least %d, most %d; reference %d", desc(), res.Level, res.Least, res.Most, want)
			}
			// A line stopped by the limit still starts with a move
			// reaching the level, unless none does (every move fails).
			worst := want.worstFor(p.Board.ToPlay(), p.Defender)
			if len(res.Line) > 0 && !worst && slices.ContainsFunc(res.Refutations, func(r Refutation) bool { return r.Move == res.Line[0] }) {
				t.Fatalf("%s: stopped after %d nodes, the line %v starts with a failing move (winning %v, undecided %v)", desc(), res.Nodes,
					names(p.Board, res.Line), names(p.Board, res.Winning), names(p.Board, res.Undecided))
			}
			if len(res.Line) > 0 && res.LineCut {
				linesCut++
			}
			continue
		}
		unknown++
		if res.Least > want || res.Most < want || res.Least > res.Most {
			t.Fatalf("%s: stopped after %d nodes with least %d, most %d; reference %d", desc(), res.Nodes, res.Least, res.Most, want)
		}
		if w := res.Proven(); w != "" {
			bounded++
			if !boundHolds(w, p.Defender, want) {
				t.Fatalf("%s: proven %q; reference level %d", desc(), w, want)
			}
			if !strings.Contains(res.Verdict(p.Board.Geometry), w) {
				t.Fatalf("%s: the verdict %q does not say %q", desc(), res.Verdict(p.Board.Geometry), w)
			}
		} else if res.Least != LevelDies || res.Most != LevelLives {
			t.Fatalf("%s: least %d, most %d, in no words", desc(), res.Least, res.Most)
		}
	}
	t.Logf("%d problems, %d stopped early, %d of them with a proven bound; %d known results with a line cut by the limit", checked, unknown, bounded, linesCut)
	if checked < n/2 || bounded < n/20 {
		t.Fatalf("too few checked: %d problems, %d with a proven bound", checked, bounded)
	}
}

// TestBoundWords checks every pair of levels: the words are true of each
// level between the two and of no other.
func TestBoundWords(t *testing.T) {
	for _, def := range []goboard.Color{goboard.Black, goboard.White} {
		for least := LevelDies; least <= LevelLives; least++ {
			for most := least; most <= LevelLives; most++ {
				w := BoundWords(def, least, most)
				if w == "" {
					if least != LevelDies || most != LevelLives {
						t.Errorf("%v %d..%d: no words", def, least, most)
					}
					continue
				}
				for l := LevelDies; l <= LevelLives; l++ {
					if got := boundHolds(w, def, l); got != (least <= l && l <= most) {
						t.Errorf("%v %d..%d: %q holds of level %d: %v", def, least, most, w, l, got)
					}
				}
			}
		}
	}
}

// boundHolds reports whether BoundWords' words are true of level l: a
// reason's wording (see reasonHolds), with ", at best ..." when it has
// two bounds.
func boundHolds(words string, def goboard.Color, l Level) bool {
	first, best, two := strings.Cut(words, ", at best ")
	if !two {
		return reasonHolds(words, def, l) || words == "the "+def.Name()+" target depends on a ko in which "+l.KoThreats(def).Name()+" needs ko threats" && (l == LevelKoAttThreats || l == LevelKoDefThreats)
	}
	var ok bool
	switch best {
	case "seki":
		ok = l <= LevelSeki
	case "a ko in which " + def.Opponent().Name() + " needs ko threats":
		ok = l <= LevelKoAttThreats
	case "a ko in which " + def.Name() + " needs ko threats":
		ok = l <= LevelKoDefThreats
	}
	return ok && reasonHolds(first, def, l)
}
