package sgf_test

import (
	"fmt"
	"os"

	"lifeline/sgf"
)

func ExampleParse() {
	c, err := sgf.Parse([]byte("(;FF[3]SZ[9]PlayerBlack[Shusaku];B[ee](;W[cc])(;W[gg]))"))
	if err != nil {
		fmt.Println(err)
		return
	}
	root := c.Games[0]
	pb, _ := root.Value("PB")
	w, h, _ := sgf.BoardSize(root)
	for _, n := range sgf.MainLine(root)[1:] {
		for _, color := range []string{"B", "W"} {
			if v, ok := n.Value(color); ok {
				p, pass, err := sgf.ParseMove(v, w, h)
				fmt.Println(color, p, pass, err)
			}
		}
	}
	fmt.Printf("%s on %dx%d, %+v\n", pb, w, h, sgf.Info(root))
	// Output:
	// B ee false <nil>
	// W cc false <nil>
	// Shusaku on 9x9, {Width:9 Height:9 Black:Shusaku White: BlackRank: WhiteRank: Result: Komi: Date: Event: Nodes:4 Moves:2 Variations:2}
}

func ExampleCollection_Write() {
	c, _ := sgf.Parse([]byte("junk (;GM[1]C[a\\]b];B[aa];W[])"))
	c.Games[0].Set("PB", "Honinbo Shusaku")
	if err := c.Write(os.Stdout); err != nil {
		fmt.Println(err)
	}
	// Output:
	// (;FF[4]CA[UTF-8]GM[1]C[a\]b]PB[Honinbo Shusaku]
	// ;B[aa];W[])
}

func ExampleSyntaxError() {
	_, err := sgf.Parse([]byte("(;GM[1]\n;B[aa]W)"))
	if se, ok := sgf.AsSyntaxError(err); ok {
		fmt.Println(se.Line, se.Column, se.Msg)
	}
	fmt.Println(err)
	// Output:
	// 2 8 expected '[' after property identifier "W"
	// line 2, column 8: expected '[' after property identifier "W"
}
