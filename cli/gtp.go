package cli

import (
	"context"
	"flag"
	"fmt"
	"io"

	"lifeline/gtp"
)

// GTP runs `lifeline gtp`: a GTP version 2 engine on stdin and stdout, for
// GoGui, Sabaki and other GTP tools. Nothing but GTP responses is written to
// stdout.
func GTP(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("gtp", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: lifeline gtp   (speaks GTP on standard input and output; list_commands lists the commands)")
	}
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if fs.NArg() != 0 {
		fs.Usage()
		return 2
	}
	e := gtp.New()
	if err := e.Run(context.Background(), stdin, stdout); err != nil {
		fmt.Fprintf(stderr, "lifeline gtp: %v\n", err)
		return 1
	}
	return 0
}
