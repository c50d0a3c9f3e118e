package classify

import "testing"

// TestGeneric12Rules holds the generic layer's rules that round 12 of
// the blind recordings drove (issue 26 item 3), each on the real lines
// of a recording, each failing without its change.
func TestGeneric12Rules(t *testing.T) {
	checkRuleCases(t, []ruleCase{{
		name: "a traceback with no cue over it is read to its exception (round12 webpy-route)",
		rule: "detectGeneric: Traceback head",
		lines: []string{
			`127.0.0.1:46476 - - [02/Dec/2026 15:11:22] "HTTP/1.1 GET /products/mug" - 200 OK`,
			"Traceback (most recent call last):",
			`  File "/usr/lib/python3/dist-packages/web/application.py", line 495, in handle_class`,
			"    return tocall(*args)",
			"           ^^^^^^^^^^^^^",
			`  File "/project/app.py", line 14, in GET`,
			`    return json.dumps({"name": product["name"], "price": product["price"]})`,
			"                               ~~~~~~~^^^^^^^^",
			"TypeError: 'NoneType' object is not subscriptable",
			"",
			`127.0.0.1:57970 - - [02/Dec/2026 15:11:22] "HTTP/1.1 GET /products/cap" - 500 Internal Server Error`,
		},
		want: []problem{{"error", "TypeError: 'NoneType' object is not subscriptable", "/project/app.py:14"}},
	}, {
		name: "a chained traceback is one problem, its last exception (python-chained)",
		rule: "genericBlock.read: chained traceback",
		lines: []string{
			"Traceback (most recent call last):",
			`  File "/project/chained.py", line 7, in read_port`,
			`    return int(env["PORT"])`,
			"               ~~~^^^^^^^^",
			"KeyError: 'PORT'",
			"",
			"The above exception was the direct cause of the following exception:",
			"",
			"Traceback (most recent call last):",
			`  File "/project/chained.py", line 12, in <module>`,
			"    read_port({})",
			`  File "/project/chained.py", line 9, in read_port`,
			`    raise ConfigError("PORT is not set") from e`,
			"ConfigError: PORT is not set",
		},
		want: []problem{{"error", "ConfigError: PORT is not set", "/project/chained.py:9"}},
	}, {
		name: "a traceback indented under a runner's row closes at its head's depth (round11 stestr-fail)",
		rule: "genericBlock.next: traceback's close",
		lines: []string{
			"Captured traceback:",
			"~~~~~~~~~~~~~~~~~~~",
			"    Traceback (most recent call last):",
			"",
			"      File \"/project/shop/tests/test_pricing.py\", line 13, in test_gross_de",
			"    self.assertEqual(pricing.gross(self.lines, \"de\"), 30.35)",
			"",
			"      File \"/usr/lib/python3.11/unittest/case.py\", line 873, in assertEqual",
			"    assertion_func(first, second, msg=msg)",
			"",
			"      File \"/usr/lib/python3.11/unittest/case.py\", line 866, in _baseAssertEqual",
			"    raise self.failureException(msg)",
			"",
			"    AssertionError: 30.34 != 30.35",
			"",
			"",
			"shop.tests.test_pricing.TestPricing.test_gross_nl",
			"-------------------------------------------------",
		},
		want: []problem{{"error", "AssertionError: 30.34 != 30.35", "/project/shop/tests/test_pricing.py:13"}},
	}, {
		name: "an exception that states no message takes it from the lines under it (round11 trial-fail, pyBelow)",
		rule: "genericBlock.next: pyBelow",
		lines: []string{
			"[FAIL]",
			"Traceback (most recent call last):",
			`  File "/usr/lib/python3/dist-packages/twisted/trial/_asynctest.py", line 76, in _eb`,
			"    raise self.failureException(output)",
			"twisted.trial.unittest.FailTest: ",
			"Expected: (<class 'KeyError'>,)",
			"Got:",
			"[Failure instance: Traceback: <class 'ValueError'>: only 3 mug left",
			"/usr/lib/python3/dist-packages/twisted/internet/base.py:1325:mainLoop",
			"--- <exception caught here> ---",
			"/usr/lib/python3/dist-packages/twisted/internet/defer.py:857:_runCallbacks",
			"/project/shop/stock.py:19:check",
			"]",
			"",
			"shop.test.test_stock.StockTests.test_reserve_too_many",
		},
		want: []problem{{"error", "ValueError: only 3 mug left", "/project/shop/stock.py:19"}},
	}, {
		name: "a place with a column range is a plain row's (round12 gopls-check)",
		rule: "findLocAt: colRangeEnd",
		lines: []string{
			`/project/main.go:12:63-66: cannot use "8" (untyped string constant) as int value in struct literal`,
			"/project/handler/products.go:16:8-18: assignment mismatch: 1 variable but s.Get returns 2 values",
			`/project/store/store.go:4:8-13: "fmt" imported and not used`,
		},
		want: []problem{
			{"error", `cannot use "8" (untyped string constant) as int value in struct literal`, "/project/main.go:12:63"},
			{"error", "assignment mismatch: 1 variable but s.Get returns 2 values", "/project/handler/products.go:16:8"},
			{"error", `"fmt" imported and not used`, "/project/store/store.go:4:8"},
		},
	}, {
		name: "a plain row that says what a thing is without states a problem (round12 shfmt-scripts)",
		rule: "statesProblem: without",
		lines: []string{
			`scripts/deploy.sh:10:15: reached EOF without closing quote "`,
			"scripts/dev.sh:7:6: reached EOF without matching ( with )",
			"scripts/seed.sh",
			"--- scripts/seed.sh.orig",
			"+++ scripts/seed.sh",
			"@@ -1,8 +1,8 @@",
			" #!/bin/bash",
		},
		want: []problem{
			{"error", `reached EOF without closing quote "`, "scripts/deploy.sh:10:15"},
			{"error", "reached EOF without matching ( with )", "scripts/dev.sh:7:6"},
		},
	}, {
		name: "a file line over tab-indented 'L: msg' rows and a row with no line (round12 editorconfig-app)",
		rule: "headerRows.row: line-led and file rows",
		lines: []string{
			"\x1b[33;1msrc/math.js:\x1b[33;0m",
			"\x1b[31;1m\t6: Wrong indent style found (tabs instead of spaces)\x1b[33;0m",
			"\x1b[33;1msrc/routes.js:\x1b[33;0m",
			"\x1b[31;1m\tWrong line endings or no final newline\x1b[33;0m",
			"\x1b[31;1m\t2: Trailing whitespace\x1b[33;0m",
			"\x1b[31;1m",
			"3 errors found\x1b[33;0m",
		},
		want: []problem{
			{"error", "Wrong indent style found (tabs instead of spaces)", "src/math.js:6"},
			{"error", "Wrong line endings or no final newline", "src/routes.js"},
			{"error", "Trailing whitespace", "src/routes.js:2"},
		},
	}})
}
