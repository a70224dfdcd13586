package benson

import (
	"math/bits"

	"lifeline/goboard"
)

// dilate returns the points next to a point of x in word i of a board with
// the given stride: x shifted by ±1 and ±stride, with the bits carried over
// from the neighbouring words prev and next. Wall points keep the shifts
// from wrapping from one row to the next; the caller masks them out.
func dilate(prev, x, next uint64, stride uint) uint64 {
	return x<<1 | prev>>63 | x>>1 | next<<63 |
		x<<stride | prev>>(64-stride) | x>>stride | next<<(64-stride)
}

// fill takes out of a.unfilled the connected set holding its lowest point, which
// is in word i, appends the set's words and then two zero words to a.words,
// and returns it.
//
// The set grows word by word: within a word, runs are filled upwards by a
// carry (an addition of the word to the mask) and otherwise by shifts until
// the word stops changing; a word whose change reaches new points of a
// neighbouring word marks that word for a visit.
func (a *Analyzer) fill(i, nw int, s uint) comp {
	x := &a.fillWords
	m := &a.unfilled
	sd := m[i] & -m[i]
	dirty := uint32(1) << i
	lo, hi := i, i
	for dirty != 0 {
		j := bits.TrailingZeros32(dirty)
		dirty &= dirty - 1
		mj := m[j]
		y := (x[j+1] | sd | (x[j]>>63|x[j]>>(64-s)|x[j+2]<<63|x[j+2]<<(64-s))&mj)
		sd = 0
		for {
			z := y | ((mj+y)^mj|y>>1|y<<s|y>>s)&mj
			if z == y {
				break
			}
			y = z
		}
		x[j+1] = y
		if j+1 < nw && (y>>63|y>>(64-s))&m[j+1]&^x[j+2] != 0 {
			dirty |= 1 << (j + 1)
			hi = max(hi, j+1)
		}
		if j > 0 && (y<<63|y<<(64-s))&m[j-1]&^x[j] != 0 {
			dirty |= 1 << (j - 1)
			lo = min(lo, j-1)
		}
	}
	cp := comp{off: int32(len(a.words)), lo: int32(lo), hi: int32(hi)}
	for j := lo; j <= hi; j++ {
		w := x[j+1]
		a.words = append(a.words, w)
		m[j] &^= w
		x[j+1] = 0
	}
	a.words = append(a.words, 0, 0)
	return cp
}

// setWords returns the words lo..hi of a set.
func (a *Analyzer) setWords(cp comp) []uint64 {
	return a.words[cp.off : cp.off+cp.hi-cp.lo+1]
}

// regionsOf finds the regions enclosed by c, in point order of their first
// point, with their sizes, their number of empty points and whether they are
// small (every empty point next to a c stone).
func (a *Analyzer) regionsOf(c goboard.Color, nw int, s uint) {
	r := &a.res
	var far [maxWords]uint64
	cs := &a.stones[c]
	for i := 0; i < nw; i++ {
		var prev, next uint64
		if i > 0 {
			prev = cs[i-1]
		}
		if i+1 < nw {
			next = cs[i+1]
		}
		far[i] = a.empty[i] &^ dilate(prev, cs[i], next, s)
	}
	a.regionLo[c] = len(r.Regions)
	a.unfilled = a.noStoneOf[c]
	for i := 0; i < nw; i++ {
		for a.unfilled[i] != 0 {
			cp := a.fill(i, nw, s)
			size, empty := 0, 0
			var farAcc uint64
			for k, w := range a.setWords(cp) {
				j := int(cp.lo) + k
				size += bits.OnesCount64(w)
				empty += bits.OnesCount64(w & a.empty[j])
				farAcc |= w & far[j]
			}
			r.Regions = r.Regions[:len(r.Regions)+1]
			rg := &r.Regions[len(r.Regions)-1]
			rg.ID, rg.Color, rg.Size, rg.Empty = len(r.Regions)-1, c, size, empty
			rg.Chains, rg.VitalTo, rg.Small = nil, nil, farAcc == 0
			rg.Removed, rg.RemovedRound, rg.RemovedBy = false, 0, -1
			a.regionSet = append(a.regionSet, cp)
		}
	}
	a.regionHi[c] = len(r.Regions)
}
