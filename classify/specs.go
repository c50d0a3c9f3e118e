package classify

import "regexp"

// specs lists the line-shaped tools written as specs (spec.go), for
// TestSpecs and the docs.
var specs = []*spec{
	tscSpec, japaSpec, teamcitySpec, uvuSpec, biomeSpec, parcelSpec, farmSpec, reactRouterSpec, sanitizerSpec, playwrightSpec,
	rakuSpec, svelteSpec,
	cunitSpec, dlangSpec, mesonTestSpec, eunitSpec, mitSchemeSpec, libxmlSpec, fpcunitSpec, testthatSpec, gdbSpec,
	tclSpec, tcltestSpec, haskellSpec, haskellUncaughtSpec, racketSpec, fiveamSpec, buttercupSpec, ounitSpec, clojureTestSpec,
	alcotestSpec, glibSpec, guileSpec, luaSpec, prettierSpec, clispSpec, chezSpec, escriptSpec, cmakeSpec, erlangSpec, ansibleSpec, ansibleErrorSpec, rSpec,
}

// CUnit's basic interface (CU_BRM_VERBOSE): "  Test: name ...FAILED", then
// its failed assertions as numbered rows, "    1. cart.c:11  -
// CU_ASSERT_EQUAL(x,6)": one finding per test, at its first row. The "Run
// Summary:" table is a recap.
var cunitSpec = &spec{
	name: "cunit", fixture: "cunit-fail", tool: "CUnit 2.1-3 (Debian libcunit1-dev), basic interface, verbose",
	starts: "T", has: "...FAILED",
	head:    regexp.MustCompile(`^\s*Test: (?P<name>.+?) \.\.\.FAILED$`),
	message: "${name} failed", category: "generic",
	under: under{
		more:   regexp.MustCompile(`^\s+\d+\. \S+:\d+\s+- `),
		detail: regexp.MustCompile(`^\s+\d+\. (?P<file>\S+):(?P<line>\d+)\s+- (?P<msg>.+)$`),
	},
}

// D's runtime reports an uncaught exception as "pkg.NameException@file(line):
// msg", where it was thrown (often the standard library's std/conv.d), then a
// rule of dashes and one frame a line, innermost first: "cart.d:12
// [0x55c1...]", or "??:? _d_run_main [0x...]" where there is no debug
// information. The first application frame places it.
var dlangSpec = &spec{
	name: "dlang", fixture: "ldc2-runtime", tool: "D's druntime, under ldc 1.30.0 (Debian)",
	has:     "@",
	head:    regexp.MustCompile(`^(?P<name>(?:[a-z_]\w*\.)*[A-Z]\w*)@(?P<file>\S+)\((?P<line>\d+)\): (?P<msg>.*)$`),
	message: "${name}: ${msg}", category: "dlang",
	under: under{
		more:  regexp.MustCompile(`^-+$|^\S+:(?:\d+|\?) .*\[0x[0-9a-f]+\]$`),
		frame: regexp.MustCompile(`^(?P<file>\S+):(?P<line>\d+) .*\[0x[0-9a-f]+\]$`),
	},
}

// meson test prints one line per test, "2/2 cart totals FAIL 0.01s exit
// status 1" (or TIMEOUT, ERROR, UNEXPECTEDPASS), then, for a failure, the
// command it ran ("  >>> MALLOC_PERTURB_=161 /app/build/cart_test"); the
// test's own output goes to the log. The summary table after it ("Fail:
// 1") repeats the count.
var mesonTestSpec = &spec{
	name: "meson-test", fixture: "meson-test", tool: "meson test, meson 1.0.1 (Debian)",
	starts: digitBytes, has: "/",
	head:    regexp.MustCompile(`^\s*\d+/\d+ (?P<name>.+?)\s+(?P<status>FAIL|TIMEOUT|ERROR|UNEXPECTEDPASS)\s+[\d.]+s\s*(?P<msg>.*)$`),
	message: "${name} ${status}[: ${msg}]", category: "meson",
	under: under{more: regexp.MustCompile(`^\s*>>> `)},
}

