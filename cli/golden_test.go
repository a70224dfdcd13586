package cli

import (
	"flag"
	"os"
	"path/filepath"
	"testing"
)

// update rewrites the golden files: go test ./cli -run Golden -update
var update = flag.Bool("update", false, "rewrite the golden files in testdata with the current output")

// checkGolden compares got with testdata/NAME.golden, or rewrites the file
// with -update.
func checkGolden(t *testing.T, name, got string) {
	t.Helper()
	path := filepath.Join("testdata", name+".golden")
	if *update {
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test ./cli -run Golden -update to create it)", err)
	}
	if got != string(want) {
		t.Errorf("output differs from %s (run go test ./cli -run Golden -update after checking the change):\n got:\n%s\nwant:\n%s", path, got, want)
	}
}
