// Package safety proves more of a Go position than Benson's pass-alive
// chains: territory by KataGo's pass-alive territory rule, the opponent's
// dead stones inside proven territory, and chains and regions that are safe
// under alternating play, found by a bounded local search.
//
// # What "proven for c" means
//
// A set P of points with a subset S of c's stones is proven for colour c when
// c has a strategy in the following game that wins every play. The opponent
// of c moves first; the players alternate; either may pass; moves follow
// the board's rules (simple ko, suicide as the rules say). The game ends
// when the two players pass one after the other. c wins a play if no stone
// of S is ever captured and, at the end, every point of P is c's by area
// scoring: a c stone, or an empty point whose empty area touches no opponent
// stone. Claims must hold even when repetition favours the opponent: a play
// that repeats a position (stones, player to move and ko) counts as lost for
// c, except that a cycle in which c only passed is not a move the opponent
// needs (it returns to the same position with the same player to move) and
// is ignored. Every point of P that holds an opponent stone at the start is
// a dead stone: c will capture it whatever happens. Result.Proven[c] is P,
// Result.Safe[c] is S, and Result.Dead[opponent] holds the dead stones.
//
// Every claim here has been checked against this definition by an
// exhaustive search on thousands of random small boards (see the tests).
//
// # How
//
//   - Benson: the stones of pass-alive chains and Benson's safe points, as
//     benson.Result reports them (ReasonBenson).
//   - KataGo's pass-alive territory: a region enclosed by c (a maximal
//     connected set of points without c stones) all of whose bordering c
//     chains are pass-alive, and in which at most one point has no c stone
//     next to it (ReasonPassAliveTerritory). The opponent cannot make two
//     eyes there, and c's chains around it cannot be captured.
//   - Müller's 2-vital rule: a region with two intersection points (empty
//     points next to every bordering chain, each splitting the region,
//     every other point next to the chains or to it) gives its bordering
//     chains two sure liberties by itself; the owner answers one
//     intersection point with the other (ReasonTwoVital, see static2.go
//     for the rule and its proof).
//   - Müller's static rule: Benson's fixpoint over groups of chains joined
//     by miai pairs of shared liberties, with regions every point of which
//     is next to the group; a group holding a pass-alive chain or a chain
//     of a 2-vital region needs no region; the owner answers a pair point
//     with the other (ReasonStatic, see static.go for the rule and its
//     proof).
//   - Territory by miai paths (Fuego's surrounded safe areas): a region
//     all of whose bordering chains are proven safe by the rules above,
//     each of whose empty points not next to them gets a miai pair of its
//     own (two neighbours next to the chains or joined earlier), every
//     opponent stone in it next to them; the owner answers a pair point
//     with the other (ReasonTerritory, see static3.go).
//   - Local search (optional, bounded): a set of c chains together with the
//     small regions enclosed by them only, played out as a local game in
//     which every liberty of the chains outside those regions is taken by
//     the opponent from the start. c must keep every chain and bring the
//     area to a state that Benson's rule and KataGo's rule prove, answering
//     the opponent's local moves, passes and ko threats
//     (ReasonLocalSearch). Such a state needs no further answers, so areas
//     proven separately stay proven together.
//   - The solver (with the local search, bounded): a chain still unproven,
//     with the regions bordered by it alone (up to SolverMaxEmpty empty
//     points), every other liberty of it taken by the opponent, proven to
//     reach Benson's life by the life-and-death solver (package solve)
//     with the opponent moving first and having unlimited ko threats
//     (ReasonSolver, see solver.go for the model and its proof). Only the
//     chain's stones are claimed.
//
// Analyze never changes the board. An Analyzer reuses its buffers.
package safety

import (
	"context"
	"fmt"

	"lifeline/benson"
	"lifeline/goboard"
)

// Reason names the rule or search that proved a point.
type Reason uint8

