package sgf

import (
	"fmt"
	"os"
	"slices"
	"strings"
	"testing"
)

// mustParse parses s and fails the test on error.
func mustParse(tb testing.TB, s string) *Collection {
	tb.Helper()
	c, err := Parse([]byte(s))
	if err != nil {
		tb.Fatalf("Parse(%q): %v", s, err)
	}
	return c
}

// diffTrees compares two game trees without recursion and describes the
// first difference, or returns "". On roots, FF and CA are ignored when
// ignoreRootFFCA is set (the writer rewrites them).
func diffTrees(a, b Node, ignoreRootFFCA bool) string {
	type pair struct {
		a, b  Node
		depth int
	}
	stack := []pair{{a, b, 0}}
	for len(stack) > 0 {
		p := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		pa, pb := p.a.Props(), p.b.Props()
		if ignoreRootFFCA && p.depth == 0 {
			pa, pb = withoutFFCA(pa), withoutFFCA(pb)
		}
		if !slices.EqualFunc(pa, pb, func(x, y Property) bool {
			return x.ID == y.ID && slices.Equal(x.Values, y.Values)
		}) {
			return fmt.Sprintf("node at depth %d: props %q != %q", p.depth, pa, pb)
		}
		ca, cb := p.a.Children(), p.b.Children()
		if len(ca) != len(cb) {
			return fmt.Sprintf("node at depth %d: %d children != %d", p.depth, len(ca), len(cb))
		}
		for i := range ca {
			ka, kb := ca[i], cb[i]
			if ka.Parent() != p.a || kb.Parent() != p.b {
				return fmt.Sprintf("child %d of a node at depth %d: wrong parent link", i, p.depth)
			}
			stack = append(stack, pair{ka, kb, p.depth + 1})
		}
	}
	return ""
}

func withoutFFCA(props []Property) []Property {
	var out []Property
	for _, p := range props {
		if p.ID != "FF" && p.ID != "CA" {
			out = append(out, p)
		}
	}
	return out
}

// diffCollections compares the games of two collections.
func diffCollections(a, b *Collection, ignoreRootFFCA bool) string {
	if len(a.Games) != len(b.Games) {
		return fmt.Sprintf("%d games != %d", len(a.Games), len(b.Games))
	}
	for g := range a.Games {
		if d := diffTrees(a.Games[g], b.Games[g], ignoreRootFFCA); d != "" {
			return fmt.Sprintf("game %d: %s", g+1, d)
		}
	}
	return ""
}

// nestedGame returns a game of n moves, each in its own nested variation:
// (;B[aa](;W[ba](;B[ca]...))).
func nestedGame(n int) []byte {
	var b strings.Builder
	b.WriteString("(;GM[1]FF[4]SZ[19]")
	for i := 0; i < n; i++ {
		color := "B"
		if i%2 == 1 {
			color = "W"
		}
		p := Point{X: i % 19, Y: (i / 19) % 19}
		fmt.Fprintf(&b, "(;%s[%s]", color, p)
	}
	b.WriteString(strings.Repeat(")", n+1))
	return []byte(b.String())
}

// nodeWith returns a new node with the given properties.
func nodeWith(props ...Property) Node {
	n := NewNode()
	n.SetProps(props)
	return n
}

func writeFile(path, content string) error {
	return os.WriteFile(path, []byte(content), 0o644)
}
