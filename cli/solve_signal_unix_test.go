//go:build unix

package cli

import (
	"bytes"
	"encoding/json"
	"os"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"
)

// signalOnWrite is a standard error that sends a signal to the test's own
// process at the first write: the first progress report of a solve, when
// the search is running.
type signalOnWrite struct {
	sig  syscall.Signal
	once sync.Once
	mu   sync.Mutex
	buf  bytes.Buffer
}

func (w *signalOnWrite) Write(p []byte) (int, error) {
	w.once.Do(func() { _ = syscall.Kill(os.Getpid(), w.sig) })
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.buf.Write(p)
}

func (w *signalOnWrite) String() string {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.buf.String()
}

// TestSolveInterrupted sends SIGINT or SIGTERM to the process while
// "lifeline solve" searches a problem it cannot finish in minutes
// (corner-twenty, 32 empty points): the search stops, the answer proven so
// far is printed, marked interrupted, and the exit status is the shell's
// 128 + the signal. Without the handler the signal would end the test
// binary.
func TestSolveInterrupted(t *testing.T) {
	const file = "../solve/testdata/hard/corner-twenty.sgf"
	if _, err := os.Stat(file); err != nil {
		t.Skipf("test data missing: %v", err)
	}
	for _, tc := range []struct {
		sig    syscall.Signal
		asJSON bool
	}{
		{syscall.SIGINT, true},
		{syscall.SIGTERM, false},
	} {
		t.Run(tc.sig.String(), func(t *testing.T) {
			args := []string{"--progress", file}
			if tc.asJSON {
				args = append([]string{"--json"}, args...)
			}
			stderr := &signalOnWrite{sig: tc.sig}
			var stdout bytes.Buffer
			done := make(chan int, 1)
			go func() { done <- Solve(args, nil, &stdout, stderr) }()
			var code int
			select {
			case code = <-done:
			case <-time.After(2 * time.Minute):
				t.Fatalf("the solve did not stop at %v; standard error:\n%s", tc.sig, stderr)
			}
			if want := 128 + int(tc.sig); code != want {
				t.Fatalf("exit %d, want %d; standard error:\n%s", code, want, stderr)
			}
			out := stdout.String()
			if !tc.asJSON {
				for _, want := range []string{"Black to play: unknown (the search stopped at its limit)", "Interrupted: the search stopped at a signal", "Nodes: "} {
					if !strings.Contains(out, want) {
						t.Errorf("output lacks %q:\n%s", want, out)
					}
				}
				return
			}
			var got struct {
				Result      string `json:"result"`
				Interrupted bool   `json:"interrupted"`
				Nodes       int64  `json:"nodes"`
			}
			if err := json.Unmarshal(stdout.Bytes(), &got); err != nil {
				t.Fatalf("output is not JSON: %v\n%s", err, out)
			}
			if got.Result != "unknown" || !got.Interrupted || got.Nodes <= 0 {
				t.Errorf("result %q, interrupted %v, nodes %d; want unknown, true, some nodes:\n%s", got.Result, got.Interrupted, got.Nodes, out)
			}
		})
	}
}

// TestSolveAllInterrupted: an interrupt during --all stops the search of
// the game at hand, prints its answer, and solves no further game.
func TestSolveAllInterrupted(t *testing.T) {
	data, err := os.ReadFile("../solve/testdata/hard/corner-twenty.sgf")
	if err != nil {
		t.Skipf("test data missing: %v", err)
	}
	stderr := &signalOnWrite{sig: syscall.SIGINT}
	var stdout bytes.Buffer
	done := make(chan int, 1)
	input := strings.NewReader(string(data) + string(data))
	go func() { done <- Solve([]string{"--all", "--progress", "-"}, input, &stdout, stderr) }()
	var code int
	select {
	case code = <-done:
	case <-time.After(2 * time.Minute):
		t.Fatalf("the solve did not stop; standard error:\n%s", stderr)
	}
	out := stdout.String()
	if code != 130 || !strings.Contains(out, "Game 1 of 2") || strings.Contains(out, "Game 2") || !strings.Contains(out, "Interrupted") {
		t.Errorf("exit %d, want 130, the first game's answer only:\n%s", code, out)
	}
}

// TestSolveNotInterrupted: solves without a signal, one after the other,
// say nothing of one and exit 0.
func TestSolveNotInterrupted(t *testing.T) {
	const file = "../solve/testdata/straight-three.sgf"
	if _, err := os.Stat(file); err != nil {
		t.Skipf("test data missing: %v", err)
	}
	for range 2 {
		code, out, errs := run(Solve, "", "--json", file)
		if code != exitOK {
			t.Fatalf("exit %d: %s", code, errs)
		}
		if strings.Contains(out, "interrupted") {
			t.Errorf("an uninterrupted solve says interrupted:\n%s", out)
		}
	}
}
