package widgets

import (
	"bytes"
	"encoding/xml"
	"flag"
	"image"
	"image/png"
	"io"
	"os"
	"path/filepath"
	"testing"

	"lifeline/document"
	"lifeline/goboard"
)

var update = flag.Bool("update", false, "rewrite the golden images of the exported pictures")

// examplePicture is the overlay board with the selection, the explained
// round's crosses and hatching, markup and move numbers: every layer.
func examplePicture(t *testing.T) Picture {
	b, m := overlayBoard(t)
	at := func(s string) goboard.Point {
		p, err := b.FromSGF(s)
		if err != nil {
			t.Fatalf("bad point %q: %v", s, err)
		}
		return p
	}
	for _, s := range []string{"ba", "da", "ab", "bb", "cb", "db"} {
		m.Ring.Add(at(s))
	}
	m.Tint.Add(at("aa"))
	m.Related.Add(at("ea"))
	m.Focus = true
	m.Crossed.Add(at("eb"))
	m.Hatched.Add(at("fa"))
	return Picture{
		Board: b, Layers: *m,
		Markup: []document.Mark{
			{Point: at("cc"), Kind: document.MarkTriangle},
			{Point: at("dd"), Kind: document.MarkLabel, Label: "a<&"},
			{Point: at("ee"), Kind: document.MarkSquare},
		},
		Numbers:     map[goboard.Point]int{at("ea"): 12},
		Coordinates: true, MoveNumbers: true, Alive: true, Safe: true,
	}
}

// goldenPNG compares img with testdata/name pixel by pixel, allowing each
// channel to differ by tol (fonts may antialias differently), or rewrites
// the file with -update.
func goldenPNG(t *testing.T, name string, img image.Image, tol int) {
	t.Helper()
	path := filepath.Join("testdata", name)
	if *update {
		var buf bytes.Buffer
		if err := png.Encode(&buf, img); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	f, err := os.Open(path)
	if err != nil {
		t.Fatalf("golden image: %v (run with -update to create it)", err)
	}
	defer f.Close()
	want, err := png.Decode(f)
	if err != nil {
		t.Fatalf("golden image %s: %v", path, err)
	}
	if !want.Bounds().Eq(img.Bounds()) {
		t.Fatalf("%s: size %v, want %v", name, img.Bounds(), want.Bounds())
	}
	bad := 0
	r := img.Bounds()
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			r1, g1, b1, a1 := img.At(x, y).RGBA()
			r2, g2, b2, a2 := want.At(x, y).RGBA()
			for _, d := range [4][2]uint32{{r1, r2}, {g1, g2}, {b1, b2}, {a1, a2}} {
				if diff := int(d[0]>>8) - int(d[1]>>8); diff > tol || diff < -tol {
					bad++
					if bad <= 3 {
						t.Errorf("%s: pixel (%d, %d) is %v, want %v", name, x, y, img.At(x, y), want.At(x, y))
					}
					break
				}
			}
		}
	}
	if bad > 0 {
		t.Fatalf("%s: %d pixels differ", name, bad)
	}
}

// goldenText compares got with testdata/name, or rewrites it with -update.
func goldenText(t *testing.T, name string, got []byte) {
	t.Helper()
	path := filepath.Join("testdata", name)
	if *update {
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("golden file: %v (run with -update to create it)", err)
	}
	if !bytes.Equal(got, want) {
		t.Fatalf("%s differs from the golden file (run with -update after checking the image)\ngot:\n%s", name, got)
	}
}

func TestPictureImage(t *testing.T) {
	pic := examplePicture(t)
	img := pic.Image(300)
	if b := img.Bounds(); b.Dx() != 300 || b.Dy() != 300 {
		t.Fatalf("square board drawn %v, want 300x300", b)
	}
	goldenPNG(t, "picture_overlay.png", img, 2)

	// no coordinates, a rectangular board: the longer side is the size
	rect := Picture{Board: mustParse(t, "X.O\n.XO\n..O\nOOO\n...")}
	img = rect.Image(200)
	if b := img.Bounds(); b.Dy() != 200 || b.Dx() >= 200 || b.Dx() < 100 {
		t.Fatalf("3x5 board drawn %v, want 200 high and narrower", b)
	}
	goldenPNG(t, "picture_rect_nocoords.png", img, 2)
}

