// Package gtp is Lifeline's Go Text Protocol (version 2) engine: it reads
// commands from an io.Reader and writes responses to an io.Writer, so that
// GTP tools (GoGui, Sabaki, regression runners, match runners) can show
// Lifeline's proven verdicts and ask for GNU Go's unconditional status.
//
// One command per line: an optional numeric id, the command name, its
// arguments. Control characters other than tab and newline are removed, tabs
// become spaces, everything after '#' is a comment, and lines left empty are
// ignored. Every command gets one response: "=id text" on success, "?id
// message" on failure, ended by an empty line. A failing command never
// changes the engine's state. A line longer than MaxLine bytes is answered
// with an error and skipped.
//
// While a command runs the engine keeps reading its input, so that the
// comment line "# interrupt" (GoGui's interrupt protocol, announced by the
// command gogui-interrupt) cancels a long solve at once.
package gtp

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"slices"
	"strings"
	"sync"

	"lifeline/benson"
	"lifeline/goboard"
	"lifeline/uncond"
)

// MaxLine is the longest command line the engine reads, in bytes.
const MaxLine = 64 << 10

// SolveResult is the answer of the life-and-death solver in the terms GTP
// commands report.
type SolveResult struct {
	// Result is "lives", "seki", "dies", "ko" or "unknown", for the
	// defender, with best play by both sides and the side to move first.
	Result string
	// Winning lists every first move that achieves Result for the side to
	// move (goboard.Pass for a pass), of those the search decided.
	Winning []goboard.Point
	// Undecided lists the first moves a time limit or an interrupt left
	// undecided: any of them may achieve Result too.
	Undecided []goboard.Point
	// Nodes is the size of the proof.
	Nodes int64
	// AtLeast and AtMost, with Result "unknown", are what the search
	// proved before it stopped: the result is at least (at most) as good
	// for the defender as this one ("dies", "ko B", "ko W", "seki" or
	// "lives"; "ko W": a ko in which White needs ko threats), "" when not
	// proven.
	AtLeast, AtMost string
}

// Problem is what the loaded SGF file says about a life-and-death problem
// beyond the position: the stones marked as the target (MA on the nodes up
// to the position) and the explicit area (the raw value of the root's LA
// property, "" for the default area).
type Problem struct {
	Marks []goboard.Point
	Area  string
}

// SolveFunc solves the life-and-death problem of position b with b's side
// to move. It returns an error if b is not a problem it can solve, or ctx's
// error if it was cancelled. It must leave b as it was.
type SolveFunc func(ctx context.Context, b *goboard.Board, p Problem) (*SolveResult, error)

// Verdict is what has been proven about a position, per colour (index
// goboard.Black or goboard.White).
type Verdict struct {
	// Alive holds the stones proven to stay on the board (or whose points
	// are proven to remain the colour's) whatever the opponent does.
	Alive [3]goboard.PointSet
	// Dead holds the stones proven dead: the opponent will own their
	// points.
	Dead [3]goboard.PointSet
	// Territory holds the empty points proven to be the colour's.
	Territory [3]goboard.PointSet
	// Reasons names the rules used, such as "Benson".
	Reasons string
	// Reason, if not nil, names the rule or search that proved point p
	// (for a point in one of the sets above), such as "benson".
	Reason func(p goboard.Point) string
}

// ProveFunc computes the proven verdict of b. It must not change b. A
// cancelled ctx may cut a search short: the verdict then holds what was
// proven so far.
type ProveFunc func(ctx context.Context, b *goboard.Board) (*Verdict, error)

// Engine is a GTP engine. Its exported fields configure it before Run; the
// zero value is not usable: call New.
type Engine struct {
	// Name and Version are the answers to name and version.
	Name, Version string
	// Solve is the life-and-death solver; nil means none is available,
	// and the commands that need it fail saying so.
	Solve SolveFunc
	// Prove computes the proven verdict behind final_status_list and the
	// proven layers; New sets it to NewSafetyProver(false): the static verdict,
	// which answers within a millisecond on any 19x19 position.
	Prove ProveFunc

	board   *goboard.Board
	rules   goboard.Rules
	komi    float64
	played  int     // moves played through GTP since the last reset: what undo may take back
	problem Problem // the MA marks and LA area of the loaded SGF file
	cmds    map[string]command
	names   []string
	ba      *benson.Analyzer // for the commands that show Benson's analysis
	ua      *uncond.Analyzer // for unconditional_status
	cache   verdictCache

	mu     sync.Mutex
	cancel context.CancelFunc // cancels the running command, or nil
}

