package sgf

import (
	"fmt"
	"slices"
	"strings"
	"testing"
)

func TestParsePoint(t *testing.T) {
	tests := []struct {
		in      string
		want    Point
		wantErr bool
	}{
		{"aa", Point{0, 0}, false},
		{"ba", Point{1, 0}, false},
		{"ab", Point{0, 1}, false},
		{"ss", Point{18, 18}, false},
		{"zz", Point{25, 25}, false},
		{"AZ", Point{26, 51}, false},
		{"ZA", Point{51, 26}, false},
		{"", Point{}, true},
		{"a", Point{}, true},
		{"abc", Point{}, true},
		{"a1", Point{}, true},
		{"  ", Point{}, true},
		{"é", Point{}, true},
	}
	for _, tt := range tests {
		t.Run(fmt.Sprintf("%q", tt.in), func(t *testing.T) {
			got, err := ParsePoint(tt.in)
			if (err != nil) != tt.wantErr || got != tt.want {
				t.Errorf("ParsePoint(%q) = %v, %v; want %v, error %v", tt.in, got, err, tt.want, tt.wantErr)
			}
			if err == nil {
				if s := got.String(); s != tt.in {
					t.Errorf("%v.String() = %q, want %q", got, s, tt.in)
				}
			}
		})
	}
}

func TestPointStringInvalid(t *testing.T) {
	for _, p := range []Point{{-1, 0}, {52, 3}, {0, 99}} {
		if s := p.String(); !strings.HasPrefix(s, "(") {
			t.Errorf("%#v.String() = %q, want a (x,y) form", p, s)
		}
	}
}

func TestExpandPoints(t *testing.T) {
	tests := []struct {
		name    string
		in      []string
		want    []Point
		wantErr bool
	}{
		{"single", []string{"aa", "bc"}, []Point{{0, 0}, {1, 2}}, false},
		{"rectangle", []string{"aa:bb"}, []Point{{0, 0}, {1, 0}, {0, 1}, {1, 1}}, false},
		{"reversed corners", []string{"bb:aa"}, []Point{{0, 0}, {1, 0}, {0, 1}, {1, 1}}, false},
		{"line", []string{"ac:ae"}, []Point{{0, 2}, {0, 3}, {0, 4}}, false},
		{"mixed", []string{"dd", "aa:ab"}, []Point{{3, 3}, {0, 0}, {0, 1}}, false},
		{"empty list", []string{""}, nil, false},
		{"3x3", []string{"aa:cc"}, []Point{{0, 0}, {1, 0}, {2, 0}, {0, 1}, {1, 1}, {2, 1}, {0, 2}, {1, 2}, {2, 2}}, false},
		{"bad first", []string{"a:bb"}, nil, true},
		{"bad second", []string{"aa:b"}, nil, true},
		{"bad point", []string{"aa", "1"}, nil, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := ExpandPoints(tt.in)
			if (err != nil) != tt.wantErr || !slices.Equal(got, tt.want) {
				t.Errorf("ExpandPoints(%q) = %v, %v; want %v, error %v", tt.in, got, err, tt.want, tt.wantErr)
			}
		})
	}
}

func TestBoardSize(t *testing.T) {
	tests := []struct {
		root    string
		w, h    int
		wantErr bool
	}{
		{"(;GM[1])", 19, 19, false},
		{"(;SZ[19])", 19, 19, false},
		{"(;SZ[9])", 9, 9, false},
		{"(;SZ[ 13 ])", 13, 13, false},
		{"(;SZ[19:9])", 19, 9, false},
		{"(;SZ[1])", 1, 1, false},
		{"(;SZ[25])", 25, 25, false},
		{"(;SZ[26])", 0, 0, true},
		{"(;SZ[52])", 0, 0, true},
		{"(;SZ[0])", 0, 0, true},
		{"(;SZ[-3])", 0, 0, true},
		{"(;SZ[19:0])", 0, 0, true},
		{"(;SZ[9:30])", 0, 0, true},
		{"(;SZ[abc])", 0, 0, true},
		{"(;SZ[9:x])", 0, 0, true},
		{"(;SZ[])", 0, 0, true},
		{"(;SZ[99999999999999999999999])", 0, 0, true},
	}
	for _, tt := range tests {
		t.Run(tt.root, func(t *testing.T) {
			c := mustParse(t, tt.root)
			w, h, err := BoardSize(c.Games[0])
			if (err != nil) != tt.wantErr || w != tt.w || h != tt.h {
				t.Errorf("BoardSize(%s) = %d, %d, %v; want %d, %d, error %v", tt.root, w, h, err, tt.w, tt.h, tt.wantErr)
			}
		})
	}
}

func TestParseMove(t *testing.T) {
	tests := []struct {
		v       string
		w, h    int
		want    Point
		pass    bool
		wantErr bool
	}{
		{"", 19, 19, Point{}, true, false},
		{"tt", 19, 19, Point{}, true, false},
		{"tt", 13, 13, Point{}, true, false},
		{"tt", 21, 21, Point{19, 19}, false, false},
		{"tt", 19, 21, Point{}, false, true},
		{"pd", 19, 19, Point{15, 3}, false, false},
		{"ss", 19, 19, Point{18, 18}, false, false},
		{"jj", 9, 9, Point{}, false, true},
		{"ia", 9, 9, Point{8, 0}, false, false},
		{"ai", 9, 5, Point{}, false, true},
		{"a", 19, 19, Point{}, false, true},
		{"A1", 19, 19, Point{}, false, true},
	}
	for _, tt := range tests {
		t.Run(fmt.Sprintf("%q on %dx%d", tt.v, tt.w, tt.h), func(t *testing.T) {
			p, pass, err := ParseMove(tt.v, tt.w, tt.h)
			if (err != nil) != tt.wantErr || p != tt.want || pass != tt.pass {
				t.Errorf("ParseMove(%q, %d, %d) = %v, %v, %v; want %v, %v, error %v",
					tt.v, tt.w, tt.h, p, pass, err, tt.want, tt.pass, tt.wantErr)
			}
		})
	}
}
