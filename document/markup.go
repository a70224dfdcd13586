package document

import (
	"fmt"
	"strconv"
	"strings"

	"lifeline/goboard"
	"lifeline/sgf"
)

// MarkKind is a kind of board markup stored on a node.
type MarkKind int

// The kinds of markup, each stored as its SGF property.
const (
	MarkNone     MarkKind = iota
	MarkTriangle          // TR
	MarkSquare            // SQ
	MarkCircle            // CR
	MarkCross             // MA
	MarkLabel             // LB
)

// markIDs holds the SGF property of each kind of markup.
var markIDs = [...]string{MarkTriangle: "TR", MarkSquare: "SQ", MarkCircle: "CR", MarkCross: "MA", MarkLabel: "LB"}

// ID returns the SGF property that stores marks of kind k, or "".
func (k MarkKind) ID() string {
	if k <= MarkNone || int(k) >= len(markIDs) {
		return ""
	}
	return markIDs[k]
}

// Mark is one markup on a point of the board: a shape, or a label with its
// text.
type Mark struct {
	Point goboard.Point
	Kind  MarkKind
	Label string // the text of a MarkLabel
}

// Marks returns the markup of the node at the cursor (TR, SQ, CR, MA and
// LB), one mark per point: when a file puts several on one point, the
// last kind in the order above wins. Points off the board are skipped.
func (d *Document) Marks() []Mark {
	cur := d.Current()
	var out []Mark
	at := make(map[goboard.Point]int)
	put := func(m Mark) {
		if i, ok := at[m.Point]; ok {
			out[i] = m
			return
		}
		at[m.Point] = len(out)
		out = append(out, m)
	}
	for k := MarkTriangle; k <= MarkLabel; k++ {
		for _, v := range cur.Values(k.ID()) {
			if k == MarkLabel {
				ps, text, _ := sgf.SplitCompose(v)
				if p, ok := d.sgfPoint(ps); ok {
					put(Mark{Point: p, Kind: k, Label: text})
				}
				continue
			}
			pts, _ := sgf.ExpandPoints([]string{v})
			for _, sp := range pts {
				if p, ok := d.sgfPoint(sp.String()); ok {
					put(Mark{Point: p, Kind: k})
				}
			}
		}
	}
	return out
}

// sgfPoint converts an SGF point to a point of the board, if it is on it.
func (d *Document) sgfPoint(v string) (goboard.Point, bool) {
	p, err := d.board.FromSGF(v)
	if err != nil || p == goboard.Pass || !d.board.OnBoard(p) {
		return goboard.NoPoint, false
	}
	return p, true
}

// ToggleMark toggles a mark of kind k at p on the node at the cursor (even
// a node with a move: markup belongs to the node it is shown on). A mark of
// the same kind at p is removed; otherwise any other mark at p is replaced
// by the new one. A label takes the text label, or NextLabel when label is
// blank. The change is one step for Undo.
func (d *Document) ToggleMark(p goboard.Point, k MarkKind, label string) error {
	if k.ID() == "" {
		return fmt.Errorf("mark: unknown kind %d", k)
	}
	if !d.board.OnBoard(p) {
		return fmt.Errorf("mark: point %d is off the board", p)
	}
	label = strings.TrimSpace(label)
	if k == MarkLabel && label == "" {
		label = d.NextLabel()
	}
	cur := d.Current()
	before := cur.Props()
	sp := d.board.SGF(p)
	had := MarkNone
	for kind := MarkTriangle; kind <= MarkLabel; kind++ {
		if dropPoints(cur, kind.ID(), func(s string) bool { return s == sp }) {
			had = kind
		}
	}
	if had != k {
		v := sp
		if k == MarkLabel {
			v = sgf.JoinCompose(sp, label)
		}
		cur.Set(k.ID(), append(cloneStrings(cur.Values(k.ID())), v)...)
	}
	after := cur.Props()
	if propsEqual(before, after) {
		return nil
	}
	d.record(edit{kind: editProps, node: cur, before: before, after: after})
	return nil
}

// NextLabel returns the first of A…Z, a…z, 1, 2, 3… not yet used as a
// label on the node at the cursor.
func (d *Document) NextLabel() string {
	used := make(map[string]bool)
	for _, v := range d.Current().Values("LB") {
		_, text, _ := sgf.SplitCompose(v)
		used[text] = true
	}
	for _, r := range "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz" {
		if !used[string(r)] {
			return string(r)
		}
	}
	for i := 1; ; i++ {
		if s := strconv.Itoa(i); !used[s] {
			return s
		}
	}
}

// dropPoints removes from the point list property id of n the points for
// which drop is true (for LB, the point before the ":"), expanding
// compressed rectangles only when one of their points goes. It reports
// whether a point was removed.
func dropPoints(n sgf.Node, id string, drop func(sgfPoint string) bool) bool {
	values := n.Values(id)
	if len(values) == 0 {
		return false
	}
	keep := make([]string, 0, len(values))
	hit := false
	for _, v := range values {
		a, _, compressed := strings.Cut(v, ":")
		if id == "LB" || !compressed {
			if drop(a) {
				hit = true
			} else {
				keep = append(keep, v)
			}
			continue
		}
		pts, err := sgf.ExpandPoints([]string{v})
		inside := false
		for _, sp := range pts {
			inside = inside || drop(sp.String())
		}
		if err != nil || !inside {
			keep = append(keep, v)
			continue
		}
		for _, sp := range pts {
			if drop(sp.String()) {
				hit = true
			} else {
				keep = append(keep, sp.String())
			}
		}
	}
	if hit {
		n.Set(id, keep...)
	}
	return hit
}

// cloneStrings returns a copy of s that appending to never shares.
func cloneStrings(s []string) []string { return append([]string(nil), s...) }
