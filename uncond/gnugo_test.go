package uncond_test

import (
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"lifeline/goboard"
	"lifeline/internal/corpus"
	"lifeline/internal/gnugo"
	"lifeline/replay"
	"lifeline/sgf"
	"lifeline/uncond"
)

// long reports whether the long comparison runs (LIFELINE_LONG=1;
// LIFELINE_SEED=N draws other random positions).
func long() bool { return os.Getenv("LIFELINE_LONG") != "" }

// randomGame plays up to n random legal moves (Black and White
// alternating, no suicide, simple ko) on a fresh board and returns it; with
// dense it keeps playing until no move but an eye-filling one is left.
func randomGame(rng *rand.Rand, size, n int, dense bool) *goboard.Board {
	b := goboard.MustNew(size, size)
	var empty []goboard.Point
	passes := 0
	for i := 0; (i < n || (dense && i < 8*size*size)) && passes < 2; i++ {
		c := b.ToPlay()
		empty = empty[:0]
		for y := 0; y < size; y++ {
			for x := 0; x < size; x++ {
				if p := b.Point(x, y); b.At(p) == goboard.Empty && b.IsLegal(p, c) && !ownEye(b, p, c) {
					empty = append(empty, p)
				}
			}
		}
		if len(empty) == 0 {
			b.Pass(c)
			passes++
			continue
		}
		passes = 0
		if err := b.Play(empty[rng.IntN(len(empty))], c); err != nil {
			panic(err)
		}
	}
	return b
}

// ownEye reports whether every neighbour of p is c's (filling it would be
// pointless, so random play avoids it and leaves eyes standing).
func ownEye(b *goboard.Board, p goboard.Point, c goboard.Color) bool {
	for _, q := range b.Neighbors(p) {
		if col := b.At(q); col != c && col != goboard.Wall {
			return false
		}
	}
	return true
}

// compare checks every point of b against GNU Go's unconditional_status and
// returns the number of points compared. GNU Go must already hold b's
// position.
// tally counts GNU Go's answers over the run, to show the comparison is not
// vacuous.
var tally = map[string]int{}

func compare(t *testing.T, e *gnugo.Engine, b *goboard.Board, what string) int {
	t.Helper()
	r := uncond.Analyze(b)
	var cmds []string
	var pts []goboard.Point
	for y := 0; y < b.Height(); y++ {
		for x := 0; x < b.Width(); x++ {
			p := b.Point(x, y)
			pts = append(pts, p)
			cmds = append(cmds, "unconditional_status "+b.Name(p))
		}
	}
	got, err := e.ExecAll(cmds)
	if err != nil {
		t.Fatalf("%s: %v", what, err)
	}
	bad := 0
	for i, p := range pts {
		tally[got[i]]++
		if want := got[i]; r.At(p).String() != want {
			if bad == 0 {
				t.Errorf("%s: %s is %s, GNU Go says %s; position (X black, O white, %s to play):\n%s", what,
					b.Name(p), r.At(p), want, b.ToPlay().Name(), b)
			}
			bad++
		}
	}
	if bad > 1 {
		t.Errorf("%s: %d more points differ", what, bad-1)
	}
	return len(pts)
}

func TestRandomPositionsAgreeWithGNUGo(t *testing.T) {
	e := gnugo.Require(t)
	dir := t.TempDir()
	seed := uint64(11)
	if s, err := strconv.ParseUint(os.Getenv("LIFELINE_SEED"), 10, 64); err == nil {
		seed = s // another sample of positions
	}
	rng := rand.New(rand.NewPCG(seed, 3))
	type batch struct {
		size, count int
	}
	batches := []batch{{5, 250}, {6, 250}, {7, 250}, {9, 200}, {13, 40}, {19, 40}}
	if long() {
		for i := range batches {
			batches[i].count *= 10
		}
	}
	positions, points := 0, 0
	for _, bt := range batches {
		for i := 0; i < bt.count; i++ {
			area := bt.size * bt.size
			dense := i%5 == 4
			b := randomGame(rng, bt.size, rng.IntN(area*3/2)+1, dense)
			if err := e.SetPosition(b, dir); err != nil {
				t.Fatal(err)
			}
			points += compare(t, e, b, fmt.Sprintf("%dx%d #%d", bt.size, bt.size, i))
			positions++
			if t.Failed() {
				return
			}
		}
	}
	t.Logf("%d random positions, %d points agree with GNU Go: %v", positions, points, tally)
}

// TestGamesAgreeWithGNUGo loads real games into GNU Go at several move
// numbers (history included, so ko counts) and compares every point: the
// games bundled in internal/corpus, and some of the shared games (all of
// them with LIFELINE_LONG=1).
func TestGamesAgreeWithGNUGo(t *testing.T) {
	e := gnugo.Require(t)
	corpus.Run(t, corpus.Games, func(t *testing.T, set corpus.Set) {
		files := set.Files
		if !long() && set.Name == "shared" && len(files) > 15 {
			files = files[len(files)-15:] // the bundled games are among the first
		}
		positions := 0
		for _, f := range files {
			col, err := sgf.ParseFile(f)
			if err != nil || len(col.Games) == 0 {
				continue
			}
			all, err := replay.MainLine(col.Games[0], -1, goboard.Rules{})
			if err != nil || all.Board.Width() != all.Board.Height() || all.Board.Width() < 5 || all.Board.Width() > 19 {
				continue
			}
			for _, n := range []int{50, 100, 150, 200, 250, all.Total} {
				if n > all.Total {
					continue
				}
				pos, err := replay.MainLine(col.Games[0], n, goboard.Rules{})
				if err != nil {
					t.Fatal(err)
				}
				// loadsgf FILE N+1 gives the position before move N+1: after n moves.
				if _, err := e.Exec(fmt.Sprintf("loadsgf %s %d", f, n+1)); err != nil {
					t.Fatalf("%s: %v", f, err)
				}
				what := fmt.Sprintf("%s after %d moves", filepath.Base(f), n)
				sameStones(t, e, pos.Board, what)
				compare(t, e, pos.Board, what)
				positions++
				if t.Failed() {
					return
				}
			}
		}
		t.Logf("%d game positions agree with GNU Go", positions)
	})
}

// sameStones checks that GNU Go holds b's stones.
func sameStones(t *testing.T, e *gnugo.Engine, b *goboard.Board, what string) {
	t.Helper()
	for _, c := range []goboard.Color{goboard.Black, goboard.White} {
		got, err := e.Exec("list_stones " + strings.ToLower(c.Name()))
		if err != nil {
			t.Fatal(err)
		}
		var want []string
		for _, p := range b.StoneSet(c).AppendTo(nil) {
			want = append(want, b.Name(p))
		}
		g := strings.Fields(got)
		slices.Sort(g)
		slices.Sort(want)
		if !slices.Equal(g, want) {
			t.Fatalf("%s: GNU Go's %s stones %v, Lifeline's %v", what, c.Name(), g, want)
		}
	}
}
