package classify

import (
	"cmp"
	"strings"
)

// TAP ("not ok 2 - name", node --test's default when piped, prove, bats,
// tap) and node --test's spec reporter ("✖ name (1.08ms)" over its
// indented error) each print a failing test as a head and the lines
// indented (or, in TAP, commented) under it.

// nodeSpec reads node --test's spec reporter.
type nodeSpec struct {
	// nodeRecap is set inside node --test's "✖ failing tests:" recap,
	// which repeats every failure it reported.
	nodeRecap bool
}

func (a *nodeSpec) detect(ln line) (parser, claim) {
	p, claimed := a.detectNodeSpec(ln.s, ln.t)
	switch {
	case !claimed:
		return nil, pass
	case p == nil:
		return nil, quiets
	}
	return p, opens
}

func (a *nodeSpec) start() { a.nodeRecap = false }

// detectNodeSpec reads a failing test of node --test's spec reporter; it
// is the classifier's, as the spec reporter repeats every failure under
// "✖ failing tests:" at the end of a run.
func (a *nodeSpec) detectNodeSpec(s, t string) (p parser, claimed bool) {
	switch {
	case t == "✖ failing tests:":
		a.nodeRecap = true
		return nil, true
	case strings.HasPrefix(t, "▶ ") || strings.HasPrefix(t, "✔ "):
		a.nodeRecap = false // the next run of node --test --watch
		return nil, false
	case !strings.HasPrefix(t, "✖ "):
		return nil, false
	case a.nodeRecap:
		return &tapBlock{spec: true, recap: true, indent: len(s) - len(t)}, true
	}
	name, ok := strings.CutSuffix(t[len("✖ "):], "ms)")
	if i := strings.LastIndex(name, " ("); ok && i > 0 {
		return &tapBlock{spec: true, indent: len(s) - len(t), f: Finding{Kind: Error, Category: "node-test", Message: name[:i] + " failed"}}, true
	}
	return nil, false
}

// tapParent reads TAP 14's parent "not ok" lines (see isParent).
type tapParent struct {
	// tapIndent is one more than the indentation of the last TAP "not
	// ok" line; 0 before any.
	tapIndent int
}

func (a *tapParent) detect(ln line) (parser, claim) {
	if !a.isParent(ln.s, ln.t) {
		return nil, pass
	}
	if p, ok := detectTAP(ln.s, ln.t).(*tapBlock); ok {
		p.suite = true // its YAML goes with it
		return p, opens
	}
	return nil, quiets
}

// tapParent reports a TAP "not ok" less indented than the one before it:
// in TAP 14 (node-tap) a subtest's lines come first, indented, and its
// parent's "not ok 1 - sums prices # time=28ms" after them only counts
// the failures inside, as does the file's "not ok 1 - test/a.test.js".
func (a *tapParent) isParent(s, t string) bool {
	if !strings.HasPrefix(t, "not ok ") {
		return false
	}
	indent := len(s) - len(t) + 1
	parent := indent < a.tapIndent
	a.tapIndent = indent
	return parent
}

func detectTAP(s, t string) parser {
	if t[0] == '#' {
		// Test::More's diagnostic, on stderr, so often apart from its
		// "not ok" line: "#   Failed test 'adds'", then "#   at t/a.t line 6.".
		name, ok := strings.CutPrefix(strings.TrimLeft(t[1:], " "), "Failed test")
		if !ok {
			return nil
		}
		name = strings.TrimSpace(name)
		if q := strings.IndexByte(name[min(1, len(name)):], '\''); strings.HasPrefix(name, "'") && q >= 0 {
			name = name[1 : q+1]
		} else {
			name = "test"
		}
		return &tapBlock{f: Finding{Kind: Error, Category: "tap", Message: name + " failed"}, indent: len(s) - len(t), diag: true}
	}
	rest, ok := strings.CutPrefix(t, "not ok ")
	if !ok {
		return nil
	}
	n := digits(rest)
	name := strings.TrimLeft(rest[len(n):], " -")
	if strings.HasSuffix(name, " {") {
		// A group whose subtests follow in braces (TAP 13 as vitest and
		// node-tap print it): it only counts the failures inside.
		return nil
	}
	if head, directive, ok := strings.Cut(name, " # "); ok && strings.HasPrefix(directive, "time=") {
		name = head // "not ok 2 - of none # time=4.67ms"
	}
	if n == "" {
		return nil
	}
	if strings.Contains(name, "# SKIP") || strings.Contains(name, "# TODO") || strings.Contains(name, "# skip") {
		return &tapBlock{indent: len(s) - len(t), todo: true} // no failure; its YAML goes with it
	}
	return &tapBlock{f: Finding{Kind: Error, Category: "tap", Message: name + " failed"}, indent: len(s) - len(t)}
}

