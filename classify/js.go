package classify

import (
	"regexp"
	"strings"
)

// nodeHeader matches the first line of an uncaught exception: the throwing
// file and line, alone ("/app/lib/cart.js:2", "node:internal/process/promises:389").
var nodeHeader = regexp.MustCompile(`^(?:file://)?(?:/|[A-Za-z]:\\|node:)\S*:\d+$`)

func detectNode(s, t string) parser {
	switch {
	case strings.HasPrefix(s, "(node:"):
		switch {
		case strings.Contains(s, "UnhandledPromiseRejectionWarning: Unhandled promise rejection."):
			return nil // node's explanation of the rejection it just printed
		case strings.Contains(s, "UnhandledPromiseRejectionWarning: "):
			return &jsStack{f: Finding{Kind: Error, Category: "node-rejection", Message: after(s, "UnhandledPromiseRejectionWarning: ")}}
		case strings.Contains(s, "Warning: "):
			// A warning of no class ("Warning: ...") is the runtime's notice
			// (a dependency's circular import, a node version a library will
			// drop): a problem only when a frame ties it to code.
			msg := after(s, ") ")
			return &jsStack{f: Finding{Kind: Warning, Category: "node-warning", Message: msg}, optional: !strings.HasPrefix(msg, "Warning: ")}
		}
	case strings.HasPrefix(s, "(Use `node --trace-"):
		return nil
	case (s[0] == '/' || s[0] == 'n' || s[0] == 'f' || (len(s) > 2 && s[1] == ':')) && nodeHeader.MatchString(s) && !hasColumn(s):
		p := &nodeCrash{f: Finding{Kind: Error, Category: "node-exception"}, head: s}
		if loc := findLoc(s, true); loc != "" {
			p.f.Location = loc
		}
		return p
	}
	return nil
}

// exacter reports whether loc names the place short names, with a
// column and more of its path: "/app/a.js:2:15" for "a.js:2".
func exacter(loc, short string) bool {
	if loc == "" || strings.Count(short, ":") != 1 || strings.Count(loc, ":") < 2 {
		return false
	}
	head := loc[:strings.LastIndexByte(loc, ':')] // "/app/a.js:2"
	return head == short || strings.HasSuffix(head, "/"+short)
}

// hasColumn reports a location that ends in ":line:col": node names the
// throwing line alone, while svelte-check and others head a diagnostic
// with a full location ("/app/src/App.svelte:2:7").
func hasColumn(s string) bool {
	rest := strings.TrimRight(s, "0123456789")
	if !strings.HasSuffix(rest, ":") {
		return false
	}
	rest = rest[:len(rest)-1]
	line := strings.TrimRight(rest, "0123456789")
	return len(line) < len(rest) && strings.HasSuffix(line, ":")
}

// nodeCrash follows node's report of an uncaught exception: file:line,
// the source line, a caret, the error, its stack, and "Node.js vX".
type nodeCrash struct {
	f       Finding
	head    string // the first line, the throwing file:line
	n       int
	caret   bool // the caret line under the source has been read
	stack   jsStack
	inStack bool
	under   frameThenMessage
}

func (p *nodeCrash) next(line string) verdict {
	p.n++
	if strings.HasPrefix(line, "Node.js v") {
		return takeEnd
	}
	if p.inStack {
		if p.stack.frames == 0 && p.under.placed(p.stack.f.Message) {
			if v, ok := p.under.next(line); ok {
				return v
			}
		}
		return p.stack.next(line)
	}
	switch {
	case line == "":
		return hold
	case !p.caret:
		if strings.Trim(line, " ^") == "" {
			p.caret = true
		}
		if p.n > 3 {
			return reject
		}
		return take
	}
	p.inStack = true
	p.stack.f.Message, p.stack.f.Category = line, p.f.Category
	return take
}

