// Package sgf reads and writes Smart Game Format (SGF) files, versions FF[1]
// to FF[4], as used for Go (baduk) game records.
//
// The reader is tolerant: it accepts junk around game trees, a missing final
// parenthesis, FF[3] property names with lowercase letters, byte-order marks,
// UTF-16 and the legacy character sets named by the CA property (or guessed
// when CA is absent). Values are read decoded, as UTF-8 text. The writer
// produces canonical FF[4] UTF-8 SGF.
//
// A parsed collection is stored compactly: the decoded text once, and per
// node only its parent, its next sibling and the offset of its properties in
// the text (12 bytes). Properties are read from the text when asked for;
// nodes whose properties or children the program changes keep the change
// in a side table. Node is a small comparable handle into that store.
//
// Nothing in this package recurses over the depth of a game tree, so very
// long games stored as deeply nested variations are handled without growing
// the goroutine stack.
package sgf

import (
	"fmt"
	"slices"
)

// Property is one SGF property of a node.
//
// ID is the canonical upper-case identifier (FF[3] lower-case letters are
// dropped on reading, so "AddBlack" becomes "AB"). Values are decoded UTF-8
// text: escapes and soft line breaks are removed and line breaks are "\n".
// Values of the compose-type text properties AP, FG and LB keep the escapes
// `\:` and `\\`, so that the ':' separating the two parts stays unambiguous;
// split them with SplitCompose and build them with JoinCompose.
type Property struct {
	ID     string
	Values []string
}

// Node is a node of a game tree: a small comparable handle. Two Node values
// are equal exactly when they are the same node. The zero Node is no node
// (see IsZero); its other methods panic.
//
// Parsed nodes read their properties from the collection's text when asked;
// Set, Delete, SetProps and the child edits keep their changes beside it, so
// a parsed tree that is only read costs little memory.
type Node struct {
	s *store
	i int32
}

// store holds the nodes of one parsed collection (or one node made by
// NewNode, with the nodes added to it later living in their own stores).
type store struct {
	src   string           // decoded UTF-8 text of the collection
	nodes []rec            // the nodes in creation (pre-)order
	extra map[int32]*extra // nodes changed since parsing, and merged nodes
}

// rec is the parsed form of a node. The first child of node i, if any, is
// node i+1 (nodes are created in pre-order); a node has children exactly
// when node i+1's parent is i.
type rec struct {
	parent int32 // -1 for a game root or a new node
	next   int32 // next sibling, -1 for none
	start  int32 // offset in src of the node's first property; -1 for none
}

// extra overrides the parsed form of a node once it changed.
type extra struct {
	props     []Property
	kids      []Node
	parent    Node
	hasProps  bool // props replaces the parsed properties
	hasKids   bool // kids replaces the parsed children
	hasParent bool // parent replaces the parsed parent
}

// Collection is the content of an SGF file: one or more game trees.
type Collection struct {
	// Games are the root nodes of the game trees, in file order.
	Games []Node
	// Warnings lists problems the reader tolerated, such as a missing
	// final parenthesis, a guessed character set or a move off the board.
	Warnings []string
}

// NewNode returns a new node without properties, parent or children.
func NewNode() Node {
	return Node{s: &store{nodes: []rec{{parent: -1, next: -1, start: -1}}}, i: 0}
}

// IsZero reports whether n is the zero Node (no node).
func (n Node) IsZero() bool { return n.s == nil }

// ext returns the side-table entry of n, or nil.
func (n Node) ext() *extra {
	if len(n.s.extra) == 0 {
		return nil
	}
	return n.s.extra[n.i]
}

// mustExt returns the side-table entry of n, creating it.
func (n Node) mustExt() *extra {
	if e := n.ext(); e != nil {
		return e
	}
	if n.s.extra == nil {
		n.s.extra = make(map[int32]*extra)
	}
	e := &extra{}
	n.s.extra[n.i] = e
	return e
}

