package document

import (
	"errors"
	"strings"
	"testing"

	"lifeline/assets"
	"lifeline/goboard"
	"lifeline/sgf"
)

func pt(t *testing.T, d *Document, name string) goboard.Point {
	t.Helper()
	p, err := d.Board().FromSGF(name)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

func TestSample(t *testing.T) {
	d, err := Parse(assets.Sample(), 0, "")
	if err != nil {
		t.Fatal(err)
	}
	if d.Title() != "Untitled" || d.Dirty() {
		t.Fatalf("title %q dirty %v", d.Title(), d.Dirty())
	}
	r, err := d.Analysis()
	if err != nil {
		t.Fatal(err)
	}
	if got := r.Alive[goboard.Black].Len(); got != 6 {
		t.Errorf("black alive stones %d, want 6", got)
	}
	if got := r.Alive[goboard.White].Len(); got != 6 {
		t.Errorf("white alive stones %d, want 6", got)
	}
	d.Last()
	if d.MoveNumber() != 10 || d.LineLength() != 10 {
		t.Errorf("last: move %d of %d, want 10 of 10", d.MoveNumber(), d.LineLength())
	}
	d.GoTo(3)
	if d.MoveNumber() != 3 {
		t.Errorf("goto 3: at move %d", d.MoveNumber())
	}
	if c, _ := d.Board().LastMove(); c != pt(t, d, "pp") {
		t.Errorf("goto 3: last move %s", d.Board().Name(c))
	}
	d.First()
	if d.MoveNumber() != 0 || d.Board().ToPlay() != goboard.Black {
		t.Errorf("first: move %d, %v to play", d.MoveNumber(), d.Board().ToPlay())
	}
	if n := d.MoveNumbers(); len(n) != 0 {
		t.Errorf("move numbers at the root: %v", n)
	}
}

func TestPlayUndoRedo(t *testing.T) {
	d, err := New(9, 9)
	if err != nil {
		t.Fatal(err)
	}
	steps := []struct {
		name      string
		do        func() error
		wantErr   error
		moves     int
		dirty     bool
		children  int // children of the root afterwards
		stoneAt   string
		stoneWant goboard.Color
	}{
		{"play E5", func() error { return d.Play(pt(t, d, "ee")) }, nil, 1, true, 1, "ee", goboard.Black},
		{"occupied", func() error { return d.Play(pt(t, d, "ee")) }, goboard.ErrOccupied, 1, true, 1, "ee", goboard.Black},
		{"white C3", func() error { return d.Play(pt(t, d, "cg")) }, nil, 2, true, 1, "cg", goboard.White},
		{"undo removes C3", d.Undo, nil, 1, true, 1, "cg", goboard.Empty},
		{"redo brings C3", d.Redo, nil, 2, true, 1, "cg", goboard.White},
		{"back", d.Back, nil, 1, true, 1, "cg", goboard.Empty},
		{"back to root", d.Back, nil, 0, true, 1, "ee", goboard.Empty},
		{"back at root", d.Back, ErrNoMove, 0, true, 1, "ee", goboard.Empty},
		{"replay E5 is navigation", func() error { return d.Play(pt(t, d, "ee")) }, nil, 1, true, 1, "ee", goboard.Black},
		{"back again", d.Back, nil, 0, true, 1, "ee", goboard.Empty},
		{"variation D4", func() error { return d.Play(pt(t, d, "df")) }, nil, 1, true, 2, "df", goboard.Black},
		{"undo variation", d.Undo, nil, 0, true, 1, "df", goboard.Empty},
		{"forward goes to E5", d.Forward, nil, 1, true, 1, "ee", goboard.Black},
		{"pass", d.Pass, nil, 2, true, 1, "ee", goboard.Black},
		{"undo pass", d.Undo, nil, 1, true, 1, "ee", goboard.Black},
		{"undo E5 (not the latest edit: step back)", d.Undo, nil, 0, true, 1, "ee", goboard.Empty},
	}
	for _, s := range steps {
		ok := t.Run(s.name, func(t *testing.T) {
			err := s.do()
			if !errors.Is(err, s.wantErr) || (err != nil) != (s.wantErr != nil) {
				t.Fatalf("%s: error %v, want %v", s.name, err, s.wantErr)
			}
			if d.MoveNumber() != s.moves || d.Dirty() != s.dirty || d.Root().NumChildren() != s.children {
				t.Fatalf("%s: move %d dirty %v root children %d; want %d %v %d", s.name,
					d.MoveNumber(), d.Dirty(), d.Root().NumChildren(), s.moves, s.dirty, s.children)
			}
			if c := d.Board().At(pt(t, d, s.stoneAt)); c != s.stoneWant {
				t.Fatalf("%s: %s holds %v, want %v", s.name, s.stoneAt, c, s.stoneWant)
			}
		})
		if !ok {
			break // the next steps build on this one
		}
	}
	d.MarkSaved()
	if d.Dirty() || d.Title() != "Untitled" {
		t.Fatalf("after save: dirty %v title %q", d.Dirty(), d.Title())
	}
	d.SetFile("/tmp/game.sgf")
	if err := d.Play(pt(t, d, "aa")); err != nil {
		t.Fatal(err)
	}
	if d.Title() != "game.sgf *" {
		t.Fatalf("title %q", d.Title())
	}
}

func TestIllegalMoves(t *testing.T) {
	// White to play: A5 is suicide; B4 captures C4 and makes a ko.
	root := sgf.NewNode()
	root.Set("SZ", "5")
	root.Set("AB", "ba", "ab", "cb", "bc")
	root.Set("AW", "ca", "db", "cc")
	root.Set("PL", "W")
	d, err := Open(&sgf.Collection{Games: []sgf.Node{root}}, 0, "ko.sgf")
	if err != nil {
		t.Fatal(err)
	}
	if err := d.Play(pt(t, d, "aa")); !errors.Is(err, goboard.ErrSuicide) {
		t.Fatalf("white A5: %v, want suicide", err)
	}
	if err := d.Play(pt(t, d, "bb")); err != nil {
		t.Fatalf("white B4: %v", err)
	}
	if d.Board().Ko() != pt(t, d, "cb") {
		t.Fatalf("ko point %s, want C4", d.Board().Name(d.Board().Ko()))
	}
	if err := d.Play(pt(t, d, "cb")); !errors.Is(err, goboard.ErrKo) {
		t.Fatalf("ko retake: %v, want ko", err)
	}
	if d.Title() != "ko.sgf *" {
		t.Fatalf("title %q", d.Title())
	}
}

func TestKo(t *testing.T) {
	d, err := New(5, 5)
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range []string{"ba", "ca", "ab", "db", "cb", "cc", "ed", "bb"} {
		if err := d.Play(pt(t, d, m)); err != nil {
			t.Fatalf("%s: %v", m, err)
		}
	}
	if d.Board().At(pt(t, d, "bb")) != goboard.White {
		t.Fatalf("B4 not white:\n%s", d.Board())
	}
	if err := d.Play(pt(t, d, "bb")); !errors.Is(err, goboard.ErrOccupied) {
		t.Fatalf("occupied: %v", err)
	}
}

func TestSetupNodesRestore(t *testing.T) {
	root := sgf.NewNode()
	root.Set("SZ", "9")
	n1 := sgf.NewNode()
	n1.Set("AB", "aa:cc")
	n1.Set("PL", "W")
	root.AddChild(n1)
	n2 := sgf.NewNode()
	n2.Set("W", "ee")
	n1.AddChild(n2)
	n3 := sgf.NewNode()
	n3.Set("B", "aa") // occupied: reported as a warning
	n2.AddChild(n3)
	d, err := Open(&sgf.Collection{Games: []sgf.Node{root}}, 0, "")
	if err != nil {
		t.Fatal(err)
	}
	start := d.Board().String()
	d.Last()
	if len(d.Warnings()) == 0 {
		t.Error("no warning for a move on an occupied point")
	}
	if d.Board().At(pt(t, d, "ee")) != goboard.White {
		t.Error("W E5 not played")
	}
	d.First()
	if d.Board().String() != start || d.Board().ToPlay() != goboard.Black {
		t.Errorf("back at the root:\n%s%v to play", d.Board(), d.Board().ToPlay())
	}
	if err := d.Forward(); err != nil || d.Board().ToPlay() != goboard.White {
		t.Errorf("after setup with PL[W]: %v, %v to play", err, d.Board().ToPlay())
	}
}

func TestRulesAndAnalysis(t *testing.T) {
	ex, err := assets.Examples()
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]int{ // black alive stones, suicide illegal
		"01-two-eyes": 6, "02-false-eye": 0, "03-big-eye": 0,
		"04-shared-eyes": 6, "05-stone-in-eye": 7, "06-neighbour": 0,
	}
	for _, e := range ex {
		t.Run(e.Name, func(t *testing.T) {
			d, err := Parse(e.SGF, 0, e.Name+".sgf")
			if err != nil {
				t.Fatalf("%s: %v", e.Name, err)
			}
			r, err := d.Analysis()
			if err != nil {
				t.Fatalf("%s: %v", e.Name, err)
			}
			if got := r.Alive[goboard.Black].Len(); got != want[e.Name] {
				t.Errorf("%s: %d black alive stones, want %d", e.Name, got, want[e.Name])
			}
			d.SetRules(goboard.Rules{AllowSuicide: true})
			if _, err := d.Analysis(); err != nil {
				t.Errorf("%s with suicide legal: %v", e.Name, err)
			}
			if !d.Rules().AllowSuicide || !d.Board().Rules().AllowSuicide {
				t.Errorf("%s: rules not applied", e.Name)
			}
		})
	}
}

