package benson

import (
	"encoding/json"
	"fmt"
	"math/rand"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"

	"lifeline/goboard"
	"lifeline/internal/corpus"
)

// A case is a position drawn with its verdict: 'X' and 'O' are stones of
// alive chains, 'x' and 'o' stones not proven alive; '.' is an empty point,
// 'b' and 'w' are empty points safe for Black or White. Stones' safety is
// not drawn: an alive stone is always safe; 'y' and 'q' are a black and a
// white stone not alive but inside the other colour's safe area.
type bensonCase struct {
	name    string
	diagram string
	suicide bool // analyse with suicide legal
}

var cases = []bensonCase{
	{name: "two separate one-point eyes", diagram: `
		bXbXb
		XXXXX
		ooooo
		.....`},
	{name: "one eye only", diagram: `
		.xx..
		xxx..
		ooooo
		.....`},
	{name: "big eye with an inner point that is no liberty", diagram: `
		...x.
		...x.
		...x.
		xxxx.
		.....`},
	{name: "false eye: the eye point touches a dead chain", diagram: `
		.xo..
		x.x..
		.xx..
		x....`},
	{name: "two chains sharing two eyes", diagram: `
		XbX
		XXb
		bXX`},
	{name: "opponent stone inside an eye whose empty points are liberties", diagram: `
		bqXbX
		XXXXX
		.....
		.....`},
	{name: "own-colour chain inside the eye region falls, and the eye with it", diagram: `
		xxxxxxx
		x...x.x
		x.x.x.x
		x...x.x
		xxxxxxx`},
	{name: "opponent stone in the middle of an eye, suicide illegal", diagram: `
		XXXXXXX
		XbbbXbX
		XbqbXbX
		XbbbXbX
		XXXXXXX`},
	{name: "opponent stone in the middle of an eye, suicide legal", suicide: true, diagram: `
		xxxxxxx
		x...x.x
		x.o.x.x
		x...x.x
		xxxxxxx`},
	{name: "dead chain touching the region only through an opponent stone", diagram: `
		.xxx.
		ox.x.
		ox.xo
		xx..x`},
	{name: "one-line board with two eyes", diagram: `bXbXb`},
	{name: "one-line board with one eye", diagram: `.xx..`},
	{name: "tall rectangular board", diagram: `
		bX
		XX
		bX
		XX
		oo
		..`},
	{name: "empty board", diagram: `
		...
		...`},
}

