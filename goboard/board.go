package goboard

import (
	"errors"
	"fmt"
	"math/bits"
	"strings"
)

// Rules are the rule options a board enforces in Play.
type Rules struct {
	// AllowSuicide makes suicide legal: the suicidal move removes the mover's
	// own chain, which counts as captured by the opponent.
	AllowSuicide bool
	// Superko forbids a move that recreates an earlier position of the game
	// (positional superko, compared on Zobrist hashes).
	Superko bool
}

// Reasons why a move is illegal. Play returns them wrapped in a *MoveError;
// test with errors.Is.
var (
	ErrOffBoard = errors.New("point is off the board")
	ErrOccupied = errors.New("point is occupied")
	ErrSuicide  = errors.New("move is suicide")
	ErrKo       = errors.New("move retakes a ko")
	ErrSuperko  = errors.New("move repeats an earlier position (superko)")
)

// MoveError describes an illegal move.
type MoveError struct {
	Color  Color
	Point  Point
	Name   string // the point in board notation, such as "D4"
	Reason error  // one of ErrOffBoard, ErrOccupied, ErrSuicide, ErrKo, ErrSuperko
}

// Error returns a sentence such as "illegal move B D4: point is occupied".
func (e *MoveError) Error() string {
	return fmt.Sprintf("illegal move %s %s: %v", e.Color, e.Name, e.Reason)
}

// Unwrap returns the reason.
func (e *MoveError) Unwrap() error { return e.Reason }

// chain is the record of one chain, stored at the index of its head stone.
type chain struct {
	libs  PointSet
	color Color
}

// savedChain is a chain record with its liberty and stone counts, saved for
// undo.
type savedChain struct {
	chain
	nlibs, nstones int16
}

// action kinds of the undo stack.
const (
	actPlay uint8 = iota
	actPass
	actPut     // setup stone on an empty point: a play without captures
	actRemove  // setup edit that took a stone off: see remove
	actReplace // setup edit that changed a stone's colour: a remove, then a put
	actBatch   // SetupPoints edit of several points: see SetupPoints
	actNoop    // setup edit that changed nothing
)

// record is what Undo needs to reverse one action.
type record struct {
	hashBefore    uint64
	p             Point
	koBefore      Point
	merged        [4]Point // heads of the own chains the stone joined; merged[0] survives
	color         Color
	kind          uint8
	koColorBefore Color
	toPlayBefore  Color
	nMerged       uint8
	nCaptured     uint8 // opponent chains captured, on the capture stack
	suicide       bool  // the mover's own chain was removed, on the capture stack
}

// captured is a chain removed from the board; its stones are on the stone
// stack in the order of the chain's stone cycle, starting at its head.
type captured struct {
	head Point
	n    int16
}

// Board is a Go board with incremental chain and liberty bookkeeping and an
// exact, unlimited takeback. The zero value is not usable: call New.
type Board struct {
	Geometry
	// The fields IsLegal reads come first and together.
	nbr     [4]Point // offsets to the four neighbours
	ko      Point    // the point the player koColor may not play now
	koColor Color
	toPlay  Color
	rules   Rules
	color   [maxArea]Color
	chainOf [maxArea]Point // head of the chain of each stone
	nlibs   [maxArea]int16 // liberty counts, at the index of the head stone
	nstones [maxArea]int16 // stone counts, at the index of the head stone
	next    [maxArea]Point // circular list of the stones of each chain
	chains  []chain        // chain records, at the index of the head stone; kept apart from the hot arrays

	captures [3]int // stones captured by Black and by White
	hash     uint64
	stoneSet [3]PointSet // the stones of Black and of White

	undo         []record
	saved        []savedChain // chain records saved by merges, for undo
	caps         []captured   // captured chains, for undo
	stones       []Point      // their stones
	relinks      []Point      // stone cycle links changed by setup removals, for undo (see remove)
	batches      []PointSet   // the points each SetupPoints edit changed, for undo
	chainsBefore []Point      // the chains each SetupPoints edit changed, for undo
}

// New returns an empty width x height board with Black to play, or an error
// if a side is outside 1..MaxSize.
func New(width, height int) (*Board, error) {
	g, err := NewGeometry(width, height)
	if err != nil {
		return nil, err
	}
	b := &Board{Geometry: g, chains: make([]chain, g.Area())}
	for i := range b.color {
		b.color[i] = Wall
	}
	for y := 0; y < height; y++ {
		for x := 0; x < width; x++ {
			b.color[g.Point(x, y)] = Empty
		}
	}
	s := Point(g.stride)
	b.nbr = [4]Point{-s, -1, 1, s}
	b.toPlay = Black
	area := width * height
	b.undo = make([]record, 0, 2*area)
	b.saved = make([]savedChain, 0, area)
	b.caps = make([]captured, 0, area)
	b.stones = make([]Point, 0, 2*area)
	return b, nil
}

// MustNew is New for sizes known to be valid; it panics on a bad size.
func MustNew(width, height int) *Board {
	b, err := New(width, height)
	if err != nil {
		panic(err)
	}
	return b
}

// Rules returns the rules the board enforces.
func (b *Board) Rules() Rules { return b.rules }

