package solve

import (
	"context"
	"fmt"
	"math/rand/v2"
	"os"
	"slices"
	"strings"
	"testing"

	"lifeline/goboard"
)

// walledCorner returns a w x h board whose top left aw x ah corner is walled
// off by a line of attacker stones (liberties outside it), and the defender's
// colour, drawn at random.
func walledCorner(rng *rand.Rand, w, h, aw, ah int) (*goboard.Board, goboard.Color) {
	b := goboard.MustNew(w, h)
	def := goboard.White
	if rng.IntN(2) == 0 {
		def = goboard.Black
	}
	for y := 0; y <= ah; y++ {
		_ = b.Setup(b.Point(aw, y), def.Opponent())
	}
	for x := 0; x <= aw; x++ {
		_ = b.Setup(b.Point(x, ah), def.Opponent())
	}
	return b, def
}

// randomEnclosedProblem builds a random corner problem in the style of the
// enclosed problems the two-eye-areas rule is for: on a board of up to 8x7,
// an area in the top left corner walled off by attacker stones that have
// liberties outside it, filled at random with mostly defender stones, the
// target a defender chain of the area.
func randomEnclosedProblem(rng *rand.Rand, minEmpty, maxEmpty int) *Problem {
	for {
		w, h := 5+rng.IntN(4), 5+rng.IntN(3)
		aw, ah := 3+rng.IntN(w-4), 2+rng.IntN(h-3) // the area: x < aw, y < ah
		b, def := walledCorner(rng, w, h, aw, ah)
		att := def.Opponent()
		pd, pa := 0.45+0.3*rng.Float64(), 0.12*rng.Float64()
		if rng.IntN(2) == 0 {
			// Mostly defender stones: groups with eyes.
			pd, pa = 0.65+0.2*rng.Float64(), 0.08*rng.Float64()
		}
		var area goboard.PointSet
		for y := 0; y < ah; y++ {
			for x := 0; x < aw; x++ {
				p := b.Point(x, y)
				area.Add(p)
				switch r := rng.Float64(); {
				case r < pd:
					_ = b.Setup(p, def)
				case r < pd+pa:
					_ = b.Setup(p, att)
				}
			}
		}
		removeDead(b)
		empties := 0
		var heads []goboard.Point
		for _, p := range area.AppendTo(nil) {
			switch b.At(p) {
			case goboard.Empty:
				empties++
			case def:
				if b.ChainHead(p) == p {
					heads = append(heads, p)
				}
			}
		}
		if empties < minEmpty || empties > maxEmpty || len(heads) == 0 {
			continue
		}
		if rng.IntN(4) == 0 {
			b.SetRules(goboard.Rules{AllowSuicide: true})
		}
		if rng.IntN(2) == 0 {
			b.SetToPlay(goboard.White)
		}
		// The target: the largest chain, sometimes another one.
		hd := heads[0]
		for _, x := range heads {
			if b.ChainSize(x) > b.ChainSize(hd) {
				hd = x
			}
		}
		if rng.IntN(4) == 0 {
			hd = heads[rng.IntN(len(heads))]
		}
		return &Problem{Board: b, Defender: def, Area: area, Target: b.ChainStones(hd, nil)}
	}
}

