package safety

import (
	"context"
	"errors"
	"math/bits"
	"slices"

	"lifeline/benson"
	"lifeline/goboard"
)

func trailing(w uint64) int { return bits.TrailingZeros64(w) }

// Local colours of the search: the owner (the colour whose area is
// searched) and its opponent.
const (
	lEmpty uint8 = iota
	lOwner
	lOpp
)

// wall is the neighbour index of a point outside the area: an opponent
// stone that can never be captured. It gives liberties to opponent chains
// (they are joined to the outside) and none to the owner's; -1 is the edge.
const wall = -2

// maxLocal bounds the points of a searched area (stones and region points).
const maxLocal = 160

// errBudget stops a search that needs more nodes than allowed.
var errBudget = errors.New("safety: node budget exhausted")

// searcher plays the local game of one area: the owner's chains B (keep),
// the small regions R enclosed by them only (claim), and unclaimed points
// both players may play: the liberties K the chains share and their
// outside liberties L. Every point outside is an opponent stone that can
// never be captured (wall). The opponent moves first; see oppNode and
// afterOpp.
type searcher struct {
	n       int
	nbr     [maxLocal][4]int16 // local neighbours, -1 for none
	col     [maxLocal]uint8
	moves   []int16 // the points either player may play: R, K and L
	claim   []int16 // the points of R, which must end as the owner's
	keep    []int16 // the stones of B
	suicide bool
	ko      int16 // the point the player to move may not take, or -1

	mark  [maxLocal]uint32
	gen   uint32
	stack [maxLocal]int16

	// undo stack of colours and ko
	saved  [][maxLocal]uint8
	savedK []int16

	path   []pathEntry
	cMoves int
	nodes  int
	limit  int
	depth  int
	maxDep int
	memo   map[uint64]bool
	ctx    context.Context
}

type pathEntry struct {
	key    uint64
	cMoves int
}

// nextGen starts a new generation of marks; when the counter wraps, the
// marks are cleared so that no old mark passes for a new one.
func (s *searcher) nextGen() uint32 {
	s.gen++
	if s.gen == 0 {
		clear(s.mark[:])
		s.gen = 1
	}
	return s.gen
}

// hasLib reports whether the chain of p (points of p's colour connected to
// it) has a liberty, marking its stones with the current generation until
// it finds one: most chains a move touches have a liberty near it, and the
// owner's walls are large (a flood of the whole chain was 42 % of a whole
// game's search, BenchmarkWholeGameSearch). The caller starts the
// generation (nextGen): play reads the marks to skip a chain already found
// to have one.
func (s *searcher) hasLib(p int16) bool {
	c := s.col[p]
	sp := 0
	s.stack[sp] = p
	sp++
	s.mark[p] = s.gen
	for sp > 0 {
		sp--
		q := s.stack[sp]
		for _, r := range s.nbr[q] {
			if r == wall && c == lOpp {
				return true // joined to the opponent's outside: never captured
			}
			if r < 0 || s.mark[r] == s.gen {
				continue
			}
			switch s.col[r] {
			case lEmpty:
				return true
			case c:
				s.mark[r] = s.gen
				s.stack[sp] = r
				sp++
			}
		}
	}
	return false
}

// libCount counts the liberties of p's chain up to limit.
func (s *searcher) libCount(p int16, limit int) (n int, last int16) {
	c := s.col[p]
	g := s.nextGen()
	lg := s.nextGen() // a second generation marks liberties
	if lg < g {
		g = s.nextGen() // wrapped between the two: start again
		lg = s.nextGen()
	}
	sp := 0
	s.stack[sp] = p
	sp++
	s.mark[p] = g
	for sp > 0 {
		sp--
		q := s.stack[sp]
		for _, r := range s.nbr[q] {
			if r < 0 || s.mark[r] == g || s.mark[r] == lg {
				continue
			}
			switch s.col[r] {
			case lEmpty:
				s.mark[r] = lg
				n++
				last = r
				if n >= limit {
					return n, last
				}
			case c:
				s.mark[r] = g
				s.stack[sp] = r
				sp++
			}
		}
	}
	return n, last
}

