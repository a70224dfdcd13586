package sgf

import (
	"slices"
	"strings"
)

// lexer reads the properties of one node from SGF text: identifiers and
// bracketed values, skipping blanks between them.
type lexer struct {
	src string
	i   int
}

func (l *lexer) skipSpace() {
	for l.i < len(l.src) && isSpace(l.src[l.i]) {
		l.i++
	}
}

// ident skips blanks and reads a property identifier (a letter followed by
// letters and digits). It reports false, leaving l at the next non-blank
// byte, when there is no identifier there: the node ends.
func (l *lexer) ident() (string, bool) {
	l.skipSpace()
	if l.i >= len(l.src) || !isLetter(l.src[l.i]) {
		return "", false
	}
	start := l.i
	for l.i < len(l.src) && isIdentByte(l.src[l.i]) {
		l.i++
	}
	return l.src[start:l.i], true
}

// atValue skips blanks and reports whether a value ('[') comes next.
func (l *lexer) atValue() bool {
	l.skipSpace()
	return l.i < len(l.src) && l.src[l.i] == '['
}

// value reads the value whose '[' is at l.i and returns its raw text
// between the brackets, and whether that text holds a backslash or a
// carriage return (and needs decodeValue). It reports false, leaving l at
// the '[', when the value is not closed.
func (l *lexer) value() (raw string, special, ok bool) {
	src := l.src
	for j := l.i + 1; j < len(src); j++ {
		switch src[j] {
		case ']':
			raw = src[l.i+1 : j]
			l.i = j + 1
			return raw, special, true
		case '\\':
			special = true
			j++ // the escaped byte cannot end the value
		case '\r':
			special = true
		}
	}
	return "", false, false
}

// decodeValue decodes the raw text of a value (see appendDecoded).
func decodeValue(raw string, special, compose bool) string {
	if !special {
		return raw
	}
	return string(appendDecoded(make([]byte, 0, len(raw)), raw, compose))
}

// appendDecoded appends the decoded raw text of a value to dst: "\x" is x, a
// backslash before a line break (a soft line break) is removed with the
// break, and CRLF or a lone CR becomes "\n". For compose-type text
// properties (compose), "\:" and "\\" are kept as they are.
func appendDecoded(dst []byte, raw string, compose bool) []byte {
	seg := 0
	for j := 0; j < len(raw); {
		switch raw[j] {
		case '\\':
			dst = append(dst, raw[seg:j]...)
			j++
			if j >= len(raw) {
				seg = j
				continue
			}
			switch c := raw[j]; {
			case c == '\r':
				j++
				if j < len(raw) && raw[j] == '\n' {
					j++
				}
			case c == '\n':
				j++
			case compose && (c == ':' || c == '\\'):
				dst = append(dst, '\\', c)
				j++
			default:
				dst = append(dst, c)
				j++
			}
			seg = j
		case '\r':
			dst = append(dst, raw[seg:j]...)
			dst = append(dst, '\n')
			j++
			if j < len(raw) && raw[j] == '\n' {
				j++
			}
			seg = j
		default:
			j++
		}
	}
	return append(dst, raw[seg:]...)
}

// isComposeText reports whether values of the property id are compose
// values whose parts are text (AP, FG, LB): their "\:" and "\\" escapes
// are kept when reading so that the separating ':' can be told apart.
func isComposeText(id string) bool { return id == "LB" || id == "AP" || id == "FG" }

// SplitCompose splits a value of a compose-type property such as LB
// ("point:label") or AP ("name:version") at its first ':' that is not
// escaped, and removes the escapes "\:" and "\\" from both parts. ok is false
// when the value has no separator; first is then the whole value.
func SplitCompose(v string) (first, second string, ok bool) {
	for i := 0; i < len(v); i++ {
		switch v[i] {
		case '\\':
			i++
		case ':':
			return unescapeCompose(v[:i]), unescapeCompose(v[i+1:]), true
		}
	}
	return unescapeCompose(v), "", false
}

