package cli

import (
	"encoding/json"
	"fmt"
	"io"
	"strconv"

	"lifeline/sgf"
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
