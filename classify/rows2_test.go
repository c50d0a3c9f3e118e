package classify

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestReportRows(t *testing.T) {
	type row struct {
		kind     Kind
		msg, loc string
	}
	tests := []struct {
		name  string
		lines []string
		want  []row
	}{
		{"a dash row", []string{"src/checkout.js:1:18 - Unknown word (recieved) fix: (received)"},
			[]row{{Error, "Unknown word (recieved) fix: (received)", "src/checkout.js:1:18"}}},
		{"identifier rows", []string{"/project/src/cart.ts:3:14: item", "/project/src/cart.ts:4:17: price"},
			[]row{{Warning, "item", "/project/src/cart.ts:3:14"}, {Warning, "price", "/project/src/cart.ts:4:17"}}},
		{"a logger's place and word", []string{"src/server.ts:12 listening"}, nil},
		{"a logger's place with a column", []string{"src/server.ts:12:3: listening on port 8080"}, nil},
		{"a dash before a number", []string{"src/a.ts:3:1 - 200 ms"}, nil},
		{"a library's identifier row", []string{"node_modules/x/a.ts:3:14: item"}, nil},
		{"the line in words", []string{"Line 5 of /project/welcome.mjml (mj-text) — Attribute colour is illegal"},
			[]row{{Error, "Attribute colour is illegal", "/project/welcome.mjml:5"}}},
		{"the line in words of no file", []string{"Line 5 of the poem — it rhymes"}, nil},
		{"a stylish block", []string{"README.md", "8:5-8:21 warning Unexpected reference to undefined definition  no-undefined-references   remark-lint", "10:2     warning Unexpected ordered list marker    ordered-list-marker-style remark-lint", "", "⚠ 2 warnings"},
			[]row{{Warning, "Unexpected reference to undefined definition", "README.md:8:5"}, {Warning, "Unexpected ordered list marker", "README.md:10:2"}}},
		{"marked rows under a place", []string{"  index.test-d.ts:5:19", "  ✖  5:19  Argument of type string is not assignable.  ", "  ✖  6:0   Expected an error, but found none.", "", "  2 errors"},
			[]row{{Error, "Argument of type string is not assignable.", "index.test-d.ts:5:19"}, {Error, "Expected an error, but found none.", "index.test-d.ts:6:0"}}},
		{"a rule's column before the message", []string{"/project/openapi.yaml", `  1:1  warning  oas3-api-servers       OpenAPI "servers" must be present and non-empty array.`},
			[]row{{Warning, `OpenAPI "servers" must be present and non-empty array.`, "/project/openapi.yaml:1:1"}}},
		{"two coded rows at one column", []string{"shop/views.py:1:12: E231 missing whitespace after ','", "shop/views.py:1:12: E401 multiple imports on one line"},
			[]row{{Warning, "E231: missing whitespace after ','", "shop/views.py:1:12"}, {Warning, "E401: multiple imports on one line", "shop/views.py:1:12"}}},
		{"a row under no file", []string{"8:5 warning Unexpected reference to something"}, nil},
		{"a row with no severity", []string{"README.md", "8:5 Unexpected reference to something"}, nil},
		{"a pointer header over its message", []string{"[1] openapi.yaml:22:17 at #/paths/~1items/get", "", "Can't resolve $ref", "", "20 |   schema:"},
			[]row{{Error, "Can't resolve $ref", "openapi.yaml:22:17"}}},
		{"numbered pointer headers are no multiplexer's", []string{"[1] openapi.yaml:22:17 at #/paths/~1items/get", "", "Can't resolve $ref", "[2] openapi.yaml:13:5 at #/paths/~1items", "", "The operation does not define the path parameter."},
			[]row{{Error, "Can't resolve $ref", "openapi.yaml:22:17"}, {Error, "The operation does not define the path parameter.", "openapi.yaml:13:5"}}},
		{"a file's dump of errors", []string{"user.json invalid", "[", "  {", "    instancePath: '/id',", "    params: { type: 'integer' },", "    message: 'must be integer'", "  }", "]"},
			[]row{{Error, "must be integer", "user.json"}}},
		{"a file invalid over no dump", []string{"user.json invalid", "checked 2 files", "message: 'x y'"}, nil},
		{"a valid file", []string{"user.json valid"}, nil},
		{"an invalid thing that is no file", []string{"token invalid", "[", "  message: 'expired'"}, nil},
		{"a boxed warning", []string{"╔═══════╗", "║  Deprecation warning: Node.js 20 support is ending   ║", "║  You are using Node.js v20.20.2.  ║", "╚═══════╝"},
			[]row{{Warning, "Deprecation warning: Node.js 20 support is ending", ""}}},
		{"a box of news", []string{"│   Update available 1.0.0 → 2.0.0   │", "│   Run: npm i -g x to update   │"}, nil},
		{"a position in parentheses in a file", []string{"Unexpected token (7:1) in views/cart.ejs"},
			[]row{{Error, "Unexpected token", "views/cart.ejs:7:1"}}},
		{"a position in parentheses in no file", []string{"took 3 ms (1:2) in total"}, nil},
		{"numbered rows in words", []string{"csslint: There are 2 problems in /project/css/site.css.", "", "site.css", "1: warning at line 1, col 1", "2 IDs in the selector, really?", "  #header .nav #menu {"},
			[]row{{Warning, "2 IDs in the selector, really?", "/project/css/site.css:1:1"}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var got []row
			for _, f := range classifyLines(t, tt.lines...) {
				if f.Kind == Error || f.Kind == Warning {
					got = append(got, row{f.Kind, f.Message, f.Location})
				}
			}
			assert.Equal(t, tt.want, got)
		})
	}
}

func TestIsRecap(t *testing.T) {
	for _, s := range []string{"⚠ 2 warnings", "2 errors", "❌ Validation failed with 2 errors and 3 warnings.", "✖ 3 problems (2 errors, 1 warning)"[:len("✖ 3 problems")]} {
		assert.True(t, isRecap(s), s)
	}
	for _, s := range []string{"⚠ deprecated option used", "2 errors in the config", "error: 2 files", "Found warnings"} {
		assert.False(t, isRecap(s), s)
	}
}