// remove empties p's chain (the points of its colour connected to it) and
// returns its size.
func (s *searcher) remove(p int16) int {
	c := s.col[p]
	n := 0
	sp := 0
	s.stack[sp] = p
	sp++
	s.col[p] = lEmpty
	for sp > 0 {
		sp--
		q := s.stack[sp]
		n++
		for _, r := range s.nbr[q] {
			if r >= 0 && s.col[r] == c {
				s.col[r] = lEmpty
				s.stack[sp] = r
				sp++
			}
		}
	}
	return n
}

// push saves the position for undo.
func (s *searcher) push() {
	var c [maxLocal]uint8
	copy(c[:s.n], s.col[:s.n])
	s.saved = append(s.saved, c)
	s.savedK = append(s.savedK, s.ko)
}

func (s *searcher) pop() {
	k := len(s.saved) - 1
	copy(s.col[:s.n], s.saved[k][:s.n])
	s.ko = s.savedK[k]
	s.saved = s.saved[:k]
	s.savedK = s.savedK[:k]
}

// play puts who at p after push; it reports whether the move is legal and
// whether it was a single-stone suicide (a move that changes nothing but the
// ko). On false the caller pops.
func (s *searcher) play(p int16, who uint8) (legal, nothing bool) {
	if s.col[p] != lEmpty || p == s.ko {
		return false, false
	}
	other := lOwner + lOpp - who
	s.col[p] = who
	captured, capPoint := 0, int16(-1)
	// A stone that an earlier neighbour's flood marked on finding a
	// liberty is of the same chain: not flooded again (a wall touched at
	// two points).
	var libGens [4]uint32
	nl := 0
	for _, q := range s.nbr[p] {
		if q < 0 || s.col[q] != other || slices.Contains(libGens[:nl], s.mark[q]) {
			continue
		}
		g := s.nextGen()
		if s.hasLib(q) {
			libGens[nl] = g
			nl++
			continue
		}
		captured += s.remove(q)
		capPoint = q
	}
	// A single stone: no stone of its colour next to it.
	single := true
	for _, q := range s.nbr[p] {
		if q >= 0 && s.col[q] == who {
			single = false
		}
	}
	s.nextGen()
	if !s.hasLib(p) {
		if !s.suicide {
			return false, false
		}
		s.remove(p)
		s.ko = -1
		return true, single && captured == 0
	}
	s.ko = -1
	if captured == 1 && single {
		if n, _ := s.libCount(p, 2); n == 1 {
			s.ko = capPoint
		}
	}
	return true, false
}

// intact reports whether every stone of B is still on the board.
func (s *searcher) intact() bool {
	for _, p := range s.keep {
		if s.col[p] != lOwner {
			return false
		}
	}
	return true
}

// key hashes the position, the ko and the player to move.
func (s *searcher) key(oppToMove bool) uint64 {
	h := uint64(14695981039346656037)
	for _, p := range s.moves {
		h ^= uint64(s.col[p])
		h *= 1099511628211
	}
	h ^= uint64(uint16(s.ko)) << 8
	h *= 1099511628211
	if oppToMove {
		h ^= 0x9e3779b97f4a7c15
	}
	return h
}

