package classify

// registry lists every adapter, in the order the engine offers them a
// line (after the one that recognised the process's tool, if any: see
// recogniser). The order matters where two adapters would claim the same
// line: the pairs known to, each shown by a fixture that reads otherwise
// when they swap (or when the first moves last; the why names it) or
// named by its adapter's author, are declared with before/after and a
// why, and TestRegistryOrder checks the list keeps them. The generic layer's own rules are entries too (boundary,
// summary, generic, unix, ...).
var registry = []entry{
	{name: "elixir-exit", new: func() adapter { return elixirExit{} },
		before: []string{"generic"},
		why:    "the indented \"** (EXIT) {:config_missing, :enoent}\" under Logger's line is a reason Mix repeats, not an error of its own (elixir-app-start-fail)"},
	specEntry(tclSpec),
	specEntry(tcltestSpec),
	specEntry(haskellSpec),
	specEntry(racketSpec),
	{name: "rackunit", new: withPlain(func(ln line) parser { return detectRackunit(ln.t, ln.plain) })},
	specEntry(rakuSpec),
	{name: "ctest", new: func() adapter { return &ctestAdapter{} }},
	{name: "tally", generic: true, detect: detectTally,
		before: []string{"go", "rustc-shape", "generic"},
		why:    "\"error: ES-Check: there were 2 ES version matching errors.\" counts the problems printed after it, and a rustc-shaped or cued head would take their place (escheck-version in blind round 7)"},
	{name: "msbuild-recap", new: func() adapter { return &msbuildRecap{} },
		before: []string{"dotnet"},
		why:    "after \"Build FAILED.\" MSBuild lists every warning and error again, in dotnet's shape"},
	{name: "runner-recaps", new: func() adapter { return &runnerRecaps{} },
		before: []string{"failure-lists", "generic"},
		why:    "Jasmine's and RSpec's \"Pending:\" list (\"1) stock moves stock\", \"Temporarily disabled with xit\") is numbered as their \"Failures:\" list is; ERT's closing \"FAILED  cart-ten-percent\" rows repeat its failures (js3c-jasmine-async, ert-fail)"},
	{name: "ran-before", generic: true, new: withPlain(detectRanBefore),
		before: []string{"go"},
		why:    "go generate's \"order/status.go:5: running \\\"stringer\\\": exit status 1\" only says that the program under it failed, which said why on the line before; go build's reading takes the row for the error (stringer-generate in blind round 12)"},
	{name: "go", new: func() adapter { return &goAdapter{} },
		before: []string{"generic", "unix", "failure-sentence"},
		why:    "\"panic: msg\" and gin's \"[GIN-debug] [ERROR] listen tcp ...\" are Go's, read whole with the stacks for the place (be-chi-config, be-gin-config), and go build's diagnostics have no cue (go-build-multi)"},
	{name: "esbuild", new: func() adapter { return &esbuildAdapter{} }},
	{name: "boundary", generic: true, new: oneLiner(func(_, t string) parser { return detectBoundary(t) })},
	{name: "restart", generic: true, new: oneLiner(func(_, t string) parser { return detectRestart(t) }),
		before: []string{"next"},
		why:    "Next's \"⚠ Found a change in next.config.mjs. Restarting the server\" is a restart, not a warning (next-config-restart)"},
	{name: "shellcheck", first: "I^", new: func() adapter { return &shellcheck{} }},
	{name: "failure-lists", new: func() adapter { return &failureLists{} }},
	{name: "ava", new: func() adapter { return &avaAdapter{} }},
	{name: "node-spec", new: func() adapter { return &nodeSpec{} }},
	{name: "make", new: func() adapter { return &makeAdapter{} }},
	{name: "cc", new: func() adapter { return &ccAdapter{} },
		before: []string{"generic"},
		why:    "\"server.c:5:12: error: msg\" is gcc's or clang's, told apart by the source excerpt under it (clang-error)"},
	// ESLint's stylish report, whose shape stylelint and yamllint print too.
	{name: "stylish", new: func() adapter { return &eslintAdapter{} }},
	{name: "pnpm", new: oneLiner(func(_, t string) parser { return detectPnpm(t) })},
	{name: "yarn", first: "\xe2", new: func() adapter { return &yarnAdapter{} }}, // "➤"
	{name: "rubocop", new: func() adapter { return &rubocopAdapter{} }},
	{name: "junit", new: func() adapter { return &junitAdapter{} }},
	{name: "pytest", new: func() adapter { return &pytestAdapter{} },
		before: []string{"generic"},
		why:    "pytest --tb=line's \"/project/test_line.py:6: KeyError: 'b'\" is a test's failure (pytest-tb-line)"},
	{name: "maven", new: func() adapter { return &mavenAdapter{} }},
	{name: "astro", new: func() adapter { return &astroAdapter{} },
		before: []string{"generic"},
		why:    "astro dev's \"[WARN] [config] This project contains server-rendered routes ...\" and its syntax error's report are Astro's (astro-dev-page-syntax)"},
	{name: "junitxml", first: "<", new: func() adapter { return &junitXMLAdapter{} }},
	{name: "jsonreport", first: "{", new: func() adapter { return jsonReportAdapter{} }},
	{name: "tap-parent", new: func() adapter { return &tapParent{} },
		before: []string{"tap"},
		why:    "TAP 14's parent \"not ok 1 - test/cart.test.js\" after its subtests only counts them"},
	{name: "forwarded", detect: detectForwarded},
	{name: "storybook", detect: detectStorybook},
	specEntry(farmSpec),
	{name: "vuecli", detect: detectVueCLI,
		before: []string{"consola"},
		why:    "friendly-errors' badges look like consola's (\" ERROR  Failed to compile ...\")"},
	{name: "consola", detect: detectConsola},
	{name: "eleventy", detect: detectEleventy},
	specEntry(parcelSpec),
	{name: "rsbuild", detect: detectRsbuild},
	{name: "errbundle", detect: detectErrbundle},
	specEntry(reactRouterSpec),
	{name: "remix-future-flag", detect: detectRemixFutureFlag},
	{name: "test-runner", detect: detectTestRunner},
	specEntry(teamcitySpec),
	specEntry(testthatSpec),
	specEntry(ansibleSpec),
	specEntry(ansibleErrorSpec),
	specEntry(libxmlSpec),
	specEntry(glibSpec),
	specEntry(eunitSpec),
	{name: "common-test", detect: detectCommonTest},
	specEntry(ounitSpec),
	specEntry(alcotestSpec),
	specEntry(fpcunitSpec),
	specEntry(fiveamSpec),
	specEntry(mitSchemeSpec),
	specEntry(buttercupSpec),
	specEntry(japaSpec),
	specEntry(gdbSpec),
	{name: clojureTestSpec.name, first: clojureTestSpec.starts, detect: clojureTestSpec.detect,
		before: []string{"bundler"},
		why:    "\"ERROR in (test) (File.java:67)\" is clojure.test's, not webpack's \"ERROR in\""},
	specEntry(cunitSpec),
	specEntry(mesonTestSpec),
	specEntry(haskellUncaughtSpec),
	specEntry(uvuSpec),
	specEntry(playwrightSpec),
	specEntry(biomeSpec),
	specEntry(sanitizerSpec),
	{name: "valgrind", detect: detectValgrind},
	{name: "tap", detect: detectTAP},
	{name: "python", detect: detectPython},
	{name: "deno", detect: detectDeno},
	{name: "deno-test", detect: detectDenoTest},
	{name: "bun", new: func() adapter { return bunAdapter{} }},
	{name: "node", detect: detectNode},
	{name: "npm", detect: detectNpm},
	specEntry(tscSpec),
	{name: "vike", detect: detectVike,
		before: []string{"bundler"},
		why:    "Vite's lines under Vike carry a request tag, which Vike's adapter reads"},
	{name: "bundler", new: func() adapter { return &bundler{} }},
	{name: "next", detect: detectNext},
	{name: "libtest", detect: detectLibtest},
	// Rust's panics, and rustc's "error: msg" heads over a "--> file:L:C",
	// the shape Bun, Deno and Elixir print too.
	{name: "rustc-shape", detect: detectRust},
	{name: dlangSpec.name, detect: dlangSpec.detect,
		before: []string{"java"},
		why:    "\"std.conv.ConvException@file(line): msg\" has a Java-like name"},
	{name: "java", detect: detectJava},
	{name: "dotnet", new: func() adapter { return dotnetAdapter{} }},
	{name: "ruby", detect: detectRuby},
	{name: "exception", generic: true, detect: detectException},
	{name: "bracketed-error", detect: detectBracketedError},
	{name: "perl", detect: detectPerl},
	specEntry(erlangSpec),
	specEntry(cmakeSpec),
	{name: "miette", detect: detectMiette},
	specEntry(guileSpec),
	specEntry(svelteSpec),
	{name: "badge", generic: true, detect: detectBadge},
	{name: "counted-sections", generic: true, new: func() adapter { return &countedSections{} }},
	{name: "file-rows", generic: true, new: func() adapter { return &fileRows{} }},
	{name: "header-rows", generic: true, new: func() adapter { return &headerRows{} },
		after: []string{"file-rows"},
		why:   "a stylish row under a file line (\"  3:1  error  msg  rule\") is file-rows'; header-rows reads the rows it leaves, in other orders (sasslint-rules in blind round 7)"},
	{name: "file-frames", generic: true, new: func() adapter { return &fileFrames{} }},
	{name: "numbered-list", generic: true, new: func() adapter { return &numberedList{} }},
	specEntry(rSpec),
	{name: luaSpec.name, first: luaSpec.starts, detect: luaSpec.detect,
		before: []string{"unix"},
		why:    "\"lua5.4: nilcall.lua:4: attempt to index a nil value (field 'itms')\" is the Lua interpreter's error, which unix reads as any program's line that names it, under the generic category (lua-nilcall, missing-script)"},
	specEntry(prettierSpec),
	specEntry(clispSpec),
	specEntry(chezSpec),
	specEntry(escriptSpec),
	{name: "tool-heads", detect: detectToolHead},
	{name: "generic", generic: true, detect: detectGeneric},
	{name: "lint-rows", generic: true, new: oneLiner(detectLintRow)},
	{name: "keyed-block", generic: true, detect: detectKeyed,
		after: []string{"lint-rows"},
		why:   "commitlint's \"✖   subject may not be empty [subject-empty]\" is a row of its own; a mark over no indented place opens no problem, so the row must be read first"},
	{name: "unix", generic: true, detect: detectUnix},
	{name: "in-file", generic: true, detect: detectInFile},
	{name: "status-rows", generic: true, first: "[", new: func() adapter { return adapterFunc(detectStatusRow) }},
	{name: "placed-over", generic: true, new: func() adapter { return &placedOver{} },
		before: []string{"logged-exception"},
		why:    "under es-check's \"· erroring file: dist/cart.js at dist/cart.js:6:29\", \"· error: SyntaxError: ...\" is that place's error, not an exception logged with none (escheck-version in blind round 7)"},
	{name: "logged-exception", generic: true, detect: detectLoggedException},
	{name: "level-rows", generic: true, new: oneLiner(detectLevelRow),
		after: []string{"generic"}, before: []string{"framed"},
		why: "docutils' \"docs/index.rst:15: (INFO/1) Hyperlink target ... is not referenced.\" is no problem, and its \"(WARNING/2) Title underline too short.\" one with no problem word (rstcheck-docs in blind round 7)"},
	{name: "classed-trace", generic: true, detect: detectClassedTrace,
		before: []string{"framed"},
		why:    "\"app/views/show.html.haml:6:in `render': Inconsistent indentation ... (Haml::SyntaxError)\" states no problem word, and framed waits for a code frame that an exception's \"from\" frames are not (haml-view in blind round 7)"},
	{name: "framed", generic: true, detect: detectFramed},
	{name: "failure-sentence", generic: true, detect: detectFailureSentence},
	{name: "place", generic: true, new: func() adapter { return &placeFirst{} }},
}

// withPlain registers an adapter that reads the line before too (see
// line.plain) and remembers nothing else.
func withPlain(d func(ln line) parser) func() adapter {
	return func() adapter { return plainFunc(d) }
}

type plainFunc func(ln line) parser

func (d plainFunc) detect(ln line) (parser, claim) { return opened(d(ln)) }

// oneLiner registers an adapter whose findings are each one line.
func oneLiner(d func(s, t string) parser) func() adapter {
	return func() adapter { return lineFunc(d) }
}

type lineFunc func(s, t string) parser

func (d lineFunc) detect(ln line) (parser, claim) { return completed(d(ln.s, ln.t)) }

// opened is an adapter's answer for a line whose block p opens: pass when
// p is nil.
func opened(p parser) (parser, claim) {
	if p == nil {
		return nil, pass
	}
	return p, opens
}

// completed is opened for a finding that is the line alone.
func completed(p parser) (parser, claim) {
	if p == nil {
		return nil, pass
	}
	return p, completes
}
