package app

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/widget"

	"lifeline/document"
	"lifeline/internal/inputfile"
	"lifeline/sgf"
)

// Recent files.
const (
	prefRecent = "files.recent"
	maxRecent  = 10
)

// openError is the error shown when a file (or pasted text) cannot be
// opened: it names the source and, for a syntax error, the line and column.
func openError(name string, err error) error {
	if name == "" {
		name = "the pasted text"
	}
	if se, ok := sgf.AsSyntaxError(err); ok {
		return fmt.Errorf("cannot open %s: it is not valid SGF.\nLine %d, column %d: %s", name, se.Line, se.Column, se.Msg)
	}
	return fmt.Errorf("cannot open %s: %w", name, err)
}

// OpenFile opens an SGF file. A file with several games asks which one
// to show. On error nothing changes and the error says why.
func (u *UI) OpenFile(path string) error {
	data, err := inputfile.ReadFile(path, sgf.MaxInput)
	if err != nil {
		return openError(filepath.Base(path), err)
	}
	if err := u.openData(data, path); err != nil {
		return err
	}
	u.addRecent(path)
	return nil
}

// openData parses SGF data (from file, or pasted when file is "") and
// opens it, asking which game to open when there are several. It takes
// data over: the collection may keep it, so the caller must not change it.
func (u *UI) openData(data []byte, file string) error {
	coll, err := sgf.ParseTruncated(data)
	if err != nil {
		return openError(filepath.Base(file), err)
	}
	if len(coll.Games) == 0 {
		return openError(filepath.Base(file), errors.New("no game in it"))
	}
	if len(coll.Games) == 1 {
		return u.openGame(coll, 0, file)
	}
	u.chooseGame(coll, file)
	return nil
}

// openGame opens game g of a collection.
func (u *UI) openGame(coll *sgf.Collection, g int, file string) error {
	d, err := document.Open(coll, g, file)
	if err != nil {
		return openError(filepath.Base(file), err)
	}
	u.setDocument(d)
	u.showWarnings(orName(file), coll.Warnings)
	if n := len(coll.Games); n > 1 {
		u.say(fmt.Sprintf("game %d of %d in the file", g+1, n))
	}
	return nil
}

// gameLabel describes a game of a collection for the game chooser.
func gameLabel(i int, root sgf.Node) string {
	gi := sgf.Info(root)
	parts := []string{fmt.Sprintf("%d.", i+1)}
	if gi.Black != "" || gi.White != "" {
		parts = append(parts, fmt.Sprintf("%s (B) – %s (W)", orDash(gi.Black), orDash(gi.White)))
	}
	if name, _ := root.Value("GN"); name != "" {
		parts = append(parts, name)
	}
	if gi.Event != "" {
		parts = append(parts, gi.Event)
	}
	if gi.Date != "" {
		parts = append(parts, gi.Date)
	}
	parts = append(parts, fmt.Sprintf("%dx%d, %d moves", gi.Width, gi.Height, gi.Moves))
	return strings.Join(parts, "  ")
}

func orDash(s string) string {
	if s == "" {
		return "?"
	}
	return s
}

// chooseGame asks which game of a collection to open.
func (u *UI) chooseGame(coll *sgf.Collection, file string) {
	labels := make([]string, len(coll.Games))
	for i, g := range coll.Games {
		labels[i] = gameLabel(i, g)
	}
	chosen := 0
	list := widget.NewList(
		func() int { return len(labels) },
		func() fyne.CanvasObject { return widget.NewLabel("") },
		func(i widget.ListItemID, o fyne.CanvasObject) { o.(*widget.Label).SetText(labels[i]) },
	)
	list.OnSelected = func(i widget.ListItemID) { chosen = i }
	list.Select(0)
	title := fmt.Sprintf("%s holds %d games: which one?", orName(file), len(coll.Games))
	d := dialog.NewCustomConfirm(title, "Open", "Cancel", list, func(ok bool) {
		if !ok {
			return
		}
		if err := u.openGame(coll, chosen, file); err != nil {
			u.showError(err)
		}
	}, u.win)
	d.Resize(fyne.NewSize(640, 420))
	d.Show()
}

func orName(file string) string {
	if file == "" {
		return "The pasted text"
	}
	return filepath.Base(file)
}

// openDialog asks for a file to open.
func (u *UI) openDialog() {
	u.confirmDiscard("Open", func() {
		fd := dialog.NewFileOpen(func(r fyne.URIReadCloser, err error) {
			if err != nil {
				u.showError(err)
				return
			}
			if r == nil {
				return
			}
			path := r.URI().Path()
			r.Close()
			if err := u.OpenFile(path); err != nil {
				u.showError(err)
			}
		}, u.win)
		fd.SetFilter(storage.NewExtensionFileFilter([]string{".sgf", ".SGF"}))
		if dir := u.recentDir(); dir != nil {
			fd.SetLocation(dir)
		}
		fd.Resize(fyne.NewSize(760, 520))
		fd.Show()
	})
}

