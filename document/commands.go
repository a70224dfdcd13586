package document

import (
	"fmt"

	"lifeline/goboard"
	"lifeline/sgf"
)

// Play plays the side to move at p. If the current node already has a child
// with that move, the cursor just goes there; otherwise a new child node is
// added (a new variation when the node has other children). An illegal move
// returns the board's *goboard.MoveError (test with errors.Is against
// goboard.ErrOccupied, ErrSuicide, ErrKo) and changes nothing.
func (d *Document) Play(p goboard.Point) error {
	return d.move(p, d.board.ToPlay())
}

// Pass passes for the side to move, like Play.
func (d *Document) Pass() error { return d.move(goboard.Pass, d.board.ToPlay()) }

func (d *Document) move(p goboard.Point, c goboard.Color) error {
	value := d.board.SGF(p) // "" for a pass
	if p != goboard.Pass && value == "" {
		return fmt.Errorf("play: point %d is off the board", p)
	}
	id := "B"
	if c == goboard.White {
		id = "W"
	}
	cur := d.Current()
	for _, child := range cur.Children {
		if mc, v, ok := nodeMove(child); ok && mc == c && sameMove(v, value, d.board) {
			d.enter(child)
			return nil
		}
	}
	if err := d.board.Check(p, c); err != nil {
		return err
	}
	node := &sgf.Node{}
	node.Set(id, value)
	cur.AddChild(node)
	d.record(edit{parent: cur, node: node, index: len(cur.Children) - 1})
	d.enter(node)
	return nil
}

// sameMove reports whether two SGF move values are the same move ("" and
// "tt" are both passes on small boards).
func sameMove(a, b string, g *goboard.Board) bool {
	if a == b {
		return true
	}
	pa, err1 := g.FromSGF(a)
	pb, err2 := g.FromSGF(b)
	return err1 == nil && err2 == nil && pa == pb
}

// record pushes an edit and forgets the edits that were taken back.
func (d *Document) record(e edit) {
	d.edits = append(d.edits, e)
	d.redo = d.redo[:0]
	d.version++
}

// CanUndo reports whether Undo would do something.
func (d *Document) CanUndo() bool { return len(d.path) > 1 }

// CanRedo reports whether Redo would do something.
func (d *Document) CanRedo() bool {
	if n := len(d.redo); n > 0 && d.redo[n-1].parent == d.Current() {
		return true
	}
	return len(d.Current().Children) > 0
}

// Undo takes back the move at the cursor. If the user added that node (and
// it is the most recent edit not yet taken back), the node is removed from
// the tree and can come back with Redo; a node that came from the file is
// only stepped back from, like Back.
func (d *Document) Undo() error {
	if !d.CanUndo() {
		return fmt.Errorf("undo: %w", ErrNoMove)
	}
	cur := d.Current()
	if n := len(d.edits); n > 0 && d.edits[n-1].node == cur && len(cur.Children) == 0 {
		e := d.edits[n-1]
		d.edits = d.edits[:n-1]
		d.leave()
		e.parent.RemoveChild(e.node)
		d.redo = append(d.redo, e)
		d.version--
		return nil
	}
	d.leave()
	return nil
}

// Redo brings back the node the last Undo removed, if the cursor is at its
// parent; otherwise it steps forward like Forward.
func (d *Document) Redo() error {
	if n := len(d.redo); n > 0 && d.redo[n-1].parent == d.Current() {
		e := d.redo[n-1]
		d.redo = d.redo[:n-1]
		kids := e.parent.Children
		i := min(e.index, len(kids))
		// re-insert at the original position among the siblings
		nk := make([]*sgf.Node, 0, len(kids)+1)
		nk = append(append(append(nk, kids[:i]...), e.node), kids[i:]...)
		e.parent.Children = nk
		e.node.Parent = e.parent
		d.edits = append(d.edits, e)
		d.version++
		d.enter(e.node)
		return nil
	}
	return d.Forward()
}

