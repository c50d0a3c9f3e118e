package classify

import (
	"cmp"
	"regexp"
	"strings"
)

// goDiag matches a go build or go vet diagnostic: "path.go:12:5: message".
var goDiag = regexp.MustCompile(`^(\S+\.go):(\d+)(?::(\d+))?: (.+)$`)

// goTestLog matches a t.Log/t.Error line: "    calc_test.go:7: message".
var goTestLog = regexp.MustCompile(`^\s+(\S+_test\.go:\d+): (.*)$`)

// vetPhrases are fragments of go vet analyzers' reports; go vet prints its
// diagnostics in the same shape as the compiler.
var vetPhrases = []string{
	"format %", "wrong type", "passes lock by value", "copies lock value", "unreachable code",
	"possible misuse", "self-assignment", "struct field tag", "possible formatting directive",
	"call has arguments but no formatting directives", "redundant newline", "composite literal uses unkeyed",
	"the cancel function", "result of ", "loop variable", "should be", "is never used",
	"suspect or", "comparison of function", "unsafe.Pointer", "misuse of", "call of ", "Println call",
	"Printf call", "Sprintf call", "Errorf call", "shadows declaration",
}

// goAdapter reads go build, go vet and go test, and the Go web
// frameworks' reports (gohttp.go).
type goAdapter struct {
	// testLog is the last "x_test.go:N: msg" line go test -v printed for the
	// running test; it is printed before the "--- FAIL" line it explains.
	testLog string
	// goWebSaid is the last panic or server error a Go web framework
	// reported (gohttp.go): its access line or the app's log.Fatal that
	// repeats it is the same problem.
	goWebSaid string
	// goWebPrev is the line before, without its log prefix: a stack
	// logged under a panic's value (gohttp.go) needs it.
	goWebPrev string
	// vet is set after go's "# [pkg]" header, under which vet reports.
	vet bool
}

func (a *goAdapter) detect(ln line) (parser, claim) { return opened(a.detectGo(ln.s, ln.t)) }

func (a *goAdapter) detectGo(s, t string) parser {
	if p := a.detectGoWeb(s, t); p != nil {
		return p
	}
	switch {
	case strings.HasPrefix(s, "panic: ") || strings.HasPrefix(s, "fatal error: "):
		a.goWebSaid = s[strings.IndexByte(s, ':')+2:] // a recovering middleware's access line repeats it
		return &goPanic{f: Finding{Kind: Error, Category: "go-panic", Message: a.goWebSaid}}
	case t[0] >= '0' && t[0] <= '9' && strings.HasPrefix(stripLogPrefix(t), "panic: "):
		// A recovering middleware's log.Printf("panic: %v\n%s", v,
		// debug.Stack()): the log package's timestamp first.
		return &goPanic{f: Finding{Kind: Error, Category: "go-panic", Message: strings.TrimPrefix(stripLogPrefix(t), "panic: ")}}
	case strings.Contains(s, "http: panic serving "):
		msg := after(s, "http: panic serving ")
		if i := strings.Index(msg, ": "); i >= 0 {
			msg = msg[i+2:]
		}
		return &goPanic{f: Finding{Kind: Error, Category: "go-panic", Message: msg}}
	case strings.HasPrefix(t, "--- FAIL: "), strings.HasPrefix(s, "=== FAIL: ") && strings.Count(s, " ") >= 3:
		return a.failedTest(s, t)
	case strings.HasPrefix(t, "=== RUN") || strings.HasPrefix(t, "--- PASS") || strings.HasPrefix(t, "--- SKIP"):
		a.testLog = ""
		return nil
	case strings.Contains(t, "template: ") && isTemplateError(stripLogPrefix(t)):
		// The log package's Lshortfile ("app.go:997: "), a level tag
		// ("[Warn] ", Fiber's) and gin's "Error #01: " come before it.
		msg := shortFile.ReplaceAllString(stripLogPrefix(t), "")
		kind, msg := logLevelTag(msg)
		if rest, ok := strings.CutPrefix(msg, "Error #"); ok && strings.Contains(rest, ": ") {
			msg = after(rest, ": ")
		}
		return &single{f: Finding{Kind: kind, Category: "generic", Message: msg, Location: templatePlace(msg)}}
	case strings.HasPrefix(s, "WARNING: DATA RACE"):
		return goRaceSpec.open(s, t, "")
	case strings.HasPrefix(s, "# "):
		a.vet = strings.HasPrefix(s, "# [")
		return nil
	case strings.HasPrefix(s, "go: "):
		return goCommand(s[len("go: "):])
	}
	if a.testLog != "" && (s[0] == ' ' || s[0] == '\t') && !goTestLog.MatchString(s) &&
		len(s)-len(t) > len(a.testLog)-len(strings.TrimLeft(a.testLog, " \t")) {
		// The log line's further lines, deeper (testify's "Error Trace:" /
		// "Error:" table under an empty t.Errorf line): they explain the
		// "--- FAIL" go test -v prints after them.
		a.testLog += "\n" + s
		return quietBlock{}
	}
	return a.diagnostic(s)
}

