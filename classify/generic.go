package classify

import (
	"strings"
)

// The generic layer recognises a problem in the output of a tool no
// adapter knows: a line that starts (after a timestamp or log prefix) with a
// severity cue, or a location followed by one, opens a block; the lines
// that continue it are read for the most specific message and the first
// application location. Adapters reuse its block ([genericBlock]) with
// their own head and category.

// errorCues and warningCues are the labels that open a problem when a line
// starts with them (after stripLogPrefix). Each must be followed by what
// cueEnd accepts, so "errorHandler registered" or "error-boundary.tsx
// compiled" are not problems.
var errorCues = []string{
	"SCRIPT ERROR", "USER ERROR", "PHP Fatal error", "PHP Parse error", "PHP Recoverable fatal error",
	"Fatal error", "Parse error", "Uncaught", "FATAL", "fatal", "Fatal", "panic", "PANIC",
	"ERROR", "Error", "error", "[error]", "[ERROR]", "[Error]", "ERR!", "E/", "CRITICAL", "CRIT", "[crit]",
	"FAIL", "FAILED", "✗", "×", "✘", "❌", "⨯", "**", "<e>",
}

var warningCues = []string{
	"USER WARNING", "PHP Warning", "PHP Notice", "PHP Deprecated", "Deprecated", "DEPRECATED", "Notice",
	"WARNING", "Warning", "warning", "WARN", "warn", "<w>", "[warn]", "[warning]", "[WARN]", "[WARNING]", "[Warning]", "⚠",
}

// cueStart holds the first bytes of all cues: most lines are ruled out by
// their first byte alone.
var cueStart = func() (b [256]bool) {
	for _, c := range append(append([]string{}, errorCues...), warningCues...) {
		b[c[0]] = true
	}
	return b
}()

// cueEnd reports whether rest, what follows a cue, ends it as a label:
// a colon, a space (for capitalised log levels and symbols), a bracket.
func cueEnd(cue, rest string) bool {
	if rest == "" {
		return false
	}
	switch rest[0] {
	case ':':
		return true
	case ']', '[':
		return cue == "error" || cue == "warning" // rustc's "error[E0308]"
	case ' ', '\t':
		// "Error " or "error " alone is prose ("error boundary ready"); an
		// upper-case level, a bracketed level or a symbol is a label.
		c := cue[0]
		return c == '[' || c == '<' || c >= 0x80 || c == '*' || cue == "Uncaught" || cue == "Deprecated" ||
			strings.ToUpper(cue) == cue && len(cue) > 1
	}
	return false
}

// cue reports whether t (log prefix stripped) opens a problem with a
// severity label, and returns the kind and the message after the label.
func cue(t string) (Kind, string, bool) {
	if t == "" || !cueStart[t[0]] {
		return 0, "", false
	}
	for _, set := range [2][]string{errorCues, warningCues} {
		for _, c := range set {
			if !strings.HasPrefix(t, c) || !cueEnd(c, t[len(c):]) {
				continue
			}
			kind := Error
			if set[0] == warningCues[0] {
				kind = Warning
			}
			msg := strings.TrimLeft(t[len(c):], ": \t")
			if rest := t[len(c):]; len(rest) > 1 && rest[0] == ':' && rest[1] != ' ' {
				// Python logging's "ERROR:shop.payments:message": drop the
				// logger's name.
				if _, m, ok := strings.Cut(rest[1:], ":"); ok && m != "" {
					msg = m
				}
			}
			if rest := t[len(c):]; rest[0] == '[' {
				// "error[no-unused-vars]: msg" (deno lint, rustc's style): the
				// code leads the message, as rustc's "E0308: ..." does.
				if code, m, ok := strings.Cut(rest[1:], "]: "); ok {
					msg = code + ": " + m
				}
			}
			if c == "Uncaught" || c == "**" {
				msg = t
			}
			if c == "**" && !strings.HasPrefix(msg, "** (") {
				return 0, "", false
			}
			if msg == "" {
				return 0, "", false
			}
			return kind, msg, true
		}
	}
	return 0, "", false
}

