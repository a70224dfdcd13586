package goboard

import (
	"runtime"
	"testing"
)

// TestSetupChurnMemory fills a 19x19 board by setup edits and clears it
// again, ten times, and checks that the undo history grows with what
// changed: at most 256 bytes per edit, never a copy of the board per edit
// (which took 45 KB per point).
func TestSetupChurnMemory(t *testing.T) {
	b := MustNew(19, 19)
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	edits := 0
	for round := 0; round < 10; round++ {
		for _, c := range []Color{Black, Empty, White, Black} {
			for y := 0; y < 19; y++ {
				for x := 0; x < 19; x++ {
					if err := b.Setup(b.Point(x, y), c); err != nil {
						t.Fatal(err)
					}
					edits++
				}
			}
		}
	}
	runtime.GC()
	runtime.ReadMemStats(&after)
	runtime.KeepAlive(b)
	perEdit := (float64(after.HeapAlloc) - float64(before.HeapAlloc)) / float64(edits)
	t.Logf("%d setup edits: the undo history keeps %.0f bytes per edit", edits, perEdit)
	if perEdit > 256 {
		t.Errorf("the undo history keeps %.0f bytes per setup edit, want at most 256", perEdit)
	}
	if err := verify(b); err != nil {
		t.Fatal(err)
	}
	for b.Undo() {
	}
	if !b.Equal(MustNew(19, 19)) || b.Hash() != 0 {
		t.Fatalf("not empty after undoing everything:\n%s", b)
	}
}
