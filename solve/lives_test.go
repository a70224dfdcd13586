package solve_test

import (
	"context"
	"os"
	"strings"
	"testing"

	"lifeline/goboard"
	"lifeline/solve"
)

// TestLivesA4 checks solve.LivesA4 against Solve on the textbook shapes:
// "yes" exactly when Solve's level is Lives; with EveryStone the answer is
// the same for a target of one chain (the eye rule it turns off only
// speeds the search up) and never "yes" where the plain question says no.
func TestLivesA4(t *testing.T) {
	checked, multi := 0, 0
	long := os.Getenv("LIFELINE_LONG") != ""
	for _, sh := range shapes {
		if sh.slow > 0 && !long {
			continue // seconds each, a minute without the eye rule (LIFELINE_LONG=1)
		}
		t.Run(sh.name, func(t *testing.T) {
			b := goboard.MustNew(9, 9)
			for y, row := range strings.Fields(sh.rows) {
				for x, ch := range row {
					switch ch {
					case 'X':
						_ = b.Setup(b.Point(x, y), goboard.Black)
					case 'O':
						_ = b.Setup(b.Point(x, y), goboard.White)
					}
				}
			}
			b.SetToPlay(sh.toPlay)
			p, err := solve.FromBoard(b, nil, nil)
			if err != nil {
				t.Fatal(err)
			}
			opt := solve.Options{TableBytes: 4 << 20}
			res, err := solve.Solve(context.Background(), p, opt)
			if err != nil {
				t.Fatal(err)
			}
			lives, known, _, err := solve.LivesA4(context.Background(), p, opt)
			if err != nil || !known {
				t.Fatalf("LivesA4: known %v, error %v", known, err)
			}
			if lives != (res.Level == solve.LevelLives) {
				t.Fatalf("LivesA4 %v, Solve's level %v\n%s", lives, res.Level, b)
			}
			chains := map[goboard.Point]bool{}
			for _, q := range p.Target {
				chains[b.ChainHead(q)] = true
			}
			every := *p
			every.EveryStone = true
			all, known, _, err := solve.LivesA4(context.Background(), &every, opt)
			if err != nil || !known {
				t.Fatalf("LivesA4 with EveryStone: known %v, error %v", known, err)
			}
			if len(chains) == 1 && all != lives || all && !lives {
				t.Fatalf("LivesA4 with EveryStone %v, without %v (%d target chains)\n%s", all, lives, len(chains), b)
			}
			checked++
			if len(chains) > 1 {
				multi++
			}
		})
	}
	t.Logf("%d shapes checked, %d with several target chains", checked, multi)
}