// stripLogPrefix drops what loggers put before a message: timestamps
// ("[Tue Nov 24 21:00:59 2026] ", "21:01:50.084 ", "9:03:04 PM ",
// "2026-11-24 21:01:58 - "), so that the message's own first word is seen.
func stripLogPrefix(t string) string {
	for range 4 {
		orig := t
		switch {
		case t == "":
			return t
		case t[0] == '[':
			end := strings.IndexByte(t, ']')
			if end < 0 || !strings.ContainsAny(t[1:end], "0123456789") || strings.ContainsAny(t[1:end], "_") {
				return t
			}
			t = t[end+1:]
		case isDigit(t[0]):
			end := strings.IndexByte(t, ' ')
			if end < 0 || !isTimeToken(t[:end]) {
				return t
			}
			t = t[end+1:]
			if strings.HasPrefix(t, "AM ") || strings.HasPrefix(t, "PM ") {
				t = t[3:]
			}
		case strings.HasPrefix(t, "- "), strings.HasPrefix(t, "| "):
			t = t[2:]
		default:
			return t
		}
		t = strings.TrimLeft(t, " ")
		if t == orig {
			return t
		}
	}
	return t
}

// isTimeToken reports a date or clock token: digits with ':', '-', '.',
// '/', 'T', 'Z' or '+' between them, at least one separator.
func isTimeToken(s string) bool {
	sep := false
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case isDigit(c):
		case c == ':' || c == '-' || c == '.' || c == '/' || c == 'T' || c == 'Z' || c == '+' || c == ',':
			sep = true
		default:
			return false
		}
	}
	return sep
}

// quietPhrases are cue lines that only summarise problems already
// reported ("✗ Build failed in 55ms", deno's "error: Type checking failed.").
var quietPhrases = []string{
	"Build failed in ", "Type checking failed", "Test Files ", "Tests ", "test failed", "tests failed",
	"Command failed with exit code", "script returned failure", "Compilation failed",
	"Process completed with exit code", "Interrupted:", "There were test failures",
}

// quietWords, anywhere in a cue line, mark it as a count or a notice
// ("could not compile `app` due to 2 previous errors", "`app` generated 1
// warning", Flask's "This is a development server").
var quietWords = []string{
	"previous error", " generated ", "This is a development server", "aborting due to",
	"detected changes in", "Reloading...",
}

func isQuiet(msg string) bool {
	for _, q := range quietPhrases {
		if strings.HasPrefix(msg, q) {
			return true
		}
	}
	for _, q := range quietWords {
		if strings.Contains(msg, q) {
			return true
		}
	}
	// go test's "FAIL\texample.com/calc\t0.003s" closes a package's results.
	return strings.Contains(msg, "\t")
}

// detectGeneric opens a block on a line no adapter claimed: a severity cue
// at the start ("ERROR: x", "[warn] y", "SCRIPT ERROR: z"), a location
// followed by one ("src/a.x:3:4: error: m"), or an exception line
// ("KeyError: 'id'", "** (CompileError) ...").
func detectGeneric(s, t string) parser {
	indent := len(s) - len(t)
	t = stripLogPrefix(t)
	if t == "" {
		return nil
	}
	if t[0] == '{' {
		return detectJSONLog(t)
	}
	t = stripChannel(t)
	if kind, msg, ok := cue(t); ok {
		if isQuiet(msg) || isTestListEntry(s, t) || isBarePath(msg) {
			return nil
		}
		g := newGeneric(Finding{Kind: kind, Category: cueCategory(t), Message: msg}, t)
		g.logHead = !isExceptionLine(msg) && !strings.HasPrefix(msg, "Uncaught")
		g.indent = indent
		return g
	}
	// "NoMethodError - undefined method" (Sinatra), "NoMethodError
	// (undefined method ...):" (Rails), "KeyError: 'id'".
	if name, rest, ok := strings.Cut(t, " "); ok && isExceptionName(strings.TrimSuffix(name, ":")) &&
		(strings.HasSuffix(name, ":") || strings.HasPrefix(rest, "- ") || strings.HasPrefix(rest, "(") && strings.HasSuffix(t, "):")) &&
		t[0] >= 'A' && t[0] <= 'Z' {
		kind := Error
		if strings.HasSuffix(strings.TrimSuffix(name, ":"), "Warning") {
			kind = Warning
		}
		return newGeneric(Finding{Kind: kind, Message: t}, t)
	}
	// "path:line[:col]: error: message" and its relatives.
	tok := t
	if i := strings.IndexAny(t, " \t"); i >= 0 {
		tok = t[:i]
	}
	if loc := findLoc(tok, false); loc != "" && strings.HasPrefix(t, loc) {
		rest := strings.TrimLeft(t[len(loc):], ": -")
		if kind, msg, ok := cue(rest); ok {
			g := newGeneric(Finding{Kind: kind, Message: msg}, t)
			if isAppPath(loc[:strings.LastIndexByte(strings.TrimRight(loc, "0123456789:"), '.')+1]) {
				g.f.Location = loc
			}
			return g
		}
		if name, _, ok := strings.Cut(rest, ": "); ok && isExceptionName(name) {
			kind := Error
			if strings.HasSuffix(name, "Warning") {
				kind = Warning
			}
			g := newGeneric(Finding{Kind: kind, Message: rest}, t)
			if isAppPath(loc) {
				g.f.Location = loc
			}
			return g
		}
	}
	return nil
}

