package classify

import (
	"regexp"
	"strings"
)

// ccDiag matches a gcc or clang diagnostic: "server.c:5:12: error: msg".
// A .go file is cgo's preamble: Go's own diagnostics carry no "error:".
var ccDiag = regexp.MustCompile(`^(\S+\.(?:c|h|cc|cpp|cxx|c\+\+|hpp|hh|hxx|m|mm|ino|go)):(\d+):(\d+): (fatal error|error|warning): (.*)$`)

// ccHeaderDiag matches a diagnostic in a system header, which C++'s
// standard library names without an extension:
// "/usr/include/c++/12/ostream:754:5: error: no type named ...".
var ccHeaderDiag = regexp.MustCompile(`^(/\S+/include/\S+):(\d+):(\d+): (fatal error|error|warning): (.*)$`)

// dotnetDiag matches an MSBuild diagnostic:
// "/app/Program.cs(5,13): error CS0103: msg [/app/App.csproj]".
var dotnetDiag = regexp.MustCompile(`^(.*?)\((\d+),(\d+)\): (error|warning) ([A-Z]+\d+): (.*?)(?: \[[^\]]*\])?$`)

// dotnetFrame matches " in /app/Program.cs:line 7" in a .NET stack frame.
var dotnetFrame = regexp.MustCompile(` in (.+):line (\d+)`)

// monoFrame matches Mono's frame place: "at Orders.Main () [0x0001a] in /app/Orders.cs:13".
var monoFrame = regexp.MustCompile(`\] in (.+):(\d+) ?$`)

// ccAdapter reads gcc's and clang's diagnostics.
type ccAdapter struct {
	// cc is the C compiler ("gcc" or "clang") last recognised by its source
	// excerpts; a diagnostic printed without one is attributed to it.
	cc string
	// ccRequired is the application line g++ last said a template was
	// "required from", for an error it then reports in a library header.
	ccRequired string
}

func (a *ccAdapter) detect(ln line) (parser, claim) { return opened(a.detectC(ln.s, ln.t)) }

func (a *ccAdapter) detectC(s, t string) parser {
	if strings.Contains(s, ":   required from ") {
		// g++ prints the instantiation that led into a template before the
		// error it raised there: "src/main.cpp:8:18:   required from here".
		if loc := findLoc(s, true); loc != "" {
			a.ccRequired = loc
		}
		return nil
	}
	if !strings.Contains(s, ": error: ") && !strings.Contains(s, ": warning: ") && !strings.Contains(s, ": fatal error: ") {
		return nil
	}
	m := ccDiag.FindStringSubmatch(s)
	if m == nil {
		m = ccHeaderDiag.FindStringSubmatch(s)
	}
	if m == nil {
		return nil
	}
	loc := m[1] + ":" + m[2] + ":" + m[3]
	if !isAppPath(m[1]) && a.ccRequired != "" {
		loc = a.ccRequired // the error is in a library's template; the user's code asked for it
	}
	a.ccRequired = ""
	return &ccBlock{f: Finding{Kind: severity(m[4]), Category: "gcc", Message: m[5], Location: loc}, a: a}
}

// ccBlock follows a gcc/clang diagnostic through its source excerpt and
// notes. gcc (9 and later) prefixes source lines with "  5 |"; clang does
// not, which is how the two are told apart.
type ccBlock struct {
	f      Finding
	a      *ccAdapter // remembers which compiler spoke, for diagnostics without source
	gutter bool
	source bool
}

func (p *ccBlock) next(line string) verdict {
	switch {
	case line == "":
		return reject
	case line[0] == ' ' || line[0] == '\t':
		p.source = true
		if t := strings.TrimLeft(line, " "); strings.HasPrefix(strings.TrimLeft(t, "0123456789"), " |") || strings.HasPrefix(t, "|") {
			p.gutter = true
		}
		return take
	case strings.Contains(line, ": note: "):
		return take
	}
	return reject
}

