package widgets

import (
	"fmt"
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"lifeline/benson"
	"lifeline/goboard"
)

// Panel is the analysis panel: a summary of the Benson result, tables of
// chains and regions (sortable, filtered), the round-by-round explanation
// and the rules switch. Chains and regions are named by their first point
// in point order ("D16", benson.Result.ChainLabel), which stays the same
// while stones are added elsewhere; benson's numeric IDs stay internal.
type Panel struct {
	widget.BaseWidget

	// OnSelect is called when the user selects a chain or region row, or an
	// item of the explained round.
	OnSelect func(Selection) `json:"-"`
	// OnStep is called when the explained round changes (-1: explain off).
	OnStep func(step int) `json:"-"`
	// OnRules is called when the user flips the rules switch.
	OnRules func(suicideLegal bool) `json:"-"`
	// OnDescribe is called after OnSelect with a one-line description of
	// the selection for a status line ("" when nothing is selected).
	OnDescribe func(text string) `json:"-"`
	// OnReveal is called when ShowExplain wants the panel on screen while
	// it is hidden (SetShown(false)): the window should show it.
	OnReveal func() `json:"-"`

	result *benson.Result
	err    error
	proven [2]string // the safety verdict's counts per colour (SetProven), or ""

	sel   Selection
	step  int
	shown bool // the panel is on screen (SetShown)
	quiet bool // suppress callbacks while updating from the model

	chainOrder  []int // chain IDs in display order (sorted, filtered)
	regionOrder []int
	roundItems  []Selection // the chains and regions removed in the explained round
	headings    []*canvas.Text

	summary     *widget.Label
	chains      *widget.List
	regions     *widget.List
	chainSort   *widget.Select
	chainFilter *widget.Select
	regSort     *widget.Select
	regFilter   *widget.Select
	items       *widget.List
	explain     *widget.Label
	round       *widget.Label
	prev        *widget.Button
	next        *widget.Button
	suicide     *widget.Check
	tabs        *container.AppTabs
	chainTab    *container.TabItem
	regTab      *container.TabItem
	explTab     *container.TabItem
	legendTab   *container.TabItem
}

// Sort orders and filters of the tables.
const (
	sortPosition  = "position"
	sortColour    = "colour"
	sortSize      = "size"
	sortLiberties = "liberties"
	sortStatus    = "status"
	sortEmpty     = "empty points"

	filterAll      = "all"
	filterAlive    = "alive"
	filterNotAlive = "not proven"
	filterBlack    = "Black"
	filterWhite    = "White"
	filterVital    = "vital"
	filterStanding = "standing"
	filterRemoved  = "removed"
)

// Column headings of the tables (monospace, aligned with the rows).
const (
	chainHeading  = "   at    stones libs  vital regions  status"
	regionHeading = "   at    size empty small vital to     status"
)