func (p *nodeCrash) finding() (Finding, bool) {
	if p.stack.f.Message == "" {
		return p.f, false
	}
	f := p.f
	f.Message = p.stack.f.Message
	if p.stack.f.Category == "tsc" {
		f.Category = "tsc" // ts-node's TSError (see jsStack.next)
	}
	if p.stack.f.Location != "" && !(strings.HasPrefix(f.Message, "SyntaxError: ") && f.Location != "" && isAppPath(f.Location)) {
		// A SyntaxError's header is where the parse failed; its frames
		// are the require chain that loaded the file (server.js:3:14
		// requiring cart.js, whose line 5 the header names).
		f.Location = p.stack.f.Location
	}
	// Node's ES module loader reports what failed to load from run_main
	// ("node:internal/modules/run_main:123", "triggerUncaughtException("),
	// with async frames of the loader's hooks (tsx's, in node_modules)
	// above: an exception, not a rejection of the application's.
	if isRejection(f.Message) || p.stack.async && !strings.HasPrefix(p.head, "node:internal/modules/run_main:") {
		f.Category = "node-rejection"
	}
	return f, true
}

func isRejection(msg string) bool {
	return strings.Contains(msg, "UnhandledPromiseRejection") || strings.Contains(msg, "Unhandled Rejection") ||
		strings.Contains(msg, "unhandledRejection")
}

// jsStack follows an error's "    at ..." frames (and a printed error's
// "{ [cause]: ... }" properties). With optional set it is a finding even
// without frames.
type jsStack struct {
	f        Finding
	frames   int
	depth    int  // open braces
	async    bool // an "at async" frame: the error travelled as a rejection
	optional bool
	// pre counts lines taken before the first frame: a message ending in
	// ":" goes on over lines of its own (assert's "4 !== 5" diff).
	pre int
	// requireStack is set inside node's "Require stack:" list.
	requireStack bool
	// bunProps counts Bun's listing of an error's properties under it,
	// keys right-aligned and strings double-quoted (" errno: 0,", "  code:
	// \"ECONNREFUSED\""): Bun printed an error that has no frames.
	bunProps int
	// deno is set by a frame in Deno's own extensions ("at handler
	// (ext:deno_http/00_serve.ts:1:19994)"): Deno printed the error bare,
	// as deno serve does for a handler's.
	deno bool
	loc  errLoc
}

// errLoc is the place a bundler's printed error names in its "loc: {
// file: '...', line: 1, column: 0 }" property (Vite, Rollup), read from
// the property lines while in is set: the place in the source, better
// than the frames of the bundler's own run.
type errLoc struct {
	file, line, col string
	in              bool
}

func (p *jsStack) next(line string) verdict {
	t := strings.TrimLeft(line, " \t")
	if p.depth > 0 {
		p.loc.read(t)
	}
	switch {
	case line == "":
		return hold
	case strings.HasPrefix(t, "at "):
		p.frame(t)
		return take
	case strings.HasSuffix(line, "{") && p.frames > 0:
		p.depth++
		return take
	case t == "}" || t == "})" || t == "}]" || t == "},":
		if p.depth > 0 {
			p.depth--
		}
		return take
	case p.depth > 0 && len(t) < len(line):
		return take
	case strings.HasPrefix(t, "... ") && strings.HasSuffix(t, " more"), strings.HasPrefix(t, "Caused by: "),
		strings.HasPrefix(t, "[cause]: ") && p.frames > 0, // Playwright prints an error's cause bare, with its frames
		strings.HasPrefix(t, "... ") && strings.HasSuffix(t, " ...") && strings.Contains(t, " lines matching "):
		// node elides the frames a cause shares: "... 4 lines matching cause stack trace ...".
		return take
	case strings.HasPrefix(line, "(Use `node --trace-"):
		return take
	case p.frames > 0 && p.frames < 3 && isFrameLine(strings.TrimPrefix(t, ">")):
		// Playwright's report of an error: "   at global-setup.js:2",
		// then a code frame ("> 2 |   const res = ..."), then the frames.
		return take
	case p.frames == 0 && (line == "Require stack:" || p.requireStack && strings.HasPrefix(line, "- ")):
		// "Cannot find module './x'": the files that required it, before the frames.
		p.requireStack = true
		return take
	case p.frames == 0 && p.pre < 8 && len(t) < len(line) && p.f.Category == "node-exception":
		// Indented lines between a crash's message and its frames belong
		// to the message (Node's ERR_REQUIRE_ASYNC_MODULE: "  From a.js",
		// "  Requiring b.js").
		p.pre++
		if isBunProp(t) {
			p.bunProps++
		}
		return take
	case p.frames == 0 && p.pre < 8 && strings.HasSuffix(p.f.Message, ":") && !isSystemCheck(t):
		p.pre++
		if msg, ok := specific(t); ok && p.f.Location == "" && findAnyLoc(t) != "" {
			// esbuild under tsx: "Error: Transform failed with 1 error:",
			// then "/app/b.ts:1:20: ERROR: Expected \")\" but found \";\"";
			// ts-node's "src/a.ts(3,7): error TS2322: ..." likewise.
			p.f.Message, p.f.Location = msg, findAnyLoc(t)
			if code, ok := strings.CutPrefix(msg, "error TS"); ok && p.f.Category == "node-exception" {
				// ts-node's TSError: "⨯ Unable to compile TypeScript:" over
				// tsc's diagnostic, which is the problem.
				p.f.Message, p.f.Category = "TS"+code, "tsc"
			}
		} else if loc, msg := placeholderRow(t, p.f.Message); loc != "" && p.f.Location == "" {
			p.f.Message, p.f.Location = msg, loc
		}
		return take
	}
	return reject
}

