package classify

import (
	"regexp"
	"strings"
)

// ctestAdapter reads CTest's results: a failed test's own output
// (--output-on-failure) says where and what, with no severity: "tax_check.c:8:
// tax(1000) = 70, want 80". Lines a severity opens are read as everywhere.
type ctestAdapter struct {
	failed bool // CTest is printing the output of a test that failed
}

func (c *ctestAdapter) detect(ln line) (parser, claim) {
	s, t := ln.s, ln.t
	if m := ctestResult.find(t); m != nil {
		c.failed = m[1] != "Passed"
		return nil, quiets
	}
	if c.failed && len(t) == len(s) && mayStartWithPath(t) {
		if loc, rest, ok := leadingLoc(t, false); ok && rest != "" && isAppPath(loc) && detectLocated(loc, rest, t) == nil {
			g := newGeneric(Finding{Kind: Error, Message: rest}, t)
			g.f.Location = loc
			return g, opens
		}
	}
	return nil, pass
}

// ctestResult matches CTest's line for a finished test: "2/2 Test #2:
// tax_check ....***Failed    0.00 sec", "1/1 Test #1: ok ....   Passed".
var ctestResult = guarded{regexp.MustCompile(`^\d+/\d+ Test +#\d+: \S+ \.+\s*(?:\*\*\*)?(\w+)`),
	func(t string) bool { return isDigit(t[0]) && strings.Contains(t, " Test ") }}
