package cli

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"sort"
	"strings"

	"lifeline/assets"
	"lifeline/benson"
	"lifeline/goboard"
	"lifeline/replay"
	"lifeline/safety"
	"lifeline/sgf"
)

// analysisJSON is the output of "lifeline analyze --json". Point lists are
// sorted SGF coordinates; libertyCount and emptyCount give the sizes of the
// liberties and empty lists.
type analysisJSON struct {
	Width    int          `json:"width"`
	Height   int          `json:"height"`
	ToPlay   string       `json:"toPlay"`
	Moves    int          `json:"moves"`
	Board    []string     `json:"board"`
	Captures capturesJSON `json:"captures"`
	Rules    rulesJSON    `json:"rules"`
	Chains   []chainJSON  `json:"chains"`
	Regions  []regionJSON `json:"regions"`
	Steps    []stepJSON   `json:"steps"`
	Black    colorJSON    `json:"black"`
	White    colorJSON    `json:"white"`
	Warnings []string     `json:"warnings,omitempty"`
}

type capturesJSON struct {
	Black int `json:"black"`
	White int `json:"white"`
}

type rulesJSON struct {
	Suicide bool `json:"suicide"`
}

type chainJSON struct {
	ID           int      `json:"id"`
	Color        string   `json:"color"`
	Stones       []string `json:"stones"`
	Liberties    []string `json:"liberties"`
	LibertyCount int      `json:"libertyCount"`
	Alive        bool     `json:"alive"`
	Regions      []int    `json:"regions"`
	VitalRegions []int    `json:"vitalRegions"`
	RemovedRound int      `json:"removedRound"`
}

type regionJSON struct {
	ID           int      `json:"id"`
	Color        string   `json:"color"`
	Points       []string `json:"points"`
	Empty        []string `json:"empty"`
	EmptyCount   int      `json:"emptyCount"`
	Chains       []int    `json:"chains"`
	VitalTo      []int    `json:"vitalTo"`
	Small        bool     `json:"small"`
	Removed      bool     `json:"removed"`
	RemovedRound int      `json:"removedRound"`
	RemovedBy    *int     `json:"removedBy"`
}

// stepJSON is one round of the fixpoint: the IDs of the chains and regions
// it removed, why each chain fell (the vital regions it still had), which
// removed chain took each region with it, and the round in words.
type stepJSON struct {
	Round          int             `json:"round"`
	RemovedChains  []int           `json:"removedChains"`
	RemovedRegions []int           `json:"removedRegions"`
	ChainReasons   []removedChain  `json:"chainReasons"`
	RegionCauses   []removedRegion `json:"regionCauses"`
	Explanation    string          `json:"explanation"`
}

type removedChain struct {
	Chain        int   `json:"chain"`
	VitalRegions []int `json:"vitalRegions"`
}

type removedRegion struct {
	Region int `json:"region"`
	Chain  int `json:"chain"`
}

// colorJSON holds Benson's verdict for one colour (alive, safe) and the
// verdict of package safety (proven, dead, reasons): see the README.
type colorJSON struct {
	Alive   []string          `json:"alive"`
	Safe    []string          `json:"safe"`
	Proven  []string          `json:"proven"`
	Dead    []string          `json:"dead"`
	Reasons map[string]string `json:"reasons"`
}

// cliNodeLimit bounds the local search of one analyze run (every position
// of the shared games stays well under a quarter of a second).
const cliNodeLimit = 25000

