package safety

import (
	"context"
	"path/filepath"
	"sort"
	"testing"
	"time"

	"lifeline/benson"
	"lifeline/goboard"
	"lifeline/replay"
	"lifeline/sgf"
)

// gameBoards returns, per recorded game of ../shared/sgf/games, the
// boards after the moves n of its main line for which keep(n, total) is true
// (total: the number of moves; a trailing node without a move repeats the
// last board), in move order, or skips.
// Boards are copied only where kept: all of them for all the games would
// take more than a gigabyte.
func gameBoards(tb testing.TB, keep func(n, total int) bool) [][]*goboard.Board {
	tb.Helper()
	dir := filepath.Join("..", "..", "shared", "sgf", "games")
	files, _ := filepath.Glob(filepath.Join(dir, "*"))
	if len(files) == 0 {
		tb.Skipf("no game records in %s (the shared folder is absent)", dir)
	}
	var games [][]*goboard.Board
	for _, f := range files {
		c, err := sgf.ParseFile(f)
		if err != nil {
			tb.Fatal(err)
		}
		root := c.Games[0]
		line := sgf.MainLine(root)
		total := 0
		for _, n := range line {
			if _, _, ok := replay.Move(n); ok {
				total++
			}
		}
		b, err := replay.NewBoard(root)
		if err != nil {
			tb.Fatalf("%s: %v", f, err)
		}
		var boards []*goboard.Board
		moves := 0
		for i, n := range line {
			if _, err := replay.ApplyNode(b, n); err != nil {
				tb.Fatalf("%s: %v", f, err)
			}
			_, _, isMove := replay.Move(n)
			if isMove {
				moves++
			}
			last := i == len(line)-1
			if (isMove || last) && keep(moves, total) {
				boards = append(boards, b.Copy())
			}
		}
		games = append(games, boards)
	}
	return games
}

// finalBoards returns the final position of every recorded game.
func finalBoards(tb testing.TB) []*goboard.Board {
	var out []*goboard.Board
	for _, g := range gameBoards(tb, func(n, total int) bool { return n == total }) {
		out = append(out, g[len(g)-1])
	}
	return out
}

// share is a count of proven points over a count of points.
type share struct{ proven, points int }

func (s share) percent() float64 { return 100 * float64(s.proven) / float64(max(1, s.points)) }

// TestProvenShareOnGames measures the share of points proven on the recorded
// games at move 150 and at the end, by Benson alone, by the static verdict
// with the local search, and with the solver rule, and checks that each
// contains the one before.
func TestProvenShareOnGames(t *testing.T) {
	games := gameBoards(t, func(n, total int) bool { return n == min(150, total) || n == total })
	ba := benson.NewAnalyzer()
	a := NewAnalyzer()
	var bensonS, staticS, searchS, solverS [2]share
	var gained [2]int
	for _, boards := range games {
		for k, b := range [2]*goboard.Board{boards[0], boards[len(boards)-1]} {
			br, err := ba.Analyze(b, goboard.Rules{})
			if err != nil {
				t.Fatal(err)
			}
			pts := b.Width() * b.Height()
			var safe goboard.PointSet
			safe.Union(&br.Safe[goboard.Black])
			safe.Union(&br.Safe[goboard.White])
			bensonS[k].proven += safe.Len()
			st := a.Analyze(context.Background(), b, br, Options{})
			var static goboard.PointSet
			static.Union(&st.Proven[goboard.Black])
			static.Union(&st.Proven[goboard.White])
			if !safe.SubsetOf(&static) {
				t.Fatalf("the static verdict lost Benson's safe points\n%s", b)
			}
			staticS[k].proven += static.Len()
			se := a.Analyze(context.Background(), b, br, Options{Search: true, SolverMaxEmpty: -1})
			var searched goboard.PointSet
			searched.Union(&se.Proven[goboard.Black])
			searched.Union(&se.Proven[goboard.White])
			if !static.SubsetOf(&searched) {
				t.Fatalf("the search lost static points\n%s", b)
			}
			if se.Proven[goboard.Black].Intersects(&se.Proven[goboard.White]) {
				t.Fatalf("a point proven for both colours\n%s", b)
			}
			searchS[k].proven += searched.Len()
			sv := a.Analyze(context.Background(), b, br, Options{Search: true})
			var solved goboard.PointSet
			solved.Union(&sv.Proven[goboard.Black])
			solved.Union(&sv.Proven[goboard.White])
			if !searched.SubsetOf(&solved) {
				t.Fatalf("the solver rule lost searched points\n%s", b)
			}
			if sv.Proven[goboard.Black].Intersects(&sv.Proven[goboard.White]) {
				t.Fatalf("a point proven for both colours with the solver rule\n%s", b)
			}
			solverS[k].proven += solved.Len()
			gained[k] += solved.Len() - safe.Len()
			for _, s := range []*share{&bensonS[k], &staticS[k], &searchS[k], &solverS[k]} {
				s.points += pts
			}
		}
	}
	for k, when := range []string{"move 150", "end"} {
		t.Logf("%d games at %s: Benson %.1f %%, + pass-alive territory and static rule %.1f %%, + local search %.1f %%, + solver %.1f %% of the points",
			len(games), when, bensonS[k].percent(), staticS[k].percent(), searchS[k].percent(), solverS[k].percent())
	}
	if gained[1] == 0 {
		t.Error("the new verdict proves nothing beyond Benson on the final positions")
	}
}