// frame takes an "at ..." frame: the first one of the application's
// places the error, and an async one says it travelled as a rejection.
func (p *jsStack) frame(t string) {
	p.frames++
	// Node's own module loader awaits too: an ES module's syntax error
	// comes up through "at async ModuleJob._link (node:internal/...)"
	// although nothing was rejected. Only an application's async frame
	// says the error travelled as a rejection.
	if strings.HasPrefix(t, "at async ") && !strings.Contains(t, "node:internal/") {
		p.async = true
	}
	if strings.HasSuffix(t, ") internal") || strings.HasSuffix(t, " native") || strings.Contains(t, " native ") {
		// Duktape flags its own frames: "at [anon] (duk_hobject_props.c:2621) internal".
	} else if p.f.Location == "" {
		p.f.Location = findLoc(t, true)
	} else if loc := findLoc(t, true); exacter(loc, p.f.Location) {
		// Playwright's own "at global-setup.js:2" over the code frame,
		// then the frame "(/app/global-setup.js:2:15)": the same place.
		p.f.Location = loc
	}
	p.deno = p.deno || strings.Contains(t, "ext:deno_")
	if strings.HasSuffix(t, " {") {
		// "at NativeConnection.openUri (/app/x.js:1:2) {": the
		// error's properties follow, nested errors among them.
		p.depth++
	}
}

// read reads a property line of a printed error for its loc: "loc: {",
// "file: '/app/src/a.js',", "line: 1,", "column: 0", "}"; or Babel's, a
// parse error a plugin threw: "loc: Position { line: 11, column: 14, index:
// 219 }," and the module's "id: '/app/src/a.tsx'," (TanStack Start).
func (p *errLoc) read(t string) {
	switch {
	case strings.HasPrefix(t, "loc: Position { line: "):
		p.line, p.col = digits(t[len("loc: Position { line: "):]), digits(after(t, "column: "))
	case strings.HasPrefix(t, "id: '") && p.file == "":
		if id, _, _ := strings.Cut(strings.TrimSuffix(strings.TrimSuffix(t[len("id: '"):], ","), "'"), "?"); hasSourceExt(id) && isAppPath(id) {
			p.file = id
		}
	case t == "loc: {":
		p.in = true
	case !p.in:
	case strings.HasPrefix(t, "}"):
		p.in = false
	case strings.HasPrefix(t, "file: '"):
		if file := strings.TrimSuffix(strings.TrimSuffix(t[len("file: '"):], ","), "'"); hasSourceExt(file) && isAppPath(file) {
			p.file = file
		}
	case strings.HasPrefix(t, "line: "):
		p.line = digits(t[len("line: "):])
	case strings.HasPrefix(t, "column: "):
		p.col = digits(t[len("column: "):])
	}
}

// place is the loc read, "" without its line.
func (p *errLoc) place() string {
	switch {
	case p.file == "" || p.line == "":
		return ""
	case p.col == "":
		return p.file + ":" + p.line
	}
	return p.file + ":" + p.line + ":" + p.col
}

