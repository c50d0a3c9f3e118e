package classify

import (
	"cmp"
	"path"
	"regexp"
	"strings"
)

// The generic layer recognises a problem in the output of a tool no
// adapter knows: a line that starts (after a timestamp or log prefix) with a
// severity cue, or a location followed by one, opens a block; the lines
// that continue it are read for the most specific message and the first
// application location. Adapters reuse its block ([genericBlock]) with
// their own head and category.

// detectGeneric opens a block on a line no adapter claimed: a severity cue
// at the start ("ERROR: x", "[warn] y", "SCRIPT ERROR: z"), a location
// followed by one ("src/a.x:3:4: error: m"), or an exception line
// ("KeyError: 'id'", "** (CompileError) ...").
func detectGeneric(s, t string) parser {
	indent := len(s) - len(t)
	t = tightLabel(markedFields(stripLogPrefix(t)))
	if t == "" {
		return nil
	}
	if t[0] == '{' {
		return detectJSONLog(t)
	}
	if eq := strings.IndexByte(t, '='); eq > 0 && !strings.ContainsAny(t[:eq], " \t") {
		// logfmt: "time=... level=ERROR msg=..." (log/slog, logrus, go-kit).
		if p := detectLogfmt(t); p != nil {
			return p
		}
	}
	t = stripChannel(mixErrorInside(phpLevelInside(t)))
	if t[0] == '[' {
		if kind, msg, ok := apacheLevel(t); ok {
			if kind == 0 {
				return nil // [core:notice]
			}
			return newGeneric(Finding{Kind: kind, Message: msg}, msg)
		}
	}
	if pos, rest, ok := strings.Cut(t, " - "); ok && strings.HasPrefix(pos, "line ") && strings.Contains(pos, " column ") {
		// A position with no file before the cue: tidy's "line 6 column 13
		// - Warning: missing </b> before </p>".
		t = rest
	}
	if name, ok := failRow(t); ok && indent > 0 {
		// A runner's row for a failed test, its details indented under it:
		// tasty's "  ten percent: FAIL".
		g := newGeneric(Finding{Kind: Error, Message: name + " failed"}, name)
		g.indent, g.vague = indent, true
		return g
	}
	if p := detectWordy(t); p != nil {
		return p
	}
	if title, ok := numberedTitle(t); ok && indent > 0 {
		g := newGeneric(Finding{Kind: Error, Message: title}, s)
		g.indent, g.markHead, g.logHead, g.numbered = indent, true, true, true
		return g
	}
	if kind, ok := labelAlone(t); ok && indent == 0 {
		// A label alone, its problem stated under it, maybe in a box:
		// "Error:", then "│ Error: Cannot apply unknown utility class".
		g := newGeneric(Finding{Kind: kind, Message: t}, t)
		g.vague, g.bare = true, true
		return g
	}
	if label, kind, msg, ok := progLevel(t); ok && indent == 0 {
		// A CLI's own label on each line of its report: npm's "npm warn
		// Unknown user config", "npm error code 1" under its error.
		if g, ok := cuedHead(s, t, indent, kind, msg).(*genericBlock); ok {
			// (A closing that only says the script failed, "npm error
			// Lifecycle script `dev` failed with error:" over its code and
			// command, states nothing the script's own error did not.)
			g.relabel, g.prog, g.bare = label, true, g.vague && kind == Error
			if code, ok := strings.CutPrefix(msg, "code "); ok && !strings.Contains(code, " ") {
				// "npm error code EUSAGE": the next row says what, after the code.
				g.vague, g.announce, g.joinHead = true, true, code+":"
			}
			return g
		}
	}
	if kind, msg, ok := cue(t); ok || strings.HasPrefix(t, tracebackHead) || strings.HasPrefix(t, "Exception ignored in") {
		if !ok {
			kind, msg = Error, t // a traceback with no cue, read as a logged one
		}
		return cuedHead(s, t, indent, kind, msg)
	}
	if p := namedExceptionHead(t); p != nil {
		return p
	}
	return placedHead(t, indent)
}

// cuedHead opens the block of a line that starts with a severity cue
// (kind, and msg after it): "ERROR: x", "[warn] y", "SCRIPT ERROR: z".
func cuedHead(s, t string, indent int, kind Kind, msg string) parser {
	if loc, ok := placeAlone(msg); ok {
		// A label and a place, the problem on the line under it:
		// "ERROR: /app/cart.pl:5:", then "\ttest discount: failed";
		// "[ ERROR ]  TypeScript: src/app.tsx:8:11", then the message.
		g := newGeneric(Finding{Kind: kind, Message: msg}, t)
		g.vague, g.announce = true, true
		g.relabel = t[:len(t)-len(msg)] + "   " // "ERROR: ", its rows indented after it
		if isAppPath(loc) {
			g.f.Location = loc
		}
		return g
	}
	if where, ok := strings.CutPrefix(msg, "in "); ok && strings.Count(where, " ") <= 1 && !strings.ContainsAny(where, "'\"(") {
		// Where, not what ("ERROR in ./src/index.js 2:0-35", webpack's): the problem is on the line under it.
		g := newGeneric(Finding{Kind: kind, Message: msg, Location: spacedPlace(where)}, t)
		g.vague, g.announce = true, true
		return g
	}
	if isQuiet(msg) || isTestListEntry(s, t) || isBarePath(msg) || isNinjaFailed(t) || isRequestRecord(msg) {
		return nil
	}
	msg = stripClock(stripConnID(msg))
	loc, msg := pathFirst(msg)
	g := newGeneric(Finding{Kind: kind, Category: cueCategory(t), Message: msg, Location: loc}, t)
	g.logHead = !isExceptionLine(msg) && !strings.HasPrefix(msg, "Uncaught")
	g.markHead = g.logHead && (markOf(t) == Error || strings.HasPrefix(t, "FAIL ")) && !isVague(msg)
	g.indent = indent
	// A bare "Error: msg" at column 0 is how node prints an Error
	// (console.error(err), Express 5's default handler); its "at"
	// frames make it a node exception (see finding).
	g.jsError, g.headLine = strings.HasPrefix(s, "Error: ") && !g.vague, s
	// A logger that puts the traceback on its own line ("ERROR:
	// Traceback (most recent call last):", uvicorn's lifespan errors):
	// the exception at its end is the problem, its frames the place.
	g.traceback = strings.HasPrefix(msg, tracebackHead)
	g.announce = g.vague && announces(t)
	if isOneOf(msg, blockScalars) {
		g.vague, g.announce = true, true // YAML's block scalar, node:test's TAP "error: |-": the message is the text under it
	}
	if tagsThenRequest(msg) {
		// Which request, not what went wrong: Nitro's "ERROR  [request
		// error] [unhandled] [GET] http://host/api/items/pear", the error
		// and its frames under it.
		g.vague = true
	}
	return g
}

var blockScalars = []string{"|", "|-", ">", ">-"}

// tagsThenRequest reports a message that is only bracketed tags and the
// request they are about: "[request error] [unhandled] [GET] /api/x".
func tagsThenRequest(msg string) bool {
	if msg == "" || msg[0] != '[' {
		return false
	}
	tags, url, ok := strings.Cut(msg, "] http")
	i := strings.LastIndexByte(tags, '[')
	if !ok || i < 0 || strings.Contains(url, " ") || !strings.HasPrefix(url, "://") && !strings.HasPrefix(url, "s://") {
		return false
	}
	method := tags[i+1:]
	return method != "" && method == strings.ToUpper(method) && strings.Count(tags, "[") == strings.Count(tags, "]")+1
}

// namedExceptionHead opens the block of a line that names an exception:
// "NoMethodError - undefined method" (Sinatra), "NoMethodError (undefined
// method ...):" (Rails), "KeyError: 'id'", and the runtimes' own forms.
func namedExceptionHead(t string) parser {
	if name, rest, ok := strings.Cut(t, " "); ok && isExceptionName(strings.TrimSuffix(name, ":")) &&
		(strings.HasSuffix(name, ":") || strings.HasPrefix(rest, "- ") || strings.HasPrefix(rest, "(") && strings.HasSuffix(t, "):")) &&
		t[0] >= 'A' && t[0] <= 'Z' {
		kind := Error
		if strings.HasSuffix(strings.TrimSuffix(name, ":"), "Warning") {
			kind = Warning
		}
		return newGeneric(Finding{Kind: kind, Message: t}, t)
	}
	if after, ok := strings.CutPrefix(t, "Exception "); ok {
		// jshell's "Exception java.lang.NullPointerException: msg".
		if name, _, ok := strings.Cut(after, ": "); ok && strings.Contains(name, ".") && isExceptionName(name) {
			return newGeneric(Finding{Kind: Error, Message: after}, t)
		}
	}
	if after, ok := strings.CutPrefix(t, "Failure: "); ok && xunitTest.MatchString(after) {
		// An xUnit runner's failed test, "Failure: test_discount(CartTest)"
		// (Ruby's test-unit), its place and assertion under it.
		return newGeneric(Finding{Kind: Error, Message: after}, t)
	}
	if after, ok := strings.CutPrefix(t, "raised "); ok {
		// The Ada runtime's last-chance handler: "raised CONSTRAINT_ERROR :
		// orders.adb:7 index check failed" (the place is in the message).
		if name, _, ok := strings.Cut(after, " : "); ok && len(name) > 2 && strings.Trim(name, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_.") == "" {
			return newGeneric(Finding{Kind: Error, Message: after}, t)
		}
	}
	return nil
}

