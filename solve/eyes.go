package solve

import (
	"math/bits"

	"lifeline/goboard"
)

// Static life beyond Benson: eye areas the attacker cannot spoil.
//
// A target chain C lives if it has two eye areas that the attacker cannot
// spoil. An eye area E of C is a connected set of points of the problem's
// area (empty points and stones of either colour, none of C) whose
// neighbours outside E are all stones of C, stones of a permanent attacker
// chain (one with a liberty outside the problem's area, which no move can
// ever take, so it is never captured) or the board's edge, and which holds
// an empty point next to C.
//
// The local game of E: moves only in E; the attacker moves first, may pass
// (a move elsewhere) or play any empty point of E, ignoring the ko ban (he
// may hold unlimited ko threats); the defender answers with a move in E
// (never a pass). C is given a liberty outside E that never goes away. The
// defender wins the local game when E holds an eye region: a maximal
// connected set of points without defender stones lying inside E, touching
// only stones of C's chain (which includes the defender's stones of E that
// joined it) and the edge, every empty point of it a liberty of C's chain
// (with suicide legal, every attacker stone of it next to C's chain too),
// exactly Benson's vital region. The attacker wins when a defender stone of
// E is captured, when the defender has no move, or when, with the attacker
// to move, E holds no empty point next to C's chain. Defender stones are
// never lost, so each defender move adds a stone: the game is finite, and
// its positions depend on E's contents only (it is solved by minimax with a
// table on a hash of E and its border; a game that needs more than
// maxLocalNodes nodes counts as lost, which only weakens the rule).
//
// The rule: C lives if, with the attacker to move (and not right after a
// pass in question A4), disjoint eye areas of C, none holding the ko
// point, are either two won by the defender in their local games with the
// attacker to move, or one won so and two more won with the defender to
// move (eyes in miai). The defender's strategy in the real game: answer the
// attacker's move in an area by the local strategy of that area; in the
// miai case, when the attacker plays in one of the two miai areas, make the
// first move of the other's local strategy and keep to that area from then
// on; after any other attacker move (or a pass) play the local strategy's
// answer to a pass in an area without an eye region yet (committing to a
// miai area if it is one).
//
// Why it is sound, under every question A1..A4:
//   - C is never captured: each area in play keeps an empty point next to
//     C's chain whenever the attacker is to move (and the miai areas keep
//     theirs until one is played in), so after an attacker move in one area
//     C still has a liberty in another. That liberty is the one the
//     local game assumes; with it, legality and captures inside Ei are the
//     same as in the local game (Ei's other chains have liberties only in
//     Ei or outside the problem's area).
//   - An eye region stays one: it touches only C's chain, which is never
//     captured, and the attacker cannot fill its last point (suicide; with
//     suicide legal his stones there go and the points stay liberties).
//     When the two areas in play hold one, C has two vital regions
//     touching nothing else: Benson's test passes and the game is over, won
//     by the defender in every question. The defender never passes, so two passes cannot
//     end the game before (question A4); but after a pass the attacker's
//     pass ends it, which A4 counts for the attacker, so the rule is not
//     used there in A4.
//   - The local attacker has every option of the real one (ko threats or
//     not); the defender in question A1 has more than the local one.
//   - The repetition rule never forbids a strategy move: the defender's
//     stones of an area are never captured before it holds an eye region,
//     and the strategy plays there only until then, so the position after
//     a strategy move at p has a defender stone at p that no position since
//     the rule applied had. It also has at least L+1 stones, L = |C| + the
//     fewest defender stones of an area used + the attacker stones outside
//     the areas used (only the permanent ones with suicide legal): the
//     strategy's moves capture only attacker stones inside the areas (an
//     area's points touch only its own points, C's chain and permanent
//     chains), and without suicide nothing else removes attacker stones.
//     So it differs from every position above on the line when each of
//     them either has at most L stones or comes after the last capture on
//     the line (a subset of the current position's stones, which has no
//     defender stone at p). The rule checks this against the line
//     (staticLife) and gives its verdict the stone bound L+1, so the table
//     reuses results built on it only on lines whose earlier positions have
//     at most L stones.
//   - The simple ko ban never forbids a strategy move: it follows a capture
//     of one defender stone, which the strategy never allows in an area, and
//     an area holding the ko point of the position is not used.

