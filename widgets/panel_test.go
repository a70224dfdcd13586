package widgets

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"lifeline/benson"
	"lifeline/goboard"
)

// panelBoard is a 9x9 position: Black lives with two eyes at the top left,
// White has a weak stone at the right and a group at the bottom.
const panelBoard = `
.X.X.O...
XXXXX.O..
.........
......O..
.........
...X.....
.........
..OO.....
..O.O....
`

func newPanel(t *testing.T, rows string) (*Panel, *goboard.Board, *benson.Result) {
	t.Helper()
	test.NewTempApp(t)
	b := mustParse(t, rows)
	r, err := benson.Analyze(b, goboard.Rules{})
	if err != nil {
		t.Fatal(err)
	}
	p := NewPanel()
	w := test.NewTempWindow(t, p)
	w.Resize(fyne.NewSize(520, 700))
	p.SetResult(r, nil)
	return p, b, r
}

func TestPanelLabelsStable(t *testing.T) {
	p, b, r := newPanel(t, panelBoard)
	g6 := b.Point(6, 3) // White's stone at G6
	id := r.ChainAt(g6)
	if got := p.chainRow(id); !strings.Contains(got, "G6") {
		t.Fatalf("row of the chain at G6: %q", got)
	}
	// a stone added before it in scan order renumbers benson's chains but
	// not the chain's label
	if err := b.Setup(b.Point(8, 0), goboard.White); err != nil {
		t.Fatal(err)
	}
	r2, err := benson.Analyze(b, goboard.Rules{})
	if err != nil {
		t.Fatal(err)
	}
	id2 := r2.ChainAt(g6)
	if id2 == id {
		t.Fatalf("the test needs the chain's ID to change (still %d)", id)
	}
	p.SetResult(r2, nil)
	if r.ChainLabel(id) != r2.ChainLabel(id2) || !strings.Contains(p.chainRow(id2), "G6") {
		t.Fatalf("label changed: %s -> %s", r.ChainLabel(id), r2.ChainLabel(id2))
	}
	// no numeric IDs in the rows
	for i := range r2.Chains {
		if row := p.chainRow(i); strings.Contains(row, "#") || strings.Contains(row, "R0") {
			t.Errorf("row with a numeric ID: %q", row)
		}
	}
}

func TestPanelSortAndFilter(t *testing.T) {
	p, _, r := newPanel(t, panelBoard)
	if len(p.chainOrder) != len(r.Chains) {
		t.Fatalf("%d rows for %d chains", len(p.chainOrder), len(r.Chains))
	}
	// position order: top to bottom, left to right
	for i := 1; i < len(p.chainOrder); i++ {
		if r.Stones(p.chainOrder[i-1])[0] > r.Stones(p.chainOrder[i])[0] {
			t.Fatalf("not in position order: %v", p.chainOrder)
		}
	}
	p.chainFilter.SetSelected(filterAlive)
	for _, id := range p.chainOrder {
		if !r.Chains[id].Alive {
			t.Errorf("filter alive shows %s", r.ChainLabel(id))
		}
	}
	if len(p.chainOrder) == 0 {
		t.Fatal("no alive chain shown")
	}
	p.chainFilter.SetSelected(filterWhite)
	for _, id := range p.chainOrder {
		if r.Chains[id].Color != goboard.White {
			t.Errorf("filter White shows %s", r.ChainLabel(id))
		}
	}
	p.chainFilter.SetSelected(filterAll)
	p.chainSort.SetSelected(sortSize)
	for i := 1; i < len(p.chainOrder); i++ {
		if r.Chains[p.chainOrder[i-1]].Size < r.Chains[p.chainOrder[i]].Size {
			t.Fatalf("not sorted by size: %v", p.chainOrder)
		}
	}
	p.regFilter.SetSelected(filterVital)
	for _, id := range p.regionOrder {
		if len(r.Regions[id].VitalTo) == 0 {
			t.Errorf("filter vital shows %s", r.RegionLabel(id))
		}
	}
}

