package solve

import (
	"context"
	"math/rand/v2"
	"slices"
	"sync/atomic"
	"time"
	"unsafe"

	"lifeline/benson"
	"lifeline/goboard"
	"lifeline/internal/prefetch"
)

// infinity is the proof or disproof number of a decided node.
const infinity uint32 = 1 << 30

// maxNumber is the largest proof or disproof number of an undecided node:
// sums of the children's numbers saturate there, below infinity, so a
// position whose numbers grew huge (sums over a graph count shared
// positions many times) is still searched on until it is decided, rather
// than taken for decided or left with its thresholds reached.
const maxNumber = infinity - 1

// independent is the history mark of a result that does not depend on the
// positions above it on the line.
const independent int32 = 1 << 30

// maxDepth bounds the length of a line; a search that reaches it stops with
// Unknown (it cannot happen on boards of the supported sizes in practice:
// every line is finite under the repetition rule).
const maxDepth = 2000

// keyTable holds the random numbers mixed into the keys: side to move, ko
// point, a pending pass and the question. It is filled once and only read.
var keyTable = func() (t struct {
	side  [3]uint64
	ko    [1024]uint64
	pass  uint64
	quest [5]uint64
}) {
	s := uint64(0x9e3779b97f4a7c15)
	next := func() uint64 { // splitmix64
		s += 0x9e3779b97f4a7c15
		z := s
		z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
		z = (z ^ (z >> 27)) * 0x94d049bb133111eb
		return z ^ (z >> 31)
	}
	for i := range t.side {
		t.side[i] = next()
	}
	for i := range t.ko {
		t.ko[i] = next()
	}
	t.pass = next()
	for i := range t.quest {
		// No low bits: the table's bucket index comes from the low
		// bits, so the entries of one position under the four
		// questions share a bucket (one cache line for implied).
		t.quest[i] = next() &^ (1<<32 - 1)
	}
	t.ko[0] = 0 // no ko
	return t
}()

// question is one of the yes/no questions A1..A4 of the package
// documentation: whether the defender wins a game with the given goal and
// the given side holding unlimited ko threats.
type question struct {
	alive  bool          // only Benson's life counts for the defender (A4)
	lifted goboard.Color // the side with unlimited ko threats, or Empty
}

// questionFor returns the question whose answer "yes" means level >= k.
func questionFor(k int, def goboard.Color) question {
	switch k {
	case 4:
		return question{alive: true, lifted: def.Opponent()}
	case 3:
		return question{lifted: def.Opponent()}
	case 2:
		return question{}
	}
	return question{lifted: def}
}

// child is a move of a node with its proof and disproof numbers, seen from
// the player to move after it, and its history mark.
type child struct {
	move   goboard.Point
	pn, dn uint32
	hist   int32
	prio   int32
	// bound is the stone bounds of the move's result (see mid), and self
	// the bounds of the position after the move alone (its stones and
	// occupied watched points) if the repetition rule applied to it
	// (noBounds if not): a proof that plays the move depends on that
	// position too.
	bound, self bounds
}

// bounds are the stone bounds of a decided result: the fewest stones in
// all, the fewest black stones and the fewest white stones of the positions
// the moves of its winner's strategy make (those the repetition rule
// applies to; see mid and the package documentation), in three fields of 10
// bits (bits 0-29); and in bits 32-63 the occupied points those positions
// share: of the engine's up to 32 watched points (engine.watch), those that
// hold a stone in every one of them. A position of the line above can be
// one of them only if it has at least as many stones in all three counts
// and a stone on each of those points.
type bounds uint64

// countMask selects the counts of bounds, and shareShift the position of
// their shared points.
const (
	countMask  bounds = 1<<30 - 1
	shareShift        = 32
)

// noBounds are the bounds of a result that depends on no position (a
// terminal one): counts no position reaches, and every point (the points
// that no position at all leaves empty).
const noBounds bounds = countMask | (1<<32-1)<<shareShift

// stoneBounds returns the bounds of positions known by their counts alone
// (the eye rule's): no point is known to be occupied in all of them.
func stoneBounds(all, black, white int16) bounds {
	return bounds(all) | bounds(black)<<10 | bounds(white)<<20
}

// positionBounds returns the bounds of one position: its stones (n in
// all, nb black) and its occupied watched points occ.
func positionBounds(n, nb int16, occ uint32) bounds {
	return stoneBounds(n, nb, n-nb) | bounds(occ)<<shareShift
}

func (s bounds) all() int16     { return int16(s & 1023) }
func (s bounds) black() int16   { return int16(s >> 10 & 1023) }
func (s bounds) white() int16   { return int16(s >> 20 & 1023) }
func (s bounds) shared() uint32 { return uint32(s >> shareShift) }

// meet returns the bounds of the positions of both s and t: the least of
// each count and the points occupied in both.
func (s bounds) meet(t bounds) bounds {
	return stoneBounds(min(s.all(), t.all()), min(s.black(), t.black()), min(s.white(), t.white())) | s&t&^countMask
}

