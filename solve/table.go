package solve

import (
	"math/bits"
	"runtime/debug"
)

// entry is one slot of the transposition table: the key and the proof and
// disproof numbers for the player to move, both in 1..maxNumber for an
// undecided position. A decided position keeps its stone bounds (see mid)
// instead: pn holds decidedFlag, moverWins if the player to move wins, and
// the bounds' counts, dn the rest of the bounds. An empty slot has both
// fields 0. The low workBits bits of the stored key hold the entry's work
// instead (they are part of the bucket's index, so the key does not need
// them).
type entry struct {
	key    uint64
	pn, dn uint32
}

// The flags of a decided entry's pn (an undecided one's numbers lie below
// infinity, 1<<30).
const (
	decidedFlag = 1 << 31
	moverWins   = 1 << 30
)

// decided reports whether the entry holds a decided position.
func (e *entry) decided() bool { return e.pn&decidedFlag != 0 }

// numbers decodes the entry: its proof and disproof numbers, and the stone
// bounds of a decided position (noBounds for an undecided one).
func (e *entry) numbers() (pn, dn uint32, bound bounds) {
	if !e.decided() {
		return e.pn, e.dn, noBounds
	}
	bound = bounds(e.pn)&countMask | bounds(e.dn)<<shareShift
	if e.pn&moverWins != 0 {
		return 0, infinity, bound
	}
	return infinity, 0, bound
}

// encode returns the fields of an entry with the numbers pn and dn and,
// for a decided position, its stone bounds.
func encode(pn, dn uint32, bound bounds) (uint32, uint32) {
	switch {
	case pn == 0:
		return decidedFlag | moverWins | uint32(bound&countMask), bound.shared()
	case dn == 0:
		return decidedFlag | uint32(bound&countMask), bound.shared()
	}
	return pn, dn
}

// entryBytes is the size of an entry.
const entryBytes = 16

// ways is the number of entries of a bucket: four 16-byte entries fill one
// 64-byte cache line.
const ways = 4

// workBits is the number of low key bits that hold an entry's work: the
// base-2 logarithm of the nodes its search took, plus one (0 for a
// position decided without a search, such as a terminal one). The table has
// at least 1<<workBits buckets, so these bits are always part of the index.
const (
	workBits = 6
	workMask = 1<<workBits - 1
)

// DefaultTableBytes is the most memory of the transposition table when the
// options give none: 256 MiB (a hard problem of 14 to 20 empty points needed
// 10-30 % fewer nodes than with 8-32 MiB; the table grows only as it fills).
const DefaultTableBytes = 256 << 20

// table is a transposition table of buckets of four entries, a bucket
// chosen by the low bits of the key. A position is stored in its old entry
// if it has one, else in an empty entry of the bucket, else over the entry
// that took the least work to find (an undecided entry before a decided one
// of the same work). It starts small (startTableBytes, or its bound) and
// doubles whenever half its entries are used, up to its bound: a small
// problem never pays for the memory of a large one (the first touch of a
// large table's pages cost a small solve more than its search).
type table struct {
	slots []entry
	mask  uint64 // of the bucket index
	used  int    // entries holding a position
	limit int    // the most entries the table may grow to
	// With recording set, put appends each decided result found by a
	// search (work above 0) to rec, for the other engine (share.go).
	recording bool
	rec       []logged
}

// startTableBytes is the memory a table starts with.
const startTableBytes = 256 << 10

// newTable returns a table of at most bytes bytes (at least 1024 entries, a
// power of two entries); it starts with at most startTableBytes.
func newTable(bytes int) *table {
	limit := 1024
	for limit*2*entryBytes <= bytes {
		limit *= 2
	}
	n := 1024
	for n*2*entryBytes <= startTableBytes && n < limit {
		n *= 2
	}
	return &table{slots: make([]entry, n), mask: uint64(n/ways - 1), limit: limit}
}

// Bytes returns the table's memory.
func (t *table) Bytes() int { return len(t.slots) * entryBytes }