// tapBlock follows a failing test's details: TAP's YAML block ("error:",
// "location:", "stack:") or "#" diagnostics (Perl's "#   at t/a.t line
// 8."), or the spec reporter's indented error and frames.
type tapBlock struct {
	f      Finding
	indent int
	spec   bool
	diag   bool // opened by Test::More's "#   Failed test" line
	recap  bool // a repeat under "✖ failing tests:"
	// body is set once a detail line was read: a suite's "✖ cart (3ms)"
	// (or TAP's subtestsFailed) has none of its own.
	body, suite bool
	y           tapYAML
	todo        bool   // a "# TODO" or "# SKIP" test: no failure
	testLoc     string // TAP's "location:", the test's own line
	detail      string // the first line of the error
}

// tapYAML is where a tapBlock is in a test's YAML diagnostics.
type tapYAML struct {
	errKey    bool   // inside a YAML "error: |-" value
	open      bool   // a YAML block ("---") was opened
	scalar    int    // the indentation of the key whose block scalar is being read, or 0
	scalarKey string // that key
}

func (p *tapBlock) next(line string) verdict {
	t := strings.TrimLeft(line, " \t")
	deeper := len(line)-len(t) > p.indent
	switch {
	case line == "" || t == "":
		return hold
	case p.spec && !deeper, !p.spec && !deeper && !strings.HasPrefix(t, "#"), !p.spec && strings.HasPrefix(t, "# Subtest:"):
		return reject
	case strings.HasPrefix(strings.TrimLeft(strings.TrimPrefix(t, "#"), " "), "Failed test"):
		if p.body || p.diag {
			return reject // the next test's diagnostic
		}
	}
	p.body = true
	depth := len(line) - len(t)
	if p.y.scalar > 0 && depth > p.y.scalar {
		// inside a YAML block scalar ("details: |-"): text, not keys
		// (AVA's "message: 'x'," in an object it printed).
		switch {
		case p.y.errKey:
			p.detail = cmp.Or(p.detail, t)
		case p.f.Location == "" && (p.y.scalarKey == "stack" || p.y.scalarKey == "at"):
			p.f.Location = findAnyLoc(t)
		}
		return take
	}
	p.y.scalar = 0
	p.detailLine(line, strings.TrimLeft(strings.TrimPrefix(t, "#"), " "), depth)
	return take
}