// maxEyeEmpty is the most empty points an eye area may hold; maxEyePoints
// the most points (stones included).
const (
	maxEyeEmpty  = 5
	maxEyePoints = 14
)

// eyeRule holds the buffers and caches of the two-eye-areas rule.
type eyeRule struct {
	off    bool                 // the rule is disabled (tests compare with it off)
	area   goboard.PointSet     // the problem's area
	recs   [maxAreas]eyeAreaRec // the qualifying areas of the chain examined
	pts    []goboard.Point      // the points of the area of the local game
	inE    goboard.PointSet     // the same as a set
	bkey   uint64               // the hash of its border
	stack  []goboard.Point
	cHead  goboard.Point // a stone of C (its chain's head changes as it grows)
	local  []uint64      // local game verdicts: key with bit 1 set, bit 0 the verdict
	shift  uint          // 64 - log2(len(local))
	pos    []posVerdict  // verdict per position
	fired  int64         // positions the rule decided (for tests)
	budget int           // nodes left to the local game
	spent  int64         // the nodes of all the local games
}

// eyeAreaRec is a qualifying eye area found by eyeArea.
type eyeAreaRec struct {
	pts          [maxEyePoints]goboard.Point
	n            int
	inE          goboard.PointSet
	bkey         uint64
	attIn, defIn int
}

// maxAreas is the most qualifying areas of a chain the rule examines.
const maxAreas = 8

// posVerdict is the cached verdict of the rule on one position: ok, and
// the stone bound L of the package comment.
type posVerdict struct {
	key   uint64
	lb    int16
	ok    bool
	valid bool
}

// newEyeRule returns the rule for a problem's area, its caches sized from
// slots (a power of two).
func newEyeRule(area goboard.PointSet, slots int) eyeRule {
	slots = max(1024, slots)
	shift := uint(64)
	for n := slots * 4; n > 1; n >>= 1 {
		shift--
	}
	return eyeRule{
		area:  area,
		stack: make([]goboard.Point, 0, 64),
		local: make([]uint64, slots*4),
		shift: shift,
		pos:   make([]posVerdict, slots),
	}
}

// bytes returns the memory of the rule's caches.
func (r *eyeRule) bytes() int { return 8*len(r.local) + 16*len(r.pos) }

// staticLife reports whether the two-eye-areas rule proves the position at
// depth d won by the defender, with the stone bound of the verdict.
func (e *engine) staticLife(d int) (bool, int16) {
	if e.eyes.off || e.b.ToPlay() != e.att || e.q.alive && e.passed[d] {
		// With the defender to move the search finds the strategy's
		// move at once, and the rule holds after it. After a pass in
		// question A4 the attacker's pass ends the game and wins.
		return false, 0
	}
	if !e.nearTarget() {
		return false, 0
	}
	lb, ok := e.twoEyeAreas()
	if !ok {
		return false, 0
	}
	// The positions from depth j on were reached without a capture: their
	// stones are subsets of the current ones.
	j := d
	for j > 0 {
		grew := e.stones[j] == e.stones[j-1]+1 || e.passed[j] && e.stones[j] == e.stones[j-1]
		if !grew {
			break
		}
		j--
	}
	if j > 0 && e.above[j] > lb {
		return false, 0
	}
	e.eyes.fired++
	return true, lb + 1
}

// twoEyeAreas reports whether the rule holds for a target chain (the
// attacker to move), and the bound L of the package comment. The verdict
// depends on the stones, the ko point and the captured target stones only
// and is cached.
func (e *engine) twoEyeAreas() (int16, bool) {
	b := e.b
	key := b.Hash() ^ keyTable.ko[b.Ko()] ^ e.targetKey()
	slot := &e.eyes.pos[key&uint64(len(e.eyes.pos)-1)]
	if slot.valid && slot.key == key {
		return slot.lb, slot.ok
	}
	if e.eyes.spent > e.nodes/2+20000 {
		// The local games have cost half as many nodes as the search:
		// skip the rule until the search catches up.
		return 0, false
	}
	lb, ok := e.twoEyeAreasNow()
	*slot = posVerdict{key: key, lb: lb, ok: ok, valid: true}
	return lb, ok
}