func (p *ccBlock) finding() (Finding, bool) {
	switch {
	case p.source && !p.gutter:
		p.a.cc = "clang"
	case p.gutter:
		p.a.cc = "gcc"
	}
	f := p.f
	switch {
	case isCheckerID(f.Message):
		f.Category = "generic" // cppcheck, not a compiler
	case p.a.cc != "":
		f.Category = p.a.cc
	}
	return f, true
}

// dotnetAdapter reads MSBuild's diagnostics and .NET's and Mono's
// unhandled exceptions.
type dotnetAdapter struct{}

func (dotnetAdapter) detect(ln line) (parser, claim) { return opened(detectDotnet(ln.s, ln.t)) }

// repeats: Mono prints an unhandled exception twice, the second time as
// "[ERROR] FATAL UNHANDLED EXCEPTION: ..." with the same frames.
func (dotnetAdapter) repeats(f Finding, _ *block, said *history) bool {
	head, _, _ := strings.Cut(f.Block, "\n")
	return said.lastErr != "" && f.Message == said.lastErr && f.Location == said.lastLoc &&
		strings.Contains(head, "FATAL UNHANDLED EXCEPTION: ")
}

func detectDotnet(s, t string) parser {
	t = strings.TrimPrefix(t, "dotnet watch ")
	for _, icon := range []string{"❌ ", "⚠ ", "🔥 ", "⌚ ", "💡 "} {
		t = strings.TrimPrefix(t, icon)
	}
	switch {
	case strings.HasPrefix(t, "Unhandled exception. "):
		return &dotnetTrace{f: Finding{Kind: Error, Category: "dotnet", Message: t[len("Unhandled exception. "):]}}
	case t == "Unhandled Exception:":
		// Mono: the exception on the next line, then its frames.
		return &dotnetTrace{f: Finding{Kind: Error, Category: "dotnet"}}
	case strings.HasPrefix(t, "[ERROR] FATAL UNHANDLED EXCEPTION: "):
		// Mono again, right after: a repeat (see Classifier.repeats).
		return &dotnetTrace{f: Finding{Kind: Error, Category: "dotnet", Message: t[len("[ERROR] FATAL UNHANDLED EXCEPTION: "):]}}
	case strings.Contains(t, "error ") || strings.Contains(t, "warning "):
		m := dotnetDiag.FindStringSubmatch(t)
		if m == nil {
			return nil
		}
		f := Finding{Kind: severity(m[4]), Category: "dotnet", Message: m[5] + ": " + m[6], Location: m[1] + ":" + m[2] + ":" + m[3]}
		return &single{f: f}
	}
	return nil
}

// dotnetTrace follows "Unhandled exception." through its "   at" frames.
type dotnetTrace struct{ f Finding }

func (p *dotnetTrace) next(line string) verdict {
	t := strings.TrimLeft(line, " ")
	switch {
	case p.f.Message == "" && t != "":
		p.f.Message = t // Mono's exception, under "Unhandled Exception:"
		return take
	case strings.HasPrefix(t, "at "):
		m := dotnetFrame.FindStringSubmatch(t)
		if m == nil {
			m = monoFrame.FindStringSubmatch(t)
		}
		if m != nil && p.f.Location == "" && hasSourceExt(m[1]) && isAppPath(m[1]) {
			p.f.Location = m[1] + ":" + m[2]
		}
		return take
	case strings.HasPrefix(t, "---> "), strings.HasPrefix(t, "--- End of"):
		return take
	}
	return reject
}

func (p *dotnetTrace) finding() (Finding, bool) { return p.f, p.f.Message != "" }

// rubyErr matches "app.rb:5:in `<main>': undefined method (NoMethodError)"
// (and Ruby 3.4's 'Invoice#total' quoting).
var rubyErr = regexp.MustCompile("^(\\S+\\.rb):(\\d+):in [`']([^']*)': (.*) \\(([A-Z][\\w:]*)\\)$")

// rubySyntax matches "bad.rb:2: syntax error, unexpected end-of-input".
var rubySyntax = regexp.MustCompile(`^(\S+\.rb):(\d+): (.*)$`)

