package solve

import "lifeline/goboard"

// Kawano's simulation. The first moves of a problem whose target lives or
// dies are most of a solve (see fork.go), and their proofs look alike: the
// attacker refutes the defender's failing first moves with the same vital
// point and the same answers below it, whichever first move was played.
// Before a first move is searched, its result is first sought as the
// result of the first move decided before it on the same engine (the
// sibling), by a search (simulate) in which the winner there, the prover,
// plays at each of its turns only a move that won at the sibling's
// corresponding position (the position the same moves make after the
// sibling's first move), as the transposition table shows it (simHint);
// the prover's opponent still tries every move. Where no such move is
// found (the moves differ from the sibling's line, or the table lost the
// entry), the prover tries every move too.
//
// Soundness: restricting the prover's moves makes its win harder, never
// easier, so a proof found this way is a proof of the real question: the
// prover's wins are stored as the search stores them, with their history
// marks and stone bounds (see mid), under the question's key. What the
// restriction disproves, and the numbers of undecided positions, hold only
// for a simulation: they are stored under keys of their own (simSalt: one
// key space for each side that proves in the question's simulations),
// where a later simulation with the same prover, restricted by another
// sibling, may meet them: a disproof found there can only make it fail,
// never prove anything, as a proof needs proven positions below it. With
// one space for both provers, a restricted Black's loss would read as a
// White win in a simulation where White proves: unsound. A decided result of the real
// question (or of another question that decides it, see implied) decides a
// position of a simulation the same way. A simulation that does not prove
// the sibling's result within its budget is dropped and the first move
// searched as usual, keeping the proofs it found (in solve.go's search; the
// first moves' searches are where the work is when the target lives or
// dies). The same is done inside the search (simSiblings): when a move is
// refuted, its undecided siblings are simulated with it as the sibling.
// TestSimulationSameAnswers and TestAgainstReference fail when the
// simulation's disproofs are taken for the real question's (checked).

// simState is the state of a simulation (engine.sim).
type simState struct {
	sb     *goboard.Board // the sibling's board: the problem's position, the sibling's first move and the line's moves where they could be played
	prover goboard.Color
	salt   uint64 // the real question's salt (keyTable.quest[k])
	// aligned holds, per depth of the line, whether sb holds the
	// position the line's moves make after the sibling's first move.
	aligned []bool
}

// A first move is simulated when its sibling's search took at least
// simFrom nodes (below, a failed simulation costs more than a success
// saves: corner-eight 22 K -> 27 K nodes, side-seventeen 1.9 K -> 4.3 K
// when every first move was), with a budget of a simShare-th of them.
const (
	simFrom  = 20000
	simShare = 2
)

// innerFrom is the fewest nodes of the search that refuted a move for
// simSiblings to simulate its siblings, with a budget of a simShare-th of
// those nodes each.
const innerFrom = 20

// simSalt returns the salt of the keys of the simulations of the question
// whose salt is salt in which prover proves: one key space per prover, as a
// restricted prover's loss stored there must never be read as the other
// side's win.
func simSalt(salt uint64, prover goboard.Color) uint64 {
	return (salt ^ keyTable.side[prover]&^(1<<32-1)) * simMix
}

// simMix makes the simulations' own keys (simSalt): the real question's
// salt, mixed with the prover, times this odd number (its high half: the table's bucket index comes from the
// low bits, which stay those of the position's key).
const simMix = 0x94d049bb133111eb

// simulate searches the position at depth 1 (a first move just played) for
// a proof that prover wins there as at the sibling first move sib, within
// budget nodes and the caller's limits. It reports whether the defender
// wins when the simulation proved it (known), and clears a stop only the
// budget caused.
func (e *engine) simulate(sb *goboard.Board, sib goboard.Point, prover goboard.Color, budget int64) (defWins, known bool) {
	pn, _, _, _, ok := e.simulateAt(1, sb, sib, prover, budget)
	if !ok {
		return false, false
	}
	return (pn == 0) == (e.b.ToPlay() == e.def), true
}

// simulateAt searches the position at depth at (its move just played) for
// a proof that prover wins there as after the sibling move sib at the
// position sb holds (the position at depth at-1), within budget nodes and
// the caller's limits. It returns the position's numbers, history mark and
// stone bounds when the simulation proved it (ok), and clears a stop only
// the budget caused. sb is left as it was.
func (e *engine) simulateAt(at int, sb *goboard.Board, sib goboard.Point, prover goboard.Color, budget int64) (pn, dn uint32, hist int32, bound bounds, ok bool) {
	if e.stopped {
		return 0, 0, 0, 0, false
	}
	mover := sb.ToPlay()
	if sib == goboard.Pass {
		sb.Pass(mover)
	} else if sb.Play(sib, mover) != nil {
		return 0, 0, 0, 0, false
	}
	s := &e.simBuf
	*s = simState{sb: sb, prover: prover, salt: e.salt, aligned: e.simAligned}
	s.aligned[at] = true
	userMax := e.maxNodes
	e.maxNodes = e.budgetLimit(userMax, budget)
	e.sim = s
	e.salt = simSalt(s.salt, prover)
	pn, dn, hist, bound = e.evaluate(at)
	if pn != 0 && dn != 0 {
		pn, dn, hist, bound = e.mid(at, infinity, infinity)
	}
	e.salt = s.salt
	e.sim = nil
	e.maxNodes = userMax
	e.resume()
	sb.Undo()
	moverIsProver := e.b.ToPlay() == prover
	if pn == 0 && moverIsProver || dn == 0 && !moverIsProver {
		return pn, dn, hist, bound, true
	}
	return 0, 0, 0, 0, false
}

