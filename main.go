// Command lifeline is Lifeline: a Go (baduk) board for reviewing games and
// setting up life-and-death problems that shows which chains are
// unconditionally alive (Benson's algorithm) and why.
//
// Usage:
//
//	lifeline [FILE.sgf]                 open the window (no file: the sample problem)
//	lifeline analyze [--json] [--move N] [--suicide] [FILE|-]
//	lifeline info [--json] FILE|-
//	lifeline fmt [-w] FILE|-
//	lifeline gtp
//	lifeline help
package main

import (
	"fmt"
	"io"
	"os"

	"lifeline/app"
	"lifeline/cli"
	_ "lifeline/internal/quietlocale" // before Fyne reads the locale
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	if len(args) > 0 {
		switch args[0] {
		case "analyze":
			return cli.Analyze(args[1:], stdin, stdout, stderr)
		case "info":
			return cli.Info(args[1:], stdin, stdout, stderr)
		case "fmt":
			return cli.Fmt(args[1:], stdin, stdout, stderr)
		case "gtp":
			return cli.GTP(args[1:], stdin, stdout, stderr)
		case "help", "-h", "-help", "--help":
			usage(stdout)
			return 0
		}
	}
	return app.Run(args)
}

func usage(w io.Writer) {
	fmt.Fprint(w, `usage:
  lifeline [FILE.sgf]                  open the window (no file: the sample problem)
  lifeline analyze [--json] [--move N] [--suicide] [FILE|-]
                                       show the pass-alive chains and safe points of a position
  lifeline info [--json] FILE|-        print the game information of an SGF file
  lifeline fmt [-w] FILE|-             write an SGF file as canonical FF[4] UTF-8 SGF
                                       (-w: rewrite FILE in place, atomically, if it parses)
  lifeline gtp                         speak GTP (Go Text Protocol) on standard input and output,
                                       for GoGui, Sabaki and other GTP tools
  lifeline help                        show this help
`)
}