// EUnit (Erlang's test framework), verbose: "  cart: discount_test...*failed*",
// then "in function cart:discount_test/0 (cart.erl, line 8)" and eunit's own
// "in call from" frames, then "**error:{assertEqual,[{module,cart}, ...]}"
// and its captured "output:<<\"\">>". Without verbose the head is
// "cart: discount_test...*failed*" at column 0.
var eunitSpec = &spec{
	name: "eunit", fixture: "erlang-eunit", tool: "EUnit, erlang 25 (Debian)",
	has:     "...*failed*",
	head:    regexp.MustCompile(`^\s*[\w@]+: (?P<name>[\w@]+)(?: \(.*\))?\.\.\.\*failed\*$`),
	message: "${name} failed", category: "erlang",
	under: under{
		frame:  regexp.MustCompile(`^\s*in (?:function|call from) .*\((?P<file>[^,()]+), line (?P<line>\d+)\)`),
		detail: regexp.MustCompile(`^\s*\*\*(?P<msg>.*?)\s*$`),
	},
}

// MIT Scheme's REPL reports an error after a semicolon, ";The object #f,
// passed as the first argument to cdr, is not the correct type.", and only
// the ";To continue, call RESTART with an option number:" under it, with
// its "; (RESTART 2) => ..." options, tells it from the REPL's other
// notes (";Value: 3", ";Unspecified return value"). No place is printed.
var mitSchemeSpec = &spec{
	name: "mit-scheme", fixture: "mitscheme-exception", tool: "mit-scheme 12.1 (Debian)",
	starts:   ";",
	head:     regexp.MustCompile(`^;(?P<msg>[A-Z].*[^:])$`), // not the ";To continue, ...:" under it
	category: "generic",
	under: under{
		more:    regexp.MustCompile(`^;(?:To continue, call RESTART| \(RESTART )`),
		confirm: regexp.MustCompile(`^;To continue, call RESTART`),
	},
}

// libxml2 and libxslt (xmllint, xsltproc, and the tools built on them)
// label a problem with a word and " error : ", a space before the colon:
// "XPath error : Invalid expression". xsltproc adds lines about the same
// problem, one naming its place in words: "compilation error: file
// report.xsl line 4 element value-of". (xmllint's "catalog.xml:5: parser
// error : ..." starts with its place and is the generic layer's.)
var libxmlSpec = &spec{
	name: "libxml", fixture: "xsltproc-xpath", tool: "xsltproc / libxslt 1.1.35 (Debian)",
	has:      " : ",
	head:     regexp.MustCompile(`^(?P<word>[^\s:]+) (?P<sev>error|warning) : (?P<msg>.+)$`),
	category: "generic",
	under: under{
		more:  regexp.MustCompile(`^\s|error: | : `),
		frame: regexp.MustCompile(`\bfile (?P<file>\S+) line (?P<line>\d+)`),
	},
}

// fpcunit's console runner, plain format (Free Pascal): a row per test,
// "    00.000  TestDiscount  Failed: msg" or "    00.000  TestParse  Error:
// EConvertError", the exception's text on an indented "Exception:" line
// under it and its address ("at $0000000000483060", "line 9 of cart.pas"
// when built with -gl and the frame is known). The "List of errors:" and
// "List of failures:" sections after the counts repeat them.
var fpcunitSpec = &spec{
	name: "fpcunit", fixture: "fpcunit-fail", tool: "fp-compiler 3.2.2 + fp-units-fcl (fpcunit, consoletestrunner), Debian",
	starts:  digitBytes,
	head:    regexp.MustCompile(`^\s+\d+\.\d{3}\s+(?P<name>\w+)\s+(?:Failed|Error): (?P<msg>.*)$`),
	message: "${name} failed: ${msg}", category: "generic",
	under: under{
		more:   regexp.MustCompile(`^\s+\S`),
		detail: regexp.MustCompile(`^\s+Exception:\s+(?P<msg>.*)$`),
		frame:  regexp.MustCompile(`line (?P<line>\d+) of (?P<file>\S+)`),
	},
}