// detailLine reads a line of a failing test's details, t without its
// indentation or TAP's "#": a YAML key (failureType, location, message,
// error), the error's first line, or a frame that places it.
func (p *tapBlock) detailLine(line, t string, depth int) {
	key, val, isKey := strings.Cut(t, ": ")
	if !isKey {
		key, isKey = strings.CutSuffix(t, ":")
	}
	isKey = isKey && !p.spec && !strings.ContainsAny(key, " '\"")
	if !p.spec && (strings.HasPrefix(val, "|") || strings.HasPrefix(val, ">")) {
		p.y.scalar, p.y.scalarKey = depth, key
	}
	switch {
	case isKey && key == "failureType":
		// node --test says what failed: a suite's "subtestsFailed" only
		// counts, "cancelledByParent" is a test its suite's hook stopped
		// (the suite's "hookFailed" is the failure, even when tapParent
		// took its "not ok" for a count).
		p.suite = strings.Contains(val, "subtestsFailed") || strings.Contains(val, "cancelledByParent")
	case isKey && key == "location":
		p.testLoc = findLoc(strings.Trim(val, `'"`), true)
	case isKey && key == "message" && p.detail == "" && !p.spec:
		// vitest's YAML: "error:" with the error's "name:" and "message:" under it.
		p.detail = strings.Trim(val, `'"`)
	case isKey && key == "error":
		p.y.errKey = val == "|-" || val == "|" || val == ""
		if !p.y.errKey {
			p.detail = strings.Trim(val, "'\"`") // node quotes with backticks too
		}
	case isKey:
		p.y.errKey = false
	case (p.y.errKey || p.spec) && p.detail == "":
		p.detail = t
	case t == "---":
		p.y.open = true
	case !p.y.open && !p.diag && p.detail == "" && !strings.HasPrefix(line, "#"):
		// TAP without YAML (mocha's tap reporter): the message indented
		// under "not ok", then the error and its frames.
		p.detail = t
	}
	if p.f.Location == "" && (!isKey || key == "stack" || key == "at") && !p.y.errKey {
		if loc := findAnyLoc(t); loc != "" {
			p.f.Location = loc
		} else if _, loc, ok := perlAt(" " + t); ok && isAppPath(loc) {
			p.f.Location = loc // Test::More: "#   at t/basic.t line 8."
		}
	}
}

func (p *tapBlock) finding() (Finding, bool) {
	if p.recap || p.suite || p.todo || !p.body && !p.diag {
		return p.f, false
	}
	if p.spec && p.detail == "'test failed'" {
		// A test file that failed as a whole ("✖ /app/a.test.js (520ms)"):
		// what it printed, above, said why.
		return p.f, false
	}
	if n := digits(strings.TrimPrefix(p.detail, "'")); p.spec && n != "" && strings.HasPrefix(p.detail, "'"+n+" subtest") {
		// The dot reporter's suite: "✖ cart (3.6ms)", "  '2 subtests failed'".
		return p.f, false
	}
	f := p.f
	if p.detail != "" {
		f.Message += ": " + p.detail
	}
	f.Location = cmp.Or(f.Location, p.testLoc)
	return f, true
}

// failureLists reads the numbered lists of failures test runners print
// after announcing them: mocha's "  2 failing", RSpec's (and Jasmine's,
// cucumber-js's) "Failures:", PHPUnit's "There was 1 failure:", LuaUnit's
// "Failed tests:", hspec's place over each numbered failure.
type failureLists struct {
	// failList names the runner ("mocha", "rspec") whose numbered list of
	// failures is being printed: after mocha's "  2 failing" or RSpec's
	// "Failures:".
	failList string
	failKind Kind // PHPUnit lists warnings and risky tests the same way
	// listLoc is the place hspec printed alone, indented, above the next
	// numbered failure of its list; "" when it names a library's file
	// (its "error, called at" line says so) or after any other line.
	// listPrev is listLoc as the line before the current one left it.
	listLoc, listPrev string
}

func (a *failureLists) detect(ln line) (parser, claim) {
	s, t := ln.s, ln.t
	a.listPrev, a.listLoc = a.listLoc, ""
	if a.failList == "rspec" && len(t) < len(s) {
		if p := strings.TrimSuffix(strings.TrimSpace(t), ":"); !strings.ContainsAny(p, " \t") && findLoc(p, true) == p {
			a.listLoc = p // hspec: "  CartSpec.hs:25:20: " over "  2) ..."
			if strings.HasPrefix(p, "libraries/") || strings.Contains(p, "/.stack-work/") || strings.Contains(p, "/.cabal/") {
				a.listLoc = "" // GHC's own libraries ("libraries/containers/...")
			}
			return nil, quiets
		}
	}
	if p := a.detectMocha(s, t); p != nil {
		return p, opens
	}
	return nil, pass
}

