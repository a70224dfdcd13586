// Package gnugo runs GNU Go (the Debian package gnugo, version 3.8) as a GTP
// engine, so tests can compare Lifeline's answers with an independent
// program. It is test support: nothing in the application imports it.
package gnugo

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strings"
	"testing"

	"lifeline/goboard"
)

// Path returns the path of the gnugo binary: the one on PATH, else Debian's
// /usr/games/gnugo.
func Path() (string, error) {
	if p, err := exec.LookPath("gnugo"); err == nil {
		return p, nil
	}
	const debian = "/usr/games/gnugo"
	if _, err := os.Stat(debian); err == nil {
		return debian, nil
	}
	return "", errors.New("gnugo: not found on PATH or at /usr/games/gnugo (apt-get install gnugo)")
}

// Engine is a running GNU Go in GTP mode. It is not safe for concurrent use.
type Engine struct {
	cmd *exec.Cmd
	in  io.WriteCloser
	out *bufio.Reader
}

// Start starts GNU Go in GTP mode.
func Start() (*Engine, error) {
	path, err := Path()
	if err != nil {
		return nil, err
	}
	cmd := exec.Command(path, "--mode", "gtp")
	in, err := cmd.StdinPipe()
	if err != nil {
		return nil, fmt.Errorf("gnugo: %w", err)
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		return nil, fmt.Errorf("gnugo: %w", err)
	}
	if err := cmd.Start(); err != nil {
		return nil, fmt.Errorf("gnugo: start %s: %w", path, err)
	}
	return &Engine{cmd: cmd, in: in, out: bufio.NewReader(out)}, nil
}

// Require starts GNU Go for a test and stops it when the test ends. Without
// GNU Go the test is skipped with a message, except under CI (CI=true), where
// its absence is a failure: CI installs it.
func Require(t testing.TB) *Engine {
	t.Helper()
	e, err := Start()
	if err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatalf("GNU Go is required in CI: %v", err)
		}
		t.Skipf("not compared with GNU Go: %v", err)
	}
	t.Cleanup(func() { e.Close() })
	return e
}

// Exec sends one GTP command and returns the response text (without the
// leading "= " and the ending blank line). A "?" response is returned as an
// error holding its text.
func (e *Engine) Exec(command string) (string, error) {
	if _, err := fmt.Fprintf(e.in, "%s\n", command); err != nil {
		return "", fmt.Errorf("gnugo: send %q: %w", command, err)
	}
	return e.read(command)
}

// read reads the response to command.
func (e *Engine) read(command string) (string, error) {
	var lines []string
	for {
		line, err := e.out.ReadString('\n')
		if err != nil {
			return "", fmt.Errorf("gnugo: read the response to %q: %w", command, err)
		}
		line = strings.TrimRight(line, "\r\n")
		if line == "" && len(lines) > 0 {
			break
		}
		if line == "" {
			continue
		}
		lines = append(lines, line)
	}
	text := strings.Join(lines, "\n")
	status, rest := text[0], strings.TrimLeft(text[1:], "0123456789")
	rest = strings.TrimPrefix(rest, " ")
	if status == '?' {
		return "", fmt.Errorf("gnugo: %q: %s", command, rest)
	}
	return rest, nil
}

// SetPosition makes GNU Go's board b's position (stones and side to move,
// no history): it writes an SGF file with the stones as setup properties
// into dir and loads it. b must be square (GNU Go has no rectangular boards).
func (e *Engine) SetPosition(b *goboard.Board, dir string) error {
	if b.Width() != b.Height() {
		return fmt.Errorf("gnugo: %dx%d: only square boards", b.Width(), b.Height())
	}
	var sb strings.Builder
	fmt.Fprintf(&sb, "(;FF[4]GM[1]SZ[%d]", b.Width())
	for _, c := range []goboard.Color{goboard.Black, goboard.White} {
		var pts []string
		for y := 0; y < b.Height(); y++ {
			for x := 0; x < b.Width(); x++ {
				if b.ColorAt(x, y) == c {
					pts = append(pts, "["+b.SGF(b.Point(x, y))+"]")
				}
			}
		}
		if len(pts) > 0 {
			fmt.Fprintf(&sb, "A%s%s", map[goboard.Color]string{goboard.Black: "B", goboard.White: "W"}[c], strings.Join(pts, ""))
		}
	}
	fmt.Fprintf(&sb, "PL[%s])\n", map[goboard.Color]string{goboard.Black: "B", goboard.White: "W"}[b.ToPlay()])
	f, err := os.CreateTemp(dir, "position-*.sgf")
	if err != nil {
		return fmt.Errorf("gnugo: %w", err)
	}
	defer os.Remove(f.Name())
	if _, err := f.WriteString(sb.String()); err != nil {
		f.Close()
		return fmt.Errorf("gnugo: %w", err)
	}
	if err := f.Close(); err != nil {
		return fmt.Errorf("gnugo: %w", err)
	}
	if _, err := e.Exec("loadsgf " + f.Name()); err != nil {
		return err
	}
	return nil
}

// Close ends GNU Go.
func (e *Engine) Close() error {
	fmt.Fprintln(e.in, "quit")
	e.in.Close()
	return e.cmd.Wait()
}

// ExecAll sends the commands at once (GNU Go reads them while the answers
// are read back, so a position's hundreds of queries cost one round trip)
// and returns the responses in order, as Exec does. The first "?" response
// or I/O error stops it.
func (e *Engine) ExecAll(commands []string) ([]string, error) {
	done := make(chan error, 1)
	go func() {
		var sb strings.Builder
		for _, c := range commands {
			sb.WriteString(c)
			sb.WriteByte('\n')
		}
		_, err := io.WriteString(e.in, sb.String())
		done <- err
	}()
	out := make([]string, 0, len(commands))
	var firstErr error
	for _, c := range commands {
		r, err := e.read(c)
		if err != nil && firstErr == nil {
			firstErr = err
		}
		out = append(out, r)
	}
	if err := <-done; err != nil && firstErr == nil {
		firstErr = fmt.Errorf("gnugo: send: %w", err)
	}
	return out, firstErr
}
