package sgf

// GameInfo summarises a game tree.
type GameInfo struct {
	// Width and Height are the board size; both are 0 when SZ is invalid.
	Width, Height int
	// Black and White are the players (PB, PW), BlackRank and WhiteRank
	// their ranks (BR, WR), then the result (RE), komi (KM), date (DT)
	// and event (EV), as written in the root node.
	Black, White, BlackRank, WhiteRank, Result, Komi, Date, Event string
	// Nodes counts all nodes of the tree, Moves the B and W moves
	// (passes included) on the main line, and Variations the leaves.
	Nodes, Moves, Variations int
}

// Info returns the game information of the tree rooted at root.
func Info(root Node) GameInfo {
	var gi GameInfo
	if root.IsZero() {
		return gi
	}
	if w, h, err := BoardSize(root); err == nil {
		gi.Width, gi.Height = w, h
	}
	text := func(id string) string {
		v, _ := root.Value(id)
		return v
	}
	gi.Black, gi.White = text("PB"), text("PW")
	gi.BlackRank, gi.WhiteRank = text("BR"), text("WR")
	gi.Result, gi.Komi = text("RE"), text("KM")
	gi.Date, gi.Event = text("DT"), text("EV")
	Walk(root, func(n Node) bool {
		gi.Nodes++
		if n.NumChildren() == 0 {
			gi.Variations++
		}
		return true
	})
	for n, ok := root, true; ok; n, ok = n.first() {
		if n.Has("B") || n.Has("W") {
			gi.Moves++
		}
	}
	return gi
}
