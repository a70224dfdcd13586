package cli

import (
	"bytes"
	"encoding/json"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// FuzzSolveCommand runs "lifeline solve --all --check --json" on arbitrary
// input with a small node budget: it never panics, exits 0 or 1, and
// writes a stream of JSON objects, one per game of a readable file, each
// an answer or an error naming its game in order.
func FuzzSolveCommand(f *testing.F) {
	files, _ := filepath.Glob("testdata/solve-*.sgf")
	for _, name := range files {
		data, err := os.ReadFile(name)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
	}
	f.Add([]byte("(;SZ[9]PL[B]AB[ea][eb][ac][bc][cc][dc][ec]AW[da][ab][bb][cb][db](;B[ba]C[Correct]))(;SZ[9])(;SZ[3]AB[aa])"))
	f.Add([]byte("(;SZ[5:3]AB[ba][bb]AW[ca][cb]MA[ba]LA[aa:bb];B[zz])"))
	f.Fuzz(func(t *testing.T, data []byte) {
		var out, errb bytes.Buffer
		code := Solve([]string{"--all", "--check", "--json", "--max-nodes", "2000", "-"}, bytes.NewReader(data), &out, &errb)
		if code != exitOK && code != exitError {
			t.Fatalf("exit %d: %s", code, errb.String())
		}
		if code == exitError && errb.Len() == 0 {
			t.Fatal("exit 1 without a message")
		}
		dec := json.NewDecoder(&out)
		last := 0
		for {
			var v struct {
				Game   int    `json:"game"`
				Result string `json:"result"`
				Error  string `json:"error"`
			}
			err := dec.Decode(&v)
			if err == io.EOF {
				break
			}
			if err != nil {
				t.Fatalf("output is not a stream of JSON objects: %v\n%s", err, out.String())
			}
			if v.Game != last+1 || (v.Result == "") == (v.Error == "") {
				t.Fatalf("object for game %d after game %d, result %q, error %q", v.Game, last, v.Result, v.Error)
			}
			if v.Error != "" && !strings.Contains(errb.String(), v.Error) {
				t.Fatalf("game %d's error %q not on standard error: %s", v.Game, v.Error, errb.String())
			}
			last = v.Game
		}
	})
}
