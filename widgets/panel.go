package widgets

import (
	"fmt"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"lifeline/benson"
	"lifeline/goboard"
)

// Panel is the analysis panel: a summary of the Benson result, tables of
// chains and regions, the round-by-round explanation and the rules switch.
type Panel struct {
	widget.BaseWidget

	// OnSelect is called when the user selects a chain or region row.
	OnSelect func(Selection) `json:"-"`
	// OnStep is called when the explained round changes (-1: explain off).
	OnStep func(step int) `json:"-"`
	// OnRules is called when the user flips the rules switch.
	OnRules func(suicideLegal bool) `json:"-"`

	result *benson.Result
	err    error
	sel    Selection
	step   int
	quiet  bool // suppress callbacks while updating from the model

	summary  *widget.Label
	chains   *widget.List
	regions  *widget.List
	explain  *widget.Label
	round    *widget.Label
	prev     *widget.Button
	next     *widget.Button
	suicide  *widget.Check
	tabs     *container.AppTabs
	chainTab *container.TabItem
	regTab   *container.TabItem
	explTab  *container.TabItem
}

// NewPanel returns an empty analysis panel.
func NewPanel() *Panel {
	p := &Panel{step: -1}
	p.summary = widget.NewLabel("")
	p.summary.Wrapping = fyne.TextWrapWord
	mono := fyne.TextStyle{Monospace: true}
	p.chains = widget.NewList(
		func() int { return p.chainCount() },
		func() fyne.CanvasObject { return widget.NewLabelWithStyle("", fyne.TextAlignLeading, mono) },
		func(i widget.ListItemID, o fyne.CanvasObject) { o.(*widget.Label).SetText(p.chainRow(i)) },
	)
	p.chains.OnSelected = func(i widget.ListItemID) { p.userSelect(Selection{Kind: SelectChain, ID: i}) }
	p.regions = widget.NewList(
		func() int { return p.regionCount() },
		func() fyne.CanvasObject { return widget.NewLabelWithStyle("", fyne.TextAlignLeading, mono) },
		func(i widget.ListItemID, o fyne.CanvasObject) { o.(*widget.Label).SetText(p.regionRow(i)) },
	)
	p.regions.OnSelected = func(i widget.ListItemID) { p.userSelect(Selection{Kind: SelectRegion, ID: i}) }

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

	chainHead := widget.NewLabelWithStyle(" #  col  stones libs  vital      alive?", fyne.TextAlignLeading, fyne.TextStyle{Monospace: true})
	regHead := widget.NewLabelWithStyle(" #  encl size empty small  vital to   removed", fyne.TextAlignLeading, fyne.TextStyle{Monospace: true})
	p.chainTab = container.NewTabItem("Chains", container.NewBorder(chainHead, nil, nil, nil, p.chains))
	p.regTab = container.NewTabItem("Regions", container.NewBorder(regHead, nil, nil, nil, p.regions))
	p.explTab = container.NewTabItem("Explain", container.NewBorder(
		container.NewHBox(p.prev, p.round, p.next), nil, nil, nil,
		container.NewVScroll(p.explain)))
	p.tabs = container.NewAppTabs(p.chainTab, p.regTab, p.explTab)
	p.tabs.OnSelected = func(t *container.TabItem) {
		if t == p.explTab {
			if p.step < 0 {
				p.SetStep(0)
			}
		} else if p.step >= 0 {
			p.SetStep(-1)
		}
	}
	p.ExtendBaseWidget(p)
	p.update()
	return p
}

// Legend is the text that explains the overlay; it makes clear that an
// unmarked stone is only "not proven alive".
const Legend = "■ on a stone: pass-alive (Benson). Shaded point: safe for its owner. " +
	"Unmarked stones are not proven alive — that does not mean dead."

// CreateRenderer implements fyne.Widget.
func (p *Panel) CreateRenderer() fyne.WidgetRenderer {
	legend := widget.NewLabel(Legend + "\n" + ProvenLegend)
	legend.Wrapping = fyne.TextWrapWord
	// the theme's foreground colour: the low-importance grey was hard to read
	top := container.NewVBox(widget.NewLabelWithStyle("Summary", fyne.TextAlignLeading, fyne.TextStyle{Bold: true}), p.summary)
	bottom := container.NewVBox(p.suicide, legend)
	return widget.NewSimpleRenderer(container.NewBorder(top, bottom, nil, nil, p.tabs))
}

// SetResult shows a new analysis (or the error that prevented it). The
// selection and the explained round are reset.
func (p *Panel) SetResult(r *benson.Result, err error) {
	p.result, p.err = r, err
	p.sel = NoSelection
	if p.step >= 0 {
		p.step = 0
	}
	p.quiet = true
	p.chains.UnselectAll()
	p.regions.UnselectAll()
	p.quiet = false
	p.update()
}

// SetSuicideLegal sets the rules switch without calling OnRules.
func (p *Panel) SetSuicideLegal(on bool) {
	p.quiet = true
	p.suicide.SetChecked(on)
	p.quiet = false
}

