package app

import (
	"fmt"
	"runtime/debug"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"

	"lifeline/internal/version"
)

// Version returns the version of the running program: the app metadata's
// (fyne build), else package version's, with the commit it was built from when
// the build recorded it.
func Version(a fyne.App) string {
	v := version.Version
	if a != nil {
		if m := a.Metadata().Version; m != "" {
			v = m
		}
	}
	if info, ok := debug.ReadBuildInfo(); ok {
		var rev string
		dirty := false
		for _, s := range info.Settings {
			switch s.Key {
			case "vcs.revision":
				rev = s.Value
			case "vcs.modified":
				dirty = s.Value == "true"
			}
		}
		if len(rev) > 12 {
			rev = rev[:12]
		}
		if rev != "" {
			if dirty {
				rev += ", modified"
			}
			v += " (" + rev + ")"
		}
	}
	return v
}

func (u *UI) about() {
	d := dialog.NewInformation("About Lifeline",
		"Lifeline "+Version(u.app)+"\n\n"+
			"Lifeline shows which chains are unconditionally alive (pass-alive, by Benson's algorithm) and why.\n\n"+
			"Unmarked stones are not proven alive; that does not make them dead.", u.win)
	u.showKeyed(d, d.Hide, d.Hide)
}

// windowTitle is the window's title: the players when the game names them,
// the file name (or Untitled) with "*" when there are unsaved changes.
func (u *UI) windowTitle() string {
	d := u.doc
	var parts []string
	b, w := strings.TrimSpace(d.Info("PB")), strings.TrimSpace(d.Info("PW"))
	if b != "" || w != "" {
		parts = append(parts, fmt.Sprintf("%s vs %s", orDash(b), orDash(w)))
	}
	parts = append(parts, d.Title())
	return strings.Join(parts, " · ") + " — Lifeline"
}

// updateTitle sets the window's title.
func (u *UI) updateTitle() { u.win.SetTitle(u.windowTitle()) }