// command is one GTP command: its handler and a line of help.
type command struct {
	run  func(ctx context.Context, args []string) (string, error)
	help string
}

// New returns an engine with an empty 19x19 board, komi 6.5, the safety
// package's static proven verdict (without the local search) and the solver.
func New() *Engine {
	e := &Engine{Name: "Lifeline", Version: "dev", Prove: NewSafetyProver(false), Solve: NewSolver(DefaultSolveTimeout), komi: 6.5}
	e.board = goboard.MustNew(19, 19)
	e.ba, e.ua = benson.NewAnalyzer(), uncond.NewAnalyzer()
	e.register()
	return e
}

// Board returns the engine's current position. The caller must not change
// it.
func (e *Engine) Board() *goboard.Board { return e.board }

// errSyntax is the GTP error for malformed arguments.
var errSyntax = errors.New("syntax error")

// input is one line read by the reader goroutine.
type input struct {
	text    string
	tooLong bool
}

// Run reads commands from r and writes the responses to w until the quit
// command, the end of r, or ctx's cancellation. It returns nil after quit or
// at the end of the input, and an error if reading or writing fails.
func (e *Engine) Run(ctx context.Context, r io.Reader, w io.Writer) error {
	lines := make(chan input, 256)
	readErr := make(chan error, 1)
	go e.read(r, lines, readErr)
	bw := bufio.NewWriter(w)
	for {
		var in input
		var ok bool
		select {
		case <-ctx.Done():
			return nil
		case in, ok = <-lines:
		}
		if !ok {
			if err := <-readErr; err != nil && !errors.Is(err, io.EOF) {
				return fmt.Errorf("gtp: read: %w", err)
			}
			return nil
		}
		resp, quit, skip := e.execute(ctx, in)
		if skip {
			continue
		}
		if _, err := bw.WriteString(resp); err != nil {
			return fmt.Errorf("gtp: write: %w", err)
		}
		if err := bw.Flush(); err != nil {
			return fmt.Errorf("gtp: write: %w", err)
		}
		if quit {
			return nil
		}
	}
}

// read reads lines of at most MaxLine bytes and sends them to lines; an
// "# interrupt" line cancels the running command instead. It closes lines
// at the end of r.
func (e *Engine) read(r io.Reader, lines chan<- input, readErr chan<- error) {
	defer close(lines)
	br := bufio.NewReaderSize(r, MaxLine)
	for {
		line, err := br.ReadSlice('\n')
		if errors.Is(err, bufio.ErrBufferFull) {
			// Skip the rest of the line.
			for errors.Is(err, bufio.ErrBufferFull) {
				_, err = br.ReadSlice('\n')
			}
			lines <- input{tooLong: true}
			if err != nil {
				readErr <- err
				return
			}
			continue
		}
		if len(line) > 0 {
			text := string(line)
			if isInterrupt(text) {
				e.interrupt()
			} else {
				lines <- input{text: text}
			}
		}
		if err != nil {
			readErr <- err
			return
		}
	}
}

// isInterrupt reports whether line is GoGui's interrupt comment.
func isInterrupt(line string) bool {
	return strings.TrimSpace(line) == "# interrupt"
}

// interrupt cancels the running command, if any.
func (e *Engine) interrupt() {
	e.mu.Lock()
	defer e.mu.Unlock()
	if e.cancel != nil {
		e.cancel()
	}
}

// clean applies GTP's preprocessing to one line: control characters other
// than tab and newline removed, tabs turned into spaces, the comment from
// '#' removed.
func clean(line string) string {
	var sb strings.Builder
	for i := 0; i < len(line); i++ {
		c := line[i]
		switch {
		case c == '#':
			return sb.String()
		case c == '\t':
			sb.WriteByte(' ')
		case c < 32 || c == 127:
		default:
			sb.WriteByte(c)
		}
	}
	return sb.String()
}

// execute runs one input line and returns the response text (ended by the
// empty line), whether the command was quit, and whether the line held no
// command at all (empty or a comment), in which case there is no response.
func (e *Engine) execute(ctx context.Context, in input) (resp string, quit, skip bool) {
	if in.tooLong {
		return fmt.Sprintf("? line too long (more than %d bytes)\n\n", MaxLine), false, false
	}
	fields := strings.Fields(clean(in.text))
	if len(fields) == 0 {
		return "", false, true
	}
	id := ""
	if isID(fields[0]) {
		id, fields = fields[0], fields[1:]
	}
	if len(fields) == 0 {
		return "?" + id + " missing command\n\n", false, false
	}
	name, args := fields[0], fields[1:]
	cmd, ok := e.cmds[name]
	if !ok {
		return "?" + id + " unknown command\n\n", false, false
	}
	cctx, cancel := context.WithCancel(ctx)
	e.mu.Lock()
	e.cancel = cancel
	e.mu.Unlock()
	text, err := e.safeRun(cctx, cmd, args)
	e.mu.Lock()
	e.cancel = nil
	e.mu.Unlock()
	cancel()
	if err != nil {
		return "?" + id + " " + oneBlock(err.Error()) + "\n\n", false, false
	}
	return "=" + id + " " + oneBlock(text) + "\n\n", name == "quit", false
}

