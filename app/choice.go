package app

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"
)

// choice is a row of buttons of which at most one is chosen (shown
// highlighted): a radio group whose buttons do not take the keyboard focus
// when clicked, so that the arrow keys keep moving through the game.
type choice struct {
	buttons   []*widget.Button
	selected  int       // the chosen button, -1 for none
	onChanged func(int) // called with the button the user chose
	box       *fyne.Container
}

func newChoice(labels []string, onChanged func(int)) *choice {
	c := &choice{selected: -1, onChanged: onChanged, box: container.NewHBox()}
	for i, l := range labels {
		b := widget.NewButton(l, func() { c.choose(i) })
		b.Importance = widget.LowImportance
		c.buttons = append(c.buttons, b)
		c.box.Add(b)
	}
	return c
}

// choose selects button i (-1: none) and tells onChanged when it changed.
func (c *choice) choose(i int) {
	if i == c.selected {
		return
	}
	c.show(i)
	if c.onChanged != nil {
		c.onChanged(i)
	}
}

// show selects button i (-1: none) without telling onChanged.
func (c *choice) show(i int) {
	c.selected = i
	for k, b := range c.buttons {
		imp := widget.LowImportance
		if k == i {
			imp = widget.HighImportance
		}
		if b.Importance != imp {
			b.Importance = imp
			b.Refresh()
		}
	}
}
