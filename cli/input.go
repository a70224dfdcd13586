package cli

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"

	"lifeline/internal/inputfile"
	"lifeline/sgf"
)

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

// gameFlagUsage is the help of the --game flag of the commands that read
// one game of a collection.
const gameFlagUsage = "read the `N`th game of a collection (numbered from 1, as info lists them)"

// gameOf returns game n (numbered from 1) of c, read from name, for
// command cmd; otherwise it prints why there is none and returns the exit
// code.
func gameOf(cmd, name string, c *sgf.Collection, n int, stderr io.Writer) (sgf.Node, int) {
	switch {
	case n < 1:
		fmt.Fprintf(stderr, "lifeline %s: --game %d: want a game number of 1 or more\n", cmd, n)
		return sgf.Node{}, exitUsage
	case len(c.Games) == 0:
		fmt.Fprintf(stderr, "lifeline: %s: no game in the file\n", name)
		return sgf.Node{}, exitError
	case n > len(c.Games):
		fmt.Fprintf(stderr, "lifeline: %s: --game %d: the file holds %d games\n", name, n, len(c.Games))
		return sgf.Node{}, exitError
	}
	return c.Games[n-1], exitOK
}
