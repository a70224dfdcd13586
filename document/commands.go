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
	for _, child := range cur.Children() {
		if mc, v, ok := nodeMove(child); ok && mc == c && sameMove(v, value, d.board) {
			d.enter(child)
			return nil
		}
	}
	if err := d.board.Check(p, c); err != nil {
		return err
	}
	node := sgf.NewNode()
	node.Set(id, value)
	cur.AddChild(node)
	d.record(edit{parent: cur, node: node, index: cur.NumChildren() - 1})
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
	d.lastID++
	e.from, e.to = d.version, d.lastID
	d.version = e.to
	d.edits = append(d.edits, e)
	d.redo = d.redo[:0]
	d.revision++
}

// topEdit returns the most recent edit of a stack, or nil.
func topEdit(stack []edit) *edit {
	if len(stack) == 0 {
		return nil
	}
	return &stack[len(stack)-1]
}

// CanUndo reports whether Undo would do something.
func (d *Document) CanUndo() bool {
	if e := topEdit(d.edits); e != nil && e.kind == editProps && e.node == d.Current() {
		return true
	}
	return len(d.path) > 1
}

func (d *Document) redoable(e *edit) bool {
	if e.kind == editProps {
		return e.node == d.Current()
	}
	return e.parent == d.Current()
}

// Undo takes back the last edit at the cursor: a setup change of the
// current node is reverted; a node the user added (if it is the most recent
// edit not yet taken back) is removed from the tree and can come back with
// Redo. Otherwise, Undo only steps back like Back: a node that came from
// the file is never removed.
func (d *Document) Undo() error {
	if !d.CanUndo() {
		return fmt.Errorf("undo: %w", ErrNoMove)
	}
	cur := d.Current()
	if e := topEdit(d.edits); e != nil {
		switch {
		case e.kind == editProps && e.node == cur:
			ed := *e
			d.edits = d.edits[:len(d.edits)-1]
			d.replaceProps(cur, ed.before)
			d.redo = append(d.redo, ed)
			d.version = ed.from
			return nil
		case e.kind == editAdd && e.node == cur && cur.NumChildren() == 0:
			ed := *e
			d.edits = d.edits[:len(d.edits)-1]
			d.leave()
			ed.parent.RemoveChild(ed.node)
			d.redo = append(d.redo, ed)
			d.version = ed.from
			d.revision++
			return nil
		}
	}
	d.leave()
	return nil
}

// Redo brings back the edit the last Undo took back, if the cursor is where
// that edit applies; otherwise it steps forward like Forward.
func (d *Document) Redo() error {
	e := topEdit(d.redo)
	if e == nil || !d.redoable(e) {
		return d.Forward()
	}
	ed := *e
	d.redo = d.redo[:len(d.redo)-1]
	if ed.kind == editProps {
		d.replaceProps(ed.node, ed.after)
	} else {
		// re-insert at the original position among the siblings
		ed.parent.InsertChild(ed.index, ed.node)
		d.enter(ed.node)
	}
	d.edits = append(d.edits, ed)
	d.version = ed.to
	d.revision++
	return nil
}

// replaceProps gives the current node n a copy of props and replays it.
func (d *Document) replaceProps(n sgf.Node, props []sgf.Property) {
	d.leave()
	n.SetProps(props)
	d.enter(n)
	d.revision++
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
	if cur.NumChildren() == 0 {
		return fmt.Errorf("forward: %w", ErrNoMove)
	}
	d.enter(cur.Child(0))
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
func (d *Document) Variations() ([]sgf.Node, int) {
	if len(d.path) < 2 {
		return []sgf.Node{d.root}, 0
	}
	parent := d.path[len(d.path)-2]
	kids := parent.Children()
	for i, c := range kids {
		if c == d.Current() {
			return kids, i
		}
	}
	return kids, 0
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
