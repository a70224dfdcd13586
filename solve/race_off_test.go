//go:build !race

package solve_test

// raceDetector is true when the tests run under the race detector, about
// ten times slower: the slow shapes are left to the plain run there.
const raceDetector = false
