// Solves problems with tsumego.js (an independent solver, d180cf/tsumego.js
// on npm) for package solve's cross-check (solve/tsumegojs_internal_test.go).
// Reads one JSON object per line on standard input, {"sgf": "...", "color":
// "B"|"W"}, and writes one per line: {"win": bool, "km": -1|0|1, "move":
// "B[ab]", "proofs": ["B[ab]", ...]} or {"error": "..."}. "win" says whether
// the color to play saves (or captures) the target marked MA; "km" is the ko
// master under which that holds (+1 Black, -1 White, 0 nobody), the
// strongest one for the opponent; "proofs" are every
// first move that wins under that km (as tsumego.js's Solver.proofs).
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
    const {sgf, color} = JSON.parse(line)
    out = solveOne(sgf, color)
  } catch (e) {
    out = {error: String((e && e.message) || e)}
  }
  process.stdout.write(JSON.stringify(out) + '\n')
})
