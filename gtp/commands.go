package gtp

import (
	"context"
	"errors"
	"fmt"
	"sort"
	"strconv"
	"strings"

	"lifeline/goboard"
	"lifeline/internal/inputfile"
	"lifeline/replay"
	"lifeline/sgf"
)

// errNoSolver is the failure of the commands that need the solver when
// there is none.
var errNoSolver = errors.New("solver not available")

// register fills the command table.
func (e *Engine) register() {
	e.cmds = map[string]command{
		"protocol_version":      {e.cmdProtocolVersion, "the GTP version: 2"},
		"name":                  {e.cmdName, "the engine's name"},
		"version":               {e.cmdVersion, "the engine's version"},
		"known_command":         {e.cmdKnownCommand, "known_command NAME: true or false"},
		"list_commands":         {e.cmdListCommands, "every command, one per line"},
		"quit":                  {e.cmdQuit, "end the session"},
		"boardsize":             {e.cmdBoardsize, "boardsize N (1..25), or the extension boardsize W H for a W x H board; clears the board"},
		"rectangular_boardsize": {e.cmdRectangularBoardsize, "rectangular_boardsize W H: a W x H board (Sabaki's name for boardsize W H); clears the board"},
		"set_free_handicap":     {e.cmdSetFreeHandicap, "set_free_handicap VERTEX...: black handicap stones on the empty board (at least two); White plays next"},
		"time_settings":         {e.cmdTimeSettings, "time_settings MAIN BYO STONES: accepted and ignored (Lifeline does not play on time)"},
		"time_left":             {e.cmdTimeLeft, "time_left COLOR TIME STONES: accepted and ignored"},
		"clear_board":           {e.cmdClearBoard, "empty the board"},
		"komi":                  {e.cmdKomi, "komi K"},
		"play":                  {e.cmdPlay, "play COLOR VERTEX|pass"},
		"undo":                  {e.cmdUndo, "take back the last move played through GTP"},
		"showboard":             {e.cmdShowboard, "the board as text"},
		"loadsgf":               {e.cmdLoadSGF, "loadsgf FILE [MOVE]: the main line of FILE, before move MOVE (all of it without MOVE)"},
		"final_status_list": {e.cmdFinalStatusList, "final_status_list alive|dead|seki: the stones proven alive or dead " +
			"(one chain per line); seki is never proven and always empty; a stone in no list is not proven either way"},
		"genmove":                {e.cmdGenmove, "genmove COLOR: in a life-and-death problem the solver's best move (played); elsewhere pass"},
		"reg_genmove":            {e.cmdRegGenmove, "reg_genmove COLOR: genmove without playing the move"},
		"unconditional_status":   {e.cmdUnconditionalStatus, "unconditional_status VERTEX: GNU Go 3.8's alive, dead, black_territory, white_territory or undecided"},
		"lifeline-benson":        {e.cmdBenson, "Benson's analysis: chains, regions, the vital relation, pass-alive stones, safe points"},
		"lifeline-proven":        {e.cmdProven, "the proven verdict per colour: alive stones, territory, dead stones, and the rules used"},
		"lifeline-explain":       {e.cmdExplain, "lifeline-explain VERTEX: why the chain at VERTEX is or is not pass-alive"},
		"lifeline-solve":         {e.cmdSolve, "the solver's answer in one line: RESULT moves V... nodes N"},
		"lifeline-gfx":           {e.cmdGfx, "lifeline-gfx alive|safe|proven|dead|solve|uncond: GoGui gfx drawing of a layer (uncond: GNU Go's unconditional status of every point)"},
		"lifeline-alive_stones":  {e.cmdAliveStones, "the pass-alive stones as a GoGui point list"},
		"lifeline-regions":       {e.cmdRegions, "lifeline-regions black|white: the ids of the regions enclosed by that colour as a GoGui string board"},
		"lifeline-help":          {e.cmdHelp, "every command with a line of help"},
		"gogui-analyze_commands": {e.cmdAnalyzeCommands, "GoGui's analyze commands"},
		"gogui-interrupt":        {e.cmdInterrupt, "announces that '# interrupt' cancels a running command"},
	}
	e.names = e.names[:0]
	for n := range e.cmds {
		e.names = append(e.names, n)
	}
	sort.Strings(e.names)
}

// noArgs fails if there are arguments.
func noArgs(args []string) error {
	if len(args) != 0 {
		return errSyntax
	}
	return nil
}

func (e *Engine) cmdProtocolVersion(_ context.Context, args []string) (string, error) {
	return "2", noArgs(args)
}

func (e *Engine) cmdName(_ context.Context, args []string) (string, error) {
	return e.Name, noArgs(args)
}

