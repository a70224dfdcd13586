package document

import (
	"errors"
	"fmt"

	"lifeline/sgf"
)

// GoToNode moves the cursor to node n of the game tree, replaying only the
// moves between the common ancestor of the cursor and n.
func (d *Document) GoToNode(n *sgf.Node) error {
	if n == nil {
		return errors.New("go to node: no node")
	}
	var line []*sgf.Node
	for x := n; x != nil; x = x.Parent {
		line = append(line, x)
	}
	if line[len(line)-1] != d.root {
		return fmt.Errorf("go to node: %w", ErrNotInGame)
	}
	// line is from n up to the root: find how much of the cursor's path it
	// shares
	k := 0
	for k < len(d.path) && k < len(line) && d.path[k] == line[len(line)-1-k] {
		k++
	}
	for len(d.path) > k {
		d.leave()
	}
	for i := len(line) - 1 - k; i >= 0; i-- {
		d.enter(line[i])
	}
	return nil
}

// ErrNotInGame is returned by GoToNode for a node of another tree.
var ErrNotInGame = errors.New("the node is not in this game")

// TreeRow is one node of the game tree as a row of an outline: the nodes in
// pre-order, a variation indented one level deeper than the line it
// branches from.
type TreeRow struct {
	Node *sgf.Node
	// Level is the variation depth: 0 on the main line, one more for each
	// branch taken off the first child.
	Level int
	// Move is the move number of the node (moves from the root to it).
	Move int
	// Branch is true for the first node of a variation (a child other than
	// the first).
	Branch bool
}

// TreeRows returns the game tree as an outline. It walks the tree without
// recursion, so it is fine for very deep trees.
func (d *Document) TreeRows() []TreeRow {
	type item struct {
		n      *sgf.Node
		level  int
		move   int
		branch bool
	}
	var rows []TreeRow
	stack := []item{{n: d.root}}
	for len(stack) > 0 {
		it := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		move := it.move
		if _, _, ok := nodeMove(it.n); ok {
			move++
		}
		rows = append(rows, TreeRow{Node: it.n, Level: it.level, Move: move, Branch: it.branch})
		for i := len(it.n.Children) - 1; i >= 0; i-- {
			level := it.level
			if i > 0 {
				level++
			}
			stack = append(stack, item{n: it.n.Children[i], level: level, move: move, branch: i > 0})
		}
	}
	return rows
}