// R's testthat (3.x) heads each problem with its kind, place and test:
// "Failure ('test-cart.R:8'): applies discount", or, boxed, "── Failure
// (test-cart.R:8:3): applies discount ────". The expectation's text
// follows to a blank line or a rule, its first line joining the message;
// "Error: Test failures" at the end repeats them (a quiet phrase).
var testthatSpec = &spec{
	name: "testthat", fixture: "testthat-fail", tool: "r-cran-testthat 3.1.6 (Debian)",
	starts:   "FEW\xe2", // "─"
	has:      "): ",
	head:     regexp.MustCompile(`^(?:── )?(?P<sev>Failure|Error|Warning) \('?(?P<file>[^'():\s]+):(?P<line>\d+)(?::(?P<col>\d+))?'?\): (?P<msg>.+?)(?: ─+)?$`),
	category: "testthat",
	under: under{
		more:   regexp.MustCompile(`^[^─]`),
		detail: regexp.MustCompile(`^\s*(?P<msg>\S.*?)\s*$`),
	},
}

// gdb, in batch mode over a crashing program (`gdb -batch -ex run -ex bt
// ./app`) or a core file: "Program received signal SIGSEGV, Segmentation
// fault." (or "Program terminated with signal ..."), the frame it stopped
// in and its source line, then the backtrace, "#1  0x... in sku_len
// (it=0x0) at cart.c:6", to the "(gdb)" prompt. The first frame in the
// program's own sources places it, not the C library's "../sysdeps/..."
// nor a header under /usr.
var gdbSpec = &spec{
	name: "gdb", fixture: "gdb-backtrace", tool: "gdb 13.1, gcc 12.2.0 (Debian)",
	starts:   "P",
	has:      " signal ",
	head:     regexp.MustCompile(`^(?P<msg>Program (?:received|terminated with) signal .+)$`),
	category: "generic",
	under: under{
		more:  regexp.MustCompile(`^[^(]`),
		frame: regexp.MustCompile(` at (?P<file>(?:[^./\s]|/(?:[^u\s]|u[^s]))\S*):(?P<line>\d+)$`),
	},
}

// Tcl reports an uncaught error as its errorInfo: the message on a line
// of its own, with no label ("can't read \"x\": no such variable"), then
// "    while executing", the command, and the calls it was reached by
// (indented, but for the quoted commands), down to "(file \"deploy.tcl\"
// line 5)". Only the indented "while executing" tells the message line
// was an error.
var tclSpec = &spec{
	name: "tcl", fixture: "unseen-tcl", tool: "tclsh 8.6 (Debian)",
	starts: "w", has: "while ",
	head:     regexp.MustCompile(`^\s+while (?:executing|compiling|evaluating)$`),
	category: "tcl", form: led,
	under: under{
		more:  regexp.MustCompile(`^[\s"]`),
		frame: regexp.MustCompile(`\(file "(?P<file>[^"]+)" line (?P<line>\d+)\)`),
	},
}

// tcltest reports a failed test between "==== NAME DESCRIPTION FAILED" and
// "==== NAME FAILED": the body, "---- Result was:" and "---- Result should
// have been (exact matching):" each over its value, or, for an error, the
// return code and "---- errorInfo: msg".
var tcltestSpec = &spec{
	name: "tcltest", fixture: "tcltest", tool: "tcl 8.6.13 tcltest (Debian)",
	starts: "=", has: " FAILED",
	head:    regexp.MustCompile(`^==== (?P<name>\S+ .+) FAILED$`),
	message: "${name} failed", category: "tcl",
	under: under{
		end:    regexp.MustCompile(`^==== \S+ FAILED$`),
		detail: regexp.MustCompile(`^---- errorInfo: (?P<msg>.+)$`),
	},
}

