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

// Groups of several chains joined by miai pairs. A group G is a target
// chain and the defender chains joined to it, one at a time, by a miai
// pair: two distinct empty points p, q of the problem's area, neither the
// ko point, each next to a chain X already in G and to the chain Y it adds
// (they may touch other defender chains too), no point in two pairs. The
// pairs form a tree over G's chains. An eye area of G is defined as above
// with "stones of C" read as "stones of a chain of G" (so it may be bounded
// by any chain of G, and a defender chain of G is never an area's
// content), and an area that holds or touches a pair point is not used:
// the pair points are never area points and no area point is next to one.
// The local game is the same with C's chain read as G's chains: an eye
// region touches only G's chains (and the edge), each empty point of it
// next to one of them. The rule holds for G as for C (two areas won, or one
// won and two more won with the defender to move). The strategy adds: when
// the attacker plays a point p of an unresolved pair, the defender plays
// the other one, q, which joins the chains of the pair into one (the pair
// is resolved); and when every area in play holds an eye region but
// Benson's test does not pass yet, the defender plays a point of an
// unresolved pair (his answer to a pass; legal, its partner stays a
// liberty).
// Why this keeps every argument above, reading "C" as "G's chains":
//   - Invariant, with the attacker to move: the points of every unresolved
//     pair are empty (only pair moves fill them, two at a time), and each
//     resolved pair's chains are one chain, so every chain of G is a
//     union of G's chains along resolved pairs. While G is not one chain,
//     each of its chains has an unresolved pair leaving it (the pairs are a
//     tree): two empty liberties, so no single attacker move captures a
//     chain of G, and no pair point is the ko point (the ko point is the
//     point of a defender stone just captured; a pair point never held a
//     defender stone that can be captured). When G is one chain, the
//     single-chain argument applies: a liberty in another area.
//   - An attacker move at p captures no chain of G (above). It may capture
//     another defender chain next to p; that chain touches no area point
//     (it would be an area's content, and the area would touch p), and a
//     ko it leaves is on one of its points, never on q. So q is empty and
//     not banned; the defender's
//     move at q joins the chains next to it into one chain that has either
//     the two empty points of another unresolved pair leaving it, or (all
//     of G joined) a liberty in every area in play: it is legal, never a
//     suicide, and never captured by the attacker's next move. With suicide
//     legal the attacker's stone at p may vanish: the answer at q stands.
//   - The local game of an area assumes its bounding chains of G keep a
//     liberty outside it: the pair liberties above, or another area's.
//     Pair points are not next to any area point, so pair moves (and the
//     attacker stones left on pair points) never touch an area's contents:
//     its local game goes on as if they were moves elsewhere.
//   - At the end every pair is resolved, G is one chain, and the two areas
//     in play hold eye regions touching only it: Benson's test passes. The
//     defender still never passes (a pair point is his move while one is
//     unresolved), so A4's argument is unchanged.
//   - Repetition: every strategy move (pair moves too) puts a defender stone
//     on a point where no position since the rule applied had one (G's
//     stones are never captured, pair points were empty), and the stone
//     bound is L = the stones of G's chains + the fewest defender stones of
//     an area used + the attacker stones outside the areas used that no
//     pair move can capture: a pair move captures only chains next to a
//     pair point, which lie in points reached from the pair points through
//     points other than G's stones, permanent chains and areas (pairReach);
//     the other attacker stones count as in the single-chain bound, and
//     with suicide legal (or a flood leaving the problem's area) only the
//     permanent ones count.
//   - The target: G holds a target chain, which is never captured and ends
//     in the pass-alive chain; the game is won when a target chain is
//     pass-alive (package documentation).

// maxEyeEmpty is the most empty points an eye area may hold; maxEyePoints
// the most points (stones included).
const (
	maxEyeEmpty  = 8
	maxEyePoints = 14
)

