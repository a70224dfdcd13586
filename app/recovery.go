package app

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"time"

	"lifeline/document"
	"lifeline/sgf"
)

// The recovery copy: when the window ends with unsaved changes the user did
// not choose to discard (SIGTERM at logout, kill, Ctrl+C in a terminal),
// the document is written to the user's cache folder, and the next start
// offers to restore it.
const (
	recoveryName = "recovery.sgf"
	recoveryMeta = "recovery.json"
)

// recovery describes a recovery copy.
type recovery struct {
	File  string    `json:"file"`  // the document's file, "" if none
	Game  int       `json:"game"`  // the game's index in the collection
	Saved time.Time `json:"saved"` // when the copy was written
	// Path leads from the game's root to the node the user was at: the
	// index of the child taken at each step. Absent (nil) in a copy written
	// before it existed.
	Path []int `json:"path"`
}

// recoveryDir returns the folder of the recovery copy:
// $XDG_CACHE_HOME/lifeline (or the system's equivalent).
func recoveryDir() (string, error) {
	dir, err := os.UserCacheDir()
	if err != nil {
		return "", fmt.Errorf("recovery folder: %w", err)
	}
	return filepath.Join(dir, "lifeline"), nil
}

// writeRecovery writes the document to the recovery copy. The copy is
// written to a temporary name and renamed, so an earlier copy is never
// half overwritten.
func writeRecovery(d *document.Document) error {
	dir, err := recoveryDir()
	if err != nil {
		return err
	}
	data, err := d.SGF()
	if err != nil {
		return fmt.Errorf("recovery copy: %w", err)
	}
	meta, err := json.Marshal(recovery{File: d.File(), Game: slices.Index(d.Collection().Games, d.Root()), Saved: time.Now(), Path: childPath(d.Path())})
	if err != nil {
		return fmt.Errorf("recovery copy: %w", err)
	}
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return fmt.Errorf("recovery copy: %w", err)
	}
	for _, f := range []struct {
		name string
		data []byte
	}{{recoveryName, data}, {recoveryMeta, meta}} {
		tmp := filepath.Join(dir, f.name+".tmp")
		if err := os.WriteFile(tmp, f.data, 0o600); err != nil {
			os.Remove(tmp)
			return fmt.Errorf("recovery copy: %w", err)
		}
		if err := os.Rename(tmp, filepath.Join(dir, f.name)); err != nil {
			os.Remove(tmp)
			return fmt.Errorf("recovery copy: %w", err)
		}
	}
	return nil
}

// readRecovery returns the recovery copy, if there is one: its document
// (marked unsaved, associated with the original file) and its description.
func readRecovery() (*document.Document, recovery, error) {
	var r recovery
	dir, err := recoveryDir()
	if err != nil {
		return nil, r, err
	}
	data, err := os.ReadFile(filepath.Join(dir, recoveryName))
	if err != nil {
		return nil, r, err
	}
	if meta, err := os.ReadFile(filepath.Join(dir, recoveryMeta)); err == nil {
		_ = json.Unmarshal(meta, &r) // without it: an untitled document
	}
	coll, err := sgf.ParseOwned(data)
	if err != nil {
		return nil, r, fmt.Errorf("recovery copy: %w", err)
	}
	if r.Game < 0 || r.Game >= len(coll.Games) {
		r.Game = 0
	}
	d, err := document.Open(coll, r.Game, r.File)
	if err != nil {
		return nil, r, fmt.Errorf("recovery copy: %w", err)
	}
	goToPath(d, r.Path)
	d.MarkUnsaved()
	return d, r, nil
}

// childPath returns the index of each node of path (from the root) among
// its parent's children.
func childPath(path []sgf.Node) []int {
	idx := make([]int, 0, max(len(path)-1, 0))
	for i := 1; i < len(path); i++ {
		parent, k := path[i-1], 0
		for k < parent.NumChildren() && parent.Child(k) != path[i] {
			k++
		}
		idx = append(idx, k)
	}
	return idx
}

// goToPath moves d's cursor along the child indices idx from the root, or,
// when idx is nil or leads nowhere, to the end of the main line.
func goToPath(d *document.Document, idx []int) {
	n := d.Root()
	ok := idx != nil
	for _, k := range idx {
		if k < 0 || k >= n.NumChildren() {
			ok = false
			break
		}
		n = n.Child(k)
	}
	if ok && d.GoToNode(n) == nil {
		return
	}
	d.First()
	d.Last()
}

// removeRecovery deletes the recovery copy.
func removeRecovery() {
	if dir, err := recoveryDir(); err == nil {
		os.Remove(filepath.Join(dir, recoveryName))
		os.Remove(filepath.Join(dir, recoveryMeta))
	}
}

// offerRecovery asks whether to restore the recovery copy, if there is
// one. Restore (Enter) opens it as an unsaved document, at the node the
// user was at (recovery.Path), and deletes the copy
// (the next exit writes a new one if the work is still unsaved); Discard
// deletes it; Later (Escape) keeps it for the next start.
func (u *UI) offerRecovery() {
	d, r, err := readRecovery()
	if errors.Is(err, os.ErrNotExist) {
		return
	}
	if err != nil {
		u.say(fmt.Sprintf("a recovery copy could not be read: %v", err))
		return
	}
	name := "an untitled game"
	if r.File != "" {
		name = filepath.Base(r.File)
	}
	when := ""
	if !r.Saved.IsZero() {
		when = " on " + r.Saved.Local().Format("2006-01-02 at 15:04")
	}
	u.ask("Restore unsaved work?",
		fmt.Sprintf("Lifeline was closed%s with unsaved changes to %s.\nRestore them?", when, name),
		[]string{"Restore", "Discard", "Later"}, func(i int) {
			switch i {
			case 0:
				u.setDocument(d)
				u.say("restored the unsaved changes to " + name)
				removeRecovery()
			case 1:
				removeRecovery()
			}
		})
	if u.e2e != nil {
		u.e2e.recoveryOffered()
	}
}

// afterRun keeps unsaved work when the window ended without the user
// saving or discarding it (Fyne quits on SIGTERM and SIGINT without the
// close intercept): it writes the recovery copy.
func (u *UI) afterRun() error {
	if u.quitting || !u.doc.Dirty() {
		return nil
	}
	return writeRecovery(u.doc)
}
