package widgets

import (
	"context"
	"testing"

	"fyne.io/fyne/v2"

	"lifeline/benson"
	"lifeline/goboard"
	"lifeline/safety"
)

// provenBoard is a 7x5 position with a miai connection (safe under
// alternating play, not pass-alive), KataGo territory and a dead stone.
func provenBoard(t *testing.T) (*goboard.Board, *Proven) {
	b := mustParse(t, `.X.X.XO
	                   XX.XXXO
	                   OO.OOOO
	                   .O..O.X
	                   OOOOOOO`)
	br, err := benson.Analyze(b, goboard.Rules{})
	if err != nil {
		t.Fatal(err)
	}
	v := safety.NewAnalyzer().Analyze(context.Background(), b, br, safety.Options{Search: true})
	var l Proven
	BuildProven(&l, b, v, br)
	return b, &l
}

func TestBuildProven(t *testing.T) {
	b, l := provenBoard(t)
	if l.SafeStones[goboard.Black].Len() != 8 {
		t.Errorf("black safe stones beyond Benson: %d, want 8", l.SafeStones[goboard.Black].Len())
	}
	if !l.Territory[goboard.Black].Has(b.Point(0, 0)) || l.Territory[goboard.Black].Has(b.Point(1, 0)) {
		t.Error("black territory: want the eye, not the stone")
	}
	if !l.Dead[goboard.Black].Has(b.Point(6, 3)) {
		t.Error("the black stone inside White's territory is not dead")
	}
	if n := l.DeadOpponent[goboard.White]; n != 1 {
		t.Errorf("dead black stones counted for White: %d, want 1", n)
	}
	var empty Proven
	BuildProven(&empty, b, nil, nil)
	if empty != (Proven{}) {
		t.Error("nil verdict: layers not cleared")
	}
}

func TestGobanProven(t *testing.T) {
	b, l := provenBoard(t)
	g := NewGoban(b)
	g.SetProven(l)
	render(t, "goban_proven.png", g, fyne.NewSize(300, 220))
}
