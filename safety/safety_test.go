package safety

import (
	"context"
	"strings"
	"testing"

	"lifeline/benson"
	"lifeline/goboard"
)

// textbookCase is a diagram: X black, O white, '.' empty, and in the want
// diagram a point proven Black's by Benson ('b'), the pass-alive territory
// rule ('t'), Müller's 2-vital rule ('v'), his static 1-vital rule ('m'), the territory rule
// ('r') or the local search ('s'),
// 'd' for a white stone proven dead,
// '-' for a point that must stay unproven, '?' for no requirement.
type textbookCase struct {
	name  string
	board string
	want  string
}

var wantReason = map[byte]Reason{'b': ReasonBenson, 't': ReasonPassAliveTerritory, 'v': ReasonTwoVital, 'm': ReasonStatic, 'r': ReasonTerritory, 's': ReasonLocalSearch}

var textbook = []textbookCase{
	{
		name: "two eyes (Benson)",
		board: `.X.XO.
		        XXXXO.
		        OOOOO.`,
		want: `bbbb??
		       bbbb??
		       ??????`,
	},
	{
		name: "miai connection through two shared liberties (Müller)",
		board: `.X.X.XO
		        XX.XXXO
		        OO.OOOO`,
		want: `mm?mmm?
		       mm?mmm?
		       ???????`,
	},
	{
		name: "static rule: blocks merged by a miai pair, a 1-vital region with a dead stone",
		board: `.X.X.OX
		        XX.XXXX
		        OO.OOOO`,
		want: `mm?mmdm
		       mm?mmmm
		       ???????`,
	},
	{
		name: "static rule: three blocks merged by two miai pairs",
		board: `.X.X.X.
		        XX.X.XX
		        OOOOOOO`,
		want: `mm?m?mm
		       mm?m?mm
		       ???????`,
	},
	{
		name: "pass-alive territory with one interior point (KataGo)",
		board: `.X...X.
		        XX...XX
		        .XXXXX.`,
		want: `bbtttbb
		       bbtttbb
		       bbbbbbb`,
	},
	{
		name: "dead stones inside proven territory",
		board: `.XO.X.
		        XX..XX
		        .XXXX.`,
		want: `bbdbbb
		       bbbbbb
		       bbbbbb`,
	},
	{
		name: "one eye is not safe",
		board: `.X..O.
		        XXOOO.
		        OO....`,
		want: `--????
		       --????
		       ??????`,
	},
	{
		name: "2-vital: a straight four eye (Müller)",
		board: `XXXXXX
		        X....X
		        XXXXXX`,
		want: `vvvvvv
		       vvvvvv
		       vvvvvv`,
	},
	{
		name: "2-vital: a bent four eye",
		board: `XXXXX
		        X...X
		        XXX.X
		        XXXXX`,
		want: `vvvvv
		       vvvvv
		       vvvvv
		       vvvvv`,
	},
	{
		name: "2-vital: two chains with two intersection points between them",
		board: `XXXX
		        O...
		        XXXX
		        OOOO
		        O.O.`,
		want: `vvvv
		       dvvv
		       vvvv
		       ????
		       ????`,
	},
	{
		name: "2-vital: a dead stone in the eye",
		board: `XXXXXX
		        XO...X
		        XXXXXX`,
		want: `vvvvvv
		       vdvvvv
		       vvvvvv`,
	},
	{
		name: "2-vital chain as the anchor of a miai-joined chain",
		board: `O...X
		        XXXXX
		        ..OOO
		        XXOO.`,
		want: `dvvvv
		       vvvvv
		       ?????
		       mm???`,
	},
	{
		name: "territory by miai paths: two interior points, the second joined through the first (Fuego)",
		board: `...X.
		        ..OXX
		        XXXXX
		        XXXX.`,
		want: `rrrbb
		       rrdbb
		       bbbbb
		       bbbbb`,
	},
	{
		name: "seki is not safe",
		board: `.XO.OX
		        XXOOOX
		        OOXXXX
		        ......`,
		want: `??-?-?
		       ??---?
		       ??----
		       ??????`,
	},
}

// transform applies one of the 8 symmetries of the rectangle and optionally
// swaps the colours in a diagram.
func transform(d string, sym int, swap bool) string {
	var rows []string
	for _, line := range strings.Split(d, "\n") {
		line = strings.TrimSpace(line)
		if line != "" {
			rows = append(rows, line)
		}
	}
	h, w := len(rows), len(rows[0])
	at := func(x, y int) byte { return rows[y][x] }
	nw, nh := w, h
	if sym&4 != 0 {
		nw, nh = h, w
	}
	out := make([][]byte, nh)
	for y := range out {
		out[y] = make([]byte, nw)
	}
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			tx, ty := x, y
			if sym&1 != 0 {
				tx = w - 1 - tx
			}
			if sym&2 != 0 {
				ty = h - 1 - ty
			}
			if sym&4 != 0 {
				tx, ty = ty, tx
			}
			ch := at(x, y)
			if swap {
				switch ch {
				case 'X':
					ch = 'O'
				case 'O':
					ch = 'X'
				}
			}
			out[ty][tx] = ch
		}
	}
	var sb strings.Builder
	for _, r := range out {
		sb.Write(r)
		sb.WriteByte('\n')
	}
	return sb.String()
}

