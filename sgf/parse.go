package sgf

import (
	"errors"
	"fmt"
	"math"
	"os"
	"slices"
	"sort"
	"strings"
	"unicode/utf8"
)

// maxWarnings bounds the warnings collected for one file.
const maxWarnings = 100

// MaxInput is the largest input Parse reads (1 GiB): its decoded text must
// fit 32-bit offsets, and decoding may make it grow. Readers of user files
// read no more than this (see internal/inputfile).
const MaxInput = 1 << 30

const maxInput = MaxInput

// Parse reads an SGF collection. It strips a byte-order mark, decodes UTF-16
// and the character set named by CA (or a guessed one) to UTF-8, then parses
// the game trees. A syntax error is returned as a *SyntaxError; tolerated
// problems are listed in Collection.Warnings. Input over 1 GiB is refused.
// The collection does not refer to data (see ParseOwned).
func Parse(data []byte) (*Collection, error) { return parse(data, false, false) }

// ParseOwned is Parse for data that the caller hands over: when data is
// already valid UTF-8, the collection keeps it as its text instead of a
// copy, so data must never be changed afterwards.
func ParseOwned(data []byte) (*Collection, error) { return parse(data, true, false) }

// ParseTruncated is ParseOwned that also reads a file cut off inside a
// property value (an interrupted download or save): it keeps everything
// before the property that was cut, with a warning saying where, instead
// of failing with a syntax error. Like ParseOwned, it takes data over.
func ParseTruncated(data []byte) (*Collection, error) { return parse(data, true, true) }

