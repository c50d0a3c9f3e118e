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
	// errorInfo's lines are indented, but for the quoted commands at the
	// start of a line ("invoked from within").
	return &ledTrace{f: Finding{Kind: Error, Category: "tcl", Message: plain}, head: plain, quoted: true, place: tclPlace}
}

// tclPlace is the outermost call in the file: the last one named.
func tclPlace(line, loc string) string {
	if m := tclFile.FindStringSubmatch(line); m != nil && isAppPath(m[1]) {
		return m[1] + ":" + m[2]
	}
	return loc
}

// ledTrace is a block whose message is the line before its head, known
// to be one only by the indented trace under it (see [line.plain]):
// Tcl's errorInfo, Haskell's call stack, Racket's fields. It takes the
// indented lines, and place, each tool's own, reads the finding's place
// from them.
type ledTrace struct {
	f      Finding
	head   string
	quoted bool                          // a line starting with a quote is the trace's too (Tcl's)
	place  func(line, loc string) string // the place after line, loc the one before
}

// lead is the message line read before the block was known to be one.
func (p *ledTrace) lead() string { return p.head }

func (p *ledTrace) next(line string) verdict {
	t := strings.TrimLeft(line, " \t")
	if line == "" || len(t) == len(line) && !(p.quoted && t[0] == '"') {
		return reject
	}
	p.f.Location = p.place(line, p.f.Location)
	return take
}

func (p *ledTrace) finding() (Finding, bool) { return p.f, true }

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
