package classify

import "strings"

// MIT Scheme's REPL reports an error as a line after a semicolon, ";The
// object #f, passed as the first argument to cdr, is not the correct
// type.", confirmed by ";To continue, call RESTART with an option number:"
// and its "; (RESTART 2) => ..." options; the "2 error>" prompt follows.
// No place is printed.

func detectMITScheme(s, t string) parser {
	if len(s) < 3 || s[0] != ';' || s[1] < 'A' || s[1] > 'Z' || strings.HasPrefix(s, ";To continue") || strings.HasPrefix(s, ";Value") {
		return nil
	}
	return &mitSchemeError{f: Finding{Kind: Error, Category: "generic", Message: s[1:]}}
}

// mitSchemeError holds the line until the RESTART options confirm it.
type mitSchemeError struct {
	f         Finding
	confirmed bool
}

func (p *mitSchemeError) next(line string) verdict {
	switch {
	case !p.confirmed && strings.HasPrefix(line, ";To continue, call RESTART"):
		p.confirmed = true
	case p.confirmed && strings.HasPrefix(line, "; (RESTART "):
	default:
		return reject
	}
	return take
}

func (p *mitSchemeError) finding() (Finding, bool) { return p.f, p.confirmed }
