package document

import (
	"lifeline/goboard"
	"lifeline/sgf"
)

// Line is a sequence of moves from the cursor's position, the side to move
// first and then alternating (goboard.Pass for a pass), with a comment for
// the node of its first move ("" for none).
type Line struct {
	Moves   []goboard.Point
	Comment string
}

// AddLines adds lines to the game tree as variations from the node at the
// cursor, as one step for Undo; the cursor stays where it is. A move the
// tree already has is followed rather than added again; the comment goes on
// the first move's node when that node has no comment yet (an existing
// comment is kept). A line stops at its first move that is illegal in its
// position. It returns the number of nodes added.
func (d *Document) AddLines(lines []Line) (int, error) {
	cur := d.Current()
	var parts []edit
	b := d.board.Copy()
	depth0 := b.Depth()
	added := 0
	for _, l := range lines {
		node := cur
		for i, p := range l.Moves {
			c := b.ToPlay()
			if p != goboard.Pass && !b.OnBoard(p) {
				break
			}
			if err := b.Check(p, c); err != nil {
				break
			}
			value := b.SGF(p)
			next := sgf.Node{}
			for _, child := range node.Children() {
				if mc, v, ok := nodeMove(child); ok && mc == c && sameMove(v, value, b) {
					next = child
					break
				}
			}
			if next.IsZero() {
				next = sgf.NewNode()
				next.Set(colorID(c), value)
				if i == 0 && l.Comment != "" {
					next.Set("C", l.Comment)
				}
				node.AddChild(next)
				parts = append(parts, edit{kind: editAdd, parent: node, node: next, index: node.NumChildren() - 1})
				added++
			} else if i == 0 && l.Comment != "" && !next.Has("C") {
				before := next.Props()
				next.Set("C", l.Comment)
				parts = append(parts, edit{kind: editProps, node: next, before: before, after: next.Props()})
			}
			if err := b.Play(p, c); err != nil {
				break // cannot happen: checked above
			}
			node = next
		}
		for b.Depth() > depth0 {
			b.Undo()
		}
	}
	if len(parts) == 0 {
		return 0, nil
	}
	d.record(edit{kind: editBatch, node: cur, parts: parts})
	return added, nil
}

// colorID returns the SGF property of a move of colour c.
func colorID(c goboard.Color) string {
	if c == goboard.White {
		return "W"
	}
	return "B"
}

// undoBatch takes back the parts of a batch edit, the last first.
func undoBatch(e *edit) {
	for i := len(e.parts) - 1; i >= 0; i-- {
		p := &e.parts[i]
		if p.kind == editAdd {
			p.parent.RemoveChild(p.node)
		} else {
			p.node.SetProps(p.before)
		}
	}
}

// redoBatch applies the parts of a batch edit again, in order.
func redoBatch(e *edit) {
	for i := range e.parts {
		p := &e.parts[i]
		if p.kind == editAdd {
			p.parent.InsertChild(p.index, p.node)
		} else {
			p.node.SetProps(p.after)
		}
	}
}