// SetRules changes the rules for the following moves.
func (b *Board) SetRules(r Rules) { b.rules = r }

// At returns the colour at p: Empty, Black, White, or Wall off the board.
func (b *Board) At(p Point) Color {
	if p <= 0 || int(p) >= maxArea {
		return Wall
	}
	return b.color[p]
}

// ColorAt returns the colour at column x, row y (Wall off the board).
func (b *Board) ColorAt(x, y int) Color {
	if !b.Contains(x, y) {
		return Wall
	}
	return b.color[b.Point(x, y)]
}

// Neighbors returns the four neighbours of p; some may be wall points.
func (b *Board) Neighbors(p Point) [4]Point {
	return [4]Point{p + b.nbr[0], p + b.nbr[1], p + b.nbr[2], p + b.nbr[3]}
}

// ToPlay returns the colour to move.
func (b *Board) ToPlay() Color { return b.toPlay }

// SetToPlay sets the colour to move (SGF PL). It is not an undoable action.
func (b *Board) SetToPlay(c Color) {
	if c == Black || c == White {
		b.toPlay = c
	}
}

// Ko returns the point that the player to move may not play because of the
// simple ko rule, or NoPoint.
func (b *Board) Ko() Point {
	if b.koColor != b.toPlay {
		return NoPoint
	}
	return b.ko
}

// Captures returns the number of stones captured by c.
func (b *Board) Captures(c Color) int {
	if c != Black && c != White {
		return 0
	}
	return b.captures[c]
}

// Hash returns the Zobrist hash of the stones on the board.
func (b *Board) Hash() uint64 { return b.hash }

// HashAfter returns the hash the board would have after c plays at the
// empty point p, if that move removes no stone: no capture and no suicide
// (ok false if it may). A cheap look ahead: the board does not change.
func (b *Board) HashAfter(p Point, c Color) (h uint64, ok bool) {
	breathes := false
	for _, n := range b.Neighbors(p) {
		switch b.At(n) {
		case Empty:
			breathes = true
		case c:
			breathes = breathes || b.Liberties(n) > 1
		case c.Opponent():
			if b.Liberties(n) == 1 {
				return 0, false
			}
		}
	}
	if !breathes {
		return 0, false
	}
	return b.hash ^ zobrist[c][p], true
}

// Depth returns the number of actions that Undo can take back.
func (b *Board) Depth() int { return len(b.undo) }

// LastMove returns the point and colour of the last action if it was a move
// (a play or a pass); otherwise NoPoint and Empty.
func (b *Board) LastMove() (Point, Color) {
	if len(b.undo) == 0 {
		return NoPoint, Empty
	}
	r := &b.undo[len(b.undo)-1]
	switch r.kind {
	case actPlay:
		return r.p, r.color
	case actPass:
		return Pass, r.color
	}
	return NoPoint, Empty
}

// ChainHead returns the head stone of the chain at p, which identifies the
// chain while it stands, or NoPoint if p holds no stone.
func (b *Board) ChainHead(p Point) Point {
	if c := b.At(p); c != Black && c != White {
		return NoPoint
	}
	return b.chainOf[p]
}

// Liberties returns the number of liberties of the chain at p (0 if p holds
// no stone).
func (b *Board) Liberties(p Point) int {
	if c := b.At(p); c != Black && c != White {
		return 0
	}
	return int(b.nlibs[b.chainOf[p]])
}

// LibertySet returns the liberties of the chain at p.
func (b *Board) LibertySet(p Point) *PointSet {
	if c := b.At(p); c != Black && c != White {
		return &PointSet{}
	}
	return &b.chains[b.chainOf[p]].libs
}

// ChainSize returns the number of stones of the chain at p (0 if p holds no
// stone).
func (b *Board) ChainSize(p Point) int {
	if c := b.At(p); c != Black && c != White {
		return 0
	}
	return int(b.nstones[b.chainOf[p]])
}

// NextInChain returns the stone after p in its chain's cycle of stones:
// starting at any stone and following NextInChain until it returns to the
// start visits every stone of the chain once.
func (b *Board) NextInChain(p Point) Point { return b.next[p] }

// ChainStones appends the stones of the chain at p to dst, starting at p.
func (b *Board) ChainStones(p Point, dst []Point) []Point {
	if c := b.At(p); c != Black && c != White {
		return dst
	}
	q := p
	for {
		dst = append(dst, q)
		q = b.next[q]
		if q == p {
			return dst
		}
	}
}

// Chains appends the head of every chain on the board to dst, in increasing
// point order.
func (b *Board) Chains(dst []Point) []Point {
	for p := Point(b.stride + 1); int(p) < b.Area()-b.stride; p++ {
		if c := b.color[p]; (c == Black || c == White) && b.chainOf[p] == p {
			dst = append(dst, p)
		}
	}
	return dst
}