// randomGroupProblem builds a random corner problem whose defender stones
// are split in two by a column of the area holding two empty points (a
// miai pair between the chains on either side) and attacker stones, with
// a few eyes carved on both sides and a few random changes; the target is
// every defender chain of the area, or one. It is kept only when a target
// chain has a miai pair to another chain, so that the rule's groups of
// several chains are tried.
func randomGroupProblem(rng *rand.Rand, minEmpty, maxEmpty int) *Problem {
	for {
		w, h := 7+rng.IntN(3), 4+rng.IntN(3)
		aw, ah := 6+rng.IntN(w-6), 2+rng.IntN(h-3) // the area: x < aw, y < ah
		b, def := walledCorner(rng, w, h, aw, ah)
		att := def.Opponent()
		var area goboard.PointSet
		for y := 0; y < ah; y++ {
			for x := 0; x < aw; x++ {
				area.Add(b.Point(x, y))
				_ = b.Setup(b.Point(x, y), def)
			}
		}
		// The split column: two empty points, the rest attacker stones
		// (joined to the wall below, so that Benson's test does not count
		// the pair points as a vital region; sometimes not).
		sx := 2 + rng.IntN(aw-5)
		r1 := rng.IntN(ah)
		r2 := (r1 + 1 + rng.IntN(ah-1)) % ah
		for y := 0; y < ah; y++ {
			switch {
			case y == r1 || y == r2:
				_ = b.Setup(b.Point(sx, y), goboard.Empty)
			case rng.IntN(16) == 0:
			default:
				_ = b.Setup(b.Point(sx, y), att)
			}
		}
		// An eye on each side, away from the column, and a few random
		// changes.
		for _, x := range []int{rng.IntN(sx - 1), sx + 2 + rng.IntN(aw-sx-3)} {
			y := rng.IntN(max(1, ah-1)) // away from the wall when it can be
			_ = b.Setup(b.Point(x, y), goboard.Empty)
			if rng.IntN(2) == 0 && y+2 < ah {
				_ = b.Setup(b.Point(x, y+1), goboard.Empty)
			}
		}
		for range rng.IntN(3) {
			x, y := rng.IntN(aw), rng.IntN(ah)
			if x == sx {
				continue
			}
			switch rng.IntN(3) {
			case 0:
				_ = b.Setup(b.Point(x, y), att)
			default:
				_ = b.Setup(b.Point(x, y), goboard.Empty)
			}
		}
		removeDead(b)
		empties := 0
		var target []goboard.Point
		for _, q := range area.AppendTo(nil) {
			switch b.At(q) {
			case goboard.Empty:
				empties++
			case def:
				target = append(target, q)
			}
		}
		if empties < minEmpty || empties > maxEmpty || len(target) == 0 {
			continue
		}
		if rng.IntN(4) == 0 {
			b.SetRules(goboard.Rules{AllowSuicide: true})
		}
		if rng.IntN(2) == 0 {
			b.SetToPlay(goboard.White)
		}
		p := &Problem{Board: b, Defender: def, Area: area, Target: target}
		if rng.IntN(3) == 0 {
			p.Target = b.ChainStones(target[rng.IntN(len(target))], nil)
		}
		e := newEngine(p, 1<<16)
		for _, t := range p.Target {
			if b.Liberties(t) < 2 {
				continue
			}
			e.setChain(t)
			if e.growGroup() {
				return p
			}
		}
	}
}

