// Package quietlocale keeps Fyne quiet at start-up under the C.UTF-8 locale.
//
// Fyne reads the user's locale while its lang package is initialised, before
// main runs. A locale such as "C.UTF-8" (the default of Debian containers and
// many servers) is not a language tag, so Fyne logs an error on standard
// error, which would litter the output of Lifeline's command-line tools. When
// the locale is C or POSIX with an encoding or modifier and LANGUAGE is not
// set, this package sets LANGUAGE to "en", the language those locales stand
// for, which Fyne then reads instead.
//
// Import it for its side effect, from the main package. It runs before
// Fyne's lang package: Go initialises packages in import-path order among
// those whose imports are initialised, this package imports only os and
// strings, and Fyne's lang package waits for packages (such as text/template)
// whose paths sort after this one's.
package quietlocale

import (
	"os"
	"strings"
)

func init() {
	if os.Getenv("LANGUAGE") == "" && isCLocale(effectiveLocale()) {
		os.Setenv("LANGUAGE", "en")
	}
}

// effectiveLocale returns the locale that decides the language of messages:
// the first of LC_ALL, LC_MESSAGES and LANG that is set.
func effectiveLocale() string {
	for _, name := range []string{"LC_ALL", "LC_MESSAGES", "LANG"} {
		if v := os.Getenv(name); v != "" {
			return v
		}
	}
	return ""
}

// isCLocale reports whether locale is the C or POSIX locale with an encoding
// or a modifier, such as "C.UTF-8" (plain "C" and "POSIX" do not trouble Fyne).
func isCLocale(locale string) bool {
	for _, base := range []string{"C", "POSIX"} {
		if rest, ok := strings.CutPrefix(locale, base); ok && rest != "" && (rest[0] == '.' || rest[0] == '@') {
			return true
		}
	}
	return false
}