func (p *jsStack) finding() (Finding, bool) {
	f := p.f
	if p.frames == 0 && p.bunProps >= 2 && f.Category == "node-exception" {
		f.Category = "bun" // "TypeError: ECONNREFUSED: Unable to connect." over its properties
		return f, true
	}
	if p.frames == 0 && !p.optional {
		return p.f, false
	}
	if loc := p.loc.place(); loc != "" {
		f.Location = loc
	}
	if p.deno && f.Category == "node-exception" {
		f.Category = "deno"
	}
	return f, true
}

func detectNpm(s, t string) parser {
	var msg string
	var kind Kind
	switch {
	case strings.HasPrefix(s, "npm ERR! "), strings.HasPrefix(s, "npm error "):
		msg, kind = s[strings.IndexByte(s[4:], ' ')+5:], Error
	case strings.HasPrefix(s, "npm WARN "), strings.HasPrefix(s, "npm warn "):
		msg, kind = s[9:], Warning
	default:
		return nil
	}
	// An indented line is the tail of a block a blank line cut off.
	if strings.HasPrefix(msg, "A complete log of this run") || strings.TrimSpace(msg) == "" || msg[0] == ' ' {
		return nil
	}
	return &npmBlock{f: Finding{Kind: kind, Category: "npm", Message: msg}, prefix: s[:9], quiet: strings.HasPrefix(msg, "Lifecycle script ")}
}

// npmBlock follows consecutive "npm error" lines, or the lines of one
// multi-line warning: "npm warn install-scripts 4 packages have ...:" and
// its indented, empty and closing lines under the same code. A new
// unindented line with the code ("npm warn deprecated a@1", "npm warn
// deprecated b@2") is a new warning, unless it follows an empty one.
type npmBlock struct {
	f      Finding
	prefix string
	code   string // "code ELIFECYCLE": the message is the line after it
	empty  bool   // the last warning line was empty under its code
	// quiet is set for npm's "Lifecycle script `build` failed with
	// error:" (a workspace's script): the script's own output said why,
	// and the code, path and command below only describe the run.
	quiet bool
}

func (p *npmBlock) next(line string) verdict {
	prefix := strings.TrimSpace(p.prefix)
	if !strings.HasPrefix(line, prefix) {
		return reject
	}
	rest := strings.TrimSpace(line[len(prefix):])
	if p.f.Kind == Warning {
		code, _, _ := strings.Cut(p.f.Message, " ")
		raw := line[len(prefix):]
		if !strings.HasPrefix(raw, " "+code) {
			return reject
		}
		if after := raw[1+len(code):]; after == "" || strings.HasPrefix(after, "  ") || strings.HasPrefix(strings.TrimSpace(after), "}") || p.empty {
			p.empty = after == ""
			return take
		}
		return reject
	}
	if strings.HasPrefix(p.f.Message, "code ") && p.code == "" && rest != "" {
		p.code = strings.TrimPrefix(p.f.Message, "code ")
		p.f.Message = p.code + ": " + rest
	}
	return take
}

func (p *npmBlock) finding() (Finding, bool) { return p.f, !p.quiet }

// tsc prints a diagnostic as "src/a.ts(4,7): error TS2322: msg", or with
// --pretty (a terminal's default) as "src/a.ts:4:7 - error TS2322: msg"
// over a blank line, the source line and its squiggle; one about no file
// as "error TS18003: msg".
var tscSpec = &spec{
	name: "tsc", fixture: "tsc-pretty", tool: "TypeScript 7.0.2 (npx tsc), 5.9.3",
	has: " TS",
	head: regexp.MustCompile(`^\s*(?:(?P<file>\S+)\((?P<line>\d+),(?P<col>\d+)\): |(?P<file>\S+):(?P<line>\d+):(?P<col>\d+) - )?` +
		`(?P<sev>error|warning) (?P<msg>TS\d+: .*)$`),
	category: "tsc",
	under:    under{stop: regexp.MustCompile(`^[^\s\d]| - (?:error|warning) TS\d`)},
}

func severity(word string) Kind {
	if strings.HasPrefix(word, "warn") || strings.HasPrefix(word, "WARN") {
		return Warning
	}
	return Error
}

// bundler reads webpack's, Rspack's and Vite's reports.
type bundler struct {
	// rspack is set once Rspack said it compiled ("Rspack compiled
	// successfully in 79 ms"): webpack's report shapes are then Rspack's.
	rspack bool
}