// A Haskell program that dies of `error` prints the message with no
// label, "PROG: msg", then "CallStack (from HasCallStack):" (GHC 9.10:
// "HasCallStack backtrace:") and the calls that led there, innermost
// first: "  error, called at Orders.hs:8:14 in main:Main".
var haskellSpec = &spec{
	name: "haskell", fixture: "ghc-runtime", tool: "ghc 9.0.2 (Debian)",
	starts: "CH", has: "allStack",
	head:     regexp.MustCompile(`^\s*(?:CallStack \(from HasCallStack\)|HasCallStack backtrace):$`),
	category: "haskell", form: led,
	under: under{
		more:  regexp.MustCompile(`^\s`),
		frame: regexp.MustCompile(` called at (?P<file>[^\s:]+):(?P<line>\d+):(?P<col>\d+) in `),
	},
}

// An exception with no call stack that reaches a GHC program's main is
// "PROG: msg", the message one of the base library's: "Head:
// Prelude.head: empty list", "app: user error (bad config)".
var haskellUncaughtSpec = &spec{
	name: "haskell-uncaught", fixture: "ghc-head-empty", tool: "ghc 9.0.2 (Debian)",
	has:      ": ",
	head:     regexp.MustCompile(`^(?P<msg>[^\s./:]+: (?:Prelude\.|user error \(|Map\.!:|Maybe\.fromJust:|Data\.).*)$`),
	category: "haskell", form: alone,
}

// Racket reports an uncaught exception as its message with no label,
// "name: msg" ("*: contract violation"), or after its place for a syntax
// error ("bad.rkt:3:28: rate: unbound identifier"), then indented fields
// ("  expected: number?", "  context...:") over the frames, most recent
// first, library paths elided ("   .../private/map.rkt:40:19: loop").
// Only the fields tell the line above was an error.
var racketSpec = &spec{
	name: "racket", fixture: "racket-contract", tool: "racket 8.7 (Debian)",
	starts: "egiclra", has: ":",
	head:     regexp.MustCompile(`^ {1,3}(?:expected|given|in|context\.\.\.|location\.\.\.|received|arguments\.\.\.|errortrace\.\.\.):`),
	category: "racket", form: led,
	under: under{
		more:  regexp.MustCompile(`^\s`),
		frame: regexp.MustCompile(`^\s+(?P<file>[^\s.][^\s:]*):(?P<line>\d+):(?P<col>\d+)`),
	},
}

// FiveAM (Common Lisp) run!: after the counts, "Failure Details:" and a
// section per failed test between dashed rules, " TEN-PERCENT in CART []:
// " over the failed comparison spread over several lines or the
// unexpected error. No place is printed.
var fiveamSpec = &spec{
	name: "fiveam", fixture: "fiveam-fail", tool: "sbcl 2.2.9 + cl-fiveam 1.4.2 (Debian)",
	starts: "ABCDEFGHIJKLMNOPQRSTUVWXYZ", has: "]:", // a test's name, upper-cased as Lisp reads it
	head:    regexp.MustCompile(`^ (?P<name>\S+) in \S+ \[.*\]: ?$`),
	message: "${name} failed", category: "lisp",
	under: under{
		stop:   regexp.MustCompile(`^\s*---+$`),
		detail: regexp.MustCompile(`^\s*(?P<msg>\S.*?)\s*$`),
	},
}

// Buttercup (Emacs Lisp) in batch mode: after a row per spec, a section
// per failed spec under a rule of forty "=": the spec's full name, a Lisp
// "Traceback (most recent call last):", then "FAILED: msg" for a failed
// expectation or "error: (condition)" for an error. No place is printed.
var buttercupSpec = &spec{
	name: "buttercup", fixture: "buttercup-fail", tool: "elpa-buttercup 1.26, emacs-nox 28.2 (Debian)",
	starts: "=", has: "========================================",
	head:     regexp.MustCompile(`^={40}$`),
	category: "generic", form: below,
	under: under{
		stop:    regexp.MustCompile(`^={40}$|^Ran `),
		detail:  regexp.MustCompile(`^(?P<msg>(?:FAILED|error): .*)$`),
		confirm: regexp.MustCompile(`^(?:FAILED|error): `),
	},
}