// NewPanel returns an empty analysis panel.
func NewPanel() *Panel {
	p := &Panel{step: -1, shown: true}
	p.summary = widget.NewLabel("")
	p.summary.Wrapping = fyne.TextWrapWord
	p.chains = denseList(func() int { return len(p.chainOrder) }, func(i int) string { return p.chainRow(p.chainOrder[i]) })
	p.chains.OnSelected = func(i widget.ListItemID) {
		if i < len(p.chainOrder) {
			p.userSelect(Selection{Kind: SelectChain, ID: p.chainOrder[i]})
		}
	}
	p.regions = denseList(func() int { return len(p.regionOrder) }, func(i int) string { return p.regionRow(p.regionOrder[i]) })
	p.regions.OnSelected = func(i widget.ListItemID) {
		if i < len(p.regionOrder) {
			p.userSelect(Selection{Kind: SelectRegion, ID: p.regionOrder[i]})
		}
	}
	resort := func(string) { p.reorder() }
	p.chainSort = widget.NewSelect([]string{sortPosition, sortColour, sortSize, sortLiberties, sortStatus}, resort)
	p.chainSort.SetSelected(sortPosition)
	p.chainFilter = widget.NewSelect([]string{filterAll, filterAlive, filterNotAlive, filterBlack, filterWhite}, resort)
	p.chainFilter.SetSelected(filterAll)
	p.regSort = widget.NewSelect([]string{sortPosition, sortColour, sortSize, sortEmpty, sortStatus}, resort)
	p.regSort.SetSelected(sortPosition)
	p.regFilter = widget.NewSelect([]string{filterAll, filterVital, filterStanding, filterRemoved, filterBlack, filterWhite}, resort)
	p.regFilter.SetSelected(filterAll)

	p.items = denseList(func() int { return len(p.roundItems) }, func(i int) string { return p.itemRow(p.roundItems[i]) })
	p.items.OnSelected = func(i widget.ListItemID) {
		if i < len(p.roundItems) {
			p.userSelect(p.roundItems[i])
		}
	}
	p.explain = widget.NewLabel("")
	p.explain.Wrapping = fyne.TextWrapWord
	p.round = widget.NewLabel("")
	p.prev = widget.NewButton("◀ Round", func() { p.SetStep(p.step - 1) })
	p.next = widget.NewButton("Round ▶", func() { p.SetStep(p.step + 1) })
	p.suicide = widget.NewCheck("Suicide is legal (recompute)", func(on bool) {
		if !p.quiet && p.OnRules != nil {
			p.OnRules(on)
		}
	})

	bar := func(sort, filter *widget.Select, heading string) fyne.CanvasObject {
		head := canvas.NewText(heading, theme.Color(theme.ColorNameForeground))
		head.TextStyle = fyne.TextStyle{Monospace: true}
		p.headings = append(p.headings, head)
		return container.NewVBox(
			container.NewHBox(widget.NewLabel("Show"), filter, widget.NewLabel("sorted by"), sort),
			head)
	}
	p.chainTab = container.NewTabItem("Chains", container.NewBorder(bar(p.chainSort, p.chainFilter, chainHeading), nil, nil, nil, p.chains))
	p.regTab = container.NewTabItem("Regions", container.NewBorder(bar(p.regSort, p.regFilter, regionHeading), nil, nil, nil, p.regions))
	explSplit := container.NewVSplit(p.items, container.NewVScroll(p.explain))
	explSplit.Offset = 0.4
	p.explTab = container.NewTabItem("Explain", container.NewBorder(
		container.NewHBox(p.prev, p.round, p.next), nil, nil, nil, explSplit))
	legend := widget.NewLabel(panelLegend)
	legend.Wrapping = fyne.TextWrapWord
	p.legendTab = container.NewTabItem("Legend", container.NewVScroll(legend))
	p.tabs = container.NewAppTabs(p.chainTab, p.regTab, p.explTab, p.legendTab)
	p.tabs.OnSelected = func(*container.TabItem) { p.explainIfShowing() }
	p.ExtendBaseWidget(p)
	p.update()
	return p
}

// denseList returns a list of single-line monospace rows without the
// padding of labels, so that a 19x19 game's 40 to 80 chains fit.
func denseList(length func() int, text func(int) string) *widget.List {
	return widget.NewList(
		length,
		func() fyne.CanvasObject {
			t := canvas.NewText("", theme.Color(theme.ColorNameForeground))
			t.TextStyle = fyne.TextStyle{Monospace: true}
			return t
		},
		func(i widget.ListItemID, o fyne.CanvasObject) {
			t := o.(*canvas.Text)
			t.Color = theme.Color(theme.ColorNameForeground)
			if i < length() {
				t.Text = text(i)
			} else {
				t.Text = ""
			}
			t.Refresh()
		},
	)
}

// Legend is the text that explains the overlay; it makes clear that an
// unmarked stone is only "not proven alive".
const Legend = "■ on a stone: pass-alive (Benson). Shaded point: safe for its owner. " +
	"Unmarked stones are not proven alive — that does not mean dead."

