package document

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"lifeline/goboard"
	"lifeline/sgf"
)

func TestTreeRowsAndGoToNode(t *testing.T) {
	d, err := Parse([]byte("(;SZ[9];B[aa](;W[bb];B[cc])(;W[dd](;B[ee])(;B[ff])))"), 0, "")
	if err != nil {
		t.Fatal(err)
	}
	rows := d.TreeRows()
	var got []string
	for _, r := range rows {
		_, v, _ := nodeMove(r.Node)
		got = append(got, fmt.Sprintf("%d:%d:%s", r.Level, r.Move, v))
	}
	want := "0:0: 0:1:aa 0:2:bb 0:3:cc 1:2:dd 1:3:ee 2:3:ff"
	if strings.Join(got, " ") != want {
		t.Fatalf("rows %q, want %q", strings.Join(got, " "), want)
	}
	if err := d.GoToNode(rows[6].Node); err != nil {
		t.Fatal(err)
	}
	if d.Board().At(pt(t, d, "ff")) != goboard.Black || d.Board().At(pt(t, d, "dd")) != goboard.White || d.Board().At(pt(t, d, "bb")) != goboard.Empty {
		t.Fatalf("at ff:\n%s", d.Board())
	}
	if err := d.GoToNode(rows[3].Node); err != nil || d.Board().At(pt(t, d, "dd")) != goboard.Empty || d.Board().At(pt(t, d, "cc")) != goboard.Black {
		t.Fatalf("at cc: %v\n%s", err, d.Board())
	}
	if err := d.GoToNode(sgf.NewNode()); !errors.Is(err, ErrNotInGame) {
		t.Fatalf("foreign node: %v", err)
	}
}

// TestDeepTree checks that 10,000 nested moves open, go to the end, list
// as tree rows and jump back (BenchmarkDeepTree times it).
func TestDeepTree(t *testing.T) {
	var b strings.Builder
	b.WriteString("(;SZ[19]")
	for i := 0; i < 10000; i++ {
		c := "B"
		if i%2 == 1 {
			c = "W"
		}
		fmt.Fprintf(&b, "(;%s[%c%c]", c, 'a'+i%19, 'a'+(i/19)%19)
	}
	b.WriteString(strings.Repeat(")", 10001))
	start := time.Now()
	d, err := Parse([]byte(b.String()), 0, "")
	if err != nil {
		t.Fatal(err)
	}
	d.Last()
	rows := d.TreeRows()
	open := time.Since(start)
	if len(rows) != 10001 || d.MoveNumber() != 10000 {
		t.Fatalf("%d rows, move %d", len(rows), d.MoveNumber())
	}
	t0 := time.Now()
	if err := d.GoToNode(rows[5000].Node); err != nil || d.MoveNumber() != 5000 {
		t.Fatalf("go to 5000: %v, move %d", err, d.MoveNumber())
	}
	jump := time.Since(t0)
	t.Logf("10,000 nested moves: parse + replay to the end + tree rows %v; jump back 5,000 moves %v", open, jump)
}

// BenchmarkDeepTree opens 10,000 nested moves, goes to the end and lists the
// tree rows, as the window does when it opens such a file.
func BenchmarkDeepTree(b *testing.B) {
	var sb strings.Builder
	sb.WriteString("(;SZ[19]")
	for i := 0; i < 10000; i++ {
		fmt.Fprintf(&sb, "(;%s[%c%c]", [2]string{"B", "W"}[i%2], 'a'+i%19, 'a'+(i/19)%19)
	}
	sb.WriteString(strings.Repeat(")", 10001))
	data := []byte(sb.String())
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		d, err := Parse(data, 0, "")
		if err != nil {
			b.Fatal(err)
		}
		d.Last()
		if len(d.TreeRows()) != 10001 {
			b.Fatal("rows")
		}
	}
}

func TestTreeRowWarnings(t *testing.T) {
	// White's aa is suicide; the variation's cc is fine
	d, err := Parse([]byte("(;SZ[3];B[ba];B[ab](;W[aa])(;W[cc]))"), 0, "")
	if err != nil {
		t.Fatal(err)
	}
	d.Forward()
	rows := d.TreeRows()
	if len(rows) != 5 {
		t.Fatalf("%d rows", len(rows))
	}
	for i, r := range rows {
		if bad := i == 3; (len(r.Warnings) > 0) != bad {
			t.Errorf("row %d: warnings %q", i, r.Warnings)
		}
	}
	if w := rows[3].Warnings; len(w) != 1 || !strings.Contains(w[0], "illegal") {
		t.Errorf("warnings of W[aa]: %q", w)
	}
	// the same text as the document gives with the cursor there, and the
	// cursor has not moved
	if d.MoveNumber() != 1 {
		t.Errorf("TreeRows moved the cursor")
	}
	if err := d.GoToNode(rows[3].Node); err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(d.Warnings(), rows[3].Warnings) {
		t.Errorf("document warnings %q, tree row %q", d.Warnings(), rows[3].Warnings)
	}
	// with suicide legal the move is fine, and the revision says so
	rev := d.Revision()
	d.SetRules(goboard.Rules{AllowSuicide: true})
	if d.Revision() == rev {
		t.Error("new rules should change the revision")
	}
	for i, r := range d.TreeRows() {
		if len(r.Warnings) > 0 {
			t.Errorf("suicide legal: row %d warnings %q", i, r.Warnings)
		}
	}
}
