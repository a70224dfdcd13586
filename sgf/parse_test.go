package sgf

import (
	"errors"
	"strings"
	"testing"
	"time"
	"unicode/utf16"
)

// dump shows a collection in SGF-like form with values unescaped, one
// "(...)" per game, for comparing parse results.
func dump(c *Collection) string {
	type item struct {
		n     Node
		paren bool
		close bool
	}
	var b strings.Builder
	for _, g := range c.Games {
		b.WriteString("(")
		stack := []item{{n: g}}
		for len(stack) > 0 {
			it := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			if it.close {
				b.WriteString(")")
				continue
			}
			if it.paren {
				b.WriteString("(")
			}
			b.WriteString(";")
			for _, p := range it.n.Props() {
				b.WriteString(p.ID)
				for _, v := range p.Values {
					b.WriteString("[" + v + "]")
				}
			}
			kids := it.n.Children()
			if len(kids) == 1 {
				stack = append(stack, item{n: kids[0]})
				continue
			}
			for i := len(kids) - 1; i >= 0; i-- {
				stack = append(stack, item{close: true}, item{n: kids[i], paren: true})
			}
		}
		b.WriteString(")")
	}
	return b.String()
}

func TestParse(t *testing.T) {
	tests := []struct {
		name, in, want string
		warn           string // substring of some warning, if any expected
	}{
		{"minimal", "(;)", "(;)", ""},
		{"sequence", "(;GM[1];B[aa];W[bb])", "(;GM[1];B[aa];W[bb])", ""},
		{"variations", "(;GM[1](;B[aa];W[bb])(;B[cc]))", "(;GM[1](;B[aa];W[bb])(;B[cc]))", ""},
		{"nested variations", "(;A[1](;B[aa](;W[bb])(;W[cc]))(;B[dd]))", "(;A[1](;B[aa](;W[bb])(;W[cc]))(;B[dd]))", ""},
		{"single variation is a sequence", "(;A[1](;B[aa](;W[bb])))", "(;A[1];B[aa];W[bb])", ""},
		{"several games", "(;GM[1];B[aa])\n(;GM[1];W[bb])", "(;GM[1];B[aa])(;GM[1];W[bb])", ""},
		{"whitespace", " ( ; GM [1] \n ; B\t[aa] [bb] ) ", "(;GM[1];B[aa][bb])", ""},
		{"escaped bracket", `(;C[a\]b])`, "(;C[a]b])", ""},
		{"escaped backslash", `(;C[a\\b])`, `(;C[a\b])`, ""},
		{"escaped backslash before bracket", `(;C[a\\]B[aa])`, `(;C[a\]B[aa])`, ""},
		{"escaped other", `(;C[\a\:b])`, "(;C[a:b])", ""},
		{"soft line break LF", "(;C[ab\\\ncd])", "(;C[abcd])", ""},
		{"soft line break CRLF", "(;C[ab\\\r\ncd])", "(;C[abcd])", ""},
		{"soft line break CR", "(;C[ab\\\rcd])", "(;C[abcd])", ""},
		{"CRLF in value", "(;C[a\r\nb\rc\nd])", "(;C[a\nb\nc\nd])", ""},
		{"CRLF file", "(;GM[1]\r\n;B[aa]\r\n;W[bb])\r\n", "(;GM[1];B[aa];W[bb])", ""},
		{"FF3 identifiers", "(;FF[3]AddBlack[aa]PlayerBlack[Me];Black[bb]Comment[x])", "(;FF[3]AB[aa]PB[Me];B[bb]C[x])", ""},
		{"lowercase identifier", "(;b[aa])", "(;B[aa])", `lower-case property identifier "b"`},
		{"digits in identifier", "(;XX1[a])", "(;XX1[a])", ""},
		{"junk before and after", "junk (c) 2020 ((:\n(;GM[1]) trailing ) junk (\x1a", "(;GM[1])", ""},
		{"missing final paren", "(;GM[1];B[aa](;W[bb]", "(;GM[1];B[aa];W[bb])", "game tree not closed: 2 ')' missing"},
		{"missing first semicolon", "(\r\nGM[1]\r\n;B[aa])", "(;GM[1];B[aa])", "missing ';'"},
		{"empty tree skipped", "(;A[1]()(;B[aa]))", "(;A[1];B[aa])", "empty game tree"},
		{"duplicate property merged", "(;AB[aa]AW[bb]AB[cc])", "(;AB[aa][cc]AW[bb])", "repeated"},
		{"pass and tt", "(;B[];W[tt])", "(;B[];W[tt])", ""},
		{"compressed list kept", "(;AB[aa:cc])", "(;AB[aa:cc])", ""},
		{"unknown and private properties", "(;XZ[q]MULTIGOGM[1];B[aa]ZZZ[1][2])", "(;XZ[q]MULTIGOGM[1];B[aa]ZZZ[1][2])", ""},
		{"nested parens around games", "((;A[1])(;A[2]))", "(;A[1])(;A[2])", ""},
		{"node after variations", "(;A[1](;B[aa]);W[bb])", "(;A[1](;B[aa])(;W[bb]))", ""},
		{"utf-8 text", "(;PB[古力]C[围棋 ])", "(;PB[古力]C[围棋 ])", ""},
		{"off-board move warns", "(;SZ[9];B[jj])", "(;SZ[9];B[jj])", "off the 9x9 board"},
		{"big board warns", "(;SZ[30];B[aa])", "(;SZ[30];B[aa])", "unsupported board size"},
		{"bad point list warns", "(;AB[a])", "(;AB[a])", "invalid point"},
		{"setup off board warns", "(;SZ[5:3]AB[ae])", "(;SZ[5:3]AB[ae])", "off the 5x3 board"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := mustParse(t, tt.in)
			if got := dump(c); got != tt.want {
				t.Errorf("Parse(%q) = %s, want %s", tt.in, got, tt.want)
			}
			if tt.warn == "" && len(c.Warnings) > 0 {
				t.Errorf("unexpected warnings %q", c.Warnings)
			}
			if tt.warn != "" && !strings.Contains(strings.Join(c.Warnings, "\n"), tt.warn) {
				t.Errorf("warnings %q lack %q", c.Warnings, tt.warn)
			}
		})
	}
}