// stripChannel drops a log channel before its level, as Monolog (Laravel)
// writes it: "local.ERROR: message" reads "ERROR: message".
func stripChannel(t string) string {
	i := strings.IndexByte(t, '.')
	if i <= 0 || i > 20 {
		return t
	}
	for _, l := range []string{"ERROR:", "CRITICAL:", "ALERT:", "EMERGENCY:", "WARNING:"} {
		if strings.HasPrefix(t[i+1:], l) && !strings.ContainsAny(t[:i], " :") {
			if l == "CRITICAL:" || l == "ALERT:" || l == "EMERGENCY:" {
				return "ERROR:" + t[i+1+len(l):]
			}
			return t[i+1:]
		}
	}
	return t
}

// detectJSONLog reads a structured log line (pino, winston, bunyan, zap,
// slog's JSON handler) whose level is an error or a warning.
func detectJSONLog(t string) parser {
	kind := Kind(0)
	switch {
	case containsAny(t, `"level":"error"`, `"level":"fatal"`, `"level":50`, `"level":60`, `"level":"ERROR"`, `"severity":"ERROR"`, `"level": "error"`):
		kind = Error
	case containsAny(t, `"level":"warn"`, `"level":"warning"`, `"level":40`, `"level":"WARN"`, `"severity":"WARNING"`, `"level": "warn"`):
		kind = Warning
	default:
		return nil
	}
	msg := jsonField(t, "msg")
	if msg == "" {
		msg = jsonField(t, "message")
	}
	if msg == "" {
		return nil
	}
	g := newGeneric(Finding{Kind: kind, Message: msg}, t)
	if stack := jsonField(t, "stack"); stack != "" {
		for _, l := range strings.Split(strings.ReplaceAll(stack, `\n`, "\n"), "\n") {
			if loc := lineLoc(strings.TrimSpace(l)); loc != "" {
				g.f.Location = loc
				break
			}
		}
	}
	return g
}

func containsAny(s string, subs ...string) bool {
	for _, sub := range subs {
		if strings.Contains(s, sub) {
			return true
		}
	}
	return false
}

// jsonField returns the string value of "key" in a one-line JSON object,
// unescaping only \" and \\: enough for a headline, with no allocation
// of a full decode per log line.
func jsonField(t, key string) string {
	i := strings.Index(t, `"`+key+`":`)
	if i < 0 {
		return ""
	}
	rest := strings.TrimLeft(t[i+len(key)+3:], " ")
	if rest == "" || rest[0] != '"' {
		return ""
	}
	var b strings.Builder
	for j := 1; j < len(rest); j++ {
		switch c := rest[j]; c {
		case '\\':
			if j+1 < len(rest) {
				j++
				if rest[j] == 'n' {
					b.WriteString("\\n")
					continue
				}
				b.WriteByte(rest[j])
			}
		case '"':
			return b.String()
		default:
			b.WriteByte(c)
		}
	}
	return ""
}