// IsLegal reports whether c may play at p under the simple ko rule and the
// suicide rule. It does not check superko (Play does). A pass is legal.
func (b *Board) IsLegal(p Point, c Color) bool {
	if p == Pass {
		return true
	}
	if uint(p) >= maxArea || b.color[p] != Empty || (p == b.ko && c == b.koColor) {
		return false
	}
	if b.rules.AllowSuicide {
		return true
	}
	for _, d := range b.nbr {
		q := p + d
		switch col := b.color[q]; col {
		case Empty:
			return true
		case Wall:
		default:
			// Joining an own chain is safe if it keeps another liberty;
			// touching an opponent chain in atari captures it.
			if (col == c) != (b.nlibs[b.chainOf[q]] == 1) {
				return true
			}
		}
	}
	return false
}

// Check returns nil if c may play at p, or a *MoveError saying why not.
// Superko is checked when the rules ask for it (by trying the move).
func (b *Board) Check(p Point, c Color) error {
	if err := b.basicCheck(p, c); err != nil || !b.rules.Superko || p == Pass {
		return err
	}
	b.play(p, c, true)
	rep := b.repeats()
	b.Undo()
	if rep {
		return b.moveError(p, c, ErrSuperko)
	}
	return nil
}

func (b *Board) basicCheck(p Point, c Color) error {
	if c != Black && c != White {
		return fmt.Errorf("goboard: %v is not a player", c)
	}
	if p == Pass {
		return nil
	}
	if !b.OnBoard(p) {
		return &MoveError{Color: c, Point: p, Name: "off-board", Reason: ErrOffBoard}
	}
	if b.color[p] != Empty {
		return b.moveError(p, c, ErrOccupied)
	}
	if p == b.ko && c == b.koColor {
		return b.moveError(p, c, ErrKo)
	}
	if !b.IsLegal(p, c) {
		return b.moveError(p, c, ErrSuicide)
	}
	return nil
}

func (b *Board) moveError(p Point, c Color, reason error) error {
	return &MoveError{Color: c, Point: p, Name: b.Name(p), Reason: reason}
}

// repeats reports whether the current position occurred before.
func (b *Board) repeats() bool {
	for i := range b.undo {
		if b.undo[i].hashBefore == b.hash {
			return true
		}
	}
	return false
}

// Play plays a move of colour c at p (Pass passes), resolving captures, or
// returns a *MoveError and leaves the board unchanged if the move is illegal.
// After it, the opponent of c is to play.
func (b *Board) Play(p Point, c Color) error {
	if err := b.basicCheck(p, c); err != nil {
		return err
	}
	if p == Pass {
		b.pass(c)
		return nil
	}
	b.play(p, c, true)
	if b.rules.Superko && b.repeats() {
		b.Undo()
		return b.moveError(p, c, ErrSuperko)
	}
	return nil
}

// PlayUnchecked plays c at p ignoring ko, superko and the suicide rule, to
// replay game records that broke the rules: captures are resolved, and then
// the mover's chain is removed if it has no liberties. It still refuses a
// point off the board or an occupied point.
func (b *Board) PlayUnchecked(p Point, c Color) error {
	if c != Black && c != White {
		return fmt.Errorf("goboard: %v is not a player", c)
	}
	if p == Pass {
		b.pass(c)
		return nil
	}
	if !b.OnBoard(p) {
		return &MoveError{Color: c, Point: p, Name: "off-board", Reason: ErrOffBoard}
	}
	if b.color[p] != Empty {
		return b.moveError(p, c, ErrOccupied)
	}
	b.play(p, c, true)
	return nil
}

// Pass records a pass by c; the opponent of c is then to play.
func (b *Board) Pass(c Color) { b.pass(c) }

func (b *Board) pass(c Color) {
	b.undo = append(b.undo, record{
		kind: actPass, p: Pass, color: c, hashBefore: b.hash,
		koBefore: b.ko, koColorBefore: b.koColor, toPlayBefore: b.toPlay,
	})
	b.ko, b.koColor = NoPoint, Empty
	b.toPlay = c.Opponent()
}

