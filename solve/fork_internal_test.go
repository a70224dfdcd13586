package solve

import (
	"context"
	"maps"
	"math/rand/v2"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"sort"
	"strconv"
	"sync/atomic"
	"testing"
	"time"

	"lifeline/goboard"
)

// TestForkSameAnswers solves the composed problems and random ones on two
// engines (the pass and the level's search split, fork.go) and on one:
// the level, the side needing ko threats, the winning moves and the refuted
// moves must be the same, and nothing left undecided.
func TestForkSameAnswers(t *testing.T) {
	type named struct {
		name string
		p    *Problem
	}
	var probs []named
	composed := loadProblems(t)
	for _, name := range slices.Sorted(maps.Keys(composed)) {
		probs = append(probs, named{name, composed[name]})
	}
	rng := rand.New(rand.NewPCG(77, 3))
	for i := range 200 {
		probs = append(probs, named{"random " + strconv.Itoa(i), randomProblem(rng, 7)})
	}
	forked, shared, splitFirst := 0, 0, 0
	for _, pr := range probs {
		p := pr.p
		if pr.name == "corner-twelve.sgf" {
			continue // a second: left to the benchmark and the goldens
		}
		opt := Options{TableBytes: 4 << 20, MaxNodes: 3000000}
		opt.serial = true
		one, err1 := Solve(context.Background(), p, opt)
		opt.serial, opt.forkAt, opt.splitAt, opt.round, opt.sync = false, -1, 1+int64(len(pr.name)%50), 1+int64(len(pr.name)%31), 1+int64(len(pr.name)%5)
		// The engines searching the first moves hand their results over
		// every 1 to 64 nodes (share.go).
		opt.share = 1 + int64(len(pr.name)*7%64)
		// An engine still searching a first move when its partner is
		// done looks at it every 1 to 7 nodes, and splits the move's
		// search (deal.go).
		opt.idle = 1 + int64(len(pr.name)%7)
		two, err2 := Solve(context.Background(), p, opt)
		if err1 != nil || err2 != nil {
			t.Fatalf("%s: %v %v", pr.name, err1, err2)
		}
		if one.Status == Unknown {
			continue
		}
		if two.forked {
			forked++
		}
		if two.taken > 0 {
			shared++
		}
		if two.firstSplits > 0 {
			splitFirst++
		}
		if one.memLeft != 0 || two.memLeft != 0 {
			t.Fatalf("%s: the memory meter ends at %d and %d bytes, want 0 (a buffer counted and never let go)", pr.name, one.memLeft, two.memLeft)
		}
		refuted := func(r *Result) []goboard.Point {
			var out []goboard.Point
			for _, x := range r.Refutations {
				out = append(out, x.Move)
			}
			sort.Slice(out, func(i, j int) bool { return out[i] < out[j] })
			return out
		}
		if one.Level != two.Level || one.KoThreats != two.KoThreats ||
			!slices.Equal(one.Winning, two.Winning) || !slices.Equal(refuted(one), refuted(two)) ||
			len(two.Undecided) > 0 {
			t.Fatalf("%s:\n%s\none engine: level %d, %v needs threats, winning %v, refuted %v\ntwo engines: level %d, %v, winning %v, refuted %v, undecided %v",
				pr.name, p.Board, one.Level, one.KoThreats, names(p.Board, one.Winning), names(p.Board, refuted(one)),
				two.Level, two.KoThreats, names(p.Board, two.Winning), names(p.Board, refuted(two)), names(p.Board, two.Undecided))
		}
	}
	if forked < len(probs)/2 {
		t.Fatalf("only %d of %d problems searched by two engines", forked, len(probs))
	}
	if shared < len(probs)/8 {
		t.Fatalf("only %d of %d problems had results handed over between the engines", shared, len(probs))
	}
	if splitFirst < len(probs)/16 {
		t.Fatalf("only %d of %d problems had a first move's search split", splitFirst, len(probs))
	}
	t.Logf("%d of %d problems searched by two engines, %d with results handed over, %d with a first move's search split", forked, len(probs), shared, splitFirst)
}