// panelLegend is the Legend tab's text: the overlay's marks, one a line.
const panelLegend = "Benson (unconditional life)\n" +
	"■  filled square on a stone: pass-alive\n" +
	"▒  shaded point: safe for its owner\n\n" +
	"Proven beyond Benson (alternating play, the opponent first)\n" +
	"░  light tint: proven territory\n" +
	"□  hollow square on a stone: safe\n" +
	"✕  crossed, faded stone: proven dead\n\n" +
	"Unmarked stones are not proven alive — that does not mean dead."

// CreateRenderer implements fyne.Widget. The tables take the height; the
// legend has its own tab and the rules switch sits under the tabs.
func (p *Panel) CreateRenderer() fyne.WidgetRenderer {
	// the theme's foreground colour: the low-importance grey was hard to read
	top := container.NewVBox(widget.NewLabelWithStyle("Summary", fyne.TextAlignLeading, fyne.TextStyle{Bold: true}), p.summary)
	return widget.NewSimpleRenderer(container.NewBorder(top, p.suicide, nil, nil, p.tabs))
}

// Refresh implements fyne.Widget: the table headings take the theme's
// colour (the rows take it when drawn).
func (p *Panel) Refresh() {
	for _, h := range p.headings {
		h.Color = theme.Color(theme.ColorNameForeground)
	}
	p.BaseWidget.Refresh()
}

// SetResult shows a new analysis (or the error that prevented it). A
// selected chain or region stays selected when the new position still has
// one of its colour at its first point (its name), so that it can be
// followed from move to move; the explained round restarts at the first.
func (p *Panel) SetResult(r *benson.Result, err error) {
	at, colour := p.anchor()
	p.result, p.err = r, err
	kind := p.sel.Kind
	p.sel = NoSelection
	if p.step >= 0 {
		p.step = 0
	}
	if r != nil && p.step < 0 && at != goboard.NoPoint {
		switch kind {
		case SelectChain:
			if id := r.ChainAt(at); id >= 0 && r.Chains[id].Color == colour {
				p.sel = Selection{Kind: SelectChain, ID: id}
			}
		case SelectRegion:
			if id := r.RegionAt(at, colour); id >= 0 {
				p.sel = Selection{Kind: SelectRegion, ID: id}
			}
		}
	}
	p.quiet = true
	p.chains.UnselectAll()
	p.regions.UnselectAll()
	p.items.UnselectAll()
	p.quiet = false
	p.reorder()
	p.update()
	if p.step >= 0 {
		p.discussFirst()
		p.updateExplain()
	}
}

// anchor returns the first point and the colour of the selected chain or
// region (the enclosing colour), or NoPoint.
func (p *Panel) anchor() (goboard.Point, goboard.Color) {
	r := p.result
	if r == nil {
		return goboard.NoPoint, goboard.Empty
	}
	switch s := p.sel; s.Kind {
	case SelectChain:
		if pts := r.Stones(s.ID); len(pts) > 0 {
			return pts[0], r.Chains[s.ID].Color
		}
	case SelectRegion:
		if pts := r.Points(s.ID); len(pts) > 0 {
			return pts[0], r.Regions[s.ID].Color
		}
	}
	return goboard.NoPoint, goboard.Empty
}

// SetProven shows the counts of the safety verdict l in the summary, a
// line under each colour's Benson line; nil leaves them out (no verdict).
func (p *Panel) SetProven(l *Proven) {
	var lines [2]string
	if l != nil {
		for i, c := range [2]goboard.Color{goboard.Black, goboard.White} {
			lines[i] = fmt.Sprintf("   proven: %s, %s", plural(l.Points[c], "point"),
				plural(l.DeadOpponent[c], "dead "+strings.ToLower(c.Opponent().Name())+" stone"))
		}
	}
	if lines == p.proven {
		return
	}
	p.proven = lines
	p.updateSummary()
}

// SummaryText returns the text of the summary.
func (p *Panel) SummaryText() string { return p.summary.Text }