// play places c at the empty point p. With resolve it captures opponent
// chains left without liberties, then removes the mover's chain if it has
// none, and updates ko and the player to move; without it (a setup stone)
// nothing is removed.
func (b *Board) play(p Point, c Color, resolve bool) {
	r := record{
		kind: actPlay, p: p, color: c, hashBefore: b.hash,
		koBefore: b.ko, koColorBefore: b.koColor, toPlayBefore: b.toPlay,
	}
	if !resolve {
		r.kind = actPut
	}
	opp := c.Opponent()
	b.color[p] = c
	b.stoneSet[c].Add(p)
	b.hash ^= zobrist[c][p]

	// Join the stone to its own neighbouring chains, the largest first.
	for _, d := range b.nbr {
		q := p + d
		if b.color[q] != c {
			continue
		}
		h := b.chainOf[q]
		dup := false
		for _, m := range r.merged[:r.nMerged] {
			if m == h {
				dup = true
				break
			}
		}
		if dup {
			continue
		}
		r.merged[r.nMerged] = h
		if r.nMerged > 0 && b.nstones[h] > b.nstones[r.merged[0]] {
			r.merged[0], r.merged[r.nMerged] = h, r.merged[0]
		}
		r.nMerged++
	}
	var own *chain
	head := p
	if r.nMerged == 0 {
		b.chainOf[p] = p
		b.next[p] = p
		own = &b.chains[p]
		own.libs.Clear()
		b.nstones[p] = 1
		own.color = c
		n := int16(0)
		for _, d := range b.nbr {
			if q := p + d; b.color[q] == Empty {
				own.libs.Add(q)
				n++
			}
		}
		b.nlibs[p] = n
	} else {
		s := r.merged[0]
		head = s
		own = &b.chains[s]
		for _, h := range r.merged[:r.nMerged] {
			b.saved = append(b.saved, savedChain{b.chains[h], b.nlibs[h], b.nstones[h]})
		}
		b.chainOf[p] = s
		b.next[p], b.next[s] = b.next[s], p
		b.nstones[s]++
		for _, h := range r.merged[1:r.nMerged] {
			o := &b.chains[h]
			q := h
			for {
				b.chainOf[q] = s
				q = b.next[q]
				if q == h {
					break
				}
			}
			b.next[p], b.next[h] = b.next[h], b.next[p]
			own.libs.Union(&o.libs)
			b.nstones[s] += b.nstones[h]
		}
		for _, d := range b.nbr {
			if q := p + d; b.color[q] == Empty {
				own.libs.Add(q)
			}
		}
		own.libs.Remove(p)
		b.nlibs[s] = int16(own.libs.Len())
	}

	// Take the liberty p from neighbouring opponent chains; capture.
	capturedStones := 0
	var lastCaptured Point
	for _, d := range b.nbr {
		q := p + d
		if b.color[q] != opp {
			continue
		}
		h := b.chainOf[q]
		o := &b.chains[h]
		if !o.libs.Has(p) {
			continue // another neighbour of the same chain
		}
		o.libs.Remove(p)
		b.nlibs[h]--
		if b.nlibs[h] == 0 && resolve {
			n := b.removeChain(h, opp)
			b.captures[c] += n
			capturedStones += n
			lastCaptured = h
			r.nCaptured++
		}
	}

	b.ko, b.koColor = NoPoint, Empty
	if resolve {
		if b.nlibs[head] == 0 {
			b.captures[opp] += b.removeChain(head, c)
			r.suicide = true
		} else if capturedStones == 1 && r.nMerged == 0 && b.nlibs[head] == 1 {
			b.ko, b.koColor = lastCaptured, opp
		}
		b.toPlay = opp
	}
	b.undo = append(b.undo, r)
}

// removeChain takes the chain with head h and colour c off the board, gives
// its points as liberties to the neighbouring chains, saves it for undo, and
// returns its number of stones.
func (b *Board) removeChain(h Point, c Color) int {
	q := h
	for {
		b.stones = append(b.stones, q)
		b.color[q] = Empty
		b.stoneSet[c].Remove(q)
		b.hash ^= zobrist[c][q]
		for _, d := range b.nbr {
			if n := q + d; (b.color[n] == Black || b.color[n] == White) && b.chainOf[n] != h {
				nh := b.chainOf[n]
				if o := &b.chains[nh]; !o.libs.Has(q) {
					o.libs.Add(q)
					b.nlibs[nh]++
				}
			}
		}
		q = b.next[q]
		if q == h {
			break
		}
	}
	n := b.nstones[h]
	b.caps = append(b.caps, captured{head: h, n: n})
	return int(n)
}

// restoreChain puts the last removed chain, of colour c, back on the board
// and takes its points from the liberties of the neighbouring chains.
func (b *Board) restoreChain(c Color) int {
	k := b.caps[len(b.caps)-1]
	b.caps = b.caps[:len(b.caps)-1]
	stones := b.stones[len(b.stones)-int(k.n):]
	b.stones = b.stones[:len(b.stones)-int(k.n)]
	for i, q := range stones {
		b.color[q] = c
		b.stoneSet[c].Add(q)
		b.chainOf[q] = k.head
		if i+1 < len(stones) {
			b.next[q] = stones[i+1]
		} else {
			b.next[q] = stones[0]
		}
	}
	o := &b.chains[k.head]
	o.libs.Clear()
	b.nlibs[k.head] = 0
	b.nstones[k.head] = k.n
	o.color = c
	for _, q := range stones {
		for _, d := range b.nbr {
			if n := q + d; b.color[n] == Black || b.color[n] == White {
				if b.chainOf[n] == k.head && b.color[n] == c {
					continue
				}
				nh := b.chainOf[n]
				if o := &b.chains[nh]; o.libs.Has(q) {
					o.libs.Remove(q)
					b.nlibs[nh]--
				}
			}
		}
	}
	return int(k.n)
}

// Undo takes back the last action (a play, a pass or a setup edit) exactly,
// restoring captured stones, the ko point, the player to move and the
// capture counts. It returns false if there is nothing to take back.
func (b *Board) Undo() bool {
	if len(b.undo) == 0 {
		return false
	}
	r := b.undo[len(b.undo)-1]
	b.undo = b.undo[:len(b.undo)-1]
	switch r.kind {
	case actPlay, actPut:
		b.unplay(&r)
	case actRemove:
		b.unremove(r.p, r.color)
	case actReplace:
		b.unplay(&r)
		b.unremove(r.p, r.color.Opponent())
	case actBatch:
		b.unbatch()
	}
	b.hash = r.hashBefore
	b.ko, b.koColor, b.toPlay = r.koBefore, r.koColorBefore, r.toPlayBefore
	return true
}

