package classify

import (
	"regexp"
	"strings"
)

// lookbehind is what the generic layer keeps of the lines before, which
// no adapter claimed: a place printed alone before the problem it places.
type lookbehind struct {
	// bareLoc is the previous line when it was a location alone, which
	// the problem on the next line is about; or the last such line before
	// a code frame or a run of frames that led to the problem (see
	// bareLocation). bareSkip counts the frame lines read since.
	bareLoc  string
	bareSkip int
	// errorAt is set when bareLoc ended a line that named an error (see
	// errorAt): the source line it quotes, indented, is no frame's.
	errorAt bool
	// plain is the previous line when it opened nothing (see line.plain).
	plain string
}

// inFrame reads a line of a code frame between a location alone and the
// problem it places: gfortran's "bad.f90:6:15:", a blank line, "    6 |
// x", "      |  1", then "Error: ..."; OCaml's File "a.ml", line 7,
// characters 30-46:, "7 | x", "    ^^^^", then "Error: ...". bareLoc is
// the place; ok reports such a line, and p a problem its caret states.
func (lb *lookbehind) inFrame(s, t, bareLoc string) (p parser, ok bool) {
	// The source line an error's place quotes: indented (terser), or not
	// when it reads as code, right under the place (uglify-js: "const
	// cart = { items: [], add(item) { ... };").
	quoted := lb.errorAt && (len(t) < len(s) && lb.bareSkip < 2 || lb.bareSkip == 0 && strings.ContainsAny(t, "{}();="))
	if bareLoc == "" || lb.bareSkip >= 12 || !(t == "" || quoted || isFrameLine(s) || isFrameLine(strings.TrimPrefix(t, ">")) || isCaretLine(t)) {
		lb.errorAt = false
		return nil, false
	}
	if row := strings.TrimLeft(strings.TrimLeft(t, "0123456789 "), "|│ "); strings.HasPrefix(t, "|") && strings.HasPrefix(row, "^") {
		if msg := strings.TrimSpace(strings.TrimLeft(row, "^~")); msg != "" && len(msg) < len(row)-1 {
			// A caret that states the problem after it, under a code
			// frame below a place alone: Marko's compiler as Marko Run
			// prints it ("    at src/routes/+page.marko:5:15", the
			// frame, "|   ^ Mismatched group. ...").
			return &caretStated{f: Finding{Kind: Error, Category: "generic", Message: msg, Location: bareLoc}}, true
		}
	}
	lb.bareLoc = bareLoc
	lb.bareSkip++
	return nil, true
}

// note keeps what a line no adapter claimed says for the lines after it:
// a place alone (see bareLocation), the line itself when unindented (see
// line.plain). bareLoc is the place the line before left.
func (lb *lookbehind) note(s, t, bareLoc string) {
	if len(t) != len(s) {
		if at, ok := strings.CutPrefix(t, "at "); ok && at == findLoc(at, true) {
			// A place alone after "at ", opening nothing: the frame the
			// Marko compiler's error starts with (see inFrame).
			lb.bareLoc, lb.bareSkip = at, 0
		}
		return
	}
	if loc, ok := bareLocation(t); ok {
		lb.bareLoc, lb.bareSkip = loc, 0
		_, lb.errorAt = errorAt(t)
		if loc == "" {
			lb.bareLoc = bareLoc // a library frame: the application's before it stays the place
		}
	}
	lb.plain = t
}