func TestOpenErrors(t *testing.T) {
	if _, err := New(0, 9); err == nil {
		t.Error("New(0, 9) succeeded")
	}
	if _, err := Parse([]byte("(;SZ[99])"), 0, "big.sgf"); err == nil {
		t.Error("SZ[99] opened")
	}
	if _, err := Parse([]byte("(;SZ[9])"), 3, ""); err == nil {
		t.Error("game 4 of 1 opened")
	}
}

func TestVariations(t *testing.T) {
	d, err := Parse(assets.Sample(), 0, "")
	if err != nil {
		t.Fatal(err)
	}
	d.GoTo(7)
	sibs, i := d.Variations()
	if len(sibs) != 2 || i != 0 {
		t.Fatalf("move 7: %d variations, index %d", len(sibs), i)
	}
	if err := d.SwitchVariation(1); err != nil {
		t.Fatal(err)
	}
	if last, _ := d.Board().LastMove(); last != pt(t, d, "cc") || d.LineLength() != 7 {
		t.Fatalf("second variation: last move %s, line %d", d.Board().Name(last), d.LineLength())
	}
	if err := d.SwitchVariation(1); !errors.Is(err, ErrNoMove) {
		t.Fatalf("past the last variation: %v", err)
	}
}

// TestRecordVariation checks that playing a move other than the recorded
// one adds a variation and keeps the record's line first.
func TestRecordVariation(t *testing.T) {
	d, err := Parse([]byte("(;SZ[9];B[ee];W[cc];B[gg])"), 0, "")
	if err != nil {
		t.Fatal(err)
	}
	if err := d.Forward(); err != nil {
		t.Fatal(err)
	}
	if err := d.Play(pt(t, d, "cg")); err != nil { // the record has W[cc]
		t.Fatal(err)
	}
	kids := d.Root().Child(0).Children()
	if len(kids) != 2 || d.Current() != kids[1] || !d.Dirty() {
		t.Fatalf("new variation: %d children, current is the second %v, dirty %v", len(kids), d.Current() == kids[1], d.Dirty())
	}
	if sibs, i := d.Variations(); len(sibs) != 2 || i != 1 {
		t.Fatalf("variations %d, index %d", len(sibs), i)
	}
	if err := d.SwitchVariation(-1); err != nil || d.Current() != kids[0] {
		t.Fatalf("previous variation: %v", err)
	}
	if v, _ := kids[0].Value("W"); v != "cc" {
		t.Fatalf("record's move moved: W[%s]", v)
	}
}

