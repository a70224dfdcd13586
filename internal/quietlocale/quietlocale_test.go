package quietlocale

import "testing"

func TestIsCLocale(t *testing.T) {
	for _, tc := range []struct {
		locale string
		want   bool
	}{
		{"C.UTF-8", true},
		{"C.utf8", true},
		{"POSIX.UTF-8", true},
		{"C@euro", true},
		{"C", false},
		{"POSIX", false},
		{"", false},
		{"en_US.UTF-8", false},
		{"Ca_ES.UTF-8", false},
		{"CA.UTF-8", false},
	} {
		if got := isCLocale(tc.locale); got != tc.want {
			t.Errorf("isCLocale(%q) = %v, want %v", tc.locale, got, tc.want)
		}
	}
}