// forSymmetries runs f on a case's board under the 8 symmetries, with and
// without the colours swapped: the board, Benson's result, the expected rows
// (transformed like the board), the colour the rows are about and its
// opponent.
func forSymmetries(t *testing.T, ba *benson.Analyzer, board, want string, f func(sym int, swap bool, b *goboard.Board, br *benson.Result, want []string, c, opp goboard.Color)) {
	t.Helper()
	for sym := 0; sym < 8; sym++ {
		for _, swap := range []bool{false, true} {
			b, err := goboard.Parse(transform(board, sym, swap))
			if err != nil {
				t.Fatal(err)
			}
			rows := strings.Split(strings.TrimSpace(transform(want, sym, false)), "\n")
			c, opp := goboard.Black, goboard.White
			if swap {
				c, opp = opp, c
			}
			br, err := ba.Analyze(b, goboard.Rules{})
			if err != nil {
				t.Fatal(err)
			}
			f(sym, swap, b, br, rows, c, opp)
		}
	}
}

func TestTextbookCases(t *testing.T) {
	ba := benson.NewAnalyzer()
	a := NewAnalyzer()
	for _, tc := range textbook {
		t.Run(tc.name, func(t *testing.T) {
			checked := false
			forSymmetries(t, ba, tc.board, tc.want, func(sym int, swap bool, b *goboard.Board, br *benson.Result, want []string, c, opp goboard.Color) {
				// A budget large enough for every symmetry: the search's
				// node count depends on the order of the points.
				r := a.Analyze(context.Background(), b, br, Options{Search: true, NodeLimit: 300000})
				for y, row := range want {
					for x := 0; x < len(row); x++ {
						p := b.Point(x, y)
						switch row[x] {
						case 'b', 't', 'v', 'm', 'r', 's', 'd':
							if !r.Proven[c].Has(p) {
								t.Fatalf("sym %d swap %v: %s not proven for %v\n%s%s", sym, swap, b.Name(p), c, b, describe(b, r, c))
							}
							if row[x] == 'd' && !r.Dead[opp].Has(p) {
								t.Fatalf("sym %d swap %v: %s not dead\n%s", sym, swap, b.Name(p), b)
							}
							if want, ok := wantReason[row[x]]; ok {
								if _, why := r.Reason(p); why != want {
									t.Fatalf("sym %d swap %v: %s proven by %v, want %v", sym, swap, b.Name(p), why, want)
								}
							}
							checked = true
						case '-':
							if r.Proven[c].Has(p) || r.Proven[opp].Has(p) {
								t.Fatalf("sym %d swap %v: %s proven\n%s%s", sym, swap, b.Name(p), b, describe(b, r, c))
							}
							checked = true
						}
					}
				}
				if sym == 0 && !swap {
					// Every claim also holds by the exhaustive oracle.
					var st claimStats
					for _, suicide := range []bool{false, true} {
						if err := checkClaims(context.Background(), a, ba, b, goboard.Rules{AllowSuicide: suicide}, 300000, &st); err != nil {
							t.Fatal(err)
						}
					}
					if st.undecided > 0 {
						t.Logf("%s: the oracle could not decide within its budget", tc.name)
					}
				}
			})
			if !checked {
				t.Fatal("the case checks nothing")
			}
		})
	}
}

func TestReasonNames(t *testing.T) {
	for _, r := range Reasons() {
		if r.String() == "" || strings.Contains(r.String(), "(") {
			t.Errorf("reason %d has no name", r)
		}
	}
	if ReasonNone.String() != "" {
		t.Error("ReasonNone has a name")
	}
}

// TestAnalyzeDoesNotChangeBoard checks that the board is left as it was.
func TestAnalyzeDoesNotChangeBoard(t *testing.T) {
	b, _ := goboard.Parse(".X.X.XO\nXX.XXXO\nOO.OOOO\n.......")
	before := b.Copy()
	br, _ := benson.Analyze(b, goboard.Rules{})
	NewAnalyzer().Analyze(context.Background(), b, br, Options{Search: true})
	if !b.Equal(before) || b.Hash() != before.Hash() || b.Depth() != before.Depth() {
		t.Fatal("Analyze changed the board")
	}
}

