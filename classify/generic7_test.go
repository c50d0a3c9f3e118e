package classify

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestRound7Rules holds the generic rules blind round 7 drove to lines
// of its recordings (testdata/blind/round7/, each case names its run),
// read by the full classifier and by the generic layer alone: each case
// reads otherwise without its rule.
func TestRound7Rules(t *testing.T) {
	tests := []ruleCase{
		{
			name: "a file line over rows: place, rule, severity, message (stylint-rules)", rule: "header-rows",
			lines: []string{"styl/cart.styl", "3:8 zeroUnits warning 0 is preferred. Unit value is unnecessary", "",
				"styl/cart.styl", "7 brackets warning unnecessary bracket", "", "Stylint: 0 Errors.", "Stylint: 6 Warnings."},
			want: []problem{{"warning", "0 is preferred. Unit value is unnecessary", "styl/cart.styl:3:8"},
				{"warning", "unnecessary bracket", "styl/cart.styl:7"}},
		},
		{
			name: "'In FILE' over rows that end with the place in words (writegood-docs)", rule: "header-rows",
			lines: []string{"In docs/checkout.md", "=============", "The order is processed by the payment service and it is basically",
				"          ^^^^^^^^^^^^", `"is processed" may be passive voice on line 3 at column 10`, "-------------",
				"gateway before the order is", "                         ^^^^^^^^", `"is`, `saved" may be passive voice on line 4 at column 67`},
			want: []problem{{"warning", `"is processed" may be passive voice`, "docs/checkout.md:3:10"},
				{"warning", `saved" may be passive voice`, "docs/checkout.md:4:67"}},
		},
		{
			name: "keyed blocks under 'Validation Results for FILE:' (lintopenapi-spec)", rule: "header-rows",
			lines: []string{"Validation Results for openapi.yaml:", "", "Errors:", "",
				`  Message :   Parameter "id" must be used in path "/carts/{cartId}".`, "  Rule    :   path-params",
				"  Path    :   paths./carts/{cartId}.get.parameters.0", "  Line    :   16", ""},
			want: []problem{{"error", `Parameter "id" must be used in path "/carts/{cartId}".`, "openapi.yaml:16"}},
		},
		{
			name: "a path joined to a root, '//src/...' (tcm-syntax)", rule: "rootJoined",
			lines: []string{"[Error] CssSyntaxError: //src/components/Cart.module.css:6:1: Unclosed block", "", "  4 | }"},
			want:  []problem{{"error", "Unclosed block", "src/components/Cart.module.css:6:1"}},
		},
		{
			name: "'FILE, Line N, Column C' under the message (slim-view)", rule: "proseLoc",
			lines: []string{"Slim::Parser::SyntaxError: Expected attribute", "  app/views/carts/show.html.slim, Line 6, Column 33",
				"    p.total[data-total=@cart.total = @cart.total", "                                   ^", "  Use --trace for backtrace."},
			want: []problem{{"error", "Expected attribute", "app/views/carts/show.html.slim:6:33"}},
		},
		{
			name: "a place alone, its code frame, then the message (puglint-view)", rule: "placed-over",
			lines: []string{"views/cart.pug:4:3", "    2| ", "    3| block content", "  > 4|   DIV#cart", "---------^",
				"    5|     h1= title", "", "All tags must be written in lower case", ""},
			want: []problem{{"error", "All tags must be written in lower case", "views/cart.pug:4:3"}},
		},
		{
			name: "a bullet's place over the next bullet's error, a tally before (escheck-version)", rule: "placed-over, tally",
			lines: []string{"info: ES-Check: checking 2 files...", "error: ES-Check: there were 2 ES version matching errors.", "info: ",
				"      ES-Check Error:", "      ----", "      · erroring file: dist/cart.js at dist/cart.js:6:29",
				"      · error: SyntaxError: Assigning to rvalue (6:29)", "      · see the printed err.stack below for context", "      ----"},
			want: []problem{{"error", "SyntaxError: Assigning to rvalue", "dist/cart.js:6:29"}},
		},
		{
			name: "a row's level after its place, info none (rstcheck-docs)", rule: "level-rows",
			lines: []string{"docs/index.rst:13: (WARNING/2) Title underline too short.",
				`docs/index.rst:15: (INFO/1) Hyperlink target "the cart endpoint" is not referenced.`},
			want: []problem{{"warning", "Title underline too short.", "docs/index.rst:13"}},
		},
		{
			name: "an exception's first line at the app's place, its class last (haml-view)", rule: "classed-trace",
			lines: []string{"app/views/carts/show.html.haml:6:in `render': Inconsistent indentation: 7 spaces used for indentation, but the rest of the document was indented using 2 spaces. (Haml::SyntaxError)",
				"\tfrom /usr/lib/x86_64-linux-gnu/rubygems-integration/3.1.0/gems/haml-6.1.1/lib/haml/cli.rb:16:in `eval'", "\tfrom /usr/bin/haml:25:in `<main>'"},
			want: []problem{{"error", "Inconsistent indentation: 7 spaces used for indentation, but the rest of the document was indented using 2 spaces.", "app/views/carts/show.html.haml:6"}},
		},
		{
			name: "an error 'in file PATH :message', no line (swag-init)", rule: "in-file",
			lines: []string{"2026/12/02 08:26:21 Generate general API Info, search dir:./",
				"2026/12/02 08:26:22 ParseComment error in file /project/handlers/cart.go :cannot find type definition: handlers.CartView"},
			want: []problem{{"error", "cannot find type definition: handlers.CartView", "/project/handlers/cart.go"}},
		},
		{
			name: "'file PATH test failed' recaps the error above (nginx-config)", rule: "in-file",
			lines: []string{`2026/11/24 22:01:16 [emerg] 28814#28814: invalid parameter "root" in /project/broken.conf:8`,
				"nginx: configuration file /project/broken.conf test failed"},
			want: []problem{{"error", `invalid parameter "root"`, "/project/broken.conf:8"}},
		},
		{
			name: "a docs link, then the place indented under the message; a summary over counts (relay-field)", rule: "docsLink, onlyTallies",
			lines: []string{"[ERROR] Error: ✖︎ The type `Cart` has no field `totl`. Did you mean `total`?",
				"See https://relay.dev/docs/error-reference/unknown-field/", "", "  src/CartView.tsx:9:11", "    8 │           id",
				"    9 │           totl", "      │           ^^^^", "", "[ERROR] Compilation failed.",
				"[ERROR] Unable to run relay compiler. Error details: ", "Failed to build:", " - Validation errors: 1 error(s) encountered above."},
			want: []problem{{"error", "The type `Cart` has no field `totl`. Did you mean `total`?", "src/CartView.tsx:9:11"}},
		},
		{
			name: "status rows, each failure once (linkinator-site)", rule: "status-rows",
			lines: []string{"→ crawling site", "[200] site", "[404] site/cart.html", "[200] site/about.html", "",
				"  [200] site", "site", "  [404] site/cart.html", "ERROR: Detected 1 broken links. Scanned 3 links in 0.361 seconds."},
			want: []problem{{"error", "[404] site/cart.html", ""}},
		},
		{
			name: "a file alone over the count of files left unsorted (sortpkg-check)", rule: "header-rows",
			lines: []string{"package.json", "", "Found 1 file.", "1 file was not sorted."},
			want:  []problem{{"error", "1 file was not sorted.", "package.json"}},
		},
		{
			name: "a closing tally (linkinator-site)", rule: "tally",
			lines: []string{"ERROR: Detected 4 broken links. Scanned 7 links in 0.361 seconds."},
		},
	}
	checkRuleCases(t, tests)
}

