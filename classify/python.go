package classify

import (
	"cmp"
	"regexp"
	"strings"
)

// pyFrame matches a traceback frame: `  File "app/models.py", line 5, in load`.
var pyFrame = guarded{regexp.MustCompile(`^\s*File "([^"]+)", line (\d+)`),
	func(s string) bool { return strings.HasPrefix(strings.TrimLeft(s, " \t"), `File "`) }}

// pyException matches the closing line of a traceback: "KeyError: 2",
// "json.decoder.JSONDecodeError: Expecting value", "KeyboardInterrupt".
var pyException = regexp.MustCompile(`^[A-Za-z_][\w.]*(?:: .*)?$`)

// pyJSONError matches a JSONDecodeError's text printed alone, as json.tool
// and apps that print str(err) do: "Expecting ',' delimiter: line 4
// column 3 (char 36)".
var pyJSONError = regexp.MustCompile(`^[A-Z][^:]*: line \d+ column \d+ \(char \d+\)$`)

func detectPython(s, t string) parser {
	switch {
	case strings.HasSuffix(s, ")") && strings.Contains(s, " column ") && pyJSONError.MatchString(s):
		return &single{f: Finding{Kind: Error, Category: "generic", Message: s}}
	case strings.HasPrefix(s, "ResourceWarning: Enable tracemalloc"):
		// python -X dev's hint under every ResourceWarning it shows.
		return quietBlock{}
	case strings.HasPrefix(s, `File "`) && strings.Contains(s, `", line `):
		if p := detectDoctest(s); p != nil {
			return p
		}
	case strings.HasPrefix(s, tracebackHead+":"),
		strings.HasSuffix(s, tracebackHead+":") && !strings.HasSuffix(s, " "+tracebackHead+":"):
		// The second: on a line stdout left open, with no space between
		// ("Applying shop.0002_broken...Traceback (most recent call
		// last):", Django's migrate). A logger puts a space after its
		// level ("ERROR:    Traceback ..."): that is the generic layer's.
		return &pyTraceback{f: Finding{Kind: Error, Category: "python-traceback"}}
	case t == tracebackHead+":" && len(t) < len(s):
		// A runner that indents the traceback under the step or test it
		// failed: behave's "      Traceback (most recent call last):".
		return &pyTraceback{f: Finding{Kind: Error, Category: "python-traceback"}, indent: len(s) - len(t)}
	case strings.HasPrefix(s, "Uncaught exception ") && strings.HasSuffix(s, ")") && strings.Count(s, " ") >= 4:
		// Tornado: "Uncaught exception GET /cart/9 (127.0.0.1)", the
		// request's repr, then the traceback.
		return &pyTraceback{f: Finding{Kind: Error, Category: "python"}, request: s, preamble: "HTTPServerRequest("}
	case strings.Contains(s, "Exception while serving /"):
		// waitress: "ERROR:waitress:Exception while serving /cart/9".
		return &pyTraceback{f: Finding{Kind: Error, Category: "python"}, request: s}
	case s == "Address already in use":
		return quietBlock{} // Werkzeug's, over the line that says which port
	case strings.HasPrefix(s, "Port ") && strings.Contains(s, " is in use by another program"):
		// Werkzeug (flask run): "Port 5000 is in use by another program.
		// Either identify and stop that program, or start the server with
		// a different port."
		return &single{f: Finding{Kind: Error, Category: "generic", Message: s}}
	case strings.HasPrefix(s, "Internal Server Error: "):
		return &pyTraceback{f: Finding{Kind: Error, Category: "django"}, request: s}
	case strings.Contains(s, "ERROR in ") && strings.Contains(s, ": Exception on "):
		return &pyTraceback{f: Finding{Kind: Error, Category: "flask"}, request: s}
	case strings.HasPrefix(s, "UNEXPECTED SUCCESS: test") && strings.HasSuffix(s, ")"):
		// unittest: an expectedFailure test that passed fails the run; it
		// has no traceback.
		return &single{f: Finding{Kind: Error, Category: "unittest", Message: s[len("UNEXPECTED SUCCESS: "):] + " unexpectedly succeeded"}}
	case (strings.HasPrefix(s, "ERROR: test") || strings.HasPrefix(s, "FAIL: test")) && strings.HasSuffix(s, ")"):
		// unittest: "FAIL: test_x (mod.Class.test_x)", a rule, then the traceback.
		_, name, _ := strings.Cut(s, ": ")
		return &pyTraceback{f: Finding{Kind: Error, Category: "unittest"}, test: name}
	case strings.HasPrefix(s, "  File \"") && pyFrame.match(s):
		// A SyntaxError in the main script comes without a Traceback line.
		p := &pyTraceback{f: Finding{Kind: Error, Category: "python-syntax"}}
		p.frame(s)
		return p
	}
	return nil
}