// SetSuicideLegal sets the rules switch without calling OnRules.
func (p *Panel) SetSuicideLegal(on bool) {
	p.quiet = true
	p.suicide.SetChecked(on)
	p.quiet = false
}

// SetShown tells the panel whether it is on screen: the explanation's
// marks are drawn only while the Explain tab shows (it calls OnStep).
func (p *Panel) SetShown(on bool) {
	p.shown = on
	p.explainIfShowing()
}

// explainIfShowing turns explain mode on when the Explain tab is on screen
// and off otherwise.
func (p *Panel) explainIfShowing() {
	showing := p.shown && p.tabs.Selected() == p.explTab
	switch {
	case showing && p.step < 0:
		p.SetStep(0)
	case !showing && p.step >= 0:
		p.SetStep(-1)
	}
}

// Selection returns the selected chain or region.
func (p *Panel) Selection() Selection { return p.sel }

// Step returns the explained round index, or -1 when explain mode is off.
func (p *Panel) Step() int { return p.step }

// Select selects a chain or region row (as a click on the board does),
// shows its tab (or, in explain mode, its item of the round when it has
// one) and calls OnSelect and OnDescribe.
func (p *Panel) Select(s Selection) {
	p.quiet = true
	i := -1
	if p.step >= 0 {
		i = slices.Index(p.roundItems, s)
	}
	switch {
	case s.Kind == SelectNone:
		p.chains.UnselectAll()
		p.regions.UnselectAll()
		p.items.UnselectAll()
	case i >= 0:
		p.items.Select(i)
		p.items.ScrollTo(i)
	case s.Kind == SelectChain:
		p.tabs.Select(p.chainTab)
		p.selectRow(p.chains, p.chainOrder, s.ID)
	case s.Kind == SelectRegion:
		p.tabs.Select(p.regTab)
		p.selectRow(p.regions, p.regionOrder, s.ID)
	}
	p.quiet = false
	p.explainIfShowing()
	p.userSelect(s)
}

// selectRow selects the row of id in list l, or none if it is filtered out.
func (p *Panel) selectRow(l *widget.List, order []int, id int) {
	if i := slices.Index(order, id); i >= 0 {
		l.Select(i)
		l.ScrollTo(i)
	} else {
		l.UnselectAll()
	}
}

func (p *Panel) userSelect(s Selection) {
	if p.quiet {
		return
	}
	p.sel = s
	p.updateExplain()
	if p.OnSelect != nil {
		p.OnSelect(s)
	}
	if p.OnDescribe != nil {
		p.OnDescribe(Describe(p.result, s))
	}
}

// SetStep shows round step of the fixpoint (an index into Result.Steps),
// -1 to leave explain mode; it calls OnStep. The first chain removed in the
// round is under discussion (selected) until another item is selected;
// leaving explain mode clears the selection.
func (p *Panel) SetStep(step int) {
	n := 0
	if p.result != nil {
		n = len(p.result.Steps)
	}
	step = min(step, n-1)
	step = max(step, -1)
	was := p.step
	p.step = step
	p.update()
	switch {
	case step >= 0:
		p.discussFirst()
	case was >= 0:
		p.sel = NoSelection
	}
	p.updateExplain()
	if p.OnStep != nil {
		p.OnStep(step)
	}
	if p.OnDescribe != nil && (step >= 0 || was >= 0) {
		p.OnDescribe(Describe(p.result, p.sel))
	}
}

// discussFirst selects the first item of the explained round.
func (p *Panel) discussFirst() {
	if len(p.roundItems) == 0 {
		return
	}
	p.quiet = true
	p.items.Select(0)
	p.quiet = false
	p.sel = p.roundItems[0]
}

// ShowExplain switches to the Explain tab (explain mode), calling OnReveal
// first when the panel is hidden, or back to the chains.
func (p *Panel) ShowExplain(on bool) {
	if on {
		if !p.shown && p.OnReveal != nil {
			p.OnReveal()
		}
		p.tabs.Select(p.explTab)
	} else {
		p.tabs.Select(p.chainTab)
	}
}