// detectMocha reads "  1) cart" in mocha's failure list: the test's title
// goes on, deeper, over lines ending in ":" ("       applies discount:"),
// then come the error and its frames. Its first listing of the same
// numbers, among the passing tests ("    1) applies discount"), has nothing
// under it and is no finding.
//
// mocha prints the details after its "  2 failing" count, RSpec after
// "Failures:", so only then is a numbered line a failure: a numbered list
// in other output is not.
func (a *failureLists) detectMocha(s, t string) parser {
	if t == "Failures:" && len(t) == len(s) {
		a.failList = "rspec" // RSpec's list has the same shape
		return nil
	}
	if strings.HasPrefix(t, "There w") && len(t) == len(s) {
		// PHPUnit: "There was 1 failure:", "There were 2 errors:", then
		// "1) CartTest::testTotal" unindented.
		a.failList, a.failKind = "", Error
		if strings.HasSuffix(t, " failure:") || strings.HasSuffix(t, " failures:") || strings.HasSuffix(t, " error:") || strings.HasSuffix(t, " errors:") {
			a.failList = "phpunit"
		} else if strings.HasSuffix(t, " warning:") || strings.HasSuffix(t, " warnings:") || strings.Contains(t, " risky test") {
			a.failList, a.failKind = "phpunit", Warning
		}
		return nil
	}
	if (t == "Failed tests:" || t == "Tests with errors:") && len(t) == len(s) {
		// LuaUnit's lists: "1) TestCart.testDiscount" over "FILE:LINE: msg"
		// and a Lua stack traceback, as PHPUnit lists its failures.
		a.failList, a.failKind = "luaunit", Error
		return nil
	}
	if (a.failList == "phpunit" || a.failList == "luaunit") && isDigit(t[0]) && len(t) == len(s) {
		n := digits(t)
		if title, ok := strings.CutPrefix(t[len(n):], ") "); ok && title != "" {
			category := "phpunit"
			if a.failList == "luaunit" {
				category = "lua"
			}
			return &mochaBlock{f: Finding{Kind: a.failKind, Category: category}, title: title, phpunit: true}
		}
	}
	if a.failList == "rspec" && isDigit(t[0]) && len(t) == len(s) {
		// Jasmine and cucumber-js: "1) cart sums prices" at column 0.
		n := digits(t)
		if title, ok := strings.CutPrefix(t[len(n):], ") "); ok && title != "" {
			return failureListItem(title)
		}
	}
	if len(t) == len(s) || !isDigit(t[0]) {
		return nil
	}
	n := digits(t)
	if rest := t[len(n):]; rest == " failing" || rest == " passing" || strings.HasPrefix(rest, " passing (") {
		a.failList = ""
		if rest == " failing" {
			a.failList = "mocha"
		}
		return nil
	}
	title, ok := strings.CutPrefix(t[len(n):], ") ")
	if !ok || title == "" || strings.HasPrefix(title, "test ") {
		return nil
	}
	category := a.failList
	if category == "luaunit" {
		category = "generic" // lab's indented list under the same "Failed tests:"
	}
	p := &mochaBlock{f: Finding{Kind: Error, Category: category}, title: title, indent: len(s) - len(t)}
	if a.listPrev != "" && a.failList == "rspec" {
		// hspec prints each failure's place on the line above its number:
		// "  CartSpec.hs:25:20: ", then "  2) discount takes ten percent off".
		p.f.Location = a.listPrev
	}
	if title == "Failure:" || title == "Error:" {
		// Minitest: "  1) Failure:", then "CartTest#test_x [cart_test.rb:11]:".
		p.f.Category, p.title, p.minitest = "minitest", "", true
	} else if a.failList == "" {
		return nil
	}
	return p
}

// isAssertion reports a line that states a failed expectation: "Expected
// 'a' to equal 'b'", "expected 3 to be 4", "AssertionError: ...".
func isAssertion(t string) bool {
	return strings.HasPrefix(t, "Expected ") || strings.HasPrefix(t, "expected ") || strings.HasPrefix(t, "AssertionError")
}

type mochaBlock struct {
	f      Finding
	title  string
	indent int
	detail string
	titled bool // the title is complete
	// titleDepth is the indentation of the title's last line.
	titleDepth int
	diff       int  // lines of an assertion's diff read before the frames
	frames     bool // a stack frame was read
	// minitest is set for Minitest's "1) Failure:" and "1) Error:", whose
	// title is on the next line, unindented.
	minitest bool
	gap      bool // a blank line after the detail
	weak     bool // the detail so far is only a preamble
	phpunit  bool // PHPUnit's "1) Class::test", its message and its frames
}

