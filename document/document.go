// Package document is the model behind Lifeline's window: an SGF game tree,
// the current node (the cursor), the board position at the cursor kept up to
// date incrementally, the file it came from, whether it has unsaved changes,
// the rules, and the Benson analysis of the current position.
//
// It is plain model code: it never imports Fyne and is tested headless. The
// app turns user actions into Document commands and redraws from its state.
package document

import (
	"errors"
	"fmt"
	"path/filepath"

	"lifeline/benson"
	"lifeline/goboard"
	"lifeline/replay"
	"lifeline/sgf"
)

// ErrNoMove is returned by navigation commands that cannot move the cursor,
// such as Back at the root or Forward at the end of a line.
var ErrNoMove = errors.New("no move there")

// Document is an open game: a tree, a cursor and the position at the cursor.
// The zero value is not usable: call New or Open.
type Document struct {
	coll *sgf.Collection
	root sgf.Node

	// path is the line from the root to the cursor; frames[i] says how to
	// take path[i] back off the board.
	path   []sgf.Node
	frames []frame
	board  *goboard.Board

	file     string
	version  int    // id of the tree's state in the edit history
	lastID   int    // the last state id handed out
	saved    int    // id of the state last loaded or saved
	touched  bool   // changed outside the edit history (comments, game info) since saved
	revision int    // counts every change to the tree, for views that cache it
	edits    []edit // tree edits that Undo can take back, most recent last
	redo     []edit // edits taken back, for Redo
	warnings []string
	rules    goboard.Rules

	analyzer *benson.Analyzer
	result   *benson.Result
	analyErr error
	analyzed bool
}

// frame is what entering a node changed: the board's undo depth before it
// and the side to move before it (PL is not an undoable board action).
type frame struct {
	depth  int
	toPlay goboard.Color
}

// editKind says what an edit changed.
type editKind int

const (
	editAdd   editKind = iota // a node added to the tree
	editProps                 // the properties of a node changed (setup)
)

// edit is a change to the tree made by the user: a node added (a move or a
// new setup node) or a node's setup properties changed.
type edit struct {
	kind          editKind
	parent, node  sgf.Node
	index         int            // editAdd: position among the parent's children
	before, after []sgf.Property // editProps: the node's properties around the change (owned by the edit)
	from, to      int            // state ids before and after the edit
}

// New returns a document holding one empty game on a w x h board.
func New(w, h int) (*Document, error) {
	if _, err := goboard.NewGeometry(w, h); err != nil {
		return nil, fmt.Errorf("new game: %w", err)
	}
	root := sgf.NewNode()
	root.Set("FF", "4")
	root.Set("GM", "1")
	root.Set("CA", "UTF-8")
	root.Set("AP", "Lifeline")
	if w == h {
		root.Set("SZ", fmt.Sprint(w))
	} else {
		root.Set("SZ", fmt.Sprintf("%d:%d", w, h))
	}
	d := &Document{analyzer: benson.NewAnalyzer()}
	if err := d.load(&sgf.Collection{Games: []sgf.Node{root}}, 0); err != nil {
		return nil, err
	}
	return d, nil
}

// Open returns a document for game index game of a parsed collection,
// positioned at the root; file is the path it was read from ("" if none).
func Open(coll *sgf.Collection, game int, file string) (*Document, error) {
	d := &Document{analyzer: benson.NewAnalyzer(), file: file}
	if err := d.load(coll, game); err != nil {
		if file != "" {
			return nil, fmt.Errorf("open %s: %w", file, err)
		}
		return nil, err
	}
	return d, nil
}

// Parse reads SGF data and opens its game number game (0 for the first).
func Parse(data []byte, game int, file string) (*Document, error) {
	coll, err := sgf.Parse(data)
	if err != nil {
		if file != "" {
			return nil, fmt.Errorf("read %s: %w", file, err)
		}
		return nil, fmt.Errorf("read SGF: %w", err)
	}
	return Open(coll, game, file)
}

func (d *Document) load(coll *sgf.Collection, game int) error {
	if coll == nil || game < 0 || game >= len(coll.Games) {
		return fmt.Errorf("no game %d in the collection", game+1)
	}
	root := coll.Games[game]
	w, h, err := sgf.BoardSize(root)
	if err != nil {
		return fmt.Errorf("game %d: %w", game+1, err)
	}
	b, err := goboard.New(w, h)
	if err != nil {
		return fmt.Errorf("game %d: %w", game+1, err)
	}
	ru, _ := root.Value("RU")
	d.rules, _ = RulesFromRU(ru)
	b.SetRules(d.rules)
	d.coll, d.root, d.board = coll, root, b
	d.path, d.frames = d.path[:0], d.frames[:0]
	d.edits, d.redo = nil, nil
	d.version, d.lastID, d.saved, d.touched = 0, 0, 0, false
	d.revision++
	d.enter(root)
	return nil
}

