package app

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
)

func TestSelectingDescribesInStatus(t *testing.T) {
	u := newUI(t)
	b := u.doc.Board()
	b19 := b.Point(1, 0) // a stone of Black's living corner group
	test.TapSecondaryAt(u.goban, u.goban.Center(b19))
	if !strings.Contains(u.Status(), "Black chain at B19: 6 stones") || !strings.Contains(u.Status(), "pass-alive") {
		t.Fatalf("status %q", u.Status())
	}
	test.TapSecondaryAt(u.goban, u.goban.Center(b19)) // a second click clears
	if strings.Contains(u.Status(), "chain at") {
		t.Fatalf("status after clearing %q", u.Status())
	}
}

func TestExplainOnlyWhileAnalysisTabShows(t *testing.T) {
	u := newUI(t)
	if err := u.OpenFile("../assets/examples/02-false-eye.sgf"); err != nil {
		t.Fatal(err)
	}
	u.panel.ShowExplain(true)
	if u.panel.Step() != 0 || u.goban.Layers().Crossed.IsEmpty() {
		t.Fatalf("explain: step %d", u.panel.Step())
	}
	var side *container.AppTabs
	for _, o := range test.LaidOutObjects(u.win.Content()) {
		if tabs, ok := o.(*container.AppTabs); ok && len(tabs.Items) > 0 && tabs.Items[0].Text == "Analysis" {
			side = tabs
		}
	}
	if side == nil {
		t.Fatal("no Analysis tab")
	}
	side.SelectIndex(1) // the game tree
	if u.panel.Step() != -1 || !u.goban.Layers().Crossed.IsEmpty() {
		t.Fatalf("game tree showing: step %d, %d crossed", u.panel.Step(), u.goban.Layers().Crossed.Len())
	}
	side.SelectIndex(0)
	if u.panel.Step() != 0 {
		t.Fatalf("back on the analysis: step %d", u.panel.Step())
	}
}

func TestSelectionKeptWhileStepping(t *testing.T) {
	u := newUI(t)
	b19 := u.doc.Board().Point(1, 0)
	test.TapSecondaryAt(u.goban, u.goban.Center(b19))
	key(u, fyne.KeyRight)
	key(u, fyne.KeyRight)
	res, _ := u.doc.Analysis()
	if s := u.panel.Selection(); s.ID != res.ChainAt(b19) || !u.goban.Layers().Ring.Has(b19) {
		t.Fatalf("after two moves: selection %+v, ringed %v", s, u.goban.Layers().Ring.Has(b19))
	}
}

func TestExplainKeyShowsTheAnalysisTab(t *testing.T) {
	u := newUI(t)
	if err := u.OpenFile("../assets/examples/02-false-eye.sgf"); err != nil {
		t.Fatal(err)
	}
	var side *container.AppTabs
	for _, o := range test.LaidOutObjects(u.win.Content()) {
		if tabs, ok := o.(*container.AppTabs); ok && len(tabs.Items) > 0 && tabs.Items[0].Text == "Analysis" {
			side = tabs
		}
	}
	side.SelectIndex(1) // the game tree
	key(u, fyne.KeyE)
	if side.SelectedIndex() != 0 || u.panel.Step() != 0 {
		t.Fatalf("E with the game tree showing: tab %d, step %d", side.SelectedIndex(), u.panel.Step())
	}
}
