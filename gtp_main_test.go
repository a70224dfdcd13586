package main

import (
	"bufio"
	"io"
	"os"
	"os/exec"
	"strings"
	"testing"
)

// TestGTPOverPipes runs `lifeline gtp` in a child process (this test binary
// re-executed, so main's initialisation and every package's run as in the
// real program) and talks GTP with it over pipes, one command at a time as a
// GUI does: standard output must carry nothing but GTP responses, standard
// error nothing at all.
func TestGTPOverPipes(t *testing.T) {
	if os.Getenv("LIFELINE_TEST_GTP_CHILD") == "1" {
		os.Exit(run([]string{"gtp"}, os.Stdin, os.Stdout, os.Stderr))
	}
	cmd := exec.Command(os.Args[0], "-test.run=^TestGTPOverPipes$")
	cmd.Env = append(os.Environ(), "LIFELINE_TEST_GTP_CHILD=1")
	stdin, err := cmd.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	var errb strings.Builder
	cmd.Stderr = &errb
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	out := bufio.NewReader(stdout)
	ask := func(command string) string {
		t.Helper()
		if _, err := io.WriteString(stdin, command+"\n"); err != nil {
			t.Fatalf("%s: %v", command, err)
		}
		var lines []string
		for {
			line, err := out.ReadString('\n')
			if err != nil {
				t.Fatalf("%s: reading the response: %v (so far %q)", command, err, lines)
			}
			if line == "\n" {
				break
			}
			lines = append(lines, line)
		}
		resp := strings.Join(lines, "")
		if resp == "" || (resp[0] != '=' && resp[0] != '?') {
			t.Fatalf("%s: not a GTP response: %q", command, resp)
		}
		return strings.TrimSuffix(resp, "\n")
	}
	for _, tc := range []struct{ command, want string }{
		{"1 protocol_version", "=1 2"},
		{"name", "= Lifeline"},
		{"boardsize 5", "= "},
		{"play b C3", "= "},
		{"play w C3", "? illegal move: white C3: point is occupied"},
		{"unconditional_status C3", "= undecided"},
		{"fly", "? unknown command"},
		{"final_status_list dead", "= "},
	} {
		if got := ask(tc.command); got != tc.want {
			t.Errorf("%s: got %q, want %q", tc.command, got, tc.want)
		}
	}
	if got := ask("showboard"); !strings.Contains(got, "3 . . X . . 3") {
		t.Errorf("showboard: %q", got)
	}
	if got := ask("quit"); got != "= " {
		t.Errorf("quit: %q", got)
	}
	stdin.Close()
	rest, _ := io.ReadAll(out)
	if err := cmd.Wait(); err != nil {
		t.Errorf("lifeline gtp: %v", err)
	}
	if len(rest) != 0 {
		t.Errorf("output after quit: %q", rest)
	}
	if errb.Len() != 0 {
		t.Errorf("standard error: %q", errb.String())
	}
}
