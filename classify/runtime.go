package classify

import (
	"strings"
)

// Bun and Deno print a problem in shapes node does not: Bun puts the code
// frame ("4 |   return user!.name") before the error line; Deno prefixes
// an uncaught error with "error: Uncaught" and type errors with
// "TS2322 [ERROR]: ".

func detectDeno(s, t string) parser {
	switch {
	case strings.HasPrefix(s, "error: Uncaught ") && !isQuiet(s):
		return newGeneric(Finding{Kind: Error, Category: "deno", Message: s[len("error: "):]}, s)
	case strings.HasPrefix(s, "Error formatting: "):
		// deno fmt on a file that does not parse: the parser's error is
		// the indented line under it, then a code frame and the place.
		g := newGeneric(Finding{Kind: Error, Message: s}, s)
		g.vague = true
		return g
	case strings.HasPrefix(s, "file://") && strings.Contains(s, ": line ") && strings.Contains(s, ", col "):
		// deno lint --compact: "file:///a.ts: line 1, col 7 - msg (rule)".
		path, rest, _ := strings.Cut(strings.TrimPrefix(s, "file://"), ": line ")
		line, rest, _ := strings.Cut(rest, ", col ")
		col, msg, ok := strings.Cut(rest, " - ")
		if ok && digits(line) == line && digits(col) == col && line != "" && col != "" {
			loc := ""
			if isAppPath(path) {
				loc = path + ":" + line + ":" + col
			}
			return &single{f: Finding{Kind: Error, Category: "generic", Message: msg, Location: loc}}
		}
	case len(t) == len(s) && strings.Contains(s, "   error: "):
		// deno bench writes a failing bench's error on its row of the
		// table, after its name: "parse order   error: SyntaxError: ...".
		name, msg, _ := strings.Cut(s, "   error: ")
		if exc, _, ok := strings.Cut(msg, ": "); ok && isExceptionName(exc) && !strings.Contains(name, "|") {
			g := newGeneric(Finding{Kind: Error, Category: "deno", Message: msg}, msg)
			g.loose = 1 // the source line, unindented, before the caret
			return g
		}
	case strings.HasPrefix(s, "TS") && (strings.Contains(s, " [ERROR]: ") || strings.Contains(s, " [WARNING]: ")):
		code, msg, _ := strings.Cut(s, " [")
		kind := Error
		if strings.HasPrefix(msg, "WARNING") {
			kind = Warning
		}
		_, msg, _ = strings.Cut(msg, "]: ")
		g := newGeneric(Finding{Kind: kind, Category: "deno", Message: code + ": " + msg}, s)
		g.loose = 1 // the source line, unindented, before the caret and "at file://..."
		return g
	}
	return nil
}

// denoTest follows one failure in deno test's ERRORS section: "adds =>
// ./cart_test.ts:5:6", then "error: ..." and its frames. The FAILURES
// section names the test again with no error under it: not a problem.
type denoTest struct {
	name, testLoc string
	g             *genericBlock
}

func detectDenoTest(s, t string) parser {
	name, loc, ok := strings.Cut(s, " => ")
	if !ok || len(t) < len(s) || !strings.HasPrefix(loc, "./") || findLoc(loc, false) != loc {
		return nil
	}
	return &denoTest{name: name, testLoc: loc}
}

func (p *denoTest) next(line string) verdict {
	if p.g != nil {
		if detectDenoTest(line, line) != nil {
			return reject // the next test's "name => ./a_test.ts:24:6"
		}
		return p.g.next(line)
	}
	if msg, ok := strings.CutPrefix(line, "error: "); ok {
		p.g = newGeneric(Finding{Kind: Error, Category: "deno", Message: p.name + " failed: " + msg}, line)
		p.g.loose = 2 // the source line, unindented, and its caret
		return take
	}
	return reject
}

func (p *denoTest) finding() (Finding, bool) {
	if p.g == nil {
		return Finding{}, false
	}
	f, ok := p.g.finding()
	if f.Location == "" {
		f.Location = p.testLoc
	}
	return f, ok
}

// isBunFrame reports a line of Bun's code frame: "12 | source".
func isBunFrame(s string) bool {
	n := digits(s)
	return n != "" && strings.HasPrefix(s[len(n):], " |") && !isFmtDiffRow(s[len(n):])
}

// isFmtDiffRow reports the rest of a numbered row of deno fmt --check's
// diff ("1 | -export function f( a ){", "1 | +export function f(a) {"),
// which looks like Bun's code frame but is not one.
func isFmtDiffRow(rest string) bool {
	return strings.HasPrefix(rest, " | -") || strings.HasPrefix(rest, " | +")
}

// bunAdapter reads Bun's runtime errors and what bun install repeats.
type bunAdapter struct{}

