package widgets

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"
)

// TreeItem is one row of the game tree view.
type TreeItem struct {
	// Text is the row's label, such as "12 B Q16".
	Text string
	// Level is the variation depth: 0 on the main line.
	Level int
	// Branch marks the first node of a variation.
	Branch bool
	// OnPath marks the nodes on the line from the root to the current node.
	OnPath bool
	// Warning marks a node with a problem, such as a recorded move that
	// breaks the rules: the row gets a warning sign and the theme's warning
	// colour.
	Warning bool
}

// maxIndent caps the indentation of deep variations, in levels.
const maxIndent = 12

// GameTree shows a game tree as an outline, one row a node, the nodes on
// the current line in bold and the current node selected. It is a list
// that only builds the rows on screen, so it stays fast on large trees.
type GameTree struct {
	widget.BaseWidget

	// OnSelect is called with the row the user selects.
	OnSelect func(row int) `json:"-"`

	list    *widget.List
	count   int
	item    func(row int) TreeItem
	current int
	quiet   bool // suppress OnSelect while selecting from the model
}

// NewGameTree returns an empty game tree view.
func NewGameTree() *GameTree {
	t := &GameTree{current: -1}
	t.list = widget.NewList(
		func() int { return t.count },
		func() fyne.CanvasObject {
			l := widget.NewLabel("")
			l.Truncation = fyne.TextTruncateEllipsis
			return l
		},
		func(i widget.ListItemID, o fyne.CanvasObject) {
			l := o.(*widget.Label)
			if t.item == nil || i >= t.count {
				l.SetText("")
				return
			}
			it := t.item(i)
			l.TextStyle = fyne.TextStyle{Bold: it.OnPath}
			l.Importance = widget.MediumImportance
			if it.Warning {
				l.Importance = widget.WarningImportance
			}
			l.SetText(treeText(it))
		},
	)
	t.list.OnSelected = func(i widget.ListItemID) {
		if t.quiet || i == t.current {
			return
		}
		t.current = i
		if t.OnSelect != nil {
			t.OnSelect(i)
		}
	}
	t.ExtendBaseWidget(t)
	return t
}

// treeText is the text of a row: indented by its level, with a branch sign
// on the first node of a variation and a warning sign after a node with a
// problem.
func treeText(it TreeItem) string {
	text := strings.Repeat("   ", min(it.Level, maxIndent))
	if it.Branch {
		text += "└ "
	}
	text += it.Text
	if it.Warning {
		text += "  ⚠"
	}
	return text
}

// SetRows gives the view count rows, described by item (called only for
// the rows on screen), and redraws.
func (t *GameTree) SetRows(count int, item func(row int) TreeItem) {
	t.count, t.item = count, item
	t.current = -1
	t.quiet = true
	t.list.UnselectAll()
	t.quiet = false
	t.list.Refresh()
}

// SetCurrent selects row (the current node), scrolls it into view and
// redraws the visible rows.
func (t *GameTree) SetCurrent(row int) {
	t.quiet = true
	if row != t.current && row >= 0 && row < t.count {
		t.current = row
		t.list.Select(row)
	}
	t.quiet = false
	t.list.Refresh()
}

// ScrollToCurrent scrolls the selected row into view (call it when the
// view becomes visible).
func (t *GameTree) ScrollToCurrent() {
	if t.current >= 0 && t.current < t.count {
		t.list.ScrollTo(t.current)
	}
}

// Current returns the selected row, or -1.
func (t *GameTree) Current() int { return t.current }

// CreateRenderer implements fyne.Widget.
func (t *GameTree) CreateRenderer() fyne.WidgetRenderer {
	return widget.NewSimpleRenderer(t.list)
}