func (p *mochaBlock) next(line string) verdict {
	t := strings.TrimLeft(line, " \t")
	depth := len(line) - len(t)
	if p.phpunit {
		return p.phpunitNext(line, t)
	}
	switch {
	case t == "":
		p.titled = true
		p.gap = p.detail != ""
		return hold
	case p.minitest:
		if p.title != "" && (depth <= p.indent && isDigit(t[0]) || depth == 0 && (p.frames || p.gap && isDigit(t[0]))) {
			return reject
		}
	}
	switch {
	case p.minitest && p.title == "" && depth == 0:
		name, _, _ := strings.Cut(strings.TrimSuffix(t, ":"), " [")
		p.title = name
		p.f.Location = findLoc(t, true)
		return take
	case !p.minitest && !p.frames && p.detail != "" && p.diff < 40 && strings.Contains(p.detail, "AssertionError") &&
		strings.HasSuffix(p.detail, ":") && !strings.HasPrefix(t, "at ") && !(depth <= p.indent && isDigit(t[0])):
		// node:assert's message goes on over its diff, at any depth
		// ("+ actual - expected", "  {", "+   currency: 'EUR'"), before
		// the frames.
		p.diff++
		return take
	case !p.minitest && depth <= p.indent && (depth > 0 || p.frames || p.detail == ""):
		// mocha prints an assertion's message unindented ("10 !== 9");
		// anything else at or above the head's depth is past the block.
		return reject
	case !p.minitest && !p.titled && strings.HasSuffix(t, ":") && depth > p.indent && depth >= p.titleDepth:
		// The title's lines go deeper; the error under them is less
		// indented, and may end in ":" too ("... /^INV-\d{3}$/. Input:").
		p.title += " " + strings.TrimSuffix(t, ":")
		p.titleDepth = depth
		return take
	}
	p.titled = true
	switch {
	case p.detail != "" && !p.frames && !isAssertion(p.detail) && isAssertion(t) && !strings.HasSuffix(p.detail, ":"):
		// The assertion's statement under a diff's header (lab: "actual
		// expected", its values, then "Expected 'a' to equal ...").
		p.detail = t
	case p.detail == "":
		p.detail = t
		// RSpec's "Failure/Error: <source line>" only quotes the code:
		// the expectation or the exception follows.
		p.weak = strings.HasPrefix(t, "Failure/Error:")
	case p.weak && !strings.HasPrefix(t, "# "):
		if strings.HasSuffix(p.detail, ":") && !strings.HasPrefix(p.detail, "Failure/Error:") {
			p.detail += " " + t // "NoMethodError:", then its message
			p.weak = false
		} else {
			p.detail = t
			p.weak = strings.HasSuffix(t, ":")
		}
	}
	loc := findLoc(t, true)
	if strings.Contains(t, ", called at ") && !strings.Contains(t, " in main:") {
		loc = "" // a HasCallStack frame in a library package (hspec): "error, called at libraries/... in containers-0.6.4.1:Data.Map.Internal"
	}
	p.frames = p.frames || strings.HasPrefix(t, "at ") || strings.HasPrefix(t, "# ") || loc != "" && depth > 0
	if p.f.Location == "" {
		// mocha's "at Context.<anonymous> (test/a.spec.js:9:12)", RSpec's
		// "# ./spec/cart_spec.rb:5:in 'block'", Minitest's "cart_test.rb:3:in 'total'".
		p.f.Location = loc
	}
	return take
}

