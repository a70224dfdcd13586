// Command lifeline is Lifeline: a Go (baduk) board for reviewing games and
// setting up life-and-death problems that shows which chains are
// unconditionally alive (Benson's algorithm) and why.
//
// Usage:
//
//	lifeline [FILE.sgf]                 open the window (no file: the sample problem)
//	lifeline analyze [--json] [--game N] [--move N] [--suicide] [FILE|-]
//	lifeline info [--json] FILE|-
//	lifeline fmt [-w] [--lossy] FILE|-
//	lifeline render [--svg] [--game N] [--move N] [--size PX] [--coords] [--suicide] [-o OUT] [FILE|-]
//	lifeline solve [--json] [--game N | --all] [--move N] [--area RECT] [--suicide] [--check] [--max-nodes N] [--timeout D] [--progress] FILE|-
//	lifeline gtp
//	lifeline help | --help | --version
//
// Exit status: 0 success, 1 bad input, 2 usage error, 3 internal error (a
// report is written to a file; see crashReport).
package main

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime/debug"
	"strings"
	"time"

	"lifeline/app"
	"lifeline/cli"
	_ "lifeline/internal/quietlocale" // before Fyne reads the locale
	lversion "lifeline/internal/version"
)

// Exit statuses of the program.
const (
	exitOK      = 0
	exitError   = 1 // bad input: a file that cannot be read or parsed
	exitUsage   = 2 // an unknown command or flag, a wrong number of arguments
	exitCrashed = 3 // an internal error (a bug): a report was written
)

// command is a headless subcommand: it takes its arguments (without its
// name) and the standard streams, and returns the exit status.
type command struct {
	name string
	run  func(args []string, stdin io.Reader, stdout, stderr io.Writer) int
}

// commands lists the subcommands; add a line to add one (usage and the
// suggestions for typos follow).
func commands() []command {
	return []command{
		{"analyze", cli.Analyze},
		{"info", cli.Info},
		{"fmt", cli.Fmt},
		{"render", cli.Render},
		{"solve", cli.Solve},
		{"gtp", cli.GTP},
	}
}

// version returns Lifeline's version (package internal/version; FyneApp.toml
// says the same, which TestVersion checks).
func version() string { return lversion.Version }

func main() {
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

// run runs Lifeline with the arguments after the program name and returns
// the exit status.
func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	window := func(args []string) int { return app.Run(args) }
	return runWith(commands(), window, args, stdin, stdout, stderr)
}

// runWith is run with its subcommands and window given. A panic does not
// reach the user as a trace: it becomes a short message, a report file and
// exit status 3.
func runWith(cmds []command, window func(args []string) int, args []string, stdin io.Reader, stdout, stderr io.Writer) (code int) {
	defer func() {
		if r := recover(); r != nil {
			code = crashed(r, debug.Stack(), args, stderr)
		}
	}()
	if len(args) == 0 {
		return window(nil)
	}
	first := args[0]
	for _, c := range cmds {
		if c.name == first {
			return c.run(args[1:], stdin, stdout, stderr)
		}
	}
	switch first {
	case "help", "-h", "-help", "--help":
		usage(stdout, cmds)
		return exitOK
	case "version", "-version", "--version":
		fmt.Fprintf(stdout, "lifeline %s\n", version())
		return exitOK
	case "--":
		if len(args) == 2 {
			return window(args[1:])
		}
	}
	if !strings.HasPrefix(first, "-") {
		if _, err := os.Stat(first); err == nil {
			if len(args) == 1 {
				return window(args)
			}
			fmt.Fprintf(stderr, "lifeline: the window opens one FILE, got %d arguments\nRun 'lifeline help' for usage.\n", len(args))
			return exitUsage
		}
		if len(args) == 1 && looksLikePath(first) {
			fmt.Fprintf(stderr, "lifeline: %s: no such file\n", first)
			return exitError
		}
	}
	what := "unknown command"
	if strings.HasPrefix(first, "-") {
		what = "unknown flag"
	}
	fmt.Fprintf(stderr, "lifeline: %s %q", what, first)
	if s := suggest(first, cmds); s != "" {
		fmt.Fprintf(stderr, " (did you mean %s?)", s)
	}
	fmt.Fprintln(stderr)
	fmt.Fprintln(stderr, "Run 'lifeline help' for usage.")
	return exitUsage
}