// recentDir returns the folder of the most recent file, if it still exists.
func (u *UI) recentDir() fyne.ListableURI {
	files := u.recentFiles()
	if len(files) == 0 {
		return nil
	}
	l, err := storage.ListerForURI(storage.NewFileURI(filepath.Dir(files[0])))
	if err != nil {
		return nil
	}
	return l
}

// dropped opens the first SGF file dropped on the window.
func (u *UI) dropped(_ fyne.Position, uris []fyne.URI) {
	for _, uri := range uris {
		if uri.Scheme() != "file" || !strings.EqualFold(uri.Extension(), ".sgf") {
			continue
		}
		path := uri.Path()
		u.confirmDiscard("Open "+filepath.Base(path), func() {
			if err := u.OpenFile(path); err != nil {
				u.showError(err)
			}
		})
		return
	}
	u.say("only .sgf files can be dropped here")
}

func (u *UI) recentFiles() []string {
	return u.app.Preferences().StringListWithFallback(prefRecent, nil)
}

// addRecent puts path first in the recent files.
func (u *UI) addRecent(path string) {
	if abs, err := filepath.Abs(path); err == nil {
		path = abs
	}
	files := slices.DeleteFunc(slices.Clone(u.recentFiles()), func(f string) bool { return f == path })
	files = append([]string{path}, files...)
	if len(files) > maxRecent {
		files = files[:maxRecent]
	}
	u.app.Preferences().SetStringList(prefRecent, files)
	u.updateRecentMenu()
}

// updateRecentMenu rebuilds File → Open recent.
func (u *UI) updateRecentMenu() {
	if u.recent == nil {
		return
	}
	var items []*fyne.MenuItem
	for _, f := range u.recentFiles() {
		items = append(items, fyne.NewMenuItem(f, func() {
			u.confirmDiscard("Open "+filepath.Base(f), func() {
				if err := u.OpenFile(f); err != nil {
					u.showError(err)
				}
			})
		}))
	}
	if len(items) == 0 {
		none := fyne.NewMenuItem("(none)", nil)
		none.Disabled = true
		items = append(items, none)
	}
	u.recent.ChildMenu.Items = items
	if m := u.win.MainMenu(); m != nil {
		m.Refresh()
	}
}

// newGame starts an empty size x size board.
func (u *UI) newGame(size int) { u.newBoard(size, size) }

func (u *UI) newBoard(w, h int) {
	u.confirmDiscard("New game", func() {
		d, err := document.New(w, h)
		if err != nil {
			u.showError(err)
			return
		}
		u.setDocument(d)
	})
}

// newCustomDialog asks for the width and height of a new board.
func (u *UI) newCustomDialog() {
	we, he := newKeyEntry(), newKeyEntry()
	we.SetText("19")
	he.SetText("19")
	valid := func(s string) error {
		n, err := strconv.Atoi(strings.TrimSpace(s))
		if err != nil || n < 1 || n > sgf.MaxBoardSize {
			return fmt.Errorf("a number from 1 to %d", sgf.MaxBoardSize)
		}
		return nil
	}
	we.Validator, he.Validator = valid, valid
	items := []*widget.FormItem{widget.NewFormItem("Width", we), widget.NewFormItem("Height", he)}
	u.formDialog("New board", "Create", items, []*keyEntry{we, he}, func(ok bool) {
		if !ok {
			return
		}
		w, _ := strconv.Atoi(strings.TrimSpace(we.Text))
		h, _ := strconv.Atoi(strings.TrimSpace(he.Text))
		u.newBoard(w, h)
	})
}

// SaveTo writes the document to path (atomically: a temporary file renamed
// over path, so that path keeps its old content when the save fails) and
// marks it saved.
func (u *UI) SaveTo(path string) error {
	write := u.doc.Save
	if u.writeFile != nil {
		write = u.writeFile
	}
	if err := write(path); err != nil {
		return err
	}
	u.addRecent(path)
	u.refresh()
	u.say("saved " + filepath.Base(path))
	return nil
}

// save saves to the document's file, or asks for one.
func (u *UI) save() { u.saveThen(nil) }

// saveThen saves the document (asking for a file when it has none) and then
// runs then, if the save succeeded.
func (u *UI) saveThen(then func()) {
	if u.doc.File() == "" {
		u.saveAsThen(then)
		return
	}
	u.saveToThen(u.doc.File(), then)
}

func (u *UI) saveToThen(path string, then func()) {
	if err := u.SaveTo(path); err != nil {
		u.showError(err)
		return
	}
	if then != nil {
		then()
	}
}

func (u *UI) saveAs() { u.saveAsThen(nil) }