// simSiblings simulates, at the node of depth d whose move kids[src] its
// opponent just refuted with a search of spent nodes, each of its other
// undecided moves with kids[src] as the sibling (the opponent proving its
// win again), and takes the proofs found into the node's children.
func (e *engine) simSiblings(d, src int, spent int64) {
	if e.simBoard == nil {
		e.simBoard = e.b.Copy()
	} else {
		e.b.CopyTo(e.simBoard)
	}
	kids := e.kids[d]
	prover := e.b.ToPlay().Opponent()
	sib := kids[src].move
	// simulateAt leaves e.simBoard as it was: the node's position.
	for j := range kids {
		if e.stopped {
			return
		}
		k := &kids[j]
		if j == src || k.pn == 0 || k.dn == 0 {
			continue
		}
		if ok, _ := e.play(k.move, d); !ok {
			continue
		}
		e.tick()
		pn, dn, hist, bound, ok := e.simulateAt(d+1, e.simBoard, sib, prover, spent/simShare)
		e.undo(d)
		if ok {
			k.pn, k.dn, k.hist, k.bound = pn, dn, hist, bound
			e.innerProofs++
		}
		e.innerSims++
	}
}

// simPlay follows, on the sibling's board, the move q just played at depth
// d by c (see play).
func (e *engine) simPlay(q goboard.Point, c goboard.Color, d int) {
	s := e.sim
	s.aligned[d+1] = false
	if !s.aligned[d] {
		return
	}
	sb := s.sb
	if q == goboard.Pass {
		sb.Pass(c)
		s.aligned[d+1] = true
		return
	}
	if sb.At(q) != goboard.Empty || sb.ToPlay() != c {
		return
	}
	if q != sb.Ko() || c != e.q.lifted {
		if !sb.IsLegal(q, c) {
			return
		}
	}
	_ = sb.PlayUnchecked(q, c)
	s.aligned[d+1] = true
}

// undo takes back the move of depth d (to depth d+1), on the sibling's
// board too in a simulation.
func (e *engine) undo(d int) {
	e.b.Undo()
	if e.sim != nil && e.sim.aligned[d+1] {
		e.sim.sb.Undo()
	}
}

// simHint returns, for the prover to move at depth d of a simulation, a
// move that the table shows winning at the sibling's corresponding
// position (the first in the area's order, else a pass), goboard.NoPoint
// if there is none (or no such position).
func (e *engine) simHint(d int) goboard.Point {
	s := e.sim
	if !s.aligned[d] {
		return goboard.NoPoint
	}
	sb := s.sb
	c := sb.ToPlay()
	// The sibling's captured target stones: its target points that hold
	// no defender stone (a stone played again on such a point would
	// count as the target's: the look-up then misses, which costs only
	// the hint).
	var tk uint64
	for _, t := range e.tgt.left[0] {
		if sb.At(t) != e.def {
			tk ^= targetKeys[t]
		}
	}
	base := keyTable.side[c.Opponent()] ^ s.salt
	for _, q := range e.area {
		if sb.At(q) != goboard.Empty {
			continue
		}
		var key uint64
		if h, ok := sb.HashAfter(q, c); ok {
			key = h ^ base ^ tk // no capture: no ko point
		} else {
			if q != sb.Ko() || c != e.q.lifted {
				if !sb.IsLegal(q, c) {
					continue
				}
			}
			_ = sb.PlayUnchecked(q, c)
			key = sb.Hash() ^ base ^ keyTable.ko[sb.Ko()]
			for _, t := range e.tgt.left[0] {
				if sb.At(t) != e.def {
					key ^= targetKeys[t]
				}
			}
			sb.Undo()
		}
		if _, dn, _, ok := e.tt.get(key); ok && dn == 0 {
			return q // the opponent loses after q
		}
	}
	// A pass (no ko point after it; two passes that end the game are
	// gen's to find).
	if _, dn, _, ok := e.tt.get(sb.Hash() ^ base ^ tk ^ keyTable.pass); ok && dn == 0 {
		return goboard.Pass
	}
	return goboard.NoPoint
}

// simReal returns the result of the real question stored for the position
// whose simulation key is key, if decided.
func (e *engine) simReal(key uint64) (pn, dn uint32, bound bounds, ok bool) {
	pn, dn, bound, ok = e.tt.get(key ^ e.salt ^ e.sim.salt)
	if !ok || pn != 0 && dn != 0 {
		return 0, 0, 0, false
	}
	return pn, dn, bound, true
}

// simStoreKey returns the key under which a result of a simulation's
// position is stored: the real question's for the prover's win, else the
// simulation's own.
func (e *engine) simStoreKey(key uint64, pn, dn uint32) uint64 {
	if e.sim == nil {
		return key
	}
	if moverIsProver := e.b.ToPlay() == e.sim.prover; pn == 0 && moverIsProver || dn == 0 && !moverIsProver {
		return key ^ e.salt ^ e.sim.salt
	}
	return key
}
