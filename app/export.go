package app

import (
	"bytes"
	"fmt"
	"image/png"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/widget"

	"lifeline/document"
	"lifeline/widgets"
)

// Export formats.
const (
	formatPNG = "PNG"
	formatSVG = "SVG"
)

// Preference keys of the export dialog.
const (
	prefExportFormat = "export.format"
	prefExportSize   = "export.size"
	prefExportCoords = "export.coordinates"
)

// ExportOptions say how File → Export image draws the board: as an SVG
// document or a PNG image, the longer side Size pixels, with or without
// coordinates. Everything else is drawn as the board shows it (the overlay
// layers switched on in View, the selection, the explained round, markup
// and move numbers).
type ExportOptions struct {
	SVG         bool
	Size        int
	Coordinates bool
}

// ExportImage writes the board as shown to path (atomically).
func (u *UI) ExportImage(path string, opt ExportOptions) error {
	pic := u.goban.Picture()
	pic.Coordinates = opt.Coordinates
	var buf bytes.Buffer
	var err error
	if opt.SVG {
		err = pic.WriteSVG(&buf, opt.Size)
	} else {
		err = png.Encode(&buf, pic.Image(opt.Size))
	}
	if err != nil {
		return fmt.Errorf("export %s: %w", filepath.Base(path), err)
	}
	return document.WriteFileAtomic(path, buf.Bytes())
}

// exportDialog asks for the format, the size and the coordinates, then for
// the file, and exports the board.
func (u *UI) exportDialog() {
	prefs := u.app.Preferences()
	format := widget.NewRadioGroup([]string{formatPNG, formatSVG}, nil)
	format.Horizontal = true
	format.Required = true
	format.SetSelected(prefs.StringWithFallback(prefExportFormat, formatPNG))
	size := widget.NewEntry()
	size.SetText(strconv.Itoa(prefs.IntWithFallback(prefExportSize, 800)))
	size.Validator = func(s string) error {
		n, err := strconv.Atoi(strings.TrimSpace(s))
		if err != nil || n < widgets.MinImageSize || n > widgets.MaxImageSize {
			return fmt.Errorf("a size from %d to %d pixels", widgets.MinImageSize, widgets.MaxImageSize)
		}
		return nil
	}
	coords := widget.NewCheck("", nil)
	coords.SetChecked(prefs.BoolWithFallback(prefExportCoords, u.goban.ShowCoordinates))
	items := []*widget.FormItem{
		widget.NewFormItem("Format", format),
		widget.NewFormItem("Size (longer side, pixels)", size),
		widget.NewFormItem("Coordinates", coords),
	}
	d := dialog.NewForm("Export image", "Choose file…", "Cancel", items, func(ok bool) {
		if !ok {
			return
		}
		n, _ := strconv.Atoi(strings.TrimSpace(size.Text))
		opt := ExportOptions{SVG: format.Selected == formatSVG, Size: n, Coordinates: coords.Checked}
		prefs.SetString(prefExportFormat, format.Selected)
		prefs.SetInt(prefExportSize, n)
		prefs.SetBool(prefExportCoords, opt.Coordinates)
		u.exportFileDialog(opt)
	}, u.win)
	d.Resize(fyne.NewSize(420, 0))
	d.Show()
	u.win.Canvas().Focus(size)
}

// exportFileDialog asks where to write the image and writes it.
func (u *UI) exportFileDialog(opt ExportOptions) {
	ext := ".png"
	if opt.SVG {
		ext = ".svg"
	}
	fd := dialog.NewFileSave(func(w fyne.URIWriteCloser, err error) {
		if err != nil {
			dialog.ShowError(err, u.win)
			return
		}
		if w == nil {
			return
		}
		path := w.URI().Path()
		w.Close() // the export writes its own temporary file and renames it
		if !strings.EqualFold(filepath.Ext(path), ext) {
			if fi, err := os.Stat(path); err == nil && fi.Size() == 0 {
				os.Remove(path) // the empty file the dialog created
			}
			path += ext
		}
		if err := u.ExportImage(path, opt); err != nil {
			dialog.ShowError(err, u.win)
			return
		}
		u.say("board exported to " + path)
	}, u.win)
	name := "board"
	if f := u.doc.File(); f != "" {
		name = strings.TrimSuffix(filepath.Base(f), filepath.Ext(f))
		if l, err := storage.ListerForURI(storage.NewFileURI(filepath.Dir(f))); err == nil {
			fd.SetLocation(l)
		}
	}
	fd.SetFileName(fmt.Sprintf("%s-%d%s", name, u.doc.MoveNumber(), ext))
	fd.SetFilter(storage.NewExtensionFileFilter([]string{ext, strings.ToUpper(ext)}))
	fd.Resize(fyne.NewSize(760, 520))
	fd.Show()
}

// Diagram returns the position as text, the diagram "lifeline analyze"
// prints (X O pass-alive stones, x o stones not proven alive, b w safe
// points), or "" when there is no analysis.
func (u *UI) Diagram() string {
	res, err := u.doc.Analysis()
	if err != nil || res == nil {
		return ""
	}
	return res.Diagram(u.doc.Board())
}

// copyDiagram puts the text diagram on the clipboard.
func (u *UI) copyDiagram() {
	text := u.Diagram()
	if text == "" {
		u.say("no analysis to copy")
		return
	}
	u.app.Clipboard().SetContent(text)
	u.say("diagram copied to the clipboard")
}