func (e *Engine) cmdVersion(_ context.Context, args []string) (string, error) {
	return e.Version, noArgs(args)
}

func (e *Engine) cmdKnownCommand(_ context.Context, args []string) (string, error) {
	if len(args) != 1 {
		return "", errSyntax
	}
	_, ok := e.cmds[args[0]]
	return strconv.FormatBool(ok), nil
}

func (e *Engine) cmdListCommands(_ context.Context, args []string) (string, error) {
	return strings.Join(e.names, "\n"), noArgs(args)
}

func (e *Engine) cmdHelp(_ context.Context, args []string) (string, error) {
	var sb strings.Builder
	for i, n := range e.names {
		if i > 0 {
			sb.WriteByte('\n')
		}
		fmt.Fprintf(&sb, "%s: %s", n, e.cmds[n].help)
	}
	return sb.String(), noArgs(args)
}

func (e *Engine) cmdQuit(_ context.Context, args []string) (string, error) {
	return "", noArgs(args)
}

func (e *Engine) cmdBoardsize(_ context.Context, args []string) (string, error) {
	if len(args) != 1 && len(args) != 2 {
		return "", errSyntax
	}
	w, err := strconv.Atoi(args[0])
	if err != nil {
		return "", errSyntax
	}
	h := w
	if len(args) == 2 {
		if h, err = strconv.Atoi(args[1]); err != nil {
			return "", errSyntax
		}
	}
	b, err := goboard.New(w, h)
	if err != nil {
		return "", fmt.Errorf("unacceptable size: sides from 1 to %d", goboard.MaxSize)
	}
	e.reset(b)
	return "", nil
}

func (e *Engine) cmdRectangularBoardsize(ctx context.Context, args []string) (string, error) {
	if len(args) != 2 {
		return "", errSyntax
	}
	return e.cmdBoardsize(ctx, args)
}

// cmdSetFreeHandicap puts black stones on the empty board, as GTP's
// set_free_handicap: at least two distinct vertices, no pass, and fewer than
// the board's points. The stones are not moves: undo does not take them
// back.
func (e *Engine) cmdSetFreeHandicap(_ context.Context, args []string) (string, error) {
	b := e.board
	if !b.StoneSet(goboard.Black).IsEmpty() || !b.StoneSet(goboard.White).IsEmpty() {
		return "", errors.New("board not empty")
	}
	if len(args) < 2 || len(args) >= b.Width()*b.Height() {
		return "", errors.New("bad vertex list")
	}
	var seen goboard.PointSet
	pts := make([]goboard.Point, 0, len(args))
	for _, a := range args {
		p, err := e.parseVertex(a)
		if err != nil || p == goboard.Pass || seen.Has(p) {
			return "", errors.New("bad vertex list")
		}
		seen.Add(p)
		pts = append(pts, p)
	}
	nb := goboard.MustNew(b.Width(), b.Height())
	for _, p := range pts {
		if err := nb.Setup(p, goboard.Black); err != nil {
			return "", fmt.Errorf("bad vertex list: %v", err)
		}
	}
	nb.SetToPlay(goboard.White)
	e.reset(nb)
	return "", nil
}

// cmdTimeSettings checks time_settings' arguments (three whole numbers, the
// main time and byo-yomi in seconds and the stones per period) and ignores
// them.
func (e *Engine) cmdTimeSettings(_ context.Context, args []string) (string, error) {
	if len(args) != 3 {
		return "", errSyntax
	}
	for _, a := range args {
		if n, err := strconv.Atoi(a); err != nil || n < 0 {
			return "", errSyntax
		}
	}
	return "", nil
}

// cmdTimeLeft checks time_left's arguments (a colour and two whole numbers)
// and ignores them.
func (e *Engine) cmdTimeLeft(_ context.Context, args []string) (string, error) {
	if len(args) != 3 {
		return "", errSyntax
	}
	if _, err := parseColor(args[0]); err != nil {
		return "", err
	}
	for _, a := range args[1:] {
		if n, err := strconv.Atoi(a); err != nil || n < 0 {
			return "", errSyntax
		}
	}
	return "", nil
}

// reset makes b the position, with no GTP history and no target.
func (e *Engine) reset(b *goboard.Board) {
	b.SetRules(e.rules)
	e.board, e.played, e.problem = b, 0, Problem{}
}

func (e *Engine) cmdClearBoard(_ context.Context, args []string) (string, error) {
	if err := noArgs(args); err != nil {
		return "", err
	}
	e.reset(goboard.MustNew(e.board.Width(), e.board.Height()))
	return "", nil
}

