package solve

import (
	"context"
	"lifeline/sgf"
	"path/filepath"
	"testing"
	"time"

	"lifeline/goboard"
)

func TestDbg(t *testing.T) {
	b, _ := goboard.Parse(`
.X.OX....
OXOOX....
OOOXX....
XXXX.....
.........
.........
.........
.........
.........`)
	p, err := FromBoard(b, nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Log(p.Defender, names(b, p.Target), names(b, p.EmptyArea()))
	e := newEngine(p, 1<<20)
	e.path[0] = e.repKey()
	for k := 1; k <= 4; k++ {
		e.setQuestion(k)
		yes, ok := e.ask(0)
		t.Log(k, yes, ok, e.nodes)
	}
	_ = context.Background()
}

func TestDbgFiles(t *testing.T) {
	files, _ := filepath.Glob("testdata/*.sgf")
	for _, f := range files {
		c, err := sgf.ParseFile(f)
		if err != nil {
			t.Fatal(err)
		}
		p, _, err := FromSGF(c.Games[0], -1, nil, goboard.Rules{})
		if err != nil {
			t.Fatal(f, err)
		}
		res, err := Solve(context.Background(), p, Options{Timeout: 20 * time.Second})
		t.Logf("%s: %d empty, %s to play: %s %v threats %v, win %v, %d nodes, %v, %.0f n/s", f, len(p.EmptyArea()), res.ToPlay, res.Status, res.Level, res.KoThreats, names(p.Board, res.Winning), res.Nodes, res.Elapsed, float64(res.Nodes)/res.Elapsed.Seconds())
	}
}