// engine runs the df-pn searches of one Solve call.
type engine struct {
	b        *goboard.Board
	def, att goboard.Color
	area     []goboard.Point
	inArea   goboard.PointSet // the points of area
	target   []goboard.Point
	every    bool // Problem.EveryStone
	// gates are the points next to an empty point outside the area at
	// the problem's position (see uncapturable).
	gates  []goboard.Point
	tgt    targetTrack // the target stones not captured, per depth
	depth0 int         // the board's depth at the problem's position
	rules  goboard.Rules
	ben    *benson.Analyzer // package benson's test, made when first needed (analyzer)
	tt     *table
	// bensonCache holds Benson's verdict on the target per position.
	bensonCache []uint64
	libBuf      []goboard.Point
	regionBuf   []goboard.Point // the flood of vitalRegions
	eyes        eyeRule         // static life by two eye areas (eyes.go)
	local       localBenson     // Benson's test near the target (localbenson.go)

	q question
	k int // the question's level
	// rootWins holds, per question, the winning moves its search proved at
	// the problem's position on an unmasked engine (not the pass): the
	// first moves' search takes them first, since a proof that depends on
	// the line (a ko's) is not in the table.
	rootWins [5]goboard.PointSet
	asked    int    // the questions asked so far, a bit 1<<k for each
	salt     uint64 // keyTable.quest[k]
	path     []uint64
	passed   []bool
	stones   []int16 // the number of stones of the position at each depth
	blacks   []int16 // the number of black stones of the position at each depth
	// occ holds, per depth, the watched points occupied in the position
	// (a bit for watch[i]).
	occ []uint32
	// watch are the points whose stones stone bounds record (bounds): up
	// to 32 points of the area empty at the problem's position (where
	// stones come and go), and watchBit the bit of each point (0 for the
	// others). An engine and its forks watch the same points: their
	// tables' bounds mean the same.
	watch    []goboard.Point
	watchBit []uint32
	// self holds, per depth, the bounds of the position alone
	// (positionBounds) if the move to it was subject to the repetition
	// rule, noBounds if not (a pass, or a capture by the side with ko
	// threats, or of a target stone).
	self  []bounds
	above []int16 // the most stones of a position above each depth
	kids  [][]child
	// history scores, per colour and point, the proofs each move gave
	// (the history heuristic, shared by every question and first move): a
	// proof of n nodes adds 1+log2(n). It only orders the moves.
	history [3][]int32
	seen    int // deepest depth reached

	nodes    int64
	maxNodes int64
	ctx      context.Context
	start    time.Time
	deadline time.Time
	progress func(Progress)
	stage    Progress // the result and the first moves decided so far, for progress reports (Progress.Status, Moves, Winning, Failing)
	// noReasons skips the refutations' explanations (Options.NoReasons).
	noReasons   bool
	explainCost explainBudget
	noDefer     bool  // Options.noDefer
	lineNodes   int64 // Options.line
	nextTick    int64
	stopped     bool
	serial      bool        // Options.serial
	forkAt      int64       // Options.forkAt, or forkNodes
	splitAt     int64       // Options.splitAt, or splitNodes
	splitRound  int64       // Options.round, or splitRound
	syncEvery   int64       // Options.sync, or syncNodes
	forked      bool        // a second engine searched at once (fork.go)
	mem         *memMeter   // the table memory of every engine of the solve (fork.go)
	held        int64       // this engine's part of mem.cur
	spare       forkBuffers // the last joined engine's table and caches, for the next fork's copies (fork.go)

	// published, on a forked engine (fork.go), holds the nodes it
	// searched since forkBase, updated with the progress checks; partner,
	// on the engine it was forked from, points to it.
	published, partner *atomic.Int64
	forkBase           int64
	at                 forkPoint // on a forked engine: what join needs of the engine it came from
	saved              int64     // the nodes searched by the other of two engines at once, the fewer of the two each time (tests)
	// masked restricts the moves at depth splitDepth to those of
	// splitMask, and the pass to splitPass; a result at that depth is then
	// not stored (fork.go).
	masked     bool
	splitPass  bool
	splitDepth int
	splitMask  goboard.PointSet
	// lineResults holds the results of split positions (fork.go) that
	// depend on the line above them, keyed by lineKey: valid on that
	// line only. lineDepths and lineKeys filter the look-ups: a bit per
	// depth, and a bit per low six bits of a table key, of the positions
	// stored.
	lineResults map[uint64]lineResult
	lineDepths  uint64
	lineKeys    uint64
	// sync, during a split search (fork.go), is shared with the other
	// engine: side is this engine's index there, syncBase its nodes at
	// the split, nextSync its nodes at its next look at the partner
	// (syncCheck).
	sync     *splitSync
	side     int
	syncBase int64
	nextSync int64
	// sim is the state of a running simulation, nil outside one (sim.go):
	// &simBuf during one. simAligned is its per-depth buffer and sims
	// counts the simulations.
	sim                    *simState
	simBuf                 simState
	simAligned             []bool
	sims                   uint64
	simProofs              int64          // first moves the simulations proved (tests)
	passReply              int64          // Options.passReply
	passAnswers, passMoves int64          // Result.passAnswers, passMoves
	noSim                  bool           // Options.noSim
	simFrom                int64          // Options.simFrom, or simFrom
	innerFrom              int64          // Options.innerFrom, or innerFrom
	simBoard               *goboard.Board // the sibling's board of simSiblings
	// innerSims counts simSiblings' simulations, innerProofs their
	// proofs (tests).
	innerSims, innerProofs int64
	// syncStop is set while a split search's check of the partner
	// (syncCheck) stops the engine: resume leaves that stop alone.
	syncStop bool
	// share, while two engines search at once (the first moves, or a
	// round of a split question), is shared with the other (share.go):
	// shareSide is this engine's index there, nextShare its nodes at its
	// next hand-over, shareTaken the number of the other's segments it
	// has stored.
	share      *shareSync
	shareSide  int
	nextShare  int64
	shareTaken int
	shareBase  int64 // the nodes when the sharing began
	noShare    bool  // Options.noShare
	shareEvery int64 // Options.share, or shareNodes
	taken      int64 // the other engine's results stored (share.go; tests)
	// deal, while two engines search the first moves at once, deals them
	// (deal.go): dealSide is this engine's index there, dealBase its
	// nodes when the dealing began.
	deal     *dealer
	dealSide int
	dealBase int64
	// idleWatch is set while a first move is searched with a dealer:
	// every idleEvery nodes, at nextIdle, the engine looks whether its
	// partner is done with the first moves (idleCheck) and then stops
	// with idleStop set, to split the move's search (askFirst).
	idleWatch   bool
	idleStop    bool
	nextIdle    int64
	idleEvery   int64 // Options.idle, or idleEvery
	idleLag     int64 // 4*Options.idle, or idleLag
	firstSplits int64 // first moves split so (tests)
	// jitter, when not 0, makes an engine searching at once with another
	// sleep up to 200 microseconds at one node in jitter, at random
	// (Options.jitter).
	jitter int64
}

func newEngine(p *Problem, tableBytes int) *engine {
	e := &engine{
		b:         p.Board,
		def:       p.Defender,
		att:       p.Defender.Opponent(),
		area:      p.Area.AppendTo(nil),
		inArea:    p.Area,
		target:    p.Target,
		every:     p.EveryStone,
		rules:     p.Board.Rules(),
		tt:        newTable(tableBytes),
		libBuf:    make([]goboard.Point, 0, 1024),
		regionBuf: make([]goboard.Point, 0, 1024),
		path:      make([]uint64, maxDepth+2),
		passed:    make([]bool, maxDepth+2),
		stones:    make([]int16, maxDepth+2),
		blacks:    make([]int16, maxDepth+2),
		occ:       make([]uint32, maxDepth+2),
		self:      make([]bounds, maxDepth+2),
		above:     make([]int16, maxDepth+2),
		kids:      make([][]child, maxDepth+2),
		tgt:       newTargetTrack(p.Board, p.Defender, p.Target, maxDepth+2),
		depth0:    p.Board.Depth(),
		explainCost: explainBudget{
			least: explainNodes, leastShare: explainShare, part: explainPart,
		},
		ctx: context.Background(),
	}
	for c := range e.history {
		e.history[c] = make([]int32, p.Board.Area())
	}
	e.setWatch(p.Area.AppendTo(nil))
	e.simAligned = make([]bool, maxDepth+2)
	e.gates = gatePoints(p.Board, &p.Area, p.Defender)
	// A power of two, like the table.
	e.bensonCache = make([]uint64, max(1024, len(e.tt.slots)/8))
	e.eyes = newEyeRule(p.Area, len(e.bensonCache))
	e.shareEvery = shareNodes
	e.idleEvery, e.idleLag = idleEvery, idleLag
	e.mem = new(memMeter)
	e.account()
	return e
}

// analyzer returns the engine's Benson analyzer, made at its first use:
// the local test (localbenson.go) answers nearly every position, and a new
// analyzer's buffers (about half a megabyte) were most of the memory a small
// problem's solve allocated, and of each fork's.
func (e *engine) analyzer() *benson.Analyzer {
	if e.ben == nil {
		e.ben = benson.NewAnalyzer()
	}
	return e.ben
}

