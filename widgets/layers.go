package widgets

import (
	"lifeline/benson"
	"lifeline/goboard"
)

// SelectionKind says what a Selection refers to.
type SelectionKind int

// The kinds of selection.
const (
	SelectNone SelectionKind = iota
	SelectChain
	SelectRegion
)

// Selection is the chain or region the user is looking at, by its ID in the
// current benson.Result.
type Selection struct {
	Kind SelectionKind
	ID   int
}

// NoSelection selects nothing.
var NoSelection = Selection{}

// SelectionAt returns what selecting intersection p means in r: the chain of
// a stone, or for an empty point the region holding it (one vital to some
// chain first, Black's before White's), or NoSelection.
func SelectionAt(r *benson.Result, p goboard.Point) Selection {
	if r == nil {
		return NoSelection
	}
	if id := r.ChainAt(p); id >= 0 {
		return Selection{Kind: SelectChain, ID: id}
	}
	best := -1
	for _, c := range []goboard.Color{goboard.Black, goboard.White} {
		id := r.RegionAt(p, c)
		if id < 0 {
			continue
		}
		if len(r.Regions[id].VitalTo) > 0 {
			return Selection{Kind: SelectRegion, ID: id}
		}
		if best < 0 {
			best = id
		}
	}
	if best >= 0 {
		return Selection{Kind: SelectRegion, ID: best}
	}
	return NoSelection
}

// BuildLayers fills m with the analysis layers of r: alive stones and safe points;
// for a selected chain, a ring around its stones and its vital regions
// tinted; for a selected region, its points tinted and the chains it is vital
// to ringed; and when step is a valid index of r.Steps, the chains and
// regions removed in that round crossed and hatched: when the selection is
// one of them, it strongly and the others faintly.
func BuildLayers(m *Layers, r *benson.Result, sel Selection, step int) {
	*m = Layers{}
	if r == nil {
		return
	}
	m.Alive = r.Alive
	m.Safe = r.Safe
	switch sel.Kind {
	case SelectChain:
		if sel.ID >= 0 && sel.ID < len(r.Chains) {
			ch := &r.Chains[sel.ID]
			for _, p := range r.Stones(sel.ID) {
				m.Ring.Add(p)
			}
			for _, id := range ch.Vital {
				for _, p := range r.Points(id) {
					m.Tint.Add(p)
				}
			}
			m.Focus = true
		}
	case SelectRegion:
		if sel.ID >= 0 && sel.ID < len(r.Regions) {
			reg := &r.Regions[sel.ID]
			for _, p := range r.Points(sel.ID) {
				m.Tint.Add(p)
			}
			for _, id := range reg.VitalTo {
				for _, p := range r.Stones(id) {
					m.Related.Add(p)
				}
			}
			m.Focus = true
		}
	}
	if step >= 0 && step < len(r.Steps) {
		s := &r.Steps[step]
		// with one of the round's removals selected, only it is drawn
		// strongly and the others faintly
		discussed := false
		for _, rc := range s.RemovedChains {
			discussed = discussed || sel == Selection{Kind: SelectChain, ID: rc.Chain}
		}
		for _, rr := range s.RemovedRegions {
			discussed = discussed || sel == Selection{Kind: SelectRegion, ID: rr.Region}
		}
		for _, rc := range s.RemovedChains {
			set := &m.Crossed
			if discussed && sel != (Selection{Kind: SelectChain, ID: rc.Chain}) {
				set = &m.FaintCrossed
			}
			for _, p := range r.Stones(rc.Chain) {
				set.Add(p)
			}
		}
		for _, rr := range s.RemovedRegions {
			set := &m.Hatched
			if discussed && sel != (Selection{Kind: SelectRegion, ID: rr.Region}) {
				set = &m.FaintHatched
			}
			for _, p := range r.Points(rr.Region) {
				set.Add(p)
			}
		}
	}
}