func detectRuby(s, t string) parser {
	if !strings.Contains(s, ".rb:") || s[0] == ' ' || s[0] == '\t' {
		return nil
	}
	if m := rubyErr.FindStringSubmatch(s); m != nil {
		p := &rubyTrace{f: Finding{Kind: Error, Category: "ruby", Message: m[5] + ": " + m[4]}}
		if isAppPath(m[1]) {
			p.f.Location = m[1] + ":" + m[2]
		}
		if sm := rubySyntax.FindStringSubmatch(m[4]); sm != nil && m[5] == "SyntaxError" && isAppPath(sm[1]) {
			// A file required with a syntax error: "app.rb:3:in
			// `require_relative': cart.rb:10: syntax error, ...
			// (SyntaxError)", then its excerpt and further "cart.rb:13:
			// syntax error" lines: the problem is in the required file.
			p.f.Location, p.syntax = sm[1]+":"+sm[2], true
		}
		return p
	}
	if m := rubySyntax.FindStringSubmatch(s); m != nil && (strings.Contains(m[3], "syntax error") || strings.Contains(m[3], "warning: ")) {
		kind := Error
		if strings.HasPrefix(m[3], "warning: ") {
			kind = Warning
		}
		p := &indented{f: Finding{Kind: kind, Category: "ruby", Message: m[3], Location: m[1] + ":" + m[2]}}
		if strings.Contains(m[3], " redefined") {
			// "warning: method redefined; discarding old title", then its
			// note, "a.rb:4: warning: previous definition of title was here".
			p.more = func(t string) bool { return strings.Contains(t, ": warning: previous definition of ") }
		}
		return p
	}
	return nil
}

// rubyTrace follows a Ruby error through its "\tfrom" lines and the
// error_highlight excerpt ("puts greeet(nil)", carets, "Did you mean?").
// An exception raised while another was handled is printed with that
// cause right under its frames, in the same form and with no marker
// ("a.rb:13:in `read': No such file ... (Errno::ENOENT)").
type rubyTrace struct {
	f      Finding
	n      int
	blank  bool // the previous line was blank
	didYou bool
	from   bool // the previous line was a "from" frame
	syntax bool // a required file's SyntaxError: its excerpt and further lines follow
}

var rubyFrom = regexp.MustCompile(`^\s+from (\S+\.rb):(\d+):in `)

func (p *rubyTrace) next(line string) verdict {
	p.n++
	wasBlank, wasFrom := p.blank, p.from
	p.blank = line == ""
	t := strings.TrimLeft(line, " \t")
	p.from = strings.HasPrefix(t, "from ")
	switch {
	case line == "":
		return hold
	case wasFrom && len(t) == len(line) && rubyErr.MatchString(line):
		return take // the cause
	case strings.HasPrefix(t, "from "):
		if m := rubyFrom.FindStringSubmatch(line); m != nil && p.f.Location == "" && isAppPath(m[1]) {
			p.f.Location = m[1] + ":" + m[2]
		}
		return take
	case strings.Trim(line, " ^~") == "", p.syntax && (len(t) < len(line) || rubySyntax.MatchString(line) && strings.Contains(line, ": syntax error")):
		return take
	case strings.HasPrefix(line, "Did you mean?"):
		p.didYou = true
		return take
	case p.didYou && len(t) < len(line):
		return take
	case wasBlank && p.n <= 3:
		return hold // the source line of error_highlight; taken if carets follow
	}
	return reject
}

func (p *rubyTrace) finding() (Finding, bool) { return p.f, true }

// exceptionHead matches a logged error with no tool prefix, as Express or a
// console.error prints it: "TypeError: Cannot read properties of null".
// Node names a system error's code in brackets, also on a bare Error:
// "Error [ERR_MODULE_NOT_FOUND]: Cannot find package 'x' imported from ...".
var exceptionHead = regexp.MustCompile(`^(?:Uncaught )?(?:[A-Z]\w*(?:Error|Exception)(?: \[\w+\])?|Error \[\w+\]): \S`)

