package classify

import "testing"

// Places written line first, in the message or on the line under it;
// the lines are round 8's and round 9's recordings (testdata/blind).
func TestPlaceLineFirst(t *testing.T) {
	checkRuleCases(t, []ruleCase{
		{
			name: "libsass error, the place on the line under",
			rule: "placeUnder",
			lines: []string{
				`Error: Invalid CSS after "    margin": expected "}", was ": 0;"`,
				`        on line 8:5 of scss/site.scss`,
				`>>     margin: 0;`,
				``,
				`   ----^`,
			},
			want: []problem{{"error", `Invalid CSS after "    margin": expected "}", was ": 0;"`, "scss/site.scss:8:5"}},
		},
		{
			name: "libsass warning, the innermost place and not its caller's",
			rule: "placeUnder",
			lines: []string{
				"WARNING: rem() expects px, got a unitless 24",
				"         on line 3:52 of scss/site.scss, in function `rem`",
				"         from line 10:12 of scss/site.scss",
				"",
			},
			want: []problem{{"warning", "rem() expects px, got a unitless 24", "scss/site.scss:3:52"}},
		},
		{
			name: "the line in the message, the file alone under it",
			rule: "placeUnder",
			lines: []string{
				"Failed at: src/cart.ls",
				"SyntaxError: missing `\"` on line 7",
				"at src/cart.ls",
				"    at carp (/project/node_modules/livescript/lib/lexer.js:1226:9)",
				"    at exports.carp (/project/node_modules/livescript/lib/lexer.js:1220:3)",
			},
			want: []problem{{"error", "missing `\"`", "src/cart.ls:7"}},
		},
		{
			name: "swig: the place at the message's end, line first",
			rule: "lineFirst",
			lines: []string{
				"/project/node_modules/swig/lib/utils.js:183",
				"  throw new Error(message + '.');",
				"  ^",
				"",
				`Error: Unexpected end of tag "fi" on line 12 in file /project/views/product.html.`,
				"    at exports.throwError (/project/node_modules/swig/lib/utils.js:183:9)",
				"    at parseTag (/project/node_modules/swig/lib/parser.js:532:15)",
				"",
				"Node.js v20.20.2",
			},
			want: []problem{{"error", `Unexpected end of tag "fi"`, "/project/views/product.html:12"}},
		},
	})
}
