package solve

import (
	"fmt"
	"regexp"
	"strings"

	"lifeline/goboard"
	"lifeline/replay"
	"lifeline/sgf"
)

// correctWords finds a file's verdict in a comment: "correct" or "right"
// as a word, in any case ("Incorrect" and "wrong" are not).
var correctWords = regexp.MustCompile(`(?i)\b(correct|right)\b`)

// callsCorrect reports whether n or a node below it has a comment that
// calls the line correct.
func callsCorrect(n sgf.Node) bool {
	stack := []sgf.Node{n}
	for len(stack) > 0 {
		x := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if c, ok := x.Value("C"); ok && correctWords.MatchString(c) {
			return true
		}
		stack = append(stack, x.Children()...)
	}
	return false
}

// Check compares the answer a file gives, as its variations from the
// problem's node, with the solver's. A variation is called correct when a
// comment on it or below it says "correct" or "right" as a word, in any
// case ("Incorrect" does not count): the usual mark of problem files.
type Check struct {
	Called      []goboard.Point // first moves the file calls correct, in the file's order
	WrongClaims []goboard.Point // called correct, but they fail
	Unsure      []goboard.Point // called correct, not decided by the search
	Missing     []goboard.Point // winning first moves the file does not call correct
	NotCalled   []goboard.Point // of Missing, those the file has as a variation
	OtherColour int             // variations starting with the other side's move (not compared)
}

// CheckAnswer compares the variations below node n (the problem's
// position, on board b with the side to move of res) with res, the
// solver's answer for that position. With res Unknown (the search stopped
// before the result), no move the file calls correct is called wrong.
func CheckAnswer(n sgf.Node, b *goboard.Board, res *Result) Check {
	var ch Check
	inFile := map[goboard.Point]bool{}
	called := map[goboard.Point]bool{}
	for _, child := range n.Children() {
		c, v, ok := replay.Move(child)
		if !ok {
			continue
		}
		if c != res.ToPlay {
			ch.OtherColour++
			continue
		}
		q, err := b.FromSGF(v)
		if err != nil {
			continue
		}
		inFile[q] = true
		if callsCorrect(child) && !called[q] {
			called[q] = true
			ch.Called = append(ch.Called, q)
		}
	}
	winning := map[goboard.Point]bool{}
	for _, q := range res.Winning {
		winning[q] = true
		if !called[q] {
			ch.Missing = append(ch.Missing, q)
			if inFile[q] {
				ch.NotCalled = append(ch.NotCalled, q)
			}
		}
	}
	undecided := map[goboard.Point]bool{}
	for _, q := range res.Undecided {
		undecided[q] = true
	}
	for _, q := range ch.Called {
		switch {
		case undecided[q] || res.Status == Unknown && !winning[q]:
			ch.Unsure = append(ch.Unsure, q)
		case !winning[q]:
			ch.WrongClaims = append(ch.WrongClaims, q)
		}
	}
	return ch
}

// Agrees reports whether the file's answer is the solver's: it calls
// correct every winning first move and no other, and the search decided
// every first move.
func (ch *Check) Agrees(res *Result) bool {
	return res.Status != Unknown && len(ch.Called) > 0 && len(ch.WrongClaims) == 0 && len(ch.Unsure) == 0 &&
		len(ch.Missing) == 0 && len(res.Undecided) == 0
}

