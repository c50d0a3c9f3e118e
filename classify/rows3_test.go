package classify

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestHeaderRows feeds lines of round 4's recordings (trimmed to a row or
// two) and a near miss of each shape.
func TestHeaderRows(t *testing.T) {
	tests := []struct {
		name  string
		lines []string
		want  []row
	}{
		{"rows the rule's id ends", []string{"/project/schema.graphql",
			"2:1  The fields of object type `Query` should be sorted in alphabetical order. Expected sorting: product, products type-fields-sorted-alphabetically",
			"10:3 The field `Product.name` is missing a description.                                                            fields-have-descriptions         "},
			[]row{{Error, "The fields of object type `Query` should be sorted in alphabetical order. Expected sorting: product, products", "/project/schema.graphql:2:1"},
				{Error, "The field `Product.name` is missing a description.", "/project/schema.graphql:10:3"}}},
		{"a row whose last word is no rule's id", []string{"/project/schema.graphql", "2:1  The fields are sorted"}, nil},
		{"a severity label before the place", []string{"src/cart.ts:5:5",
			"ERROR: 5:9   prefer-const    Identifier 'count' is never reassigned; use 'const' instead of 'var'.",
			`ERROR: 6:17  quotemark       " should be '`},
			[]row{{Error, "Identifier 'count' is never reassigned; use 'const' instead of 'var'.", "src/cart.ts:5:9"}, {Error, `" should be '`, "src/cart.ts:6:17"}}},
		{"a file label, a metadata line, stylish rows", []string{"File: index.html", "Config file: /project/.linthtmlrc.json", ` 7:5   error  The "alt" attribute must be set for <img> tag  img-req-alt `},
			[]row{{Error, `The "alt" attribute must be set for <img> tag`, "index.html:7:5"}}},
		{"a table between pipes", []string{"FILE: /project/src/Cart.php", "----------------------------------------------------------------------",
			"FOUND 2 ERRORS AFFECTING 2 LINES", "----------------------------------------------------------------------",
			"  9 | ERROR | [x] Opening brace should be on a new line", ` 14 | ERROR | [ ] Visibility must be declared on method "total"`},
			[]row{{Error, "Opening brace should be on a new line", "/project/src/Cart.php:9"}, {Error, `Visibility must be declared on method "total"`, "/project/src/Cart.php:14"}}},
		{"a table's cell wrapped", []string{"== [orders.sql] FAIL", "L:   1 | P:   1 | L036 | Select targets should be on a new line unless there is",
			"                       | only one select target.", "L:   5 | P:   9 |  PRS | Line 5, Position 9: Found unparsable section: ' OFFSET'"},
			[]row{{Error, "Select targets should be on a new line unless there is only one select target.", "orders.sql:1:1"}, {Error, "Found unparsable section: ' OFFSET'", "orders.sql:5:9"}}},
		{"a table under no file", []string{"  9 | ERROR | [x] Opening brace should be on a new line"}, nil},
		{"a table of numbers", []string{"FILE: src/a.php", " 1 | 20 | 300 ms"}, nil},
		{"bullets of a file and their detail", []string{"# css/site.css", "    * Invalid value for `display` property",
			"      syntax: [ <display-outside> || <display-inside> ] | <display-listitem>", "       value: flexx", "      --------^", "    * Unknown property `colr`"},
			[]row{{Error, "Invalid value for `display` property", "css/site.css"}, {Error, "Unknown property `colr`", "css/site.css"}}},
		{"a heading that is no file", []string{"# Setup", "* Run the dev server"}, nil},
		{"a severity over a rule and the place", []string{"Error ------------------------------------------- src/cart.js:9:30", "",
			"Cannot assign `total(...)` to `label` because `number` [1] is incompatible with `string` [2]. [incompatible-type]"},
			[]row{{Error, "Cannot assign `total(...)` to `label` because `number` [1] is incompatible with `string` [2]. [incompatible-type]", "src/cart.js:9:30"}}},
		{"a rule before a library's place", []string{"Error ----------- node_modules/x/index.js:3:1", "", "Cannot assign x"}, nil},
		{"a failed check's mark over its file", []string{"    ✘ tax is added on top", "        File test/price.test.js:5:10", "        Code ERR_ASSERTION", "      Actual:", "      200", "  ● adds tax to the price › 21.718948ms"},
			[]row{{Error, "tax is added on top", "test/price.test.js:5:10"}}},
		{"a mark over no place is a result row", []string{"    ✘ tax is added on top", "      Actual: 200"}, nil},
		{"a mark over an error that says more", []string{"✖ Generate [FAILED: GraphQL Document Validation failed with 1 errors;", `  Error 0: Cannot query field "emial" on type "User".`, "    at /project/src/queries.graphql:4:5]"},
			[]row{{Error, `Cannot query field "emial" on type "User".`, "/project/src/queries.graphql:4:5"}}},
		{"an issue label over its severity and location", []string{">> Issue: [B404:blacklist] Consider possible security implications associated with subprocess module.",
			"   Severity: Low   Confidence: High", "   Location: shop/orders.py:1", "   More Info: https://bandit.readthedocs.io/en/latest/", "1\timport subprocess"},
			[]row{{Warning, "[B404:blacklist] Consider possible security implications associated with subprocess module.", "shop/orders.py:1"}}},
		{"the place last after a tag and a severity", []string{`<markuplint> error: The "div" element is not allowed in the "ul" element in this context (permitted-contents) /project/index.html:9:7`, "  8: ••••<ul>", "  9: ••••••<div>Apples</div>"},
			[]row{{Error, `The "div" element is not allowed in the "ul" element in this context (permitted-contents)`, "/project/index.html:9:7"}}},
		{"the place last of a library is no row's", []string{"warning: deprecated call in node_modules/x/a.js:3:1"},
			[]row{{Warning, "deprecated call in node_modules/x/a.js:3:1", ""}}}, // the generic layer's warning, placed nowhere
		{"a file that failed a check", []string{"src/CartItem.js failed for `.js` rules: kebabcase"},
			[]row{{Error, "failed for `.js` rules: kebabcase", "src/CartItem.js"}}},
		{"a word that failed", []string{"build failed after 3 s"}, nil},
		{"the line and column in words over an excerpt and its caret", []string{"File: config.json", "Parse error on line 6, column 3:", `...  "name": "shop",  },  "debug": true}...`, "----------------------^", "Expected double-quoted property name"},
			[]row{{Error, "Expected double-quoted property name", "config.json:6:3"}}},
		{"the line and column in words over no caret", []string{"File: config.json", "Parse error on line 6, column 3:", "", "done"},
			[]row{{Error, "Parse error on line 6, column 3", "config.json:6:3"}}},
		{"an error's quoted source line unindented", []string{"Parse error at src/cart.js:9,61", "const cart = { items: [], add(item) { this.items.push(item) };", "                                                             ^", "ERROR: Unexpected token: punc «;», expected: punc «,»"},
			[]row{{Error, "Unexpected token: punc «;», expected: punc «,»", "src/cart.js:9:61"}}},
		{"a template's fuller path", []string{`Error: add site dependencies: load resources: loading templates: "/project/layouts/index.html:8:1": parse failed: template: index.html:8: unexpected "}" in end`},
			[]row{{Error, `Error: add site dependencies: load resources: loading templates: "/project/layouts/index.html:8:1": parse failed: template: index.html:8: unexpected "}" in end`, "/project/layouts/index.html:8:1"}}},
		{"a marked error's bracketed fields, the place in words last", []string{`(✗) Error [ error=failed to generate code for "/project/views/cart.templ": /project/views/cart.templ parsing error: for: expected nodes, but none were found: line 11, col 24 ]`, "(✗) Command failed: generation completed with 1 errors"},
			[]row{{Error, `failed to generate code for "/project/views/cart.templ": /project/views/cart.templ parsing error: for: expected nodes, but none were found`, "/project/views/cart.templ:11:24"}}},
		{"a line and column in words with no file", []string{"Error: unexpected end of input: line 3, col 1"},
			[]row{{Error, "unexpected end of input: line 3, col 1", ""}}},
		{"a timed result row is no jest header", []string{"  ● adds tax to the price › 4.979946ms"}, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.want, rowsOf(t, tt.lines...))
		})
	}
}

