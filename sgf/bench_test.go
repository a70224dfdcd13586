package sgf

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"lifeline/internal/corpus"
)

// bigCollection returns about size bytes of SGF: a collection of 19x19
// games of 250 moves with game information, a comment every 10 moves and a
// short variation every 50 moves, like a game database.
func bigCollection(size int) []byte {
	var b strings.Builder
	b.Grow(size + 4096)
	for g := 0; b.Len() < size; g++ {
		fmt.Fprintf(&b, "(;GM[1]FF[4]CA[UTF-8]SZ[19]KM[6.5]PB[Black player %d]BR[9d]PW[White player %d]WR[8d]"+
			"DT[2024-01-%02d]EV[Database game]RE[B+R]\n", g, g+1, g%28+1)
		for m := 0; m < 250; m++ {
			color := "B"
			if m%2 == 1 {
				color = "W"
			}
			p := Point{X: (m*7 + g) % 19, Y: (m*11 + g) % 19}
			fmt.Fprintf(&b, ";%s[%s]", color, p)
			if m%10 == 9 {
				fmt.Fprintf(&b, "C[Move %d: a comment about the position \\] here.]\n", m+1)
			}
			if m%50 == 49 {
				fmt.Fprintf(&b, "(;B[aa];W[bb]C[side line])\n(")
			}
		}
		b.WriteString(strings.Repeat(")", 6))
		b.WriteString("\n")
	}
	return []byte(b.String())
}

// reportMemory adds the allocated bytes per input byte, and the live heap of
// one parse result per input byte, to the benchmark output.
func reportMemory(b *testing.B, data []byte, parse func() any) {
	b.Helper()
	runtime.GC()
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	res := parse()
	runtime.GC()
	runtime.ReadMemStats(&after)
	runtime.KeepAlive(res)
	live := float64(after.HeapAlloc) - float64(before.HeapAlloc)
	b.ReportMetric(live/float64(len(data)), "live-x-input")
}

func benchmarkParse(b *testing.B, data []byte) {
	b.Helper()
	b.SetBytes(int64(len(data)))
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := Parse(data); err != nil {
			b.Fatal(err)
		}
	}
	b.StopTimer()
	reportMemory(b, data, func() any { c, _ := Parse(data); return c })
}

// BenchmarkParseNested10000 parses a game of 10,000 moves, each in its own
// nested variation.
func BenchmarkParseNested10000(b *testing.B) {
	benchmarkParse(b, nestedGame(10000))
}

// BenchmarkParse50MB parses a generated 50 MB game collection.
func BenchmarkParse50MB(b *testing.B) {
	benchmarkParse(b, bigCollection(50<<20))
}

// BenchmarkParseGame parses a real game record.
func BenchmarkParseGame(b *testing.B) {
	path := filepath.Join(corpus.Bundled(b, corpus.Games).Dir, "tom_34878262.sgf")
	data, err := os.ReadFile(path)
	if err != nil {
		b.Fatal(err)
	}
	benchmarkParse(b, data)
}

func benchmarkWrite(b *testing.B, data []byte) {
	b.Helper()
	c, err := Parse(data)
	if err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(len(data)))
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if err := c.Write(io.Discard); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkWriteNested10000 writes the 10,000-move nested game.
func BenchmarkWriteNested10000(b *testing.B) { benchmarkWrite(b, nestedGame(10000)) }

// BenchmarkWrite50MB writes the generated 50 MB collection.
func BenchmarkWrite50MB(b *testing.B) { benchmarkWrite(b, bigCollection(50<<20)) }