// looksLikePath reports whether a lone argument that names no file was
// meant as one (it has a folder or an extension), rather than a command.
func looksLikePath(arg string) bool {
	return strings.ContainsRune(arg, os.PathSeparator) || strings.ContainsRune(arg, '/') || filepath.Ext(arg) != ""
}

// suggest returns the command or flag closest to arg if it is close enough
// to be a typo, or "".
func suggest(arg string, cmds []command) string {
	word := strings.TrimLeft(arg, "-")
	names := []string{"help", "version"}
	for _, c := range cmds {
		names = append(names, c.name)
	}
	best, bestDist := "", 3
	if len(word) <= 3 {
		bestDist = 2 // short words: one edit at most
	}
	for _, n := range names {
		if d := editDistance(strings.ToLower(word), n); d < bestDist {
			best, bestDist = n, d
		}
	}
	if best != "" && strings.HasPrefix(arg, "-") && (best == "help" || best == "version") {
		return "--" + best
	}
	return best
}

// editDistance is the Levenshtein distance between a and b (in bytes).
func editDistance(a, b string) int {
	prev := make([]int, len(b)+1)
	cur := make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
		}
		prev, cur = cur, prev
	}
	return prev[len(b)]
}

// crashed reports a panic: a short message on stderr saying what happened
// and where the full report (with the stack trace) was written, and the
// exit status 3.
func crashed(r any, stack []byte, args []string, stderr io.Writer) int {
	fmt.Fprintf(stderr, "lifeline: internal error: %v\n", r)
	fmt.Fprintln(stderr, "This is a bug in Lifeline. Please report it, with the file named below and what you did.")
	path, err := crashReport(r, stack, args)
	if err != nil {
		fmt.Fprintf(stderr, "The report could not be written: %v\n", err)
	} else {
		fmt.Fprintf(stderr, "The full report is in %s\n", path)
	}
	return exitCrashed
}

// crashReport writes the report of a panic to a new file in the user's
// cache folder (lifeline/crash-*.txt), or the temporary folder if there is
// none, and returns its path.
func crashReport(r any, stack []byte, args []string) (string, error) {
	dir := os.TempDir()
	if cache, err := os.UserCacheDir(); err == nil {
		if d := filepath.Join(cache, "lifeline"); os.MkdirAll(d, 0o700) == nil {
			dir = d
		}
	}
	f, err := os.CreateTemp(dir, "crash-"+time.Now().UTC().Format("20060102-150405")+"-*.txt")
	if err != nil {
		return "", err
	}
	_, err = fmt.Fprintf(f, "Lifeline %s internal error\ntime: %s\narguments: %q\npanic: %v\n\n%s",
		version(), time.Now().UTC().Format(time.RFC3339), args, r, stack)
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		os.Remove(f.Name())
		return "", err
	}
	return f.Name(), nil
}

func usage(w io.Writer, cmds []command) {
	fmt.Fprint(w, `usage:
  lifeline [FILE.sgf]                  open the window (no file: the sample problem)
  lifeline analyze [--json] [--game N] [--move N] [--suicide] [FILE|-]
                                       show the pass-alive chains and safe points of a position
  lifeline info [--json] FILE|-        print the game information of an SGF file
  lifeline fmt [-w] [--lossy] FILE|-   write an SGF file as canonical FF[4] UTF-8 SGF
                                       (-w: rewrite FILE in place, atomically, if it parses and
                                       nothing would be lost; --lossy: even if something would)
  lifeline render [--svg] [--game N] [--move N] [--size PX] [--coords] [--suicide] [-o OUT] [FILE|-]
                                       draw the position with its overlay as PNG (or SVG)
  lifeline solve [--json] [--game N | --all] [--move N] [--area RECT] [--suicide] [--check] [--max-nodes N] [--timeout D] [--progress] FILE|-
                                       solve a life-and-death problem: lives, seki, dies or ko,
                                       every winning first move and the refutation of the others
  lifeline gtp                         speak GTP (Go Text Protocol) on standard input and output,
                                       for GoGui, Sabaki and other GTP tools
  lifeline help                        show this help
  lifeline --version                   show the version
`)
	var names []string
	for _, c := range cmds {
		names = append(names, c.name)
	}
	fmt.Fprintf(w, "\ncommands: %s\n", strings.Join(names, ", "))
	fmt.Fprint(w, "exit status: 0 success, 1 bad input, 2 usage error, 3 internal error (a report file is written)\n")
}
