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
	"fyne.io/fyne/v2/widget"

	"lifeline/internal/atomicfile"
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
	return atomicfile.WriteFile(path, buf.Bytes())
}

// exportDialog asks for the format, the size, the coordinates, the folder
// and the name in one form (Enter exports, Escape cancels), then exports
// the board. As in Save as, nothing touches a file before the export itself,
// and replacing an existing file is asked first.
func (u *UI) exportDialog() {
	prefs := u.app.Preferences()
	format := newChoice([]string{formatPNG, formatSVG}, nil)
	format.show(0)
	if prefs.StringWithFallback(prefExportFormat, formatPNG) == formatSVG {
		format.show(1)
	}
	size := newKeyEntry()
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
	dir, name := u.saveLocation()
	name = strings.TrimSuffix(name, filepath.Ext(name))
	if u.doc.File() == "" {
		name = "board"
	}
	target := u.newFileTarget(dir, fmt.Sprintf("%s-%d", name, u.doc.MoveNumber()))
	items := []*widget.FormItem{
		widget.NewFormItem("Format", format.box),
		widget.NewFormItem("Size (longer side, pixels)", size),
		widget.NewFormItem("Coordinates", coords),
	}
	items = append(items, target.items()...)
	d := u.formDialog("Export image", "Export", items, []*keyEntry{target.name, size}, func(ok bool) {
		if !ok {
			return
		}
		n, _ := strconv.Atoi(strings.TrimSpace(size.Text))
		opt := ExportOptions{SVG: format.selected == 1, Size: n, Coordinates: coords.Checked}
		prefs.SetString(prefExportFormat, map[bool]string{false: formatPNG, true: formatSVG}[opt.SVG])
		prefs.SetInt(prefExportSize, n)
		prefs.SetBool(prefExportCoords, opt.Coordinates)
		u.ExportAsPath(target.path(), opt)
	})
	d.Resize(fyne.NewSize(560, 0))
}

// ExportAsPath exports the board to path, with the format's extension
// appended when it has another or none, asking first before replacing an
// existing file; errors show in a dialog.
func (u *UI) ExportAsPath(path string, opt ExportOptions) {
	ext := ".png"
	if opt.SVG {
		ext = ".svg"
	}
	if !strings.EqualFold(filepath.Ext(path), ext) {
		path += ext
	}
	export := func() {
		if err := u.ExportImage(path, opt); err != nil {
			u.showError(err)
			return
		}
		u.say("board exported to " + path)
	}
	st, err := os.Stat(path)
	switch {
	case err == nil && st.IsDir():
		u.showError(fmt.Errorf("cannot export to %s: it is a folder", path))
	case err == nil:
		u.ask("Replace "+filepath.Base(path)+"?",
			fmt.Sprintf("%s already exists in %s.\nReplace it with this image?", filepath.Base(path), filepath.Dir(path)),
			[]string{"Replace", "Cancel"}, func(i int) {
				if i == 0 {
					export()
				}
			})
	default:
		export()
	}
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
