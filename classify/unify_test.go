package classify

import "testing"

// Place forms the one place reader learnt from blind rounds 8 and 10
// (testdata/blind): a quoted path with a "file:" URI's scheme and a
// line.column range, and a file named last over a code frame whose only
// mark is the caret under its row. The lines are the recordings' own.
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
	})
}
