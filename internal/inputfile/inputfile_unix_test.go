//go:build unix

package inputfile

import (
	"errors"
	"io"
	"os"
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

func TestReadFile(t *testing.T) {
	dir := t.TempDir()
	small := filepath.Join(dir, "small.sgf")
	if err := os.WriteFile(small, []byte("(;SZ[9])"), 0o644); err != nil {
		t.Fatal(err)
	}
	link := filepath.Join(dir, "link.sgf")
	if err := os.Symlink(small, link); err != nil {
		t.Fatal(err)
	}
	fifo := filepath.Join(dir, "fifo.sgf")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name, path string
		limit      int64
		want       string // "" for success, else a part of the error
	}{
		{"regular file", small, 100, ""},
		{"symbolic link to a file", link, 100, ""},
		{"exactly the limit", small, 8, ""},
		{"over the limit", small, 7, "larger than 7 bytes, the most Lifeline reads"},
		{"folder", dir, 100, "is a folder, not a file"},
		{"FIFO without a writer", fifo, 100, "is a named pipe (FIFO)"},
		{"device", "/dev/zero", 1 << 30, "is a device, not a file"},
		{"missing", filepath.Join(dir, "missing.sgf"), 100, "no such file"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			done := make(chan struct{})
			var data []byte
			var err error
			go func() {
				data, err = ReadFile(tc.path, tc.limit)
				close(done)
			}()
			select {
			case <-done:
			case <-time.After(10 * time.Second):
				t.Fatal("ReadFile blocked")
			}
			if tc.want == "" {
				if err != nil || string(data) != "(;SZ[9])" {
					t.Fatalf("got %q, %v", data, err)
				}
				return
			}
			if err == nil || !strings.Contains(err.Error(), tc.want) || !strings.Contains(err.Error(), tc.path) {
				t.Fatalf("error %v, want one naming the file and saying %q", err, tc.want)
			}
		})
	}
	var tooLarge *TooLargeError
	if _, err := ReadFile(small, 3); !errors.As(err, &tooLarge) || tooLarge.Limit != 3 {
		t.Errorf("over the limit: %v, want a *TooLargeError", err)
	}
	if _, err := ReadFile(dir, 3); !errors.Is(err, ErrNotRegular) {
		t.Errorf("folder: %v, want ErrNotRegular", err)
	}
}

func TestReadAll(t *testing.T) {
	for _, tc := range []struct {
		name  string
		r     io.Reader
		limit int64
		ok    bool
	}{
		{"short", strings.NewReader("(;)"), 3, true},
		{"empty", strings.NewReader(""), 0, true},
		{"one over", strings.NewReader("(;;)"), 3, false},
		{"endless", endless{}, 1 << 20, false},
		{"endless, tiny limit", endless{}, 0, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := ReadAll(tc.r, tc.limit)
			var tooLarge *TooLargeError
			if tc.ok != (err == nil) || (!tc.ok && !errors.As(err, &tooLarge)) {
				t.Fatalf("ReadAll: %v", err)
			}
		})
	}
	// A regular file as the reader is refused by its size, unread.
	f, err := os.Open("inputfile.go")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if _, err := ReadAll(f, 10); err == nil {
		t.Error("a file over the limit as standard input was read")
	}
}

func TestSize(t *testing.T) {
	for n, want := range map[int64]string{1 << 30: "1 GiB", 64 << 10: "64 KiB", 3 << 20: "3 MiB", 1000: "1000 bytes", 1025: "1025 bytes"} {
		if got := Size(n); got != want {
			t.Errorf("Size(%d) = %q, want %q", n, got, want)
		}
	}
}
