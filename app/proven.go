package app

import (
	"context"
	"strings"
	"testing"

	"fyne.io/fyne/v2"

	"lifeline/benson"
	"lifeline/goboard"
	"lifeline/safety"
	"lifeline/widgets"
)

// Preferences of the safety layers.
const (
	prefProven     = "view.proven"
	prefSafeStones = "view.safeStones"
	prefDead       = "view.dead"
)

// provenState runs the safety verdict for the position on display: the
// static rules at once (microseconds), then the local search in the
// background, cancelled when the position changes.
type provenState struct {
	static *safety.Analyzer
	layers widgets.Proven
	// verdict is a copy of the verdict on display, for the reasons.
	verdict safety.Result
	board   *goboard.Board // the position of verdict
	cancel  context.CancelFunc
	gen     int // the position's generation; a search result for an older one is dropped
}

// updateProven shows the static verdict on the current position at once and
// starts the local search in the background.
func (u *UI) updateProven() {
	ps := u.proven
	if ps == nil {
		ps = &provenState{static: safety.NewAnalyzer()}
		u.proven = ps
	}
	if ps.cancel != nil {
		ps.cancel()
		ps.cancel = nil
	}
	ps.gen++
	res, err := u.doc.Analysis()
	b := u.doc.Board()
	if err != nil || res == nil {
		widgets.BuildProven(&ps.layers, b, nil, nil)
		u.goban.SetProven(&ps.layers)
		u.panel.SetProven(nil) // no verdict: no counts
		return
	}
	v := ps.static.Analyze(context.Background(), b, res, safety.Options{})
	widgets.BuildProven(&ps.layers, b, v, res)
	ps.verdict, ps.board = *v, b
	u.goban.SetProven(&ps.layers)
	u.showProvenCounts()

	if testing.Testing() {
		// Fyne's test driver runs fyne.Do at once on the calling
		// goroutine, which would race with the test: search here.
		v := ps.static.Analyze(context.Background(), b, res, safety.Options{Search: true, TotalNodeLimit: 25000})
		widgets.BuildProven(&ps.layers, b, v, res)
		ps.verdict = *v
		u.goban.SetProven(&ps.layers)
		u.showProvenCounts()
		return
	}
	// The search works on copies: the board and Benson's result change
	// with the next command.
	ctx, cancel := context.WithCancel(context.Background())
	ps.cancel = cancel
	gen := ps.gen
	bc := b.Copy()
	rules := res.Rules
	go func() {
		br, err := benson.Analyze(bc, rules)
		if err != nil {
			return
		}
		a := safety.NewAnalyzer()
		v := a.Analyze(ctx, bc, br, safety.Options{Search: true})
		if ctx.Err() != nil {
			return
		}
		var layers widgets.Proven
		widgets.BuildProven(&layers, bc, v, br)
		fyne.Do(func() {
			if ps.gen != gen {
				return
			}
			ps.layers = layers
			ps.verdict = *v
			u.goban.SetProven(&ps.layers)
			u.showProvenCounts()
		})
	}()
}

// showProvenCounts writes the counts of the safety verdict on display
// into the panel's summary.
func (u *UI) showProvenCounts() {
	if u.proven == nil {
		u.panel.SetProven(nil)
		return
	}
	u.panel.SetProven(&u.proven.layers)
}

// provenWhy says in words what the safety verdict on display proves at p
// and by which rule, for the status line when a point is selected.
func (u *UI) provenWhy(p goboard.Point) string {
	ps := u.proven
	if ps == nil || ps.board != u.doc.Board() || !ps.board.OnBoard(p) {
		return ""
	}
	name := ps.board.Name(p)
	c, why := ps.verdict.Reason(p)
	if why == safety.ReasonNone {
		return name + ": not proven for either colour"
	}
	what := "proven " + c.Name() + "'s"
	if ps.verdict.Dead[c.Opponent()].Has(p) {
		what = "dead " + strings.ToLower(c.Opponent().Name()) + " stone in " + c.Name() + "'s proven territory"
	}
	return name + ": " + what + " (" + why.String() + ")"
}