// Analyze runs "lifeline analyze [--json] [--game N] [--move N] [--suicide]
// [FILE|-]": it builds the position after the first N moves of the main
// line of the first game (the Nth with --game N) in the SGF file (standard
// input for "-", the embedded sample problem with no argument), finds its
// pass-alive chains and safe points with Benson's algorithm, and prints them
// as a diagram with tables or, with --json, as one JSON object.
func Analyze(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fset := newFlagSet("analyze", "[--json] [--game N] [--move N] [--suicide] [FILE|-]",
		"Shows the unconditionally alive (pass-alive) chains and safe points of a position\n"+
			"(the end of the main line, or after --move N moves; no FILE: the sample problem).", stderr)
	asJSON := fset.Bool("json", false, "print the analysis as JSON")
	gameNo := fset.Int("game", 1, gameFlagUsage)
	move := fset.Int("move", -1, "analyse the position after the first `N` moves of the main line (default: its end)")
	suicide := fset.Bool("suicide", false, "assume rules where suicide is legal")
	if len(args) == 0 || onlyFlags(fset, args) {
		args = append(args, "--", "")
	}
	file, code, ok := oneFileArg(fset, args, stderr)
	if !ok {
		return code
	}
	pos, res, name, code := analyzedPosition("analyze", file, stdin, stderr, *gameNo, *move, *suicide)
	if code != exitOK {
		return code
	}
	var err error
	proven := safety.NewAnalyzer().Analyze(context.Background(), pos.Board, res, safety.Options{Search: true, TotalNodeLimit: cliNodeLimit})
	if *asJSON {
		err = writeAnalysisJSON(stdout, pos, res, proven)
	} else {
		for _, w := range pos.Warnings {
			fmt.Fprintf(stderr, "lifeline: %s: warning: %s\n", name, w)
		}
		err = writeAnalysisText(stdout, pos, res)
		if err == nil {
			err = writeProvenText(stdout, pos.Board.Geometry, proven)
		}
	}
	if err != nil {
		fmt.Fprintf(stderr, "lifeline: analyze: writing output: %v\n", err)
		return exitError
	}
	return exitOK
}

// analyzedPosition (for command cmd) reads game number game (from 1) of
// file (standard input for "-", the sample problem for ""), replays the
// first move moves of its main line (all for -1) and analyses the position.
// It prints the reader's warnings and any error, and returns the name to
// use in messages, or an exit code other than exitOK on failure.
func analyzedPosition(cmd, file string, stdin io.Reader, stderr io.Writer, game, move int, suicide bool) (*replay.Position, *benson.Result, string, int) {
	var c *sgf.Collection
	var name string
	var err error
	if file == "" {
		name = "sample problem"
		c, err = sgf.Parse(assets.Sample())
	} else {
		c, name, err = readCollection(file, stdin)
	}
	if err != nil {
		fmt.Fprintf(stderr, "lifeline: %v\n", err)
		return nil, nil, name, exitError
	}
	printWarnings(stderr, name, c.Warnings)
	root, code := gameOf(cmd, name, c, game, stderr)
	if code != exitOK {
		return nil, nil, name, code
	}
	if move < -1 {
		fmt.Fprintf(stderr, "lifeline %s: --move %d: want a move number of 0 or more\n", cmd, move)
		return nil, nil, name, exitUsage
	}
	rules := goboard.Rules{AllowSuicide: suicide}
	pos, err := replay.MainLine(root, move, rules)
	if err != nil {
		fmt.Fprintf(stderr, "lifeline: %s: %v\n", name, err)
		return nil, nil, name, exitError
	}
	if move > pos.Total {
		fmt.Fprintf(stderr, "lifeline: %s: warning: --move %d but the main line has %d moves; analysing its end\n", name, move, pos.Total)
	}
	res, err := benson.Analyze(pos.Board, rules)
	if err != nil {
		fmt.Fprintf(stderr, "lifeline: %s: %v\n", name, err)
		return nil, nil, name, exitError
	}
	return pos, res, name, exitOK
}

// onlyFlags reports whether args holds flags of fset but no file
// argument.
func onlyFlags(fset *flag.FlagSet, args []string) bool {
	for i := 0; i < len(args); i++ {
		a := args[i]
		switch {
		case a == "-" || a == "--":
			return false
		case strings.HasPrefix(a, "-"):
			name := strings.TrimLeft(a, "-")
			if strings.Contains(name, "=") {
				continue
			}
			if f := fset.Lookup(name); f != nil {
				if bf, ok := f.Value.(interface{ IsBoolFlag() bool }); !ok || !bf.IsBoolFlag() {
					i++ // its value
				}
			}
		default:
			return false
		}
	}
	return true
}

func sgfPoints(g goboard.Geometry, pts []goboard.Point) []string {
	out := make([]string, 0, len(pts))
	for _, p := range pts {
		out = append(out, g.SGF(p))
	}
	sort.Strings(out)
	return out
}

