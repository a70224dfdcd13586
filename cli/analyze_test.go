package cli

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"lifeline/internal/corpus"
)

func runAnalyze(t *testing.T, stdin string, args ...string) (int, string, string) {
	t.Helper()
	var out, errb bytes.Buffer
	code := Analyze(args, strings.NewReader(stdin), &out, &errb)
	return code, out.String(), errb.String()
}

func TestAnalyzeJSONKeys(t *testing.T) {
	const game = "(;FF[4]SZ[5]AB[ba][ab][bb][cb][db][eb][da]AW[ac][bc][cc][dc][ec];W[ad])"
	code, out, errs := runAnalyze(t, game, "--json", "-")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	var m map[string]json.RawMessage
	if err := json.Unmarshal([]byte(out), &m); err != nil {
		t.Fatal(err)
	}
	for _, k := range []string{"width", "height", "toPlay", "board", "captures", "rules", "chains", "regions", "steps", "black", "white"} {
		if _, ok := m[k]; !ok {
			t.Errorf("key %q missing", k)
		}
	}
	var a analysisJSON
	if err := json.Unmarshal([]byte(out), &a); err != nil {
		t.Fatal(err)
	}
	if a.Width != 5 || a.Height != 5 || a.ToPlay != "B" || a.Board[0] != ".X.X." || a.Board[3] != "O...." {
		t.Errorf("position: %+v", a)
	}
	// Black's top group has the eyes aa, ca and ea: pass-alive.
	if got := strings.Join(a.Black.Alive, ","); got != "ab,ba,bb,cb,da,db,eb" {
		t.Errorf("black alive = %s", got)
	}
	if got := strings.Join(a.Black.Safe, ","); got != "aa,ab,ba,bb,ca,cb,da,db,ea,eb" {
		t.Errorf("black safe = %s", got)
	}
	if len(a.White.Alive) != 0 {
		t.Errorf("white alive = %v", a.White.Alive)
	}
	removed := map[int]bool{}
	for _, st := range a.Steps {
		for _, id := range st.RemovedChains {
			removed[id] = true
		}
	}
	for _, ch := range a.Chains {
		if ch.Color == "B" && !ch.Alive {
			t.Errorf("black chain %d not alive", ch.ID)
		}
		if ch.Alive == removed[ch.ID] {
			t.Errorf("chain %d: alive %v but removed in the steps %v", ch.ID, ch.Alive, removed[ch.ID])
		}
	}
	for _, reg := range a.Regions {
		if reg.Removed != (reg.RemovedBy != nil) {
			t.Errorf("region %d: removed %v, removedBy %v", reg.ID, reg.Removed, reg.RemovedBy)
		}
	}
}

func TestAnalyzeMoveAndText(t *testing.T) {
	const game = "(;FF[4]SZ[3];B[aa];W[ba];B[ab];W[bb];B[cc])"
	code, out, _ := runAnalyze(t, game, "--json", "--move", "1", "-")
	if code != 0 {
		t.Fatal(code)
	}
	var a analysisJSON
	_ = json.Unmarshal([]byte(out), &a)
	if a.Moves != 1 || a.Board[0] != "X.." || a.ToPlay != "W" {
		t.Errorf("--move 1: moves %d board %v to play %s", a.Moves, a.Board, a.ToPlay)
	}
	code, out, _ = runAnalyze(t, game, "-")
	if code != 0 || !strings.Contains(out, "Chains") || !strings.Contains(out, "Regions") || !strings.Contains(out, "not proven alive") {
		t.Errorf("text output (exit %d):\n%s", code, out)
	}
}

func TestAnalyzeSample(t *testing.T) {
	code, out, errs := runAnalyze(t, "")
	if code != 0 || !strings.Contains(out, "19x19") {
		t.Fatalf("sample: exit %d %s\n%s", code, errs, out)
	}
	code, out, _ = runAnalyze(t, "", "--json")
	if code != 0 || !strings.Contains(out, `"width": 19`) {
		t.Fatalf("sample --json: exit %d", code)
	}
}

