package gtp

import (
	"context"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"lifeline/goboard"
	"lifeline/internal/corpus"
)

// randomGameSGF plays n random legal moves on a 19x19 board (never filling
// a point all of whose neighbours are the mover's) and returns the game as
// SGF and the final board.
func randomGameSGF(seed uint64, n int) (string, *goboard.Board) {
	rng := rand.New(rand.NewPCG(seed, 7))
	b := goboard.MustNew(19, 19)
	var sb strings.Builder
	sb.WriteString("(;FF[4]GM[1]SZ[19]")
	var moves []goboard.Point
	for i := 0; i < n; i++ {
		c := b.ToPlay()
		moves = moves[:0]
		for y := 0; y < 19; y++ {
			for x := 0; x < 19; x++ {
				p := b.Point(x, y)
				if b.IsLegal(p, c) && !ownEye(b, p, c) {
					moves = append(moves, p)
				}
			}
		}
		if len(moves) == 0 {
			b.Pass(c)
			fmt.Fprintf(&sb, ";%s[]", c)
			continue
		}
		p := moves[rng.IntN(len(moves))]
		b.Play(p, c)
		fmt.Fprintf(&sb, ";%s[%s]", c, b.SGF(p))
	}
	sb.WriteString(")\n")
	return sb.String(), b
}

func ownEye(b *goboard.Board, p goboard.Point, c goboard.Color) bool {
	for _, q := range b.Neighbors(p) {
		if col := b.At(q); col != c && col != goboard.Wall {
			return false
		}
	}
	return true
}

// benchEngine returns an engine holding a random 19x19 game of n moves.
func benchEngine(b *testing.B, n int) (*Engine, string) {
	text, _ := randomGameSGF(1, n)
	path := filepath.Join(b.TempDir(), "game.sgf")
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		b.Fatal(err)
	}
	e := New()
	if resp, _, _ := e.execute(context.Background(), input{text: "loadsgf " + path}); resp[0] != '=' {
		b.Fatalf("loadsgf: %s", resp)
	}
	return e, path
}

func benchCommand(b *testing.B, e *Engine, command string) {
	b.ReportAllocs()
	ctx := context.Background()
	in := input{text: command}
	for b.Loop() {
		if resp, _, _ := e.execute(ctx, in); resp[0] != '=' {
			b.Fatalf("%s: %s", command, resp)
		}
	}
}

// provers are the verdicts final_status_list can stand on.
var provers = []struct {
	name string
	new  func() ProveFunc
}{
	{"safety-search", func() ProveFunc { return NewSafetyProver(true) }},
	{"safety-static", func() ProveFunc { return NewSafetyProver(false) }},
	{"benson+gnugo", NewBuiltinProver},
}

// BenchmarkFinalStatusList: final_status_list dead on a 19x19 position after
// 250 random moves, with each prover, the verdict cache emptied before each
// call (a new position).
func BenchmarkFinalStatusList(b *testing.B) {
	for _, pv := range provers {
		b.Run(pv.name, func(b *testing.B) {
			e, _ := benchEngine(b, 250)
			e.Prove = pv.new()
			b.ReportAllocs()
			in := input{text: "final_status_list dead"}
			for b.Loop() {
				e.cache = verdictCache{}
				if resp, _, _ := e.execute(context.Background(), in); resp[0] != '=' {
					b.Fatal(resp)
				}
			}
		})
	}
}

// BenchmarkFinalStatusListGames: the same on the final positions of real
// games (the shared games when present, else the bundled ones), in rotation.
func BenchmarkFinalStatusListGames(b *testing.B) {
	set := corpus.Largest(b, corpus.Games)
	for _, pv := range provers {
		b.Run(pv.name, func(b *testing.B) {
			var engines []*Engine
			for _, f := range set.Files {
				e := New()
				e.Prove = pv.new()
				if resp, _, _ := e.execute(context.Background(), input{text: "loadsgf " + f}); resp[0] == '=' {
					engines = append(engines, e)
				}
			}
			b.ReportAllocs()
			in := input{text: "final_status_list dead"}
			i := 0
			for b.Loop() {
				e := engines[i%len(engines)]
				i++
				e.cache = verdictCache{}
				if resp, _, _ := e.execute(context.Background(), in); resp[0] != '=' {
					b.Fatal(resp)
				}
			}
		})
	}
}

// BenchmarkUnconditionalStatus: one unconditional_status query on the same
// position (each query analyses the whole board, as GNU Go does).
func BenchmarkUnconditionalStatus(b *testing.B) {
	e, _ := benchEngine(b, 250)
	benchCommand(b, e, "unconditional_status K10")
}

// BenchmarkLoadSGF300: loadsgf of a 300-move 19x19 game (read, parse,
// replay).
func BenchmarkLoadSGF300(b *testing.B) {
	e, path := benchEngine(b, 300)
	benchCommand(b, e, "loadsgf "+path)
}