// placedHead opens the block of a line that starts with a place, in any
// of the forms tools write one: "path:line[:col]: message", a runner's row
// tag before it, a quoted file and its line, "path (line:col)", "path(line,
// col)".
func placedHead(t string, indent int) parser {
	// "path:line[:col]: error: message" and its relatives.
	if prog, after, ok := strings.Cut(t, ":"); ok && isProgName(prog) && !strings.HasPrefix(after, " ") && !strings.HasPrefix(after, "/") {
		// The GNU standard's "program:sourcefile:lineno: message", an
		// error whatever its words: GNU m4's "m4:conf.m4:3: bad expression in eval".
		if loc, rest, ok := leadingLoc(after, false); ok && rest != "" && hasSourceExt(loc[:strings.IndexByte(loc, ':')]) {
			if p := detectLocated(loc, rest, after); p != nil {
				return p
			}
			g := newGeneric(Finding{Kind: Error, Message: rest}, after)
			if isAppPath(loc) {
				g.f.Location = loc
			}
			return g
		}
	}
	if loc, rest, ok := leadingLoc(t, false); ok {
		if g, ok := detectLocated(loc, rest, t).(*genericBlock); ok {
			g.indent = indent // pyright indents each "  /app/a.py:6:18 - error: ..." head
			return g
		}
	}
	if p := taggedHead(t); p != nil {
		return p
	}
	if p := unplacedHead(t); p != nil {
		return p
	}
	if loc, rest, quoted, ok := wordLoc(t); ok {
		// gnuplot's "\"plot.gp\" line 4: undefined variable: scale" (a
		// quoted file and a line: a report whatever follows), bc's
		// "calc.bc 5: syntax error".
		if p := detectLocated(loc, rest, t); p != nil {
			return p
		}
		if quoted {
			g := newGeneric(Finding{Kind: Error, Message: rest}, t)
			g.f.Location = loc
			return g
		}
	}
	if loc, rest, ok := parenLoc(t); ok {
		// rollup's and rolldown's "src/main.js (2:22) [UNRESOLVED_IMPORT] ...".
		return detectLocated(loc, rest, t)
	}
	if loc, rest, ok := callLoc(t); ok {
		// Nim's "/app/bad.nim(2, 22) Error: type mismatch: ...".
		if p := detectLocated(loc, rest, t); p != nil {
			if g, ok := p.(*genericBlock); ok {
				g.indent = indent // Nim's unittest indents each "cart.nim(10, 29): Check failed: ..."
			}
			return p
		}
	}
	return nil
}

// taggedHead opens the block of a test runner's row tag before a place:
// Criterion's "[----] cart.c:10: Assertion Failed", cmocka's "[   LINE   ]
// --- cart.c:28: error: Failure!".
func taggedHead(t string) parser {
	tagged, ok := runnerTag(t)
	if !ok {
		return nil
	}
	if loc, rest, ok := leadingLoc(tagged, false); ok {
		if p := detectLocated(loc, rest, tagged); p != nil {
			return p
		}
	}
	if strings.TrimSpace(t[1:strings.IndexByte(t, ']')]) == "ERROR" && strings.HasPrefix(t[strings.IndexByte(t, ']')+1:], " --- ") && tagged != "" {
		// cmocka's "[  ERROR   ] --- \"cart\" != \"basket\"", placed by
		// the "[   LINE   ] --- cart.c:28: error: Failure!" row under it.
		g := newGeneric(Finding{Kind: Error, Message: tagged}, tagged)
		g.rowTag = true
		return g
	}
	return nil
}

// unplacedHead opens the block of a failure its runner says it cannot
// place, the place on a line after it.
func unplacedHead(t string) parser {
	if rest, ok := strings.CutPrefix(t, "unknown location(0): "); ok {
		// Boost.Test's "unknown location(0): fatal error: in \"test\":
		// std::runtime_error: msg", placed by the "FILE(LINE): last
		// checkpoint" line after it.
		return detectGeneric(rest, rest)
	}
	if rest, ok := strings.CutPrefix(t, "unknown file: "); ok {
		// A failure the runner cannot place: GoogleTest's "unknown file:
		// Failure" over "C++ exception with description ... thrown in the
		// test body.".
		if p := detectLocated("", rest, t); p != nil {
			return p
		}
	}
	return nil
}

// callLoc reads a line that starts with "path(line[, col]) ", as Nim
// writes a location (and MSVC, with a colon after it), and returns it as
// "path:line[:col]" and what follows.
func callLoc(t string) (loc, rest string, ok bool) {
	i := strings.IndexByte(t, '(')
	if i <= 0 || !hasSourceExt(t[:i]) || strings.ContainsAny(t[:i], " \t") {
		return "", "", false
	}
	pos, rest, ok := strings.Cut(t[i+1:], ")")
	if !ok {
		return "", "", false
	}
	line, col, _ := strings.Cut(pos, ",")
	col = strings.TrimLeft(col, " ")
	if line == "" || digits(line) != line || digits(col) != col {
		return "", "", false
	}
	loc = t[:i] + ":" + line
	if col != "" {
		loc += ":" + col
	}
	return loc, strings.TrimLeft(rest, ": "), true
}

// wordLoc reads a line that starts with a file and its line set apart by
// a space, not a colon: "\"plot.gp\" line 4: msg" (quoted) or "calc.bc 5:
// msg". The file must be application code with a source extension.
func wordLoc(t string) (loc, rest string, quoted, ok bool) {
	path, after, found := strings.Cut(t, " ")
	if !found {
		return "", "", false, false
	}
	if quoted = len(path) > 2 && path[0] == '"' && path[len(path)-1] == '"'; quoted {
		path = path[1 : len(path)-1]
		if after, found = strings.CutPrefix(after, "line "); !found {
			return "", "", false, false
		}
	}
	n := digits(after)
	if n == "" || !strings.HasPrefix(after[len(n):], ": ") || !hasSourceExt(path) || !isAppPath(path) {
		return "", "", false, false
	}
	return path + ":" + n, strings.TrimSpace(after[len(n)+2:]), quoted, true
}

// parenLoc reads a line that starts with "path (line:col) ", as rollup and
// rolldown write a location, and returns it and what follows.
func parenLoc(t string) (loc, rest string, ok bool) {
	path, after, ok := strings.Cut(t, " (")
	if !ok || !hasSourceExt(path) || strings.ContainsAny(path, " \t") {
		return "", "", false
	}
	pos, rest, ok := strings.Cut(after, ") ")
	line, col, ok2 := strings.Cut(pos, ":")
	if !ok || !ok2 || line == "" || digits(line) != line || col == "" || digits(col) != col {
		return "", "", false
	}
	return path + ":" + line + ":" + col, rest, true
}

// detectFramed, tried after every other detector, opens a block on a line
// that starts with an application location and no severity: "cart.erl:8:39:
// syntax error before: " (erlc labels its warnings, not its errors). It is
// a problem if a source excerpt follows it, or if the row's shape and
// words say a report (see rowsplain.go).
func detectFramed(s, t string) parser {
	if file, lead := fileAtEnd(t); file != "" {
		if msg, ok := strings.CutSuffix(lead, " at"); ok && strings.Count(msg, " ") >= 2 && len(t) == len(s) {
			// "requireSemicolons: Missing semicolon after statement at
			// src/cart.js :" (jscs): its line the code frame's under it
			// (refine's framePlace), which makes it a problem.
			return &genericBlock{f: Finding{Kind: Error, Message: msg, Location: file}, genericAwait: genericAwait{unframed: true}}
		}
		if w, rest, _ := strings.Cut(lead, " "); strings.HasPrefix(w, "[") && strings.HasSuffix(w, "]") {
			lead = rest // a tool's tag: "[javascript-obfuscator-cli] Error in file: src/admin.js... "
		}
		if w, _, _ := strings.Cut(lead, " "); severityOf(w) == Error && isWord(w) {
			// "Error parsing twig template /project/views/order.twig: ",
			// " Error in routes/orders.js :": the error is the next line's.
			return &genericBlock{f: Finding{Kind: Error, Message: t, Location: file}, genericAwait: genericAwait{vague: true, announce: true}}
		}
	}
	if len(t) < len(s) || !mayStartWithPath(t) {
		return nil
	}
	tok, _, _ := strings.Cut(t, " ")
	loc, _, end := findLocAt(tok, true)
	if loc == "" || !strings.HasPrefix(t, loc) {
		return nil
	}
	rest := strings.TrimLeft(t[end:], ": -")
	if rest == "" || isLabelled(rest) || strings.Contains(rest, "exit status ") {
		return nil // (a runner's row for a program that failed: see ranBefore)
	}
	// "cart.proto:7:3: \"Money\" is not defined.", "shop/cart.py:14:
	// unused function 'to_json'" need no excerpt.
	kind, msg := plainMessage(t[end:], loc, rest)
	if kind == 0 && quotesCode(t, loc) {
		return &genericBlock{f: Finding{Kind: Warning, Message: rest, Location: loc}}
	}
	if rule, said, ok := strings.Cut(rest, ": "); kind == 0 && ok && isIdent(rule) && strings.ToLower(rule) != rule && strings.Count(said, " ") >= 2 {
		// A checker's rule, named as code is, and what it found
		// (go-critic's "ifElseChain: rewrite if-else to switch
		// statement"): a report's row, which needs no code frame to be
		// one; it names no severity, so a warning.
		return &genericBlock{f: Finding{Kind: Warning, Message: rest, Location: loc}}
	}
	if kind == 0 {
		return &genericBlock{f: Finding{Kind: Error, Message: rest, Location: loc}, genericAwait: genericAwait{unframed: true}}
	}
	return &genericBlock{f: Finding{Kind: kind, Message: msg, Location: loc}}
}

// fileAtEnd reads a line that ends by naming an application file, with
// no line, and a colon, "LEAD FILE:" or "LEAD FILE :": the head of a
// problem whose line a code frame under it gives, or whose message the
// line under it states. It returns the file and the words before it, ""
// if t is not so.
func fileAtEnd(t string) (file, lead string) {
	rest, ok := strings.CutSuffix(strings.TrimRight(t, " "), ":")
	if !ok {
		if rest, ok = strings.CutSuffix(strings.TrimRight(t, " "), "..."); !ok {
			return "", "" // most lines
		}
	}
	rest = strings.TrimRight(rest, " ")
	i := strings.LastIndexByte(rest, ' ')
	if i < 0 {
		return "", ""
	}
	file, lead = rest[i+1:], strings.TrimSpace(rest[:i])
	if strings.ContainsAny(file, ":\t") || !hasSourceExt(file) || !isAppPath(file) {
		return "", ""
	}
	return file, lead
}

// quotesCode reports a checker's row that quotes the code it found after
// its place, with no words of its own: errcheck's "main.go:29:28:<TAB>
// json.NewEncoder(w).Encode(products)", the call whose error is dropped.
// Such a row waits for no code frame, as it is its own: the place has a
// line and a column, a colon and a tab follow (a log's or a test's words
// follow a space), and the code is a call. A checker that prints only
// what it found says by printing it that the code is wrong; it names no
// severity, so a warning.
func quotesCode(t, loc string) bool {
	if strings.Count(loc, ":") < 2 || !strings.HasPrefix(t[len(loc):], ":\t") {
		return false
	}
	code := strings.TrimSpace(t[len(loc)+2:])
	return strings.HasSuffix(code, ")") && strings.Contains(code, "(") && statedKind(code) == 0
}

