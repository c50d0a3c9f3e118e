package classify

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// Place forms the one place reader learnt from blind rounds 8, 9 and 10
// (testdata/blind): a quoted path with a "file:" URI's scheme and a
// line.column range; a file named last, over a code frame whose only mark
// is the caret under its row or over the error it announces; a file at a
// message's end after "at", a JSON pointer into it. The lines are the
// recordings' own.
func TestUnifiedPlaceForms(t *testing.T) {
	checkRuleCases(t, []ruleCase{
		{
			name: "the Nu validator's rows: a quoted file: URI, L.C-L.C",
			rule: "findLocAt (a quoted path), trimPath (file:/)",
			lines: []string{
				`"file:/project/index.html":15.11-15.34: error: An “img” element must have an “alt” attribute, except under certain conditions. For details, consult guidance on providing text alternatives for images.`,
				`"file:/project/index.html":16.7-16.25: error: Element “div” not allowed as child of element “ul” in this context. (Suppressing further errors from this subtree.)`,
			},
			want: []problem{
				{"error", "An “img” element must have an “alt” attribute", "/project/index.html:15:11"},
				{"error", "Element “div” not allowed as child of element “ul” in this context.", "/project/index.html:16:7"},
			},
		},
		{
			name: "Smarty's template named as a file: URI in words",
			rule: "proseLoc (trimPath)",
			lines: []string{
				`PHP Fatal error:  Uncaught  --> Smarty Compiler: Syntax error in template "file:/project/templates/cart.tpl"  on line 6 "</ul>"  - Unexpected "`,
				`<", expected one of: "}" <-- `,
				`  thrown in /project/templates/cart.tpl on line 6`,
			},
			want: []problem{{"error", "Syntax error in template", "/project/templates/cart.tpl:6"}},
		},
		{
			name: "jscs: the file named last, the line the row over the caret",
			rule: "fileAtEnd, caretUnder",
			lines: []string{
				"requireSemicolons: Missing semicolon after statement at src/cart.js :",
				"     1 |var total = function(items){",
				"     2 |    var sum = 0",
				"----------------------^",
				"     3 |    for (var i = 0; i < items.length; i++) { sum += items[i].price }",
				"     4 |    return sum",
				"",
				"requireSemicolons: Missing semicolon after statement at src/cart.js :",
				"     1 |var total = function(items){",
				"     2 |    var sum = 0",
				"     3 |    for (var i = 0; i < items.length; i++) { sum += items[i].price }",
				"------------------------------------------------------------------------^",
				"     4 |    return sum",
				"     5 |}",
			},
			want: []problem{
				{"error", "Missing semicolon after statement", "src/cart.js:2:15"},
				{"error", "Missing semicolon after statement", "src/cart.js:3:65"},
			},
		},
		{
			name: "a file named last with no code frame under it is no problem",
			rule: "fileAtEnd (unframed)",
			lines: []string{
				"Watching for changes at src/cart.js :",
				"done",
			},
		},
		{
			name: "twig.js: a template named last, the error on the line under",
			rule: "fileAtEnd (an error's announcement)",
			lines: []string{
				"Error parsing twig template /project/views/order.twig: ",
				"TwigException: Unable to find filter money",
				"<h1>Order 7</h1>",
			},
			want: []problem{{"error", "Unable to find filter money", "/project/views/order.twig"}},
		},
		{
			name: "swagger-jsdoc: an indented \"Error in FILE :\" over the YAML's error",
			rule: "fileAtEnd (an error's announcement)",
			lines: []string{
				"Not all input has been taken into account at your final specification.",
				"Here's the report: ",
				"",
				"",
				" Error in routes/orders.js :",
				"YAMLSemanticError: Expected flow map to end with } at line 3, column 8:",
				"",
				"    summary: One order",
				"       ^",
				"",
				"wrote openapi.json",
			},
			want: []problem{{"error", "Expected flow map to end with }", "routes/orders.js"}},
		},
		{
			name: "quicktype: the file at the message's end, a JSON pointer into it",
			rule: "endingFile (\" at\", \"#\")",
			lines: []string{
				"Error: Key Custmer not in schema object at schemas/order.json#Custmer.",
			},
			want: []problem{{"error", "Key Custmer not in schema object", "schemas/order.json"}},
		},
	})
}

// TestOnePlaceReader checks that the one place reader (findAnyLoc, and
// findLocAt's span) reads a place in each common form, wherever it is in
// the line; the lines are of the kinds the fixtures and blind rounds hold.
func TestOnePlaceReader(t *testing.T) {
	for _, tt := range []struct{ line, want string }{
		{"SomeError: plugin-name: /abs/project/src/app.css:2:1: The actual message", "/abs/project/src/app.css:2:1"},
		{`C:\app\src\x.ts(3,5): error TS2322: Type 'string' is not assignable`, `C:\app\src\x.ts:3:5`},
		{"src/main.js (2:22) [UNRESOLVED_IMPORT] Could not resolve './x'", "src/main.js:2:22"},
		{"  src/a.scss 4:10  root stylesheet", ""}, // spaced: placeIn's, not findAnyLoc's
		{"cart.vala:6.18-6.25: error: The name `x' does not exist", "cart.vala:6:18"},
		{`"file:/project/index.html":15.11-15.34: error: An “img” element must have an “alt” attribute`, "/project/index.html:15:11"},
		{`  File "app/models.py", line 5, in load`, "app/models.py:5"},
		{"The error appears to be in '/app/site.yml': line 5, column 7, but may", "/app/site.yml:5:7"},
		{"Error: missing brace on line 8:5 of scss/site.scss", "scss/site.scss:8:5"},
		{"PHP Parse error:  syntax error, unexpected '}' in /app/index.php on line 6", "/app/index.php:6"},
		{"Twig error in /app/views/a.twig on line 4, column 15", "/app/views/a.twig:4:15"},
		{"    at Object.<anonymous> (file:///app/src/server.mjs:8:11)", "/app/src/server.mjs:8:11"},
		{"[ERROR] /app/src/main/java/App.java:[12,5] cannot find symbol", "/app/src/main/java/App.java:12:5"},
		{"   at Shop.Cart.Total(Cart c) in /app/Services/Cart.cs:line 21", "/app/Services/Cart.cs:21"},
		{"compiled src/a.ts in 20ms", ""},
		{"listening on localhost:3000", ""},
	} {
		assert.Equal(t, tt.want, findAnyLoc(tt.line), tt.line)
	}
	loc, at, end := findLocAt(`"file:/project/index.html":15.11-15.34: error: msg`, true)
	assert.Equal(t, "/project/index.html:15:11", loc)
	assert.Equal(t, 0, at, "the span starts at the quote")
	assert.Equal(t, len(`"file:/project/index.html":15.11-15.34`), end, "and ends after the range")
}