func (b *Board) unplay(r *record) {
	c, p := r.color, r.p
	opp := c.Opponent()
	if r.suicide {
		b.captures[opp] -= b.restoreChain(c)
	}
	for i := 0; i < int(r.nCaptured); i++ {
		b.captures[c] -= b.restoreChain(opp)
	}
	if r.nMerged > 0 {
		for i := int(r.nMerged) - 1; i >= 1; i-- {
			h := r.merged[i]
			b.next[p], b.next[h] = b.next[h], b.next[p]
			q := h
			for {
				b.chainOf[q] = h
				q = b.next[q]
				if q == h {
					break
				}
			}
		}
		s := r.merged[0]
		b.next[s] = b.next[p]
		saved := b.saved[len(b.saved)-int(r.nMerged):]
		for i, h := range r.merged[:r.nMerged] {
			b.chains[h] = saved[i].chain
			b.nlibs[h] = saved[i].nlibs
			b.nstones[h] = saved[i].nstones
		}
		b.saved = b.saved[:len(b.saved)-int(r.nMerged)]
	}
	b.color[p] = Empty
	b.stoneSet[c].Remove(p)
	for _, d := range b.nbr {
		if q := p + d; b.color[q] == opp {
			h := b.chainOf[q]
			if o := &b.chains[h]; !o.libs.Has(p) {
				o.libs.Add(p)
				b.nlibs[h]++
			}
		}
	}
}

// Setup puts a stone of colour c at p, or clears p when c is Empty, without
// resolving captures (SGF AB, AW and AE). Chains and liberties stay
// consistent; the edit clears the ko and is undoable like a move, at a cost
// proportional to what it changed (a stone put is a play without captures; a
// stone taken off saves the stone cycle links of its chain that change, see
// remove). For a list of points, SetupPoints is one action. It returns an
// error for a point off the board or a colour that is not a stone or Empty.
func (b *Board) Setup(p Point, c Color) error {
	if !b.OnBoard(p) {
		return fmt.Errorf("goboard: setup point %d is off the board", p)
	}
	if c != Empty && c != Black && c != White {
		return fmt.Errorf("goboard: cannot set up %v", c)
	}
	old := b.color[p]
	switch {
	case old == c:
		b.undo = append(b.undo, record{
			kind: actNoop, p: p, color: c, hashBefore: b.hash,
			koBefore: b.ko, koColorBefore: b.koColor, toPlayBefore: b.toPlay,
		})
	case old == Empty:
		b.play(p, c, false)
	default:
		hash, ko, koColor, toPlay := b.hash, b.ko, b.koColor, b.toPlay
		b.remove(p)
		if c == Empty {
			b.undo = append(b.undo, record{
				kind: actRemove, p: p, color: old, hashBefore: hash,
				koBefore: ko, koColorBefore: koColor, toPlayBefore: toPlay,
			})
		} else {
			b.play(p, c, false)
			r := &b.undo[len(b.undo)-1]
			r.kind, r.hashBefore = actReplace, hash
		}
	}
	b.ko, b.koColor = NoPoint, Empty
	return nil
}

// remove takes the stone at p off the board (a setup edit) without an undo
// record. Its chain loses p and falls into up to four chains, found by flood
// fill from p's neighbours of its colour. Each new chain keeps the order of
// the old stone cycle, and the one holding the old head keeps it as its
// head, so what Undo needs is small: the stone cycle links that changed
// (pairs of stone and old next stone), then the old head and the number of
// pairs, pushed on b.relinks. Its cost is proportional to the chain, never
// to the board.
func (b *Board) remove(p Point) {
	old := b.color[p]
	h := b.chainOf[p]
	b.color[p] = Empty
	b.stoneSet[old].Remove(p)
	b.hash ^= zobrist[old][p]
	for _, d := range b.nbr {
		if q := p + d; b.color[q] == old.Opponent() {
			nh := b.chainOf[q]
			if o := &b.chains[nh]; !o.libs.Has(p) {
				o.libs.Add(p)
				b.nlibs[nh]++
			}
		}
	}

	// Label the pieces of the old chain: flood fill from each neighbour.
	var piece [maxArea]uint8 // 1 + piece index; 0 for no piece
	var libs [4]PointSet
	var count [4]int16
	var stack [maxArea]Point
	pieces := 0
	for _, d := range b.nbr {
		q := p + d
		if b.color[q] != old || piece[q] != 0 {
			continue
		}
		k := pieces
		pieces++
		piece[q] = uint8(k + 1)
		stack[0] = q
		for n := 1; n > 0; {
			n--
			s := stack[n]
			count[k]++
			for _, d := range b.nbr {
				switch t := s + d; b.color[t] {
				case Empty:
					libs[k].Add(t)
				case old:
					if piece[t] == 0 {
						piece[t] = uint8(k + 1)
						stack[n] = t
						n++
					}
				}
			}
		}
	}

	// Thread each piece's cycle in the order of the old cycle, saving every
	// link that changes. The first stone met of a piece is its head, except
	// that the piece holding h keeps h.
	start := len(b.relinks)
	b.relinks = append(b.relinks, p, b.next[p])
	var head, tail [4]Point
	for k := 0; k < pieces; k++ {
		head[k], tail[k] = NoPoint, NoPoint
	}
	if h != p {
		head[piece[h]-1] = h
	}
	s := h
	for {
		if s != p {
			k := piece[s] - 1
			if tail[k] == NoPoint {
				if head[k] == NoPoint {
					head[k] = s
				}
			} else if b.next[tail[k]] != s {
				b.relinks = append(b.relinks, tail[k], b.next[tail[k]])
				b.next[tail[k]] = s
			}
			tail[k] = s
		}
		s = b.next[s]
		if s == h {
			break
		}
	}
	// Close the cycles: a piece's last stone links back to its head, the
	// first of its stones in the walk.
	for k := 0; k < pieces; k++ {
		hk := head[k]
		if b.next[tail[k]] != hk {
			b.relinks = append(b.relinks, tail[k], b.next[tail[k]])
			b.next[tail[k]] = hk
		}
		b.chains[hk] = chain{libs: libs[k], color: old}
		b.nlibs[hk] = int16(libs[k].Len())
		b.nstones[hk] = count[k]
		if hk != h {
			for q := hk; ; {
				b.chainOf[q] = hk
				q = b.next[q]
				if q == hk {
					break
				}
			}
		}
	}
	b.relinks = append(b.relinks, h, Point((len(b.relinks)-start)/2))
}

