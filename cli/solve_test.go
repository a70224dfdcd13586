package cli

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"lifeline/goboard"
	"lifeline/sgf"
	"lifeline/solve"
)

// normaliseSolve removes the timings from the output of solve.
func normaliseSolve(s string) string {
	s = regexp.MustCompile(`"seconds": [0-9.e+-]+`).ReplaceAllString(s, `"seconds": 0`)
	return regexp.MustCompile(`time: [^,]+,`).ReplaceAllString(s, "time: T,")
}

func TestSolveGolden(t *testing.T) {
	files := []string{"../solve/testdata/straight-three.sgf", "../solve/testdata/bulky-five.sgf", "testdata/solve-seki.sgf", "testdata/solve-outside.sgf"}
	for _, f := range files {
		if _, err := os.Stat(f); err != nil {
			t.Skipf("test data missing: %v", err)
		}
		for _, asJSON := range []bool{false, true} {
			base := strings.TrimSuffix(filepath.Base(f), ".sgf")
			name := "solve-" + strings.TrimPrefix(base, "solve-") + ".txt"
			args := []string{f}
			if asJSON {
				name = strings.TrimSuffix(name, ".txt") + ".json"
				args = []string{"--json", f}
			}
			t.Run(name, func(t *testing.T) {
				var out, errb bytes.Buffer
				if code := Solve(args, nil, &out, &errb); code != exitOK {
					t.Fatalf("exit %d: %s", code, errb.String())
				}
				checkGolden(t, name, normaliseSolve(out.String()))
			})
		}
	}
	// Stopped by a node limit after three of the level's questions: the
	// result unknown, with what they proved (deterministic: the node
	// counts are the same on every run).
	f := "../solve/testdata/ten-thousand-year-ko.sgf"
	for _, asJSON := range []bool{false, true} {
		name, args := "solve-bounded.txt", []string{"--max-nodes", "900", f}
		if asJSON {
			name, args = "solve-bounded.json", append([]string{"--json"}, args...)
		}
		t.Run(name, func(t *testing.T) {
			var out, errb bytes.Buffer
			if code := Solve(args, nil, &out, &errb); code != exitOK {
				t.Fatalf("exit %d: %s", code, errb.String())
			}
			checkGolden(t, name, normaliseSolve(out.String()))
		})
	}
}

func TestSolveErrors(t *testing.T) {
	cases := []struct {
		name  string
		args  []string
		stdin string
		code  int
		msg   string
	}{
		{"no target", []string{"-"}, "(;SZ[5]AB[ba][ab])", exitError, "no target"},
		{"empty area", []string{"-"}, "(;SZ[5]AB[aa])", exitError, "no empty point"},
		{"open problem", []string{"-"}, "(;SZ[9]MA[ba]AB[aa][ca]AW[ba])", exitError, "needs its area: --area"},
		{"syntax", []string{"-"}, "(;SZ[5", exitError, "stdin"},
		{"bad area", []string{"--area", "zz", "-"}, "(;SZ[5]AB[aa])", exitUsage, "--area"},
		{"bad flag", []string{"--nope", "-"}, "", exitUsage, "nope"},
		{"no file", []string{}, "", exitUsage, "want exactly one"},
		{"marks of both colours", []string{"-"}, "(;SZ[5]AB[ba][ab]AW[ee]MA[ba][ee])", exitError, "both colours"},
		{"bad LA", []string{"-"}, "(;SZ[5]AB[aa]LA[zz])", exitError, "LA"},
		{"game 0", []string{"--game", "0", "-"}, "(;SZ[5]AB[aa])", exitUsage, "--game 0"},
		{"game past the end", []string{"--game", "3", "-"}, "(;SZ[5]AB[aa])(;SZ[5]AB[aa])", exitError, "holds 2 games"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var out, errb bytes.Buffer
			code := Solve(c.args, strings.NewReader(c.stdin), &out, &errb)
			if code != c.code || !strings.Contains(errb.String(), c.msg) {
				t.Errorf("exit %d, stderr %q; want exit %d and %q", code, errb.String(), c.code, c.msg)
			}
		})
	}
}

// TestSolveAreaNotations solves one problem with its area given in SGF
// and in board notation: the answers must be the same.
func TestSolveAreaNotations(t *testing.T) {
	var outs []string
	for _, area := range []string{"aa:db", "A19:D18", "d18:a19"} {
		var out, errb bytes.Buffer
		code := Solve([]string{"--json", "--area", area, "../solve/testdata/straight-three.sgf"}, nil, &out, &errb)
		if code != exitOK {
			t.Fatalf("--area %s: exit %d, %s", area, code, errb.String())
		}
		var res struct {
			Area    []string `json:"area"`
			Winning []string `json:"winningMoves"`
		}
		if err := json.Unmarshal(out.Bytes(), &res); err != nil || len(res.Area) == 0 {
			t.Fatalf("--area %s: %v %s", area, err, out.String())
		}
		outs = append(outs, fmt.Sprint(res.Area, res.Winning))
	}
	if outs[0] != outs[1] || outs[0] != outs[2] {
		t.Errorf("answers differ: %q", outs)
	}
}