func TestPanelSelectDescribes(t *testing.T) {
	p, b, r := newPanel(t, panelBoard)
	var said []string
	var selected []Selection
	p.OnDescribe = func(s string) { said = append(said, s) }
	p.OnSelect = func(s Selection) { selected = append(selected, s) }
	p.chainSort.SetSelected(sortSize) // the biggest chain first: Black's B9
	p.chains.Select(0)
	id := r.ChainAt(b.Point(1, 0))
	if len(selected) != 1 || selected[0] != (Selection{Kind: SelectChain, ID: id}) {
		t.Fatalf("selected %v, want chain %d", selected, id)
	}
	if len(said) != 1 || said[0] != "Black chain at B9: 7 stones, 9 liberties, vital regions at A9, C9 — pass-alive" {
		t.Fatalf("described %q", said)
	}
	// a region from the board
	p.Select(SelectionAt(r, b.Point(0, 0)))
	if !strings.HasPrefix(said[len(said)-1], "Region at A9 enclosed by Black: 1 point, 1 empty, vital to the chain at B9") {
		t.Fatalf("described %q", said[len(said)-1])
	}
	p.Select(NoSelection)
	if said[len(said)-1] != "" {
		t.Fatalf("no selection described as %q", said[len(said)-1])
	}
}

func TestPanelRowsDense(t *testing.T) {
	p, _, _ := newPanel(t, panelBoard)
	label := widget.NewLabel("X").MinSize().Height
	row := p.chains.CreateItem().MinSize().Height
	if row >= label*0.75 {
		t.Fatalf("row %.0f high, a label %.0f: not denser", row, label)
	}
}

func TestPanelExplainOnlyWhileShown(t *testing.T) {
	// Black's corner chain dies first (no eye), then regions with it
	p, b, r := newPanel(t, `
.X...O
XX..O.
...O..
OOO...
......
`)
	if len(r.Steps) == 0 {
		t.Fatal("no rounds to explain")
	}
	var steps []int
	p.OnStep = func(s int) { steps = append(steps, s) }
	p.ShowExplain(true)
	if p.Step() != 0 {
		t.Fatalf("explain tab: step %d", p.Step())
	}
	first := p.roundItems[0]
	if p.Selection() != first {
		t.Fatalf("discussed %v, want the round's first item %v", p.Selection(), first)
	}
	// only the item under discussion is crossed strongly
	var l Layers
	BuildLayers(&l, r, p.Selection(), p.Step())
	want := 0
	for _, id := range []int{first.ID} {
		want += len(r.Stones(id))
	}
	if l.Crossed.Len() != want {
		t.Fatalf("%d stones crossed strongly, want %d", l.Crossed.Len(), want)
	}
	if len(p.roundItems) > 1 && l.FaintCrossed.IsEmpty() && l.FaintHatched.IsEmpty() {
		t.Fatal("the round's other removals are not drawn faintly")
	}
	// a region of the round under discussion: it hatched strongly alone
	for i, it := range p.roundItems {
		if it.Kind == SelectRegion {
			p.items.Select(i)
			BuildLayers(&l, r, p.Selection(), p.Step())
			if l.Hatched.Len() != len(r.Points(it.ID)) || !l.Crossed.IsEmpty() {
				t.Fatalf("region %s: %d hatched strongly, %d crossed", r.RegionLabel(it.ID), l.Hatched.Len(), l.Crossed.Len())
			}
			if !strings.Contains(p.explain.Text, "the region at "+r.RegionLabel(it.ID)+" falls with") {
				t.Fatalf("explanation %q", p.explain.Text)
			}
			break
		}
	}
	// hidden (another tab of the window): explain off
	p.SetShown(false)
	if p.Step() != -1 || p.Selection() != NoSelection {
		t.Fatalf("hidden: step %d, selection %v", p.Step(), p.Selection())
	}
	p.SetShown(true)
	if p.Step() != 0 {
		t.Fatalf("shown again: step %d", p.Step())
	}
	_ = b
}

func TestPanelExplainWhyNotVital(t *testing.T) {
	p, _, r := newPanel(t, panelBoard)
	p.ShowExplain(true)
	for i, it := range p.roundItems {
		if it.Kind != SelectChain || len(r.Chains[it.ID].Regions) == len(r.Chains[it.ID].Vital) {
			continue
		}
		p.items.Select(i)
		if !strings.Contains(p.explain.Text, "is not vital to the") {
			t.Fatalf("no reason in words: %q", p.explain.Text)
		}
		return
	}
	t.Skip("no chain in the first round borders a region that is not vital to it")
}

