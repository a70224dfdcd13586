package cli

import (
	"bytes"
	"fmt"
	"image/png"
	"io"
	"strings"

	"lifeline/internal/atomicfile"
	"lifeline/widgets"
)

// Render runs "lifeline render [--svg] [--game N] [--move N] [--size PX]
// [--coords] [--suicide] [-o OUT] [FILE|-]": it draws the position that
// "lifeline analyze" would analyse as the window shows it (stones, pass-alive squares,
// safe points) into a PNG image or, with --svg (or an OUT ending in .svg), an
// SVG document, whose longer side is PX pixels. The image goes to OUT
// (written atomically) or to standard output.
func Render(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fset := newFlagSet("render", "[--svg] [--game N] [--move N] [--size PX] [--coords] [--suicide] [-o OUT] [FILE|-]",
		"Draws a position with its pass-alive stones and safe points as a PNG (or SVG) image\n"+
			"(the end of the main line, or after --move N moves; no FILE: the sample problem).", stderr)
	asSVG := fset.Bool("svg", false, "write SVG instead of PNG (the default when OUT ends in .svg)")
	gameNo := fset.Int("game", 1, gameFlagUsage)
	move := fset.Int("move", -1, "draw the position after the first `N` moves of the main line (default: its end)")
	size := fset.Int("size", 600, fmt.Sprintf("the image's longer side in `PX` pixels (%d to %d)", widgets.MinImageSize, widgets.MaxImageSize))
	coords := fset.Bool("coords", false, "draw the coordinates around the board")
	suicide := fset.Bool("suicide", false, "assume rules where suicide is legal")
	out := fset.String("o", "", "write the image to `OUT` instead of standard output")
	if len(args) == 0 || onlyFlags(fset, args) {
		args = append(args, "--", "")
	}
	file, code, ok := oneFileArg(fset, args, stderr)
	if !ok {
		return code
	}
	if *size < widgets.MinImageSize || *size > widgets.MaxImageSize {
		fmt.Fprintf(stderr, "lifeline render: --size %d: want %d to %d pixels\n", *size, widgets.MinImageSize, widgets.MaxImageSize)
		return exitUsage
	}
	pos, res, name, code := analyzedPosition("render", file, stdin, stderr, *gameNo, *move, *suicide)
	if code != exitOK {
		return code
	}
	for _, w := range pos.Warnings {
		fmt.Fprintf(stderr, "lifeline: %s: warning: %s\n", name, w)
	}
	pic := widgets.Picture{Board: pos.Board, Coordinates: *coords, Alive: true, Safe: true}
	widgets.BuildLayers(&pic.Layers, res, widgets.NoSelection, -1)
	var buf bytes.Buffer
	var err error
	if *asSVG || strings.HasSuffix(strings.ToLower(*out), ".svg") {
		err = pic.WriteSVG(&buf, *size)
	} else {
		err = png.Encode(&buf, pic.Image(*size))
	}
	if err == nil {
		if *out != "" {
			err = atomicfile.WriteFile(*out, buf.Bytes())
		} else {
			_, err = stdout.Write(buf.Bytes())
		}
	}
	if err != nil {
		fmt.Fprintf(stderr, "lifeline: render: writing the image: %v\n", err)
		return exitError
	}
	return exitOK
}
