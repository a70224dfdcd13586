package solve

import (
	"time"

	"lifeline/goboard"
)

// explainNodes is the least node budget of the explanations of the
// refutations, explainShare the least share of one refutation and
// explainPart the part of the search's nodes they may take (an eighth; see
// engine.explain).
const (
	explainNodes = 20000
	explainShare = 10000
	explainPart  = 8
)

// explainBudget is the budget of the refutations' explanations: the least
// budget, the least share of one refutation, and the budget as a part of
// the search's nodes (1/part). Tests make it small.
type explainBudget struct {
	least, leastShare, part int64
}

// share returns the share of each of n refutations after a search of
// nodes nodes.
func (x explainBudget) share(nodes int64, n int) int64 {
	return max(x.leastShare, max(x.least, nodes/x.part)/int64(n))
}

// lineEnd is how a line of play ends.
type lineEnd int

const (
	endOpen     lineEnd = iota // cut at its length or at a search limit
	endCaptured                // every target stone has been captured
	endAlive                   // a chain holding a target stone is pass-alive
	endPasses                  // two passes with the target standing
)

// explain fills the result after each refutation (Status, KoThreats) and
// its Reason: the level of the position after the failing move and, when
// that is Lives or Dies, how its refutation's line in question k (the
// question that decided the first moves) ends. The levels' searches and
// the lines have a budget each: an eighth of the nodes searched so far (at
// least explainNodes), shared equally by the refutations (at least
// explainShare each); a line whose searches run out of its share ends there
// (open), and a refutation whose level is not found within its share keeps
// Status Unknown and a Reason from question k alone, which the first moves'
// search proved. The position is at depth 0 and left there.
//
// After a search of at least explainFork times forkNodes, the refutations
// are explained on two engines at once (fork), the first taking the 1st,
// 3rd, ... and the second the 2nd, 4th, ...: each refutation's searches
// are its own, within its own share, so every result found is proven as
// with one engine (the fork's table lacks the other's new results, so a
// share may run out where one engine's did not: that refutation keeps
// Status Unknown), the node counts are the same from run to run (each
// engine's work is fixed), and the phase, about a fifth of a solve that
// lives or dies, no longer leaves the second core idle (see
// docs/solver-rounds.md, the twenty-fifth round).
func (e *engine) explain(res *Result, k int) {
	if e.stopped || len(res.Refutations) == 0 {
		return
	}
	share := e.explainCost.share(e.nodes, len(res.Refutations))
	if e.serial || len(res.Refutations) < 2 || e.nodes < explainFork*e.forkAt {
		e.explainEvery(res, k, share, 0, 1)
		return
	}
	f := e.fork()
	done := make(chan struct{})
	go func() {
		defer close(done)
		f.explainEvery(res, k, share, 1, 2)
	}()
	e.explainEvery(res, k, share, 0, 2)
	e.await(done)
	e.join(f)
}

// explainFork is the fewest nodes searched before the refutations are
// explained, in units of forkNodes (Options.forkAt), for which a second
// engine shares their explanations.
const explainFork = 64

// explainEvery explains (see explain) the refutations first, first+step,
// first+2*step, ... of res, each with share nodes at most.
func (e *engine) explainEvery(res *Result, k int, share int64, first, step int) {
	userMax := e.maxNodes
	defer func() { e.maxNodes = userMax }()
	// budget bounds the next search to one share (and the caller's limit).
	budget := func() { e.maxNodes = e.budgetLimit(userMax, share) }
	mover := e.b.ToPlay()
	for i := first; i < len(res.Refutations); i += step {
		r := &res.Refutations[i]
		if ok, _ := e.play(r.Move, 0); !ok {
			continue
		}
		budget()
		level, known := e.levelAfter(mover == e.def, res.Level)
		e.maxNodes = userMax
		if !e.resume() {
			e.b.Undo()
			return
		}
		end, eyes, eyesOfOne := endOpen, 0, 0
		if known && r.Move == goboard.Pass && r.Answer == goboard.Pass {
			// A pass refuted by a pass (refutingReply): a move that
			// wins the question deciding the level just proven wins
			// question k too (the questions' monotonicity), and its
			// proof is in the table.
			budget()
			r.Answer = e.passAnswer(mover == e.def, level)
			e.maxNodes = userMax
			if !e.resume() {
				e.b.Undo()
				return
			}
		}
		if known {
			r.Status, r.KoThreats = level.Status(), level.KoThreats(e.def)
			if r.Status == Lives || r.Status == Dies {
				// How the line ends says how it lives or dies.
				budget()
				end, eyes, eyesOfOne = e.refutationLine(k, r.Answer)
				e.maxNodes = userMax
			}
		}
		e.b.Undo()
		r.Reason = reason(e.def, r.Status, r.KoThreats, mover == e.def, k, end, eyes, eyesOfOne)
		if !e.resume() {
			return
		}
	}
}

// passAnswer returns the answer to a failing first pass of the defender
// (defPassed) or of the attacker, at depth 1, in the position's level l: a
// move of the answerer that wins the question deciding l for it (see
// decidingQuestion), else goboard.Pass.
func (e *engine) passAnswer(defPassed bool, l Level) goboard.Point {
	k, _ := decidingQuestion(l, !defPassed)
	e.setQuestion(k)
	if a := e.winningReply(1); a != goboard.NoPoint && a != goboard.Pass {
		e.passMoves++
		return a
	}
	return goboard.Pass
}

// pastDeadline reports whether the search's time limit has passed.
func (e *engine) pastDeadline() bool {
	return !e.deadline.IsZero() && time.Now().After(e.deadline)
}