// Selection returns the selected chain or region.
func (p *Panel) Selection() Selection { return p.sel }

// Step returns the explained round index, or -1 when explain mode is off.
func (p *Panel) Step() int { return p.step }

// Select selects a chain or region row (as a click on the board does),
// shows its tab and calls OnSelect.
func (p *Panel) Select(s Selection) {
	p.quiet = true
	switch s.Kind {
	case SelectChain:
		p.tabs.Select(p.chainTab)
		p.chains.Select(s.ID)
		p.chains.ScrollTo(s.ID)
	case SelectRegion:
		p.tabs.Select(p.regTab)
		p.regions.Select(s.ID)
		p.regions.ScrollTo(s.ID)
	default:
		p.chains.UnselectAll()
		p.regions.UnselectAll()
	}
	p.quiet = false
	p.userSelect(s)
}

func (p *Panel) userSelect(s Selection) {
	if p.quiet {
		return
	}
	p.sel = s
	if p.OnSelect != nil {
		p.OnSelect(s)
	}
}

// SetStep shows round step of the fixpoint (an index into Result.Steps),
// -1 to leave explain mode; it calls OnStep.
func (p *Panel) SetStep(step int) {
	n := 0
	if p.result != nil {
		n = len(p.result.Steps)
	}
	if step >= n {
		step = n - 1
	}
	if step < 0 && p.tabs.Selected() == p.explTab && n > 0 {
		step = 0
	}
	if step < -1 {
		step = -1
	}
	p.step = step
	p.update()
	if p.OnStep != nil {
		p.OnStep(step)
	}
}

// ShowExplain switches to the Explain tab (explain mode) or back to the
// chains.
func (p *Panel) ShowExplain(on bool) {
	if on {
		p.tabs.Select(p.explTab)
	} else {
		p.tabs.Select(p.chainTab)
	}
}

func (p *Panel) update() {
	r := p.result
	switch {
	case p.err != nil:
		p.summary.SetText("No analysis: " + p.err.Error())
	case r == nil:
		p.summary.SetText("No analysis.")
	default:
		p.summary.SetText(fmt.Sprintf("● Black: %d alive stones, %d safe points\n○ White: %d alive stones, %d safe points",
			r.Alive[goboard.Black].Len(), r.Safe[goboard.Black].Len(),
			r.Alive[goboard.White].Len(), r.Safe[goboard.White].Len()))
	}
	p.chains.Refresh()
	p.regions.Refresh()
	n := 0
	if r != nil {
		n = len(r.Steps)
	}
	switch {
	case n == 0:
		p.round.SetText("no rounds")
		p.explain.SetText("The fixpoint removed nothing: every chain on the board is pass-alive, or there are no stones.")
	case p.step < 0:
		p.round.SetText(fmt.Sprintf("%d rounds", n))
		p.explain.SetText("Open this tab to step through the rounds of Benson's algorithm.")
	default:
		p.round.SetText(fmt.Sprintf("Round %d of %d", p.step+1, n))
		text := r.Explain(p.step)
		if p.step == n-1 {
			text += "\n\nNothing more can be removed: the chains left are pass-alive."
		}
		p.explain.SetText(text)
	}
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

func (p *Panel) chainCount() int {
	if p.result == nil {
		return 0
	}
	return len(p.result.Chains)
}

func (p *Panel) regionCount() int {
	if p.result == nil {
		return 0
	}
	return len(p.result.Regions)
}

func colourName(c goboard.Color) string {
	if c == goboard.White {
		return "W"
	}
	return "B"
}

func idList(prefix string, ids []int) string {
	if len(ids) == 0 {
		return "-"
	}
	s := make([]string, len(ids))
	for i, id := range ids {
		s[i] = prefix + strconv.Itoa(id)
	}
	return strings.Join(s, ",")
}

// chainRow is the text of row i of the chains table.
func (p *Panel) chainRow(i int) string {
	if p.result == nil || i >= len(p.result.Chains) {
		return ""
	}
	c := &p.result.Chains[i]
	alive := "not proven"
	if c.Alive {
		alive = "yes"
	}
	return fmt.Sprintf("%2d  %s   %5d %4d  %-10s %s", c.ID, colourName(c.Color), c.Size, c.Liberties, idList("R", c.Vital), alive)
}

// regionRow is the text of row i of the regions table.
func (p *Panel) regionRow(i int) string {
	if p.result == nil || i >= len(p.result.Regions) {
		return ""
	}
	r := &p.result.Regions[i]
	small := "no"
	if r.Small {
		small = "yes"
	}
	removed := "no"
	if r.Removed {
		removed = fmt.Sprintf("round %d", r.RemovedRound)
	}
	return fmt.Sprintf("R%-2d %s   %4d %5d %-5s  %-10s %s", r.ID, colourName(r.Color), r.Size, r.Empty, small, idList("#", r.VitalTo), removed)
}
