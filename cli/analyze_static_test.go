package cli

import "testing"

// TestAnalyzeStaticRulesGolden checks the output of analyze, text and JSON,
// against testdata/analyze-static-*.golden on two small positions that the
// static rules of package safety prove beyond Benson: a 2-vital eye whose
// chain anchors a miai-joined chain (static-2vital, static-1vital), and a
// corner territory joined to safe chains by miai pairs (static-territory).
func TestAnalyzeStaticRulesGolden(t *testing.T) {
	const twoVital = "(;FF[4]SZ[5:4]AB[ea][ab][bb][cb][db][eb][ad][bd]AW[aa][cc][dc][ec][cd][dd])"
	const territory = "(;FF[4]SZ[5:4]AB[da][db][eb][ac][bc][cc][dc][ec][ad][bd][cd][dd]AW[cb])"
	for _, tt := range []struct {
		name, game string
		args       []string
	}{
		{"analyze-static-2vital", twoVital, []string{"-"}},
		{"analyze-static-2vital-json", twoVital, []string{"--json", "-"}},
		{"analyze-static-territory", territory, []string{"-"}},
		{"analyze-static-territory-json", territory, []string{"--json", "-"}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			code, out, errs := runAnalyze(t, tt.game, tt.args...)
			if code != 0 || errs != "" {
				t.Fatalf("exit %d, stderr %q", code, errs)
			}
			checkGolden(t, tt.name, out)
		})
	}
}