// eyeRule holds the buffers and caches of the two-eye-areas rule.
type eyeRule struct {
	off      bool                 // the rule is disabled (tests compare with it off)
	groupOff bool                 // groups of several chains are not tried (tests)
	area     goboard.PointSet     // the problem's area
	recs     [maxAreas]eyeAreaRec // the qualifying areas of the chain examined
	pts      []goboard.Point      // the points of the area of the local game
	inE      goboard.PointSet     // the same as a set
	bkey     uint64               // the hash of its border
	stack    []goboard.Point
	group    [maxGroup]goboard.Point // a stone of each chain of the group (heads change as chains grow)
	ng       int                     // the chains of the group
	pairs    goboard.PointSet        // the points of the group's miai pairs
	stones   goboard.PointSet        // the group's stones when it was formed
	nstones  int                     // their number
	local    []uint64                // local game verdicts: key with bit 1 set, bit 0 the verdict
	shift    uint                    // 64 - log2(len(local))
	pos      []posVerdict            // verdict per position
	fired    int64                   // positions the rule decided (for tests)
	firedG   int64                   // of those, decided by a group of several chains
	big      int64                   // verdicts computed that used an area of more than 5 empty points (tests)
	budget   int                     // nodes left to the local game
	spent    int64                   // the rule's work: the nodes of all the local games and one per position tried (eyeShare)
}

// eyeAreaRec is a qualifying eye area found by eyeArea.
type eyeAreaRec struct {
	pts          [maxEyePoints]goboard.Point
	n            int
	inE          goboard.PointSet
	bkey         uint64
	attIn, defIn int
	empty        int // its empty points
}

// maxAreas is the most qualifying areas of a chain the rule examines.
const maxAreas = 8

