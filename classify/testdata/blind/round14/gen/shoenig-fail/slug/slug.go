// Package slug makes URL slugs from post titles.
package slug

import (
	"strings"
	"unicode"
)

// Make lowercases the title and joins its words with dashes.
func Make(title string) string {
	var b strings.Builder
	dash := false
	for _, r := range strings.ToLower(title) {
		switch {
		case unicode.IsLetter(r) || unicode.IsDigit(r):
			b.WriteRune(r)
			dash = false
		case !dash:
			b.WriteByte('-')
			dash = true
		}
	}
	return b.String()
}

// Words splits a slug back into its words.
func Words(s string) []string {
	return strings.Split(s, "-")
}
