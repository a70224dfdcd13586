package app

import (
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"
)

// TestGamePlot opens real games: the plot has the static count of every
// move at once, and a tap on it jumps to the move.
func TestGamePlot(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join("..", "..", "shared", "sgf", "games", "*"))
	if len(files) == 0 {
		t.Skip("no game records in ../../shared/sgf/games (the shared folder is absent)")
	}
	u := newUI(t)
	proven := false
	for _, f := range files[:min(10, len(files))] {
		if err := u.OpenFile(f); err != nil {
			t.Fatal(err)
		}
		total := u.doc.LineLength()
		if !u.plot.plot.Visible() {
			t.Errorf("%s: the plot is hidden on a game of %d moves", f, total)
		}
		black, white := u.plot.plot.Series()
		if len(black) != total+1 || len(white) != total+1 {
			t.Fatalf("%s: series of %d and %d values for %d moves", f, len(black), len(white), total)
		}
		if black[0] != 0 || white[0] != 0 {
			t.Errorf("%s: points proven on the empty board", f)
		}
		proven = proven || black[total]+white[total] > 0
		u.plot.plot.OnJump(total / 2)
		if got := u.doc.MoveNumber(); got != total/2 {
			t.Errorf("%s: jumped to move %d, want %d", f, got, total/2)
		}
		if s := u.panel.SummaryText(); !strings.Contains(s, "proven: ") {
			t.Errorf("summary without the counts: %q", s)
		}
	}
	if !proven {
		t.Error("nothing proven at the end of ten games: the plot shows nothing")
	}
}

// TestSelectShowsReason: selecting a point says what the safety verdict
// proves there and by which rule.
func TestSelectShowsReason(t *testing.T) {
	u := newUI(t)
	b := u.doc.Board()
	u.selectAt(b.Point(0, 0)) // Black's eye in the sample
	if s := u.Status(); !strings.Contains(s, "A19: proven Black's (benson)") {
		t.Errorf("status %q", s)
	}
	u.selectAt(b.Point(9, 9))
	if s := u.Status(); !strings.Contains(s, "K10: not proven for either colour") {
		t.Errorf("status %q", s)
	}
}

// TestProvenCountsInSummary: the safety verdict's counts are in the
// panel's summary, one line per colour, and not in the status line (which
// they made overflow).
func TestProvenCountsInSummary(t *testing.T) {
	u := newUI(t)
	sum := u.panel.SummaryText()
	for _, want := range []string{"● Black: 6 pass-alive stones, 8 safe points (Benson)\n   proven: 8 points, 0 dead white stones\n",
		"○ White: 6 pass-alive stones, 8 safe points (Benson)\n   proven: 8 points, 0 dead black stones"} {
		if !strings.Contains(sum, want) {
			t.Errorf("summary without %q:\n%s", want, sum)
		}
	}
	if n := strings.Count(sum, "\n") + 1; n != 4 {
		t.Errorf("summary of %d lines, want Benson's two and one per colour:\n%s", n, sum)
	}
	if s := u.Status(); strings.Contains(s, "proven") {
		t.Errorf("the counts are still in the status line: %q", s)
	}
}

// TestGamePlotHiddenWithoutMoves: the plot is hidden while the line has
// fewer than 2 moves (an empty wood strip said nothing) and shows once it
// has 2.
func TestGamePlotHiddenWithoutMoves(t *testing.T) {
	u := newUI(t)
	u.newBoard(9, 9)
	if u.plot.plot.Visible() {
		t.Fatal("the plot shows on an empty board")
	}
	b := u.doc.Board()
	test.TapAt(u.goban, u.goban.Center(b.Point(2, 2)))
	if u.doc.MoveNumber() != 1 || u.plot.plot.Visible() {
		t.Fatalf("move %d: the plot shows after 1 move", u.doc.MoveNumber())
	}
	test.TapAt(u.goban, u.goban.Center(b.Point(6, 6)))
	if !u.plot.plot.Visible() {
		t.Fatal("the plot is hidden after 2 moves")
	}
	u.run(func() error { u.doc.GoTo(0); return nil })
	if !u.plot.plot.Visible() {
		t.Error("the plot hidden at move 0 of a 2-move line")
	}
}
