package safety

import (
	"context"
	"slices"

	"lifeline/benson"
	"lifeline/goboard"
	"lifeline/solve"
)

// The solver rule (ReasonSolver): a chain the rules and the local search
// leave unproven, proven safe by the life-and-death solver (package solve)
// on a model of its local fight.
//
// # The model
//
// Let ch be a chain of colour c and R the union of every region of c (a
// maximal connected set of points without c stones, benson.Region)
// bordered by ch alone. The model board M holds ch, the points of R as they
// are (empty points and opponent stones), an opponent stone on every other
// point next to ch (its liberties outside R and the opponent stones next to
// it), and nothing else: every other point is empty. The solver's problem
// is M with the opponent to move, the target ch, the area R (the only
// points where moves are played), and its question A4: does c reach a
// pass-alive ch when the opponent has unlimited ko threats (its moves
// ignore the ko ban; two passes in a row lose for c)?
//
// # Why a "yes" proves ch safe on the real board
//
//   - R is closed. A point of R next to a point q outside R, q not a c
//     stone, would put q in R's region; so every neighbour of R outside R
//     is a stone of ch. The opponent stones in R therefore have all their
//     liberties in R, and the fight in R touches the rest of the board only
//     through ch.
//   - ch has a liberty in R (else the rule is not tried): filling its
//     liberties outside R at once, as M does, captures nothing, and a
//     capture inside R is one M shows (a move of R is next to ch).
//   - Every liberty of ch outside R is an opponent stone in M that is never
//     captured (no move of the area is next to it: a point of R next to it
//     would put it in R). On the real board the opponent may fill those
//     liberties at any time, or never; M is the worst case for c, and c's
//     moves outside R (which M forbids) are not needed. Opponent stones
//     next to ch that c could capture on the real board stay uncaptured in
//     M: again only the worst case.
//   - The wall stones of M are never without a liberty: a connected set W
//     of them whose neighbours were all ch or the edge would be a region of
//     c bordered by ch alone, hence in R. So Benson sees no false eye
//     outside R (the outside regions of M hold an empty point not next to
//     ch, which no vital region has), and a pass-alive ch in M has its two
//     vital regions in R, bordered by ch alone: it is pass-alive on the real
//     board too, whatever happens elsewhere.
//   - Moves of the opponent elsewhere are passes in the local game; the
//     opponent's ko threats elsewhere are what "unlimited ko threats" gives
//     it; c answers each local move locally and, after an opponent pass,
//     plays a local move of its strategy (A4 makes two passes a loss, so the
//     strategy never needs c to pass there). The solver forbids c (but not
//     the opponent's captures) to repeat a position, which is the safety
//     game's rule that a repetition counts against c.
//   - Areas of different chains are disjoint (R is bordered by ch alone)
//     and disjoint from the areas of the other rules (which only hold
//     points next to their own chains, skipped here when proven), so c
//     plays every strategy at once, each in its own area.
//
// Only the stones of ch are claimed: a pass-alive ch does not make R c's
// territory (the opponent may still live in a large region of R, or stay
// in seki there), and a seki of ch is not asked for at all.
//
// A multi-chain target is not used: the solver's target lives while any
// stone of it stands, which does not keep every chain.

// Defaults of the solver rule's Options.
const (
	// DefaultSolverMaxEmpty is the largest number of empty points of R.
	DefaultSolverMaxEmpty = 24
	// DefaultSolverNodeLimit bounds one group's solver nodes.
	DefaultSolverNodeLimit = 60000
	// DefaultSolverTotalNodeLimit bounds the solver rule's nodes in one
	// analysis (on the final positions of the shared games it needs at
	// most 124,442).
	DefaultSolverTotalNodeLimit = 500000
	// solverTableBytes is the memory of one solver run's table.
	solverTableBytes = 128 << 10
	// solverCacheSize bounds the answers the Analyzer keeps.
	solverCacheSize = 4096
)

// solvedEntry is a cached answer of the solver rule: the verdict and the
// nodes it cost, which a cached answer still counts (so that the verdict
// under Options.TotalNodeLimit does not depend on what was analysed
// before).
type solvedEntry struct {
	lives bool
	nodes int64
}

