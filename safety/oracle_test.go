package safety

import (
	"context"
	"errors"
	"fmt"
	"math/rand"
	"os"
	"strconv"
	"testing"

	"lifeline/benson"
	"lifeline/goboard"
)

// oracle decides by exhaustive search, on the whole board and with goboard's
// rules, whether the claim (S, P) holds for colour c in the sense of the
// package documentation: the opponent moves first, the players alternate and
// may pass, two passes in a row end the game; c wins a play if no stone of
// S is ever captured and at the end every point of P is c's by area. A
// repeated position counts as lost for c, except a cycle in which c only
// passed (the opponent can have the same position without it). The
// opponent's single-stone suicide, which changes nothing a pass would not,
// is left out. It is written independently of the package's local search.
type oracle struct {
	b       *goboard.Board
	c, opp  goboard.Color
	S, P    goboard.PointSet
	keep    []goboard.Point
	claim   []goboard.Point
	empty   []goboard.Point // every on-board point
	cOrder  []goboard.Point // every on-board point, the claimed ones first
	path    []pathEntry
	cMoves  int
	nodes   int
	limit   int
	depth   int
	maxDep  int
	memo    map[uint64]bool
	visited goboard.PointSet
}

var errUndecided = errors.New("oracle: budget exhausted")

func newOracle(b *goboard.Board, c goboard.Color, S, P *goboard.PointSet, limit int) *oracle {
	o := &oracle{b: b.Copy(), c: c, opp: c.Opponent(), S: *S, P: *P, limit: limit, memo: map[uint64]bool{}}
	o.keep = S.AppendTo(nil)
	o.claim = P.AppendTo(nil)
	for y := 0; y < b.Height(); y++ {
		for x := 0; x < b.Width(); x++ {
			o.empty = append(o.empty, b.Point(x, y))
		}
	}
	// c tries the claimed points first: its answers and captures are
	// there, and the order only changes how soon a win is found.
	o.cOrder = append(o.cOrder, o.claim...)
	for _, p := range o.empty {
		if !P.Has(p) {
			o.cOrder = append(o.cOrder, p)
		}
	}
	empties := 0
	for _, p := range o.empty {
		if b.At(p) == goboard.Empty {
			empties++
		}
	}
	o.maxDep = 3*empties + 12
	o.b.SetToPlay(o.opp)
	return o
}

func (o *oracle) key(lastPass bool) uint64 {
	k := o.b.Hash()*1000003 + uint64(uint16(o.b.Ko()))*7 + uint64(o.b.ToPlay())
	if lastPass {
		k ^= 0x5bd1e9955bd1e995
	}
	return k
}

func (o *oracle) intact() bool {
	for _, p := range o.keep {
		if o.b.At(p) != o.c {
			return false
		}
	}
	return true
}

// final reports whether every claimed point is c's by area.
func (o *oracle) final() bool {
	if !o.intact() {
		return false
	}
	o.visited.Clear()
	for _, p := range o.claim {
		switch o.b.At(p) {
		case o.c:
			continue
		case o.opp:
			return false
		}
		if o.visited.Has(p) {
			continue
		}
		// The empty area of p must touch no opponent stone.
		stack := []goboard.Point{p}
		o.visited.Add(p)
		for len(stack) > 0 {
			q := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			for _, r := range o.b.Neighbors(q) {
				switch o.b.At(r) {
				case o.opp:
					return false
				case goboard.Empty:
					if !o.visited.Has(r) {
						o.visited.Add(r)
						stack = append(stack, r)
					}
				}
			}
		}
	}
	return true
}

func (o *oracle) onPath(k uint64) (found, cPassedOnly bool) {
	for i := len(o.path) - 1; i >= 0; i-- {
		if o.path[i].key == k {
			return true, o.path[i].cMoves == o.cMoves
		}
	}
	return false, false
}

// oppTurn: the opponent to move; lastPass tells whether c just passed.
// It returns whether c wins and whether the value does not depend on the
// path.
func (o *oracle) oppTurn(lastPass bool) (bool, bool, error) {
	o.nodes++
	if o.nodes > o.limit {
		return false, false, errUndecided
	}
	if o.depth >= o.maxDep {
		return false, false, nil
	}
	k := o.key(lastPass)
	if v, ok := o.memo[k]; ok {
		return v, true, nil
	}
	o.path = append(o.path, pathEntry{k, o.cMoves})
	o.depth++
	win, pure, err := o.oppOptions(lastPass)
	o.depth--
	o.path = o.path[:len(o.path)-1]
	if err == nil && pure {
		o.memo[k] = win
	}
	return win, pure, err
}