// settled reports whether the owner's area is proven statically: every
// stone of B in a chain pass-alive by Benson's rule on the local board, and
// every point of R either such a stone or in a region whose bordering chains
// are all pass-alive and which is vital to one of them or has at most one
// point without an owner stone next to it.
func (s *searcher) settled() bool {
	// Label owner chains and non-owner regions.
	var chainOf, regOf [maxLocal]int16
	for i := 0; i < s.n; i++ {
		chainOf[i], regOf[i] = -1, -1
	}
	nch, nreg := int16(0), int16(0)
	for i := int16(0); int(i) < s.n; i++ {
		if s.col[i] == lOwner && chainOf[i] < 0 {
			s.labelFrom(i, &chainOf, nch, true)
			nch++
		} else if s.col[i] != lOwner && regOf[i] < 0 {
			s.labelFrom(i, &regOf, nreg, false)
			nreg++
		}
	}
	if nch > 64 || nreg > 64 {
		return false
	}
	// Per region: bordering chains, vital chains, interior count.
	var border, vital [64]uint64
	var interior [64]int
	var open uint64 // regions that reach the outside
	for r := int16(0); r < nreg; r++ {
		vital[r] = ^uint64(0)
	}
	for i := 0; i < s.n; i++ {
		r := regOf[i]
		if r < 0 {
			continue
		}
		var adj uint64
		for _, q := range s.nbr[i] {
			if q >= 0 && chainOf[q] >= 0 {
				adj |= 1 << uint(chainOf[q])
			}
		}
		for _, q := range s.nbr[i] {
			if q == wall {
				open |= 1 << uint(r)
			}
		}
		border[r] |= adj
		if adj == 0 {
			interior[r]++
		}
		if s.col[i] == lEmpty || s.suicide {
			vital[r] &= adj
		}
	}
	for r := int16(0); r < nreg; r++ {
		if open&(1<<uint(r)) != 0 {
			vital[r] = 0
		}
	}
	alive := uint64(1)<<uint(nch) - 1
	if nch == 64 {
		alive = ^uint64(0)
	}
	standing := uint64(1)<<uint(nreg) - 1
	if nreg == 64 {
		standing = ^uint64(0)
	}
	for {
		// Remove chains with fewer than two standing vital regions.
		changed := false
		for ch := 0; ch < int(nch); ch++ {
			if alive&(1<<uint(ch)) == 0 {
				continue
			}
			k := 0
			for r := 0; r < int(nreg); r++ {
				if standing&(1<<uint(r)) != 0 && vital[r]&border[r]&(1<<uint(ch)) != 0 {
					k++
				}
			}
			if k < 2 {
				alive &^= 1 << uint(ch)
				changed = true
			}
		}
		for r := 0; r < int(nreg); r++ {
			if standing&(1<<uint(r)) != 0 && border[r]&^alive != 0 {
				standing &^= 1 << uint(r)
				changed = true
			}
		}
		if !changed {
			break
		}
	}
	for _, p := range s.keep {
		if s.col[p] != lOwner || alive&(1<<uint(chainOf[p])) == 0 {
			return false
		}
	}
	for _, p := range s.claim {
		if c := chainOf[p]; c >= 0 {
			if alive&(1<<uint(c)) == 0 {
				return false
			}
			continue
		}
		r := regOf[p]
		if standing&(1<<uint(r)) == 0 || border[r] == 0 || open&(1<<uint(r)) != 0 {
			return false
		}
		if vital[r]&border[r] == 0 && interior[r] > 1 {
			return false
		}
	}
	return true
}

// labelFrom labels the component of p: owner stones (chains) or non-owner
// points (regions).
func (s *searcher) labelFrom(p int16, lab *[maxLocal]int16, id int16, owner bool) {
	sp := 0
	s.stack[sp] = p
	sp++
	lab[p] = id
	for sp > 0 {
		sp--
		q := s.stack[sp]
		for _, r := range s.nbr[q] {
			if r >= 0 && lab[r] < 0 && (s.col[r] == lOwner) == owner {
				lab[r] = id
				s.stack[sp] = r
				sp++
			}
		}
	}
}

// onPath reports whether key is on the path, and whether the cycle back to
// it holds only passes of the owner.
func (s *searcher) onPath(key uint64) (found, ownerPassedOnly bool) {
	for i := len(s.path) - 1; i >= 0; i-- {
		if s.path[i].key == key {
			return true, s.path[i].cMoves == s.cMoves
		}
	}
	return false, false
}

