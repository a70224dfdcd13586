package cli

import (
	"bytes"
	"fmt"
	"io"

	"lifeline/internal/atomicfile"
)

// Fmt runs "lifeline fmt [-w] FILE|-": it reads an SGF file (or standard
// input for "-") and writes it to stdout as canonical FF[4] UTF-8 SGF.
// Formatting its own output changes nothing. With -w it rewrites FILE in
// place instead, atomically (a temporary file in the same directory, synced
// to disk, then renamed over FILE), and only when FILE parsed. Reader
// warnings go to stderr.
func Fmt(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fset := newFlagSet("fmt", "[-w] FILE|-",
		"Writes an SGF file (- reads standard input) as canonical FF[4] UTF-8 SGF to standard output.\n"+
			"With -w, rewrites FILE in place instead: atomically, and only when it parses.", stderr)
	inPlace := fset.Bool("w", false, "rewrite FILE in place (atomically) instead of printing it")
	file, code, ok := oneFileArg(fset, args, stderr)
	if !ok {
		return code
	}
	if *inPlace && file == "-" {
		fmt.Fprintln(stderr, "lifeline fmt: -w needs a FILE, not standard input")
		fset.Usage()
		return exitUsage
	}
	c, name, err := readCollection(file, stdin)
	if err != nil {
		fmt.Fprintf(stderr, "lifeline: %v\n", err)
		return exitError
	}
	printWarnings(stderr, name, c.Warnings)
	if !*inPlace {
		if err := c.Write(stdout); err != nil {
			fmt.Fprintf(stderr, "lifeline: fmt: %v\n", err)
			return exitError
		}
		return exitOK
	}
	var buf bytes.Buffer
	if err := c.Write(&buf); err != nil {
		fmt.Fprintf(stderr, "lifeline: fmt: %s: %v\n", name, err)
		return exitError
	}
	if err := atomicfile.WriteFile(file, buf.Bytes()); err != nil {
		fmt.Fprintf(stderr, "lifeline: fmt: %v\n", err)
		return exitError
	}
	return exitOK
}
