package classify

import "strings"

// Severity cues: the labels with which tools and loggers start a line
// about a problem, and the prefixes they put before them.

// errorCues and warningCues are the labels that open a problem when a line
// starts with them (after stripLogPrefix). Each must be followed by what
// cueEnd accepts, so "errorHandler registered" or "error-boundary.tsx
// compiled" are not problems.
var errorCues = []string{
	"SCRIPT ERROR", "USER SCRIPT ERROR", "USER ERROR", "PHP Fatal error", "PHP Parse error", "PHP Recoverable fatal error",
	"Fatal error", "Parse error", "Uncaught", "Unhandled", "FATAL", "fatal error", "fatal", "Fatal", "panic", "PANIC",
	"ERROR", "Error", "error", "[error]", "[ERROR]", "[Error]", "ERR!", "ERR", "E/", "CRITICAL", "CRIT", "[crit]", "[emerg]", "[alert]", "SEVERE",
	"FAIL", "FAILED", "✗", "×", "✘", "❌", "⨯", "**", "<e>",
	"[!]",                   // rollup: "[!] RollupError: src/a.js (2:30): Expected ',', got ';'"
	"Fortran runtime error", // gfortran's programs, under "At line 7 of file cart.f90"
	"An error occurred",     // ECL: "An error occurred during initialization:", the condition under it
	"Usage Error",           // clipanion's CLIs (yarn 4): "Usage Error: Couldn't find a script named \"nope\"."
	"■",                     // @clack/prompts' log.error (Nuxt 4's build): "■  Nuxt build error: Error: ..."
	// Clojure 1.10+'s CLI: "Execution error (NullPointerException) at
	// cart/line-total (cart.clj:7).", "Syntax error compiling at (a.clj:3:1).".
	"Execution error", "Syntax error",
	"ASSERT",      // shunit2: "ASSERT:ten percent off expected:<90> but was:<95>"
	"*** Failed!", // QuickCheck: "*** Failed! Falsified (after 2 tests):", the counterexample under it
	// Standard ML: Poly/ML's "Exception- Fail \"unknown sku: mug\" raised",
	// SML/NJ's "uncaught exception Fail [unknown sku: mug]".
	"Exception-", "uncaught exception",
}

var warningCues = []string{
	"USER WARNING", "PHP Warning", "PHP Notice", "PHP Deprecated", "Deprecated", "DEPRECATED", "Notice",
	"Deprecation",                         // D's "cart.d(3): Deprecation: function `x` is deprecated"
	"Warning messages", "Warning message", // R: "Warning message:", the warning on the next line
	"DEPRECATION WARNING", // dart-sass: "DEPRECATION WARNING [import]: Sass @import rules are deprecated ..."
	"WARNING", "Warning", "warning", "WARN", "Warn", "warn", "<w>", "[warn]", "[warning]", "[WARN]", "[WARNING]", "[Warning]", "⚠",
}

// cueEntry is a cue and the kind of problem it announces.
type cueEntry struct {
	text string
	kind Kind
}

// cuesByFirst indexes the cues by their first byte, errors before
// warnings and each list in its order; cueStart says which bytes start one.
// Most lines are ruled out by their first byte alone.
var cuesByFirst, cueStart = func() (m [256][]cueEntry, b [256]bool) {
	for _, c := range errorCues {
		m[c[0]] = append(m[c[0]], cueEntry{c, Error})
	}
	for _, c := range warningCues {
		m[c[0]] = append(m[c[0]], cueEntry{c, Warning})
	}
	for i := range m {
		b[i] = len(m[i]) > 0
	}
	return m, b
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
		// rustc's "error[E0308]", and any label's id in brackets before
		// its colon: "DEPRECATION WARNING [import]: msg" (after a space).
		return cue == "error" || cue == "warning" || bracketID(rest)
	case ' ', '\t':
		if bracketID(rest[1:]) {
			return true
		}
		// "Error " or "error " alone is prose ("error boundary ready"); an
		// upper-case level, a bracketed level or a symbol is a label.
		c := cue[0]
		return c == '[' || c == '<' || c >= 0x80 || c == '*' || cue == "Uncaught" || cue == "Unhandled" || cue == "Deprecated" || cue == "An error occurred" ||
			clojureCue(cue, rest) || cue == "Exception-" ||
			cue == "uncaught exception" && len(rest) > 1 && rest[1] >= 'A' && rest[1] <= 'Z' || // SML's exception names are capitalised

			strings.ToUpper(cue) == cue && len(cue) > 1
	}
	return false
}

