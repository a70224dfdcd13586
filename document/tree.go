package document

import (
	"errors"
	"fmt"

	"lifeline/goboard"
	"lifeline/sgf"
)

// GoToNode moves the cursor to node n of the game tree, replaying only the
// moves between the common ancestor of the cursor and n.
func (d *Document) GoToNode(n sgf.Node) error {
	if n.IsZero() {
		return errors.New("go to node: no node")
	}
	var line []sgf.Node
	for x := n; !x.IsZero(); x = x.Parent() {
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
	Node sgf.Node
	// Level is the variation depth: 0 on the main line, one more for each
	// branch taken off the first child.
	Level int
	// Move is the move number of the node (moves from the root to it).
	Move int
	// Branch is true for the first node of a variation (a child other than
	// the first).
	Branch bool
	// Warnings are the problems of the node when it is replayed, such as a
	// recorded move that breaks the rules (replayed anyway); nil if none.
	// They are the same as Document.Warnings with the cursor at the node.
	Warnings []string
}

// TreeRows returns the game tree as an outline. It walks the tree without
// recursion, so it is fine for very deep trees, replaying every node on a
// board of its own to find its warnings.
func (d *Document) TreeRows() []TreeRow {
	type item struct {
		n      sgf.Node
		level  int
		move   int
		branch bool
		parent frame // the board after the parent node
	}
	b, err := goboard.New(d.board.Width(), d.board.Height())
	if err != nil {
		b = nil // cannot happen: the document's board has this size
	} else {
		b.SetRules(d.rules)
	}
	var rows []TreeRow
	var kids []sgf.Node
	stack := []item{{n: d.root}}
	for len(stack) > 0 {
		it := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		move := it.move
		if _, _, ok := nodeMove(it.n); ok {
			move++
		}
		row := TreeRow{Node: it.n, Level: it.level, Move: move, Branch: it.branch}
		var after frame
		if b != nil {
			// back to the position after the parent, then this node
			for b.Depth() > it.parent.depth {
				b.Undo()
			}
			if it.n != d.root {
				b.SetToPlay(it.parent.toPlay)
			}
			row.Warnings = applyNode(b, it.n)
			after = frame{depth: b.Depth(), toPlay: b.ToPlay()}
		}
		rows = append(rows, row)
		kids = it.n.Children()
		for i := len(kids) - 1; i >= 0; i-- {
			level := it.level
			if i > 0 {
				level++
			}
			stack = append(stack, item{n: kids[i], level: level, move: move, branch: i > 0, parent: after})
		}
	}
	return rows
}