// twoEyeAreasNow computes twoEyeAreas' verdict.
func (e *engine) twoEyeAreasNow() (int16, bool) {
	b := e.b
	target := e.standing()
	for i, t := range target {
		h, done := b.ChainHead(t), false
		for _, u := range target[:i] {
			if b.ChainHead(u) == h {
				done = true
				break
			}
		}
		if done || b.Liberties(t) < 2 {
			continue
		}
		e.eyes.cHead = t
		libs := *b.LibertySet(t)
		// First the areas that qualify (cheap), then the local games if
		// there are two.
		var seen, bad goboard.PointSet
		k := 0
		for w := range libs {
			for word := libs[w]; word != 0 && k < maxAreas; word &= word - 1 {
				l := goboard.Point(w<<6 | bits.TrailingZeros64(word))
				if !seen.Has(l) && !bad.Has(l) && e.eyeArea(l, &seen, &bad, &e.eyes.recs[k]) {
					k++
				}
			}
		}
		if k < 2 {
			continue
		}
		// a: areas won with the attacker to move; m: the others won with
		// the defender to move (eyes in miai).
		a, m, attIn, defIn := 0, 0, 0, 1<<20
		for i := range k {
			if left := k - i; a+left < 2 && (a+left < 1 || a+m+left < 3) {
				break // too few areas left for either case
			}
			r := &e.eyes.recs[i]
			e.eyes.pts, e.eyes.inE, e.eyes.bkey = r.pts[:r.n], r.inE, r.bkey
			orderArea(b, e.eyes.pts, &r.inE)
			switch {
			case e.eyeWon(false):
				a++
			case e.eyeWon(true):
				m++
			default:
				continue
			}
			attIn += r.attIn
			defIn = min(defIn, r.defIn)
			if a >= 2 || a == 1 && m >= 2 {
				break
			}
		}
		if a >= 2 || a == 1 && m >= 2 {
			// The stones no strategy move can remove (package comment).
			lb := b.ChainSize(t) + defIn
			if e.rules.AllowSuicide {
				lb += int(e.permanentStones())
			} else {
				lb += b.StoneSet(e.att).Len() - attIn
			}
			return int16(lb), true
		}
	}
	return 0, false
}

// eyeArea floods the eye area of the chain at e.eyes.cHead holding its
// liberty l, and reports whether it qualifies (see the package comment;
// sizes bounded); a qualifying area is recorded in r and its points added
// to seen, the points of one that does not are added to bad.
func (e *engine) eyeArea(l goboard.Point, seen, bad *goboard.PointSet, r *eyeAreaRec) bool {
	b := e.b
	h := b.ChainHead(e.eyes.cHead)
	r.pts[0], r.n = l, 1
	var inE, border goboard.PointSet
	inE.Add(l)
	ok := e.eyes.area.Has(l) && l != b.Ko()
	empties, attIn, defIn := 1, 0, 0
	var bkey uint64
	stack := append(e.eyes.stack[:0], l)
	for ok && len(stack) > 0 {
		p := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for _, m := range b.Neighbors(p) {
			c := b.At(m)
			if c == goboard.Wall || inE.Has(m) || border.Has(m) {
				continue
			}
			if c == e.def && b.ChainHead(m) == h || c == e.att && e.permanent(m) {
				border.Add(m)
				bkey += mix64(uint64(m)<<2 | uint64(c) | 1<<40)
				continue
			}
			inE.Add(m)
			switch c {
			case goboard.Empty:
				empties++
			case e.att:
				attIn++
			default:
				defIn++
			}
			if r.n == len(r.pts) || !e.eyes.area.Has(m) || m == b.Ko() || bad.Has(m) || empties > maxEyeEmpty {
				ok = false // the flood so far lies in the same connected set
				break
			}
			r.pts[r.n] = m
			r.n++
			stack = append(stack, m)
		}
	}
	e.eyes.stack = stack
	if !ok {
		// Every point flooded belongs to the same connected set, which
		// does not qualify: later floods from its other points stop there.
		bad.Union(&inE)
		return false
	}
	seen.Union(&inE)
	r.inE, r.bkey, r.attIn, r.defIn = inE, bkey, attIn, defIn
	return true
}

