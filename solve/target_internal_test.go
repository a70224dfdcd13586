package solve

import (
	"context"
	"testing"

	"lifeline/goboard"
)

// TestTargetByChains checks that the target is its stones, not its points:
// a defender stone played on the point of a captured target stone is not the
// target. On this 3x4 board, with the area the three lower rows,
//
//	  A B C
//	4 X , ,    (not in the area: Black's A4 and the chain B3 keep B4, C4)
//	3 O X X
//	2 O X O
//	1 . . .
//
// White to play, White's target is A3-A2 (one liberty, A1) and C2 (one
// liberty, C1). White cannot save both: after White B1, Black A1 captures
// A2-A3, and White's stones played again on A2 (capturing A1) are not the
// target; C2 falls. Read by its points, the target would stand on those
// replayed stones and White would get a ko (B1 winning): the reference
// reading by points shows that this position tells the two apart.
func TestTargetByChains(t *testing.T) {
	b, err := goboard.Parse(`
X..
OXX
OXO
...`)
	if err != nil {
		t.Fatal(err)
	}
	b.SetToPlay(goboard.White)
	var area goboard.PointSet
	for y := 1; y < 4; y++ {
		for x := 0; x < 3; x++ {
			area.Add(b.Point(x, y))
		}
	}
	p := &Problem{Board: b, Defender: goboard.White, Area: area,
		Target: []goboard.Point{b.Point(0, 1), b.Point(0, 2), b.Point(2, 2)}}
	res, err := Solve(context.Background(), p, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if res.Status != Dies || len(res.Winning) != 0 {
		t.Errorf("solver: %s, winning %v; want dies", res.Status, names(b, res.Winning))
	}
	if l, _, ok := refSolve(p, 1000000); !ok || l != LevelDies {
		t.Errorf("reference: level %d (finished %v), want %d", l, ok, LevelDies)
	}
	l, w, _, ok := refSolveReading(p, 1000000, true)
	if !ok || l != LevelKoDefThreats || len(w) != 1 || w[0] != b.Point(1, 3) {
		t.Errorf("reference by points: level %d, winning %v (finished %v); want %d with B1", l, names(b, w), ok, LevelKoDefThreats)
	}
}
