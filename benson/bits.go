package benson

import "math/bits"

// lowBit returns the index of the lowest set bit of w, which is not zero.
//
// It counts the bits below that bit instead of calling bits.TrailingZeros64:
// on amd64 below GOAMD64=v3 that compiles to BSF, which keeps its
// destination register when the source is zero and so waits for the
// register's previous value. In the loops here that value is often the
// result of the previous iteration's table lookups, which chained every
// iteration to the one before (measured: a labelling pass four times
// slower). The population count has no such input.
func lowBit(w uint64) int { return bits.OnesCount64(w&-w - 1) }

// lowBits returns a word with its n lowest bits set, n at most 64.
func lowBits(n int) uint64 {
	if n >= 64 {
		return ^uint64(0)
	}
	return 1<<n - 1
}

// setRow sets the first n bits of row.
func setRow(row []uint64, n int) {
	for k := range row {
		row[k] = 0
		if m := n - k<<6; m >= 64 {
			row[k] = ^uint64(0)
		} else if m > 0 {
			row[k] = 1<<m - 1
		}
	}
}

// rowWords returns the words of a bit row over n items, at least one.
func rowWords(n int) int { return max(1, (n+63)>>6) }

// resizeWords returns buf resized to n words, reallocated if too small; the
// words are not cleared.
func resizeWords(buf *[]uint64, n int) []uint64 {
	if cap(*buf) < n {
		*buf = make([]uint64, n)
	}
	return (*buf)[:n]
}

// zeroWords returns buf resized to n zero words, reallocated if too small.
func zeroWords(buf *[]uint64, n int) []uint64 {
	if cap(*buf) < n {
		*buf = make([]uint64, n)
	}
	m := (*buf)[:n]
	clear(m)
	return m
}

// b2i is 1 for true and 0 for false; the compiler makes it a SETcc.
func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}
