package classify

import (
	"regexp"
	"strings"
)

// R's testthat (3.x) reports each problem as a section headed with its kind,
// the place and the test's name: "Failure ('test-cart.R:8'): applies
// discount" or, in its boxed style, "── Failure (test-cart.R:8:3): applies
// discount ────". The expectation's text follows, up to a blank line or a
// rule; an Error's "Backtrace:" too. "Error: Test failures" at the end
// repeats them (quiet).

// testthatHead matches a section's head.
var testthatHead = regexp.MustCompile(`^(?:── )?(Failure|Error|Warning) \('?([^'()]+?)'?\): (.+?)(?: ─+)?$`)

func detectTestthat(s, t string) parser {
	if len(t) < len(s) || (t[0] != 'F' && t[0] != 'E' && t[0] != 'W' && !strings.HasPrefix(t, "── ")) {
		return nil
	}
	m := testthatHead.FindStringSubmatch(t)
	if m == nil || findLoc(m[2], false) == "" {
		return nil
	}
	f := Finding{Kind: Error, Category: "testthat", Message: m[3]}
	if m[1] == "Warning" {
		f.Kind = Warning
	}
	if loc := findLoc(m[2], true); loc != "" {
		f.Location = loc
	}
	return &testthatSection{f: f}
}

// testthatSection follows a section's text; its first line joins the
// test's name in the message.
type testthatSection struct {
	f      Finding
	stated bool
}

func (p *testthatSection) next(line string) verdict {
	if line == "" || strings.HasPrefix(line, "──") || testthatHead.MatchString(line) {
		return reject
	}
	if !p.stated {
		p.stated = true
		p.f.Message += ": " + strings.TrimSpace(line)
	}
	return take
}

func (p *testthatSection) finding() (Finding, bool) { return p.f, true }