func TestPictureImageMatchesGoban(t *testing.T) {
	// the exported image is the goban's own raster
	pic := examplePicture(t)
	l := pic.layout(300)
	var p boardPainter
	want := p.paint(pic.goban(), 300, 300, &l)
	got := pic.Image(300)
	if !bytes.Equal(got.Pix, want.Pix) {
		t.Fatal("Picture.Image differs from the goban's painter")
	}
}

func TestPictureSizeClamped(t *testing.T) {
	pic := Picture{Board: goboard.MustNew(9, 9), Coordinates: true}
	for _, c := range []struct{ size, want int }{{0, MinImageSize}, {-5, MinImageSize}, {100, 100}, {1 << 20, MaxImageSize}} {
		if c.size > 4096 && testing.Short() {
			continue
		}
		if got := pic.Image(c.size).Bounds().Dx(); got != c.want {
			t.Errorf("size %d: image %d wide, want %d", c.size, got, c.want)
		}
	}
}

func TestPictureSVG(t *testing.T) {
	pic := examplePicture(t)
	var buf bytes.Buffer
	if err := pic.WriteSVG(&buf, 300); err != nil {
		t.Fatal(err)
	}
	goldenText(t, "picture_overlay.svg", buf.Bytes())
	if !bytes.Contains(buf.Bytes(), []byte("a&lt;&amp;")) {
		t.Error("label not escaped")
	}
	rect := Picture{Board: mustParse(t, "X.O\n.XO\n..O\nOOO\n...")}
	buf.Reset()
	if err := rect.WriteSVG(&buf, 200); err != nil {
		t.Fatal(err)
	}
	goldenText(t, "picture_rect_nocoords.svg", buf.Bytes())
}

func TestPictureExplainFaint(t *testing.T) {
	// a round under discussion: one chain and one region strong, the
	// others faint
	b, _ := overlayBoard(t)
	var l Layers
	for _, s := range []string{"ea", "eb"} {
		p, _ := b.FromSGF(s)
		l.Crossed.Add(p)
	}
	for _, s := range []string{"ec", "ac", "bc", "cc", "dc"} {
		p, _ := b.FromSGF(s)
		l.FaintCrossed.Add(p)
	}
	for _, s := range []string{"fa", "ga"} {
		p, _ := b.FromSGF(s)
		l.Hatched.Add(p)
	}
	for _, s := range []string{"fb", "gb"} {
		p, _ := b.FromSGF(s)
		l.FaintHatched.Add(p)
	}
	pic := Picture{Board: b, Layers: l, Coordinates: true, Alive: true, Safe: true}
	goldenPNG(t, "picture_explain_faint.png", pic.Image(300), 2)
	var buf bytes.Buffer
	if err := pic.WriteSVG(&buf, 300); err != nil {
		t.Fatal(err)
	}
	goldenText(t, "picture_explain_faint.svg", buf.Bytes())
}

// FuzzPictureSVG checks that any markup label gives well-formed XML.
func FuzzPictureSVG(f *testing.F) {
	for _, s := range []string{"A", "a<&>\"'", "\x00\x1f\t\n", "\xff\xfe", "日本", "\uFFFE\uFFFF", "]]>"} {
		f.Add(s)
	}
	b := goboard.MustNew(3, 3)
	f.Fuzz(func(t *testing.T, label string) {
		pic := Picture{Board: b, Markup: []document.Mark{{Point: b.Point(1, 1), Kind: document.MarkLabel, Label: label}}}
		var buf bytes.Buffer
		if err := pic.WriteSVG(&buf, 64); err != nil {
			t.Fatal(err)
		}
		d := xml.NewDecoder(&buf)
		for {
			_, err := d.Token()
			if err == io.EOF {
				break
			}
			if err != nil {
				t.Fatalf("label %q: %v", label, err)
			}
		}
	})
}
