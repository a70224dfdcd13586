package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"lifeline/internal/corpus"
)

func TestFmt(t *testing.T) {
	tests := []struct {
		name   string
		stdin  string
		want   string
		stderr string
	}{
		{"canonical", "junk (;FF[3]AddBlack[aa:bb]PlayerBlack[Me];Black[tt]Comment[a\\]b])",
			"(;FF[4]CA[UTF-8]AB[aa:bb]PB[Me]\n;B[tt]C[a\\]b])\n", ""},
		{"variations", "(;GM[1](;B[aa])(;B[bb]))", "(;FF[4]CA[UTF-8]GM[1]\n(;B[aa])\n(;B[bb]))\n", ""},
		{"warning", "(;GM[1];B[aa]", "(;FF[4]CA[UTF-8]GM[1]\n;B[aa])\n", "warning: line 1, column 1: game tree not closed"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, out, errOut := run(Fmt, tt.stdin, "-")
			if code != 0 || out != tt.want || !strings.Contains(errOut, tt.stderr) {
				t.Fatalf("exit %d, stdout %q, stderr %q; want stdout %q, stderr with %q", code, out, errOut, tt.want, tt.stderr)
			}
			if tt.stderr == "" && errOut != "" {
				t.Errorf("unexpected stderr %q", errOut)
			}
			code, again, _ := run(Fmt, out, "-")
			if code != 0 || again != out {
				t.Errorf("formatting the output again gave %q", again)
			}
		})
	}
}

func TestFmtErrors(t *testing.T) {
	bad := tempSGF(t, "game.sgf", "(;GM[1]\n\n  ;B[aa]W)")
	tests := []struct {
		name   string
		args   []string
		code   int
		stderr string
	}{
		{"syntax error", []string{bad}, 1, "lifeline: " + bad + ": line 3, column 10: expected '['"},
		{"missing file", []string{"missing.sgf"}, 1, "lifeline: missing.sgf: no such file"},
		{"no args", nil, 2, "usage: lifeline fmt"},
		{"extra args", []string{"a", "b"}, 2, "want exactly one FILE"},
		{"unknown flag", []string{"--json", "a"}, 2, "flag provided but not defined"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, out, errOut := run(Fmt, "", tt.args...)
			if code != tt.code || out != "" || !strings.Contains(errOut, tt.stderr) {
				t.Errorf("exit %d, stdout %q, stderr %q; want exit %d, stderr with %q", code, out, errOut, tt.code, tt.stderr)
			}
		})
	}
}

// TestFmtFiles formats every real SGF file (games and charset fixtures)
// twice and checks the second pass changes nothing.
func TestFmtFiles(t *testing.T) {
	for _, k := range []corpus.Kind{corpus.Games, corpus.Encodings} {
		corpus.Run(t, k, func(t *testing.T, s corpus.Set) { testFmtFiles(t, s.Files) })
	}
}

func testFmtFiles(t *testing.T, files []string) {
	for _, path := range files {
		code, out, errOut := run(Fmt, "", path)
		if code != 0 {
			t.Errorf("%s: exit %d, stderr %q", path, code, errOut)
			continue
		}
		tmp := filepath.Join(t.TempDir(), "out.sgf")
		if err := os.WriteFile(tmp, []byte(out), 0o644); err != nil {
			t.Fatal(err)
		}
		if code, again, errOut := run(Fmt, "", tmp); code != 0 || again != out || errOut != "" {
			t.Errorf("%s: formatting the output again changed it (exit %d, stderr %q)", path, code, errOut)
		}
	}
}

