package classify

import "strings"

// The place-first pass, last of the generic layer, reads a problem from
// its place anywhere in a line no other rule took, when the line's words
// say one (the package doc's Generic layer says how). A line that repeats
// a problem reported lately is none, whatever read the run's other lines:
// RSpec's rerun list ("rspec ./spec/cart_spec.rb:12 # cart handles
// missing items") names the test whose failure was reported with its place.

// detectPlace reads a line that names its place (see placeFirst).
func detectPlace(ln line) (parser, claim) {
	t := ln.t
	if strings.HasPrefix(t, "at ") || strings.HasPrefix(t, `File "`) || strings.Contains(t, ", called at ") || isFrameRow(t) {
		return nil, pass // a frame or a code frame's row is a block's
	}
	if !strings.ContainsAny(t, "0123456789") {
		return nil, pass // every place has a line number
	}
	loc, at, end := placeIn(t, ln.dir)
	if loc == "" || notPlace(t, at, end) || resultRow(t) {
		return nil, pass
	}
	if isLabelled(strings.TrimLeft(t[end:], ": ")) || t[0] == '[' && loc == ln.said.lastLoc {
		// (or a bracketed place at the error just reported, its verdict: thrift's "[FAILURE:PLACE]" after "[ERROR:PLACE]")
		return nil, pass // "PLACE: note: ...", "help: ...": under a diagnostic
	}
	kind := statedKind(t[:at] + " " + t[end:])
	if kind == 0 && taggedQuote(t) && strings.HasSuffix(strings.TrimRight(t[:at], " "), "]") && strings.Count(strings.TrimSpace(t[end:]), " ") >= 3 {
		// A tool's tag, a place and what it says of the code it quotes:
		// vite-plugin-svelte's "[vite-plugin-svelte] src/App.svelte:6:0
		// `<img>` element should have an alt attribute".
		kind = Warning
	}
	if strings.HasPrefix(t, "(!)") || strings.HasPrefix(t, "⚠") {
		kind = Warning // a warning's mark
	}
	msg := placeMessage(t, at, end)
	if kind == 0 || msg == "" || isQuiet(msg) || isTally(msg) || isDump(t) || exitStatus(msg) || strings.HasPrefix(msg, "at ") {
		return nil, pass // the words were the place's own ("src/errors.ts:3")
	}
	if strings.TrimSpace(t[:at]) != "" && repeatsRecent(msg, ln.said) {
		// A request log's line for the error just reported. A row that
		// starts with its place is a report's, each row a problem of its
		// own even when its words are another's (gosec's two "Errors
		// unhandled" rows, at main.go:34 and main.go:29).
		return nil, pass
	}
	g := newGeneric(Finding{Kind: kind, Message: msg, Location: loc}, t)
	g.indent = len(ln.s) - len(t)
	if strings.TrimSpace(t[end:]) == ":" || strings.HasSuffix(t, ":") || labelOnly(msg) || msg[0] == '(' && strings.HasSuffix(msg, ")") {
		// "thread 'main' panicked at src/main.rs:196:45:", "Parse error
		// at src/a.js:9,61": the problem is stated under it.
		g.vague, g.announce = true, strings.HasSuffix(t, ":") || msg[0] == '(' || labelOnly(msg) && len(t) < len(ln.s)
	}
	return g, opens
}

// detectRanBefore reads a runner's row at a place that only says that
// PROG failed, PROG's own message on the line before: go generate's
// "order/status.go:5: running \"stringer\": exit status 1" under
// "stringer: no values defined for types: Chanel".
func detectRanBefore(ln line) parser {
	if said := ranBefore(ln.t, ln.plain); said != "" {
		if loc, _, _ := placeIn(ln.t, ln.dir); loc != "" {
			return &single{f: Finding{Kind: Error, Category: "generic", Message: said, Location: loc}}
		}
	}
	return nil
}

// ranBefore is what the line before said, "PROG: msg", when msg only
// says that PROG failed (see detectRanBefore).
func ranBefore(msg, before string) string {
	if before == "" || !strings.Contains(msg, `": exit status `) {
		return "" // most lines, cheaply
	}
	prog, said, ok := strings.Cut(before, ": ")
	if !ok || !isProgName(prog) || !strings.Contains(said, " ") || !strings.Contains(msg, `"`+prog+`": exit status `) {
		return ""
	}
	return said
}

