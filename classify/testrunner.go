package classify

import (
	"cmp"
	"regexp"
	"strings"
)

// Test runners print each failing test as a block under a header naming
// it; the block ends at the next header or the runner's summary. Each is
// one finding: "<test> failed: <assertion message>", located at the first
// application frame (the app's code when the stack reaches it, else the
// test's line). Their per-file lists ("✕ adds") and summaries ("FAILED
// test_x.py::test_y", "Tests: 1 failed") are not findings.

// exunitHead matches "  1) test total adds (Shop.CartTest)" and a failed
// doctest's "  1) doctest Shop.Cart.add/2 (2) (Shop.CartTest)".
var exunitHead = guarded{regexp.MustCompile(`^\s+\d+\) ((?:test|doctest) .+) \(([\w.]+)\)$`), numbered}

// exunitModuleHead matches a module-wide failure, numbered as a test is:
// "  1) FeedsTest: failure on setup_all callback, all tests have been invalidated".
var exunitModuleHead = guarded{regexp.MustCompile(`^\s+\d+\) ([\w.]+: failure on setup_all callback.*)$`), numbered}

// isExunitHead reports ExUnit's numbered failure of a test or a module.
func isExunitHead(line string) bool { return exunitHead.match(line) || exunitModuleHead.match(line) }

// pytestHead matches "_____ test_total _____" and "___ ERROR collecting x.py ___".
var pytestHead = regexp.MustCompile(`^_{3,} (.+?) _{3,}$`)

func detectTestRunner(s, t string) parser {
	switch {
	case strings.HasPrefix(s, " ✘ "):
		// PHPUnit's TestDox: " ✘ Applies discount", then the failure in a
		// "│" box: its message, its file line.
		return &testdoxBlock{name: strings.TrimSpace(s[len(" ✘ "):])}
	case strings.HasPrefix(s, "___") && !strings.HasPrefix(s, "_ _"):
		if m := pytestHead.FindStringSubmatch(s); m != nil {
			return &testBlock{f: Finding{Kind: Error, Category: "pytest"}, name: m[1], style: pytest}
		}
	case strings.HasPrefix(t, "● ") && len(t) < len(s) && !strings.HasPrefix(t, "● Console") && !timedTitle(t):
		name := strings.TrimSpace(t[len("● "):])
		if name == "Test suite failed to run" {
			return &testBlock{f: Finding{Kind: Error, Category: "jest"}, name: "test suite", style: jest, suite: true}
		}
		return &testBlock{f: Finding{Kind: Error, Category: "jest"}, name: name, style: jest}
	case strings.HasPrefix(t, "FAIL ") && strings.Contains(t, " > "):
		return &testBlock{f: Finding{Kind: Error, Category: "vitest"}, name: strings.TrimSpace(t[len("FAIL "):]), style: vitest}
	case strings.HasPrefix(t, "FAIL ") && strings.HasSuffix(t, " ]") && strings.Contains(t, " [ "):
		// A suite that could not run: "FAIL  src/a.test.js [ src/a.test.js ]".
		name, _, _ := strings.Cut(strings.TrimSpace(t[len("FAIL "):]), " [ ")
		return &testBlock{f: Finding{Kind: Error, Category: "vitest"}, name: name, style: vitest, suite: true}
	case strings.HasPrefix(t, `Jest: "`) && strings.Contains(t, " coverage threshold for ") && strings.Contains(t, " not met: "):
		// Jest: "global" coverage threshold for lines (90%) not met: 50%
		// (jest exits 1 with every test passed).
		return &single{f: Finding{Kind: Error, Category: "jest", Message: t[len("Jest: "):]}}
	case len(s)-len(t) == 2 && strings.HasPrefix(t, "console.") && !strings.ContainsAny(t, " ("):
		// jest's capture of what a test logged: "  console.error", the
		// message and where it was called, indented. The test's result
		// says whether it failed.
		return &testLog{indent: 2}
	case (strings.HasPrefix(s, "stderr | ") || strings.HasPrefix(s, "stdout | ")) && strings.Contains(s, " > "):
		// vitest's: "stderr | a.test.js > name", then the output as printed.
		return &testLog{vitest: true}
	case strings.HasPrefix(s, "Jest did not exit one second after the test run has completed."):
		// Something the tests started keeps jest running: a warning, as
		// the results are in.
		return &single{f: Finding{Kind: Warning, Category: "jest", Message: s}}
	case strings.HasPrefix(s, "Jest has detected the following ") && strings.Contains(s, " open handle"):
		// --detectOpenHandles: "  ●  Timeout" and where it was made follow.
		return jestHandlesSpec.open(s, t, "")
	case strings.HasPrefix(t, "⎯"):
		// vitest's report of an error thrown outside any test, under
		// "⎯⎯ Unhandled Errors ⎯⎯": "⎯⎯⎯⎯ Uncaught Exception ⎯⎯⎯⎯".
		label := strings.Trim(t, "⎯ ")
		switch label {
		case "Uncaught Exception", "Unhandled Rejection", "Unhandled Error":
			return &testBlock{f: Finding{Kind: Error, Category: "vitest"}, name: label, style: vitest, unhandled: true}
		}
	case t[0] >= '0' && t[0] <= '9' && len(t) < len(s) && (strings.Contains(t, ") test ") || strings.Contains(t, ") doctest ")):
		if m := exunitHead.find(s); m != nil {
			return &testBlock{f: Finding{Kind: Error, Category: "exunit"}, name: m[1] + " (" + m[2] + ")", style: exunit}
		}
	case t[0] >= '0' && t[0] <= '9' && len(t) < len(s) && strings.Contains(t, ": failure on setup_all callback"):
		if m := exunitModuleHead.find(s); m != nil {
			return &testBlock{f: Finding{Kind: Error, Category: "exunit"}, name: m[1], style: exunit, stated: true}
		}
	}
	return nil
}

