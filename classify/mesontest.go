package classify

import (
	"regexp"
	"strings"
)

// meson test prints one line per test, "2/2 cart totals FAIL 0.01s exit
// status 1" (or TIMEOUT, ERROR, UNEXPECTEDPASS), then, for a failure, the
// command it ran ("  >>> MALLOC_PERTURB_=161 /app/build/cart_test"); the
// test's own output goes to the log. The summary table after it ("Fail:
// 1") repeats the count.

// mesonTest matches a failed test's line: its name, its status, the rest.
var mesonTest = regexp.MustCompile(`^\s*\d+/\d+ (.+?)\s+(FAIL|TIMEOUT|ERROR|UNEXPECTEDPASS)\s+[\d.]+s\s*(.*)$`)

func detectMesonTest(s, t string) parser {
	if !isDigit(t[0]) || !strings.Contains(t, "/") {
		return nil
	}
	m := mesonTest.FindStringSubmatch(s)
	if m == nil {
		return nil
	}
	msg := m[1] + " " + m[2]
	if m[3] != "" {
		msg += ": " + m[3]
	}
	return &mesonFailure{f: Finding{Kind: Error, Category: "meson", Message: msg}}
}

// mesonFailure takes the ">>> command" line under a failed test.
type mesonFailure struct{ f Finding }

func (p *mesonFailure) next(line string) verdict {
	if strings.HasPrefix(strings.TrimSpace(line), ">>> ") {
		return take
	}
	return reject
}

func (p *mesonFailure) finding() (Finding, bool) { return p.f, true }
