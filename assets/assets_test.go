package assets

import (
	"bytes"
	"image/png"
	"testing"
)

func TestEmbedded(t *testing.T) {
	if _, err := png.Decode(bytes.NewReader(Icon())); err != nil {
		t.Fatalf("icon: %v", err)
	}
	if !bytes.HasPrefix(Sample(), []byte("(;")) {
		t.Fatal("sample is not SGF")
	}
	ex, err := Examples()
	if err != nil {
		t.Fatal(err)
	}
	if len(ex) != 6 {
		t.Fatalf("%d examples, want 6", len(ex))
	}
	for _, e := range ex {
		if e.Title == "" || e.Caption == "" {
			t.Errorf("%s: title %q caption %q", e.Name, e.Title, e.Caption)
		}
	}
}
