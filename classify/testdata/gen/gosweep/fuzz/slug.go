package slug

import "strings"

// Make lowercases s and joins its words with dashes.
func Make(s string) string {
	words := strings.Fields(s)
	out := strings.ToLower(words[0])
	for _, w := range words[1:] {
		out += "-" + strings.ToLower(w)
	}
	return out
}