// diagnostic reads go build's and go vet's "./main.go:9:20: msg" (no
// label: a labelled one is the C compiler's, about a cgo preamble), or
// notes a test's indented "cart_test.go:12: msg" for the "--- FAIL" to
// come.
func (a *goAdapter) diagnostic(s string) parser {
	if !strings.Contains(s, ".go:") {
		return nil
	}
	if s[0] == ' ' || s[0] == '\t' {
		if goTestLog.MatchString(s) {
			a.testLog = s
		}
		return nil
	}
	m := goDiag.FindStringSubmatch(s)
	if m == nil || hasPrefixAny(m[4], "error: ", "warning: ", "note: ", "fatal error: ") {
		// The C compiler's, about a cgo preamble: "./main.go:7:24: error:
		// 'missing' undeclared". Go's own diagnostics carry no label.
		return nil
	}
	f := Finding{Kind: Error, Category: "go-build", Message: m[4], Location: m[1] + ":" + m[2]}
	if m[3] != "" {
		f.Location += ":" + m[3]
	}
	if a.vet || isVetMessage(m[4]) {
		f.Kind, f.Category = Warning, "go-vet"
	}
	// Both print extra detail ("have (int)", "want (string)") indented below.
	return &indented{f: f}
}

// failedTest opens go test's "--- FAIL: TestX (0.00s)" (or gotestsum's
// "=== FAIL: pkg TestX (0.00s)"), the message and place taken from the
// t.Errorf line the test logged before it.
func (a *goAdapter) failedTest(s, t string) parser {
	name := strings.TrimPrefix(t, "--- FAIL: ")
	if rest, ok := strings.CutPrefix(s, "=== FAIL: "); ok {
		// gotestsum's section over the test's output: "=== FAIL:
		// cart TestDiscount (0.00s)", the package first.
		_, name, _ = strings.Cut(rest, " ")
	}
	if i := strings.Index(name, " ("); i >= 0 {
		name = name[:i]
	}
	p := &goTest{f: Finding{Kind: Error, Category: "go-test", Message: name + " failed"}, name: name, a: a,
		indent: len(s) - len(t), section: strings.HasPrefix(s, "=== FAIL: ")}
	head, more, _ := strings.Cut(a.testLog, "\n")
	if m := goTestLog.FindStringSubmatch(head); m != nil {
		p.f.Message += ": " + m[2]
		p.f.Location = m[1]
		p.log = a.testLog
		p.empty = strings.TrimSpace(m[2]) == ""
		if more != "" {
			p.rows = strings.Split(more, "\n")
		}
	}
	a.testLog = ""
	return p
}

// goProgress are the go command's reports of what it is doing, which
// are no problem: "go: downloading example.com/m v1.2.0".
var goProgress = []string{"downloading ", "finding ", "extracting ", "found ", "added ", "upgraded ",
	"downgraded ", "removed ", "creating new go.mod", "to add module requirements", "switching to "}

// goCommand reads the go command's own report on a line of its own after
// "go: ": an error that names no file ("go.mod file not found in current
// directory ..."; its hints indented under it), a warning after
// "warning: ", or what it is doing.
func goCommand(msg string) parser {
	if msg == "" || hasPrefixAny(msg, goProgress...) {
		return nil
	}
	f := Finding{Kind: Error, Category: "go-build", Message: msg}
	if w, ok := strings.CutPrefix(msg, "warning: "); ok {
		f.Kind, f.Message = Warning, w
	}
	return &indented{f: f}
}

func isVetMessage(msg string) bool { return containsAny(msg, vetPhrases...) }

// goPanic follows a panic or fatal error through its goroutine dumps.
type goPanic struct {
	f  Finding
	fn string // the function line above the file line being read
	// fallback is the first non-library file, for modules whose path has no dot.
	fallback string
}