// TestEyeRuleAgrees solves random enclosed problems with and without the
// two-eye-areas rule: the level, the side needing ko threats and the exact
// set of winning first moves must agree, and on the smaller ones they must
// agree with the exhaustive reference too. LIFELINE_LONG=1 checks many
// more; LIFELINE_SOLVE_SEED sets the seed.
func TestEyeRuleAgrees(t *testing.T) {
	n, maxEmpty, groupMax, refMax, refNodes := 400, 10, 8, 7, 30000
	if os.Getenv("LIFELINE_LONG") != "" {
		n, maxEmpty, groupMax, refNodes = 5000, 12, 11, 200000
	}
	seed := uint64(7)
	if s := os.Getenv("LIFELINE_SOLVE_SEED"); s != "" {
		fmt.Sscan(s, &seed)
	}
	rng := rand.New(rand.NewPCG(seed, 9))
	checked, unknown, fired, firedProblems, refChecked := 0, 0, int64(0), 0, 0
	groupFired, groupProblems, groupRef := int64(0), 0, 0
	bigFired, bigProblems, bigRef := int64(0), 0, 0
	for i := 0; i < n; i++ {
		// Every other problem has miai pairs between defender chains.
		p := randomEnclosedProblem(rng, 3, maxEmpty)
		if i%2 == 1 {
			p = randomGroupProblem(rng, 3, groupMax)
		}
		opt := Options{TableBytes: 1 << 20, MaxNodes: 100000}
		on, err1 := Solve(context.Background(), p, opt)
		opt.noEyes = true
		off, err2 := Solve(context.Background(), p, opt)
		if err1 != nil || err2 != nil {
			t.Fatal(err1, err2)
		}
		if on.Status == Unknown || off.Status == Unknown || len(on.Undecided)+len(off.Undecided) > 0 {
			unknown++
			continue
		}
		desc := func() string {
			return fmt.Sprintf("problem %d: %s to play, defender %s, target %v, suicide %v\n%s", i, p.Board.ToPlay(), p.Defender,
				names(p.Board, p.Target), p.Board.Rules().AllowSuicide, p.Board)
		}
		if on.Level != off.Level || on.KoThreats != off.KoThreats || !slices.Equal(on.Winning, off.Winning) {
			t.Fatalf("%s: with the rule level %d threats %s winning %v; without %d %s %v", desc(),
				on.Level, on.KoThreats, names(p.Board, on.Winning), off.Level, off.KoThreats, names(p.Board, off.Winning))
		}
		checked++
		fired += on.eyeProofs
		if on.eyeProofs > 0 {
			firedProblems++
		}
		bigFired += on.bigProofs
		if on.bigProofs > 0 {
			bigProblems++
		}
		groupFired += on.groupProofs
		if on.groupProofs > 0 {
			groupProblems++
		}
		if len(p.EmptyArea()) <= refMax && on.eyeProofs > 0 {
			level, winning, ok := refSolve(p, refNodes)
			if ok {
				if level != on.Level || !slices.Equal(winning, on.Winning) {
					t.Fatalf("%s: with the rule level %d winning %v; reference %d %v", desc(),
						on.Level, names(p.Board, on.Winning), level, names(p.Board, winning))
				}
				refChecked++
				if on.groupProofs > 0 {
					groupRef++
				}
				if on.bigProofs > 0 {
					bigRef++
				}
			}
		}
	}
	t.Logf("%d problems agree (%d over the node limit), the rule decided %d positions in %d of them; %d also checked against the reference",
		checked, unknown, fired, firedProblems, refChecked)
	t.Logf("groups of several chains decided %d positions in %d problems, %d of them also checked against the reference",
		groupFired, groupProblems, groupRef)
	t.Logf("areas of 6 to 8 empty points were used in %d verdicts in %d problems, %d of them also checked against the reference",
		bigFired, bigProblems, bigRef)
	if bigProblems == 0 {
		t.Fatal("no verdict used an area of more than 5 empty points")
	}
	if checked < n/2 || firedProblems < checked/10 || groupProblems < checked/50 {
		t.Fatalf("too few problems exercise the rule: %d checked, %d with the rule used, %d with a group",
			checked, firedProblems, groupProblems)
	}
}

