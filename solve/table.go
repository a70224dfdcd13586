package solve

// entry is one slot of the transposition table: the full key and the proof
// and disproof numbers for the player to move (0 and infinity for a decided
// position).
type entry struct {
	key    uint64
	pn, dn uint32
}

// entryBytes is the size of an entry.
const entryBytes = 16

// DefaultTableBytes is the memory of the transposition table when the
// options give none: 32 MiB.
const DefaultTableBytes = 32 << 20

// table is a fixed-size transposition table, indexed by the low bits of the
// key; a new entry replaces the old one in its slot, except that an
// undecided entry never replaces a decided one of another position.
type table struct {
	slots []entry
	mask  uint64
}

// newTable returns a table of at most bytes bytes (at least 1024 entries), a
// power of two entries.
func newTable(bytes int) *table {
	n := 1024
	for n*2*entryBytes <= bytes {
		n *= 2
	}
	return &table{slots: make([]entry, n), mask: uint64(n - 1)}
}

// Bytes returns the table's memory.
func (t *table) Bytes() int { return len(t.slots) * entryBytes }

// noBound is the stone bound of a decided entry whose result depends on no
// line (a terminal position).
const noBound = 1023

// get returns the numbers stored for key; for a decided position also its
// stone bound (see engine.mid), noBound otherwise.
func (t *table) get(key uint64) (pn, dn uint32, bound int16, ok bool) {
	e := &t.slots[key&t.mask]
	if e.key != key || key == 0 {
		return 0, 0, 0, false
	}
	pn, dn = e.pn, e.dn
	bound = noBound
	switch {
	case pn == 0:
		bound, dn = int16(dn-infinity), infinity
	case dn == 0:
		bound, pn = int16(pn-infinity), infinity
	}
	return pn, dn, bound, true
}

// put stores the numbers of key; a decided position's stone bound is packed
// into its infinite number.
func (t *table) put(key uint64, pn, dn uint32, bound int16) {
	e := &t.slots[key&t.mask]
	if e.key != key && (e.pn == 0 || e.dn == 0) && e.key != 0 && pn != 0 && dn != 0 {
		return
	}
	switch {
	case pn == 0:
		dn = infinity + uint32(bound)
	case dn == 0:
		pn = infinity + uint32(bound)
	}
	*e = entry{key: key, pn: pn, dn: dn}
}
