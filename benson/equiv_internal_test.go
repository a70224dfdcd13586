package benson

import (
	"fmt"
	"math/rand"
	"reflect"
	"testing"

	"lifeline/goboard"
	"lifeline/internal/corpus"
	"lifeline/replay"
	"lifeline/sgf"
)

// sameResult reports the first difference between two results, comparing
// every exported field and the per-point lookups.
func sameResult(b *goboard.Board, got *Result, want *Result, ref *refAnalyzer) error {
	// The lookups of a result: the optimised Analyzer's methods, or the
	// reference's arrays.
	chainAt := func(r *Result, p goboard.Point) int {
		if r == got {
			return r.ChainAt(p)
		}
		if p <= 0 || int(p) >= r.Geometry.Area() {
			return -1
		}
		return int(ref.chainAt[p])
	}
	regionAt := func(r *Result, p goboard.Point, c goboard.Color) int {
		if r == got {
			return r.RegionAt(p, c)
		}
		if p <= 0 || int(p) >= r.Geometry.Area() || (c != goboard.Black && c != goboard.White) {
			return -1
		}
		return int(ref.regionAt[c][p])
	}
	stones := func(r *Result, id int) []goboard.Point {
		if r == got {
			return r.Stones(id)
		}
		return ref.refStones[id]
	}
	points := func(r *Result, id int) []goboard.Point {
		if r == got {
			return r.Points(id)
		}
		return ref.refPoints[id]
	}
	norm := func(r *Result) any {
		type out struct {
			Chains   []Chain
			Regions  []Region
			Stones   [][]goboard.Point
			Points   [][]goboard.Point
			Steps    []Step
			Alive    [3]goboard.PointSet
			Safe     [3]goboard.PointSet
			ChainAt  []int
			RegionAt [3][]int
		}
		o := out{Alive: r.Alive, Safe: r.Safe}
		for _, ch := range r.Chains {
			o.Stones = append(o.Stones, append([]goboard.Point{}, stones(r, ch.ID)...))
			ch.Regions = append([]int{}, ch.Regions...)
			ch.Vital = append([]int{}, ch.Vital...)
			o.Chains = append(o.Chains, ch)
		}
		for _, reg := range r.Regions {
			o.Points = append(o.Points, append([]goboard.Point{}, points(r, reg.ID)...))
			reg.Chains = append([]int{}, reg.Chains...)
			reg.VitalTo = append([]int{}, reg.VitalTo...)
			o.Regions = append(o.Regions, reg)
		}
		for _, st := range r.Steps {
			var s Step
			s.Round = st.Round
			s.RemovedChains = []ChainRemoval{}
			for _, rc := range st.RemovedChains {
				s.RemovedChains = append(s.RemovedChains, ChainRemoval{rc.Chain, append([]int{}, rc.Vital...)})
			}
			s.RemovedRegions = append([]RegionRemoval{}, st.RemovedRegions...)
			o.Steps = append(o.Steps, s)
		}
		for p := -2; p < b.Area()+2; p++ {
			o.ChainAt = append(o.ChainAt, chainAt(r, goboard.Point(p)))
			for c := goboard.Empty; c <= goboard.Wall; c++ {
				if c < 3 {
					o.RegionAt[c] = append(o.RegionAt[c], regionAt(r, goboard.Point(p), c))
				}
			}
		}
		return o
	}
	g, w := norm(got), norm(want)
	if !reflect.DeepEqual(g, w) {
		return fmt.Errorf("results differ:\n got %+v\nwant %+v", g, w)
	}
	if got.Geometry != want.Geometry || got.Rules != want.Rules {
		return fmt.Errorf("geometry or options differ")
	}
	return nil
}

// compareWithReference analyses b with both implementations, both suicide
// modes, and reports any difference. The optimised analysis runs twice: as
// it chooses, and forced onto its general path of bit rows of any length
// (which real games, with at most 64 chains and regions per colour, never
// take).
func compareWithReference(t *testing.T, a *Analyzer, ref *refAnalyzer, b *goboard.Board) {
	t.Helper()
	defer func() { a.wide = false }()
	for _, wide := range []bool{false, true} {
		a.wide = wide
		compareOnce(t, a, ref, b)
	}
}

