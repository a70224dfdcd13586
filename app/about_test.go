package app

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/widget"

	"lifeline/internal/version"
)

func TestAboutAndTitle(t *testing.T) {
	u := newUI(t)
	u.about()
	if top := topDialog(u); top == nil || !strings.Contains(dialogText(top), "Lifeline "+version.Version) {
		t.Fatal("About does not show the version")
	}
	for _, tc := range []struct {
		name, sgf, want string
		change          bool
	}{
		{"players", "(;SZ[9]PB[Ann]PW[Bob])", "Ann vs Bob · Untitled — Lifeline", false},
		{"one player", "(;SZ[9]PW[Bob])", "? vs Bob · Untitled * — Lifeline", true},
		{"no players", "(;SZ[9])", "Untitled * — Lifeline", true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			u.app.Clipboard().SetContent(tc.sgf)
			u.doc.MarkSaved()
			u.pasteSGF()
			if tc.change {
				u.pass()
			}
			if got := u.win.Title(); got != tc.want {
				t.Fatalf("title %q, want %q", got, tc.want)
			}
		})
	}
}

// dialogText returns the text shown in o.
func dialogText(o fyne.CanvasObject) string {
	var b strings.Builder
	walkObjects(o, func(o fyne.CanvasObject) {
		switch w := o.(type) {
		case *widget.Label:
			b.WriteString(w.Text + "\n")
		case *widget.RichText:
			b.WriteString(w.String() + "\n")
		case *canvas.Text:
			b.WriteString(w.Text + "\n")
		}
	})
	return b.String()
}