// eyeRuleOn draws rows in the top left corner of a 9x9 board (X the
// attacker, O the defender, the default area and target) and reports
// whether the two-eye-areas rule proves the target alive with X to move,
// whether it does with single chains only (no groups), whether Benson's
// test does, and the solver's level (checked equal with the rule off).
func eyeRuleOn(t *testing.T, rows string) (rule, single, benson bool, level Level) {
	t.Helper()
	b := goboard.MustNew(9, 9)
	setupRows(b, strings.Fields(rows))
	p, err := FromBoard(b, nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	if p.Defender != goboard.White {
		t.Fatalf("defender %s", p.Defender)
	}
	static := func(groupOff bool) bool {
		e := newEngine(p, 1<<16)
		e.eyes.groupOff = groupOff
		e.setQuestion(4)
		e.startLine()
		ok, _ := e.staticLife(0)
		benson = e.passAlive()
		return ok
	}
	rule, single = static(false), static(true)
	if single && !rule {
		t.Fatal("the rule holds on a single chain but not with groups")
	}
	// The solver with and without the rule: X to play, O lives if the
	// rule holds.
	on, err1 := Solve(context.Background(), p, Options{})
	off, err2 := Solve(context.Background(), p, Options{noEyes: true})
	if err1 != nil || err2 != nil {
		t.Fatal(err1, err2)
	}
	if on.Level != off.Level || !slices.Equal(on.Winning, off.Winning) {
		t.Fatalf("with the rule %v %v, without %v %v", on.Status, on.Winning, off.Status, off.Winning)
	}
	if rule && on.Status != Lives {
		t.Fatalf("the rule holds but the solver says %v", on.Status)
	}
	if rule && !single && on.groupProofs == 0 {
		t.Fatal("a group decided the position but the solver counted none")
	}
	return rule, single, benson, on.Level
}

// TestEyeRuleShapes checks the rule's verdict on hand-made positions, and
// that the solver agrees with it.
func TestEyeRuleShapes(t *testing.T) {
	cases := []struct {
		name        string
		rows        string
		rule, alive bool  // the rule's verdict; Benson's
		group       bool  // only a group of several chains proves it
		level       Level // the solver's level, X to move
	}{
		// The corner's square four has a point not next to O (Benson
		// fails), but X playing first cannot spoil its eye; the other
		// square four touches O everywhere.
		{"two square fours", `
..O..OX
..O..OX
OOOOOOX
XXXXXXX`, true, false, false, LevelLives},
		// A square four next to X's wall: X's stone on the wall side
		// joins the wall and the eye is gone.
		{"square four against the wall", `
..O..X
..O..X
OOOOOX
XXXXXX`, false, false, false, -1},
		// One eye area only.
		{"one area", `
....OX
....OX
OOOOOX
XXXXXX`, false, false, false, -1},
		// An O stone inside the corner area, not yet connected: X
		// playing first cannot stop O from making the eye.
		{"stone inside", `
.O.O..OX
...O..OX
OOOOOOOX
XXXXXXXX`, true, false, false, LevelLives},
		// Two single-point eyes: Benson's test passes.
		{"two eyes", `
.O.OX
OOOOX
XXXXX`, true, true, false, LevelLives},
		// Two chains, one eye each, joined by the miai pair D9/D6 (the
		// X stones between them have no other liberty; the pair points'
		// region runs into X's wall, so Benson's test fails). Neither
		// chain's other area qualifies alone (too many points): only
		// the group of both lives.
		{"two chains joined by miai", `
.OO.O.OOX
OOOXOOOOX
OOOXOOOOX
OOO.OOOOX
XXXXXXXXX`, true, false, true, LevelLives},
		// Three chains: E8 (alone in the middle, no eye) joins the left
		// one by D8/E7 and the right one by F8/E7, a shared point (the
		// X walls make none of them a vital region). The pairs must be
		// distinct, so no group holds both eyes: X's E7 threatens both
		// cuts at once and O dies.
		{"miai sharing a point", `
XXXXXXXXX
OOO.O.OOX
O.OO.O.OX
OOOOXOOOX
XXXXXXXXX`, false, false, false, LevelDies},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			rule, single, alive, level := eyeRuleOn(t, c.rows)
			if alive != c.alive {
				t.Fatalf("Benson %v, want %v", alive, c.alive)
			}
			if rule != c.rule && !alive {
				t.Fatalf("rule %v, want %v", rule, c.rule)
			}
			if c.group && single {
				t.Fatal("proven without a group")
			}
			if c.level >= 0 && level != c.level {
				t.Fatalf("level %d, want %d", level, c.level)
			}
		})
	}
}

// slowLocal is the local game of the eye area in e.eyes.pts by plain
// minimax (no table, no budget), for TestLocalGameAgrees: whether the
// defender wins with the attacker (attToMove) or the defender to move.
func slowLocal(e *engine, attToMove bool, depth int) bool {
	b := e.b
	if e.eyeRegion() {
		return true
	}
	if depth > 40 {
		panic("local game too long")
	}
	if attToMove {
		if !e.libertyInArea() || !slowLocal(e, false, depth+1) {
			return false
		}
		for _, q := range e.eyes.pts {
			if b.At(q) != goboard.Empty || !(q == b.Ko() || b.IsLegal(q, e.att)) {
				continue
			}
			caps := b.Captures(e.att)
			_ = b.PlayUnchecked(q, e.att)
			ok := b.Captures(e.att) == caps && slowLocal(e, false, depth+1)
			b.Undo()
			if !ok {
				return false
			}
		}
		return true
	}
	for _, q := range e.eyes.pts {
		if b.At(q) != goboard.Empty || !b.IsLegal(q, e.def) {
			continue
		}
		caps := b.Captures(e.att)
		_ = b.PlayUnchecked(q, e.def)
		ok := b.Captures(e.att) == caps && slowLocal(e, true, depth+1)
		b.Undo()
		if ok {
			return true
		}
	}
	return false
}