func TestPanelSelectionFollowsTheChain(t *testing.T) {
	p, b, r := newPanel(t, panelBoard)
	g6 := b.Point(6, 3)
	p.Select(Selection{Kind: SelectChain, ID: r.ChainAt(g6)})
	a9 := b.Point(0, 0)
	p.Select(SelectionAt(r, a9)) // Black's eye
	if p.Selection().Kind != SelectRegion {
		t.Fatal("no region selected")
	}
	// a stone elsewhere renumbers regions and chains; the eye stays selected
	if err := b.Setup(b.Point(8, 8), goboard.White); err != nil {
		t.Fatal(err)
	}
	r2, _ := benson.Analyze(b, goboard.Rules{})
	p.SetResult(r2, nil)
	if s := p.Selection(); s.Kind != SelectRegion || r2.RegionLabel(s.ID) != "A9" {
		t.Fatalf("after a stone elsewhere: %+v", s)
	}
	p.Select(Selection{Kind: SelectChain, ID: r2.ChainAt(g6)})
	if err := b.Setup(b.Point(0, 8), goboard.Black); err != nil {
		t.Fatal(err)
	}
	r3, _ := benson.Analyze(b, goboard.Rules{})
	p.SetResult(r3, nil)
	if s := p.Selection(); s.Kind != SelectChain || s.ID != r3.ChainAt(g6) || s.ID == r2.ChainAt(g6) {
		t.Fatalf("chain at G6: selection %+v, want chain %d (was %d)", s, r3.ChainAt(g6), r2.ChainAt(g6))
	}
	// the chain is gone: nothing selected
	if err := b.Setup(g6, goboard.Empty); err != nil {
		t.Fatal(err)
	}
	r4, _ := benson.Analyze(b, goboard.Rules{})
	p.SetResult(r4, nil)
	if p.Selection() != NoSelection {
		t.Fatalf("selection kept on an empty point: %+v", p.Selection())
	}
}

func TestPanelGolden(t *testing.T) {
	test.NewTempApp(t)
	b := mustParse(t, panelBoard)
	r, err := benson.Analyze(b, goboard.Rules{})
	if err != nil {
		t.Fatal(err)
	}
	p := NewPanel()
	w := test.NewTempWindow(t, p)
	w.Resize(fyne.NewSize(480, 560))
	p.SetResult(r, nil)
	p.Select(SelectionAt(r, b.Point(1, 0)))
	test.AssertRendersToImage(t, "panel_chains.png", w.Canvas())
}

// TestPanelProvenCounts: SetProven adds a line under each colour's Benson
// line of the summary, short enough not to wrap, and nil takes them out.
func TestPanelProvenCounts(t *testing.T) {
	test.NewTempApp(t)
	b := mustParse(t, panelBoard)
	r, err := benson.Analyze(b, goboard.Rules{})
	if err != nil {
		t.Fatal(err)
	}
	p := NewPanel()
	p.SetResult(r, nil)
	l := &Proven{Points: [3]int{goboard.Black: 48, goboard.White: 1}, DeadOpponent: [3]int{goboard.Black: 5, goboard.White: 1}}
	p.SetProven(l)
	want := "● Black: 7 pass-alive stones, 9 safe points (Benson)\n" +
		"   proven: 48 points, 5 dead white stones\n" +
		"○ White: 0 pass-alive stones, 0 safe points (Benson)\n" +
		"   proven: 1 point, 1 dead black stone"
	if got := p.SummaryText(); got != want {
		t.Errorf("summary:\n%s\nwant:\n%s", got, want)
	}
	p.SetResult(r, nil) // a new analysis keeps the counts until they are replaced
	if got := p.SummaryText(); got != want {
		t.Errorf("counts lost by SetResult:\n%s", got)
	}
	p.SetProven(nil)
	if n := len(strings.Split(p.SummaryText(), "\n")); n != 2 {
		t.Errorf("counts not cleared:\n%s", p.SummaryText())
	}
}

// TestPanelLegendTab: the legend has a tab of its own, with Benson's marks
// and the proven layers' ones, and selecting it leaves explain mode off.
func TestPanelLegendTab(t *testing.T) {
	test.NewTempApp(t)
	p := NewPanel()
	w := test.NewTempWindow(t, p)
	w.Resize(fyne.NewSize(480, 560))
	p.tabs.Select(p.legendTab)
	if p.Step() >= 0 {
		t.Error("the Legend tab turned explain mode on")
	}
	for _, want := range []string{"pass-alive", "safe for its owner", "proven territory", "proven dead", "not proven alive"} {
		if !strings.Contains(panelLegend, want) {
			t.Errorf("legend without %q", want)
		}
	}
	// Every line of the legend fits the panel's width: nothing wraps or is cut.
	for _, line := range strings.Split(panelLegend, "\n") {
		if sz := fyne.MeasureText(line, theme.TextSize(), fyne.TextStyle{}); sz.Width > 480-4*theme.Padding() {
			t.Errorf("legend line %q is %.0f wide", line, sz.Width)
		}
	}
	test.AssertRendersToImage(t, "panel_legend.png", w.Canvas())
}