// safeRun runs a command and turns a panic into an error, so that a bug in
// one command never ends the session.
func (e *Engine) safeRun(ctx context.Context, cmd command, args []string) (text string, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("internal error: %v", r)
		}
	}()
	return cmd.run(ctx, args)
}

// isID reports whether s is a GTP command id (a non-negative integer).
func isID(s string) bool {
	if s == "" || len(s) > 18 {
		return false
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}

// oneBlock makes text safe inside one response: no empty line after the
// first (an empty line would end the response early), no trailing newline,
// tabs as spaces and no other control characters.
func oneBlock(text string) string {
	var out []string
	for _, l := range strings.Split(text, "\n") {
		l = strings.TrimRight(strings.Map(func(r rune) rune {
			switch {
			case r == '\t':
				return ' '
			case r < 32 || r == 127:
				return -1
			}
			return r
		}, l), " ")
		if l == "" && len(out) > 0 {
			continue
		}
		out = append(out, l)
	}
	return strings.Join(out, "\n")
}

// parseColor reads a GTP colour: b, black, w or white, in any case.
func parseColor(s string) (goboard.Color, error) {
	switch strings.ToLower(s) {
	case "b", "black":
		return goboard.Black, nil
	case "w", "white":
		return goboard.White, nil
	}
	return goboard.Empty, fmt.Errorf("invalid color %q", s)
}

// colorName returns "black" or "white".
func colorName(c goboard.Color) string { return strings.ToLower(c.Name()) }

// parseVertex reads a GTP vertex on the current board: a column letter
// (A-Z without I) and a row number counted from 1 at the bottom, in any
// case, or "pass" (goboard's board notation).
func (e *Engine) parseVertex(s string) (goboard.Point, error) {
	b := e.board
	p, err := b.FromName(s)
	switch {
	case errors.Is(err, goboard.ErrOffBoard):
		return goboard.NoPoint, fmt.Errorf("invalid coordinate %q: off the %dx%d board", s, b.Width(), b.Height())
	case err != nil:
		return goboard.NoPoint, fmt.Errorf("invalid coordinate %q", s)
	}
	return p, nil
}

// vertex returns p in GTP notation.
func (e *Engine) vertex(p goboard.Point) string {
	if p == goboard.Pass {
		return "pass"
	}
	return e.board.Name(p)
}

// vertices returns the points of s in GTP notation, separated by spaces, in
// GTP's reading order (top row first).
func (e *Engine) vertices(s *goboard.PointSet) string {
	var parts []string
	for _, p := range s.AppendTo(nil) {
		parts = append(parts, e.vertex(p))
	}
	return strings.Join(parts, " ")
}

// verdictCache keeps the verdict of the last position proven: GUIs ask for
// the alive and the dead stones of one position one after the other.
type verdictCache struct {
	colors []goboard.Color
	toPlay goboard.Color
	ko     goboard.Point
	w, h   int
	v      *Verdict
}

// verdict returns the proven verdict of the current position, computed by
// Prove unless the last one was of the same position (stones, side to move,
// ko). A verdict cut short by ctx is not kept. (Prove is set before Run and
// not changed after.)
func (e *Engine) verdict(ctx context.Context) (*Verdict, error) {
	b, c := e.board, &e.cache
	if c.v != nil && c.toPlay == b.ToPlay() && c.ko == b.Ko() &&
		c.w == b.Width() && c.h == b.Height() && slices.Equal(c.colors, b.RawColors()) {
		return c.v, nil
	}
	v, err := e.Prove(ctx, b)
	if err != nil {
		return nil, err
	}
	if ctx.Err() != nil {
		c.v = nil
		return v, nil
	}
	*c = verdictCache{colors: append(c.colors[:0], b.RawColors()...), toPlay: b.ToPlay(), ko: b.Ko(),
		w: b.Width(), h: b.Height(), v: v}
	return v, nil
}