// benchPositions returns the final positions and the positions at move
// 150 of the recorded games.
func benchPositions(b *testing.B) []*goboard.Board {
	games := gameBoards(b, func(n, total int) bool { return n == min(150, total) || n == total })
	var out []*goboard.Board
	for _, g := range games {
		out = append(out, g[0], g[len(g)-1])
	}
	return out
}

// benchmarkFull times Benson plus the verdict, both colours, per position,
// and reports the median.
func benchmarkFull(b *testing.B, opt Options) {
	boards := benchPositions(b)
	ba := benson.NewAnalyzer()
	a := NewAnalyzer()
	ctx := context.Background()
	times := make([]time.Duration, 0, len(boards))
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		bd := boards[i%len(boards)]
		start := time.Now()
		br, err := ba.Analyze(bd, goboard.Rules{})
		if err != nil {
			b.Fatal(err)
		}
		a.Analyze(ctx, bd, br, opt)
		if len(times) < cap(times) {
			times = append(times, time.Since(start))
		} else {
			times[i%len(times)] = time.Since(start)
		}
	}
	b.StopTimer()
	sort.Slice(times, func(i, j int) bool { return times[i] < times[j] })
	if len(times) > 0 {
		b.ReportMetric(float64(times[len(times)/2].Nanoseconds()), "ns-median")
	}
}

// BenchmarkSafety: Benson plus the static verdict (no search).
func BenchmarkSafety(b *testing.B) { benchmarkFull(b, Options{}) }

// BenchmarkSafetySearch: Benson plus the verdict with the local search and
// the solver rule.
func BenchmarkSafetySearch(b *testing.B) { benchmarkFull(b, Options{Search: true}) }

// benchmarkWholeGame times the verdict at every move of the longest game.
func benchmarkWholeGame(b *testing.B, opt Options) {
	// The longest game: find its length, then keep its boards only.
	longest := 0
	gameBoards(b, func(n, total int) bool { longest = max(longest, total); return false })
	var long []*goboard.Board
	for _, g := range gameBoards(b, func(n, total int) bool { return total == longest }) {
		if len(g) > len(long) {
			long = g
		}
	}
	ba := benson.NewAnalyzer()
	a := NewAnalyzer()
	ctx := context.Background()
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		for _, bd := range long {
			br, err := ba.Analyze(bd, goboard.Rules{})
			if err != nil {
				b.Fatal(err)
			}
			a.Analyze(ctx, bd, br, opt)
		}
	}
	b.ReportMetric(float64(len(long)-1), "moves")
}

// BenchmarkWholeGame: the static verdict at every move of a game.
func BenchmarkWholeGame(b *testing.B) { benchmarkWholeGame(b, Options{}) }

// BenchmarkWholeGameSearch: the same with the local search and the solver
// rule.
func BenchmarkWholeGameSearch(b *testing.B) { benchmarkWholeGame(b, Options{Search: true}) }

// BenchmarkWholeGameSearchNoSolver: the local search without the solver
// rule, to see the solver rule's share of the time.
func BenchmarkWholeGameSearchNoSolver(b *testing.B) {
	benchmarkWholeGame(b, Options{Search: true, SolverMaxEmpty: -1})
}

// BenchmarkSafetySearchNoSolver: Benson plus the verdict with the local
// search, without the solver rule.
func BenchmarkSafetySearchNoSolver(b *testing.B) {
	benchmarkFull(b, Options{Search: true, SolverMaxEmpty: -1})
}
