# boardsize, clear_board, komi, play, undo, showboard.

1 boardsize 0
#? [\?unacceptable size.*]
2 boardsize 26
#? [\?unacceptable size.*]
3 boardsize nine
#? [\?syntax error]
4 boardsize 5
#? []
5 play black C3
#? []
6 play white C3
#? [\?illegal move.*occupied]
7 play white Z9
#? [\?invalid coordinate.*]
8 play white F3
#? [\?invalid coordinate.*off the 5x5 board]
9 play purple C2
#? [\?invalid color.*]
10 play white
#? [\?syntax error]
11 showboard
#? [\s*A B C D E\n  5 \. \. \. \. \. 5\n.*  3 \. \. X \. \. 3\n.*White to play.*]
12 komi 7.5
#? []
13 komi lots
#? [\?syntax error]
14 showboard
#? [.*komi 7\.5]
15 undo
#? []
16 undo
#? [\?cannot undo]
17 play b pass
#? []
18 showboard
#? [.*White to play.*]
# Suicide is illegal.
boardsize 5
play b A2
play b B1
19 play w A1
#? [\?illegal move.*suicide]
# Ko: Black captures, White may not retake at once.
clear_board
play b B5
play b A4
play b B3
play w C5
play w D4
play w C3
play w B4
play b C4
20 play w B4
#? [\?illegal move.*ko]
21 showboard
#? [.*ko at B4]
play w J1
22 play w E1
#? []
23 play w B4
#? []
24 clear_board
#? []
25 showboard
#? [\s*A B C D E\n  5 \. \. \. \. \. 5\n.*Black to play.*]
# The rectangular extension: boardsize W H.
26 boardsize 9 5
#? []
27 play b J5
#? []
28 play b J6
#? [\?invalid coordinate.*off the 9x5 board]
29 showboard
#? [\s*A B C D E F G H J\n  5 \. \. \. \. \. \. \. \. X 5\n.*]
30 boardsize 25
#? []
31 play w Z25
#? []
32 boardsize 3 0
#? [\?unacceptable size.*]
33 showboard
#? [.*\n 25 \. .* O 25\n.*]

# Sabaki's rectangular_boardsize, handicap stones, time settings.
30 rectangular_boardsize 9 5
#? []
31 showboard
#? [\s*A B C D E F G H J\n  5 \..*]
32 rectangular_boardsize 9
#? [\?syntax error]
33 rectangular_boardsize 30 5
#? [\?unacceptable size.*]
boardsize 9
34 set_free_handicap C3 G7
#? []
35 showboard
#? [.*  7 \. \. \. \. \. \. X \. \. 7\n.*  3 \. \. X \. \. \. \. \. \. 3\n.*White to play.*]
36 undo
#? [\?cannot undo]
37 set_free_handicap E5 E6
#? [\?board not empty]
clear_board
38 set_free_handicap E5
#? [\?bad vertex list]
39 set_free_handicap E5 E5
#? [\?bad vertex list]
40 set_free_handicap E5 pass
#? [\?bad vertex list]
41 set_free_handicap E5 Z9
#? [\?bad vertex list]
42 showboard
#? [.*Black to play.*]
43 time_settings 300 30 5
#? []
44 time_settings 300 x 5
#? [\?syntax error]
45 time_left white 120 0
#? []
46 time_left purple 120 0
#? [\?invalid color.*]
