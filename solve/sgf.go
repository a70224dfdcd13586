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
// marked with MA on the nodes up to that position (the player to move of
// FirstAnswer when the file does not say), and the area given by
// area, or else by the root's AreaProperty (LA), or else by the root's
// area marks (MarkedArea), or else the default area.
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
	played, upto := 0, len(line)
	for i, n := range line {
		if _, _, isMove := replay.Move(n); isMove {
			if played == pos.Moves {
				upto = i
				break
			}
			played++
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
	if c, ok := FirstAnswer(line[:upto]); ok {
		b.SetToPlay(c)
	}
	// Drop the history of the replay: the problem starts here.
	var p *Problem
	if area == nil {
		var set goboard.PointSet
		var marked bool
		if set, marked, err = MarkedArea(root, b, marks); marked {
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

// FirstAnswer returns the player of a problem file's first answer, who is
// to move when the file does not say: the player of the first move on the
// main line below the last node of path (the nodes from the root to the
// position), if no node of path holds a move or a valid PL.
func FirstAnswer(path []sgf.Node) (goboard.Color, bool) {
	if len(path) == 0 {
		return goboard.Empty, false
	}
	for _, n := range path {
		if _, _, isMove := replay.Move(n); isMove {
			return goboard.Empty, false
		}
		if v, _ := n.Value("PL"); len(v) == 1 && strings.ContainsAny(v, "BbWw12") {
			return goboard.Empty, false // a valid PL (replay warns about the others)
		}
	}
	for _, n := range sgf.MainLine(path[len(path)-1])[1:] {
		if c, _, isMove := replay.Move(n); isMove {
			return c, true
		}
	}
	return goboard.Empty, false
}