// bareLocation reads a line that is only a location, which the problem
// printed after it (maybe after a code frame) is about: "/app/src/App.svelte:2:7"
// (svelte-check), "bad.f90:6:15:" (gfortran), OCaml's File "a.ml", line 7,
// characters 30-46:, gfortran's runtime "At line 7 of file cart.f90"; or
// a frame of a traceback printed oldest first, before its error, as Nim's
// "/app/cart.nim(6) total": ok with loc "" when the frame is a library's.
func bareLocation(t string) (loc string, ok bool) {
	if !strings.ContainsAny(t, "0123456789") {
		return "", false // every form has a line number
	}
	if p := strings.TrimSuffix(t, ":"); !strings.ContainsAny(p, " \t") {
		if loc := findLoc(p, true); loc == p {
			return loc, true
		}
		return "", false
	}
	if loc, ok := errorAt(t); ok {
		return loc, true
	}
	if m := alonePyLoc.find(t); m != nil && isAppPath(m[1]) {
		return m[1] + ":" + m[2], true
	}
	if m := atLineOfFile.find(t); m != nil && hasSourceExt(m[2]) && isAppPath(m[2]) {
		return m[2] + ":" + m[1], true
	}
	if loc, rest, ok := callLoc(t); ok && !strings.ContainsAny(rest, " \t") && !strings.Contains(loc[strings.LastIndexByte(loc, ':'):], ",") {
		if strings.Count(loc, ":") > 1 {
			return "", false // a frame names a line, a diagnostic a column too
		}
		if !isAppPath(loc) {
			return "", true
		}
		return loc, true
	}
	return "", false
}

// errorAt reads a line that names an error and ends with its place, the
// message on a line after it: terser's "Parse error at src/cart.js:4,23",
// then the source line, its caret and "ERROR: Unexpected token".
func errorAt(t string) (string, bool) {
	i := strings.LastIndex(t, " at ")
	if i < 0 {
		return "", false
	}
	tok := t[i+4:]
	loc := findLoc(tok, true)
	if loc == "" || !strings.HasPrefix(tok, loc) || !strings.Contains(strings.ToLower(t[:i]), "error") {
		return "", false
	}
	switch rest := tok[len(loc):]; {
	case rest == "", rest == ":":
	case rest[0] == ',' && digits(rest[1:]) == rest[1:] && len(rest) > 1:
		loc += ":" + rest[1:] // "4,23", a line and a column
	default:
		return "", false
	}
	return loc, true
}

// alonePyLoc matches OCaml's location line: File "a.ml", line 7,
// characters 30-46: (or "lines 3-5", or no characters).
var alonePyLoc = guarded{regexp.MustCompile(`^File "([^"]+)", lines? (\d+)(?:-\d+)?(?:, characters \d+-\d+)?:$`),
	func(t string) bool { return strings.HasPrefix(t, `File "`) }}

// atLineOfFile matches gfortran's runtime "At line 7 of file cart.f90",
// maybe followed by the unit it was reading: " (unit = 5, file = 'stdin')".
var atLineOfFile = guarded{regexp.MustCompile(`^At line (\d+) of file (\S+)(?: \(.*\))?$`),
	func(t string) bool { return strings.HasPrefix(t, "At line ") }}

// toolBanner names the tool a line says the error below is from: ESLint's
// crash banner "Oops! Something went wrong! :(" (then "ESLint: 9.39.5" and
// the error), Next's "Error occurred prerendering page "/". Read more:
// ..." (then the page's error and frames).
func toolBanner(t string) string {
	switch {
	case t == "Oops! Something went wrong! :(":
		return "eslint"
	case strings.HasPrefix(t, "Error occurred prerendering page "):
		return "nextjs"
	case t == "error when starting dev server:": // Vite's CLI, over the error that stopped it (a config that throws)
		return "vite"
	}
	return ""
}

// boundaries are the phrases with which dev servers and compilers say a
// (re)build succeeded.
var boundaries = []string{
	"compiled successfully", "Compiled successfully", "Compiled with 0 errors",
	"Found 0 errors", "ready in ", "Ready in ", "built in ", "Build succeeded",
	"✓ Compiled ", "Finished `", "Finished dev", "Finished release", "Done in ",
	"No issues found", "hmr update ", "page reload ", "Build complete",
	"PASS  Waiting for file changes",
	"✔ rolldown v",               // "✔ rolldown v1.3.2 Finished in 33.88 ms"; test runners also say "Finished in"
	"bundle generation complete", // Angular CLI: "Application bundle generation complete. [0.471 seconds]"
	// Bun's dev server (Bun.serve with an HTML import, bun ./index.html):
	// "Bundled page in 10ms: src/index.html", "Reloaded in 1ms: src/app.ts".
	"Bundled page", "Reloaded in ",
}

