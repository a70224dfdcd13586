package main

import (
	"bytes"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"
)

func TestRunDispatch(t *testing.T) {
	var out, errb bytes.Buffer
	if code := run([]string{"help"}, strings.NewReader(""), &out, &errb); code != 0 || !strings.Contains(out.String(), "lifeline analyze") {
		t.Errorf("help: exit %d, %q", code, out.String())
	}
	out.Reset()
	if code := run([]string{"analyze", "--json", "-"}, strings.NewReader("(;SZ[3];B[bb])"), &out, &errb); code != 0 || !strings.Contains(out.String(), `"width": 3`) {
		t.Errorf("analyze: exit %d, %q %q", code, out.String(), errb.String())
	}
	out.Reset()
	if code := run([]string{"info", "-"}, strings.NewReader("(;SZ[3]PB[Shusaku])"), &out, &errb); code != 0 || !strings.Contains(out.String(), "Shusaku") {
		t.Errorf("info: exit %d, %q", code, out.String())
	}
	out.Reset()
	if code := run([]string{"fmt", "-"}, strings.NewReader("(;SZ[3];B[bb])"), &out, &errb); code != 0 || !strings.Contains(out.String(), "B[bb]") {
		t.Errorf("fmt: exit %d, %q", code, out.String())
	}
}

// TestArguments checks which arguments open the window and which are usage
// errors: a typo never opens the window.
func TestArguments(t *testing.T) {
	dir := t.TempDir()
	game := filepath.Join(dir, "game.sgf")
	if err := os.WriteFile(game, []byte("(;SZ[9])"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name   string
		args   []string
		code   int
		window bool
		stdout string // a part of standard output
		stderr string // a part of standard error
	}{
		{"no arguments", nil, 0, true, "", ""},
		{"an existing file", []string{game}, 0, true, "", ""},
		{"an existing file after --", []string{"--", game}, 0, true, "", ""},
		{"a file and more", []string{game, "extra"}, 2, false, "", "opens one FILE"},
		{"a missing file", []string{filepath.Join(dir, "missing.sgf")}, 1, false, "", "missing.sgf: no such file"},
		{"a missing file without a folder", []string{"missing.sgf"}, 1, false, "", "no such file"},
		{"typo of a command", []string{"analyse", game}, 2, false, "", `unknown command "analyse" (did you mean analyze?)`},
		{"typo alone", []string{"inof"}, 2, false, "", "did you mean info?"},
		{"capitalised", []string{"Fmt", "-"}, 2, false, "", "did you mean fmt?"},
		{"unknown word", []string{"solvexyz"}, 2, false, "", `unknown command "solvexyz"`},
		{"--version", []string{"--version"}, 0, false, "lifeline " + version(), ""},
		{"version", []string{"version"}, 0, false, "lifeline " + version(), ""},
		{"--help", []string{"--help"}, 0, false, "lifeline info", ""},
		{"-h", []string{"-h"}, 0, false, "exit status", ""},
		{"typo of a flag", []string{"--verison"}, 2, false, "", `unknown flag "--verison" (did you mean --version?)`},
		{"unknown flag", []string{"--json"}, 2, false, "", `unknown flag "--json"`},
		{"flag before a file", []string{"-x", game}, 2, false, "", "unknown flag"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			opened := false
			window := func(args []string) int { opened = true; return 0 }
			var out, errb bytes.Buffer
			code := runWith(commands(), window, tc.args, strings.NewReader(""), &out, &errb)
			if code != tc.code || opened != tc.window {
				t.Errorf("exit %d, window %v; want %d, %v (stderr %q)", code, opened, tc.code, tc.window, errb.String())
			}
			if !strings.Contains(out.String(), tc.stdout) || !strings.Contains(errb.String(), tc.stderr) {
				t.Errorf("stdout %q, stderr %q; want %q and %q", out.String(), errb.String(), tc.stdout, tc.stderr)
			}
		})
	}
}

// TestVersion checks that FyneApp.toml, which versions the desktop package,
// says the version the program reports.
func TestVersion(t *testing.T) {
	data, err := os.ReadFile("FyneApp.toml")
	if err != nil {
		t.Fatal(err)
	}
	m := regexp.MustCompile(`(?m)^\s*Version\s*=\s*"([^"]+)"`).FindSubmatch(data)
	if m == nil || version() != string(m[1]) {
		t.Fatalf("version() = %q, FyneApp.toml says %q", version(), m)
	}
}