// saveAsThen asks for the folder and name of the file to save to, then
// saves (see SaveAsPath) and runs then. Unlike Fyne's file save dialog,
// which creates the chosen file before saying which it is, nothing here
// touches any file before the save itself.
func (u *UI) saveAsThen(then func()) {
	target := u.newFileTarget(u.saveLocation())
	d := u.formDialog("Save as", "Save", target.items(), []*keyEntry{target.name}, func(ok bool) {
		if ok {
			u.SaveAsPath(target.path(), then)
		}
	})
	d.Resize(fyne.NewSize(560, 0))
}

// fileTarget is the folder and file-name part of the Save as and Export
// image forms: the folder with a Choose… button, and a name entry. Unlike
// Fyne's file save dialog, which creates the chosen file before saying which
// it is, it touches no file: the caller writes path() when the form is
// confirmed.
type fileTarget struct {
	dir    string
	folder *widget.Label
	browse *widget.Button
	name   *keyEntry
}

// newFileTarget returns a fileTarget proposing dir and name.
func (u *UI) newFileTarget(dir, name string) *fileTarget {
	t := &fileTarget{dir: dir, folder: widget.NewLabel(dir), name: newKeyEntry()}
	t.folder.Truncation = fyne.TextTruncateEllipsis
	t.browse = widget.NewButton("Choose…", func() {
		fd := dialog.NewFolderOpen(func(l fyne.ListableURI, err error) {
			if err == nil && l != nil {
				t.dir = l.Path()
				t.folder.SetText(t.dir)
			}
		}, u.win)
		if l, err := storage.ListerForURI(storage.NewFileURI(t.dir)); err == nil {
			fd.SetLocation(l)
		}
		fd.Resize(fyne.NewSize(760, 520))
		fd.Show()
	})
	t.name.SetText(name)
	t.name.Validator = func(s string) error {
		if s = strings.TrimSpace(s); s == "" || strings.ContainsRune(s, os.PathSeparator) {
			return errors.New("a file name, without a folder")
		}
		return nil
	}
	return t
}

// items returns the form's Folder and Name rows.
func (t *fileTarget) items() []*widget.FormItem {
	return []*widget.FormItem{
		widget.NewFormItem("Folder", container.NewBorder(nil, nil, nil, t.browse, t.folder)),
		widget.NewFormItem("Name", t.name),
	}
}

// path returns the file the form names.
func (t *fileTarget) path() string { return filepath.Join(t.dir, strings.TrimSpace(t.name.Text)) }

// saveLocation is the folder and name Save as proposes: the document's
// own, else the folder of the most recent file (or the working folder).
func (u *UI) saveLocation() (dir, name string) {
	if f := u.doc.File(); f != "" {
		if abs, err := filepath.Abs(f); err == nil {
			f = abs
		}
		return filepath.Dir(f), filepath.Base(f)
	}
	if files := u.recentFiles(); len(files) > 0 {
		dir = filepath.Dir(files[0])
	} else if wd, err := os.Getwd(); err == nil {
		dir = wd
	}
	return dir, "game.sgf"
}

// withSGFExt returns path with ".sgf" appended when it has another
// extension or none.
func withSGFExt(path string) string {
	if strings.EqualFold(filepath.Ext(path), ".sgf") {
		return path
	}
	return path + ".sgf"
}

// SaveAsPath saves the document to path, with ".sgf" appended when it has
// none, asking first whether to replace the file actually written when it
// exists and is not the document's own; then runs then (which may be nil)
// after a successful save.
func (u *UI) SaveAsPath(path string, then func()) {
	path = withSGFExt(path)
	st, err := os.Stat(path)
	switch {
	case err == nil && st.IsDir():
		u.showError(fmt.Errorf("cannot save to %s: it is a folder", path))
		return
	case err == nil && !sameFile(path, u.doc.File()):
		u.ask("Replace "+filepath.Base(path)+"?",
			fmt.Sprintf("%s already exists in %s.\nReplace it with this game?", filepath.Base(path), filepath.Dir(path)),
			[]string{"Replace", "Cancel"}, func(i int) {
				if i == 0 {
					u.saveToThen(path, then)
				}
			})
		return
	}
	u.saveToThen(path, then)
}

// sameFile reports whether paths a and b name the same existing file.
func sameFile(a, b string) bool {
	if a == "" || b == "" {
		return false
	}
	sa, err1 := os.Stat(a)
	sb, err2 := os.Stat(b)
	return err1 == nil && err2 == nil && os.SameFile(sa, sb)
}

// copySGF puts the game as SGF on the clipboard.
func (u *UI) copySGF() {
	data, err := u.doc.SGF()
	if err != nil {
		u.showError(err)
		return
	}
	u.app.Clipboard().SetContent(string(data))
	u.say("SGF copied to the clipboard")
}

// pasteSGF opens the SGF text on the clipboard.
func (u *UI) pasteSGF() {
	text := u.app.Clipboard().Content()
	if strings.TrimSpace(text) == "" {
		u.say("the clipboard holds no text")
		return
	}
	u.confirmDiscard("Paste SGF", func() {
		if err := u.openData([]byte(text), ""); err != nil {
			u.showError(err)
		}
	})
}