func detectException(s, t string) parser {
	// Koa's default error handler indents the whole stack by two spaces:
	// "  SyntaxError: Unexpected end of JSON input", "      at ...".
	if len(s)-len(t) > 4 || t[0] < 'A' || t[0] > 'Z' || !strings.Contains(t, ": ") || !exceptionHead.MatchString(t) {
		return nil
	}
	return &exception{jsStack: jsStack{f: Finding{Kind: Error, Category: "node-exception", Message: t}}}
}

// detectBracketedError reads an Error as node's util.inspect writes one
// that has no stack, in brackets, maybe over lines: c12 (Nitro's config
// loader) prints "[Error: ParseError: Unexpected token", then
// " /app/nitro.config.ts:2:15]". The place is the first application
// location in it.
func detectBracketedError(s, t string) parser {
	if len(t) < len(s) || !strings.HasPrefix(t, "[") || !strings.HasPrefix(t, "[Error: ") && !exceptionHead.MatchString(t[1:]) {
		return nil
	}
	p := &bracketedError{f: Finding{Kind: Error, Category: "node-exception", Message: strings.TrimSuffix(strings.TrimSpace(t[1:]), "]")}}
	p.f.Location = findLoc(t, true)
	p.closed = strings.HasSuffix(strings.TrimSpace(t), "]")
	return p
}

type bracketedError struct {
	f      Finding
	closed bool // the closing bracket was read
	n      int
}

func (p *bracketedError) next(line string) verdict {
	t := strings.TrimSpace(line)
	p.n++
	if p.closed || t == "" || p.n > 6 {
		return reject
	}
	if p.f.Location == "" {
		p.f.Location = findLoc(t, true)
	}
	if strings.HasSuffix(t, "]") {
		p.closed = true
		return takeEnd
	}
	return take
}

func (p *bracketedError) finding() (Finding, bool) { return p.f, p.closed }

// exception is an error line followed by a stack, in node's "    at fn
// (file:1:2)" form or Java's "\tat pkg.Class.fn(File.java:3)" form.
type exception struct {
	jsStack
	java, ruby bool
	// framed is set by a code frame under the error instead of a stack:
	// Babel's "SyntaxError: /app/a.js: msg (7:14)" as webpack relays it.
	framed bool
	under  frameThenMessage
	prose  int // hint lines held before the frames (see isProse)
}

func (p *exception) next(line string) verdict {
	if p.frames == 0 && p.under.placed(p.f.Message) {
		if v, ok := p.under.next(line); ok {
			return v
		}
	}
	if label, rest, ok := strings.Cut(line, ": "); ok && p.frames == 0 && p.f.Location == "" && !strings.Contains(label, " ") {
		// A label and the place alone under the error: tsoa's "At: FILE:L:C."
		if loc, after, ok := leadingLoc(rest, true); ok && strings.Trim(after, ". ") == "" {
			p.f.Location = loc
			return take
		}
	}
	if p.frames == 0 && isFrameLine(strings.TrimLeft(strings.TrimLeft(line, " "), ">")) {
		p.framed = true // ">> 3| x" too (EJS, LiquidJS)
		return take
	}
	if p.frames == 0 && p.prose < 3 && line != "" && line[0] != ' ' && line[0] != '\t' && isProse(line) {
		// A hint between the error and its frames: EJS's "If the above
		// error is not helpful, you may want to try EJS-Lint:" and its URL.
		p.prose++
		return hold
	}
	if loc, ok := rubyFrame(line); ok {
		// Rake and Ruby's own reports: "/app/Rakefile:3:in `block in
		// <top (required)>'", unindented, under the exception.
		p.ruby = true
		p.frames++
		if p.f.Location == "" && isAppPath(loc) {
			p.f.Location = loc
		}
		return take
	}
	if m := jrubyFrame.FindStringSubmatch(line); m != nil {
		// JRuby: "  unit_price at cart.rb:4", right-aligned names, its own
		// Java sources among them ("fetch at org/jruby/RubyHash.java:1356").
		p.ruby = true
		p.frames++
		if p.f.Location == "" && !strings.HasSuffix(m[1], ".java") && isAppPath(m[1]) {
			p.f.Location = m[1] + ":" + m[2]
		}
		return take
	}
	if p.frames == 0 && p.pre < 6 && line != "" && (line[0] == ' ' || line[0] == '\t') && !strings.HasPrefix(strings.TrimLeft(line, " \t"), "at ") {
		// Ruby's error_highlight: the source line and a caret under it.
		// (Or Bun's listing of the error's properties: see isBunProp.)
		p.pre++
		if isBunProp(strings.TrimLeft(line, " \t")) {
			p.bunProps++
		}
		return take
	}
	if strings.HasPrefix(line, "\tat ") {
		p.java = true
		p.frames++
		if m := javaFrame.FindStringSubmatch(line); m != nil && p.f.Location == "" && isAppJavaFrame(m[1]) {
			p.f.Location = m[2] + ":" + m[3]
		}
		return take
	}
	return p.jsStack.next(line)
}