func TestPlaceInWords(t *testing.T) {
	tests := []struct{ in, pos, msg string }{
		{`"it is" is wordy or unneeded on line 3 at column 50`, "3:50", `"it is" is wordy or unneeded`},
		{"Missing semicolon at line 4, column 2", "4:2", "Missing semicolon"},
		{"Unknown property 'colr' (line 9)", "9", "Unknown property 'colr'"},
		{"Unexpected token on line 7.", "7", "Unexpected token"},
		{"see line 7 of the docs for more", "", ""}, // words after the place: no row
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			pos, msg := placeInWords(tt.in)
			assert.Equal(t, tt.pos, pos)
			assert.Equal(t, tt.msg, msg)
		})
	}
}

func TestHeadedFile(t *testing.T) {
	tests := []struct{ in, want string }{
		{"styl/cart.styl", "styl/cart.styl"},
		{"In docs/checkout.md", "docs/checkout.md"},
		{"Validation Results for openapi.yaml:", "openapi.yaml"},
		{"from /project/src/cart.ts:", "/project/src/cart.ts"},
		{"[src/a.ts]", "src/a.ts"},
		{"src/a.ts:3:4", ""},                           // a place, not a header
		{"Error in src/a.ts", ""},                      // a problem's words
		{"Compiling /project/node_modules/x/a.js", ""}, // a library's
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			assert.Equal(t, tt.want, headedFile(tt.in, ""))
		})
	}
}