// compareOnce is compareWithReference for one path of the optimised analysis.
func compareOnce(t *testing.T, a *Analyzer, ref *refAnalyzer, b *goboard.Board) {
	t.Helper()
	for _, suicide := range []bool{false, true} {
		opt := goboard.Rules{AllowSuicide: suicide}
		got, gerr := a.Analyze(b, opt)
		want, werr := ref.Analyze(b, opt)
		if (gerr == nil) != (werr == nil) || (gerr != nil && gerr.Error() != werr.Error()) {
			t.Fatalf("errors differ: got %v, want %v\n%s", gerr, werr, b)
		}
		if gerr != nil {
			continue
		}
		if err := sameResult(b, got, want, ref); err != nil {
			t.Fatalf("suicide %v, wide %v: %v\n%s", suicide, a.wide, err, b)
		}
	}
}

// TestMatchesReference checks that the optimised analysis gives exactly the
// results of the reference implementation: on random positions of every
// size and density, and on the recorded games at many move numbers.
func TestMatchesReference(t *testing.T) {
	a := NewAnalyzer()
	ref := newRefAnalyzer()
	rng := rand.New(rand.NewSource(11))
	n := 4000
	if testing.Short() {
		n = 500
	}
	for i := 0; i < n; i++ {
		w, h := 1+rng.Intn(goboard.MaxSize), 1+rng.Intn(goboard.MaxSize)
		if i%3 == 0 {
			w, h = 1+rng.Intn(6), 1+rng.Intn(6)
		}
		b := goboard.MustNew(w, h)
		pb, pw := rng.Float64(), rng.Float64()
		if s := pb + pw; s > 1 {
			pb, pw = pb/s, pw/s
		}
		for y := 0; y < h; y++ {
			for x := 0; x < w; x++ {
				switch f := rng.Float64(); {
				case f < pb:
					_ = b.Setup(b.Point(x, y), goboard.Black)
				case f < pb+pw:
					_ = b.Setup(b.Point(x, y), goboard.White)
				}
			}
		}
		compareWithReference(t, a, ref, b)
		// Play random legal moves: positions with captures and real chains.
		for k := 0; k < 30; k++ {
			p := b.Point(rng.Intn(w), rng.Intn(h))
			_ = b.Play(p, goboard.Color(1+rng.Intn(2)))
		}
		compareWithReference(t, a, ref, b)
	}
	corpus.Run(t, corpus.Games, func(t *testing.T, s corpus.Set) { compareGamesWithReference(t, a, ref, s.Files) })
}

// compareGamesWithReference compares the analysis with the reference on the
// games in files, every 37 moves and at the end.
func compareGamesWithReference(t *testing.T, a *Analyzer, ref *refAnalyzer, files []string) {
	for _, f := range files {
		c, err := sgf.ParseFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for moves := 0; moves < 400; moves += 37 {
			pos, err := replay.MainLine(c.Games[0], moves, goboard.Rules{})
			if err != nil {
				t.Fatal(err)
			}
			compareWithReference(t, a, ref, pos.Board)
		}
		pos, _ := replay.MainLine(c.Games[0], -1, goboard.Rules{})
		compareWithReference(t, a, ref, pos.Board)
	}
}

// FuzzAnalyze compares the analysis with the reference implementation on
// boards set up from the fuzzer's bytes: two bits a point (empty, black,
// white), then random legal moves played from the rest.
func FuzzAnalyze(f *testing.F) {
	f.Add(uint8(5), uint8(5), []byte{0x15, 0x26, 0x99, 0x40, 0x01, 0xaa, 0x55})
	f.Add(uint8(19), uint8(19), []byte("pass-alive groups and their eyes"))
	f.Add(uint8(1), uint8(7), []byte{0x24, 0x01})
	a := NewAnalyzer()
	ref := newRefAnalyzer()
	f.Fuzz(func(t *testing.T, w, h uint8, data []byte) {
		width, height := 1+int(w)%goboard.MaxSize, 1+int(h)%goboard.MaxSize
		b := goboard.MustNew(width, height)
		k := 0
		for y := 0; y < height; y++ {
			for x := 0; x < width; x++ {
				if k/4 >= len(data) {
					break
				}
				if c := goboard.Color(data[k/4] >> (2 * (k % 4)) & 3); c == goboard.Black || c == goboard.White {
					_ = b.Setup(b.Point(x, y), c)
				}
				k++
			}
		}
		for _, v := range data[min(len(data), (k+3)/4):] {
			_ = b.Play(b.Point(int(v)%width, int(v)/width%height), b.ToPlay())
		}
		compareWithReference(t, a, ref, b)
	})
}
