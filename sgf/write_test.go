package sgf

import (
	"bytes"
	"errors"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"lifeline/internal/corpus"
)

func TestFormat(t *testing.T) {
	tests := []struct {
		name, in, want string
	}{
		{"adds FF and CA", "(;GM[1];B[aa])", "(;FF[4]CA[UTF-8]GM[1]\n;B[aa])\n"},
		{"rewrites FF and CA in place", "(;GM[1]FF[3]SZ[9]CA[GB2312];B[aa])", "(;GM[1]FF[4]SZ[9]CA[UTF-8]\n;B[aa])\n"},
		{"adds CA after FF", "(;GM[1]FF[4]SZ[9])", "(;GM[1]FF[4]CA[UTF-8]SZ[9])\n"},
		{"escapes", `(;FF[4]CA[UTF-8]C[a\]b\\c:d])`, "(;FF[4]CA[UTF-8]C[a\\]b\\\\c:d])\n"},
		{"variations", "(;FF[4]CA[UTF-8](;B[aa];W[bb])(;B[cc](;W[dd])(;W[ee])))",
			"(;FF[4]CA[UTF-8]\n(;B[aa];W[bb])\n(;B[cc]\n(;W[dd])\n(;W[ee])))\n"},
		{"several games", "(;FF[4]CA[UTF-8];B[aa])(;FF[4]CA[UTF-8];W[bb])",
			"(;FF[4]CA[UTF-8]\n;B[aa])\n(;FF[4]CA[UTF-8]\n;W[bb])\n"},
		{"FF3 names and passes", "(;FF[3]AddBlack[aa:bb];Black[tt];White[])",
			"(;FF[4]CA[UTF-8]AB[aa:bb]\n;B[tt];W[])\n"},
		{"comment line breaks kept", "(;FF[4]CA[UTF-8]C[one\r\ntwo\n])", "(;FF[4]CA[UTF-8]C[one\ntwo\n])\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := string(Format(mustParse(t, tt.in)))
			if got != tt.want {
				t.Errorf("Format(%q) =\n%q\nwant\n%q", tt.in, got, tt.want)
			}
			if again := string(Format(mustParse(t, got))); again != got {
				t.Errorf("formatting again changed\n%q\nto\n%q", got, again)
			}
		})
	}
}

func TestFormatLineBreaks(t *testing.T) {
	var b strings.Builder
	b.WriteString("(;GM[1]AB")
	for i := 0; i < 100; i++ {
		b.WriteString("[" + Point{X: i % 19, Y: i / 19}.String() + "]")
	}
	for i := 0; i < 300; i++ {
		b.WriteString(";B[" + Point{X: i % 19, Y: i % 13}.String() + "]")
	}
	b.WriteString(")")
	out := Format(mustParse(t, b.String()))
	for i, line := range strings.Split(string(out), "\n") {
		if len(line) > lineWidth+8 {
			t.Errorf("line %d is %d bytes long: %q", i+1, len(line), line)
		}
	}
}

func TestWriteErrors(t *testing.T) {
	bad := nodeWith(Property{ID: "b", Values: []string{"aa"}})
	tests := []struct {
		name string
		c    *Collection
	}{
		{"lower-case ID", &Collection{Games: []Node{bad}}},
		{"empty ID", &Collection{Games: []Node{nodeWith(Property{ID: "", Values: []string{"x"}})}}},
		{"bracket in ID", &Collection{Games: []Node{nodeWith(Property{ID: "B[", Values: []string{"x"}})}}},
		{"zero game", &Collection{Games: []Node{{}}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if err := tt.c.Write(&bytes.Buffer{}); err == nil {
				t.Error("Write succeeded, want an error")
			}
			if out := Format(tt.c); out != nil {
				t.Errorf("Format = %q, want nil", out)
			}
		})
	}
}

type failWriter struct{}

func (failWriter) Write([]byte) (int, error) { return 0, errors.New("disk full") }

func TestWriteIOError(t *testing.T) {
	c := mustParse(t, "(;GM[1])")
	if err := c.Write(failWriter{}); err == nil || !strings.Contains(err.Error(), "disk full") {
		t.Errorf("Write error = %v, want the writer's error", err)
	}
}

func TestWriteSkipsEmptyProperty(t *testing.T) {
	n := nodeWith(Property{ID: "C"}, Property{ID: "B", Values: []string{"aa"}})
	got := string(Format(&Collection{Games: []Node{n}}))
	if want := "(;FF[4]CA[UTF-8]B[aa])\n"; got != want {
		t.Errorf("Format = %q, want %q", got, want)
	}
}