// isExceptionName reports an exception class name as runtimes print it:
// "TypeError", "json.JSONDecodeError", "DeprecationWarning", "App\\Oops".
func isExceptionName(s string) bool {
	if len(s) < 6 || strings.ContainsAny(s, " \t") {
		return false
	}
	for _, suf := range []string{"Error", "Exception", "Warning", "Panic"} {
		if strings.HasSuffix(s, suf) {
			return true
		}
	}
	return false
}

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
// line of a test runner's per-file list: the failure is described in full
// further down.
func isTestListEntry(s, t string) bool {
	if len(t) == len(s) {
		return false
	}
	return strings.HasPrefix(t, "✕ ") || strings.HasPrefix(t, "× ") || strings.HasPrefix(t, "✗ ")
}

// newGeneric starts a generic block whose head line (log prefix stripped)
// is head.
func newGeneric(f Finding, head string) *genericBlock {
	g := &genericBlock{f: f}
	if f.Location == "" {
		g.f.Location = findAnyLoc(head)
	}
	g.vague = isVague(f.Message)
	return g
}

// genericBlock follows a problem's continuation lines: indented lines,
// stack frames, code frames, box drawing, "Caused by"/"Next" chains, and
// blank lines when the next line continues. It keeps the first
// application location and, when the head is vague ("Transform failed
// with 1 error:"), the most specific message below it.
type genericBlock struct {
	f Finding
	n int
	// vague is set while the message is a preamble ("error during
	// build:"); the first specific line below replaces it.
	vague bool
	loose int // lines of any shape still accepted while the message is vague
	// logHead is set when the head is a log level ("ERROR", "[error]"),
	// not the problem itself: an exception line below states it better.
	logHead bool
	// pending is an unindented exception line held until the next line
	// shows it has frames ("java.lang.NullPointerException: x" under a
	// Spring "ERROR" line); without them it starts a problem of its own.
	pending string
	// traceback is set inside a Python traceback, which names its
	// innermost (most relevant) frame last.
	traceback bool
	// engineCore is set when Godot names its own core sources as the
	// place of an ERROR or WARNING.
	engineCore bool
	// indent is the head's indentation: a cue line indented no deeper is
	// the next problem (Elixir 1.15 indents each "    warning:").
	indent int
}

// isVague reports a message that introduces the problem rather than
// stating it.
func isVague(msg string) bool {
	m := strings.TrimSpace(msg)
	return strings.HasSuffix(m, ":") || strings.HasSuffix(m, " terminating") ||
		strings.HasPrefix(m, "Failed to compile") || m == "Error" || strings.HasSuffix(m, "failed to run") ||
		strings.HasSuffix(m, ") terminated")
}