func (p *goPanic) next(line string) verdict {
	switch {
	case line == "":
		return hold
	case strings.HasPrefix(line, "exit status "):
		return takeEnd
	case line[0] == '\t':
		loc := strings.TrimSpace(line[1:])
		if i := strings.Index(loc, " +0x"); i >= 0 {
			loc = loc[:i]
		}
		if p.f.Location == "" && isAppGoFrame(p.fn, loc) {
			p.f.Location = loc
		}
		if p.fallback == "" && isAppPath(loc) && strings.HasSuffix(strings.SplitN(loc, ":", 2)[0], ".go") {
			p.fallback = loc
		}
		return take
	case strings.HasPrefix(line, "panic("):
		// The frames above are the code that recovered the panic (a
		// middleware's deferred func, debug.Stack): the panic happened
		// below.
		p.f.Location, p.fallback = "", ""
		p.fn = line
		return take
	case strings.HasPrefix(line, "goroutine "), strings.HasPrefix(line, "created by "),
		strings.HasPrefix(line, "[signal "), strings.HasPrefix(line, "panic: "),
		strings.HasPrefix(line, "[recovered"), strings.HasPrefix(line, "...additional frames"):
		p.fn = line
		return take
	case line[0] != ' ' && strings.HasSuffix(line, ")") && strings.IndexByte(line, '(') > 0:
		p.fn = line
		return take
	}
	return reject
}

func (p *goPanic) finding() (Finding, bool) {
	f := p.f
	f.Location = cmp.Or(f.Location, p.fallback)
	if place := templatePlace(f.Message); place != "" {
		f.Location = place // template.Must's panic: the template's line, not the call's
	}
	return f, true
}

// isAppGoFrame reports whether a stack frame (function line fn, file line
// file) is in the user's module: standard-library import paths have no dot
// in their first element, "main." is the user's, and module-cache or vendor
// files are dependencies.
func isAppGoFrame(fn, file string) bool {
	if !isAppPath(file) || strings.HasPrefix(fn, "created by ") || strings.HasPrefix(fn, "goroutine ") {
		return false
	}
	if strings.HasPrefix(file, "_testmain.go:") {
		return false // go test's generated main, whose main.main runs the tests
	}
	if strings.HasPrefix(fn, "main.") {
		return true
	}
	first := fn
	if i := strings.IndexAny(first, "/("); i >= 0 {
		first = first[:i]
	}
	return strings.Contains(first, ".") && strings.Contains(fn, "/")
}

// goTest follows a "--- FAIL" line through its indented log lines. A
// test whose subtests failed prints its own "--- FAIL" line over theirs
// ("--- FAIL: TestNet", then "    --- FAIL: TestNet/rounding"), as a fuzz
// target does over the failing input's run: that line only groups them.
// A panic the testing package caught is logged from its own file
// ("testing.go:1927: panic: ..."), its stack indented below: the panic is
// the message, and the first application frame the place.
type goTest struct {
	f      Finding
	a      *goAdapter
	name   string
	indent int    // of the "--- FAIL" line
	log    string // the go test -v log line taken from before the "--- FAIL" line
	logs   int    // log lines read below the "--- FAIL" line
	group  bool   // a subtest's "--- FAIL" line came next
	panic  bool   // inside a caught panic's stack
	fn     string // the function line above the stack's file line being read
	// empty is set when the test's log line said nothing after its
	// location, as testify's assertions do: the problem is in rows below
	// it, which are kept.
	empty bool
	rows  []string
	// section is set on gotestsum's "=== FAIL:" head: with no log line
	// under it, what follows (a panic) reports the failure itself.
	section bool
}

// goLog matches a test's log line from any file: "    slug_test.go:8: msg",
// "    testing.go:1927: panic: ...".
var goLog = regexp.MustCompile(`^\s+(\S+\.go:\d+): (.*)$`)

