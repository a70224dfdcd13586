package sgf

import (
	"slices"
	"strings"
	"testing"
)

func TestNodeAccessors(t *testing.T) {
	c := mustParse(t, "(;GM[1]AB[aa][bb]C[])")
	n := c.Games[0]
	if v, ok := n.Value("GM"); !ok || v != "1" {
		t.Errorf("Value(GM) = %q, %v", v, ok)
	}
	if v, ok := n.Value("C"); !ok || v != "" {
		t.Errorf("Value(C) = %q, %v; want empty, true", v, ok)
	}
	if v, ok := n.Value("PB"); ok || v != "" {
		t.Errorf("Value(PB) = %q, %v; want absent", v, ok)
	}
	if got := n.Values("AB"); !slices.Equal(got, []string{"aa", "bb"}) {
		t.Errorf("Values(AB) = %q", got)
	}
	if got := n.Values("AW"); got != nil {
		t.Errorf("Values(AW) = %q, want nil", got)
	}
}

func TestNodeSetDelete(t *testing.T) {
	tests := []struct {
		name string
		in   string
		do   func(n Node)
		want string
	}{
		{"replace", "(;A[1]B[2]C[3])", func(n Node) { n.Set("B", "x", "y") }, "(;A[1]B[x][y]C[3])"},
		{"append", "(;A[1])", func(n Node) { n.Set("Z", "z") }, "(;A[1]Z[z])"},
		{"set none deletes", "(;A[1]B[2])", func(n Node) { n.Set("A") }, "(;B[2])"},
		{"delete", "(;A[1]B[2]C[3])", func(n Node) { n.Delete("B") }, "(;A[1]C[3])"},
		{"delete absent", "(;A[1])", func(n Node) { n.Delete("Q") }, "(;A[1])"},
		{"delete last", "(;A[1])", func(n Node) { n.Delete("A") }, "(;)"},
		{"set then append", "(;A[1])", func(n Node) { n.Set("A", "2"); n.Set("B", "3") }, "(;A[2]B[3])"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := mustParse(t, tt.in)
			tt.do(c.Games[0])
			if got := dump(c); got != tt.want {
				t.Errorf("got %s, want %s", got, tt.want)
			}
		})
	}
}

// TestEditIndependence checks that editing one parsed node never shows in
// another, and that the slices a node hands out are its caller's.
func TestEditIndependence(t *testing.T) {
	c := mustParse(t, "(;A[1];B[aa];W[bb];B[cc])")
	line := MainLine(c.Games[0])
	b := line[1]
	props := b.Props()
	props[0].Values[0] = "changed" // a copy: no effect
	b.SetProps(append(b.Props(), Property{ID: "C", Values: []string{"x"}}))
	b.Set("B", append(b.Values("B"), "zz")...)
	line[2].AddChild(NewNode())
	if got, want := dump(c), "(;A[1];B[aa][zz]C[x];W[bb](;B[cc])(;))"; got != want {
		t.Errorf("got %s, want %s", got, want)
	}
}

func TestSetCopiesValues(t *testing.T) {
	n := NewNode()
	vals := []string{"a", "b"}
	n.Set("X", vals...)
	vals[0] = "changed"
	if got := n.Values("X"); got[0] != "a" {
		t.Errorf("Set kept the caller's slice: %q", got)
	}
}

func TestTreeEditing(t *testing.T) {
	root := NewNode()
	a, b := NewNode(), NewNode()
	root.AddChild(a)
	root.AddChild(b)
	if a.Parent() != root || root.NumChildren() != 2 {
		t.Fatal("AddChild did not link")
	}
	if b.Root() != root {
		t.Error("Root() wrong")
	}
	if !root.RemoveChild(a) || !a.Parent().IsZero() || root.NumChildren() != 1 || root.Child(0) != b {
		t.Error("RemoveChild failed")
	}
	if root.RemoveChild(a) {
		t.Error("RemoveChild of a non-child reported true")
	}
	root.InsertChild(0, a)
	if !slices.Equal(root.Children(), []Node{a, b}) || a.Parent() != root {
		t.Errorf("InsertChild: children %v", root.Children())
	}
}