// isLabelled reports a message that starts with a label of its own that
// is no severity ("note: ...", "help: ...", "info: ..."): notes under a
// diagnostic, not problems.
func isLabelled(rest string) bool {
	word, _, ok := strings.Cut(rest, ":")
	if !ok || word == "" || len(word) > 10 {
		return false
	}
	for i := 0; i < len(word); i++ {
		if word[i] < 'a' || word[i] > 'z' {
			return false
		}
	}
	return true
}

// isFrameLine reports a line of a source excerpt: "  8 | x", "   |   ^",
// "  3 │ y", and erlc's, commented out: "%    8|     lists:sum(...)".
func isFrameLine(line string) bool {
	t := strings.TrimLeft(line, " \t")
	t = strings.TrimLeft(strings.TrimPrefix(t, "%"), " ")
	n := strings.TrimLeft(t, "0123456789")
	if len(n) < len(t) && strings.HasPrefix(n, ":  ") || n == ":" {
		return true // a number, a colon, the source padded: "\t7:     -> .brand {"
	}
	t = strings.TrimLeft(n, " ")
	return strings.HasPrefix(t, "|") || strings.HasPrefix(t, "│")
}

// detectLocated opens a block on a line that starts with its location:
// loc, then rest, the line t.
func detectLocated(loc, rest, t string) parser {
	if after, ok := strings.CutPrefix(rest, "characters "); ok {
		// Haxe's (and OCaml's) columns after the place: "Main.hx:5:
		// characters 30-35 : Uncaught exception unknown sku: mug".
		if _, msg, ok := strings.Cut(after, ": "); ok {
			rest = strings.TrimSpace(msg)
		}
	}
	if strings.HasPrefix(rest, "@") {
		// A simulator's time after the place: GHDL's
		// "tb.vhdl:9:5:@1ns:(assertion error): count mismatch".
		_, rest, _ = strings.Cut(rest, ":")
	}
	if label, msg, ok := strings.Cut(strings.TrimPrefix(rest, "("), "): "); ok && rest[0] == '(' && !strings.Contains(label, "(") {
		// A severity in parentheses, last word of the label: "(assertion
		// error)", "(assertion failure)", "(report warning)"; a note is none.
		kind := Kind(0)
		switch label[strings.LastIndexByte(label, ' ')+1:] {
		case "error", "failure", "fatal":
			kind = Error
		case "warning":
			kind = Warning
		}
		if kind != 0 {
			return at(newGeneric(Finding{Kind: kind, Message: msg}, t), loc)
		}
	}
	if code, msg, ok := lintCode(rest); ok {
		// flake8, ruff, pylint: "app.py:7:45: F821 undefined name 'x'".
		return at(newGeneric(Finding{Kind: lintKind(code), Message: code + ": " + msg}, t), loc)
	}
	if kind, msg, ok := letterSeverity(rest); ok {
		// RuboCop's "app.rb:10:5: W: Lint/UselessAssignment: msg".
		if kind == 0 {
			return nil
		}
		return at(newGeneric(Finding{Kind: kind, Message: msg}, t), loc)
	}
	if strings.HasPrefix(rest, "runtime error: ") {
		// UndefinedBehaviorSanitizer: "a.c:5:6: runtime error: signed integer overflow: ...".
		return at(newGeneric(Finding{Kind: Error, Category: "sanitizer", Message: rest}, t), loc)
	}
	if kind, flags, ok := bareCue(rest); ok {
		// GHC: "Types.hs:11:13: error:" or "Warn.hs:3:1: warning:
		// [-Wunused-imports]", the message on the indented lines under it.
		g := newGeneric(Finding{Kind: kind, Message: rest}, t)
		g.vague, g.announce, g.flags = true, true, flags
		if isAppPath(loc) {
			g.f.Location = loc
		}
		return g
	}
	if kind, msg, ok := cue(rest); ok {
		if isQuiet(msg) {
			return nil // a closing count or notice (isQuiet)
		}
		g := newGeneric(Finding{Kind: kind, Message: msg}, t)
		if isAppPath(loc[:strings.LastIndexByte(strings.TrimRight(loc, "0123456789:"), '.')+1]) {
			g.f.Location = loc
		}
		return g
	}
	return statedAt(loc, rest, t)
}

// statedAt opens the block of a located line whose problem no severity
// word labels: a test framework's failure, a parser's or a checker's
// complaint, a code, an exception's name.
func statedAt(loc, rest, t string) parser {
	if w := strings.TrimSuffix(rest, ":"); w == "Failure" || w == "FAILED" || w == "Failed" || w == "failed" || w != rest && strings.Contains(w, " ") && !isLabelled(rest) && isAppPath(loc) {
		// A test framework's failure at a place, stated on the lines under
		// it: GoogleTest's "cart_test.cc:11: Failure" over "Expected
		// equality of these values:", Catch2's "cart_test.cpp:7: FAILED:"
		// over "  REQUIRE( average({1, 2}) == Approx(1.5) )". Any project
		// place with words and a colon after it heads its message so:
		// "shop/cart.py:7 in public function `total`:" over "D103: ...".
		g := newGeneric(Finding{Kind: Error, Message: rest}, t)
		g.vague, g.announce = true, true
		if isAppPath(loc) {
			g.f.Location = loc
		}
		return g
	}
	if f, msg, ok := checkFields(rest); ok {
		// Check (C): "cart.c:17:F:core:test_count:0: Assertion ... failed",
		// E for an error (a signal), P for a pass (CK_VERBOSE).
		if f == 'P' {
			return nil
		}
		rest = msg
	}
	if (strings.HasPrefix(rest, "syntax error") || strings.HasPrefix(rest, "parse error") || isFailedCheck(rest)) && !isVague(rest) {
		// A parser's complaint with no severity label: Icarus Verilog's
		// "counter.v:4: syntax error" (then "I give up."); a failed check
		// or assertion of a test framework: Nim's "cart.nim(10, 29): Check
		// failed: x == 5", D's "cart.d(5): [unittest] msg".
		return at(newGeneric(Finding{Kind: Error, Message: rest}, t), loc)
	}
	for _, sep := range []string{" error : ", " warning : "} {
		if i := strings.Index(rest, sep); i > 0 && i+len(sep) < len(rest) {
			// libxml2's label after what it was reading: xmllint's
			// "catalog.xml:4: element item: Schemas validity error : Element ...".
			kind := Error
			if sep == " warning : " {
				kind = Warning
			}
			return at(newGeneric(Finding{Kind: kind, Message: rest[i+len(sep):]}, t), loc)
		}
	}
	if code, msg, ok := bracketCode(rest); ok {
		// A coded diagnostic with no severity word ("[UNRESOLVED_IMPORT]
		// Could not resolve 'x'"): rolldown's warnings. Its errors come
		// under "Build failed with 1 error:".
		return at(newGeneric(Finding{Kind: Warning, Message: "[" + code + "] " + msg}, t), loc)
	}
	if name, _, ok := strings.Cut(rest, ": "); ok && isExceptionName(name) {
		kind := Error
		if strings.HasSuffix(name, "Warning") {
			kind = Warning
		}
		return at(newGeneric(Finding{Kind: kind, Message: rest}, t), loc)
	}
	return nil
}

// at places g at loc when loc is the application's.
func at(g *genericBlock, loc string) *genericBlock {
	if isAppPath(loc) {
		g.f.Location = loc
	}
	return g
}

// failRow returns the test a runner's row says failed: tasty's "ten
// percent: FAIL" (indented in its group; at column 0, prove's "Result:
// FAIL" is a recap).
func failRow(t string) (string, bool) {
	for _, suf := range []string{": FAIL", ": FAILED"} {
		if name, ok := strings.CutSuffix(t, suf); ok && name != "" && !strings.ContainsAny(name, "[]") {
			return name, true
		}
	}
	return "", false
}

// xunitTest matches a test named as xUnit runners name one: the method,
// then its class in parentheses: "test_discount(CartTest)".
var xunitTest = regexp.MustCompile(`^\w+ ?\([\w.:]+\)`)

// rubyFrameCol0 matches a Ruby frame at column 0, as test-unit prints them:
// "cart_test.rb:7:in `fetch'".
var rubyFrameCol0 = regexp.MustCompile("^\\S+\\.rb:\\d+:in [`']")

// runnerTag returns what follows a test runner's row tag, a bracketed run
// of dashes, spaces or capitals ("[----] ", "[   LINE   ] --- "), and
// cmocka's "--- " after it.
func runnerTag(t string) (string, bool) {
	i := strings.IndexByte(t, ']')
	if t == "" || t[0] != '[' || i < 2 || i > 14 || strings.Trim(t[1:i], "-= ABCDEFGHIJKLMNOPQRSTUVWXYZ") != "" || !strings.HasPrefix(t[i+1:], " ") {
		return "", false
	}
	return strings.TrimPrefix(strings.TrimLeft(t[i+1:], " "), "--- "), true
}

// checkFields reads what Check (the C unit test framework) puts between
// a place and its message: "F:tcase:test:iteration: msg", F for a failure,
// E for an error, P for a pass.
func checkFields(rest string) (byte, string, bool) {
	if len(rest) < 2 || rest[1] != ':' || !strings.ContainsRune("FEP", rune(rest[0])) {
		return 0, "", false
	}
	f := strings.SplitN(rest[2:], ":", 4)
	if len(f) < 4 || f[0] == "" || f[1] == "" || digits(f[2]) != f[2] || f[2] == "" || !strings.HasPrefix(f[3], " ") {
		return 0, "", false
	}
	return rest[0], strings.TrimSpace(f[3]), true
}

// isFailedCheck reports a message that is a test framework's failed check.
func isFailedCheck(rest string) bool {
	// Criterion's "cart.c:10: Assertion Failed", and a test that died of a
	// signal, told where it last was: Criterion's "Unexpected signal caught
	// below this line!", Check's "(after this point) Received signal 11 (...)".
	return hasPrefixAny(rest, "Check failed", "Assertion failed", "assertion failed", "Assertion `", "Assertion '", "[unittest] ", "Assertion Failed", "Unexpected signal") ||
		strings.HasPrefix(strings.TrimPrefix(rest, "(after this point) "), "Received signal ")
}

// bareCue reads a severity label with no message after it but bracketed
// codes: "error:", "warning: [-Wunused-imports]", GHC 9.4's "error:
// [GHC-88464]". The message is on the lines under it.
func bareCue(rest string) (Kind, string, bool) {
	word, flags, ok := strings.Cut(rest, ":")
	kind := Error
	switch word {
	case "error":
	case "warning":
		kind = Warning
	default:
		return 0, "", false
	}
	flags = strings.TrimSpace(flags)
	for f := flags; f != ""; {
		if f[0] != '[' || !strings.Contains(f, "]") {
			return 0, "", false
		}
		_, f, _ = strings.Cut(f, "]")
		f = strings.TrimLeft(f, " ")
	}
	return kind, flags, ok
}