func TestAnalyzeErrors(t *testing.T) {
	dir := t.TempDir()
	bad := filepath.Join(dir, "bad.sgf")
	os.WriteFile(bad, []byte("(;FF[4]SZ[9]\n;B[aa];W[bb\n"), 0o644)
	code, _, errs := runAnalyze(t, "", bad)
	if code != 1 || !strings.Contains(errs, "bad.sgf") || !strings.Contains(errs, "line") || !strings.Contains(errs, "column") {
		t.Errorf("syntax error: exit %d, %q", code, errs)
	}
	occupied := filepath.Join(dir, "occupied.sgf")
	os.WriteFile(occupied, []byte("(;FF[4]SZ[9];B[cc];W[dd];B[dd])"), 0o644)
	code, _, errs = runAnalyze(t, "", occupied)
	if code != 1 || !strings.Contains(errs, "move 3") || !strings.Contains(errs, "dd") {
		t.Errorf("occupied: exit %d, %q", code, errs)
	}
	code, _, errs = runAnalyze(t, "", filepath.Join(dir, "missing.sgf"))
	if code != 1 || !strings.Contains(errs, "missing.sgf") {
		t.Errorf("missing file: exit %d, %q", code, errs)
	}
	if code, _, _ := runAnalyze(t, "", "a.sgf", "b.sgf"); code != 2 {
		t.Errorf("two files: exit %d", code)
	}
	illegal := "(;FF[4]SZ[3]AB[ba][ab]AW[aa])"
	code, _, errs = runAnalyze(t, illegal, "-")
	if code != 1 || !strings.Contains(errs, "no liberties") {
		t.Errorf("illegal position: exit %d, %q", code, errs)
	}
}

// TestGameFlag reads the second game of a collection with analyze and
// render, and checks --game's errors.
func TestGameFlag(t *testing.T) {
	const two = "(;FF[4]SZ[9])(;FF[4]SZ[13])"
	for _, c := range []struct {
		args  []string
		code  int
		width int
		msg   string
	}{
		{[]string{"--json", "-"}, exitOK, 9, ""},
		{[]string{"--json", "--game", "2", "-"}, exitOK, 13, ""},
		{[]string{"--json", "--game", "0", "-"}, exitUsage, 0, "--game 0"},
		{[]string{"--json", "--game", "3", "-"}, exitError, 0, "holds 2 games"},
	} {
		var out, errb bytes.Buffer
		code := Analyze(c.args, strings.NewReader(two), &out, &errb)
		if code != c.code || !strings.Contains(errb.String(), c.msg) {
			t.Fatalf("analyze %v: exit %d, %q; want %d and %q", c.args, code, errb.String(), c.code, c.msg)
		}
		if code != exitOK {
			continue
		}
		var got analysisJSON
		if err := json.Unmarshal(out.Bytes(), &got); err != nil || got.Width != c.width {
			t.Errorf("analyze %v: %v, width %d, want %d", c.args, err, got.Width, c.width)
		}
	}
	var out9, out13, errb bytes.Buffer
	if Render([]string{"--svg", "--coords", "-"}, strings.NewReader(two), &out9, &errb) != exitOK ||
		Render([]string{"--svg", "--coords", "--game", "2", "-"}, strings.NewReader(two), &out13, &errb) != exitOK {
		t.Fatalf("render: %s", errb.String())
	}
	// 13x13 has a column N that 9x9 has not.
	if strings.Contains(out9.String(), ">N<") || !strings.Contains(out13.String(), ">N<") {
		t.Errorf("render --game 2 did not draw the 13x13 board")
	}
}

// TestAnalyzeAnchors checks the anchor positions through the command line.
func TestAnalyzeAnchors(t *testing.T) {
	corpus.Run(t, corpus.Anchors, func(t *testing.T, s corpus.Set) {
		for _, f := range s.Files {
			code, out, errs := runAnalyze(t, "", "--json", f)
			if code != 0 {
				t.Fatalf("%s: %s", f, errs)
			}
			var got, want analysisJSON
			if err := json.Unmarshal([]byte(out), &got); err != nil {
				t.Fatalf("%s: %v", f, err)
			}
			data, err := os.ReadFile(strings.TrimSuffix(f, ".sgf") + ".json")
			if err != nil {
				t.Fatal(err)
			}
			if err := json.Unmarshal(data, &want); err != nil {
				t.Fatalf("%s: %v", f, err)
			}
			if strings.Join(got.Black.Alive, ",") != strings.Join(want.Black.Alive, ",") ||
				strings.Join(got.White.Safe, ",") != strings.Join(want.White.Safe, ",") {
				t.Errorf("%s: got %+v %+v, want %+v %+v", f, got.Black, got.White, want.Black, want.White)
			}
		}
	})
}