// unremove reverses remove: p, now empty, gets back the stone of colour
// old, and its chain comes back as it was.
func (b *Board) unremove(p Point, old Color) {
	n := len(b.relinks)
	pairs, h := int(b.relinks[n-1]), b.relinks[n-2]
	n -= 2
	for i := 0; i < pairs; i++ {
		n -= 2
		b.next[b.relinks[n]] = b.relinks[n+1]
	}
	b.relinks = b.relinks[:n]
	b.color[p] = old
	b.stoneSet[old].Add(p)
	o := &b.chains[h]
	*o = chain{color: old}
	count := int16(0)
	for q := h; ; {
		b.chainOf[q] = h
		count++
		for _, d := range b.nbr {
			if t := q + d; b.color[t] == Empty {
				o.libs.Add(t)
			}
		}
		q = b.next[q]
		if q == h {
			break
		}
	}
	b.nlibs[h] = int16(o.libs.Len())
	b.nstones[h] = count
	for _, d := range b.nbr {
		if q := p + d; b.color[q] == old.Opponent() {
			nh := b.chainOf[q]
			if o := &b.chains[nh]; o.libs.Has(p) {
				o.libs.Remove(p)
				b.nlibs[nh]--
			}
		}
	}
}

// SetupPoints sets every point of pts to colour c (Empty clears) as one
// undoable action, like Setup for each point but at a cost that does not
// grow with the number of points: an SGF list such as AB[aa:ss] sets up a
// whole board in a few bytes. Its undo data is the set of the changed
// points and the stones, in cycle order, of the chains they changed. It
// returns an error, and changes nothing, for a point off the board or a
// colour that is not a stone or Empty.
func (b *Board) SetupPoints(pts []Point, c Color) error {
	if c != Empty && c != Black && c != White {
		return fmt.Errorf("goboard: cannot set up %v", c)
	}
	var changed PointSet
	n := 0
	for _, p := range pts {
		if !b.OnBoard(p) {
			return fmt.Errorf("goboard: setup point %d is off the board", p)
		}
		if b.color[p] != c && !changed.Has(p) {
			changed.Add(p)
			n++
		}
	}
	if n <= 1 {
		// One edit (or none: a no-op action) costs least point by point.
		p := changed.First()
		if n == 0 {
			// A no-op action: set a point to the colour it holds (an
			// empty list must not put a stone at the first point).
			p = b.Point(0, 0)
			if len(pts) > 0 {
				p = pts[0]
			}
			return b.Setup(p, b.color[p])
		}
		return b.Setup(p, c)
	}
	r := record{
		kind: actBatch, p: changed.First(), color: c, hashBefore: b.hash,
		koBefore: b.ko, koColorBefore: b.koColor, toPlayBefore: b.toPlay,
	}

	// Save the chains that change, each as its stones in cycle order from
	// its head, its colour and its size: those holding a changed point,
	// and those of colour c next to one (they merge).
	var region PointSet // the stones of the saved chains
	start := len(b.chainsBefore)
	save := func(q Point) {
		col := b.color[q]
		if (col != Black && col != White) || region.Has(q) {
			return
		}
		h := b.chainOf[q]
		for s := h; ; {
			region.Add(s)
			b.chainsBefore = append(b.chainsBefore, s)
			if s = b.next[s]; s == h {
				break
			}
		}
		b.chainsBefore = append(b.chainsBefore, Point(col), Point(b.nstones[h]))
	}
	eachPoint(&changed, func(p Point) {
		save(p)
		if c != Empty {
			for _, d := range b.nbr {
				if q := p + d; b.color[q] == c {
					save(q)
				}
			}
		}
	})
	b.chainsBefore = append(b.chainsBefore, Point(len(b.chainsBefore)-start))
	b.batches = append(b.batches, changed)

	eachPoint(&changed, func(p Point) { b.setColor(p, c) })
	region.Union(&changed)
	// New chains by flood fill: they cannot reach beyond the region, as a
	// chain next to a changed point that gets its colour was saved.
	var done PointSet
	eachPoint(&region, func(p Point) {
		if col := b.color[p]; (col == Black || col == White) && !done.Has(p) {
			b.fillChain(p, &done)
		}
	})
	b.fixLiberties(&changed, &region)
	b.ko, b.koColor = NoPoint, Empty
	b.undo = append(b.undo, r)
	return nil
}

