package solve

import (
	"errors"
	"fmt"

	"lifeline/goboard"
	"lifeline/replay"
	"lifeline/sgf"
)

// FromSGF reads the problem of a game: the position after the first moves
// moves of its main line (if moves is negative, the problem's position of
// ProblemMoves), read by FromPath from the main line's nodes up to that
// position, with area given or nil. rules are the board's rules. It returns
// the replay's warnings and FromPath's.
func FromSGF(root sgf.Node, moves int, area *Rect, rules goboard.Rules) (*Problem, []string, error) {
	if moves < 0 {
		moves = ProblemMoves(root)
	}
	pos, err := replay.MainLine(root, moves, rules)
	if err != nil {
		return nil, nil, err
	}
	// Drop the history of the replay: the problem starts here.
	p, warnings, err := FromPath(root, pathTo(sgf.MainLine(root), pos.Moves), pos.Board, area)
	return p, append(pos.Warnings, warnings...), err
}

// ProblemNode returns the node of the position FromSGF reads with the same
// root and moves: the last node before the main line's next move, whose
// variations are a problem file's answers (see CheckAnswer).
func ProblemNode(root sgf.Node, moves int) sgf.Node {
	if moves < 0 {
		moves = ProblemMoves(root)
	}
	path := pathTo(sgf.MainLine(root), moves)
	if len(path) == 0 {
		return root
	}
	return path[len(path)-1]
}

// pathTo returns the nodes of line up to the position after its first
// moves moves (all of them if moves is negative or more than the line
// holds): the nodes before the next move.
func pathTo(line []sgf.Node, moves int) []sgf.Node {
	played := 0
	for i, n := range line {
		if _, _, isMove := replay.Move(n); isMove {
			if played == moves {
				return line[:i]
			}
			played++
		}
	}
	return line
}

// FromPath reads the problem of position b of the game with the given root,
// reached by the nodes of path (from the root on): the target marked with
// MA on those nodes (an MA value that cannot be read is a warning), the
// player to move of FirstAnswer when the file does not say, and the area
// given, or else the root's AreaProperty (LA), or else the root's area
// marks (MarkedArea), or else the default area, and when that holds no
// problem in a file without MA marks, its SL or SQ points
// (fromUnmarkedArea). The problem keeps b.
func FromPath(root sgf.Node, path []sgf.Node, b *goboard.Board, area *Rect) (*Problem, []string, error) {
	var warnings []string
	var marks []goboard.Point
	for _, n := range path {
		pts, err := sgf.ExpandPoints(n.Values("MA"))
		if err != nil {
			warnings = append(warnings, fmt.Sprintf("MA: %v", err))
		}
		for _, sp := range pts {
			if b.Contains(sp.X, sp.Y) {
				marks = append(marks, b.Point(sp.X, sp.Y))
			}
		}
	}
	if c, ok := FirstAnswer(path); ok {
		b.SetToPlay(c)
	}
	if area != nil {
		p, err := FromBoard(b, marks, area)
		return p, warnings, err
	}
	if v, ok := root.Value(AreaProperty); ok {
		r, err := ParseRect(v, b.Width(), b.Height())
		if err != nil {
			return nil, warnings, fmt.Errorf("%s[%s]: %w", AreaProperty, v, err)
		}
		p, err := FromBoard(b, marks, &r)
		return p, warnings, err
	}
	set, marked, err := MarkedArea(root, b, marks)
	switch {
	case err != nil:
		return nil, warnings, err
	case marked:
		p, err := FromBoardIn(b, marks, set)
		return p, warnings, err
	}
	p, err := FromBoard(b, marks, nil)
	if err != nil && len(marks) == 0 && (errors.Is(err, ErrEmptyArea) || errors.Is(err, ErrNoTarget)) {
		// A file without target marks whose stones are not enclosed:
		// its SL or SQ marks, if they make a problem.
		if q, ok := fromUnmarkedArea(root, b); ok {
			return q, warnings, nil
		}
	}
	return p, warnings, err
}

// fromUnmarkedArea reads the problem of a file that marks no target and
// whose default area holds none from the points its root marks with SL, or
// else SQ: the area is those points and the stones of every chain whose
// liberties all lie among them (such chains are enclosed, the target's
// chains among them; see FromBoard for the defender). It reports whether
// one of the two marks made a problem.
func fromUnmarkedArea(root sgf.Node, b *goboard.Board) (*Problem, bool) {
	for _, id := range [...]string{"SL", "SQ"} {
		set, _ := markedPoints(root, b, id) // points off the board left out
		if set.Len() == 0 {
			continue
		}
		area := set
		for _, h := range b.Chains(nil) {
			if libs := b.LibertySet(h); libs.SubsetOf(&set) {
				for _, s := range b.ChainStones(h, nil) {
					area.Add(s)
				}
			}
		}
		if p, err := FromBoardIn(b, nil, area); err == nil {
			return p, true
		}
	}
	return nil, false
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
		if v, _ := n.Value("PL"); v != "" {
			if _, ok := replay.Player(v); ok {
				return goboard.Empty, false // replay warns about the others
			}
		}
	}
	for _, n := range sgf.MainLine(path[len(path)-1])[1:] {
		if c, _, isMove := replay.Move(n); isMove {
			return c, true
		}
	}
	return goboard.Empty, false
}
