package document

import (
	"errors"
	"strings"
	"testing"

	"lifeline/goboard"
)

func TestRulesFromRU(t *testing.T) {
	for _, tc := range []struct {
		ru    string
		want  goboard.Rules
		known bool
	}{
		{"", goboard.Rules{}, false},
		{"Japanese", goboard.Rules{}, true},
		{"korean", goboard.Rules{}, true},
		{"AGA", goboard.Rules{}, true},
		{"Chinese", goboard.Rules{Superko: true}, true},
		{"NZ", goboard.Rules{AllowSuicide: true}, true},
		{"New Zealand", goboard.Rules{AllowSuicide: true}, true},
		{"Ing", goboard.Rules{AllowSuicide: true}, true},
		{"tromp-taylor", goboard.Rules{AllowSuicide: true, Superko: true}, true},
		{"Tromp Taylor", goboard.Rules{AllowSuicide: true, Superko: true}, true},
		{"TT", goboard.Rules{AllowSuicide: true, Superko: true}, true},
		{"house rules", goboard.Rules{}, false},
	} {
		t.Run(tc.ru, func(t *testing.T) {
			got, known := RulesFromRU(tc.ru)
			if got != tc.want || known != tc.known {
				t.Fatalf("RulesFromRU(%q) = %+v, %v; want %+v, %v", tc.ru, got, known, tc.want, tc.known)
			}
			if name := RulesName(got); name == "" {
				t.Fatalf("no name for %+v", got)
			} else if back, _ := RulesFromRU(name); back != got {
				t.Fatalf("RulesName %q reads back as %+v", name, back)
			}
		})
	}
}

// superkoGame is a ko that Black takes, both pass, and White's retake
// would repeat the position before Black's capture: legal under the simple
// ko rule, not under positional superko.
const superkoGame = "(;SZ[4:3]RU[%s]AB[ba][ab][bc]AW[ca][bb][db][cc];B[cb];W[];B[])"

func TestRulesReadAndWritten(t *testing.T) {
	for _, tc := range []struct {
		name, ru string
		retake   error
	}{
		{"Chinese: superko forbids the retake", "Chinese", goboard.ErrSuperko},
		{"Japanese: the retake is legal", "Japanese", nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			d, err := Parse([]byte(strings.Replace(superkoGame, "%s", tc.ru, 1)), 0, "")
			if err != nil {
				t.Fatal(err)
			}
			d.Last()
			bb, _ := d.Board().FromSGF("bb")
			if err := d.Play(bb); !errors.Is(err, tc.retake) || (tc.retake == nil) != (err == nil) {
				t.Fatalf("retake: %v, want %v", err, tc.retake)
			}
		})
	}

	d, err := Parse([]byte("(;SZ[9]RU[Japanese];B[ee])"), 0, "")
	if err != nil {
		t.Fatal(err)
	}
	d.SetRules(goboard.Rules{})
	if d.Dirty() {
		t.Fatal("the same rules marked the document changed")
	}
	d.SetRules(goboard.Rules{AllowSuicide: true})
	if d.RuleSet() != "NZ" || !d.Dirty() || !d.Board().Rules().AllowSuicide {
		t.Fatalf("suicide legal: RU %q, dirty %v", d.RuleSet(), d.Dirty())
	}
	data, err := d.SGF()
	if err != nil {
		t.Fatal(err)
	}
	again, err := Parse(data, 0, "")
	if err != nil {
		t.Fatal(err)
	}
	if again.Rules() != (goboard.Rules{AllowSuicide: true}) {
		t.Fatalf("written and read back: %+v from %s", again.Rules(), data)
	}
}