// TestForkBudget checks that the two engines together keep to a node
// budget (the second engine gets half of what is left), and that a budget
// spent in the first moves leaves moves undecided rather than wrongly
// decided.
func TestForkBudget(t *testing.T) {
	p := loadProblems(t)["corner-eight.sgf"]
	if p == nil {
		t.Skip("no corner-eight.sgf in testdata")
	}
	full, err := Solve(context.Background(), p, Options{serial: true})
	if err != nil {
		t.Fatal(err)
	}
	undecided := 0
	for _, budget := range []int64{1500, 2000, 3000, 5000, 8000, 12000, 20000} {
		res, err := Solve(context.Background(), p, Options{MaxNodes: budget, forkAt: -1})
		if err != nil {
			t.Fatal(err)
		}
		// One engine alone may pass its budget by a few nodes (a
		// search notices the limit at its next node); two by twice as
		// many, never by a second budget.
		if res.Nodes > budget+16 {
			t.Fatalf("budget %d: %d nodes", budget, res.Nodes)
		}
		if res.Status == Unknown {
			continue
		}
		if res.Level != full.Level {
			t.Fatalf("budget %d: level %d, %d without a budget", budget, res.Level, full.Level)
		}
		for _, q := range res.Winning {
			if !slices.Contains(full.Winning, q) {
				t.Fatalf("budget %d: %s winning, not without a budget", budget, p.Board.Name(q))
			}
		}
		undecided += len(res.Undecided)
	}
	if undecided == 0 {
		t.Fatal("no budget left a first move undecided: the test checks nothing")
	}
}

// TestForkStops stops searches on two engines at many points with a time
// limit and a cancelled context: each answer is Unknown or the full one,
// and the board is left as it was.
func TestForkStops(t *testing.T) {
	p := loadProblems(t)["corner-eight.sgf"]
	if p == nil {
		t.Skip("no corner-eight.sgf in testdata")
	}
	before := p.Board.String()
	full, err := Solve(context.Background(), p, Options{serial: true})
	if err != nil {
		t.Fatal(err)
	}
	stopped := 0
	for i := range 12 {
		opt := Options{Timeout: time.Duration(1+i*i) * 100 * time.Microsecond, forkAt: -1, splitAt: 100}
		ctx := context.Background()
		if i%3 == 2 {
			var cancel context.CancelFunc
			ctx, cancel = context.WithTimeout(ctx, opt.Timeout)
			defer cancel()
			opt.Timeout = 0
		}
		res, _ := Solve(ctx, p, opt)
		if p.Board.String() != before {
			t.Fatalf("stop %d: the board changed", i)
		}
		switch {
		case res.Status == Unknown:
			stopped++
		case res.Level != full.Level:
			t.Fatalf("stop %d: level %d, %d without a limit", i, res.Level, full.Level)
		}
		for _, q := range res.Winning {
			if !slices.Contains(full.Winning, q) {
				t.Fatalf("stop %d: %s winning, not without a limit", i, p.Board.Name(q))
			}
		}
	}
	if stopped == 0 {
		t.Log("no limit stopped the level's search (a fast machine)")
	}
}

