// Attaches `lifeline gtp` through Sabaki's own GTP library, @sabaki/gtp, the
// way Sabaki does: the questions it asks at attach, then ControllerStateTracker
// syncs (board size, komi, handicap stones, moves; a shorter history by undo; a
// rectangular board), then analysis and a problem. Usage: node attach.js BIN
// PROBLEM.sgf. Exits 1 on the first wrong answer.
'use strict'
const assert = require('assert')
const {Controller, ControllerStateTracker} = require('@sabaki/gtp')

async function main() {
  const [bin, problem] = process.argv.slice(2)
  const controller = new Controller(bin, ['gtp'])
  controller.start()
  const tracker = new ControllerStateTracker(controller)
  const send = async (name, ...args) => {
    const r = await tracker.queueCommand({name, args})
    assert(!r.error, `${name} ${args.join(' ')}: ${r.content}`)
    return r.content
  }
  const fails = async (name, ...args) => {
    const r = await tracker.queueCommand({name, args})
    assert(r.error, `${name} ${args.join(' ')} should fail, answered ${r.content}`)
  }

  assert.strictEqual(await send('name'), 'Lifeline')
  assert.match(await send('version'), /^\d+\.\d+/)
  assert.strictEqual(await send('protocol_version'), '2')
  const commands = (await send('list_commands')).split('\n')
  for (const c of ['boardsize', 'rectangular_boardsize', 'clear_board', 'komi', 'play', 'undo', 'genmove',
    'set_free_handicap', 'final_status_list', 'loadsgf']) {
    assert(commands.includes(c), `list_commands lacks ${c}`)
    assert(await tracker.knowsCommand(c), `knowsCommand(${c})`)
  }

  const handicap = {name: 'set_free_handicap', args: ['C3', 'G7']}
  const moves = [{name: 'play', args: ['W', 'E5']}, {name: 'play', args: ['B', 'C7']}, {name: 'play', args: ['W', 'G3']}]
  await tracker.sync({komi: 0.5, boardsize: [9, 9], history: [handicap, ...moves]})
  let board = await send('showboard')
  assert.match(board, / 7 \. \. X \. \. \. X \. \. 7/, board)
  assert.match(board, / 5 \. \. \. \. O \. \. \. \. 5/, board)
  assert.match(board, / 3 \. \. X \. \. \. O \. \. 3/, board)
  assert.match(board, /Black to play/, board)
  assert.match(board, /komi 0\.5/, board)

  // A shorter history: Sabaki takes moves back with undo.
  await tracker.sync({komi: 0.5, boardsize: [9, 9], history: [handicap, moves[0]]})
  board = await send('showboard')
  assert.match(board, / 7 \. \. \. \. \. \. X \. \. 7/, board)
  assert.match(board, /Black to play/, board)

  // A rectangular board, with Sabaki's rectangular_boardsize.
  await tracker.sync({komi: 6.5, boardsize: [9, 5], history: [{name: 'play', args: ['B', 'E3']}]})
  board = await send('showboard')
  assert.match(board, / 3 \. \. \. \. X \. \. \. \. 3/, board)
  await fails('play', 'B', 'E7')

  // Analysis and a problem.
  await send('final_status_list', 'alive')
  await send('loadsgf', problem)
  const solved = await send('lifeline-solve')
  assert.match(solved, /^dies moves B19 nodes \d+/, solved)
  assert.strictEqual(await send('genmove', 'B'), 'B19')
  await fails('genmove', 'purple')
  await fails('frobnicate')

  await controller.stop()
  console.log('lifeline gtp answered every Sabaki GTP check')
}

main().catch(err => {
  console.error(err.message || err)
  process.exit(1)
})
