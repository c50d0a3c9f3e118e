package classify

import "strings"

// rackunit (raco test) prints each failed check between rules of dashes:
// the test case's name when there is one, "FAILURE" (or "ERROR" for an
// exception), then fields: "name:       check-equal?", "location:
// cart-test.rkt:5:0", "message:    \"sums two\"", "actual:", "expected:".

// detectRackunit opens a block on "FAILURE" or "ERROR" alone on a line;
// plain, the line before, is the test case's name unless it is a rule.
func detectRackunit(t, plain string) parser {
	if t != "FAILURE" && t != "ERROR" {
		return nil
	}
	p := &rackunitCheck{f: Finding{Kind: Error, Category: "racket"}}
	if plain != "" && strings.Trim(plain, "-") != "" {
		p.testCase = plain
	}
	return p
}

// rackunitCheck follows a failed check's fields up to the closing rule.
type rackunitCheck struct {
	f                      Finding
	testCase, name, detail string
}

func (p *rackunitCheck) next(line string) verdict {
	if line == "" || strings.Trim(line, "-") == "" {
		return reject
	}
	key, val, ok := strings.Cut(line, ":")
	if !ok || strings.ContainsAny(key, " \t") {
		return take // a value spread over lines
	}
	val = strings.TrimSpace(val)
	switch key {
	case "name":
		p.name = val
	case "location":
		if loc := findLoc(val, true); loc != "" {
			p.f.Location = loc
		}
	case "message":
		p.detail = val
	}
	return take
}

func (p *rackunitCheck) finding() (Finding, bool) {
	f := p.f
	f.Message = "check failed"
	if p.name != "" {
		f.Message = p.name + " failed"
	}
	if p.detail != "" {
		f.Message += ": " + p.detail
	}
	if p.testCase != "" {
		f.Message = p.testCase + ": " + f.Message
	}
	return f, true
}