func (e *Engine) cmdKomi(_ context.Context, args []string) (string, error) {
	if len(args) != 1 {
		return "", errSyntax
	}
	k, err := strconv.ParseFloat(args[0], 64)
	if err != nil || k != k || k > 1e6 || k < -1e6 {
		return "", errSyntax
	}
	e.komi = k
	return "", nil
}

func (e *Engine) cmdPlay(_ context.Context, args []string) (string, error) {
	if len(args) != 2 {
		return "", errSyntax
	}
	c, err := parseColor(args[0])
	if err != nil {
		return "", err
	}
	p, err := e.parseVertex(args[1])
	if err != nil {
		return "", err
	}
	if err := e.board.Play(p, c); err != nil {
		var me *goboard.MoveError
		if errors.As(err, &me) {
			return "", fmt.Errorf("illegal move: %s %s: %v", colorName(c), e.vertex(p), me.Reason)
		}
		return "", fmt.Errorf("illegal move: %v", err)
	}
	e.played++
	return "", nil
}

func (e *Engine) cmdUndo(_ context.Context, args []string) (string, error) {
	if err := noArgs(args); err != nil {
		return "", err
	}
	if e.played == 0 {
		return "", errors.New("cannot undo")
	}
	e.board.Undo()
	e.played--
	return "", nil
}

func (e *Engine) cmdShowboard(_ context.Context, args []string) (string, error) {
	if err := noArgs(args); err != nil {
		return "", err
	}
	b := e.board
	var sb strings.Builder
	letters := func() {
		sb.WriteString("   ")
		for x := 0; x < b.Width(); x++ {
			fmt.Fprintf(&sb, " %c", goboard.ColumnLetter(x))
		}
		sb.WriteByte('\n')
	}
	sb.WriteByte('\n')
	letters()
	for y := 0; y < b.Height(); y++ {
		row := b.Height() - y
		fmt.Fprintf(&sb, "%3d", row)
		for x := 0; x < b.Width(); x++ {
			switch b.ColorAt(x, y) {
			case goboard.Black:
				sb.WriteString(" X")
			case goboard.White:
				sb.WriteString(" O")
			default:
				sb.WriteString(" .")
			}
		}
		fmt.Fprintf(&sb, " %d\n", row)
	}
	letters()
	fmt.Fprintf(&sb, "%s to play; captured by black %d, by white %d; komi %g",
		b.ToPlay().Name(), b.Captures(goboard.Black), b.Captures(goboard.White), e.komi)
	if k := b.Ko(); k != goboard.NoPoint {
		fmt.Fprintf(&sb, "; ko at %s", e.vertex(k))
	}
	return sb.String(), nil
}

func (e *Engine) cmdLoadSGF(_ context.Context, args []string) (string, error) {
	if len(args) != 1 && len(args) != 2 {
		return "", errSyntax
	}
	moves := -1
	if len(args) == 2 {
		n, err := strconv.Atoi(args[1])
		if err != nil || n < 1 {
			return "", fmt.Errorf("syntax error: MOVE must be a move number from 1")
		}
		moves = n - 1
	}
	data, err := inputfile.ReadFile(args[0], maxFile) // regular files only: never blocks on a FIFO
	if err != nil {
		return "", fmt.Errorf("cannot load file: %v", err)
	}
	col, err := sgf.Parse(data)
	if err != nil {
		return "", fmt.Errorf("cannot load file: %v", err)
	}
	if len(col.Games) == 0 {
		return "", errors.New("cannot load file: no game in it")
	}
	root := col.Games[0]
	pos, err := replay.MainLine(root, moves, e.rules)
	if err != nil {
		return "", fmt.Errorf("cannot load file: %v", err)
	}
	// The side to move is the colour of the next move, if there is one.
	if moves >= 0 && moves < pos.Total {
		k := 0
		for _, n := range sgf.MainLine(root) {
			if c, _, ok := replay.Move(n); ok {
				if k == moves {
					pos.Board.SetToPlay(c)
					break
				}
				k++
			}
		}
	}
	prob := Problem{}
	if v, ok := root.Value("LA"); ok {
		prob.Area = v
	}
	// The MA marks of the nodes up to the position.
	k := 0
	for _, n := range sgf.MainLine(root) {
		if _, _, ok := replay.Move(n); ok {
			if k == pos.Moves {
				break
			}
			k++
		}
		pts, _ := sgf.ExpandPoints(n.Values("MA"))
		for _, sp := range pts {
			if pos.Board.Contains(sp.X, sp.Y) {
				prob.Marks = append(prob.Marks, pos.Board.Point(sp.X, sp.Y))
			}
		}
	}
	e.reset(pos.Board)
	e.problem = prob
	return "", nil
}

