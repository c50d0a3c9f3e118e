package classify

import (
	"regexp"
	"strings"
)

// CUnit's basic interface (CU_BRM_VERBOSE): "  Test: name ...FAILED", then
// its failed assertions as numbered rows, "    1. cart.c:11  -
// CU_ASSERT_EQUAL(x,6)": one finding per test, at its first row. The "Run
// Summary:" table is a recap.

var cunitHead = regexp.MustCompile(`^\s*Test: (.+?) \.\.\.FAILED$`)

var cunitRow = regexp.MustCompile(`^\s+\d+\. (\S+:\d+)\s+- (.+)$`)

func detectCUnit(s, t string) parser {
	if !strings.HasSuffix(t, "...FAILED") || !strings.HasPrefix(t, "Test: ") {
		return nil
	}
	m := cunitHead.FindStringSubmatch(s)
	if m == nil {
		return nil
	}
	return &cunitFailure{f: Finding{Kind: Error, Category: "generic", Message: m[1] + " failed"}}
}

// cunitFailure takes the numbered rows under the head.
type cunitFailure struct {
	f     Finding
	rowed bool
}

func (p *cunitFailure) next(line string) verdict {
	m := cunitRow.FindStringSubmatch(line)
	if m == nil {
		return reject
	}
	if !p.rowed {
		p.rowed = true
		p.f.Message += ": " + m[2]
		p.f.Location = m[1]
	}
	return take
}

func (p *cunitFailure) finding() (Finding, bool) { return p.f, true }