// Back moves the cursor to the parent node.
func (d *Document) Back() error {
	if len(d.path) < 2 {
		return fmt.Errorf("back: %w", ErrNoMove)
	}
	d.leave()
	return nil
}

// Forward moves the cursor to the first child.
func (d *Document) Forward() error {
	cur := d.Current()
	if len(cur.Children) == 0 {
		return fmt.Errorf("forward: %w", ErrNoMove)
	}
	d.enter(cur.Children[0])
	return nil
}

// First moves the cursor to the root.
func (d *Document) First() {
	for len(d.path) > 1 {
		d.leave()
	}
}

// Last moves the cursor to the end of the current line, following first
// children.
func (d *Document) Last() {
	for d.Forward() == nil {
	}
}

// GoTo moves the cursor to the node of move number n of the current line
// (0 is the root), or to the end of the line if it is shorter.
func (d *Document) GoTo(n int) {
	if n < 0 {
		n = 0
	}
	for d.MoveNumber() > n && d.Back() == nil {
	}
	for d.MoveNumber() < n && d.Forward() == nil {
	}
	// skip setup-only nodes before the move
	if n == 0 {
		d.First()
	}
}

// Variations returns the children of the cursor's parent (the alternatives
// to the current node) and the current node's index among them.
func (d *Document) Variations() ([]*sgf.Node, int) {
	if len(d.path) < 2 {
		return []*sgf.Node{d.root}, 0
	}
	parent := d.path[len(d.path)-2]
	for i, c := range parent.Children {
		if c == d.Current() {
			return parent.Children, i
		}
	}
	return parent.Children, 0
}

// SwitchVariation moves the cursor to the sibling delta places away
// (-1 previous, +1 next).
func (d *Document) SwitchVariation(delta int) error {
	sibs, i := d.Variations()
	j := i + delta
	if len(d.path) < 2 || j < 0 || j >= len(sibs) {
		return fmt.Errorf("variation: %w", ErrNoMove)
	}
	d.leave()
	d.enter(sibs[j])
	return nil
}

// applyNode applies a node's setup (AE, AB, AW, PL) and move (B, W) to b.
// Moves that break the rules are played anyway and reported as warnings.
func applyNode(b *goboard.Board, n *sgf.Node) []string {
	var warnings []string
	setup := func(id string, c goboard.Color) {
		pts, err := sgf.ExpandPoints(n.Values(id))
		if err != nil {
			warnings = append(warnings, fmt.Sprintf("%s: %v", id, err))
		}
		for _, sp := range pts {
			if !b.Contains(sp.X, sp.Y) {
				warnings = append(warnings, fmt.Sprintf("%s[%s] is off the board", id, sp))
				continue
			}
			if err := b.Setup(b.Point(sp.X, sp.Y), c); err != nil {
				warnings = append(warnings, fmt.Sprintf("%s[%s]: %v", id, sp, err))
			}
		}
	}
	setup("AE", goboard.Empty)
	setup("AB", goboard.Black)
	setup("AW", goboard.White)
	if v, ok := n.Value("PL"); ok {
		switch v {
		case "B", "b":
			b.SetToPlay(goboard.Black)
		case "W", "w":
			b.SetToPlay(goboard.White)
		}
	}
	if c, v, ok := nodeMove(n); ok {
		sp, pass, err := sgf.ParseMove(v, b.Width(), b.Height())
		switch {
		case err != nil:
			warnings = append(warnings, err.Error())
		case pass:
			b.Pass(c)
		default:
			p := b.Point(sp.X, sp.Y)
			if err := b.Play(p, c); err != nil {
				warnings = append(warnings, err.Error())
				if err := b.PlayUnchecked(p, c); err != nil {
					warnings = append(warnings, fmt.Sprintf("move %s %s not played: %v", c, b.Name(p), err))
				}
			}
		}
	}
	return warnings
}