func (e *Engine) cmdFinalStatusList(ctx context.Context, args []string) (string, error) {
	if len(args) != 1 {
		return "", errSyntax
	}
	var set goboard.PointSet
	switch strings.ToLower(args[0]) {
	case "alive", "dead":
		v, err := e.verdict(ctx)
		if err != nil {
			return "", err
		}
		for _, c := range []goboard.Color{goboard.Black, goboard.White} {
			if strings.EqualFold(args[0], "alive") {
				set.Union(&v.Alive[c])
			} else {
				set.Union(&v.Dead[c])
			}
		}
	case "seki":
	default:
		return "", fmt.Errorf("syntax error: status must be alive, dead or seki")
	}
	return e.chainLines(&set), nil
}

// chainLines writes the stones of set chain by chain, one chain per line
// (each chain's stones in reading order, the chains in the order of their
// first stone).
func (e *Engine) chainLines(set *goboard.PointSet) string {
	var lines []string
	var done goboard.PointSet
	for _, p := range set.AppendTo(nil) {
		if done.Has(p) {
			continue
		}
		var chain goboard.PointSet
		for _, q := range e.board.ChainStones(p, nil) {
			if set.Has(q) {
				chain.Add(q)
				done.Add(q)
			}
		}
		lines = append(lines, e.vertices(&chain))
	}
	return strings.Join(lines, "\n")
}

func (e *Engine) cmdUnconditionalStatus(_ context.Context, args []string) (string, error) {
	if len(args) != 1 {
		return "", errSyntax
	}
	p, err := e.parseVertex(args[0])
	if err != nil {
		return "", err
	}
	if p == goboard.Pass {
		return "", errors.New("invalid coordinate: pass is not a point")
	}
	return e.ua.Analyze(e.board).At(p).String(), nil
}

// solve runs the solver on the position with c to move.
func (e *Engine) solve(ctx context.Context, c goboard.Color) (*SolveResult, error) {
	if e.Solve == nil {
		return nil, errNoSolver
	}
	b := e.board.Copy()
	b.SetToPlay(c)
	r, err := e.Solve(ctx, b, e.problem)
	if ctx.Err() != nil {
		return nil, errors.New("interrupted")
	}
	return r, err
}

// genmove chooses c's move: the solver's first winning move in a problem
// position, otherwise a pass.
func (e *Engine) genmove(ctx context.Context, args []string) (goboard.Color, goboard.Point, error) {
	if len(args) != 1 {
		return 0, 0, errSyntax
	}
	c, err := parseColor(args[0])
	if err != nil {
		return 0, 0, err
	}
	r, err := e.solve(ctx, c)
	switch {
	case errors.Is(err, errNoSolver) || (err != nil && err.Error() == "interrupted"):
		return 0, 0, err
	case err != nil || r == nil || len(r.Winning) == 0:
		return c, goboard.Pass, nil // not a problem, or nothing wins: pass
	}
	return c, r.Winning[0], nil
}

func (e *Engine) cmdGenmove(ctx context.Context, args []string) (string, error) {
	c, p, err := e.genmove(ctx, args)
	if err != nil {
		return "", err
	}
	if err := e.board.Play(p, c); err != nil {
		return "", fmt.Errorf("the solver's move %s is illegal: %v", e.vertex(p), err)
	}
	e.played++
	return e.vertex(p), nil
}

func (e *Engine) cmdRegGenmove(ctx context.Context, args []string) (string, error) {
	_, p, err := e.genmove(ctx, args)
	if err != nil {
		return "", err
	}
	return e.vertex(p), nil
}

func (e *Engine) cmdSolve(ctx context.Context, args []string) (string, error) {
	if err := noArgs(args); err != nil {
		return "", err
	}
	r, err := e.solve(ctx, e.board.ToPlay())
	if err != nil {
		return "", err
	}
	parts := []string{r.Result, "moves"}
	for _, p := range r.Winning {
		parts = append(parts, e.vertex(p))
	}
	parts = append(parts, "nodes", strconv.FormatInt(r.Nodes, 10))
	if r.AtLeast != "" {
		parts = append(parts, "atleast", r.AtLeast)
	}
	if r.AtMost != "" {
		parts = append(parts, "atmost", r.AtMost)
	}
	if len(r.Undecided) > 0 {
		// The moves listed are not all: these were not decided.
		parts = append(parts, "undecided")
		for _, p := range r.Undecided {
			parts = append(parts, e.vertex(p))
		}
	}
	return strings.Join(parts, " "), nil
}

func (e *Engine) cmdInterrupt(_ context.Context, args []string) (string, error) {
	return "", noArgs(args)
}

// maxFile is the largest SGF file loadsgf reads.
const maxFile = 64 << 20
