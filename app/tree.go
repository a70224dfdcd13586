package app

import (
	"fmt"

	"lifeline/document"
	"lifeline/sgf"
	"lifeline/widgets"
)

// treeRows is the game tree view's model: the document's tree as rows, an
// index from node to row, and which rows are on the current line.
type treeRows struct {
	doc   *document.Document
	rev   int
	rows  []document.TreeRow
	index map[sgf.Node]int
	mark  []int // mark[i] == gen: row i is on the current line
	gen   int
}

// refreshTree rebuilds the rows when the tree changed and moves the
// selection to the current node. It costs O(depth of the cursor) when the
// tree is unchanged.
func (u *UI) refreshTree() {
	t := &u.rows
	d := u.doc
	rebuilt := false
	if t.doc != d || t.rev != d.Revision() || t.rows == nil {
		t.doc, t.rev = d, d.Revision()
		t.rows = d.TreeRows()
		t.index = make(map[sgf.Node]int, len(t.rows))
		for i, r := range t.rows {
			t.index[r.Node] = i
		}
		t.mark = make([]int, len(t.rows))
		rebuilt = true
	}
	t.gen++
	for _, n := range d.Path() {
		if i, ok := t.index[n]; ok {
			t.mark[i] = t.gen
		}
	}
	if rebuilt {
		u.tree.SetRows(len(t.rows), u.treeItem)
	}
	u.tree.SetCurrent(t.index[d.Current()])
}

// treeItem describes row i for the tree view.
func (u *UI) treeItem(i int) widgets.TreeItem {
	t := &u.rows
	r := t.rows[i]
	return widgets.TreeItem{Text: u.nodeLabel(r), Level: r.Level, Branch: r.Branch, OnPath: t.mark[i] == t.gen,
		Warning: len(r.Warnings) > 0}
}

// nodeLabel is the text of a tree row: move number, colour and point, or
// what a node without a move holds.
func (u *UI) nodeLabel(r document.TreeRow) string {
	n := r.Node
	var text string
	if v, ok := n.Value("B"); ok {
		text = fmt.Sprintf("%d  ● %s", r.Move, u.pointName(v))
	} else if v, ok := n.Value("W"); ok {
		text = fmt.Sprintf("%d  ○ %s", r.Move, u.pointName(v))
	} else if n.Parent().IsZero() {
		text = "Start"
	} else {
		text = "Setup"
	}
	if n.Parent().IsZero() && (n.Has("AB") || n.Has("AW")) {
		text += " (setup)"
	}
	if n.Has("C") {
		text += "  ✎"
	}
	return text
}

// pointName turns an SGF move value into a board coordinate like "Q16".
func (u *UI) pointName(v string) string {
	b := u.doc.Board()
	p, err := b.FromSGF(v)
	if err != nil {
		return "[" + v + "]"
	}
	return b.Name(p) // "pass" for a pass
}

// treeSelected moves the cursor to the node of a tree row the user chose.
func (u *UI) treeSelected(row int) {
	if row < 0 || row >= len(u.rows.rows) {
		return
	}
	n := u.rows.rows[row].Node
	u.run(func() error { return u.doc.GoToNode(n) })
}

// commentChanged stores the comment being typed in the current node.
func (u *UI) commentChanged(text string) {
	if u.quiet {
		return
	}
	u.doc.SetComment(text)
	u.updateTitle()
}
