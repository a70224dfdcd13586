package benson

import (
	"math/bits"

	"lifeline/goboard"
)

// narrow reports whether every colour has at most 64 chains and at most 64
// regions, so that a bit row over them is one word (as in every real game).
func (a *Analyzer) narrow() bool {
	return !a.wide &&
		a.chainHi[goboard.Black]-a.chainLo[goboard.Black] <= 64 &&
		a.chainHi[goboard.White]-a.chainLo[goboard.White] <= 64 &&
		a.regionHi[goboard.Black]-a.regionLo[goboard.Black] <= 64 &&
		a.regionHi[goboard.White]-a.regionLo[goboard.White] <= 64
}

// neighbourWords returns the range of words that hold the neighbours of the
// region cp: from one row above its first point to one row below its last.
func (a *Analyzer) neighbourWords(cp comp, nw int, s uint) (jlo, jhi int) {
	ws := a.setWords(cp)
	first := int(cp.lo)<<6 + lowBit(ws[0])
	last := int(cp.hi)<<6 + 63 - bits.LeadingZeros64(ws[len(ws)-1])
	return max(first-int(s), 0) >> 6, min(last+int(s), nw<<6-1) >> 6
}

// stonesNext returns, in a word x of a set with the words prev and next
// around it, the stones next to the set, except those next to a lower one
// (one point or one row before it): these are of the same chain, so the
// others are enough to find the chains. Bits from the word before are
// ignored, which only keeps a few extra stones.
func stonesNext(prev, x, next, stones uint64, s uint) uint64 {
	d := dilate(prev, x, next, s) & stones
	return d &^ (d<<1 | d<<s)
}

// relationsNarrow is relationsWide for positions where every row is one word.
func (a *Analyzer) relationsNarrow(rules goboard.Rules, nw int, s uint) {
	r := &a.res
	nch, nreg := len(r.Chains), len(r.Regions)
	border := resizeWords(&a.border, nreg)
	vitalTo := resizeWords(&a.vitalTo, nreg)
	vitals := resizeWords(&a.vitals, nch)
	clear(vitals)
	nRegs, nVital := &a.nRegs, &a.nVital
	clear(nRegs[:nch])
	clear(nVital[:nch])
	heads, idOf := &a.heads, &a.idOf
	ints := a.ints
	np, nv := 0, 0
	for ri := range r.Regions {
		rg := &r.Regions[ri]
		c := rg.Color
		st := &a.stones[c]
		base := uint(a.chainLo[c]) + 1 // label of the colour's first chain
		cp := a.regionSet[ri]
		var acc uint64
		jlo, jhi := a.neighbourWords(cp, nw, s)
		bi, w := int(cp.off)-int(cp.lo), a.words // w[bi+j] is word j of the region
		for j := jlo; j <= jhi; j++ {
			jb := j << 6
			for d := stonesNext(w[bi+j-1], w[bi+j], w[bi+j+1], st[j], s); d != 0; d &= d - 1 {
				acc |= 1 << ((uint(idOf[heads[(jb|lowBit(d))&lookupMask]&lookupMask]) - base) & 63)
			}
		}
		border[ri] = acc
		var vital uint64
		if rg.Small {
			vital = a.vitalNarrow(acc, cp, c, rules, s)
		}
		vitalTo[ri] = vital
		clo := a.chainLo[c]
		k0 := len(ints)
		ints, np = addPairs(ints, acc, clo, ri, &a.pairChain, &a.pairRegion, nRegs, np)
		rg.Chains = ints[k0:len(ints):len(ints)]
		k0 = len(ints)
		ints, nv = addPairs(ints, vital, clo, ri, &a.vitalChain, &a.vitalRegion, nVital, nv)
		rg.VitalTo = ints[k0:len(ints):len(ints)]
		rbit := uint64(1) << ((ri - a.regionLo[c]) & 63)
		for w := vital; w != 0; w &= w - 1 {
			vitals[clo+lowBit(w)] |= rbit
		}
	}
	// The chains' lists: a counting sort of the pairs by chain, which
	// keeps them in region order.
	all := ints[:cap(ints)]
	k := a.listByChain(all, len(ints), &a.nRegs, &a.pairChain, &a.pairRegion, np, false)
	k = a.listByChain(all, k, &a.nVital, &a.vitalChain, &a.vitalRegion, nv, true)
	a.ints = all[:k]
}