// The reasons, in the order the analysis applies them; a point proven by
// several rules gets the first.
const (
	// ReasonNone: the point is not proven for any colour.
	ReasonNone Reason = iota
	// ReasonBenson: a stone of a pass-alive chain or a safe point of
	// Benson's algorithm ("benson").
	ReasonBenson
	// ReasonPassAliveTerritory: a point of a region enclosed by pass-alive
	// chains with at most one point not next to the enclosing colour,
	// KataGo's rule ("pass-alive-territory").
	ReasonPassAliveTerritory
	// ReasonTwoVital: a stone of a chain next to a 2-vital region, a
	// region that gives its bordering chains two sure liberties by itself
	// (Müller's 2-vital rule, see static2.go), or a point of such a region
	// ("static-2vital").
	ReasonTwoVital
	// ReasonStatic: a stone of a group that Müller's static rule proves
	// safe under alternating play (chains joined by miai pairs of shared
	// liberties, each group with two regions every point of which is next
	// to it, or with a pass-alive chain or a chain of a 2-vital region), or
	// a point of such a region ("static-1vital").
	ReasonStatic
	// ReasonTerritory: a point of a region enclosed by chains proven safe
	// by the rules above, whose empty points not next to them are each
	// joined to them by a miai pair of their own (Fuego's surrounded safe
	// areas, see static3.go) ("static-territory").
	ReasonTerritory
	// ReasonLocalSearch: proven by the bounded local search under
	// alternating play ("local-search").
	ReasonLocalSearch
	// ReasonSolver: a stone of a chain proven safe by the life-and-death
	// solver (package solve) on a model of its local fight: the chain, the
	// regions bordered by it alone, and every other liberty of it taken by
	// the opponent; the chain reaches Benson's life even when the opponent
	// moves first and has unlimited ko threats (see solver.go)
	// ("solver").
	ReasonSolver
	numReasons
)

var reasonNames = [numReasons]string{"", "benson", "pass-alive-territory", "static-2vital", "static-1vital", "static-territory", "local-search", "solver"}

// String returns the documented name of the reason, such as "benson", or ""
// for ReasonNone.
func (r Reason) String() string {
	if r < numReasons {
		return reasonNames[r]
	}
	return fmt.Sprintf("Reason(%d)", uint8(r))
}

// Reasons returns every reason except ReasonNone, in order.
func Reasons() []Reason {
	return []Reason{ReasonBenson, ReasonPassAliveTerritory, ReasonTwoVital, ReasonStatic, ReasonTerritory, ReasonLocalSearch, ReasonSolver}
}

// maxArea is the size of the padded array of the largest board.
const maxArea = (goboard.MaxSize + 1) * (goboard.MaxSize + 2)

// Result is the verdict on a position. Index the per-colour sets with
// goboard.Black or goboard.White.
type Result struct {
	Geometry goboard.Geometry
	// Proven holds, per colour c, every point proven to be c's at the end:
	// its safe stones, its territory and the dead opponent stones in it.
	Proven [3]goboard.PointSet
	// Safe holds, per colour, its stones proven never to be captured.
	Safe [3]goboard.PointSet
	// Dead holds, per colour, its stones proven dead (inside territory
	// proven for the opponent).
	Dead [3]goboard.PointSet
	// Searched counts the local areas the search settled, and Unsettled
	// the areas it tried without a proof (lost, too big, or out of
	// budget).
	Searched, Unsettled int
	// Nodes counts the nodes the local search visited.
	Nodes int

	reason [maxArea]Reason
}

// Reason returns the colour a point is proven for and the reason, or
// (goboard.Empty, ReasonNone).
func (r *Result) Reason(p goboard.Point) (goboard.Color, Reason) {
	if p <= 0 || int(p) >= r.Geometry.Area() || r.reason[p] == ReasonNone {
		return goboard.Empty, ReasonNone
	}
	if r.Proven[goboard.Black].Has(p) {
		return goboard.Black, r.reason[p]
	}
	return goboard.White, r.reason[p]
}

// Options bound the analysis.
type Options struct {
	// Search enables the local search. Without it the analysis is static
	// and takes microseconds.
	Search bool
	// MaxEmpty is the largest number of empty points an area may hold to
	// be searched (0: DefaultMaxEmpty).
	MaxEmpty int
	// NodeLimit bounds the nodes of one area's search (0:
	// DefaultNodeLimit); an area that needs more stays unproven.
	NodeLimit int
	// TotalNodeLimit bounds the nodes of all the areas of one analysis
	// (0: no bound); areas left when it is spent stay unproven. Unlike a
	// time limit it keeps the verdict the same on every machine.
	TotalNodeLimit int
	// SolverMaxEmpty is the largest number of empty points of the regions
	// a chain encloses alone for the solver rule to try it (0:
	// DefaultSolverMaxEmpty; negative: no solver rule). The solver rule
	// runs only with Search.
	SolverMaxEmpty int
	// SolverNodeLimit bounds the solver's nodes for one chain (0:
	// DefaultSolverNodeLimit). The solver's nodes count in Nodes and in
	// TotalNodeLimit.
	SolverNodeLimit int
	// SolverTotalNodeLimit bounds the solver rule's nodes in one analysis
	// (0: DefaultSolverTotalNodeLimit), cached answers included.
	SolverTotalNodeLimit int
}

