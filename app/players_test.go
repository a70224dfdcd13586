package app

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// writeGames writes an SGF file of three games and returns its path.
func writeGames(t *testing.T) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "three.sgf")
	data := "(;FF[4]SZ[9]PB[Shusaku]BR[4d]PW[Gennan]WR[8d]KM[0]RE[B+2]EV[Castle games]GN[Ear-reddening game];B[ee];W[ce])" +
		"(;FF[4]SZ[9]PB[Honinbo Dosaku]PW[Yasui Sanchi]HA[2]AB[cc][gg]EV[Oshirogo];W[ee])" +
		"(;FF[4]SZ[9]PB[Go Seigen]PW[Kitani Minoru]DT[1933-10-16]EV[Oteai];B[cc];W[ee];B[gg])"
	if err := os.WriteFile(path, []byte(data), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

func TestPlayerBar(t *testing.T) {
	u := newUI(t)
	if err := u.openData([]byte("(;FF[4]SZ[5]PB[Shusaku]BR[4d]PW[Gennan]WR[8d]KM[6.5]HA[0]RE[B+2];B[ab];W[aa];B[ba])"), ""); err != nil {
		t.Fatal(err)
	}
	u.last()
	if got := u.players.black.Text; got != "● Shusaku 4d · 1 prisoner" {
		t.Errorf("black: %q", got)
	}
	if got := u.players.white.Text; got != "○ Gennan 8d · 0 prisoners" {
		t.Errorf("white: %q", got)
	}
	if got := u.players.game.Text; got != "komi 6.5 · result B+2" {
		t.Errorf("game: %q", got)
	}
	u.first()
	if got := u.players.black.Text; !strings.HasSuffix(got, "0 prisoners") {
		t.Errorf("black at the start: %q", got)
	}
}

func TestGameInfoDialogFuller(t *testing.T) {
	u := newUI(t)
	u.gameInfoDialog()
	ov := u.win.Canvas().Overlays().Top()
	if ov == nil {
		t.Fatal("no dialog")
	}
	entries := map[string]*keyEntry{}
	var forms []*widget.Form
	for _, o := range test.LaidOutObjects(ov) {
		if f, ok := o.(*widget.Form); ok {
			forms = append(forms, f)
		}
	}
	for _, f := range forms {
		for _, it := range f.Items {
			entries[it.Text] = it.Widget.(*keyEntry)
		}
	}
	for _, l := range []string{"Rules", "Handicap", "Game name", "Place", "Round", "Black", "Komi", "Result"} {
		if entries[l] == nil {
			t.Fatalf("no %q field (fields %v)", l, len(entries))
		}
	}
	if u.win.Canvas().Focused() != entries["Black"] {
		t.Error("the first field is not focused")
	}
	entries["Handicap"].SetText("1")
	if entries["Handicap"].Validate() == nil {
		t.Error("handicap 1 accepted")
	}
	entries["Handicap"].SetText("3")
	entries["Rules"].SetText("Japanese")
	entries["Place"].SetText("Tokyo")
	entries["Round"].SetText("2")
	entries["Game name"].SetText("Test")
	// Enter in a field saves
	entries["Game name"].TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	if u.win.Canvas().Overlays().Top() != nil {
		t.Fatal("Enter did not close the dialog")
	}
	for id, want := range map[string]string{"HA": "3", "RU": "Japanese", "PC": "Tokyo", "RO": "2", "GN": "Test"} {
		if got := u.doc.Info(id); got != want {
			t.Errorf("%s = %q, want %q", id, got, want)
		}
	}
	if got := u.players.game.Text; !strings.Contains(got, "handicap 3") {
		t.Errorf("player bar %q", got)
	}
}

func TestCollectionStepAndSearch(t *testing.T) {
	u := newUI(t)
	path := writeGames(t)
	data, _ := os.ReadFile(path)
	if err := u.openData(data, path); err != nil {
		t.Fatal(err)
	}
	// three games: the chooser is open; take the first
	coll, err := parseForTest(string(data))
	if err != nil {
		t.Fatal(err)
	}
	if err := u.openGame(coll, 0, path); err != nil {
		t.Fatal(err)
	}
	for _, o := range u.win.Canvas().Overlays().List() {
		u.win.Canvas().Overlays().Remove(o)
	}
	key(u, fyne.KeyPageDown)
	if u.gameIndex() != 1 || u.doc.Info("PB") != "Honinbo Dosaku" {
		t.Fatalf("Page Down: game %d", u.gameIndex())
	}
	u.stepGame(1)
	u.stepGame(1) // past the end: says so
	if u.gameIndex() != 2 || !strings.Contains(u.Status(), "last game") {
		t.Fatalf("game %d, status %q", u.gameIndex(), u.Status())
	}
	key(u, fyne.KeyPageUp)
	if u.gameIndex() != 1 {
		t.Fatalf("Page Up: game %d", u.gameIndex())
	}
	// the game list: search, Enter opens the first match
	u.gamesDialog()
	search, ok := u.win.Canvas().Focused().(*keyEntry)
	if !ok {
		t.Fatalf("focused %T, want the search field", u.win.Canvas().Focused())
	}
	test.Type(search, "seigen")
	search.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	if u.win.Canvas().Overlays().Top() != nil {
		t.Fatal("a dialog is still open")
	}
	if u.gameIndex() != 2 || u.doc.Info("PB") != "Go Seigen" {
		t.Fatalf("search and Enter: game %d", u.gameIndex())
	}
}

func TestGamesDialogEscape(t *testing.T) {
	u := newUI(t)
	u.gamesDialog()
	search, ok := u.win.Canvas().Focused().(*keyEntry)
	if !ok {
		t.Fatalf("focused %T", u.win.Canvas().Focused())
	}
	search.TypedKey(&fyne.KeyEvent{Name: fyne.KeyEscape})
	if u.win.Canvas().Overlays().Top() != nil {
		t.Fatal("Escape did not close the game list")
	}
}

func TestMatchGames(t *testing.T) {
	labels := []string{"1. Shusaku (B) – Gennan (W)  Castle games", "2. Go Seigen (B) – Kitani (W)  Oteai 1933", "3. Go Seigen (B) – Honinbo Shusai (W)"}
	for _, c := range []struct {
		q    string
		want int
	}{{"", 3}, {"seigen", 2}, {"SEIGEN oteai", 1}, {"shusa", 2}, {"nobody", 0}} {
		if got := len(matchGames(labels, c.q)); got != c.want {
			t.Errorf("%q: %d matches, want %d", c.q, got, c.want)
		}
	}
}