// addPairs appends to ints the chains of row (one word over the chains of a
// colour, the first of which is clo) and records each with region ri as
// pair n, n+1, ... of chain and region, counting the pairs of every chain.
// It returns ints and the number of pairs.
func addPairs(ints []int, row uint64, clo, ri int, chain, region *[pairsSize]int16, count *[lookupSize]int32, n int) ([]int, int) {
	for ; row != 0; row &= row - 1 {
		ci := clo + lowBit(row)
		ints = append(ints, ci)
		chain[n&pairsMask] = int16(ci)
		region[n&pairsMask] = int16(ri)
		n++
		count[ci&lookupMask]++
	}
	return ints, n
}

// listByChain lays out from all[k] on, chain after chain, the regions of the
// pairs (chain[i], region[i]) for i < n, in pair order, given the number of
// pairs of each chain; it sets them as the chains' vital regions, or with
// vital false as their bordering regions, and returns the next free place.
func (a *Analyzer) listByChain(all []int, k int, count *[lookupSize]int32, chain, region *[pairsSize]int16, n int, vital bool) int {
	r := &a.res
	place := &a.place
	for ci := range r.Chains {
		m := int(count[ci&lookupMask])
		if vital {
			r.Chains[ci].Vital = all[k : k+m : k+m]
		} else {
			r.Chains[ci].Regions = all[k : k+m : k+m]
		}
		place[ci&lookupMask] = int32(k)
		k += m
	}
	for i := 0; i < n; i++ {
		ci := chain[i&pairsMask] & lookupMask
		all[place[ci]] = int(region[i&pairsMask])
		place[ci]++
	}
	return k
}

// relationsWide finds, for every region, the chains bordering it and the chains
// it is vital to, and for every chain the regions it borders and the vital
// ones, all as bit rows and as ID lists.
//
// A region dilates its points; the chain labels of the stones of its colour
// among them set bits in its row of bordering chains (in a register when a
// colour has at most 64 chains, as in every real game). A small region is
// vital to the bordering chains next to every one of its needed points (its
// empty points, and with suicide legal all its points): the intersection of
// the rows of the chains next to each. The chains' rows come from
// transposing the regions' rows.
func (a *Analyzer) relationsWide(rules goboard.Rules, nw int, s uint) {
	r := &a.res
	nch, nreg := len(r.Chains), len(r.Regions)
	chainWords := rowWords(max(a.chainHi[goboard.Black]-a.chainLo[goboard.Black], a.chainHi[goboard.White]-a.chainLo[goboard.White]))
	regionWords := rowWords(max(a.regionHi[goboard.Black]-a.regionLo[goboard.Black], a.regionHi[goboard.White]-a.regionLo[goboard.White]))
	a.chainWords, a.regionWords = chainWords, regionWords
	border := zeroWords(&a.border, nreg*chainWords)
	vitalTo := zeroWords(&a.vitalTo, nreg*chainWords)
	regs := zeroWords(&a.regs, nch*regionWords)
	vitals := zeroWords(&a.vitals, nch*regionWords)
	heads, idOf := &a.heads, &a.idOf
	ints := a.ints
	for ri := range r.Regions {
		rg := &r.Regions[ri]
		c := rg.Color
		st := &a.stones[c]
		base := uint(a.chainLo[c]) + 1 // label of the colour's first chain
		cp := a.regionSet[ri]
		row := border[ri*chainWords : ri*chainWords+chainWords]
		jlo, jhi := a.neighbourWords(cp, nw, s)
		bi, w := int(cp.off)-int(cp.lo), a.words // w[bi+j] is word j of the region
		for j := jlo; j <= jhi; j++ {
			jb := j << 6
			for d := stonesNext(w[bi+j-1], w[bi+j], w[bi+j+1], st[j], s); d != 0; d &= d - 1 {
				k := uint(idOf[heads[(jb|lowBit(d))&lookupMask]&lookupMask]) - base
				row[k>>6] |= 1 << (k & 63)
			}
		}
		if rg.Small {
			a.vitalWide(vitalTo[ri*chainWords:ri*chainWords+chainWords], row, cp, c, rules, s)
		}
		// The region's lists, and its bit in the rows of its chains.
		clo := a.chainLo[c]
		local := ri - a.regionLo[c]
		rbit := uint64(1) << (local & 63)
		rwd := local >> 6
		k0 := len(ints)
		for k, w := range row {
			for ; w != 0; w &= w - 1 {
				ci := clo + k<<6 + lowBit(w)
				ints = append(ints, ci)
				regs[ci*regionWords+rwd] |= rbit
			}
		}
		rg.Chains = ints[k0:len(ints):len(ints)]
		k0 = len(ints)
		for k, w := range vitalTo[ri*chainWords : ri*chainWords+chainWords] {
			for ; w != 0; w &= w - 1 {
				ci := clo + k<<6 + lowBit(w)
				ints = append(ints, ci)
				vitals[ci*regionWords+rwd] |= rbit
			}
		}
		rg.VitalTo = ints[k0:len(ints):len(ints)]
	}
	for ci := range r.Chains {
		ch := &r.Chains[ci]
		rlo := a.regionLo[ch.Color]
		k0 := len(ints)
		for k, w := range regs[ci*regionWords : ci*regionWords+regionWords] {
			for ; w != 0; w &= w - 1 {
				ints = append(ints, rlo+k<<6+lowBit(w))
			}
		}
		ch.Regions = ints[k0:len(ints):len(ints)]
		k0 = len(ints)
		for k, w := range vitals[ci*regionWords : ci*regionWords+regionWords] {
			for ; w != 0; w &= w - 1 {
				ints = append(ints, rlo+k<<6+lowBit(w))
			}
		}
		ch.Vital = ints[k0:len(ints):len(ints)]
	}
	a.ints = ints
}