// grow doubles the table, keeping every entry. An entry's key lost its low
// workBits bits to the work mark; they are the low bits of its old bucket
// index (the table has at least 1<<workBits buckets), and old bucket i
// splits into new buckets i and i+len/ways, so every entry finds room.
//
// The new buckets are filled in order, each from its old bucket (read
// twice in all), so that the new memory is first written in one pass from
// start to end. Scattering each old bucket's entries over its two new
// buckets writes two streams half the table apart, and their first touch
// of each page cost 7-10 times as much on this project's 2-core machines
// with the other engine searching (gop/1869: 0.78 s against 0.07 s for
// the last doubling, to 128 MiB; see docs/solver-rounds.md, the twenty-fifth round).
func (t *table) grow() {
	old := t.slots
	oldMask := uint64(len(old)/ways - 1)
	t.slots = make([]entry, 2*len(old))
	t.mask = uint64(len(t.slots)/ways - 1)
	for nb := uint64(0); nb <= t.mask; nb++ {
		ob := nb & oldMask
		dst := t.bucket(nb)
		k := 0
		for _, e := range old[ob*ways : ob*ways+ways] {
			if e.pn|e.dn == 0 {
				continue
			}
			if (e.key&^workMask|ob&workMask)&t.mask == nb {
				dst[k] = e
				k++
			}
		}
	}
}

// releaseBytes is the size from which dropped buffers' memory is returned
// to the system at once (release).
const releaseBytes = 16 << 20

// release returns the memory of buffers just dropped, n bytes in all, to the
// system at once when n is at least releaseBytes. The table and its caches
// grow by doubling, and a fork's copies may outgrow the spare buffers kept
// for them, so a long solve drops buffers of hundreds of megabytes; Go's
// collector would keep their memory in the process until the heap reached
// twice its live size, and a solve's process would hold up to twice its
// tables' memory (gop/13485 at 40 s: 1.30 GB resident for tables and caches
// of 736 MiB; see docs/solver-rounds.md, the thirty-sixth round). A forced
// collection costs little here: the tables hold no pointers.
func release(n int) {
	if n >= releaseBytes {
		debug.FreeOSMemory()
	}
}

// bucket returns the entries of key's bucket.
func (t *table) bucket(key uint64) []entry {
	i := (key & t.mask) * ways
	return t.slots[i : i+ways : i+ways]
}

// workOf returns the work mark of a search of n nodes: 1 + log2(n), at most
// workMask.
func workOf(n int64) uint64 {
	if n <= 0 {
		return 0
	}
	return uint64(min(bits.Len64(uint64(n)), workMask))
}

// get returns the numbers stored for key; for a decided position also its
// stone bounds (see engine.mid), noBounds otherwise.
func (t *table) get(key uint64) (pn, dn uint32, bound bounds, ok bool) {
	k := key | workMask
	bk := t.bucket(key)
	for i := range bk {
		e := &bk[i]
		if e.key|workMask != k || e.pn|e.dn == 0 {
			continue
		}
		pn, dn, bound = e.numbers()
		return pn, dn, bound, true
	}
	return 0, 0, 0, false
}

// work returns the work mark stored with key (see workOf), 0 if the table
// does not hold key.
func (t *table) work(key uint64) uint64 {
	k := key | workMask
	for _, e := range t.bucket(key) {
		if e.key|workMask == k && e.pn|e.dn != 0 {
			return e.key & workMask
		}
	}
	return 0
}

// put stores the numbers of key, found with the given work mark (see
// workOf); a decided position keeps its stone bounds (see entry).
func (t *table) put(key uint64, pn, dn uint32, bound bounds, work uint64) {
	if t.recording && (pn == 0 || dn == 0) && work > 0 {
		t.rec = append(t.rec, logged{key: key, work: work, pn: pn, dn: dn, bound: bound})
	}
	pn, dn = encode(pn, dn, bound)
	k := key | workMask
	bk := t.bucket(key)
	victim, vScore := -1, uint64(1<<63)
	for i := range bk {
		e := &bk[i]
		if e.pn|e.dn == 0 { // empty
			if victim < 0 || vScore > 0 {
				victim, vScore = i, 0
			}
			continue
		}
		if e.key|workMask == k {
			// The same position: keep the larger work.
			work = max(work, e.key&workMask)
			bk[i] = entry{key: key&^workMask | work, pn: pn, dn: dn}
			return
		}
		// An entry's worth: its work, decided entries above undecided ones.
		s := (e.key&workMask)<<1 + 1
		if !e.decided() {
			s--
		}
		if s < vScore {
			victim, vScore = i, s
		}
	}
	if bk[victim].pn|bk[victim].dn == 0 {
		t.used++
	}
	bk[victim] = entry{key: key&^workMask | work, pn: pn, dn: dn}
	if 2*t.used > len(t.slots) && len(t.slots) < t.limit {
		t.grow()
	}
}