// repeatsRecent reports a message that says again what an error reported
// lately said: "GET /map - Uncaught TypeError: x" after "Uncaught
// TypeError: x in /app/a.php:5".
func repeatsRecent(msg string, said *history) bool {
	if _, rest, ok := strings.Cut(msg, " - "); ok {
		msg = rest
	}
	for _, r := range said.recent {
		if len(msg) >= 16 && strings.Contains(r, msg) || len(r) >= 16 && strings.Contains(msg, r) {
			return true
		}
	}
	return false
}

// notPlace reports a place read where the line holds none: inside an
// inspected object ("#<Thread:0x7f threads.rb:3 run>"), or a number that
// is a duration or a size ("FAIL cart.test.js (466 ms)").
func notPlace(t string, at, end int) bool {
	if strings.Count(t[:at], "<") > strings.Count(t[:at], ">") {
		return true
	}
	unit, _, ok := strings.Cut(strings.TrimLeft(t[end:], " "), ")")
	return ok && unit != "" && len(unit) <= 3 && strings.Trim(unit, "abcdefghijklmnopqrstuvwxyzKMGB") == ""
}

// isDump reports a line of data, not of a message: JSON ("{", a key's
// quoted value), an inspected object's head ("TypeError {"), text with
// its newlines escaped.
func isDump(t string) bool {
	return t[0] == '{' || t[0] == '"' && strings.Contains(t, `": `) || strings.HasSuffix(t, "{") || strings.Count(t, `\n`) > 1
}

// exitStatus reports a message that ends with a failed command's status,
// make's "[Makefile:7: main.o] Error 1": the command's own errors were
// printed before it.
func exitStatus(msg string) bool {
	i := strings.LastIndex(msg, "Error ")
	return i >= 0 && digits(msg[i+len("Error "):]) == msg[i+len("Error "):] && i+len("Error ") < len(msg)
}

// taggedQuote reports a line with a tool's tag ("[name] ") that quotes
// code: a diagnostic's shape, whatever its words.
func taggedQuote(t string) bool { return strings.Contains(t, "] ") && strings.Count(t, "`") >= 2 }

// resultRow reports a runner's result row, its status last after dots
// ("test src/lib.rs - add (line 3) ... FAILED"): the failure is reported
// in full after the run.
func resultRow(t string) bool {
	i := strings.LastIndex(t, "...")
	return i > 0 && strings.Count(strings.TrimSpace(t[i+3:]), " ") == 0
}

// labelOnly reports a message that only names the kind of problem: "Parse
// error", "Syntax error", "Failed".
func labelOnly(msg string) bool {
	return strings.Count(msg, " ") < 2 && !strings.ContainsAny(msg, "'\"`(") && !isExceptionLine(msg)
}