// OUnit2 (OCaml): after the ".EF" progress, a section per problem between
// "=====" and "-----" rules: "Error: cart:2:parses quantity." (or
// "Failure: ..."), the log file's place and the same line again "(in the
// log)", the backtrace, OUnit's and the standard library's frames among
// the test's ("Raised by primitive operation at Cart_test.parse_qty in
// file \"cart_test.ml\", line 5, ..."), then the exception or the
// assertion's text. "FAILED: Cases: 3 Tried: 3 ..." is a recap.
var ounitSpec = &spec{
	name: "ounit", fixture: "ounit-fail", tool: "ocaml 4.13.1 + libounit-ocaml-dev 2.2.6, ocaml-findlib (Debian)",
	starts: "EF", has: ": ",
	head:    regexp.MustCompile(`^(?:(?:Error|Failure): (?P<name>\S+:\d+:[^()]+)\.|(?P<quiet>FAILED: Cases: ).*)$`),
	message: "${name} failed", category: "ocaml",
	under: under{
		end:    regexp.MustCompile(`^-{5,}$`),
		stop:   regexp.MustCompile(`^={5,}$`),
		detail: regexp.MustCompile(`^(?P<msg>[A-Z][\w.]*(?:\(.*\))?|[a-z].*)$`), // Failure("x"), expected: 7 but got: 6
		frame:  ocamlAppFrame,
	},
}

// clojure.test's report (run-tests): "FAIL in (test-name) (cart_test.clj:14)"
// over "expected: (= 90 (discount 100))" and "  actual: (not (= 90 95))";
// "ERROR in (test-name) (NumberFormatException.java:67)" names the frame
// that threw, often the JDK's, and prints the stack under "actual:" as
// "    ns$fn.invokeStatic (file.clj:8)" rows: the first Clojure row of
// the application places it.
var clojureTestSpec = &spec{
	name: "clojure-test", fixture: "clojure-test", tool: "clojure 1.11.1 (Debian), OpenJDK 17",
	starts: "FE", has: " in (",
	head:    regexp.MustCompile(`^(?:FAIL in \((?P<name>\S+)\) \((?P<file>\S+):(?P<line>\d+)\)|ERROR in \((?P<name>\S+)\) \(\S+:\d+\))$`),
	message: "${name} failed", category: "clojure",
	under: under{
		detail: regexp.MustCompile(`^\s*actual: (?P<msg>.*)$`),
		frame:  regexp.MustCompile(`^\s*(?:at )?[a-z][\w$.*+!?<>=/-]* \((?P<file>[\w-]+\.clj[sc]?):(?P<line>\d+)\)$`),
	},
}

// ocamlAppFrame matches a frame of an OCaml backtrace in a module of the
// application's, not Stdlib__List's nor a test framework's
// (OUnitRunner, Alcotest_engine__Core): "Called from Cart_test.price in
// file \"cart_test.ml\", line 3, characters 16-37".
var ocamlAppFrame = regexp.MustCompile(`^\s*(?:Raised at|Called from|Re-raised at|Raised by primitive operation at) [A-Z][a-z][A-Za-z0-9']*(?:_[A-Za-z0-9']+)*\.\S* in file "(?P<file>[^"]+)", line (?P<line>\d+)`)

// Alcotest (OCaml): a row per test, "  [FAIL]        discount          0
// ten percent.", the first failure's row marked "> [FAIL] ...". Only that
// one is described, in a box that repeats its row ("│ [FAIL] total 1
// unknown. │") over its output ("[exception] Not_found" and OCaml's
// frames) down to "Logs saved to ...": the marked row is the box's.
var alcotestSpec = &spec{
	name: "alcotest", fixture: "alcotest-fail", tool: "ocaml 4.13.1 + libalcotest-ocaml-dev 1.6.0 (Debian)",
	starts: "[>\xe2", has: "[FAIL]",
	head:    regexp.MustCompile(`^(?:(?P<quiet>> )|  |│ )\[FAIL\]\s+(?P<group>\S+)\s+(?P<n>\d+)\s+(?P<test>.+?)\.?\s*│?$`),
	message: "${group} ${n} ${test} failed", category: "ocaml",
	under: under{
		end:    regexp.MustCompile(`^Logs saved to `),
		stop:   regexp.MustCompile(`^\s*(?:─|┌|Full test results)`),
		detail: regexp.MustCompile(`^(?:\[exception\] )?(?P<msg>[^\s└].*)$`),
		frame:  ocamlAppFrame,
	},
}