// orderArea puts the central points of an area first: they are the vital
// points of both sides (an order only; the local game tries every move).
func orderArea(b *goboard.Board, pts []goboard.Point, inE *goboard.PointSet) {
	var deg [maxEyePoints]int8
	for i, p := range pts {
		for _, m := range b.Neighbors(p) {
			if inE.Has(m) {
				deg[i]++
			}
		}
	}
	for i := 1; i < len(pts); i++ {
		for j := i; j > 0 && deg[j] > deg[j-1]; j-- {
			pts[j], pts[j-1] = pts[j-1], pts[j]
			deg[j], deg[j-1] = deg[j-1], deg[j]
		}
	}
}

// permanent reports whether the chain at p has a liberty outside the
// problem's area (no move ever takes it).
func (e *engine) permanent(p goboard.Point) bool {
	libs := *e.b.LibertySet(p)
	for i := range libs {
		if libs[i]&^e.eyes.area[i] != 0 {
			return true
		}
	}
	return false
}

// permanentStones counts the stones of the attacker's permanent chains.
func (e *engine) permanentStones() int16 {
	b := e.b
	stones := *b.StoneSet(e.att)
	var done goboard.PointSet
	n := 0
	for w := range stones {
		for word := stones[w]; word != 0; word &= word - 1 {
			p := goboard.Point(w<<6 | bits.TrailingZeros64(word))
			if done.Has(p) {
				continue
			}
			perm := e.permanent(p)
			for q := p; ; {
				done.Add(q)
				if perm {
					n++
				}
				q = b.NextInChain(q)
				if q == p {
					break
				}
			}
		}
	}
	return int16(n)
}

// localKey hashes the contents of the eye area in e.eyes.pts and its
// border (stones of C's chain and of permanent attacker chains, which stay
// during the local game).
func (e *engine) localKey() uint64 {
	b := e.b
	k := e.eyes.bkey
	for _, p := range e.eyes.pts {
		k += mix64(uint64(p)<<2 | uint64(b.At(p)))
	}
	return k &^ 3
}

func mix64(z uint64) uint64 {
	z += 0x9e3779b97f4a7c15
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
	z = (z ^ (z >> 27)) * 0x94d049bb133111eb
	return z ^ (z >> 31)
}

// localSalt distinguishes the side to move in the local game's keys.
const localSalt = 0x6a09e667f3bcc908 &^ 3

// eyeWon reports whether the defender wins the local game of the eye area
// in e.eyes.pts with the attacker to move, or with the defender to move if
// defFirst. A game that needs more than
// maxLocalNodes nodes counts as lost (never a wrong proof; the verdicts of
// its positions cached as lost only make the rule weaker).
func (e *engine) eyeWon(defFirst bool) bool {
	e.eyes.budget = maxLocalNodes
	var won bool
	if defFirst {
		won = e.eyeDef()
	} else {
		won = e.eyeAtt()
	}
	e.eyes.spent += int64(maxLocalNodes - max(e.eyes.budget, 0))
	return won
}

// maxLocalNodes bounds the nodes of one local game.
const maxLocalNodes = 300

func (e *engine) localGet(key uint64) (win, found bool) {
	v := e.eyes.local[key>>e.eyes.shift]
	if v&^3 == key && v&2 != 0 {
		return v&1 == 1, true
	}
	return false, false
}

func (e *engine) localPut(key uint64, win bool) {
	v := key | 2
	if win {
		v |= 1
	}
	e.eyes.local[key>>e.eyes.shift] = v
}