// setQuestion selects the question of the following searches.
func (e *engine) setQuestion(k int) {
	e.k = k
	e.asked |= 1 << k
	e.q = questionFor(k, e.def)
	e.salt = keyTable.quest[k]
}

// repKey is the key of the current position for the repetition rule:
// stones and side to move.
func (e *engine) repKey() uint64 { return e.b.Hash() ^ keyTable.side[e.b.ToPlay()] }

// ttKey is the key of the current position in the transposition table:
// stones, side to move, ko point, a pending pass, the question and the
// captured target stones.
func (e *engine) ttKey(rep uint64, passed bool) uint64 {
	k := rep ^ keyTable.ko[e.b.Ko()] ^ e.salt ^ e.targetKey()
	if passed {
		k ^= keyTable.pass
	}
	return k
}

// targetStands reports whether a stone of the target was never captured
// (with EveryStone: whether no stone of it was ever captured).
func (e *engine) targetStands() bool {
	if e.every {
		return len(e.standing()) == len(e.tgt.left[0])
	}
	return len(e.standing()) > 0
}

// passAlive reports whether a target chain is pass-alive. Benson's test
// runs only when a target chain could pass it: every empty point of a vital
// region is a liberty of the chain, so a pass-alive chain has at least two
// liberties whose empty neighbours are all liberties of the chain, and
// (but with EveryStone) two regions vital to it (twoVitalRegions). It runs
// over the chains around the target (localbenson.go), else over the whole
// board (package benson).
func (e *engine) passAlive() bool {
	b := e.b
	if e.every && len(e.standing()) != len(e.tgt.left[0]) {
		return false // a target stone was captured
	}
	// The verdict depends on the stones only: it is cached on their hash
	// (the low bit of a slot holds the verdict), for all four questions,
	// whether the cheap test below or Benson's gave it.
	h := b.Hash() ^ e.targetKey()
	slot := &e.bensonCache[h&uint64(len(e.bensonCache)-1)]
	if *slot&^1 == h&^1 && *slot != 0 {
		return *slot&1 == 1
	}
	maybe := false
	for _, t := range e.standing() {
		ok := b.Liberties(t) >= 2 && e.eyeLiberties(t) >= 2
		if e.every && !ok {
			maybe = false // every target chain must pass the test
			break
		}
		if ok {
			maybe = true
			if !e.every {
				break
			}
		}
	}
	alive := false
	local, known := false, false
	if maybe && !e.every && !e.twoVitalRegions() {
		// No target chain has two regions vital to it: none is
		// pass-alive, without the flood of every chain around it.
		maybe = false
	}
	if maybe {
		local, known = e.localPassAlive(e.standing(), e.every)
	}
	switch {
	case !maybe:
	case known:
		alive = local
	case e.every:
		if res, err := e.analyzer().Analyze(b, e.rules); err == nil {
			alive = true
			for _, t := range e.standing() {
				if !res.Alive[e.def].Has(t) {
					alive = false
					break
				}
			}
		}
	default: // a target chain has two vital regions (above)
		if res, err := e.analyzer().Analyze(b, e.rules); err == nil {
			for _, t := range e.standing() {
				if res.Alive[e.def].Has(t) {
					alive = true
					break
				}
			}
		}
	}
	*slot = h &^ 1
	if alive {
		*slot |= 1
	}
	return alive
}

// twoVitalRegions reports whether a standing target chain has two regions
// vital to it, as Benson's test needs for the chain to be pass-alive.
func (e *engine) twoVitalRegions() bool {
	b := e.b
	target := e.standing()
	for i, t := range target {
		if b.Liberties(t) < 2 {
			continue
		}
		h, done := b.ChainHead(t), false
		for _, u := range target[:i] {
			if b.ChainHead(u) == h {
				done = true // the chain was checked already
				break
			}
		}
		if !done && e.vitalRegions(t) >= 2 {
			return true
		}
	}
	return false
}

// vitalRegions counts, up to two, the regions vital to the chain at t: the
// maximal connected sets of points holding no defender stone (empty points
// and attacker stones) that contain a liberty of the chain and whose every
// empty point is a liberty of it. Benson's test keeps a chain only with two
// such regions (package benson: regions are never merged, only removed), so
// fewer than two prove that the chain is not pass-alive.
func (e *engine) vitalRegions(t goboard.Point) int {
	b := e.b
	libs := b.LibertySet(t)
	e.libBuf = libs.AppendTo(e.libBuf[:0])
	var seen goboard.PointSet // the points of every flood so far
	n := 0
	for _, l := range e.libBuf {
		if seen.Has(l) {
			continue
		}
		// Flood the region of l until it shows an empty point that is not
		// a liberty of the chain, or a point of an earlier flood (which
		// stopped for that reason, or it would have met l: the region is
		// the same, and not vital).
		var cur goboard.PointSet
		vital := true
		stack := append(e.regionBuf[:0], l)
		cur.Add(l)
	flood:
		for len(stack) > 0 {
			p := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			for _, m := range b.Neighbors(p) {
				c := b.At(m)
				if c == goboard.Wall || c == e.def || cur.Has(m) {
					continue
				}
				if seen.Has(m) || c == goboard.Empty && !libs.Has(m) {
					vital = false
					break flood
				}
				cur.Add(m)
				stack = append(stack, m)
			}
		}
		e.regionBuf = stack
		seen.Union(&cur)
		if vital {
			n++
			if n == 2 {
				return 2
			}
		}
	}
	return n
}

// eyeLiberties counts, up to two, the liberties of the chain at t whose
// empty neighbours are all liberties of the chain.
func (e *engine) eyeLiberties(t goboard.Point) int {
	b := e.b
	libs := b.LibertySet(t)
	n := 0
	e.libBuf = libs.AppendTo(e.libBuf[:0])
	for _, l := range e.libBuf {
		ok := true
		for _, m := range b.Neighbors(l) {
			if b.At(m) == goboard.Empty && !libs.Has(m) {
				ok = false
				break
			}
		}
		if ok {
			n++
			if n == 2 {
				return 2
			}
		}
	}
	return n
}

// terminal returns +1 if the current position is over and won by the
// defender, -1 if over and won by the attacker, 0 if not over. (The end by
// two passes is a property of the move, see gen.) In the questions where
// the target's survival counts (A1-A3), a target that can never be
// captured (uncapturable) has won.
func (e *engine) terminal() int8 {
	if !e.targetStands() {
		return -1
	}
	if !e.q.alive && e.uncapturable() {
		return 1
	}
	if e.passAlive() {
		return 1
	}
	return 0
}

// capturesTarget reports whether the attacker, to move, captures every
// standing target stone with one move: they are one chain with one
// liberty, a point of the area where the attacker may play (the simple-ko
// ban applies unless the attacker has the ko threats). The game then ends
// at that move with the attacker's win, in every question, and the
// repetition rule can never bar the move: the stones it captures stood in
// every earlier position of any line to here (a target stone once captured
// is gone for good), so the position it makes repeats none. evaluate
// decides such a position without searching it, as a terminal one: most
// leaves of an A4 "no" proof are captures (the thirtieth round), each an
// expansion of every move before.
func (e *engine) capturesTarget() bool {
	if e.b.ToPlay() != e.att {
		return false
	}
	h, ok := e.targetChain(1)
	if !ok {
		return false
	}
	q := e.b.LibertySet(h).First()
	return e.inArea.Has(q) && e.legal(q)
}