func (a *bundler) detect(ln line) (parser, claim) { return opened(detectBundler(ln.s, ln.t)) }

// recognises the process as Rspack's dev server by its boundary.
func (a *bundler) recognises(f Finding) bool {
	a.rspack = a.rspack || f.Kind == Boundary && f.Category == "rspack"
	return a.rspack
}

// revise: Rspack's dev server writes webpack's "ERROR in ./src/a.js".
func (a *bundler) revise(f Finding) Finding {
	if a.rspack && f.Category == "webpack" {
		f.Category = "rspack"
	}
	return f
}

func (a *bundler) start() { a.rspack = false }

// repeats: Marko Run logs the request's error after Vite printed it bare
// (its frames all Vite's).
func (a *bundler) repeats(f Finding, _ *block, said *history) bool {
	return strings.HasPrefix(f.Block, "Request failed with error: ") && f.Location == "" &&
		len(said.recent) > 0 && said.recent[len(said.recent)-1] == f.Message
}

// esbuildHead matches "✘ [ERROR] message" and "▲ [WARNING] message".
func detectBundler(s, t string) parser {
	switch {
	case strings.HasPrefix(t, "✘ [ERROR] "):
		return &indented2{f: Finding{Kind: Error, Category: esbuildCategory(t), Message: after(t, "] ")}}
	case strings.HasPrefix(t, "▲ [WARNING] "):
		return &indented2{f: Finding{Kind: Warning, Category: esbuildCategory(t), Message: after(t, "] ")}}
	case strings.HasPrefix(t, "X [ERROR] "):
		return &indented2{f: Finding{Kind: Error, Category: "esbuild", Message: after(t, "] ")}}
	case strings.Contains(t, "[vite]"), strings.Contains(t, "[vitepress]"): // VitePress tags Vite's logger with its name
		return detectVite(t)
	case strings.HasPrefix(t, "(!) "):
		return newGeneric(Finding{Kind: Warning, Category: "vite", Message: t[4:]}, t)
	case strings.HasPrefix(t, "error during build:"):
		return &viteBuild{genericBlock: newGeneric(Finding{Kind: Error, Category: "vite", Message: t}, t)}
	case strings.HasPrefix(t, "ERROR in ") && strings.Contains(t, ": Error in "):
		// RUnit's protocol repeating an R error: "ERROR in test.unknown:
		// Error in unit_price(\"mug\") : unknown sku: mug".
		return &quiet{}
	case strings.HasPrefix(t, "ERROR in "), strings.HasPrefix(t, "WARNING in "):
		return webpackBlock(t)
	case strings.HasPrefix(t, "[webpack-cli] ") && strings.Contains(t, "Error"):
		return &single{f: Finding{Kind: Error, Category: "webpack", Message: after(t, "] ")}}
	case len(t) < len(s):
	case strings.HasPrefix(t, "Module not found: Error: "):
		// webpack's resolve error on a line of its own, no "ERROR in" over
		// it (Docusaurus prints its client build's errors so).
		return &single{f: Finding{Kind: Error, Category: "webpack", Message: t}}
	case strings.HasSuffix(t, ". Does the file exist?") && (strings.HasPrefix(t, "Failed to resolve import ") || strings.HasPrefix(t, "Failed to load url ")):
		// Vite's errors printed bare by the server that caught them
		// (Marko Run), "  Plugin:" and "  File: <place>" under the first.
		return newGeneric(Finding{Kind: Error, Category: "vite", Message: t}, t)
	case strings.HasPrefix(t, "Request failed with error: "):
		// Marko Run's log of a request that threw, the error's frames
		// under it; without them it repeats an error printed above.
		return &stackedLine{jsStack: jsStack{f: Finding{Kind: Error, Category: "generic", Message: t[len("Request failed with error: "):]}}}
	}
	return nil
}

// esbuildCategory names the toolchain of an esbuild diagnostic: esbuild's
// own, unless a plugin that ends the line says whose it is (the Angular
// CLI's "✘ [ERROR] TS2322: ... [plugin angular-compiler]").
func esbuildCategory(t string) string {
	if strings.HasSuffix(t, "[plugin angular-compiler]") {
		return "angular"
	}
	return "esbuild"
}

