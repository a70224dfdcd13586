package solve

import (
	"context"
	"errors"
	"os"
	"testing"
	"time"

	"lifeline/goboard"
	"lifeline/sgf"
)

func TestFromSGF(t *testing.T) {
	cases := []struct {
		name     string
		sgf      string
		defender goboard.Color
		target   int // number of target stones
		empty    int // empty points in the area
		err      error
	}{
		{"default area and target", "(;SZ[9]AB[ea][eb][ac][bc][cc][dc][ec]AW[da][ab][bb][cb][db])", goboard.White, 5, 3, nil},
		{"marked target", "(;SZ[9]MA[da]AB[ea][eb][ac][bc][cc][dc][ec]AW[da][ab][bb][cb][db])", goboard.White, 5, 3, nil},
		{"marked attacker stone makes Black the defender", "(;SZ[9]MA[ea]AB[ea][eb][ac][bc][cc][dc][ec]AW[da][ab][bb][cb][db])", goboard.Black, 7, 3, nil},
		{"LA area", "(;SZ[9]LA[aa:ed]AB[ea][eb][ac][bc][cc][dc][ec]AW[da][ab][bb][cb][db])", goboard.White, 5, 3 + 5, nil},
		{"SL area", "(;SZ[9]MA[da]SL[aa][ba]AB[ea][eb][ac][bc][cc][dc][ec]AW[da][ab][bb][cb][db])", goboard.White, 5, 2, nil},
		{"SQ area", "(;SZ[9]MA[da]SQ[ba][ca][ab]AB[ea][eb][ac][bc][cc][dc][ec]AW[da][ab][bb][cb][db])", goboard.White, 5, 2, nil},
		{"SQ far from the target is markup", "(;SZ[9]MA[da]SQ[ii]AB[ea][eb][ac][bc][cc][dc][ec]AW[da][ab][bb][cb][db])", goboard.White, 5, 3, nil},
		{"SQ on stones only is markup", "(;SZ[9]SQ[da]AB[ea][eb][ac][bc][cc][dc][ec]AW[da][ab][bb][cb][db])", goboard.White, 5, 3, nil},
		{"LA before SL", "(;SZ[9]LA[aa:ed]SL[aa]AB[ea][eb][ac][bc][cc][dc][ec]AW[da][ab][bb][cb][db])", goboard.White, 5, 3 + 5, nil},
		{"SL area of an open problem without marks", "(;SZ[9]SL[aa][ba][ca][da][ea][fa][ga][fb][gb][ab][ac][ad]AB[bc][cc][dc][ec][fc][gc]AW[bb][cb][db][eb])", goboard.White, 4, 12, nil},
		{"SQ area of an open problem without marks", "(;SZ[9]SQ[aa][ba][ca][da][ea][fa][ga][fb][gb][ab][ac][ad]AB[bc][cc][dc][ec][fc][gc]AW[bb][cb][db][eb])", goboard.White, 4, 12, nil},
		{"SL without marks where the default area holds a problem", "(;SZ[9]SL[ii][hi]AB[ea][eb][ac][bc][cc][dc][ec]AW[da][ab][bb][cb][db])", goboard.White, 5, 3, nil},
		{"SL without marks holding no chain's liberties", "(;SZ[9]SL[ii]AB[aa][ca]AW[ba])", goboard.Empty, 0, 0, ErrEmptyArea},
		{"no target", "(;SZ[9]AB[ba][ab])", goboard.Empty, 0, 0, ErrNoTarget},
		{"empty area", "(;SZ[9]AB[aa])", goboard.Empty, 0, 0, ErrEmptyArea},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			col, err := sgf.Parse([]byte(c.sgf))
			if err != nil {
				t.Fatal(err)
			}
			p, _, err := FromSGF(col.Games[0], -1, nil, goboard.Rules{})
			if c.err != nil {
				if !errors.Is(err, c.err) {
					t.Fatalf("error %v, want %v", err, c.err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if p.Defender != c.defender || len(p.Target) != c.target || len(p.EmptyArea()) != c.empty {
				t.Errorf("defender %s, %d target stones, %d empty; want %s, %d, %d", p.Defender, len(p.Target), len(p.EmptyArea()), c.defender, c.target, c.empty)
			}
		})
	}
}

// TestProblemMoves checks which position a file's problem is by default:
// a problem file's setup before its answers, a game record's end.
func TestProblemMoves(t *testing.T) {
	cases := []struct {
		name, sgf string
		want      int
	}{
		{"setup and answer variations", "(;SZ[9]AB[aa]AW[ba](;B[ca])(;B[da]))", 0},
		{"setup and one answer line", "(;SZ[9]PL[W]AW[ba];W[ca];B[da])", 0},
		{"setup in a node after the root", "(;SZ[9];AB[aa]AW[ba];B[ca])", 0},
		{"setup only", "(;SZ[9]AB[aa]AW[ba])", 0},
		{"game record", "(;SZ[9];B[aa];W[ba])", -1},
		{"handicap game", "(;SZ[9]HA[2]AB[cc][gg];W[ba];B[ca])", -1},
		{"setup after the first move", "(;SZ[9];B[aa];AW[ba];B[ca])", -1},
		{"nothing", "(;SZ[9])", -1},
	}
	for _, c := range cases {
		col, err := sgf.Parse([]byte(c.sgf))
		if err != nil {
			t.Fatal(err)
		}
		if got := ProblemMoves(col.Games[0]); got != c.want {
			t.Errorf("%s: %d, want %d", c.name, got, c.want)
		}
	}
}

func hardProblem(t *testing.T) *Problem {
	data, err := os.ReadFile("testdata/hard/corner-twenty.sgf")
	if err != nil {
		t.Skipf("test data missing: %v", err)
	}
	return problemFromSGF(t, data)
}

// problemFromSGF reads the problem of the first game in an SGF text.
func problemFromSGF(tb testing.TB, data []byte) *Problem {
	tb.Helper()
	c, err := sgf.Parse(data)
	if err != nil {
		tb.Fatal(err)
	}
	p, _, err := FromSGF(c.Games[0], -1, nil, goboard.Rules{})
	if err != nil {
		tb.Fatal(err)
	}
	return p
}

func TestCancelAndProgress(t *testing.T) {
	p := hardProblem(t)
	before, depth := p.Board.String(), p.Board.Depth()
	ctx, cancel := context.WithCancel(context.Background())
	calls := 0
	res, err := Solve(ctx, p, Options{Progress: func(pr Progress) {
		calls++
		if pr.Nodes > 200000 {
			cancel()
		}
	}})
	if !errors.Is(err, context.Canceled) || res.Status != Unknown || calls == 0 {
		t.Fatalf("status %s, err %v, %d progress calls", res.Status, err, calls)
	}
	if p.Board.String() != before || p.Board.Depth() != depth {
		t.Fatal("the board was not restored")
	}
	res, err = Solve(context.Background(), p, Options{MaxNodes: 10000})
	if err != nil || res.Status != Unknown || res.Nodes > 20000 {
		t.Fatalf("node limit: %s %v %d nodes", res.Status, err, res.Nodes)
	}
	res, _ = Solve(context.Background(), p, Options{Timeout: 20 * time.Millisecond})
	if res.Status != Unknown {
		t.Fatalf("timeout: %s", res.Status)
	}
}

// TestAllocationsPerNode checks that the search allocates nothing per node:
// a solve's allocations do not grow with its nodes.
func TestAllocationsPerNode(t *testing.T) {
	probs := loadProblems(t)
	p := probs["corner-eight.sgf"]
	if p == nil {
		t.Skip("corner-eight.sgf missing")
	}
	// measure returns a solve's allocations and nodes under a node limit
	// (0: none).
	measure := func(limit int64) (float64, int64) {
		var nodes int64
		allocs := testing.AllocsPerRun(2, func() {
			res, _ := Solve(context.Background(), p, Options{MaxNodes: limit})
			nodes = res.Nodes
		})
		return allocs, nodes
	}
	shortA, shortN := measure(3000)
	fullA, fullN := measure(0)
	t.Logf("%v allocations for %d nodes, %v for %d", shortA, shortN, fullA, fullN)
	// Setting a solve up allocates a few hundred times (the problem, the
	// boards, the tables, the second engine); the search's buffers grow
	// with its depth, a few dozen more. Anything per node would show in
	// the 12,000 or more nodes between the two solves.
	if fullN < shortN+12000 || fullA > 400 || fullA-shortA > 64 {
		t.Fatalf("%v allocations for %d nodes, %v for %d", shortA, shortN, fullA, fullN)
	}
}

// TestParseArea checks both notations a user may type for an area.
func TestParseArea(t *testing.T) {
	for _, c := range []struct {
		s    string
		w, h int
		want string // SGF form, "" for an error
	}{
		{"A1:G5", 19, 19, "ao:gs"},
		{"g5:a1", 19, 19, "ao:gs"},
		{"J9:A1", 9, 9, "aa:ii"},
		{"C3", 9, 9, "cg:cg"},
		{"T19", 19, 19, "sa:sa"},
		{"ao:gs", 19, 19, "ao:gs"},
		{"I3", 9, 9, ""},
		{"K1", 9, 9, ""},
		{"A10", 9, 9, ""},
		{"A0", 9, 9, ""},
		{"A1:", 9, 9, ""},
		{"A1:b", 9, 9, ""},
		{"1A", 9, 9, ""},
	} {
		r, err := ParseArea(c.s, c.w, c.h)
		switch {
		case c.want == "" && err == nil:
			t.Errorf("%q: %s, want an error", c.s, r)
		case c.want != "" && err != nil:
			t.Errorf("%q: %v", c.s, err)
		case c.want != "" && r.String() != c.want:
			t.Errorf("%q: %s, want %s", c.s, r, c.want)
		}
	}
}