// GLib's logging, used by every GLib/GTK program (C, Vala, GJS): "**
// (app:1234): CRITICAL **: 04:51:16.062: msg", a domain before the level
// for a library's ("(gjs:1525): Gjs-CRITICAL **: ..."), Vala's "FILE:L: "
// before its own messages. GJS reports an uncaught exception as "JS ERROR:
// TypeError: ..." over SpiderMonkey's "unitPrice@cart.js:4:5" frames, then
// recaps it ("Script cart.js threw an exception"). GLib's test framework
// fails an assertion with "ERROR:cart.vala.c:43:test_discount: assertion
// failed (x == 90): (95 == 90)", which TAP's "Bail out! ..." repeats.
var glibSpec = &spec{
	name: "glib", fixture: "glib-log", tool: "GLib 2.74 (Debian): valac 0.56, gjs 1.74",
	starts: "*(E", anyOf: []string{" **: ", "ERROR:"},
	head: regexp.MustCompile(`^(?:(?:\*\* )?\([^:()\s]+:\d+\): (?:[\w-]+-)?(?:(?P<sev>CRITICAL|ERROR|WARNING)|(?P<quiet>Message|INFO|DEBUG)) \*\*: (?:\d\d:\d\d:\d\d\.\d+: )?` +
		`(?:(?P<quiet>Script \S+ threw an exception)|(?:JS ERROR: )?(?:(?P<file>[^\s:]+):(?P<line>\d+): )?(?P<msg>.+))` +
		`|ERROR:(?P<file>[^\s:]+):(?P<line>\d+):(?:[\w.]+: )?(?P<msg>.+))$`),
	category: "generic",
	under: under{
		more:  regexp.MustCompile(`^[\w$.<>/]*@\S+:\d+:\d+$|^Bail out! |^Aborted$`), // GJS's frames; TAP's repeat; the abort
		frame: regexp.MustCompile(`@(?P<file>[^\s:]+):(?P<line>\d+):(?P<col>\d+)$`),
	},
}

// GNU Guile reports an uncaught error after its "Backtrace:" frames as
// "In procedure NAME:" after the place it was raised (Guile's own,
// "ice-9/eval.scm:155:9", unless compiled from the application's file) or
// after "ERROR: ", the message on the same line or the next. Its compiler
// warns in ";;; " comments while it auto-compiles a file: ";;;
// <unknown-location>: warning: possibly unbound variable `tax'".
var guileSpec = &spec{
	name: "guile", fixture: "guile-more", tool: "guile-3.0 3.0.8 (Debian)",
	anyOf: []string{"In procedure ", ": warning: "},
	head: regexp.MustCompile(`^(?:;;; (?:<unknown-location>|(?P<file>[^\s:]+):(?P<line>\d+):(?P<col>\d+)): (?P<sev>warning): (?P<msg>.+)` +
		`|(?:ERROR: |(?P<file>[^\s:]+):(?P<line>\d+):(?P<col>\d+): )?In procedure [^\s:]+:(?: (?P<msg>.+))?)$`),
	category: "generic", form: alone | below,
}

// The Lua interpreter names itself before the error that stopped it,
// "lua5.4: app.lua:3: attempt to index a nil value" ("luajit: ...",
// "lua: (error object is a table value)" with no place), over its "stack
// traceback:" and one indented frame a line, "\tapp.lua:3: in local
// 'load'", which place it when the head does not; Lua 5.4's warn() prints
// "Lua warning: msg".
var luaSpec = &spec{
	name: "lua", fixture: "lua-nilcall", tool: "Lua 5.4.4; LuaJIT 2.1.0-beta3 (Debian)",
	starts: "lL", anyOf: []string{"lua", "Lua warning: "},
	head:     regexp.MustCompile(`^(?:(?:lua|luajit|lua5\.\d): (?:(?P<file>[^\s:]+):(?P<line>\d+): )?(?P<msg>.+)|Lua (?P<sev>warning): (?P<msg>.+))$`),
	category: "lua",
	under: under{
		more:  regexp.MustCompile(`^stack traceback:$|^\s`),
		frame: regexp.MustCompile(`^\s+(?P<file>[^\s:\[]+):(?P<line>\d+): in `),
	},
}