func detectVite(t string) parser {
	tag := "[vite] "
	if !strings.Contains(t, tag) {
		tag = "[vitepress] "
	}
	msg := after(t, tag)
	msg = strings.TrimPrefix(msg, "(client) ")
	msg = strings.TrimPrefix(msg, "(ssr) ")
	lower, kind := strings.ToLower(msg), Kind(0)
	switch {
	case strings.Contains(lower, "error"):
		kind = Error
	case strings.Contains(lower, "warn"):
		kind = Warning
	default:
		return nil // "hmr update", "page reload" and other chatter
	}
	for _, p := range []string{"Internal server error: ", "Pre-transform error: "} {
		msg = strings.TrimPrefix(msg, p)
	}
	// Vite 8 follows "Transform failed with 1 error:" with a blank line
	// and the parser's own "[PARSE_ERROR] ..." and box: a generic block
	// reads through to that message and its location.
	g := newGeneric(Finding{Kind: kind, Category: "vite", Message: msg}, msg)
	if msg == "Internal Server Error" {
		g.vague = true // @vitejs/plugin-rsc (Waku): the error is on the lines under it
	}
	return g
}

// indented2 is a block that goes on through indented lines and single blank
// lines, scanning them for the first application location.
type indented2 struct {
	f Finding
}

func (p *indented2) next(line string) verdict {
	switch {
	case line == "":
		return hold
	case line[0] == ' ' || line[0] == '\t':
		if p.f.Location == "" {
			p.f.Location = findLoc(line, true)
		}
		return take
	}
	return reject
}

func (p *indented2) finding() (Finding, bool) { return p.f, true }

// webpackBlock reads "ERROR in ./src/a.js 2:0-42" and the lines up to the
// next blank one.
func webpackBlock(t string) parser {
	kind, rest := Error, after(t, "ERROR in ")
	if strings.HasPrefix(t, "WARNING in ") {
		kind, rest = Warning, after(t, "WARNING in ")
	}
	p := &webpack{f: Finding{Kind: kind, Category: "webpack", Message: rest}}
	if path, pos, ok := strings.Cut(rest, " "); ok && (strings.HasPrefix(path, "./") || strings.HasPrefix(path, "/")) {
		if strings.HasPrefix(pos, "(") {
			// A module a loader chain made: "./src/theme.css
			// (./node_modules/css-loader/dist/cjs.js!./src/theme.css) 5:36-79".
			if _, after, ok := strings.Cut(pos, ") "); ok {
				pos = after
			}
		}
		line, col, _ := strings.Cut(pos, ":")
		if line = digits(line); line != "" {
			p.f.Location = path + ":" + line
			if col = digits(col); col != "" {
				p.f.Location += ":" + col
			}
		}
		p.f.Message = ""
	} else if strings.HasPrefix(rest, "./") || strings.HasPrefix(rest, "/") {
		p.f.Location = rest
		p.f.Message = ""
	} else if !strings.Contains(rest, " ") && !strings.Contains(rest, ":") {
		// "WARNING in configuration", "ERROR in main": the name of what is
		// wrong, not the problem; the line below states it.
		p.f.Message = ""
	}
	return p
}

type webpack struct {
	f Finding
	// sfcPos is the "8:76" that ends Vue compiler-sfc's message ("[vue/compiler-sfc]
	// Unexpected token, expected \",\" (8:76)"), placed once the file comes,
	// alone on a line after a blank one.
	sfcPos string
}

