package goboard

import (
	"errors"
	"fmt"
	"strings"
	"testing"
)

func TestGeometry(t *testing.T) {
	for _, sz := range [][2]int{{1, 1}, {1, 7}, {7, 1}, {9, 9}, {19, 19}, {25, 25}, {13, 5}} {
		t.Run(fmt.Sprintf("%dx%d", sz[0], sz[1]), func(t *testing.T) {
			g, err := NewGeometry(sz[0], sz[1])
			if err != nil {
				t.Fatal(err)
			}
			n := 0
			for y := 0; y < sz[1]; y++ {
				for x := 0; x < sz[0]; x++ {
					p := g.Point(x, y)
					if gx, gy := g.XY(p); gx != x || gy != y {
						t.Errorf("%v: XY(Point(%d,%d)) = %d,%d", sz, x, y, gx, gy)
					}
					if !g.OnBoard(p) {
						t.Errorf("%v: (%d,%d) not on board", sz, x, y)
					}
					q, err := g.FromSGF(g.SGF(p))
					if err != nil || q != p {
						t.Errorf("%v: SGF round trip of (%d,%d): %v %v", sz, x, y, q, err)
					}
					n++
				}
			}
			on := 0
			for p := Point(-2); int(p) < g.Area()+3; p++ {
				if g.OnBoard(p) {
					on++
				}
			}
			if on != n {
				t.Errorf("%v: %d points on board, want %d", sz, on, n)
			}
		})
	}
	for _, bad := range [][2]int{{0, 5}, {26, 3}, {3, 26}, {-1, -1}} {
		if _, err := New(bad[0], bad[1]); err == nil {
			t.Errorf("New(%v) accepted", bad)
		}
	}
	g, _ := NewGeometry(19, 19)
	for s, want := range map[string]string{"aa": "A19", "ss": "T1", "dp": "D4", "ip": "J4"} {
		p, err := g.FromSGF(s)
		if err != nil || g.Name(p) != want {
			t.Errorf("Name(%s) = %s, want %s (%v)", s, g.Name(p), want, err)
		}
	}
	if p, err := g.FromSGF("tt"); p != Pass || err != nil {
		t.Errorf("tt on 19x19 = %v, %v; want pass", p, err)
	}
	g21, _ := NewGeometry(21, 21)
	if p, err := g21.FromSGF("tt"); p == Pass || err != nil {
		t.Errorf("tt on 21x21 = %v, %v; want a point", p, err)
	}
	for _, bad := range []string{"a", "abc", "a1", "zz"} {
		if _, err := g.FromSGF(bad); err == nil {
			t.Errorf("FromSGF(%q) accepted", bad)
		}
	}
}

// TestFromName checks that FromName reads back every point Name writes, on
// square and rectangular boards, and rejects what is not a point.
func TestFromName(t *testing.T) {
	for _, wh := range [][2]int{{1, 1}, {9, 9}, {19, 19}, {25, 25}, {7, 3}, {3, 12}} {
		g, err := NewGeometry(wh[0], wh[1])
		if err != nil {
			t.Fatal(err)
		}
		for y := range wh[1] {
			for x := range wh[0] {
				p := g.Point(x, y)
				for _, s := range []string{g.Name(p), strings.ToLower(g.Name(p))} {
					if q, err := g.FromName(s); err != nil || q != p {
						t.Fatalf("%dx%d: %q read as %v %v, want %v", wh[0], wh[1], s, q, err, p)
					}
				}
			}
		}
		if q, err := g.FromName("PASS"); err != nil || q != Pass {
			t.Errorf("pass: %v %v", q, err)
		}
		for _, s := range []string{"", "A", "I1", "A0", "A+1", "A-1", "1A", "A100", "A 1", "Ä1"} {
			if q, err := g.FromName(s); err == nil {
				t.Errorf("%dx%d: %q read as %v, want an error", wh[0], wh[1], s, q)
			}
		}
		if _, err := g.FromName(fmt.Sprintf("A%d", wh[1]+1)); !errors.Is(err, ErrOffBoard) {
			t.Errorf("%dx%d: a row above the board: %v, want ErrOffBoard", wh[0], wh[1], err)
		}
	}
}