// Parent returns the parent of n, or the zero Node for a root.
func (n Node) Parent() Node {
	if e := n.ext(); e != nil && e.hasParent {
		return e.parent
	}
	if p := n.s.nodes[n.i].parent; p >= 0 {
		return Node{n.s, p}
	}
	return Node{}
}

// Root returns the root of the tree that holds n.
func (n Node) Root() Node {
	for p := n.Parent(); !p.IsZero(); p = n.Parent() {
		n = p
	}
	return n
}

// firstChild returns the index of the first parsed child of n, or -1.
func (n Node) firstChild() int32 {
	if k := n.i + 1; int(k) < len(n.s.nodes) && n.s.nodes[k].parent == n.i {
		return k
	}
	return -1
}

// first returns the first child of n, if it has children.
func (n Node) first() (Node, bool) {
	if e := n.ext(); e != nil && e.hasKids {
		if len(e.kids) == 0 {
			return Node{}, false
		}
		return e.kids[0], true
	}
	if k := n.firstChild(); k >= 0 {
		return Node{n.s, k}, true
	}
	return Node{}, false
}

// appendChildren appends the children of n, in order, to dst.
func (n Node) appendChildren(dst []Node) []Node {
	if e := n.ext(); e != nil && e.hasKids {
		return append(dst, e.kids...)
	}
	for k := n.firstChild(); k >= 0; k = n.s.nodes[k].next {
		dst = append(dst, Node{n.s, k})
	}
	return dst
}

// Children returns the children of n in order, in a new slice.
func (n Node) Children() []Node { return n.appendChildren(nil) }

// NumChildren returns the number of children of n.
func (n Node) NumChildren() int {
	if e := n.ext(); e != nil && e.hasKids {
		return len(e.kids)
	}
	c := 0
	for k := n.firstChild(); k >= 0; k = n.s.nodes[k].next {
		c++
	}
	return c
}

// Child returns child number k (from 0) of n. It panics when k is out of
// range, like a slice index.
func (n Node) Child(k int) Node {
	if e := n.ext(); e != nil && e.hasKids {
		return e.kids[k]
	}
	if k >= 0 {
		for c := n.firstChild(); c >= 0; c = n.s.nodes[c].next {
			if k == 0 {
				return Node{n.s, c}
			}
			k--
		}
	}
	panic(fmt.Sprintf("sgf: child %d of a node with %d children", k, n.NumChildren()))
}

// setKids gives n the children kids (owned by n from now on).
func (n Node) setKids(kids []Node) {
	e := n.mustExt()
	e.kids, e.hasKids = kids, true
}

// setParent records p as the parent of n.
func (n Node) setParent(p Node) {
	e := n.mustExt()
	e.parent, e.hasParent = p, true
}

// AddChild appends c to the children of n. A c that has a parent is first
// removed from it. c must not be n or an ancestor of n.
func (n Node) AddChild(c Node) { n.InsertChild(n.NumChildren(), c) }

// InsertChild inserts c among the children of n so that it becomes child
// number k (k is clamped to 0..NumChildren). A c that has a parent is first
// removed from it. c must not be n or an ancestor of n.
func (n Node) InsertChild(k int, c Node) {
	if p := c.Parent(); !p.IsZero() {
		p.RemoveChild(c)
	}
	kids := n.Children()
	k = max(0, min(k, len(kids)))
	n.setKids(slices.Insert(kids, k, c))
	c.setParent(n)
}

// RemoveChild removes c from the children of n; c then has no parent. It
// reports whether c was a child of n.
func (n Node) RemoveChild(c Node) bool {
	kids := n.Children()
	k := slices.Index(kids, c)
	if k < 0 {
		return false
	}
	n.setKids(slices.Delete(kids, k, k+1))
	c.setParent(Node{})
	return true
}

// Props returns the properties of n in order, in a new slice that the
// caller may change.
func (n Node) Props() []Property {
	if e := n.ext(); e != nil && e.hasProps {
		return cloneProps(e.props)
	}
	return parsedProps(n.s.src, n.s.nodes[n.i].start)
}

// SetProps replaces all properties of n with a copy of props.
func (n Node) SetProps(props []Property) {
	e := n.mustExt()
	e.props, e.hasProps = cloneProps(props), true
}