func (p *webpack) next(line string) verdict {
	if line == "" {
		if p.sfcPos != "" {
			return hold
		}
		return reject
	}
	if t := strings.TrimSpace(line); p.sfcPos != "" && t == line && !strings.Contains(t, " ") && hasSourceExt(t) {
		p.f.Location, p.sfcPos = t+":"+p.sfcPos, ""
		return take
	}
	if p.f.Message != "" && isVague(p.f.Message) && line[0] != ' ' && (exceptionHead.MatchString(line) || strings.HasPrefix(line, "[vue/")) {
		// A loader's error under "Module Error (from ./vue-loader/...):" or
		// "Module build failed (from ...):", unindented.
		p.f.Message = line
		if p.f.Location == "" {
			p.sfcPos, _ = parenLast(line)
		}
		return take
	}
	// rspack draws its message with miette: "  × Module parse failed:",
	// "  ╰─▶   × JavaScript parse error: ...", and the position in a box
	// under it, "╭─[3:17]", when the ERROR line gave the module alone.
	if t := strings.TrimLeft(line, " ╰─▶×"); p.f.Message == "" || isVague(p.f.Message) && t != "" && t != line && !strings.HasPrefix(t, "[") {
		p.f.Message = t
	}
	if pos, ok := strings.CutPrefix(strings.TrimLeft(line, " "), "╭─["); ok && p.f.Location != "" && !strings.Contains(p.f.Location, ":") {
		if l, c, _ := strings.Cut(strings.TrimSuffix(pos, "]"), ":"); digits(l) == l && l != "" && digits(c) == c && c != "" {
			p.f.Location += ":" + l + ":" + c
		}
	}
	return take
}

func (p *webpack) finding() (Finding, bool) {
	f := p.f
	if f.Message == "" {
		f.Message = f.Location
	}
	return f, true
}

func detectNext(s, t string) parser {
	switch {
	case strings.HasPrefix(t, "⨯ ") && isQuiet(t[len("⨯ "):]):
		return nil
	case strings.HasPrefix(t, "⨯ "):
		return &nextBlock{f: Finding{Kind: Error, Category: "nextjs", Message: t[len("⨯ "):]}}
	case strings.HasPrefix(t, "⚠ "):
		return &indented{f: Finding{Kind: Warning, Category: "nextjs", Message: t[len("⚠ "):]}}
	case strings.HasPrefix(t, "Failed to compile"):
		return &nextBlock{f: Finding{Kind: Error, Category: "nextjs", Message: t}}
	}
	return nil
}

// nextBlock follows a Next.js error, which has no fixed shape, until the
// next status or request line.
type nextBlock struct {
	f    Finding
	more string // a better message than the headline, when the headline is a path
	bare bool   // more is only a location
}

func isNextStatus(t string) bool {
	return hasPrefixAny(t, "✓ ", "○ ", "⨯ ", "⚠ ", "GET /", "POST /", "PUT /", "PATCH /", "DELETE /", "HEAD /", "OPTIONS /", "React encountered", forwardedPrefix)
}

func (p *nextBlock) next(line string) verdict {
	t := strings.TrimLeft(line, " ")
	switch {
	case line == "":
		return hold
	case isNextStatus(t):
		return reject
	case p.f.Message == "Failed to compile." && p.more == "" && t == line && hasSourceExt(t) && !strings.ContainsAny(t, " :") && t[0] != '.' && t[0] != '/':
		// Create React App's ESLint report ("[eslint] ", read as a mux's
		// empty line): the file alone, then its rows, each a problem of
		// its own (eslint.go). Next.js names a module "./app/page.tsx".
		return reject
	}
	if p.f.Location == "" {
		p.f.Location = findLoc(t, true)
	}
	if (p.more == "" || p.bare) && !strings.HasPrefix(t, "at ") {
		// next build: "Failed to compile.", "./app/page.tsx:3:24", then
		// "Type error: ...": a line that is only a place is not the problem.
		p.more = t
		p.bare = strings.HasPrefix(p.f.Message, "Failed to compile") && !strings.Contains(t, " ") && findLoc(t, true) != ""
	}
	return take
}

func (p *nextBlock) finding() (Finding, bool) {
	f := p.f
	head := f.Message
	if head == "Failed to compile." && p.more == "" {
		return f, false // nothing under it (yet): Create React App's "[eslint]" rows are read on their own
	}
	if strings.HasPrefix(head, "./") || strings.HasPrefix(head, "/") || strings.HasPrefix(head, "Failed to compile") {
		if p.more != "" {
			m := strings.TrimSpace(strings.TrimPrefix(p.more, "Error:"))
			m = strings.TrimPrefix(m, "x ")
			if strings.HasPrefix(head, "Failed to compile") && !p.bare {
				f.Message = m // the problem it failed on
			} else {
				f.Message = head + ": " + m
			}
		}
		if f.Location == "" && (strings.HasPrefix(head, "./") || strings.HasPrefix(head, "/")) {
			f.Location = strings.TrimPrefix(head, "./")
		}
		f.Location = relativeTo(f.Location, head)
	} else if p.more != "" && isVague(head) {
		// "⨯ Failed to load next.config.mjs, see more info here URL",
		// then the config's own error.
		f.Message = strings.TrimSpace(p.more)
	}
	return f, true
}