func TestWriteNormalisesCR(t *testing.T) {
	n := NewNode()
	n.Set("C", "a\r\nb\rc]")
	got := string(Format(&Collection{Games: []Node{n}}))
	if want := "(;FF[4]CA[UTF-8]C[a\nb\nc\\]])\n"; got != want {
		t.Errorf("Format = %q, want %q", got, want)
	}
}

// TestRoundTripFiles reads every real SGF file (the bundled games and
// charset fixtures, and the shared corpus when present), writes it, reads
// the output back and checks that nothing but the root's FF and CA changed,
// and that formatting the output again changes nothing.
func TestRoundTripFiles(t *testing.T) {
	for _, k := range []corpus.Kind{corpus.Games, corpus.Encodings} {
		corpus.Run(t, k, func(t *testing.T, s corpus.Set) { testRoundTrip(t, s.Files) })
	}
}

func testRoundTrip(t *testing.T, files []string) {
	for _, path := range files {
		t.Run(filepath.Base(path), func(t *testing.T) {
			c1, err := ParseFile(path)
			if err != nil {
				t.Fatal(err)
			}
			out := Format(c1)
			if out == nil {
				t.Fatal("Format returned nil")
			}
			c2, err := Parse(out)
			if err != nil {
				t.Fatalf("re-reading the output: %v\n%s", err, out)
			}
			if d := diffCollections(c1, c2, true); d != "" {
				t.Errorf("round trip changed the tree: %s", d)
			}
			if len(c2.Warnings) > 0 && len(c1.Warnings) == 0 {
				t.Errorf("the output has warnings the input had not: %q", c2.Warnings)
			}
			for _, g := range c2.Games {
				if v, _ := g.Value("CA"); v != "UTF-8" {
					t.Errorf("root CA = %q, want UTF-8", v)
				}
				if v, _ := g.Value("FF"); v != "4" {
					t.Errorf("root FF = %q, want 4", v)
				}
			}
			if again := Format(c2); !bytes.Equal(again, out) {
				t.Errorf("formatting the output again changed it")
			}
		})
	}
}

// TestComposeEscapes checks that an escaped ':' (and '\') inside a part of
// a compose-type text value survives reading and writing, so that the
// separating ':' stays where it was, and that SplitCompose and JoinCompose
// give and take the plain parts.
func TestComposeEscapes(t *testing.T) {
	in := `(;FF[4]CA[UTF-8]AP[name\:x:1.0]LB[aa:a\:b][bb:c\\d][cc:e\]f]C[g\:h])`
	want := "(;FF[4]CA[UTF-8]AP[name\\:x:1.0]LB[aa:a\\:b][bb:c\\\\d][cc:e\\]f]C[g:h])\n"
	c := mustParse(t, in)
	root := c.Games[0]
	if got := string(Format(c)); got != want {
		t.Fatalf("Format =\n%q\nwant\n%q", got, want)
	}
	if again := string(Format(mustParse(t, want))); again != want {
		t.Errorf("read-write-read changed it:\n%q", again)
	}
	if d := diffCollections(c, mustParse(t, want), false); d != "" {
		t.Error(d)
	}
	ap, _ := root.Value("AP")
	if name, version, ok := SplitCompose(ap); !ok || name != "name:x" || version != "1.0" {
		t.Errorf("SplitCompose(%q) = %q, %q, %v", ap, name, version, ok)
	}
	var labels []string
	for _, v := range root.Values("LB") {
		pt, text, ok := SplitCompose(v)
		if !ok {
			t.Errorf("SplitCompose(%q): no separator", v)
		}
		labels = append(labels, pt+"="+text)
	}
	if got := strings.Join(labels, " "); got != `aa=a:b bb=c\d cc=e]f` {
		t.Errorf("labels %s", got)
	}
	if v, _ := root.Value("C"); v != "g:h" {
		t.Errorf("C = %q: a text value is fully decoded", v)
	}
	// Values built by the program round-trip too.
	n := NewNode()
	n.Set("LB", JoinCompose("aa", `x:y\z`), JoinCompose("bb", "plain"))
	out := Format(&Collection{Games: []Node{n}})
	back := mustParse(t, string(out)).Games[0]
	if _, text, _ := SplitCompose(back.Values("LB")[0]); text != `x:y\z` {
		t.Errorf("label %q after %q", text, out)
	}
	if !slices.Equal(back.Values("LB"), n.Values("LB")) {
		t.Errorf("LB %q, want %q", back.Values("LB"), n.Values("LB"))
	}
	if _, _, ok := SplitCompose(`a\:b`); ok {
		t.Error("SplitCompose found an escaped separator")
	}
}
