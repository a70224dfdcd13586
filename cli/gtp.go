package cli

import (
	"context"
	"flag"
	"fmt"
	"io"

	"lifeline/gtp"
	"lifeline/internal/version"
)

// GTP runs `lifeline gtp`: a GTP version 2 engine on stdin and stdout, for
// GoGui, Sabaki and other GTP tools. Nothing but GTP responses is written to
// stdout.
func GTP(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("gtp", flag.ContinueOnError)
	fs.SetOutput(stderr)
	timeout := fs.Duration("timeout", gtp.DefaultSolveTimeout, "stop a solve after this long (0: no limit); it then answers unknown")
	search := fs.Bool("search", false, "add the bounded local search to the proven verdict (final_status_list, the drawings): more points proven, milliseconds instead of microseconds per position")
	fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: lifeline gtp [--timeout D] [--search]   (GTP on standard input and output; list_commands lists the commands)")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if fs.NArg() != 0 {
		fs.Usage()
		return 2
	}
	e := gtp.New()
	e.Version = version.Version
	e.Solve = gtp.NewSolver(*timeout)
	e.Prove = gtp.NewSafetyProver(*search)
	if err := e.Run(context.Background(), stdin, stdout); err != nil {
		fmt.Fprintf(stderr, "lifeline gtp: %v\n", err)
		return 1
	}
	return 0
}