// Words says what the comparison found, in sentences: "The file calls B2
// correct, but it fails: White A2, and ...", "The file is missing the
// correct C1.", "The file's answer is right: C1, and no other first move
// works.", ...
func (ch *Check) Words(g goboard.Geometry, res *Result) string {
	var out []string
	if res.Status == Unknown {
		out = append(out, "The search stopped before it found the result.")
	}
	refutation := map[goboard.Point]Refutation{}
	for _, r := range res.Refutations {
		refutation[r.Move] = r
	}
	if len(ch.Called) == 0 {
		out = append(out, "The file calls no first move from this position correct (no comment with \"correct\" or \"right\" in its variations).")
	}
	for _, q := range ch.WrongClaims {
		r, ok := refutation[q]
		if !ok {
			r = Refutation{Move: q, Answer: goboard.NoPoint}
		}
		out = append(out, fmt.Sprintf("The file calls %s correct, but it fails%s.", MoveName(g, q), AnswerWords(g, r, res.ToPlay.Opponent().Name())))
	}
	for _, q := range ch.Unsure {
		out = append(out, fmt.Sprintf("The file calls %s correct; the search did not decide it.", MoveName(g, q)))
	}
	notCalled := map[goboard.Point]bool{}
	for _, q := range ch.NotCalled {
		notCalled[q] = true
		out = append(out, fmt.Sprintf("The file has %s but does not call it correct: it works.", MoveName(g, q)))
	}
	var absent []goboard.Point
	for _, q := range ch.Missing {
		if !notCalled[q] {
			absent = append(absent, q)
		}
	}
	if len(absent) > 0 && len(ch.Called) > 0 {
		out = append(out, fmt.Sprintf("The file is missing the correct %s.", JoinMoves(g, absent)))
	} else if len(absent) > 0 {
		out = append(out, fmt.Sprintf("The correct first moves are %s.", JoinMoves(g, absent)))
	}
	if res.Status != Unknown && len(res.Winning) == 0 && len(res.Undecided) == 0 && len(ch.WrongClaims) == 0 && len(ch.Called) == 0 {
		out = append(out, "No first move works here, and the file calls none correct.")
	}
	// The first moves the search did not decide and the file does not
	// call correct: one of them may work too.
	var open []goboard.Point
	unsure := map[goboard.Point]bool{}
	for _, q := range ch.Unsure {
		unsure[q] = true
	}
	for _, q := range res.Undecided {
		if !unsure[q] {
			open = append(open, q)
		}
	}
	if len(ch.WrongClaims) == 0 && len(ch.Unsure) == 0 && len(ch.Missing) == 0 && len(ch.Called) > 0 {
		if len(open) == 0 {
			out = append(out, fmt.Sprintf("The file's answer is right: %s, and no other first move works.", JoinMoves(g, ch.Called)))
		} else {
			out = append(out, fmt.Sprintf("The file's answer works: %s.", JoinMoves(g, ch.Called)))
		}
	}
	if len(open) > 0 {
		out = append(out, fmt.Sprintf("The search did not decide %s: the file may be missing a correct first move.", JoinMoves(g, open)))
	}
	switch {
	case ch.OtherColour == 1:
		out = append(out, fmt.Sprintf("(1 variation starts with a %s move and was not compared.)", res.ToPlay.Opponent().Name()))
	case ch.OtherColour > 1:
		out = append(out, fmt.Sprintf("(%d variations start with a %s move and were not compared.)", ch.OtherColour, res.ToPlay.Opponent().Name()))
	}
	return strings.Join(out, " ")
}

// JoinMoves names moves separated by commas: "C1, pass".
func JoinMoves(g goboard.Geometry, qs []goboard.Point) string {
	names := make([]string, len(qs))
	for i, q := range qs {
		names[i] = MoveName(g, q)
	}
	return strings.Join(names, ", ")
}

// AnswerWords names the answer that refutes a first move and why it fails,
// as the end of a sentence ": White A2, and the Black target has one eye";
// other is the name of the side answering. It is empty when neither is
// known.
func AnswerWords(g goboard.Geometry, r Refutation, other string) string {
	var s string
	switch {
	case r.Answer == goboard.NoPoint:
	case r.Answer == goboard.Pass && r.Move == goboard.Pass:
		s = ": " + other + " passes too"
	case r.Answer == goboard.Pass:
		s = ": " + other + " passes"
	default:
		s = ": " + other + " " + MoveName(g, r.Answer)
	}
	switch {
	case r.Reason == "":
	case s == "":
		s = ": " + r.Reason
	default:
		s += ", and " + r.Reason
	}
	return s
}