func TestParseErrors(t *testing.T) {
	tests := []struct {
		name, in  string
		line, col int
		msg       string
	}{
		{"empty", "", 1, 1, "no SGF game tree"},
		{"junk only", "hello (world)", 1, 1, "no SGF game tree"},
		{"empty tree only", "()", 1, 1, "no SGF game tree"},
		{"unclosed value", "(;GM[1]\n;C[abc", 2, 3, "not closed"},
		{"unclosed escaped value", "(;C[abc\\]", 1, 4, "not closed"},
		{"missing bracket", "(;GM[1]\n;B[aa]W)", 2, 8, `expected '[' after property identifier "W"`},
		{"property after variation", "(;GM[1]\n(;B[aa])C[x])", 2, 9, "missing ';'"},
		{"bad character", "(;GM[1]\n;B[aa]\n  ;W[bb]?)", 3, 9, `unexpected character '?'`},
		{"column counts characters", "(;C[围棋]\n;PB[古力] 1)", 2, 9, `unexpected character '1'`},
		{"CRLF lines", "(;GM[1]\r\n\r\n;B[aa]%)", 3, 7, `unexpected character '%'`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c, err := Parse([]byte(tt.in))
			if err == nil {
				t.Fatalf("Parse(%q) = %s, want error", tt.in, dump(c))
			}
			var se *SyntaxError
			if !errors.As(err, &se) {
				t.Fatalf("error %v (%T) is not a *SyntaxError", err, err)
			}
			if se.Line != tt.line || se.Column != tt.col || !strings.Contains(se.Msg, tt.msg) {
				t.Errorf("error = %v, want line %d, column %d: ...%s...", err, tt.line, tt.col, tt.msg)
			}
			if want := "line "; !strings.HasPrefix(err.Error(), want) {
				t.Errorf("Error() = %q, want prefix %q", err.Error(), want)
			}
		})
	}
}

func TestSyntaxErrorFormat(t *testing.T) {
	err := &SyntaxError{Line: 3, Column: 7, Msg: "bad"}
	if got, want := err.Error(), "line 3, column 7: bad"; got != want {
		t.Errorf("Error() = %q, want %q", got, want)
	}
}