// TestSolveGame solves each problem of a collection with --game: the
// second game's problem, not the first's.
func TestSolveGame(t *testing.T) {
	const collection = "(;SZ[9]PL[B]AB[ea][eb][ac][bc][cc][dc][ec]AW[da][ab][bb][cb][db])" +
		"(;SZ[9]PL[W]AB[fa][fb][ac][bc][cc][dc][ec][fc]AW[ea][eb][ab][bb][cb][db])"
	for _, c := range []struct {
		args    []string
		result  string
		winning string
	}{
		{[]string{"--json", "-"}, "dies", "[ba]"},
		{[]string{"--json", "--game", "1", "-"}, "dies", "[ba]"},
		{[]string{"--json", "--game", "2", "-"}, "lives", "[ba ca]"},
	} {
		var out, errb bytes.Buffer
		if code := Solve(c.args, strings.NewReader(collection), &out, &errb); code != exitOK {
			t.Fatalf("%v: exit %d: %s", c.args, code, errb.String())
		}
		var res solveJSON
		if err := json.Unmarshal(out.Bytes(), &res); err != nil {
			t.Fatal(err)
		}
		if res.Result != c.result || fmt.Sprint(res.WinningMoves) != c.winning {
			t.Errorf("%v: %s with %v, want %s with %s", c.args, res.Result, res.WinningMoves, c.result, c.winning)
		}
	}
}

// TestSolveCheckGolden checks a file's answer with --check: a wrong claim,
// the right answer, a variation without a verdict and one of the other
// colour, in the text and the JSON (golden files).
func TestSolveCheckGolden(t *testing.T) {
	const file = "testdata/solve-check.sgf"
	if _, err := os.Stat(file); err != nil {
		t.Skipf("test data missing: %v", err)
	}
	for _, asJSON := range []bool{false, true} {
		name, args := "solve-check.txt", []string{"--check", file}
		if asJSON {
			name, args = "solve-check.json", []string{"--check", "--json", file}
		}
		var out, errb bytes.Buffer
		if code := Solve(args, nil, &out, &errb); code != exitOK {
			t.Fatalf("%v: exit %d: %s", args, code, errb.String())
		}
		checkGolden(t, name, normaliseSolve(out.String()))
	}
	// Without --check, no check.
	code, out, _ := run(Solve, "", "--json", file)
	if code != exitOK || strings.Contains(out, `"check"`) {
		t.Errorf("exit %d; a check without --check:\n%s", code, out)
	}
}

// TestSolveAnswerNotFound writes a failing first move whose refutation the
// search's limits kept it from finding: null in the JSON and said so in the
// text, never "" (which would claim that a pass refutes it).
func TestSolveAnswerNotFound(t *testing.T) {
	const file = "../solve/testdata/straight-three.sgf"
	data, err := os.ReadFile(file)
	if err != nil {
		t.Skipf("test data missing: %v", err)
	}
	c, err := sgf.Parse(data)
	if err != nil {
		t.Fatal(err)
	}
	p, _, err := solve.FromSGF(c.Games[0], -1, nil, goboard.Rules{})
	if err != nil {
		t.Fatal(err)
	}
	q := func(s string) goboard.Point { pt, _ := p.Board.FromSGF(s); return pt }
	res := &solve.Result{ToPlay: goboard.Black, Defender: goboard.White, Status: solve.Dies, Level: solve.LevelDies,
		Winning:     []goboard.Point{q("ba")},
		Refutations: []solve.Refutation{{Move: q("aa"), Answer: goboard.NoPoint}, {Move: q("ca"), Answer: goboard.Pass}}}
	var out bytes.Buffer
	if err := writeSolveJSON(&out, p, res, nil, false, 0); err != nil {
		t.Fatal(err)
	}
	var got struct {
		Refutations map[string]*string `json:"refutations"`
	}
	if err := json.Unmarshal(out.Bytes(), &got); err != nil {
		t.Fatal(err)
	}
	if a, ok := got.Refutations["aa"]; !ok || a != nil {
		t.Errorf("aa's unknown answer: %v, want null\n%s", a, out.String())
	}
	if a := got.Refutations["ca"]; a == nil || *a != "" {
		t.Errorf("ca's answer, a pass: %v, want \"\"\n%s", a, out.String())
	}
	out.Reset()
	if err := writeSolveText(&out, p, res, nil, false); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"Black A19 fails (the answer refuting it was not found within the limits)", "Black C19 fails: White answers pass"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("text lacks %q:\n%s", want, out.String())
		}
	}
}