// targetChain returns the chain holding every standing target stone, if
// they are one chain with at most maxLibs liberties (tested first: most
// positions fail it at once).
func (e *engine) targetChain(maxLibs int) (goboard.Point, bool) {
	b := e.b
	st := e.standing()
	if len(st) == 0 || b.Liberties(st[0]) > maxLibs {
		return 0, false
	}
	h := b.ChainHead(st[0])
	for _, t := range st[1:] {
		if b.ChainHead(t) != h {
			return 0, false
		}
	}
	return h, true
}

// targetCaught reports whether the defender, to move, cannot keep the
// attacker from capturing every standing target stone at the next move:
// they are one chain with one liberty L, a point of the area; no attacker
// chain next to it is in atari (capturing it would add liberties); and the
// defender's move at L would capture nothing and leave the chain at most
// one liberty, a point of the area. Any other defender move (a pass
// included) leaves the chain in atari at L, where the attacker may play:
// the move captures, so it is no suicide, and a ko ban can fall only on the
// point of a stone the defender just captured, never on L. After the move
// at L the attacker captures at the chain's last liberty, no ko being
// made. The repetition rule bars neither capture (capturesTarget). Not
// after the attacker's pass in A1-A3, where the defender's pass ends the
// game with the target standing; nor with suicide legal.
func (e *engine) targetCaught(d int) bool {
	b := e.b
	if b.ToPlay() != e.def || e.rules.AllowSuicide || e.passed[d] && !e.q.alive {
		return false
	}
	h, ok := e.targetChain(1)
	if !ok {
		return false
	}
	l := b.LibertySet(h).First()
	if !e.inArea.Has(l) {
		return false
	}
	e.regionBuf = b.ChainStones(h, e.regionBuf[:0])
	for _, p := range e.regionBuf {
		for _, n := range b.Neighbors(p) {
			if b.At(n) == e.att && b.Liberties(n) == 1 {
				return false
			}
		}
	}
	var libs goboard.PointSet // of the chain after the defender's move at L
	for _, n := range b.Neighbors(l) {
		switch c := b.At(n); {
		case c == goboard.Empty:
			libs.Add(n)
		case c == e.def:
			libs.Union(b.LibertySet(n))
		case c == e.att && b.Liberties(n) == 1:
			return false // the move at L captures
		}
	}
	libs.Remove(l)
	switch libs.Len() {
	case 0:
		return true // L is suicide for the defender
	case 1:
		return e.inArea.Has(libs.First())
	}
	return false
}

// atariWins reports whether the attacker, to move, wins with a move at one
// of the two liberties of the target's one chain (a point of the area,
// legal, not barred by the repetition rule on this line) after which the
// defender is caught (targetCaught), with the bounds of the position that
// move makes: the win is the attacker's move there, which the repetition
// rule may bar on another line, so the result keeps those bounds as mid
// keeps a proof's (the defender's moves after it are the loser's, and the
// capture that ends the game adds none). evaluate decides such a position
// without searching it. Not in a simulation, whose board follows the
// search's moves; at the split depth of a masked engine only with a move
// of its mask.
func (e *engine) atariWins(d int) (bool, bounds) {
	b := e.b
	if b.ToPlay() != e.att || e.sim != nil || d+1 >= maxDepth {
		return false, noBounds
	}
	h, ok := e.targetChain(2)
	if !ok || b.Liberties(h) != 2 {
		return false, noBounds
	}
	libs := *b.LibertySet(h)
	for x := libs.First(); x != goboard.NoPoint; x = libs.First() {
		libs.Remove(x)
		if !e.inArea.Has(x) || !e.legal(x) || !e.unmasked(d, x) {
			continue
		}
		if ok, _ := e.play(x, d); !ok {
			continue // a repetition
		}
		caught := e.targetStands() && e.targetCaught(d+1)
		self := e.self[d+1]
		e.undo(d)
		if caught {
			return true, self
		}
	}
	return false, noBounds
}

// gatePoints returns the points of b next to an empty point outside area
// that can hold a stone of def: empty points of the area and def's stones
// (an attacker's stone there can never be captured). No move is ever
// played outside the area, so such a point stays empty and a chain with a
// stone on a gate keeps a liberty for good.
func gatePoints(b *goboard.Board, area *goboard.PointSet, def goboard.Color) []goboard.Point {
	var gates []goboard.Point
	for p := goboard.Point(0); int(p) < b.Area(); p++ {
		if c := b.At(p); c != def && (c != goboard.Empty || !area.Has(p)) {
			continue
		}
		for _, n := range b.Neighbors(p) {
			if b.At(n) == goboard.Empty && !area.Has(n) {
				gates = append(gates, p)
				break
			}
		}
	}
	return gates
}

// uncapturable reports whether the target can never be captured: a chain
// holding a standing target stone has a stone on a gate (gatePoints), so a
// liberty no move can ever fill. With EveryStone it reports false (its
// callers ask A4 only, where survival does not count).
func (e *engine) uncapturable() bool {
	return !e.every && onGate(e.b, e.gates, e.def, e.standing())
}

// onGate reports whether a chain holding one of the stones of def in
// stones has a stone on one of gates.
func onGate(b *goboard.Board, gates []goboard.Point, def goboard.Color, stones []goboard.Point) bool {
	var heads goboard.PointSet // the chains of def on gates
	found := false
	for _, g := range gates {
		if b.At(g) == def {
			heads.Add(b.ChainHead(g))
			found = true
		}
	}
	if !found {
		return false
	}
	for _, t := range stones {
		if b.At(t) == def && heads.Has(b.ChainHead(t)) {
			return true
		}
	}
	return false
}

// terminalAt is terminal for the search's position at depth d, except
// that a position with the defender to move after a move (not a pass) is
// only tested for the capture of the target here: Benson's test, a quarter
// of the search's time and almost always "no" there, is made when the
// position is searched (see mid), so the many positions generated
// but never searched skip it. Corner-fourteen: 0.93 s to 0.81 s.
func (e *engine) terminalAt(d int) int8 {
	if e.lifeDeferred(d) {
		if !e.targetStands() {
			return -1
		}
		return 0
	}
	return e.terminal()
}

// lifeDeferred reports whether terminalAt leaves Benson's test of the
// position at depth d to its search.
func (e *engine) lifeDeferred(d int) bool {
	return e.b.ToPlay() == e.def && !e.passed[d] && !e.noDefer
}

// decided returns the proof and disproof numbers, for the player to move,
// of a position won by the defender (defWins) or by the attacker.
func (e *engine) decided(defWins bool) (pn, dn uint32) {
	if defWins == (e.b.ToPlay() == e.def) {
		return 0, infinity
	}
	return infinity, 0
}