// jrubyFrame matches JRuby's backtrace line: "  unit_price at cart.rb:4".
var jrubyFrame = regexp.MustCompile(`^\s+[\w<>?!=$\[\]]+ at (\S+):(\d+)$`)

func (p *exception) finding() (Finding, bool) {
	f, ok := p.jsStack.finding()
	if !ok && p.frames == 0 {
		// No frames, but a place in words: lessc's "NameError: variable
		// @x is undefined in /app/a.less on line 4, column 15:".
		ok = placedInWords(&f)
	}
	if !ok && p.framed {
		ok = true
		if _, rest, cut := strings.Cut(f.Message, ": "); cut && f.Location == "" {
			f.Location = pathMsgLoc(rest)
		}
	}
	if p.java {
		f.Category = "java-exception"
	}
	if p.ruby {
		f.Category = "ruby"
	}
	return f, ok
}

// rubyFrame returns the location of a Ruby backtrace line, "path:N:in
// `method'" (or "'method'", Ruby 3.4), unindented or after "from ".
func rubyFrame(line string) (string, bool) {
	t := strings.TrimPrefix(strings.TrimLeft(line, " \t"), "from ")
	i := strings.Index(t, ":in ")
	if i <= 0 || i+4 >= len(t) || t[i+4] != '`' && t[i+4] != '\'' {
		return "", false
	}
	loc := findLoc(t[:i+1], false)
	return loc, loc != "" && strings.HasPrefix(t, loc)
}

// loggedException finds an error logged inside a line, after a label:
// "[ioredis] Unhandled error event: Error: connect ECONNREFUSED ...".
var loggedException = guarded{regexp.MustCompile(`(?:: |\] )(?:[A-Z]\w*)?(?:Error|Exception)(?: \[\w+\])?: \S`), mayLogException}

// detectLoggedException opens a block on a line that logs an error after
// a label of its own, when the error's stack frames follow it; without
// frames it is no problem (the line may quote an error in passing).
func detectLoggedException(s, t string) parser {
	if !loggedException.match(t) {
		return nil
	}
	msg := t
	if strings.HasPrefix(msg, "[") {
		if _, rest, ok := strings.Cut(msg, "] "); ok {
			msg = rest // the logger's tag
		}
	}
	return &stackedLine{jsStack: jsStack{f: Finding{Kind: Error, Category: "generic", Message: msg}}}
}

// stackedLine is a logged error that is a problem only with the "at"
// frames right under it.
type stackedLine struct{ jsStack }

func (p *stackedLine) next(line string) verdict {
	if p.frames == 0 && !strings.HasPrefix(strings.TrimLeft(line, " \t"), "at ") {
		return reject
	}
	return p.jsStack.next(line)
}

// isCheckerID reports a message that ends with a checker's id in brackets,
// as cppcheck writes its gcc-like diagnostics ("Memory leak: p [memleak]"):
// the compilers' own end with a flag ("[-Wunused-variable]") or nothing.
func isCheckerID(msg string) bool {
	i := strings.LastIndex(msg, " [")
	if i < 0 || !strings.HasSuffix(msg, "]") {
		return false
	}
	id := msg[i+2 : len(msg)-1]
	return id != "" && !strings.HasPrefix(id, "-") && !strings.ContainsAny(id, " =")
}