// placeIn returns the first application place t names and where it is,
// t[at:end] (the span may be wider than the place's text, as in `File
// "a.py", line 3`); "" if none. With dir known, an absolute path
// elsewhere is no application's.
func placeIn(t, dir string) (loc string, at, end int) {
	loc = findAnyLoc(t)
	if loc == "" {
		loc = spacedPlace(t)
	}
	if loc == "" || !underDir(loc, dir) {
		return "", 0, 0
	}
	file := loc[:placeFileEnd(loc)]
	if i := strings.Index(t, loc+","); i >= 0 && strings.Count(loc[len(file):], ":") == 1 {
		if c := digits(t[i+len(loc)+1:]); c != "" {
			loc += ":" + c // "src/a.js:9,61"
		}
	}
	at = strings.Index(t, file)
	if at < 0 {
		// Written otherwise than read: a URL's scheme, a quoted file, a
		// Windows drive's slashes. The line is then the message whole.
		return loc, len(t), len(t)
	}
	end = at + len(file)
	if end < len(t) && (t[end] == '\'' || t[end] == '"') {
		end++ // "in '/app/site.yml': line 7", Jet's ("/a.jet":9)
	}
	// The line and column after the file, in the forms findAnyLoc reads.
	for end < len(t) && strings.IndexByte("0123456789:,() []", t[end]) >= 0 {
		if (t[end] == ' ' || t[end] == '(') && !(end+1 < len(t) && (isDigit(t[end+1]) || t[end] == ' ' && t[end+1] == '(' && end+2 < len(t) && isDigit(t[end+2]))) {
			break // "path (3:4)", "path(3,4)", "path 3:4", not "path (too big)"
		}
		if (t[end] == ')' || t[end] == ']') && !isDigit(t[end-1]) {
			break
		}
		end++
	}
	for _, w := range []string{"line ", ", line ", " on line ", ": line ", " line "} {
		if rest, ok := strings.CutPrefix(t[end:], w); ok && digits(rest) != "" {
			_, _, n := lineCol(rest) // the reader took its column: "in FILE on line 4, column 15"
			end = len(t) - len(rest) + max(n, len(digits(rest)))
			break
		}
	}
	// The words that lead to it: "at", "in", "-->", "file://", "(".
	for {
		b := strings.TrimRight(t[:at], " ")
		switch {
		case at > 0 && strings.IndexByte("(\"'[", t[at-1]) >= 0:
			at--
		case strings.HasSuffix(t[:at], "file://"), strings.HasSuffix(t[:at], "file:///"):
			at = strings.LastIndex(t[:at], "file://") // "file:///C:/app/x.ts" reads "C:/app/x.ts"
		case len(b) < at && (strings.HasSuffix(b, " at") || strings.HasSuffix(b, " in") || b == "at" || b == "in" || strings.HasSuffix(b, "-->")):
			at = strings.LastIndexByte(b, ' ') + 1
		default:
			return loc, at, end
		}
	}
}

// placeFileEnd is where the file of loc ("a/b.ts:3:4") ends.
func placeFileEnd(loc string) int {
	end := len(loc)
	for range 2 {
		i := strings.LastIndexByte(loc[:end], ':')
		if i < 0 || digits(loc[i+1:end]) != loc[i+1:end] || i+1 == end {
			break
		}
		end = i
	}
	return end
}

// spacedPlace reads "path L:C" where findAnyLoc does not: a trace row's
// "src/a.scss 4:10  root stylesheet" written anywhere in a line.
func spacedPlace(t string) string {
	for rest := t; ; {
		sp := strings.IndexByte(rest, ' ')
		if sp < 0 {
			return ""
		}
		tok, after := strings.Trim(rest[:sp], "\"'(),"), rest[sp+1:]
		rest = after
		if !hasSourceExt(tok) || !isAppPath(tok) || strings.Contains(tok, "://") {
			continue
		}
		if loc, _ := spacedLoc(tok, after); loc != "" {
			return loc
		}
	}
}

// spacedLoc is tok's place when after, what follows it and a space,
// starts with a line and a column, "4:10"; n is how many bytes they took.
// "" if after starts otherwise.
func spacedLoc(tok, after string) (loc string, n int) {
	l := digits(after)
	if l == "" || !strings.HasPrefix(after[len(l):], ":") {
		return "", 0
	}
	c := digits(after[len(l)+1:])
	if c == "" {
		return "", 0
	}
	return tok + ":" + l + ":" + c, len(l) + 1 + len(c)
}

// underDir reports whether loc may be the application's given its
// process's directory: relative, or absolute under dir; any when dir is
// not known.
func underDir(loc, dir string) bool {
	return dir == "" || !strings.HasPrefix(loc, "/") || Relative(loc, dir) != loc
}

// placeMessage is what t says of the problem at t[at:end]: the words
// after the place when they say something, else those before it; without
// the place, the tool's prefix and a severity label. An exception's name
// before the place leads the message ("CssSyntaxError: plugin: PLACE:
// msg" says "CssSyntaxError: msg").
func placeMessage(t string, at, end int) string {
	before, after := trimMessage(t[:at]), trimMessage(t[end:])
	lead := strings.TrimRight(t[:at], " ")
	labelled := strings.HasSuffix(lead, ":") || strings.HasSuffix(lead, "]") // "Internal server error: [postcss] PLACE: msg"
	if l := strings.TrimSuffix(lead, ":"); len(l) > 1 && l[0] == '[' && isWord(l[1:]) {
		before = "" // the bracket's label is its severity: thrift's "[ERROR:PLACE] (last token was 'i32')"
	}
	if at < len(t) && t[at] == '(' && (strings.HasPrefix(after, "): ") || after != "" && strings.HasSuffix(t[:end], "):")) {
		// A place in parentheses between the kind of error and the
		// message: jekyll's "Liquid syntax error (/app/_includes/nav.html
		// line 4): Tag '{%' was not properly terminated", Jet's "Jet
		// Runtime Error (\"/a.jet\":9): identifier ...".
		return strings.TrimSpace(strings.TrimPrefix(after, "): "))
	}
	switch {
	case after == "", strings.HasPrefix(after, "("), !labelled && before != "" && statedKind(before) != 0 && statedKind(after) == 0:
		// "Parse error at PLACE", "failed to inline PLACE (too big)",
		// "The error appears to be in PLACE, but may be elsewhere".
		if strings.HasPrefix(after, "(") {
			return strings.TrimSpace(before + " " + after)
		}
		return before
	}
	if name, _, ok := strings.Cut(strings.TrimSpace(t[:at]), ": "); ok && isExceptionName(name) && !strings.HasPrefix(after, name) {
		return name + ": " + after
	}
	return after
}