// letterSeverity reads a severity written as one capital after a
// location, as RuboCop's formatters (and pylint's old parseable format)
// do: "C: Style/Documentation: msg", "W: [Correctable] Lint/x: msg". E
// and F are errors, I (info) is none (kind 0), the rest (R, C, W) are
// about style or likely bugs: warnings. A "[Correctable]" tag is dropped.
func letterSeverity(rest string) (Kind, string, bool) {
	if len(rest) < 4 || rest[1] != ':' || rest[2] != ' ' || !strings.ContainsRune("RCWEFI", rune(rest[0])) {
		return 0, "", false
	}
	msg := strings.TrimPrefix(rest[3:], "[Correctable] ")
	switch rest[0] {
	case 'E', 'F':
		return Error, msg, true
	case 'I':
		return 0, msg, true
	}
	return Warning, msg, true
}

// bracketCode splits "[UNRESOLVED_IMPORT] msg" into an upper-case code
// (letters, digits, '_', at least one '_' or five letters) and its message.
func bracketCode(rest string) (code, msg string, ok bool) {
	if !strings.HasPrefix(rest, "[") {
		return "", "", false
	}
	code, msg, ok = strings.Cut(rest[1:], "] ")
	if !ok || len(code) < 5 || msg == "" || strings.Trim(code, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_") != "" ||
		code[0] < 'A' || code[0] > 'Z' {
		return "", "", false
	}
	return code, msg, true
}

// lintCode splits a linter's rule code from its message: "F401 'os'
// imported but unused" (flake8, ruff), "C0114: Missing module docstring"
// (pylint). A code is one to three capitals and three or four digits.
func lintCode(rest string) (code, msg string, ok bool) {
	i := 0
	for i < len(rest) && i < 3 && rest[i] >= 'A' && rest[i] <= 'Z' {
		i++
	}
	n := digits(rest[i:])
	if i == 0 || len(n) < 3 || len(n) > 4 {
		return "", "", false
	}
	code, msg = rest[:i+len(n)], rest[i+len(n):]
	if !strings.HasPrefix(msg, " ") && !strings.HasPrefix(msg, ": ") {
		return "", "", false
	}
	return code, strings.TrimLeft(msg, ": "), true
}

// lintKind is the severity a rule code carries: pylint's E (error) and F
// (fatal); pyflakes' undefined names (F82x) and pycodestyle's E9 (the
// file does not parse). Every other rule is about style or likely bugs:
// a warning.
func lintKind(code string) Kind {
	switch {
	case len(code) == 5 && (code[0] == 'E' || code[0] == 'F'),
		strings.HasPrefix(code, "F82"), strings.HasPrefix(code, "E9"):
		return Error
	}
	return Warning
}

// apacheLevel reads Apache httpd's "[module:level]" ("[proxy:error]",
// "[core:notice]") and returns the kind of problem it names (0 for a
// notice) and the message after the "[pid ...]" and "[client ...]" fields.
func apacheLevel(t string) (Kind, string, bool) {
	end := strings.IndexByte(t, ']')
	if end < 0 {
		return 0, "", false
	}
	mod, level, ok := strings.Cut(t[1:end], ":")
	if !ok || mod == "" || strings.ContainsAny(mod, " 0123456789") {
		return 0, "", false
	}
	var kind Kind
	switch level {
	case "emerg", "alert", "crit", "error":
		kind = Error
	case "warn":
		kind = Warning
	case "notice", "info", "debug", "trace1", "trace2", "trace3", "trace4", "trace5", "trace6", "trace7", "trace8":
	default:
		return 0, "", false
	}
	msg := strings.TrimLeft(t[end+1:], " ")
	for strings.HasPrefix(msg, "[pid ") || strings.HasPrefix(msg, "[client ") || strings.HasPrefix(msg, "[remote ") {
		e := strings.IndexByte(msg, ']')
		if e < 0 {
			break
		}
		msg = strings.TrimLeft(msg[e+1:], " ")
	}
	return kind, msg, true
}

// stripConnID drops the process, thread and connection numbers nginx puts
// before its message: "28725#28725: *2 open() ... failed".
func stripConnID(msg string) string {
	if n := digits(msg); n == "" || !strings.HasPrefix(msg[len(n):], "#") {
		return msg
	}
	_, rest, ok := strings.Cut(msg, ": ")
	if !ok {
		return msg
	}
	if strings.HasPrefix(rest, "*") {
		if sp := strings.IndexByte(rest, ' '); sp > 1 && digits(rest[1:sp]) == rest[1:sp] {
			rest = rest[sp+1:]
		}
	}
	return rest
}

// stripClock drops a time of day a logger puts after its level:
// ts-node-dev's "[ERROR] 01:48:04 TypeError: ...".
func stripClock(msg string) string {
	tok, rest, ok := strings.Cut(msg, " ")
	if !ok || rest == "" || tok == "" || !isDigit(tok[0]) || !strings.Contains(tok, ":") || !isTimeToken(tok) {
		return msg
	}
	return rest
}

// pathMsgLoc reads the location of "src/a.js: SyntaxError: Unexpected
// token (1:11)", as Babel-based tools (prettier, older Jest) print a parse
// error: the file first, the line and column at the end.
func pathMsgLoc(msg string) string {
	path, rest, ok := strings.Cut(msg, ": ")
	// The path is the last word before the colon: TanStack's router
	// generator writes "Error transforming route file /app/src/a.tsx:
	// SyntaxError: ... (11:14)".
	path = path[strings.LastIndexByte(path, ' ')+1:]
	rest = strings.TrimSuffix(rest, ":") // babel's "(1:8):", its code frame under it
	if !ok || !strings.HasSuffix(rest, ")") || !hasSourceExt(path) || !isAppPath(path) {
		return ""
	}
	pos := rest[strings.LastIndexByte(rest, '(')+1 : len(rest)-1]
	line, col, ok := strings.Cut(pos, ":")
	if !ok || line == "" || digits(line) != line || col == "" || digits(col) != col {
		return ""
	}
	return path + ":" + line + ":" + col
}

// isExceptionName reports an exception class name as runtimes print it:
// "TypeError", "json.JSONDecodeError", "DeprecationWarning", "App\\Oops".
func isExceptionName(s string) bool {
	return len(s) >= 6 && !strings.ContainsAny(s, " \t") && hasSuffixAny(s, exceptionEnds...)
}

var exceptionEnds = []string{"Error", "Exception", "Warning", "Panic"}

// isBarePath reports a cue followed only by a path, as jest's "FAIL
// ./cart.test.js" and pytest's "ERROR test_x.py" headers are: the problems
// are in the blocks below.
func isBarePath(msg string) bool {
	if strings.ContainsAny(msg, " \t") {
		p, rest, _ := strings.Cut(msg, " ")
		if f, _, ok := strings.Cut(p, "::"); ok && hasSourceExt(f) { // pytest's "FAILED test_x.py::test_y - msg"
			return true
		}
		// "FAIL src/a.test.ts (5 tests | 2 failed)" and "FAIL  src/a.test.ts > suite > test" differ.
		return hasSourceExt(p) && strings.HasPrefix(rest, "(")
	}
	f, _, _ := strings.Cut(strings.TrimRight(msg, ":"), "::")
	return hasSourceExt(f)
}

// isTestListEntry reports an indented "✕ test name (3 ms)" or "× name"
// line of a test runner's per-file list, or Playwright's "✘  1 tests/a.spec.ts:5:1
// › name (3.1s)" progress line: the failure is described in full further
// down.
func isTestListEntry(s, t string) bool {
	return len(t) < len(s) && hasPrefixAny(t, "✕ ", "× ", "✗ ", "✘ ")
}

// newGeneric starts a generic block whose head line (log prefix stripped)
// is head.
func newGeneric(f Finding, head string) *genericBlock {
	g := &genericBlock{f: f, genericHead: genericHead{headLoc: findAnyLoc(head), headLine: head}}
	g.headQuoted = g.headLoc != "" && strings.Contains(head, "("+g.headLoc+")")
	if f.Location == "" {
		g.f.Location = phpCaller(head)
	}
	g.f.Location = cmp.Or(g.f.Location, g.headLoc)
	if g.f.Location == "" {
		g.f.Location = pathMsgLoc(f.Message)
	}
	g.vague = isVague(f.Message)
	if _, file, ok := strings.Cut(f.Message, ` for file "`); ok && strings.HasSuffix(file, `"`) && hasSourceExt(file[:len(file)-1]) {
		g.detailFile = file[:len(file)-1]
	}
	return g
}

// genericBlock follows a problem's continuation lines: indented lines,
// stack frames, code frames, box drawing, "Caused by"/"Next" chains, and
// blank lines when the next line continues. It keeps the first
// application location and, when the head is vague ("Transform failed
// with 1 error:"), the most specific message below it. Its state is in
// three parts: what the head said (genericHead), what the block still
// waits for a line to say (genericAwait), and what it has read
// (genericRead).
type genericBlock struct {
	f Finding
	genericHead
	genericAwait
	genericRead
	// loc is the place a JS error's printed "loc" property names.
	loc errLoc
	// under reads the frame and the message under a head that is only a
	// place (anywhere.go).
	under frameThenMessage
}

// genericHead is what a genericBlock's head line said of the block.
type genericHead struct {
	// indent is the head's indentation: a cue line indented no deeper is
	// the next problem (Elixir 1.15 indents each "    warning:").
	indent int
	// headLoc is the location the head line named, if any. headQuoted is
	// set when it was quoted in the message's text, in parentheses: an
	// Elixir warning's earlier clause ("... was previously defined
	// (lib/a.ex:8)"), its own place on the indented line under it.
	headLoc    string
	headQuoted bool
	// jsError is set on a head "Error: msg" at column 0, node's form;
	// headLine is the head.
	jsError  bool
	headLine string
	// joinHead is a head that names where the problem happened, the
	// announced message under it said after it (R's "Error in f(x) :").
	joinHead string
	// relabel is the head's label and what must follow it ("ERROR:    ")
	// when the report repeats it before its lines ("ERROR:     Expected:
	// 1", SWI-Prolog; "npm error " before each line of npm's error);
	// prog, that the label is a program's, on every line of its report.
	relabel string
	prog    bool
	// flags are the head's bracketed codes, put after the message the
	// next line states (see announce).
	flags string
	// detailFile is the file a message names in quotes ('MDX compilation
	// failed for file "/app/docs/a.md"'), detailLine the "line" of the
	// JSON details under it: the place, with their "column".
	detailFile, detailLine string
}

// genericAwait is what a genericBlock still waits for a line to say.
type genericAwait struct {
	// vague is set while the message is a preamble ("error during
	// build:"); the first specific line below replaces it.
	vague bool
	// announce is set on a head that only announces the problem ("Warning
	// message:"): the next line states it, whatever its shape.
	announce bool
	// bare is set on a head that is a label alone ("Error:"): without a
	// line under it that states the problem, it is none.
	bare bool
	// withMessage is set after "... exception with message:": the next
	// line is the exception's text.
	withMessage bool
	// unframed is set on a located head with no severity until a source
	// excerpt follows it; without one it is no problem.
	unframed bool
	// rowTag is set on a head from a runner's tagged row (cmocka's "[
	// ERROR   ] --- msg") until a tagged row under it places it.
	rowTag bool
	// markHead is set on a head that is a failed test's title ("  ❌
	// takes 10% off", " FAIL  a.test.js > x"), until the error under it;
	// numbered, on a runner's numbered title ("  1) cart").
	markHead, numbered bool
	// logHead is set when the head is a log level ("ERROR", "[error]"),
	// not the problem itself: an exception line below states it better.
	logHead bool
}

// genericRead is what a genericBlock has read so far.
type genericRead struct {
	n int
	// blank is set when the last line was blank.
	blank bool
	// frames is set once a stack frame was taken: a diff's "- x" and
	// "+ y" lines come before the frames, never after.
	frames bool
	// source is set while an unindented line right under the head is
	// held: the source line of a code frame when a caret line follows
	// (Deno's "const x = f();" under "error: Uncaught ..." for code at
	// column 0), else the next problem.
	source bool
	// traceback is set inside a Python traceback, which names its
	// innermost (most relevant) frame last.
	traceback bool
	// engineCore is set when Godot names its own core sources as the
	// place of an ERROR or WARNING.
	engineCore bool
	// loose counts lines of any shape an adapter lets the block take
	// (Deno's unindented source line under a type error).
	loose int
	// prose counts the lines of prose held under an unplaced head, in
	// case the code frame that places it follows (see proseBeforeFrame).
	prose int
	below statedBelow // the message under a traceback's exception that stated none
	// titleLoc is the place a failed test's title named, its error's
	// when the error's own lines name none.
	titleLoc string
	// pending is an unindented exception line held until the next line
	// shows it has frames ("java.lang.NullPointerException: x" under a
	// Spring "ERROR" line); without them it starts a problem of its own.
	pending string
}

// isVague reports a message that introduces the problem rather than
// stating it.
func isVague(msg string) bool {
	m := strings.TrimSpace(msg)
	if strings.Contains(m, "AssertionError") {
		// node:assert's "Expected values to be strictly deep-equal:"
		// introduces its diff, but the failed assertion is the problem.
		return false
	}
	return isErrorCode(m) || hasSuffixAny(m, vagueEnds...) ||
		strings.HasPrefix(m, "Failed to compile") || m == "Error" || pointsToDocs(m)
}

var vagueEnds = []string{":", " terminating", " raised an exception", "failed to run", ") terminated"}

// pointsToDocs reports a message that ends by sending the reader to a
// page, the error itself printed below it: Next's "Failed to load
// next.config.mjs, see more info here https://nextjs.org/docs/messages/...",
// then the config's TypeError.
func pointsToDocs(m string) bool {
	i := strings.LastIndexByte(m, ' ')
	if i < 0 || !strings.HasPrefix(m[i+1:], "https://") && !strings.HasPrefix(m[i+1:], "http://") {
		return false
	}
	lead := strings.ToLower(m[:i])
	return hasSuffixAny(lead, "see more info here", "more info:", "read more:", "learn more:", "see:")
}

// isErrorCode reports a message that is only a code, the problem stated
// below it: pnpm's "Error: ERR_PNPM_PACKAGE_MANAGER_ADD_RESOLVE_LATEST".
func isErrorCode(m string) bool {
	if len(m) < 8 || !strings.Contains(m, "_") {
		return false
	}
	for i := 0; i < len(m); i++ {
		if c := m[i]; !(c >= 'A' && c <= 'Z' || isDigit(c) || c == '_') {
			return false
		}
	}
	return true
}

func (g *genericBlock) next(line string) verdict {
	g.n++
	if g.below.on {
		return g.below.read(&g.f, line)
	}
	if !g.frames && g.under.placed(g.f.Message) {
		// "Error: /app/views/a.pug:3:5", its frame, then its message.
		if v, ok := g.under.next(line); ok {
			return v
		}
	}
	if v, ok := g.confirm(line); ok {
		return v
	}
	if line == "" {
		g.blank = true
		return hold
	}
	t := strings.TrimLeft(line, " \t")
	indented := len(t) < len(line)
	if g.traceback && len(line)-len(t) <= g.indent && (isExceptionLine(t) || pyException.MatchString(t) && !strings.Contains(strings.TrimSpace(t), ": ")) {
		// Its exception ("KeyError: 'id'", "StopIteration"), no deeper than the
		// head, ends a traceback; one stating no message leaves it to statedBelow.
		g.traceback = false
		if g.logHead || g.vague {
			g.f.Message, g.vague, g.logHead = t, false, false
			g.below.open(t)
		}
		return take
	}
	if v, ok := g.underTitle(line, t, indented); ok {
		return v
	}
	if v, ok := g.settle(line, t, indented); ok {
		return v
	}
	if v, ok := g.nextProblem(line, t, indented); ok {
		return v
	}
	if v, ok := g.continues(t, indented); ok {
		return v
	}
	g.read(t, indented)
	return take
}

// underTitle reads the lines under a failed test's title (markHead): its
// error, which says what failed as the title says which test (" FAIL  a.test.js >
// sums" over "AssertionError: expected 6 to be 7"; "❌ takes 10% off" over
// it indented; "  1) cart" over "       applies discount:" and the
// error), the message "title failed: error" as the runners' own reports
// put them; and the next numbered title, the next test's.
func (g *genericBlock) underTitle(line, t string, indented bool) (verdict, bool) {
	numbered := g.numbered
	if !numbered && !g.markHead {
		return 0, false // most blocks
	}
	if _, next := numberedTitle(t); numbered && (next && len(line)-len(t) == g.indent || g.markHead && t != "" && len(line)-len(t) <= g.indent) {
		return reject, true // the next test's title, or the run's tally before any error
	}
	if !g.markHead || g.frames || !indented && g.n > 1 {
		return 0, false
	}
	if failureLine(t, numbered) {
		g.f.Message, g.markHead, g.logHead, g.vague = g.f.Message+" failed: "+t, false, false, false
		if numbered {
			// The title's place is the test's; the error's frames place
			// the error ("lib/cart.ex:5: anonymous fn/2 ..." under ExUnit's
			// "test/cart_test.exs:14"), the test's when they name none.
			g.titleLoc, g.f.Location = g.f.Location, ""
		}
		return take, true
	}
	if numbered && strings.HasSuffix(t, ":") && indented && g.f.Location == "" {
		g.f.Message += " " + strings.TrimSuffix(t, ":") // mocha's test under its suite
		return take, true
	}
	return 0, false
}

// numberedTitle reads a runner's numbered failure, "1) cart" (mocha,
// RSpec, ExUnit, Playwright's "1) [chromium] › a.spec.js:5:3 › shows
// the total ───"): the title.
func numberedTitle(t string) (string, bool) {
	n := digits(t)
	title, ok := strings.CutPrefix(t[len(n):], ") ")
	title = strings.TrimRight(title, "─ :")
	return title, ok && n != "" && title != ""
}

// failureLine reports a line that says what failed: an exception
// ("AssertionError [ERR_ASSERTION]: x" with its code too) or, under a
// numbered title, words that state an error ("Assertion with == failed").
func failureLine(t string, numbered bool) bool {
	name, _, _ := strings.Cut(t, ": ")
	if i := strings.Index(name, " ["); i > 0 && strings.HasSuffix(name, "]") {
		name = name[:i]
	}
	return isExceptionLine(t) || isExceptionName(name) || strings.HasPrefix(t, "** (") || numbered && statedKind(t) == Error && !strings.HasSuffix(t, ":")
}

// confirm holds or rejects the lines under a located head with no
// severity until the source excerpt that makes it a problem.
func (g *genericBlock) confirm(line string) (verdict, bool) {
	if g.unframed {
		// The excerpt that confirms a located head with no severity: a
		// numbered frame ("  8 | x"), a source line with its caret line
		// under it (GHDL: "      n <= n + step;", "               ^"), or a
		// line marking the word at fault (Gforth's ">>>line-totl<<<").
		switch {
		case isFrameLine(line), strings.Contains(line, ">>>") && strings.Contains(line, "<<<"):
		case g.n == 1 && strings.TrimSpace(line) != "":
			return hold, true
		case g.n == 2 && isCaretLine(strings.TrimLeft(line, " \t")):
		default:
			return reject, true
		}
		g.unframed = false
	}
	return 0, false
}

// settle reads the lines that finish what the head began: a runner's
// tagged row that places it, a checkpoint, an abort, the place in words,
// an exception's text, a cause under a preamble. ok is false when the line
// is none of these.
func (g *genericBlock) settle(line, t string, indented bool) (verdict, bool) {
	if tagged, ok := runnerTag(t); ok {
		if loc, rest, ok := leadingLoc(tagged, false); ok {
			if g.rowTag && g.f.Location == "" {
				g.rowTag = false // cmocka's "[   LINE   ] --- cart.c:28: error: Failure!"
				if isAppPath(loc) {
					g.f.Location = loc
				}
				return take, true
			}
			if detectLocated(loc, rest, tagged) != nil {
				return reject, true // Criterion's next "[----] cart.c:10: Assertion Failed"
			}
		}
	}
	if g.f.Location == "" && strings.HasSuffix(t, "): last checkpoint") {
		// Boost.Test's place for an exception: "cart_test.cpp(17): last checkpoint".
		if loc, _, ok := callLoc(t); ok && isAppPath(loc) {
			g.f.Location = loc
			return take, true
		}
	}
	if g.f.Kind == Error && (t == "Aborted" || t == "Aborted (core dumped)" || strings.HasPrefix(t, "Bail out! ") && strings.Contains(t, g.f.Message)) {
		// The abort an assertion raises, and TAP's "Bail out! <the same
		// message>" before it (GLib's tests), end the failure they follow.
		return take, true
	}
	if _, ok := failRow(t); ok && len(line)-len(t) <= g.indent {
		return reject, true // tasty's next "  unknown sku: FAIL"
	}
	if g.f.Location == "" && g.n == 1 && !indented && strings.HasSuffix(strings.TrimSpace(t), ":") {
		// The place in words on the line under the head: fish's
		// "deploy.fish (line 4): " under "fish: Unknown command: bundel".
		if loc := proseLoc(t); loc != "" {
			g.f.Location = loc
			return take, true
		}
	}
	if g.withMessage && t != "" {
		// The exception's text under "due to unexpected exception with
		// message:" (Catch2) is what went wrong.
		g.withMessage = false
		g.f.Message += ": " + strings.TrimSpace(t)
		return take, true
	}
	if !g.vague && strings.HasSuffix(t, "exception with message:") {
		g.withMessage = true
		return take, true
	}
	if isExunitHead(line) {
		// ExUnit's numbered failure ("  1) test adds (CartTest)") is
		// indented, but under a compiler warning it is the next problem.
		return reject, true
	}
	if indented && g.jsError {
		g.loc.read(t) // Vite's error printed whole: "loc: { file: ..., line: 1, column: 0 }"
	}
	if g.vague && strings.HasPrefix(t, "|- ") {
		// Vite 5's cause under "Error when evaluating SSR module /app/a.tsx:":
		// "|- Error: Failed to load url ../catalog ...".
		g.f.Message, g.vague = t[len("|- "):], false
		return take, true
	}
	if g.blank {
		if v, ok := g.afterBlank(line, t); ok {
			return v, true
		}
	}

	return 0, false
}

// nextHead rejects a line at the head's depth that opens the next
// problem: a cue (unless a preamble waits for it), or a location and a
// cue, the next diagnostic of a report that indents them all; it takes
// one that says more of the head's own place.
func (g *genericBlock) nextHead(t string) (verdict, bool) {
	// An exception line under a preamble ("[error] GenServer #PID<0.1.0>
	// terminating", then "** (KeyError) ...") is the problem it announced.
	// Under a log line that states its problem ("[error] refresh failed:
	// not a feed") it is another: mix run's uncaught exit, say.
	under := g.vague && strings.HasPrefix(t, "** (")
	// A preamble's next cue line states it ("Build failed:", then "error:
	// x"); otherwise a cue no deeper than the head opens the next problem.
	h := t
	if h != "" && (h[0] == '[' || isDigit(h[0])) {
		h = stripLogPrefix(h) // the next log line: "[Nest] 15585  - 11/24/2026, ...   ERROR ..."
		h = stripChannel(h)   // Monolog's: "[2026-11-25T02:38:51+00:00] local.ERROR: ..."
	}
	if h != "" && cueStart[h[0]] && !under && !g.vague {
		// ... unless it labels a line of the same report: prettier puts
		// "[error]" before each line of its code frame ("[error] > 1 | x").
		// A logger's "[Context]" tag after the level is a new line, though.
		if _, msg, ok := cue(h); ok && !isQuiet(msg) && (msg[0] == '[' || strings.HasPrefix(msg, "** (") || !isContinuation(msg)) {
			return reject, true
		}
	}
	// So does a line at the head's depth that starts with a location and
	// a cue: the next diagnostic of a report that indents them all.
	if !g.vague && mayStartWithPath(t) {
		if loc, rest, ok := leadingLoc(t, false); ok && detectLocated(loc, rest, t) != nil {
			if _, _, coded := lintCode(rest); g.n == 1 && loc == g.headLoc && strings.Count(loc, ":") >= 2 && !strings.HasPrefix(rest, "warning") && !coded {
				// ... unless it says more about the same column, right
				// under it: GNAT's "shop.adb:3:12: error: possible
				// misspelling of \"Integer\"" after the error at 3:12.
				// (Two tools' errors at one line are two: nasm's and yasm's;
				// so are two coded rows, pycodestyle's "E231 ..." and
				// "E401 ..." at one column.)
				return take, true
			}
			return reject, true
		}
		if loc, rest, ok := callLoc(t); ok && detectLocated(loc, rest, t) != nil {
			return reject, true // Nim's next "cart.nim(12, 25): Check failed: ..."
		}
	}
	return 0, false
}

// afterBlank rejects the line after a blank one that starts another
// report: a success, or a miette report's next marked line.
func (g *genericBlock) afterBlank(line, t string) (verdict, bool) {
	g.blank = false
	if detectBoundary(t) != nil {
		// A success after a blank line ends the report before it:
		// Vite's "(!) Could not auto-determine entry point ...", a
		// blank line, then "  VITE v5.4.21  ready in 626 ms".
		return reject, true
	}
	// After a blank line, a miette report's marked line is the next
	// problem: turbo's "  x Missing tasks in project" under its
	// WARNING's own "   x ..." cause. (A head that defers to the lines
	// below, pnpm's "Error: ERR_PNPM_X", keeps it.)
	if !isErrorCode(strings.TrimSpace(g.f.Message)) && detectMiette(line, t) != nil {
		return reject, true
	}
	return 0, false
}

// nextProblem rejects a line that opens the next problem (a cue, a
// place, a traceback no deeper than the head) and takes a relabelled row.
func (g *genericBlock) nextProblem(line, t string, indented bool) (verdict, bool) {
	if v, ok := g.relabelled(t); ok {
		return v, true
	}
	if len(line)-len(t) <= g.indent && (strings.HasPrefix(t, "[success] ") || strings.HasPrefix(t, "[ready] ") || strings.HasPrefix(t, "[start] ")) {
		// consola's basic reporter (CI=true) starts its next entry, no
		// blank line before it: Nitro's "[success] [nitro] Nitro Server
		// built in 2676ms" right under the error it rebuilt after.
		return reject, true
	}
	if len(line)-len(t) <= g.indent && detectConsola(line, t) != nil {
		// consola's next report: Nuxt's "ERROR  /pages/hot.vue — Unexpected
		// token (3:18)" under Vue Router's "WARN  [Vue Router warn]:
		// uncaught error during route navigation:", which states nothing.
		return reject, true
	}
	if len(line)-len(t) <= g.indent {
		if v, ok := g.nextHead(t); ok {
			return v, true
		}
	}
	// A location alone at the head's depth is the place of the next
	// problem, which gfortran and OCaml print before it.
	if !indented && !g.vague {
		if loc, ok := bareLocation(t); ok && loc != "" && loc != g.headLoc {
			return reject, true
		}
	}
	// A line that opens a problem of its own (a traceback, a panic) ends a
	// block whose head was itself a problem: the source line under a
	// DeprecationWarning is not followed by the traceback it caused. An
	// error log line ("ERROR failed to price order 43") announces the
	// traceback under it, so keeps it; a warning's is more likely the
	// crash that came next than one logged with exc_info.
	if !indented && (!g.logHead || g.f.Kind == Warning) && !g.vague && opensProblem(t) {
		return reject, true
	}
	if g.source {
		// The held line was a source line only if a caret marks it; under
		// an error log line, a detail of it if a continuation follows
		// (asyncio's "Task exception was never retrieved", then "future:
		// <Task ...>", then the traceback it logged).
		g.source = false
		switch {
		case isCaretLine(t):
			return take, true
		case g.logHead && (indented || isContinuation(t)):
		default:
			return reject, true
		}
	}
	// An exception line left of an indented head is outside the report
	// that head sits in: React Router logs an ErrorResponseImpl { ... }
	// whose "  error: Error: ..." field opens a block, and the next
	// request's "TypeError: ..." after its closing brace is a new problem.
	if len(line)-len(t) < g.indent && isExceptionLine(t) || !indented && g.frames && infoLabel(t) {
		return reject, true // (and es-check's next "info: " record after the frames)
	}
	return 0, false
}

// relabelled reads a line that repeats the head's label (see relabel):
// a row of the same report, or the next report; ok is false for a line
// the label says nothing of.
func (g *genericBlock) relabelled(t string) (verdict, bool) {
	if g.prog && !strings.HasPrefix(t, g.relabel) && t+" " != g.relabel {
		return reject, true // a line without the program's label is not its report's
	}
	if g.relabel != "" && (strings.HasPrefix(t, g.relabel) || t+" " == g.relabel) {
		row := t[min(len(t), len(g.relabel)):]
		if g.prog && g.f.Kind == Warning {
			// A warning's label goes on only under its own topic's, a word
			// no prose starts with ("EBADENGINE", "install-scripts"):
			// "npm warn EBADENGINE   package: ..." under "npm warn
			// EBADENGINE Unsupported engine {"; the next "npm warn" line
			// is the next warning.
			w, _, _ := strings.Cut(g.f.Message, " ")
			topic := strings.ToUpper(w) == w || strings.ToLower(w) == w && strings.Contains(w, "-")
			if after, ok := strings.CutPrefix(row, w); !ok || !topic || w == "" || after != "" && after[0] != ' ' {
				return reject, true
			}
		}
		if row = strings.TrimSpace(row); g.announce && g.vague && row != "" {
			// The first relabelled row states the problem: SWI-Prolog's
			// "Warning:    Singleton variables: [Unused]".
			g.f.Message, g.vague, g.announce = row, false, false
			if g.joinHead != "" && !strings.HasPrefix(row, g.joinHead[:len(g.joinHead)-1]) {
				g.f.Message = g.joinHead + " " + row
			}
		}
		return take, true
	}
	return 0, false
}

// continues decides a line that is no frame, indent or continuation of
// the block: a diff, the head's place again, a line a vague head or an
// adapter lets in, or an exception line held until its frames show.
// ok is false when the line continues the block, for read.
func (g *genericBlock) continues(t string, indented bool) (verdict, bool) {
	cont := indented || isContinuation(t) || t[0] == '%' && isFrameLine(t) ||
		g.detailFile != "" && g.n < 40 && (strings.HasPrefix(t, "Cause: ") || t == "Details:" || t == "{" || t == "}")
	if !cont && !g.frames && g.n <= 40 && isDiffLine(t) {
		// An assertion's diff ("-   \"price\": 10,", "+   \"price\": 12,")
		// under its message, before the frames (bun test's snapshot).
		cont = true
	}
	if !cont && g.n == 1 && g.headLoc != "" && findAnyLoc(t) == g.headLoc {
		// The head's place again, alone ("src/greet.js (2:30)" under
		// rollup's "[!] RollupError: src/greet.js (2:30): ...").
		cont = true
	}
	if !cont && g.vague && g.n <= 6 || !cont && g.n <= 2 && g.f.Location == "" && docsLink(t) {
		cont = true // (a page on the error right under it, its place below: relay's "See https://...")
	}
	if !cont && g.loose > 0 {
		g.loose--
		cont = true
	}
	if !cont && g.proseBeforeFrame(t) {
		return hold, true
	}
	if !cont {
		if g.pending == "" && isExceptionLine(t) {
			g.pending = t
			return hold, true
		}
		if g.n == 1 && !g.source {
			g.source = true
			return hold, true
		}
		return reject, true
	}
	return 0, false
}

// read takes a line of the block: its frames, the exception a log line
// or a vague head announced, the place, the more specific message.
func (g *genericBlock) read(t string, indented bool) {
	if strings.HasPrefix(t, "at ") || strings.HasPrefix(t, "❯ ") {
		g.frames = true
	}
	if g.vague && g.n == 1 && indented && !g.logHead && !isExceptionLine(t) && (isExceptionLine(g.f.Message) || strings.HasPrefix(g.f.Message, "Uncaught ")) {
		// An exception's message going on deeper: PHP's "Uncaught X: Object(Y).field:" over "    The value ...".
		g.f.Message, g.vague = g.f.Message+" "+t, false
		return
	}
	if g.pending != "" {
		if g.logHead || g.vague {
			g.f.Message, g.vague, g.logHead = g.pending, false, false
		}
		g.pending = ""
	}
	if t == "" {
		return
	}
	if strings.HasPrefix(t, tracebackHead) || chainsTraceback(t) {
		// A chained traceback's exception is the problem, in its place.
		g.traceback, g.logHead = true, true
	}
	if g.traceback && strings.HasPrefix(t, `File "`) {
		if loc := lineLoc(t); loc != "" {
			g.f.Location = loc // innermost application frame so far
		}
	}
	g.readPlace(t, indented)
	if indented && !g.frames && !g.traceback && g.f.Message != "" {
		g.f.Location = cmp.Or(keyedPlace(t, &g.detailFile), g.f.Location)
	}
	if g.f.Location == "" {
		if loc := lineLoc(t); loc != "" {
			g.f.Location = loc
		}
	}
	if g.announce && g.vague {
		g.announce = false
		if _, ok := specific(t); !ok {
			g.f.Message, g.vague = strings.TrimLeft(strings.TrimSpace(t), "•· "), false
			if p, rest := parenLast(g.f.Message); p != "" && g.f.Location != "" && !strings.Contains(g.f.Location, ":") {
				g.f.Location, g.f.Message = g.f.Location+":"+p, rest // "Unexpected token (8:0)" under the file's head
			}
			if g.joinHead != "" {
				g.f.Message = g.joinHead + " " + g.f.Message
			}
			if g.flags != "" {
				g.f.Message += " " + g.flags
			}
		}
	}
	if g.vague {
		if msg, ok := specific(t); ok {
			g.f.Message = msg
			g.vague = isVague(msg)
			if k, _, ok := cue(t); (ok && k == Error) || strings.Contains(t, "ERROR") {
				g.f.Kind = Error
			}
		}
	}
}

// readPlace reads what a line says of the problem's place and kind:
// Godot's "at:" line, the place right under a head that only quoted one,
// a plugin that names the compiler, the JSON details of a named file.
func (g *genericBlock) readPlace(t string, indented bool) {
	if strings.HasPrefix(t, "At: ") || strings.HasPrefix(t, "at: ") {
		g.f.Category = cmp.Or(g.f.Category, "godot")
		// Godot's complaints about its own core ("Invalid locale 'C'",
		// make_dir_recursive) describe the machine, not the project.
		// core/bind/ is the API scripts call (File, JSON, OS): its errors
		// are the script's ("parse: Error parsing JSON at line 0").
		// So are core/object.cpp's, about the script's objects: a signal
		// connected that does not exist, objects leaked at exit; and
		// variant_utility.cpp's, which is push_warning and push_error
		// themselves: a block cut before its GDScript backtrace (a game
		// stalled on a loaded machine) still has the script's message.
		g.engineCore = (strings.Contains(t, " core/") || strings.Contains(t, "(core/") || strings.Contains(t, "./core/")) &&
			!strings.Contains(t, "core/bind/") && !strings.Contains(t, "core/object.cpp") &&
			!strings.Contains(t, "core/variant/variant_utility.cpp")
	}
	if g.n == 1 && indented && g.headQuoted && g.f.Location == g.headLoc {
		// The indented place right under a head that only quoted one
		// (Elixir: "warning: clauses ... previously defined (lib/a.ex:8)"
		// over "  lib/a.ex:10") is the problem's own.
		if loc, _, ok := leadingLoc(t, true); ok {
			g.f.Location = loc
		}
	}
	if g.f.Category == "" && strings.HasPrefix(strings.TrimSpace(t), "plugin: '@analogjs/vite-plugin-angular'") {
		// Analog's Angular compiler error (a type error too) as Angular's
		// ErrorHandler logs it: "ERROR Error: <file>:9:3: msg", its properties.
		g.f.Category = "angular"
	}
	if g.f.Location == "" && g.detailFile != "" {
		// MDX's "Details:" JSON under 'MDX compilation failed for file
		// "<path>"' (Docusaurus): its first "line" and "column".
		if n, ok := strings.CutPrefix(strings.TrimSpace(t), `"line": `); ok && g.detailLine == "" {
			g.detailLine = digits(n)
		} else if n, ok := strings.CutPrefix(strings.TrimSpace(t), `"column": `); ok && g.detailLine != "" && digits(n) != "" {
			g.f.Location = g.detailFile + ":" + g.detailLine + ":" + digits(n)
		}
	}
}

// keyedPlace reads the keyed rows a template engine adds under its exception
// (Chameleon's "- Filename: /app/a.pt", kept in file, over "- Location: (line 10: col 53)").
func keyedPlace(t string, file *string) string {
	key, val, _ := keyedLine(strings.TrimPrefix(t, "- "))
	if fileKeys[key] && hasSourceExt(val) && isAppPath(val) {
		*file = val
	} else if l, c, _ := lineCol(strings.TrimPrefix(strings.TrimPrefix(val, "("), "line ")); key == "location" && l != "" && *file != "" {
		return joinPlace(*file, l, c)
	}
	return ""
}

// isCaretLine reports a line that only marks a column of the line above:
// "    ^", "  ~~~~".
func isCaretLine(t string) bool { return t != "" && strings.Trim(t, "^~ ") == "" }

// isDiffLine reports a line of a unified diff's body: "- x" or "+ y"
// whose text opens no problem of its own.
func isDiffLine(t string) bool {
	if len(t) < 2 || (t[0] != '-' && t[0] != '+') || t[1] != ' ' {
		return false
	}
	_, _, ok := cue(strings.TrimLeft(t[2:], " "))
	return !ok
}

// mayStartWithPath reports a line that may start with a location: it
// begins like a path (a letter, '/', '.', '~'), has a colon, and is not a
// stack frame.
func mayStartWithPath(t string) bool {
	return t != "" && (t[0] == '/' || t[0] == '.' || t[0] == '~' || t[0] >= 'A' && t[0] <= 'Z' || t[0] >= 'a' && t[0] <= 'z') &&
		strings.IndexByte(t, ':') > 0 && !strings.HasPrefix(t, "at ")
}

// opensProblem reports a line that starts a self-contained problem report
// in some runtime, whatever block is open.
func opensProblem(t string) bool { return hasPrefixAny(t, problemOpeners...) }

var problemOpeners = []string{tracebackHead, "panic: ", "goroutine ", "Exception in thread ", "thread '", "Uncaught ", "fatal error: "}

// isExceptionLine reports a line naming an exception and its message:
// "KeyError: 'id'", "java.lang.IllegalStateException: x", "Error: boom".
func isExceptionLine(t string) bool {
	name, _, ok := strings.Cut(t, ": ")
	if !ok {
		return isExceptionName(t) && !strings.ContainsAny(t, " ")
	}
	return isExceptionName(name) || name == "Error"
}

// lineLoc is the application location a continuation line names, if any.
// Erlang/Elixir frames say whose code they are: "(elixir 1.14.0)
// lib/code.ex:422" is the runtime's, "(shop 0.1.0) lib/cart.ex:7" the app's.
func lineLoc(t string) string {
	if t == "" {
		return ""
	}
	if t[0] == '(' && hasPrefixAny(t, "(elixir ", "(stdlib ", "(kernel ", "(ex_unit ", "(mix ", "(logger ", "(iex ", "(erts ", "(compiler ", "(phoenix ", "(plug ", "(ecto ", "(cowboy ", "(bandit ") {
		return ""
	}
	if strings.HasPrefix(t, ":") { // ":erlang.hd([])"
		return ""
	}
	if loc, ok := ocamlFrame(t); ok {
		return loc
	}
	if strings.HasPrefix(t, "at ") && strings.Contains(t, ".java:") {
		// A JVM frame names a class, not a path: the JDK's own
		// ("java.base/java.lang.Integer.parseInt(Integer.java:668)") are
		// told by their package.
		if m := javaFrame.FindStringSubmatch(t); m != nil {
			if isAppJavaFrame(m[1]) {
				return m[2] + ":" + m[3]
			}
			return ""
		}
	}
	return findAnyLoc(t)
}

// isContinuation reports a line that carries on a block although it is
// not indented.
func isContinuation(t string) bool {
	switch t[0] {
	case '#': // PHP "#0 /app/x.php(4): f()"
		return len(t) > 1 && isDigit(t[1])
	case '}', ')', ']', '^', '~', '|', '>':
		return true
	case '[': // "[PARSE_ERROR] message", "[builtin:vite-transform] message"
		end := strings.IndexByte(t, ']')
		return end > 1 && !strings.ContainsAny(t[1:end], " 0123456789")
	case '-': // a code frame's caret after dashes: "--------^" (jscs, pug)
		return strings.HasSuffix(t, "^") && strings.Trim(t, "-^") == ""
	}
	if isDigit(t[0]) { // a code frame: "8:   setCounter(0 +);", "4 | x", "12│ y"
		rest := strings.TrimLeft(t, "0123456789")
		return rest == ":" || hasPrefixAny(rest, ": ", " |", " │", "|", "│")
	}
	if hasPrefixAny(t, continuations...) {
		return true
	}
	_, ok := ocamlFrame(t)
	return ok || rubyFrameCol0.MatchString(t)
}

// continuations are the starts of lines that go on the block above them.
var continuations = []string{"at ", "Stack trace:", "Stack backtrace:", "Caused by", "Next ", "thrown in ",
	"During handling", "The above exception", "Traceback", "╭", "│", "╰", "─", "┌", "└", "·", "╵", "file: ",
	"Expected", "Received", "- Expected", "+ Received", "** (", "stacktrace:", "code:", "Did you mean", "Hint:",
	"Plugin:", "File:", "Error: ", "error: ", "Server: ", "Request: ", "stack traceback:"}

// specific returns the message a line states, if it is one: a cue line,
// a bracket-coded line ("[PARSE_ERROR] Expected ..."), an exception line,
// or a located one ("src/a.js (8:16): Expression expected").
func specific(t string) (string, bool) {
	if cause, ok := strings.CutPrefix(t, "╰─▶"); ok {
		// miette's cause under its "× summary" (pnpm 12: "× adding a new
		// package", "╰─▶ Failed to resolve the latest version of x:").
		return strings.TrimLeft(cause, " ×"), strings.TrimLeft(cause, " ×") != ""
	}
	t = strings.TrimLeft(t, "✘▲×✗│┃ℹ ")
	if t == "" {
		return "", false
	}
	if k, msg, ok := cue(t); ok && k != 0 {
		return msg, true
	}
	if t[0] == '[' {
		if end := strings.IndexByte(t, ']'); end > 0 && end+1 < len(t) {
			rest := strings.TrimSpace(t[end+1:])
			if k, msg, ok := cue(rest); ok && k != 0 {
				return msg, true
			}
			return rest, rest != ""
		}
	}
	if name, _, ok := strings.Cut(t, ": "); ok && isExceptionName(strings.TrimPrefix(name, "Uncaught ")) {
		return t, true
	}
	if pos, ok := strings.CutPrefix(t, "<stdin>:"); ok {
		// esbuild's transform API names no file: "<stdin>:6:16: ERROR: msg"
		// under "Error: Transform failed with 1 error:" (vinxi's SolidStart).
		if _, rest, ok := strings.Cut(pos, ": "); ok {
			if k, msg, ok := cue(rest); ok && k != 0 {
				return msg, true
			}
		}
	}
	if loc := findAnyLoc(t); loc != "" {
		// "path:1:2: ERROR: msg", "path (8:16): msg".
		if i := strings.Index(t, "): "); i > 0 && i < len(t)-3 {
			return t[i+3:], true
		}
		if l, at, end := findLocAt(t, true); l == loc && at == 0 { // (its span: "PATH:11: 30: error: msg")
			rest := strings.TrimLeft(t[end:], ": ")
			if k, msg, ok := cue(rest); ok && k != 0 {
				return msg, true
			}
		}
	}
	return "", false
}

// cueCategory names the toolchain a cue belongs to, when it says.
func cueCategory(t string) string {
	switch {
	case strings.HasPrefix(t, "PHP "):
		return "php"
	case strings.HasPrefix(t, "SCRIPT ERROR"), strings.HasPrefix(t, "USER "):
		return "godot"
	case strings.HasPrefix(t, "** ("):
		return "elixir"
	case strings.Contains(t, "ERR_PNPM_"):
		return "pnpm"
	case strings.HasPrefix(t, "[!] "):
		return "rollup"
	case strings.Contains(t, "Error: Transform failed with ") && !strings.Contains(t, "[vite]"):
		// esbuild's transform API, its error rethrown bare (vinxi) or
		// logged by consola (Nitro: "ERROR  Error: Transform failed with 1
		// error:"); Vite's own "[vite] ... Transform failed" is Vite's.
		return "esbuild"
	case strings.Contains(t, "RollupError: "):
		return "rollup" // Nitro's consola: "[error] [nitro] RollupError: Could not resolve ..."
	case strings.Contains(t, "Failed to scan for dependencies"):
		return "vite" // Vite 6's dependency scan: "Error:   Failed to scan for dependencies from entries:"
	case strings.Contains(t, "[vite:"), strings.Contains(t, "[plugin ") && !strings.HasSuffix(t, "]"):
		// Vite's plugin tags, relayed by another logger (consola's basic
		// reporter under CI=true, Nuxt's "■  Nuxt build error: Error:
		// [vite:load-fallback] ..."): "[warn] [plugin x] msg". esbuild's
		// "[plugin p]" ends its line.
		return "vite"
	}
	return ""
}

func (g *genericBlock) finding() (Finding, bool) {
	f := g.f
	if g.unframed || g.bare && g.vague || strings.HasPrefix(f.Message, tracebackHead) ||
		f.Kind == Warning && f.Location == "" && libraryLed(g.headLine) || strings.HasPrefix(g.headLine, "Exception ignored in") || g.markHead && g.numbered {
		// (a traceback cut before its exception says nothing; a warning at a library's place, falcon's DeprecatedWarning
		// at wsgiref's line, is the library's; Python's "Exception ignored in:" was raised where it could not be)
		return f, false
	}
	f.Location = cmp.Or(f.Location, g.titleLoc)
	if g.engineCore && f.Location == "" && f.Category == "godot" && !namesGodotProject(f.Message) {
		return f, false
	}
	if f.Category == "" && strings.HasPrefix(f.Message, "** (") {
		// An Elixir exit reason under a Logger line: "** (stop) :corrupt_index".
		f.Category = "elixir"
	}
	if loc := g.loc.place(); loc != "" && g.jsError {
		f.Location = loc
	}
	if f.Category == "" && g.jsError && g.frames && "Error: "+f.Message == g.headLine {
		f.Category, f.Message = "node-exception", "Error: "+f.Message
	}
	if f.Category == "" && strings.HasPrefix(f.Message, "Cannot find module '") && strings.Contains(f.Message, "' from '") {
		// Bun's runtime names the importer quoted after "from" (node's
		// ESM says "imported from", its CJS a "Require stack:").
		f.Category = "bun"
	}
	f.Category = cmp.Or(f.Category, guessCategory(f))
	if f.Category == "generic" && pyTemplateError.MatchString(f.Message) {
		// A logged Python traceback whose innermost frame is a template's
		// (Jinja's "templates/cart.html", line 3): the exception's module
		// path ("jinja2.exceptions.UndefinedError: ...") says Python.
		f.Category = "python"
	}
	return f, true
}

// libraryLed reports a line that starts with a place, a library's.
func libraryLed(t string) bool { loc, at, _ := findLocAt(t, false); return loc != "" && at == 0 }

// namesGodotProject reports a message of the engine's core that is about
// the project all the same: it names a project file ("Failed loading
// resource: res://x.gd" from core/io/resource_loader.cpp, a signal's
// "'Node(spawner.gd)::_on_wave_started': Method not found" from
// core/object.cpp). The core's complaints about the machine (the 'C'
// locale, make_dir_recursive) name none.
func namesGodotProject(msg string) bool {
	return containsAny(msg, "res://", ".gd)", ".gd'", ".gd:", ".tscn", ".tres")
}

// guessCategory names the toolchain of a generic finding from its
// location's extension, or "generic".

// pyTemplateError is a Python template engine's exception line, its module
// path before the name: "jinja2.exceptions.UndefinedError: 'None' has no
// attribute 'lines'", "mako.exceptions.SyntaxException: ...".
var pyTemplateError = regexp.MustCompile(`^(jinja2|mako|django\.template|chameleon|genshi)(\.[a-z_]+)*\.[A-Z]\w*: `)

func guessCategory(f Finding) string {
	loc := f.Location
	if i := strings.IndexByte(loc, ':'); i >= 0 && !strings.HasPrefix(loc, "res:") {
		loc = loc[:i]
	}
	if strings.HasPrefix(loc, "res://") || strings.Contains(loc, ".gd:") {
		return "godot"
	}
	return cmp.Or(extCategories[path.Ext(loc)], "generic")
}

// extCategories names the toolchain a file's extension says.
var extCategories = map[string]string{".php": "php", ".ex": "elixir", ".exs": "elixir", ".rb": "ruby", ".erb": "ruby",
	".py": "python", ".java": "java", ".kt": "java", ".svelte": "svelte", ".vue": "vue", ".astro": "astro"}

// statedBelow reads the lines under an exception's name that stated no
// message, for the layer's traceback block and the python adapter's
// (Cheetah's "ParseError: " over "#end if found, expected #end for" and
// "Line 10, column 1 in file FILE"), up to a blank line: the first is the
// message, a place in words or a frame row places it, and "<class
// 'ValueError'>: msg" (twisted's Failure) states it better.
type statedBelow struct {
	on    bool // the exception line stated no message
	count bool // it counted the errors under it, each a field's indented message
	n     int  // lines read under it
	gap   bool // a blank line after them: the message has ended
}

// open reads the exception line t: the lines under it state the message
// when t states none ("ParseError: ") or counts them (pydantic's "2
// validation errors for Settings": the first field's indented message).
func (b *statedBelow) open(t string) {
	t = strings.TrimSpace(t)
	_, msg, _ := strings.Cut(t, ": ")
	w := strings.Fields(msg)
	b.count = len(w) >= 3 && digits(w[0]) == w[0] && (problemNouns[w[1]] || problemNouns[w[2]])
	b.on = strings.HasSuffix(t, ":") || b.count
}

func (b *statedBelow) read(f *Finding, line string) verdict {
	switch {
	case line == "":
		b.gap = b.n > 0
		return hold
	case b.gap || b.n >= 40 || strings.HasPrefix(line, tracebackHead+":"):
		return reject
	}
	t := strings.TrimSpace(line)
	if b.count && len(t) == len(line) {
		return take // the field the message under it is of
	}
	if b.n++; b.n == 1 && b.count {
		f.Message = t
	} else if b.n == 1 || !b.count && b.n <= 3 && lineWord(t, 0) < 0 && findLoc(t, true) == "" {
		// A message over lines, each joined, up to a blank or a place:
		// PyHamcrest's "Expected: <3590>" over "     but: was <3490>".
		f.Message = strings.TrimSpace(f.Message) + " " + t
	}
	if i := strings.Index(t, "'>: "); i > 0 {
		if j := strings.LastIndex(t[:i], "<class '"); j >= 0 {
			f.Message = t[j+len("<class '"):i] + ": " + t[i+len("'>: "):]
		}
	}
	if at := lineWord(t, 0); at >= 0 {
		if file, l, c, _ := lineOf(t[at+len("line "):], true); file != "" {
			f.Location = joinPlace(file, l, c)
		}
	} else if loc := findLoc(t, true); loc != "" {
		f.Location = loc
	}
	return take
}