// relativeTo prefers the project-relative path the tool also printed: for
// the head "./app/page.js", "/home/me/shop/app/page.js:3:1" becomes
// "app/page.js:3:1".
func relativeTo(loc, rel string) string {
	rel = strings.TrimPrefix(rel, "./")
	if i := strings.Index(loc, "/"+rel+":"); i >= 0 && strings.HasPrefix(loc, "/") {
		return loc[i+1:]
	}
	return loc
}

// esbuildAdapter reads esbuild --watch's own lines.
type esbuildAdapter struct {
	// errors is the count of errors reported (history.errors) when
	// esbuild's last "[watch] build started" came.
	errors int
}

func (a *esbuildAdapter) detect(ln line) (parser, claim) {
	p, ok := a.detectWatch(ln.t, ln.said.errors)
	switch {
	case !ok:
		return nil, pass
	case p == nil:
		return nil, quiets
	}
	return p, completes
}

func (a *esbuildAdapter) start() { a.errors = 0 }

// repeats: esbuild's JS API rejects with "Error: Build failed with 1
// error:" and the error it had just logged (tsup, build scripts), as
// "<place>: ERROR: <msg>"; also under node's report of the uncaught
// rejection (its source line first) and on a line of its own
// (VitePress's "failed to start server. error:"). Vite's "Transform
// failed with 1 error:" is a report of its own, one per request.
func (a *esbuildAdapter) repeats(f Finding, b *block, said *history) bool {
	if said.lastErr == "" {
		return false
	}
	if f.Message != said.lastErr {
		// esbuild's summary names a plugin's error differently: "Build
		// failed with 1 error:", "x.js:1:2: ERROR: [plugin: p] msg" after
		// "✘ [ERROR] msg [plugin p]" (its place esbuild's own code).
		// The tool's lead line may come first ("error when starting dev server:").
		top := strings.SplitN(f.Block, "\n", 3)
		msg, _, _ := strings.Cut(said.lastErr, " [plugin ")
		return strings.HasPrefix(f.Message, "Build failed with ") && strings.Contains(strings.Join(top[:min(2, len(top))], "\n"), "Build failed with ") &&
			strings.Contains(f.Block, ": ERROR: ") && strings.Contains(f.Block, msg)
	}
	head, _, _ := strings.Cut(f.Block, "\n")
	return f.Location == said.lastLoc && (strings.Contains(head, "Build failed with ") ||
		f.Location != "" && (strings.HasPrefix(f.Block, f.Location+": ERROR: ") ||
			strings.Contains(f.Block, "Build failed with ") && strings.Contains(f.Block, f.Location+": ERROR: "+f.Message)))
}

// detectWatch reads esbuild --watch's own lines: "[watch] build started
// (change: ...)" begins a build, and "[watch] build finished, watching for
// changes..." ends it, successful only if no error was found in between.
// ok reports a line of esbuild's watcher, whatever p is.
func (a *esbuildAdapter) detectWatch(t string, errors int) (p parser, ok bool) {
	switch {
	case strings.HasPrefix(t, "[watch] build started"):
		a.errors = errors
		return nil, true
	case strings.HasPrefix(t, "[watch] build finished"):
		if errors > a.errors {
			return nil, true
		}
		return &single{f: Finding{Kind: Boundary, Category: "esbuild", Message: t}}, true
	}
	return nil, false
}

// isBunProp reports a line of Bun's listing of an error's properties:
// "errno: 0,", "code: \"ECONNREFUSED\"", "syscall: \"listen\"," (node
// prints them in braces, strings single-quoted).
func isBunProp(t string) bool {
	key, val, ok := strings.Cut(t, ": ")
	if !ok || key == "" || strings.ContainsAny(key, " \t\"'") {
		return false
	}
	val = strings.TrimSuffix(val, ",")
	return len(val) >= 2 && val[0] == '"' && val[len(val)-1] == '"'
}