func TestParseFile(t *testing.T) {
	dir := t.TempDir()
	path := dir + "/bad.sgf"
	if err := writeFile(path, "(;GM[1]\n;B[aa"); err != nil {
		t.Fatal(err)
	}
	_, err := ParseFile(path)
	if err == nil || !strings.Contains(err.Error(), "bad.sgf: line 2, column 3:") {
		t.Errorf("ParseFile error = %v, want the file name, line and column", err)
	}
	if _, ok := AsSyntaxError(err); !ok {
		t.Errorf("AsSyntaxError(%v) = false", err)
	}
	if _, err := ParseFile(dir + "/missing.sgf"); err == nil || !strings.Contains(err.Error(), "missing.sgf") {
		t.Errorf("ParseFile(missing) error = %v, want the file name", err)
	}
}

func TestParseBOMAndUTF16(t *testing.T) {
	const text = "(;GM[1]CA[UTF-16]PB[井山 裕太]C[a\r\nb];B[aa])"
	const want = "(;GM[1]CA[UTF-16]PB[井山 裕太]C[a\nb];B[aa])"
	utf16Bytes := func(s string, bigEndian, bom bool) []byte {
		units := utf16.Encode([]rune(s))
		if bom {
			units = append([]uint16{0xFEFF}, units...)
		}
		out := make([]byte, 0, 2*len(units))
		for _, u := range units {
			if bigEndian {
				out = append(out, byte(u>>8), byte(u))
			} else {
				out = append(out, byte(u), byte(u>>8))
			}
		}
		return out
	}
	tests := []struct {
		name string
		in   []byte
	}{
		{"UTF-8 BOM", append([]byte("\xEF\xBB\xBF"), text...)},
		{"UTF-16LE BOM", utf16Bytes(text, false, true)},
		{"UTF-16BE BOM", utf16Bytes(text, true, true)},
		{"UTF-16LE no BOM", utf16Bytes(text, false, false)},
		{"UTF-16BE no BOM", utf16Bytes(text, true, false)},
		{"UTF-16LE leading space", utf16Bytes(" \n"+text, false, false)},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c, err := Parse(tt.in)
			if err != nil {
				t.Fatal(err)
			}
			if got := dump(c); got != want {
				t.Errorf("got %s, want %s", got, want)
			}
		})
	}
}

func TestParseNestedDeep(t *testing.T) {
	const n = 10000
	c, err := Parse(nestedGame(n))
	if err != nil {
		t.Fatal(err)
	}
	line := MainLine(c.Games[0])
	if len(line) != n+1 {
		t.Fatalf("main line has %d nodes, want %d", len(line), n+1)
	}
	if gi := Info(c.Games[0]); gi.Moves != n || gi.Nodes != n+1 || gi.Variations != 1 {
		t.Errorf("Info = %+v", gi)
	}
	out := Format(c)
	c2, err := Parse(out)
	if err != nil {
		t.Fatal(err)
	}
	if d := diffCollections(c, c2, true); d != "" {
		t.Error(d)
	}
}

// TestWriteDeepBranching writes and re-reads a tree that branches at every
// one of 10,000 levels, so the writer must nest 10,000 variations.
func TestWriteDeepBranching(t *testing.T) {
	root := NewNode()
	root.Set("GM", "1")
	n := root
	for i := 0; i < 10000; i++ {
		side := NewNode()
		side.Set("C", "side")
		n.AddChild(side)
		next := NewNode()
		next.Set("B", Point{X: i % 19, Y: i % 17}.String())
		n.AddChild(next)
		n = next
	}
	c := &Collection{Games: []Node{root}}
	out := Format(c)
	if out == nil {
		t.Fatal("Format returned nil")
	}
	c2, err := Parse(out)
	if err != nil {
		t.Fatal(err)
	}
	if d := diffCollections(c, c2, true); d != "" {
		t.Error(d)
	}
	if gi := Info(c2.Games[0]); gi.Variations != 10001 || gi.Nodes != 20001 {
		t.Errorf("Info = %+v", gi)
	}
}

func TestParseManyProperties(t *testing.T) {
	var in, want strings.Builder
	in.WriteString("(;")
	want.WriteString("(;")
	for i := 0; i < 40; i++ {
		id := "P" + string(rune('A'+i%26)) + string(rune('A'+i/26))
		in.WriteString(id + "[x]")
		if i == 30 {
			want.WriteString(id + "[x][y]")
			continue
		}
		want.WriteString(id + "[x]")
	}
	in.WriteString("PEB[y];PAA[1]PBA[2]PAA[3])") // PEB is property 30, repeated
	want.WriteString(";PAA[1][3]PBA[2])")
	c := mustParse(t, in.String())
	if got := dump(c); got != want.String() {
		t.Errorf("got  %s\nwant %s", got, want.String())
	}
}

