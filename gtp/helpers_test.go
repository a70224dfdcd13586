package gtp

import (
	"bytes"
	"context"
	"errors"
	"sync"

	"lifeline/goboard"
)

// fakeSolver stands in for the solver in the engine's tests: without a
// target it fails as the solver does for a position that is not a problem;
// with one it answers "dies" with the first empty point in reading order.
// It honours cancellation.
func fakeSolver(ctx context.Context, b *goboard.Board, p Problem) (*SolveResult, error) {
	if len(p.Marks) == 0 {
		return nil, errors.New("not a problem: no target")
	}
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	for y := 0; y < b.Height(); y++ {
		for x := 0; x < b.Width(); x++ {
			if p := b.Point(x, y); b.At(p) == goboard.Empty {
				return &SolveResult{Result: "dies", Winning: []goboard.Point{p}, Nodes: 42}, nil
			}
		}
	}
	return &SolveResult{Result: "dies", Nodes: 42}, nil
}

// safeBuffer is a bytes.Buffer safe for one writer and one reader.
type safeBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *safeBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *safeBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}
