package classify

import "testing"

// TestGeneric15Rules holds the rules round 14 drove (issue 26 item 3),
// its false positives first, each on the real lines of a recording
// (testdata/blind/round14), each failing without its change.
func TestGeneric15Rules(t *testing.T) {
	checkRuleCases(t, []ruleCase{{
		name: "an assertion library's block under go test's log row that states nothing or only a label (round14/shoenig-fail, round14/testdeep-fail)",
		rule: "goTest.next: a log row that states no reason keeps the rows under it, its place's own too; keyedMessage: the first row that states a problem, the test's place whose path ends with the base name",
		lines: []string{
			"--- FAIL: TestMakeTrailing (0.00s)",
			"    slug_test.go:14: ",
			"        slug_test.go:14: expected equality via cmp.Equal function",
			"        ↪ Assertion | differential ↷",
			"--- FAIL: TestSummarize (0.00s)",
			"    cart_test.go:11: \x1b[1;33mFailed test\x1b[0m",
			"        \x1b[1;36mDATA.Total: values differ\x1b[0m",
			"        \x1b[1;31m\t     got: \x1b[0;31m2240\x1b[0m",
			"        \x1b[1;32m\texpected: \x1b[0;32m3490\x1b[0m",
			"        This is how we got here:",
			"        \tTestSummarize() cart/cart_test.go:11",
			"--- FAIL: TestSummarizeSKUs (0.00s)",
			"    cart_test.go:22: \x1b[1;33mFailed test\x1b[0m",
			"        \x1b[1;36mcomparing DATA as a Bag\x1b[0m",
			"        \t\x1b[1;31mMissing item: \x1b[0;31m(\"BAG-9\")\x1b[0m",
			"        [under operator Bag at cart_test.go:22]",
			"        This is how we got here:",
			"        \tTestSummarizeSKUs() cart/cart_test.go:22",
			"FAIL",
		},
		want: []problem{
			{"error", "TestMakeTrailing failed: expected equality via cmp.Equal function", "slug_test.go:14"},
			{"error", "TestSummarize failed: DATA.Total: values differ", "cart/cart_test.go:11"},
			{"error", "TestSummarizeSKUs failed: Missing item: (\"BAG-9\")", "cart/cart_test.go:22"},
		},
		adapter: true,
	}, {
		name: "an exception that states no message over one that spans lines (round14/hamcrest-fail, round14/schema-config)",
		rule: "statedBelow.read: up to three lines under the exception join its message, until a blank or a place",
		lines: []string{
			"Traceback (most recent call last):",
			`  File "/project/tests/test_cart.py", line 22, in test_total`,
			"    assert_that(self.cart.total(), equal_to(3590))",
			"AssertionError: ",
			"Expected: <3590>",
			"     but: was <3490>",
			"",
			"",
			"Traceback (most recent call last):",
			`  File "/project/shop/settings.py", line 22, in load`,
			"    return SETTINGS.validate(json.load(f))",
			`  File "/usr/lib/python3/dist-packages/schema.py", line 409, in validate`,
			"    raise SchemaError([message] + x.autos, [e.format(data) if e else None] + x.errors)",
			"schema.SchemaError: Key 'mail' error:",
			"Key 'port' error:",
			"'2525' should be instance of 'int'",
		},
		want: []problem{
			{"error", "AssertionError: Expected: <3590> but: was <3490>", "/project/tests/test_cart.py:22"},
			{"error", "Key 'mail' error: Key 'port' error: '2525' should be instance of 'int'", "/project/shop/settings.py:22"},
		},
	}, {
		name: "a cue whose message is a YAML block scalar's indicator, the message under it (round14/unexpected-fail's YAML, its TAP line left out)",
		rule: "cuedHead: a block scalar ('error: |-') is vague and announces the line under it",
		lines: []string{
			"  failureType: 'testCodeFailure'",
			"  error: |-",
			"    ",
			"    expected 3141 to equal 3140",
			"    ",
			"  code: 'ERR_TEST_FAILURE'",
			"  ...",
		},
		want: []problem{{"error", "expected 3141 to equal 3140", ""}},
	}, {
		name: "a file line over rows whose place a tab parts from the severity's mark (round14/bemlinter-css, postcss-reporter)",
		rule: "stylishRow: a tab after the place parts it from the row's words as a space does",
		lines: []string{
			"",
			"src/components/cart-badge.css",
			"7:1\t⚠  Invalid component selector \".cartBadge-count\" [postcss-bem-linter]",
			"",
			" ⚠  1 problem (0 errors, 1 warnings)",
		},
		want: []problem{{"warning", `Invalid component selector ".cartBadge-count"`, "src/components/cart-badge.css:7:1"}},
	}, {
		name: "a file named in a head with a document's index and a verdict over rows led by their line in words (round14/kwalify-config)",
		rule: "verdictHead: 'FILE#N: VERDICT' is FILE's header; lineLed: '- (line L) msg' under it",
		lines: []string{
			"config/app.yaml#0: INVALID",
			"  - (line 3) [/app/port] '30o0': not a integer.",
			"  - (line 4) [/app/env] 'develop': invalid env value.",
		},
		want: []problem{
			{"error", "'30o0': not a integer.", "config/app.yaml:3"},
			{"error", "'develop': invalid env value.", "config/app.yaml:4"},
		},
	}, {
		name: "a place in words mid-line after the file the line names first (round14/qtc-template)",
		rule: "detectInFile: the file's line in words later in the line; colWords: ', pos C'",
		lines: []string{
			`qtc: 2026/12/02 18:42:38 error when parsing file "templates/product.qtpl": error in "func ProductPage(p *Product)": unexpected tag found in "for _, t := range p.Tags": "endfro" at file "templates/product.qtpl", line 19, pos 5, token "endfro", last line "\t{% endfro "`,
		},
		want: []problem{{"error", `unexpected tag found in "for _, t := range p.Tags": "endfro"`, "templates/product.qtpl:19:5"}},
	}, {
		name: "a logger's mark and padded label before an error, its stack under it (round14/signale-server)",
		rule: "tightLabel: a mark over a severity word padded by spaces is that word's label",
		lines: []string{
			"✔  success   price service on http://localhost:8243",
			"✖  error     TypeError: Cannot read properties of undefined (reading 'cents') ",
			"    at priceFor (/project/src/prices.js:8:16)",
			"    at Server.<anonymous> (/project/src/server.js:8:42)",
			"    at Server.emit (node:events:524:28)",
		},
		want: []problem{{"error", "TypeError: Cannot read properties of undefined (reading 'cents')", "/project/src/prices.js:8:16"}},
	}, {
		name: "a metric's row, a number and names with the place last (round14/gocognit-catalog, round13/gocyclo-orders)",
		rule: "detectLintRow: 'N PKG FUNC FILE:L:C' is a warning, its words the message",
		lines: []string{
			"26 catalog Filter catalog/filter.go:24:1",
			"15 orders Handle orders/handler.go:15:1",
		},
		want: []problem{
			{"warning", "26 catalog Filter", "catalog/filter.go:24:1"},
			{"warning", "15 orders Handle", "orders/handler.go:15:1"},
		},
	}, {
		name: "an indented row whose words after its place are only a label, the reason under it (round14/testdeep-fail's log rows, their go test lines left out)",
		rule: "detectPlace: a label alone after an indented place announces the line under it",
		lines: []string{
			"    cart_test.go:11: \x1b[1;33mFailed test\x1b[0m",
			"        \x1b[1;36mDATA.Total: values differ\x1b[0m",
			"        \x1b[1;31m\t     got: \x1b[0;31m2240\x1b[0m",
			"        \x1b[1;32m\texpected: \x1b[0;32m3490\x1b[0m",
		},
		want: []problem{{"error", "DATA.Total: values differ", "cart_test.go:11"}},
	}, {
		name: "a place by its file's base name, the block naming it from the project (round14/testdeep-fail's log rows)",
		rule: "refine: pathOf, the block's 'cart/cart_test.go:11' for 'cart_test.go:11'",
		lines: []string{
			"    cart_test.go:11: \x1b[1;33mFailed test\x1b[0m",
			"        \x1b[1;36mDATA.Total: values differ\x1b[0m",
			"        This is how we got here:",
			"        \tTestSummarize() cart/cart_test.go:11",
		},
		want: []problem{{"error", "DATA.Total: values differ", "cart/cart_test.go:11"}},
	}, {
		name: "a runner's row at a place that only says the program under it failed, go build's shape (round12/stringer-generate)",
		rule: "ran-before, a generic entry before go: the program's own message on the line before, at the row's place",
		lines: []string{
			"stringer: no values defined for types: Chanel",
			`order/status.go:5: running "stringer": exit status 1`,
		},
		want: []problem{{"error", "no values defined for types: Chanel", "order/status.go:5"}},
	}, {
		name: "a template engine's keyed rows under its exception, after a blank line, whatever read the traceback (round12/chameleon-render)",
		rule: "keyedPlace, shared by the generic layer's block and the python adapter, which takes the rows now",
		lines: []string{
			"Traceback (most recent call last):",
			`  File "/project/render.py", line 10, in render_order`,
			"    return template(order=order)",
			`  File "/usr/lib/python3/dist-packages/chameleon/parser.py", line 248, in visit_end_tag`,
			`    raise ParseError("Unexpected end tag.", token)`,
			"chameleon.exc.ParseError: Unexpected end tag.",
			"",
			` - String:     "</p>"`,
			" - Filename:   /project/templates/order.pt",
			" - Location:   (line 10: col 53)",
		},
		want: []problem{{"error", "chameleon.exc.ParseError: Unexpected end tag.", "/project/templates/order.pt:10"}},
	}})
}