func (o *oracle) oppOptions(lastPass bool) (bool, bool, error) {
	pure := true
	// Pass: after c's pass the game ends.
	if lastPass {
		if !o.final() {
			return false, true, nil
		}
	} else {
		o.b.Pass(o.opp)
		win, pu, err := o.cTurn(true)
		o.b.Undo()
		if err != nil {
			return false, false, err
		}
		pure = pure && pu
		if !win {
			return false, pure, nil
		}
	}
	for _, p := range o.empty {
		if o.b.At(p) != goboard.Empty {
			continue
		}
		h := o.b.Hash()
		if o.b.Play(p, o.opp) != nil {
			continue
		}
		if o.b.At(p) == goboard.Empty && o.b.Hash() == h {
			o.b.Undo() // single-stone suicide: a pass
			continue
		}
		if !o.intact() {
			o.b.Undo()
			return false, pure, nil
		}
		win, pu, err := o.cTurn(false)
		o.b.Undo()
		if err != nil {
			return false, false, err
		}
		pure = pure && pu
		if !win {
			return false, pure, nil
		}
	}
	return true, pure, nil
}

// cTurn: c to move; lastPass tells whether the opponent just passed.
func (o *oracle) cTurn(lastPass bool) (bool, bool, error) {
	k := o.key(lastPass)
	if found, cPassed := o.onPath(k); found {
		if cPassed {
			return true, false, nil
		}
		return false, false, nil
	}
	o.path = append(o.path, pathEntry{k, o.cMoves})
	defer func() { o.path = o.path[:len(o.path)-1] }()
	pure := true
	// Pass first: it ends the game after the opponent's pass.
	if lastPass {
		if o.final() {
			return true, true, nil
		}
	} else {
		win, pu, err := o.cPass()
		if err != nil || win {
			return win, pu, err
		}
		pure = pure && pu
	}
	// Then the moves, each tried once, in an order that only makes a win
	// found sooner: captures, then the others.
	for round := 0; round < 2; round++ {
		win, pu, err := o.cMovesOf(round == 0)
		if err != nil || win {
			return win, pu, err
		}
		pure = pure && pu
	}
	return false, pure, nil
}

// cPass tries c's pass when the opponent did not just pass.
func (o *oracle) cPass() (bool, bool, error) {
	o.b.Pass(o.c)
	defer o.b.Undo()
	if found, _ := o.onPath(o.key(true)); found {
		return false, false, nil
	}
	return o.oppTurn(true)
}

// cMovesOf tries c's moves that capture (captures true) or the others.
func (o *oracle) cMovesOf(captures bool) (bool, bool, error) {
	pure := true
	for _, p := range o.cOrder {
		if o.b.At(p) != goboard.Empty {
			continue
		}
		before := o.b.Captures(o.c)
		if o.b.Play(p, o.c) != nil {
			continue
		}
		if (o.b.Captures(o.c) > before) != captures {
			o.b.Undo()
			continue
		}
		if !o.intact() {
			o.b.Undo()
			continue
		}
		kk := o.key(false)
		if found, _ := o.onPath(kk); found {
			o.b.Undo()
			pure = false
			continue
		}
		o.cMoves++
		win, pu, err := o.oppTurn(false)
		o.cMoves--
		o.b.Undo()
		if err != nil {
			return false, false, err
		}
		if win {
			return true, pu, nil
		}
		pure = pure && pu
	}
	return false, pure, nil
}

// holds runs the oracle on the claim.
func (o *oracle) holds() (bool, error) {
	if !o.intact() {
		return false, nil
	}
	win, _, err := o.oppTurn(false)
	return win, err
}

// randomBoard returns a random position on a small board with at most
// maxEmpty empty points, or nil.
func randomBoard(rng *rand.Rand, maxEmpty int) *goboard.Board {
	shapes := [][2]int{{2, 2}, {3, 2}, {3, 3}, {4, 2}, {4, 3}, {4, 4}, {5, 2}, {5, 3}, {5, 4}, {5, 5}, {6, 2}, {6, 3}, {3, 5}}
	sh := shapes[rng.Intn(len(shapes))]
	w, h := sh[0], sh[1]
	if rng.Intn(2) == 0 {
		w, h = h, w
	}
	b := goboard.MustNew(w, h)
	pb := 0.3 + 0.3*rng.Float64()
	pw := (1 - pb) * (0.3 + 0.4*rng.Float64())
	empty := 0
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			switch f := rng.Float64(); {
			case f < pb:
				_ = b.Setup(b.Point(x, y), goboard.Black)
			case f < pb+pw:
				_ = b.Setup(b.Point(x, y), goboard.White)
			default:
				empty++
			}
		}
	}
	if empty > maxEmpty || empty == 0 {
		return nil
	}
	return b
}