// diagramBoard builds the board of a case diagram.
func diagramBoard(t testing.TB, d string) *goboard.Board {
	t.Helper()
	pos := strings.NewReplacer("x", "X", "o", "O", "y", "X", "q", "O", "b", ".", "w", ".").Replace(d)
	b, err := goboard.Parse(pos)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// render draws a result in the diagram language of the cases.
func render(b *goboard.Board, r *Result) string {
	var sb strings.Builder
	for y := 0; y < b.Height(); y++ {
		for x := 0; x < b.Width(); x++ {
			p := b.Point(x, y)
			ch := byte('.')
			switch b.At(p) {
			case goboard.Black:
				ch = 'x'
				if r.Alive[goboard.Black].Has(p) {
					ch = 'X'
				} else if r.Safe[goboard.White].Has(p) {
					ch = 'y'
				}
			case goboard.White:
				ch = 'o'
				if r.Alive[goboard.White].Has(p) {
					ch = 'O'
				} else if r.Safe[goboard.Black].Has(p) {
					ch = 'q'
				}
			default:
				if r.Safe[goboard.Black].Has(p) {
					ch = 'b'
				} else if r.Safe[goboard.White].Has(p) {
					ch = 'w'
				}
			}
			sb.WriteByte(ch)
		}
		sb.WriteByte('\n')
	}
	return sb.String()
}

func normalize(d string) string {
	var rows []string
	for _, l := range strings.Split(d, "\n") {
		if l = strings.TrimSpace(l); l != "" {
			rows = append(rows, l)
		}
	}
	return strings.Join(rows, "\n") + "\n"
}

// transform applies one of the 8 board symmetries (and a colour swap when
// swap is set) to a diagram.
func transform(d string, sym int, swap bool) string {
	rows := strings.Split(strings.TrimSuffix(normalize(d), "\n"), "\n")
	h, w := len(rows), len(rows[0])
	get := func(x, y int) byte { return rows[y][x] }
	W, H := w, h
	if sym&4 != 0 {
		W, H = h, w
	}
	out := make([][]byte, H)
	for y := range out {
		out[y] = make([]byte, W)
		for x := range out[y] {
			sx, sy := x, y
			if sym&4 != 0 {
				sx, sy = y, x
			}
			if sym&1 != 0 {
				sx = w - 1 - sx
			}
			if sym&2 != 0 {
				sy = h - 1 - sy
			}
			c := get(sx, sy)
			if swap {
				c = map[byte]byte{'x': 'o', 'o': 'x', 'X': 'O', 'O': 'X', 'y': 'q', 'q': 'y', 'b': 'w', 'w': 'b', '.': '.'}[c]
			}
			out[y][x] = c
		}
	}
	var sb strings.Builder
	for _, r := range out {
		sb.Write(r)
		sb.WriteByte('\n')
	}
	return sb.String()
}

func TestCases(t *testing.T) {
	a := NewAnalyzer()
	for _, tc := range cases {
		for sym := 0; sym < 8; sym++ {
			for _, swap := range []bool{false, true} {
				want := transform(tc.diagram, sym, swap)
				b := diagramBoard(t, want)
				r, err := a.Analyze(b, goboard.Rules{AllowSuicide: tc.suicide})
				if err != nil {
					t.Fatalf("%s: %v", tc.name, err)
				}
				if got := render(b, r); got != want {
					t.Errorf("%s (symmetry %d, swapped %v):\ngot\n%swant\n%s", tc.name, sym, swap, got, want)
				}
			}
		}
	}
}

func TestCasesAgainstSearch(t *testing.T) {
	for _, tc := range cases {
		b := diagramBoard(t, tc.diagram)
		if b.Width()*b.Height() > 20 {
			continue // a capture would open too large a search
		}
		r, err := Analyze(b, goboard.Rules{AllowSuicide: tc.suicide})
		if err != nil {
			t.Fatal(err)
		}
		if err := compareWithSearch(b, r, tc.suicide); err != nil {
			t.Errorf("%s: %v", tc.name, err)
		}
	}
}

func TestIllegalPosition(t *testing.T) {
	b, _ := goboard.Parse("XO.\n...\n...")
	if _, err := Analyze(b, goboard.Rules{}); err != nil {
		t.Fatalf("legal position rejected: %v", err)
	}
	b2 := goboard.MustNew(3, 3)
	_ = b2.Setup(b2.Point(1, 0), goboard.Black)
	_ = b2.Setup(b2.Point(0, 1), goboard.Black)
	_ = b2.Setup(b2.Point(0, 0), goboard.White)
	_, err := Analyze(b2, goboard.Rules{})
	if err == nil || !strings.Contains(err.Error(), "A3") {
		t.Fatalf("want an error naming A3, got %v", err)
	}
}

func TestTraceExplainsVerdict(t *testing.T) {
	// The white stone at the top dies in round 1, which takes the region it
	// borders with it; round 2 then removes the black chain that relied on it.
	b := diagramBoard(t, `
		.xo..
		x.x..
		.xx..
		x....`)
	r, err := Analyze(b, goboard.Rules{})
	if err != nil {
		t.Fatal(err)
	}
	if len(r.Steps) == 0 {
		t.Fatal("no steps")
	}
	removed := map[int]int{}
	for _, st := range r.Steps {
		for _, rc := range st.RemovedChains {
			if len(rc.Vital) >= 2 {
				t.Errorf("round %d removed chain %d with %d vital regions", st.Round, rc.Chain, len(rc.Vital))
			}
			removed[rc.Chain] = st.Round
		}
		for _, rr := range st.RemovedRegions {
			if removed[rr.Chain] != st.Round {
				t.Errorf("round %d removed region %d for chain %d removed in round %d", st.Round, rr.Region, rr.Chain, removed[rr.Chain])
			}
		}
	}
	for _, ch := range r.Chains {
		if ch.Alive != (removed[ch.ID] == 0) || ch.RemovedRound != removed[ch.ID] {
			t.Errorf("chain %d alive %v removed in %d, trace says %d", ch.ID, ch.Alive, ch.RemovedRound, removed[ch.ID])
		}
	}
	if got := r.Explain(0); !strings.Contains(got, "Round 1") {
		t.Errorf("Explain(0) = %q", got)
	}
}

func countNonStones(b *goboard.Board) int {
	n := 0
	for y := 0; y < b.Height(); y++ {
		for x := 0; x < b.Width(); x++ {
			if b.ColorAt(x, y) == goboard.Empty {
				n++
			}
		}
	}
	return n
}

// capturable returns the stones of colour c that the opponent can capture by
// some sequence of legal moves while c always passes: an exhaustive search
// over the positions the opponent can reach.
func capturable(b *goboard.Board, c goboard.Color, suicide bool) goboard.PointSet {
	b = b.Copy()
	b.SetRules(goboard.Rules{AllowSuicide: suicide})
	opp := c.Opponent()
	var initial goboard.PointSet
	for y := 0; y < b.Height(); y++ {
		for x := 0; x < b.Width(); x++ {
			if b.ColorAt(x, y) == c {
				initial.Add(b.Point(x, y))
			}
		}
	}
	stones := initial.AppendTo(nil)
	var lost goboard.PointSet
	seen := map[uint64]bool{b.Hash(): true}
	var dfs func()
	dfs = func() {
		for y := 0; y < b.Height(); y++ {
			for x := 0; x < b.Width(); x++ {
				if lost == initial {
					return // every stone can be captured: nothing more to learn
				}
				p := b.Point(x, y)
				if b.At(p) != goboard.Empty {
					continue
				}
				b.Pass(c) // the owner passes: no ko binds the opponent
				if b.Play(p, opp) == nil {
					if !seen[b.Hash()] {
						seen[b.Hash()] = true
						for _, q := range stones {
							if b.At(q) != c {
								lost.Add(q)
							}
						}
						dfs()
					}
					b.Undo()
				}
				b.Undo()
			}
		}
	}
	dfs()
	return lost
}

// compareWithSearch checks that a chain is alive by Benson exactly when the
// search cannot capture any of its stones.
func compareWithSearch(b *goboard.Board, r *Result, suicide bool) error {
	for _, c := range []goboard.Color{goboard.Black, goboard.White} {
		lost := capturable(b, c, suicide)
		for _, ch := range r.Chains {
			if ch.Color != c {
				continue
			}
			canCapture := false
			for _, q := range r.Stones(ch.ID) {
				if lost.Has(q) {
					canCapture = true
				}
			}
			if ch.Alive == canCapture {
				return fmt.Errorf("chain %d (%v at %s): Benson alive=%v, search captures=%v\n%s",
					ch.ID, c, b.Name(ch.Head), ch.Alive, canCapture, b)
			}
		}
	}
	return nil
}

// TestAgainstExhaustiveSearch compares Benson's verdict with an exhaustive
// search on thousands of random small positions, in both suicide modes.
func TestAgainstExhaustiveSearch(t *testing.T) {
	rng := rand.New(rand.NewSource(7))
	n := 3000
	if testing.Short() {
		n = 300
	}
	a := NewAnalyzer()
	checked, alive := 0, 0
	for checked < n {
		w, h := 2+rng.Intn(4), 2+rng.Intn(3)
		b := goboard.MustNew(w, h)
		pb := 0.35 + 0.2*rng.Float64()
		for y := 0; y < h; y++ {
			for x := 0; x < w; x++ {
				switch f := rng.Float64(); {
				case f < pb:
					_ = b.Setup(b.Point(x, y), goboard.Black)
				case f < pb+0.25:
					_ = b.Setup(b.Point(x, y), goboard.White)
				}
			}
		}
		if countNonStones(b) > 10 {
			continue
		}
		suicide := checked%2 == 1
		r, err := a.Analyze(b, goboard.Rules{AllowSuicide: suicide})
		if err != nil {
			continue // a chain without liberties
		}
		if err := compareWithSearch(b, r, suicide); err != nil {
			t.Fatalf("suicide legal %v: %v", suicide, err)
		}
		for _, ch := range r.Chains {
			if ch.Alive {
				alive++
			}
		}
		checked++
	}
	if alive == 0 {
		t.Fatal("no alive chain in any position: the generator is useless")
	}
	t.Logf("%d positions, %d alive chains", checked, alive)
}

// anchorPosition reads the setup of an anchor SGF file (SZ, AB, AW).
func anchorPosition(t *testing.T, path string) *goboard.Board {
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	s := string(data)
	w, h := 19, 19
	if m := regexp.MustCompile(`SZ\[(\d+)(?::(\d+))?\]`).FindStringSubmatch(s); m != nil {
		w, _ = strconv.Atoi(m[1])
		h = w
		if m[2] != "" {
			h, _ = strconv.Atoi(m[2])
		}
	}
	b := goboard.MustNew(w, h)
	for _, prop := range []struct {
		id string
		c  goboard.Color
	}{{"AB", goboard.Black}, {"AW", goboard.White}} {
		m := regexp.MustCompile(prop.id + `((?:\[[a-zA-Z]{2}\]\s*)+)`).FindStringSubmatch(s)
		if m == nil {
			continue
		}
		for _, v := range regexp.MustCompile(`\[([a-zA-Z]{2})\]`).FindAllStringSubmatch(m[1], -1) {
			p, err := b.FromSGF(v[1])
			if err != nil {
				t.Fatal(err)
			}
			_ = b.Setup(p, prop.c)
		}
	}
	return b
}

type anchorWant struct {
	Black, White struct {
		Alive []string `json:"alive"`
		Safe  []string `json:"safe"`
	}
}

func sgfList(b *goboard.Board, s *goboard.PointSet) []string {
	out := []string{}
	for _, p := range s.AppendTo(nil) {
		out = append(out, b.SGF(p))
	}
	sort.Strings(out)
	return out
}

// TestAnchors checks the alive and safe points of every anchor position
// (KataGo's and Fuego's suites and our own, bundled from
// ../shared/benson-anchors) in both suicide modes.
func TestAnchors(t *testing.T) {
	corpus.Run(t, corpus.Anchors, func(t *testing.T, s corpus.Set) { testAnchors(t, s.Dir, s.Files) })
}

func testAnchors(t *testing.T, dir string, files []string) {
	for _, f := range files {
		name := strings.TrimSuffix(filepath.Base(f), ".sgf")
		b := anchorPosition(t, f)
		for _, mode := range []struct {
			suffix  string
			suicide bool
		}{{".json", false}, {".suicide-legal.json", true}} {
			data, err := os.ReadFile(filepath.Join(dir, name+mode.suffix))
			if err != nil {
				continue
			}
			var want anchorWant
			if err := json.Unmarshal(data, &want); err != nil {
				t.Fatal(err)
			}
			r, err := Analyze(b, goboard.Rules{AllowSuicide: mode.suicide})
			if err != nil {
				t.Fatalf("%s: %v", name, err)
			}
			check := func(what string, got []string, want []string) {
				if want == nil {
					return
				}
				if strings.Join(got, ",") != strings.Join(want, ",") {
					t.Errorf("%s%s %s:\n got %v\nwant %v\n%s", name, mode.suffix, what, got, want, render(b, r))
				}
			}
			check("black alive", sgfList(b, &r.Alive[goboard.Black]), want.Black.Alive)
			check("white alive", sgfList(b, &r.Alive[goboard.White]), want.White.Alive)
			check("black safe", sgfList(b, &r.Safe[goboard.Black]), want.Black.Safe)
			check("white safe", sgfList(b, &r.Safe[goboard.White]), want.White.Safe)
		}
	}
}
