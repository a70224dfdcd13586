package document

import (
	"testing"
)

func TestCommentsAndInfo(t *testing.T) {
	d, err := Parse([]byte("(;SZ[9]PB[Honinbo];B[ee]C[hello])"), 0, "")
	if err != nil {
		t.Fatal(err)
	}
	if err := d.Forward(); err != nil || d.Comment() != "hello" {
		t.Fatalf("comment %q", d.Comment())
	}
	d.SetComment("hello\nworld")
	if v, _ := d.Current().Value("C"); v != "hello\nworld" || !d.Dirty() {
		t.Fatalf("comment %q dirty %v", v, d.Dirty())
	}
	d.MarkSaved()
	d.SetComment("  ")
	if d.Current().Has("C") || !d.Dirty() {
		t.Fatal("blank comment not removed")
	}
	if err := d.SetInfo(map[string]string{"KM": "six"}); err == nil {
		t.Fatal("komi six accepted")
	}
	if err := d.SetInfo(map[string]string{"PB": "", "PW": "Shusaku", "KM": "6.5"}); err != nil {
		t.Fatal(err)
	}
	if d.Info("PB") != "" || d.Info("PW") != "Shusaku" || d.Info("KM") != "6.5" {
		t.Fatalf("info %v", d.Root().Props())
	}
}
