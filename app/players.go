package app

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"lifeline/document"
	"lifeline/goboard"
)

// playerBar is the line over the board: the players with their ranks and
// captures, the komi and handicap, and the result.
type playerBar struct {
	black, white, game *widget.Label
	box                fyne.CanvasObject
}

// newPlayerBar builds the player bar (shown by refreshPlayers).
func newPlayerBar() *playerBar {
	pb := &playerBar{black: widget.NewLabel(""), white: widget.NewLabel(""), game: widget.NewLabel("")}
	pb.black.Truncation = fyne.TextTruncateEllipsis
	pb.white.Truncation = fyne.TextTruncateEllipsis
	pb.box = container.NewBorder(nil, nil, nil, pb.game, container.NewGridWithColumns(2, pb.black, pb.white))
	return pb
}

// playerLine is one player's part of the bar: "● Lee Sedol 9p · 3 prisoners"
// (the stones that player captured).
func playerLine(mark, name, rank string, captures int) string {
	if name == "" {
		name = map[string]string{"●": "Black", "○": "White"}[mark]
	}
	s := mark + " " + name
	if rank != "" {
		s += " " + rank
	}
	if captures == 1 {
		return s + " · 1 prisoner"
	}
	return fmt.Sprintf("%s · %d prisoners", s, captures)
}

// gameLine is the game's part of the bar: "komi 6.5 · handicap 2 · B+R".
func gameLine(komi, handicap, result string) string {
	var parts []string
	if komi != "" {
		parts = append(parts, "komi "+komi)
	}
	if handicap != "" && handicap != "0" {
		parts = append(parts, "handicap "+handicap)
	}
	if result != "" {
		parts = append(parts, "result "+result)
	}
	return strings.Join(parts, " · ")
}

// refreshPlayers shows the document's players, captures, komi and result.
func (u *UI) refreshPlayers() {
	if u.players == nil {
		return
	}
	d, b := u.doc, u.doc.Board()
	u.players.black.SetText(playerLine("●", d.Info("PB"), d.Info("BR"), b.Captures(goboard.Black)))
	u.players.white.SetText(playerLine("○", d.Info("PW"), d.Info("WR"), b.Captures(goboard.White)))
	u.players.game.SetText(gameLine(d.Info("KM"), d.Info("HA"), d.Info("RE")))
}

// infoFields are the game information properties of the game info dialog,
// in groups: the players, the game, the rules and the result.
var infoFields = [][]struct{ id, label, hint string }{
	{{"PB", "Black", ""}, {"BR", "Black rank", "5d, 9p"}, {"PW", "White", ""}, {"WR", "White rank", ""}},
	{{"GN", "Game name", ""}, {"EV", "Event", ""}, {"RO", "Round", "3, final"}, {"DT", "Date", "YYYY-MM-DD"}, {"PC", "Place", ""}},
	{{"RU", "Rules", "Japanese, Chinese, NZ…"}, {"KM", "Komi", "6.5"}, {"HA", "Handicap", "0, 2 … 9"}, {"RE", "Result", "B+R, W+3.5, 0 …"}},
}

// validInfo checks the value of a game information property: komi is a
// number, the handicap a whole number 0 or from 2 up.
func validInfo(id, v string) error {
	v = strings.TrimSpace(v)
	if v == "" {
		return nil
	}
	switch id {
	case "KM":
		if _, err := strconv.ParseFloat(v, 64); err != nil {
			return errors.New("komi is a number, such as 6.5")
		}
	case "HA":
		if n, err := strconv.Atoi(v); err != nil || n < 0 || n == 1 {
			return errors.New("the handicap is 0 or a number of stones from 2")
		}
	}
	return nil
}

// gameInfoDialog shows and edits the game information of the root.
func (u *UI) gameInfoDialog() {
	entries := map[string]*keyEntry{}
	var groups []fyne.CanvasObject
	for _, group := range infoFields {
		form := widget.NewForm()
		for _, f := range group {
			e := newKeyEntry()
			e.SetText(u.doc.Info(f.id))
			e.SetPlaceHolder(f.hint)
			id := f.id
			e.Validator = func(s string) error { return validInfo(id, s) }
			entries[f.id] = e
			form.Append(f.label, e)
		}
		groups = append(groups, form)
	}
	content := container.NewGridWithColumns(3, groups...)
	save := func() {
		values := map[string]string{}
		for id, e := range entries {
			if err := validInfo(id, e.Text); err != nil {
				u.showError(err)
				return
			}
			values[id] = e.Text
		}
		ruleSet := u.doc.RuleSet()
		u.run(func() error {
			if err := u.doc.SetInfo(values); err != nil {
				return err
			}
			if ru := strings.TrimSpace(values["RU"]); ru != ruleSet {
				// the rules follow RU (an unknown name keeps the defaults)
				r, _ := document.RulesFromRU(ru)
				u.doc.SetRules(r)
			}
			return nil
		})
	}
	d := dialog.NewCustomConfirm("Game info", "Save", "Cancel", content, func(ok bool) {
		if ok {
			save()
		}
	}, u.win)
	// Enter in any field saves, Escape cancels
	enter := func() {
		d.Hide()
		save()
	}
	for _, e := range entries {
		e.OnSubmitted = func(string) { enter() }
		e.onEscape = d.Hide
	}
	d.Resize(fyne.NewSize(960, 0))
	u.showKeyed(d, enter, d.Hide)
	u.win.Canvas().Focus(entries["PB"])
}
