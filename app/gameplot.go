package app

import (
	"context"
	"testing"

	"fyne.io/fyne/v2"

	"lifeline/benson"
	"lifeline/document"
	"lifeline/goboard"
	"lifeline/replay"
	"lifeline/safety"
	"lifeline/sgf"
	"lifeline/widgets"
)

// plotKey identifies the line the whole-game plot was computed for.
type plotKey struct {
	doc   *document.Document
	rev   int
	end   sgf.Node // the last node of the line
	rules goboard.Rules
}

// plotState holds the whole-game plot's cache and its background
// computation.
type plotState struct {
	key    plotKey
	cancel context.CancelFunc
	plot   *widgets.GamePlot
}

// newGamePlot makes the plot under the board; a tap jumps to the move.
func (u *UI) newGamePlot() *widgets.GamePlot {
	p := widgets.NewGamePlot()
	p.OnJump = func(n int) { u.run(func() error { u.doc.GoTo(n); return nil }) }
	u.plot = &plotState{plot: p}
	return p
}

// updatePlot marks the current move and, when the line changed, shows the
// plot if the line has 2 moves or more and recomputes
// the points proven at every move in the background (the positions are
// replayed here, the analyses run off the UI thread; the plot fills in as
// they come, and a newer line cancels the computation).
func (u *UI) updatePlot() {
	ps := u.plot
	if ps == nil {
		return
	}
	d := u.doc
	ps.plot.SetCurrent(d.MoveNumber())
	end := d.Current()
	for end.NumChildren() > 0 {
		end = end.Child(0)
	}
	key := plotKey{doc: d, rev: d.Revision(), end: end, rules: d.Rules()}
	if key == ps.key {
		return
	}
	ps.key = key
	if ps.cancel != nil {
		ps.cancel()
	}
	boards := lineBoards(d)
	moves := len(boards) - 1
	// A problem or a position with a move or none has nothing to plot.
	if moves < 2 {
		ps.plot.Hide()
	} else {
		ps.plot.Show()
	}
	area := 1
	if len(boards) > 0 {
		area = boards[0].Width() * boards[0].Height()
	}
	// The static verdict at once (microseconds a move), then the search.
	staticB, staticW := provenSeries(context.Background(), boards, key.rules, safety.Options{}, nil)
	ps.plot.SetSeries(staticB, staticW, moves, area)
	if testing.Testing() {
		return // Fyne's test driver would run the updates on the search goroutine
	}
	ctx, cancel := context.WithCancel(context.Background())
	ps.cancel = cancel
	rules := key.rules
	go func() {
		provenSeries(ctx, boards, rules, safety.Options{Search: true}, func(b, w []int) {
			// The searched prefix replaces the static counts.
			black := append(b, staticB[len(b):]...)
			white := append(w, staticW[len(w):]...)
			fyne.Do(func() {
				if ctx.Err() == nil {
					ps.plot.SetSeries(black, white, moves, area)
				}
			})
		})
	}()
}

// provenSeries returns the points proven for Black and White on each board;
// progress, if not nil, gets copies of the series so far every 32 boards
// and at the end. It returns nil if ctx was cancelled.
func provenSeries(ctx context.Context, boards []*goboard.Board, rules goboard.Rules, opt safety.Options, progress func(black, white []int)) (black, white []int) {
	black, white = make([]int, 0, len(boards)), make([]int, 0, len(boards))
	ba := benson.NewAnalyzer()
	a := safety.NewAnalyzer()
	for i, b := range boards {
		if ctx.Err() != nil {
			return nil, nil
		}
		nb, nw := 0, 0
		if br, err := ba.Analyze(b, rules); err == nil {
			v := a.Analyze(ctx, b, br, opt)
			nb, nw = v.Proven[goboard.Black].Len(), v.Proven[goboard.White].Len()
		}
		black, white = append(black, nb), append(white, nw)
		if progress != nil && (i%32 == 31 || i == len(boards)-1) {
			progress(append([]int(nil), black...), append([]int(nil), white...))
		}
	}
	return black, white
}

// lineBoards replays the current line (the cursor's path, then first
// children) and returns the board after every move, index 0 the start.
func lineBoards(d *document.Document) []*goboard.Board {
	root := d.Root()
	b, err := replay.NewBoard(root)
	if err != nil {
		return nil
	}
	b.SetRules(d.Rules())
	nodes := append([]sgf.Node(nil), d.Path()...)
	for n := d.Current(); n.NumChildren() > 0; {
		n = n.Child(0)
		nodes = append(nodes, n)
	}
	boards := []*goboard.Board{b.Copy()}
	for i, n := range nodes {
		// As the document does: a move that cannot be played leaves the
		// position as it was, and the line goes on.
		_, _ = replay.ApplyNode(b, n)
		if _, _, ok := replay.Move(n); ok {
			boards = append(boards, b.Copy())
		} else if i == 0 {
			boards[0] = b.Copy() // the root's setup
		}
	}
	return boards
}