// tick counts a node and checks the limits every few thousand nodes.
func (e *engine) tick() {
	e.nodes++
	if e.deal != nil && e.nodes&(dealPublish-1) == 0 {
		e.deal.count[e.dealSide].Store(e.nodes - e.dealBase)
	}
	if e.jitter != 0 && (e.deal != nil || e.sync != nil) && rand.Int64N(e.jitter) == 0 {
		time.Sleep(time.Duration(rand.IntN(200)) * time.Microsecond)
	}
	if e.maxNodes > 0 && e.nodes >= e.maxNodes {
		e.stopped = true // exact: callers such as package safety budget nodes
	}
	if e.sync != nil && e.nodes >= e.nextSync {
		e.syncCheck()
	}
	if e.share != nil && e.nodes >= e.nextShare {
		e.shareCheck()
	}
	if e.idleWatch && e.nodes >= e.nextIdle {
		e.idleCheck()
	}
	if e.nodes < e.nextTick {
		return
	}
	e.nextTick = e.nodes + 4096
	grew := false
	for len(e.bensonCache) < len(e.tt.slots)/8 {
		e.growCaches()
		grew = true
	}
	if grew {
		release(e.tt.Bytes() / 2) // the old table, and the old caches with it
		e.account()
	}
	if e.ctx.Err() != nil {
		e.stopped = true
	}
	if !e.deadline.IsZero() && time.Now().After(e.deadline) {
		e.stopped = true
	}
	if e.published != nil {
		e.published.Store(e.nodes - e.forkBase)
	}
	if e.nodes&(1<<16-1) < 4096 {
		e.report()
	}
}

// report calls the progress function, if any, with the search's state.
func (e *engine) report() {
	if e.progress == nil {
		return
	}
	pr := e.stage
	pr.Winning, pr.Failing = slices.Clone(pr.Winning), slices.Clone(pr.Failing) // the search appends to its own
	pr.Decided = len(pr.Winning) + len(pr.Failing)
	pr.Nodes = e.nodes
	if e.partner != nil {
		pr.Nodes += e.partner.Load()
	}
	pr.Depth, pr.Elapsed = e.seen, time.Since(e.start)
	e.progress(pr)
}

// outOfLimits reports whether the caller's limits end the search: the
// context is done, the node limit is reached or the time limit has passed.
func (e *engine) outOfLimits() bool {
	return e.ctx.Err() != nil || e.maxNodes > 0 && e.nodes >= e.maxNodes || e.pastDeadline()
}

// budgetLimit returns the node limit of a search of at most n more nodes
// that also keeps to the caller's limit userMax (0: none).
func (e *engine) budgetLimit(userMax, n int64) int64 {
	if userMax > 0 {
		return min(e.nodes+n, userMax)
	}
	return e.nodes + n
}

// resume clears a stop that only a search's own budget caused (not the
// caller's limits) and reports whether the search may go on.
func (e *engine) resume() bool {
	if e.stopped && !e.outOfLimits() && !e.syncStop && !e.idleStop {
		e.stopped = false
	}
	return !e.stopped
}

// growCaches doubles the Benson cache and the eye rule's caches, keeping
// their entries: they follow the transposition table's size.
func (e *engine) growCaches() {
	// Filled in order, each slot from its old one, as table.grow does.
	old := e.bensonCache
	e.bensonCache = make([]uint64, 2*len(old))
	oldMask, mask := uint64(len(old)-1), uint64(len(e.bensonCache)-1)
	for j := range e.bensonCache {
		v := old[uint64(j)&oldMask]
		// A slot holds its hash but for the low bit (the verdict), which
		// is the low bit of its index.
		if v != 0 && (v&^1|uint64(j)&1)&mask == uint64(j) {
			e.bensonCache[j] = v
		}
	}
	e.eyes.grow()
}

// legal reports whether the player to move may play q now under the
// question's rules (the repetition rule aside), and whether the move is a
// ko retake allowed only by the player's ko threats.
func (e *engine) legal(q goboard.Point) bool {
	b := e.b
	if b.At(q) != goboard.Empty {
		return false
	}
	c := b.ToPlay()
	if q == b.Ko() && c == e.q.lifted {
		return true // a capture: never suicide
	}
	return b.IsLegal(q, c)
}

// play plays q (or a pass) for the player to move at depth d, sets the line
// entries of depth d+1 and reports whether the move is allowed; a move that
// the repetition rule forbids is taken back and its history mark returned
// (the depth of the earlier position), otherwise hist is independent.
func (e *engine) play(q goboard.Point, d int) (ok bool, hist int32) {
	b := e.b
	c := b.ToPlay()
	e.above[d+1] = max(e.above[d], e.stones[d])
	if q == goboard.Pass {
		b.Pass(c)
		e.path[d+1] = e.repKey()
		e.passed[d+1] = true
		e.stones[d+1], e.blacks[d+1], e.occ[d+1] = e.stones[d], e.blacks[d], e.occ[d]
		e.self[d+1] = noBounds
		e.tgt.after(b, e.def, d+1, false)
		if e.sim != nil {
			e.simPlay(q, c, d)
		}
		return true, independent
	}
	caps, wcaps, total := b.Captures(c), b.Captures(goboard.White), b.Captures(goboard.Black)+b.Captures(goboard.White)
	_ = b.PlayUnchecked(q, c) // legality was checked
	e.stones[d+1] = e.stones[d] + 1 - int16(b.Captures(goboard.Black)+b.Captures(goboard.White)-total)
	e.blacks[d+1] = e.blacks[d] - int16(b.Captures(goboard.White)-wcaps)
	if c == goboard.Black {
		e.blacks[d+1]++
	}
	if e.stones[d+1] == e.stones[d]+1 {
		e.occ[d+1] = e.occ[d] | e.watchBit[q]
	} else {
		e.occ[d+1] = e.occupied()
	}
	key := e.repKey()
	e.self[d+1] = noBounds
	if c != e.q.lifted || b.Captures(c) == caps {
		// A position above with as many stones is the only one it can
		// repeat (above[d] is their most, over depths 0 to d-1).
		for j := d - 1; j >= 0 && e.stones[d+1] <= e.above[d]; j-- {
			if e.path[j] == key {
				b.Undo()
				return false, int32(j)
			}
		}
		e.self[d+1] = positionBounds(e.stones[d+1], e.blacks[d+1], e.occ[d+1])
	}
	e.path[d+1] = key
	e.passed[d+1] = false
	e.tgt.after(b, e.def, d+1, e.stones[d+1] <= e.stones[d])
	if len(e.tgt.left[d+1]) < len(e.tgt.left[d]) {
		// The move captured a target stone: one that stood in every
		// earlier position of any line to here (a target stone once
		// captured is gone for good), and whose point is empty now. The
		// position differs from every one above it on any such line.
		e.self[d+1] = noBounds
	}
	if e.sim != nil {
		e.simPlay(q, c, d)
	}
	return true, independent
}