// pyTraceback follows a Python traceback, including chained ones ("During
// handling of the above exception..."), to its exception line.
type pyTraceback struct {
	f       Finding
	request string // the Django/Flask line that named the failing request
	loc     string // innermost application frame of the latest traceback
	ended   bool   // the exception line has been read
	// preamble starts a line the head prints before the traceback
	// (Tornado's request repr).
	preamble string
	// chained is set by "During handling of the above exception": the
	// next "Traceback" line goes on with the same problem; without it, a
	// traceback after an exception line is another problem's.
	chained bool
	// generated is set after a frame of a template's generated module
	// (Tornado's "cart_html.generated.py"), whose source line ends with
	// the template's place: "# cart.html:3".
	generated bool
	// indent is how deep a runner indented the whole traceback (behave):
	// its lines are read without it, and a line less indented ends it.
	indent int
	// source is set after a frame's line: a runner that indents the
	// traceback may print the frame's source less deep (stestr).
	source bool
	below  statedBelow
	// test is the test a unittest failure's head named, over a rule of
	// dashes: its message says that test failed.
	test       string
	detailFile string // the file a keyed row under the exception named (see keyedPlace)
}

func (p *pyTraceback) frame(line string) {
	m := pyFrame.find(line)
	if m == nil {
		if _, place, ok := strings.Cut(line, "  # "); ok && p.generated && findLoc(place, true) == place {
			p.loc = place
		}
		p.generated = false
		return
	}
	p.generated, p.source = strings.HasSuffix(m[1], ".generated.py"), true
	if isAppPath(m[1]) {
		p.loc = m[1] + ":" + m[2]
	}
}

func (p *pyTraceback) next(line string) verdict {
	if p.source && p.indent > 0 && line != "" && !pyFrame.match(line) {
		p.source = false
		return take
	}
	if p.indent > 0 && line != "" {
		if len(line)-len(strings.TrimLeft(line, " ")) < p.indent {
			return reject
		}
		line = line[p.indent:]
	}
	if p.ended && p.below.on {
		return p.below.read(&p.f, line)
	}
	switch {
	case line == "":
		return hold
	case p.test != "" && p.f.Message == "" && strings.HasPrefix(line, "-----"):
		return take
	case p.preamble != "" && strings.HasPrefix(line, p.preamble):
		p.preamble = ""
		return take
	case strings.HasPrefix(line, tracebackHead+":"):
		if p.f.Message != "" && (!p.ended || !p.chained) {
			return reject
		}
		p.ended, p.loc, p.chained, p.preamble = false, "", false, ""
		return take
	case chainsTraceback(line):
		p.chained = true
		return take
	case p.ended && line[0] == ' ' && strings.HasPrefix(strings.TrimLeft(line, " "), "- "):
		p.f.Location = cmp.Or(keyedPlace(strings.TrimSpace(line), &p.detailFile), p.f.Location)
		return take
	case p.ended:
		return reject
	case line[0] == ' ' || line[0] == '\t':
		p.frame(line)
		return take
	case pyException.MatchString(line):
		p.f.Message, p.ended = line, true
		p.below.open(line)
		if p.loc != "" {
			p.f.Location = p.loc
		}
		return take
	}
	return reject
}

func (p *pyTraceback) finding() (Finding, bool) {
	f := p.f
	if f.Message == "" {
		return f, false
	}
	if p.test != "" {
		f.Message = p.test + " failed: " + f.Message
	}
	name := f.Message
	if i := strings.IndexByte(name, ':'); i >= 0 {
		name = name[:i]
	}
	if f.Category == "python-traceback" && hasSuffixAny(name, "SyntaxError", "IndentationError", "TabError") {
		f.Category = "python-syntax"
	}
	return f, true
}

// pytestAdapter reads pytest's one-line reports.
type pytestAdapter struct {
	// pytestFailures is set under pytest's "==== FAILURES ====" rule,
	// until the next rule.
	pytestFailures bool
}

func (a *pytestAdapter) detect(ln line) (parser, claim) {
	return completed(a.detectPytestLine(ln.s, ln.t))
}

// detectPytestLine reads pytest's --tb=line report, one "path:N: message"
// line per failure under the "==== FAILURES ====" rule, naming no test
// (the short summary after the next rule names them, and is quiet).
func (a *pytestAdapter) detectPytestLine(s, t string) parser {
	if strings.HasPrefix(s, "===") && strings.HasSuffix(s, "===") {
		a.pytestFailures = strings.Contains(s, "= FAILURES =")
		return nil
	}
	if !a.pytestFailures || len(t) < len(s) || !mayStartWithPath(t) {
		return nil
	}
	tok, _, _ := strings.Cut(t, " ")
	loc := findLoc(tok, false)
	if loc == "" || !strings.HasPrefix(t, loc+": ") || strings.Count(loc, ":") != 1 {
		return nil
	}
	f := Finding{Kind: Error, Category: "pytest", Message: t[len(loc)+2:]}
	if isAppPath(loc) {
		f.Location = loc
	}
	return &single{f: f}
}

// tracebackHead opens a Python traceback; chainsTraceback reports the
// line between two tracebacks of one chain (an exception raised while
// handling another, or from it). The python adapter and the generic
// layer both read them.
const tracebackHead = "Traceback (most recent call last)"

func chainsTraceback(t string) bool {
	return strings.HasPrefix(t, "During handling of the above") || strings.HasPrefix(t, "The above exception was")
}
