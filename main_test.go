package main

import (
	"bytes"
	"os"
	"os/exec"
	"strings"
	"testing"
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
