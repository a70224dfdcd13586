package cli

import (
	"bytes"
	"flag"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"lifeline/benson"
	"lifeline/goboard"
	"lifeline/widgets"
)

var updateRender = flag.Bool("update-render", false, "rewrite the golden files of lifeline render")

// renderGame is a 5x5 position where Black's top group is pass-alive.
const renderGame = "(;FF[4]SZ[5]AB[ba][ab][bb][cb][db][eb][da]AW[ac][bc][cc][dc][ec];W[ad])"

func runRender(t *testing.T, stdin string, args ...string) (int, []byte, string) {
	t.Helper()
	var out, errb bytes.Buffer
	code := Render(args, strings.NewReader(stdin), &out, &errb)
	return code, out.Bytes(), errb.String()
}

// wantPicture is the picture render should draw for renderGame after moves
// moves.
func wantPicture(t *testing.T, coords bool) widgets.Picture {
	t.Helper()
	b, err := goboard.Parse(".X.X.\nXXXXX\nOOOOO\nO....\n.....")
	if err != nil {
		t.Fatal(err)
	}
	b.SetToPlay(goboard.Black)
	res, err := benson.Analyze(b, goboard.Rules{})
	if err != nil {
		t.Fatal(err)
	}
	pic := widgets.Picture{Board: b, Coordinates: coords, Alive: true, Safe: true}
	widgets.BuildLayers(&pic.Layers, res, widgets.NoSelection, -1)
	return pic
}

func TestRenderPNG(t *testing.T) {
	code, out, errs := runRender(t, renderGame, "--size", "240", "-")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	img, err := png.Decode(bytes.NewReader(out))
	if err != nil {
		t.Fatalf("output is not a PNG: %v", err)
	}
	if b := img.Bounds(); b.Dx() != 240 || b.Dy() != 240 {
		t.Fatalf("image %v, want 240x240", b)
	}
	// the command draws what the goban draws (its golden images are in
	// widgets); only the last move's ring differs, as goboard.Parse plays
	// no move
	rgba, ok := img.(*image.RGBA)
	if !ok {
		t.Fatalf("decoded %T", img)
	}
	pic := wantPicture(t, false)
	want := pic.Image(240)
	diff := 0
	for i := range want.Pix {
		if want.Pix[i] != rgba.Pix[i] {
			diff++
		}
	}
	if diff == 0 || diff > len(want.Pix)/50 {
		t.Fatalf("%d bytes differ from the position drawn directly (want a few: the last move's ring)", diff)
	}
	if strings.TrimSpace(errs) != "" {
		t.Errorf("stderr: %s", errs)
	}
}

func TestRenderSVGGolden(t *testing.T) {
	for _, c := range []struct {
		name string
		args []string
	}{
		{"render_5x5_coords.svg", []string{"--svg", "--coords", "--size", "300", "-"}},
		{"render_5x5_move0.svg", []string{"--svg", "--move", "0", "--size", "200", "-"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			code, out, errs := runRender(t, renderGame, c.args...)
			if code != 0 {
				t.Fatalf("exit %d: %s", code, errs)
			}
			path := filepath.Join("testdata", c.name)
			if *updateRender {
				if err := os.MkdirAll("testdata", 0o755); err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(path, out, 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			want, err := os.ReadFile(path)
			if err != nil {
				t.Fatalf("golden file: %v (run go test ./cli -run Render -update-render)", err)
			}
			if !bytes.Equal(out, want) {
				t.Fatalf("%s differs from the golden file:\n%s", c.name, out)
			}
		})
	}
}

func TestRenderToFile(t *testing.T) {
	dir := t.TempDir()
	svg := filepath.Join(dir, "board.svg")
	if code, _, errs := runRender(t, renderGame, "-o", svg, "-"); code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	data, err := os.ReadFile(svg)
	if err != nil || !bytes.HasPrefix(data, []byte("<svg ")) {
		t.Fatalf("OUT ending in .svg: %v %.40q", err, data)
	}
	pngPath := filepath.Join(dir, "board.png")
	if code, out, errs := runRender(t, renderGame, "-", "-o", pngPath, "--coords"); code != 0 || len(out) != 0 {
		t.Fatalf("exit %d, %d bytes on stdout: %s", code, len(out), errs)
	}
	if data, err = os.ReadFile(pngPath); err != nil || !bytes.HasPrefix(data, []byte("\x89PNG")) {
		t.Fatalf("PNG file: %v", err)
	}
}

func TestRenderSample(t *testing.T) {
	// no FILE: the sample problem, flags with values before it
	code, out, errs := runRender(t, "", "--size", "100", "--svg")
	if code != 0 || !bytes.HasPrefix(out, []byte("<svg ")) {
		t.Fatalf("exit %d: %s", code, errs)
	}
}

func TestRenderErrors(t *testing.T) {
	for _, c := range []struct {
		name  string
		stdin string
		args  []string
		code  int
		msg   string
	}{
		{"size too small", renderGame, []string{"--size", "5", "-"}, exitUsage, "--size 5"},
		{"size too large", renderGame, []string{"--size", "100000", "-"}, exitUsage, "--size 100000"},
		{"negative move", renderGame, []string{"--move", "-3", "-"}, exitUsage, "--move -3"},
		{"not SGF", "hello", []string{"-"}, exitError, "stdin"},
		{"missing file", "", []string{"/nonexistent/x.sgf"}, exitError, "x.sgf"},
		{"two files", "", []string{"a.sgf", "b.sgf"}, exitUsage, "exactly one"},
		{"unwritable OUT", renderGame, []string{"-o", "/nonexistent/dir/x.png", "-"}, exitError, "writing the image"},
	} {
		t.Run(c.name, func(t *testing.T) {
			code, out, errs := runRender(t, c.stdin, c.args...)
			if code != c.code || !strings.Contains(errs, c.msg) {
				t.Fatalf("exit %d (want %d), stderr %q (want %q)", code, c.code, errs, c.msg)
			}
			if len(out) != 0 {
				t.Fatalf("%d bytes on stdout", len(out))
			}
		})
	}
}