// levelAfter returns the level of the position at depth 1, after a failing
// first move of the defender (defMoved) or of the attacker in a problem of
// level l0: below l0 for the defender, above it for the attacker (the
// problem's level is the best the side to move reaches), l0 itself when
// that is the worst for the side that moved.
func (e *engine) levelAfter(defMoved bool, l0 Level) (Level, bool) {
	if defMoved {
		// Most failing moves of the defender die: ask A1 first, upwards.
		hi := max(l0-1, LevelDies)
		for k := LevelKoDefThreats; k <= hi; k++ {
			e.setQuestion(int(k))
			yes, ok := e.ask(1)
			if !ok {
				return 0, false
			}
			if !yes {
				return k - 1, true
			}
		}
		return hi, true
	}
	// Most failing moves of the attacker let the target live: A4 first.
	lo := min(l0+1, LevelLives)
	for k := LevelLives; k > lo; k-- {
		e.setQuestion(int(k))
		yes, ok := e.ask(1)
		if !ok {
			return 0, false
		}
		if yes {
			return k, true
		}
	}
	return lo, true
}

// refutationLine plays out question k from depth 1 (after a failing first
// move) as the main line does, starting with the refutation's answer, and
// takes it back. It returns how the line ends, the target's eyes (see
// eyes) at the last position of the line where a target stone stands, and
// the most eyes of one target chain there. The line may use the ko threats
// of question k: it only says how a known result comes about.
func (e *engine) refutationLine(k int, answer goboard.Point) (end lineEnd, eyes, eyesOfOne int) {
	b := e.b
	e.setQuestion(k)
	defWins, ok := e.ask(1)
	if !ok {
		return endOpen, 0, 0
	}
	d := 1
	defer func() {
		for ; d > 1; d-- {
			b.Undo()
		}
	}()
	eyes, eyesOfOne = e.eyeCount()
	switch e.terminal() {
	case -1:
		return endCaptured, eyes, eyesOfOne
	case 1:
		return endAlive, eyes, eyesOfOne
	}
	for n := 0; n < 24 && !e.stopped; n++ {
		q := answer
		if n > 0 {
			if (b.ToPlay() == e.def) == defWins {
				q = e.winningReply(d)
			} else {
				q = e.stubbornReply(d, defWins)
			}
		}
		if q == goboard.NoPoint {
			return endOpen, eyes, eyesOfOne
		}
		if q == goboard.Pass && e.passed[d] {
			return endPasses, eyes, eyesOfOne
		}
		if ok, _ := e.play(q, d); !ok {
			return endOpen, eyes, eyesOfOne
		}
		d++
		switch e.terminal() {
		case -1:
			return endCaptured, eyes, eyesOfOne
		case 1:
			eyes, eyesOfOne = e.eyeCount()
			return endAlive, eyes, eyesOfOne
		}
		eyes, eyesOfOne = e.eyeCount()
	}
	return endOpen, eyes, eyesOfOne
}

// eyeCount counts the target's eyes: an eye is a maximal connected set of empty
// points whose every neighbour on the board is a stone of one and the same
// chain holding a target stone (or the edge). It returns their number and
// the most eyes of one chain.
func (e *engine) eyeCount() (total, ofOne int) {
	b := e.b
	var heads, seen goboard.PointSet
	for _, t := range e.standing() {
		heads.Add(b.ChainHead(t))
	}
	var per [maxArea]uint16
	for _, q := range e.area {
		if b.At(q) != goboard.Empty || seen.Has(q) {
			continue
		}
		owner, ok := goboard.NoPoint, true
		stack := append(e.regionBuf[:0], q)
		seen.Add(q)
		for len(stack) > 0 {
			p := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			for _, m := range b.Neighbors(p) {
				switch b.At(m) {
				case goboard.Wall:
				case goboard.Empty:
					if !seen.Has(m) {
						seen.Add(m)
						stack = append(stack, m)
					}
				default:
					h := b.ChainHead(m)
					if !heads.Has(h) || owner != goboard.NoPoint && owner != h {
						ok = false
					}
					owner = h
				}
			}
		}
		e.regionBuf = stack
		if ok && owner != goboard.NoPoint {
			total++
			per[owner]++
			ofOne = max(ofOne, int(per[owner]))
		}
	}
	return total, ofOne
}

// maxArea bounds the points of a board (goboard.MaxSize).
const maxArea = (goboard.MaxSize + 1) * (goboard.MaxSize + 2)

// reason says in words why a failing first move fails (see
// Refutation.Reason), from the result after it, whether the defender made
// it, the question k that decided the first moves, and the end of its
// refutation's line with the target's eyes there. Without a result
// (Unknown) it says only what question k proved: a failing move of the
// defender leaves a level below k, one of the attacker a level of k or
// more.
func reason(def goboard.Color, st Status, threats goboard.Color, defMoved bool, k int, end lineEnd, eyes, eyesOfOne int) string {
	target := "the " + def.Name() + " target"
	switch st {
	case Unknown:
		return bound(def, defMoved, k)
	case Ko:
		return "a ko follows in which " + threats.Name() + " needs ko threats"
	case Seki:
		if defMoved {
			return target + " only lives in seki"
		}
		return target + " lives in seki"
	case Lives:
		if end == endAlive && eyesOfOne >= 2 {
			return target + " lives with two eyes"
		}
		return target + " lives"
	}
	switch {
	case end == endCaptured && eyes == 1:
		return target + " is left with one eye and captured"
	case end == endCaptured:
		return target + " is captured"
	}
	return target + " dies"
}

// bound says what question k proved after a failing move whose result is
// not known: the level is below k after a move of the defender, k or more
// after one of the attacker.
func bound(def goboard.Color, defMoved bool, k int) string {
	if defMoved {
		return BoundWords(def, LevelDies, Level(k-1))
	}
	return BoundWords(def, Level(k), LevelLives)
}
