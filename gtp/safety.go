package gtp

import (
	"context"

	"lifeline/benson"
	"lifeline/goboard"
	"lifeline/safety"
)

// NewSafetyProver returns the proven verdict of the safety package (the
// engine's default): Benson's pass-alive chains and safe points, KataGo's
// pass-alive territory and, with search, the bounded local search under
// alternating play, every claim checked by an exhaustive search in that
// package's tests. Alive is safety's Safe (stones never captured), Dead its
// dead stones, Territory the empty points it proves. The analysers are kept
// between calls (not safe for concurrent use).
func NewSafetyProver(search bool) ProveFunc {
	ba, sa := benson.NewAnalyzer(), safety.NewAnalyzer()
	return func(ctx context.Context, b *goboard.Board) (*Verdict, error) {
		br, err := ba.Analyze(b, b.Rules())
		if err != nil {
			return nil, err
		}
		r := sa.Analyze(ctx, b, br, safety.Options{Search: search})
		v := &Verdict{Reasons: "the safety package: Benson, pass-alive territory (KataGo's rule)"}
		if search {
			v.Reasons += ", local search under alternating play"
		}
		for _, c := range []goboard.Color{goboard.Black, goboard.White} {
			v.Alive[c] = r.Safe[c]
			v.Dead[c] = r.Dead[c]
			for _, p := range r.Proven[c].AppendTo(nil) {
				if b.At(p) == goboard.Empty {
					v.Territory[c].Add(p)
				}
			}
		}
		reasons := make(map[goboard.Point]string)
		for _, c := range []goboard.Color{goboard.Black, goboard.White} {
			for _, p := range r.Proven[c].AppendTo(nil) {
				_, why := r.Reason(p)
				reasons[p] = why.String()
			}
		}
		v.Reason = func(p goboard.Point) string { return reasons[p] }
		return v, nil
	}
}