// vitalNarrow returns the chains of border (a small region's bordering
// chains, colour c, as one word) that are next to every needed point of the
// region cp: its empty points, and with suicide legal all its points.
func (a *Analyzer) vitalNarrow(border uint64, cp comp, c goboard.Color, rules goboard.Rules, s uint) uint64 {
	heads, idOf := &a.heads, &a.idOf
	st := &a.stones[c]
	base := uint(a.chainLo[c]) + 1
	vital := border
	for k, w := range a.setWords(cp) {
		j := int(cp.lo) + k
		if !rules.AllowSuicide {
			w &= a.empty[j]
		}
		for ; w != 0; w &= w - 1 {
			p := uint(j<<6 | lowBit(w))
			var m uint64
			for _, q := range [4]uint{p - 1, p + 1, p - s, p + s} {
				q &= lookupMask
				isC := st[q>>6] >> (q & 63) & 1
				m |= isC << ((uint(idOf[heads[q]&lookupMask]) - base) & 63)
			}
			vital &= m
		}
	}
	return vital
}

// vitalWide sets vital to the chains of border (a small region's row of
// bordering chains, colour c) that are next to every needed point of the
// region cp: its empty points, and with suicide legal all its points.
func (a *Analyzer) vitalWide(vital, border []uint64, cp comp, c goboard.Color, rules goboard.Rules, s uint) {
	st := &a.stones[c]
	base := uint(a.chainLo[c]) + 1
	copy(vital, border)
	var next [maxRow]uint64 // the chains next to one point
	for k, w := range a.setWords(cp) {
		j := int(cp.lo) + k
		if !rules.AllowSuicide {
			w &= a.empty[j]
		}
		for ; w != 0; w &= w - 1 {
			p := uint(j<<6 | lowBit(w))
			for _, q := range [4]uint{p - 1, p + 1, p - s, p + s} {
				if st[q>>6]>>(q&63)&1 != 0 {
					l := uint(a.label(int(q))) - base
					next[l>>6] |= 1 << (l & 63)
				}
			}
			for i := range vital {
				vital[i] &= next[i]
				next[i] = 0
			}
		}
	}
}
