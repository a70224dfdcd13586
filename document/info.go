package document

import (
	"fmt"
	"slices"
	"strings"
)

// Comment returns the comment (C) of the node at the cursor.
func (d *Document) Comment() string {
	v, _ := d.Current().Value("C")
	return v
}

// SetComment replaces the comment (C) of the node at the cursor; an empty
// or blank text removes it. It marks the document changed but is not an
// Undo step (the comment entry has its own undo).
func (d *Document) SetComment(text string) {
	cur := d.Current()
	old, _ := cur.Value("C")
	if old == text || (strings.TrimSpace(text) == "" && !cur.Has("C")) {
		return
	}
	if strings.TrimSpace(text) == "" {
		cur.Delete("C")
	} else {
		cur.Set("C", text)
	}
	d.touched = true
	d.revision++
}

// InfoIDs returns the game information properties that a game info form
// edits, in order: players, ranks, komi, result, date, event.
func InfoIDs() []string { return []string{"PB", "BR", "PW", "WR", "KM", "RE", "DT", "EV"} }

// Info returns the value of a game information property of the root.
func (d *Document) Info(id string) string {
	v, _ := d.root.Value(id)
	return v
}

// SetInfo sets game information properties (such as PB, PW, RE, KM) of the
// root from a map of ID to value; an empty value removes the property. KM
// must be a number. Changed values mark the document changed.
func (d *Document) SetInfo(values map[string]string) error {
	for id, v := range values {
		if id == "" || strings.ToUpper(id) != id || strings.ContainsAny(id, " []") {
			return fmt.Errorf("game info: invalid property %q", id)
		}
		if id == "KM" && strings.TrimSpace(v) != "" {
			var f float64
			if _, err := fmt.Sscan(strings.TrimSpace(v), &f); err != nil {
				return fmt.Errorf("game info: komi %q is not a number", v)
			}
		}
	}
	for _, id := range sortedKeys(values) {
		v := strings.TrimSpace(values[id])
		old, had := d.root.Value(id)
		switch {
		case v == "" && had:
			d.root.Delete(id)
		case v == "" || v == old:
			continue
		default:
			d.root.Set(id, v)
		}
		d.touched = true
		d.revision++
	}
	return nil
}

func sortedKeys(m map[string]string) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys
}
