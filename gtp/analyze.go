package gtp

import (
	"context"
	"fmt"
	"strings"

	"lifeline/benson"
	"lifeline/goboard"
	"lifeline/uncond"
)

// BuiltinProve is the proven verdict Lifeline has without the safety
// package: Benson's pass-alive chains and safe points, united with GNU Go's
// unconditional status (its invincible stones, which are the pass-alive
// ones, its dead stones and its territory). A stone in neither Alive nor
// Dead is not proven either way.
func BuiltinProve(ctx context.Context, b *goboard.Board) (*Verdict, error) {
	return NewBuiltinProver()(ctx, b)
}

// NewBuiltinProver returns BuiltinProve with analysers it keeps between
// calls (not safe for concurrent use).
func NewBuiltinProver() ProveFunc {
	ba, ua := benson.NewAnalyzer(), uncond.NewAnalyzer()
	return func(_ context.Context, b *goboard.Board) (*Verdict, error) { return builtinProve(b, ba, ua) }
}

func builtinProve(b *goboard.Board, ba *benson.Analyzer, ua *uncond.Analyzer) (*Verdict, error) {
	r, err := ba.Analyze(b, b.Rules())
	if err != nil {
		return nil, err
	}
	u := ua.Analyze(b)
	v := &Verdict{Reasons: "Benson (pass-alive chains, safe points) and GNU Go's unconditional status"}
	var byBenson goboard.PointSet
	byBenson.Union(&r.Safe[goboard.Black])
	byBenson.Union(&r.Safe[goboard.White])
	v.Reason = func(p goboard.Point) string {
		if byBenson.Has(p) {
			return "benson"
		}
		return "gnugo-unconditional"
	}
	for _, c := range []goboard.Color{goboard.Black, goboard.White} {
		v.Alive[c] = r.Alive[c]
		safe := r.Safe[c]
		for _, p := range safe.AppendTo(nil) {
			switch b.At(p) {
			case goboard.Empty:
				v.Territory[c].Add(p)
			case c.Opponent():
				v.Dead[c.Opponent()].Add(p)
			}
		}
	}
	g := b.Geometry
	for y := 0; y < g.Height(); y++ {
		for x := 0; x < g.Width(); x++ {
			p := g.Point(x, y)
			c := b.At(p)
			switch u.At(p) {
			case uncond.Alive:
				// Only invincible stones stay on the board for sure (they
				// are Benson's pass-alive stones); GNU Go also calls alive
				// a stone in its colour's territory that may be captured
				// there.
				if u.Invincible[c].Has(p) {
					v.Alive[c].Add(p)
				}
			case uncond.Dead:
				v.Dead[c].Add(p)
			case uncond.BlackTerritory:
				v.Territory[goboard.Black].Add(p)
			case uncond.WhiteTerritory:
				v.Territory[goboard.White].Add(p)
			}
		}
	}
	return v, nil
}

// benson runs Benson's analysis of the position. The result belongs to the
// engine's analyser: it is good until the next analysis.
func (e *Engine) benson() (*benson.Result, error) {
	return e.ba.Analyze(e.board, e.board.Rules())
}

func (e *Engine) cmdBenson(_ context.Context, args []string) (string, error) {
	if err := noArgs(args); err != nil {
		return "", err
	}
	r, err := e.benson()
	if err != nil {
		return "", err
	}
	var sb strings.Builder
	ids := func(prefix string, list []int) string {
		if len(list) == 0 {
			return "-"
		}
		s := make([]string, len(list))
		for i, id := range list {
			s[i] = fmt.Sprintf("%s%d", prefix, id)
		}
		return strings.Join(s, ",")
	}
	fmt.Fprintf(&sb, "chains %d regions %d rounds %d", len(r.Chains), len(r.Regions), len(r.Steps))
	for _, ch := range r.Chains {
		state := "alive"
		if !ch.Alive {
			state = fmt.Sprintf("removed-in-round %d", ch.RemovedRound)
		}
		fmt.Fprintf(&sb, "\nchain #%d %s at %s stones %d liberties %d regions %s vital %s %s",
			ch.ID, colorName(ch.Color), e.vertex(ch.Head), ch.Size, ch.Liberties, ids("R", ch.Regions), ids("R", ch.Vital), state)
	}
	for _, rg := range r.Regions {
		state := "standing"
		if rg.Removed {
			state = fmt.Sprintf("removed-in-round %d with #%d", rg.RemovedRound, rg.RemovedBy)
		}
		pts := r.Points(rg.ID)
		fmt.Fprintf(&sb, "\nregion R%d enclosed-by %s at %s points %d empty %d small %t chains %s vital-to %s %s",
			rg.ID, colorName(rg.Color), e.vertex(pts[0]), rg.Size, rg.Empty, rg.Small, ids("#", rg.Chains), ids("#", rg.VitalTo), state)
	}
	for _, c := range []goboard.Color{goboard.Black, goboard.White} {
		fmt.Fprintf(&sb, "\n%s pass-alive: %s", colorName(c), orNone(e.vertices(&r.Alive[c])))
		fmt.Fprintf(&sb, "\n%s safe: %s", colorName(c), orNone(e.vertices(&r.Safe[c])))
	}
	return sb.String(), nil
}

