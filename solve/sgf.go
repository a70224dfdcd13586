package solve

import (
	"fmt"
	"strings"

	"lifeline/goboard"
	"lifeline/replay"
	"lifeline/sgf"
)

// FromSGF reads the problem of a game: the position after the first moves
// moves of its main line (if moves is negative, the problem's position of
// ProblemMoves), the target
// marked with MA on the nodes up to that position (with no move before it
// and no valid PL, the player of the main line's first move is to move), and the area given by
// area, or else by the root's AreaProperty (LA), or else by the root's
// AreaMarks (MarkedArea), or else the default area.
// rules are the board's rules. It returns the replay's warnings.
func FromSGF(root sgf.Node, moves int, area *Rect, rules goboard.Rules) (*Problem, []string, error) {
	if moves < 0 {
		moves = ProblemMoves(root)
	}
	pos, err := replay.MainLine(root, moves, rules)
	if err != nil {
		return nil, nil, err
	}
	b := pos.Board
	if area == nil {
		if v, ok := root.Value(AreaProperty); ok {
			r, err := ParseRect(v, b.Width(), b.Height())
			if err != nil {
				return nil, pos.Warnings, fmt.Errorf("%s[%s]: %w", AreaProperty, v, err)
			}
			area = &r
		}
	}
	var marks []goboard.Point
	line := sgf.MainLine(root)
	played, pl := 0, false
	for _, n := range line {
		if c, _, isMove := replay.Move(n); isMove {
			if played == pos.Moves {
				if played == 0 && !pl {
					// A problem file without PL: the first answer's
					// player is to move.
					b.SetToPlay(c)
				}
				break
			}
			played++
		}
		if v, _ := n.Value("PL"); strings.ContainsAny(v, "BbWw12") && len(v) == 1 {
			pl = true // a valid PL (replay warns about the others)
		}
		pts, err := sgf.ExpandPoints(n.Values("MA"))
		if err != nil {
			pos.Warnings = append(pos.Warnings, fmt.Sprintf("MA: %v", err))
		}
		for _, sp := range pts {
			if b.Contains(sp.X, sp.Y) {
				marks = append(marks, b.Point(sp.X, sp.Y))
			}
		}
	}
	// Drop the history of the replay: the problem starts here.
	var p *Problem
	if area == nil {
		var set goboard.PointSet
		var marked bool
		if set, marked, err = MarkedArea(root, b); marked {
			p, err = FromBoardIn(b, marks, set)
		}
	}
	if p == nil && err == nil {
		p, err = FromBoard(b, marks, area)
	}
	if err != nil {
		return nil, pos.Warnings, err
	}
	return p, pos.Warnings, nil
}

// ProblemMoves returns the moves of the main line that lead to the problem
// of a game when none are given: none if the nodes before its first move
// hold setup stones (AB or AW) and the root no handicap (HA), as in problem
// files, whose moves are the answers' variations (the first of them is the
// main line); otherwise all of them (-1), as in a game record.
func ProblemMoves(root sgf.Node) int {
	if _, ok := root.Value("HA"); ok {
		return -1
	}
	for _, n := range sgf.MainLine(root) {
		if _, _, isMove := replay.Move(n); isMove {
			return -1
		}
		if len(n.Values("AB")) > 0 || len(n.Values("AW")) > 0 {
			return 0
		}
	}
	return -1
}
