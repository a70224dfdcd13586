package app

import (
	"context"
	"fmt"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"lifeline/document"
	"lifeline/goboard"
	"lifeline/solve"
)

// solveProblem is the Solve command: it reads the life-and-death problem of
// the position at the cursor (the target marked with MA, the area from the
// root's LA property or the default one), solves it off the UI thread with
// a progress dialog and a Cancel button, and shows the answer.
func (u *UI) solveProblem() {
	p, err := u.problemAtCursor()
	if err != nil {
		dialog.ShowError(fmt.Errorf("this position is not a life-and-death problem: %w", err), u.win)
		return
	}
	ctx, cancel := context.WithCancel(context.Background())
	progress := widget.NewLabel("Starting…")
	bar := widget.NewProgressBarInfinite()
	dlg := dialog.NewCustom("Solving", "Cancel", container.NewVBox(bar, progress), u.win)
	dlg.SetOnClosed(cancel)
	dlg.Show()
	doc := u.doc
	go func() {
		res, err := solve.Solve(ctx, p, solve.Options{Progress: func(pr solve.Progress) {
			text := fmt.Sprintf("%d nodes, depth %d, %s", pr.Nodes, pr.Depth, pr.Elapsed.Round(100*time.Millisecond))
			fyne.Do(func() { progress.SetText(text) })
		}})
		fyne.Do(func() {
			dlg.Hide()
			cancel()
			if u.doc != doc {
				return // another document was opened meanwhile
			}
			if res == nil {
				dialog.ShowError(err, u.win)
				return
			}
			u.showSolution(p, res)
		})
	}()
}

// problemAtCursor reads the problem of the position at the cursor from a
// copy of the board.
func (u *UI) problemAtCursor() (*solve.Problem, error) {
	b := u.doc.Board().Copy()
	b.SetRules(u.doc.Rules())
	var marks []goboard.Point
	for _, m := range u.doc.Marks() {
		if m.Kind == document.MarkCross {
			marks = append(marks, m.Point)
		}
	}
	var area *solve.Rect
	if v, ok := u.doc.Root().Value(solve.AreaProperty); ok {
		r, err := solve.ParseRect(v, b.Width(), b.Height())
		if err != nil {
			return nil, fmt.Errorf("%s[%s]: %w", solve.AreaProperty, v, err)
		}
		area = &r
	}
	return solve.FromBoard(b, marks, area)
}

// solutionMarks returns the board markup of an answer: a circle on every
// winning first move, a cross on every failing one.
func solutionMarks(res *solve.Result) []document.Mark {
	var out []document.Mark
	for _, q := range res.Winning {
		if q != goboard.Pass {
			out = append(out, document.Mark{Point: q, Kind: document.MarkCircle})
		}
	}
	for _, r := range res.Refutations {
		if r.Move != goboard.Pass {
			out = append(out, document.Mark{Point: r.Move, Kind: document.MarkCross})
		}
	}
	return out
}

// solutionText returns the answer in words: the verdict, then each failing
// first move with its refutation.
func solutionText(g goboard.Geometry, res *solve.Result) string {
	var sb strings.Builder
	sb.WriteString(res.Verdict(g))
	for _, r := range res.Refutations {
		fmt.Fprintf(&sb, "\n%s %s fails: %s answers %s.", res.ToPlay.Name(), g.Name(r.Move), res.ToPlay.Opponent().Name(), answerName(g, r.Answer))
	}
	if len(res.Undecided) > 0 {
		names := make([]string, len(res.Undecided))
		for i, q := range res.Undecided {
			names[i] = g.Name(q)
		}
		fmt.Fprintf(&sb, "\nNot decided within the limits: %s.", strings.Join(names, ", "))
	}
	fmt.Fprintf(&sb, "\n\n%d nodes in %s.", res.Nodes, res.Elapsed.Round(time.Millisecond))
	return sb.String()
}

func answerName(g goboard.Geometry, p goboard.Point) string {
	if p == goboard.NoPoint {
		return "?"
	}
	return g.Name(p)
}

// showSolution marks the first moves on the board (winning: circle,
// failing: cross; until the next change), puts the verdict in the status
// line and shows the answer with a button that adds it to the game tree.
func (u *UI) showSolution(p *solve.Problem, res *solve.Result) {
	g := p.Board.Geometry
	u.goban.SetMarkup(append(u.doc.Marks(), solutionMarks(res)...))
	u.say(res.Verdict(g))
	text := widget.NewLabel(solutionText(g, res))
	text.Wrapping = fyne.TextWrapWord
	scroll := container.NewVScroll(text)
	scroll.SetMinSize(fyne.NewSize(460, 220))
	var dlg dialog.Dialog
	add := widget.NewButton("Add as variations", func() {
		dlg.Hide()
		u.run(func() error { return addSolution(u.doc, res) })
		u.say("The solution was added as variations (C[Correct] / C[Wrong]).")
	})
	add.Disable()
	if res.Status != solve.Unknown {
		add.Enable()
	}
	dlg = dialog.NewCustom("Solution", "Close", container.NewBorder(nil, add, nil, nil, scroll), u.win)
	dlg.Show()
}

// addSolution adds the answer to the game tree below the node at the
// cursor: the main line, its first move commented "Correct" when it
// achieves the result for the side to move, and each failing first move
// commented "Wrong" followed by its refutation. The cursor comes back to
// where it was. Each new node is an ordinary edit of the document, as when
// the user plays the move.
func addSolution(d *document.Document, res *solve.Result) error {
	start := d.Current()
	back := func() error { return d.GoToNode(start) }
	play := func(q goboard.Point) error {
		if q == goboard.Pass {
			return d.Pass()
		}
		return d.Play(q)
	}
	comment := func(c string) {
		if old := d.Comment(); old == "" {
			d.SetComment(c)
		} else if !strings.Contains(old, c) {
			d.SetComment(old + "\n" + c)
		}
	}
	if len(res.Line) > 0 {
		for i, q := range res.Line {
			if err := play(q); err != nil {
				break // a ko retake that needs a threat: the line stops here
			}
			if i == 0 && len(res.Winning) > 0 {
				comment("Correct")
			}
		}
		if err := back(); err != nil {
			return err
		}
	}
	for _, r := range res.Refutations {
		if err := play(r.Move); err != nil {
			continue
		}
		comment("Wrong")
		if r.Answer != goboard.NoPoint {
			_ = play(r.Answer)
		}
		if err := back(); err != nil {
			return err
		}
	}
	return nil
}