func (p *Panel) update() {
	r := p.result
	p.updateSummary()
	p.chains.Refresh()
	p.regions.Refresh()
	n := 0
	if r != nil {
		n = len(r.Steps)
	}
	p.roundItems = p.roundItems[:0]
	switch {
	case n == 0:
		p.round.SetText("no rounds")
	case p.step < 0:
		p.round.SetText(fmt.Sprintf("%d rounds", n))
	default:
		p.round.SetText(fmt.Sprintf("Round %d of %d", p.step+1, n))
		st := &r.Steps[p.step]
		for _, rc := range st.RemovedChains {
			p.roundItems = append(p.roundItems, Selection{Kind: SelectChain, ID: rc.Chain})
		}
		for _, rr := range st.RemovedRegions {
			p.roundItems = append(p.roundItems, Selection{Kind: SelectRegion, ID: rr.Region})
		}
	}
	p.quiet = true
	p.items.UnselectAll()
	p.quiet = false
	p.items.Refresh()
	p.updateExplain()
	if p.step <= 0 {
		p.prev.Disable()
	} else {
		p.prev.Enable()
	}
	if p.step >= n-1 {
		p.next.Disable()
	} else {
		p.next.Enable()
	}
}

// updateSummary writes Benson's counts, then the safety verdict's.
func (p *Panel) updateSummary() {
	r := p.result
	var lines []string
	switch {
	case p.err != nil:
		lines = append(lines, "No analysis: "+p.err.Error())
	case r == nil:
		lines = append(lines, "No analysis.")
	default:
		for i, c := range [2]goboard.Color{goboard.Black, goboard.White} {
			lines = append(lines, fmt.Sprintf("%s %s: %s, %s (Benson)", colourMark(c), c.Name(),
				plural(r.Alive[c].Len(), "pass-alive stone"), plural(r.Safe[c].Len(), "safe point")))
			if p.proven[i] != "" {
				lines = append(lines, p.proven[i])
			}
		}
	}
	p.summary.SetText(strings.Join(lines, "\n"))
}

// updateExplain writes the explanation of the item under discussion.
func (p *Panel) updateExplain() {
	r := p.result
	n := 0
	if r != nil {
		n = len(r.Steps)
	}
	switch {
	case n == 0:
		p.explain.SetText("The fixpoint removed nothing: every chain on the board is pass-alive, or there are no stones.")
	case p.step < 0:
		p.explain.SetText("Open this tab to step through the rounds of Benson's algorithm.")
	default:
		text := p.explainItem(p.sel)
		if text == "" {
			text = "Select a chain or region of this round to see why it falls."
		}
		if p.step == n-1 {
			text += "\n\nNothing more can be removed after this round: the chains left are pass-alive."
		}
		p.explain.SetText(text)
	}
}

// explainItem explains why item s falls in the explained round: a chain's
// reason and, for each region it borders that is not vital to it, why not;
// a region's cause.
func (p *Panel) explainItem(s Selection) string {
	r := p.result
	switch s.Kind {
	case SelectChain:
		text := r.ExplainChain(p.step, s.ID)
		if text == "" {
			return ""
		}
		ch := &r.Chains[s.ID]
		var why []string
		for _, id := range ch.Regions {
			if !slices.Contains(ch.Vital, id) {
				why = append(why, "• "+capitalise(r.VitalReason(id, s.ID))+".")
			}
		}
		if len(why) > 0 {
			text += "\n\n" + strings.Join(why, "\n")
		}
		return text
	case SelectRegion:
		return r.ExplainRegion(p.step, s.ID)
	}
	return ""
}

