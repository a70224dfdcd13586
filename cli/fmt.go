package cli

import (
	"fmt"
	"io"
)

// Fmt runs "lifeline fmt FILE|-": it reads an SGF file (or standard input
// for "-") and writes it to stdout as canonical FF[4] UTF-8 SGF. Formatting
// its own output changes nothing. Reader warnings go to stderr.
func Fmt(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fset := newFlagSet("fmt", "FILE|-",
		"Writes an SGF file (- reads standard input) as canonical FF[4] UTF-8 SGF to standard output.", stderr)
	c, code, ok := loadInput(fset, args, stdin, stderr)
	if !ok {
		return code
	}
	if err := c.Write(stdout); err != nil {
		fmt.Fprintf(stderr, "lifeline: fmt: %v\n", err)
		return exitError
	}
	return exitOK
}
