package goboard

import (
	"testing"
	"time"

	"lifeline/internal/corpus"
	"lifeline/sgf"
)

// gameMove is one move of a recorded game.
type gameMove struct {
	p Point
	c Color
}

// loadGames reads the 19x19 game record files as move lists.
func loadGames(tb testing.TB, files []string) [][]gameMove {
	tb.Helper()
	g, _ := NewGeometry(19, 19)
	var games [][]gameMove
	for _, f := range files {
		c, err := sgf.ParseFile(f)
		if err != nil {
			tb.Fatal(err)
		}
		var moves []gameMove
		for _, n := range sgf.MainLine(c.Games[0]) {
			for _, m := range []struct {
				id string
				c  Color
			}{{"B", Black}, {"W", White}} {
				v, ok := n.Value(m.id)
				if !ok {
					continue
				}
				sp, pass, err := sgf.ParseMove(v, 19, 19)
				if err != nil {
					tb.Fatalf("%s: %v", f, err)
				}
				p := Pass
				if !pass {
					p = g.Point(sp.X, sp.Y)
				}
				moves = append(moves, gameMove{p, m.c})
			}
		}
		games = append(games, moves)
	}
	return games
}

// TestGamesReplay replays every recorded game to its end, checking the
// bookkeeping after every move, and takes it all back to the empty board.
func TestGamesReplay(t *testing.T) {
	corpus.Run(t, corpus.Games, func(t *testing.T, s corpus.Set) { testGamesReplay(t, loadGames(t, s.Files)) })
}

func testGamesReplay(t *testing.T, games [][]gameMove) {
	for gi, moves := range games {
		b := MustNew(19, 19)
		for i, m := range moves {
			if err := b.Play(m.p, m.c); err != nil {
				t.Fatalf("game %d move %d: %v", gi, i+1, err)
			}
			if i%7 == 0 || i == len(moves)-1 {
				if err := verify(b); err != nil {
					t.Fatalf("game %d move %d: %v\n%s", gi, i+1, err, b)
				}
			}
		}
		for i := len(moves) - 1; i >= 0; i-- {
			if !b.Undo() {
				t.Fatalf("game %d: undo %d failed", gi, i)
			}
			if i%7 == 0 {
				if err := verify(b); err != nil {
					t.Fatalf("game %d undo to %d: %v", gi, i, err)
				}
			}
		}
		if !b.Equal(MustNew(19, 19)) || b.Hash() != 0 || b.Depth() != 0 {
			t.Fatalf("game %d: not the empty board after taking everything back:\n%s", gi, b)
		}
	}
}

// BenchmarkPlayTakeback replays the recorded games move by move and then
// takes every move back; one op is one play+takeback pair.
func BenchmarkPlayTakeback(b *testing.B) {
	games := loadGames(b, corpus.Largest(b, corpus.Games).Files)
	board := MustNew(19, 19)
	b.ReportAllocs()
	b.ResetTimer()
	start := time.Now()
	pairs := 0
	for pairs < b.N {
		for _, moves := range games {
			for _, m := range moves {
				if err := board.Play(m.p, m.c); err != nil {
					b.Fatal(err)
				}
			}
			for range moves {
				board.Undo()
			}
			pairs += len(moves)
		}
	}
	b.ReportMetric(float64(time.Since(start).Nanoseconds())/float64(pairs), "ns/pair")
}

// BenchmarkIsLegal checks the legality of every empty point for the player
// to move in the final positions of the recorded games (the protocol of the
// README's reference figure); one op is one call.
func BenchmarkIsLegal(b *testing.B) { benchmarkIsLegal(b, false) }

// BenchmarkIsLegalMidgame is BenchmarkIsLegal on the positions after every
// 50th move as well: five times as many boards, colder caches.
func BenchmarkIsLegalMidgame(b *testing.B) { benchmarkIsLegal(b, true) }

func benchmarkIsLegal(b *testing.B, midgame bool) {
	games := loadGames(b, corpus.Largest(b, corpus.Games).Files)
	type probe struct {
		board *Board
		empty []Point
	}
	var probes []probe
	for _, moves := range games {
		board := MustNew(19, 19)
		for i, m := range moves {
			_ = board.Play(m.p, m.c)
			if i == len(moves)-1 || (midgame && i%50 == 49) {
				pr := probe{board: board.Copy()}
				for y := 0; y < 19; y++ {
					for x := 0; x < 19; x++ {
						if p := board.Point(x, y); board.At(p) == Empty {
							pr.empty = append(pr.empty, p)
						}
					}
				}
				probes = append(probes, pr)
			}
		}
	}
	b.ReportAllocs()
	b.ResetTimer()
	legal, calls := 0, 0
	for calls < b.N {
		for _, pr := range probes {
			c := pr.board.ToPlay()
			for _, p := range pr.empty {
				if pr.board.IsLegal(p, c) {
					legal++
				}
			}
			calls += len(pr.empty)
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(calls), "ns/call")
	if legal == 0 {
		b.Fatal("no legal move found")
	}
}
