package classify

import "testing"

// TestGeneric13Rules holds the generic layer's rules that round 13 of
// the blind recordings drove (issue 26 item 3), each on the real lines
// of a recording, each failing without its change.
func TestGeneric13Rules(t *testing.T) {
	checkRuleCases(t, []ruleCase{{
		name: "a place in brackets after its label, its message under it, then the run's verdict at it (round13 thrift-gen)",
		rule: "trimPath: a label before an absolute path; placeMessage: the bracket's label; detectPlace: the verdict row",
		lines: []string{
			"[ERROR:/project/idl/shop.thrift:13] (last token was 'i32')",
			"syntax error",
			"[FAILURE:/project/idl/shop.thrift:13] Parser error during include pass.",
		},
		want: []problem{{"error", "syntax error", "/project/idl/shop.thrift:13"}},
	}, {
		name: "a runner's closing tally counting what errored, under the failure it reported (round13 vows-fail)",
		rule: "isTally: 'errored' is a problem's noun after a count",
		lines: []string{
			"    ✗ costs 490 cents ",
			"      ReferenceError: rates is not defined ",
			"      at exports.shipping (/project/lib/cart.js:12:30) ",
			"      at costs 490 cents (/project/test/cart-test.js:21:25) ",
			"      at runTest (/project/node_modules/vows/lib/vows.js:136:26) ",
			" ",
			"✗ Errored » 2 honored ∙ 1 errored (0.026s) ",
			"  ",
		},
		want: []problem{{"error", "ReferenceError: rates is not defined", "/project/lib/cart.js:12:30"}},
	}, {
		name: "a warning led by a library's place is the library's (round13 hug-api)",
		rule: "genericBlock.finding: libraryLed",
		lines: []string{
			"/usr/lib/python3.11/wsgiref/simple_server.py:134: DeprecatedWarning: Call to deprecated property body. Please use text instead.",
			"  handler.run(self.server.get_app())",
			`127.0.0.1 - - [02/Dec/2026 17:28:45] "GET /price/cap HTTP/1.1" 500 47`,
		},
	}, {
		name: "an exception Python printed as ignored is no problem (round13 sqlobject-select)",
		rule: "detectGeneric: 'Exception ignored in' heads its traceback; genericBlock.finding drops it",
		lines: []string{
			"Exception ignored in: <function Iteration.__del__ at 0x7f275dfcd300>",
			"Traceback (most recent call last):",
			`  File "/usr/lib/python3/dist-packages/sqlobject/dbconnection.py", line 792, in __del__`,
			"    self._cleanup()",
			`  File "/usr/lib/python3/dist-packages/sqlobject/dbconnection.py", line 785, in _cleanup`,
			"    self.cursor.close()",
			"sqlite3.ProgrammingError: Cannot operate on a closed database.",
		},
	}, {
		name: "a library's Python frame names no place, whatever reads its path (round13 sqlobject-select)",
		rule: "findAnyLoc: a library's File \"P\", line N",
		lines: []string{
			"Traceback (most recent call last):",
			`  File "/project/seed.py", line 8, in <module>`,
			`    for p in Product.select("stok < 5"):`,
			`  File "/usr/lib/python3/dist-packages/sqlobject/sqlite/sqliteconnection.py", line 227, in _executeRetry`,
			"    raise dberrors.OperationalError(ErrorMessage(e))",
			"sqlobject.dberrors.OperationalError: no such column: stok",
		},
		want: []problem{{"error", "OperationalError: no such column: stok", "/project/seed.py:8"}},
	}, {
		name: "a quoted place in parentheses between an error's kind and its message, a page's text before it (round13 jet-render)",
		rule: "placeIn: the quote closing the file; placeMessage: '(PLACE): msg'",
		lines: []string{
			`<p>Total: 2026/12/02 17:27:58 confirmation mail: Jet Runtime Error ("/confirmation.jet":9): identifier "total" not available in current (map[customer:Ada]) or parent scope, global, or default variables`,
			"exit status 1",
		},
		want: []problem{{"error", `identifier "total" not available in current`, "/confirmation.jet:9"}},
	}, {
		name: "an uncaught exception whose message goes on under it, then its place (round13 symfony-validator)",
		rule: "genericBlock.read: an exception's message continued deeper",
		lines: []string{
			`PHP Fatal error:  Uncaught Symfony\Component\Validator\Exception\ValidationFailedException: Object(Shop\Product).currency:`,
			"    The value you selected is not a valid choice. (code 8e179f1b-97aa-4560-a02f-2a8b42e49df7)",
			" in /project/src/Importer.php:23",
			"Stack trace:",
			`#0 /project/import.php(11): Shop\Importer->import()`,
			"#1 {main}",
			"  thrown in /project/src/Importer.php on line 23",
		},
		want: []problem{{"error", "The value you selected is not a valid choice.", "/project/src/Importer.php:23"}},
	}, {
		name: "a cue over where alone, the problem on the line under it (BLIND_FIXTURES=1: bundler/webpack5-build)",
		rule: "cuedHead: 'in PLACE' is where, not what",
		lines: []string{
			"WARNING in configuration",
			"The 'mode' option has not been set, webpack will fallback to 'production' for this value.",
			"",
			"ERROR in ./src/index.js 2:0-35",
			"Module not found: Error: Can't resolve './missing.js' in '/project/src'",
			"",
		},
		want: []problem{
			{"warning", "The 'mode' option has not been set", ""},
			{"error", "Module not found: Error: Can't resolve './missing.js'", "./src/index.js:2:0"},
		},
	}, {
		name: "a count of failed subtests quoted as a TAP value is a tally (BLIND_FIXTURES=1: tap/node-test-tap)",
		rule: "isTally: a quoted count; 'N things failed'",
		lines: []string{
			"not ok 1 - cart",
			"  ---",
			"  duration_ms: 2.742067",
			"  type: 'suite'",
			"  location: '/project/cart.test.mjs:8:1'",
			"  failureType: 'subtestsFailed'",
			"  error: '2 subtests failed'",
			"  code: 'ERR_TEST_FAILURE'",
			"  ...",
		},
	}, {
		name: "rows with the place first and the tool's tag and rule in brackets, then the same rows with no file (round13 sqllint-queries)",
		rule: "plainMessage: 'PATH:L [tool: rule] msg'",
		lines: []string{
			"queries/orders.sql:6 [sql-lint: missing-where] DELETE statement missing WHERE clause.",
			"queries/products.sql:3 [sql-lint: unmatched-parentheses] Unmatched parentheses.",
			":3 [sql-lint: unmatched-parentheses] Unmatched parentheses.",
		},
		want: []problem{
			{"error", "DELETE statement missing WHERE clause.", "queries/orders.sql:6"},
			{"error", "Unmatched parentheses.", "queries/products.sql:3"},
		},
	}, {
		name: "a place whose column follows a space after the line's colon, indented under a bare label (round13 flatc-schema)",
		rule: "findLocAt: 'PATH:L: C:'; leadingLoc and specific read its span",
		lines: []string{
			"",
			"error:",
			"  /project/schema/catalog.fbs:11: 30: error: Cannot assign token starting with 'Kitchen' to value of <> type.",
			"",
		},
		want: []problem{{"error", "Cannot assign token starting with 'Kitchen' to value of <> type.", "/project/schema/catalog.fbs:11:30"}},
	}, {
		name: "a tool's label, a severity, then the file and 'line L' in words (round13 asciidoctor-docs)",
		rule: "detectProgLine: 'prog: SEVERITY: FILE: line L: msg'; .adoc and .rst are sources",
		lines: []string{
			"asciidoctor: WARNING: index.adoc: line 9: section title out of sequence: expected level 2, got level 3",
			"asciidoctor: ERROR: index.adoc: line 22: include file not found: /project/docs/snippets/order-response.adoc",
		},
		want: []problem{
			{"warning", "section title out of sequence: expected level 2, got level 3", "index.adoc:9"},
			{"error", "include file not found", "index.adoc:22"},
		},
	}, {
		name: "a tally with the clock printed right after it is a tally (BLIND_FIXTURES=1: vuecli/fw-vuecli-dev)",
		rule: "isTally: a clock after the count",
		lines: []string{
			"\x1b[2K\x1b[1A\x1b[2K\x1b[G ERROR  Failed to compile with 1 error6:03:33 AM",
			"",
		},
	}, {
		name: "an assertion library's keyed block under go test's empty log row (round13 quicktest-fail)",
		rule: "goTest.finding: keyedMessage", adapter: true,
		lines: []string{
			"--- FAIL: TestBulkDiscountFromHundred (0.00s)",
			"    cart_test.go:18: ",
			"        error:",
			"          values are not equal",
			"        got:",
			"          int(10000)",
			"        want:",
			"          int(9000)",
			"        stack:",
			"          /project/cart/cart_test.go:18",
			"            c.Assert(Total(items), qt.Equals, 9000)",
			"        ",
			"FAIL",
		},
		want: []problem{{"error", "TestBulkDiscountFromHundred failed: values are not equal", "/project/cart/cart_test.go:18"}},
	}, {
		name: "a test's log row before its --- FAIL line, then the next test's (round13 is-fail)",
		rule: "goTest.next: a row after a test whose log came first", adapter: true,
		lines: []string{
			"\tslug_test.go:12: go,-the-language! != go-the-language // punctuation is dropped",
			"--- FAIL: TestMake (0.00s)",
			"\tslug_test.go:18: not true: got[len(got)-1] != '-' // no dash at the end",
			"--- FAIL: TestTrim (0.00s)",
			"FAIL",
		},
		want: []problem{
			{"error", "TestMake failed: go,-the-language! != go-the-language", "slug_test.go:12"},
			{"error", "TestTrim failed: not true: got[len(got)-1] != '-'", "slug_test.go:18"},
		},
	}})
}
