package solve

import (
	"context"
	"maps"
	"path/filepath"
	"testing"

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