// prettier --check names each file that is not formatted, "[warn]
// src/a.js", with no line to point at, in one of the languages it
// formats; its closing "[warn] Code style issues found in 2 files." is a
// count.
var prettierSpec = &spec{
	name: "prettier", fixture: "prettier-check-style", tool: "prettier 3.10.1",
	starts: "[", has: "[warn] ",
	head:     regexp.MustCompile(`^\[warn\] (?P<msg>[\w./@+-]+\.(?:[cm]?[jt]sx?|json5?|css|scss|less|vue|svelte|astro|html?|md|mdx|ya?ml|graphql|gql|hbs|handlebars))$`),
	category: "prettier", form: alone | warns,
}

// CLISP reports an error that reaches its top level as "*** - " and the
// condition's text, "*** - EVAL: undefined function CART-TOTL", with no
// place.
var clispSpec = &spec{
	name: "clisp", fixture: "clisp-error", tool: "clisp 2.49.93 (Debian)",
	starts: "*", has: "*** - ",
	head:     regexp.MustCompile(`^\*\*\* - (?P<msg>.+)$`),
	category: "generic", form: alone,
}

// Chez Scheme reports an uncaught condition as "Exception in " and the
// procedure that raised it, "Exception in cdr: #f is not a pair".
var chezSpec = &spec{
	name: "chez-scheme", fixture: "chez-exception", tool: "chezscheme 9.5.8 (Debian)",
	starts: "E", has: "Exception in ",
	head:     regexp.MustCompile(`^(?P<msg>Exception in [^\s:]+: .+)$`),
	category: "generic", form: alone,
}

// escript (Erlang) reports a script's uncaught error as "escript:
// exception error: bad key: mug", the failing call indented under it.
var escriptSpec = &spec{
	name: "escript", fixture: "escript-exception", tool: "erlang 25 escript (Debian)",
	starts: "e", has: "escript: exception ",
	head:     regexp.MustCompile(`^(?P<msg>escript: exception error: .+)$`),
	category: "generic",
	under:    under{more: regexp.MustCompile(`^\s`)},
}

// CMake reports a problem in a CMakeLists.txt as a head naming the file,
// line and command, "CMake Error at CMakeLists.txt:3 (find_package):"
// ("CMake Warning (dev) at ...", "CMake Deprecation Warning at ..."),
// then the message as indented paragraphs; or as one line, "CMake Error:
// The source directory ... does not exist."
var cmakeSpec = &spec{
	name: "cmake", fixture: "cmake-warning", tool: "cmake 3.25.1 (Debian)",
	starts: "C", has: "CMake ",
	head:     regexp.MustCompile(`^CMake (?:Deprecation )?(?P<sev>Error|Warning)(?: \(dev\))?(?: at (?P<file>\S+):(?P<line>\d+) \([\w-]+\))?:(?: (?P<msg>.+))?$`),
	category: "cmake", form: below,
	under: under{stop: regexp.MustCompile(`^\S`)},
}

