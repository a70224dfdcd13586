package solve

import (
	"context"
	"slices"
	"testing"

	"lifeline/goboard"
)

// TestComposedProblems checks the answers of the composed problems in
// testdata whose result is known: the status, the side needing ko threats
// and the winning first moves (SGF coordinates, "" for a pass).
func TestComposedProblems(t *testing.T) {
	probs := loadProblems(t)
	cases := []struct {
		file    string
		status  Status
		threats goboard.Color // for Ko
		winning []string
	}{
		// The rabbit six, Black to kill: the centre c2 only.
		{"rabbit-six.sgf", Dies, goboard.Empty, []string{"cb"}},
		// Bent four in the corner (bend on the corner), White's wall without
		// outside liberties: Black's 1-2 point makes a ko White must win.
		{"bent-four-corner.sgf", Ko, goboard.White, []string{"ba"}},
		// Six in the corner (four on the first line, two on the second),
		// no outside liberties: Black's 1-2 point makes seki.
		{"corner-six-seki.sgf", Seki, goboard.Empty, []string{"ba"}},
		// White's eye at c1 is false: d1 saves the stone e1, but after
		// Black takes two at c1 and White takes back, the ko remains.
		{"false-eye-ko.sgf", Ko, goboard.White, []string{"da"}},
		// White's group on the side has two large eye spaces (eight and
		// six points, each touching Black's wall): every move lives, but a
		// pass lets Black end the game before White is pass-alive (14
		// empty points).
		{"side-fourteen.sgf", Lives, goboard.Empty, []string{"ba", "ca", "da", "ea", "fa", "ga", "ha", "cb", "bc", "cc", "dc", "ec", "fc", "gc"}},
		// Three eye spaces (nine, three and five points): every move
		// lives (17 empty points).
		{"side-seventeen.sgf", Lives, goboard.Empty, []string{"ba", "ca", "da", "ea", "fa", "ga", "gb", "bc", "cc", "dc", "fc", "gc", "be", "ce", "de", "ee", "fe"}},
		// A ten thousand year ko in the rectangular eight in the corner:
		// Black (the attacker) starts the ko only by taking the stone at
		// a1 and then needs the ko threats (a pass leaves seki). The
		// shape table checks it under every symmetry (shapes_test.go).
		{"ten-thousand-year-ko.sgf", Ko, goboard.Black, []string{"aa"}},
		// The wide version of side-fourteen (20 empty points).
		{"side-twenty.sgf", Lives, goboard.Empty, []string{"ba", "ca", "da", "ea", "fa", "ga", "ha", "ia", "ja", "ka", "cb", "bc", "cc", "dc", "ec", "fc", "gc", "hc", "ic", "jc"}},
	}
	for _, c := range cases {
		t.Run(c.file, func(t *testing.T) {
			p := probs[c.file]
			if p == nil {
				t.Skipf("%s missing from testdata", c.file)
			}
			res, err := Solve(context.Background(), p, Options{})
			if err != nil {
				t.Fatal(err)
			}
			if res.Status != c.status || (c.status == Ko && res.KoThreats != c.threats) {
				t.Fatalf("%s (threats %s), want %s (threats %s)", res.Status, res.KoThreats, c.status, c.threats)
			}
			var got []string
			for _, m := range res.Winning {
				got = append(got, p.Board.SGF(m))
			}
			if !slices.Equal(got, c.winning) {
				t.Fatalf("winning %q, want %q", got, c.winning)
			}
		})
	}
}