// TestFmtInPlace checks that fmt -w rewrites the file atomically with the
// canonical form (keeping its permissions, leaving no temporary file), and
// leaves a file that does not parse alone.
func TestFmtInPlace(t *testing.T) {
	path := tempSGF(t, "game.sgf", "junk (;FF[3]PlayerBlack[Me];Black[tt])")
	if err := os.Chmod(path, 0o600); err != nil {
		t.Fatal(err)
	}
	want := "(;FF[4]CA[UTF-8]PB[Me]\n;B[tt])\n"
	for _, args := range [][]string{{"-w", path}, {path, "-w"}} {
		code, out, errOut := run(Fmt, "", args...)
		if code != 0 || out != "" || errOut != "" {
			t.Fatalf("%v: exit %d, stdout %q, stderr %q", args, code, out, errOut)
		}
		got, err := os.ReadFile(path)
		if err != nil || string(got) != want {
			t.Fatalf("%v: file %q, %v; want %q", args, got, err, want)
		}
	}
	if st, err := os.Stat(path); err != nil || st.Mode().Perm() != 0o600 {
		t.Errorf("mode after -w: %v, %v", st.Mode(), err)
	}

	bad := filepath.Join(filepath.Dir(path), "bad.sgf")
	if err := os.WriteFile(bad, []byte("(;GM[1];B[aa]W)"), 0o644); err != nil {
		t.Fatal(err)
	}
	code, _, errOut := run(Fmt, "", "-w", bad)
	if code != 1 || !strings.Contains(errOut, "expected '['") {
		t.Errorf("bad file: exit %d, stderr %q", code, errOut)
	}
	if got, _ := os.ReadFile(bad); string(got) != "(;GM[1];B[aa]W)" {
		t.Errorf("a file that does not parse was changed: %q", got)
	}
	entries, err := os.ReadDir(filepath.Dir(path))
	if err != nil || len(entries) != 2 {
		t.Errorf("folder holds %v (%v), want only the two files", entries, err)
	}

	if code, _, errOut := run(Fmt, "(;)", "-w", "-"); code != 2 || !strings.Contains(errOut, "-w needs a FILE") {
		t.Errorf("-w with stdin: exit %d, stderr %q", code, errOut)
	}
}

// TestFmtLossyRewrite checks that -w refuses a rewrite that would make a
// replacement of invalid bytes permanent, unless --lossy allows it; printing
// the canonical form is not refused.
func TestFmtLossyRewrite(t *testing.T) {
	for _, tc := range []struct{ name, content string }{
		{"invalid UTF-8 after a byte-order mark", "\xEF\xBB\xBF(;C[\xff])"},
		{"invalid UTF-16", "\xFF\xFE(\x00;\x00C\x00[\x00\x00\xDC]\x00)\x00"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			path := tempSGF(t, "game.sgf", tc.content)
			code, _, errOut := run(Fmt, "", "-w", path)
			if code != exitError || !strings.Contains(errOut, "would lose information") || !strings.Contains(errOut, "--lossy") {
				t.Fatalf("-w: exit %d, stderr %q; want 1 and a refusal", code, errOut)
			}
			if got, _ := os.ReadFile(path); string(got) != tc.content {
				t.Fatalf("the file was changed: %q", got)
			}
			if code, out, _ := run(Fmt, "", path); code != exitOK || out == "" {
				t.Errorf("printing: exit %d", code)
			}
			if code, _, errOut := run(Fmt, "", "-w", "--lossy", path); code != exitOK {
				t.Fatalf("--lossy: exit %d, stderr %q", code, errOut)
			}
			if got, _ := os.ReadFile(path); !strings.Contains(string(got), "\uFFFD") {
				t.Errorf("--lossy did not rewrite: %q", got)
			}
		})
	}
	// A guessed charset with nothing replaced is no loss: every byte is
	// still there, as a character of the guessed set.
	for name, content := range map[string]string{
		"latin-1 without CA":          "(;C[caf\xe9])",
		"not the UTF-8 of its CA":     "(;CA[UTF-8]C[caf\xe9 \xff\xfe])",
		"not the Shift_JIS of its CA": "(;CA[Shift_JIS]C[\x82\xa0\x82\xa2\x82\xa4\xff\xfd\x80])",
	} {
		path := tempSGF(t, "guess.sgf", content)
		if code, _, errOut := run(Fmt, "", "-w", path); code != exitOK {
			t.Errorf("%s: exit %d, stderr %q", name, code, errOut)
		}
	}
}
