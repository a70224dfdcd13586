package solve

import (
	"math/rand/v2"
	"testing"

	"lifeline/goboard"
)

// TestTableGrows fills a table that starts small: it must double while
// half full, up to its bound; and a doubling keeps every position the
// table held (numbers, stone bounds and work marks).
func TestTableGrows(t *testing.T) {
	type rec struct {
		key     uint64
		pn, dn  uint32
		bound   bounds
		work    uint64
		decided bool
	}
	rng := rand.New(rand.NewPCG(1, 2))
	random := func(i int) rec {
		r := rec{key: rng.Uint64(), work: uint64(i % workMask)}
		switch i % 3 {
		case 0:
			r.pn, r.dn = 1+rng.Uint32N(1000), 1+rng.Uint32N(1000)
		case 1:
			r.pn, r.dn, r.bound, r.decided = 0, infinity, randomBounds(rng), true
		default:
			r.pn, r.dn, r.bound, r.decided = infinity, 0, randomBounds(rng), true
		}
		return r
	}
	// check reports the positions of recs the table holds, and fails on
	// one held with other numbers or another work mark.
	check := func(tt *table, recs []rec) map[uint64]bool {
		held := map[uint64]bool{}
		for _, r := range recs {
			pn, dn, bound, ok := tt.get(r.key)
			if !ok {
				continue
			}
			held[r.key] = true
			want := noBounds
			if r.decided {
				want = r.bound
			}
			if pn != r.pn || dn != r.dn || bound != want {
				t.Fatalf("key %x: got %d %d bound %d, want %d %d bound %d", r.key, pn, dn, bound, r.pn, r.dn, want)
			}
			for _, e := range tt.bucket(r.key) {
				if e.key|workMask == r.key|workMask && e.key&workMask != r.work {
					t.Fatalf("key %x: work %d, want %d", r.key, e.key&workMask, r.work)
				}
			}
		}
		return held
	}

	// A table at its bound, full, then doubled by hand.
	tt := newTable(startTableBytes)
	var recs []rec
	for i := range 2 * len(tt.slots) {
		r := random(i)
		recs = append(recs, r)
		tt.put(r.key, r.pn, r.dn, r.bound, r.work)
	}
	before := check(tt, recs)
	if len(before) < len(tt.slots)/2 {
		t.Fatalf("a full table holds %d positions of %d slots", len(before), len(tt.slots))
	}
	tt.limit *= 2
	tt.grow()
	after := check(tt, recs)
	for k := range before {
		if !after[k] {
			t.Fatalf("key %x lost by the doubling", k)
		}
	}
	if len(after) != len(before) {
		t.Fatalf("%d positions after the doubling, %d before", len(after), len(before))
	}

	// A table that grows by itself.
	tt = newTable(4 << 20)
	if tt.Bytes() != startTableBytes || tt.limit*entryBytes != 4<<20 {
		t.Fatalf("starts with %d bytes of %d, want %d of %d", tt.Bytes(), tt.limit*entryBytes, startTableBytes, 4<<20)
	}
	recs = recs[:0]
	for i := range (4 << 20) / entryBytes / 2 {
		r := random(i)
		recs = append(recs, r)
		tt.put(r.key, r.pn, r.dn, r.bound, r.work)
	}
	// 256 KiB doubled four times is the bound, 4 MiB.
	if tt.Bytes() != tt.limit*entryBytes {
		t.Fatalf("%d bytes, want the bound %d", tt.Bytes(), tt.limit*entryBytes)
	}
	// Filled to half, a few buckets overflow (a Poisson count of mean
	// two above four); the doublings keep the rest.
	if held := check(tt, recs); len(held) < len(recs)*9/10 {
		t.Fatalf("%d of %d positions held", len(held), len(recs))
	}
}

// randomBounds returns stone bounds with random counts and shared points:
// every bit a decided entry keeps.
func randomBounds(rng *rand.Rand) bounds {
	return bounds(rng.Uint32N(uint32(countMask)+1)) | bounds(rng.Uint32())<<shareShift
}

// TestTableBounded checks that a table never grows beyond its bound.
func TestTableBounded(t *testing.T) {
	tt := newTable(64 << 10)
	rng := rand.New(rand.NewPCG(3, 4))
	for range 100000 {
		tt.put(rng.Uint64(), 1, 1, noBounds, 1)
	}
	if tt.Bytes() != 64<<10 {
		t.Fatalf("%d bytes, want %d", tt.Bytes(), 64<<10)
	}
}

