# Lifeline's own commands, the GoGui analyze commands and the solver's
# (here a stand-in solver installed by the test: it answers "dies" with the
# first empty point of the problem's area; the real solver is tested in
# solve/).

loadsgf testdata/sgf/problem.sgf
1 lifeline-benson
#? [chains 2 regions 3 rounds 1\nchain #0 black at A5 stones 14 .* alive\nchain #1 white at B3 stones 3 .*removed-in-round 1\n.*black pass-alive: A5 .*\nwhite safe: none]
2 lifeline-benson now
#? [\?syntax error]
3 lifeline-proven
#? [by .*\nblack alive: A5 .*\nblack territory: B4 C4 D4 A1 B1 C1 D1 E1\nblack dead: none\nwhite alive: none\nwhite territory: none\nwhite dead: B3 C3 D3\nblack by benson: A5 .* E1\nstones .*]
4 lifeline-explain C3
#? [Round 1: the White chain at B3 \(3 stones\) has no vital region, so it cannot be proven alive\.\nthe region at A5 is not vital to the White chain at B3 \(3 stones\): its empty point A1 is not a liberty of that chain\.]
5 lifeline-explain A5
#? [the Black chain at A5 \(14 stones\) is pass-alive: 2 regions stay vital to it \(at B4, A1\)\.\nthe region at B4 is vital to .*\nthe region at A1 is vital to .*]
6 lifeline-explain C4
#? [\?no stone at C4]
7 lifeline-explain Q9
#? [\?invalid coordinate.*]
8 lifeline-gfx alive
#? [MARK A5 .*E2\nTEXT pass-alive stones: black 14, white 0]
9 lifeline-gfx safe
#? [BLACK A5 .*\nTEXT safe points: black 25, white 0]
10 lifeline-gfx proven
#? [BLACK .*\nTEXT proven points: black 25, white 0]
11 lifeline-gfx dead
#? [MARK B3 C3 D3\nCOLOR #d02020 B3 C3 D3\nTEXT dead stones: black 0, white 3]
12 lifeline-gfx solve
#? [COLOR #20a020 B4\nMARK B4\nTEXT White to play: dies, 1 winning moves, 42 nodes]
27 lifeline-gfx uncond
#? [BLACK B4 C4 D4 A1 B1 C1 D1 E1\nMARK B3 C3 D3\nCOLOR #2060d0 A5 .* E2\nTEXT GNU Go unconditional: 14 alive, 3 dead, territory black 8, white 0]
13 lifeline-gfx rainbow
#? [\?syntax error.*]
14 lifeline-alive_stones
#? [A5 B5 C5 D5 E5 A4 E4 A3 E3 A2 B2 C2 D2 E2]
15 lifeline-regions black
#? [- - - - -\n- R\d R\d R\d -\n- R\d R\d R\d -\n- - - - -\nR\d R\d R\d R\d R\d]
16 lifeline-regions green
#? [\?invalid color.*]
17 lifeline-solve
#? [dies moves B4 nodes 42]
18 reg_genmove white
#? [B4]
19 showboard
#? [.*  4 X \. \. \. X 4\n.*]
20 genmove white
#? [B4]
21 showboard
#? [.*  4 X O \. \. X 4\n.*Black to play.*]
22 undo
#? []
# Outside a problem (no target) genmove passes.
boardsize 5
23 genmove black
#? [pass]
24 reg_genmove white
#? [pass]
25 lifeline-solve
#? [\?not a problem: no target]
26 genmove purple
#? [\?invalid color.*]