// Defaults of Options.
const (
	DefaultMaxEmpty  = 8
	DefaultNodeLimit = 50000
)

// Analyzer runs analyses with buffers it keeps between calls. It is not
// safe for concurrent use.
type Analyzer struct {
	res    Result
	pts    []goboard.Point
	search searcher
	// union-find over chains and regions for the search's areas
	parent []int32
	conn   []connPoint
	local  [maxArea]int16 // 1 + the local index of each point of the searched area, else 0
	// suicide: the rules of the analysis allow suicide
	suicide bool
	// totalLimit is Options.TotalNodeLimit of the analysis running
	totalLimit int
	// static holds the buffers of the static rule
	static staticBufs
	// solved caches the solver rule's answers by the exact content of
	// their model (see solveChains), for the next positions of a game.
	solved       map[string]solvedEntry
	keyBuf       []byte
	solverParent []int32
	// solverNodes counts the solver rule's nodes of the analysis running,
	// against solverTotal
	solverNodes, solverTotal int
}

// NewAnalyzer returns an Analyzer.
func NewAnalyzer() *Analyzer {
	return &Analyzer{pts: make([]goboard.Point, 0, goboard.MaxSize*goboard.MaxSize)}
}

// Analyze returns the verdict on b given Benson's result br for the same
// position and rules (benson.Analyze). The result belongs to the Analyzer
// and stays valid until its next call. The context stops the local search
// (the verdict then holds what was proven so far, which is sound).
func (a *Analyzer) Analyze(ctx context.Context, b *goboard.Board, br *benson.Result, opt Options) *Result {
	r := &a.res
	area := b.Area()
	clear(r.reason[:area])
	r.Geometry = b.Geometry
	r.Proven = [3]goboard.PointSet{}
	r.Safe = [3]goboard.PointSet{}
	r.Dead = [3]goboard.PointSet{}
	r.Searched, r.Unsettled, r.Nodes = 0, 0, 0
	a.totalLimit = opt.TotalNodeLimit

	for _, c := range [2]goboard.Color{goboard.Black, goboard.White} {
		r.Safe[c] = br.Alive[c]
		r.Proven[c] = br.Safe[c]
		a.markReason(&br.Safe[c], ReasonBenson)
	}
	a.passAliveTerritory(b, br)
	a.staticRule(b, br)
	a.territory(b, br)
	a.suicide = br.Rules.AllowSuicide
	if opt.Search {
		a.localSearch(ctx, b, br, opt)
		a.solverRule(ctx, b, br, opt)
	}
	for _, c := range [2]goboard.Color{goboard.Black, goboard.White} {
		r.Dead[c] = r.Proven[c.Opponent()]
		r.Dead[c].Intersect(b.StoneSet(c))
	}
	return r
}

// markReason gives reason to every point of s that has none yet.
func (a *Analyzer) markReason(s *goboard.PointSet, reason Reason) {
	for i, w := range s {
		for ; w != 0; w &= w - 1 {
			p := i<<6 | trailing(w)
			if a.res.reason[p] == ReasonNone {
				a.res.reason[p] = reason
			}
		}
	}
}

// touches reports whether a c stone stands next to p, given the board's
// raw colours and the offsets of its four neighbours.
func touches(colors []goboard.Color, nbr *[4]int, p goboard.Point, c goboard.Color) bool {
	for _, d := range nbr {
		if colors[int(p)+d] == c {
			return true
		}
	}
	return false
}

// passAliveTerritory adds KataGo's pass-alive territory: every region of c
// not removed by Benson's fixpoint (all its bordering chains are
// pass-alive), bordering at least one chain, with at most one point that has
// no c stone next to it.
func (a *Analyzer) passAliveTerritory(b *goboard.Board, br *benson.Result) {
	r := &a.res
	colors := b.RawColors()
	nbr := [4]int{-1, 1, -b.Stride(), b.Stride()}
	for id := range br.Regions {
		reg := &br.Regions[id]
		if reg.Removed || len(reg.Chains) == 0 {
			continue
		}
		c := reg.Color
		pts := br.Points(id)
		if r.Proven[c].Has(pts[0]) && len(reg.VitalTo) > 0 {
			continue // Benson's safe region already
		}
		interior := 0
		for _, p := range pts {
			next := touches(colors, &nbr, p, c)
			if !next {
				interior++
				if interior > 1 {
					break
				}
			}
		}
		if interior > 1 {
			continue
		}
		for _, p := range pts {
			r.Proven[c].Add(p)
			if r.reason[p] == ReasonNone {
				r.reason[p] = ReasonPassAliveTerritory
			}
		}
	}
}