// bracketID reports a bracketed id and a colon, "[import]: ", as labels
// name the kind of problem they announce.
func bracketID(rest string) bool {
	id, ok := strings.CutPrefix(rest, "[")
	if !ok {
		return false
	}
	id, _, ok = strings.Cut(id, "]: ")
	return ok && id != "" && !strings.ContainsAny(id, " \t[")
}

// clojureCue reports Clojure's CLI error labels followed by what Clojure
// puts after them: "Execution error (NullPointerException) at ...",
// "Syntax error compiling at (a.clj:3:1)." ("Syntax error count: 0" is prose).
func clojureCue(cue, rest string) bool {
	return (cue == "Execution error" || cue == "Syntax error") && hasPrefixAny(rest, " (", " at (", " compiling", " reading source", " macroexpanding")
}

// codedCue reads a severity word followed by a diagnostic code and a
// colon: "error ts(2322): msg" (astro check), "error CS0103: msg" (C#),
// "warning TS6133: msg". The code is short, has a digit and no space.
func codedCue(c, rest string) (code, msg string, ok bool) {
	if c != "error" && c != "warning" && c != "Error" && c != "Warning" || !strings.HasPrefix(rest, " ") {
		return "", "", false
	}
	code, msg, ok = strings.Cut(rest[1:], ": ")
	if n, name, named := strings.Cut(code, " ["); named && n != "" && digits(n) == n && strings.HasSuffix(name, "]") && !strings.ContainsAny(name, " \t") {
		// OCaml's "Warning 26 [unused-var]: unused variable x.": a number and its name.
		return code, msg, msg != ""
	}
	if !ok || code == "" || len(code) > 20 || strings.ContainsAny(code, " \t") || !strings.ContainsAny(code, "0123456789") || msg == "" {
		return "", "", false
	}
	return code, msg, true
}

// qualifiedCue reads a severity word whose label ends after a short
// qualifier saying where: "error (at orders.json:1): msg" (jq), "Parse
// error near line 3: msg" (sqlite3), "Error at line 2: msg". The message
// is what follows the qualifier's colon; the qualifier stays in the block.
func qualifiedCue(c, rest string) (string, bool) {
	if !strings.EqualFold(c, "error") && !strings.EqualFold(c, "warning") && c != "Parse error" && c != "Fatal error" {
		return "", false
	}
	var q string
	switch {
	case strings.HasPrefix(rest, " ("):
		end := strings.Index(rest, "): ")
		if end < 0 {
			return "", false
		}
		q = rest[:end+1]
	default:
		found := false
		for _, w := range []string{" near ", " at line ", " on line ", " in line ", " at ", " in "} {
			if strings.HasPrefix(rest, w) {
				found = true
				break
			}
		}
		end := strings.Index(rest, ": ")
		if !found || end < 0 {
			return "", false
		}
		q = rest[:end]
		// "error in the handler: x" is prose; a qualifier names a line or
		// a place, or is R's call set apart by " : " ("Error in
		// nrow(orderz) : object 'orderz' not found").
		if !strings.ContainsAny(q, "0123456789") && !(strings.HasPrefix(rest, " in ") && strings.HasSuffix(q, " ")) {
			return "", false
		}
	}
	if len(q) > 60 || strings.Contains(q, ". ") {
		return "", false
	}
	msg := strings.TrimSpace(rest[len(q)+1:])
	return msg, msg != ""
}

