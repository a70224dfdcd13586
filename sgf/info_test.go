package sgf

import (
	"testing"
)

func TestInfo(t *testing.T) {
	tests := []struct {
		name string
		in   string
		want GameInfo
	}{
		{"full", "(;GM[1]SZ[13]PB[Kitani]PW[Go]BR[9p]WR[8p]RE[W+R]KM[6.5]DT[1933-10-16]EV[Oteai]" +
			";B[aa];W[bb](;B[cc];W[])(;B[dd])(;AB[ee]))",
			GameInfo{Width: 13, Height: 13, Black: "Kitani", White: "Go", BlackRank: "9p", WhiteRank: "8p",
				Result: "W+R", Komi: "6.5", Date: "1933-10-16", Event: "Oteai", Nodes: 7, Moves: 4, Variations: 3}},
		{"defaults", "(;)", GameInfo{Width: 19, Height: 19, Nodes: 1, Variations: 1}},
		{"rectangular", "(;SZ[19:9];B[aa])", GameInfo{Width: 19, Height: 9, Nodes: 2, Moves: 1, Variations: 1}},
		{"bad size", "(;SZ[40];B[aa])", GameInfo{Nodes: 2, Moves: 1, Variations: 1}},
		{"setup is not a move", "(;AB[aa];AW[bb];B[cc])", GameInfo{Width: 19, Height: 19, Nodes: 3, Moves: 1, Variations: 1}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := Info(mustParse(t, tt.in).Games[0]); got != tt.want {
				t.Errorf("Info = %+v\nwant   %+v", got, tt.want)
			}
		})
	}
	if got := Info(Node{}); got != (GameInfo{}) {
		t.Errorf("Info(nil) = %+v", got)
	}
}
