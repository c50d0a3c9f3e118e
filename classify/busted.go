package classify

import (
	"regexp"
	"strings"
)

// busted (Lua), its default utfTerminal output: the summary first, then a
// section per failed test: "Failure -> spec/cart_spec.lua @ 10" (or "Error
// -> ..."), the test's full name, then the assertion's or the Lua error's
// "FILE:LINE: msg" (an error raised in the code under test names that
// file: "./cart.lua:4: attempt to index a nil value"), and what the
// assertion was passed and expected.

var bustedHead = regexp.MustCompile(`^(Failure|Error) -> (\S+) @ (\d+)$`)

func detectBusted(s, t string) parser {
	if !strings.HasPrefix(s, "Failure -> ") && !strings.HasPrefix(s, "Error -> ") {
		return nil
	}
	m := bustedHead.FindStringSubmatch(s)
	if m == nil {
		return nil
	}
	return &bustedFailure{f: Finding{Kind: Error, Category: "lua", Location: m[2] + ":" + m[3]}}
}

// bustedFailure follows a section to the blank line after it.
type bustedFailure struct {
	f Finding
	n int
}

func (p *bustedFailure) next(line string) verdict {
	p.n++
	switch {
	case line == "" || bustedHead.MatchString(line):
		return reject
	case p.n == 1:
		p.f.Message = line // the test's name
	case p.n == 2:
		if loc, rest, ok := leadingLoc(line, false); ok && rest != "" {
			p.f.Location, line = loc, rest
		}
		p.f.Message += ": " + line
	}
	return take
}

func (p *bustedFailure) finding() (Finding, bool) { return p.f, p.f.Message != "" }