// The cue readers below say what kind of problem a word or a mark
// states and where it sits: a label that starts a line (cue), a severity
// word of a row or a level (severityOf, and severityWord, labelledRow,
// labelAlone on it), a mark of failure (leadMark), the words that state
// a problem anywhere in a line (statedKind, below).

// info is no Kind: the severity of a row that states no problem (info,
// hint, note).
const info Kind = -2

// severityOf is the kind a severity word names, info for the levels that
// are no problem, 0 if w is no severity word.
func severityOf(w string) Kind {
	switch strings.ToLower(strings.Trim(w, "[]():")) {
	case "error", "err", "fatal":
		return Error
	case "warning", "warn":
		return Warning
	case "info", "information", "hint", "note", "notice", "suggestion":
		return info
	}
	return 0
}

// failMarks are the marks of failure a line may start with, a cue of
// their own ("⚠ " is a warning's).
var failMarks = []string{"✖ ", "✗ ", "✘ ", "× ", "❌ "}

// leadMark splits a mark of failure or of warning, a cue of its own, from
// the start of a row: its kind (0 for none) and the rest.
func leadMark(t string) (Kind, string) {
	if t == "" || t[0] != 0xE2 && t[0] != 0xC3 {
		return 0, t // every mark starts so: most lines, by their first byte
	}
	for _, m := range failMarks {
		if r, ok := strings.CutPrefix(t, m); ok {
			return Error, strings.TrimLeft(r, " ")
		}
	}
	if r, ok := strings.CutPrefix(t, "⚠ "); ok {
		return Warning, strings.TrimLeft(r, " ")
	}
	return 0, t
}

// severityWord reads a severity word that starts a row's message and is
// followed by more words: "error MD022/x Headings ...", "warning Unused x".
func severityWord(rest string) (Kind, string, bool) {
	w, msg, ok := strings.Cut(rest, " ")
	if !ok || !strings.Contains(strings.TrimSpace(msg), " ") {
		return 0, "", false
	}
	if m := strings.TrimSpace(msg); w[0] >= 'a' && m[0] >= 'a' && m[0] <= 'z' {
		// A lower-case word then a lower-case sentence: the word is the
		// sentence's noun, not its label (revive's "error strings should
		// not be capitalized ..."); the row is left to the rules that
		// read a row by its words.
		return 0, "", false
	}
	if k := severityOf(w); isWord(w) && (k == Error || k == Warning) {
		return k, strings.TrimSpace(msg), true
	}
	return 0, "", false
}

// labelledRow strips a severity label that stands before a row's place,
// "ERROR: 5:5  no-var-keyword  Forbidden ...": its kind and the row.
func labelledRow(t string) (Kind, string) {
	w, rest, ok := strings.Cut(t, ": ")
	if !ok || len(rest) == 0 || !isDigit(rest[0]) {
		return 0, ""
	}
	if k := severityOf(w); isWord(w) && (k == Error || k == Warning) {
		return k, rest
	}
	return 0, ""
}

// labelAlone reads a line that is only a severity label and its colon:
// "Error:", "ERROR:", "warning:" (see severityOf).
func labelAlone(t string) (Kind, bool) {
	if len(t) > 12 || strings.IndexByte(t, ':') < 0 {
		return 0, false // most lines
	}
	w, ok := strings.CutSuffix(strings.TrimRight(t, " "), ":")
	if !ok || !isWord(w) {
		return 0, false
	}
	k := severityOf(w)
	return k, k == Error || k == Warning
}