// eyeAtt: the attacker is to move in the local game.
func (e *engine) eyeAtt() bool {
	key := e.localKey()
	if win, ok := e.localGet(key); ok {
		return win
	}
	if e.eyes.budget--; e.eyes.budget < 0 {
		return false
	}
	win := e.eyeRegion()
	if !win && e.libertyInArea() {
		win = e.eyeDef() // the attacker passes
		b := e.b
		for i := 0; win && i < len(e.eyes.pts); i++ {
			q := e.eyes.pts[i]
			if b.At(q) != goboard.Empty || !(q == b.Ko() || b.IsLegal(q, e.att)) {
				continue
			}
			caps := b.Captures(e.att)
			_ = b.PlayUnchecked(q, e.att)
			win = b.Captures(e.att) == caps && e.eyeDef()
			b.Undo()
		}
	}
	e.localPut(key, win)
	return win
}

// eyeDef: the defender is to move in the local game.
func (e *engine) eyeDef() bool {
	key := e.localKey() ^ localSalt
	if win, ok := e.localGet(key); ok {
		return win
	}
	if e.eyes.budget--; e.eyes.budget < 0 {
		return false
	}
	win := e.eyeRegion()
	b := e.b
	for i := 0; !win && i < len(e.eyes.pts); i++ {
		q := e.eyes.pts[i]
		if b.At(q) != goboard.Empty || !b.IsLegal(q, e.def) {
			continue
		}
		caps := b.Captures(e.att)
		_ = b.PlayUnchecked(q, e.def)
		win = b.Captures(e.att) == caps && e.eyeAtt()
		b.Undo()
	}
	e.localPut(key, win)
	return win
}

// libertyInArea reports whether the eye area holds an empty point next to
// C's chain.
func (e *engine) libertyInArea() bool {
	b := e.b
	h := b.ChainHead(e.eyes.cHead)
	for _, p := range e.eyes.pts {
		if b.At(p) != goboard.Empty {
			continue
		}
		for _, m := range b.Neighbors(p) {
			if b.At(m) == e.def && b.ChainHead(m) == h {
				return true
			}
		}
	}
	return false
}

// eyeRegion reports whether the eye area holds an eye region (Benson's
// vital region touching only C's chain; see the package comment).
func (e *engine) eyeRegion() bool {
	b := e.b
	h := b.ChainHead(e.eyes.cHead)
	var done goboard.PointSet
	for _, s := range e.eyes.pts {
		if b.At(s) == e.def || done.Has(s) {
			continue
		}
		ok := true
		stack := append(e.eyes.stack[:0], s)
		done.Add(s)
		for len(stack) > 0 {
			p := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			touches := false
			for _, m := range b.Neighbors(p) {
				switch c := b.At(m); {
				case c == goboard.Wall:
				case c == e.def:
					if b.ChainHead(m) != h {
						ok = false // another defender chain borders it
					} else {
						touches = true
					}
				case !e.eyes.inE.Has(m):
					ok = false // the region runs out of the area (a permanent chain)
				case !done.Has(m):
					done.Add(m)
					stack = append(stack, m)
				}
			}
			c := b.At(p)
			if !touches && (c == goboard.Empty || e.rules.AllowSuicide) {
				ok = false
			}
		}
		e.eyes.stack = stack
		if ok {
			return true
		}
	}
	return false
}

// nearTarget reports whether the last move is worth trying the rule after:
// a defender stone next to a target chain or to one of its liberties (a
// gate that only saves time; skipping the rule is always sound).
func (e *engine) nearTarget() bool {
	b := e.b
	x, c := b.LastMove()
	if c != e.def || x == goboard.Pass || x == goboard.NoPoint {
		return true
	}
	for _, n := range b.Neighbors(x) {
		switch b.At(n) {
		case e.def:
			if e.isTarget(n) {
				return true
			}
		case goboard.Empty:
			for _, m := range b.Neighbors(n) {
				if m != x && b.At(m) == e.def && e.isTarget(m) {
					return true
				}
			}
		}
	}
	return false
}

// isTarget reports whether the defender stone at p belongs to a target chain.
func (e *engine) isTarget(p goboard.Point) bool {
	h := e.b.ChainHead(p)
	for _, t := range e.standing() {
		if e.b.ChainHead(t) == h {
			return true
		}
	}
	return false
}