// oppNode evaluates the position with the opponent to move: whether the
// owner wins, and whether the value is independent of the path (may be
// memoised).
func (s *searcher) oppNode() (bool, bool, error) {
	s.nodes++
	if s.nodes > s.limit {
		return false, false, errBudget
	}
	if s.nodes&1023 == 0 && s.ctx.Err() != nil {
		return false, false, s.ctx.Err()
	}
	// The memo first (the static test is the costliest step of a node):
	// below the depth limit a position's value there is what the steps
	// below would give, won for a settled one. Its key holds every point
	// the search may change; the stones it must keep are never gone at a
	// node (a move taking one is not searched on).
	key := s.key(true)
	if s.depth < s.maxDep {
		if v, ok := s.memo[key]; ok {
			return v, true, nil
		}
	}
	if s.settled() {
		s.memo[key] = true // its value wherever it is met again
		return true, true, nil
	}
	if s.depth >= s.maxDep {
		return false, false, nil
	}
	s.path = append(s.path, pathEntry{key, s.cMoves})
	s.depth++
	win, pure, err := s.oppOptions()
	s.depth--
	s.path = s.path[:len(s.path)-1]
	if err == nil && pure {
		s.memo[key] = win
	}
	return win, pure, err
}

func (s *searcher) oppOptions() (bool, bool, error) {
	pure := true
	for _, p := range s.moves {
		if s.col[p] != lEmpty {
			continue
		}
		s.push()
		legal, nothing := s.play(p, lOpp)
		if !legal || nothing {
			s.pop()
			continue
		}
		if !s.intact() {
			s.pop()
			return false, pure, nil
		}
		win, pu, err := s.afterOpp(false, p)
		s.pop()
		if err != nil {
			return false, false, err
		}
		pure = pure && pu
		if !win {
			return false, pure, nil
		}
	}
	// Pass (or a move elsewhere): the owner must make progress.
	s.push()
	s.ko = -1
	win, pu, err := s.afterOpp(true, -1)
	s.pop()
	if err != nil || !win {
		return false, pure && pu, err
	}
	pure = pure && pu
	// A ko threat elsewhere answered elsewhere: the ko is lifted.
	if s.ko >= 0 {
		s.push()
		s.ko = -1
		k := s.key(true)
		if found, _ := s.onPath(k); found {
			s.pop()
			return false, false, nil
		}
		win, pu, err := s.oppNode()
		s.pop()
		if err != nil || !win {
			return false, pure && pu, err
		}
		pure = pure && pu
	}
	return true, pure, nil
}

// afterOpp evaluates the position after the opponent's move (or pass, when
// passed): the owner to move.
func (s *searcher) afterOpp(passed bool, last int16) (bool, bool, error) {
	k := s.key(false)
	if passed {
		k ^= 0x5bd1e9955bd1e995 // the owner may not pass here: another state
	}
	if found, ownerPassed := s.onPath(k); found {
		if ownerPassed {
			return true, false, nil // a cycle of the opponent alone: not needed
		}
		return false, false, nil
	}
	s.path = append(s.path, pathEntry{k, s.cMoves})
	defer func() { s.path = s.path[:len(s.path)-1] }()
	pure := true
	// Answers near the opponent's move first.
	var order [maxLocal]int16
	n := 0
	if last >= 0 {
		s.nextGen()
		for _, q := range s.nbr[last] {
			if q >= 0 && s.mark[q] != s.gen {
				s.mark[q] = s.gen
				order[n] = q
				n++
			}
		}
		for i := 0; i < n && i < 4; i++ {
			for _, q := range s.nbr[order[i]] {
				if q >= 0 && s.mark[q] != s.gen && q != last {
					s.mark[q] = s.gen
					order[n] = q
					n++
				}
			}
		}
	}
	for _, q := range s.moves {
		if last < 0 || s.mark[q] != s.gen {
			order[n] = q
			n++
		}
	}
	for _, p := range order[:n] {
		if s.col[p] != lEmpty {
			continue
		}
		s.push()
		legal, _ := s.play(p, lOwner)
		if !legal || !s.intact() {
			s.pop()
			continue
		}
		k2 := s.key(true)
		if found, _ := s.onPath(k2); found {
			s.pop()
			pure = false
			continue
		}
		s.cMoves++
		win, pu, err := s.oppNode()
		s.cMoves--
		s.pop()
		if err != nil {
			return false, false, err
		}
		if win {
			return true, pu, nil
		}
		pure = pure && pu
	}
	if !passed {
		s.push()
		s.ko = -1
		k2 := s.key(true)
		if found, _ := s.onPath(k2); !found {
			win, pu, err := s.oppNode()
			s.pop()
			if err != nil {
				return false, false, err
			}
			if win {
				return true, pu, nil
			}
			pure = pure && pu
		} else {
			s.pop()
			pure = false
		}
	}
	return false, pure, nil
}

