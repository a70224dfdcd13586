package cli

import (
	"bytes"
	"strings"
	"testing"
)

func TestGTPCommand(t *testing.T) {
	var out, errb bytes.Buffer
	code := GTP(nil, strings.NewReader("1 name\nboardsize 5\nplay b C3\nunconditional_status C3\nquit\n"), &out, &errb)
	if code != 0 || errb.Len() != 0 {
		t.Fatalf("exit %d, stderr %q", code, errb.String())
	}
	if want := "=1 Lifeline\n\n= \n\n= \n\n= undecided\n\n= \n\n"; out.String() != want {
		t.Errorf("got %q, want %q", out.String(), want)
	}
	out.Reset()
	errb.Reset()
	out.Reset()
	if code := GTP([]string{"--search", "--timeout", "1s"}, strings.NewReader("name\n"), &out, &errb); code != 0 || out.String() != "= Lifeline\n\n" {
		t.Errorf("flags: exit %d, stdout %q, stderr %q", code, out.String(), errb.String())
	}
	out.Reset()
	if code := GTP([]string{"extra"}, strings.NewReader(""), &out, &errb); code != 2 || out.Len() != 0 || !strings.Contains(errb.String(), "usage") {
		t.Errorf("an extra argument: exit %d, stdout %q, stderr %q", code, out.String(), errb.String())
	}
}