// claimStats counts what the soundness test checked.
type claimStats struct {
	positions, undecided int
	byReason             [numReasons]int
	dead                 int
}

// checkClaims runs the analysis and checks the claims of each colour with
// the oracle; it returns an error describing a refuted claim.
func checkClaims(ctx context.Context, a *Analyzer, ba *benson.Analyzer, b *goboard.Board, rules goboard.Rules, limit int, st *claimStats) error {
	return checkClaimsOpt(ctx, a, ba, b, rules, Options{Search: true}, limit, st)
}

// checkClaimsOpt is checkClaims with the analysis options given.
func checkClaimsOpt(ctx context.Context, a *Analyzer, ba *benson.Analyzer, b *goboard.Board, rules goboard.Rules, opt Options, limit int, st *claimStats) error {
	br, err := ba.Analyze(b, rules)
	if err != nil {
		return nil // a chain without liberties: not a position
	}
	res := a.Analyze(ctx, b, br, opt)
	bb := b.Copy()
	bb.SetRules(rules)
	st.positions++
	for _, c := range [2]goboard.Color{goboard.Black, goboard.White} {
		if res.Proven[c].IsEmpty() {
			continue
		}
		o := newOracle(bb, c, &res.Safe[c], &res.Proven[c], limit)
		ok, err := o.holds()
		if err != nil {
			st.undecided++
			continue
		}
		if !ok {
			return fmt.Errorf("claim for %v refuted (suicide %v, options %+v):\n%s%s", c, rules.AllowSuicide, opt, b, describe(b, res, c))
		}
		for _, p := range res.Proven[c].AppendTo(nil) {
			_, why := res.Reason(p)
			st.byReason[why]++
		}
		st.dead += res.Dead[c.Opponent()].Len()
	}
	return nil
}

// describe draws the claims of c.
func describe(b *goboard.Board, r *Result, c goboard.Color) string {
	s := ""
	for y := 0; y < b.Height(); y++ {
		for x := 0; x < b.Width(); x++ {
			p := b.Point(x, y)
			ch := "."
			if r.Proven[c].Has(p) {
				_, why := r.Reason(p)
				ch = strconv.Itoa(int(why))
			}
			s += ch
		}
		s += "\n"
	}
	return s + "(1 benson, 2 pass-alive-territory, 3 static-2vital, 4 static-1vital, 5 static-territory, 6 local-search, 7 solver)\n"
}

// TestSoundAgainstExhaustiveSearch checks every claim of the analysis on
// random small boards against the oracle, in both suicide modes. Set
// LIFELINE_SAFETY_LONG=N for N positions, LIFELINE_SAFETY_SEED for another
// random sequence.
func TestSoundAgainstExhaustiveSearch(t *testing.T) {
	n := 600
	if testing.Short() {
		n = 200
	}
	if v, err := strconv.Atoi(os.Getenv("LIFELINE_SAFETY_LONG")); err == nil && v > 0 {
		n = v
	}
	seed := int64(10)
	if v, err := strconv.ParseInt(os.Getenv("LIFELINE_SAFETY_SEED"), 10, 64); err == nil {
		seed = v
	}
	rng := rand.New(rand.NewSource(seed))
	a := NewAnalyzer()
	ba := benson.NewAnalyzer()
	var st claimStats
	for st.positions < n {
		b := randomBoard(rng, 7)
		if b == nil {
			continue
		}
		rules := goboard.Rules{AllowSuicide: st.positions%3 == 2}
		if err := checkClaims(context.Background(), a, ba, b, rules, 200000, &st); err != nil {
			t.Fatal(err)
		}
	}
	t.Logf("%d positions (%d claims undecided by the oracle's budget); proven points checked: %s; dead stones %d",
		st.positions, st.undecided, st.reasons(), st.dead)
	for _, why := range Reasons() {
		if st.byReason[why] == 0 {
			t.Errorf("no point proven by %s was checked: the generator is useless for it", why)
		}
	}
	if st.undecided*20 > st.positions {
		t.Errorf("%d of %d positions undecided by the oracle", st.undecided, st.positions)
	}
}