// Erlang reports a crash as an Erlang term: the logger's "=ERROR
// REPORT==== 25-Nov-2026::01:50:33.325523 ===" over "Error in process
// <0.79.0> with exit value:" and the reason, a tuple of the error and its
// stack spread over lines; the boot process's "{"init terminating in
// do_boot",{badarith,[...]}}" on one line (then its short form and the
// crash dump notice, no problems of their own). A stack entry names its
// place, [{file,"cart.erl"},{line,5}]: the first is the place (OTP's own
// modules are seldom first, the raising call being the user's).
var erlangSpec = &spec{
	name: "erlang", fixture: "erlang-crash", tool: "Erlang/OTP 25 (Debian erlang), erl -noshell",
	starts: "={\"", anyOf: []string{" REPORT====", "init terminating in do_boot"},
	head: regexp.MustCompile(`^(?:=(?:ERROR|CRASH|SUPERVISOR|(?P<sev>WARNING)) REPORT====.*` +
		`|\{?"(?P<what>init terminating in do_boot)",\{(?P<reason>\w+).*?(?:\{file,"(?P<file>[^"]+)"\},\{line,(?P<line>\d+)\}.*)?)$`),
	message: "[${what}: ${reason}]", category: "erlang", form: below,
	under: under{
		detail: regexp.MustCompile(`^\{(?P<msg>\w+)`),
		frame:  regexp.MustCompile(`\{file,"(?P<file>[^"]+)"\},\{line,(?P<line>\d+)\}`),
	},
}

// Ansible reports a failed task as one line, "fatal: [host]: FAILED! =>
// {json}" (or "UNREACHABLE!", or "failed: [host] (item=x) => {json}" in a
// loop), whose JSON holds the reason, "msg" (its first line kept), and for
// a templating error the place in words: "The error appears to be in
// '/app/site.yml': line 5, column 7".
var ansibleSpec = &spec{
	name: "ansible", fixture: "ansible-undefined", tool: "ansible-core 2.14.18 (Debian)",
	starts: "f", has: " => {",
	head: regexp.MustCompile(`^(?:fatal|failed): (?P<host>\[[^\]]+\])(?::? (?P<item>\(item=[^)]*\)))?(?:: (?P<what>FAILED!|UNREACHABLE!))? => \{` +
		`.*?"msg": "(?P<msg>[^"\\]*)(?:[^"]*?The error appears to be in '(?P<file>[^']+)': line (?P<line>\d+), column (?P<col>\d+))?`),
	message: "${host}[ ${item}][: ${what}] ${msg}", category: "ansible", form: alone,
}

// A playbook Ansible cannot load is "ERROR! msg" and a report spread over
// blank lines: the parser's reason indented ("did not find expected '-'
// indicator"), the place in words, and the offending lines down to "^
// here".
var ansibleErrorSpec = &spec{
	name: "ansible-error", fixture: "ansible-syntax", tool: "ansible-core 2.14.18 (Debian)",
	starts: "E", has: "ERROR! ",
	head:     regexp.MustCompile(`^ERROR! (?P<msg>.+)$`),
	category: "ansible",
	under: under{
		end:    regexp.MustCompile(`\^ here$`),
		stop:   regexp.MustCompile(`^(?:PLAY|TASK) \[`),
		detail: regexp.MustCompile(`^\s+(?P<msg>\S.*)$`),
		frame:  regexp.MustCompile(`The error appears to be in '(?P<file>[^']+)': line (?P<line>\d+), column (?P<col>\d+)`),
	},
}

// R reports an error whose message did not fit on the line of its call
// as "Error in checkEquals(90, discount(100)) : " over "  Mean relative
// difference: 0.05555556" (RUnit's checks fail so). tinytest heads a
// failure "----- FAILED[data]: test_cart.R<5--5>", the file and its
// lines, over " call| expect_equal(...)" and " diff| ...".
var rSpec = &spec{
	name: "r", fixture: "tinytest-fail", tool: "R 4.2.2 (Debian): r-cran-runit 0.4.32, r-cran-tinytest 1.4.1",
	starts: "E-", anyOf: []string{"Error in ", " FAILED["},
	head:    regexp.MustCompile(`^(?:Error in (?P<call>.+?) :\s*|-+ FAILED\[\w+\]: (?P<file>[^\s<]+)<(?P<line>\d+)--\d+>)$`),
	message: "[Error in ${call} :]", category: "generic", form: below,
	under: under{
		more:   regexp.MustCompile(`^\s`),
		detail: regexp.MustCompile(`^\s+(?P<msg>\S.*)$`),
	},
}
