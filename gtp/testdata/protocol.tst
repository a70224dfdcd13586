# The administrative commands, ids, comments and bad input.

1 protocol_version
#? [2]
2 name
#? [Lifeline]
3 version
#? [.+]
4 known_command play
#? [true]
5 known_command fly
#? [false]
6 list_commands
#? [.*\bunconditional_status\b.*\bundo\b.*]
7 known_command
#? [\?syntax error]
8 lifeline-help
#? [.*final_status_list: .*not proven either way.*]
9 fly away
#? [\?unknown command]
   # a comment line and an empty line are ignored

10 name # a trailing comment
#? [Lifeline]
11	name
#? [Lifeline]
12 protocol_version extra
#? [\?syntax error]
13 gogui-interrupt
#? []
14 gogui-analyze_commands
#? [gfx/.*lifeline-gfx alive\n.*lifeline-gfx solve\n.*lifeline-gfx uncond\nplist/.*lifeline-alive_stones\nsboard/.*lifeline-regions black\n.*]
15 quit
#? []