// posVerdict is the cached verdict of the rule on one position: ok, and
// the stone bound L of the package comment.
type posVerdict struct {
	key   uint64
	lb    int16
	ok    bool
	group bool // decided by a group of several chains
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

// grow doubles the rule's caches, keeping their entries: a position's
// verdict moves to the slot of its key's low bits, a local game's to the
// slot of its key's high bits.
func (r *eyeRule) grow() {
	// The verdicts are filled in order, each slot from its old one, as
	// table.grow does.
	pos := r.pos
	r.pos = make([]posVerdict, 2*len(pos))
	oldMask, mask := uint64(len(pos)-1), uint64(len(r.pos)-1)
	for j := range r.pos {
		if v := pos[uint64(j)&oldMask]; v.valid && v.key&mask == uint64(j) {
			r.pos[j] = v
		}
	}
	local := r.local
	r.local = make([]uint64, 2*len(local))
	r.shift--
	for _, v := range local {
		if v != 0 {
			r.local[v>>r.shift] = v
		}
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
	lb, ok, group := e.twoEyeAreas()
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
	if group {
		e.eyes.firedG++
	}
	return true, lb + 1
}

// twoEyeAreas reports whether the rule holds for a target chain or a
// group holding one (the attacker to move), the bound L of the package
// comment, and whether a group of several chains was needed. The verdict
// depends on the stones, the ko point and the captured target stones only
// and is cached.
func (e *engine) twoEyeAreas() (int16, bool, bool) {
	b := e.b
	key := b.Hash() ^ keyTable.ko[b.Ko()] ^ e.targetKey()
	slot := &e.eyes.pos[key&uint64(len(e.eyes.pos)-1)]
	if slot.valid && slot.key == key {
		return slot.lb, slot.ok, slot.group
	}
	if e.eyes.spent > e.nodes/eyeShare+eyeFloor {
		// The rule has cost more than its share of the search: skip
		// it until the search catches up (skipping is always sound).
		return 0, false, false
	}
	lb, ok, group := e.twoEyeAreasNow()
	e.eyes.spent++ // the floods of the areas, about a local node's work
	*slot = posVerdict{key: key, lb: lb, ok: ok, group: group, valid: true}
	return lb, ok, group
}

// twoEyeAreasNow computes twoEyeAreas' verdict: for each target chain,
// first the chain alone, then the group of chains joined to it by miai
// pairs.
func (e *engine) twoEyeAreasNow() (int16, bool, bool) {
	b := e.b
	target := e.standing()
	// The chains of the groups tried so far: a group grown from one of
	// them is not tried again (it would mostly be the same group; skipping
	// a try is always sound).
	var grouped goboard.PointSet
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
		e.setChain(t)
		if !e.oneArea() {
			if lb, ok := e.groupLives(); ok {
				return lb, true, false
			}
		}
		if e.eyes.groupOff || grouped.Has(h) || !e.growGroup() {
			continue
		}
		for _, g := range e.eyes.group[:e.eyes.ng] {
			grouped.Add(b.ChainHead(g))
		}
		if e.oneArea() {
			continue
		}
		if lb, ok := e.groupLives(); ok {
			return lb, true, true
		}
	}
	return 0, false, false
}

// oneArea reports whether the group in e.eyes certainly has at most one
// qualifying eye area, so that the rule cannot hold for it (a filter that
// only saves time): the group has at most maxRingStones stones, the board is
// at least 2x2, and its ring (the points of the board next to a stone of the
// group, diagonals included, not of the group) holds no stone of a
// permanent attacker chain and is connected (orthogonally). Its liberties
// are points of the ring, and no point of the ring borders an area (an
// area's border is the group's stones, permanent attacker stones and the
// edge), so they all lie in one connected set of non-border points; an area
// is such a whole set, and a flood that fails on a set fails on the whole
// set, whatever liberty it starts from.
func (e *engine) oneArea() bool {
	b := e.b
	stones := &e.eyes.stones
	if e.eyes.nstones > maxRingStones || b.Width() < 2 || b.Height() < 2 {
		return false
	}
	if e.eyes.nstones == 1 {
		// The ring of one point on a board at least 2x2 is connected.
		for _, m := range around(b, e.eyes.group[0]) {
			if b.At(m) == e.att && e.permanent(m) {
				return false
			}
		}
		return true
	}
	var ring goboard.PointSet
	pts := e.eyes.stack[:0]
	for w := range stones {
		for word := stones[w]; word != 0; word &= word - 1 {
			q := goboard.Point(w<<6 | bits.TrailingZeros64(word))
			for _, m := range around(b, q) {
				c := b.At(m)
				if c == goboard.Wall || ring.Has(m) || stones.Has(m) {
					continue
				}
				if c == e.att && e.permanent(m) {
					e.eyes.stack = pts
					return false
				}
				ring.Add(m)
				pts = append(pts, m)
			}
		}
	}
	// Flood the ring from its first point; pts[n:] is the stack.
	var reached goboard.PointSet
	reached.Add(pts[0])
	n, stack := len(pts), append(pts, pts[0])
	count := 1
	for len(stack) > n {
		p := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for _, m := range b.Neighbors(p) {
			if ring.Has(m) && !reached.Has(m) {
				reached.Add(m)
				count++
				stack = append(stack, m)
			}
		}
	}
	e.eyes.stack = stack
	return count == n
}

// maxRingStones is the most stones of a group oneArea examines.
const maxRingStones = 4

// around returns the eight points around q, diagonals included (wall
// points among them off the board's edge).
func around(b *goboard.Board, q goboard.Point) [8]goboard.Point {
	s := goboard.Point(b.Stride())
	return [8]goboard.Point{q - s - 1, q - s, q - s + 1, q - 1, q + 1, q + s - 1, q + s, q + s + 1}
}

// setChain makes the group the chain at t alone.
func (e *engine) setChain(t goboard.Point) {
	r := &e.eyes
	r.group[0], r.ng = t, 1
	r.pairs = goboard.PointSet{}
	r.stones = goboard.PointSet{}
	r.nstones = 0
	e.addStones(t)
}

// addStones adds the stones of the chain at t to e.eyes.stones.
func (e *engine) addStones(t goboard.Point) {
	for q := t; ; {
		e.eyes.stones.Add(q)
		e.eyes.nstones++
		if q = e.b.NextInChain(q); q == t {
			return
		}
	}
}

// inGroup reports whether the defender stone at m belongs to a chain of
// the group. The group's stones when it was formed are in e.eyes.stones;
// only a local game adds others, inside its area.
func (e *engine) inGroup(m goboard.Point) bool {
	if e.eyes.stones.Has(m) {
		return true
	}
	if !e.eyes.inE.Has(m) {
		return false
	}
	b := e.b
	h := b.ChainHead(m)
	for _, g := range e.eyes.group[:e.eyes.ng] {
		if b.ChainHead(g) == h {
			return true
		}
	}
	return false
}

// growGroup adds to the group (the chain at e.eyes.group[0]) the defender
// chains joined to it by miai pairs (package comment: two empty points of
// the problem's area, neither the ko point nor a point of another pair,
// each next to a chain of the group and to the same other defender chain),
// and reports whether it found any.
func (e *engine) growGroup() bool {
	b := e.b
	type cand struct{ l, other goboard.Point }
	var cands [24]cand
	for grown := true; grown && e.eyes.ng < maxGroup; {
		grown = false
		for i := 0; i < e.eyes.ng && e.eyes.ng < maxGroup; i++ {
			libs := *b.LibertySet(e.eyes.group[i])
			n := 0
			for w := range libs {
				for word := libs[w]; word != 0 && e.eyes.ng < maxGroup; word &= word - 1 {
					l := goboard.Point(w<<6 | bits.TrailingZeros64(word))
					if !e.eyes.area.Has(l) || l == b.Ko() || e.eyes.pairs.Has(l) {
						continue
					}
					for _, m := range b.Neighbors(l) {
						if b.At(m) != e.def || e.inGroup(m) || e.eyes.pairs.Has(l) {
							continue
						}
						other := b.ChainHead(m)
						paired := false
						for j := range n {
							if c := cands[j]; c.other == other && c.l != l && !e.eyes.pairs.Has(c.l) {
								e.eyes.pairs.Add(c.l)
								e.eyes.pairs.Add(l)
								e.eyes.group[e.eyes.ng] = other
								e.addStones(other)
								e.eyes.ng++
								paired, grown = true, true
								break
							}
						}
						if !paired && n < len(cands) {
							cands[n] = cand{l, other}
							n++
						}
						if e.eyes.ng == maxGroup {
							break
						}
					}
				}
			}
		}
	}
	return e.eyes.ng > 1
}

// maxGroup is the most chains of a group.
const maxGroup = 6

// groupLives reports whether the rule holds for the group in e.eyes, and
// the bound L of the package comment.
func (e *engine) groupLives() (int16, bool) {
	b := e.b
	// First the areas that qualify (cheap), then the local games if
	// there are two.
	var seen, bad goboard.PointSet
	k := 0
	for _, g := range e.eyes.group[:e.eyes.ng] {
		libs := *b.LibertySet(g)
		for w := range libs {
			for word := libs[w]; word != 0 && k < maxAreas; word &= word - 1 {
				l := goboard.Point(w<<6 | bits.TrailingZeros64(word))
				if !seen.Has(l) && !bad.Has(l) && !e.eyes.pairs.Has(l) && e.eyeArea(l, &seen, &bad, &e.eyes.recs[k]) {
					k++
				}
			}
		}
	}
	if k < 2 {
		return 0, false
	}
	// a: areas won with the attacker to move; m: the others won with
	// the defender to move (eyes in miai).
	a, m, attIn, defIn, most := 0, 0, 0, 1<<20, 0
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
		most = max(most, r.empty)
		if a >= 2 || a == 1 && m >= 2 {
			break
		}
	}
	if a < 2 && (a != 1 || m < 2) {
		return 0, false
	}
	if most > 5 {
		e.eyes.big++
	}
	// The stones no strategy move can remove (package comment).
	lb := defIn
	for _, g := range e.eyes.group[:e.eyes.ng] {
		lb += b.ChainSize(g)
	}
	atRisk, ok := 0, true
	if e.eyes.ng > 1 && !e.rules.AllowSuicide {
		atRisk, ok = e.pairReach()
	}
	if e.rules.AllowSuicide || !ok {
		lb += int(e.permanentStones())
	} else {
		lb += b.StoneSet(e.att).Len() - attIn - atRisk
	}
	return int16(lb), true
}

