package replay

import (
	"runtime"
	"strings"
	"testing"

	"lifeline/sgf"
)

// replayBudget bounds what replaying a game keeps alive: the board's undo
// history after the main line, at most replayBudgetBase plus
// replayBudgetPerByte bytes per byte of the SGF text. An SGF list such as
// AE[aa:ss] sets up a whole board in a few bytes, so this fails if setup
// edits cost a board action (or a board copy) per point.
const (
	replayBudgetBase    = 256 << 10 // an empty 25x25 board with its preallocated history: about 110 KB
	replayBudgetPerByte = 512
)

// FuzzReplay parses any input and replays the main line of every game,
// checking the memory the replayed position keeps against the budget.
func FuzzReplay(f *testing.F) {
	f.Add([]byte("(;SZ[9];B[ee];W[ec];B[ce])"))
	f.Add([]byte("(;SZ[19];AB[aa:ss];AE[aa:ss];AB[aa:ss];AW[jj:kk];AE[ab:sr];B[aa])"))
	f.Add([]byte("(;SZ[5]AB[aa][ba][ca]AW[ab][bb];AE[bb]PL[W];W[bb];B[cb](;W[dd])(;AE[aa:ee]))"))
	f.Add([]byte("(;SZ[19]" + strings.Repeat(";AB[aa:ss];AE[aa:ss]", 20) + ")"))
	f.Add([]byte("(;SZ[25];AB[aa:yy];AE[mm];AW[mm];AE[ab:xy];B[tt];W[];B[zz])"))
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) > 1<<16 {
			return
		}
		coll, err := sgf.Parse(data)
		if err != nil {
			return
		}
		for _, root := range coll.Games {
			var before, after runtime.MemStats
			runtime.GC()
			runtime.ReadMemStats(&before)
			b, err := NewBoard(root)
			if err != nil {
				continue
			}
			for _, n := range sgf.MainLine(root) {
				_, _ = ApplyNode(b, n)
			}
			runtime.GC()
			runtime.ReadMemStats(&after)
			runtime.KeepAlive(b)
			kept := int64(after.HeapAlloc) - int64(before.HeapAlloc)
			if budget := int64(replayBudgetBase + replayBudgetPerByte*len(data)); kept > budget {
				t.Fatalf("replaying %d bytes keeps %d bytes, over the budget of %d", len(data), kept, budget)
			}
			for b.Undo() {
			}
			if b.Hash() != 0 {
				t.Fatalf("not empty after taking every action back:\n%s", b)
			}
		}
	})
}
