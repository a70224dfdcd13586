//go:build !race

package solve

// raceDetector is true when the tests run under the race detector, about
// ten to fifteen times slower: the slowest checks do less there and leave
// the rest to the plain run.
const raceDetector = false

// RaceDetector is raceDetector for the tests outside the package.
const RaceDetector = raceDetector
