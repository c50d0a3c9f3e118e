package classify

import "strings"

// Lines that are a tool's own but no problem: a count or a recap of what
// was reported, a reason repeated under the line that reported it.

// elixirExit is the exit reason indented under a line that opened
// nothing: Logger's "[notice] Application boot exited: ... failed to
// start child: X", which "** (Mix) Could not start application" repeats.
type elixirExit struct{}

func (elixirExit) detect(ln line) (parser, claim) {
	if len(ln.t) < len(ln.s) && strings.HasPrefix(ln.t, "** (EXIT) ") {
		return nil, quiets
	}
	return nil, pass
}

// msbuildRecap is MSBuild's closing recap (see repeating).
type msbuildRecap struct {
	recap bool // inside the recap of the diagnostics MSBuild printed
}

func (c *msbuildRecap) detect(ln line) (parser, claim) {
	if c.repeating(ln.t) {
		return nil, quiets
	}
	return nil, pass
}

// runnerRecaps are the sections of test runners' reports that list no
// new problem (see quietSection).
type runnerRecaps struct {
	// section names the section being printed ("rspec" pending,
	// "testdox" summary, "ert" unexpected results), "" outside one.
	section string
}

func (c *runnerRecaps) detect(ln line) (parser, claim) {
	if c.quietSection(ln.s, ln.t) {
		return nil, quiets
	}
	return nil, pass
}

// quietSection reports a line inside a section of a test runner's report
// that lists no new problem: RSpec's "Pending:" (expected failures, which
// do not fail the suite) and PHPUnit TestDox's "Summary of non-successful
// tests:" (a repeat). Each ends where the runner's next section starts.
func (c *runnerRecaps) quietSection(s, t string) bool {
	top := len(t) == len(s)
	switch {
	case top && (t == "Pending:" || strings.HasPrefix(t, "Pending: (")):
		c.section = "rspec"
		return true
	case top && t == "Summary of non-successful tests:":
		c.section = "testdox"
		return true
	case top && strings.HasSuffix(t, " unexpected results:") && isDigit(t[0]):
		// ERT's closing list, "   FAILED  cart-ten-percent" rows, repeats
		// the failures reported as they ran.
		c.section = "ert"
		return true
	case c.section == "ert" && top:
		c.section = ""
	case c.section == "rspec" && top && (t == "Failures:" || strings.HasPrefix(t, "Finished in ")),
		c.section == "testdox" && top && (strings.HasSuffix(t, "!") || strings.HasPrefix(t, "Tests: ") || strings.HasPrefix(t, "OK ")):
		c.section = ""
	}
	return c.section != ""
}

// repeating reports a line of MSBuild's closing recap: after "Build
// FAILED." it lists every warning and error again, then counts them.
func (c *msbuildRecap) repeating(t string) bool {
	switch {
	case t == "Build FAILED." || t == "Build failed.":
		c.recap = true
		return true
	case !c.recap:
		return false
	case strings.HasSuffix(t, "Error(s)") || strings.HasPrefix(t, "Time Elapsed"):
		c.recap = false
		return true
	}
	return strings.Contains(t, ": error ") || strings.Contains(t, ": warning ")
}

// quietBlock claims a line that is part of no problem, so that no other
// detector looks at it.
type quietBlock struct{}

func (quietBlock) next(string) verdict      { return reject }
func (quietBlock) finding() (Finding, bool) { return Finding{}, false }

// isRequestRecord reports a log row recording a request and its status,
// `[pecan.commands.serve] "GET /orders/total/1 HTTP/1.1" 500 59`, logged
// at ERROR after the traceback of the error it answered.
func isRequestRecord(msg string) bool {
	i := strings.Index(msg, " HTTP/")
	if i < 0 {
		return false
	}
	q := strings.LastIndexByte(msg[:i], '"')
	method, path, _ := strings.Cut(msg[q+1:i], " ")
	_, after, ok := strings.Cut(msg[i:], "\" ")
	return q >= 0 && ok && strings.HasPrefix(path, "/") && method == strings.ToUpper(method) &&
		len(after) >= 3 && digits(after[:3]) == after[:3]
}
