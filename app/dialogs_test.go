package app

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"lifeline/sgf"
)

func TestOpenErrorKeepsDocument(t *testing.T) {
	u := newUI(t)
	key(u, fyne.KeyRight)
	before := u.doc
	dir := t.TempDir()
	bad := filepath.Join(dir, "broken.sgf")
	if err := os.WriteFile(bad, []byte("(;SZ[19]\n;B[pd]\n;W[dp]C[odd]?)"), 0o644); err != nil {
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

// TestWarningsShown: a file cut off inside a value opens with what comes
// before the cut; the warnings of reading it (the cut, the unclosed game, a
// guessed charset) show in a banner until dismissed or another document
// opens.
func TestWarningsShown(t *testing.T) {
	dir := t.TempDir()
	for _, tc := range []struct {
		name, data string
		moves      int
		warn       string
	}{
		{"cut inside a comment", "(;SZ[19]\n;B[pd]\n;W[dp]C[unterminated", 2, "cut off inside the value of C"},
		{"unclosed game", "(;SZ[9];B[ee]", 1, "game tree not closed"},
		{"guessed charset", "(;SZ[9]PB[Jos\xe9];B[ee])", 1, "charset"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			u := newUI(t)
			path := filepath.Join(dir, strings.ReplaceAll(tc.name, " ", "-")+".sgf")
			if err := os.WriteFile(path, []byte(tc.data), 0o644); err != nil {
				t.Fatal(err)
			}
			if err := u.OpenFile(path); err != nil {
				t.Fatal(err)
			}
			u.last()
			if u.doc.MoveNumber() != tc.moves {
				t.Fatalf("opened with %d moves, want %d", u.doc.MoveNumber(), tc.moves)
			}
			if w := u.Warnings(); !strings.Contains(w, tc.warn) || !strings.Contains(w, filepath.Base(path)) {
				t.Fatalf("banner %q, want the file and %q", w, tc.warn)
			}
			u.showWarningDetails()
			if topDialog(u) == nil {
				t.Fatal("no details")
			}
			key(u, fyne.KeyEscape)
			u.dismissWarnings()
			if u.Warnings() != "" {
				t.Fatal("the banner stayed")
			}
		})
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
	u.app.Clipboard().SetContent("(;SZ[9]?)")
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

// topDialog returns the topmost overlay (a dialog) of the window, or nil.
func topDialog(u *UI) fyne.CanvasObject { return u.win.Canvas().Overlays().Top() }

// findButton returns the button labelled text in o, or nil.
func findButton(o fyne.CanvasObject, text string) *widget.Button {
	var found *widget.Button
	walkObjects(o, func(o fyne.CanvasObject) {
		if b, ok := o.(*widget.Button); ok && b.Text == text && found == nil {
			found = b
		}
	})
	return found
}

// typeInDialog replaces the text of the focused dialog entry and presses
// Enter in it.
func typeInDialog(t *testing.T, u *UI, text string) {
	t.Helper()
	e, ok := u.win.Canvas().Focused().(*keyEntry)
	if !ok {
		t.Fatalf("the dialog's entry is not focused (focused: %T)", u.win.Canvas().Focused())
	}
	e.SetText(text)
	e.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
}

// TestSaveAsNeverTouchesTheTarget: Save as goes through the document's
// atomic save; when that save fails, the file chosen keeps its content
// (Fyne's save dialog created, so truncated, it before the save).
func TestSaveAsNeverTouchesTheTarget(t *testing.T) {
	u := newUI(t)
	dir := t.TempDir()
	keep := filepath.Join(dir, "keep.sgf")
	const precious = "(;SZ[9]C[precious])"
	if err := os.WriteFile(keep, []byte(precious), 0o644); err != nil {
		t.Fatal(err)
	}
	u.doc.SetFile(filepath.Join(dir, "sample.sgf"))
	key(u, fyne.KeyP) // a change
	u.writeFile = func(string) error { return errors.New("disk full") }
	u.saveAs()
	typeInDialog(t, u, "keep.sgf")
	if top := topDialog(u); top == nil || findButton(top, "Replace") == nil {
		t.Fatal("no question before replacing keep.sgf")
	}
	key(u, fyne.KeyReturn) // Replace
	if data, _ := os.ReadFile(keep); string(data) != precious {
		t.Fatalf("a failed save changed keep.sgf to %q", data)
	}
	if !u.doc.Dirty() || u.doc.File() != filepath.Join(dir, "sample.sgf") {
		t.Fatalf("a failed save: dirty %v, file %q", u.doc.Dirty(), u.doc.File())
	}
}

// TestSaveAsAsksAboutTheFileWritten: a name without ".sgf" saves NAME.sgf
// and asks before replacing that one; a file NAME is never touched.
func TestSaveAsAsksAboutTheFileWritten(t *testing.T) {
	u := newUI(t)
	dir := t.TempDir()
	for _, f := range []string{"game", "game.sgf"} {
		if err := os.WriteFile(filepath.Join(dir, f), []byte("old "+f), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	u.doc.SetFile(filepath.Join(dir, "sample.sgf"))
	key(u, fyne.KeyP)
	u.saveAs()
	typeInDialog(t, u, "game")
	top := topDialog(u)
	if top == nil || findButton(top, "Replace") == nil {
		t.Fatal("saving as game over an existing game.sgf did not ask")
	}
	key(u, fyne.KeyEscape) // Cancel
	for _, f := range []string{"game", "game.sgf"} {
		if data, _ := os.ReadFile(filepath.Join(dir, f)); string(data) != "old "+f {
			t.Fatalf("%s changed to %q", f, data)
		}
	}
	if !u.doc.Dirty() {
		t.Fatal("cancelled save marked the document saved")
	}
	u.saveAs()
	typeInDialog(t, u, "game")
	key(u, fyne.KeyReturn) // Replace
	if data, _ := os.ReadFile(filepath.Join(dir, "game.sgf")); !strings.HasPrefix(string(data), "(;") {
		t.Fatalf("game.sgf holds %q", data)
	}
	if data, _ := os.ReadFile(filepath.Join(dir, "game")); string(data) != "old game" {
		t.Fatalf("game changed to %q", data)
	}
	if u.doc.Dirty() || u.doc.File() != filepath.Join(dir, "game.sgf") {
		t.Fatalf("after save: dirty %v, file %q", u.doc.Dirty(), u.doc.File())
	}
	u.saveAs()
	typeInDialog(t, u, "fresh")
	if _, err := os.Stat(filepath.Join(dir, "fresh.sgf")); err != nil {
		t.Fatalf("a new name did not save at once: %v", err)
	}
}

// TestDiscardQuestion: Save, Discard and Cancel, with Enter and Escape.
func TestDiscardQuestion(t *testing.T) {
	u := newUI(t)
	path := filepath.Join(t.TempDir(), "game.sgf")
	u.doc.SetFile(path)
	key(u, fyne.KeyP)
	u.newGame(9)
	top := topDialog(u)
	if top == nil || findButton(top, "Save") == nil || findButton(top, "Discard") == nil || findButton(top, "Cancel") == nil {
		t.Fatal("the question lacks Save, Discard or Cancel")
	}
	key(u, fyne.KeyRight) // keys do not reach the board behind the question
	if u.doc.Board().Width() != 19 || u.doc.MoveNumber() != 1 {
		t.Fatal("a key moved the board behind the question")
	}
	key(u, fyne.KeyEscape) // Cancel
	if topDialog(u) != nil || u.doc.Board().Width() != 19 || !u.doc.Dirty() {
		t.Fatal("Escape did not cancel")
	}
	u.newGame(9)
	key(u, fyne.KeyReturn) // Save
	if data, err := os.ReadFile(path); err != nil || !strings.Contains(string(data), ";B[]") {
		t.Fatalf("Enter did not save: %q, %v", data, err)
	}
	if u.doc.Board().Width() != 9 {
		t.Fatal("the new game did not follow the save")
	}
	key(u, fyne.KeyP)
	u.newGame(13)
	test.Tap(findButton(topDialog(u), "Discard"))
	if u.doc.Board().Width() != 13 {
		t.Fatal("Discard did not open the new game")
	}
}