func parse(data []byte, owned, truncated bool) (*Collection, error) {
	// Nodes keep 32-bit offsets into the decoded text.
	if len(data) > maxInput {
		return nil, fmt.Errorf("sgf: %d bytes is too large to read (the limit is %d)", len(data), maxInput)
	}
	text, warnings := decodeText(data, owned)
	if len(text) > math.MaxInt32 {
		return nil, fmt.Errorf("sgf: the decoded text of %d bytes is too large to read", len(text))
	}
	p := &parser{src: text, warnings: warnings, truncated: truncated}
	// Nearly every node starts with ';': size the node array once
	// (bounded, as ';' may also fill comments).
	est := min(strings.Count(text, ";"), len(text)/3) + 16
	p.s = &store{src: text, nodes: make([]rec, 0, est)}
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
	c, err := ParseOwned(data)
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

// parser turns decoded SGF text into the nodes of a store. It checks the
// syntax of every property but keeps only the offset of each node's
// properties; the warnings of the board check are kept apart and come
// after the others, as the check of each game follows its parsing.
type parser struct {
	src       string
	truncated bool // read a text cut off inside a value (see ParseTruncated)
	s         *store
	warnings  []string
	pending   []posWarning
	dropped   int // warnings beyond maxWarnings

	games []int32 // index of each game root

	// the board check of the current game
	checks     []string // warnings of the board check, up to maxWarnings
	checksLost int      // board check warnings beyond maxWarnings
	w, h       int
	sizeErr    bool

	seen    idSet             // identifiers of the node being parsed
	tmpVals []string          // values of a property being checked
	ids     map[string]string // canonical IDs of FF[3]-style identifiers
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
			src = p.src // shorter when the text was cut off
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
			src = p.src
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
	idx := int32(len(p.s.nodes))
	parent := f.last
	if parent < 0 {
		parent = f.parent
	}
	if parent < 0 {
		p.games = append(p.games, idx)
	} else {
		p.link(parent, idx)
	}
	f.last = idx
	f.content = true
	if src[i] == ';' {
		i++
	}
	p.s.nodes = append(p.s.nodes, rec{parent: parent, next: -1, start: int32(i)})

	l := lexer{src: src, i: i}
	p.seen.reset()
	merged := false
	for {
		l.skipSpace()
		start := l.i
		raw, ok := l.ident()
		if !ok {
			break
		}
		id := p.canonicalID(raw, start)
		if !l.atValue() {
			return l.i, p.errorAt(l.i, fmt.Sprintf("expected '[' after property identifier %q", raw))
		}
		for l.atValue() {
			open := l.i
			if _, _, ok := l.value(); !ok {
				if p.truncated {
					return p.cut(start, idx, id), nil
				}
				return open, p.errorAt(open, "property value not closed (missing ']')")
			}
		}
		if _, fresh := p.seen.add(id); !fresh {
			p.warnAt(start, fmt.Sprintf("property %s repeated in a node; values merged", id))
			merged = true
		}
	}
	if merged {
		// Rare: keep the merged properties instead of reading the text.
		Node{p.s, idx}.SetProps(parsedProps(src, int32(i)))
	}
	p.check(idx)
	return l.i, nil
}

// cut ends the text at off, the start of property id of node idx, whose
// value runs to the end of the text: the text was cut off there. The node
// keeps its properties before id. It returns the new end of the text.
func (p *parser) cut(off int, idx int32, id string) int {
	p.warnAt(off, fmt.Sprintf("the file is cut off inside the value of %s: that property and everything after it are lost", id))
	p.src = p.src[:off]
	p.s.src = p.src
	p.check(idx)
	return off
}

// link makes node idx the last child of parent. Until a node gets its
// next sibling, its next field holds -(last child + 2), which collection
// clears; a node's next sibling only comes after all its children.
func (p *parser) link(parent, idx int32) {
	nodes := p.s.nodes
	if prev := nodes[parent].next; prev <= -2 {
		nodes[-prev-2].next = idx
	}
	nodes[parent].next = -idx - 2
}

// canonicalID returns the FF[4] form of a property identifier (see
// canonicalID), warning about upper-cased ones once per spelling.
func (p *parser) canonicalID(raw string, off int) string {
	if !hasLower(raw) {
		return raw
	}
	if id, ok := p.ids[raw]; ok {
		return id
	}
	id, upper := canonicalID(raw)
	if upper {
		p.warnAt(off, fmt.Sprintf("lower-case property identifier %q read as %q", raw, id))
	}
	if p.ids == nil {
		p.ids = make(map[string]string)
	}
	p.ids[raw] = id
	return id
}

func hasLower(s string) bool {
	for k := 0; k < len(s); k++ {
		if c := s[k]; c >= 'a' && c <= 'z' {
			return true
		}
	}
	return false
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

// collection finishes the store and returns the result.
func (p *parser) collection() *Collection {
	nodes := p.s.nodes
	for i := range nodes {
		if nodes[i].next < 0 {
			nodes[i].next = -1 // clear the last-child marks of link
		}
	}
	if cap(nodes) > len(nodes)+len(nodes)/4+64 {
		p.s.nodes = slices.Clone(nodes) // the estimate was far off
	}

	// Positioned warnings follow the charset warnings, in text order, then
	// come the board check's.
	sort.SliceStable(p.pending, func(a, b int) bool { return p.pending[a].off < p.pending[b].off })
	lc := lineCounter{src: p.src, line: 1}
	for _, w := range p.pending {
		line, col := lc.at(w.off)
		p.warnings = append(p.warnings, fmt.Sprintf("line %d, column %d: %s", line, col, w.msg))
	}
	p.pending = nil
	for _, w := range p.checks {
		p.warn(w)
	}
	p.dropped += p.checksLost

	c := &Collection{Games: make([]Node, len(p.games))}
	for g, idx := range p.games {
		c.Games[g] = Node{p.s, idx}
	}
	if p.dropped > 0 {
		p.warnings = append(p.warnings, fmt.Sprintf("%d more warnings not shown", p.dropped))
	}
	c.Warnings = p.warnings
	return c
}

// check warns about a bad board size (at a game root) and moves or setup
// points off the board in node idx, the newest node of the newest game.
func (p *parser) check(idx int32) {
	g := len(p.games)
	root := p.games[g-1]
	n := Node{p.s, idx}
	if idx == root {
		var err error
		p.w, p.h, err = BoardSize(n)
		p.sizeErr = err != nil
		if err != nil {
			p.checkWarn(fmt.Sprintf("game %d: %v", g, err))
		}
	}
	if p.sizeErr {
		return
	}
	it := n.iter()
	for id, ok := it.next(); ok; id, ok = it.next() {
		switch id {
		case "B", "W":
			for v, ok := it.value(); ok; v, ok = it.value() {
				if _, _, err := ParseMove(v, p.w, p.h); err != nil {
					p.checkWarn(fmt.Sprintf("game %d, node %d: %s[%s]: %v", g, idx-root, id, v, err))
				}
			}
		case "AB", "AW", "AE":
			vals := p.tmpVals[:0]
			for v, ok := it.value(); ok; v, ok = it.value() {
				vals = append(vals, v)
			}
			p.tmpVals = vals
			if err := checkPoints(vals, p.w, p.h); err != nil {
				p.checkWarn(fmt.Sprintf("game %d, node %d: %s: %v", g, idx-root, id, err))
			}
		}
	}
}

// checkWarn records a warning of the board check, up to maxWarnings.
func (p *parser) checkWarn(msg string) {
	if len(p.checks) >= maxWarnings {
		p.checksLost++
		return
	}
	p.checks = append(p.checks, msg)
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
