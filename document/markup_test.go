package document

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"lifeline/goboard"
	"lifeline/sgf"
)

func TestToggleMarks(t *testing.T) {
	d, err := Parse([]byte("(;SZ[9];B[ee])"), 0, "")
	if err != nil {
		t.Fatal(err)
	}
	if err := d.Forward(); err != nil {
		t.Fatal(err)
	}
	cur := d.Current()
	ee, cc, dd := pt(t, d, "ee"), pt(t, d, "cc"), pt(t, d, "dd")
	steps := []struct {
		p     goboard.Point
		k     MarkKind
		label string
		want  string // the node's markup properties afterwards
	}{
		{ee, MarkTriangle, "", "TR[ee]"},
		{cc, MarkTriangle, "", "TR[ee][cc]"},
		{ee, MarkSquare, "", "TR[cc] SQ[ee]"}, // one mark per point
		{ee, MarkSquare, "", "TR[cc]"},        // the same mark again removes it
		{dd, MarkCircle, "", "TR[cc] CR[dd]"},
		{dd, MarkCross, "", "TR[cc] MA[dd]"},
		{ee, MarkLabel, "", "TR[cc] MA[dd] LB[ee:A]"},
		{cc, MarkLabel, "", "MA[dd] LB[ee:A][cc:B]"},
		{dd, MarkLabel, " ko ", "LB[ee:A][cc:B][dd:ko]"},
		{cc, MarkLabel, "", "LB[ee:A][dd:ko]"},
	}
	var history []string
	for i, s := range steps {
		ok := t.Run(fmt.Sprintf("toggle %d gives %s", i+1, s.want), func(t *testing.T) {
			if err := d.ToggleMark(s.p, s.k, s.label); err != nil {
				t.Fatalf("step %d: %v", i, err)
			}
			if d.Current() != cur {
				t.Fatalf("step %d: the cursor moved: marks go on the current node", i)
			}
			if got := markProps(d); got != s.want {
				t.Fatalf("step %d: %s, want %s", i, got, s.want)
			}
			history = append(history, s.want)
		})
		if !ok {
			break // the next steps build on this one
		}
	}
	if d.NextLabel() != "B" {
		t.Errorf("next label %q, want B (the lowest unused)", d.NextLabel())
	}
	marks := d.Marks()
	want := []Mark{{ee, MarkLabel, "A"}, {dd, MarkLabel, "ko"}}
	if !slices.Equal(marks, want) {
		t.Errorf("marks %v, want %v", marks, want)
	}
	if !d.Dirty() {
		t.Error("marks should make the document dirty")
	}
	// each toggle is one undo step; the move node itself comes from the
	// file and stays
	for i := len(history) - 2; i >= -1; i-- {
		if err := d.Undo(); err != nil {
			t.Fatal(err)
		}
		want := ""
		if i >= 0 {
			want = history[i]
		}
		if got := markProps(d); got != want || d.Current() != cur {
			t.Fatalf("undo to step %d: %q, want %q", i, got, want)
		}
	}
	if d.Dirty() {
		t.Error("dirty after undoing every mark")
	}
	for i := range history {
		if err := d.Redo(); err != nil {
			t.Fatal(err)
		}
		if got := markProps(d); got != history[i] {
			t.Fatalf("redo step %d: %q, want %q", i, got, history[i])
		}
	}
	if d.Board().At(ee) != goboard.Black {
		t.Error("marks changed the position")
	}
}

func TestMarksCompressedAndErrors(t *testing.T) {
	d, err := Parse([]byte("(;SZ[5]SQ[aa:bb]TR[cc][zz]LB[dd:x][ee:y])"), 0, "")
	if err != nil {
		t.Fatal(err)
	}
	if n := len(d.Marks()); n != 7 {
		t.Errorf("%d marks, want 7 (4 squares, 1 triangle on the board, 2 labels): %v", n, d.Marks())
	}
	if err := d.ToggleMark(pt(t, d, "ab"), MarkSquare, ""); err != nil {
		t.Fatal(err)
	}
	if got := strings.Join(d.Current().Values("SQ"), " "); got != "aa ba bb" {
		t.Errorf("SQ %q after removing ab from aa:bb", got)
	}
	if err := d.ToggleMark(pt(t, d, "cc"), MarkNone, ""); err == nil {
		t.Error("MarkNone should be refused")
	}
	if err := d.ToggleMark(goboard.NoPoint, MarkCircle, ""); err == nil {
		t.Error("a point off the board should be refused")
	}
}

func TestNextLabelBeyondLetters(t *testing.T) {
	d, _ := New(19, 19)
	for i := 0; i < 53; i++ {
		if err := d.ToggleMark(d.Board().Point(i%19, i/19), MarkLabel, ""); err != nil {
			t.Fatal(err)
		}
	}
	lb := d.Current().Values("LB")
	if got := []string{lb[0], lb[25], lb[26], lb[51], lb[52]}; !slices.Equal(got, []string{"aa:A", "gb:Z", "hb:a", "nc:z", "oc:1"}) {
		t.Errorf("labels %v", got)
	}
}

// markProps writes the markup properties of the current node in order.
func markProps(d *Document) string {
	var parts []string
	for _, p := range d.Current().Props() {
		switch p.ID {
		case "TR", "SQ", "CR", "MA", "LB":
			parts = append(parts, p.ID+"["+strings.Join(p.Values, "][")+"]")
		}
	}
	return strings.Join(parts, " ")
}

// TestLabelWithColon checks that a label holding ':' or '\' is stored
// escaped (LB is point:text) and shown, saved and read back as typed.
func TestLabelWithColon(t *testing.T) {
	d, _ := New(9, 9)
	if err := d.ToggleMark(pt(t, d, "cc"), MarkLabel, `1:0\x`); err != nil {
		t.Fatal(err)
	}
	if got := d.Current().Values("LB"); !slices.Equal(got, []string{`cc:1\:0\\x`}) {
		t.Errorf("LB %q", got)
	}
	again, err := Parse(sgf.Format(d.Collection()), 0, "")
	if err != nil {
		t.Fatal(err)
	}
	for _, doc := range []*Document{d, again} {
		if m := doc.Marks(); len(m) != 1 || m[0].Label != `1:0\x` {
			t.Errorf("marks %+v", m)
		}
	}
	if next := d.NextLabel(); next != "A" {
		t.Errorf("NextLabel %q", next)
	}
}
