package classify

import (
	"regexp"
	"strings"
)

// detect looks at a line outside any block and returns the parser for the
// block it starts, or nil. oneLine reports a finding that is complete
// on its own.
func (c *Classifier) detect(s string) (p parser, oneLine bool) {
	t := strings.TrimLeft(s, " \t")
	bareLoc, plain := c.bareLoc, c.plain
	c.bareLoc, c.plain = "", ""
	if bareLoc != "" && c.bareSkip < 12 && (t == "" || isFrameLine(s) || isFrameLine(strings.TrimPrefix(t, ">")) || isCaretLine(t)) {
		// A code frame between a location alone and the problem it
		// places: gfortran's "bad.f90:6:15:", a blank line, "    6 |  x",
		// "      |  1", then "Error: ..."; OCaml's File "a.ml", line 7,
		// characters 30-46:, "7 | x", "    ^^^^", then "Error: ...".
		if row := strings.TrimLeft(strings.TrimLeft(t, "0123456789 "), "|│ "); strings.HasPrefix(t, "|") && strings.HasPrefix(row, "^") {
			if msg := strings.TrimSpace(strings.TrimLeft(row, "^~")); msg != "" && len(msg) < len(row)-1 {
				// A caret that states the problem after it, under a code
				// frame below a place alone: Marko's compiler as Marko Run
				// prints it ("    at src/routes/+page.marko:5:15", the
				// frame, "|   ^ Mismatched group. ...").
				return &caretStated{f: Finding{Kind: Error, Category: "generic", Message: msg, Location: bareLoc}}, false
			}
		}
		c.bareLoc = bareLoc
		c.bareSkip++
		return nil, false
	}
	if t == "" {
		return nil, false
	}
	if len(t) < len(s) && strings.HasPrefix(t, "** (EXIT) ") {
		// The exit reason indented under a line that opened nothing:
		// Logger's "[notice] Application boot exited: ... failed to start
		// child: X", which "** (Mix) Could not start application" repeats.
		return nil, false
	}
	if tool := toolBanner(t); tool != "" {
		c.crashTool, c.crashLead = tool, s
		return nil, false
	}
	if p := detectTcl(s, t, plain); p != nil {
		return p, false
	}
	if p := detectTcltest(t); p != nil {
		return p, false
	}
	if p := detectHaskell(t, plain); p != nil {
		return p, false
	}
	if p := detectRacket(s, plain); p != nil {
		return p, false
	}
	if p := detectRackunit(t, plain); p != nil {
		return p, false
	}
	if p := detectRaku(s, plain); p != nil {
		return p, false
	}
	c.listPrev, c.listLoc = c.listLoc, ""
	if c.failList == "rspec" && len(t) < len(s) {
		if p := strings.TrimSuffix(strings.TrimSpace(t), ":"); !strings.ContainsAny(p, " \t") && findLoc(p, true) == p {
			c.listLoc = p // hspec: "  CartSpec.hs:25:20: " over "  2) ..."
			if strings.HasPrefix(p, "libraries/") || strings.Contains(p, "/.stack-work/") || strings.Contains(p, "/.cabal/") {
				c.listLoc = "" // GHC's own libraries ("libraries/containers/...")
			}
			return nil, false
		}
	}
	if m := ctestResult.FindStringSubmatch(t); m != nil {
		c.ctestFailed = m[1] != "Passed"
		return nil, false
	}
	if c.ctestFailed && len(t) == len(s) && mayStartWithPath(t) {
		// A failed CTest test's own output (--output-on-failure) saying
		// where and what, with no severity: "tax_check.c:8: tax(1000) =
		// 70, want 80". Lines a severity opens are read as everywhere.
		if loc, rest, ok := leadingLoc(t, false); ok && rest != "" && isAppPath(loc) && detectLocated(loc, rest, t) == nil {
			g := newGeneric(Finding{Kind: Error, Message: rest}, t)
			g.f.Location = loc
			return g, false
		}
	}
	if isSummary(t) {
		return nil, false
	}
	if c.repeating(t) || c.quietSection(s, t) {
		return nil, false
	}
	if p := c.detectGo(s, t); p != nil {
		return p, false
	}
	if p, ok := c.detectWatch(t); ok {
		return p, true
	}
	if p := detectBoundary(t); p != nil {
		return p, true
	}
	if p := detectRestart(t); p != nil {
		return p, true
	}
	if t[0] == 'I' || t[0] == '^' {
		if p := c.detectShellcheck(t); p != nil {
			return p, true
		}
	}
	if p := c.detectMocha(s, t); p != nil {
		return p, false
	}
	if t[0] == 0xe2 || len(c.avaFailed) > 0 { // "✘"
		if p := c.detectAVA(s, t); p != nil {
			return p, false
		}
	}
	if p, claimed := c.detectNodeSpec(s, t); claimed {
		return p, false
	}
	if p, isMake := c.detectMake(t); isMake {
		return p, true
	}
	c.makeFailed = false
	if p := c.detectC(s, t); p != nil {
		return p, false
	}
	if p := c.detectESLint(s, t); p != nil {
		return p, true
	}
	if p := detectPnpm(t); p != nil {
		return p, true
	}
	if t[0] == 0xe2 { // "➤"
		if p := c.detectYarn(t); p != nil {
			return p, true
		}
	}
	if p := c.detectRuboCop(s, t); p != nil {
		return p, true
	}
	if p := c.detectJUnit(s, t); p != nil {
		return p, false
	}
	if p := c.detectPytestLine(s, t); p != nil {
		return p, true
	}
	if s[0] == '[' {
		if p := c.detectMaven(s, t); p != nil {
			return p, false
		}
	} else {
		c.mvnRecap = false
	}
	if p := c.detectAstro(t); p != nil {
		return p, false
	}
	if t[0] == '<' {
		if p := c.detectJUnitXML(t); p != nil {
			return p, false
		}
	}
	if t[0] == '{' {
		if p := detectJSONReport(s, t); p != nil {
			return p, p.done
		}
	}
	if c.tapParent(s, t) {
		if p, ok := detectTAP(s, t).(*tapBlock); ok {
			p.suite = true // its YAML goes with it
			return p, false
		}
		return nil, false
	}
	for _, d := range detectors {
		if p := d(s, t); p != nil {
			if g, ok := p.(*genericBlock); ok && g.f.Location == "" && bareLoc != "" {
				// svelte-check: "/app/src/App.svelte:2:7", then "Error: msg".
				g.f.Location = bareLoc
			}
			return p, false
		}
	}
	if len(t) == len(s) {
		if loc, ok := bareLocation(t); ok {
			c.bareLoc, c.bareSkip = loc, 0
			if loc == "" {
				c.bareLoc = bareLoc // a library frame: the application's before it stays the place
			}
		}
	}
	if len(t) == len(s) {
		c.plain = t
	} else if at, ok := strings.CutPrefix(t, "at "); ok && at == findLoc(at, true) {
		// A place alone after "at ", opening nothing: the frame the Marko
		// compiler's error starts with (see above).
		c.bareLoc, c.bareSkip = at, 0
	}
	return nil, false
}

