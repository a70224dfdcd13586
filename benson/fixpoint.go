package benson

import "lifeline/goboard"

// fixpointNarrow is fixpointWide for positions where every row is one word.
func (a *Analyzer) fixpointNarrow() {
	r := &a.res
	border, vitalTo, vitals := a.border, a.vitalTo, a.vitals
	var alive, standing [3]uint64
	for _, c := range colors {
		alive[c] = lowBits(a.chainHi[c] - a.chainLo[c])
		standing[c] = lowBits(a.regionHi[c] - a.regionLo[c])
	}
	for round := 1; ; round++ {
		var out [3]uint64
		for _, c := range colors {
			var one, two uint64
			rlo := a.regionLo[c]
			for w := standing[c]; w != 0; w &= w - 1 {
				v := vitalTo[rlo+lowBit(w)]
				two |= one & v
				one |= v
			}
			out[c] = alive[c] &^ two
		}
		if out[goboard.Black]|out[goboard.White] == 0 {
			return
		}
		// The removed chains with the vital regions they still had.
		remLo := len(a.chainRemovals)
		ints := a.ints
		for _, c := range colors {
			clo, rlo := a.chainLo[c], a.regionLo[c]
			alive[c] &^= out[c]
			for w := out[c]; w != 0; w &= w - 1 {
				ci := clo + lowBit(w)
				ch := &r.Chains[ci]
				ch.Alive = false
				ch.RemovedRound = round
				if round == 1 {
					// Every region still stands.
					a.addRemoval(ci, ch.Vital)
					continue
				}
				lo := len(ints)
				for v := vitals[ci] & standing[c]; v != 0; v &= v - 1 {
					ints = append(ints, rlo+lowBit(v))
				}
				a.addRemoval(ci, ints[lo:len(ints):len(ints)])
			}
		}
		a.ints = ints
		// The standing regions bordering a removed chain, each removed
		// by the first of them in chain order.
		regLo := len(a.regionRemovals)
		for _, c := range colors {
			clo, rlo := a.chainLo[c], a.regionLo[c]
			for w := standing[c]; w != 0; w &= w - 1 {
				t := lowBit(w)
				hit := border[rlo+t] & out[c]
				if hit == 0 {
					continue
				}
				standing[c] &^= 1 << t
				by := clo + lowBit(hit)
				rg := &r.Regions[rlo+t]
				rg.Removed = true
				rg.RemovedRound = round
				rg.RemovedBy = by
				a.regionRemovals = append(a.regionRemovals, RegionRemoval{Region: rlo + t, Chain: by})
			}
		}
		r.Steps = append(r.Steps, Step{
			Round:          round,
			RemovedChains:  a.chainRemovals[remLo:len(a.chainRemovals):len(a.chainRemovals)],
			RemovedRegions: a.regionRemovals[regLo:len(a.regionRemovals):len(a.regionRemovals)],
		})
	}
}