func capitalise(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// itemRow is the text of an item of the explained round.
func (p *Panel) itemRow(s Selection) string {
	r := p.result
	if r == nil {
		return ""
	}
	switch s.Kind {
	case SelectChain:
		if s.ID < len(r.Chains) {
			ch := &r.Chains[s.ID]
			return fmt.Sprintf("✘ chain  %s %-4s %s, vital: %s", colourMark(ch.Color), r.ChainLabel(s.ID), plural(ch.Size, "stone"), p.regionLabels(ch.Vital))
		}
	case SelectRegion:
		if s.ID < len(r.Regions) {
			reg := &r.Regions[s.ID]
			return fmt.Sprintf("▨ region %s %-4s falls with the chain at %s", colourMark(reg.Color), r.RegionLabel(s.ID), r.ChainLabel(reg.RemovedBy))
		}
	}
	return ""
}

// reorder recomputes the display order of the tables from the sort and
// filter choices and keeps the selected row selected.
func (p *Panel) reorder() {
	p.chainOrder, p.regionOrder = p.chainOrder[:0], p.regionOrder[:0]
	r := p.result
	if r == nil || p.chains == nil || p.regFilter == nil {
		return
	}
	for _, ch := range r.Chains {
		keep := true
		switch p.chainFilter.Selected {
		case filterAlive:
			keep = ch.Alive
		case filterNotAlive:
			keep = !ch.Alive
		case filterBlack:
			keep = ch.Color == goboard.Black
		case filterWhite:
			keep = ch.Color == goboard.White
		}
		if keep {
			p.chainOrder = append(p.chainOrder, ch.ID)
		}
	}
	for _, reg := range r.Regions {
		keep := true
		switch p.regFilter.Selected {
		case filterVital:
			keep = len(reg.VitalTo) > 0
		case filterStanding:
			keep = !reg.Removed
		case filterRemoved:
			keep = reg.Removed
		case filterBlack:
			keep = reg.Color == goboard.Black
		case filterWhite:
			keep = reg.Color == goboard.White
		}
		if keep {
			p.regionOrder = append(p.regionOrder, reg.ID)
		}
	}
	first := func(pts []goboard.Point) goboard.Point {
		if len(pts) == 0 {
			return 0
		}
		return pts[0]
	}
	sortBy(p.chainOrder, func(id int) goboard.Point { return first(r.Stones(id)) }, func(a, b int) int {
		ca, cb := &r.Chains[a], &r.Chains[b]
		switch p.chainSort.Selected {
		case sortColour:
			return int(ca.Color) - int(cb.Color)
		case sortSize:
			return cb.Size - ca.Size
		case sortLiberties:
			return ca.Liberties - cb.Liberties
		case sortStatus:
			return ca.RemovedRound - cb.RemovedRound
		}
		return 0
	})
	sortBy(p.regionOrder, func(id int) goboard.Point { return first(r.Points(id)) }, func(a, b int) int {
		ra, rb := &r.Regions[a], &r.Regions[b]
		switch p.regSort.Selected {
		case sortColour:
			return int(ra.Color) - int(rb.Color)
		case sortSize:
			return rb.Size - ra.Size
		case sortEmpty:
			return rb.Empty - ra.Empty
		case sortStatus:
			return ra.RemovedRound - rb.RemovedRound
		}
		return 0
	})
	p.quiet = true
	switch p.sel.Kind {
	case SelectChain:
		p.selectRow(p.chains, p.chainOrder, p.sel.ID)
	case SelectRegion:
		p.selectRow(p.regions, p.regionOrder, p.sel.ID)
	}
	p.quiet = false
	p.chains.Refresh()
	p.regions.Refresh()
}

// sortBy sorts ids by cmp, then by the position of their first point (top
// to bottom, left to right).
func sortBy(ids []int, at func(int) goboard.Point, cmp func(a, b int) int) {
	slices.SortStableFunc(ids, func(a, b int) int {
		if c := cmp(a, b); c != 0 {
			return c
		}
		return int(at(a)) - int(at(b))
	})
}

func colourMark(c goboard.Color) string {
	if c == goboard.White {
		return "○"
	}
	return "●"
}

// regionLabels lists regions by location: "A19,C17", or "-".
func (p *Panel) regionLabels(ids []int) string {
	if len(ids) == 0 {
		return "-"
	}
	return labels(ids, p.result.RegionLabel, ",")
}

// chainLabels lists chains by location: "D16,Q4", or "-".
func (p *Panel) chainLabels(ids []int) string {
	if len(ids) == 0 {
		return "-"
	}
	return labels(ids, p.result.ChainLabel, ",")
}

// chainRow is the text of the row of chain id.
func (p *Panel) chainRow(id int) string {
	r := p.result
	if r == nil || id >= len(r.Chains) {
		return ""
	}
	c := &r.Chains[id]
	status := "alive"
	if !c.Alive {
		status = fmt.Sprintf("not proven (round %d)", c.RemovedRound)
	}
	return fmt.Sprintf("%s  %-4s %6d %4d  %-14s %s", colourMark(c.Color), r.ChainLabel(id), c.Size, c.Liberties, p.regionLabels(c.Vital), status)
}

// regionRow is the text of the row of region id.
func (p *Panel) regionRow(id int) string {
	r := p.result
	if r == nil || id >= len(r.Regions) {
		return ""
	}
	reg := &r.Regions[id]
	small := "no"
	if reg.Small {
		small = "yes"
	}
	status := "standing"
	if reg.Removed {
		status = fmt.Sprintf("removed (round %d)", reg.RemovedRound)
	}
	return fmt.Sprintf("%s  %-4s %4d %5d %-5s %-12s %s", colourMark(reg.Color), r.RegionLabel(id), reg.Size, reg.Empty, small, p.chainLabels(reg.VitalTo), status)
}

// Describe returns a one-line description of selection s in r for a status
// line, naming chains and regions by location; "" for no selection.
func Describe(r *benson.Result, s Selection) string {
	if r == nil {
		return ""
	}
	switch s.Kind {
	case SelectChain:
		if s.ID < 0 || s.ID >= len(r.Chains) {
			return ""
		}
		ch := &r.Chains[s.ID]
		status := "pass-alive"
		if !ch.Alive {
			status = fmt.Sprintf("not proven alive (removed in round %d)", ch.RemovedRound)
		}
		vital := "no vital region"
		switch len(ch.Vital) {
		case 0:
		case 1:
			vital = "vital region at " + r.RegionLabel(ch.Vital[0])
		default:
			vital = "vital regions at " + labels(ch.Vital, r.RegionLabel, ", ")
		}
		return fmt.Sprintf("%s chain at %s: %s, %s, %s — %s",
			ch.Color.Name(), r.ChainLabel(s.ID), plural(ch.Size, "stone"), plural(ch.Liberties, "liberty"), vital, status)
	case SelectRegion:
		if s.ID < 0 || s.ID >= len(r.Regions) {
			return ""
		}
		reg := &r.Regions[s.ID]
		vital := "vital to no chain"
		if len(reg.VitalTo) > 0 {
			vital = "vital to the chains at " + labels(reg.VitalTo, r.ChainLabel, ", ")
			if len(reg.VitalTo) == 1 {
				vital = "vital to the chain at " + r.ChainLabel(reg.VitalTo[0])
			}
		}
		status := "standing"
		if reg.Removed {
			status = fmt.Sprintf("removed in round %d with the chain at %s", reg.RemovedRound, r.ChainLabel(reg.RemovedBy))
		}
		return fmt.Sprintf("Region at %s enclosed by %s: %s, %d empty, %s — %s",
			r.RegionLabel(s.ID), reg.Color.Name(), plural(reg.Size, "point"), reg.Empty, vital, status)
	}
	return ""
}

// labels joins the names of ids with sep.
func labels(ids []int, name func(int) string, sep string) string {
	s := make([]string, len(ids))
	for i, id := range ids {
		s[i] = name(id)
	}
	return strings.Join(s, sep)
}

// plural returns "1 stone", "2 stones", "1 liberty", "3 liberties".
func plural(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	if strings.HasSuffix(noun, "y") {
		return fmt.Sprintf("%d %sies", n, strings.TrimSuffix(noun, "y"))
	}
	return fmt.Sprintf("%d %ss", n, noun)
}