func sgfSet(g goboard.Geometry, s *goboard.PointSet) []string {
	return sgfPoints(g, s.AppendTo(nil))
}

func ints(s []int) []int {
	if s == nil {
		return []int{}
	}
	return s
}

// provenJSON fills the safety fields of out for colour c.
func provenJSON(out *colorJSON, g goboard.Geometry, v *safety.Result, c goboard.Color) {
	out.Proven = sgfSet(g, &v.Proven[c])
	out.Dead = sgfSet(g, &v.Dead[c])
	out.Reasons = map[string]string{}
	for _, p := range v.Proven[c].AppendTo(nil) {
		_, why := v.Reason(p)
		out.Reasons[g.SGF(p)] = why.String()
	}
}

func writeAnalysisJSON(w io.Writer, pos *replay.Position, r *benson.Result, v *safety.Result) error {
	b := pos.Board
	g := b.Geometry
	out := analysisJSON{
		Width: b.Width(), Height: b.Height(), ToPlay: b.ToPlay().String(), Moves: pos.Moves,
		Board:    strings.Split(strings.TrimSuffix(b.String(), "\n"), "\n"),
		Captures: capturesJSON{Black: b.Captures(goboard.Black), White: b.Captures(goboard.White)},
		Rules:    rulesJSON{Suicide: r.Rules.AllowSuicide},
		Chains:   []chainJSON{}, Regions: []regionJSON{}, Steps: []stepJSON{},
		Black:    colorJSON{Alive: sgfSet(g, &r.Alive[goboard.Black]), Safe: sgfSet(g, &r.Safe[goboard.Black])},
		White:    colorJSON{Alive: sgfSet(g, &r.Alive[goboard.White]), Safe: sgfSet(g, &r.Safe[goboard.White])},
		Warnings: pos.Warnings,
	}
	provenJSON(&out.Black, g, v, goboard.Black)
	provenJSON(&out.White, g, v, goboard.White)
	for _, ch := range r.Chains {
		out.Chains = append(out.Chains, chainJSON{
			ID: ch.ID, Color: ch.Color.String(), Stones: sgfPoints(g, r.Stones(ch.ID)),
			Liberties: sgfSet(g, b.LibertySet(ch.Head)), LibertyCount: ch.Liberties,
			Alive: ch.Alive, Regions: ints(ch.Regions), VitalRegions: ints(ch.Vital), RemovedRound: ch.RemovedRound,
		})
	}
	for _, reg := range r.Regions {
		var empty []goboard.Point
		for _, p := range r.Points(reg.ID) {
			if b.At(p) == goboard.Empty {
				empty = append(empty, p)
			}
		}
		rj := regionJSON{
			ID: reg.ID, Color: reg.Color.String(), Points: sgfPoints(g, r.Points(reg.ID)),
			Empty: sgfPoints(g, empty), EmptyCount: reg.Empty,
			Chains: ints(reg.Chains), VitalTo: ints(reg.VitalTo), Small: reg.Small,
			Removed: reg.Removed, RemovedRound: reg.RemovedRound,
		}
		if reg.Removed {
			by := reg.RemovedBy
			rj.RemovedBy = &by
		}
		out.Regions = append(out.Regions, rj)
	}
	for i, st := range r.Steps {
		sj := stepJSON{Round: st.Round, RemovedChains: []int{}, RemovedRegions: []int{},
			ChainReasons: []removedChain{}, RegionCauses: []removedRegion{}, Explanation: r.Explain(i)}
		for _, rc := range st.RemovedChains {
			sj.RemovedChains = append(sj.RemovedChains, rc.Chain)
			sj.ChainReasons = append(sj.ChainReasons, removedChain{Chain: rc.Chain, VitalRegions: ints(rc.Vital)})
		}
		for _, rr := range st.RemovedRegions {
			sj.RemovedRegions = append(sj.RemovedRegions, rr.Region)
			sj.RegionCauses = append(sj.RegionCauses, removedRegion{Region: rr.Region, Chain: rr.Chain})
		}
		out.Steps = append(out.Steps, sj)
	}
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	return enc.Encode(out)
}