// pairReach counts the attacker stones a pair move might ever capture: the
// stones of non-permanent attacker chains reached from the pair points
// through points that are not stones of the group or of permanent chains
// (empty points, other defender stones, attacker stones). A chain that a
// pair move captures is next to a pair point and lies in such points (it
// cannot run through an area, whose points touch only areas, the group and
// permanent chains), so no other attacker stone of the position is ever
// captured by one. It reports false (count unknown) when the flood leaves
// the problem's area.
func (e *engine) pairReach() (int, bool) {
	b := e.b
	var done goboard.PointSet
	stack := e.eyes.pairs.AppendTo(e.eyes.stack[:0])
	done.Union(&e.eyes.pairs)
	n := 0
	for len(stack) > 0 {
		p := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if !e.eyes.area.Has(p) {
			e.eyes.stack = stack
			return 0, false
		}
		if b.At(p) == e.att {
			n++
		}
		for _, m := range b.Neighbors(p) {
			if done.Has(m) {
				continue
			}
			switch c := b.At(m); {
			case c == goboard.Wall:
				continue
			case c == e.def && e.inGroup(m):
				continue
			case c == e.att && e.permanent(m):
				continue
			}
			done.Add(m)
			stack = append(stack, m)
		}
	}
	e.eyes.stack = stack
	return n, true
}

