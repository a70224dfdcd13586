package main

import (
	"bytes"
	"strings"
	"testing"
)

func TestRunDispatch(t *testing.T) {
	var out, errb bytes.Buffer
	if code := run([]string{"help"}, strings.NewReader(""), &out, &errb); code != 0 || !strings.Contains(out.String(), "lifeline analyze") {
		t.Errorf("help: exit %d, %q", code, out.String())
	}
	out.Reset()
	if code := run([]string{"analyze", "--json", "-"}, strings.NewReader("(;SZ[3];B[bb])"), &out, &errb); code != 0 || !strings.Contains(out.String(), `"width": 3`) {
		t.Errorf("analyze: exit %d, %q %q", code, out.String(), errb.String())
	}
	out.Reset()
	if code := run([]string{"info", "-"}, strings.NewReader("(;SZ[3]PB[Shusaku])"), &out, &errb); code != 0 || !strings.Contains(out.String(), "Shusaku") {
		t.Errorf("info: exit %d, %q", code, out.String())
	}
	out.Reset()
	if code := run([]string{"fmt", "-"}, strings.NewReader("(;SZ[3];B[bb])"), &out, &errb); code != 0 || !strings.Contains(out.String(), "B[bb]") {
		t.Errorf("fmt: exit %d, %q", code, out.String())
	}
}
