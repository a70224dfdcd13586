package app

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/test"

	"lifeline/goboard"
	"lifeline/sgf"
)

func TestOpenErrorKeepsDocument(t *testing.T) {
	u := newUI(t)
	key(u, fyne.KeyRight)
	before := u.doc
	dir := t.TempDir()
	bad := filepath.Join(dir, "broken.sgf")
	if err := os.WriteFile(bad, []byte("(;SZ[19]\n;B[pd]\n;W[dp]C[unterminated"), 0o644); err != nil {
		t.Fatal(err)
	}
	big := filepath.Join(dir, "big.sgf")
	if err := os.WriteFile(big, []byte("(;SZ[52];B[aa])"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, f := range []string{bad, big, filepath.Join(dir, "missing.sgf")} {
		err := u.OpenFile(f)
		if err == nil {
			t.Fatalf("%s opened", f)
		}
		if !strings.Contains(err.Error(), filepath.Base(f)) {
			t.Errorf("error %q does not name the file", err)
		}
		if u.doc != before || u.doc.MoveNumber() != 1 {
			t.Fatalf("%s: the document changed", f)
		}
	}
	err := u.OpenFile(bad)
	if !strings.Contains(err.Error(), "Line 3, column") {
		t.Errorf("syntax error %q has no line and column", err)
	}
}

func TestSetupModeClickAddsStones(t *testing.T) {
	u := newUI(t)
	u.newGame(9)
	u.SetMode(ModeSetup)
	if !u.setup.Visible() || !u.goban.ShowGhost || u.goban.GhostColor != goboard.Black {
		t.Fatal("setup tools hidden or no ghost of the black tool's stone in setup mode")
	}
	b := u.doc.Board()
	c3, e5 := b.Point(2, 6), b.Point(4, 4)
	test.TapAt(u.goban, u.goban.Center(c3))
	u.SetTool(goboard.White)
	test.TapAt(u.goban, u.goban.Center(e5))
	root := u.doc.Root()
	if v := root.Values("AB"); len(v) != 1 || v[0] != "cg" {
		t.Fatalf("AB %v, want [cg]", v)
	}
	if v := root.Values("AW"); len(v) != 1 || v[0] != "ee" {
		t.Fatalf("AW %v, want [ee]", v)
	}
	if u.doc.Board().At(c3) != goboard.Black || u.doc.MoveNumber() != 0 || !strings.Contains(u.win.Title(), "*") {
		t.Fatal("setup not shown or not marked unsaved")
	}
	test.TapAt(u.goban, u.goban.Center(e5)) // white on white: takes it away
	if root.Has("AW") {
		t.Fatalf("AW %v after a second tap", root.Values("AW"))
	}
	u.setPlayer(goboard.White)
	if v, _ := root.Value("PL"); v != "W" || !strings.HasPrefix(u.Status(), "White to play") {
		t.Fatalf("PL %q, status %q", v, u.Status())
	}
	u.undo()
	u.undo()
	if root.Has("PL") || root.Values("AW")[0] != "ee" {
		t.Fatalf("undo: %v", root.Props())
	}
	u.clearBoard()
	if !u.doc.Board().Equal(goboard.MustNew(9, 9)) {
		t.Fatalf("clear board:\n%s", u.doc.Board())
	}
	u.SetMode(ModePlay)
	if u.setup.Visible() {
		t.Fatal("setup tools shown in play mode")
	}
}

func TestSliderAndTreeNavigation(t *testing.T) {
	u := newUI(t)
	if u.slider.Max != 10 || u.slider.Value != 0 {
		t.Fatalf("slider %v of %v", u.slider.Value, u.slider.Max)
	}
	u.slider.SetValue(6)
	if u.doc.MoveNumber() != 6 || u.counter.Text != "move 6/10" {
		t.Fatalf("slider to 6: move %d, counter %q", u.doc.MoveNumber(), u.counter.Text)
	}
	if row := u.tree.Current(); row < 0 || u.rows.rows[row].Node != u.doc.Current() {
		t.Fatalf("tree selection %d does not follow the cursor", row)
	}
	// the sample has a variation at move 7: pick it in the tree
	var target int = -1
	for i, r := range u.rows.rows {
		if r.Branch {
			target = i
			break
		}
	}
	if target < 0 {
		t.Fatal("no variation row in the tree")
	}
	u.tree.OnSelect(target)
	if u.doc.Current() != u.rows.rows[target].Node {
		t.Fatal("selecting a tree row did not move the cursor")
	}
	if sibs, i := u.doc.Variations(); len(sibs) != 2 || i != 1 {
		t.Fatalf("at variation %d of %d", i+1, len(sibs))
	}
	if u.slider.Value != float64(u.doc.MoveNumber()) {
		t.Fatalf("slider %v, move %d", u.slider.Value, u.doc.MoveNumber())
	}
	res, _ := u.doc.Analysis()
	if res == nil || u.goban.Board() != u.doc.Board() {
		t.Fatal("overlay does not follow the node")
	}
}

func TestCommentEditing(t *testing.T) {
	u := newUI(t)
	if !strings.HasPrefix(u.comment.Text, "Sample") {
		t.Fatalf("root comment %q", u.comment.Text)
	}
	key(u, fyne.KeyRight)
	if u.comment.Text != "" {
		t.Fatalf("move 1 comment %q", u.comment.Text)
	}
	test.Type(u.comment, "a good move")
	if v, _ := u.doc.Current().Value("C"); v != "a good move" || !strings.Contains(u.win.Title(), "*") {
		t.Fatalf("C %q, title %q", v, u.win.Title())
	}
	key(u, fyne.KeyLeft)
	key(u, fyne.KeyRight)
	if u.comment.Text != "a good move" {
		t.Fatalf("comment after coming back %q", u.comment.Text)
	}
}

func TestMultiGameCopyPasteDropRecent(t *testing.T) {
	u := newUI(t)
	two := "(;SZ[9]PB[Ann]PW[Bob];B[ee])(;SZ[13]PB[Cid]PW[Dee];B[cc];W[dd])"
	u.app.Clipboard().SetContent(two)
	u.pasteSGF()
	// the game chooser is up; the document is unchanged until a choice
	if u.doc.Board().Width() != 19 {
		t.Fatal("pasting several games opened one without asking")
	}
	d, err := parseForTest(two)
	if err != nil {
		t.Fatal(err)
	}
	if err := u.openGame(d, 1, ""); err != nil || u.doc.Board().Width() != 13 || u.doc.Info("PB") != "Cid" {
		t.Fatalf("second game: %v", err)
	}
	if l := gameLabel(1, d.Games[1]); !strings.Contains(l, "Cid (B) – Dee (W)") || !strings.Contains(l, "2 moves") {
		t.Fatalf("label %q", l)
	}
	u.copySGF()
	if c := u.app.Clipboard().Content(); !strings.Contains(c, "PB[Ann]") || !strings.Contains(c, "PB[Cid]") {
		t.Fatalf("copied %q", c)
	}
	u.app.Clipboard().SetContent("(;SZ[9")
	u.pasteSGF() // malformed: an error dialog, the document stays
	if u.doc.Board().Width() != 13 {
		t.Fatal("malformed paste changed the document")
	}
	path := filepath.Join(t.TempDir(), "drop.sgf")
	if err := os.WriteFile(path, []byte("(;SZ[7];B[dd])"), 0o644); err != nil {
		t.Fatal(err)
	}
	u.dropped(fyne.NewPos(10, 10), []fyne.URI{storage.NewFileURI(path)})
	if u.doc.Board().Width() != 7 || u.doc.File() != path {
		t.Fatalf("drop: %dx%d from %q", u.doc.Board().Width(), u.doc.Board().Height(), u.doc.File())
	}
	if r := u.recentFiles(); len(r) == 0 || r[0] != path {
		t.Fatalf("recent %v", r)
	}
	if items := u.recent.ChildMenu.Items; len(items) == 0 || items[0].Label != path {
		t.Fatal("recent menu not updated")
	}
}

func parseForTest(s string) (*sgf.Collection, error) { return sgf.Parse([]byte(s)) }