// phpunitNext follows PHPUnit's "1) Class::test": its message, then its
// frames, up to the next failure or the "FAILURES!" recap.
func (p *mochaBlock) phpunitNext(line, t string) verdict {
	switch {
	case t == "":
		return hold
	case t == "--" || isDigit(t[0]) && strings.Contains(t, ") ") || strings.HasPrefix(t, "There w") ||
		t == "Failed tests:" || t == "Tests with errors:" || strings.HasPrefix(t, "Ran ") && len(t) == len(line) ||
		strings.HasSuffix(t, "!") && strings.ToUpper(t) == t:
		return reject // the next failure, or "FAILURES!"
	}
	p.detail = cmp.Or(p.detail, t)
	if strings.HasPrefix(t, "at ") && strings.Contains(t, ".java:") && p.f.Category == "phpunit" {
		p.f.Category = "junit" // JUnit 4's JUnitCore lists its failures as PHPUnit does
	}
	if p.f.Location == "" {
		p.f.Location = lineLoc(t) // the application's frame, not org.junit.Assert's
	}
	return take
}

func (p *mochaBlock) finding() (Finding, bool) {
	f := p.f
	f.Message = p.title + " failed: " + p.detail
	return f, p.detail != ""
}

// avaAdapter reads AVA's report.
type avaAdapter struct {
	// avaFailed holds the tests AVA listed as failed whose details have
	// not been read yet.
	avaFailed map[string]bool
}

func (a *avaAdapter) detect(ln line) (parser, claim) {
	if ln.t[0] != 0xe2 && len(a.avaFailed) == 0 { // "✘"
		return nil, pass
	}
	if p := a.detectAVA(ln.s, ln.t); p != nil {
		return p, opens
	}
	return nil, pass
}

func (a *avaAdapter) start() { a.avaFailed = nil }

// AVA lists each failing test as "✘ [fail]: name" as it runs, then, after
// a "─" rule, describes each under its name alone on an indented line:
// the assertion's file and line, a code frame, the difference or the
// exception and its frames. The list says nothing the details do not; a
// detail's head is a name the list named.
func (a *avaAdapter) detectAVA(s, t string) parser {
	if rest, ok := strings.CutPrefix(t, "✘ [fail]: "); ok {
		name := rest
		for _, why := range []string{" Error thrown in test", " Rejected promise returned by test", " Promise returned by test never resolved"} {
			if i := strings.Index(rest, why); i > 0 {
				name = rest[:i]
			}
		}
		if a.avaFailed == nil {
			a.avaFailed = map[string]bool{}
		}
		a.avaFailed[name] = true
		return &quiet{}
	}
	if len(a.avaFailed) == 0 || len(t) == len(s) || !a.avaFailed[t] {
		return nil
	}
	delete(a.avaFailed, t)
	return &avaBlock{f: Finding{Kind: Error, Category: "ava", Message: t + " failed"}, indent: len(s) - len(t)}
}

// quiet is a line that is claimed but is no finding.
type quiet struct{}

func (quiet) next(string) verdict      { return reject }
func (quiet) finding() (Finding, bool) { return Finding{}, false }

type avaBlock struct {
	f      Finding
	indent int
	detail string
}

func (p *avaBlock) next(line string) verdict {
	t := strings.TrimLeft(line, " \t")
	switch {
	case t == "":
		return hold
	case t == "─" || len(line)-len(t) < p.indent:
		return reject
	case len(line)-len(t) == p.indent && !strings.HasPrefix(t, "›") && p.detail != "" && !isExceptionLine(t) &&
		findLoc(t, false) == "" && !strings.HasSuffix(t, ":") && !strings.HasPrefix(t, "-") && !strings.HasPrefix(t, "+") &&
		!strings.HasSuffix(t, "{") && t != "}" && !strings.HasPrefix(t, "message:"):
		return reject // the next test's name
	}
	if p.f.Location == "" {
		p.f.Location = findLoc(t, true)
	}
	switch {
	case (p.detail == "" || strings.HasPrefix(p.detail, "Error thrown") || strings.HasPrefix(p.detail, "Rejected promise")) && isExceptionLine(t):
		p.detail = t
	case p.detail == "" && strings.HasSuffix(t, ":") && !isDigit(t[0]):
		p.detail = t
	}
	return take
}

func (p *avaBlock) finding() (Finding, bool) {
	f := p.f
	if p.detail != "" {
		f.Message += ": " + strings.TrimSuffix(p.detail, ":")
	}
	return f, true
}
