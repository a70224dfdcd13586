package sgf

import (
	"errors"
	"fmt"
	"os"
	"sort"
	"strings"
	"unicode/utf8"
)

// maxWarnings bounds the warnings collected for one file.
const maxWarnings = 100

// Parse reads an SGF collection. It strips a byte-order mark, decodes UTF-16
// and the character set named by CA (or a guessed one) to UTF-8, then parses
// the game trees. A syntax error is returned as a *SyntaxError; tolerated
// problems are listed in Collection.Warnings.
func Parse(data []byte) (*Collection, error) {
	text, warnings := decodeText(data)
	p := &parser{src: text, warnings: warnings}
	// Nearly every node starts with ';': size the per-node arrays once
	// (bounded, as ';' may also fill comments).
	est := min(strings.Count(text, ";"), len(text)/3) + 16
	p.all = make([]*Node, 0, est)
	p.parentIdx = make([]int32, 0, est)
	if err := p.run(); err != nil {
		return nil, err
	}
	return p.collection(), nil
}

// ParseFile reads and parses the SGF file at path. Errors name the file.
func ParseFile(path string) (*Collection, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err // *PathError already names the file
	}
	c, err := Parse(data)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return c, nil
}

// AsSyntaxError returns the *SyntaxError inside err, if any.
func AsSyntaxError(err error) (*SyntaxError, bool) {
	var se *SyntaxError
	ok := errors.As(err, &se)
	return se, ok
}

// frame is an open game tree during parsing.
type frame struct {
	parent  int32 // node the tree's first node hangs from; -1 for a game root
	last    int32 // last node of the tree's sequence so far; -1 when none
	open    int   // offset of '('
	content bool  // the tree has a node or a subtree
}

// posWarning is a warning waiting for its line and column.
type posWarning struct {
	off int
	msg string
}

// parser turns decoded SGF text into nodes. Nodes, properties and values are
// carved out of shared slabs so that big files need few allocations; each
// node's slices are capped so they stay independent.
type parser struct {
	src      string
	warnings []string
	pending  []posWarning
	dropped  int // warnings beyond maxWarnings

	all       []*Node // every node, in creation (pre-)order
	parentIdx []int32 // index in all of each node's parent, -1 for roots
	games     []int32 // index in all of each game root

	nodeSlab []Node
	propSlab []Property
	valSlab  []string
	tmpProps []Property
	tmpVals  []string
	ids      map[string]string // canonical IDs of FF[3]-style identifiers
	propIdx  map[string]int    // index of the properties of a big node
}

func isSpace(c byte) bool {
	switch c {
	case ' ', '\t', '\n', '\r', '\v', '\f':
		return true
	}
	return false
}

