package classify

import (
	"regexp"
	"strings"
)

// mixErrorInside returns t from Mix's "** (Mix) " error when a prompt left
// open on the line comes before it: "Shall I install Hex? (...) [Yn] **
// (Mix) Could not find an SCM for dependency :jason" (stdin closed). It
// returns t unchanged otherwise.
func mixErrorInside(t string) string {
	if i := strings.Index(t, " ** (Mix) "); i > 0 {
		return t[i+1:]
	}
	return t
}

// Common Test (ct_run) prints each failed case between "- - -" rules:
// "cart_SUITE:discount failed on line 9" over "Reason: {badmatch,95}". The
// module names the file: cart_SUITE.erl.
var commonTestHead = regexp.MustCompile(`^(\w+):(\w+) failed on line (\d+)$`)

func detectCommonTest(s, t string) parser {
	if !strings.HasSuffix(s, "failed on line "+digitsAtEnd(s)) {
		return nil
	}
	m := commonTestHead.FindStringSubmatch(s)
	if m == nil {
		return nil
	}
	return &commonTestCase{f: Finding{Kind: Error, Category: "erlang", Message: s, Location: m[1] + ".erl:" + m[3]}}
}

// commonTestCase takes the case's "Reason:" line.
type commonTestCase struct{ f Finding }

func (p *commonTestCase) next(line string) verdict {
	reason, ok := strings.CutPrefix(line, "Reason: ")
	if !ok {
		return reject
	}
	p.f.Message += ": " + reason
	return take
}

func (p *commonTestCase) finding() (Finding, bool) { return p.f, true }

// digitsAtEnd returns the digits that end s.
func digitsAtEnd(s string) string {
	i := len(s)
	for i > 0 && isDigit(s[i-1]) {
		i--
	}
	return s[i:]
}