// A row with a severity word and the place last in brackets, under a
// file named alone (js-yaml through yaml-lint, round 8).
func TestParenLastRow(t *testing.T) {
	checkRuleCases(t, []ruleCase{{
		name: "yaml-lint",
		rule: "parenLast",
		lines: []string{
			"",
			"/project/config.yml",
			"",
			" ERROR  bad indentation of a mapping entry (6:8)",
			"",
			" 3 |   host: localhost",
			" 4 | database:",
			" 6 |    pool: 5",
			"------------^",
		},
		want: []problem{{"error", "bad indentation of a mapping entry", "/project/config.yml:6:8"}},
	}})
}

// Numbered rows with the place at the end in words, each over its source
// line, under the command and the file it checked (JSLint, round 9).
func TestNumberedRowPlaceLast(t *testing.T) {
	checkRuleCases(t, []ruleCase{{
		name: "jslint",
		rule: "numberedRow",
		lines: []string{
			"\x1b[1mjslint src/cart.js\x1b[22m",
			" 1. \x1b[31mExpected ';' and instead saw '}'.\x1b[39m \x1b[90m// line 5, column 30\x1b[39m",
			"    sum = sum + item.price",
			" 2. \x1b[31mUnexpected '.'.\x1b[39m \x1b[90m// line 12, column 48\x1b[39m",
			`    el.textContent = "$" + (total(items) / 100).toFixed(2);`,
		},
		want: []problem{
			{"warning", "Expected ';' and instead saw '}'.", "src/cart.js:5:30"},
			{"warning", "Unexpected '.'.", "src/cart.js:12:48"},
		},
	}})
}
