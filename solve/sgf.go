package solve

import (
	"fmt"

	"lifeline/goboard"
	"lifeline/replay"
	"lifeline/sgf"
)

// FromSGF reads the problem of a game: the position after the first moves
// moves of its main line (all of them if moves is negative), the target
// marked with MA on the nodes up to that position, and the area given by
// area, or else by the root's AreaProperty (LA), or else the default area.
// rules are the board's rules. It returns the replay's warnings.
func FromSGF(root sgf.Node, moves int, area *Rect, rules goboard.Rules) (*Problem, []string, error) {
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
	played := 0
	for _, n := range line {
		if _, _, isMove := replay.Move(n); isMove {
			if played == pos.Moves {
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
	// Drop the history of the replay: the problem starts here.
	p, err := FromBoard(b, marks, area)
	if err != nil {
		return nil, pos.Warnings, err
	}
	return p, pos.Warnings, nil
}
