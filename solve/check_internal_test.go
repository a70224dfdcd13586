package solve

import (
	"strings"
	"testing"

	"lifeline/goboard"
	"lifeline/sgf"
)

func TestCallsCorrect(t *testing.T) {
	for _, c := range []struct {
		comment string
		want    bool
	}{
		{"Correct", true}, {"RIGHT", true}, {"correct!", true}, {"That's right.", true},
		{"Wrong", false}, {"Incorrect", false}, {"copyright", false}, {"", false},
	} {
		col, err := sgf.Parse([]byte("(;SZ[5];B[aa];W[bb]C[" + c.comment + "])"))
		if err != nil {
			t.Fatal(err)
		}
		if got := callsCorrect(col.Games[0].Children()[0]); got != c.want {
			t.Errorf("%q: %v, want %v", c.comment, got, c.want)
		}
	}
}

// TestCheckAnswer compares a file's variations with answers: a wrong
// claim, a winning move the file has but does not call correct, one it
// lacks, the other colour's variation, a pass, and agreement.
func TestCheckAnswer(t *testing.T) {
	const file = "(;SZ[5]AB[ab][bb][cb]AW[ac][bc][cc][dc]PL[B]" +
		"(;B[aa]C[Correct.])(;B[ba];W[ca]C[RIGHT])(;B[ca])(;W[da]C[Correct])(;B[]C[correct]))"
	col, err := sgf.Parse([]byte(file))
	if err != nil {
		t.Fatal(err)
	}
	root := col.Games[0]
	b := goboard.MustNew(5, 5)
	p := func(s string) goboard.Point {
		q, err := b.FromSGF(s)
		if err != nil {
			t.Fatal(err)
		}
		return q
	}
	names := func(qs []goboard.Point) string { return JoinMoves(b.Geometry, qs) }
	for _, c := range []struct {
		name                                    string
		res                                     Result
		called, wrong, unsure, missing, notCall string
		agrees                                  bool
		words                                   []string
	}{
		{
			name: "disagreements",
			res: Result{ToPlay: goboard.Black, Defender: goboard.White, Status: Dies,
				Winning:     []goboard.Point{p("aa"), p("ca"), p("ea")},
				Refutations: []Refutation{{Move: p("ba"), Answer: p("ca"), Reason: "the White target lives with two eyes"}, {Move: goboard.Pass, Answer: goboard.Pass}}},
			called: "A5, B5, pass", wrong: "B5, pass", missing: "C5, E5", notCall: "C5",
			words: []string{
				"The file calls B5 correct, but it fails: White C5, and the White target lives with two eyes.",
				"The file calls pass correct, but it fails: White passes too.",
				"The file has C5 but does not call it correct: it works.",
				"The file is missing the correct E5.",
				"(1 variation starts with a White move and was not compared.)",
			},
		},
		{
			name:   "undecided",
			res:    Result{ToPlay: goboard.Black, Defender: goboard.White, Status: Dies, Winning: []goboard.Point{p("aa")}, Undecided: []goboard.Point{p("ba"), p("ca"), goboard.Pass}},
			called: "A5, B5, pass", unsure: "B5, pass",
			words: []string{"The file calls B5 correct; the search did not decide it.", "The search did not decide C5: the file may be missing a correct first move."},
		},
		{
			name:   "unknown",
			res:    Result{ToPlay: goboard.Black, Defender: goboard.White, Status: Unknown},
			called: "A5, B5, pass", unsure: "A5, B5, pass",
			words: []string{"The search stopped before it found the result.", "The file calls A5 correct; the search did not decide it."},
		},
		{
			name:   "agreement",
			res:    Result{ToPlay: goboard.Black, Defender: goboard.White, Status: Dies, Winning: []goboard.Point{p("aa"), p("ba"), goboard.Pass}},
			called: "A5, B5, pass", agrees: true,
			words: []string{"The file's answer is right: A5, B5, pass, and no other first move works."},
		},
	} {
		t.Run(c.name, func(t *testing.T) {
			ch := CheckAnswer(root, b, &c.res)
			for _, f := range []struct{ what, got, want string }{
				{"called", names(ch.Called), c.called},
				{"wrong claims", names(ch.WrongClaims), c.wrong},
				{"unsure", names(ch.Unsure), c.unsure},
				{"missing", names(ch.Missing), c.missing},
				{"not called", names(ch.NotCalled), c.notCall},
			} {
				if f.got != f.want {
					t.Errorf("%s: %q, want %q", f.what, f.got, f.want)
				}
			}
			if ch.OtherColour != 1 {
				t.Errorf("other colour: %d, want 1", ch.OtherColour)
			}
			if got := ch.Agrees(&c.res); got != c.agrees {
				t.Errorf("agrees: %v, want %v", got, c.agrees)
			}
			words := ch.Words(b.Geometry, &c.res)
			for _, w := range c.words {
				if !strings.Contains(words, w) {
					t.Errorf("words %q lack %q", words, w)
				}
			}
			if c.res.Status == Unknown && (strings.Contains(words, "fails") || strings.Contains(words, "No first move works")) {
				t.Errorf("words %q claim a result the search did not find", words)
			}
		})
	}
}