// solverRule runs the solver on every group that qualifies (see above), in
// passes: first the groups of chains joined by regions of at most maxEmpty
// empty points, then, for the chains still unproven, smaller groups (joined
// by regions of at most 4 empty points), then each chain alone with the
// regions it borders alone.
func (a *Analyzer) solverRule(ctx context.Context, b *goboard.Board, br *benson.Result, opt Options) {
	maxEmpty := opt.SolverMaxEmpty
	if maxEmpty == 0 {
		maxEmpty = DefaultSolverMaxEmpty
	}
	if maxEmpty < 0 {
		return
	}
	limit := opt.SolverNodeLimit
	if limit <= 0 {
		limit = DefaultSolverNodeLimit
	}
	a.solverNodes, a.solverTotal = 0, opt.SolverTotalNodeLimit
	if a.solverTotal <= 0 {
		a.solverTotal = DefaultSolverTotalNodeLimit
	}
	nch := len(br.Chains)
	if cap(a.solverParent) < nch {
		a.solverParent = make([]int32, nch)
	}
	parent := a.solverParent[:nch]
	find := func(x int32) int32 {
		for parent[x] != x {
			parent[x] = parent[parent[x]]
			x = parent[x]
		}
		return x
	}
	for _, join := range [3]int{maxEmpty, min(4, maxEmpty), -1} {
		for i := range parent {
			parent[i] = int32(i)
		}
		for id := range br.Regions {
			reg := &br.Regions[id]
			if reg.Empty > join || len(reg.Chains) < 2 {
				continue
			}
			for _, ch := range reg.Chains[1:] {
				if x, y := find(int32(ch)), find(int32(reg.Chains[0])); x != y {
					parent[x] = y
				}
			}
		}
		// The regions bordered by the chains of one group only, per
		// group root, and the groups' chains.
		regs := make(map[int32][]int)
		for id := range br.Regions {
			reg := &br.Regions[id]
			if len(reg.Chains) == 0 {
				continue
			}
			root := find(int32(reg.Chains[0]))
			one := true
			for _, ch := range reg.Chains[1:] {
				one = one && find(int32(ch)) == root
			}
			if one {
				regs[root] = append(regs[root], id)
			}
		}
		members := make(map[int32][]int)
		for ch := range br.Chains {
			root := find(int32(ch))
			if len(regs[root]) > 0 {
				members[root] = append(members[root], ch)
			}
		}
		for ch := range br.Chains {
			if ctx.Err() != nil {
				return
			}
			root := find(int32(ch))
			if group := members[root]; len(group) > 0 && group[0] == ch { // one visit per group
				a.solveGroup(ctx, b, br, group, regs[root], maxEmpty, limit)
			}
		}
	}
}

// solveGroup asks the solver whether the chains of group, with the regions
// given (all those bordered by the group's chains only), are safe, and
// records the proof; it reports whether it did.
func (a *Analyzer) solveGroup(ctx context.Context, b *goboard.Board, br *benson.Result, group, own []int, maxEmpty, limit int) bool {
	r := &a.res
	c := br.Chains[group[0]].Color
	for _, ch := range group {
		if r.Safe[c].Has(br.Chains[ch].Head) || a.static.marked[ch] {
			return false // another rule's area
		}
	}
	empty := 0
	for _, id := range own {
		empty += br.Regions[id].Empty
		for _, p := range br.Points(id) {
			if r.Proven[c].Has(p) {
				return false // another rule's area
			}
		}
	}
	if empty == 0 || empty > maxEmpty {
		return false
	}
	// Every chain needs a liberty in the regions: the model takes its
	// other liberties at once, which would capture a chain without one
	// (a capture the model board cannot show, since no move is next to it).
	for _, ch := range group {
		lib := false
		for _, p := range br.Stones(ch) {
			for _, q := range b.Neighbors(p) {
				if b.At(q) == goboard.Empty && inRegions(br, own, q) {
					lib = true
				}
			}
		}
		if !lib {
			return false
		}
	}
	if a.totalLimit > 0 && r.Nodes >= a.totalLimit || a.solverNodes >= a.solverTotal {
		r.Unsettled++
		return false
	}
	nodes := min(limit, a.solverTotal-a.solverNodes)
	if a.totalLimit > 0 {
		nodes = min(nodes, a.totalLimit-r.Nodes)
	}
	lives, used := a.solveChains(ctx, b, br, c, group, own, int64(nodes))
	used = min(used, int64(nodes)) // the solver may pass its limit by a few nodes
	r.Nodes += int(used)
	a.solverNodes += int(used)
	if !lives {
		r.Unsettled++
		return false
	}
	r.Searched++
	for _, ch := range group {
		for _, p := range br.Stones(ch) {
			r.Safe[c].Add(p)
			r.Proven[c].Add(p)
			if r.reason[p] == ReasonNone {
				r.reason[p] = ReasonSolver
			}
		}
	}
	return true
}

