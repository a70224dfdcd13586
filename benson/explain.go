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

// ChainLabel returns the name of chain id's first stone in point order
// ("D16"): a name that stays the same while stones are added elsewhere on
// the board, unlike the chain's ID, which counts chains in scan order.
func (r *Result) ChainLabel(id int) string {
	if s := r.Stones(id); len(s) > 0 {
		return r.Geometry.Name(s[0])
	}
	return "?"
}

// RegionLabel returns the name of region id's first point in point order
// ("A19"), stable like ChainLabel.
func (r *Result) RegionLabel(id int) string {
	if p := r.Points(id); len(p) > 0 {
		return r.Geometry.Name(p[0])
	}
	return "?"
}

// chainText names chain id by its location: "the Black chain at D16 (2
// stones)".
func (r *Result) chainText(id int) string {
	if id < 0 || id >= len(r.Chains) {
		return "a chain"
	}
	ch := &r.Chains[id]
	stones := "stones"
	if ch.Size == 1 {
		stones = "stone"
	}
	return fmt.Sprintf("the %s chain at %s (%d %s)", ch.Color.Name(), r.ChainLabel(id), ch.Size, stones)
}

// regionLabels writes regions by location: "the regions at A19 and C17".
func (r *Result) regionLabels(ids []int) string {
	s := make([]string, len(ids))
	for i, id := range ids {
		s[i] = r.RegionLabel(id)
	}
	switch len(s) {
	case 0:
		return "no region"
	case 1:
		return "the region at " + s[0]
	}
	return "the regions at " + strings.Join(s[:len(s)-1], ", ") + " and " + s[len(s)-1]
}

// ExplainChain returns why chain id of step i fell, naming chains and
// regions by location (ChainLabel, RegionLabel): "Round 2: the Black chain
// at D16 (12 stones) keeps only one vital region (the region at A19), so it
// cannot be proven alive."
func (r *Result) ExplainChain(i, id int) string {
	if i < 0 || i >= len(r.Steps) {
		return ""
	}
	st := &r.Steps[i]
	for _, rc := range st.RemovedChains {
		if rc.Chain != id {
			continue
		}
		why := "has no vital region"
		switch {
		case len(rc.Vital) == 0 && st.Round > 1:
			why = "has no vital region left"
		case len(rc.Vital) > 0:
			why = "keeps only one vital region (" + r.regionLabels(rc.Vital) + ")"
		}
		return fmt.Sprintf("Round %d: %s %s, so it cannot be proven alive.", st.Round, r.chainText(id), why)
	}
	return ""
}

// ExplainRegion returns why region id fell in step i, by location: "Round
// 2: the region at A19 falls with the Black chain at D16 (12 stones), which
// it borders."
func (r *Result) ExplainRegion(i, id int) string {
	if i < 0 || i >= len(r.Steps) {
		return ""
	}
	st := &r.Steps[i]
	for _, rr := range st.RemovedRegions {
		if rr.Region == id {
			return fmt.Sprintf("Round %d: the region at %s falls with %s, which it borders.", st.Round, r.RegionLabel(id), r.chainText(rr.Chain))
		}
	}
	return ""
}

// VitalReason says in words whether region is vital to chain and why: "the region at A19 is not vital to the
// Black chain at B17 (5 stones): its empty point B18 is not a liberty of
// that chain". It checks the definition point by point, so it also names the
// first point that breaks it.
func (r *Result) VitalReason(region, chain int) string {
	if region < 0 || region >= len(r.Regions) || chain < 0 || chain >= len(r.Chains) {
		return ""
	}
	reg, ch := &r.Regions[region], &r.Chains[chain]
	subject := "the region at " + r.RegionLabel(region)
	if reg.Color != ch.Color {
		return fmt.Sprintf("%s is enclosed by %s, not by %s's colour", subject, reg.Color.Name(), r.chainText(chain))
	}
	var stones goboard.PointSet
	for _, p := range r.Stones(chain) {
		stones.Add(p)
	}
	g := r.Geometry
	touches := func(p goboard.Point) bool {
		x, y := g.XY(p)
		for _, d := range [4][2]int{{-1, 0}, {1, 0}, {0, -1}, {0, 1}} {
			if g.Contains(x+d[0], y+d[1]) && stones.Has(g.Point(x+d[0], y+d[1])) {
				return true
			}
		}
		return false
	}
	// a point of a region holds a stone (of the opponent) if it is in a chain
	empty := func(p goboard.Point) bool { return r.ChainAt(p) < 0 }
	borders := false
	for _, p := range r.Points(region) {
		if touches(p) {
			borders = true
			break
		}
	}
	if !borders {
		return fmt.Sprintf("%s is not vital to %s: it does not border that chain", subject, r.chainText(chain))
	}
	for _, p := range r.Points(region) {
		if empty(p) && !touches(p) {
			return fmt.Sprintf("%s is not vital to %s: its empty point %s is not a liberty of that chain",
				subject, r.chainText(chain), r.Geometry.Name(p))
		}
	}
	if r.Rules.AllowSuicide {
		for _, p := range r.Points(region) {
			if !empty(p) && !touches(p) {
				return fmt.Sprintf("%s is not vital to %s: with suicide legal, its %s stone at %s does not touch that chain",
					subject, r.chainText(chain), r.Chains[r.ChainAt(p)].Color.Name(), r.Geometry.Name(p))
			}
		}
	}
	return fmt.Sprintf("%s is vital to %s: every empty point of it is a liberty of that chain", subject, r.chainText(chain))
}
