package prefetch

import (
	"testing"
	"unsafe"
)

// TestLineLeavesMemory prefetches every word of a buffer and nil (a
// prefetch never faults) and checks that the memory is unchanged.
func TestLineLeavesMemory(t *testing.T) {
	buf := make([]uint64, 4096)
	for i := range buf {
		buf[i] = uint64(i) * 0x9e3779b97f4a7c15
	}
	for i := range buf {
		Line(unsafe.Pointer(&buf[i]))
	}
	Line(nil)
	for i, v := range buf {
		if v != uint64(i)*0x9e3779b97f4a7c15 {
			t.Fatalf("word %d changed to %x", i, v)
		}
	}
}

// BenchmarkLine measures a prefetch of lines spread over 64 MiB.
func BenchmarkLine(b *testing.B) {
	buf := make([]uint64, 8<<20)
	b.ReportAllocs()
	j := 0
	for b.Loop() {
		Line(unsafe.Pointer(&buf[j]))
		j = (j + 4099*8) & (len(buf) - 1)
	}
}
