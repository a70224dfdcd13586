// Solves problems with tsumego.js (an independent solver, d180cf/tsumego.js
// on npm) for package solve's cross-check (solve/tsumegojs_internal_test.go).
// Reads one JSON object per line on standard input and writes one answer per
// line, {"error": "..."} if it fails:
//   - {"sgf": "...", "color": "B"|"W"}: {"win": bool, "km": -1|0|1, "move":
//     "B[ab]", "proofs": ["B[ab]", ...]}. "win" says whether the colour to
//     play saves (or captures) the target marked MA; "km" is the ko master
//     under which that holds (+1 Black, -1 White, 0 nobody), the strongest
//     one for the opponent; "proofs" are every first move that wins under
//     that km (as tsumego.js's Solver.proofs).
//   - {"sgf": "...", "color": ..., "moves": ["W[bb]", ...], "km": k}: {"win":
//     bool, "move": "B[ab]"}, whether the colour wins under km after the
//     moves, asked of a fresh solver, and with which move ("" for a pass),
//     so that the test can tell tsumego.js's contradictions of itself from
//     differences with Lifeline.
'use strict'
const readline = require('readline')
const tsumego = require('tsumego.js')

function solveOne(sgf, colorName) {
  const color = colorName === 'B' ? +1 : -1
  const s = new tsumego.Solver(sgf)
  // The strongest ko master for the opponent under which the colour wins
  // (tsumego.js's own solve(color) reports km 0 for a pass that wins).
  for (const km of [-color, 0, color]) {
    const m = s.solve(color, km)
    if (m * color > 0) {
      const move = tsumego.stone.hascoords(m) ? tsumego.stone.toString(m) : ''
      return {win: true, km, move, proofs: proofs(s, color, km)}
    }
  }
  return {win: false, km: color}
}

// solveAfter plays the moves on a fresh solver and answers one question:
// whether the colour to play then wins under the ko master km.
function solveAfter(sgf, colorName, moves, km) {
  const color = colorName === 'B' ? +1 : -1
  const s = new tsumego.Solver(sgf)
  const defender = Math.sign(s.board.get(s.target))
  for (const m of moves) {
    if (!s.play(m)) throw Error('illegal move ' + m)
    if (!s.board.get(s.target)) return {win: color !== defender} // captured
  }
  const m = s.solve(color, km)
  const win = m * color > 0
  return {win, move: win && tsumego.stone.hascoords(m) ? tsumego.stone.toString(m) : ''}
}

// proofs is Solver.proofs, which throws on a first move that captures the
// target (it asks the solver about a position without one): such a move wins.
function proofs(s, color, km) {
  const moves = []
  for (const move of s.getValidMovesFor(color)) {
    if (!s.play(move)) continue
    const captured = !s.board.get(s.target)
    const resp = captured ? 0 : s.solve(-color, km)
    s.undo()
    if (captured || resp * color > 0) moves.push(tsumego.stone.toString(move))
  }
  return moves
}

const rl = readline.createInterface({input: process.stdin})
rl.on('line', line => {
  if (!line.trim()) return
  let out
  try {
    const {sgf, color, moves, km} = JSON.parse(line)
    out = moves ? solveAfter(sgf, color, moves, km) : solveOne(sgf, color)
  } catch (e) {
    out = {error: String((e && e.message) || e)}
  }
  process.stdout.write(JSON.stringify(out) + '\n')
})