func (bunAdapter) detect(ln line) (parser, claim) { return opened(detectBun(ln.s, ln.t)) }

// repeats: bun install restates the dependency it could not resolve,
// "left-pad@^99.0.0 failed to resolve" under 'No version matching
// "^99.0.0" found for specifier "left-pad"'.
func (bunAdapter) repeats(f Finding, b *block, said *history) bool {
	spec, ok := strings.CutSuffix(f.Message, " failed to resolve")
	if !ok || b.lines != 1 || f.Location != "" || len(said.recent) == 0 {
		return false
	}
	i := strings.LastIndexByte(spec, '@')
	return i > 0 && strings.Contains(said.recent[len(said.recent)-1], `"`+spec[:i]+`"`)
}

func detectBun(s, t string) parser {
	if name, ok := strings.CutPrefix(s, "(fail) "); ok {
		// A failure bun test printed no error for: a timeout, whose
		// reason is on the indented line below ("  ^ this test timed out
		// after 50ms."). An error's "(fail)" line ends its bunBlock.
		if i := strings.LastIndex(name, " ["); i > 0 {
			name = name[:i]
		}
		return &bunFail{f: Finding{Kind: Error, Category: "bun", Message: name + " failed"}}
	}
	if s == "error" {
		return &bunValue{f: Finding{Kind: Error, Category: "bun", Message: "error:"}}
	}
	if msg, ok := strings.CutPrefix(s, "error: expect("); ok {
		// bun test --bail prints the failed matcher with no code frame
		// above it; "(fail) name" below still names the test.
		return &bunBlock{g: newGeneric(Finding{Kind: Error, Category: "bun", Message: "expect(" + msg}, s)}
	}
	if !isDigit(s[0]) || !isBunFrame(s) {
		return nil
	}
	return &bunBlock{}
}

// bunValue is Bun's report of a thrown or rejected value that is no
// Error: "error" alone, then the value as an object literal, from "{" to
// "}" at column 0. The message is the object on one line.
type bunValue struct {
	f    Finding
	open bool
	done bool
}

func (p *bunValue) next(line string) verdict {
	switch {
	case p.done:
		return reject
	case !p.open && line == "{":
		p.open = true
		p.f.Message = "error: {"
		return take
	case !p.open:
		return reject
	case line == "}":
		p.done = true
		p.f.Message += " }"
		return take
	}
	p.f.Message += " " + strings.TrimSpace(line)
	return take
}

func (p *bunValue) finding() (Finding, bool) { return p.f, p.done }

// bunFail is bun test's "(fail) name [50.10ms]" line with no error above
// it, and the reason indented under it.
type bunFail struct {
	f      Finding
	reason bool
}

func (p *bunFail) next(line string) verdict {
	t := strings.TrimLeft(line, " ")
	if p.reason || len(t) == len(line) || t == "" {
		return reject
	}
	p.reason = true
	p.f.Message += ": " + strings.TrimLeft(t, "^ ")
	return take
}

func (p *bunFail) finding() (Finding, bool) { return p.f, true }

// bunBlock follows Bun's report: the code frame, the caret, the error
// line ("error: msg" or "TypeError: msg"), then frames as a generic block.
// A code frame with no error line under it is not a problem.
type bunBlock struct {
	g     *genericBlock
	frame bool // an "at" frame was read: a new code frame is a new error
}

func (p *bunBlock) next(line string) verdict {
	if p.g != nil {
		if p.frame && isBunFrame(line) {
			return reject
		}
		if name, ok := strings.CutPrefix(line, "(fail) "); ok {
			// bun test names the test after its failure: "(fail) adds [0.65ms]".
			if i := strings.LastIndex(name, " ["); i > 0 {
				name = name[:i]
			}
			p.g.f.Message = name + " failed: " + p.g.f.Message
			return takeEnd
		}
		if strings.HasPrefix(strings.TrimLeft(line, " "), "at ") {
			p.frame = true
		}
		return p.g.next(line)
	}
	t := strings.TrimLeft(line, " ")
	switch {
	case isBunFrame(line), t == "" && line != "", strings.Trim(t, "^~") == "":
		return take
	}
	if kind, msg, ok := cue(t); ok {
		p.g = newGeneric(Finding{Kind: kind, Category: "bun", Message: msg}, t)
		return take
	}
	if name, _, ok := strings.Cut(t, ": "); ok && isExceptionName(name) {
		p.g = newGeneric(Finding{Kind: Error, Category: "bun", Message: t}, t)
		return take
	}
	return reject
}

func (p *bunBlock) finding() (Finding, bool) {
	if p.g == nil {
		return Finding{}, false
	}
	return p.g.finding()
}
