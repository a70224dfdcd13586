//go:build race

package document

// raceEnabled is true under the race detector, which multiplies memory
// use and time.
const raceEnabled = true
