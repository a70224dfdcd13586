package app

import (
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// banner is the strip above the board that says what was wrong with the
// file just opened (parse and charset warnings: an unclosed game, a
// guessed charset, a file cut off, moves off the board). It stays until
// dismissed or another document is opened.
type banner struct {
	text     *widget.Label
	box      *fyne.Container
	source   string
	warnings []string
}

// newBanner builds the banner, hidden.
func (u *UI) newBanner() fyne.CanvasObject {
	b := &u.banner
	b.text = widget.NewLabel("")
	b.text.Truncation = fyne.TextTruncateEllipsis
	details := widget.NewButton("Details…", u.showWarningDetails)
	details.Importance = widget.LowImportance
	dismiss := widget.NewButtonWithIcon("", theme.CancelIcon(), u.dismissWarnings)
	dismiss.Importance = widget.LowImportance
	b.box = container.NewBorder(nil, nil, widget.NewIcon(theme.WarningIcon()),
		container.NewHBox(details, dismiss), b.text)
	b.box.Hide()
	return b.box
}

// showWarnings shows the warnings of reading source in the banner (none:
// hides it).
func (u *UI) showWarnings(source string, warnings []string) {
	b := &u.banner
	b.source, b.warnings = source, warnings
	if len(warnings) == 0 {
		u.dismissWarnings()
		return
	}
	what := "1 warning"
	if len(warnings) > 1 {
		what = fmt.Sprintf("%d warnings", len(warnings))
	}
	b.text.SetText(fmt.Sprintf("%s, %s: %s", source, what, strings.Join(warnings, "; ")))
	b.box.Show()
	u.relayout()
}

// Warnings returns the text of the warning banner, "" when it is hidden.
func (u *UI) Warnings() string {
	if !u.banner.box.Visible() {
		return ""
	}
	return u.banner.text.Text
}

func (u *UI) dismissWarnings() {
	u.banner.box.Hide()
	u.relayout()
}

func (u *UI) showWarningDetails() {
	b := &u.banner
	text := widget.NewLabel(strings.Join(b.warnings, "\n"))
	text.Wrapping = fyne.TextWrapWord
	scroll := container.NewVScroll(text)
	scroll.SetMinSize(fyne.NewSize(560, 240))
	d := dialog.NewCustom("Warnings reading "+b.source, "Close", scroll, u.win)
	u.showKeyed(d, d.Hide, d.Hide)
}

// relayout lays the window out again after a bar was shown or hidden.
func (u *UI) relayout() {
	if c := u.win.Content(); c != nil {
		c.Refresh()
	}
}
