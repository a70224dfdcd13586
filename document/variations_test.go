package document

import (
	"strings"
	"testing"

	"lifeline/goboard"
)

func TestAddLines(t *testing.T) {
	d, err := Parse([]byte("(;SZ[5]AB[ab][bb][cb]AW[ac][bc][cc][dc];W[da]C[existing])"), 0, "")
	if err != nil {
		t.Fatal(err)
	}
	d.First()
	b := d.Board()
	p := func(s string) goboard.Point { return pt(t, d, s) }
	before, _ := d.SGF()
	n, err := d.AddLines([]Line{
		{Moves: []goboard.Point{p("aa"), p("da")}, Comment: "Correct"},
		{Moves: []goboard.Point{p("da"), p("aa")}, Comment: "Wrong"}, // W[da] is White's move: B[da] is new
		{Moves: []goboard.Point{goboard.Pass}, Comment: "Wrong"},
		{Moves: []goboard.Point{p("ab")}, Comment: "Wrong"}, // occupied: nothing added
	})
	if err != nil {
		t.Fatal(err)
	}
	if n != 5 {
		t.Errorf("added %d nodes, want 5", n)
	}
	if d.Current() != d.Root() || b.ToPlay() != goboard.Black {
		t.Errorf("the cursor moved")
	}
	got, _ := d.SGF()
	for _, want := range []string{";B[aa]C[Correct];W[da]", ";B[da]C[Wrong];W[aa]", ";B[]C[Wrong]", ";W[da]C[existing]"} {
		if !strings.Contains(string(got), want) {
			t.Errorf("SGF lacks %s:\n%s", want, got)
		}
	}
	if !d.Dirty() {
		t.Error("not dirty after AddLines")
	}
	if err := d.Undo(); err != nil {
		t.Fatal(err)
	}
	if after, _ := d.SGF(); string(after) != string(before) {
		t.Errorf("undo left\n%s\nwant\n%s", after, before)
	}
	if d.Current() != d.Root() || d.Dirty() {
		t.Errorf("undo moved the cursor or left the document dirty")
	}
	if err := d.Redo(); err != nil {
		t.Fatal(err)
	}
	if again, _ := d.SGF(); string(again) != string(got) {
		t.Errorf("redo gave\n%s\nwant\n%s", again, got)
	}
	// a second time adds nothing; a comment-less existing node gets one
	if n, _ := d.AddLines([]Line{{Moves: []goboard.Point{p("aa"), p("da")}, Comment: "Other"}}); n != 0 {
		t.Errorf("adding the same line again added %d nodes", n)
	}
	if err := d.Forward(); err != nil { // W[da] existing
		t.Fatal(err)
	}
	if n, _ := d.AddLines([]Line{{Moves: []goboard.Point{p("aa")}, Comment: "x"}}); n != 1 {
		t.Errorf("from W[da]: added %d", n)
	}
}

func TestAddLinesCommentsExistingNode(t *testing.T) {
	d, err := Parse([]byte("(;SZ[5];B[aa];W[bb])"), 0, "")
	if err != nil {
		t.Fatal(err)
	}
	d.First()
	before, _ := d.SGF()
	n, err := d.AddLines([]Line{{Moves: []goboard.Point{pt(t, d, "aa"), pt(t, d, "bb"), pt(t, d, "cc")}, Comment: "Correct"}})
	if err != nil || n != 1 {
		t.Fatalf("added %d, %v", n, err)
	}
	got, _ := d.SGF()
	if !strings.Contains(string(got), ";B[aa]C[Correct];W[bb];B[cc]") {
		t.Fatalf("got %s", got)
	}
	if err := d.Undo(); err != nil {
		t.Fatal(err)
	}
	if after, _ := d.SGF(); string(after) != string(before) {
		t.Errorf("undo left %s, want %s", after, before)
	}
}

// FuzzAddLines adds random lines (some illegal, some repeating the tree)
// and checks that Undo gives back the tree as it was and Redo the tree
// after the change, with the cursor never moving.
func FuzzAddLines(f *testing.F) {
	f.Add([]byte{0, 1, 2, 255, 3, 4}, uint8(0))
	f.Add([]byte{6, 6, 6, 255, 6, 7, 255, 25, 24}, uint8(2))
	f.Add([]byte{12, 255, 12, 13, 14, 15, 16}, uint8(1))
	f.Fuzz(func(t *testing.T, data []byte, moves uint8) {
		d, err := Parse([]byte("(;SZ[5];B[cc];W[bc](;B[cb];W[dd])(;B[bb]))"), 0, "")
		if err != nil {
			t.Fatal(err)
		}
		d.GoTo(int(moves % 4))
		cur := d.Current()
		var lines []Line
		var l Line
		for _, c := range data {
			switch {
			case c == 255:
				lines = append(lines, l)
				l = Line{Comment: "Wrong"}
			case c == 254:
				l.Moves = append(l.Moves, goboard.Pass)
			default:
				x, y := int(c%25)%5, int(c%25)/5
				l.Moves = append(l.Moves, d.Board().Point(x, y))
			}
		}
		lines = append(lines, l)
		before, _ := d.SGF()
		n, err := d.AddLines(lines)
		if err != nil {
			t.Fatal(err)
		}
		after, _ := d.SGF()
		if d.Current() != cur {
			t.Fatal("AddLines moved the cursor")
		}
		if n == 0 {
			return
		}
		if err := d.Undo(); err != nil {
			t.Fatal(err)
		}
		if got, _ := d.SGF(); string(got) != string(before) || d.Current() != cur {
			t.Fatalf("undo gave\n%s\nwant\n%s", got, before)
		}
		if err := d.Redo(); err != nil {
			t.Fatal(err)
		}
		if got, _ := d.SGF(); string(got) != string(after) || d.Current() != cur {
			t.Fatalf("redo gave\n%s\nwant\n%s", got, after)
		}
		// every added node replays without a warning
		for _, r := range d.TreeRows() {
			if len(r.Warnings) > 0 {
				t.Fatalf("a node added with warnings %v:\n%s", r.Warnings, after)
			}
		}
	})
}
