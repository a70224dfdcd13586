package gtp

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"lifeline/goboard"
	"lifeline/sgf"
	"lifeline/solve"
)

// session runs the engine on input and returns its output.
func session(t *testing.T, e *Engine, in string) string {
	t.Helper()
	var out bytes.Buffer
	if err := e.Run(context.Background(), strings.NewReader(in), &out); err != nil {
		t.Fatal(err)
	}
	return out.String()
}

func TestResponsesAndIDs(t *testing.T) {
	for _, tc := range []struct{ name, in, want string }{
		{"id on success", "7 name\n", "=7 Lifeline\n\n"},
		{"id on failure", "8 fly\n", "?8 unknown command\n\n"},
		{"no id", "protocol_version\n", "= 2\n\n"},
		{"empty lines and comments give nothing", "\n   \n# hello\n\t\n", ""},
		{"CR LF line ends", "name\r\n", "= Lifeline\n\n"},
		{"control characters are removed", "na\x01me\x7f\n", "= Lifeline\n\n"},
		{"a tab separates like a space", "known_command\tname\n", "= true\n\n"},
		{"last line without newline", "name", "= Lifeline\n\n"},
		{"an id alone", "12\n", "?12 missing command\n\n"},
		{"quit ends the session", "quit\nname\n", "= \n\n"},
		{"binary junk", "\x00\xff\xfe junk\n", "? unknown command\n\n"},
		{"too long a line", strings.Repeat("x", MaxLine+10) + "\nname\n", fmt.Sprintf("? line too long (more than %d bytes)\n\n= Lifeline\n\n", MaxLine)},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := session(t, New(), tc.in); got != tc.want {
				t.Errorf("got %q, want %q", got, tc.want)
			}
		})
	}
}

// state is what a failing command must leave unchanged.
type state struct {
	board  string
	toPlay goboard.Color
	ko     goboard.Point
	depth  int
	played int
	komi   float64
	w, h   int
	marks  int
	area   string
}

func stateOf(e *Engine) state {
	b := e.board
	return state{b.String(), b.ToPlay(), b.Ko(), b.Depth(), e.played, e.komi, b.Width(), b.Height(), len(e.problem.Marks), e.problem.Area}
}

// checkLines runs each line through Execute and checks that every response
// is well formed and that a failure changes nothing.
func checkLines(t *testing.T, e *Engine, text string) {
	for _, line := range strings.Split(text, "\n") {
		before := stateOf(e)
		resp, _, skip := e.execute(context.Background(), input{text: line})
		if skip {
			continue
		}
		if len(resp) < 3 || (resp[0] != '=' && resp[0] != '?') || !strings.HasSuffix(resp, "\n\n") ||
			strings.Contains(strings.TrimSuffix(resp, "\n\n"), "\n\n") {
			t.Fatalf("%q: malformed response %q", line, resp)
		}
		if resp[0] == '?' && stateOf(e) != before {
			t.Fatalf("%q failed (%q) but changed the engine's state", line, resp)
		}
	}
}

func TestFailuresChangeNothing(t *testing.T) {
	e := New()
	e.Solve = fakeSolver
	checkLines(t, e, `boardsize 5
play b C3
play w C3
play w Z1
play x A1
boardsize 99
boardsize 5 0
komi x
loadsgf testdata/sgf/broken.sgf
loadsgf testdata/sgf/none.sgf
loadsgf testdata/sgf/game.sgf -3
loadsgf testdata
loadsgf /dev/zero
undo
undo
undo
final_status_list maybe
unconditional_status pass
lifeline-explain C4
lifeline-gfx nothing
lifeline-regions red
genmove x
lifeline-solve
known_command
name extra`)
}

func FuzzCommandLoop(f *testing.F) {
	for _, s := range []string{
		"boardsize 5\nplay b C3\nshowboard\n",
		"1 loadsgf testdata/sgf/problem.sgf\n2 final_status_list dead\n3 lifeline-gfx proven\n",
		"boardsize 9 5\nplay w J5\nunconditional_status J5\nlifeline-benson\n",
		"\x00\x01\xff\n#?\n 12 \n",
		"play b A1\nplay w B1\nplay b B2\nplay w A2\nundo\nundo\nundo\ngenmove b\n",
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		e := fuzzEngine()
		checkLines(t, e, string(data))

		// The whole input through the command loop: only well-formed
		// responses come out.
		var out bytes.Buffer
		if err := fuzzEngine().Run(context.Background(), bytes.NewReader(data), &out); err != nil {
			t.Fatal(err)
		}
		for _, block := range strings.SplitAfter(out.String(), "\n\n") {
			if block != "" && (block[0] != '=' && block[0] != '?' || !strings.HasSuffix(block, "\n\n")) {
				t.Fatalf("malformed output block %q", block)
			}
		}
	})
}

// fuzzEngine returns an engine for the fuzz target: the stand-in solver,
// and loadsgf restricted to the test files (the fuzzer must not read the
// machine's files).
func fuzzEngine() *Engine {
	e := New()
	e.Solve = fakeSolver
	load := e.cmds["loadsgf"]
	load.run = func(ctx context.Context, args []string) (string, error) {
		if len(args) > 0 && !strings.HasPrefix(args[0], "testdata/sgf/") || strings.Contains(strings.Join(args, " "), "..") {
			return "", fmt.Errorf("cannot load file: not under testdata")
		}
		return e.cmdLoadSGF(ctx, args)
	}
	e.cmds["loadsgf"] = load
	return e
}