type runnerStyle int

const (
	pytest runnerStyle = iota
	jest
	vitest
	exunit
)

// testBlock follows one failing test's report.
type testBlock struct {
	f     Finding
	name  string
	style runnerStyle
	msg   string
	// testLoc is the first location, stackLoc the first in the stack
	// (ExUnit) or the last one (pytest, which prints outermost first).
	testLoc, stackLoc string
	inStack           bool
	suite             bool // the whole file failed, not one test
	unhandled         bool // thrown outside any test: name is vitest's label
	stated            bool // the header states the failure itself ("X: failure on setup_all callback, ...")
	// exc is the first exception line ("SyntaxError: /app/a.test.js:
	// Unexpected token (5:0)"): for a suite, a better message than jest's
	// "Jest encountered an unexpected token" preamble.
	exc string
}

func (p *testBlock) next(line string) verdict {
	if line == "" {
		return hold
	}
	t := strings.TrimLeft(line, " \t")
	indented := len(t) < len(line)
	switch p.style {
	case pytest:
		return p.pytestNext(line, indented)
	case jest:
		if !indented || strings.HasPrefix(t, "● ") {
			return reject
		}
	case vitest:
		if p.suite && p.msg == "" && p.testLoc == "" && strings.HasPrefix(t, "FAIL ") && strings.HasSuffix(t, " ]") {
			// vitest lists the suites that failed with the same error
			// together, above it.
			name, _, _ := strings.Cut(strings.TrimSpace(t[len("FAIL "):]), " [ ")
			p.name += ", " + name
			return take
		}
		if strings.HasPrefix(t, "⎯") || strings.HasPrefix(t, "FAIL ") || strings.HasPrefix(t, "Test Files") {
			return reject
		}
	case exunit:
		if !indented || isExunitHead(line) {
			return reject
		}
		if t == "stacktrace:" {
			p.inStack = true
			return take
		}
		if strings.HasPrefix(t, "** (EXIT from ") {
			// A linked process raised: its exception and frames are
			// indented under the EXIT, with no "stacktrace:" label.
			p.inStack = true
		}
	}
	// Locations are only looked for while one is still wanted, or to tell
	// a location line from the message.
	loc := ""
	if p.testLoc == "" || (p.inStack && p.stackLoc == "") || p.msg == "" {
		loc = lineLoc(t)
	}
	if p.exc == "" && p.suite && isExceptionLine(t) {
		p.exc = t
		if l := babelLoc(t); l != "" && p.testLoc == "" {
			p.testLoc = l
		}
	}
	switch {
	case loc != "" && p.inStack:
		p.stackLoc = cmp.Or(p.stackLoc, loc)
	case loc != "":
		p.testLoc = cmp.Or(p.testLoc, loc)
	}
	if p.msg == "" && loc != "" && strings.HasPrefix(t, loc) {
		// A compiler's diagnostic: ts-jest's "src/a.test.ts:4:19 - error
		// TS2322: Type ..." when the suite does not type-check.
		if _, msg, ok := cue(strings.TrimLeft(t[len(loc):], ": -")); ok {
			p.msg = msg
		}
	}
	if p.msg == "" && (loc == "" || !strings.HasPrefix(t, loc)) && !isCodeFrame(t) && !strings.HasPrefix(t, "at ") && !strings.HasPrefix(t, "❯") {
		p.msg = t
	}
	return take
}

// pytestNext reads a line of pytest's failure section: the "E " line is
// the message, the last unindented "file:line" the innermost frame, up to
// the next section's rule.
func (p *testBlock) pytestNext(line string, indented bool) verdict {
	if strings.HasPrefix(line, "___") || strings.HasPrefix(line, "===") || strings.HasPrefix(line, "!!!") {
		return reject
	}
	if strings.HasPrefix(line, "E ") && p.msg == "" {
		p.msg = strings.TrimSpace(line[1:])
	}
	if strings.HasPrefix(line, "[XPASS(strict)]") && p.msg == "" {
		p.msg = line // a strict xfail that passed: no traceback, only the reason
	}
	if !indented && !strings.HasPrefix(line, "E ") {
		if loc := findLoc(line, true); loc != "" {
			p.stackLoc = loc // pytest lists the innermost frame last
		}
	}
	return take
}

