// Package classify turns a dev server's or toolchain's output into
// problems, so errbundle can tell an agent what broke in the process it ran:
// compiler errors, panics, tracebacks, failing tests and warnings, one
// [Finding] per multi-line block, with the first application location.
//
// `errbundle run -- npm run dev` streams every line the child prints; the
// daemon feeds them, in order, to one [Classifier] per process:
//
//	c := classify.New()
//	store.Add(c.Start()...) // the process (re)started
//	for line := range lines {
//		for _, f := range c.FeedStream(line.Text, line.Stderr, line.At) {
//			store.Add(f) // f.Kind, f.Category, f.Message, f.Location, f.Block
//		}
//	}
//	store.Add(c.Exit(code, at)...) // the process exited
//
// # Generic layer
//
// Most of what a tool prints about a problem has the same few parts, and
// the package reads them whatever the tool: a severity cue at the start of
// a line once a timestamp or log prefix (and a logger's key=value metadata
// before a bracketed level) is set aside ("error:", "ERROR",
// "Fatal error", "[warn]", "SCRIPT ERROR:", "PHP Warning:", "Deprecated",
// "FAIL", "✗", "** (KeyError)", "Uncaught", rollup's "[!]", yarn's "Usage Error:"), or a location followed by one
// ("src/a.zig:3:4: error: ..."), or an exception line ("KeyError: 'id'",
// "NoMethodError - ..."). Such a line opens a block; so do the forms with no
// cue that whole families of tools share: Perl's "MSG at FILE line N.", a
// tool naming itself ("cc1: fatal error: ...", "lua5.4: a.lua:3: ...",
// dash's "a.sh: 2: x: not found", bash's "a.sh: line 2: ..."), make's
// "make: *** [Makefile:7: main.o] Error 1", a line that ends with the
// system's errno text ("open db: no such file or directory"), logfmt's
// "level=error", a JSON log's level (pino's numbers read whole, Monolog's
// "level_name":"ERROR"), Apache's "[proxy:error]", a linter's rule code
// ("app.py:7:45: F821 ..."), a severity of one capital after a location
// (RuboCop's "app.rb:10:5: W: Lint/x: ..."), a location with a bracketed
// code and no severity word, a warning ("src/a.js (2:22) [UNRESOLVED_IMPORT] ..."),
// Nim's "bad.nim(2, 22) Error: ...", Guile's "In procedure car: ...",
// Go's template errors ("template: page:2:14: executing ..."), a runner
// given what does not exist (deno task's "Task not found: x", mix test's
// 'Paths given to "mix test" did not match ...'),
// and a location alone on a line before the
// problem ("/app/src/App.svelte:2:7", then "Error: ..."), even across a code
// frame between them (gfortran's "bad.f90:6:15:", OCaml's File "a.ml",
// line 7, characters 3-9:, gfortran's "At line 7 of file a.f90"), or a run of
// frames printed oldest first before the error (Nim's "/app/a.nim(6) total"):
// the last application one places it. Also: a tool's
// badge before a level word (changesets' "🦋  error msg"), a plugin's tag
// before a location and no severity word, a warning ("[vite-plugin-svelte]
// src/App.svelte:6:0 msg"), an error logged after a label of its own when
// its "at" frames follow ("[ioredis] Unhandled error event: Error: ..."),
// and a bare "Error: msg" at column 0 with frames, node's own form, is a
// node exception like "TypeError: ...". A compound label reads as one
// ("FATAL ERROR: Reached heap limit ..."); a message that is only an
// error code ("Error: ERR_PNPM_...") or a banner naming the tool whose
// error follows (ESLint's "Oops! Something went wrong! :(", Next's "Error
// occurred prerendering page") defers to the lines below. A PHP label
// inside a line starts the problem there (the CLI's stderr on the line its
// stdout left open: "paid PHP Fatal error:  Uncaught ..."), as does Mix's
// "** (Mix)" on a prompt's line ("Shall I install Hex? ... [Yn] ** (Mix)
// Could not find an SCM for dependency :jason"). A cue must be a label:
// "errorHandler registered", "0 errors", "GET /api/errors 200" or
// "error-boundary.tsx compiled" open nothing, and summaries that repeat
// problems already reported ("FAILED tests/x.py::test_y", "✗ Build failed
// in 55ms", "could not compile ... due to 2 previous errors", Ninja's
// "FAILED: CMakeFiles/app.dir/main.cpp.o", uvicorn's "Application startup
// failed. Exiting.") are quiet, as is a one-line repeat of the error just
// reported in full (ts-node-dev's "[ERROR] 01:48:04 TypeError: ...") and
// esbuild's JS API rejecting with the error it had just logged ("Build
// failed with 1 error:"), bun install's "pkg@range failed to resolve"
// after the reason, deno's "error: Bench failed" and its main thread's
// "Unhandled error in child worker." after the worker's error, and
// Elixir's indented "** (EXIT) reason" under a Logger line that opened
// nothing (Mix's "Could not start application" repeats it).
//
// A place is read in the forms compilers of every family print: any file
// with a source extension (or a build file: meson.build, BUILD.bazel) and
// "line[:col]", Vala's and Bison's "line.col-line.col" ranges, GHC's span
// "File.hs:(6,1)-(7,14)", and in words: "'/app/site.yml': line 5, column 7"
// (Ansible), "\"plot.gp\" line 4:" (gnuplot), "deps.dot: syntax error in
// line 4" (Graphviz), "line 9 of cart.pas" (Free Pascal), "at cart.raku line
// 1". A located line opens a problem with no severity word when it says
// so another way: "syntax error" (Icarus Verilog), a test framework's
// failed check ("cart.nim(10, 29): Check failed: ..."), a severity in
// parentheses after a simulator's time (GHDL's "tb.vhdl:9:5:@1ns:(assertion
// error): ..."), libxml2's "... validity error : msg", a source line and its
// caret or a >>>marked<<< word under it (GHDL, Gforth), or a sentence after a
// line and a column (protoc's "cart.proto:7:3: \"Money\" is not defined.").
// The GNU standard's "program:file:line: msg" (GNU m4) is an error whatever
// its words. Test frameworks of compiled languages are read the same way: a
// failure word after a place announces the problem under it (GoogleTest's
// "cart_test.cc:11: Failure", Catch2's "cart_test.cpp:7: FAILED:", their
// exception's "... with message:" text), a failure the runner cannot place
// ("unknown file: Failure", Boost.Test's "unknown location(0): fatal error:
// ..." placed by its "cart_test.cpp(17): last checkpoint"), a runner's row
// tag before a place (Criterion's "[----] cart.c:10: Assertion Failed",
// cmocka's "[   LINE   ] --- cart.c:28: ..." under its "[  ERROR   ] ---
// msg"), Check's "cart.c:17:F:core:test_count:0: msg", a test killed by a
// signal ("Received signal 11", "Unexpected signal caught"), GLib's
// g_assert "ERROR:cart.vala.c:43:func: assertion failed ..." (its "Bail
// out!" repeat and the abort after it end it), a failed CTest test's own
// "FILE:LINE: msg" output, an indented "name: FAIL" row over its details
// (tasty), xUnit's "Failure: test_x(Class)" (Ruby's test-unit) and
// tinytest's "FAILED[data]: test_cart.R<5--5>". More cues: Clojure's
// "Execution error (X) at ns/fn (a.clj:7).", Chez Scheme's "Exception in
// cdr: msg", Standard ML's "Exception- Fail ..." and "uncaught exception",
// Erlang's "escript: exception error: msg", jshell's "Exception
// java.lang.X: msg", fish's "fish: msg" (placed by its "deploy.fish (line
// 4):" under it), zsh's "func:3: command not found: x", gotestsum's "===
// FAIL: pkg Test" sections (as go test's "--- FAIL"), a failed call's
// errno line that the caller wraps again with its frames (zx's "Error: ls:
// cannot access ...", one problem, placed by the script's frame),
// QuickCheck's "*** Failed!", shunit2's "ASSERT:", "fatal error:", R's
// "Error in f(x) : " over its message; Haxe's "Main.hx:5: characters 30-35
// : msg" is placed at its line. Frames read for the first application
// place also include JRuby's "  unit_price at cart.rb:4", Ruby's at column
// 0 (test-unit), SpiderMonkey's "fn@cart.js:4:5" (GJS) and OCaml's, not the
// test framework's (org.junit, org.testng, OUnit, Alcotest) nor an engine's
// (Duktape's flagged frames). A label with nothing after it but a flag or a place announces
// the problem the next line states: GHC's "Cart.hs:11:13: error:" over "•
// Couldn't match type ...", R's "Warning message:", ECL's "An error occurred
// during initialization:", SWI-Prolog's "ERROR: /app/cart.pl:5:" (its
// "ERROR:     Expected: 1" rows continue it). Other labels read: CLISP's "***
// -", R's "Error in CALL : msg", Ada's "raised CONSTRAINT_ERROR : a.adb:7
// ...", Free Pascal's "Runtime error 201 at $ADDR", tidy's "line 6 column 13
// - Warning: ...", libxml2's "XPath error : msg".
//
// A linter's or checker's report is read by its shape, whatever the tool
// (rows.go): a row that starts with a project file's place and ends with
// the rule's id ("/app/index.js:2:18: Extra semicolon. (semi)") or has a
// severity word after it ("README.md:1 error MD022/... Headings ..."), the
// place in words ("cart.js: line 2, col 14, Missing semicolon."), a row
// marked ✖ or ⚠ that ends with its rule's id ("✖   subject may not be
// empty [subject-empty]"), each numbered row under "Errors:" or a marked
// count ("✖ Found 1 circular dependency!" over "1) a.js > b.js"), a file
// named alone over code rows and the carets that state each problem
// (htmlhint), and a counted section over rows naming project files
// ("Unused files (1)" over "src/legacy.js"). rows2.go adds a place with a
// column then a dash or one identifier ("README.md:3:39 - Unknown word",
// "src/cart.ts:3:14: item"), the line in words before the path ("Line 5 of
// welcome.mjml (mj-text) — msg"), a position in parentheses before "in
// FILE", a severity word and a rule over the file it names, a file alone
// over stylish rows ("8:5-8:21 warning msg rule", "✖  5:19  msg") or over
// numbered rows in words ("1: warning at line 1, col 1" over the message),
// a numbered place at a JSON pointer over its message, frame and severity
// (redocly), a file named invalid over a dump of its errors, a boxed
// notice a severity word starts, and a coverage rate short of its target;
// a report's closing count ("⚠ 2 warnings") repeats its rows. A place in a
// folder is a place whatever its file's extension
// ("/app/icons/user.svg:4:1").
//
// Once a block is complete, whatever read it, its finding is refined
// (anywhere.go) where the message or the block says better what and
// where: a place inside the message after the exception's name and a
// plugin's prefix is its location, and the message loses both
// ("CssSyntaxError: postcss-import: /app/a.css:2:1: Failed to find ...");
// an exception whose text is only a place ("TypeError: /app/views/a.pug:4",
// "ParseError: src/a.styl:8:1") takes the message printed under its code
// frame; a bare "Error" takes the one in its inspected "parent:" or
// "cause:" property; a place only in a trace row ("  src/a.scss 4:10  root
// stylesheet"), in a Rust Debug dump (`filename: "src/a.css", line: 8,
// column: 25`, over a panic's own site) or in words (wordloc.go: "in FILE
// on line L, column C", "(FILE) [Line L, Column C]", "FILE (L:C)") places
// it, and a head that names only a file ("Error while transforming
// src/a.js: msg") is placed by its code frame's marked row ("> 1 | ...")
// and caret. A label alone ("Error:") announces the message under it, even
// in a box ("│ Error: msg"); a JSON log line whose "err" object holds a
// stack is an error at any level. An error that only sums up the one just
// reported ("Error: Failed to compile:" over that file) or repeats its
// message without the exception's name is no new problem.
//
// Adapters sit on top, one file per toolchain, each keeping its own state
// (registry.go lists them, in the order a line is offered to them, with
// the constraints on that order a test checks), for what the generic
// layer cannot know: a head that carries no cue (Bun's code frame before its
// error, but not deno fmt --check's numbered "1 | -old" / "1 | +new" diff
// rows; deno bench's error on its table row, "name   error: SyntaxError: ...";
// deno fmt's "Error formatting: FILE" over the parser's error; deno lint
// --compact's "file:///a.ts: line 1, col 7 - msg (rule)"; Bun's "error"
// alone over a thrown value that is no Error, and an error with no frames
// whose properties Bun lists under it, ` errno: 0,`, `  code: "ECONNREFUSED"`), a test runner's "● suite › test", Playwright's "1) file:5:1 › test
// ───", miette's "  x msg" over its ",-[file:L:C]" box or its cause,
// "`-> x msg", as turbo prints it), a finer category,
// a block whose lines look like separate problems (ESLint's rows under a
// path), or one spread over blank lines (consola's reports in Nuxt: Nitro's
// "[request error]" with the error on its "ℹ" line and a "[CAUSE]" dump
// after it, badged " ERROR  " or, on a CI, "[error] " by its basic
// reporter). Test reports in a shared format have theirs: JUnit XML on
// stdout (a <failure> in its <testcase>, junit.go), TAP with subtests in
// braces, TeamCity's "##teamcity[testFailed name='x' message='...'
// details='...']" lines (phpunit --teamcity, teamcity.go). Some runtimes are known only by the lines under an unlabelled
// message, read as Tcl's errorInfo is: Haskell's "CallStack (from
// HasCallStack):" (haskell.go), Racket's indented "expected:"/"context...:"
// fields (racket.go), Raku's "  in sub x at FILE line N" frames (raku.go);
// others by a head of their own: D's "pkg.FooException@file(line): msg"
// (dlang.go), Mono's "Unhandled Exception:", GLib's "** (app:PID): CRITICAL
// **: msg" (glib.go), Ansible's "fatal: [host]: FAILED! => {json}" and
// "ERROR!" reports (ansible.go), libxslt's reports (libxml.go); and test
// runners: rackunit's FAILURE sections, R testthat's "Failure ('file:L'):
// test" (testthat.go), EUnit's "...*failed*" (eunit.go), tcltest's "====
// name FAILED" sections (tcl.go), clojure.test's "FAIL in (test)
// (file:line)" (clojure.go), busted's "Failure -> file @ line" (busted.go),
// CUnit's numbered rows (cunit.go), Common Test's "MOD:F failed on line N"
// (erlang.go), OUnit2's and Alcotest's sections (ounit.go, alcotest.go),
// fpcunit's rows (fpcunit.go), FiveAM's failure details (fiveam.go),
// Buttercup's sections (buttercup.go), Japa's "❯ suite / test" reports
// (japa.go), LuaUnit's and JUnit 4's numbered lists (as PHPUnit's), hspec's
// place over each numbered failure, GJS's "JS ERROR:" log line with its
// frames (glib.go), gdb's "Program received signal SIGSEGV" and its
// backtrace (gdb.go); and MIT Scheme's ";msg" confirmed by its RESTART
// options (mitscheme.go). A traceback a runner indents under its step
// (behave) is read as Python's.
//
// Dev servers with a report of their own: Rsbuild's rslog labels ("error
// Build error:" over rspack's miette report, placed at the compiler's
// ",-[file:L:C]", rsbuild.go), Parcel 2's "🚨 Build failed." diagnostics
// (parcel.go), Eleventy's "Problem writing Eleventy templates:" chain and
// "Original error stack trace:" (eleventy.go), Vike's request-tagged log
// (vike.go), Vue CLI's friendly-errors sections (vuecli.go), Storybook's
// indexer errors and SB_ codes (storybook.go), Remix 2's future-flag
// notices (quiet, reactrouter.go). Vite under VitePress ("[vitepress]"),
// Express middleware mode, Hono's @hono/vite-dev-server, Remix, Qwik City and
// Storybook is Vite's: a printed Vite error's "loc: { file, line, column
// }" places it. Rspack's dev server writes webpack's "ERROR in" (category
// rspack once "Rspack compiled" was seen).
//
// So is most of the meta-frameworks' output, read by general rules: TanStack
// Start's route generator ("Error transforming route file <path>: ...
// (11:14)", the path the last word before the colon) and Babel's error
// printed whole by node ("id: '<path>'", "loc: Position { line, column }");
// vinxi's esbuild "<stdin>:6:16: ERROR: msg" under "Transform failed";
// Nitro's consola badge over an error with no stack ("[nitro]  ERROR
// RollupError: ..."), consola's "[success]" ending the block above it, c12's
// bracketed "[Error: msg" over lines; Docusaurus's bare "SyntaxError:
// <file>: msg (7:14)" over a code frame, webpack's bare "Module not found:
// Error:", MDX's "Details:" JSON; Vite's errors printed bare by Marko Run
// ("Failed to resolve import ...", "Request failed with error: ...", its
// compiler's message after the caret under a lone "at <place>"); Waku's
// "[vite] Internal Server Error" over the error; Bun's dev server's "Bundled
// page in" and "Reloaded in" successes. Farm's "[ Farm ] Error:" reports,
// swc's miette "x" line placed by its ",-[file:L:C]" box, are farm.go's.
//
// Web backends: the Go frameworks' own panic and error reports are
// gohttp.go's: gin's Recovery (the request, then "<file>:<line> (0xpc)"
// frames), chi's Recoverer (" panic: v", " -> " frames), Echo's JSON log
// (Recover's "[PANIC RECOVER]" stack inside "message", FATAL with "file" and
// "line", an access line's "error" on a 5xx), Fiber's access line ending
// with the handler's error, a panic's value logged over "goroutine N
// [running]:" (gorilla/handlers), air's "<file> has changed" (a restart).
// An access line or log.Fatal that repeats the error just reported is the
// same problem. A Go template error is placed at the template it names
// when the name is a file's ("template: cart.tmpl:3:15: ..."). Python web
// servers' heads over a traceback (Tornado's "Uncaught exception GET /x
// (ip)", waitress's "Exception while serving /x") are one problem with it;
// a Tornado template's generated frame is placed at its "# cart.html:3".
// Ruby's SyntaxError of a required file is placed in that file; node's
// SyntaxError at its "file:line" header, not the requiring frame. Werkzeug's
// "Port N is in use by another program." is a problem; a Java frame of a
// server or its usual libraries (Jetty, Netty, Undertow, Jackson, ...) is not
// the app's.
//
// A line a process multiplexer prefixed is read without its prefix:
// concurrently's "[0] " or "[api] ", npm-run-all2 -l's "[dev:api] ",
// Docker Compose's "web-1  | ", Turborepo's "web:build: ", pnpm -r's
// "packages/api build: ", pm2's "04:43:26 0|api  | ", foreman's and
// honcho's "08:22:16 web.1  | ", nx's "api: " (--output-style=stream; a
// child's once nx announced it, "> nx run api:dev"), Eleventy's "[11ty] ". The children's
// lines interleave (turbo run dev, concurrently, pnpm -r --parallel), so
// each child the prefix names is read by a Classifier of its own (at most
// 16, the one fed least recently forgotten for a new one): an api's crash
// report is read whole with web's Vite lines printed in the middle of it,
// and its findings carry the child's name in [Finding.Scope], so that
// another child's success line ("web:dev: VITE ready in") retires nothing
// of it. Each child's block closes on its own lines or its own [Gap];
// [Classifier.FlushIdle], [Classifier.Flush] and [Classifier.LastOpen]
// cover them all. A bracketed name is a plugin's tag as often as a child's
// ("[solid] /src/App.jsx: ...", its report going on unprefixed): such
// names are children only once two different ones took turns. Wrappers' lines that only say a script failed
// (npm-run-all2's 'ERROR: "dev:api" exited with 1.', wireit's "❌ [build]
// exited with exit code 1.") are quiet; ts-node's TSError is tsc's
// diagnostic.
//
// # CI environments
//
// Agents often run tools where CI=true, GITHUB_ACTIONS=true, NO_COLOR or
// FORCE_COLOR is set and nothing is a TTY, and tools print otherwise there.
// GitHub Actions workflow commands are read whatever the tool (workflow.go):
// "::error file=src/a.ts,line=3,col=5,title=TS2322::msg" (and ::warning) is
// a problem at file:line:col, its title a test's name ("cart › adds failed:
// msg"), a rule or a code ("TS2322: msg"), and names the tool where it
// shows one (Biome's "lint/...", "Ruff (F401)", jest's "›", vitest's
// "file > test"; "github-actions" otherwise); "%0A" and the other escapes
// are undone. Tools print annotations after their usual report (vitest,
// bun test), before it (biome ci, jest's github-actions reporter) or
// instead of it (biome --reporter=github): an annotation that repeats a
// problem reported, or the one being reported, is quiet and leaves that
// report's block open (bun prints it before the "(fail)" line that ends
// its report), and a report of a problem an annotation gave is quiet —
// the same kind at the same file and line (one path absolute, a column
// missing) in much the same words, or, without a place, one message
// holding the other (another annotation only in the same words), until a
// successful rebuild.
// "::group::", "::endgroup::", "::notice", "::debug" and the other
// commands are chatter, and "::error::" that only says a command failed
// (turbo's "... npm run build exited (1)") is quiet like its other forms.
// Under CI=true: consola's basic reporter ("[error] ✗ Build failed in
// 2s" is a summary; "[warn] [plugin x] msg" is Vite's), @clack/prompts'
// "■  Nuxt build error: ..." (an error), Playwright's retries (one
// problem), pytest's whole-message short summary (quiet), Create React
// App's "Failed to compile." over ESLint's "  Line 5:9:  msg  rule" rows
// (errors there, warnings under "Compiled with warnings.", eslint.go).
// Installs that must not change the lockfile on a CI (pkgmanager.go):
// pnpm's " ERR_PNPM_OUTDATED_LOCKFILE  msg" badge (any ERR_PNPM_ code but
// the summaries), Yarn 2+'s "➤ YN0028: │ msg" lines, read by their codes
// (only colour tells an error otherwise), the lockfile diff under it
// context, each error once per install.
//
// # Blocks
//
// A block is its head plus the lines that continue it: indented lines, stack
// frames, code frames ("4 | x", "^"), box drawing ("╭─[ src/App.tsx:5:7 ]"),
// "Caused by:"/"Next"/"Stack trace:" chains, PHP's "#0 ..." frames, Ruby's
// cause printed under an exception's frames, and blank lines when the next
// line continues; under a problem's head also a source line at column 0
// when a caret line marks it (Deno's "const x = f();"), an assertion's diff
// ("- x", "+ y") before the frames, the head's own location restated
// alone (rollup's "src/a.js (2:30)"), and OCaml's "Raised at" / "Called
// from" frames. A Python traceback stays with the
// line that announced it: a logger's "ERROR" line (even with one detail
// line between, as asyncio's "future: <Task ...>"), a thread's or
// process's "Exception in thread worker:" / "Process SpawnProcess-1:", a
// line stdout left open ("Applying x...Traceback (most recent call
// last):"), or a traceback begun on the log line itself ("ERROR:    Traceback (most
// recent call last):"). A block completes when a line arrives that does
// not belong to it, when more than [Gap] passes between two of its lines,
// or when [Classifier.Flush] is called; a line it held in case the next
// one continued it is then read afresh. So a finding is usually returned
// by the Feed call of the line after it.
//
// [Classifier.FlushIdle] reports a block the process has been quiet after,
// so that a query sees the last thing a process printed, but keeps it open:
// output relayed in batches can bring the rest of a block after a query
// came between two batches. A line that continues the block by the rule
// above, produced within [Gap] of its last line, then joins it, and the
// block's finding comes back [Finding.Reopened]: it replaces the one
// FlushIdle returned, now with the location and the whole block, or
// [Finding.Withdrawn] voids it when the block turned out to be no problem.
// (A block holding lines when FlushIdle comes is ended as by Flush, unless
// they are blank.) A multiplexed child's blocks are its own: its Reopened
// finding replaces the one FlushIdle returned last of the same
// [Finding.Scope].
//
// # Findings
//
// [Finding.Message] is the most specific line of the block: the parse error
// under Vite's "Transform failed with 1 error:", the exception under a
// logger's "ERROR" line, a test's name with its assertion. [Finding.Category]
// is a stable slug naming the tool ("vite", "pytest", "godot", "php"), or
// "generic" for a tool no adapter knows. [Finding.Location] is the first
// application location, in whichever form the tool wrote it ("path:line:col",
// `File "p", line N`, "in P on line N", "P(L,C)", "P (L:C)", "--> P:L:C",
// "At: res://p.gd:N", "(app 0.1.0) lib/x.ex:7", an Erlang crash report's
// [{file,"cart.erl"},{line,5}], log/slog's "source" field), skipping node_modules,
// vendor, deps, site-packages, standard libraries, runtimes and engines'
// own sources; paths keep their "[id]", "[...slug]", "[[...opt]]",
// "(group)", "@slot", "$id", "_index" and "+page" segments, a served URL
// loses its origin and query, an encoded one ("%5Bid%5D") is decoded, and
// a Windows drive written as a URL ("file:///C:/…") loses its slash.
// A place the message only quotes in parentheses is another thing's: PHP's
// "in P on line N" ("Cannot redeclare f() (previously declared in a.php:2)
// in a.php on line 3") and an Elixir warning's indented place under it
// win; "line 0" is no place. PHP's argument errors are placed at the call
// that passed them ("called in P on line N", "1 passed in P on line N").
// [Relative] makes a location relative to the directory of the process
// that printed it. What Next.js forwards from the browser ("[browser] …")
// is the browser's own report, not a finding, except a build error only
// the browser saw ("[browser] ./app/page.tsx:25:16" and the parse error),
// which is an error of that file and line. [Finding.Block] holds the block's text, without ANSI
// codes ([StripANSI]), capped at [MaxBlock] bytes. A [Boundary] finding
// ("compiled successfully", "ready in", "Found 0 errors", vitest's "PASS
// Waiting for file changes", esbuild's "[watch] build finished" when no
// error came since "[watch] build started") marks a successful rebuild,
// which retires the errors before it. So does a watcher's restart after a
// change (category "restart": nodemon, node --watch, deno --watch, tsx
// watch, ts-node-dev, the uvicorn, Django and Flask reloaders, Vite's and
// Next's own restart when their config changes): the run before it has
// ended, and what it did not fix the new run prints again. A supervisor
// starting a crashed app again is no restart of this kind.
//
// # Test runners
//
// Each failed test is one finding named for the test: go
// test (a parent's "--- FAIL" over its subtests' only groups them; a
// panic the testing package caught is located in the app's frames;
// testify's "Error:" table is the message, with or without -v),
// cargo test ("---- tests::x stdout ----", doc tests too), pytest, unittest,
// ExUnit (tests, doctests, a module's setup_all), PHPUnit (and its TestDox
// boxes), the JUnit console launcher's "Failures (N):" list, RSpec, Jest,
// Vitest and more; so is each failed example of Python's doctest. The
// offenses of RuboCop's simple format ("== a.rb ==", then "W: 10:  5:
// ...") are placed in the file its header names. A runner's recap of the failures
// (TestDox's "Summary of non-successful tests:") and RSpec's "Pending:"
// list of expected failures are quiet.
//
// JavaScript runners in their reporters: vitest (default, verbose, dot,
// --watch reruns, --typecheck), jest 29 and 30 (snapshots, timeouts, a
// beforeAll's error, --detectOpenHandles and "Jest did not exit", warnings),
// node --test (spec, dot, TAP, JUnit; a suite's failed hook is its own
// failure, a test it cancelled and a "# TODO" are not), mocha (spec, dot,
// min, TAP), Playwright (list, line, dot with retries), AVA (and --tap),
// bun test, deno test, uvu's "FAIL "name"", and after "Failures:" at column
// 0 Jasmine's "1) name" and cucumber-js's "1) Scenario: name # a.feature:3"
// (a failed step at its definition's frame, an undefined one at the
// scenario). TAP 14's parent "not ok" after its subtests (node-tap) only
// counts; YAML block scalars are text. A runner's JSON report on stdout
// (jest --json and vitest's json reporter on one line, mocha's and
// Playwright's pretty-printed from "{" to "}" at column 0) gives one
// finding per failed test, unless the runner's own report gave it (jest
// --json prints both). What a test logged, as jest ("  console.error")
// or vitest ("stderr | a.test.js > name") captured it, is no problem of its
// own: the test's result says.
//
// # Exit
//
// A process can fail without printing anything the package recognises.
// [Classifier.FeedStream] keeps the last stderr lines; [Classifier.Exit]
// then reports a failed run that had no error since [Classifier.Start],
// and no warning among its last lines (go vet exits 1 for its
// diagnostics), as one error, "exited with code N" or "killed by signal SIGKILL (exit code
// 137)", with those lines as its block and the first location they name
// (and, when that place starts a line that says more, "src/a.ts:3:4 cannot
// bundle x", what it says as the message).
//
// # Limits
//
// Node 20 prints an unhandled rejection of an Error exactly as it prints an
// uncaught exception; unless the output says "Unhandled" or shows an "at
// async" frame, such a rejection is reported as "node-exception". go vet
// diagnostics look like compiler errors and are told apart by their wording.
// An exit code from 129 to 159 is read as a signal, as shells report one,
// although a program may exit with such a code itself. Perl prints die and
// warn alike: perl's own warnings are known by their wording, and a
// program's own message is a warning when another diagnostic follows it
// (die ends the program), else an error unless it reads like a warning
// ("deprecated", "retrying"). Of a recursive make's "***" lines
// only the innermost is reported; its parents repeat it. Ruby prints an
// exception's cause with no marker, so a Ruby error line right under
// another's frames is read as its cause. Godot's errors raised in its own
// core are the machine's unless they name a project file (res://, a .gd
// script, a .tscn or .tres) or come from the parts of the core that serve
// scripts: core/bind/ (JSON, File, OS) and core/object.cpp (connect to a
// signal that does not exist, objects leaked at exit). A line a program
// prints with no label is a problem only when it states a failure in lower
// case with its detail after a colon ("could not open atlas: 7", Godot's
// printerr); "Could not ..." and a quoted name are left to the runtimes
// that print them with frames (PHP, Tcl, Raku). Bun's thrown string ("error:
// config.toml missing") is "generic": the "Bun v1.x (Linux x64)" banner that
// tells it comes after the block ended.
//
// # Concurrency
//
// A Classifier is not safe for concurrent use and reads no clock: times come
// in with each line.
package classify
