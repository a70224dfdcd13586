package benson

import (
	"fmt"
	"strings"

	"lifeline/goboard"
)

// ChainName returns a short description of chain id, such as
// "chain #3 (Black, 2 stones at D4)".
func (r *Result) ChainName(id int) string {
	if id < 0 || id >= len(r.Chains) {
		return fmt.Sprintf("chain #%d", id)
	}
	ch := &r.Chains[id]
	stones := "stones"
	if ch.Size == 1 {
		stones = "stone"
	}
	return fmt.Sprintf("chain #%d (%s, %d %s at %s)", id, ch.Color.Name(), ch.Size, stones, r.Geometry.Name(ch.Head))
}

// regionList writes region IDs as "R1, R4".
func regionList(ids []int) string {
	s := make([]string, len(ids))
	for i, id := range ids {
		s[i] = fmt.Sprintf("R%d", id)
	}
	return strings.Join(s, ", ")
}

// Explain returns the reasons of step i of the fixpoint in words: which
// chains fell because they kept fewer than two vital regions, and which
// regions fell with them.
func (r *Result) Explain(i int) string {
	if i < 0 || i >= len(r.Steps) {
		return ""
	}
	st := &r.Steps[i]
	var sb strings.Builder
	fmt.Fprintf(&sb, "Round %d: ", st.Round)
	for k, rc := range st.RemovedChains {
		if k > 0 {
			sb.WriteString("; ")
		}
		sb.WriteString(r.ChainName(rc.Chain))
		switch {
		case len(rc.Vital) == 0 && st.Round == 1:
			sb.WriteString(" has no vital region")
		case len(rc.Vital) == 0:
			sb.WriteString(" has no vital region left")
		default:
			fmt.Fprintf(&sb, " keeps only one vital region (%s)", regionList(rc.Vital))
		}
	}
	sb.WriteString(", so it cannot be proven alive.")
	if len(st.RemovedChains) > 1 {
		s := sb.String()
		sb.Reset()
		sb.WriteString(strings.TrimSuffix(s, ", so it cannot be proven alive.") + ", so none of them can be proven alive.")
	}
	for _, rr := range st.RemovedRegions {
		fmt.Fprintf(&sb, " R%d falls with chain #%d.", rr.Region, rr.Chain)
	}
	return sb.String()
}

// Verdict returns the final verdict in words: how many chains, stones and
// safe points of each colour are proven alive.
func (r *Result) Verdict() string {
	var sb strings.Builder
	for k, c := range [2]struct {
		name string
		i    int
	}{{"Black", 1}, {"White", 2}} {
		if k > 0 {
			sb.WriteString("; ")
		}
		chains := 0
		for _, ch := range r.Chains {
			if int(ch.Color) == c.i && ch.Alive {
				chains++
			}
		}
		fmt.Fprintf(&sb, "%s: %d pass-alive chains (%d stones), %d safe points", c.name, chains,
			r.Alive[c.i].Len(), r.Safe[c.i].Len())
	}
	sb.WriteString(". Unmarked stones are not proven alive, which does not mean dead.")
	return sb.String()
}

// Diagram returns the position b (the board r analysed) as text, as
// "lifeline analyze" prints it: column letters and row numbers around a grid
// where X and O are stones of pass-alive chains, x and o stones not proven
// alive, b and w empty points safe for Black and White, then a legend.
func (r *Result) Diagram(b *goboard.Board) string {
	var sb strings.Builder
	sb.WriteString("   ")
	for x := 0; x < b.Width(); x++ {
		fmt.Fprintf(&sb, " %c", goboard.ColumnLetter(x))
	}
	sb.WriteString("\n")
	for y := 0; y < b.Height(); y++ {
		fmt.Fprintf(&sb, "%3d", b.Height()-y)
		for x := 0; x < b.Width(); x++ {
			p := b.Point(x, y)
			ch := byte('.')
			switch b.At(p) {
			case goboard.Black:
				ch = 'x'
				if r.Alive[goboard.Black].Has(p) {
					ch = 'X'
				}
			case goboard.White:
				ch = 'o'
				if r.Alive[goboard.White].Has(p) {
					ch = 'O'
				}
			default:
				if r.Safe[goboard.Black].Has(p) {
					ch = 'b'
				} else if r.Safe[goboard.White].Has(p) {
					ch = 'w'
				}
			}
			sb.WriteByte(' ')
			sb.WriteByte(ch)
		}
		fmt.Fprintf(&sb, " %d\n", b.Height()-y)
	}
	sb.WriteString("\n  X O  stones of pass-alive chains   x o  stones not proven alive (not necessarily dead)\n")
	sb.WriteString("  b w  empty points safe for Black / White\n")
	return sb.String()
}
