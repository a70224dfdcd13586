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
		if root.IsZero() {
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
	w    *bufio.Writer
	col  int
	buf  []byte // the value being written, decoded
	kids []Node // children of the variations being written
}

func (sw *sgfWriter) str(s string) {
	sw.w.WriteString(s)
	if i := strings.LastIndexByte(s, '\n'); i >= 0 {
		sw.col = len(s) - i - 1
	} else {
		sw.col += len(s)
	}
}

func (sw *sgfWriter) bytes(b []byte) {
	sw.w.Write(b)
	if i := bytes.LastIndexByte(b, '\n'); i >= 0 {
		sw.col = len(b) - i - 1
	} else {
		sw.col += len(b)
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
func (sw *sgfWriter) tree(root Node) error {
	// branch is a node with several children, being written; its
	// children are kids[off:end] and kids[next] comes next.
	type branch struct{ off, next, end int }
	var stack []branch
	kids := sw.kids[:0]
	defer func() { sw.kids = kids[:0] }()
	sw.open()
	if err := sw.node(root, true); err != nil {
		return err
	}
	if root.NumChildren() > 0 {
		sw.newline() // the game information stands on its own line(s)
	}
	n := root
	for {
		k := n.NumChildren()
		for k == 1 {
			n = n.Child(0)
			if err := sw.node(n, false); err != nil {
				return err
			}
			k = n.NumChildren()
		}
		if k > 1 {
			off := len(kids)
			kids = n.appendChildren(kids)
			stack = append(stack, branch{off: off, next: off + 1, end: len(kids)})
			n = kids[off]
			sw.open()
			if err := sw.node(n, false); err != nil {
				return err
			}
			continue
		}
		// A leaf: close its tree and every tree whose variations are done.
		sw.str(")")
		for len(stack) > 0 && stack[len(stack)-1].next == stack[len(stack)-1].end {
			kids = kids[:stack[len(stack)-1].off]
			stack = stack[:len(stack)-1]
			sw.str(")")
		}
		if len(stack) == 0 {
			sw.newline()
			return nil
		}
		top := &stack[len(stack)-1]
		n = kids[top.next]
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
func (sw *sgfWriter) node(n Node, root bool) error {
	if sw.col > 1 {
		sw.breakIfLong()
	}
	sw.str(";")
	it := n.iter()
	if !root {
		for id, ok := it.next(); ok; id, ok = it.next() {
			if err := sw.prop(id, &it); err != nil {
				return err
			}
		}
		return nil
	}
	hasFF, hasCA := n.Has("FF"), n.Has("CA")
	if !hasFF {
		sw.fixed("FF", "4")
		if !hasCA {
			sw.fixed("CA", "UTF-8")
		}
	}
	doneFF, doneCA := false, false
	for id, ok := it.next(); ok; id, ok = it.next() {
		var err error
		switch {
		case id == "FF" && !doneFF:
			doneFF = true
			sw.fixed("FF", "4")
			if !hasCA {
				sw.fixed("CA", "UTF-8")
			}
		case id == "CA" && !doneCA:
			doneCA = true
			sw.fixed("CA", "UTF-8")
		default:
			err = sw.prop(id, &it)
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

// prop writes the property id with the values left in it. A property
// without values is left out, since SGF has no way to write it.
func (sw *sgfWriter) prop(id string, it *propIter) error {
	if !validID(id) {
		return fmt.Errorf("invalid property identifier %q", id)
	}
	compose := isComposeText(id)
	for k := 0; ; k++ {
		v, special, ok := it.raw()
		if !ok {
			return nil
		}
		if k == 0 {
			sw.breakIfLong()
			sw.str(id)
		} else {
			sw.breakIfLong()
		}
		sw.str("[")
		switch {
		case it.parsed && !special:
			// Raw text without a backslash or CR has no ']' either:
			// it is already written as it must be.
			sw.str(v)
		case special:
			sw.buf = appendDecoded(sw.buf[:0], v, compose)
			sw.value(sw.buf, compose)
		default:
			sw.buf = append(sw.buf[:0], v...)
			sw.value(sw.buf, compose)
		}
		sw.str("]")
	}
}

// value writes the decoded value v escaped: "]" and "\" get a backslash,
// CRLF and CR become LF. In a compose-type text value (compose), the kept
// escapes "\:" and "\\" are written as they are.
func (sw *sgfWriter) value(v []byte, compose bool) {
	if !bytes.ContainsAny(v, "]\\\r") {
		sw.bytes(v)
		return
	}
	seg := 0
	for i := 0; i < len(v); i++ {
		switch v[i] {
		case ']', '\\':
			sw.bytes(v[seg:i])
			seg = i
			if v[i] == '\\' && compose && i+1 < len(v) && (v[i+1] == ':' || v[i+1] == '\\') {
				i++ // a kept escape
				continue
			}
			sw.str("\\")
		case '\r':
			sw.bytes(v[seg:i])
			if i+1 < len(v) && v[i+1] == '\n' {
				seg = i + 1
			} else {
				sw.str("\n")
				seg = i + 1
			}
		}
	}
	sw.bytes(v[seg:])
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
