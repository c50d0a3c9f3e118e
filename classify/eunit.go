package classify

import (
	"regexp"
	"strings"
)

// EUnit (Erlang's test framework), verbose: "  cart: discount_test...*failed*",
// then "in function cart:discount_test/0 (cart.erl, line 8)" and eunit's own
// "in call from" frames, then "**error:{assertEqual,[{module,cart}, ...]}"
// and its captured "output:<<\"\">>". Without verbose the head is
// "cart: discount_test...*failed*" at column 0.

// eunitHead matches a failed test's head: the module and the test.
var eunitHead = regexp.MustCompile(`^\s*([\w@]+): ([\w@]+)(?: \(.*\))?\.\.\.\*failed\*$`)

func detectEUnit(s, t string) parser {
	if !strings.HasSuffix(t, "...*failed*") {
		return nil
	}
	m := eunitHead.FindStringSubmatch(s)
	if m == nil {
		return nil
	}
	return &eunitFailure{f: Finding{Kind: Error, Category: "erlang", Message: m[2] + " failed"}}
}

// eunitFailure follows the failure's frames and error term, to the blank
// line after its output.
type eunitFailure struct {
	f      Finding
	stated bool
}

func (p *eunitFailure) next(line string) verdict {
	t := strings.TrimSpace(line)
	switch {
	case t == "", eunitHead.MatchString(line):
		return reject
	case strings.HasPrefix(t, "in function ") || strings.HasPrefix(t, "in call from "):
		if p.f.Location == "" {
			p.f.Location = proseLoc(t) // the test's own frame comes first
		}
	case strings.HasPrefix(t, "**") && !p.stated:
		p.stated = true
		p.f.Message += ": " + strings.TrimPrefix(t, "**") // "**error:{assertEqual,[{module,cart},"
	}
	return take
}

func (p *eunitFailure) finding() (Finding, bool) { return p.f, true }