// ctestResult matches CTest's line for a finished test: "2/2 Test #2:
// tax_check ....***Failed    0.00 sec", "1/1 Test #1: ok ....   Passed".
var ctestResult = regexp.MustCompile(`^\d+/\d+ Test +#\d+: \S+ \.+\s*(?:\*\*\*)?(\w+)`)

// bareLocation reads a line that is only a location, which the problem
// printed after it (maybe after a code frame) is about: "/app/src/App.svelte:2:7"
// (svelte-check), "bad.f90:6:15:" (gfortran), OCaml's File "a.ml", line 7,
// characters 30-46:, gfortran's runtime "At line 7 of file cart.f90"; or
// a frame of a traceback printed oldest first, before its error, as Nim's
// "/app/cart.nim(6) total": ok with loc "" when the frame is a library's.
func bareLocation(t string) (loc string, ok bool) {
	if p := strings.TrimSuffix(t, ":"); !strings.ContainsAny(p, " \t") {
		if loc := findLoc(p, true); loc == p {
			return loc, true
		}
		return "", false
	}
	if m := alonePyLoc.FindStringSubmatch(t); m != nil && isAppPath(m[1]) {
		return m[1] + ":" + m[2], true
	}
	if m := atLineOfFile.FindStringSubmatch(t); m != nil && hasSourceExt(m[2]) && isAppPath(m[2]) {
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

// alonePyLoc matches OCaml's location line: File "a.ml", line 7,
// characters 30-46: (or "lines 3-5", or no characters).
var alonePyLoc = regexp.MustCompile(`^File "([^"]+)", lines? (\d+)(?:-\d+)?(?:, characters \d+-\d+)?:$`)

// atLineOfFile matches gfortran's runtime "At line 7 of file cart.f90",
// maybe followed by the unit it was reading: " (unit = 5, file = 'stdin')".
var atLineOfFile = regexp.MustCompile(`^At line (\d+) of file (\S+)(?: \(.*\))?$`)

// detectors are tried in order on every line that starts no Go block.
// Each gates its regexps behind a cheap prefix or substring test. The
// adapters come first; detectGeneric, last, opens a block on any severity
// cue they left.
var detectors = []func(s, t string) parser{
	detectForwarded,
	detectStorybook,
	detectFarm,
	detectVueCLI, // before consola: its badges look alike (" ERROR  Failed to compile ...")
	detectConsola,
	detectEleventy,
	detectParcel,
	detectRsbuild,
	detectErrbundle,
	detectReactRouter,
	detectRemixFutureFlag,
	detectTestRunner,
	detectTeamCity,
	detectTestthat,
	detectAnsible,
	detectLibxml,
	detectGLib,
	detectEUnit,
	detectCommonTest,
	detectOUnit,
	detectAlcotest,
	detectFPCUnit,
	detectFiveAM,
	detectMITScheme,
	detectButtercup,
	detectJapa,
	detectGDB,
	detectClojureTest, // before detectBundler: "ERROR in (test) (File.java:67)" is not webpack's
	detectBusted,
	detectCUnit,
	detectMesonTest,
	detectHaskellUncaught,
	detectUvu,
	detectPlaywright,
	detectBiome,
	detectSanitizer,
	detectValgrind,
	detectTAP,
	detectPython,
	detectDeno,
	detectDenoTest,
	detectBun,
	detectNode,
	detectNpm,
	detectTsc,
	detectVike, // before detectBundler: Vite's lines under Vike carry a request tag
	detectBundler,
	detectNext,
	detectLibtest,
	detectRust,
	detectD, // before Java: "std.conv.ConvException@file(line): msg" has a Java-like name
	detectJava,
	detectDotnet,
	detectRuby,
	detectException,
	detectBracketedError,
	detectPerl,
	detectErlang,
	detectCMake,
	detectMiette,
	detectGuile,
	detectPluginDiag,
	detectBadge,
	detectGeneric,
	detectUnix,
	detectLoggedException,
	detectFramed,
	detectFailureSentence,
}

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

// quietSection reports a line inside a section of a test runner's report
// that lists no new problem: RSpec's "Pending:" (expected failures, which
// do not fail the suite) and PHPUnit TestDox's "Summary of non-successful
// tests:" (a repeat). Each ends where the runner's next section starts.
func (c *Classifier) quietSection(s, t string) bool {
	top := len(t) == len(s)
	switch {
	case top && (t == "Pending:" || strings.HasPrefix(t, "Pending: (")):
		c.quiet = "rspec"
		return true
	case top && t == "Summary of non-successful tests:":
		c.quiet = "testdox"
		return true
	case top && strings.HasSuffix(t, " unexpected results:") && isDigit(t[0]):
		// ERT's closing list, "   FAILED  cart-ten-percent" rows, repeats
		// the failures reported as they ran.
		c.quiet = "ert"
		return true
	case c.quiet == "ert" && top:
		c.quiet = ""
	case c.quiet == "rspec" && top && (t == "Failures:" || strings.HasPrefix(t, "Finished in ")),
		c.quiet == "testdox" && top && (strings.HasSuffix(t, "!") || strings.HasPrefix(t, "Tests: ") || strings.HasPrefix(t, "OK ")):
		c.quiet = ""
	}
	return c.quiet != ""
}

// repeating reports a line of MSBuild's closing recap: after "Build
// FAILED." it lists every warning and error again, then counts them.
func (c *Classifier) repeating(t string) bool {
	switch {
	case t == "Build FAILED." || t == "Build failed.":
		c.recap = true
		return true
	case !c.recap:
		return false
	case strings.HasSuffix(t, "Error(s)") || strings.HasPrefix(t, "Time Elapsed"):
		c.recap = false
		return true
	}
	return strings.Contains(t, ": error ") || strings.Contains(t, ": warning ")
}

// isSummary reports a tool's count line ("2 errors", "1 warning and 1 error
// generated.", "Found 3 errors. Watching for file changes."): it repeats
// findings already reported, so it is none itself.
func isSummary(t string) bool {
	if isDigit(t[0]) {
		rest := strings.TrimLeft(t, "0123456789")
		return strings.HasPrefix(rest, " error") || strings.HasPrefix(rest, " warning")
	}
	return strings.HasPrefix(t, "Found ") && strings.Contains(t, " error") && !strings.HasPrefix(t, "Found 0 errors")
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
	case strings.Contains(t, "VITE") || strings.Contains(t, "Vite v") || strings.Contains(t, "[vite]") || strings.Contains(t, "[vitepress]") || strings.Contains(t, "built in "):
		return "vite"
	case strings.Contains(t, "webpack"):
		return "webpack"
	case strings.Contains(t, "rolldown"):
		return "rolldown"
	case strings.Contains(t, "Finished"):
		return "rustc"
	case strings.Contains(t, "Found 0 errors"):
		return "tsc"
	case strings.Contains(t, "Done in "):
		return "esbuild"
	case strings.Contains(t, "Build succeeded"):
		return "dotnet"
	case strings.HasPrefix(t, "✓"):
		return "nextjs"
	case strings.HasPrefix(t, "PASS  Waiting"):
		return "vitest"
	case strings.Contains(t, "bundle generation complete"):
		return "angular"
	}
	return "build"
}

// single is a one-line finding.
type single struct{ f Finding }

func (p *single) next(string) verdict      { return reject }
func (p *single) finding() (Finding, bool) { return p.f, true }

// indented is a finding whose block goes on while lines are indented (or
// match more); a blank line ends it.
type indented struct {
	f    Finding
	more func(t string) bool
	// scan looks for the location in continuation lines when the header had none.
	scan bool
}

func (p *indented) next(line string) verdict {
	if line == "" {
		return reject
	}
	t := strings.TrimLeft(line, " \t")
	if len(t) < len(line) || (p.more != nil && p.more(t)) {
		if p.scan && p.f.Location == "" {
			p.f.Location = findLoc(t, true)
		}
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
func isWordByte(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || isDigit(c)
}

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