// TestInterrupt: "# interrupt" stops a running solve, and the engine goes on
// with the next command.
func TestInterrupt(t *testing.T) {
	e := New()
	started := make(chan struct{})
	e.Solve = func(ctx context.Context, b *goboard.Board, _ Problem) (*SolveResult, error) {
		close(started)
		<-ctx.Done()
		return nil, ctx.Err()
	}
	pr, pw := io.Pipe()
	var out safeBuffer
	done := make(chan error)
	go func() { done <- e.Run(context.Background(), pr, &out) }()
	io.WriteString(pw, "1 lifeline-solve\n")
	select {
	case <-started:
	case <-time.After(10 * time.Second):
		t.Fatal("the solve did not start")
	}
	io.WriteString(pw, "# interrupt\n2 name\n")
	pw.Close()
	select {
	case err := <-done:
		if err != nil {
			t.Fatal(err)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("the interrupt did not stop the solve")
	}
	if got, want := out.String(), "?1 interrupted\n\n=2 Lifeline\n\n"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
}

func TestNoSolver(t *testing.T) {
	e := New()
	e.Solve = nil
	got := session(t, e, "lifeline-solve\ngenmove b\nreg_genmove w\nlifeline-gfx solve\n")
	if want := strings.Repeat("? solver not available\n\n", 4); got != want {
		t.Errorf("got %q, want %q", got, want)
	}
}

// TestRealSolver: on the solver's own composed problems, lifeline-solve and
// genmove give what package solve answers for the same file.
func TestRealSolver(t *testing.T) {
	files, _ := filepath.Glob("../solve/testdata/*.sgf")
	if len(files) == 0 {
		t.Fatal("no problems in ../solve/testdata")
	}
	for _, f := range files {
		t.Run(filepath.Base(f), func(t *testing.T) {
			col, err := sgf.ParseFile(f)
			if err != nil {
				t.Fatal(err)
			}
			p, _, err := solve.FromSGF(col.Games[0], -1, nil, goboard.Rules{})
			if err != nil {
				t.Fatal(err)
			}
			want, err := solve.Solve(context.Background(), p, solve.Options{})
			if err != nil {
				t.Fatal(err)
			}
			if want.Elapsed > time.Second {
				t.Skipf("solved in %v: too long to solve twice here (package solve tests it)", want.Elapsed)
			}
			e := New()
			var moves []string
			for _, m := range want.Winning {
				moves = append(moves, e.vertex(m))
			}
			wantLine := strings.Join(append(append([]string{want.Status.String(), "moves"}, moves...), "nodes"), " ")
			got := session(t, e, "loadsgf "+f+"\nlifeline-solve\nreg_genmove "+colorName(p.Board.ToPlay())+"\n")
			lines := strings.Split(got, "\n\n")
			if !strings.HasPrefix(lines[1], "= "+wantLine+" ") {
				t.Errorf("lifeline-solve: %q, want %q", lines[1], wantLine)
			}
			wantMove := "pass"
			if len(want.Winning) > 0 {
				wantMove = e.vertex(want.Winning[0])
			}
			if lines[2] != "= "+wantMove {
				t.Errorf("reg_genmove: %q, want %q", lines[2], wantMove)
			}
		})
	}
}

// TestSolveUndecided checks that lifeline-solve names the first moves a
// limit left undecided, after the winning ones it decided.
func TestSolveUndecided(t *testing.T) {
	e := New()
	e.Solve = func(_ context.Context, b *goboard.Board, _ Problem) (*SolveResult, error) {
		return &SolveResult{Result: "lives", Winning: []goboard.Point{b.Point(2, 2)},
			Undecided: []goboard.Point{b.Point(0, 4), goboard.Pass}, Nodes: 7}, nil
	}
	got := session(t, e, "boardsize 5\nlifeline-solve\n")
	if want := "= \n\n= lives moves C3 nodes 7 undecided A1 pass\n\n"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
}

// TestSolveBounds checks that lifeline-solve gives what a stopped search
// proved, from package solve's bounds on a real problem stopped by a node
// limit, and in the reply's form.
func TestSolveBounds(t *testing.T) {
	e := New()
	e.Solve = func(_ context.Context, _ *goboard.Board, _ Problem) (*SolveResult, error) {
		return &SolveResult{Result: "unknown", Nodes: 1001, AtLeast: "ko W", AtMost: "seki"}, nil
	}
	got := session(t, e, "boardsize 5\nlifeline-solve\n")
	if want := "= \n\n= unknown moves nodes 1001 atleast ko W atmost seki\n\n"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
	for _, c := range []struct {
		least, most solve.Level
		def         goboard.Color
		want        string
	}{
		{solve.LevelDies, solve.LevelSeki, goboard.White, "seki"},
		{solve.LevelKoDefThreats, solve.LevelLives, goboard.White, "ko W"},
		{solve.LevelKoAttThreats, solve.LevelLives, goboard.White, "ko B"},
		{solve.LevelDies, solve.LevelKoAttThreats, goboard.Black, "ko W"},
	} {
		l := c.least
		if c.least == solve.LevelDies {
			l = c.most
		}
		if got := levelWords(c.def, l); got != c.want {
			t.Errorf("levelWords(%v, %d) = %q, want %q", c.def, l, got, c.want)
		}
	}
}
