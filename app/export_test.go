package app

import (
	"bytes"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"

	"lifeline/widgets"
)

func TestExportImageAsShown(t *testing.T) {
	u := newUI(t)
	// select a chain: the export shows the selection, as the board does
	res, _ := u.doc.Analysis()
	if len(res.Chains) == 0 {
		t.Fatal("the sample has no chains")
	}
	u.panel.Select(widgets.Selection{Kind: widgets.SelectChain, ID: 0})
	if !u.goban.Layers().Focus {
		t.Fatal("selection not shown")
	}
	dir := t.TempDir()
	pngPath := filepath.Join(dir, "b.png")
	if err := u.ExportImage(pngPath, ExportOptions{Size: 400, Coordinates: true}); err != nil {
		t.Fatal(err)
	}
	f, err := os.Open(pngPath)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		t.Fatalf("not a PNG: %v", err)
	}
	pic := u.goban.Picture()
	pic.Coordinates = true
	want := pic.Image(400)
	got, ok := img.(*image.RGBA)
	if !ok || !got.Rect.Eq(want.Rect) || !bytes.Equal(got.Pix, want.Pix) {
		t.Fatalf("exported PNG (%v) is not the board as shown (%v)", img.Bounds(), want.Rect)
	}
	// without coordinates the board fills more of the image
	noCoords := pic
	noCoords.Coordinates = false
	if bytes.Equal(noCoords.Image(400).Pix, want.Pix) {
		t.Fatal("coordinates made no difference")
	}

	svgPath := filepath.Join(dir, "b.svg")
	if err := u.ExportImage(svgPath, ExportOptions{SVG: true, Size: 300}); err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile(svgPath)
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	pic.Coordinates = false
	if err := pic.WriteSVG(&buf, 300); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(data, buf.Bytes()) || !bytes.Contains(data, []byte(`stroke="#1e6fff"`)) {
		t.Fatal("exported SVG is not the board as shown, with the selection's ring")
	}
	// an unwritable place: an error, nothing written
	if err := u.ExportImage(filepath.Join(dir, "no", "x.png"), ExportOptions{Size: 100}); err == nil {
		t.Fatal("export into a missing folder succeeded")
	}
}

func TestCopyDiagram(t *testing.T) {
	u := newUI(t)
	u.copyDiagram()
	got := u.app.Clipboard().Content()
	lines := strings.Split(got, "\n")
	b := u.doc.Board()
	if len(lines) < b.Height()+3 || !strings.HasPrefix(lines[0], "    A B C") {
		t.Fatalf("clipboard:\n%s", got)
	}
	// the sample problem has pass-alive stones
	if !strings.ContainsAny(strings.Join(lines[1:b.Height()+1], ""), "XO") || !strings.Contains(got, "not proven alive") {
		t.Fatalf("diagram without pass-alive stones or legend:\n%s", got)
	}
	if !strings.Contains(u.Status(), "diagram copied") {
		t.Errorf("status %q", u.Status())
	}
}

func TestExportDialog(t *testing.T) {
	u := newUI(t)
	dir := t.TempDir()
	u.exportDialog()
	name, ok := u.win.Canvas().Focused().(*keyEntry)
	if !ok {
		t.Fatalf("focused %T, want the name entry", u.win.Canvas().Focused())
	}
	if name.Text != "board-0" {
		t.Errorf("proposed name %q", name.Text)
	}
	// the name with a folder is refused; a plain name gets the extension
	name.SetText(filepath.Join(dir, "x"))
	if name.Validate() == nil {
		t.Error("a name with a folder accepted")
	}
	// export into dir: the folder comes from the document, so export by path
	path := filepath.Join(dir, "board")
	key(u, fyne.KeyEscape) // Escape closes the dialog
	if u.win.Canvas().Overlays().Top() != nil {
		t.Fatal("Escape did not close the export dialog")
	}
	u.ExportAsPath(path, ExportOptions{SVG: true, Size: 200})
	data, err := os.ReadFile(path + ".svg")
	if err != nil || !bytes.HasPrefix(data, []byte("<svg ")) {
		t.Fatalf("board.svg: %v", err)
	}
	// an existing file is not touched before the question is answered
	if err := os.WriteFile(path+".png", []byte("old"), 0o644); err != nil {
		t.Fatal(err)
	}
	u.ExportAsPath(path+".png", ExportOptions{Size: 100})
	if data, _ := os.ReadFile(path + ".png"); string(data) != "old" || u.win.Canvas().Overlays().Top() == nil {
		t.Fatal("the existing file was replaced without asking")
	}
	key(u, fyne.KeyEscape) // Cancel
	if data, _ := os.ReadFile(path + ".png"); string(data) != "old" {
		t.Fatal("Cancel replaced the file")
	}
	u.ExportAsPath(path+".png", ExportOptions{Size: 100})
	key(u, fyne.KeyReturn) // Replace
	if data, _ := os.ReadFile(path + ".png"); !bytes.HasPrefix(data, []byte("\x89PNG")) {
		t.Fatal("Replace did not write the image")
	}
}
