// Package e2e holds the end-to-end test of the Lifeline window: it builds
// the real binary, starts it under Xvfb with the sample problem, takes a
// screenshot of the X screen and checks pixel colours at known
// intersections. It runs only with LIFELINE_E2E=1 (and on Linux with Xvfb,
// xwininfo and ImageMagick's import installed).
package e2e

import (
	"bufio"
	"context"
	"fmt"
	"image"
	"image/color"
	_ "image/png" // screenshot decoding
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"strconv"
	"strings"
	"testing"
	"time"
)

func TestWindowUnderXvfb(t *testing.T) {
	if os.Getenv("LIFELINE_E2E") == "" {
		t.Skip("end-to-end test: set LIFELINE_E2E=1 to run it (needs Xvfb, xwininfo, ImageMagick)")
	}
	if runtime.GOOS != "linux" {
		t.Skip("end-to-end test runs on Linux only")
	}
	for _, tool := range []string{"Xvfb", "import", "xwininfo"} {
		if _, err := exec.LookPath(tool); err != nil {
			t.Skipf("end-to-end test: %s not installed (apt-get install xvfb imagemagick x11-utils)", tool)
		}
	}
	root, err := filepath.Abs("..")
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	bin := filepath.Join(dir, "lifeline")
	build := exec.Command("go", "build", "-o", bin, ".")
	build.Dir = root
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("build: %v\n%s", err, out)
	}

	display := fmt.Sprintf(":%d", 90+os.Getpid()%9)
	xvfb := exec.Command("Xvfb", display, "-screen", "0", "1280x800x24", "-nolisten", "tcp")
	if err := xvfb.Start(); err != nil {
		t.Fatalf("start Xvfb: %v", err)
	}
	t.Cleanup(func() { xvfb.Process.Kill(); xvfb.Wait() })
	time.Sleep(time.Second)

	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	sample := filepath.Join(root, "assets", "sample.sgf")
	app := exec.CommandContext(ctx, bin, sample)
	app.Env = append(os.Environ(), "DISPLAY="+display, "LIFELINE_E2E=1", "FYNE_SCALE=1",
		"LANG=en_US.UTF-8", "HOME="+dir, "XDG_CONFIG_HOME="+filepath.Join(dir, "config"))
	stdout, err := app.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	app.Stderr = os.Stderr
	start := time.Now()
	if err := app.Start(); err != nil {
		t.Fatalf("start lifeline: %v", err)
	}
	t.Cleanup(func() { app.Process.Kill(); app.Wait() })

	probes := map[string]image.Point{}
	sc := bufio.NewScanner(stdout)
	for sc.Scan() {
		line := sc.Text()
		t.Log(line)
		f := strings.Fields(line)
		if len(f) == 4 && f[0] == "probe" {
			x, _ := strconv.Atoi(f[2])
			y, _ := strconv.Atoi(f[3])
			probes[f[1]] = image.Pt(x, y)
		}
		if line == "lifeline: probes ready" {
			break
		}
	}
	if len(probes) == 0 {
		t.Fatal("the app reported no probe positions")
	}
	t.Logf("window up with probes after %v", time.Since(start))
	time.Sleep(500 * time.Millisecond)

	// where the window is on the screen
	info, err := exec.Command("xwininfo", "-display", display, "-name", "sample.sgf — Lifeline").CombinedOutput()
	if err != nil {
		t.Fatalf("xwininfo: %v\n%s", err, info)
	}
	off := image.Point{}
	if m := regexp.MustCompile(`Absolute upper-left X:\s+(-?\d+)`).FindSubmatch(info); m != nil {
		off.X, _ = strconv.Atoi(string(m[1]))
	}
	if m := regexp.MustCompile(`Absolute upper-left Y:\s+(-?\d+)`).FindSubmatch(info); m != nil {
		off.Y, _ = strconv.Atoi(string(m[1]))
	}

	shot := filepath.Join(dir, "shot.png")
	if out, err := exec.Command("import", "-display", display, "-window", "root", shot).CombinedOutput(); err != nil {
		t.Fatalf("screenshot: %v\n%s", err, out)
	}
	if dst := os.Getenv("LIFELINE_SCREENSHOT"); dst != "" {
		if data, err := os.ReadFile(shot); err == nil {
			os.WriteFile(dst, data, 0o644)
		}
	}
	fh, err := os.Open(shot)
	if err != nil {
		t.Fatal(err)
	}
	defer fh.Close()
	img, _, err := image.Decode(fh)
	if err != nil {
		t.Fatalf("decode screenshot: %v", err)
	}

	wood := color.RGBA{0xDC, 0xB3, 0x5C, 0xFF}
	black := color.RGBA{0x1A, 0x1A, 0x1A, 0xFF}
	white := color.RGBA{0xF4, 0xF4, 0xEE, 0xFF}
	checks := []struct {
		probe string
		want  color.RGBA
		what  string
	}{
		{"wood", wood, "wood between lines"},
		{"black", black, "black stone B19"},
		{"white", white, "white stone R1"},
		{"alive-on-black", white, "pass-alive mark (white square) on B19"},
		{"alive-on-white", black, "pass-alive mark (black square) on R1"},
	}
	for _, c := range checks {
		p, ok := probes[c.probe]
		if !ok {
			t.Errorf("no probe %q", c.probe)
			continue
		}
		got := color.RGBAModel.Convert(img.At(p.X+off.X, p.Y+off.Y)).(color.RGBA)
		if !near(got, c.want, 24) {
			t.Errorf("%s at (%d,%d): colour %v, want about %v", c.what, p.X+off.X, p.Y+off.Y, got, c.want)
		}
	}
	// a safe point of Black's: wood darkened by the translucent tint
	if p, ok := probes["safe-black"]; ok {
		got := color.RGBAModel.Convert(img.At(p.X+off.X, p.Y+off.Y)).(color.RGBA)
		if !(got.R < wood.R-40 && got.G < wood.G-30) {
			t.Errorf("safe point A19: colour %v, want darker than the wood %v", got, wood)
		}
	}
}

func near(a, b color.RGBA, tol int) bool {
	d := func(x, y uint8) bool { v := int(x) - int(y); return v <= tol && v >= -tol }
	return d(a.R, b.R) && d(a.G, b.G) && d(a.B, b.B)
}
