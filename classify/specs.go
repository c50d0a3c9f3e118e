package classify

import "regexp"

// specs lists the line-shaped tools written as specs (spec.go), for
// TestSpecs and the docs.
var specs = []*spec{cunitSpec, dlangSpec, mesonTestSpec, eunitSpec, mitSchemeSpec, libxmlSpec, fpcunitSpec, testthatSpec, gdbSpec}

// CUnit's basic interface (CU_BRM_VERBOSE): "  Test: name ...FAILED", then
// its failed assertions as numbered rows, "    1. cart.c:11  -
// CU_ASSERT_EQUAL(x,6)": one finding per test, at its first row. The "Run
// Summary:" table is a recap.
var cunitSpec = &spec{
	name: "cunit", fixture: "cunit-fail", tool: "CUnit 2.1-3 (Debian libcunit1-dev), basic interface, verbose",
	starts: "T", has: "...FAILED",
	head:    regexp.MustCompile(`^\s*Test: (?P<name>.+?) \.\.\.FAILED$`),
	message: "${name} failed", category: "generic",
	more:   regexp.MustCompile(`^\s+\d+\. \S+:\d+\s+- `),
	detail: regexp.MustCompile(`^\s+\d+\. (?P<file>\S+):(?P<line>\d+)\s+- (?P<msg>.+)$`),
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
	more:  regexp.MustCompile(`^-+$|^\S+:(?:\d+|\?) .*\[0x[0-9a-f]+\]$`),
	frame: regexp.MustCompile(`^(?P<file>\S+):(?P<line>\d+) .*\[0x[0-9a-f]+\]$`),
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
	more: regexp.MustCompile(`^\s*>>> `),
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
	frame:  regexp.MustCompile(`^\s*in (?:function|call from) .*\((?P<file>[^,()]+), line (?P<line>\d+)\)`),
	detail: regexp.MustCompile(`^\s*\*\*(?P<msg>.*?)\s*$`),
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
	more:     regexp.MustCompile(`^;(?:To continue, call RESTART| \(RESTART )`),
	confirm:  regexp.MustCompile(`^;To continue, call RESTART`),
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
	more:     regexp.MustCompile(`^\s|error: | : `),
	frame:    regexp.MustCompile(`\bfile (?P<file>\S+) line (?P<line>\d+)`),
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
	more:   regexp.MustCompile(`^\s+\S`),
	detail: regexp.MustCompile(`^\s+Exception:\s+(?P<msg>.*)$`),
	frame:  regexp.MustCompile(`line (?P<line>\d+) of (?P<file>\S+)`),
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
	more:     regexp.MustCompile(`^[^─]`),
	detail:   regexp.MustCompile(`^\s*(?P<msg>\S.*?)\s*$`),
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
	more:     regexp.MustCompile(`^[^(]`),
	frame:    regexp.MustCompile(` at (?P<file>(?:[^./\s]|/(?:[^u\s]|u[^s]))\S*):(?P<line>\d+)$`),
}
