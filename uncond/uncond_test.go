package uncond_test

import (
	"testing"

	"lifeline/goboard"
	"lifeline/uncond"
)

func TestStatuses(t *testing.T) {
	for _, tc := range []struct {
		name  string
		board string
		want  map[string]uncond.Status
	}{
		{"empty board", `
.....
.....
.....
.....
.....`, map[string]uncond.Status{"C3": uncond.Undecided, "A1": uncond.Undecided}},
		{"two eyes in the corner", `
.X.X.
XXXXX
.....
.....
.....`, map[string]uncond.Status{"B4": uncond.Alive, "A5": uncond.BlackTerritory, "C5": uncond.BlackTerritory, "C3": uncond.Undecided}},
		{"a dead white stone inside Black's territory", `
.X.XO
XXXX.
.....
.....
.....`, map[string]uncond.Status{"B4": uncond.Alive, "E5": uncond.Undecided, "E4": uncond.Undecided}},
		{"white stone in a black eye is dead", `
O.X.X
XXXXX
.....
.....
.....`, map[string]uncond.Status{"A5": uncond.Dead, "B5": uncond.BlackTerritory, "D5": uncond.BlackTerritory, "C3": uncond.Undecided}},
		{"a chain without liberties (illegal setup) does not crash", `
.XOX.
XXXXX
.....
.....
.....`, map[string]uncond.Status{"C3": uncond.Undecided}},
		{"the ko capture GNU Go's comment describes", `
.XO.O
XXOO.
X.XOO
XXOO.
.XO.O`, map[string]uncond.Status{"A5": uncond.BlackTerritory, "B3": uncond.Undecided, "C3": uncond.Undecided, "C1": uncond.Alive, "D5": uncond.WhiteTerritory, "E5": uncond.Alive}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			b, err := goboard.Parse(tc.board)
			if err != nil {
				t.Fatal(err)
			}
			r := uncond.Analyze(b)
			for v, want := range tc.want {
				p := pointOf(t, b, v)
				if got := r.At(p); got != want {
					t.Errorf("%s is %s, want %s", v, got, want)
				}
			}
		})
	}
}

func pointOf(t *testing.T, b *goboard.Board, v string) goboard.Point {
	t.Helper()
	for y := 0; y < b.Height(); y++ {
		for x := 0; x < b.Width(); x++ {
			if p := b.Point(x, y); b.Name(p) == v {
				return p
			}
		}
	}
	t.Fatalf("no vertex %s", v)
	return 0
}

func TestStatusNames(t *testing.T) {
	for s, want := range map[uncond.Status]string{uncond.Undecided: "undecided", uncond.Alive: "alive", uncond.Dead: "dead",
		uncond.BlackTerritory: "black_territory", uncond.WhiteTerritory: "white_territory"} {
		if s.String() != want {
			t.Errorf("%d: %q, want %q", s, s.String(), want)
		}
	}
}

func TestAnalyzeLeavesTheBoardAlone(t *testing.T) {
	b, _ := goboard.Parse(`
.X.X.
XXXXX
..O..
.O.O.
..O..`)
	before := b.Copy()
	uncond.Analyze(b)
	if !b.Equal(before) || b.Depth() != before.Depth() {
		t.Error("Analyze changed the board")
	}
}