// localSearch proves areas of both colours by the local game: first the
// chains linked by small regions, then, for chains still unproven, also
// those that share two liberties.
func (a *Analyzer) localSearch(ctx context.Context, b *goboard.Board, br *benson.Result, opt Options) {
	a.localSearchPass(ctx, b, br, opt, false)
	a.localSearchPass(ctx, b, br, opt, true)
}

func (a *Analyzer) localSearchPass(ctx context.Context, b *goboard.Board, br *benson.Result, opt Options, merge bool) {
	maxEmpty := opt.MaxEmpty
	if maxEmpty <= 0 {
		maxEmpty = DefaultMaxEmpty
	}
	limit := opt.NodeLimit
	if limit <= 0 {
		limit = DefaultNodeLimit
	}
	nch, nreg := len(br.Chains), len(br.Regions)
	if cap(a.parent) < nch+nreg {
		a.parent = make([]int32, nch+nreg)
	}
	parent := a.parent[:nch+nreg]
	for i := range parent {
		parent[i] = int32(i)
	}
	find := func(x int32) int32 {
		for parent[x] != x {
			parent[x] = parent[parent[x]]
			x = parent[x]
		}
		return x
	}
	small := func(reg *benson.Region) bool {
		return reg.Empty <= maxEmpty && reg.Size <= maxEmpty+8 && len(reg.Chains) > 0
	}
	for id := range br.Regions {
		reg := &br.Regions[id]
		if !small(reg) {
			continue
		}
		for _, ch := range reg.Chains {
			x, y := find(int32(nch+id)), find(int32(ch))
			if x != y {
				parent[x] = y
			}
		}
	}
	// Chains of one colour that share two or more liberties outside the
	// small regions are searched together, with those liberties (Müller's
	// merging of blocks through two shared liberties).
	a.conn = a.conn[:0]
	if merge {
		a.mergeShared(b, br, small, func(x, y int32) {
			if x, y = find(x), find(y); x != y {
				parent[x] = y
			}
		})
	}
	// One search per component that holds a small region or a merge.
	done := make(map[int32]bool)
	for id := range br.Regions {
		if ctx.Err() != nil {
			return
		}
		reg := &br.Regions[id]
		if !small(reg) {
			continue
		}
		root := find(int32(nch + id))
		if done[root] {
			continue
		}
		done[root] = true
		a.searchArea(ctx, b, br, root, find, small, maxEmpty, limit)
	}
	for _, cp := range a.conn {
		if ctx.Err() != nil {
			return
		}
		root := find(cp.chain)
		if done[root] {
			continue
		}
		done[root] = true
		a.searchArea(ctx, b, br, root, find, small, maxEmpty, limit)
	}
}

// mergeShared unites the chains of one colour that share two or more
// liberties outside the small regions and lists those liberties in a.conn,
// in a fixed order (pairs sorted by chain IDs) so the verdict does not
// depend on map order.
func (a *Analyzer) mergeShared(b *goboard.Board, br *benson.Result, small func(*benson.Region) bool, union func(x, y int32)) {
	pairs := make(map[[2]int32][]goboard.Point)
	colors := b.RawColors()
	nbr := [4]int{-1, 1, -b.Stride(), b.Stride()}
	for y := 0; y < b.Height(); y++ {
		for x := 0; x < b.Width(); x++ {
			p := b.Point(x, y)
			if colors[p] != goboard.Empty {
				continue
			}
			for _, c := range [2]goboard.Color{goboard.Black, goboard.White} {
				if id := br.RegionAt(p, c); id >= 0 && small(&br.Regions[id]) {
					continue
				}
				var ids [4]int32
				k := 0
				for _, d := range nbr {
					if colors[int(p)+d] != c {
						continue
					}
					id := int32(br.ChainAt(p + goboard.Point(d)))
					if !slices.Contains(ids[:k], id) {
						ids[k] = id
						k++
					}
				}
				for i := 0; i < k; i++ {
					for j := i + 1; j < k; j++ {
						key := [2]int32{min(ids[i], ids[j]), max(ids[i], ids[j])}
						pairs[key] = append(pairs[key], p)
					}
				}
			}
		}
	}
	keys := make([][2]int32, 0, len(pairs))
	for key, pts := range pairs {
		if len(pts) >= 2 {
			keys = append(keys, key)
		}
	}
	slices.SortFunc(keys, func(x, y [2]int32) int {
		if x[0] != y[0] {
			return int(x[0] - y[0])
		}
		return int(x[1] - y[1])
	})
	for _, key := range keys {
		union(key[0], key[1])
		for _, p := range pairs[key] {
			a.conn = append(a.conn, connPoint{p, key[0]})
		}
	}
}