// inRegions reports whether p is a point of one of the regions own.
func inRegions(br *benson.Result, own []int, p goboard.Point) bool {
	for _, id := range own {
		if _, found := slices.BinarySearch(br.Points(id), p); found {
			return true
		}
	}
	return false
}

// solveChains builds the model board of the chains of group and the regions
// own and asks the solver's question A4 (every chain kept when there are
// several); it reports a proven "yes" and the nodes used.
func (a *Analyzer) solveChains(ctx context.Context, b *goboard.Board, br *benson.Result, c goboard.Color, group, own []int, limit int64) (bool, int64) {
	opp := c.Opponent()
	colors := b.RawColors()
	var stones []goboard.Point // a copy: the solver keeps its target
	for _, ch := range group {
		stones = append(stones, br.Stones(ch)...)
	}
	var inR, walls goboard.PointSet
	var oppIn []goboard.Point
	for _, id := range own {
		for _, p := range br.Points(id) {
			inR.Add(p)
			if colors[p] == opp {
				oppIn = append(oppIn, p)
			}
		}
	}
	var wallPts []goboard.Point
	for _, p := range stones {
		for _, q := range b.Neighbors(p) {
			if colors[q] == goboard.Empty || colors[q] == opp {
				if !inR.Has(q) && !walls.Has(q) {
					walls.Add(q)
					wallPts = append(wallPts, q)
				}
			}
		}
	}
	// The cache key: everything the answer depends on, exactly (no hash
	// collision can give a wrong answer).
	key := a.keyBuf[:0]
	key = append(key, byte(b.Width()), byte(b.Height()), byte(c), byte(len(group)>>8), byte(len(group)))
	var rules byte
	if br.Rules.AllowSuicide {
		rules |= 1
	}
	if br.Rules.Superko {
		rules |= 2
	}
	key = append(key, rules)
	key = append(key, byte(limit>>24), byte(limit>>16), byte(limit>>8), byte(limit))
	for _, list := range [3][]goboard.Point{stones, wallPts, oppIn} {
		key = append(key, 0xff, 0xff)
		for _, p := range list {
			key = append(key, byte(p>>8), byte(p))
		}
	}
	key = append(key, 0xff, 0xff)
	for _, p := range inR.AppendTo(nil) {
		key = append(key, byte(p>>8), byte(p))
	}
	a.keyBuf = key
	if e, ok := a.solved[string(key)]; ok {
		return e.lives, e.nodes
	}
	m, err := goboard.New(b.Width(), b.Height())
	if err != nil {
		return false, 0
	}
	m.SetRules(br.Rules)
	// (No empty list is set up: it is a needless undo record.)
	if m.SetupPoints(stones, c) != nil {
		return false, 0
	}
	for _, pts := range [2][]goboard.Point{oppIn, wallPts} {
		if len(pts) > 0 && m.SetupPoints(pts, opp) != nil {
			return false, 0
		}
	}
	m.SetToPlay(opp)
	p := &solve.Problem{Board: m, Defender: c, Target: stones, Area: inR, EveryStone: len(group) > 1}
	lives, known, nodes, err := solve.LivesA4(ctx, p, solve.Options{MaxNodes: limit, TableBytes: solverTableBytes})
	if err != nil {
		return false, nodes // cancelled: not cached
	}
	if a.solved == nil || len(a.solved) >= solverCacheSize {
		a.solved = make(map[string]solvedEntry)
	}
	a.solved[string(key)] = solvedEntry{lives && known, nodes}
	return lives && known, nodes
}