// babelLoc reads Babel's "SyntaxError: /app/a.test.js: Unexpected token
// (5:0)": the file after the exception name, the position at the end.
func babelLoc(t string) string {
	_, rest, _ := strings.Cut(t, ": ")
	path, msg, ok := strings.Cut(rest, ": ")
	if !ok || !hasSourceExt(path) || !isAppPath(path) || !strings.HasSuffix(msg, ")") {
		return ""
	}
	i := strings.LastIndexByte(msg, '(')
	line, col, ok := strings.Cut(msg[i+1:len(msg)-1], ":")
	if i < 0 || !ok || digits(line) != line || digits(col) != col || line == "" {
		return ""
	}
	return path + ":" + line + ":" + col
}

// isCodeFrame reports a line of a runner's source excerpt: "> 5 |", "6|",
// "|   ^".
func isCodeFrame(t string) bool {
	t = strings.TrimLeft(t, "> ")
	t = strings.TrimLeft(t, "0123456789")
	return strings.HasPrefix(t, "|") || strings.HasPrefix(t, " |")
}

func (p *testBlock) finding() (Finding, bool) {
	f := p.f
	f.Message = p.name
	switch {
	case p.suite:
		f.Message += " could not run"
	case p.unhandled, p.stated:
	case !strings.HasPrefix(p.name, "ERROR "): // pytest's "ERROR collecting x.py"
		f.Message += " failed"
	}
	msg := p.msg
	if p.exc != "" {
		msg = p.exc
	}
	if msg != "" {
		f.Message += ": " + msg
	}
	f.Location = p.stackLoc
	f.Location = cmp.Or(f.Location, p.testLoc)
	return f, true
}

// testdoxBlock follows one failed test of PHPUnit's TestDox output: the
// sentence, then its "   │" box.
type testdoxBlock struct {
	name, msg, loc string
	box            bool
}

func (p *testdoxBlock) next(line string) verdict {
	t := strings.TrimLeft(line, " ")
	body, ok := strings.CutPrefix(t, "│")
	if !ok || len(t) == len(line) {
		return reject
	}
	p.box = true
	body = strings.TrimSpace(body)
	if loc := findAnyLoc(body); loc != "" && strings.HasPrefix(body, loc) {
		p.loc = cmp.Or(p.loc, loc) // "│ /app/tests/CartTest.php:13"
	} else if p.msg == "" && body != "" {
		p.msg = body
	}
	return take
}

func (p *testdoxBlock) finding() (Finding, bool) {
	if !p.box {
		// Not TestDox: another runner's "✘ name" line, as the generic
		// layer reads a cue.
		return Finding{Kind: Error, Category: "generic", Message: p.name}, true
	}
	f := Finding{Kind: Error, Category: "phpunit", Message: p.name + " failed", Location: p.loc}
	if p.msg != "" {
		f.Message += ": " + p.msg
	}
	return f, true
}

// jestHandlesSpec reads jest --detectOpenHandles' report: each "●
// Timeout" with the code frame and frames of where the handle was made.
var jestHandlesSpec = &spec{
	head: regexp.MustCompile(`^(?P<msg>Jest has detected the following .+?):?$`), category: "jest", form: warns,
	under: under{
		stop:   regexp.MustCompile(`^\S`),
		detail: regexp.MustCompile(`^\s+●\s+(?P<msg>.+?)\s*$`),
		frame:  regexp.MustCompile(`^\s+at (?:.* \()?(?:file://)?(?P<file>[^\s()]+):(?P<line>\d+):(?P<col>\d+)\)?$`),
	},
}

// testLog is what a test printed, as jest ("  console.error" over the
// indented message) or vitest ("stderr | a.test.js > name" over the raw
// lines) captured it: no problem of its own, whatever it says (an error
// object logged on purpose, a deprecation warning). A failing test is
// reported by the runner's own report.
type testLog struct {
	indent int
	vitest bool
}

func (p *testLog) next(line string) verdict {
	t := strings.TrimLeft(line, " ")
	switch {
	case t == "":
		return hold
	case p.vitest:
		// the raw output goes on until vitest's next line of its own
		if hasPrefixAny(t, "✓ ", "❯ ", "× ", "↓ ", "stdout | ", "stderr | ", "Test Files ", "RUN ", "⎯", "FAIL ", "PASS ") {
			return reject
		}
		return take
	case len(line)-len(t) > p.indent:
		return take
	}
	return reject
}

func (p *testLog) finding() (Finding, bool) { return Finding{}, false }

// timedTitle reports a "● title › 21.718948ms" line: another runner's
// result row with its duration (poku's), which jest's failure header,
// "● suite › test", never ends with.
func timedTitle(t string) bool {
	i := strings.LastIndex(t, "› ")
	if i < 0 {
		return false
	}
	d := strings.TrimSpace(t[i+len("› "):])
	n := strings.TrimLeft(d, "0123456789.")
	return len(n) < len(d) && isDigit(d[0]) && (n == "ms" || n == "s" || n == "µs")
}