// gen fills the children of the node at depth d with their first proof and
// disproof numbers and returns them with the history mark of the moves the
// repetition rule forbids. With cut it stops at the first move that wins
// for the player to move (by a terminal position or a decided table entry,
// both independent of the line): the node is proven, and its history mark
// and stone bounds are the move's.
func (e *engine) gen(d int, cut bool) ([]child, int32) {
	b := e.b
	kids := e.kids[d]
	if kids == nil {
		kids = make([]child, 0, len(e.area)+1)
	}
	kids = kids[:0]
	ban := independent
	mover := b.ToPlay()
	if cut && e.passed[d] && e.unmasked(d, goboard.Pass) {
		// A pass that ends the game and wins for the mover proves the
		// node without trying the other moves.
		if pn, dn := e.endByPasses(mover); dn == 0 {
			e.nodes++
			kids = append(kids, child{move: goboard.Pass, pn: pn, dn: dn, hist: independent, bound: noBounds, self: noBounds})
			e.kids[d] = kids
			return kids, ban
		}
	}
	// In a simulation the prover plays the sibling's winning move
	// (sim.go), where it has one that may be played here.
	only := goboard.NoPoint
	if e.sim != nil && mover == e.sim.prover {
		if only = e.simHint(d); only != goboard.NoPoint && only != goboard.Pass && (!e.legal(only) || !e.unmasked(d, only)) {
			only = goboard.NoPoint
		}
	}
	for _, q := range e.area {
		if only != goboard.NoPoint && q != only || !e.legal(q) || !e.unmasked(d, q) {
			continue
		}
		// The history first, the static priority (< 256) breaking ties.
		pr := e.history[mover][q]<<8 + e.priority(q, mover)
		// Ordered by priority as they come, ties in the area's order
		// (insertion: few moves, no allocation, each child moved once
		// a step instead of swapped).
		kids = append(kids, child{})
		j := len(kids) - 1
		for ; j > 0 && pr > kids[j-1].prio; j-- {
			kids[j] = kids[j-1]
		}
		kids[j] = child{move: q, prio: pr}
	}
	if e.unmasked(d, goboard.Pass) && (only == goboard.NoPoint || only == goboard.Pass) {
		kids = append(kids, child{move: goboard.Pass, prio: -1 << 20})
	}
	e.prefetch(kids)
	n := 0
	for _, k := range kids {
		if k.move == goboard.Pass && e.passed[d] {
			// Two passes in a row end the game; the target stands (the
			// node is not over) and is not pass-alive.
			k.pn, k.dn = e.endByPasses(mover)
			k.hist, k.bound, k.self = independent, noBounds, noBounds
			e.nodes++
			kids[n] = k
			n++
			if cut && k.dn == 0 {
				break
			}
			continue
		}
		ok, h := e.play(k.move, d)
		if !ok {
			ban = min(ban, h)
			continue
		}
		e.tick()
		k.self = e.self[d+1]
		k.pn, k.dn, k.hist, k.bound = e.evaluate(d + 1)
		e.undo(d)
		kids[n] = k
		n++
		if cut && k.dn == 0 {
			break // a winning move proves the node
		}
	}
	kids = kids[:n]
	e.kids[d] = kids
	return kids, ban
}

// unmasked reports whether the move q may be searched at depth d: always,
// but at the split depth of a masked engine (fork.go), where only the moves
// of its mask may.
func (e *engine) unmasked(d int, q goboard.Point) bool {
	if !e.masked || d != e.splitDepth {
		return true
	}
	if q == goboard.Pass {
		return e.splitPass
	}
	return e.splitMask.Has(q)
}

// prefetch asks the processor for the memory that each move that removes
// no stone will look up first in its evaluation: its bucket of the
// transposition table and, with the attacker to move after it, its slots
// of the Benson and eye caches (keyed as passAlive and twoEyeAreas key
// them: no ko point after such a move, keyTable.ko[NoPoint] is 0). The
// fetches wait for memory at once instead of one after another in
// evaluate (gop/1869's A4 and A2 on one engine: 19.1 -> 16.9 s with plain
// reads of the words, since the tenth round), and since the twenty-fifth
// round they are prefetch instructions, which do not wait: the search goes
// on with the moves' other work meanwhile (43 collection problems 79.5 ->
// 75.6 s). The position after a capture or suicide is not predicted.
func (e *engine) prefetch(kids []child) {
	b := e.b
	mover := b.ToPlay()
	tk := e.targetKey()
	base := keyTable.side[mover.Opponent()] ^ e.salt ^ tk
	caches := mover == e.def
	for i := range kids {
		q := kids[i].move
		if q == goboard.Pass {
			continue
		}
		h, ok := b.HashAfter(q, mover)
		if !ok {
			continue
		}
		key := h ^ base
		prefetch.Line(unsafe.Pointer(&e.tt.slots[(key&e.tt.mask)*ways]))
		if caches {
			ph := h ^ tk
			prefetch.Line(unsafe.Pointer(&e.bensonCache[ph&uint64(len(e.bensonCache)-1)]))
			prefetch.Line(unsafe.Pointer(&e.eyes.pos[ph&uint64(len(e.eyes.pos)-1)]))
		}
	}
}

// endByPasses returns the numbers, for the player to move after the
// second pass (the opponent of mover), of the game ended by two passes.
func (e *engine) endByPasses(mover goboard.Color) (pn, dn uint32) {
	defWins := !e.q.alive
	if defWins == (mover.Opponent() == e.def) {
		return 0, infinity
	}
	return infinity, 0
}

// evaluate returns the numbers of the position at depth d from the table or
// the terminal tests, or first estimates for a new position, with the
// history mark and the stone bounds of the result.
//
// A decided entry of the table is used only when no position above depth d
// has as many stones as its bounds in all three counts (usable): every
// position a move of the winner's strategy makes (the rule applying to the
// move) has at least that many, so the rule allows the winner the same
// moves on this line as on the line where it was proven, and the loser at
// most the same moves (the entry itself met no repetition of a position
// above it; see mid).
func (e *engine) evaluate(d int) (pn, dn uint32, hist int32, bound bounds) {
	key := e.ttKey(e.path[d], e.passed[d])
	pn, dn, bound, ok := e.tt.get(key)
	if ok && (pn == 0 || dn == 0) && e.usable(d, bound) {
		return pn, dn, independent, bound
	}
	if r, found := e.lineResultAt(key, d); found {
		return r.pn, r.dn, r.hist, r.bound
	}
	if !ok {
		if t := e.terminalAt(d); t != 0 {
			pn, dn = e.decided(t > 0)
			e.tt.put(key, pn, dn, noBounds, 0)
			return pn, dn, independent, noBounds
		}
	}
	if !ok && (e.capturesTarget() || e.targetCaught(d)) {
		pn, dn = e.decided(false)
		e.tt.put(key, pn, dn, noBounds, 0)
		return pn, dn, independent, noBounds
	}
	if !ok {
		if win, bound := e.atariWins(d); win {
			pn, dn = e.decided(false)
			e.tt.put(key, pn, dn, bound, 0)
			return pn, dn, independent, bound
		}
	}
	ipn, idn, ibound, found, h := e.implied(key, d)
	if found {
		e.tt.put(key, ipn, idn, ibound, 0)
		return ipn, idn, independent, ibound
	}
	if ok && pn != 0 && dn != 0 {
		return pn, dn, independent, noBounds
	}
	if ok, lb := e.staticLife(d); ok {
		// Valid on this line (staticLife checks it) and returned with
		// its stone bound in all (none on each colour); not stored,
		// eyes.go caches it per position.
		pn, dn = e.decided(true)
		return pn, dn, independent, stoneBounds(lb, 0, 0)
	}
	pn, dn = e.leafNumbers(h)
	return pn, dn, independent, noBounds
}