// isWord reports a word of ASCII letters alone.
func isWord(w string) bool {
	return w != "" && strings.Trim(w, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ") == ""
}

// cue reports whether t (log prefix stripped) opens a problem with a
// severity label, and returns the kind and the message after the label.
func cue(t string) (Kind, string, bool) {
	if t == "" || !cueStart[t[0]] {
		return 0, "", false
	}
	for _, e := range cuesByFirst[t[0]] {
		c, kind := e.text, e.kind
		if !strings.HasPrefix(t, c) {
			continue
		}
		if !cueEnd(c, t[len(c):]) {
			if code, msg, ok := codedCue(c, t[len(c):]); ok {
				return kind, code + ": " + msg, true
			}
			if msg, ok := qualifiedCue(c, t[len(c):]); ok {
				return kind, msg, true
			}
			continue
		}
		msg := strings.TrimLeft(t[len(c):], ": \t")
		if rest := t[len(c):]; len(rest) > 1 && rest[0] == ':' && rest[1] != ' ' && c != "ASSERT" {
			// Python logging's "ERROR:shop.payments:message": drop the
			// logger's name.
			if _, m, ok := strings.Cut(rest[1:], ":"); ok && m != "" {
				msg = m
			}
		}
		if rest := t[len(c):]; rest[0] == ' ' && bracketID(rest[1:]) {
			// "DEPRECATION WARNING [import]: msg": the id names the kind.
			_, msg, _ = strings.Cut(rest, "]: ")
		}
		if rest := t[len(c):]; rest[0] == '[' {
			// "error[no-unused-vars]: msg" (deno lint, rustc's style): the
			// code leads the message, as rustc's "E0308: ..." does.
			if code, m, ok := strings.Cut(rest[1:], "]: "); ok {
				msg = code + ": " + m
			}
		}
		if c == "FATAL" || c == "Fatal" || c == "fatal" {
			// A compound label: V8's "FATAL ERROR: Reached heap limit ...".
			for _, second := range []string{"ERROR: ", "error: ", "Error: "} {
				if strings.HasPrefix(msg, second) && strings.TrimSpace(msg[len(second):]) != "" {
					msg = strings.TrimSpace(msg[len(second):])
					break
				}
			}
		}
		if c == "Uncaught" || c == "Unhandled" || c == "**" || c == "Execution error" || c == "Syntax error" || c == "Exception in" || announces(c) {
			msg = t // SBCL's "Unhandled TYPE-ERROR in thread ...:"
		}
		if c == "**" && !strings.HasPrefix(msg, "** (") || msg == "" {
			return 0, "", false
		}
		return kind, msg, true
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
			if end < 0 || strings.ContainsAny(t[1:end], "_") {
				return t
			}
			if !strings.ContainsAny(t[1:end], "0123456789") {
				// NestJS: "[Nest] 15585  - 11/24/2026, 10:11:47 PM   ERROR ...":
				// an app tag, its pid, a dash.
				rest := strings.TrimLeft(t[end+1:], " ")
				n := digits(rest)
				if n == "" || !strings.HasPrefix(strings.TrimLeft(rest[len(n):], " "), "- ") {
					return t
				}
				end = len(t) - len(strings.TrimLeft(rest[len(n):], " ")) + 1
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
		case metadataEnd(t) > 0:
			// Logger's metadata between the time and the level: Elixir's
			// "$time $metadata[$level] $message" writes "request_id=F7x2
			// order_id=42 [error] msg".
			t = t[metadataEnd(t):]
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

// metadataEnd returns the length of the key=value fields that start t
// when a bracketed level follows them ("request_id=F7x2 mfa=Shop.run/0
// [error] ..."), else 0: a logfmt line's fields are its message.
func metadataEnd(t string) int {
	i := 0
	for {
		tok, _, _ := strings.Cut(t[i:], " ")
		if key, _, ok := strings.Cut(tok, "="); !ok || key == "" || strings.Trim(key, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_.") != "" {
			break
		}
		i += len(tok)
		for i < len(t) && t[i] == ' ' {
			i++
		}
	}
	if i == 0 || i >= len(t) || t[i] != '[' {
		return 0
	}
	return i
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
	"Build failed in ", "Type checking failed", "Test Files ", "Tests ", "test failed", "tests failed", "doctest failed",
	"Test failed", "Bench failed", "Failed to format ", "| ", // deno test's, bench's and fmt's closing "error: ..."
	"Command failed with exit code", "script returned failure", "Compilation failed", "Compilation aborted",
	"Process completed with exit code", "Interrupted:", "There were test failures",
	"Code style issues found", // prettier --check, after naming the files
	"(failures=", "(errors=",  // unittest's "FAILED (failures=1, errors=1)"
	"Test failures", // testthat's "Error: Test failures", after its report
}

// quietWords, anywhere in a cue line, mark it as a count or a notice
// ("could not compile `app` due to 2 previous errors", "`app` generated 1
// warning", Flask's "This is a development server").
var quietWords = []string{
	"previous error", " generated ", "This is a development server", "aborting due to",
	"detected changes in", "Reloading...",
	" returned 1 exit status", "linker command failed with exit code", // the linker's errors were printed above
	" [build failed]", " [setup failed]", // go test, after the compiler's errors
	"failed. Exiting.",                        // uvicorn's "Application startup failed. Exiting.", under the traceback that failed it
	"Error: Unhandled error in child worker.", // Deno, under the worker's own "Uncaught (in worker ...)" error
	"Project export failed for preset ",       // Godot, after "Cannot export project with preset ... due to configuration errors:"
	" exited (",                               // Turborepo: "command (/app/web) npm run build exited (1)", after the task's own errors
	"build worker exited with code",           // Next.js: "Next.js build worker exited with code: 1 and signal: null", after the build's error
	"_FIRST_FAIL",                             // pnpm -r: "ERR_PNPM_RECURSIVE_RUN_FIRST_FAIL", after the script's own errors
	"execution of an external program failed", // nim c -r, after the program's own error
	"terminated with non-zero exit status",    // CHICKEN's csc, after its compiler's error
	" returned an error exitcode",             // fpc, after its compiler's errors
	"\" exited with ",                         // npm-run-all2: `ERROR: "dev:api" exited with 1.`, after the script's own errors
	"] exited with exit code ",                // wireit: "❌ [build] exited with exit code 1.", after the script's own errors
	" script failed.", " scripts failed.",     // wireit: "❌ 1 script failed."
}

// quietGroups are quietWords grouped by a word most of them hold ("exit",
// "fail"), so that a message without it is tested for none of its group:
// isQuiet is asked of most messages.
var quietGroups = func() []struct {
	anchor string
	words  []string
} {
	g := []struct {
		anchor string
		words  []string
	}{{anchor: "exit"}, {anchor: "fail"}, {}}
	for _, q := range quietWords {
		i := len(g) - 1
		for j := range g[:i] {
			if strings.Contains(q, g[j].anchor) {
				i = j
				break
			}
		}
		g[i].words = append(g[i].words, q)
	}
	return g
}()

// isQuiet reports a cue line's message that only sums up problems already
// reported or gives a notice (see quietPhrases, quietWords).
func isQuiet(msg string) bool {
	// A logger's level before the tool's own mark: consola's basic reporter
	// (CI=true) writes Vite's "✗ Build failed in 2.03s" as "[error] ✗ Build
	// failed in 2.03s".
	if k, rest := leadMark(msg); k == Error {
		msg = rest
	}
	if strings.Contains(msg, `because the "only" option was used`) {
		return false // deno test: the tests passed, the run fails for Deno.test.only
	}
	if hasPrefixAny(msg, quietPhrases...) {
		return true
	}
	for _, g := range quietGroups {
		if g.anchor != "" && !strings.Contains(msg, g.anchor) {
			continue // none of the group's words: most messages
		}
		for _, q := range g.words {
			if strings.Contains(msg, q) {
				return true
			}
		}
	}
	if msg == "-g run_tests: false" {
		return true // SWI-Prolog's plunit goal failed, after its report of the tests
	}
	// go test's "FAIL\texample.com/calc\t0.003s" closes a package's results.
	return strings.Contains(msg, "\t")
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

// announcers are the cues that only announce the problem, which the next
// line states: R's "Warning message:" (then "NAs introduced by coercion"),
// ECL's "An error occurred during initialization:" (then "In function *,
// the value of the second argument is").
var announcers = []string{"Warning messages", "Warning message", "An error occurred"}

// announces reports whether t starts with one of the announcers.
func announces(t string) bool { return hasPrefixAny(t, announcers...) }

// markOf is the kind of the mark t starts with, 0 for none.
func markOf(t string) Kind {
	k, _ := leadMark(t)
	return k
}

// The words that state a problem anywhere in a line, not as a label at
// its start: what statedKind reads.

// statedKind says whether t's words state a problem: Error when they
// say something failed or is wrong, Warning when they only warn, 0 when
// they say neither. A count of none ("0 errors", "no warnings") says
// nothing.
func statedKind(t string) Kind {
	var kind Kind
	for i := 0; i < len(t); {
		if !isLetter(t[i]) {
			i++
			continue
		}
		j := i
		for j < len(t) && (isLetter(t[j]) || t[j] == '\'') {
			j++
		}
		k := wordKind(t[i:j], t[j:])
		if k == 0 && diagCode(t, i, j) {
			k = Error // a diagnostic's code: "TS2322: ", "E0308: "
		}
		if k != 0 && !counted(t[:i]) && !inName(t, i, j) {
			if k == Error {
				return Error
			}
			kind = k
		}
		i = j
	}
	return kind
}

// diagCode reports a tool's diagnostic code at t[i:], its letters t[i:j]:
// one to four capitals, three to five digits, a colon.
func diagCode(t string, i, j int) bool {
	if j-i > 4 || j == len(t) || !isDigit(t[j]) {
		return false // most words, before any other test
	}
	for k := i; k < j; k++ {
		if t[k] < 'A' || t[k] > 'Z' {
			return false
		}
	}
	n := digits(t[j:])
	if len(n) < 3 || len(n) > 5 {
		return false
	}
	rest := t[j+len(n):]
	if ref, ok := strings.CutPrefix(rest, " ("); ok {
		// A code and the catalogue's entry it is filed under: gosec's
		// "G114 (CWE-676): Use of net/http serve function ...".
		if k := strings.Index(ref, "): "); k > 0 && k <= 16 && !strings.Contains(ref[:k], " ") {
			return true
		}
	}
	return strings.HasPrefix(rest, ": ")
}

// inName reports a word t[i:j] that is part of a path, a URL or a name
// ("/api/errors", "error-path", "on_error", "errors.ts"), not a word of
// the message.
func inName(t string, i, j int) bool {
	const joins = "/._-=\\<"
	return i > 0 && strings.IndexByte(joins, t[i-1]) >= 0 || j < len(t) && j+1 < len(t) && strings.IndexByte(joins, t[j]) >= 0 && t[j+1] != ' '
}

// counted reports text that ends by counting what follows it, "2 ",
// "0 ", "no ", "without ": a count is a summary's, of problems stated
// elsewhere.
func counted(before string) bool {
	if b := strings.TrimRight(before, " "); len(b) < len(before) && b != "" && isDigit(b[len(b)-1]) {
		return true
	}
	return hasSuffixAny(before, "0 ", "no ", "No ", "without ")
}

// wordKind is the kind of problem the word w states, next the text after
// it: 0 for most words.
func wordKind(w, next string) Kind {
	if len(w) < 3 || len(w) > 14 {
		return 0
	}
	if len(w) > 6 && (strings.HasSuffix(w, "Error") || strings.HasSuffix(w, "Exception")) && w[0] >= 'A' && w[0] <= 'Z' {
		return Error // "TypeError", "NullPointerException"
	}
	if problemFirst&(1<<(w[0]|0x20-'a')) == 0 {
		return 0 // no word of problemKinds starts so: most words, without the map
	}
	var low [14]byte
	for i := 0; i < len(w); i++ {
		low[i] = w[i] | 0x20 // ASCII letters and "'": lower case
	}
	k := problemKinds[string(low[:len(w)])] // no allocation: a map index by a converted slice
	switch {
	case k != conditional:
		return k
	case w[0]|0x20 == 'e': // "expected"
		if strings.Contains(next, " got ") || strings.Contains(next, " but ") || strings.Contains(next, " found") {
			return Error // "Expected ',', got ';'"
		}
	case strings.HasPrefix(next, " not ") || strings.HasPrefix(next, " found") || strings.HasPrefix(next, " exist") || strings.HasPrefix(next, " defined"):
		return Error // "could not", "not found", "does not exist", "not defined"
	case strings.HasPrefix(next, " pointer") || strings.HasPrefix(next, " reference"):
		return Error // "nil pointer evaluating x", "null reference"
	case w == "not":
		if word, _, _ := strings.Cut(strings.TrimPrefix(next, " "), " "); notWhat[strings.TrimRight(word, ".,;:")] {
			return Error // "is not assignable", "is not a function"
		}
	}
	return 0
}

// notWhat are the words after "not" that say something is wrong.
var notWhat = map[string]bool{"a": true, "an": true, "assignable": true, "allowed": true, "supported": true, "permitted": true,
	"callable": true, "iterable": true, "valid": true, "compatible": true, "recognized": true, "recognised": true,
	"installed": true, "resolved": true, "exported": true, "declared": true, "initialized": true}

// problemFirst has bit c-'a' set for each letter c that a word of
// problemKinds starts with (in lower case).
var problemFirst = func() uint32 {
	var m uint32
	for w := range problemKinds {
		m |= 1 << (w[0] - 'a')
	}
	return m
}()

// conditional is no Kind: a word that states a problem only before
// certain others.
const conditional Kind = -1

// problemKinds are the words (in lower case) that state a problem of a
// kind; conditional marks those that do only before the words wordKind
// names.
var problemKinds = func() map[string]Kind {
	m := map[string]Kind{"expected": conditional, "could": conditional, "does": conditional, "doesn't": conditional, "not": conditional,
		"nil": conditional, "null": conditional}
	for _, w := range strings.Fields(`error errors fail failed failure fatal exception panic panicked
		cannot can't unable invalid unexpected missing undefined unresolved unterminated unclosed
		illegal mismatch mismatched couldn't overflow`) {
		m[w] = Error
	}
	for _, w := range strings.Fields("warning warnings warn deprecated deprecation") {
		m[w] = Warning
	}
	return m
}()

// progLevel splits a program's name and a level word from the start of
// a line, the label a CLI puts on each line of its report ("npm warn
// Unknown user config", "gyp ERR! stack"): the label with the space
// after it, the level's kind and the rest. "one error found" and
// "syntax error at x.pl line 3" are prose: the word after the level
// goes on the sentence.
func progLevel(t string) (label string, kind Kind, msg string, ok bool) {
	i := 0
	for i < len(t) && (t[i] >= 'a' && t[i] <= 'z' || i > 0 && (isDigit(t[i]) || t[i] == '-' || t[i] == '_')) {
		i++ // most lines end here: a capital, a digit, a mark
	}
	if i < 2 || i == len(t) || t[i] != ' ' {
		return "", 0, "", false
	}
	level, msg, _ := strings.Cut(t[i+1:], " ")
	switch level {
	case "error", "ERROR", "ERR!":
		kind = Error
	case "warn", "WARN", "warning", "WARNING":
		kind = Warning
	default:
		return "", 0, "", false
	}
	if w, _, _ := strings.Cut(msg, " "); msg == "" || !isLetter(msg[0]) && !isDigit(msg[0]) || proseAfterLevel[w] || strings.HasSuffix(w, ":") {
		return "", 0, "", false // (a key's, too: "fatal error count: 0")
	}
	return t[:i+len(level)+2], kind, msg, true
}

// proseAfterLevel are the words that go on a sentence after "error" or
// "warning" ("one error found", "syntax error near ..."), where a label's
// message would start.
var proseAfterLevel = map[string]bool{"at": true, "near": true, "in": true, "on": true, "of": true, "for": true, "found": true,
	"generated": true, "occurred": true, "during": true, "while": true, "was": true, "is": true, "were": true, "has": true}
