package classify

// registry lists every adapter, in the order the engine offers them a
// line (after the one that recognised the process's tool, if any: see
// recogniser). The order matters where two adapters would claim the same
// line: the pairs known to, each shown by a fixture that reads otherwise
// when they swap or named by its adapter's author, are declared with
// before/after and a why, and TestRegistryOrder checks the list keeps
// them. The generic layer's own rules are entries too (boundary,
// summary, generic, unix, ...).
var registry = []entry{
	{name: "elixir-exit", new: func() adapter { return elixirExit{} }},
	{name: "tcl", new: withPlain(func(ln *line) parser { return detectTcl(ln.s, ln.t, ln.plain) })},
	{name: "tcltest", new: stateless(func(_, t string) parser { return detectTcltest(t) })},
	{name: "haskell", new: withPlain(func(ln *line) parser { return detectHaskell(ln.t, ln.plain) })},
	{name: "racket", new: withPlain(func(ln *line) parser { return detectRacket(ln.s, ln.plain) })},
	{name: "rackunit", new: withPlain(func(ln *line) parser { return detectRackunit(ln.t, ln.plain) })},
	{name: "raku", new: withPlain(func(ln *line) parser { return detectRaku(ln.s, ln.plain) })},
	{name: "ctest", new: func() adapter { return &ctestAdapter{} }},
	{name: "summary", new: func() adapter { return summary{} }},
	{name: "msbuild-recap", new: func() adapter { return &msbuildRecap{} },
		before: []string{"dotnet"},
		why:    "after \"Build FAILED.\" MSBuild lists every warning and error again, in dotnet's shape"},
	{name: "runner-recaps", new: func() adapter { return &runnerRecaps{} },
		before: []string{"failure-lists"},
		why:    "Jasmine's and RSpec's \"Pending:\" list (\"1) stock moves stock\", \"Temporarily disabled with xit\") is numbered as their \"Failures:\" list is"},
	{name: "go", new: func() adapter { return &goAdapter{} },
		before: []string{"generic"},
		why:    "\"panic: msg\" is Go's, read whole with its goroutines' stacks for the place, not a bare cue"},
	{name: "esbuild", new: func() adapter { return &esbuildAdapter{} }},
	{name: "boundary", new: oneLiner(func(_, t string) parser { return detectBoundary(t) })},
	{name: "restart", new: oneLiner(func(_, t string) parser { return detectRestart(t) })},
	{name: "shellcheck", first: "I^", new: func() adapter { return &shellcheck{} }},
	{name: "failure-lists", new: func() adapter { return &failureLists{} }},
	{name: "ava", new: func() adapter { return &avaAdapter{} }},
	{name: "node-spec", new: func() adapter { return &nodeSpec{} }},
	{name: "make", new: func() adapter { return &makeAdapter{} }},
	{name: "cc", new: func() adapter { return &ccAdapter{} }},
	{name: "eslint", new: func() adapter { return &eslintAdapter{} }},
	{name: "pnpm", new: oneLiner(func(_, t string) parser { return detectPnpm(t) })},
	{name: "yarn", first: "\xe2", new: func() adapter { return &yarnAdapter{} }}, // "➤"
	{name: "rubocop", new: func() adapter { return &rubocopAdapter{} }},
	{name: "junit", new: func() adapter { return &junitAdapter{} }},
	{name: "pytest", new: func() adapter { return &pytestAdapter{} }},
	{name: "maven", new: func() adapter { return &mavenAdapter{} }},
	{name: "astro", new: func() adapter { return &astroAdapter{} }},
	{name: "junitxml", first: "<", new: func() adapter { return &junitXMLAdapter{} }},
	{name: "jsonreport", first: "{", new: func() adapter { return jsonReportAdapter{} }},
	{name: "tap-parent", new: func() adapter { return &tapParent{} },
		before: []string{"tap"},
		why:    "TAP 14's parent \"not ok 1 - test/cart.test.js\" after its subtests only counts them"},
	{name: "forwarded", new: stateless(detectForwarded)},
	{name: "storybook", new: stateless(detectStorybook)},
	{name: "farm", new: stateless(detectFarm)},
	{name: "vuecli", new: stateless(detectVueCLI),
		before: []string{"consola"},
		why:    "friendly-errors' badges look like consola's (\" ERROR  Failed to compile ...\")"},
	{name: "consola", new: stateless(detectConsola)},
	{name: "eleventy", new: stateless(detectEleventy)},
	{name: "parcel", new: stateless(detectParcel)},
	{name: "rsbuild", new: stateless(detectRsbuild)},
	{name: "errbundle", new: stateless(detectErrbundle)},
	{name: "react-router", new: stateless(detectReactRouter)},
	{name: "remix-future-flag", new: stateless(detectRemixFutureFlag)},
	{name: "test-runner", new: stateless(detectTestRunner)},
	{name: "teamcity", new: stateless(detectTeamCity)},
	{name: "testthat", new: stateless(detectTestthat)},
	{name: "ansible", new: stateless(detectAnsible)},
	{name: "libxml", new: stateless(detectLibxml)},
	{name: "glib", new: stateless(detectGLib)},
	{name: "eunit", new: stateless(detectEUnit)},
	{name: "common-test", new: stateless(detectCommonTest)},
	{name: "ounit", new: stateless(detectOUnit)},
	{name: "alcotest", new: stateless(detectAlcotest)},
	{name: "fpcunit", new: stateless(detectFPCUnit)},
	{name: "fiveam", new: stateless(detectFiveAM)},
	{name: "mit-scheme", new: stateless(detectMITScheme)},
	{name: "buttercup", new: stateless(detectButtercup)},
	{name: "japa", new: stateless(detectJapa)},
	{name: "gdb", new: stateless(detectGDB)},
	{name: "clojure-test", new: stateless(detectClojureTest),
		before: []string{"bundler"},
		why:    "\"ERROR in (test) (File.java:67)\" is clojure.test's, not webpack's \"ERROR in\""},
	{name: "busted", new: stateless(detectBusted)},
	{name: "cunit", new: stateless(detectCUnit)},
	{name: "meson-test", new: stateless(detectMesonTest)},
	{name: "haskell-uncaught", new: stateless(detectHaskellUncaught)},
	{name: "uvu", new: stateless(detectUvu)},
	{name: "playwright", new: stateless(detectPlaywright)},
	{name: "biome", new: stateless(detectBiome)},
	{name: "sanitizer", new: stateless(detectSanitizer)},
	{name: "valgrind", new: stateless(detectValgrind)},
	{name: "tap", new: stateless(detectTAP)},
	{name: "python", new: stateless(detectPython)},
	{name: "deno", new: stateless(detectDeno)},
	{name: "deno-test", new: stateless(detectDenoTest)},
	{name: "bun", new: func() adapter { return bunAdapter{} }},
	{name: "node", new: stateless(detectNode)},
	{name: "npm", new: stateless(detectNpm)},
	{name: "tsc", new: stateless(detectTsc)},
	{name: "vike", new: stateless(detectVike),
		before: []string{"bundler"},
		why:    "Vite's lines under Vike carry a request tag, which Vike's adapter reads"},
	{name: "bundler", new: func() adapter { return &bundler{} }},
	{name: "next", new: stateless(detectNext)},
	{name: "libtest", new: stateless(detectLibtest)},
	{name: "rust", new: stateless(detectRust)},
	{name: "dlang", new: stateless(detectD),
		before: []string{"java"},
		why:    "\"std.conv.ConvException@file(line): msg\" has a Java-like name"},
	{name: "java", new: stateless(detectJava)},
	{name: "dotnet", new: func() adapter { return dotnetAdapter{} }},
	{name: "ruby", new: stateless(detectRuby)},
	{name: "exception", new: stateless(detectException)},
	{name: "bracketed-error", new: stateless(detectBracketedError)},
	{name: "perl", new: stateless(detectPerl)},
	{name: "erlang", new: stateless(detectErlang)},
	{name: "cmake", new: stateless(detectCMake)},
	{name: "miette", new: stateless(detectMiette)},
	{name: "guile", new: stateless(detectGuile)},
	{name: "plugin-diag", new: stateless(detectPluginDiag)},
	{name: "badge", new: stateless(detectBadge)},
	{name: "generic", new: stateless(detectGeneric)},
	{name: "unix", new: stateless(detectUnix)},
	{name: "logged-exception", new: stateless(detectLoggedException)},
	{name: "framed", new: stateless(detectFramed)},
	{name: "failure-sentence", new: stateless(detectFailureSentence)},
}

// withPlain registers an adapter that reads the line before too (see
// line.plain) and remembers nothing else.
func withPlain(d func(ln *line) parser) func() adapter {
	return func() adapter { return plainFunc(d) }
}

type plainFunc func(ln *line) parser

func (d plainFunc) detect(ln *line) (parser, claim) {
	if p := d(ln); p != nil {
		return p, opens
	}
	return nil, pass
}

// oneLiner registers an adapter whose findings are each one line.
func oneLiner(d func(s, t string) parser) func() adapter {
	return func() adapter { return lineFunc(d) }
}

type lineFunc func(s, t string) parser

func (d lineFunc) detect(ln *line) (parser, claim) {
	if p := d(ln.s, ln.t); p != nil {
		return p, completes
	}
	return nil, pass
}