// lineResult is a decided result that depends on the line to its
// position: its numbers, history mark and stone bounds (see mid).
type lineResult struct {
	pn, dn uint32
	hist   int32
	bound  bounds
}

// lineKey returns the key of the position at depth d with the table key
// key, on its line: the key mixed with the repetition keys of every
// position above it, in order.
func (e *engine) lineKey(key uint64, d int) uint64 {
	h := key
	for _, k := range e.path[:d] {
		h = (h ^ k) * 0x9e3779b97f4a7c15
		h ^= h >> 29
	}
	return h
}

// lineResultAt returns the result lineResults holds for the position at
// depth d, whose table key is key.
func (e *engine) lineResultAt(key uint64, d int) (lineResult, bool) {
	if e.lineDepths&(1<<min(d, 63)) == 0 || e.lineKeys&(1<<(key&63)) == 0 {
		return lineResult{}, false
	}
	r, ok := e.lineResults[e.lineKey(key, d)]
	return r, ok
}

// usable reports whether a decided result with stone bounds s holds on the
// line to depth d: whether no position above depth d has at least as many
// stones in all and of each colour as the bounds and a stone on each of
// their shared points, so that none of them can be a position its proof
// depends on (see mid).
func (e *engine) usable(d int, s bounds) bool {
	all := s.all()
	if e.above[d] < all {
		return true
	}
	black, white, shared := s.black(), s.white(), s.shared()
	for j := d - 1; j >= 0; j-- {
		if n, nb := e.stones[j], e.blacks[j]; n >= all && nb >= black && n-nb >= white && e.occ[j]&shared == shared {
			return false
		}
	}
	return true
}

// setWatch chooses the watched points (see engine.watch): the first 32
// of area that are empty on the board.
func (e *engine) setWatch(area []goboard.Point) {
	e.watch = e.watch[:0]
	e.watchBit = make([]uint32, e.b.Area())
	for _, q := range area {
		if len(e.watch) < 32 && e.b.At(q) == goboard.Empty {
			e.watchBit[q] = 1 << len(e.watch)
			e.watch = append(e.watch, q)
		}
	}
}

// occupied returns the watched points occupied on the board.
func (e *engine) occupied() uint32 {
	var m uint32
	for i, q := range e.watch {
		if e.b.At(q) != goboard.Empty {
			m |= 1 << i
		}
	}
	return m
}

// startLine makes the board's position the start of the line, depth 0.
func (e *engine) startLine() {
	b := e.b
	e.path[0] = e.repKey()
	e.passed[0] = false
	e.blacks[0] = int16(b.StoneSet(goboard.Black).Len())
	e.stones[0] = e.blacks[0] + int16(b.StoneSet(goboard.White).Len())
	e.occ[0] = e.occupied()
	e.above[0] = -1
}

// implied looks in the table for a result of another question, asked
// earlier, that decides the current one for the position at depth d (key
// is its key under the current question). The answers are monotone in
// every position and line (A4 implies A3 implies A2 implies A1, see the
// package documentation: each step only gives the attacker fewer moves or
// the defender more, or turns the end by two passes in the defender's
// favour), so a defender's win in a stronger question (A_j, j > k) and an
// attacker's win in a weaker one (j < k) decide question k the same way,
// under the same condition on the stone bounds as an entry of question k.
// When none decides it, the hint says what the other questions' entries
// suggest, for the first numbers of the position (leafNumbers).
func (e *engine) implied(key uint64, d int) (pn, dn uint32, bound bounds, ok bool, h hint) {
	if e.sim != nil {
		if pn, dn, bound, ok := e.simReal(key); ok && e.usable(d, bound) {
			return pn, dn, bound, true, h
		}
	}
	others := e.asked &^ (1 << e.k)
	if others == 0 {
		return 0, 0, 0, false, h
	}
	base := key ^ e.salt
	moverIsDef := e.b.ToPlay() == e.def
	for _, j := range nearestQuestions[e.k] {
		if others&(1<<j) == 0 {
			continue
		}
		pn, dn, bound, ok := e.tt.get(base ^ keyTable.quest[j])
		if !ok {
			continue
		}
		if pn != 0 && dn != 0 {
			if h.kind == hintNone {
				h = hint{kind: hintOpen, pn: pn, dn: dn}
			}
			continue
		}
		if !e.usable(d, bound) {
			continue
		}
		if defWins := (pn == 0) == moverIsDef; defWins == (j > e.k) {
			return pn, dn, bound, true, h
		}
		if h.kind != hintWon && h.kind != hintLost {
			h.kind = hintLost
			if pn == 0 {
				h.kind = hintWon
			}
		}
	}
	return 0, 0, 0, false, h
}

// nearestQuestions lists, for each question, the other questions nearest
// to it first: their entries' hints are taken in this order.
var nearestQuestions = [5][3]int{
	1: {2, 3, 4},
	2: {3, 1, 4},
	3: {4, 2, 1},
	4: {3, 2, 1},
}

// A hint is what the entries of the other questions asked earlier say
// about a position new to the current question when none decides it
// (implied): one of them was decided for the player to move (hintWon) or
// against it (hintLost), which the nearest question that was decided
// says, else the proof and disproof numbers of the nearest question's
// search that stopped undecided there (hintOpen). The questions differ
// only in ko threats and in what two passes mean, so a position hard or
// easy for one mostly is for its neighbours; hints only order the search.
type hint struct {
	kind   int8
	pn, dn uint32
}

// The kinds of hints.
const (
	hintNone = iota
	hintWon
	hintLost
	hintOpen
)

// hintCap bounds the first numbers taken from an undecided search of
// another question, so that a position once searched long is not put off
// for good.
const hintCap = 32

// leafNumbers returns the first proof and disproof numbers of a new
// position: the attacker's cost grows with the target's liberties, and
// the hint of the other questions' entries (implied) replaces that
// estimate where there is one: a result decided elsewhere makes the
// winner's number 1 and the loser's four times the estimate's sum, an
// undecided search's numbers are taken as they are, between 1 and
// hintCap. They only order the search; they never decide anything.
//
// The hints (since the twenty-eighth round) took the 36 kos and sekis of
// the public collection that took 0.3 to 15 s from 366.3 M to 286.7 M
// nodes (-22 %; gop/14140 x0.39, the worst gop/12469 x1.09), where the
// level asks three or four questions of the same positions. The variants
// measured and dropped are in docs/solver-rounds.md (the twenty-eighth round).
func (e *engine) leafNumbers(h hint) (pn, dn uint32) {
	b := e.b
	libs := 0
	for _, t := range e.standing() {
		libs = max(libs, b.Liberties(t))
	}
	att := uint32(min(max(libs, 1), 8))
	def := uint32(2)
	pn, dn = def, att
	if b.ToPlay() == e.att {
		pn, dn = att, def
	}
	switch h.kind {
	case hintWon:
		pn, dn = 1, 4*(pn+dn)
	case hintLost:
		pn, dn = 4*(pn+dn), 1
	case hintOpen:
		pn, dn = min(max(h.pn, 1), hintCap), min(max(h.dn, 1), hintCap)
	}
	return pn, dn
}