// boundaryByFirst indexes boundaries by their first byte: one pass over a
// line finds any of them, instead of one search per phrase.
var boundaryByFirst = indexByFirst(boundaries)

func detectBoundary(t string) parser {
	if !containsPhrase(t, &boundaryByFirst) {
		return nil
	}
	return &single{f: Finding{Kind: Boundary, Category: boundaryCategory(t), Message: t}}
}

func boundaryCategory(t string) string {
	switch {
	case strings.HasPrefix(t, "DONE  Compiled"): // friendly-errors-webpack-plugin (Vue CLI)
		return "webpack"
	case strings.HasPrefix(t, "ready   "): // rslog's label (Rsbuild): "ready   built in 0.09 s"
		return "rsbuild"
	case strings.HasPrefix(t, "Rspack "): // "Rspack compiled successfully in 79 ms"
		return "rspack"
	case strings.Contains(t, "FULL EXTREME!"):
		return "farm" // Farm's start: "✓  Ready in 17ms ⚡️FULL EXTREME!"
	case strings.HasPrefix(t, "✔ ") && strings.Contains(t, ": Compiled successfully"):
		return "webpack" // webpackbar (Docusaurus): "✔ Client: Compiled successfully in 2.02s"
	case strings.HasPrefix(t, "Bun v"), strings.HasPrefix(t, "Bundled page"), strings.HasPrefix(t, "Reloaded in "):
		return "bun" // "Bun v1.4.5 dev server ready in 4.29 ms"
	case containsAny(t, "VITE", "Vite v", "[vite]", "[vitepress]", "built in "):
		return "vite"
	}
	for _, w := range boundaryTools {
		if w.lead && strings.HasPrefix(t, w.word) || !w.lead && strings.Contains(t, w.word) {
			return w.tool
		}
	}
	return "build"
}

// boundaryTools name the tool of a success by a word in it, in order;
// a lead word only at the line's start.
var boundaryTools = []struct {
	word, tool string
	lead       bool
}{{"webpack", "webpack", false}, {"rolldown", "rolldown", false}, {"Finished", "rustc", false}, {"Found 0 errors", "tsc", false},
	{"Done in ", "esbuild", false}, {"Build succeeded", "dotnet", false}, {"✓", "nextjs", true}, {"PASS  Waiting", "vitest", true},
	{"bundle generation complete", "angular", false}}

// single is a one-line finding.
type single struct{ f Finding }

func (p *single) next(string) verdict      { return reject }
func (p *single) finding() (Finding, bool) { return p.f, true }

// indented is a finding whose block goes on while lines are indented (or
// match more); a blank line ends it.
type indented struct {
	f    Finding
	more func(t string) bool
}

func (p *indented) next(line string) verdict {
	if line == "" {
		return reject
	}
	if t := strings.TrimLeft(line, " \t"); len(t) < len(line) || (p.more != nil && p.more(t)) {
		return take
	}
	return reject
}

func (p *indented) finding() (Finding, bool) { return p.f, true }

// cut returns what follows the first sep in s, or "" if there is none.
func after(s, sep string) string {
	if i := strings.Index(s, sep); i >= 0 {
		return s[i+len(sep):]
	}
	return ""
}

// isWordByte reports an ASCII letter or digit.
func isWordByte(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || isDigit(c) }

// caretStated is a problem stated after a code frame's caret; its block
// is the rest of the frame and what Vite prints under a plugin's error
// ("Plugin: marko-vite:pre", "File: ...", the frame again, "at ..." lines).
type caretStated struct{ f Finding }

func (p *caretStated) next(line string) verdict {
	t := strings.TrimSpace(line)
	if strings.HasPrefix(t, "Plugin: ") {
		p.f.Category = "vite" // Vite's report of a plugin's error
	}
	if isFrameLine(strings.TrimPrefix(t, ">")) || strings.HasPrefix(t, "Plugin: ") || strings.HasPrefix(t, "File: ") || strings.HasPrefix(t, "at ") {
		return take
	}
	return reject
}

func (p *caretStated) finding() (Finding, bool) { return p.f, true }