// TestBoundsHoldTheirPositions builds the bounds of random sets of
// positions as the search does (a position's own bounds, met along random
// trees, with noBounds and the eye rule's counts among them) and checks
// that every position of a set is taken as one of its bounds' (at least
// its counts and a stone on each shared point): the table may refuse a
// result it could use, never use one it must refuse. It also checks that
// the shared points tell most other positions apart (positions of a line
// before the proof's stones were played), so that they do what they are
// for.
func TestBoundsHoldTheirPositions(t *testing.T) {
	type pos struct {
		occ      uint32
		all, blk int16
	}
	rng := rand.New(rand.NewPCG(5, 6))
	holds := func(s bounds, p pos) bool {
		return p.all >= s.all() && p.blk >= s.black() && p.all-p.blk >= s.white() && p.occ&s.shared() == s.shared()
	}
	var told, others int
	for trial := range 20000 {
		// A line's position base; the proof's positions add stones to it
		// (and lose some of base's, captured).
		base := rng.Uint32() & rng.Uint32()
		// eye is the fewest stones of the eye rule's bounds met (0 if
		// none): every position of at least that many is one of them.
		var build func(depth int) (bounds, []pos, int16)
		build = func(depth int) (bounds, []pos, int16) {
			switch r := rng.IntN(10); {
			case depth > 3 || r < 4:
				occ := base | rng.Uint32()&rng.Uint32()&^(rng.Uint32()&rng.Uint32()&rng.Uint32())
				n := int16(20 + rng.IntN(21))
				p := pos{occ: occ, all: n, blk: int16(rng.IntN(int(n) + 1))}
				return positionBounds(p.all, p.blk, p.occ), []pos{p}, 0
			case r == 4:
				return noBounds, nil, 0
			case r == 5 && trial%4 == 0:
				lb := int16(25 + rng.IntN(10))
				return stoneBounds(lb, 0, 0), nil, lb
			}
			s, ps, eye := build(depth + 1)
			for range 1 + rng.IntN(3) {
				s2, ps2, eye2 := build(depth + 1)
				s, ps = s.meet(s2), append(ps, ps2...)
				if eye == 0 || eye2 != 0 && eye2 < eye {
					eye = eye2
				}
			}
			return s, ps, eye
		}
		s, ps, eye := build(0)
		for _, p := range ps {
			if !holds(s, p) {
				t.Fatalf("trial %d: bounds %x (all %d, shared %b) leave out a position of theirs: %+v", trial, uint64(s), s.all(), s.shared(), p)
			}
		}
		if eye != 0 {
			// Any position of at least eye stones, of either colour.
			n := eye + int16(rng.IntN(30))
			for _, p := range []pos{{occ: rng.Uint32(), all: n}, {occ: rng.Uint32(), all: n, blk: n}} {
				if !holds(s, p) {
					t.Fatalf("trial %d: bounds %x (all %d) leave out a position of the eye rule's %d stones: %+v", trial, uint64(s), s.all(), eye, p)
				}
			}
			continue
		}
		if len(ps) > 0 {
			// A position of the line before one of the proof's stones
			// was played, with as many stones.
			p := ps[rng.IntN(len(ps))]
			p.occ = base &^ (rng.Uint32() & rng.Uint32() & rng.Uint32())
			others++
			if !holds(s, p) {
				told++
			}
		}
	}
	if others == 0 || told*10 < others*8 {
		t.Fatalf("the shared points tell %d of %d other positions apart, want 80 %%", told, others)
	}
	t.Logf("%d of %d other positions told apart", told, others)
}

// TestCachesGrow fills the Benson cache and the eye rule's verdict cache
// with random entries and doubles them: every entry must stay where a
// lookup finds it, and no slot may hold an entry that was not there.
func TestCachesGrow(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	b, err := goboard.New(5, 5)
	if err != nil {
		t.Fatal(err)
	}
	var area goboard.PointSet
	area.Add(b.Point(0, 0))
	e := newEngine(&Problem{Board: b, Defender: goboard.White, Area: area}, 1<<16)
	benson := map[uint64]uint64{} // a position's hash: its slot's value
	verdicts := map[uint64]posVerdict{}
	var hashes []uint64
	for range 3 * len(e.bensonCache) / 4 {
		// A slot holds the hash but for its low bit, the verdict
		// (engine.passAlive).
		h := rng.Uint64()
		hashes = append(hashes, h)
		e.bensonCache[h&uint64(len(e.bensonCache)-1)] = h&^1 | rng.Uint64N(2)
	}
	for range 3 * len(e.eyes.pos) / 4 {
		v := posVerdict{key: rng.Uint64(), lb: int16(rng.IntN(100)), ok: rng.IntN(2) == 0, group: rng.IntN(2) == 0, valid: true}
		e.eyes.pos[v.key&uint64(len(e.eyes.pos)-1)] = v
	}
	// What the caches hold after the overwrites.
	for _, h := range hashes {
		if v := e.bensonCache[h&uint64(len(e.bensonCache)-1)]; v != 0 && v&^1 == h&^1 {
			benson[h] = v
		}
	}
	for _, v := range e.eyes.pos {
		if v.valid {
			verdicts[v.key] = v
		}
	}
	for range 3 {
		e.growCaches()
		n := 0
		for _, v := range e.bensonCache {
			if v != 0 {
				n++
			}
		}
		if n != len(benson) {
			t.Fatalf("%d Benson verdicts after growing to %d slots, %d before", n, len(e.bensonCache), len(benson))
		}
		for h, v := range benson {
			if e.bensonCache[h&uint64(len(e.bensonCache)-1)] != v {
				t.Fatalf("Benson verdict of %x lost after growing to %d slots", h, len(e.bensonCache))
			}
		}
		m := 0
		for _, v := range e.eyes.pos {
			if v.valid {
				m++
				if verdicts[v.key] != v {
					t.Fatalf("verdict %+v never stored", v)
				}
			}
		}
		for k, v := range verdicts {
			if e.eyes.pos[k&uint64(len(e.eyes.pos)-1)] != v {
				t.Fatalf("verdict %x lost after growing to %d slots", k, len(e.eyes.pos))
			}
		}
		if m != len(verdicts) {
			t.Fatalf("%d verdicts after growing, %d before", m, len(verdicts))
		}
	}
}