// connPoint is a liberty shared by two chains that share two or more.
type connPoint struct {
	p     goboard.Point
	chain int32
}

// searchArea plays the local game of one component and records its proof.
func (a *Analyzer) searchArea(ctx context.Context, b *goboard.Board, br *benson.Result, root int32,
	find func(int32) int32, small func(*benson.Region) bool, maxEmpty, limit int) {
	r := &a.res
	nch := len(br.Chains)
	var c goboard.Color
	var chains, regions []int
	empty := 0
	for i := range br.Chains {
		if find(int32(i)) == root {
			chains = append(chains, i)
			c = br.Chains[i].Color
		}
	}
	for id := range br.Regions {
		if small(&br.Regions[id]) && find(int32(nch+id)) == root {
			regions = append(regions, id)
			empty += br.Regions[id].Empty
		}
	}
	// Nothing new to prove? A chain proven by another area's search is
	// left to that area, so areas never overlap.
	allProven := true
	for _, ch := range chains {
		if r.reason[br.Chains[ch].Head] == ReasonLocalSearch || a.static.marked[ch] {
			return // a chain proven by another area, or in the static rule's
		}
	}
	for _, ch := range chains {
		if !r.Safe[c].Has(br.Chains[ch].Head) {
			allProven = false
		}
	}
	for _, id := range regions {
		for _, p := range br.Points(id) {
			if !r.Proven[c].Has(p) {
				allProven = false
			}
		}
	}
	if allProven {
		return
	}
	if a.proveArea(ctx, b, c, br, chains, regions, root, find, maxEmpty, limit) || len(chains) < 2 {
		return
	}
	// The whole group is not proven: try each chain with the small regions
	// only it encloses (disjoint areas, each sound on its own).
	for _, ch := range chains {
		var own []int
		for _, id := range regions {
			if rc := br.Regions[id].Chains; len(rc) == 1 && rc[0] == ch {
				own = append(own, id)
			}
		}
		if len(own) > 0 {
			a.proveArea(ctx, b, c, br, []int{ch}, own, -1, find, maxEmpty, limit)
		}
	}
}

