package document

import (
	"fmt"
	"slices"

	"lifeline/goboard"
	"lifeline/sgf"
)

// setupID returns the setup property that sets up colour c.
func setupID(c goboard.Color) string {
	switch c {
	case goboard.Black:
		return "AB"
	case goboard.White:
		return "AW"
	}
	return "AE"
}

// SetStones sets up the points pts with colour c (goboard.Empty erases) as
// AB, AW and AE properties. The edit goes to the current node when it has
// no move; otherwise (like Sabaki) a new child setup node is added and the
// cursor moves to it. Points whose colour does not change are left alone.
// The edit is one step for Undo.
func (d *Document) SetStones(pts []goboard.Point, c goboard.Color) error {
	if c != goboard.Empty && c != goboard.Black && c != goboard.White {
		return fmt.Errorf("setup: %v is not a stone colour", c)
	}
	for _, p := range pts {
		if !d.board.OnBoard(p) {
			return fmt.Errorf("setup: point %d is off the board", p)
		}
	}
	return d.editSetup(func(n sgf.Node, prior *goboard.Board) {
		setPoints(n, prior, pts, c)
	})
}

// SetStone sets up one point; see SetStones.
func (d *Document) SetStone(p goboard.Point, c goboard.Color) error {
	return d.SetStones([]goboard.Point{p}, c)
}

// SetPlayer records c as the player to move (PL) at the cursor, on the
// current node or a new setup node as for SetStones.
func (d *Document) SetPlayer(c goboard.Color) error {
	var v string
	switch c {
	case goboard.Black:
		v = "B"
	case goboard.White:
		v = "W"
	default:
		return fmt.Errorf("set player: %v is not a player", c)
	}
	return d.editSetup(func(n sgf.Node, _ *goboard.Board) { n.Set("PL", v) })
}

// ClearBoard removes every stone of the position at the cursor by setup
// (AE), on the current node or a new setup node as for SetStones.
func (d *Document) ClearBoard() error {
	var stones []goboard.Point
	w, h := d.board.Width(), d.board.Height()
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			if p := d.board.Point(x, y); d.board.At(p) != goboard.Empty {
				stones = append(stones, p)
			}
		}
	}
	if len(stones) == 0 {
		return nil
	}
	return d.SetStones(stones, goboard.Empty)
}

// editSetup changes the setup of the node at the cursor with change, which
// is given the node and the position before it. A node with a move is not
// changed: a new child node gets the setup instead.
func (d *Document) editSetup(change func(n sgf.Node, prior *goboard.Board)) error {
	cur := d.Current()
	if _, _, ok := nodeMove(cur); ok {
		node := sgf.NewNode()
		change(node, d.board)
		if len(node.Props()) == 0 {
			return nil
		}
		cur.AddChild(node)
		d.record(edit{kind: editAdd, parent: cur, node: node, index: cur.NumChildren() - 1})
		d.enter(node)
		return nil
	}
	before := cur.Props()
	d.leave()
	change(cur, d.board)
	d.enter(cur)
	after := cur.Props()
	if propsEqual(before, after) {
		return nil
	}
	d.record(edit{kind: editProps, node: cur, before: before, after: after})
	return nil
}

// setPoints makes n set up pts with colour c, given the position before n:
// each point is taken out of the node's AB, AW and AE (compressed
// rectangles are expanded only where a point goes), then added to the
// property of c if the position before n does not already have c there.
func setPoints(n sgf.Node, prior *goboard.Board, pts []goboard.Point, c goboard.Color) {
	drop := make(map[string]bool, len(pts))
	for _, p := range pts {
		drop[prior.SGF(p)] = true
	}
	for _, id := range []string{"AE", "AB", "AW"} {
		dropPoints(n, id, func(s string) bool { return drop[s] })
	}
	var add []string
	for _, p := range pts {
		if prior.At(p) != c {
			add = append(add, prior.SGF(p))
		}
	}
	if len(add) > 0 {
		id := setupID(c)
		n.Set(id, append(slices.Clone(n.Values(id)), add...)...)
	}
}

// propsEqual reports whether two property lists are the same.
func propsEqual(a, b []sgf.Property) bool {
	return slices.EqualFunc(a, b, func(p, q sgf.Property) bool {
		return p.ID == q.ID && slices.Equal(p.Values, q.Values)
	})
}