// TestPanicReport injects a panic in a command: the user sees a short
// message naming the report file and exit status 3, never a stack trace.
func TestPanicReport(t *testing.T) {
	cache := t.TempDir()
	t.Setenv("XDG_CACHE_HOME", cache)
	t.Setenv("HOME", cache)
	boom := []command{{"boom", func(args []string, _ io.Reader, _, _ io.Writer) int {
		return len(args[5]) // a real runtime panic: index out of range
	}}}
	var out, errb bytes.Buffer
	code := runWith(boom, func([]string) int { return 0 }, []string{"boom", "x.sgf"}, strings.NewReader(""), &out, &errb)
	if code != exitCrashed {
		t.Fatalf("exit %d, want %d", code, exitCrashed)
	}
	msg := errb.String()
	if strings.Contains(msg, "goroutine") || strings.Contains(msg, ".go:") || strings.Count(msg, "\n") > 4 {
		t.Errorf("stderr shows a trace:\n%s", msg)
	}
	m := regexp.MustCompile(`The full report is in (\S+)`).FindStringSubmatch(msg)
	if !strings.Contains(msg, "internal error: runtime error: index out of range [5] with length 1") || m == nil {
		t.Fatalf("stderr does not say what happened and where the report is:\n%s", msg)
	}
	if !strings.HasPrefix(m[1], cache) {
		t.Errorf("report %s is not in the user's cache folder %s", m[1], cache)
	}
	report, err := os.ReadFile(m[1])
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"Lifeline " + version(), `["boom" "x.sgf"]`, "index out of range", "goroutine", "main_test.go"} {
		if !bytes.Contains(report, []byte(want)) {
			t.Errorf("report lacks %q:\n%s", want, report)
		}
	}
}

// TestQuietUnderCLocale runs the command line in a child process under
// LANG=C.UTF-8 (the default of Debian containers) and checks that it writes
// nothing on standard error: Fyne, initialised before main, must not complain
// about the locale (see internal/quietlocale).
func TestQuietUnderCLocale(t *testing.T) {
	if os.Getenv("LIFELINE_TEST_CHILD") == "1" {
		os.Exit(run([]string{"analyze", "--json", "-"}, os.Stdin, os.Stdout, os.Stderr))
	}
	cmd := exec.Command(os.Args[0], "-test.run=^TestQuietUnderCLocale$")
	for _, kv := range os.Environ() {
		if !strings.HasPrefix(kv, "LANG") && !strings.HasPrefix(kv, "LC_") {
			cmd.Env = append(cmd.Env, kv)
		}
	}
	cmd.Env = append(cmd.Env, "LANG=C.UTF-8", "LIFELINE_TEST_CHILD=1")
	cmd.Stdin = strings.NewReader("(;SZ[3];B[bb])")
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	if err := cmd.Run(); err != nil {
		t.Fatalf("child: %v\nstderr: %s", err, errb.String())
	}
	if errb.Len() != 0 || !strings.Contains(out.String(), `"width": 3`) {
		t.Errorf("stderr %q, stdout %q", errb.String(), out.String())
	}
}

// endless is an endless reader of "y\n", like yes(1).
type endless struct{}

func (endless) Read(p []byte) (int, error) {
	for i := range p {
		p[i] = "y\n"[i%2]
	}
	return len(p), nil
}

// TestHostileInput runs the program in a child process on input that used
// to hang it or exhaust memory (a device, a FIFO without a writer, endless
// standard input through the real 1 GiB limit): each ends with exit 1 and a
// message.
func TestHostileInput(t *testing.T) {
	if args := os.Getenv("LIFELINE_TEST_ARGS"); args != "" {
		os.Exit(run(strings.Split(args, "\n"), os.Stdin, os.Stdout, os.Stderr))
	}
	fifo := filepath.Join(t.TempDir(), "game.sgf")
	if err := mkfifo(fifo); err != nil {
		t.Skipf("no FIFO here: %v", err)
	}
	for _, tc := range []struct {
		name  string
		args  []string
		stdin io.Reader
		want  string
	}{
		{"info of /dev/zero", []string{"info", "/dev/zero"}, nil, "/dev/zero: is a device"},
		{"analyze of a FIFO", []string{"analyze", fifo}, nil, "is a named pipe (FIFO)"},
		{"fmt -w of a FIFO", []string{"fmt", "-w", fifo}, nil, "is a named pipe (FIFO)"},
		{"endless standard input", []string{"info", "-"}, endless{}, "stdin: larger than 1 GiB"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if tc.stdin != nil && testing.Short() {
				t.Skip("-short: 1 GiB of input is not read")
			}
			cmd := exec.Command(os.Args[0], "-test.run=^TestHostileInput$")
			cmd.Env = append(os.Environ(), "LIFELINE_TEST_ARGS="+strings.Join(tc.args, "\n"))
			cmd.Stdin = tc.stdin
			var errb bytes.Buffer
			cmd.Stderr = &errb
			if err := cmd.Start(); err != nil {
				t.Fatal(err)
			}
			done := make(chan error, 1)
			go func() { done <- cmd.Wait() }()
			select {
			case <-done:
			case <-time.After(2 * time.Minute):
				cmd.Process.Kill()
				t.Fatalf("%q did not end", tc.args)
			}
			if code := cmd.ProcessState.ExitCode(); code != exitError || !strings.Contains(errb.String(), tc.want) {
				t.Errorf("exit %d, stderr %q; want 1 and %q", code, errb.String(), tc.want)
			}
		})
	}
}
