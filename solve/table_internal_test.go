package solve

import (
	"math/rand/v2"
	"testing"
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
			r.pn, r.dn, r.bound, r.decided = 0, infinity, bounds(rng.Uint32N(uint32(noBounds)+1)), true
		default:
			r.pn, r.dn, r.bound, r.decided = infinity, 0, bounds(rng.Uint32N(uint32(noBounds)+1)), true
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
