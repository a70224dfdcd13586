//go:build unix

package cli

import (
	"io"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// endless is an endless reader of "y\n", like yes(1).
type endless struct{}

func (endless) Read(p []byte) (int, error) {
	for i := range p {
		p[i] = "y\n"[i%2]
	}
	return len(p), nil
}

// runWithin runs a command with stdin and fails the test if it does not end
// within a few seconds.
func runWithin(t *testing.T, cmd func([]string, io.Reader, io.Writer, io.Writer) int, stdin io.Reader, args ...string) (int, string) {
	t.Helper()
	type result struct {
		code   int
		stderr string
	}
	done := make(chan result, 1)
	go func() {
		var out, errOut strings.Builder
		code := cmd(args, stdin, &out, &errOut)
		done <- result{code, errOut.String()}
	}()
	select {
	case r := <-done:
		return r.code, r.stderr
	case <-time.After(10 * time.Second):
		t.Fatalf("%q did not end", args)
	}
	return 0, ""
}

// TestNotAFile gives every command a FIFO without a writer, a folder and a
// device as FILE: each ends at once with exit 1 and a message saying what
// the path is.
func TestNotAFile(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "game.sgf")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Fatal(err)
	}
	commands := map[string]func([]string, io.Reader, io.Writer, io.Writer) int{
		"info": Info, "analyze": Analyze, "fmt": Fmt, "fmt -w": func(args []string, in io.Reader, out, errOut io.Writer) int {
			return Fmt(append([]string{"-w"}, args...), in, out, errOut)
		},
	}
	for _, tc := range []struct{ name, path, want string }{
		{"FIFO", fifo, "is a named pipe (FIFO), not a file"},
		{"folder", dir, "is a folder, not a file"},
		{"device", "/dev/zero", "is a device, not a file"},
	} {
		for cname, cmd := range commands {
			t.Run(cname+"/"+tc.name, func(t *testing.T) {
				code, stderr := runWithin(t, cmd, strings.NewReader(""), tc.path)
				if code != exitError || !strings.Contains(stderr, tc.path+": "+tc.want) {
					t.Errorf("exit %d, stderr %q; want 1 and %q", code, stderr, tc.want)
				}
			})
		}
	}
}

// TestInputLimit reads endless and oversized input through a small limit.
func TestInputLimit(t *testing.T) {
	path := tempSGF(t, "game.sgf", sampleSGF)
	for _, tc := range []struct {
		name  string
		file  string
		stdin io.Reader
		limit int64
		want  string
	}{
		{"endless stdin", "-", endless{}, 1 << 16, "stdin: larger than 64 KiB, the most Lifeline reads"},
		{"stdin over the limit", "-", strings.NewReader(sampleSGF), 100, "stdin: larger than 100 bytes"},
		{"file over the limit", path, nil, 100, path + ": larger than 100 bytes"},
		{"file at the limit", path, nil, int64(len(sampleSGF)), ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, _, err := readCollectionLimit(tc.file, tc.stdin, tc.limit)
			if tc.want == "" {
				if err != nil {
					t.Fatal(err)
				}
				return
			}
			if err == nil || err.Error() != tc.want && !strings.HasPrefix(err.Error(), tc.want) {
				t.Fatalf("error %v, want %q", err, tc.want)
			}
		})
	}
}
