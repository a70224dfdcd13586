package gtp

import (
	"context"
	"fmt"
	"time"

	"lifeline/goboard"
	"lifeline/solve"
)

// DefaultSolveTimeout bounds a solve started by a GTP command; the search
// then answers "unknown" (and genmove passes). "# interrupt" stops it
// sooner.
const DefaultSolveTimeout = 30 * time.Second

// NewSolver returns the life-and-death solver of package solve as the
// engine's SolveFunc: the problem is read from the position with the loaded
// file's MA marks and LA area (solve.FromBoard: without marks, the
// defender's stones inside the default area), and each search stops after
// timeout (0: no limit).
func NewSolver(timeout time.Duration) SolveFunc {
	return func(ctx context.Context, b *goboard.Board, pr Problem) (*SolveResult, error) {
		var area *solve.Rect
		if pr.Area != "" {
			r, err := solve.ParseRect(pr.Area, b.Width(), b.Height())
			if err != nil {
				return nil, fmt.Errorf("not a problem: LA[%s]: %v", pr.Area, err)
			}
			area = &r
		}
		p, err := solve.FromBoard(b.Copy(), pr.Marks, area)
		if err != nil {
			return nil, fmt.Errorf("not a problem: %v", err)
		}
		r, err := solve.Solve(ctx, p, solve.Options{Timeout: timeout, NoReasons: true}) // GTP answers carry no reasons
		if err != nil {
			return nil, fmt.Errorf("not a problem: %v", err)
		}
		res := &SolveResult{Result: r.Status.String(), Winning: r.Winning, Undecided: r.Undecided, Nodes: r.Nodes}
		if r.Status == solve.Unknown && r.Least < r.Most {
			if r.Least > solve.LevelDies {
				res.AtLeast = levelWords(r.Defender, r.Least)
			}
			if r.Most < solve.LevelLives {
				res.AtMost = levelWords(r.Defender, r.Most)
			}
		}
		return res, nil
	}
}

// levelWords is a level in lifeline-solve's terms: "dies", "seki", "lives",
// or "ko" and the side needing ko threats ("ko W").
func levelWords(def goboard.Color, l solve.Level) string {
	if c := l.KoThreats(def); c != goboard.Empty {
		return "ko " + c.String()
	}
	return l.Status().String()
}