// priority orders the moves from cheap knowledge: captures, escapes from
// atari, then liberties of the target, then points next to many own stones
// or the edge (eye shape).
func (e *engine) priority(q goboard.Point, c goboard.Color) int32 {
	b := e.b
	var s int32
	for _, n := range b.Neighbors(q) {
		switch col := b.At(n); col {
		case goboard.Wall:
			s++
		case goboard.Empty:
		default:
			libs := b.Liberties(n)
			if col == c {
				s += 2
				if libs == 1 {
					s += 16
				}
			} else if libs == 1 {
				s += 32
			} else if libs == 2 {
				s += 4
			}
			if col == e.def {
				s += 3
			}
		}
	}
	return s
}

// combine returns the numbers of a position from its children's: the
// proof number is the least of their disproof numbers, the disproof number
// the sum of their proof numbers, saturating at maxNumber while undecided.
// best is the child with the least disproof number (-1 if none) and pn2 the
// second least.
func combine(kids []child) (pn, dn uint32, best int, pn2 uint32) {
	pn, best, pn2 = infinity, -1, infinity
	var sum uint64
	for i := range kids {
		k := &kids[i]
		if k.dn < pn {
			pn2 = pn
			pn, best = k.dn, i
		} else if k.dn < pn2 {
			pn2 = k.dn
		}
		sum += uint64(k.pn)
	}
	switch {
	case pn == 0:
		dn = infinity
	case pn == infinity:
		dn = 0
	default:
		dn = uint32(min(sum, uint64(maxNumber)))
	}
	return pn, dn, best, pn2
}

// threshold returns n as a threshold: at most infinity.
func threshold(n uint64) uint32 {
	return uint32(min(n, uint64(infinity)))
}

// mid is df-pn's multiple iterative deepening at depth d: it searches the
// current position until its proof number reaches thpn or its disproof
// number reaches thdn, and returns them with the history mark of the result.
func (e *engine) mid(d int, thpn, thdn uint32) (pn, dn uint32, hist int32, bound bounds) {
	if d > e.seen {
		e.seen = d
	}
	if d >= maxDepth {
		e.stopped = true
		return 1, 1, 0, 0
	}
	n0 := e.nodes
	if e.lifeDeferred(d) && e.terminal() > 0 {
		// The end of the game terminalAt did not test for: the
		// position is terminal, its result is the same.
		pn, dn = e.decided(true)
		e.tt.put(e.ttKey(e.path[d], e.passed[d]), pn, dn, noBounds, 0)
		return pn, dn, independent, noBounds
	}
	kids, ban := e.gen(d, true)
	for {
		var best int
		var pn2 uint32
		pn, dn, best, pn2 = combine(kids)
		if pn >= thpn || dn >= thdn || e.stopped {
			break
		}
		k := &kids[best]
		// Both thresholds of the child lie above its numbers (dn < thdn
		// and pn < thpn here), so every call makes progress.
		cthpn := infinity
		if thdn < infinity {
			cthpn = threshold(uint64(thdn-dn) + uint64(k.pn))
		}
		// The 1+ε trick (Pawlewicz and Lew) with ε = 1/4: the child is
		// searched until it is a quarter again as hard as its best
		// sibling. On the public collection's 17 problems of 2.5 to 10 s
		// (one engine): 1/8 166.3 M nodes, 1/4 156.0 M, 1/3 159.9 M,
		// 1/2 167.1 M; its 63 problems of 0.05 to 6 s: 1/4 -3.9 %
		// against 1/2 (1: +41 %). The second round had chosen 1/2 on
		// corner-twelve, which still prefers it (+25 % with 1/4).
		cthdn := min(thpn, threshold(uint64(pn2)+uint64(pn2/4)+1))
		if ok, _ := e.play(k.move, d); !ok {
			// Cannot happen: the move was allowed when generated and the
			// line above is unchanged.
			k.pn, k.dn = infinity, 0
			continue
		}
		e.tick()
		before := e.nodes
		k.pn, k.dn, k.hist, k.bound = e.mid(d+1, cthpn, cthdn)
		e.undo(d)
		kids = e.kids[d]
		if spent := e.nodes - before; k.pn == 0 && spent >= e.innerFrom && e.sim == nil && !e.noSim && !e.stopped {
			// The move failed: its siblings may fail alike (sim.go).
			e.simSiblings(d, best, spent)
		}
	}
	// The history mark and the stone bounds of a decided result: of the
	// winning move (the least dependent one) and the position it makes
	// for a proof, of every move for a disproof (the positions the
	// loser's moves make do not count: see the package documentation).
	// A repetition of a position above the line is never in a stored
	// result: its loser's moves were forbidden on any line only by
	// positions of its own proof.
	hist, bound = independent, noBounds
	switch {
	case pn == 0:
		hist = -1
		bestWin := 0
		for i := range kids {
			k := &kids[i]
			if k.dn != 0 {
				continue
			}
			// Every history mark is at least 0: the first winning move
			// is taken, then a less dependent one.
			b := k.bound.meet(k.self)
			if k.hist > hist || k.hist == hist && b.all() > bound.all() {
				hist, bound = k.hist, b
				bestWin = i
			}
		}
		if best := kids[bestWin]; best.move != goboard.Pass {
			if d == 0 && !e.masked {
				e.rootWins[e.k].Add(best.move)
			}
			h := &e.history[e.b.ToPlay()][best.move]
			// Weighted by the size of the proof (its log), which beat a
			// plain count and a squared log on the composed problems.
			*h = min(*h+int32(workOf(e.nodes-n0)), 1<<20)
		}
	case dn == 0:
		hist = ban
		for i := range kids {
			hist = min(hist, kids[i].hist)
			bound = bound.meet(kids[i].bound)
		}
	}
	key := e.simStoreKey(e.ttKey(e.path[d], e.passed[d]), pn, dn)
	if ((pn != 0 && dn != 0) || hist >= int32(d)) && (d != e.splitDepth || !e.masked) {
		e.tt.put(key, pn, dn, bound, workOf(e.nodes-n0))
	}
	return pn, dn, hist, bound
}

// ask answers the current question for the position at depth d (the line
// above it in e.path): whether the defender wins, and whether the search
// finished.
func (e *engine) ask(d int) (defWins, known bool) {
	if e.stopped {
		return false, false
	}
	mover := e.b.ToPlay()
	pn, dn, _, _ := e.evaluate(d)
	if pn != 0 && dn != 0 {
		pn, dn, _, _ = e.mid(d, infinity, infinity)
	}
	if e.stopped && pn != 0 && dn != 0 {
		return false, false
	}
	if pn != 0 && dn != 0 {
		return false, false
	}
	return (pn == 0) == (mover == e.def), true
}
