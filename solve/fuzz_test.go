package solve

import (
	"strings"
	"testing"
)

// FuzzParseRect checks that ParseRect never panics, that what it accepts
// lies inside the board, and that its String form parses back to it.
func FuzzParseRect(f *testing.F) {
	for _, s := range []string{"aa:fe", "cc", "fe:aa", " ab : cd ", "zz", "a", "aa:", ":", "AA:BB", "aa:ss"} {
		f.Add(s, 19, 19)
	}
	f.Fuzz(func(t *testing.T, s string, w, h int) {
		if w < 1 || h < 1 || w > 25 || h > 25 {
			return
		}
		r, err := ParseRect(s, w, h)
		if err != nil {
			if !strings.Contains(err.Error(), "area") {
				t.Fatalf("error without context: %v", err)
			}
			return
		}
		if r.X0 < 0 || r.Y0 < 0 || r.X0 > r.X1 || r.Y0 > r.Y1 || r.X1 >= w || r.Y1 >= h {
			t.Fatalf("%q: %+v outside %dx%d", s, r, w, h)
		}
		r2, err := ParseRect(r.String(), w, h)
		if err != nil || r2 != r {
			t.Fatalf("%q: %+v, round trip %+v %v", s, r, r2, err)
		}
	})
}
