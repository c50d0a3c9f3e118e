package classify

import (
	"strings"
)

// Playwright's test runner reports each failed test, after the run, as a
// numbered header ruled to the right ("  1) tests/a.spec.ts:5:1 › shows
// the total ────") over the error, its call log, a code frame and the
// "at" frame in the test. Its progress lines ("  ✘  1 tests/a.spec.ts:5:1
// › name (3.1s)") and closing list of failed tests only name them.

// detectPlaywright opens a block on a failure's header.
func detectPlaywright(s, t string) parser {
	indent := len(s) - len(t)
	if indent == 0 || !isDigit(t[0]) || !strings.HasSuffix(t, "─") {
		return nil
	}
	n := digits(t)
	name, ok := strings.CutPrefix(t[len(n):], ") ")
	if !ok {
		return nil
	}
	name = strings.TrimSpace(strings.TrimRight(name, "─"))
	if !strings.Contains(name, " › ") {
		return nil
	}
	p := &playwrightBlock{f: Finding{Kind: Error, Category: "playwright"}, name: name, indent: indent}
	// The test's own place, for a failure whose frames name none: the
	// header's "tests/a.spec.ts:5:1", after a "[project] › " if any.
	for _, part := range strings.Split(name, " › ") {
		if loc := findLoc(part, true); loc != "" && loc == part {
			p.testLoc = loc
			break
		}
	}
	return p
}

// playwrightBlock follows one failure: the lines indented deeper than its
// header.
type playwrightBlock struct {
	f       Finding
	name    string
	indent  int
	msg     string
	testLoc string
}

func (p *playwrightBlock) next(line string) verdict {
	t := strings.TrimLeft(line, " ")
	if t == "" {
		return hold
	}
	if len(line)-len(t) <= p.indent {
		return reject
	}
	if p.msg == "" {
		p.msg = t
	}
	if p.f.Location == "" && strings.HasPrefix(t, "at ") {
		// Only a frame: the browser's own log lines in the block name
		// its sources ("ERROR:dbus/bus.cc:405").
		p.f.Location = findLoc(t, true)
	}
	return take
}

func (p *playwrightBlock) finding() (Finding, bool) {
	f := p.f
	f.Message = p.name + " failed"
	if p.msg != "" {
		f.Message += ": " + p.msg
	}
	if f.Location == "" {
		f.Location = p.testLoc
	}
	return f, true
}
