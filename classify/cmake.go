package classify

import (
	"regexp"
	"strings"
)

// CMake reports a problem in a CMakeLists.txt as a head naming the file,
// line and command, then the message as indented prose, blank lines
// between paragraphs: "CMake Error at CMakeLists.txt:3 (find_package):",
// "CMake Warning (dev) at ...", "CMake Deprecation Warning at ...".

func detectCMake(s, t string) parser {
	if !strings.HasPrefix(s, "CMake ") {
		return nil
	}
	head := s[len("CMake "):]
	var kind Kind
	switch {
	case strings.HasPrefix(head, "Error"):
		kind = Error
	case strings.HasPrefix(head, "Warning"), strings.HasPrefix(head, "Deprecation Warning"):
		kind = Warning
	default:
		return nil
	}
	p := &cmakeBlock{f: Finding{Kind: kind, Category: "cmake"}}
	if _, at, ok := strings.Cut(head, " at "); ok {
		if loc := findLoc(at, true); loc != "" {
			p.f.Location = loc
		}
	} else if _, msg, ok := strings.Cut(head, ": "); ok {
		p.f.Message = msg // "CMake Error: The source directory ... does not exist."
	}
	return p
}

// cmakeBlock takes the indented message under a CMake head; its first
// line is the finding's message, with the next one when it ends in a
// colon ("Cannot find source file:", then "missing.c").
type cmakeBlock struct {
	f    Finding
	more bool // the message so far ends with ":"
}

func (p *cmakeBlock) next(line string) verdict {
	t := strings.TrimLeft(line, " \t")
	switch {
	case line == "":
		return hold
	case len(t) == len(line):
		return reject
	case p.f.Message == "":
		p.f.Message = t
		p.more = strings.HasSuffix(t, ":")
	case p.more:
		p.f.Message += " " + t
		p.more = false
	}
	return take
}

func (p *cmakeBlock) finding() (Finding, bool) {
	return p.f, p.f.Message != ""
}

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
