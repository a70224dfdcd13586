package app

import (
	"fmt"
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"
)

// otherKey handles the keys typedKey leaves: Page Up and Page Down step
// through the games of the file; in setup mode, the tool keys.
func (u *UI) otherKey(k fyne.KeyName) {
	switch k {
	case fyne.KeyPageUp:
		u.stepGame(-1)
	case fyne.KeyPageDown:
		u.stepGame(1)
	default:
		u.setupKey(k)
	}
}

// gameIndex returns the index of the open game in its file's collection
// (-1 if it is not there).
func (u *UI) gameIndex() int {
	if c := u.doc.Collection(); c != nil {
		return slices.Index(c.Games, u.doc.Root())
	}
	return -1
}

// stepGame opens the game delta places from the current one in the same
// file (asking first about unsaved changes).
func (u *UI) stepGame(delta int) {
	coll := u.doc.Collection()
	if coll == nil || len(coll.Games) < 2 {
		u.say("the file holds one game")
		return
	}
	g := u.gameIndex() + delta
	if g < 0 || g >= len(coll.Games) {
		u.say(fmt.Sprintf("game %d is the %s game in the file", u.gameIndex()+1, map[bool]string{true: "first", false: "last"}[g < 0]))
		return
	}
	u.confirmDiscard("Open", func() {
		if err := u.openGame(coll, g, u.doc.File()); err != nil {
			u.showError(err)
		}
	})
}

// matchGames returns the indices of the labels that contain every word of
// query (case-insensitive), all of them for an empty query.
func matchGames(labels []string, query string) []int {
	words := strings.Fields(strings.ToLower(query))
	var out []int
	for i, l := range labels {
		l = strings.ToLower(l)
		ok := true
		for _, w := range words {
			if !strings.Contains(l, w) {
				ok = false
				break
			}
		}
		if ok {
			out = append(out, i)
		}
	}
	return out
}

// gamesDialog lists the games of the file with a search field (players,
// event, name, date) and opens the chosen one.
func (u *UI) gamesDialog() {
	coll := u.doc.Collection()
	if coll == nil || len(coll.Games) == 0 {
		u.say("no file open")
		return
	}
	labels := make([]string, len(coll.Games))
	for i, g := range coll.Games {
		labels[i] = gameLabel(i, g)
	}
	shown := matchGames(labels, "")
	chosen := u.gameIndex()
	count := widget.NewLabel("")
	list := widget.NewList(
		func() int { return len(shown) },
		func() fyne.CanvasObject { return widget.NewLabel("") },
		func(i widget.ListItemID, o fyne.CanvasObject) {
			if i < len(shown) {
				o.(*widget.Label).SetText(labels[shown[i]])
			}
		},
	)
	list.OnSelected = func(i widget.ListItemID) {
		if i < len(shown) {
			chosen = shown[i]
		}
	}
	search := newKeyEntry()
	search.SetPlaceHolder("Search players, event, name, date")
	filter := func(q string) {
		shown = matchGames(labels, q)
		count.SetText(fmt.Sprintf("%d of %d games", len(shown), len(labels)))
		list.UnselectAll()
		list.Refresh()
		if len(shown) > 0 {
			list.Select(0)
		}
	}
	search.OnChanged = filter
	filter("")
	if chosen < len(shown) {
		list.Select(chosen)
		list.ScrollTo(chosen)
	}
	content := container.NewBorder(container.NewBorder(nil, nil, nil, count, search), nil, nil, nil, list)
	var d *dialog.ConfirmDialog
	open := func() {
		if len(shown) == 0 {
			return
		}
		g := chosen
		u.confirmDiscard("Open", func() {
			if err := u.openGame(coll, g, u.doc.File()); err != nil {
				u.showError(err)
			}
		})
	}
	enter := func() {
		d.Hide()
		open()
	}
	search.OnSubmitted = func(string) { enter() }
	d = dialog.NewCustomConfirm(orName(u.doc.File())+": games", "Open", "Cancel", content, func(ok bool) {
		if ok {
			open()
		}
	}, u.win)
	search.onEscape = d.Hide
	d.Resize(fyne.NewSize(720, 480))
	u.showKeyed(d, enter, d.Hide)
	u.win.Canvas().Focus(search)
}