// unbatch takes back the last SetupPoints edit: the changed points are
// cleared and the saved chains put back as they were, stone cycles and
// heads included.
func (b *Board) unbatch() {
	changed := b.batches[len(b.batches)-1]
	b.batches = b.batches[:len(b.batches)-1]
	eachPoint(&changed, func(p Point) { b.setColor(p, Empty) })
	n := len(b.chainsBefore) - 1
	start := n - int(b.chainsBefore[n])
	saved := b.chainsBefore[start:n]
	b.chainsBefore = b.chainsBefore[:start]
	var region PointSet
	// Colours first, so that liberties are right when the records are
	// rebuilt.
	for i := len(saved); i > 0; {
		size, col := int(saved[i-1]), Color(saved[i-2])
		stones := saved[i-2-size : i-2]
		i -= size + 2
		for _, q := range stones {
			b.setColor(q, col)
			region.Add(q)
		}
	}
	for i := len(saved); i > 0; {
		size, col := int(saved[i-1]), Color(saved[i-2])
		stones := saved[i-2-size : i-2]
		i -= size + 2
		h := stones[0]
		o := &b.chains[h]
		*o = chain{color: col}
		for k, q := range stones {
			b.chainOf[q] = h
			b.next[q] = stones[(k+1)%size]
			for _, d := range b.nbr {
				if t := q + d; b.color[t] == Empty {
					o.libs.Add(t)
				}
			}
		}
		b.nlibs[h] = int16(o.libs.Len())
		b.nstones[h] = int16(size)
	}
	b.fixLiberties(&changed, &region)
}

// setColor changes the colour of the on-board point p, keeping the stone
// sets and the hash, but no chain.
func (b *Board) setColor(p Point, c Color) {
	if old := b.color[p]; old == Black || old == White {
		b.stoneSet[old].Remove(p)
		b.hash ^= zobrist[old][p]
	}
	b.color[p] = c
	if c == Black || c == White {
		b.stoneSet[c].Add(p)
		b.hash ^= zobrist[c][p]
	}
}

// fillChain makes the stones connected to p one chain with head p, by
// flood fill, marking them in done.
func (b *Board) fillChain(p Point, done *PointSet) {
	c := b.color[p]
	o := &b.chains[p]
	*o = chain{color: c}
	count := int16(0)
	prev := p
	var stack [maxArea]Point
	done.Add(p)
	stack[0] = p
	for n := 1; n > 0; {
		n--
		q := stack[n]
		b.chainOf[q] = p
		if q != p {
			b.next[prev] = q
			prev = q
		}
		count++
		for _, d := range b.nbr {
			switch t := q + d; b.color[t] {
			case Empty:
				o.libs.Add(t)
			case c:
				if !done.Has(t) {
					done.Add(t)
					stack[n] = t
					n++
				}
			}
		}
	}
	b.next[prev] = p
	b.nlibs[p] = int16(o.libs.Len())
	b.nstones[p] = count
}

// fixLiberties updates the liberties of the chains outside region (whose
// records are up to date) next to the changed points: an empty changed
// point is their liberty, a stone is not.
func (b *Board) fixLiberties(changed, region *PointSet) {
	eachPoint(changed, func(q Point) {
		for _, d := range b.nbr {
			t := q + d
			if col := b.color[t]; (col != Black && col != White) || region.Has(t) {
				continue
			}
			h := b.chainOf[t]
			o := &b.chains[h]
			switch has := o.libs.Has(q); {
			case b.color[q] == Empty && !has:
				o.libs.Add(q)
				b.nlibs[h]++
			case b.color[q] != Empty && has:
				o.libs.Remove(q)
				b.nlibs[h]--
			}
		}
	})
}

// eachPoint calls f for every point of s, in increasing order.
func eachPoint(s *PointSet, f func(Point)) {
	for i, w := range s {
		for ; w != 0; w &= w - 1 {
			f(Point(i<<6 | bits.TrailingZeros64(w)))
		}
	}
}

