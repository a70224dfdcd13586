// Package cli holds Lifeline's headless commands: info, fmt and analyze.
// Each command takes its arguments (without the command name), standard
// input, output and error, and returns the process exit code: 0 on success,
// 1 when the input cannot be read or parsed, 2 on a usage error.
package cli

import (
	"flag"
	"fmt"
	"io"
)

// Exit codes of the commands.
const (
	exitOK    = 0
	exitError = 1
	exitUsage = 2
)

// errWriter remembers the first write error so that output code can print
// freely and check once.
type errWriter struct {
	w   io.Writer
	err error
}

func (ew *errWriter) printf(format string, args ...any) {
	if ew.err == nil {
		_, ew.err = fmt.Fprintf(ew.w, format, args...)
	}
}

// newFlagSet returns the flag set of a command whose usage line is
// "lifeline NAME ARGS" and whose errors go to stderr.
func newFlagSet(name, args, about string, stderr io.Writer) *flag.FlagSet {
	fset := flag.NewFlagSet(name, flag.ContinueOnError)
	fset.SetOutput(stderr)
	fset.Usage = func() {
		fmt.Fprintf(stderr, "usage: lifeline %s %s\n%s\n", name, args, about)
		fset.PrintDefaults()
	}
	return fset
}
