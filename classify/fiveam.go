package classify

import (
	"regexp"
	"strings"
)

// FiveAM (Common Lisp) run!: a progress line per test, the counts, then
// "Failure Details:" with a section per failed test between dashed rules:
// " TEN-PERCENT in CART []: " over the failed comparison spread over
// several lines ("(DISCOUNT 100)", "evaluated to", "95", "which is not",
// "=", "to", "90") or the unexpected error. No place is printed.

var fiveamHead = regexp.MustCompile(`^ (\S+) in (\S+) \[.*\]: ?$`)

func detectFiveAM(s, t string) parser {
	if !strings.HasPrefix(s, " ") || !strings.Contains(s, " in ") || !strings.HasSuffix(strings.TrimRight(s, " "), "]:") {
		return nil
	}
	m := fiveamHead.FindStringSubmatch(s)
	if m == nil {
		return nil
	}
	return &fiveamFailure{f: Finding{Kind: Error, Category: "lisp", Message: m[1] + " failed"}}
}

// fiveamFailure takes the section to its closing rule, its text joined.
type fiveamFailure struct {
	f    Finding
	text []string
}

func (p *fiveamFailure) next(line string) verdict {
	t := strings.TrimSpace(line)
	if strings.HasPrefix(t, "---") && strings.Trim(t, "-") == "" {
		return reject
	}
	if t != "" && len(p.text) < 12 {
		p.text = append(p.text, t)
	}
	return take
}

func (p *fiveamFailure) finding() (Finding, bool) {
	f := p.f
	if len(p.text) > 0 {
		f.Message += ": " + strings.Join(p.text, " ")
	}
	return f, true
}
