package safety

import (
	"context"
	"testing"

	"lifeline/benson"
	"lifeline/goboard"
)

// FuzzVerdict checks the claims on fuzzed small boards against the oracle.
// The input is a shape byte, then one byte per point (its colour modulo
// 3), then a byte whose low bit makes suicide legal. The claims are checked
// with the default search and with the local search limited so that the
// solver rule proves the groups.
func FuzzVerdict(f *testing.F) {
	f.Add([]byte{7, 0, 1, 0, 1, 2, 0, 1, 1, 1, 1, 2, 0, 2, 2, 2, 2, 2, 0, 0})
	f.Add([]byte{12, 0, 1, 0, 1, 0, 1, 2, 1, 1, 0, 1, 1, 1, 2, 2, 2, 0, 2, 2, 2, 2, 1})
	f.Add([]byte{3, 1, 1, 0, 1, 1, 1, 1, 1, 1, 0, 1, 2, 2, 2, 2, 2, 0})
	// Müller's miai connection (7x3), proven by the static rule.
	f.Add([]byte{7, 0, 1, 0, 1, 0, 1, 2, 1, 1, 0, 1, 1, 1, 2, 2, 2, 0, 2, 2, 2, 2, 0})
	// A chain whose only liberty lies outside its own region: the solver
	// rule once walled it and called it safe (6x2).
	f.Add([]byte{11, 1, 0, 0, 2, 1, 0, 1, 2, 1, 2, 2, 1, 0})
	shapes := [][2]int{{2, 2}, {3, 2}, {3, 3}, {4, 2}, {4, 3}, {4, 4}, {5, 2}, {7, 3}, {5, 3}, {2, 5}, {3, 5}, {6, 2}, {6, 3}}
	a := NewAnalyzer()
	ba := benson.NewAnalyzer()
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) < 2 {
			return
		}
		sh := shapes[int(data[0])%len(shapes)]
		w, h := sh[0], sh[1]
		if len(data) < 1+w*h {
			return
		}
		b := goboard.MustNew(w, h)
		empty := 0
		for i := 0; i < w*h; i++ {
			switch data[1+i] % 3 {
			case 1:
				_ = b.Setup(b.Point(i%w, i/w), goboard.Black)
			case 2:
				_ = b.Setup(b.Point(i%w, i/w), goboard.White)
			default:
				empty++
			}
		}
		if empty == 0 || empty > 7 {
			return
		}
		rules := goboard.Rules{}
		if len(data) > 1+w*h {
			rules.AllowSuicide = data[1+w*h]&1 == 1
		}
		var st claimStats
		if err := checkClaims(context.Background(), a, ba, b, rules, 100000, &st); err != nil {
			t.Fatal(err)
		}
		// The local search limited to one empty point leaves the small
		// groups to the solver rule.
		if err := checkClaimsOpt(context.Background(), a, ba, b, rules, Options{Search: true, MaxEmpty: 1}, 100000, &st); err != nil {
			t.Fatal(err)
		}
	})
}
