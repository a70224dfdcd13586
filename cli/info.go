// Package cli holds Lifeline's headless commands: info, fmt and analyze.
// Each command takes its arguments (without the command name), standard
// input, output and error, and returns the process exit code: 0 on success,
// 1 when the input cannot be read or parsed, 2 on a usage error.
package cli

import (
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"strconv"

	"lifeline/internal/inputfile"
	"lifeline/sgf"
)

// Exit codes of the commands.
const (
	exitOK    = 0
	exitError = 1
	exitUsage = 2
)

// gameInfoJSON is one game in the output of "lifeline info --json".
type gameInfoJSON struct {
	Width      int    `json:"width"`
	Height     int    `json:"height"`
	Black      string `json:"black"`
	White      string `json:"white"`
	BlackRank  string `json:"blackRank"`
	WhiteRank  string `json:"whiteRank"`
	Result     string `json:"result"`
	Komi       string `json:"komi"`
	Date       string `json:"date"`
	Event      string `json:"event"`
	Nodes      int    `json:"nodes"`
	Moves      int    `json:"moves"`
	Variations int    `json:"variations"`
}

// Info runs "lifeline info [--json] FILE|-": it prints the game information
// of every game in the SGF file (or standard input for "-"), as readable
// lines or, with --json, as one object {"games": [...]}.
func Info(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fset := newFlagSet("info", "[--json] FILE|-",
		"Prints the game information of each game in an SGF file (- reads standard input).", stderr)
	asJSON := fset.Bool("json", false, "print the game information as JSON")
	c, code, ok := loadInput(fset, args, stdin, stderr)
	if !ok {
		return code
	}
	var err error
	infos := make([]sgf.GameInfo, len(c.Games))
	for i, g := range c.Games {
		infos[i] = sgf.Info(g)
	}
	if *asJSON {
		err = writeInfoJSON(stdout, infos)
	} else {
		err = writeInfoText(stdout, infos)
	}
	if err != nil {
		fmt.Fprintf(stderr, "lifeline: info: writing output: %v\n", err)
		return exitError
	}
	return exitOK
}

func writeInfoJSON(w io.Writer, infos []sgf.GameInfo) error {
	out := struct {
		Games []gameInfoJSON `json:"games"`
	}{Games: make([]gameInfoJSON, len(infos))}
	for i, gi := range infos {
		out.Games[i] = gameInfoJSON(gi)
	}
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	return enc.Encode(out)
}

func writeInfoText(w io.Writer, infos []sgf.GameInfo) error {
	ew := &errWriter{w: w}
	for i, gi := range infos {
		if i > 0 {
			ew.printf("\n")
		}
		ew.printf("Game %d of %d\n", i+1, len(infos))
		board := "invalid size"
		if gi.Width > 0 {
			board = fmt.Sprintf("%dx%d", gi.Width, gi.Height)
		}
		rows := []struct{ label, value string }{
			{"Board", board},
			{"Black", player(gi.Black, gi.BlackRank)},
			{"White", player(gi.White, gi.WhiteRank)},
			{"Result", gi.Result},
			{"Komi", gi.Komi},
			{"Date", gi.Date},
			{"Event", gi.Event},
			{"Nodes", strconv.Itoa(gi.Nodes)},
			{"Moves", strconv.Itoa(gi.Moves)},
			{"Variations", strconv.Itoa(gi.Variations)},
		}
		for _, r := range rows {
			if r.value == "" {
				r.value = "-"
			}
			ew.printf("  %-11s %s\n", r.label+":", r.value)
		}
	}
	return ew.err
}

// player joins a name and a rank: "Go Seigen (9p)".
func player(name, rank string) string {
	switch {
	case rank == "":
		return name
	case name == "":
		return "(" + rank + ")"
	}
	return name + " (" + rank + ")"
}

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

// loadInput parses the command line with fset, reads the one SGF file it
// names and prints the reader's warnings. On failure it prints the error and
// returns ok false with the exit code.
func loadInput(fset *flag.FlagSet, args []string, stdin io.Reader, stderr io.Writer) (c *sgf.Collection, code int, ok bool) {
	file, code, ok := oneFileArg(fset, args, stderr)
	if !ok {
		return nil, code, false
	}
	c, name, err := readCollection(file, stdin)
	if err != nil {
		fmt.Fprintf(stderr, "lifeline: %v\n", err)
		return nil, exitError, false
	}
	printWarnings(stderr, name, c.Warnings)
	return c, exitOK, true
}

// oneFileArg parses the flags of fset and expects exactly one FILE or "-"
// argument; flags may come before or after it ("--" ends the flags). When
// parsing fails or -h is asked for, ok is false and code is the exit code.
func oneFileArg(fset *flag.FlagSet, args []string, stderr io.Writer) (file string, code int, ok bool) {
	var files []string
	rest := args
	for {
		if err := fset.Parse(rest); err != nil {
			if errors.Is(err, flag.ErrHelp) {
				return "", exitOK, false
			}
			return "", exitUsage, false
		}
		consumed := len(rest) - fset.NArg()
		if consumed > 0 && rest[consumed-1] == "--" {
			files = append(files, fset.Args()...)
			break
		}
		if fset.NArg() == 0 {
			break
		}
		files = append(files, fset.Arg(0))
		rest = fset.Args()[1:]
	}
	if len(files) != 1 {
		fmt.Fprintf(stderr, "lifeline %s: want exactly one FILE or -, got %d\n", fset.Name(), len(files))
		fset.Usage()
		return "", exitUsage, false
	}
	return files[0], exitOK, true
}

// readCollection reads and parses the SGF file named file, or standard
// input for "-", reading at most sgf.MaxInput bytes. It returns the name to
// show in messages; errors start with that name and, for syntax errors, give
// line and column.
func readCollection(file string, stdin io.Reader) (*sgf.Collection, string, error) {
	return readCollectionLimit(file, stdin, sgf.MaxInput)
}

// readCollectionLimit is readCollection reading at most limit bytes. FILE
// must be a regular file (or a link to one): a FIFO, a folder or a device is
// refused before it is opened, so nothing ever waits for a writer.
func readCollectionLimit(file string, stdin io.Reader, limit int64) (*sgf.Collection, string, error) {
	name := file
	var data []byte
	var err error
	if file == "-" {
		name = "stdin"
		data, err = inputfile.ReadAll(stdin, limit)
	} else {
		data, err = inputfile.ReadFile(file, limit)
	}
	if err != nil {
		var pe *fs.PathError
		if errors.As(err, &pe) {
			err = pe.Err
		}
		return nil, name, fmt.Errorf("%s: %w", name, err)
	}
	c, err := sgf.ParseOwned(data) // data is not used again
	if err != nil {
		return nil, name, fmt.Errorf("%s: %w", name, err)
	}
	return c, name, nil
}

// printWarnings reports the reader's warnings on stderr.
func printWarnings(stderr io.Writer, name string, warnings []string) {
	for _, w := range warnings {
		fmt.Fprintf(stderr, "lifeline: %s: warning: %s\n", name, w)
	}
}
