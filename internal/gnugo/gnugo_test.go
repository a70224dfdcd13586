package gnugo

import (
	"testing"

	"lifeline/goboard"
)

func TestUnconditionalStatus(t *testing.T) {
	e := Require(t)
	// A black chain with two one-point eyes in the corner of a 5x5 board.
	b, err := goboard.Parse(`
.X.X.
XXXXX
.....
.....
.....`)
	if err != nil {
		t.Fatal(err)
	}
	if err := e.SetPosition(b, t.TempDir()); err != nil {
		t.Fatal(err)
	}
	for vertex, want := range map[string]string{"B4": "alive", "A5": "black_territory", "C3": "undecided"} {
		got, err := e.Exec("unconditional_status " + vertex)
		if err != nil {
			t.Fatal(err)
		}
		if got != want {
			t.Errorf("unconditional_status %s = %q, want %q", vertex, got, want)
		}
	}
	if _, err := e.Exec("play black Z99"); err == nil {
		t.Error("an off-board move was accepted")
	}
}
