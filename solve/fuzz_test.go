package solve

import (
	"context"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"lifeline/goboard"
	"lifeline/sgf"
)

// FuzzParseRect checks that ParseRect never panics, that what it accepts
// lies inside the board, and that its String form parses back to it.
func FuzzParseRect(f *testing.F) {
	fuzzRect(f, ParseRect, "aa:fe", "cc", "fe:aa", " ab : cd ", "zz", "a", "aa:", ":", "AA:BB", "aa:ss")
}

// FuzzParseArea checks ParseArea as FuzzParseRect checks ParseRect: board
// notation names the rectangle its SGF form names.
func FuzzParseArea(f *testing.F) {
	fuzzRect(f, ParseArea, "A1:G5", "a1:g5", "G5:A1", "C3", "J9:A1", "I3", "A0", "A26", "Z1:A1", "A+1", "aa:fe", " a1 : b2 ")
}

// fuzzRect is the body of the two fuzz targets for parse, with its seeds.
func fuzzRect(f *testing.F, parse func(string, int, int) (Rect, error), seeds ...string) {
	for _, s := range seeds {
		f.Add(s, 19, 19)
	}
	f.Fuzz(func(t *testing.T, s string, w, h int) {
		if w < 1 || h < 1 || w > 25 || h > 25 {
			return
		}
		r, err := parse(s, w, h)
		if err != nil {
			if !strings.Contains(err.Error(), "area") {
				t.Fatalf("error without context: %v", err)
			}
			return
		}
		if r.X0 < 0 || r.Y0 < 0 || r.X0 > r.X1 || r.Y0 > r.Y1 || r.X1 >= w || r.Y1 >= h {
			t.Fatalf("%q: %+v outside %dx%d", s, r, w, h)
		}
		r2, err := ParseRect(r.String(), w, h)
		if err != nil || r2 != r {
			t.Fatalf("%q: %+v, round trip %+v %v", s, r, r2, err)
		}
	})
}

// FuzzSolveSGF reads problems from arbitrary SGF data as lifeline solve
// does and solves them with a small budget: reading never panics, an error
// says what went wrong, Solve leaves the board as it was, and what it
// reports is consistent (first moves in the area, none both winning and
// refuted, none at all without a verdict).
func FuzzSolveSGF(f *testing.F) {
	files, _ := filepath.Glob("testdata/*.sgf")
	for _, name := range files {
		data, err := os.ReadFile(name)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
	}
	for _, s := range []string{
		"(;SZ[5]AB[ba][bb][ab]AW[ca][cb][bc][ac]MA[ca]LA[aa:bb])",
		"(;SZ[5]AB[ba][bb]AW[ca][cb]SL[aa][ab]MA[ba];W[aa])",
		"(;SZ[4]AB[aa]AW[ba]PL[W]SQ[ab][bb]MA[aa](;W[ab])(;B[bb]))",
		"(;SZ[19:5]HA[2]AB[aa][bb]AW[cc]MA[cc];B[dd];W[ee])",
		"(;SZ[3]AW[aa][bb]MA[zz][aa]LA[cc:aa])",
		"(;SZ[5]AB[ba][bb][ab]AW[ca][cb][bc][ac]MA[ca]LA[aa:bb]PL[B](;B[aa]C[Correct])(;B[zz]C[right])(;W[aa];B[]C[RIGHT])(;B[]C[correct]))",
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		c, err := sgf.Parse(data)
		if err != nil || len(c.Games) == 0 {
			return
		}
		p, _, err := FromSGF(c.Games[0], -1, nil, goboard.Rules{})
		if err != nil {
			if err.Error() == "" {
				t.Fatal("an error without words")
			}
			return
		}
		before := p.Board.String()
		res, err := Solve(context.Background(), p, Options{MaxNodes: 3000, TableBytes: 1 << 16})
		if err != nil {
			if err.Error() == "" {
				t.Fatal("an error without words")
			}
			return
		}
		if after := p.Board.String(); after != before {
			t.Fatalf("the board changed:\n%s\n%s", before, after)
		}
		inArea := func(q goboard.Point) bool { return q == goboard.Pass || p.Area.Has(q) }
		seen := map[goboard.Point]bool{}
		for _, q := range res.Winning {
			if !inArea(q) {
				t.Fatalf("winning move %v outside the area", q)
			}
			seen[q] = true
		}
		for _, r := range res.Refutations {
			if !inArea(r.Move) || seen[r.Move] {
				t.Fatalf("refuted move %v outside the area or also winning", r.Move)
			}
			seen[r.Move] = true
		}
		if res.Status == Unknown && (len(res.Winning) > 0 || len(res.Refutations) > 0) {
			t.Fatalf("first moves without a verdict: %+v", res)
		}
		// The file's own answer, as lifeline solve --check reads it.
		ch := CheckAnswer(ProblemNode(c.Games[0], -1), p.Board, res)
		called := map[goboard.Point]bool{}
		for _, q := range ch.Called {
			called[q] = true
		}
		for _, q := range ch.WrongClaims {
			if !called[q] || slices.Contains(res.Winning, q) || res.Status == Unknown {
				t.Fatalf("wrong claim %v not called, winning, or without a result: %+v %+v", q, ch, res)
			}
		}
		for _, q := range ch.Missing {
			if called[q] || !slices.Contains(res.Winning, q) {
				t.Fatalf("missing %v called or not winning: %+v %+v", q, ch, res)
			}
		}
		if ch.Words(p.Board.Geometry, res) == "" || ch.Agrees(res) && len(ch.WrongClaims)+len(ch.Missing)+len(ch.Unsure) > 0 {
			t.Fatalf("check %+v: %q", ch, ch.Words(p.Board.Geometry, res))
		}
	})
}
