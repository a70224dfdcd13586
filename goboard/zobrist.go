package goboard

// zobrist holds a random 64-bit key per colour and point. It is computed once
// from a fixed seed and never changes, so hashes are the same in every run.
var zobrist = makeZobrist()

func makeZobrist() (z [3][maxArea]uint64) {
	state := uint64(0x4c6966656c696e65) // "Lifeline"
	for c := Black; c <= White; c++ {
		for p := range z[c] {
			// splitmix64
			state += 0x9e3779b97f4a7c15
			x := state
			x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9
			x = (x ^ (x >> 27)) * 0x94d049bb133111eb
			z[c][p] = x ^ (x >> 31)
		}
	}
	return z
}
