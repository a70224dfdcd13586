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