// TestLocalGameAgrees compares the cached local game of every qualifying
// eye area of random enclosed positions with plain minimax (a verdict the
// node budget cut short may only be false).
func TestLocalGameAgrees(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 5))
	areas, won := 0, 0
	for i := 0; i < 400; i++ {
		p := randomEnclosedProblem(rng, 3, 12)
		e := newEngine(p, 1<<16)
		b := e.b
		for _, tp := range p.Target {
			if b.Liberties(tp) < 1 {
				continue
			}
			e.setChain(tp)
			libs := b.LibertySet(tp).AppendTo(nil)
			var seen, bad goboard.PointSet
			for _, l := range libs {
				r := &e.eyes.recs[0]
				if seen.Has(l) || bad.Has(l) || !e.eyeArea(l, &seen, &bad, r) {
					continue
				}
				for _, defFirst := range []bool{false, true} {
					e.eyes.pts, e.eyes.inE, e.eyes.bkey = r.pts[:r.n], r.inE, r.bkey
					orderArea(b, e.eyes.pts, &r.inE)
					before := b.String()
					// A fresh cache: the losses of games cut off by the
					// budget are cached (as lost, which is sound) and would
					// answer this game without spending its budget.
					clear(e.eyes.local)
					fast := e.eyeWon(defFirst)
					slow := slowLocal(e, !defFirst, 0)
					if b.String() != before {
						t.Fatal("the local game changed the board")
					}
					if fast && !slow || !fast && slow && e.eyes.budget >= 0 {
						t.Fatalf("problem %d, area at %s (defender first %v): cached %v, minimax %v\n%s",
							i, b.Name(l), defFirst, fast, slow, b)
					}
					areas++
					if slow {
						won++
					}
				}
			}
			break // one target chain
		}
	}
	t.Logf("%d local games agree, %d won by the defender", areas, won)
	if areas < 200 || won == 0 || won == areas {
		t.Fatalf("too few local games: %d (%d won)", areas, won)
	}
}

// TestOneArea checks the ring filter and the group's stones against their
// definitions on random problems: whenever oneArea says a chain or a grown
// group has at most one qualifying eye area, flooding from each of its
// liberties (as groupLives does) finds at most one; and inGroup agrees with
// the chains' heads on every defender stone. The sample must hold small
// chains or groups with two areas, which a filter saying "one area" too
// often would get wrong.
func TestOneArea(t *testing.T) {
	rng := rand.New(rand.NewPCG(8, 13))
	filtered, twoSmall, groups := 0, 0, 0
	areas := func(e *engine) int {
		var seen, bad goboard.PointSet
		k := 0
		for _, g := range e.eyes.group[:e.eyes.ng] {
			for _, l := range e.b.LibertySet(g).AppendTo(nil) {
				if !seen.Has(l) && !bad.Has(l) && !e.eyes.pairs.Has(l) && e.eyeArea(l, &seen, &bad, &e.eyes.recs[0]) {
					k++
				}
			}
		}
		return k
	}
	check := func(e *engine, i int) {
		b := e.b
		for _, m := range b.StoneSet(e.def).AppendTo(nil) {
			slow := false
			for _, g := range e.eyes.group[:e.eyes.ng] {
				slow = slow || b.ChainHead(g) == b.ChainHead(m)
			}
			if e.inGroup(m) != slow {
				t.Fatalf("problem %d: inGroup(%s) = %v, want %v\n%s", i, b.Name(m), !slow, slow, b)
			}
		}
		k := areas(e)
		if e.oneArea() {
			filtered++
			if k > 1 {
				t.Fatalf("problem %d: oneArea for the group at %s, which has %d areas\n%s", i, b.Name(e.eyes.group[0]), k, b)
			}
		} else if k > 1 && e.eyes.stones.Len() <= maxRingStones {
			twoSmall++
		}
	}
	for i := range 4500 {
		var p *Problem
		switch i % 3 {
		case 0:
			p = randomEnclosedProblem(rng, 1, 12)
		case 1:
			p = randomGroupProblem(rng, 2, 12)
		default:
			p = randomSmallBoard(rng)
		}
		e := newEngine(p, 1<<16)
		for _, tp := range p.Target {
			if e.b.Liberties(tp) < 1 {
				continue
			}
			e.setChain(tp)
			check(e, i)
			if e.growGroup() {
				groups++
				check(e, i)
			}
		}
	}
	t.Logf("%d chains or groups filtered, %d small ones with two areas, %d groups", filtered, twoSmall, groups)
	if filtered < 1000 || twoSmall < 100 || groups < 500 {
		t.Fatalf("too few cases: %d filtered, %d small with two areas, %d groups", filtered, twoSmall, groups)
	}
}