func TestWalkAndMainLine(t *testing.T) {
	c := mustParse(t, "(;N[r](;N[a];N[b](;N[c])(;N[d]))(;N[e]))")
	var order []string
	Walk(c.Games[0], func(n Node) bool {
		v, _ := n.Value("N")
		order = append(order, v)
		return v != "b" // skip below b
	})
	if want := []string{"r", "a", "b", "e"}; !slices.Equal(order, want) {
		t.Errorf("Walk order = %q, want %q", order, want)
	}
	var line []string
	for _, n := range MainLine(c.Games[0]) {
		v, _ := n.Value("N")
		line = append(line, v)
	}
	if want := []string{"r", "a", "b", "c"}; !slices.Equal(line, want) {
		t.Errorf("MainLine = %q, want %q", line, want)
	}
	Walk(Node{}, func(Node) bool { t.Error("visited the zero node"); return true })
	if MainLine(Node{}) != nil {
		t.Error("MainLine(nil) not nil")
	}
}

// TestEditParsedTree moves, removes and inserts children of parsed nodes
// (the parsed links are then overridden) and checks links and output.
func TestEditParsedTree(t *testing.T) {
	c := mustParse(t, "(;A[1];B[aa](;W[bb];B[dd])(;W[cc]))")
	root := c.Games[0]
	b := root.Child(0)
	wbb, wcc := b.Child(0), b.Child(1)
	if !b.RemoveChild(wbb) || !wbb.Parent().IsZero() || b.NumChildren() != 1 {
		t.Fatal("RemoveChild of a parsed child failed")
	}
	fresh := NewNode()
	fresh.Set("W", "ee")
	b.InsertChild(0, fresh)
	wcc.AddChild(wbb) // a parsed subtree moves under another parsed node
	if wbb.Parent() != wcc || wbb.Root() != root || fresh.Root() != root {
		t.Error("wrong links after the moves")
	}
	if got, want := dump(c), "(;A[1];B[aa](;W[ee])(;W[cc];W[bb];B[dd]))"; got != want {
		t.Errorf("got %s, want %s", got, want)
	}
	if d := diffCollections(c, mustParse(t, string(Format(c))), true); d != "" {
		t.Error(d)
	}
	var seen []string
	Walk(root, func(n Node) bool {
		seen = append(seen, strings.Join(n.Values("W"), ""))
		return true
	})
	if got := strings.Join(seen, ","); got != ",,ee,cc,bb," {
		t.Errorf("Walk %s", got)
	}
	wbb.Child(0).Set("C", "x")
	if v, _ := wbb.Child(0).Value("C"); v != "x" || wbb.Child(0).Parent() != wbb {
		t.Error("editing a moved node")
	}
}

// TestParseOwned checks that ParseOwned reads like Parse, whether or not it
// can keep the input (valid UTF-8) or must decode it (Latin-1).
func TestParseOwned(t *testing.T) {
	for _, in := range []string{"(;PB[Rin Kaiho];B[aa]C[x\\]y])", "(;CA[ISO-8859-1]PB[M\xfcller])"} {
		want := mustParse(t, in)
		got, err := ParseOwned([]byte(in))
		if err != nil {
			t.Fatal(err)
		}
		if d := diffCollections(want, got, false); d != "" || !slices.Equal(want.Warnings, got.Warnings) {
			t.Errorf("%q: %s %q", in, d, got.Warnings)
		}
	}
}

// TestDeepParentChain follows Parent and Root up 10,000 nested variations.
func TestDeepParentChain(t *testing.T) {
	c, err := Parse(nestedGame(10000))
	if err != nil {
		t.Fatal(err)
	}
	line := MainLine(c.Games[0])
	leaf := line[len(line)-1]
	if len(line) != 10001 || leaf.Root() != c.Games[0] || leaf.Parent() != line[len(line)-2] {
		t.Errorf("main line of %d nodes", len(line))
	}
}
