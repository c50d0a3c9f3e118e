package classify

import "strings"

// A link or request checker prints each target it could not reach as a
// status row, the HTTP status in brackets and the target after it:
// linkinator's "[404] site/css/site.css", lychee's "[404] https://x/ |
// Not Found". A status of 400 to 599 is the problem; other statuses
// ("[200] site") are the rows that passed. Checkers print the failures
// again grouped under the page that links them: a row said before is no
// new problem.
func detectStatusRow(ln line) (parser, claim) {
	t := ln.t
	if len(t) < 7 || t[0] != '[' || t[4] != ']' || t[5] != ' ' || digits(t[1:4]) != t[1:4] {
		return nil, pass
	}
	msg := strings.TrimSpace(t)
	switch {
	case t[1] != '4' && t[1] != '5':
		return nil, quiets // a row that passed
	case repeatsRow(msg, ln.said):
		return nil, quiets
	}
	return &single{f: Finding{Kind: Error, Category: "generic", Message: msg}}, completes
}

// repeatsRow reports a row reported before as it is.
func repeatsRow(msg string, said *history) bool { return isOneOf(msg, said.recent) }
