package document

import (
	"strings"

	"lifeline/goboard"
)

// The rules of a document come from its file's RU property and are
// written back to it. SGF names rule sets, not rules, so a rule set is read
// as the two rules Lifeline models, suicide and positional superko:
//
//	RU value (any case, spaces, "-" and "_" ignored)   suicide  superko
//	Japanese, Korean, AGA, or none or unknown           illegal  no (simple ko)
//	Chinese                                             illegal  positional
//	NZ, New Zealand, Ing                                legal    no (simple ko)
//	Tromp-Taylor, TT                                    legal    positional
//
// AGA, New Zealand and Ing use situational or their own superko rules,
// which Lifeline does not model: it then applies the simple ko rule, which
// never forbids a move those rules allow. When the rules are changed in the
// window, the file's RU is kept if it already reads as the new rules, else
// it becomes the name in the first column of ruleSets for them.
var ruleSets = []struct {
	name  string
	rules goboard.Rules
	alias []string // other spellings, normalised (see normRU)
}{
	{"Japanese", goboard.Rules{}, []string{"japanese", "jp", "korean", "aga"}},
	{"Chinese", goboard.Rules{Superko: true}, []string{"chinese", "cn"}},
	{"NZ", goboard.Rules{AllowSuicide: true}, []string{"nz", "newzealand", "ing", "goe"}},
	{"Tromp-Taylor", goboard.Rules{AllowSuicide: true, Superko: true}, []string{"tromptaylor", "tt"}},
}

// normRU lower-cases an RU value and drops spaces, '-' and '_'.
func normRU(ru string) string {
	return strings.Map(func(r rune) rune {
		switch r {
		case ' ', '-', '_', '\t':
			return -1
		}
		return r
	}, strings.ToLower(ru))
}

// RulesFromRU returns the rules a file's RU value stands for (see the table
// above) and whether the value is a known rule set.
func RulesFromRU(ru string) (goboard.Rules, bool) {
	n := normRU(ru)
	for _, rs := range ruleSets {
		for _, a := range rs.alias {
			if n == a {
				return rs.rules, true
			}
		}
	}
	return goboard.Rules{}, false
}

// RulesName is the RU value Lifeline writes for r.
func RulesName(r goboard.Rules) string {
	for _, rs := range ruleSets {
		if rs.rules == r {
			return rs.name
		}
	}
	return ""
}

// DescribeRules says in words what r allows, for the status line.
func DescribeRules(r goboard.Rules) string {
	s := "suicide illegal"
	if r.AllowSuicide {
		s = "suicide legal"
	}
	if r.Superko {
		return s + ", positional superko"
	}
	return s + ", simple ko"
}

// RuleSet returns the file's RU value ("" if none).
func (d *Document) RuleSet() string {
	v, _ := d.root.Value("RU")
	return v
}

// Rules returns the rules of the document (read from RU).
func (d *Document) Rules() goboard.Rules { return d.rules }

// SetRules changes the rules of the document and records them in its RU
// (see RulesFromRU), which marks the document changed; the analysis is
// recomputed on demand. New rules change the revision: which recorded
// moves break the rules (see TreeRow.Warnings) depends on them.
func (d *Document) SetRules(r goboard.Rules) {
	if cur, _ := RulesFromRU(d.RuleSet()); cur != r {
		d.root.Set("RU", RulesName(r))
		d.touched = true
	}
	d.applyRules(r)
}

// applyRules makes r the rules of the board and the analysis.
func (d *Document) applyRules(r goboard.Rules) {
	if r != d.rules {
		d.revision++
	}
	d.rules = r
	d.board.SetRules(r)
	d.analyzed = false
}
