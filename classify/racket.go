package classify

import "strings"

// Racket reports an uncaught exception as its message with no label,
// "name: msg" ("*: contract violation", "car: contract violation"), then
// indented fields ("  expected: number?", "  given: \"1\"") and
// "  context...:" over the frames, most recent first, with library paths
// elided ("   .../private/map.rkt:40:19: loop", "   /app/cart.rkt:9:0").
// A syntax error names its place first ("bad.rkt:3:28: rate: unbound
// identifier", then "  in: rate", "  location...:"). Only the indented
// fields tell the line above was an error: detect keeps the last line that
// opened nothing ([line.plain]) for it, as for Tcl.

// racketFields are the indented lines under a Racket error message.
var racketFields = []string{"expected: ", "given: ", "in: ", "context...:", "location...:", "received: ", "arguments...:", "errortrace...:"}

// isRacketField reports an indented line of a Racket error's fields.
func isRacketField(line string) bool {
	t := strings.TrimLeft(line, " ")
	if len(t) == len(line) || len(line)-len(t) > 3 {
		return false
	}
	for _, f := range racketFields {
		if strings.HasPrefix(t, f) {
			return true
		}
	}
	return false
}

// detectRacket opens a block on an error's first field, the line before
// it (plain) being the message: "name: msg" or "path:L:C: name: msg".
func detectRacket(s, plain string) parser {
	if plain == "" || !isRacketField(s) || !strings.Contains(plain, ": ") {
		return nil
	}
	f := Finding{Kind: Error, Category: "racket", Message: plain}
	if loc, rest, ok := leadingLoc(plain, false); ok {
		f.Message = rest
		if isAppPath(loc) {
			f.Location = loc
		}
	}
	return &ledTrace{f: f, head: plain, place: racketPlace}
}

// racketPlace is the most recent application frame under the fields.
func racketPlace(line, loc string) string {
	if loc == "" && !isRacketField(line) {
		return findLoc(strings.TrimLeft(line, " \t"), true)
	}
	return loc
}

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
