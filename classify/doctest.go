package classify

import (
	"regexp"
	"strings"
)

// doctestHead matches the head of a failed doctest example, unindented
// under a rule of asterisks: `File "/app/pricing.py", line 11, in
// pricing.total`.
var doctestHead = regexp.MustCompile(`^File "([^"]+)", line (\d+), in (\S+)$`)

// detectDoctest opens a failed doctest example (python -m doctest, or
// doctest.testmod()):
//
//	File "/app/pricing.py", line 11, in pricing.total
//	Failed example:
//	    total([100, 200], discount=10)
//	Expected:
//	    270
//	Got:
//	    0
//
// or "Exception raised:" and an indented traceback in place of "Got:".
// The example's line is the location, or, when it raised, the innermost
// application frame, as for a test that raised. The closing recap ("2 items had
// failures:", "***Test Failed*** 3 failures.") repeats the failures.
func detectDoctest(s string) parser {
	m := doctestHead.FindStringSubmatch(s)
	if m == nil {
		return nil
	}
	p := &doctest{name: m[3]}
	p.f = Finding{Kind: Error, Category: "doctest", Message: m[3] + " failed"}
	if isAppPath(m[1]) {
		p.f.Location = m[1] + ":" + m[2]
	}
	return p
}

// doctest follows one failed example to the rule of asterisks after it.
type doctest struct {
	f                   Finding
	name                string
	section             string // the label being read: "Failed example:", "Got:", ...
	example, got, raise string // their first lines (raise: the exception's, its last)
	frame               string // the raised exception's innermost application frame
}

func (p *doctest) next(line string) verdict {
	t := strings.TrimLeft(line, " \t")
	switch {
	case line == "":
		return hold
	case len(t) < len(line):
		switch {
		case p.section == "Failed example:" && p.example == "":
			p.example = t
		case p.section == "Got:" && p.got == "":
			p.got = t
		case p.section == "Exception raised:":
			if m := pyFrame.find(t); m != nil && isAppPath(m[1]) && !strings.HasPrefix(m[1], "<") {
				p.frame = m[1] + ":" + m[2] // innermost application frame so far
			} else if !strings.HasPrefix(t, "Traceback (") && len(line)-len(t) <= 4 {
				p.raise = t // the traceback's lines at its own depth: the last is the exception
			}
		}
		return take
	case strings.HasSuffix(t, ":") && !strings.Contains(t, " ") || t == "Failed example:" || t == "Exception raised:",
		t == "Expected nothing" || t == "Got nothing":
		p.section = t
		return take
	}
	return reject
}

func (p *doctest) finding() (Finding, bool) {
	f := p.f
	if p.example != "" {
		f.Message += ": " + p.example
		switch {
		case p.raise != "":
			f.Message += " raised " + p.raise
			if p.frame != "" {
				f.Location = p.frame
			}
		case p.got != "":
			f.Message += " returned " + p.got
		}
	}
	return f, true
}