// TestSolveSuicide solves a problem under both rules: --suicide reaches the
// search (Benson's test then asks more of a vital region, and Black's pass
// no longer makes the target pass-alive) and is said in the output.
func TestSolveSuicide(t *testing.T) {
	const file = "testdata/solve-suicide.sgf"
	if _, err := os.Stat(file); err != nil {
		t.Skipf("test data missing: %v", err)
	}
	for _, c := range []struct {
		args    []string
		winning string
		suicide bool
	}{
		{[]string{"--json", file}, "[ bb bd cd]", false},
		{[]string{"--json", "--suicide", file}, "[bb bd cd]", true},
	} {
		var out, errb bytes.Buffer
		if code := Solve(c.args, nil, &out, &errb); code != exitOK {
			t.Fatalf("%v: exit %d: %s", c.args, code, errb.String())
		}
		var res solveJSON
		if err := json.Unmarshal(out.Bytes(), &res); err != nil {
			t.Fatal(err)
		}
		if res.Result != "lives" || fmt.Sprint(res.WinningMoves) != c.winning || res.Suicide != c.suicide {
			t.Errorf("%v: %s with %v, suicide %v; want lives with %s, suicide %v", c.args, res.Result, res.WinningMoves, res.Suicide, c.winning, c.suicide)
		}
		if c.suicide && res.RefutationResults[""].Result != "seki" {
			t.Errorf("%v: the pass's result %v, want seki", c.args, res.RefutationResults[""])
		}
	}
	code, out, errs := run(Solve, "", "--suicide", file)
	if code != exitOK || !strings.Contains(out, "Suicide is legal.") {
		t.Errorf("exit %d, the text does not say suicide is legal:\n%s%s", code, out, errs)
	}
	code, out, _ = run(Solve, "", file)
	if code != exitOK || strings.Contains(out, "Suicide") {
		t.Errorf("exit %d, the text speaks of suicide without --suicide:\n%s", code, out)
	}
}

// TestSolveAll solves every game of a collection with --all: each answer
// headed by its game's number in the text, one JSON object per game with
// "game" (an error object for the game that is no problem, exit status 1),
// and --all with --game a usage error.
func TestSolveAll(t *testing.T) {
	const collection = "(;GN[first]SZ[9]PL[B]AB[ea][eb][ac][bc][cc][dc][ec]AW[da][ab][bb][cb][db])" +
		"(;SZ[9])" +
		"(;SZ[9]PL[W]AB[fa][fb][ac][bc][cc][dc][ec][fc]AW[ea][eb][ab][bb][cb][db](;W[ba]C[Correct]))"
	code, out, errs := run(Solve, collection, "--all", "--check", "-")
	if code != exitError {
		t.Errorf("exit %d, want %d (game 2 is no problem)", code, exitError)
	}
	for _, want := range []string{"Game 1 of 3: first\n", "Game 3 of 3\n", "Black to play: the White target dies with B9 (unique).", "White to play: the White target lives with B9, C9."} {
		if !strings.Contains(out, want) {
			t.Errorf("text lacks %q:\n%s", want, out)
		}
	}
	if strings.Contains(out, "Game 2") || !strings.Contains(errs, "game 2: ") {
		t.Errorf("game 2's error: out\n%s\nerr %s", out, errs)
	}
	code, out, _ = run(Solve, collection, "--all", "--json", "--check", "-")
	if code != exitError {
		t.Errorf("--json: exit %d, want %d", code, exitError)
	}
	dec := json.NewDecoder(strings.NewReader(out))
	var got []string
	for {
		var v struct {
			Game    int        `json:"game"`
			Result  string     `json:"result"`
			Winning []string   `json:"winningMoves"`
			Error   string     `json:"error"`
			Check   *checkJSON `json:"check"`
		}
		if err := dec.Decode(&v); err != nil {
			if err.Error() != "EOF" {
				t.Fatalf("not a stream of JSON objects: %v\n%s", err, out)
			}
			break
		}
		agrees := v.Check != nil && v.Check.Agrees
		got = append(got, fmt.Sprintf("%d %s %v %v %v", v.Game, v.Result, v.Winning, v.Error != "", agrees))
	}
	want := []string{"1 dies [ba] false false", "2  [] true false", "3 lives [ba ca] false false"}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("objects %q, want %q\n%s", got, want, out)
	}
	if code, _, errs := run(Solve, collection, "--all", "--game", "2", "-"); code != exitUsage {
		t.Errorf("--all --game: exit %d, want %d: %s", code, exitUsage, errs)
	}
	// Without --all, one game and no "game" in the JSON.
	if code, out, _ := run(Solve, collection, "--json", "-"); code != exitOK || strings.Contains(out, `"game"`) {
		t.Errorf("one game: exit %d\n%s", code, out)
	}
}

