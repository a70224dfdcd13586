package sgf

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"strings"
)

// lineWidth is the column after which the writer starts a new line between
// nodes, properties or values.
const lineWidth = 72

// Write writes c as canonical FF[4] SGF in UTF-8: every game root gets FF[4]
// and CA[UTF-8] (replacing other values), "]" and "\" in values are escaped,
// line breaks in values are written as "\n", and lines are broken between
// nodes and properties when they grow long. Property order is kept. Write
// does not change c. It fails on a nil game or an invalid property
// identifier (one that is not an upper-case letter followed by upper-case
// letters or digits).
func (c *Collection) Write(w io.Writer) error {
	sw := &sgfWriter{w: bufio.NewWriterSize(w, 64<<10)}
	for g, root := range c.Games {
		if root == nil {
			return fmt.Errorf("sgf: write game %d: nil root node", g+1)
		}
		if err := sw.tree(root); err != nil {
			return fmt.Errorf("sgf: write game %d: %w", g+1, err)
		}
	}
	if err := sw.w.Flush(); err != nil {
		return fmt.Errorf("sgf: write: %w", err)
	}
	return nil
}

// Format returns c as canonical FF[4] UTF-8 SGF (see Collection.Write), or
// nil when c cannot be written (a nil game or an invalid property
// identifier).
func Format(c *Collection) []byte {
	var buf bytes.Buffer
	if err := c.Write(&buf); err != nil {
		return nil
	}
	return buf.Bytes()
}

// sgfWriter writes game trees and tracks the output column for line breaks.
type sgfWriter struct {
	w   *bufio.Writer
	col int
}

func (sw *sgfWriter) str(s string) {
	sw.w.WriteString(s)
	if i := strings.LastIndexByte(s, '\n'); i >= 0 {
		sw.col = len(s) - i - 1
	} else {
		sw.col += len(s)
	}
}

func (sw *sgfWriter) newline() {
	sw.w.WriteByte('\n')
	sw.col = 0
}

// breakIfLong starts a new line when the current one is long.
func (sw *sgfWriter) breakIfLong() {
	if sw.col >= lineWidth {
		sw.newline()
	}
}

// tree writes the game tree rooted at root without recursion: a node with
// one child continues the sequence, a node with several opens one
// parenthesised variation per child.
func (sw *sgfWriter) tree(root *Node) error {
	type branch struct {
		kids []*Node
		next int
	}
	var stack []branch
	sw.open()
	if err := sw.node(root, true); err != nil {
		return err
	}
	if len(root.Children) > 0 {
		sw.newline() // the game information stands on its own line(s)
	}
	n := root
	for {
		for len(n.Children) == 1 {
			n = n.Children[0]
			if err := sw.node(n, false); err != nil {
				return err
			}
		}
		if len(n.Children) > 1 {
			stack = append(stack, branch{kids: n.Children, next: 1})
			n = n.Children[0]
			sw.open()
			if err := sw.node(n, false); err != nil {
				return err
			}
			continue
		}
		// A leaf: close its tree and every tree whose variations are done.
		sw.str(")")
		for len(stack) > 0 && stack[len(stack)-1].next == len(stack[len(stack)-1].kids) {
			stack = stack[:len(stack)-1]
			sw.str(")")
		}
		if len(stack) == 0 {
			sw.newline()
			return nil
		}
		top := &stack[len(stack)-1]
		n = top.kids[top.next]
		top.next++
		sw.open()
		if err := sw.node(n, false); err != nil {
			return err
		}
	}
}

// open starts a game tree or variation on a new line.
func (sw *sgfWriter) open() {
	if sw.col > 0 {
		sw.newline()
	}
	sw.str("(")
}

// node writes ";" and the properties of n. For a game root, FF and CA are
// written as FF[4] and CA[UTF-8], and added when missing.
func (sw *sgfWriter) node(n *Node, root bool) error {
	if sw.col > 1 {
		sw.breakIfLong()
	}
	sw.str(";")
	if !root {
		for _, p := range n.Props {
			if err := sw.prop(p.ID, p.Values); err != nil {
				return err
			}
		}
		return nil
	}
	hasFF, hasCA := n.Property("FF") != nil, n.Property("CA") != nil
	if !hasFF {
		sw.fixed("FF", "4")
		if !hasCA {
			sw.fixed("CA", "UTF-8")
		}
	}
	doneFF, doneCA := false, false
	for _, p := range n.Props {
		var err error
		switch {
		case p.ID == "FF" && !doneFF:
			doneFF = true
			sw.fixed("FF", "4")
			if !hasCA {
				sw.fixed("CA", "UTF-8")
			}
		case p.ID == "CA" && !doneCA:
			doneCA = true
			sw.fixed("CA", "UTF-8")
		default:
			err = sw.prop(p.ID, p.Values)
		}
		if err != nil {
			return err
		}
	}
	return nil
}

func (sw *sgfWriter) fixed(id, value string) {
	sw.breakIfLong()
	sw.str(id)
	sw.str("[")
	sw.str(value)
	sw.str("]")
}

// prop writes one property. A property without values is left out, since
// SGF has no way to write it.
func (sw *sgfWriter) prop(id string, values []string) error {
	if !validID(id) {
		return fmt.Errorf("invalid property identifier %q", id)
	}
	if len(values) == 0 {
		return nil
	}
	sw.breakIfLong()
	sw.str(id)
	for k, v := range values {
		if k > 0 {
			sw.breakIfLong()
		}
		sw.str("[")
		sw.value(v)
		sw.str("]")
	}
	return nil
}

// value writes v escaped: "]" and "\" get a backslash, CRLF and CR become LF.
func (sw *sgfWriter) value(v string) {
	if strings.IndexAny(v, "]\\\r") < 0 {
		sw.str(v)
		return
	}
	seg := 0
	for i := 0; i < len(v); i++ {
		switch v[i] {
		case ']', '\\':
			sw.str(v[seg:i])
			sw.str("\\")
			seg = i
		case '\r':
			sw.str(v[seg:i])
			if i+1 < len(v) && v[i+1] == '\n' {
				seg = i + 1
			} else {
				sw.str("\n")
				seg = i + 1
			}
		}
	}
	sw.str(v[seg:])
}

// validID reports whether id can be written: an upper-case letter followed
// by upper-case letters or digits.
func validID(id string) bool {
	if id == "" || id[0] < 'A' || id[0] > 'Z' {
		return false
	}
	for i := 1; i < len(id); i++ {
		if c := id[i]; !(c >= 'A' && c <= 'Z' || c >= '0' && c <= '9') {
			return false
		}
	}
	return true
}