func (p *goTest) next(line string) verdict {
	t := strings.TrimLeft(line, " \t")
	depth := len(line) - len(t)
	if p.logs == 0 && depth > p.indent && strings.HasPrefix(t, "--- ") {
		if status, sub, _ := strings.Cut(t[4:], ": "); strings.HasPrefix(sub, p.name+"/") || strings.HasPrefix(sub, p.name+" (") {
			if status != "FAIL" {
				return take // go test -v lists the subtests that passed too
			}
			// The log line go test -v printed first belongs to the subtest.
			p.group = true
			p.a.testLog = p.log
			return reject
		}
	}
	if p.panic {
		if line == "" || depth > p.indent+4 || t == "" {
			p.frame(t)
			return take
		}
		return reject
	}
	if line == "" && p.logs == 0 && p.log == "" && !p.group {
		return hold // tparse's blank line between "--- FAIL" and the log under it
	}
	m := goLog.FindStringSubmatch(line)
	if m == nil || depth <= p.indent {
		if p.logs > 0 && depth > p.indent+4 && t != "" {
			if p.empty && p.logs == 1 {
				p.rows = append(p.rows, line)
			}
			return take // a log message's further lines
		}
		return reject
	}
	if p.empty && p.logs == 1 && depth > p.indent+4 {
		// A row under a log row that stated nothing, its place again: shoenig/test's
		// "slug_test.go:14: expected ..." under "slug_test.go:14: ".
		p.rows = append(p.rows, "    "+m[2])
		return take
	}
	p.logs++
	if caught := strings.HasPrefix(m[2], "panic: ") && !strings.HasSuffix(strings.SplitN(m[1], ":", 2)[0], "_test.go"); caught {
		p.panic = true
		p.f.Message = p.name + " failed: " + m[2]
		p.f.Location = ""
		return take
	}
	if p.log != "" && p.logs == 1 && depth == len(p.log)-len(strings.TrimLeft(p.log, " \t")) {
		// This test's log came before its "--- FAIL" line (matryer/is): a row after it is the next test's.
		p.a.testLog = line
		return reject
	}
	if p.f.Location == "" {
		p.f.Location = m[1]
		p.f.Message += ": " + m[2]
		// (or only a label: go-testdeep's "Failed test" over the reason)
		p.empty = strings.TrimSpace(m[2]) == "" || labelOnly(m[2]) && !strings.ContainsAny(m[2], ":0123456789")
	}
	return take
}

// frame reads one line of a caught panic's stack: a function line, then
// its file line.
func (p *goTest) frame(t string) {
	if strings.HasPrefix(t, "/") && strings.Contains(t, ".go:") {
		loc := t
		if i := strings.Index(loc, " +0x"); i >= 0 {
			loc = loc[:i]
		}
		if p.f.Location == "" && isAppGoFrame(p.fn, loc) {
			p.f.Location = loc
		}
		return
	}
	p.fn = t
}

func (p *goTest) finding() (Finding, bool) {
	f := p.f
	if p.empty {
		if msg, place := keyedMessage(p.rows, f.Location); msg != "" {
			f.Message, f.Location = p.name+" failed: "+msg, place
		}
	}
	if p.section && p.logs == 0 && p.log == "" {
		return f, false
	}
	return f, !p.group
}

// goRaceSpec reads the race detector's report, from "WARNING: DATA RACE"
// to its closing "==================": what raced ("Read at 0x00c000096028
// by goroutine 8:"), then where the goroutines were created, each with its
// frames, over blank lines the generic layer would stop at. The race is a
// bug (the run fails with exit status 66), so an error, located at the
// first access.
var goRaceSpec = &spec{
	head: regexp.MustCompile(`^WARNING: (?P<msg>DATA RACE)`), category: "go-race",
	under: under{
		end:    regexp.MustCompile(`^==================`),
		detail: regexp.MustCompile(`^(?P<msg>\S.*?):?$`),
		frame:  regexp.MustCompile(`^\s+(?P<file>\S+\.go):(?P<line>\d+)`),
	},
}

// isTemplateError reports an error of Go's text/template or html/template,
// as a program logs it with no severity: "render order: template:
// order:2:14: executing \"order\" at <.Customer.Name>: can't evaluate
// field Name in type string", "template: invoice:1: unclosed action".
// The template's name comes before its line; it is a file only when the
// template was parsed from one.
func isTemplateError(t string) bool {
	rest := after(t, "template: ")
	name, pos, ok := strings.Cut(rest, ":")
	if !ok || name == "" || strings.ContainsAny(name, " \t") || digits(pos) == "" {
		return false
	}
	pos = strings.TrimLeft(pos, "0123456789:")
	return strings.HasPrefix(pos, " ")
}

// hasPrefixAny and hasSuffixAny report whether s starts (ends) with any
// of the strings given: a table of shapes, read as one.
func hasPrefixAny(s string, prefixes ...string) bool {
	for _, p := range prefixes {
		if strings.HasPrefix(s, p) {
			return true
		}
	}
	return false
}

// isOneOf reports whether s is one of list's strings (a loop of ==, which
// slices.Contains's generic comparison is slower than on every line).
func isOneOf(s string, list []string) bool {
	for _, l := range list {
		if s == l {
			return true
		}
	}
	return false
}

func hasSuffixAny(s string, suffixes ...string) bool {
	for _, p := range suffixes {
		if strings.HasSuffix(s, p) {
			return true
		}
	}
	return false
}
