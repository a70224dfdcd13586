package cli

import (
	"flag"
	"fmt"
	"io"
)

// Fmt runs "lifeline fmt FILE|-": it reads an SGF file (or standard input
// for "-") and writes it to stdout as canonical FF[4] UTF-8 SGF. Formatting
// its own output changes nothing. Reader warnings go to stderr.
func Fmt(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fset := flag.NewFlagSet("fmt", flag.ContinueOnError)
	fset.SetOutput(stderr)
	fset.Usage = func() {
		fmt.Fprintln(stderr, "usage: lifeline fmt FILE|-")
		fmt.Fprintln(stderr, "Writes an SGF file (- reads standard input) as canonical FF[4] UTF-8 SGF to standard output.")
		fset.PrintDefaults()
	}
	file, code, ok := oneFileArg(fset, args, stderr)
	if !ok {
		return code
	}
	c, name, err := readCollection(file, stdin)
	if err != nil {
		fmt.Fprintf(stderr, "lifeline: %v\n", err)
		return exitError
	}
	printWarnings(stderr, name, c.Warnings)
	if err := c.Write(stdout); err != nil {
		fmt.Fprintf(stderr, "lifeline: %s: %v\n", name, err)
		return exitError
	}
	return exitOK
}