// randomSmallBoard fills a board of 2x2 to 5x5 at random; the area is the
// whole board (no chain is permanent) and the target every defender chain,
// so small chains cut the board into several areas.
func randomSmallBoard(rng *rand.Rand) *Problem {
	for {
		b := goboard.MustNew(2+rng.IntN(4), 2+rng.IntN(4))
		def := goboard.Color(1 + rng.IntN(2))
		var area goboard.PointSet
		for y := range b.Height() {
			for x := range b.Width() {
				p := b.Point(x, y)
				area.Add(p)
				switch r := rng.Float64(); {
				case r < 0.4:
					_ = b.Setup(p, def)
				case r < 0.5:
					_ = b.Setup(p, def.Opponent())
				}
			}
		}
		removeDead(b)
		target := b.StoneSet(def).AppendTo(nil)
		if len(target) > 0 {
			return &Problem{Board: b, Defender: def, Area: area, Target: target}
		}
	}
}

// TestEyeRuleWork checks the bound on the rule's work (eyeFloor,
// eyeShare): where the rule pays it still decides the problem early
// (side-seventeen: over 3 million nodes without it), and in a long search
// where it does not (corner-twelve's first 300,000 nodes on one engine,
// where the former bound let the local games take half the search's nodes)
// it keeps deciding positions but its work stays within its share, up to
// the overshoot of the last position tried.
func TestEyeRuleWork(t *testing.T) {
	probs := loadProblems(t)
	p := probs["side-seventeen.sgf"]
	if p == nil {
		t.Skip("side-seventeen.sgf missing from testdata")
	}
	res, err := Solve(context.Background(), p, Options{})
	if err != nil || res.Status != Lives {
		t.Fatalf("side-seventeen: %s, %v", res.Status, err)
	}
	if res.Nodes > 10000 || res.eyeProofs == 0 {
		t.Errorf("side-seventeen: %d nodes, %d eye-rule proofs; want under 10,000 nodes with the rule's proofs", res.Nodes, res.eyeProofs)
	}
	p = probs["corner-twelve.sgf"]
	if p == nil {
		t.Skip("corner-twelve.sgf missing from testdata")
	}
	res, err = Solve(context.Background(), p, Options{serial: true, MaxNodes: 300000})
	if err != nil {
		t.Fatal(err)
	}
	const overshoot = 16 * maxLocalNodes
	if bound := res.Nodes/eyeShare + eyeFloor + overshoot; res.eyeWork > bound {
		t.Errorf("corner-twelve: the rule's work %d after %d nodes, over its bound %d", res.eyeWork, res.Nodes, bound)
	}
	if res.eyeProofs == 0 || res.eyeWork < eyeFloor {
		t.Errorf("corner-twelve: the rule's work %d, %d proofs: want it used up to its floor and proving", res.eyeWork, res.eyeProofs)
	}
	t.Logf("corner-twelve: %d nodes, the rule's work %d, %d proofs", res.Nodes, res.eyeWork, res.eyeProofs)
}
