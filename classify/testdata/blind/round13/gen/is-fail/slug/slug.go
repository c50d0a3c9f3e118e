// Package slug makes URL slugs from post titles.
package slug

import "strings"

// Make lowercases a title and joins its words with dashes.
func Make(title string) string {
	words := strings.Fields(strings.ToLower(title))
	return strings.Join(words, "-")
}

// Trim cuts a slug to at most n bytes without leaving a dash at the end.
func Trim(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return s[:n]
}
