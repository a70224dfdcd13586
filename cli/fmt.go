package cli

import (
	"bytes"
	"fmt"
	"io"
	"strings"

	"lifeline/internal/atomicfile"
)

// Fmt runs "lifeline fmt [-w] [--lossy] FILE|-": it reads an SGF file (or
// standard input for "-") and writes it to stdout as canonical FF[4] UTF-8
// SGF. Formatting its own output changes nothing. With -w it rewrites FILE
// in place instead, atomically (a temporary file in the same directory,
// synced to disk, then renamed over FILE), and only when FILE parsed and
// the rewrite loses nothing: when the reader had to replace bytes that are
// invalid in the file's character set (by U+FFFD), the rewrite would make
// the loss permanent, so it is refused (exit 1) unless --lossy allows it.
// Reader warnings go to stderr.
func Fmt(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fset := newFlagSet("fmt", "[-w] [--lossy] FILE|-",
		"Writes an SGF file (- reads standard input) as canonical FF[4] UTF-8 SGF to standard output.\n"+
			"With -w, rewrites FILE in place instead: atomically, and only when it parses and nothing is lost\n"+
			"(invalid bytes replaced by U+FFFD), unless --lossy allows it.", stderr)
	inPlace := fset.Bool("w", false, "rewrite FILE in place (atomically) instead of printing it")
	lossy := fset.Bool("lossy", false, "with -w, rewrite FILE even if invalid bytes were replaced (they are lost)")
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
	if lost := lossWarnings(c.Warnings); len(lost) > 0 && !*lossy {
		fmt.Fprintf(stderr, "lifeline: fmt: %s: not rewritten: the rewrite would lose information (%s); "+
			"--lossy rewrites it anyway\n", name, strings.Join(lost, "; "))
		return exitError
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

// lossWarnings returns the reader's warnings that mean information was
// lost: bytes invalid in the file's character set, replaced by U+FFFD.
func lossWarnings(warnings []string) []string {
	var lost []string
	for _, w := range warnings {
		if strings.Contains(w, "replaced") {
			lost = append(lost, w)
		}
	}
	return lost
}
