package gtp

import (
	"bufio"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"lifeline/internal/gnugo"
)

// A regression test file (.tst, the format of GNU Go's, Fuego's and GoGui's
// suites) is a GTP session: lines without a leading number are setup
// commands whose responses are not checked; a numbered command is a test,
// and the "#? [REGEX]" line after it is its expectation. REGEX must match
// the whole response: the text after "=id " for a success, "?" followed by
// the message for a failure (so "#? [\?.*]" expects a failure). "[!REGEX]"
// expects the response not to match; a "*" after the brackets marks a known
// failure (the test must fail; if it passes the marker is stale). Other
// lines starting with '#' are comments.

// tstCase is one numbered command and its expectation.
type tstCase struct {
	line    int
	id      string
	command string
	pattern *regexp.Regexp
	negate  bool
	known   bool // expected to fail
}

// tstStep is one command line of a file, a test or a setup command.
type tstStep struct {
	command string
	test    *tstCase
}

var expectRE = regexp.MustCompile(`^#\?\s*\[(!?)(.*)\](\*?)\s*$`)

// parseTst reads a .tst file into its steps.
func parseTst(path string) ([]tstStep, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var steps []tstStep
	var last *tstCase
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		switch {
		case strings.HasPrefix(line, "#?"):
			m := expectRE.FindStringSubmatch(line)
			if m == nil {
				return nil, fmt.Errorf("%s:%d: malformed expectation %q", path, n, line)
			}
			if last == nil || last.pattern != nil {
				return nil, fmt.Errorf("%s:%d: expectation without a numbered command before it", path, n)
			}
			re, err := regexp.Compile(`^(?s:` + m[2] + `)$`)
			if err != nil {
				return nil, fmt.Errorf("%s:%d: %v", path, n, err)
			}
			last.pattern, last.negate, last.known = re, m[1] == "!", m[3] == "*"
		case line == "" || strings.HasPrefix(line, "#"):
		default:
			fields := strings.Fields(line)
			if isID(fields[0]) {
				last = &tstCase{line: n, id: fields[0], command: line}
				steps = append(steps, tstStep{command: line, test: last})
			} else {
				steps = append(steps, tstStep{command: line})
			}
		}
	}
	if err := sc.Err(); err != nil {
		return nil, err
	}
	for _, s := range steps {
		if s.test != nil && s.test.pattern == nil {
			return nil, fmt.Errorf("%s:%d: test %s has no expectation", path, s.test.line, s.test.id)
		}
	}
	return steps, nil
}

// response splits a raw response into the text a pattern is matched
// against.
func response(raw string) string {
	raw = strings.TrimSuffix(raw, "\n\n")
	status := raw[0]
	rest := strings.TrimLeft(raw[1:], "0123456789")
	rest = strings.TrimPrefix(rest, " ")
	if status == '?' {
		return "?" + rest
	}
	return rest
}

// runTst runs the file on a new engine and returns the number of tests.
func runTst(t *testing.T, path string, e *Engine) int {
	steps, err := parseTst(path)
	if err != nil {
		t.Fatal(err)
	}
	tests := 0
	for _, s := range steps {
		raw, _, skip := e.execute(context.Background(), input{text: s.command})
		if skip {
			t.Fatalf("%s: %q produced no response", path, s.command)
		}
		if s.test == nil {
			continue
		}
		tests++
		got := response(raw)
		pass := s.test.pattern.MatchString(got) != s.test.negate
		switch {
		case !pass && !s.test.known:
			t.Errorf("%s:%d: %s\n got %q\nwant %s%s", filepath.Base(path), s.test.line, s.test.command, got,
				map[bool]string{true: "not ", false: ""}[s.test.negate], s.test.pattern)
		case pass && s.test.known:
			t.Errorf("%s:%d: %s passes but is marked as a known failure (*)", filepath.Base(path), s.test.line, s.test.command)
		}
	}
	return tests
}

func TestRegressionFiles(t *testing.T) {
	files, err := filepath.Glob("testdata/*.tst")
	if err != nil || len(files) == 0 {
		t.Fatalf("no .tst files in testdata: %v", err)
	}
	covered := map[string]bool{}
	total := 0
	for _, f := range files {
		t.Run(filepath.Base(f), func(t *testing.T) {
			e := New()
			e.Solve = fakeSolver
			total += runTst(t, f, e)
		})
		steps, err := parseTst(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, s := range steps {
			fields := strings.Fields(s.command)
			if s.test != nil {
				fields = fields[1:]
			}
			if len(fields) > 0 {
				covered[fields[0]] = true
			}
		}
	}
	for _, name := range New().names {
		if !covered[name] {
			t.Errorf("no .tst file runs %s", name)
		}
	}
	t.Logf("%d files, %d tests", len(files), total)
}

func TestTstRunnerReportsFailures(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "x.tst")
	os.WriteFile(path, []byte("1 name\n#? [Lifeline]\n2 name\n#? [GNU Go]*\n3 name\n#? [!Lifeline]*\n4 foo\n#? [\\?unknown command]\n"), 0o644)
	steps, err := parseTst(path)
	if err != nil || len(steps) != 4 {
		t.Fatalf("%d steps, %v", len(steps), err)
	}
	// A file whose tests all hold (including the known failures) passes.
	runTst(t, path, New())

	os.WriteFile(path, []byte("1 name\n#? [Lifeline\n"), 0o644)
	if _, err := parseTst(path); err == nil {
		t.Error("a malformed expectation was accepted")
	}
	os.WriteFile(path, []byte("1 name\n"), 0o644)
	if _, err := parseTst(path); err == nil {
		t.Error("a test without an expectation was accepted")
	}
}

// TestStatusTstIsGNUGos runs the unconditional_status tests of status.tst
// against GNU Go 3.8 itself: their expectations must be GNU Go's answers.
func TestStatusTstIsGNUGos(t *testing.T) {
	steps, err := parseTst("testdata/status.tst")
	if err != nil {
		t.Fatal(err)
	}
	g := gnugo.Require(t)
	checked := 0
	loaded := true // GNU Go holds the file's position (it cannot load rectangular boards)
	e := New()
	for _, s := range steps {
		e.execute(context.Background(), input{text: s.command})
		fields := strings.Fields(s.command)
		if s.test != nil {
			fields = fields[1:]
		}
		switch {
		case fields[0] == "loadsgf" && len(fields) > 1:
			_, err := g.Exec(strings.Join(fields, " "))
			loaded = err == nil && e.board.Width() == e.board.Height()
		case fields[0] == "unconditional_status" && s.test != nil && loaded:
			got, err := g.Exec(strings.Join(fields, " "))
			if err != nil {
				got = "?" + err.Error()
			}
			if s.test.pattern.MatchString(got) == s.test.negate && !strings.HasPrefix(got, "?") {
				t.Errorf("status.tst:%d: %s: GNU Go says %q, the file expects %s", s.test.line, s.command, got, s.test.pattern)
			}
			checked++
		}
	}
	t.Logf("%d unconditional_status tests are GNU Go's answers", checked)
}