func isLetter(c byte) bool { return c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' }

func (p *parser) skipSpace(i int) int {
	for i < len(p.src) && isSpace(p.src[i]) {
		i++
	}
	return i
}

// run parses all game trees of p.src.
func (p *parser) run() error {
	src := p.src
	i := p.nextTreeStart(0)
	if i < 0 {
		return &SyntaxError{Line: 1, Column: 1, Msg: "no SGF game tree found (expected \"(;\")"}
	}
	var stack []frame
	for i >= 0 && i < len(src) {
		switch c := src[i]; {
		case isSpace(c):
			i++
		case c == '(':
			f := frame{parent: -1, last: -1, open: i}
			if n := len(stack); n > 0 {
				top := &stack[n-1]
				top.content = true
				f.parent = top.last
				if f.parent < 0 {
					f.parent = top.parent
				}
			}
			stack = append(stack, f)
			i++
		case c == ')':
			f := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			if !f.content {
				p.warnAt(f.open, "empty game tree ignored")
			}
			i++
			if len(stack) == 0 {
				i = p.nextTreeStart(i)
			}
		case c == ';':
			var err error
			if i, err = p.node(i, &stack[len(stack)-1]); err != nil {
				return err
			}
		case isLetter(c):
			f := &stack[len(stack)-1]
			if f.content {
				return p.errorAt(i, "property outside a node (missing ';')")
			}
			// Some programs leave out the ';' of a tree's first node.
			p.warnAt(i, "missing ';' before the first node of a game tree")
			var err error
			if i, err = p.node(i, f); err != nil {
				return err
			}
		default:
			r, _ := utf8.DecodeRuneInString(src[i:])
			return p.errorAt(i, fmt.Sprintf("unexpected character %q in game tree", r))
		}
	}
	if len(stack) > 0 {
		p.warnAt(stack[0].open, fmt.Sprintf("game tree not closed: %d ')' missing at end of file", len(stack)))
	}
	if len(p.games) == 0 {
		return &SyntaxError{Line: 1, Column: 1, Msg: "no SGF game tree with a node found"}
	}
	return nil
}

// nextTreeStart returns the offset of the next '(' at or after i that starts a
// game tree, or -1. After blanks and more '(', a tree starts with ';' or, when
// a program left out the first ';', with a property such as "GM[". Anything
// skipped is junk outside the game trees.
func (p *parser) nextTreeStart(i int) int {
	src := p.src
	for i < len(src) {
		k := strings.IndexByte(src[i:], '(')
		if k < 0 {
			return -1
		}
		k += i
		j := p.skipSpaceAndParens(k + 1)
		if j < len(src) && src[j] == ';' {
			return k
		}
		if j < len(src) && src[j] >= 'A' && src[j] <= 'Z' {
			e := j
			for e < len(src) && isIdentByte(src[e]) {
				e++
			}
			if e = p.skipSpace(e); e < len(src) && src[e] == '[' {
				return k
			}
		}
		i = j
	}
	return -1
}

func (p *parser) skipSpaceAndParens(i int) int {
	for i < len(p.src) && (isSpace(p.src[i]) || p.src[i] == '(') {
		i++
	}
	return i
}

// node parses the node starting at offset i, normally with ';', and returns
// the offset after it.
func (p *parser) node(i int, f *frame) (int, error) {
	src := p.src
	idx := int32(len(p.all))
	parent := f.last
	if parent < 0 {
		parent = f.parent
	}
	n := p.newNode()
	if parent >= 0 {
		n.Parent = p.all[parent]
	} else {
		p.games = append(p.games, idx)
	}
	p.parentIdx = append(p.parentIdx, parent)
	f.last = idx
	f.content = true

	props := p.tmpProps[:0]
	if src[i] == ';' {
		i++
	}
	for {
		i = p.skipSpace(i)
		if i >= len(src) || !isLetter(src[i]) {
			break
		}
		start := i
		for i < len(src) && isIdentByte(src[i]) {
			i++
		}
		id := p.canonicalID(src[start:i], start)
		i = p.skipSpace(i)
		if i >= len(src) || src[i] != '[' {
			return i, p.errorAt(i, fmt.Sprintf("expected '[' after property identifier %q", src[start:min(i, len(src))]))
		}
		vals := p.tmpVals[:0]
		for i < len(src) && src[i] == '[' {
			v, next, err := p.value(i)
			if err != nil {
				return i, err
			}
			vals = append(vals, v)
			i = p.skipSpace(next)
		}
		p.tmpVals = vals
		if dup := p.findProp(props, id); dup >= 0 {
			p.warnAt(start, fmt.Sprintf("property %s repeated in a node; values merged", id))
			// The first values were carved with capacity == length, so
			// this append copies them out of the slab.
			props[dup].Values = append(props[dup].Values, vals...)
			continue
		}
		props = append(props, Property{ID: id, Values: p.allocVals(vals)})
	}
	p.tmpProps = props
	n.Props = p.allocProps(props)
	return i, nil
}

// findProp returns the index of id in props (the properties of the node
// being parsed) or -1. Past a few properties it keeps an index in p.propIdx,
// so that a node with very many properties is not quadratic to read.
func (p *parser) findProp(props []Property, id string) int {
	const linear = 16
	if len(props) < linear {
		for k := range props {
			if props[k].ID == id {
				return k
			}
		}
		return -1
	}
	if len(props) == linear || p.propIdx == nil {
		p.propIdx = make(map[string]int, 2*linear)
		for k, q := range props {
			p.propIdx[q.ID] = k
		}
	}
	if k, ok := p.propIdx[id]; ok {
		return k
	}
	p.propIdx[id] = len(props) // the caller appends id next
	return -1
}

// canonicalID returns the FF[4] form of a property identifier: FF[3]
// lower-case letters are dropped ("AddBlack" is "AB"). An identifier of only
// lower-case letters is upper-cased instead, with a warning.
func (p *parser) canonicalID(raw string, off int) string {
	plain := true
	for k := 0; k < len(raw); k++ {
		if c := raw[k]; c >= 'a' && c <= 'z' {
			plain = false
			break
		}
	}
	if plain {
		return raw
	}
	if id, ok := p.ids[raw]; ok {
		return id
	}
	var b strings.Builder
	for k := 0; k < len(raw); k++ {
		if c := raw[k]; c < 'a' || c > 'z' {
			b.WriteByte(c)
		}
	}
	id := b.String()
	if id == "" || id[0] < 'A' || id[0] > 'Z' {
		id = strings.ToUpper(raw)
		p.warnAt(off, fmt.Sprintf("lower-case property identifier %q read as %q", raw, id))
	}
	if p.ids == nil {
		p.ids = make(map[string]string)
	}
	p.ids[raw] = id
	return id
}

// value parses the property value whose '[' is at offset open. It returns
// the decoded value and the offset after the closing ']'.
func (p *parser) value(open int) (string, int, error) {
	src := p.src
	for j := open + 1; j < len(src); j++ {
		switch src[j] {
		case ']':
			return src[open+1 : j], j + 1, nil
		case '\\', '\r':
			return p.slowValue(open)
		}
	}
	return "", 0, p.errorAt(open, "property value not closed (missing ']')")
}

// slowValue decodes a value that has escapes or carriage returns: "\x" is x,
// a backslash before a line break (a soft line break) is removed with the
// break, and CRLF or a lone CR becomes "\n".
func (p *parser) slowValue(open int) (string, int, error) {
	src := p.src
	var b strings.Builder
	seg := open + 1
	for j := open + 1; j < len(src); {
		switch src[j] {
		case ']':
			b.WriteString(src[seg:j])
			return b.String(), j + 1, nil
		case '\\':
			b.WriteString(src[seg:j])
			j++
			if j >= len(src) {
				seg = j
				continue
			}
			switch src[j] {
			case '\r':
				j++
				if j < len(src) && src[j] == '\n' {
					j++
				}
			case '\n':
				j++
			default:
				b.WriteByte(src[j])
				j++
			}
			seg = j
		case '\r':
			b.WriteString(src[seg:j])
			b.WriteByte('\n')
			j++
			if j < len(src) && src[j] == '\n' {
				j++
			}
			seg = j
		default:
			j++
		}
	}
	return "", 0, p.errorAt(open, "property value not closed (missing ']')")
}

// newNode returns a fresh node from the node slab and records it in p.all.
func (p *parser) newNode() *Node {
	if len(p.nodeSlab) == 0 {
		p.nodeSlab = make([]Node, slabSize(len(p.all), 32, 4096))
	}
	n := &p.nodeSlab[0]
	p.nodeSlab = p.nodeSlab[1:]
	p.all = append(p.all, n)
	return n
}

// slabSize grows slabs with the amount already used, between lo and hi.
func slabSize(used, lo, hi int) int {
	return max(lo, min(hi, used/2))
}

func (p *parser) allocProps(props []Property) []Property {
	return carve(&p.propSlab, props, slabSize(len(p.all), 32, 4096))
}

func (p *parser) allocVals(vals []string) []string {
	return carve(&p.valSlab, vals, slabSize(len(p.all), 32, 8192))
}

// carve copies items into the front of *slab, allocating a new slab of at
// least grow elements when it is too small, and returns the copy with its
// capacity capped to its length (nil for no items).
func carve[T any](slab *[]T, items []T, grow int) []T {
	k := len(items)
	if k == 0 {
		return nil
	}
	if len(*slab) < k {
		*slab = make([]T, max(k, grow))
	}
	out := (*slab)[:k:k]
	*slab = (*slab)[k:]
	copy(out, items)
	return out
}

// warnAt records a warning at a text offset, up to maxWarnings.
func (p *parser) warnAt(off int, msg string) {
	if len(p.warnings)+len(p.pending) >= maxWarnings {
		p.dropped++
		return
	}
	p.pending = append(p.pending, posWarning{off, msg})
}

// warn records a warning without a position, up to maxWarnings.
func (p *parser) warn(msg string) {
	if len(p.warnings)+len(p.pending) >= maxWarnings {
		p.dropped++
		return
	}
	p.warnings = append(p.warnings, msg)
}

func (p *parser) errorAt(off int, msg string) *SyntaxError {
	line, col := position(p.src, off)
	return &SyntaxError{Line: line, Column: col, Msg: msg}
}

// position returns the 1-based line and column (in characters) of offset off
// in src.
func position(src string, off int) (line, col int) {
	lc := lineCounter{src: src, line: 1}
	return lc.at(off)
}

// lineCounter finds lines and columns for increasing offsets in one pass.
// CRLF, LF and a lone CR each end a line.
type lineCounter struct {
	src            string
	i, line, start int
}

func (lc *lineCounter) at(off int) (line, col int) {
	off = min(off, len(lc.src))
	for ; lc.i < off; lc.i++ {
		switch lc.src[lc.i] {
		case '\n':
			lc.line, lc.start = lc.line+1, lc.i+1
		case '\r':
			if lc.i+1 < len(lc.src) && lc.src[lc.i+1] == '\n' {
				continue
			}
			lc.line, lc.start = lc.line+1, lc.i+1
		}
	}
	return lc.line, utf8.RuneCountInString(lc.src[lc.start:off]) + 1
}

// collection links children to parents, checks board sizes and moves, and
// returns the result.
func (p *parser) collection() *Collection {
	counts := make([]int32, len(p.all))
	for _, par := range p.parentIdx {
		if par >= 0 {
			counts[par]++
		}
	}
	kids := make([]*Node, len(p.all)-len(p.games))
	off := int32(0)
	for i, c := range counts {
		if c > 0 {
			p.all[i].Children = kids[off : off : off+c]
			off += c
		}
	}
	for i, par := range p.parentIdx {
		if par >= 0 {
			pn := p.all[par]
			pn.Children = append(pn.Children, p.all[i])
		}
	}

	// Positioned warnings follow the charset warnings, in text order.
	sort.SliceStable(p.pending, func(a, b int) bool { return p.pending[a].off < p.pending[b].off })
	lc := lineCounter{src: p.src, line: 1}
	for _, w := range p.pending {
		line, col := lc.at(w.off)
		p.warnings = append(p.warnings, fmt.Sprintf("line %d, column %d: %s", line, col, w.msg))
	}
	p.pending = nil

	c := &Collection{Games: make([]*Node, len(p.games))}
	for g, idx := range p.games {
		c.Games[g] = p.all[idx]
		end := len(p.all)
		if g+1 < len(p.games) {
			end = int(p.games[g+1])
		}
		p.check(g, p.all[idx:end])
	}
	if p.dropped > 0 {
		p.warnings = append(p.warnings, fmt.Sprintf("%d more warnings not shown", p.dropped))
	}
	c.Warnings = p.warnings
	return c
}

// check warns about a bad board size and moves or setup points off the board
// in the nodes of game g (given in pre-order, root first).
func (p *parser) check(g int, nodes []*Node) {
	w, h, err := BoardSize(nodes[0])
	if err != nil {
		p.warn(fmt.Sprintf("game %d: %v", g+1, err))
		return
	}
	for k, n := range nodes {
		for _, prop := range n.Props {
			switch prop.ID {
			case "B", "W":
				for _, v := range prop.Values {
					if _, _, err := ParseMove(v, w, h); err != nil {
						p.warn(fmt.Sprintf("game %d, node %d: %s[%s]: %v", g+1, k, prop.ID, v, err))
					}
				}
			case "AB", "AW", "AE":
				if err := checkPoints(prop.Values, w, h); err != nil {
					p.warn(fmt.Sprintf("game %d, node %d: %s: %v", g+1, k, prop.ID, err))
				}
			}
		}
	}
}

// checkPoints checks a point list against a w x h board without expanding
// its rectangles: a rectangle is on the board when both corners are.
func checkPoints(values []string, w, h int) error {
	for _, v := range values {
		for _, corner := range strings.SplitN(v, ":", 2) {
			if v == "" {
				continue
			}
			pt, err := ParsePoint(corner)
			if err != nil {
				return err
			}
			if pt.X >= w || pt.Y >= h {
				return fmt.Errorf("point %s is off the %dx%d board", pt, w, h)
			}
		}
	}
	return nil
}