// orNone returns s, or "none" if it is empty.
func orNone(s string) string {
	if s == "" {
		return "none"
	}
	return s
}

func (e *Engine) cmdProven(ctx context.Context, args []string) (string, error) {
	if err := noArgs(args); err != nil {
		return "", err
	}
	v, err := e.verdict(ctx)
	if err != nil {
		return "", err
	}
	var sb strings.Builder
	sb.WriteString("by " + v.Reasons)
	for _, c := range []goboard.Color{goboard.Black, goboard.White} {
		fmt.Fprintf(&sb, "\n%s alive: %s", colorName(c), orNone(e.vertices(&v.Alive[c])))
		fmt.Fprintf(&sb, "\n%s territory: %s", colorName(c), orNone(e.vertices(&v.Territory[c])))
		fmt.Fprintf(&sb, "\n%s dead: %s", colorName(c), orNone(e.vertices(&v.Dead[c])))
	}
	if v.Reason != nil {
		for _, c := range []goboard.Color{goboard.Black, goboard.White} {
			var all goboard.PointSet
			all.Union(&v.Alive[c])
			all.Union(&v.Territory[c])
			all.Union(&v.Dead[c.Opponent()])
			byReason := map[string][]string{}
			var order []string
			for _, p := range all.AppendTo(nil) {
				r := v.Reason(p)
				if _, ok := byReason[r]; !ok {
					order = append(order, r)
				}
				byReason[r] = append(byReason[r], e.vertex(p))
			}
			for _, r := range order {
				fmt.Fprintf(&sb, "\n%s by %s: %s", colorName(c), r, strings.Join(byReason[r], " "))
			}
		}
	}
	sb.WriteString("\nstones in no list are not proven alive or dead")
	return sb.String(), nil
}

func (e *Engine) cmdExplain(_ context.Context, args []string) (string, error) {
	if len(args) != 1 {
		return "", errSyntax
	}
	p, err := e.parseVertex(args[0])
	if err != nil {
		return "", err
	}
	if p == goboard.Pass || e.board.At(p) == goboard.Empty {
		return "", fmt.Errorf("no stone at %s", args[0])
	}
	r, err := e.benson()
	if err != nil {
		return "", err
	}
	id := r.ChainAt(p)
	ch := &r.Chains[id]
	stones := "stones"
	if ch.Size == 1 {
		stones = "stone"
	}
	name := fmt.Sprintf("the %s chain at %s (%d %s)", ch.Color.Name(), r.ChainLabel(id), ch.Size, stones)
	var sb strings.Builder
	if ch.Alive {
		labels := make([]string, len(ch.Vital))
		for i, v := range ch.Vital {
			labels[i] = r.RegionLabel(v)
		}
		fmt.Fprintf(&sb, "%s is pass-alive: %d regions stay vital to it (at %s).", name, len(ch.Vital), strings.Join(labels, ", "))
	} else {
		for i, st := range r.Steps {
			if st.Round == ch.RemovedRound {
				sb.WriteString(r.ExplainChain(i, id))
			}
		}
	}
	// Why each bordering region is or is not vital to it.
	for _, reg := range ch.Regions {
		if why := r.VitalReason(reg, id); why != "" {
			sb.WriteString("\n" + why + ".")
		}
	}
	return sb.String(), nil
}

// gfxKinds are the layers lifeline-gfx draws.
var gfxKinds = []string{"alive", "safe", "proven", "dead", "solve", "uncond"}