// TestForkDeterministic solves problems on two engines several times: the
// nodes, the answers, the refutations with their answers and reasons, and
// the main line must be the same every time (nothing depends on timing).
// The second options split the level's questions in rounds of 300 nodes,
// each engine looking at its partner's end every 7 nodes (fork.go), so that
// many rounds end early, and the engines searching the first moves hand
// their results over every 40 nodes (share.go), so that they often wait.
func TestForkDeterministic(t *testing.T) {
	probs := loadProblems(t)
	for i, name := range []string{"corner-eight.sgf", "side-twenty.sgf", "ten-thousand-year-ko.sgf", "bulky-five.sgf",
		"corner-eight.sgf", "side-twenty.sgf", "ten-thousand-year-ko.sgf", "rabbit-six.sgf"} {
		p := probs[name]
		if p == nil {
			t.Fatalf("no %s in testdata", name)
		}
		opt := Options{forkAt: -1, splitAt: 200}
		if i >= 4 {
			// Hand-overs every 40 nodes between the engines searching
			// the first moves (share.go): an engine often waits.
			opt.round, opt.sync, opt.share, opt.idle = 300, 7, 40, 3
			// The engines sleep at random, so that which waits for
			// which differs from run to run. (An engine that handed
			// over a segment only when it had to wait made the counts
			// differ on a larger problem of the public collection,
			// not on these: TestWaitsHandOverNothing.)
			opt.jitter = 200
		}
		var first *Result
		for run := range 4 {
			res, err := Solve(context.Background(), p, opt)
			if err != nil {
				t.Fatal(err)
			}
			if !res.forked {
				t.Fatalf("%s: not searched on two engines", name)
			}
			if run == 0 {
				first = res
				continue
			}
			if res.Nodes != first.Nodes || !slices.Equal(res.Winning, first.Winning) ||
				!slices.Equal(res.Refutations, first.Refutations) || !slices.Equal(res.Line, first.Line) {
				t.Fatalf("%s, run %d: %d nodes, winning %v, refutations %v, line %v; run 0: %d, %v, %v, %v", name, run,
					res.Nodes, res.Winning, res.Refutations, res.Line, first.Nodes, first.Winning, first.Refutations, first.Line)
			}
		}
	}
}

// TestAwaitReports checks that an engine waiting for the second one keeps
// calling the progress function, with both engines' nodes (a search's
// reports once stopped for seconds while its first engine waited): the
// wait ends only after the reports this test waits for.
func TestAwaitReports(t *testing.T) {
	p := randomProblem(rand.New(rand.NewPCG(5, 5)), 5)
	e := newEngine(p, 1<<20)
	e.nodes = 1000
	var partner atomic.Int64
	partner.Store(234)
	e.partner = &partner
	done := make(chan struct{})
	var reports []Progress
	e.progress = func(pr Progress) {
		reports = append(reports, pr)
		if len(reports) == 3 {
			close(done)
		}
	}
	e.await(done)
	if len(reports) != 3 {
		t.Fatalf("%d reports while waiting, want 3", len(reports))
	}
	for _, pr := range reports {
		if pr.Nodes != 1234 {
			t.Fatalf("a report while waiting counts %d nodes, want 1234 (both engines')", pr.Nodes)
		}
	}
}

// TestDealByNodeCounts checks the first moves' dealer (deal.go): the next
// move goes to the engine asking at the lower node count, so an engine
// asking waits while its partner searches at a lower count, and takes the
// move once the partner has published a count past its own; on a tie
// engine 0 comes first; a stopped engine asks for no more.
func TestDealByNodeCounts(t *testing.T) {
	p := randomProblem(rand.New(rand.NewPCG(5, 5)), 5)
	e, f := newEngine(p, 1<<16), newEngine(p, 1<<16)
	dealTo(e, f, []int{7, 8, 9, 10})
	d := e.deal
	type got struct {
		i  int
		ok bool
	}
	ask := func(x *engine, nodes int64) chan got {
		x.nodes = nodes
		ch := make(chan got, 1)
		go func() {
			i, ok := x.nextMove()
			ch <- got{i, ok}
		}()
		return ch
	}
	// recv returns what an ask returned, failing the test when it waits
	// for long (an ask that should not wait).
	recv := func(ch chan got) got {
		select {
		case g := <-ch:
			return g
		case <-time.After(10 * time.Second):
			t.Fatal("an ask still waits after 10 s")
			return got{}
		}
	}
	// quiet reports whether ch stays empty for a while: an ask waiting.
	quiet := func(ch chan got) bool {
		select {
		case g := <-ch:
			t.Errorf("an ask returned %v while its partner searched at a lower count", g)
			return false
		case <-time.After(30 * time.Millisecond):
			return true
		}
	}
	d.count[1].Store(50) // f searches at 50
	ea := ask(e, 100)
	if !quiet(ea) {
		return
	}
	if g := recv(ask(f, 60)); g != (got{7, true}) { // f asks first, at 60
		t.Fatalf("f at 60 got %v, want move 7", g)
	}
	if !quiet(ea) { // f searches again, at 60
		return
	}
	d.count[1].Store(101)
	if g := recv(ea); g != (got{8, true}) {
		t.Fatalf("e at 100 got %v, want move 8", g)
	}
	// A tie: both ask at 200, e (engine 0) first.
	d.count[0].Store(200)
	fa := ask(f, 200)
	if !quiet(fa) {
		return
	}
	if g := recv(ask(e, 200)); g != (got{9, true}) {
		t.Fatalf("e at 200 got %v, want move 9", g)
	}
	d.count[0].Store(201)
	if g := recv(fa); g != (got{10, true}) {
		t.Fatalf("f at 200 got %v, want move 10", g)
	}
	// Nothing left; a stopped engine asks for no more.
	if g := recv(ask(e, 300)); g.ok {
		t.Fatalf("e got %v from an empty order", g)
	}
	d2 := &dealer{order: []int{1, 2}}
	e.deal, e.dealSide, e.stopped = d2, 0, true
	if g := recv(ask(e, 0)); g.ok || d2.fin[0].Load() == 0 || len(d2.undealt()) != 2 {
		t.Fatalf("a stopped engine got %v (done at %d, undealt %v)", g, d2.fin[0].Load(), d2.undealt())
	}
}