// trimMessage drops from m what is no part of a message: a timestamp, the
// tool's prefix ("[plugin-name] ", "SomeTool: ", "ERROR in "), a severity
// label, a mark, a trailing "(L:C)" and the punctuation a place left.
func trimMessage(m string) string {
	for range 6 {
		orig := m
		m = strings.TrimLeft(m, " \t:-–—•*✖✘×⚠❌│>#")
		m = stripLogPrefix(m)
		if strings.HasPrefix(m, "==") {
			if n := digits(m[2:]); n != "" && strings.HasPrefix(m[2+len(n):], "==") {
				m = m[4+len(n):] // a process's id: valgrind's "==4242== "
			}
		}
		if len(m) > 2 && m[0] == 'x' && m[1] == ' ' && m[2] >= 'A' && m[2] <= 'Z' {
			m = m[2:] // miette's mark: "x Expected ',', got ';'"
		}
		if m != "" && m[0] == '[' {
			if end := strings.IndexByte(m, ']'); end > 0 && !strings.Contains(m[:end], " ") {
				m = m[end+1:]
			}
		}
		if word, rest, ok := strings.Cut(m, " "); ok && (word == "ERROR" || word == "WARNING" || word == "Error" || word == "Warning" || word == "error" || word == "warning") && strings.HasPrefix(rest, "in ") {
			m = rest[len("in "):] // "ERROR in", the place after it
		}
		if k, msg, ok := cue(m); ok && k != 0 && !isExceptionLine(m) {
			m = msg
		}
		if word, rest, ok := strings.Cut(m, " "); ok && (word == "error" || word == "warning") {
			if code, msg, ok := strings.Cut(rest, ": "); ok && code != "" && !strings.ContainsAny(code, " '\"") {
				m = msg // a severity and its rule's code: "error invalid-ref: Unknown identifier Money"
			}
		}
		if word, rest, ok := strings.Cut(m, ": "); ok && isProgName(word) && !isExceptionName(word) && strings.Contains(rest, " ") &&
			strings.Trim(word, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-") != "" { // a code ("TS2322: ") stays
			m = rest // "SomeTool: msg"
		}
		if m == orig {
			break
		}
	}
	if p, rest := parenLast(m); p != "" {
		m = rest
	}
	return strings.TrimRight(strings.TrimSpace(m), " :,;-–—(")
}

// placeFirst is the place-first pass's adapter. Its memory is a line
// that stated a problem and named no place, for the place the lines right
// under it name: swc's "  x Expected ',', got ';'" over "   ,-[src/user.ts:
// 7:1]", an error over the stack frames that place it ("Error [Squirrelly
// Error]: unclosed helper", then "    at Object.<anonymous> (/app/
// render.js:5:19)"). The line opens nothing itself, so that an adapter
// that reads a message by the line under it (line.plain) still can.
type placeFirst struct {
	head    string  // the line that stated the problem, "" if none waits
	f       Finding // what it stated
	indent  int     // its indentation
	seq     int     // line.seq of the last line read since it
	between int     // unplaced frames read since it
	// t is the head's text, said the history when it came; checked is
	// set once stillAwaits has judged it.
	t       string
	said    *history
	checked bool
}

// maxUnplaced is how many frames with no application place may come
// between a problem and its place.
const maxUnplaced = 12

