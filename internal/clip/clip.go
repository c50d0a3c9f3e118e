package clip

import "unicode/utf8"

// Ellipsis marks where [Head] cut.
const Ellipsis = "…"

// Head returns s if it fits in max bytes; otherwise its head, cut on a rune
// boundary, followed by [Ellipsis], all within max bytes. With max too small
// for the mark, the head alone. max ≤ 0 means no limit.
func Head(s string, max int) string {
	if max <= 0 || len(s) <= max {
		return s
	}
	cut, mark := max-len(Ellipsis), Ellipsis
	if cut < 0 {
		cut, mark = max, ""
	}
	return s[:runeStart(s, cut)] + mark
}

// Cut returns the head of s of at most max bytes, cut on a rune boundary
// with no mark, and whether it cut.
func Cut(s string, max int) (string, bool) {
	if max < 0 || len(s) <= max {
		return s, false
	}
	return s[:runeStart(s, max)], true
}

// runeStart is the largest i ≤ n at which a rune of s starts.
func runeStart(s string, n int) int {
	for n > 0 && !utf8.RuneStart(s[n]) {
		n--
	}
	return n
}