// TestAnalyzeGames checks that every real game analyses at its end.
func TestAnalyzeGames(t *testing.T) {
	corpus.Run(t, corpus.Games, func(t *testing.T, s corpus.Set) {
		for _, f := range s.Files {
			code, out, errs := runAnalyze(t, "", "--json", f)
			if code != 0 {
				t.Fatalf("%s: %s", f, errs)
			}
			var got analysisJSON
			if err := json.Unmarshal([]byte(out), &got); err != nil || got.Width != 19 || len(got.Chains) == 0 {
				t.Errorf("%s: %v, %dx%d with %d chains", f, err, got.Width, got.Height, len(got.Chains))
			}
		}
	})
}

// BenchmarkAnalyzeCommand runs analyze --json on the real games, one game
// an op (the README says any game analyses in well under a second).
func BenchmarkAnalyzeCommand(b *testing.B) {
	files := corpus.Largest(b, corpus.Games).Files
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		var out, errb bytes.Buffer
		if code := Analyze([]string{"--json", files[i%len(files)]}, strings.NewReader(""), &out, &errb); code != 0 {
			b.Fatal(errb.String())
		}
	}
}

func TestAnalyzeJSONPointLists(t *testing.T) {
	code, out, _ := runAnalyze(t, "(;SZ[3]AB[bb]AW[aa])", "--json", "-")
	if code != 0 {
		t.Fatal(code)
	}
	var a analysisJSON
	if err := json.Unmarshal([]byte(out), &a); err != nil {
		t.Fatal(err)
	}
	for _, ch := range a.Chains {
		if ch.Color == "B" && (strings.Join(ch.Liberties, ",") != "ab,ba,bc,cb" || ch.LibertyCount != 4) {
			t.Errorf("black liberties %v (%d)", ch.Liberties, ch.LibertyCount)
		}
	}
	for _, reg := range a.Regions {
		if len(reg.Empty) != reg.EmptyCount {
			t.Errorf("region %d: %d empty points listed, count %d", reg.ID, len(reg.Empty), reg.EmptyCount)
		}
		if reg.Color == "B" && strings.Join(reg.Empty, ",") != "ab,ac,ba,bc,ca,cb,cc" {
			t.Errorf("black-enclosed region empty points %v", reg.Empty)
		}
	}
}

// TestAnalyzeGolden checks the documented text and JSON output of analyze
// against testdata/analyze-*.golden: the embedded sample problem, and a real
// game at move 120.
func TestAnalyzeGolden(t *testing.T) {
	game := filepath.Join("..", "internal", "corpus", "testdata", "games", "tom_34878262.sgf")
	for _, tt := range []struct {
		name string
		args []string
	}{
		{"analyze-sample", nil},
		{"analyze-sample-json", []string{"--json"}},
		{"analyze-game-move120", []string{"--move", "120", game}},
		{"analyze-game-move120-json", []string{"--json", "--move", "120", game}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			code, out, errs := runAnalyze(t, "", tt.args...)
			if code != 0 || errs != "" {
				t.Fatalf("exit %d, stderr %q", code, errs)
			}
			checkGolden(t, tt.name, out)
		})
	}
}

// TestAnalyzeProvenFields checks the fields of package safety in the JSON
// output: proven contains Benson's safe points, every proven point has a
// reason, dead stones are the opponent's proven points holding the colour's
// stones; and the text output has its section.
func TestAnalyzeProvenFields(t *testing.T) {
	// Black's miai: two one-eyed chains sharing two liberties.
	const game = "(;FF[4]SZ[7]AB[ba][da][fa][ab][bb][db][eb][fb]AW[ga][gb][ac][bc][dc][ec][fc][gc])"
	code, out, errs := runAnalyze(t, game, "--json", "-")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	var a analysisJSON
	if err := json.Unmarshal([]byte(out), &a); err != nil {
		t.Fatal(err)
	}
	for _, c := range []colorJSON{a.Black, a.White} {
		proven := map[string]bool{}
		for _, p := range c.Proven {
			proven[p] = true
			if c.Reasons[p] == "" {
				t.Errorf("proven point %s without a reason", p)
			}
		}
		for _, p := range c.Safe {
			if !proven[p] {
				t.Errorf("safe point %s not proven", p)
			}
		}
		if len(c.Reasons) != len(c.Proven) {
			t.Errorf("%d reasons for %d proven points", len(c.Reasons), len(c.Proven))
		}
	}
	if a.Black.Reasons["ba"] != "static-1vital" || len(a.Black.Safe) != 0 {
		t.Errorf("black: safe %v, reasons %v", a.Black.Safe, a.Black.Reasons)
	}
	code, out, _ = runAnalyze(t, game, "-")
	if code != 0 || !strings.Contains(out, "Proven under alternating play") || !strings.Contains(out, "static-1vital:") {
		t.Errorf("text output without the proven section:\n%s", out)
	}
}