// proveArea plays the local game of the chains and regions given (with the
// shared liberties of the component root, unless root is -1) and records
// the proof if the owner wins; it reports whether it did.
func (a *Analyzer) proveArea(ctx context.Context, b *goboard.Board, c goboard.Color, br *benson.Result, chains, regions []int,
	root int32, find func(int32) int32, maxEmpty, limit int) bool {
	r := &a.res
	empty := 0
	for _, id := range regions {
		empty += br.Regions[id].Empty
	}
	pts := a.pts[:0]
	for _, ch := range chains {
		pts = append(pts, br.Stones(ch)...)
	}
	nkeep := len(pts)
	for _, id := range regions {
		pts = append(pts, br.Points(id)...)
	}
	var in goboard.PointSet
	for _, p := range pts {
		in.Add(p)
	}
	a.pts = pts[:0]
	if empty > maxEmpty || len(pts) > maxLocal {
		r.Unsettled++
		return false
	}
	nclaim := len(pts)
	// The shared liberties that merged chains: playable, not claimed.
	for _, cp := range a.conn {
		if root >= 0 && find(cp.chain) == root && !in.Has(cp.p) {
			in.Add(cp.p)
			pts = append(pts, cp.p)
			empty++
		}
	}
	if empty > maxEmpty || len(pts) > maxLocal {
		r.Unsettled++
		return false
	}
	// The liberties of the chains outside the area, where both players
	// may play (the owner to connect or gain liberties), if the budget
	// allows; they are not claimed.
	colors := b.RawColors()
	nbr := [4]int{-1, 1, -b.Stride(), b.Stride()}
	withLibs := pts
	for _, p := range pts[:nkeep] {
		for _, d := range nbr {
			q := p + goboard.Point(d)
			if colors[q] == goboard.Empty && !in.Has(q) {
				in.Add(q)
				withLibs = append(withLibs, q)
			}
		}
	}
	if empty+len(withLibs)-len(pts) <= maxEmpty && len(withLibs) <= maxLocal {
		pts = withLibs
	} else {
		pts = withLibs[:len(pts)]
		// Without its outside liberties, each chain needs one in the
		// area: the local game takes the others at once, which would
		// capture a chain without one, a capture the local board cannot
		// show (no move is next to it).
		var area goboard.PointSet
		for _, p := range pts {
			area.Add(p)
		}
		for _, ch := range chains {
			lib := false
			for _, p := range br.Stones(ch) {
				for _, d := range nbr {
					q := p + goboard.Point(d)
					lib = lib || colors[q] == goboard.Empty && area.Has(q)
				}
			}
			if !lib {
				a.pts = pts[:0]
				r.Unsettled++
				return false
			}
		}
	}
	a.pts = pts[:0]
	if !a.playArea(ctx, b, c, pts, nkeep, nclaim, maxEmpty, limit) {
		r.Unsettled++
		return false
	}
	r.Searched++
	for i, p := range pts[:nclaim] {
		if i < nkeep {
			r.Safe[c].Add(p)
		}
		r.Proven[c].Add(p)
		if r.reason[p] == ReasonNone {
			r.reason[p] = ReasonLocalSearch
		}
	}
	return true
}

// playArea sets up the local game on pts (the owner's chains first, then
// the claimed points, then the unclaimed liberties) and reports whether the
// owner wins it.
func (a *Analyzer) playArea(ctx context.Context, b *goboard.Board, c goboard.Color, pts []goboard.Point, nkeep, nclaim, maxEmpty, limit int) bool {
	s := &a.search
	local := &a.local
	for i, p := range pts {
		local[p] = int16(i) + 1
	}
	defer func() {
		for _, p := range pts {
			local[p] = 0
		}
	}()
	s.n = len(pts)
	s.keep = s.keep[:0]
	s.moves = s.moves[:0]
	s.claim = s.claim[:0]
	nbr := [4]int{-1, 1, -b.Stride(), b.Stride()}
	colors := b.RawColors()
	for i, p := range pts {
		for k, d := range nbr {
			q := int(p) + d
			switch {
			case local[q] > 0:
				s.nbr[i][k] = local[q] - 1
			case colors[q] == goboard.Wall:
				s.nbr[i][k] = -1
			default:
				s.nbr[i][k] = wall
			}
		}
		switch colors[p] {
		case c:
			s.col[i] = lOwner
		case goboard.Empty:
			s.col[i] = lEmpty
		default:
			s.col[i] = lOpp
		}
		switch {
		case i < nkeep:
			s.keep = append(s.keep, int16(i))
		case i < nclaim:
			s.claim = append(s.claim, int16(i))
			s.moves = append(s.moves, int16(i))
		default:
			s.moves = append(s.moves, int16(i))
		}
	}
	s.suicide = a.suicide
	s.ko = -1
	s.path = s.path[:0]
	s.saved = s.saved[:0]
	s.savedK = s.savedK[:0]
	s.cMoves, s.nodes, s.depth = 0, 0, 0
	s.limit = limit
	s.maxDep = 4*maxEmpty + 8
	if s.memo == nil {
		s.memo = make(map[uint64]bool)
	}
	clear(s.memo)
	s.ctx = ctx
	if a.totalLimit > 0 {
		s.limit = min(s.limit, a.totalLimit-a.res.Nodes)
		if s.limit <= 0 {
			return false
		}
	}
	win, _, err := s.oppNode()
	a.res.Nodes += min(s.nodes, s.limit)
	return err == nil && win
}
