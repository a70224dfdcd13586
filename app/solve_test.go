package app

import (
	"context"
	"strings"
	"testing"
	"time"

	"lifeline/document"
	"lifeline/solve"
)

// straightThree is the straight three in the corner, Black (the attacker)
// to play: B19 kills, the only move that does.
const straightThree = "(;FF[4]GM[1]SZ[9]PL[B]AB[ea][eb][ac][bc][cc][dc][ec]AW[da][ab][bb][cb][db])"

func TestSolveCommand(t *testing.T) {
	u := newUI(t)
	d, err := document.Parse([]byte(straightThree), 0, "")
	if err != nil {
		t.Fatal(err)
	}
	u.setDocument(d)
	u.solveProblem()
	deadline := time.Now().Add(10 * time.Second)
	for !strings.Contains(u.Status(), "dies with B9 (unique)") {
		if time.Now().After(deadline) {
			t.Fatalf("status %q", u.Status())
		}
		time.Sleep(10 * time.Millisecond)
	}
	var circles, crosses int
	for _, m := range u.goban.Markup() {
		switch m.Kind {
		case document.MarkCircle:
			circles++
		case document.MarkCross:
			crosses++
		}
	}
	if circles != 1 || crosses != 2 {
		t.Errorf("%d circles, %d crosses; want 1 and 2", circles, crosses)
	}
}

func TestAddSolution(t *testing.T) {
	u := newUI(t)
	d, err := document.Parse([]byte(straightThree), 0, "")
	if err != nil {
		t.Fatal(err)
	}
	u.setDocument(d)
	p, err := u.problemAtCursor()
	if err != nil {
		t.Fatal(err)
	}
	res, err := solve.Solve(context.Background(), p, solve.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if err := addSolution(d, res); err != nil {
		t.Fatal(err)
	}
	if d.Current() != d.Root() {
		t.Fatal("the cursor did not come back")
	}
	kids := d.Root().Children()
	comments := map[string]string{}
	for _, k := range kids {
		mv, _ := k.Value("B")
		c, _ := k.Value("C")
		comments[mv] = c
	}
	want := map[string]string{"ba": "Correct", "aa": "Wrong", "ca": "Wrong", "": "Wrong"}
	for mv, c := range want {
		if comments[mv] != c {
			t.Errorf("move %q: comment %q, want %q (all: %v)", mv, comments[mv], c, comments)
		}
	}
	if !d.Dirty() {
		t.Error("the document is not marked as changed")
	}
}

func TestSolveNotAProblem(t *testing.T) {
	u := newUI(t)
	d, err := document.New(9, 9)
	if err != nil {
		t.Fatal(err)
	}
	u.setDocument(d)
	if _, err := u.problemAtCursor(); err == nil {
		t.Error("an empty board was read as a problem")
	}
}