func (e *Engine) cmdGfx(ctx context.Context, args []string) (string, error) {
	if len(args) != 1 {
		return "", fmt.Errorf("syntax error: lifeline-gfx %s", strings.Join(gfxKinds, "|"))
	}
	var lines []string
	add := func(verb string, s *goboard.PointSet) {
		if !s.IsEmpty() {
			lines = append(lines, verb+" "+e.vertices(s))
		}
	}
	b, w := goboard.Black, goboard.White
	switch args[0] {
	case "alive", "safe":
		r, err := e.benson()
		if err != nil {
			return "", err
		}
		if args[0] == "alive" {
			var all goboard.PointSet
			all.Union(&r.Alive[b])
			all.Union(&r.Alive[w])
			add("MARK", &all)
			lines = append(lines, fmt.Sprintf("TEXT pass-alive stones: black %d, white %d", r.Alive[b].Len(), r.Alive[w].Len()))
		} else {
			add("BLACK", &r.Safe[b])
			add("WHITE", &r.Safe[w])
			lines = append(lines, fmt.Sprintf("TEXT safe points: black %d, white %d", r.Safe[b].Len(), r.Safe[w].Len()))
		}
	case "proven", "dead":
		v, err := e.verdict(ctx)
		if err != nil {
			return "", err
		}
		if args[0] == "proven" {
			var pb, pw goboard.PointSet
			for _, s := range []*goboard.PointSet{&v.Alive[b], &v.Territory[b], &v.Dead[w]} {
				pb.Union(s)
			}
			for _, s := range []*goboard.PointSet{&v.Alive[w], &v.Territory[w], &v.Dead[b]} {
				pw.Union(s)
			}
			add("BLACK", &pb)
			add("WHITE", &pw)
			lines = append(lines, fmt.Sprintf("TEXT proven points: black %d, white %d", pb.Len(), pw.Len()))
		} else {
			var all goboard.PointSet
			all.Union(&v.Dead[b])
			all.Union(&v.Dead[w])
			add("MARK", &all)
			add("COLOR #d02020", &all)
			lines = append(lines, fmt.Sprintf("TEXT dead stones: black %d, white %d", v.Dead[b].Len(), v.Dead[w].Len()))
		}
	case "uncond":
		u := e.ua.Analyze(e.board)
		var alive, dead goboard.PointSet
		for _, p := range u.Points(uncond.Alive) {
			alive.Add(p)
		}
		for _, p := range u.Points(uncond.Dead) {
			dead.Add(p)
		}
		var tb, tw goboard.PointSet
		for _, p := range u.Points(uncond.BlackTerritory) {
			tb.Add(p)
		}
		for _, p := range u.Points(uncond.WhiteTerritory) {
			tw.Add(p)
		}
		add("BLACK", &tb)
		add("WHITE", &tw)
		add("MARK", &dead)
		add("COLOR #2060d0", &alive)
		lines = append(lines, fmt.Sprintf("TEXT GNU Go unconditional: %d alive, %d dead, territory black %d, white %d",
			alive.Len(), dead.Len(), tb.Len(), tw.Len()))
	case "solve":
		r, err := e.solve(ctx, e.board.ToPlay())
		if err != nil {
			return "", err
		}
		var win goboard.PointSet
		for _, p := range r.Winning {
			if p != goboard.Pass {
				win.Add(p)
			}
		}
		add("COLOR #20a020", &win)
		add("MARK", &win)
		lines = append(lines, fmt.Sprintf("TEXT %s to play: %s, %d winning moves, %d nodes", e.board.ToPlay().Name(), r.Result, len(r.Winning), r.Nodes))
	default:
		return "", fmt.Errorf("syntax error: lifeline-gfx %s", strings.Join(gfxKinds, "|"))
	}
	return strings.Join(lines, "\n"), nil
}

func (e *Engine) cmdAliveStones(_ context.Context, args []string) (string, error) {
	if err := noArgs(args); err != nil {
		return "", err
	}
	r, err := e.benson()
	if err != nil {
		return "", err
	}
	var all goboard.PointSet
	all.Union(&r.Alive[goboard.Black])
	all.Union(&r.Alive[goboard.White])
	return e.vertices(&all), nil
}

func (e *Engine) cmdRegions(_ context.Context, args []string) (string, error) {
	if len(args) != 1 {
		return "", errSyntax
	}
	c, err := parseColor(args[0])
	if err != nil {
		return "", err
	}
	r, err := e.benson()
	if err != nil {
		return "", err
	}
	b := e.board
	label := make(map[goboard.Point]int)
	for _, rg := range r.Regions {
		if rg.Color == c {
			for _, p := range r.Points(rg.ID) {
				label[p] = rg.ID
			}
		}
	}
	var sb strings.Builder
	for y := 0; y < b.Height(); y++ {
		if y > 0 {
			sb.WriteByte('\n')
		}
		for x := 0; x < b.Width(); x++ {
			if x > 0 {
				sb.WriteByte(' ')
			}
			if id, ok := label[b.Point(x, y)]; ok {
				fmt.Fprintf(&sb, "R%d", id)
			} else {
				sb.WriteString("-")
			}
		}
	}
	return sb.String(), nil
}

// analyzeCommands are GoGui's analyze commands: type/label/command.
var analyzeCommands = []string{
	"gfx/Lifeline: pass-alive stones (Benson)/lifeline-gfx alive",
	"gfx/Lifeline: safe points (Benson)/lifeline-gfx safe",
	"gfx/Lifeline: proven points/lifeline-gfx proven",
	"gfx/Lifeline: dead stones/lifeline-gfx dead",
	"gfx/Lifeline: solve (winning moves)/lifeline-gfx solve",
	"gfx/GNU Go unconditional status/lifeline-gfx uncond",
	"plist/Lifeline: pass-alive stones (list)/lifeline-alive_stones",
	"sboard/Lifeline: regions enclosed by Black/lifeline-regions black",
	"sboard/Lifeline: regions enclosed by White/lifeline-regions white",
	"string/Lifeline: Benson analysis/lifeline-benson",
	"string/Lifeline: proven verdict/lifeline-proven",
	"string/Lifeline: explain chain/lifeline-explain %p",
	"string/Lifeline: solve/lifeline-solve",
	"string/GNU Go unconditional status/unconditional_status %p",
}

func (e *Engine) cmdAnalyzeCommands(_ context.Context, args []string) (string, error) {
	if err := noArgs(args); err != nil {
		return "", err
	}
	return strings.Join(analyzeCommands, "\n"), nil
}