// TestWaitsHandOverNothing checks that an engine waiting for its partner,
// for a first move (nextMove) or for its look at the partner's end
// (idleCheck), publishes its count for the partner's hand-overs but hands
// over no segment: the segments must be the same whether an engine had to
// wait or not, or the partner's table, and its node counts, would depend
// on the clock (they did, by about a hundredth on a problem of the public
// collection). Its partner's hand-over then goes on without waiting and
// takes nothing.
func TestWaitsHandOverNothing(t *testing.T) {
	p := randomProblem(rand.New(rand.NewPCG(5, 5)), 5)
	e, f := newEngine(p, 1<<16), newEngine(p, 1<<16)
	e.shareEvery, f.shareEvery = 10, 10
	shareWith(e, f)
	dealTo(e, f, []int{7, 8})
	sh, d := e.share, e.deal
	e.tt.put(12345, 0, infinity, noBounds, 5) // a result recorded for f
	if len(e.tt.rec) != 1 {
		t.Fatalf("%d results recorded, want 1", len(e.tt.rec))
	}
	waitFor := func(what string, cond func() bool) {
		for range 10000 {
			if cond() {
				return
			}
			time.Sleep(time.Millisecond)
		}
		t.Fatalf("%s: still waiting after 10 s", what)
	}
	check := func(what string, count int64) {
		waitFor(what+": the count published", func() bool { return sh.mark[0].Load() == count+1 })
		sh.mu.Lock()
		n := len(sh.segs[0])
		sh.mu.Unlock()
		if n != 0 {
			t.Fatalf("%s: %d segments handed over while waiting, want 0", what, n)
		}
		f.nodes = count + 2*f.shareEvery - 1 // f's hand-over takes segments up to count-1
		f.shareCheck()                       // returns at once: e is past count-1
		if _, _, _, ok := f.tt.get(12345); ok {
			t.Fatalf("%s: f took a result e recorded after its last segment", what)
		}
	}

	// e asks for a move at 100 while f searches at 50: e waits.
	d.count[1].Store(50)
	e.nodes = 100
	got := make(chan bool, 1)
	go func() {
		_, ok := e.nextMove()
		got <- ok
	}()
	check("nextMove", 100)
	d.count[1].Store(101)
	if !<-got {
		t.Fatal("e got no move")
	}

	// e looks at 20,100 whether f was done by 100 (idleLag 20,000): f,
	// at 60, has not got that far, so e waits.
	e.idleLag = 20000
	d.count[1].Store(60)
	e.nodes = 20100
	done := make(chan struct{})
	go func() {
		e.idleCheck()
		close(done)
	}()
	check("idleCheck", 20100)
	d.count[1].Store(101)
	<-done
	if e.idleStop {
		t.Fatal("e stopped though f searched past the count it looked at")
	}
}