// Copy returns an independent copy of the board, its rules and its undo
// history included.
func (b *Board) Copy() *Board {
	nb := new(Board)
	*nb = *b
	nb.chains = append([]chain(nil), b.chains...)
	nb.undo = append(make([]record, 0, cap(b.undo)), b.undo...)
	nb.saved = append(make([]savedChain, 0, cap(b.saved)), b.saved...)
	nb.caps = append(make([]captured, 0, cap(b.caps)), b.caps...)
	nb.stones = append(make([]Point, 0, cap(b.stones)), b.stones...)
	nb.relinks = append([]Point(nil), b.relinks...)
	nb.batches = append([]PointSet(nil), b.batches...)
	nb.chainsBefore = append([]Point(nil), b.chainsBefore...)
	return nb
}

// CopyTo makes dst a copy of b, as Copy does, reusing dst's memory: once
// its histories have grown as long as b's, it allocates nothing. dst must
// not be b.
func (b *Board) CopyTo(dst *Board) {
	chains, undo, saved, caps, stones := dst.chains[:0], dst.undo[:0], dst.saved[:0], dst.caps[:0], dst.stones[:0]
	relinks, batches, before := dst.relinks[:0], dst.batches[:0], dst.chainsBefore[:0]
	*dst = *b
	dst.chains = append(chains, b.chains...)
	dst.undo = append(undo, b.undo...)
	dst.saved = append(saved, b.saved...)
	dst.caps = append(caps, b.caps...)
	dst.stones = append(stones, b.stones...)
	dst.relinks = append(relinks, b.relinks...)
	dst.batches = append(batches, b.batches...)
	dst.chainsBefore = append(before, b.chainsBefore...)
}

// Equal reports whether two boards have the same size, the same stones, the
// same player to move, ko point and capture counts. Histories are not
// compared.
func (b *Board) Equal(o *Board) bool {
	if b.Geometry != o.Geometry || b.toPlay != o.toPlay || b.Ko() != o.Ko() || b.captures != o.captures {
		return false
	}
	return b.color == o.color
}

// String returns the board as rows of '.', 'X' (black) and 'O' (white), top
// row first, each row ending in a newline.
func (b *Board) String() string {
	var sb strings.Builder
	sb.Grow((b.width + 1) * b.height)
	for y := 0; y < b.height; y++ {
		for x := 0; x < b.width; x++ {
			switch b.color[b.Point(x, y)] {
			case Black:
				sb.WriteByte('X')
			case White:
				sb.WriteByte('O')
			default:
				sb.WriteByte('.')
			}
		}
		sb.WriteByte('\n')
	}
	return sb.String()
}

// Parse builds a board from rows of '.' or '+' (empty), 'X' (black) and 'O'
// (white), as String writes them. Spaces are ignored, blank lines skipped;
// every row must have the same length. The stones are set up without
// captures; Black is to play.
func Parse(text string) (*Board, error) {
	var rows []string
	for _, line := range strings.Split(text, "\n") {
		line = strings.Map(func(r rune) rune {
			if r == ' ' || r == '\t' || r == '\r' {
				return -1
			}
			return r
		}, line)
		if line != "" {
			rows = append(rows, line)
		}
	}
	if len(rows) == 0 {
		return nil, errors.New("goboard: parse: no rows")
	}
	b, err := New(len(rows[0]), len(rows))
	if err != nil {
		return nil, fmt.Errorf("goboard: parse: %w", err)
	}
	for y, row := range rows {
		if len(row) != b.width {
			return nil, fmt.Errorf("goboard: parse: row %d has %d points, want %d", y+1, len(row), b.width)
		}
		for x := 0; x < len(row); x++ {
			var c Color
			switch row[x] {
			case '.', '+':
				continue
			case 'X', 'x', 'B', '#':
				c = Black
			case 'O', 'o', 'W':
				c = White
			default:
				return nil, fmt.Errorf("goboard: parse: row %d column %d: unexpected %q", y+1, x+1, row[x])
			}
			b.play(b.Point(x, y), c, false)
		}
	}
	b.undo = b.undo[:0]
	b.saved = b.saved[:0]
	return b, nil
}

// RawColors returns the colours of the padded array, indexed by Point, for
// fast read-only scans (analysis code). Off-board points hold Wall. The slice
// aliases the board: do not modify it, and do not keep it across changes.
func (b *Board) RawColors() []Color { return b.color[:b.Area()] }

// StoneSet returns the set of the stones of colour c (Black or White; for
// any other colour, an empty set). The set belongs to the board: do not
// modify it, and do not keep it across changes.
func (b *Board) StoneSet(c Color) *PointSet {
	if c != Black && c != White {
		return &PointSet{}
	}
	return &b.stoneSet[c]
}

// RawChainCounts returns, at the index of every chain head, the chain's
// number of stones and its number of liberties, for fast read-only scans
// (analysis code); elsewhere the values mean nothing. The slices alias the
// board: do not modify them, and do not keep them across changes.
func (b *Board) RawChainCounts() (stones, liberties []int16) {
	return b.nstones[:b.Area()], b.nlibs[:b.Area()]
}

// RawChainHeads returns the chain head of every point of the padded array,
// for fast read-only scans; it is meaningful only where RawColors holds a
// stone. The slice aliases the board: do not modify it.
func (b *Board) RawChainHeads() []Point { return b.chainOf[:b.Area()] }
