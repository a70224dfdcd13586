package app

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"lifeline/goboard"
)

// TestRecoveryCopy: a window ending with unsaved changes (as on SIGTERM)
// writes a recovery copy; the next start offers it, Restore brings the
// changes back unsaved, Later keeps the copy, Discard deletes it.
func TestRecoveryCopy(t *testing.T) {
	cache := t.TempDir()
	t.Setenv("XDG_CACHE_HOME", cache)
	copyPath := filepath.Join(cache, "lifeline", recoveryName)
	u := newUI(t)
	file := filepath.Join(t.TempDir(), "mine.sgf")
	u.doc.SetFile(file)
	key(u, fyne.KeyRight)
	test.TapAt(u.goban, u.goban.Center(u.doc.Board().Point(10, 10)))
	if err := u.afterRun(); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(copyPath); err != nil {
		t.Fatalf("no recovery copy: %v", err)
	}

	for _, tc := range []struct {
		name     string
		key      fyne.KeyName
		restored bool
		kept     bool
	}{
		{"Later keeps the copy", fyne.KeyEscape, false, true},
		{"Restore opens it", fyne.KeyReturn, true, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			v, err := Start(test.NewTempApp(t), nil)
			if err != nil {
				t.Fatal(err)
			}
			t.Cleanup(v.win.Close)
			if topDialog(v) == nil {
				t.Fatal("the recovery copy was not offered")
			}
			key(v, tc.key)
			if tc.restored {
				data, _ := v.doc.SGF()
				if !v.doc.Dirty() || v.doc.File() != file || !strings.Contains(string(data), "W[kk]") {
					t.Fatalf("restored: dirty %v, file %q, SGF %s", v.doc.Dirty(), v.doc.File(), data)
				}
			} else if v.doc.Dirty() {
				t.Fatal("Later changed the document")
			}
			if _, err := os.Stat(copyPath); (err == nil) != tc.kept {
				t.Fatalf("copy kept %v, want %v", err == nil, tc.kept)
			}
		})
	}

	// quitting after Discard writes no copy
	u.quitting = true
	if err := u.afterRun(); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(copyPath); err == nil {
		t.Fatal("a recovery copy after the user discarded the changes")
	}
}

// TestStartWithBadFile: a file given on the command line that cannot be
// opened leaves the window up with the error shown (issue 13, item 9).
func TestStartWithBadFile(t *testing.T) {
	t.Setenv("XDG_CACHE_HOME", t.TempDir())
	bad := filepath.Join(t.TempDir(), "bad.sgf")
	if err := os.WriteFile(bad, []byte("this is not SGF"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct{ name, path string }{
		{"not SGF", bad},
		{"missing", filepath.Join(t.TempDir(), "missing.sgf")},
	} {
		t.Run(tc.name, func(t *testing.T) {
			u, err := Start(test.NewTempApp(t), []string{tc.path})
			if err != nil {
				t.Fatal(err)
			}
			t.Cleanup(u.win.Close)
			if topDialog(u) == nil {
				t.Fatal("no error dialog")
			}
			if !contains(u.Status(), filepath.Base(tc.path)) {
				t.Fatalf("status %q does not name the file", u.Status())
			}
		})
	}
}

// TestRecoveryKeepsTheGame: the recovery copy of the second game of a file
// restores that game.
func TestRecoveryKeepsTheGame(t *testing.T) {
	t.Setenv("XDG_CACHE_HOME", t.TempDir())
	u := newUI(t)
	coll, err := parseForTest("(;SZ[9];B[ee])(;SZ[13];B[cc])")
	if err != nil {
		t.Fatal(err)
	}
	if err := u.openGame(coll, 1, ""); err != nil {
		t.Fatal(err)
	}
	u.pass()
	if err := u.afterRun(); err != nil {
		t.Fatal(err)
	}
	d, _, err := readRecovery()
	if err != nil {
		t.Fatal(err)
	}
	if d.Board().Width() != 13 || len(d.Collection().Games) != 2 || !d.Dirty() {
		t.Fatalf("restored a %dx%d game of %d, dirty %v", d.Board().Width(), d.Board().Height(), len(d.Collection().Games), d.Dirty())
	}
}

// TestRecoveryOpensWhereTheUserWas: Restore opens the recovery copy at the
// node the user was at, inside a variation too; a copy whose path does not
// apply (or has none, as before it was stored) opens at the end of the
// main line.
func TestRecoveryOpensWhereTheUserWas(t *testing.T) {
	cache := t.TempDir()
	t.Setenv("XDG_CACHE_HOME", cache)
	u := newUI(t)
	coll, err := parseForTest("(;SZ[9];B[ee];W[cc];B[gg](;W[cg];B[gc])(;W[gc]))")
	if err != nil {
		t.Fatal(err)
	}
	if err := u.openGame(coll, 0, ""); err != nil {
		t.Fatal(err)
	}
	u.doc.GoTo(4)
	if err := u.doc.SwitchVariation(1); err != nil { // from W[cg] to W[gc], the second child
		t.Fatal(err)
	}
	u.pass() // a new node after it: the document is unsaved
	if u.doc.MoveNumber() != 5 || !u.doc.Dirty() {
		t.Fatalf("set-up: move %d, dirty %v", u.doc.MoveNumber(), u.doc.Dirty())
	}
	want := childPath(u.doc.Path())
	if len(want) != 5 || want[3] != 1 {
		t.Fatalf("set-up: path %v", want)
	}
	if err := u.afterRun(); err != nil {
		t.Fatal(err)
	}
	v, err := Start(test.NewTempApp(t), nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(v.win.Close)
	if topDialog(v) == nil {
		t.Fatal("the recovery copy was not offered")
	}
	key(v, fyne.KeyReturn) // Restore
	if got := childPath(v.doc.Path()); !slices.Equal(got, want) || v.doc.MoveNumber() != 5 || !v.doc.Dirty() {
		t.Fatalf("restored at path %v, move %d, dirty %v; want path %v, move 5", got, v.doc.MoveNumber(), v.doc.Dirty(), want)
	}
	if v.goban.Board() != v.doc.Board() || v.doc.Board().At(v.doc.Board().Point(6, 2)) != goboard.White {
		t.Error("the window does not show the restored position")
	}

	for _, tc := range []struct{ name, path string }{
		{"a path that leads nowhere", `,"path":[0,0,0,7]`},
		{"no path", ``},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := filepath.Join(cache, "lifeline")
			sgfText := "(;SZ[9];B[ee];W[cc](;B[gg];W[cg])(;B[gc]))"
			if err := os.WriteFile(filepath.Join(dir, recoveryName), []byte(sgfText), 0o600); err != nil {
				t.Fatal(err)
			}
			meta := `{"file":"","game":0,"saved":"2026-01-01T00:00:00Z"` + tc.path + `}`
			if err := os.WriteFile(filepath.Join(dir, recoveryMeta), []byte(meta), 0o600); err != nil {
				t.Fatal(err)
			}
			d, _, err := readRecovery()
			if err != nil {
				t.Fatal(err)
			}
			if got := childPath(d.Path()); !slices.Equal(got, []int{0, 0, 0, 0}) {
				t.Errorf("opened at %v, want the end of the main line [0 0 0 0]", got)
			}
		})
	}
}