// Collection returns the collection the game belongs to.
func (d *Document) Collection() *sgf.Collection { return d.coll }

// Root returns the root node of the game.
func (d *Document) Root() sgf.Node { return d.root }

// Current returns the node at the cursor.
func (d *Document) Current() sgf.Node { return d.path[len(d.path)-1] }

// Board returns the position at the cursor. It is owned by the document:
// read it, never change it.
func (d *Document) Board() *goboard.Board { return d.board }

// Warnings returns the problems found entering the current node, such as a
// recorded move that breaks the rules.
func (d *Document) Warnings() []string { return d.warnings }

// File returns the path of the file the document was read from or last
// saved to, or "".
func (d *Document) File() string { return d.file }

// SetFile records the path the document is now associated with.
func (d *Document) SetFile(path string) { d.file = path }

// Title returns the file name, or "Untitled", with "*" appended when there
// are unsaved changes.
func (d *Document) Title() string {
	name := "Untitled"
	if d.file != "" {
		name = filepath.Base(d.file)
	}
	if d.Dirty() {
		name += " *"
	}
	return name
}

// Dirty reports whether the tree changed since it was loaded or saved.
func (d *Document) Dirty() bool { return d.version != d.saved || d.touched }

// MarkSaved records that the current tree is saved.
func (d *Document) MarkSaved() { d.saved, d.touched = d.version, false }

// Revision returns a number that changes whenever the tree changes (nodes
// added or removed, properties edited), so that views can cache what they
// build from the tree.
func (d *Document) Revision() int { return d.revision }

// Path returns the nodes from the root to the cursor. It is owned by the
// document: read it, never change it.
func (d *Document) Path() []sgf.Node { return d.path }

// Analysis returns the Benson analysis of the position at the cursor,
// computed once per position and rules. The result is valid until the next
// command that changes the position or the rules.
func (d *Document) Analysis() (*benson.Result, error) {
	if !d.analyzed {
		d.result, d.analyErr = d.analyzer.Analyze(d.board, d.rules)
		if d.analyErr != nil {
			d.analyErr = fmt.Errorf("analysis: %w", d.analyErr)
			d.result = nil
		}
		d.analyzed = true
	}
	return d.result, d.analyErr
}

// MoveNumber returns the number of moves (B or W nodes) from the root to the
// cursor.
func (d *Document) MoveNumber() int {
	n := 0
	for _, node := range d.path {
		if _, _, ok := nodeMove(node); ok {
			n++
		}
	}
	return n
}

// LineLength returns the number of moves from the root to the end of the
// current line (the cursor's path followed by first children).
func (d *Document) LineLength() int {
	n := d.MoveNumber()
	for node := d.Current(); node.NumChildren() > 0; {
		node = node.Child(0)
		if _, _, ok := nodeMove(node); ok {
			n++
		}
	}
	return n
}

// MoveNumbers returns, for every stone on the board that was placed by a
// move of the current line, its move number.
func (d *Document) MoveNumbers() map[goboard.Point]int {
	out := make(map[goboard.Point]int)
	n := 0
	for _, node := range d.path {
		if _, v, ok := nodeMove(node); ok {
			n++
			if p, err := d.board.FromSGF(v); err == nil && p != goboard.Pass && d.board.At(p) != goboard.Empty {
				out[p] = n
			}
		}
	}
	return out
}

// nodeMove returns the colour and value of a node's move, if it has one.
func nodeMove(n sgf.Node) (goboard.Color, string, bool) { return replay.Move(n) }

// enter applies node (a child of the cursor, or the root) to the board and
// moves the cursor to it.
func (d *Document) enter(node sgf.Node) {
	d.frames = append(d.frames, frame{depth: d.board.Depth(), toPlay: d.board.ToPlay()})
	d.path = append(d.path, node)
	d.warnings = applyNode(d.board, node)
	d.analyzed = false
}

// applyNode applies node to b and returns what was wrong with it: a move
// that breaks the rules (replayed anyway), a setup point off the board, or
// a move that cannot be played at all (occupied point, off the board), after
// which the position stays as before the move.
func applyNode(b *goboard.Board, node sgf.Node) []string {
	warnings, err := replay.ApplyNode(b, node)
	if err != nil {
		warnings = append(warnings, fmt.Sprintf("move not played: %v", err))
	}
	return warnings
}

// leave takes the cursor's node off the board and moves to its parent.
func (d *Document) leave() {
	i := len(d.path) - 1
	f := d.frames[i]
	for d.board.Depth() > f.depth {
		d.board.Undo()
	}
	d.board.SetToPlay(f.toPlay)
	d.path, d.frames = d.path[:i], d.frames[:i]
	d.warnings = nil
	d.analyzed = false
}

// MarkUnsaved records that the document holds changes not in its file, as
// a recovered copy of unsaved work does.
func (d *Document) MarkUnsaved() { d.touched = true }