// fixpointWide eliminates chains with fewer than two standing vital regions and
// the regions bordering eliminated chains, round by round, recording a step
// per round. The standing chains and regions of each colour are rows; two
// bit-sliced counters over the rows of vital chains of the standing regions
// tell the chains with at least one and at least two vital regions.
func (a *Analyzer) fixpointWide() {
	r := &a.res
	chainWords, regionWords := a.chainWords, a.regionWords
	var alive, standing [3][maxRow]uint64
	for _, c := range colors {
		setRow(alive[c][:chainWords], a.chainHi[c]-a.chainLo[c])
		setRow(standing[c][:regionWords], a.regionHi[c]-a.regionLo[c])
	}
	for round := 1; ; round++ {
		var out [3][maxRow]uint64
		anyOut := uint64(0)
		for _, c := range colors {
			var one, two [maxRow]uint64
			rlo := a.regionLo[c]
			for k, w := range standing[c][:regionWords] {
				for ; w != 0; w &= w - 1 {
					ri := rlo + k<<6 + lowBit(w)
					for i, v := range a.vitalTo[ri*chainWords : ri*chainWords+chainWords] {
						two[i] |= one[i] & v
						one[i] |= v
					}
				}
			}
			for i := range out[c][:chainWords] {
				out[c][i] = alive[c][i] &^ two[i]
				anyOut |= out[c][i]
			}
		}
		if anyOut == 0 {
			return
		}
		// The removed chains with the vital regions they still had.
		remLo := len(a.chainRemovals)
		for _, c := range colors {
			clo, rlo := a.chainLo[c], a.regionLo[c]
			for k, w := range out[c][:chainWords] {
				alive[c][k] &^= w
				for ; w != 0; w &= w - 1 {
					ci := clo + k<<6 + lowBit(w)
					ch := &r.Chains[ci]
					ch.Alive = false
					ch.RemovedRound = round
					lo := len(a.ints)
					for i, v := range a.vitals[ci*regionWords : ci*regionWords+regionWords] {
						for v &= standing[c][i]; v != 0; v &= v - 1 {
							a.ints = append(a.ints, rlo+i<<6+lowBit(v))
						}
					}
					a.addRemoval(ci, a.ints[lo:len(a.ints):len(a.ints)])
				}
			}
		}
		// The standing regions bordering a removed chain, each removed
		// by the first of them in chain order.
		regLo := len(a.regionRemovals)
		for _, c := range colors {
			clo, rlo := a.chainLo[c], a.regionLo[c]
			for k, w := range standing[c][:regionWords] {
				for ; w != 0; w &= w - 1 {
					t := lowBit(w)
					ri := rlo + k<<6 + t
					by := -1
					for i, v := range a.border[ri*chainWords : ri*chainWords+chainWords] {
						if v &= out[c][i]; v != 0 {
							by = clo + i<<6 + lowBit(v)
							break
						}
					}
					if by < 0 {
						continue
					}
					standing[c][k] &^= 1 << t
					rg := &r.Regions[ri]
					rg.Removed = true
					rg.RemovedRound = round
					rg.RemovedBy = by
					a.regionRemovals = append(a.regionRemovals, RegionRemoval{Region: ri, Chain: by})
				}
			}
		}
		r.Steps = append(r.Steps, Step{
			Round:          round,
			RemovedChains:  a.chainRemovals[remLo:len(a.chainRemovals):len(a.chainRemovals)],
			RemovedRegions: a.regionRemovals[regLo:len(a.regionRemovals):len(a.regionRemovals)],
		})
	}
}

// addRemoval appends a chain removal. Its fields are written one by one: a
// composite literal would be built on the stack and copied with wide loads
// that cannot be forwarded from its narrower stores.
func (a *Analyzer) addRemoval(chain int, vital []int) {
	a.chainRemovals = a.chainRemovals[:len(a.chainRemovals)+1]
	rm := &a.chainRemovals[len(a.chainRemovals)-1]
	rm.Chain, rm.Vital = chain, vital
}

// finish sets the alive and safe points: the stones of the alive chains, and
// for the safe points in addition every standing region vital to a chain.
func (a *Analyzer) finish(nw int) {
	r := &a.res
	alive := &a.alive
	for i := range r.Chains {
		alive[r.Chains[i].Head&lookupMask] = uint8(b2i(r.Chains[i].Alive))
	}
	for i := 0; i < nw; i++ {
		var w uint64
		for s := a.stones[goboard.Black][i] | a.stones[goboard.White][i]; s != 0; s &= s - 1 {
			t := lowBit(s)
			w |= uint64(alive[a.heads[(i<<6|t)&lookupMask]&lookupMask]) << t
		}
		r.Alive[goboard.Black][i] = w & a.stones[goboard.Black][i]
		r.Alive[goboard.White][i] = w & a.stones[goboard.White][i]
	}
	for i := range r.Regions {
		if rg := &r.Regions[i]; !rg.Removed && len(rg.VitalTo) > 0 {
			set := &r.Safe[rg.Color]
			rs := a.regionSet[i]
			for k, w := range a.setWords(rs) {
				set[int(rs.lo)+k] |= w
			}
		}
	}
	r.Safe[goboard.Black].Union(&r.Alive[goboard.Black])
	r.Safe[goboard.White].Union(&r.Alive[goboard.White])
}