func (p *placeFirst) detect(ln line) (parser, claim) {
	adjacent := p.head != "" && ln.seq == p.seq+1
	if adjacent && !p.checked && !p.stillAwaits() {
		adjacent = false
	}
	if !adjacent {
		p.head = ""
	}
	if adjacent && p.under(ln) {
		if loc := boxedPlace(ln.t); loc != "" && underDir(loc, ln.dir) {
			f := p.f
			f.Location = loc
			g := &ledBlock{genericBlock: newGeneric(f, ln.t), head: p.head}
			g.indent = p.indent
			p.head = ""
			return g, opens
		}
		if p.between == 0 && failsOnly(p.f.Message) && !strings.HasPrefix(ln.t, "at ") && strings.Contains(ln.t, " ") {
			// A test's title and its failure mark over what failed:
			// karma's "... formats euros with a comma FAILED" over
			// "\tExpected '12.50 €' to be '12,50 €'.".
			p.f.Message = trimMessage(ln.t)
		}
		if p.between++; p.between <= maxUnplaced {
			p.seq = ln.seq
			return nil, pass
		}
		p.head = ""
	}
	if statedKind(ln.t) == 0 && !isExceptionLine(ln.t) && !taggedQuote(ln.t) {
		return nil, pass // most lines: no word of a problem
	}
	g, cl := detectPlace(ln)
	if cl == pass && p.awaits(ln) {
		p.seq, p.between = ln.seq, 0
	}
	return g, cl
}

// failsOnly reports a message that only says that something failed, its
// last word a failure's: "formatPrice formats euros FAILED".
func failsOnly(msg string) bool {
	w := msg[strings.LastIndexByte(msg, ' ')+1:]
	return w == "FAILED" || w == "FAIL" || w == "failed"
}

// under reports a line that may place the problem over it: indented
// deeper, a frame, a box's or an arrow's line.
func (p *placeFirst) under(ln line) bool {
	return len(ln.s)-len(ln.t) > p.indent || strings.HasPrefix(ln.t, "at ") || isBoxed(ln.t)
}

// awaits notes ln when it states a problem and names no place, to wait
// for the place under it; it reports whether it did.
func (p *placeFirst) awaits(ln line) bool {
	t := ln.t
	if strings.HasPrefix(t, "at ") || strings.HasSuffix(t, ":") || resultRow(t) || isDump(t) {
		return false // "Failed tests:" heads a list, each item its own problem
	}
	msg := trimMessage(t)
	if msg == "" || exitStatus(msg) {
		return false
	}
	kind := statedKind(msg)
	if kind == 0 && !isExceptionLine(msg) {
		return false
	}
	if kind == 0 {
		kind = Error
	}
	p.head, p.f, p.indent = ln.s, Finding{Kind: kind, Message: msg}, len(ln.s)-len(t)
	p.t, p.said, p.checked = t, ln.said, false
	return true
}

// stillAwaits makes the costlier tests of awaits once the line right
// under the head has come, which most heads never see: the head is no
// code frame's row, names no place of its own, is no count and no quiet
// line, and does not repeat an error just reported.
func (p *placeFirst) stillAwaits() bool {
	p.checked = true
	msg := p.f.Message
	return !isQuiet(msg) && !isTally(msg) && !isFrameRow(p.t) && findAnyLoc(p.t) == "" && !repeatsRecent(msg, p.said)
}

// ledBlock is a generic block whose head was read before the block was
// known: the problem's line, over the line that placed it.
type ledBlock struct {
	*genericBlock
	head string
}

func (b *ledBlock) lead() string { return b.head }

// isBoxed reports a line of a box or an arrow a report draws around its
// place and code: ",-[", "╭─[", "│", "-->", "|".
func isBoxed(t string) bool {
	return hasPrefixAny(t, ",-[", "╭", "┌", "│", "|", "-->", "`-", "╰", "└", ":")
}

// boxedPlace is the application place a line under a problem names: a
// frame's ("at f (/app/a.js:5:19)"), a box's (",-[src/a.ts:7:1]"), an
// arrow's ("--> src/a.rs:3:5"), or a place alone.
func boxedPlace(t string) string {
	t = strings.TrimLeft(t, ",-[╭─┌│|>` ")
	return lineLoc(strings.TrimRight(t, "]"))
}
