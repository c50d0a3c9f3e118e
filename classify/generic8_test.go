package classify

import "testing"

// TestRound6Rules holds the general changes blind round 6 drove, on
// lines of its recordings (testdata/blind/round6/, each case names its
// run), read by the full classifier and by the generic layer alone: each
// case reads otherwise without its change.
func TestRound6Rules(t *testing.T) {
	tests := []ruleCase{
		{
			name: "a root file of an extension no list knows, then L:C and a row (tsp-errors)", rule: "rowPlace",
			lines: []string{"TypeSpec compiler v0.63.0", "", "Diagnostics were reported during compilation:", "",
				`main.tsp:1:1 - error import-not-found: Couldn't resolve import "@typespec/http"`, `> 1 | import "@typespec/http";`,
				"    | ^^^^^^^^^^^^^^^^^^^^^^^^", "main.tsp:8:10 - error invalid-ref: Unknown identifier Money", "> 8 |   price: Money;",
				"    |          ^^^^^", "", "Found 5 errors.", ""},
			want: []problem{{"error", `Couldn't resolve import "@typespec/http"`, "main.tsp:1:1"},
				{"error", "Unknown identifier Money", "main.tsp:8:10"}},
		},
		{
			name: "a bracketed place, then a rule's code filed under a catalogue's (gosec-app)", rule: "diagCode",
			lines: []string{"Results:", "", "",
				"[\x1b[30;43m/project/main.go:16\x1b[0m] - G304 (CWE-22): Potential file inclusion via variable (Confidence: HIGH, Severity: MEDIUM)",
				"    15: func loadCatalog(path string) ([]product, error) {", "  > 16: \tdata, err := os.ReadFile(path)",
				"    17: \tvar products []product", "", "Autofix: ", ""},
			want: []problem{{"error", "Potential file inclusion via variable", "/project/main.go:16"}},
		},
		{
			name: "two rows in the same words at two places (gosec-app)", rule: "repeatsRecent",
			lines: []string{"[\x1b[37;40m/project/main.go:34\x1b[0m] - G104 (CWE-703): Errors unhandled (Confidence: HIGH, Severity: LOW)",
				"    33: \t\tdefer f.Close()", "  > 34: \t\tjson.NewEncoder(f).Encode(products)", "", "Autofix: ", "",
				"[\x1b[37;40m/project/main.go:29\x1b[0m] - G104 (CWE-703): Errors unhandled (Confidence: HIGH, Severity: LOW)",
				"    28: \t\tw.Header().Set(\"Content-Type\", \"application/json\")", "", "Autofix: ", ""},
			want: []problem{{"error", "Errors unhandled", "/project/main.go:34"}, {"error", "Errors unhandled", "/project/main.go:29"}},
		},
		{
			name: "a verdict with no count after the rows (syncpack-mismatch)", rule: "tally",
			lines: []string{"= Default Version Group ========================================================", "   1x shop (local)",
				"✗ Issues found"},
		},
		{
			name: "a count of breaking changes (inspector-diff)", rule: "tally",
			lines: []string{"[log] ✔  Field title was added to object type Product", "[error] Detected 2 breaking changes"},
		},
		{
			name: "a path after the error's name, '(L:C):' ending the message over its frame (microbundle-ts)", rule: "pathMsgLoc",
			lines: []string{"at undefined:1:7", "SyntaxError: /project/src/index.ts: Support for the experimental syntax 'flow' isn't currently enabled (1:8):", "",
				"> 1 | export interface Line {", "    |        ^", "  2 |   sku: string;", "",
				"    at constructor (/project/node_modules/@babel/parser/lib/index.js:369:19)", ""},
			want: []problem{{"error", "Support for the experimental syntax 'flow' isn't currently enabled", "/project/src/index.ts:1:8"}},
		},
		{
			name: "a place in parentheses between the error's kind and its message (jekyll-liquid)", rule: "placeMessage",
			lines: []string{"      Generating... ",
				"\x1b[31m  Liquid Exception: Liquid syntax error (/project/_includes/nav.html line 4): Tag '{%' was not properly terminated with regexp: /\\%\\}/ included in /project/_layouts/default.html\x1b[0m",
				"\x1b[31m                    ------------------------------------------------\x1b[0m"},
			want: []problem{{"error", "Tag '{%' was not properly terminated with regexp", "/project/_includes/nav.html:4"}},
		},
		{
			name: "a place, a tab and the code it quotes, no words (errcheck-app)", rule: "quotesCode",
			lines: []string{"main.go:29:28:\tjson.NewEncoder(w).Encode(products)", "main.go:33:16:\tdefer f.Close()",
				"main.go:34:28:\tjson.NewEncoder(f).Encode(products)"},
			want: []problem{{"warning", "json.NewEncoder(w).Encode(products)", "main.go:29:28"},
				{"warning", "defer f.Close()", "main.go:33:16"}, {"warning", "json.NewEncoder(f).Encode(products)", "main.go:34:28"}},
		},
		{
			name: "a test's log row, words after its place, is no code row (quotesCode's guard)", rule: "quotesCode",
			lines: []string{"    cart_test.go:16: expected total(3) to be 300"},
		},
		{
			name: "a host's port is no place (rowPlace's guard)", rule: "rowPlace",
			lines: []string{"error: connect ECONNREFUSED localhost.test:5432"},
			want:  []problem{{"error", "connect ECONNREFUSED localhost.test:5432", ""}},
		},
	}
	checkRuleCases(t, tests)
}
