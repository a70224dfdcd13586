package cli

import (
	"bytes"
	"encoding/json"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"lifeline/internal/corpus"
)

const sampleSGF = "(;GM[1]FF[4]SZ[19]PB[Kitani Minoru]BR[9p]PW[Go Seigen]WR[9p]RE[B+R]KM[0]DT[1933-10-16]EV[Oteai]\n" +
	";B[qd];W[dc](;B[pq];W[oc])(;B[cp]))\n(;SZ[9:7];B[aa])\n"

// run calls a command and returns its exit code, stdout and stderr.
func run(cmd func([]string, io.Reader, io.Writer, io.Writer) int, stdin string, args ...string) (int, string, string) {
	var out, errOut bytes.Buffer
	code := cmd(args, strings.NewReader(stdin), &out, &errOut)
	return code, out.String(), errOut.String()
}

// tempSGF writes content to a file in a test folder and returns its path.
func tempSGF(t *testing.T, name, content string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

func TestInfoJSON(t *testing.T) {
	path := tempSGF(t, "game.sgf", sampleSGF)
	for _, args := range [][]string{{"--json", path}, {"-json", path}, {path, "--json"}} {
		code, out, errOut := run(Info, "", args...)
		if code != 0 || errOut != "" {
			t.Fatalf("Info(%q) = %d, stderr %q", args, code, errOut)
		}
		var got map[string][]map[string]any
		if err := json.Unmarshal([]byte(out), &got); err != nil {
			t.Fatalf("output is not JSON: %v\n%s", err, out)
		}
		games := got["games"]
		if len(got) != 1 || len(games) != 2 {
			t.Fatalf("want one key games with 2 entries, got %s", out)
		}
		want := map[string]any{
			"width": 19.0, "height": 19.0, "black": "Kitani Minoru", "white": "Go Seigen",
			"blackRank": "9p", "whiteRank": "9p", "result": "B+R", "komi": "0",
			"date": "1933-10-16", "event": "Oteai", "nodes": 6.0, "moves": 4.0, "variations": 2.0,
		}
		if len(games[0]) != len(want) {
			t.Errorf("game 1 has keys %v, want exactly %v", games[0], want)
		}
		for k, v := range want {
			if games[0][k] != v {
				t.Errorf("game 1 %s = %#v, want %#v", k, games[0][k], v)
			}
		}
		if games[1]["width"] != 9.0 || games[1]["height"] != 7.0 || games[1]["black"] != "" || games[1]["moves"] != 1.0 {
			t.Errorf("game 2 = %v", games[1])
		}
	}
}

func TestInfoText(t *testing.T) {
	code, out, errOut := run(Info, sampleSGF, "-")
	if code != 0 || errOut != "" {
		t.Fatalf("exit %d, stderr %q", code, errOut)
	}
	for _, want := range []string{"Game 1 of 2", "Board:      19x19", "Black:      Kitani Minoru (9p)",
		"White:      Go Seigen (9p)", "Result:     B+R", "Moves:      4", "Variations: 2", "Game 2 of 2", "Board:      9x7"} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
}

func TestInfoErrors(t *testing.T) {
	bad := tempSGF(t, "bad.sgf", "(;GM[1]\n;B[aa]\n;W[bb]?)")
	warn := tempSGF(t, "warn.sgf", "(;GM[1];B[aa]")
	tests := []struct {
		name      string
		args      []string
		stdin     string
		code      int
		stderr    string // substring
		stdoutHas string
	}{
		{"syntax error", []string{bad}, "", 1, "lifeline: " + bad + ": line 3, column 7: unexpected character", ""},
		{"syntax error stdin", []string{"--json", "-"}, "(;C[x", 1, "lifeline: stdin: line 1, column 4: property value not closed", ""},
		{"not SGF", []string{"-"}, "hello", 1, "lifeline: stdin: line 1, column 1: no SGF game tree", ""},
		{"missing file", []string{"nope.sgf"}, "", 1, "lifeline: nope.sgf: no such file", ""},
		{"no file", nil, "", 2, "usage: lifeline info", ""},
		{"two files", []string{"a.sgf", "b.sgf"}, "", 2, "want exactly one FILE", ""},
		{"bad flag", []string{"--nope", "a.sgf"}, "", 2, "flag provided but not defined", ""},
		{"help", []string{"-h"}, "", 0, "usage: lifeline info", ""},
		{"warning", []string{warn}, "", 0, "warning: line 1, column 1: game tree not closed", "Moves:      1"},
		{"dash-dash", []string{"--json", "--", "-"}, "(;B[aa])", 0, "", `"moves": 1`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, out, errOut := run(Info, tt.stdin, tt.args...)
			if code != tt.code {
				t.Errorf("exit code %d, want %d (stderr %q)", code, tt.code, errOut)
			}
			if !strings.Contains(errOut, tt.stderr) {
				t.Errorf("stderr %q lacks %q", errOut, tt.stderr)
			}
			if !strings.Contains(out, tt.stdoutHas) {
				t.Errorf("stdout %q lacks %q", out, tt.stdoutHas)
			}
			if tt.code != 0 && out != "" {
				t.Errorf("stdout %q on failure, want none", out)
			}
		})
	}
}

// TestInfoEncodedFile runs info on a real Shift_JIS file.
func TestInfoEncodedFile(t *testing.T) {
	path := filepath.Join(corpus.Bundled(t, corpus.Encodings).Dir, "japanese.sgf")
	code, out, errOut := run(Info, "", "--json", path)
	if code != 0 || !strings.Contains(out, `"black": "井山 裕太"`) || !strings.Contains(out, `"white": "山下 敬吾"`) {
		t.Errorf("exit %d, stdout %s, stderr %q", code, out, errOut)
	}
}

// TestInfoGolden checks the documented text and JSON output of info on a
// file of three games against testdata/info-*.golden.
func TestInfoGolden(t *testing.T) {
	file := filepath.Join("testdata", "collection.sgf")
	for _, tt := range []struct {
		name string
		args []string
	}{
		{"info-collection", []string{file}},
		{"info-collection-json", []string{"--json", file}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			code, out, errs := run(Info, "", tt.args...)
			if code != 0 || errs != "" {
				t.Fatalf("exit %d, stderr %q", code, errs)
			}
			checkGolden(t, tt.name, out)
		})
	}
}