func TestSolveLimits(t *testing.T) {
	var out, errb bytes.Buffer
	code := Solve([]string{"--json", "--max-nodes", "1", "../solve/testdata/bulky-five.sgf"}, nil, &out, &errb)
	if code != exitOK || !strings.Contains(out.String(), `"result": "unknown"`) {
		t.Errorf("exit %d, %s %s", code, out.String(), errb.String())
	}
}

// TestSolveProblemFile solves a problem file whose answers are variations:
// by default the problem's position (before the first move), with --move 1
// the position after the main line's first move.
func TestSolveProblemFile(t *testing.T) {
	run := func(args ...string) solveJSON {
		t.Helper()
		var out, errb bytes.Buffer
		if len(args) == 0 || !strings.HasSuffix(args[len(args)-1], ".sgf") {
			args = append(args, "testdata/solve-variations.sgf")
		}
		code := Solve(append([]string{"--json"}, args...), nil, &out, &errb)
		var res solveJSON
		if code != exitOK {
			t.Fatalf("exit %d: %s", code, errb.String())
		}
		if err := json.Unmarshal(out.Bytes(), &res); err != nil {
			t.Fatal(err)
		}
		return res
	}
	if res := run(); res.ToPlay != "B" || res.Result != "dies" || !slices.Equal(res.WinningMoves, []string{"ba"}) {
		t.Errorf("default: %s to play, %s with %q; want B, dies with [ba]", res.ToPlay, res.Result, res.WinningMoves)
	}
	if res := run("--move", "1"); res.ToPlay != "W" || res.Result != "dies" {
		t.Errorf("--move 1: %s to play, %s; want W, dies", res.ToPlay, res.Result)
	}
	// Without PL (or with an empty one) the first answer's player is to move.
	var out, errb bytes.Buffer
	if code := Solve([]string{"--json", "-"}, strings.NewReader(strings.Replace(readFile(t, "testdata/solve-variations-white.sgf"), "C[Composed", "PL[]C[Composed", 1)), &out, &errb); code != exitOK || !strings.Contains(out.String(), `"toPlay": "W"`) {
		t.Errorf("PL[]: exit %d, %s %s", code, out.String(), errb.String())
	}
	if res := run("testdata/solve-variations-white.sgf"); res.ToPlay != "W" || res.Result != "lives" || !slices.Equal(res.WinningMoves, []string{"ba"}) {
		t.Errorf("no PL: %s to play, %s with %q; want W, lives with [ba]", res.ToPlay, res.Result, res.WinningMoves)
	}
}

// readFile returns the text of a test file.
func readFile(t *testing.T, name string) string {
	t.Helper()
	data, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}

// TestSolveProgress checks --progress: the result proven before the first
// moves are decided, then every first move decided, on standard error;
// standard output as without it; nothing on standard error without it.
func TestSolveProgress(t *testing.T) {
	f := "../solve/testdata/bulky-five.sgf"
	if _, err := os.Stat(f); err != nil {
		t.Skipf("test data missing: %v", err)
	}
	var out, errb, plain, plainErr bytes.Buffer
	if code := Solve([]string{"--progress", f}, nil, &out, &errb); code != exitOK {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	if code := Solve([]string{f}, nil, &plain, &plainErr); code != exitOK || plainErr.Len() != 0 {
		t.Fatalf("exit %d, standard error %q without --progress", code, plainErr.String())
	}
	if normaliseSolve(out.String()) != normaliseSolve(plain.String()) {
		t.Errorf("--progress changed the answer:\n%s\nwithout it:\n%s", out.String(), plain.String())
	}
	lines := strings.Split(strings.TrimSpace(errb.String()), "\n")
	re := regexp.MustCompile(`^lifeline solve: [0-9]+ nodes, depth [0-9]+, [0-9.]+ s(; proven: White lives; first moves decided: ([0-9]+) of ([0-9]+))?$`)
	var decided []string
	moves := ""
	for _, l := range lines {
		m := re.FindStringSubmatch(l)
		switch {
		case m == nil:
			t.Fatalf("progress line %q", l)
		case m[1] != "":
			decided, moves = append(decided, m[2]), m[3]
		case decided != nil:
			t.Fatalf("progress line %q after the result was proven", l)
		}
	}
	if len(decided) < 2 || decided[0] != "0" || decided[len(decided)-1] != moves || moves == "0" {
		t.Errorf("progress %q: want the result with 0 first moves decided, then all", errb.String())
	}
}
