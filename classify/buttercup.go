package classify

import "strings"

// Buttercup (Emacs Lisp) in batch mode: a row per spec, then a section per
// failed spec between rules of forty "=": the spec's full name, a Lisp
// "Traceback (most recent call last):" and "FAILED: msg" for a failed
// expectation or "error: (condition)" for an error. No place is printed.

var buttercupRule = strings.Repeat("=", 40)

func detectButtercup(s, t string) parser {
	if s != buttercupRule {
		return nil
	}
	return &buttercupSection{}
}

// buttercupSection reads one section: its name, then its detail.
type buttercupSection struct {
	name, detail string
}

func (p *buttercupSection) next(line string) verdict {
	t := strings.TrimSpace(line)
	switch {
	case line == buttercupRule, strings.HasPrefix(line, "Ran "):
		return reject
	case p.name == "":
		if t == "" {
			return reject
		}
		p.name = t
	case p.detail == "" && (strings.HasPrefix(t, "FAILED: ") || strings.HasPrefix(t, "error: ")):
		p.detail = t
	}
	return take
}

func (p *buttercupSection) finding() (Finding, bool) {
	return Finding{Kind: Error, Category: "generic", Message: p.name + " failed: " + p.detail}, p.detail != ""
}
