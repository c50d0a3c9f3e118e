package classify

import (
	"regexp"
	"strings"
)

// fpcunit's console runner, plain format (Free Pascal): a row per test,
// "    00.000  TestDiscount  Failed: msg" or "    00.000  TestParse
// Error: EConvertError", the exception's text on an indented "Exception:"
// line under it and its address ("at $0000000000483060", "line 9 of
// cart.pas" when built with -gl and the frame is known). The "List of
// errors:" and "List of failures:" sections after the counts repeat them.

var fpcunitRow = regexp.MustCompile(`^\s+\d+\.\d{3}\s+(\w+)\s+(Failed|Error): (.*)$`)

func detectFPCUnit(s, t string) parser {
	if !strings.Contains(t, " Failed: ") && !strings.Contains(t, " Error: ") || !isDigit(t[0]) {
		return nil
	}
	m := fpcunitRow.FindStringSubmatch(s)
	if m == nil {
		return nil
	}
	return &fpcunitTest{f: Finding{Kind: Error, Category: "generic", Message: m[1] + " failed"}, msg: m[3], indent: len(s) - len(t)}
}

// fpcunitTest takes the lines indented under its row.
type fpcunitTest struct {
	f      Finding
	msg    string
	indent int
}

func (p *fpcunitTest) next(line string) verdict {
	t := strings.TrimLeft(line, " ")
	if t == "" || len(line)-len(t) <= p.indent {
		return reject
	}
	if exc, ok := strings.CutPrefix(t, "Exception:"); ok {
		if exc = strings.TrimSpace(exc); exc != p.msg {
			p.msg += ": " + exc // "EConvertError", then its text
		}
	}
	if p.f.Location == "" {
		p.f.Location = proseLoc(t)
	}
	return take
}

func (p *fpcunitTest) finding() (Finding, bool) {
	f := p.f
	f.Message += ": " + p.msg
	return f, true
}
