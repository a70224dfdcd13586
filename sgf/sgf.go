// Package sgf reads and writes Smart Game Format (SGF) files, versions FF[1]
// to FF[4], as used for Go (baduk) game records.
//
// The reader is tolerant: it accepts junk around game trees, a missing final
// parenthesis, FF[3] property names with lowercase letters, byte-order marks,
// UTF-16 and the legacy character sets named by the CA property (or guessed
// when CA is absent). Values are stored decoded, as UTF-8 text. The writer
// produces canonical FF[4] UTF-8 SGF.
//
// Nothing in this package recurses over the depth of a game tree, so very
// long games stored as deeply nested variations are handled without growing
// the goroutine stack.
package sgf

import "fmt"

// Property is one SGF property of a node.
//
// ID is the canonical upper-case identifier (FF[3] lower-case letters are
// dropped on reading, so "AddBlack" becomes "AB"). Values are decoded UTF-8
// text: escapes and soft line breaks are removed and line breaks are "\n".
type Property struct {
	ID     string
	Values []string
}

// Node is one node of a game tree.
//
// The Props, Values and Children slices of parsed nodes may be carved out of
// larger shared arrays, but each is capped to its own length, so appending to
// them or changing their elements never affects another node.
type Node struct {
	Props    []Property
	Parent   *Node
	Children []*Node
}

// Collection is the content of an SGF file: one or more game trees.
type Collection struct {
	// Games are the root nodes of the game trees, in file order.
	Games []*Node
	// Warnings lists problems the reader tolerated, such as a missing
	// final parenthesis, a guessed character set or a move off the board.
	Warnings []string
}

// Property returns a pointer to the first property with the given ID, or nil.
func (n *Node) Property(id string) *Property {
	for i := range n.Props {
		if n.Props[i].ID == id {
			return &n.Props[i]
		}
	}
	return nil
}

// Value returns the first value of the property id and whether the node has
// that property.
func (n *Node) Value(id string) (string, bool) {
	p := n.Property(id)
	if p == nil || len(p.Values) == 0 {
		return "", p != nil
	}
	return p.Values[0], true
}

// Values returns all values of the property id, or nil when it is absent.
// The returned slice belongs to the node; copy it before changing it.
func (n *Node) Values(id string) []string {
	if p := n.Property(id); p != nil {
		return p.Values
	}
	return nil
}

// Set replaces the values of the property id, or appends the property when the
// node does not have it yet. Set with no values deletes the property. The
// values are copied. id should be a canonical upper-case identifier.
func (n *Node) Set(id string, values ...string) {
	if len(values) == 0 {
		n.Delete(id)
		return
	}
	vs := append([]string(nil), values...)
	found := false
	out := n.Props[:0:0]
	for _, p := range n.Props {
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
	n.Props = out
}

// Delete removes every property with the given id from the node.
func (n *Node) Delete(id string) {
	if n.Property(id) == nil {
		return
	}
	out := make([]Property, 0, len(n.Props)-1)
	for _, p := range n.Props {
		if p.ID != id {
			out = append(out, p)
		}
	}
	n.Props = out
}

// AddChild appends c to the children of n and sets c.Parent to n.
func (n *Node) AddChild(c *Node) {
	c.Parent = n
	n.Children = append(n.Children, c)
}

// RemoveChild removes c from the children of n and clears c.Parent. It
// reports whether c was a child of n.
func (n *Node) RemoveChild(c *Node) bool {
	for i, k := range n.Children {
		if k == c {
			kids := make([]*Node, 0, len(n.Children)-1)
			kids = append(kids, n.Children[:i]...)
			n.Children = append(kids, n.Children[i+1:]...)
			c.Parent = nil
			return true
		}
	}
	return false
}

// Root returns the root of the tree that holds n.
func (n *Node) Root() *Node {
	for n.Parent != nil {
		n = n.Parent
	}
	return n
}

// Walk visits root and all its descendants in pre-order (a node before its
// children, children in order) without recursion. When visit returns false
// the children of that node are skipped.
func Walk(root *Node, visit func(*Node) bool) {
	if root == nil {
		return
	}
	stack := []*Node{root}
	for len(stack) > 0 {
		n := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if !visit(n) {
			continue
		}
		for i := len(n.Children) - 1; i >= 0; i-- {
			stack = append(stack, n.Children[i])
		}
	}
}

// MainLine returns root, its first child, that node's first child and so on,
// down to the first leaf.
func MainLine(root *Node) []*Node {
	var line []*Node
	for n := root; n != nil; {
		line = append(line, n)
		if len(n.Children) == 0 {
			break
		}
		n = n.Children[0]
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
