package solve

import (
	"strings"
	"testing"
)

// FuzzParseRect checks that ParseRect never panics, that what it accepts
// lies inside the board, and that its String form parses back to it.
func FuzzParseRect(f *testing.F) {
	fuzzRect(f, ParseRect, "aa:fe", "cc", "fe:aa", " ab : cd ", "zz", "a", "aa:", ":", "AA:BB", "aa:ss")
}

// FuzzParseArea checks ParseArea as FuzzParseRect checks ParseRect: board
// notation names the rectangle its SGF form names.
func FuzzParseArea(f *testing.F) {
	fuzzRect(f, ParseArea, "A1:G5", "a1:g5", "G5:A1", "C3", "J9:A1", "I3", "A0", "A26", "Z1:A1", "A+1", "aa:fe", " a1 : b2 ")
}

// fuzzRect is the body of the two fuzz targets for parse, with its seeds.
func fuzzRect(f *testing.F, parse func(string, int, int) (Rect, error), seeds ...string) {
	for _, s := range seeds {
		f.Add(s, 19, 19)
	}
	f.Fuzz(func(t *testing.T, s string, w, h int) {
		if w < 1 || h < 1 || w > 25 || h > 25 {
			return
		}
		r, err := parse(s, w, h)
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