// writeAnalysisText prints the diagram, the chain and region tables, the
// trace and a summary.
func writeAnalysisText(w io.Writer, pos *replay.Position, r *benson.Result) error {
	b := pos.Board
	g := b.Geometry
	ew := &errWriter{w: w}
	ew.printf("%dx%d board after %d of %d moves, %s to play, captures: Black %d, White %d; suicide %s\n\n",
		b.Width(), b.Height(), pos.Moves, pos.Total, b.ToPlay().Name(),
		b.Captures(goboard.Black), b.Captures(goboard.White), map[bool]string{false: "illegal", true: "legal"}[r.Rules.AllowSuicide])

	ew.printf("%s\n", r.Diagram(b))

	ew.printf("Chains\n  %-4s %-5s %6s %5s  %-14s %-14s %s\n", "id", "color", "stones", "libs", "regions", "vital", "status")
	for _, ch := range r.Chains {
		status := "alive"
		if !ch.Alive {
			status = fmt.Sprintf("not proven alive (round %d)", ch.RemovedRound)
		}
		ew.printf("  %-4d %-5s %6d %5d  %-14s %-14s %s   at %s\n", ch.ID, ch.Color.Name(), ch.Size, ch.Liberties,
			idList("R", ch.Regions), idList("R", ch.Vital), status, g.Name(r.Stones(ch.ID)[0]))
	}
	ew.printf("\nRegions\n  %-4s %-9s %5s %5s %-5s  %-14s %-14s %s\n", "id", "enclosed", "size", "empty", "small", "chains", "vital to", "status")
	for _, reg := range r.Regions {
		status := "standing"
		if reg.Removed {
			status = fmt.Sprintf("removed in round %d with #%d", reg.RemovedRound, reg.RemovedBy)
		}
		small := "no"
		if reg.Small {
			small = "yes"
		}
		ew.printf("  R%-3d %-9s %5d %5d %-5s  %-14s %-14s %s\n", reg.ID, "by "+reg.Color.Name(), reg.Size, reg.Empty, small,
			idList("#", reg.Chains), idList("#", reg.VitalTo), status)
	}
	if len(r.Steps) > 0 {
		ew.printf("\nTrace\n")
		for i := range r.Steps {
			ew.printf("  %s\n", r.Explain(i))
		}
	}
	ew.printf("\n%s\n", r.Verdict())
	return ew.err
}

// writeProvenText prints the verdict of package safety: per colour the
// points proven, how, and the dead stones.
func writeProvenText(w io.Writer, g goboard.Geometry, v *safety.Result) error {
	ew := &errWriter{w: w}
	ew.printf("\nProven under alternating play (the opponent moves first; see the README)\n")
	for _, c := range []goboard.Color{goboard.Black, goboard.White} {
		var byReason [8][]string
		for _, p := range v.Proven[c].AppendTo(nil) {
			_, why := v.Reason(p)
			byReason[why] = append(byReason[why], g.Name(p))
		}
		ew.printf("  %s: %d points proven, %d safe stones, %d dead %s stones\n", c.Name(), v.Proven[c].Len(),
			v.Safe[c].Len(), v.Dead[c.Opponent()].Len(), strings.ToLower(c.Opponent().Name()))
		for _, why := range safety.Reasons() {
			if pts := byReason[why]; len(pts) > 0 {
				ew.printf("    %-21s %s\n", why.String()+":", strings.Join(pts, " "))
			}
		}
		if v.Dead[c].Len() > 0 {
			ew.printf("    %-21s %s\n", "dead:", strings.Join(pointNames(g, &v.Dead[c]), " "))
		}
	}
	return ew.err
}

func pointNames(g goboard.Geometry, s *goboard.PointSet) []string {
	var out []string
	for _, p := range s.AppendTo(nil) {
		out = append(out, g.Name(p))
	}
	return out
}

func idList(prefix string, ids []int) string {
	if len(ids) == 0 {
		return "-"
	}
	s := make([]string, len(ids))
	for i, id := range ids {
		s[i] = fmt.Sprintf("%s%d", prefix, id)
	}
	return strings.Join(s, ",")
}
