package solve

import (
	"context"
	"fmt"
	"maps"
	"math/rand/v2"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"lifeline/goboard"
	"lifeline/sgf"
)

// loadProblems reads the composed problems of testdata.
func loadProblems(tb testing.TB) map[string]*Problem {
	files, _ := filepath.Glob("testdata/*.sgf")
	if len(files) == 0 {
		tb.Skip("no problems in testdata")
	}
	return readProblems(tb, files, filepath.Base)
}

// readProblems reads the problems of the files, named by name(file).
func readProblems(tb testing.TB, files []string, name func(string) string) map[string]*Problem {
	out := map[string]*Problem{}
	for _, f := range files {
		c, err := sgf.ParseFile(f)
		if err != nil {
			tb.Fatal(err)
		}
		p, _, err := FromSGF(c.Games[0], -1, nil, goboard.Rules{})
		if err != nil {
			tb.Fatal(f, err)
		}
		out[name(f)] = p
	}
	return out
}

// BenchmarkSolve solves each composed problem completely (level, every
// first move, refutations and main line) and reports nodes per second; also
// the problems of testdata/hard solved within a second or so.
func BenchmarkSolve(b *testing.B) {
	probs := loadProblems(b)
	hard, _ := filepath.Glob("testdata/hard/corner-fourteen.sgf")
	maps.Copy(probs, readProblems(b, hard, func(f string) string {
		return "hard/" + filepath.Base(f)
	}))
	for name, p := range probs {
		b.Run(name, func(b *testing.B) {
			b.ReportAllocs()
			var nodes int64
			for i := 0; i < b.N; i++ {
				res, err := Solve(context.Background(), p, Options{})
				if err != nil || res.Status == Unknown {
					b.Fatalf("%v %v", res.Status, err)
				}
				nodes += res.Nodes
			}
			b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
			b.ReportMetric(float64(nodes)/float64(b.N), "nodes/op")
			b.ReportMetric(float64(len(p.EmptyArea())), "empty")
		})
	}
}

// randomMaxNodes bounds each solve of BenchmarkSolveRandom: a problem it
// does not answer within it counts as unknown (none did when the
// benchmark was added).
const randomMaxNodes = 100_000_000

// randomProblems returns n random enclosed problems (enclosedProblem) of
// exactly empty empty points in their area, the same on every run.
func randomProblems(empty, n int) []*Problem {
	rng := rand.New(rand.NewPCG(uint64(empty), 34))
	var out []*Problem
	for len(out) < n {
		if p, _ := enclosedProblem(rng, empty); len(p.EmptyArea()) == empty {
			out = append(out, p)
		}
	}
	return out
}

// BenchmarkSolveRandom solves fixed sets of random enclosed problems of
// exactly 10, 12 and 14 empty points, 25 of each, completely as
// BenchmarkSolve does: positions of the shape TestAgainstTsumegoJS
// generates (a rectangle of random stones of both colours in a corner
// behind a one-stone attacker wall, one marked target chain), a sample of
// GoTools-style problems of that size that nobody chose, unlike the
// composed ones. It reports the median time of a problem (of the last
// pass), the nodes of a pass and the problems left unknown within
// randomMaxNodes nodes.
func BenchmarkSolveRandom(b *testing.B) {
	for _, empty := range []int{10, 12, 14} {
		b.Run(fmt.Sprintf("empty-%d", empty), func(b *testing.B) {
			probs := randomProblems(empty, 25)
			var nodes int64
			var times []time.Duration
			unknown := 0
			for i := 0; i < b.N; i++ {
				times, unknown = times[:0], 0
				for _, p := range probs {
					t0 := time.Now()
					res, err := Solve(context.Background(), p, Options{MaxNodes: randomMaxNodes})
					if err != nil {
						b.Fatal(err)
					}
					times = append(times, time.Since(t0))
					nodes += res.Nodes
					if res.Status == Unknown {
						unknown++
					}
				}
			}
			slices.Sort(times)
			b.ReportMetric(float64(times[len(times)/2].Microseconds())/1000, "ms/problem-median")
			b.ReportMetric(float64(nodes)/float64(b.N), "nodes/op")
			b.ReportMetric(float64(unknown), "unknown")
		})
	}
}