// TestTotalNodeLimit checks that the total budget bounds the search and
// keeps the verdict the same from run to run.
func TestTotalNodeLimit(t *testing.T) {
	games := finalBoards(t)
	ba := benson.NewAnalyzer()
	a := NewAnalyzer()
	for i, b := range games {
		if i >= 10 {
			break
		}
		br, err := ba.Analyze(b, goboard.Rules{})
		if err != nil {
			t.Fatal(err)
		}
		full := *a.Analyze(context.Background(), b, br, Options{Search: true})
		lim := *a.Analyze(context.Background(), b, br, Options{Search: true, TotalNodeLimit: 5000})
		again := *a.Analyze(context.Background(), b, br, Options{Search: true, TotalNodeLimit: 5000})
		if lim.Nodes > 5000 {
			t.Errorf("game %d: %d nodes searched with a budget of 5000", i, lim.Nodes)
		}
		if lim.Proven != again.Proven {
			t.Errorf("game %d: two runs with the same budget differ", i)
		}
		if full.Nodes < lim.Nodes {
			t.Errorf("game %d: %d nodes without a budget, %d with one", i, full.Nodes, lim.Nodes)
		}
	}
}

// TestTwoVitalRule checks the 2-vital rule alone (the static analysis, no
// search) on shapes it must and must not prove, under the 8 symmetries and
// the colour swap, and every claim by the oracle. In the want diagram 'v'
// is a point the rule proves for Black, '-' a point the static analysis
// must leave unproven.
func TestTwoVitalRule(t *testing.T) {
	cases := []textbookCase{
		{
			name:  "straight four with a dead stone at its end",
			board: "O...X\nXXXXX\nOOOOO\nOOO.O",
			want:  "dvvvv\nvvvvv\n?????\n?????",
		},
		{
			name:  "two dead stones, two intersection points between them",
			board: "O..OX\nXXXXX\nOOOOO\nO.O.O",
			want:  "dvvdv\nvvvvv\n?????\n?????",
		},
		{
			name:  "an intersection point next to the interior point",
			board: "..OX\n.XXX\n.XOO\nXXO.",
			want:  "vvdv\nvvvv\nvv??\nvv??",
		},
		{
			name:  "two chains, three intersection points",
			board: ".XXX\n....\nXXXX\nOOOO\n.OO.",
			want:  "vvvv\nvvvv\nvvvv\n????\n????",
		},
		{
			name:  "straight three: one intersection point",
			board: "X...X\nXXXXX\nOOOOO\nO.O.O",
			want:  "-----\n-----\n?????\n?????",
		},
		{
			name:  "square four: no intersection point",
			board: "X..XO\nX..XO\nXXXXO\nOOOOO\nO.O.O",
			want:  "----?\n----?\n----?\n?????\n?????",
		},
		{
			name:  "bent four in the corner with two stones inside: one intersection point",
			board: "OO..X\nXXXXX\nOOOOO\nO.O.O",
			want:  "-----\n-----\n?????\n?????",
		},
		{
			name:  "no point next to all three chains",
			board: "X.XX\n....\nXXXX\nOOOO\n.OO.",
			want:  "----\n----\n----\n????\n????",
		},
	}
	ba := benson.NewAnalyzer()
	a := NewAnalyzer()
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			forSymmetries(t, ba, tc.board, tc.want, func(sym int, swap bool, b *goboard.Board, br *benson.Result, want []string, c, opp goboard.Color) {
				r := a.Analyze(context.Background(), b, br, Options{})
				for y, row := range want {
					for x := 0; x < len(row); x++ {
						p := b.Point(x, y)
						_, why := r.Reason(p)
						switch row[x] {
						case 'v', 'd':
							if !r.Proven[c].Has(p) || why != ReasonTwoVital {
								t.Fatalf("sym %d swap %v: %s not proven by the 2-vital rule (%v)\n%s%s", sym, swap, b.Name(p), why, b, describe(b, r, c))
							}
							if row[x] == 'd' && !r.Dead[opp].Has(p) {
								t.Fatalf("sym %d swap %v: %s not dead\n%s", sym, swap, b.Name(p), b)
							}
						case '-':
							if r.Proven[c].Has(p) || r.Proven[opp].Has(p) {
								t.Fatalf("sym %d swap %v: %s proven (%v)\n%s%s", sym, swap, b.Name(p), why, b, describe(b, r, c))
							}
						}
					}
				}
				if sym == 0 && !swap {
					// Every claim holds by the oracle. With suicide the
					// opponent's suicides make its plays long: a claim
					// beyond its budget is only reported.
					for _, suicide := range []bool{false, true} {
						var st claimStats
						if err := checkClaimsOpt(context.Background(), a, ba, b, goboard.Rules{AllowSuicide: suicide}, Options{}, 400000, &st); err != nil {
							t.Fatal(err)
						}
						if st.undecided > 0 {
							t.Logf("suicide %v: the oracle could not decide within its budget", suicide)
							if !suicide {
								t.Error("undecided without suicide")
							}
						}
					}
				}
			})
		})
	}
}