// TestShareRecordsRecycled checks that a record the partner has taken is
// let go and filled again, and that none is handed over once the partner
// is done: a long search must not keep every result recorded since the
// sharing began (gop/13485 of the public collection held 0.3 GB more after
// a minute, growing, and 0.5 GB more in a minute of its first moves), nor
// make a record's worth of garbage at every hand-over.
func TestShareRecordsRecycled(t *testing.T) {
	p := randomProblem(rand.New(rand.NewPCG(5, 5)), 5)
	e, f := newEngine(p, 1<<16), newEngine(p, 1<<16)
	e.shareEvery, f.shareEvery = 10, 10
	shareWith(e, f)
	sh := e.share
	e.tt.put(12345, 0, infinity, noBounds, 5)
	e.tt.put(23456, infinity, 0, noBounds, 5)
	e.nodes = e.shareBase + 10
	e.sharePublish() // segment 0, at 10
	e.nodes += 10
	e.sharePublish() // segment 1, empty, at 20: f need not wait for e
	f.nodes = f.shareBase + 10 + 2*f.shareEvery
	f.shareCheck() // takes the segments up to 10
	if _, _, _, ok := f.tt.get(23456); !ok {
		t.Fatal("f did not take e's results")
	}
	sh.mu.Lock()
	kept, free := sh.segs[0][0].rec, len(sh.free[0])
	sh.mu.Unlock()
	if kept != nil {
		t.Fatalf("a taken segment still holds %d results", len(kept))
	}
	if free != 1 {
		t.Fatalf("%d records handed back to e, want 1", free)
	}
	e.nodes += 10
	e.sharePublish()
	if cap(e.tt.rec) < 2 || len(e.tt.rec) != 0 {
		t.Fatalf("e records into a slice of len %d cap %d, want its emptied record back", len(e.tt.rec), cap(e.tt.rec))
	}
	e.tt.put(34567, 0, infinity, noBounds, 5)
	if len(e.tt.rec) != 1 {
		t.Fatalf("%d results recorded into the recycled record, want 1", len(e.tt.rec))
	}
	// Once f is done, nothing takes e's records: they must not pile up.
	f.shareDone()
	sh.mu.Lock()
	n := len(sh.segs[0])
	sh.mu.Unlock()
	for range 3 {
		e.tt.put(45678, infinity, 0, noBounds, 5)
		e.nodes += 10
		e.sharePublish()
	}
	sh.mu.Lock()
	m := len(sh.segs[0])
	sh.mu.Unlock()
	if m != n || len(e.tt.rec) != 0 {
		t.Fatalf("with f done, e handed over %d more segments and keeps %d results, want none", m-n, len(e.tt.rec))
	}
}

// TestSolveLetsGoOfItsTables checks that a solve whose tables grew large
// returns their memory when it is done (release): the app and the GTP engine
// live on after a solve, and Go's collector would otherwise keep hundreds of
// megabytes in the process until the heap next doubled.
func TestSolveLetsGoOfItsTables(t *testing.T) {
	if testing.Short() || raceDetector {
		t.Skip("a solve of about a second (twenty under the race detector, whose memory it would measure too)")
	}
	const file = "testdata/hard/corner-sixteen.sgf"
	if _, err := os.Stat(file); err != nil {
		t.Skipf("%s is missing: %v", file, err)
	}
	p := readProblems(t, []string{file}, filepath.Base)["corner-sixteen.sgf"]
	res, err := Solve(context.Background(), p, Options{MaxNodes: 6000000})
	if err != nil {
		t.Fatal(err)
	}
	if res.TableBytes < 2*releaseBytes {
		t.Fatalf("the solve's tables took %d bytes, too few to test their release", res.TableBytes)
	}
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	if held := ms.HeapInuse + ms.HeapIdle - ms.HeapReleased; held > uint64(res.TableBytes)/4 {
		t.Errorf("after a solve with %d MB of tables the process holds %d MB of heap (in use %d MB, idle %d MB, released %d MB)",
			res.TableBytes>>20, held>>20, ms.HeapInuse>>20, ms.HeapIdle>>20, ms.HeapReleased>>20)
	} else {
		t.Logf("after a solve with %d MB of tables the process holds %d MB of heap", res.TableBytes>>20, held>>20)
	}
}
