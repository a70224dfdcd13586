package benson

import (
	"math/rand"
	"slices"
	"strings"
	"testing"

	"lifeline/goboard"
)

// TestVitalReasonAgreesWithAnalysis checks the words of VitalReason against
// the analysis's vital relation for every bordering (region, chain) pair
// of 2,000 random positions in both suicide modes, and that a reason names
// a point that really breaks the definition.
func TestVitalReasonAgreesWithAnalysis(t *testing.T) {
	rng := rand.New(rand.NewSource(11))
	pairs := 0
	for i := 0; i < 2000; i++ {
		w, h := 2+rng.Intn(6), 2+rng.Intn(6)
		b := goboard.MustNew(w, h)
		for y := 0; y < h; y++ {
			for x := 0; x < w; x++ {
				switch f := rng.Float64(); {
				case f < 0.4:
					_ = b.Setup(b.Point(x, y), goboard.Black)
				case f < 0.65:
					_ = b.Setup(b.Point(x, y), goboard.White)
				}
			}
		}
		rules := goboard.Rules{AllowSuicide: i%2 == 1}
		r, err := Analyze(b, rules)
		if err != nil {
			continue
		}
		for _, reg := range r.Regions {
			for _, id := range reg.Chains {
				pairs++
				why := r.VitalReason(reg.ID, id)
				vital := slices.Contains(reg.VitalTo, id)
				if got := strings.Contains(why, " is vital to "); got != vital {
					t.Fatalf("%v\n%s\nregion %d chain %d: vital %v but %q", rules, b, reg.ID, id, vital, why)
				}
			}
		}
	}
	if pairs < 1000 {
		t.Fatalf("only %d pairs checked", pairs)
	}
}

func TestVitalReasonWords(t *testing.T) {
	// Black's chain B3-B2-A2-A1: the region A3 is vital to it; the region
	// C3-D3-C2 holds C3, which is no liberty of the chain D2-D1-C1.
	b, err := goboard.Parse(`
.X..
XX.X
X.XX
`)
	if err != nil {
		t.Fatal(err)
	}
	r, err := Analyze(b, goboard.Rules{})
	if err != nil {
		t.Fatal(err)
	}
	a3, _ := b.FromSGF("aa")
	reg := r.RegionAt(a3, goboard.Black)
	ch := r.ChainAt(b.Point(1, 0))
	if got, want := r.VitalReason(reg, ch), "the region at A3 is vital to the Black chain at B3 (4 stones): every empty point of it is a liberty of that chain"; got != want {
		t.Errorf("got  %q\nwant %q", got, want)
	}
	c3, _ := b.FromSGF("ca")
	reg = r.RegionAt(c3, goboard.Black)
	d2 := r.ChainAt(b.Point(3, 1))
	got := r.VitalReason(reg, d2)
	if want := "the region at C3 is not vital to the Black chain at D2 (3 stones): its empty point C3 is not a liberty of that chain"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
	if r.ChainLabel(ch) != "B3" || r.RegionLabel(reg) != "C3" {
		t.Errorf("labels %s %s", r.ChainLabel(ch), r.RegionLabel(reg))
	}
}