// TestOracleRefutesFalseClaims makes sure the oracle can fail: claims that
// are wrong are refuted.
func TestOracleRefutesFalseClaims(t *testing.T) {
	cases := []struct {
		name, board string
		x, y        int // a claimed black stone or point
	}{
		{"one eye", "X.XOO\nXXXO.\nOOOO.", 0, 0},
		{"ko", ".XO..\nXO.O.\n.XO..", 1, 0},
		{"seki is not territory", "XXXXX\nXOOOX\nXO.OX\nX.O.X\nXXXXX", 2, 2},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			b, err := goboard.Parse(tc.board)
			if err != nil {
				t.Fatal(err)
			}
			var S, P goboard.PointSet
			p := b.Point(tc.x, tc.y)
			if b.At(p) == goboard.Black {
				S.Add(p)
			}
			P.Add(p)
			ok, err := newOracle(b, goboard.Black, &S, &P, 2000000).holds()
			if err != nil {
				t.Fatal(err)
			}
			if ok {
				t.Fatalf("the oracle accepts a false claim at (%d,%d):\n%s", tc.x, tc.y, b)
			}
		})
	}
}

// TestStaticSoundAgainstExhaustiveSearch checks the static rule where it
// claims something: random small boards on which the static analysis proves
// a point by ReasonStatic, checked by the oracle without and with the local
// search, in both suicide modes. LIFELINE_SAFETY_LONG=N scales it too.
func TestStaticSoundAgainstExhaustiveSearch(t *testing.T) {
	n := 300
	if testing.Short() {
		n = 100
	}
	if v, err := strconv.Atoi(os.Getenv("LIFELINE_SAFETY_LONG")); err == nil && v > 0 {
		n = v / 2
	}
	seed := int64(20)
	if v, err := strconv.ParseInt(os.Getenv("LIFELINE_SAFETY_SEED"), 10, 64); err == nil {
		seed = v
	}
	rng := rand.New(rand.NewSource(seed))
	a := NewAnalyzer()
	ba := benson.NewAnalyzer()
	var st [2]claimStats // without and with suicide
	found := 0
	for tries := 0; found < n && tries < 400*n; tries++ {
		b := randomBoard(rng, 5)
		if b == nil {
			continue
		}
		mode := tries % 2
		rules := goboard.Rules{AllowSuicide: mode == 1}
		br, err := ba.Analyze(b, rules)
		if err != nil {
			continue
		}
		res := a.Analyze(context.Background(), b, br, Options{})
		static := false
		for _, c := range [2]goboard.Color{goboard.Black, goboard.White} {
			for _, p := range res.Proven[c].AppendTo(nil) {
				if _, why := res.Reason(p); why == ReasonStatic {
					static = true
				}
			}
		}
		if !static {
			continue
		}
		found++
		for _, opt := range []Options{{}, {Search: true}} {
			if err := checkClaimsOpt(context.Background(), a, ba, b, rules, opt, 400000, &st[mode]); err != nil {
				t.Fatal(err)
			}
		}
	}
	for mode, s := range st {
		t.Logf("suicide %v: %d checks of positions with static claims (%d undecided by the oracle's budget); static-1vital points checked: %d, dead stones %d",
			mode == 1, s.positions, s.undecided, s.byReason[ReasonStatic], s.dead)
	}
	if found < n/4 {
		t.Errorf("only %d positions with static claims found", found)
	}
	// With suicide the opponent's multi-stone suicides make the oracle's
	// plays long; some claims stay unchecked there.
	if st[0].undecided*20 > st[0].positions || st[1].undecided*2 > st[1].positions {
		t.Errorf("too many positions undecided by the oracle: %d of %d without suicide, %d of %d with",
			st[0].undecided, st[0].positions, st[1].undecided, st[1].positions)
	}
}

// enclosedShape describes the biased random positions of enclosedBoard.
type enclosedShape struct {
	sizes               [][2]int // board sizes to draw from, in either orientation
	grow                int      // tries to grow the region
	whiteMin, whiteSpan float64  // a region point holds White with chance whiteMin + whiteSpan*U
	wall                float64  // the chance that a point next to the region is Black
	black, white        float64  // elsewhere: Black below black, else White below white, else empty
}