func TestRuleBreakingRecord(t *testing.T) {
	// W[aa] is suicide, B[ba] is on an occupied point: the first is
	// replayed (captures resolved) and flagged, the second flagged.
	d, err := Parse([]byte("(;SZ[5]AB[ba][ab];W[aa];B[ba];W[cc])"), 0, "")
	if err != nil {
		t.Fatal(err)
	}
	if err := d.Forward(); err != nil {
		t.Fatal(err)
	}
	if len(d.Warnings()) == 0 || !strings.Contains(d.Warnings()[0], "illegal") {
		t.Fatalf("suicide W[aa]: warnings %q", d.Warnings())
	}
	if d.Board().At(pt(t, d, "aa")) != goboard.Empty {
		t.Fatalf("suicide not resolved:\n%s", d.Board())
	}
	if err := d.Forward(); err != nil || len(d.Warnings()) == 0 {
		t.Fatalf("B[ba] occupied: %v, warnings %q", err, d.Warnings())
	}
	d.Last()
	if d.Board().At(pt(t, d, "cc")) != goboard.White {
		t.Fatal("the record did not go on after the flagged moves")
	}
	d.First()
	if d.Board().At(pt(t, d, "ba")) != goboard.Black || d.Board().At(pt(t, d, "cc")) != goboard.Empty {
		t.Fatalf("back at the root:\n%s", d.Board())
	}
}
