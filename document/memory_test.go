package document

import (
	"fmt"
	"math/rand"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"lifeline/goboard"
	"lifeline/sgf"
)

// The memory budget of opening a file, documented in the README: the whole
// process, opening the file as the window does (parse, the game tree's rows,
// which replay every node) and going to the end of the main line, stays
// under budgetBase plus budgetPerByte bytes per byte of the file.
const (
	budgetBase    = 64 << 20
	budgetPerByte = 128
)

// adversarialFiles builds the hostile files of the memory test by name.
var adversarialFiles = map[string]func() string{
	// Fill the board and clear it by setup, a hundred times (2 KB: this
	// took 1.7 GB when a setup edit saved a copy of the board per point).
	"setup-churn-100": func() string { return churn(100) },
	// The same, 2,000 times (40 KB).
	"setup-churn-2000": func() string { return churn(2000) },
	// A million moves of a random game (the board fills, stones are
	// captured, passes when no move is found quickly).
	"million-nodes": millionNodes,
	// 10,000 nested variations, each move with an alternative.
	"deep-variations": func() string {
		var sb strings.Builder
		sb.WriteString("(;SZ[19]")
		for i := 0; i < 10000; i++ {
			fmt.Fprintf(&sb, "(;%s[%c%c]", "BW"[i%2:i%2+1], 'a'+i%19, 'a'+(i/19)%19)
			fmt.Fprintf(&sb, "(;C[alternative %d])", i)
		}
		sb.WriteString(strings.Repeat(")", 10001))
		return sb.String()
	},
	// A root with 100,000 variations of one move each.
	"wide-variations": func() string {
		var sb strings.Builder
		sb.WriteString("(;SZ[19]")
		for i := 0; i < 100000; i++ {
			fmt.Fprintf(&sb, "(;B[%c%c])", 'a'+i%19, 'a'+(i/19)%19)
		}
		sb.WriteString(")")
		return sb.String()
	},
}

func churn(n int) string {
	return "(;SZ[19]" + strings.Repeat(";AB[aa:ss];AE[aa:ss]", n) + ")"
}

func millionNodes() string {
	rng := rand.New(rand.NewSource(1))
	b := goboard.MustNew(19, 19)
	var sb strings.Builder
	sb.WriteString("(;SZ[19]")
	for i := 0; i < 1000000; i++ {
		c := b.ToPlay()
		move := ""
		for try := 0; try < 20; try++ {
			x, y := rng.Intn(19), rng.Intn(19)
			if b.Play(b.Point(x, y), c) == nil {
				move = string([]byte{byte('a' + x), byte('a' + y)})
				break
			}
		}
		if move == "" {
			b.Pass(c)
		}
		fmt.Fprintf(&sb, ";%s[%s]", c, move)
	}
	sb.WriteString(")")
	return sb.String()
}

// openAndReplay opens the file as the window does and goes to the end of
// the main line and back.
func openAndReplay(data []byte) error {
	coll, err := sgf.ParseOwned(data)
	if err != nil {
		return err
	}
	d, err := Open(coll, 0, "")
	if err != nil {
		return err
	}
	rows := d.TreeRows()
	d.Last()
	last := d.Current()
	d.First()
	if len(rows) < 2 || last == d.Root() {
		return fmt.Errorf("replayed %d nodes only", len(rows))
	}
	return nil
}

// TestAdversarialFilesMemory opens each hostile file in a child process and
// checks its peak memory (resident set) against the budget.
func TestAdversarialFilesMemory(t *testing.T) {
	if path := os.Getenv("LIFELINE_MEMORY_CHILD"); path != "" {
		data, err := os.ReadFile(path)
		if err == nil {
			err = openAndReplay(data)
		}
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		// The peak resident set of this process (its own, unlike the
		// rusage a parent gets, which may count the parent's before exec).
		status, err := os.ReadFile("/proc/self/status")
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		for _, line := range strings.Split(string(status), "\n") {
			if strings.HasPrefix(line, "VmHWM:") {
				fmt.Println(line)
			}
		}
		os.Exit(0)
	}
	if testing.Short() {
		t.Skip("-short: the adversarial files are not opened")
	}
	if raceEnabled {
		t.Skip("the race detector multiplies memory use: the budget does not apply")
	}
	for name, build := range adversarialFiles {
		t.Run(name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), name+".sgf")
			text := build()
			size := len(text)
			if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
				t.Fatal(err)
			}
			cmd := exec.Command(os.Args[0], "-test.run=^TestAdversarialFilesMemory$")
			cmd.Env = append(os.Environ(), "LIFELINE_MEMORY_CHILD="+path)
			out, err := cmd.CombinedOutput()
			if err != nil {
				t.Fatalf("child: %v\n%s", err, out)
			}
			var kb int64
			if i := strings.Index(string(out), "VmHWM:"); i < 0 {
				t.Skipf("no peak memory figure (VmHWM in /proc/self/status) on this system: %s", out)
			} else if _, err := fmt.Sscanf(string(out[i:]), "VmHWM: %d kB", &kb); err != nil {
				t.Fatalf("reading the peak memory %q: %v", out[i:], err)
			}
			peak := kb << 10
			budget := int64(budgetBase + budgetPerByte*size)
			t.Logf("%d bytes: peak %d MB (budget %d MB)", size, peak>>20, budget>>20)
			if peak > budget {
				t.Errorf("%d bytes took %d MB, over the budget of %d MB", size, peak>>20, budget>>20)
			}
		})
	}
}