// eyeArea floods the eye area of the group holding its liberty l, and reports whether it qualifies (see the package comment;
// sizes bounded); a qualifying area is recorded in r and its points added
// to seen, the points of one that does not are added to bad.
func (e *engine) eyeArea(l goboard.Point, seen, bad *goboard.PointSet, r *eyeAreaRec) bool {
	b := e.b
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
			if c == e.def && e.inGroup(m) || c == e.att && e.permanent(m) {
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
			if r.n == len(r.pts) || !e.eyes.area.Has(m) || m == b.Ko() || bad.Has(m) || empties > maxEyeEmpty || e.eyes.pairs.Has(m) {
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
	r.inE, r.bkey, r.attIn, r.defIn, r.empty = inE, bkey, attIn, defIn, empties
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

// eyeFloor and eyeShare bound the rule's work, counted in eyes.spent (the
// local games' nodes and one for each position tried): beyond eyeFloor, at
// most one part in eyeShare of the search's nodes. Where the rule pays, it
// cuts the search short and stays under the floor (side-seventeen: 3.4 M
// nodes without the rule, 2,219 with it, about 3,300 of the rule's work);
// where it does not, its tries cost more than the search they save: on
// gop/1289 of the public collection 589 K positions tried, 4 % proved
// alive, 1.2 M local nodes, 37 % of the solve's time for no fewer nodes.
// The public collection's 72 problems of 0.3-10 s: 186.1 s with the
// former bound (half the search's nodes, the local games only), 159.5 s
// with a sixteenth, 150.3 s with a thirty-second; corner-sixteen 13.7 ->
// 5.3 s; BenchmarkSolve's corner-twelve 1.14 -> 0.39 s.
const (
	eyeFloor = 20000
	eyeShare = 32
)

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
	for _, p := range e.eyes.pts {
		if b.At(p) != goboard.Empty {
			continue
		}
		for _, m := range b.Neighbors(p) {
			if b.At(m) == e.def && e.inGroup(m) {
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
					if !e.inGroup(m) {
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
