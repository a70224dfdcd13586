// Package replay builds goboard positions from SGF game trees: it applies a
// node's setup properties (AB, AW, AE, PL) and its move (B or W) to a board,
// and replays the main line of a game.
package replay

import (
	"fmt"

	"lifeline/goboard"
	"lifeline/sgf"
)

// NewBoard returns an empty board of the size given by the root's SZ
// property (19x19 by default).
func NewBoard(root sgf.Node) (*goboard.Board, error) {
	w, h, err := sgf.BoardSize(root)
	if err != nil {
		return nil, err
	}
	return goboard.New(w, h)
}

// Move returns the colour and the raw value of the move of n, if it has one.
func Move(n sgf.Node) (goboard.Color, string, bool) {
	if v, ok := n.Value("B"); ok {
		return goboard.Black, v, true
	}
	if v, ok := n.Value("W"); ok {
		return goboard.White, v, true
	}
	return goboard.Empty, "", false
}

// ApplyNode applies the setup properties and then the move of n to b, as
// undoable board actions. Moves that break the rules (ko, suicide) are
// replayed anyway, captures resolved, and reported in the warnings; so are
// setup points off the board. A move that cannot be played at all (off the
// board, or on an occupied point) is an error; the setup before it stays
// applied.
func ApplyNode(b *goboard.Board, n sgf.Node) (warnings []string, err error) {
	setup := func(id string, c goboard.Color) {
		values := n.Values(id)
		if len(values) == 0 {
			return
		}
		pts, err := sgf.ExpandPoints(values)
		if err != nil {
			warnings = append(warnings, fmt.Sprintf("%s: %v", id, err))
		}
		// One board action for the whole list: AE[aa:ss] is a few bytes
		// and must not cost a board action per point.
		on := make([]goboard.Point, 0, len(pts))
		for _, sp := range pts {
			if !b.Contains(sp.X, sp.Y) {
				warnings = append(warnings, fmt.Sprintf("%s[%s] is off the %dx%d board", id, sp, b.Width(), b.Height()))
				continue
			}
			on = append(on, b.Point(sp.X, sp.Y))
		}
		if err := b.SetupPoints(on, c); err != nil {
			warnings = append(warnings, fmt.Sprintf("%s: %v", id, err))
		}
	}
	setup("AE", goboard.Empty)
	setup("AB", goboard.Black)
	setup("AW", goboard.White)
	if v, ok := n.Value("PL"); ok {
		if c, ok := Player(v); ok {
			b.SetToPlay(c)
		} else {
			warnings = append(warnings, fmt.Sprintf("PL[%s] is not a player", v))
		}
	}
	c, v, ok := Move(n)
	if !ok {
		return warnings, nil
	}
	sp, pass, err := sgf.ParseMove(v, b.Width(), b.Height())
	if err != nil {
		return warnings, fmt.Errorf("%s[%s]: %w", c, v, err)
	}
	if pass {
		b.Pass(c)
		return warnings, nil
	}
	p := b.Point(sp.X, sp.Y)
	if err := b.Play(p, c); err != nil {
		if err := b.PlayUnchecked(p, c); err != nil {
			return warnings, fmt.Errorf("%s[%s]: %w", c, v, err)
		}
		warnings = append(warnings, fmt.Sprintf("%s[%s] replayed although illegal: %v", c, v, err))
	}
	return warnings, nil
}

// Player reads a PL value: "B", "b" or "1" is Black, "W", "w" or "2"
// White; ok is false for anything else.
func Player(v string) (c goboard.Color, ok bool) {
	switch v {
	case "B", "b", "1":
		return goboard.Black, true
	case "W", "w", "2":
		return goboard.White, true
	}
	return goboard.Empty, false
}

// Position is a board built from a game's main line.
type Position struct {
	Board    *goboard.Board
	Moves    int      // moves replayed
	Total    int      // moves on the main line
	Warnings []string // each prefixed with its move number
}

// MainLine replays the main line of the game with the given root up to and
// including its moves-th move (all of them if moves is negative), applying
// the setup properties on the way, and returns the position. An error names
// the move number and point of a move that cannot be replayed.
func MainLine(root sgf.Node, moves int, rules goboard.Rules) (*Position, error) {
	b, err := NewBoard(root)
	if err != nil {
		return nil, err
	}
	b.SetRules(rules)
	pos := &Position{Board: b}
	line := sgf.MainLine(root)
	for _, n := range line {
		if _, _, ok := Move(n); ok {
			pos.Total++
		}
	}
	if moves < 0 || moves > pos.Total {
		moves = pos.Total
	}
	played := 0
	for _, n := range line {
		_, _, isMove := Move(n)
		if isMove && played == moves {
			break
		}
		if isMove {
			played++
		}
		warnings, err := ApplyNode(b, n)
		for _, w := range warnings {
			pos.Warnings = append(pos.Warnings, fmt.Sprintf("move %d: %s", played, w))
		}
		if err != nil {
			return nil, fmt.Errorf("move %d: %w", played, err)
		}
	}
	pos.Moves = played
	return pos, nil
}