func (g *genericBlock) next(line string) verdict {
	g.n++
	if line == "" {
		return hold
	}
	t := strings.TrimLeft(line, " \t")
	indented := len(t) < len(line)
	// An exception line under a log head or a preamble ("[error] GenServer
	// terminating", then "** (KeyError) ...") is the problem it announced.
	under := (g.vague || g.logHead) && strings.HasPrefix(t, "** (")
	if len(line)-len(t) <= g.indent && t != "" && cueStart[t[0]] && !under {
		if _, msg, ok := cue(t); ok && !isQuiet(msg) {
			return reject
		}
	}
	cont := indented || isContinuation(t)
	if !cont && g.vague && g.n <= 6 {
		cont = true
	}
	if !cont && g.loose > 0 {
		g.loose--
		cont = true
	}
	if !cont {
		if g.traceback && isExceptionLine(t) {
			// The traceback's closing "KeyError: 'id'" line ends it.
			g.traceback = false
			if g.logHead || g.vague {
				g.f.Message, g.vague, g.logHead = t, false, false
			}
			return take
		}
		if g.pending == "" && isExceptionLine(t) {
			g.pending = t
			return hold
		}
		return reject
	}
	if g.pending != "" {
		if g.logHead || g.vague {
			g.f.Message, g.vague, g.logHead = g.pending, false, false
		}
		g.pending = ""
	}
	if t == "" {
		return take
	}
	if strings.HasPrefix(t, "Traceback (most recent call last)") {
		g.traceback = true
	}
	if g.traceback && strings.HasPrefix(t, `File "`) {
		if loc := lineLoc(t); loc != "" {
			g.f.Location = loc // innermost application frame so far
		}
	}
	if strings.HasPrefix(t, "At: ") || strings.HasPrefix(t, "at: ") {
		if g.f.Category == "" {
			g.f.Category = "godot"
		}
		// Godot's complaints about its own core ("Invalid locale 'C'",
		// make_dir_recursive) describe the machine, not the project.
		g.engineCore = strings.Contains(t, " core/") || strings.Contains(t, "(core/") || strings.Contains(t, "./core/")
	}
	if g.f.Location == "" {
		if loc := lineLoc(t); loc != "" {
			g.f.Location = loc
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
	return take
}

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
	if t[0] == '(' {
		for _, rt := range []string{"(elixir ", "(stdlib ", "(kernel ", "(ex_unit ", "(mix ", "(logger ", "(iex ", "(erts ", "(compiler ", "(phoenix ", "(plug ", "(ecto ", "(cowboy ", "(bandit "} {
			if strings.HasPrefix(t, rt) {
				return ""
			}
		}
	}
	if strings.HasPrefix(t, ":") { // ":erlang.hd([])"
		return ""
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
	}
	if isDigit(t[0]) { // a code frame: "8:   setCounter(0 +);", "4 | x", "12│ y"
		rest := strings.TrimLeft(t, "0123456789")
		return strings.HasPrefix(rest, ": ") || rest == ":" || strings.HasPrefix(rest, " |") || strings.HasPrefix(rest, " │") ||
			strings.HasPrefix(rest, "|") || strings.HasPrefix(rest, "│")
	}
	for _, p := range []string{"at ", "Stack trace:", "Stack backtrace:", "Caused by", "Next ", "thrown in ",
		"During handling", "The above exception", "Traceback", "╭", "│", "╰", "─", "┌", "└", "·", "╵", "file: ",
		"Expected", "Received", "- Expected", "+ Received", "** (", "stacktrace:", "code:", "Did you mean", "Hint:",
		"Plugin:", "File:", "Error: ", "error: ", "Server: ", "Request: "} {
		if strings.HasPrefix(t, p) {
			return true
		}
	}
	return false
}

// specific returns the message a line states, if it is one: a cue line,
// a bracket-coded line ("[PARSE_ERROR] Expected ..."), an exception line,
// or a located one ("src/a.js (8:16): Expression expected").
func specific(t string) (string, bool) {
	t = strings.TrimLeft(t, "✘▲×✗ ")
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
	if loc := findAnyLoc(t); loc != "" {
		// "path:1:2: ERROR: msg", "path (8:16): msg".
		if i := strings.Index(t, "): "); i > 0 && i < len(t)-3 {
			return t[i+3:], true
		}
		if strings.HasPrefix(t, loc) {
			rest := strings.TrimLeft(t[len(loc):], ": ")
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
	case strings.HasPrefix(t, "SCRIPT ERROR"), strings.HasPrefix(t, "USER ERROR"), strings.HasPrefix(t, "USER WARNING"):
		return "godot"
	case strings.HasPrefix(t, "** ("):
		return "elixir"
	}
	return ""
}

func (g *genericBlock) finding() (Finding, bool) {
	f := g.f
	if g.engineCore && f.Location == "" && f.Category == "godot" {
		return f, false
	}
	if f.Category == "" {
		f.Category = guessCategory(f)
	}
	return f, true
}

// guessCategory names the toolchain of a generic finding from its
// location's extension, or "generic".
func guessCategory(f Finding) string {
	loc := f.Location
	if i := strings.IndexByte(loc, ':'); i >= 0 && !strings.HasPrefix(loc, "res:") {
		loc = loc[:i]
	}
	switch {
	case strings.HasPrefix(loc, "res://") || strings.Contains(loc, ".gd:"):
		return "godot"
	case strings.HasSuffix(loc, ".php"):
		return "php"
	case strings.HasSuffix(loc, ".ex"), strings.HasSuffix(loc, ".exs"):
		return "elixir"
	case strings.HasSuffix(loc, ".rb"):
		return "ruby"
	case strings.HasSuffix(loc, ".py"):
		return "python"
	}
	return "generic"
}
