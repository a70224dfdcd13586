// Package version holds Lifeline's version: the one constant the window, the
// command line and the GTP engine report. FyneApp.toml, which versions the
// desktop package, must say the same (a test in the main package checks it).
package version

// Version is Lifeline's version.
const Version = "0.1.0"