// TestParseLinear parses and formats the inputs the fuzzer likes, each
// repeated 100,000 times; BenchmarkParsePathological times them (a quadratic
// step shows there, not as a timed unit test).
func TestParseLinear(t *testing.T) {
	for name, in := range pathologicalInputs(100000) {
		t.Run(name, func(t *testing.T) {
			start := time.Now()
			c, err := Parse([]byte(in))
			if err == nil && Format(c) == nil {
				t.Errorf("%s: Format failed", name)
			}
			t.Logf("%s: %v", name, time.Since(start))
		})
	}
}

// BenchmarkParsePathological parses and formats each input of
// TestParseLinear.
func BenchmarkParsePathological(b *testing.B) {
	for name, in := range pathologicalInputs(100000) {
		b.Run(name, func(b *testing.B) {
			b.ReportAllocs()
			b.SetBytes(int64(len(in)))
			for i := 0; i < b.N; i++ {
				if c, err := Parse([]byte(in)); err == nil {
					Format(c)
				}
			}
		})
	}
}

// pathologicalInputs returns, by name, inputs made of one piece repeated n
// times, each of a shape that a careless parser handles in quadratic time.
func pathologicalInputs(n int) map[string]string {
	return map[string]string{
		"repeated property": "(;" + strings.Repeat("A[]", n) + ")",
		"many values":       "(;A" + strings.Repeat("[]", n) + ")",
		"big rectangles":    "(;AB" + strings.Repeat("[aa:ZZ]", n) + ")",
		"open parens":       strings.Repeat("(", n) + ";",
		"nested trees":      strings.Repeat("(;B[aa]", n),
		"wide tree":         "(;A[]" + strings.Repeat("(;B[aa])", n) + ")",
		"empty trees":       "(;" + strings.Repeat("()", n) + ")",
		"escapes":           "(;C[" + strings.Repeat(`\]`, n) + "])",
		"junk":              strings.Repeat("(a", n) + "(;)",
		"lower-case IDs":    "(;" + strings.Repeat("aB[]Ab[]", n) + ")",
	}
}

// TestParseTruncated: a text cut off inside a property value keeps
// everything before the cut property, with a warning saying where; other
// syntax errors stay errors.
func TestParseTruncated(t *testing.T) {
	tests := []struct {
		name, in, out, warn string
	}{
		{"cut in a comment", "(;GM[1]SZ[9]\n;B[ee]C[a good", "(;GM[1]SZ[9]\n;B[ee])", "line 2, column 7: the file is cut off inside the value of C"},
		{"cut in a move", "(;GM[1];B[aa];W[b", "(;GM[1];B[aa];)", "value of W"},
		{"cut after an escape", "(;GM[1]C[x\\]", "(;GM[1])", "value of C"},
		{"cut in a second value", "(;GM[1]AB[aa][b", "(;GM[1])", "value of AB"},
		{"cut in a variation", "(;GM[1](;B[aa])(;B[bb]C[x", "(;GM[1](;B[aa])(;B[bb]))", "value of C"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if _, err := Parse([]byte(tt.in)); err == nil {
				t.Fatal("Parse read a cut-off text without an error")
			}
			c, err := ParseTruncated([]byte(tt.in))
			if err != nil {
				t.Fatal(err)
			}
			want, err := Parse([]byte(tt.out))
			if err != nil {
				t.Fatal(err)
			}
			if got, w := dump(c), dump(want); got != w {
				t.Errorf("got %s, want %s", got, w)
			}
			if !strings.Contains(strings.Join(c.Warnings, "\n"), tt.warn) {
				t.Errorf("warnings %q lack %q", c.Warnings, tt.warn)
			}
		})
	}
	for _, in := range []string{"", "hello", "(;GM[1]\n;B[aa]W)", "(;GM[1]\n;B[aa]\n  ;W[bb]?)"} {
		if _, err := ParseTruncated([]byte(in)); err == nil {
			t.Errorf("ParseTruncated(%q) read it", in)
		}
	}
}
