package classify

import (
	"regexp"
	"strings"
)

// Tcl reports an uncaught error as its errorInfo: the message on a line
// of its own, with no label ("can't read \"x\": no such variable"), then
// "    while executing", the command, and the calls it was reached by,
// down to "(file \"deploy.tcl\" line 5)". Only the indented "while
// executing" tells the message line was an error, so detect keeps the
// last line that opened nothing ([line.plain]) for it.

// tclFile matches the place errorInfo ends with: (file "deploy.tcl" line 5).
var tclFile = regexp.MustCompile(`\(file "([^"]+)" line (\d+)\)`)

// detectTcl opens a block on errorInfo's first indented line, the line
// before it (plain) being the message.
func detectTcl(s, t, plain string) parser {
	if plain == "" || len(t) == len(s) || t != "while executing" && t != "while compiling" && t != "while evaluating" {
		return nil
	}
	return &tclTrace{f: Finding{Kind: Error, Category: "tcl", Message: plain}, head: plain}
}

// tclTrace follows errorInfo: indented lines, the quoted commands at the
// start of a line, "invoked from within".
type tclTrace struct {
	f    Finding
	head string
}

// lead is the message line read before the block was known to be one.
func (p *tclTrace) lead() string { return p.head }

func (p *tclTrace) next(line string) verdict {
	t := strings.TrimLeft(line, " \t")
	if line == "" || len(t) == len(line) && !strings.HasPrefix(line, `"`) {
		return reject
	}
	if m := tclFile.FindStringSubmatch(t); m != nil && isAppPath(m[1]) {
		p.f.Location = m[1] + ":" + m[2] // the outermost call in the file: the last one named
	}
	return take
}

func (p *tclTrace) finding() (Finding, bool) { return p.f, true }

// tcltest reports a failed test between "==== NAME DESCRIPTION FAILED" and
// "==== NAME FAILED": the body, "---- Result was:" and "---- Result should
// have been (exact matching):" each over its value, or, for an error, the
// return code and the "---- errorInfo: ..." that belongs to this test.

// detectTcltest opens a block on a failed test's head.
func detectTcltest(t string) parser {
	name, ok := strings.CutPrefix(t, "==== ")
	if !ok || !strings.HasSuffix(name, " FAILED") || !strings.Contains(strings.TrimSuffix(name, " FAILED"), " ") {
		return nil
	}
	id, _, _ := strings.Cut(name, " ")
	return &tcltestFailure{f: Finding{Kind: Error, Category: "tcl", Message: strings.TrimSuffix(name, " FAILED") + " failed"}, end: "==== " + id + " FAILED"}
}

// tcltestFailure follows a failed test down to its closing line.
type tcltestFailure struct {
	f        Finding
	end      string
	got      bool // the line after "---- Result was:" is the result
	want     bool // the line after "---- Result should have been" is the expected one
	result   string
	expected string
}

func (p *tcltestFailure) next(line string) verdict {
	switch t := strings.TrimSpace(line); {
	case line == p.end:
		return takeEnd
	case p.got:
		p.got, p.result = false, t
	case p.want:
		p.want, p.expected = false, t
	case strings.HasPrefix(t, "---- Result was:"):
		p.got = true
	case strings.HasPrefix(t, "---- Result should have been"):
		p.want = true
	case strings.HasPrefix(t, "---- errorInfo: ") && p.result == "":
		p.result = "error: " + strings.TrimPrefix(t, "---- errorInfo: ")
	}
	return take
}

func (p *tcltestFailure) finding() (Finding, bool) {
	f := p.f
	switch {
	case p.result != "" && p.expected != "":
		f.Message += ": got " + p.result + ", want " + p.expected
	case p.result != "":
		f.Message += ": " + p.result
	}
	return f, true
}
