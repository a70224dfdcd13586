package replay

import (
	"fmt"
	"strings"
	"testing"

	"lifeline/goboard"
	"lifeline/internal/corpus"
	"lifeline/sgf"
)

func parse(t *testing.T, s string) sgf.Node {
	t.Helper()
	c, err := sgf.Parse([]byte(s))
	if err != nil {
		t.Fatal(err)
	}
	return c.Games[0]
}

func TestApplyNodeSetupAndMove(t *testing.T) {
	root := parse(t, "(;SZ[4]AB[aa:bb]AW[dd]PL[W];W[cc];AE[aa]B[ca])")
	pos, err := MainLine(root, -1, goboard.Rules{})
	if err != nil {
		t.Fatal(err)
	}
	want := ".XX.\nXX..\n..O.\n...O\n"
	if got := pos.Board.String(); got != want {
		t.Fatalf("board\n%swant\n%s", got, want)
	}
	if pos.Moves != 2 || pos.Total != 2 || pos.Board.ToPlay() != goboard.White {
		t.Errorf("moves %d total %d to play %v", pos.Moves, pos.Total, pos.Board.ToPlay())
	}
	// Undo takes back the move and the setup of the last node.
	b := pos.Board
	for b.Undo() {
	}
	if b.String() != "....\n....\n....\n....\n" {
		t.Errorf("undo all:\n%s", b)
	}
}

func TestMainLineStopsAfterN(t *testing.T) {
	root := parse(t, "(;SZ[5];B[aa];W[bb](;B[cc];W[dd])(;B[ee]))")
	for n, want := range map[int]string{0: "", 1: "aa", 3: "aa bb cc", 9: "aa bb cc dd"} {
		t.Run(fmt.Sprintf("after %d moves", n), func(t *testing.T) {
			pos, err := MainLine(root, n, goboard.Rules{})
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			for y := 0; y < 5; y++ {
				for x := 0; x < 5; x++ {
					if c := pos.Board.ColorAt(x, y); c != goboard.Empty {
						got = append(got, pos.Board.SGF(pos.Board.Point(x, y)))
					}
				}
			}
			if strings.Join(got, " ") != want {
				t.Errorf("after %d moves: %v, want %s", n, got, want)
			}
		})
	}
}

func TestRuleBreakingMovesAreReplayedAndFlagged(t *testing.T) {
	// White retakes the ko at once: illegal, replayed anyway with the capture.
	root := parse(t, "(;SZ[4]AB[ba][ab][bc]AW[ca][db][cc][bb];B[cb];W[bb])")
	pos, err := MainLine(root, -1, goboard.Rules{})
	if err != nil {
		t.Fatal(err)
	}
	if len(pos.Warnings) == 0 || !strings.Contains(pos.Warnings[0], "move 2") {
		t.Errorf("warnings %v", pos.Warnings)
	}
	if pos.Board.ColorAt(1, 1) != goboard.White || pos.Board.ColorAt(2, 1) != goboard.Empty {
		t.Errorf("ko retake not replayed:\n%s", pos.Board)
	}
	// A move on an occupied point cannot be replayed.
	_, err = MainLine(parse(t, "(;SZ[9];B[cc];W[cc])"), -1, goboard.Rules{})
	if err == nil || !strings.Contains(err.Error(), "move 2") || !strings.Contains(err.Error(), "cc") {
		t.Errorf("occupied: %v", err)
	}
	if _, err := MainLine(parse(t, "(;SZ[30])"), -1, goboard.Rules{}); err == nil {
		t.Error("board size 30 accepted")
	}
}

// TestRealGames replays the main line of every real game: every move
// replays without a warning, the position after n moves equals the one
// reached node by node, and undoing everything gives the empty board.
func TestRealGames(t *testing.T) {
	corpus.Run(t, corpus.Games, func(t *testing.T, s corpus.Set) {
		for _, f := range s.Files {
			c, err := sgf.ParseFile(f)
			if err != nil {
				t.Fatal(err)
			}
			root := c.Games[0]
			end, err := MainLine(root, -1, goboard.Rules{})
			if err != nil {
				t.Fatalf("%s: %v", f, err)
			}
			if end.Moves != end.Total || end.Total < 50 || len(end.Warnings) > 0 {
				t.Errorf("%s: %d of %d moves, warnings %q", f, end.Moves, end.Total, end.Warnings)
			}
			b, err := NewBoard(root)
			if err != nil {
				t.Fatal(err)
			}
			moves := 0
			for _, n := range sgf.MainLine(root) {
				if _, err := ApplyNode(b, n); err != nil {
					t.Fatalf("%s move %d: %v", f, moves+1, err)
				}
				if _, _, ok := Move(n); !ok {
					continue
				}
				if moves++; moves%50 == 0 {
					pos, err := MainLine(root, moves, goboard.Rules{})
					if err != nil || pos.Moves != moves || !pos.Board.Equal(b) {
						t.Fatalf("%s: MainLine(%d) (%v) differs from the position reached node by node", f, moves, err)
					}
				}
			}
			if !b.Equal(end.Board) {
				t.Errorf("%s: the final positions differ", f)
			}
			for b.Undo() {
			}
			if b.Hash() != 0 || b.Captures(goboard.Black)+b.Captures(goboard.White) != 0 {
				t.Errorf("%s: not the empty board after undoing everything:\n%s", f, b)
			}
		}
	})
}