// ownProps returns the properties of n for changing in place.
func (n Node) ownProps() *[]Property {
	e := n.mustExt()
	if !e.hasProps {
		e.props, e.hasProps = parsedProps(n.s.src, n.s.nodes[n.i].start), true
	}
	return &e.props
}

// cloneProps returns a deep copy of props.
func cloneProps(props []Property) []Property {
	if props == nil {
		return nil
	}
	out := make([]Property, len(props))
	for i, p := range props {
		out[i] = Property{ID: p.ID, Values: slices.Clone(p.Values)}
	}
	return out
}

// Has reports whether n has the property id.
func (n Node) Has(id string) bool {
	it := n.iter()
	for pid, ok := it.next(); ok; pid, ok = it.next() {
		if pid == id {
			return true
		}
	}
	return false
}

// Property returns a copy of the property id of n and whether n has it.
func (n Node) Property(id string) (Property, bool) {
	if !n.Has(id) {
		return Property{}, false
	}
	return Property{ID: id, Values: n.Values(id)}, true
}

// Value returns the first value of the property id and whether the node has
// that property.
func (n Node) Value(id string) (string, bool) {
	it := n.iter()
	for pid, ok := it.next(); ok; pid, ok = it.next() {
		if pid == id {
			v, _ := it.value()
			return v, true
		}
	}
	return "", false
}

// Values returns all values of the property id, or nil when it is absent.
// The slice may belong to the node: copy it before changing it.
func (n Node) Values(id string) []string {
	if e := n.ext(); e != nil && e.hasProps {
		for _, p := range e.props {
			if p.ID == id {
				return p.Values
			}
		}
		return nil
	}
	it := n.iter()
	for pid, ok := it.next(); ok; pid, ok = it.next() {
		if pid == id {
			var vs []string
			for v, ok := it.value(); ok; v, ok = it.value() {
				vs = append(vs, v)
			}
			return vs
		}
	}
	return nil
}

// Set replaces the values of the property id, or appends the property when the
// node does not have it yet. Set with no values deletes the property. The
// values are copied. id should be a canonical upper-case identifier.
func (n Node) Set(id string, values ...string) {
	if len(values) == 0 {
		n.Delete(id)
		return
	}
	vs := slices.Clone(values)
	props := n.ownProps()
	found := false
	out := (*props)[:0]
	for _, p := range *props {
		if p.ID == id {
			if found {
				continue // drop duplicates of id
			}
			found = true
			p.Values = vs
		}
		out = append(out, p)
	}
	if !found {
		out = append(out, Property{ID: id, Values: vs})
	}
	*props = out
}

// Delete removes every property with the given id from the node.
func (n Node) Delete(id string) {
	if !n.Has(id) {
		return
	}
	props := n.ownProps()
	*props = slices.DeleteFunc(*props, func(p Property) bool { return p.ID == id })
}

// Walk visits root and all its descendants in pre-order (a node before its
// children, children in order) without recursion. When visit returns false
// the children of that node are skipped.
func Walk(root Node, visit func(Node) bool) {
	if root.IsZero() {
		return
	}
	stack := []Node{root}
	for len(stack) > 0 {
		n := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if !visit(n) {
			continue
		}
		k := len(stack)
		stack = n.appendChildren(stack)
		slices.Reverse(stack[k:])
	}
}

// MainLine returns root, its first child, that node's first child and so on,
// down to the first leaf.
func MainLine(root Node) []Node {
	var line []Node
	if root.IsZero() {
		return nil
	}
	for n, ok := root, true; ok; n, ok = n.first() {
		line = append(line, n)
	}
	return line
}

// SyntaxError is a fatal error in the SGF text. Line and Column are 1-based;
// Column counts characters (not bytes) of the decoded text.
type SyntaxError struct {
	Line, Column int
	Msg          string
}

// Error returns "line L, column C: msg".
func (e *SyntaxError) Error() string {
	return fmt.Sprintf("line %d, column %d: %s", e.Line, e.Column, e.Msg)
}