// enclosedBoard returns a random small position built around a region: a
// random connected set of up to size points, the points next to it mostly
// Black, a few White stones inside, the rest of the board random; at most
// maxEmpty empty points, or nil.
func enclosedBoard(rng *rand.Rand, sh enclosedShape, size, maxEmpty int) *goboard.Board {
	wh := sh.sizes[rng.Intn(len(sh.sizes))]
	w, h := wh[0], wh[1]
	if rng.Intn(2) == 0 {
		w, h = h, w
	}
	b := goboard.MustNew(w, h)
	var region goboard.PointSet
	start := b.Point(rng.Intn(w), rng.Intn(h))
	region.Add(start)
	pts := []goboard.Point{start}
	for tries := 0; len(pts) < size && tries < sh.grow; tries++ {
		p := pts[rng.Intn(len(pts))]
		q := b.Neighbors(p)[rng.Intn(4)]
		if b.At(q) == goboard.Empty && !region.Has(q) {
			region.Add(q)
			pts = append(pts, q)
		}
	}
	pWhite := sh.whiteMin + sh.whiteSpan*rng.Float64()
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			p := b.Point(x, y)
			if region.Has(p) {
				if rng.Float64() < pWhite {
					_ = b.Setup(p, goboard.White)
				}
				continue
			}
			next := false
			for _, q := range b.Neighbors(p) {
				next = next || region.Has(q)
			}
			switch f := rng.Float64(); {
			case next && f < sh.wall:
				_ = b.Setup(p, goboard.Black)
			case f < sh.black:
				_ = b.Setup(p, goboard.Black)
			case f < sh.white:
				_ = b.Setup(p, goboard.White)
			}
		}
	}
	empty := 0
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			if b.ColorAt(x, y) == goboard.Empty {
				empty++
			}
		}
	}
	if empty > maxEmpty || empty == 0 {
		return nil
	}
	return b
}

// twoVitalBoard returns an enclosedBoard that makes 2-vital shapes common:
// a region of up to size points walled in by Black (the wall may break into
// several chains where the board is filled in).
func twoVitalBoard(rng *rand.Rand, size, maxEmpty int) *goboard.Board {
	return enclosedBoard(rng, enclosedShape{
		sizes: [][2]int{{4, 3}, {5, 3}, {4, 4}, {5, 4}, {6, 3}, {6, 2}, {5, 2}, {4, 2}},
		grow:  50, whiteMin: 0.1, whiteSpan: 0.2, wall: 0.9, black: 0.35, white: 0.8,
	}, size, maxEmpty)
}

// TestTwoVitalSoundAgainstExhaustiveSearch checks the 2-vital rule where it
// claims something, on biased random boards (twoVitalBoard: an enclosed
// region of 3 to 6 points), by the oracle.
func TestTwoVitalSoundAgainstExhaustiveSearch(t *testing.T) {
	checkRuleSound(t, ReasonTwoVital, 30, 150, func(rng *rand.Rand) *goboard.Board {
		return twoVitalBoard(rng, 3+rng.Intn(4), 6)
	})
}

// TestTerritorySoundAgainstExhaustiveSearch checks the territory rule
// where it claims something, on biased random boards (twoVitalBoard with
// larger regions, which then have interior points), by the oracle.
func TestTerritorySoundAgainstExhaustiveSearch(t *testing.T) {
	checkRuleSound(t, ReasonTerritory, 40, 100, func(rng *rand.Rand) *goboard.Board {
		return twoVitalBoard(rng, 4+rng.Intn(6), 6)
	})
}

// checkRuleSound checks one rule where it claims something, on random
// boards from gen (both colours by swapping), by the oracle, without and
// with the local search, in both suicide modes: n positions (default seed
// seed); LIFELINE_SAFETY_LONG=N and LIFELINE_SAFETY_SEED change them.
func checkRuleSound(t *testing.T, rule Reason, seed int64, n int, gen func(*rand.Rand) *goboard.Board) {
	checkRuleSoundOpt(t, rule, seed, n, gen, Options{}, []Options{{}, {Search: true}}, 400000, 0.5)
}

