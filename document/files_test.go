package document

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"lifeline/goboard"
	"lifeline/sgf"
)

// sharedSGF is the folder of real SGF files shared by the project's tests.
const sharedSGF = "../../shared/sgf"

func sharedFiles(t *testing.T) []string {
	t.Helper()
	var files []string
	err := filepath.WalkDir(sharedSGF, func(path string, e os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if ext := strings.ToLower(filepath.Ext(path)); !e.IsDir() && ext == ".sgf" {
			files = append(files, path)
		}
		return nil
	})
	if err != nil || len(files) == 0 {
		t.Skipf("no shared SGF files in %s (%v): skipping the real-file tests", sharedSGF, err)
	}
	return files
}

// treeDiff says where two game trees differ, ignoring FF and CA of the
// root (the writer always writes FF[4] CA[UTF-8]); "" when they are equal.
func treeDiff(a, b sgf.Node) string {
	type pair struct{ a, b sgf.Node }
	stack := []pair{{a, b}}
	for len(stack) > 0 {
		p := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		pa, pb := p.a.Props(), p.b.Props()
		if p.a.Parent().IsZero() {
			skip := func(q sgf.Property) bool { return q.ID == "FF" || q.ID == "CA" }
			pa = slices.DeleteFunc(slices.Clone(pa), skip)
			pb = slices.DeleteFunc(slices.Clone(pb), skip)
		}
		if !propsEqual(pa, pb) {
			return fmt.Sprintf("properties %v vs %v", pa, pb)
		}
		ka, kb := p.a.Children(), p.b.Children()
		if len(ka) != len(kb) {
			return fmt.Sprintf("%d vs %d children at %v", len(ka), len(kb), pa)
		}
		for i := range ka {
			stack = append(stack, pair{ka[i], kb[i]})
		}
	}
	return ""
}