// JoinCompose builds a compose value "first:second" for a property such as
// LB or AP, escaping ':' and '\' in the parts (the inverse of SplitCompose).
func JoinCompose(first, second string) string {
	r := strings.NewReplacer(`\`, `\\`, `:`, `\:`)
	return r.Replace(first) + ":" + r.Replace(second)
}

func unescapeCompose(s string) string {
	if strings.IndexByte(s, '\\') < 0 {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] == '\\' && i+1 < len(s) {
			i++
		}
		b.WriteByte(s[i])
	}
	return b.String()
}

// canonicalID returns the FF[4] form of a property identifier and whether
// it had to be upper-cased: FF[3] lower-case letters are dropped
// ("AddBlack" is "AB"); an identifier left empty or without a leading
// upper-case letter is upper-cased instead.
func canonicalID(raw string) (id string, upper bool) {
	plain := true
	for k := 0; k < len(raw); k++ {
		if c := raw[k]; c >= 'a' && c <= 'z' {
			plain = false
			break
		}
	}
	if plain {
		return raw, false
	}
	var b strings.Builder
	for k := 0; k < len(raw); k++ {
		if c := raw[k]; c < 'a' || c > 'z' {
			b.WriteByte(c)
		}
	}
	id = b.String()
	if id == "" || id[0] < 'A' || id[0] > 'Z' {
		return strings.ToUpper(raw), true
	}
	return id, false
}

// propIter iterates over the properties of a node, changed (a slice of
// properties) or parsed (read from the text).
type propIter struct {
	props  []Property // changed node
	k      int        // index in props of the current property, plus one
	vk     int        // next value of props[k-1]
	lx     lexer      // parsed node
	parsed bool
	id     string // current property
}

// iter returns an iterator over the properties of n.
func (n Node) iter() propIter {
	if e := n.ext(); e != nil && e.hasProps {
		return propIter{props: e.props}
	}
	start := n.s.nodes[n.i].start
	if start < 0 {
		return propIter{}
	}
	return propIter{lx: lexer{src: n.s.src, i: int(start)}, parsed: true}
}

// next moves to the next property and returns its canonical identifier;
// values of the current one not read are skipped.
func (it *propIter) next() (string, bool) {
	if !it.parsed {
		if it.k >= len(it.props) {
			return "", false
		}
		it.k++
		it.vk = 0
		it.id = it.props[it.k-1].ID
		return it.id, true
	}
	if it.id != "" {
		for _, _, ok := it.raw(); ok; _, _, ok = it.raw() {
		}
	}
	raw, ok := it.lx.ident()
	if !ok {
		it.id = ""
		return "", false
	}
	it.id, _ = canonicalID(raw)
	return it.id, true
}

// raw returns the next value of the current property as stored: decoded
// for a changed node, raw text for a parsed one (special says whether it
// needs decoding).
func (it *propIter) raw() (v string, special, ok bool) {
	if !it.parsed {
		if it.k == 0 || it.vk >= len(it.props[it.k-1].Values) {
			return "", false, false
		}
		it.vk++
		return it.props[it.k-1].Values[it.vk-1], false, true
	}
	if it.id == "" || !it.lx.atValue() {
		return "", false, false // no property yet, or its values are done
	}
	return it.lx.value()
}

// value returns the next decoded value of the current property.
func (it *propIter) value() (string, bool) {
	v, special, ok := it.raw()
	return decodeValue(v, special, isComposeText(it.id)), ok
}

// parsedProps reads the properties of a parsed node starting at offset
// start of src, merging repeated properties.
func parsedProps(src string, start int32) []Property {
	if start < 0 {
		return nil
	}
	it := propIter{lx: lexer{src: src, i: int(start)}, parsed: true}
	var props []Property
	var seen idSet
	for id, ok := it.next(); ok; id, ok = it.next() {
		k, fresh := seen.add(id)
		if fresh {
			props = append(props, Property{ID: id})
		}
		for v, ok := it.value(); ok; v, ok = it.value() {
			props[k].Values = append(props[k].Values, v)
		}
	}
	return props
}

// idSet numbers the property identifiers of one node in order of first
// appearance. Past a few identifiers it keeps a map, so that a node with
// very many properties is not quadratic to read.
type idSet struct {
	ids []string
	m   map[string]int
}

// reset empties s for the next node.
func (s *idSet) reset() {
	s.ids = s.ids[:0]
	s.m = nil
}

// add returns the number of id and whether id is new in s.
func (s *idSet) add(id string) (int, bool) {
	const linear = 16
	if s.m == nil && len(s.ids) >= linear {
		s.m = make(map[string]int, 2*len(s.ids))
		for k, x := range s.ids {
			s.m[x] = k
		}
	}
	if s.m != nil {
		if k, ok := s.m[id]; ok {
			return k, false
		}
		s.m[id] = len(s.ids)
	} else if k := slices.Index(s.ids, id); k >= 0 {
		return k, false
	}
	s.ids = append(s.ids, id)
	return len(s.ids) - 1, true
}
