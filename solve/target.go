package solve

import "lifeline/goboard"

// targetKeys holds the random numbers mixed into the transposition table's
// key for each captured target stone, by point. Filled once, only read.
var targetKeys = func() (t [1024]uint64) {
	s := uint64(0x2545f4914f6cdd1d)
	for i := range t {
		s ^= s << 13 // xorshift64
		s ^= s >> 7
		s ^= s << 17
		t[i] = s
	}
	return t
}()

// targetTrack follows the target along the line: the target is its stones
// of the problem's position, and a target stone once captured is gone for
// good (a defender stone played later on its point is not a target stone).
// The state of each depth of the line is kept, so a take-back needs no
// work: the state of depth d is read again after the moves below it are
// taken back.
type targetTrack struct {
	// left holds, per depth, the target stones not captured so far: a
	// slice of the problem's target (depth 0) or of stack.
	left [][]goboard.Point
	// key holds, per depth, the XOR of targetKeys of the captured target
	// stones (0 while none is captured).
	key []uint64
	// top holds, per depth, the end of the part of stack in use.
	top []int
	// stack holds the lists of later depths: each is shorter than the one
	// above it on the line, so n(n+1)/2 points are enough for n stones.
	stack []goboard.Point
}

// newTargetTrack starts the track at depth 0 with the target's points that
// hold a stone of def on b.
func newTargetTrack(b *goboard.Board, def goboard.Color, target []goboard.Point, depths int) targetTrack {
	var left []goboard.Point
	for _, q := range target {
		if b.At(q) == def {
			left = append(left, q)
		}
	}
	n := len(left)
	t := targetTrack{
		left:  make([][]goboard.Point, depths),
		key:   make([]uint64, depths),
		top:   make([]int, depths),
		stack: make([]goboard.Point, n*(n+1)/2),
	}
	t.left[0] = left
	return t
}

// after sets the state of depth d from depth d-1 once a move was played;
// removed tells whether the move removed stones (of either colour).
func (t *targetTrack) after(b *goboard.Board, def goboard.Color, d int, removed bool) {
	prev := t.left[d-1]
	t.key[d], t.top[d] = t.key[d-1], t.top[d-1]
	if !removed {
		t.left[d] = prev
		return
	}
	// The stones just removed are empty points now: a target stone still on
	// the board is one that was never captured.
	gone := false
	for _, q := range prev {
		if b.At(q) != def {
			gone = true
			break
		}
	}
	if !gone {
		t.left[d] = prev
		return
	}
	start := t.top[d]
	out := t.stack[start:start:len(t.stack)]
	k := t.key[d]
	for _, q := range prev {
		if b.At(q) == def {
			out = append(out, q)
		} else {
			k ^= targetKeys[q]
		}
	}
	t.left[d], t.key[d], t.top[d] = out, k, start+len(out)
}

// standing returns the target stones not captured at the board's current
// depth of the line.
func (e *engine) standing() []goboard.Point { return e.tgt.left[e.b.Depth()-e.depth0] }

// targetKey returns the key of the target stones captured at the board's
// current depth of the line (0 if none).
func (e *engine) targetKey() uint64 { return e.tgt.key[e.b.Depth()-e.depth0] }