// TestSharedFiles opens every shared SGF file, walks each game to the end
// and back, saves it and checks that the saved file reads back as the same
// trees.
func TestSharedFiles(t *testing.T) {
	dir := t.TempDir()
	for _, path := range sharedFiles(t) {
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		coll, err := sgf.Parse(data)
		if err != nil {
			if strings.Contains(path, "_bad") {
				continue
			}
			t.Errorf("%s: %v", path, err)
			continue
		}
		for g := range coll.Games {
			d, err := Open(coll, g, path)
			if err != nil {
				t.Errorf("%s game %d: %v", path, g+1, err)
				continue
			}
			start := d.Board().String()
			d.Last()
			if d.MoveNumber() != d.LineLength() || d.Current().NumChildren() != 0 {
				t.Errorf("%s: Last stopped at move %d of %d", path, d.MoveNumber(), d.LineLength())
			}
			if _, err := d.Analysis(); err != nil {
				t.Errorf("%s: analysis at the end: %v", path, err)
			}
			for d.Back() == nil {
			}
			if d.Board().String() != start || d.Board().Depth() != 0 && d.Current() != d.Root() {
				t.Errorf("%s: back at the root, the position differs", path)
			}
		}
		d, err := Open(coll, 0, path)
		if err != nil {
			continue
		}
		out := filepath.Join(dir, filepath.Base(path))
		if err := d.Save(out); err != nil {
			t.Errorf("%s: %v", path, err)
			continue
		}
		if d.Dirty() || d.File() != out {
			t.Errorf("%s: after save dirty %v file %q", path, d.Dirty(), d.File())
		}
		again, err := sgf.ParseFile(out)
		if err != nil {
			t.Errorf("%s: re-read: %v", path, err)
			continue
		}
		if len(again.Games) != len(coll.Games) {
			t.Errorf("%s: %d games saved, %d read back", path, len(coll.Games), len(again.Games))
			continue
		}
		for g := range coll.Games {
			if diff := treeDiff(coll.Games[g], again.Games[g]); diff != "" {
				t.Errorf("%s game %d: saved tree differs: %s", path, g+1, diff)
			}
		}
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

func TestSetupEdits(t *testing.T) {
	d, err := New(9, 9)
	if err != nil {
		t.Fatal(err)
	}
	root := d.Root()
	step := func(name string, err error, want map[string]string) {
		t.Helper()
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		for _, id := range []string{"AB", "AW", "AE", "PL"} {
			if got := strings.Join(root.Values(id), ","); got != want[id] {
				t.Fatalf("%s: %s = %q, want %q", name, id, got, want[id])
			}
		}
	}
	step("black C3", d.SetStone(pt(t, d, "cg"), goboard.Black), map[string]string{"AB": "cg"})
	step("black D3", d.SetStone(pt(t, d, "dg"), goboard.Black), map[string]string{"AB": "cg,dg"})
	step("white E5", d.SetStone(pt(t, d, "ee"), goboard.White), map[string]string{"AB": "cg,dg", "AW": "ee"})
	step("white over C3", d.SetStone(pt(t, d, "cg"), goboard.White), map[string]string{"AB": "dg", "AW": "ee,cg"})
	step("erase E5", d.SetStone(pt(t, d, "ee"), goboard.Empty), map[string]string{"AB": "dg", "AW": "cg"})
	step("white to play", d.SetPlayer(goboard.White), map[string]string{"AB": "dg", "AW": "cg", "PL": "W"})
	if d.Board().At(pt(t, d, "cg")) != goboard.White || d.Board().ToPlay() != goboard.White || !d.Dirty() {
		t.Fatalf("board not updated:\n%s%v to play", d.Board(), d.Board().ToPlay())
	}
	if r, err := d.Analysis(); err != nil || r == nil {
		t.Fatalf("analysis after setup: %v", err)
	}
	step("undo PL", d.Undo(), map[string]string{"AB": "dg", "AW": "cg"})
	step("undo erase", d.Undo(), map[string]string{"AB": "dg", "AW": "ee,cg"})
	if d.Board().At(pt(t, d, "ee")) != goboard.White || d.Board().ToPlay() != goboard.Black {
		t.Fatal("undo did not restore the position")
	}
	step("redo erase", d.Redo(), map[string]string{"AB": "dg", "AW": "cg"})
	for d.CanUndo() {
		if err := d.Undo(); err != nil {
			t.Fatal(err)
		}
	}
	step("all undone", nil, map[string]string{})
	if d.Dirty() || d.Board().At(pt(t, d, "cg")) != goboard.Empty {
		t.Fatalf("all undone: dirty %v\n%s", d.Dirty(), d.Board())
	}

	// setup after a move goes to a new child node; a second edit joins it
	step("black again", d.SetStone(pt(t, d, "aa"), goboard.Black), map[string]string{"AB": "aa"})
	if err := d.Play(pt(t, d, "ee")); err != nil {
		t.Fatal(err)
	}
	moveNode := d.Current()
	if err := d.SetStone(pt(t, d, "ee"), goboard.Empty); err != nil {
		t.Fatal(err)
	}
	if err := d.SetStone(pt(t, d, "ff"), goboard.White); err != nil {
		t.Fatal(err)
	}
	setup := d.Current()
	if setup.Parent() != moveNode || strings.Join(setup.Values("AE"), ",") != "ee" || strings.Join(setup.Values("AW"), ",") != "ff" {
		t.Fatalf("setup after a move: node %v, parent is the move %v", setup.Props(), setup.Parent() == moveNode)
	}
	if _, ok := moveNode.Value("AE"); ok {
		t.Fatal("setup stored on the move node")
	}
	if err := d.Undo(); err != nil || d.Current() != setup || setup.Has("AW") {
		t.Fatalf("undo W F4: %v, props %v", err, setup.Props())
	}
	if err := d.Undo(); err != nil || d.Current() != moveNode || moveNode.NumChildren() != 0 {
		t.Fatalf("undo the setup node: %v", err)
	}
}

func TestSetupCompressedAndClear(t *testing.T) {
	d, err := Parse([]byte("(;SZ[5]AB[aa:cc]AW[ee])"), 0, "")
	if err != nil {
		t.Fatal(err)
	}
	if err := d.SetStone(pt(t, d, "bb"), goboard.Empty); err != nil {
		t.Fatal(err)
	}
	if got := len(d.Root().Values("AB")); got != 8 || d.Board().At(pt(t, d, "bb")) != goboard.Empty {
		t.Fatalf("erase inside AB[aa:cc]: %d AB values, %v at bb", got, d.Board().At(pt(t, d, "bb")))
	}
	if err := d.ClearBoard(); err != nil {
		t.Fatal(err)
	}
	if d.Root().Has("AB") || d.Root().Has("AW") || d.Board().String() != goboard.MustNew(5, 5).String() {
		t.Fatalf("clear: %v\n%s", d.Root().Props(), d.Board())
	}
	if err := d.Undo(); err != nil || d.Board().At(pt(t, d, "ee")) != goboard.White {
		t.Fatalf("undo clear: %v", err)
	}
	if err := d.SetStone(goboard.Point(-3), goboard.Black); err == nil {
		t.Fatal("setup off the board accepted")
	}
	if err := d.SetStone(pt(t, d, "aa"), goboard.Color(7)); err == nil {
		t.Fatal("setup of colour 7 accepted")
	}
}

// TestProblemOnEmptyBoard sets up a life-and-death problem on an empty
// rectangular board, analyses it, saves it and reads it back.
func TestProblemOnEmptyBoard(t *testing.T) {
	d, err := New(7, 5)
	if err != nil {
		t.Fatal(err)
	}
	// a black group with two eyes in the corner: A5, C5 empty
	var black []goboard.Point
	for _, s := range []string{"ba", "da", "ab", "bb", "cb", "db", "dc"} {
		black = append(black, pt(t, d, s))
	}
	if err := d.SetStones(black, goboard.Black); err != nil {
		t.Fatal(err)
	}
	if err := d.SetStone(pt(t, d, "ca"), goboard.Empty); err != nil { // no-op
		t.Fatal(err)
	}
	if err := d.SetStone(pt(t, d, "fd"), goboard.White); err != nil {
		t.Fatal(err)
	}
	if err := d.SetPlayer(goboard.White); err != nil {
		t.Fatal(err)
	}
	r, err := d.Analysis()
	if err != nil {
		t.Fatal(err)
	}
	if got := r.Alive[goboard.Black].Len(); got != len(black) {
		t.Fatalf("%d black stones pass-alive, want %d\n%s", got, len(black), d.Board())
	}
	path := filepath.Join(t.TempDir(), "problem.sgf")
	if err := d.Save(path); err != nil {
		t.Fatal(err)
	}
	if d.Title() != "problem.sgf" {
		t.Fatalf("title %q", d.Title())
	}
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	back, err := Parse(data, 0, path)
	if err != nil {
		t.Fatal(err)
	}
	if back.Board().String() != d.Board().String() || back.Board().ToPlay() != goboard.White || back.Board().Width() != 7 {
		t.Fatalf("read back:\n%s\nwant\n%s", back.Board(), d.Board())
	}
	if !strings.Contains(string(data), "SZ[7:5]") || !strings.Contains(string(data), "PL[W]") {
		t.Fatalf("saved: %s", data)
	}
}

// TestAtomicSave checks that a failed save leaves the document as it was
// (the atomic writing itself is tested in internal/atomicfile).
func TestAtomicSave(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "game.sgf"), []byte("(;SZ[9])"), 0o600); err != nil {
		t.Fatal(err)
	}
	// a directory in the way and a missing folder are errors, and the
	// document stays as it was
	d, err := New(9, 9)
	if err != nil {
		t.Fatal(err)
	}
	if err := d.Play(pt(t, d, "ee")); err != nil {
		t.Fatal(err)
	}
	for _, bad := range []string{dir, filepath.Join(dir, "no", "such", "x.sgf")} {
		if err := d.Save(bad); err == nil {
			t.Errorf("saved to %s", bad)
		}
		if !d.Dirty() || d.File() != "" {
			t.Errorf("failed save changed the document: dirty %v file %q", d.Dirty(), d.File())
		}
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 1 {
		t.Fatalf("left behind: %v", entries)
	}
}

func TestMalformedInput(t *testing.T) {
	for _, in := range []string{"(;SZ[9];B[ee", "(;SZ[30])", "(;SZ[0])", "(;SZ[x])", "", "no sgf here", "(;SZ[9];B[zz])"} {
		d, err := Parse([]byte(in), 0, "bad.sgf")
		if err == nil {
			// tolerated input: it must replay without a panic
			d.Last()
			d.First()
			continue
		}
		if d != nil {
			t.Errorf("%q: error %v and a document", in, err)
		}
		if !strings.Contains(err.Error(), "bad.sgf") {
			t.Errorf("%q: error %q does not name the file", in, err)
		}
	}
	_, err := Parse([]byte("(;SZ[9]\n;B[ee]C[oops"), 0, "x.sgf")
	if se, ok := sgf.AsSyntaxError(err); !ok || se.Line == 0 {
		t.Fatalf("unterminated value: %v, want a syntax error with a line", err)
	}
}

func TestCommentsAndInfo(t *testing.T) {
	d, err := Parse([]byte("(;SZ[9]PB[Honinbo];B[ee]C[hello])"), 0, "")
	if err != nil {
		t.Fatal(err)
	}
	if err := d.Forward(); err != nil || d.Comment() != "hello" {
		t.Fatalf("comment %q", d.Comment())
	}
	d.SetComment("hello\nworld")
	if v, _ := d.Current().Value("C"); v != "hello\nworld" || !d.Dirty() {
		t.Fatalf("comment %q dirty %v", v, d.Dirty())
	}
	d.MarkSaved()
	d.SetComment("  ")
	if d.Current().Has("C") || !d.Dirty() {
		t.Fatal("blank comment not removed")
	}
	if err := d.SetInfo(map[string]string{"KM": "six"}); err == nil {
		t.Fatal("komi six accepted")
	}
	if err := d.SetInfo(map[string]string{"PB": "", "PW": "Shusaku", "KM": "6.5"}); err != nil {
		t.Fatal(err)
	}
	if d.Info("PB") != "" || d.Info("PW") != "Shusaku" || d.Info("KM") != "6.5" {
		t.Fatalf("info %v", d.Root().Props())
	}
}

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
// as tree rows and jump back fast.
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
	if open > time.Second {
		t.Errorf("opening 10,000 nested moves took %v", open)
	}
}