// checkRuleSoundOpt is checkRuleSound with the options that find the
// rule's claims (detect) and those whose claims the oracle checks.
func checkRuleSoundOpt(t *testing.T, rule Reason, seed int64, n int, gen func(*rand.Rand) *goboard.Board, detect Options, check []Options, limit int, suicideDecided float64) {
	if testing.Short() {
		n /= 3
	}
	if v, err := strconv.Atoi(os.Getenv("LIFELINE_SAFETY_LONG")); err == nil && v > 0 {
		n = v / 2
	}
	if v, err := strconv.ParseInt(os.Getenv("LIFELINE_SAFETY_SEED"), 10, 64); err == nil {
		seed = v
	}
	rng := rand.New(rand.NewSource(seed))
	a := NewAnalyzer()
	ba := benson.NewAnalyzer()
	var st [2]claimStats // without and with suicide
	found := 0
	for tries := 0; found < n && tries < 5000*n; tries++ {
		b := gen(rng)
		if b == nil {
			continue
		}
		if rng.Intn(2) == 0 {
			b = swapColors(b)
		}
		mode := tries % 2
		rules := goboard.Rules{AllowSuicide: mode == 1}
		br, err := ba.Analyze(b, rules)
		if err != nil {
			continue
		}
		res := a.Analyze(context.Background(), b, br, detect)
		claims := false
		for _, c := range [2]goboard.Color{goboard.Black, goboard.White} {
			for _, p := range res.Proven[c].AppendTo(nil) {
				if _, why := res.Reason(p); why == rule {
					claims = true
				}
			}
		}
		if !claims {
			continue
		}
		found++
		for _, opt := range check {
			if err := checkClaimsOpt(context.Background(), a, ba, b, rules, opt, limit, &st[mode]); err != nil {
				t.Fatal(err)
			}
		}
	}
	for mode, s := range st {
		t.Logf("suicide %v: %d checks of positions with %s claims (%d undecided by the oracle's budget); points checked: %s; dead stones %d",
			mode == 1, s.positions, rule, s.undecided, s.reasons(), s.dead)
	}
	if found < n/2 {
		t.Errorf("only %d positions with %s claims found", found, rule)
	}
	if st[0].byReason[rule] == 0 {
		t.Errorf("no %s point was checked by the oracle", rule)
	}
	if st[0].undecided*4 > st[0].positions || float64(st[1].positions-st[1].undecided) < suicideDecided*float64(st[1].positions) {
		t.Errorf("too many positions undecided by the oracle: %d of %d without suicide, %d of %d with",
			st[0].undecided, st[0].positions, st[1].undecided, st[1].positions)
	}
}

// reasons lists the points checked per reason.
func (s *claimStats) reasons() string {
	out := ""
	for _, why := range Reasons() {
		if out != "" {
			out += ", "
		}
		out += fmt.Sprintf("%s %d", why, s.byReason[why])
	}
	return out
}

// swapColors returns b with Black and White exchanged.
func swapColors(b *goboard.Board) *goboard.Board {
	out := goboard.MustNew(b.Width(), b.Height())
	for y := 0; y < b.Height(); y++ {
		for x := 0; x < b.Width(); x++ {
			switch b.ColorAt(x, y) {
			case goboard.Black:
				_ = out.Setup(out.Point(x, y), goboard.White)
			case goboard.White:
				_ = out.Setup(out.Point(x, y), goboard.Black)
			}
		}
	}
	return out
}

// solverBoard returns an enclosedBoard where the solver rule fires: a
// region of up to size points with every point next to it Black.
func solverBoard(rng *rand.Rand, size, maxEmpty int) *goboard.Board {
	return enclosedBoard(rng, enclosedShape{
		sizes: [][2]int{{4, 4}, {5, 4}, {5, 3}, {6, 3}, {4, 3}, {6, 4}},
		grow:  60, whiteSpan: 0.3, wall: 1, black: 0.3, white: 0.85,
	}, size, maxEmpty)
}

// TestSolverSoundAgainstExhaustiveSearch checks the solver rule where it
// claims something, on biased random boards (solverBoard: a region of 4 to
// 8 points enclosed by Black), by the oracle. The claims are found with the
// local search limited to regions of one empty point, so that the solver
// rule settles what the search would; they are checked in that setting and
// with the default options. With suicide allowed the oracle leaves more of
// these positions undecided (about 60 %, even with five times its budget):
// at least 30 % must be decided.
func TestSolverSoundAgainstExhaustiveSearch(t *testing.T) {
	solverOnly := Options{Search: true, MaxEmpty: 1}
	checkRuleSoundOpt(t, ReasonSolver, 50, 100, func(rng *rand.Rand) *goboard.Board {
		return solverBoard(rng, 4+rng.Intn(5), 5)
	}, solverOnly, []Options{solverOnly, {Search: true}}, 400000, 0.3)
}
