# loadsgf, final_status_list and GNU Go's unconditional_status (the
# expected answers are GNU Go 3.8's).

1 loadsgf testdata/sgf/eyes.sgf
#? []
2 final_status_list alive
#? [B7 D7 A6 B6 C6 D6]
3 final_status_list dead
#? []
4 final_status_list seki
#? []
5 final_status_list sick
#? [\?syntax error.*]
6 unconditional_status A7
#? [black_territory]
7 unconditional_status B7
#? [alive]
8 unconditional_status C7
#? [black_territory]
9 unconditional_status E7
#? [undecided]
10 unconditional_status B5
#? [undecided]
11 unconditional_status D4
#? [undecided]
12 unconditional_status pass
#? [\?invalid coordinate.*]
13 unconditional_status T19
#? [\?invalid coordinate.*]
14 loadsgf testdata/sgf/problem.sgf
#? []
15 unconditional_status B3
#? [dead]
16 unconditional_status C4
#? [black_territory]
17 unconditional_status A1
#? [black_territory]
18 unconditional_status A5
#? [alive]
19 final_status_list dead
#? [B3 C3 D3]
20 final_status_list alive
#? [A5 B5 C5 D5 E5 A4 E4 A3 E3 A2 B2 C2 D2 E2]
21 showboard
#? [.*White to play.*]
# loadsgf with a move number: the position before that move.
22 loadsgf testdata/sgf/game.sgf 9
#? []
23 showboard
#? [.*  5 \. \. \. \. \. 5\n  4 \. \. X O \. 4\n.*Black to play.*]
24 loadsgf testdata/sgf/game.sgf 10
#? []
25 showboard
#? [.*  5 \. \. X \. \. 5\n.*White to play.*]
26 loadsgf testdata/sgf/game.sgf
#? []
27 showboard
#? [.*  5 \. \. X O \. 5\n.*Black to play; captured by black 1.*]
28 undo
#? [\?cannot undo]
29 loadsgf testdata/sgf/game.sgf 0
#? [\?syntax error.*]
30 loadsgf testdata/sgf/missing.sgf
#? [\?cannot load file.*]
31 loadsgf testdata/sgf/broken.sgf
#? [\?cannot load file.*off the 5x5 board]
32 showboard
#? [.*  5 \. \. X O \. 5\n.*]
33 loadsgf testdata/sgf/rect.sgf
#? []
34 unconditional_status A3
#? [black_territory]
35 final_status_list alive
#? [B3 D3 F3 H3 A2 B2 C2 D2 E2 F2 G2 H2 J2]
36 loadsgf
#? [\?syntax error]
