package classify

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestPlainRows feeds lines of round 5's recordings (trimmed to a row or
// two) and a near miss of each shape: a place and a message with no cue
// is a problem when the row's shape and words say a report.
func TestPlainRows(t *testing.T) {
	tests := []struct {
		name  string
		lines []string
		want  []row
	}{
		{"a column and a quoted name", []string{"shop/cart.py:1:1: 'os' imported but unused", "shop/cart.py:15:60: undefined name 'count'"},
			[]row{{Error, "'os' imported but unused", "shop/cart.py:1:1"}, {Error, "undefined name 'count'", "shop/cart.py:15:60"}}},
		{"a line and a problem word", []string{"shop/cart.py:14: unused function 'to_json' (60% confidence)"},
			[]row{{Error, "unused function 'to_json' (60% confidence)", "shop/cart.py:14"}}},
		{"a line and a replacement", []string{"docs/orders.md:3: recieved ==> received"},
			[]row{{Error, "recieved ==> received", "docs/orders.md:3"}}},
		{"a column of rule names", []string{"/project/src/Cart.php:21  ShortVariable          Avoid variables with short names like $t. Configured minimum length is 3."},
			[]row{{Error, "Avoid variables with short names like $t. Configured minimum length is 3.", "/project/src/Cart.php:21"}}},
		{"a name after a dash", []string{"src/money.ts:5 - parsePrice"},
			[]row{{Warning, "parsePrice", "src/money.ts:5"}}},
		{"a rule's name after the column, no space (a hand-written line)", []string{"README.md:3:5:Docs.Spelling:Did you really mean 'teh'?"},
			[]row{{Error, "Docs.Spelling:Did you really mean 'teh'?", "README.md:3:5"}}},
		{"a colon starts the message", []string{"css/site.css:10:1: :has() CSS relational pseudo-class not supported by: IE (11) (css-has)"},
			[]row{{Error, ":has() CSS relational pseudo-class not supported by: IE (11) (css-has)", "css/site.css:10:1"}}},
		{"a heading over its message", []string{"shop/cart.py:7 in public function `total`:", "        D103: Missing docstring in public function"},
			[]row{{Error, "D103: Missing docstring in public function", "shop/cart.py:7"}}},
		// Near misses: what went well, frames, notes, a library's place.
		{"a logger's report of work done", []string{"src/jobs/sync.py:12: synced 3 orders"}, nil},
		{"an indented row is a frame", []string{"  shop/cart.py:14: unused function 'to_json'"}, nil},
		{"a frame's function", []string{"test_orders.py:11: in test_parse_missing_qty"}, nil},
		{"a note pointing elsewhere", []string{"src/main.c:10:5: called from here"}, nil},
		{"a library's row", []string{"/usr/lib/python3/dist-packages/six.py:14: unused import 'os'"}, nil},
		{"a name after a colon and no column", []string{"app/jobs.py:42: started"}, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.want, rowsOf(t, tt.lines...))
		})
	}
}

// TestCuedPlaces feeds cued lines whose place stands alone or first in
// the message, from round 5's recordings.
func TestCuedPlaces(t *testing.T) {
	tests := []struct {
		name  string
		lines []string
		want  []row
	}{
		{"a padded label over the message", []string{"[ ERROR ]  TypeScript: src/components/shop-cart/shop-cart.tsx:8:11", "           Type 'number' is not assignable to type 'string'.", ""},
			[]row{{Error, "Type 'number' is not assignable to type 'string'.", "src/components/shop-cart/shop-cart.tsx:8:11"}}},
		{"a file first in the message", []string{"ERROR: /project/shop/cart.py Imports are incorrectly sorted and/or formatted."},
			[]row{{Error, "Imports are incorrectly sorted and/or formatted.", "/project/shop/cart.py"}}},
		{"a file and a colon is left to the block", []string{"[error] src/broken.js: SyntaxError: Unexpected token (1:11)"},
			[]row{{Error, "SyntaxError: Unexpected token (1:11)", "src/broken.js:1:11"}}},
		{"a count after a report restates it", []string{"src/index.ts(7,16): error TS2322: Type 'string' is not assignable to type 'number'.", "", "Error: Compiled with errors"},
			[]row{{Error, "TS2322: Type 'string' is not assignable to type 'number'.", "src/index.ts:7:16"}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.want, rowsOf(t, tt.lines...))
		})
	}
}

// TestMarkedRows feeds rows under a file header whose severity is a mark.
func TestMarkedRows(t *testing.T) {
	tests := []struct {
		name  string
		lines []string
		want  []row
	}{
		{"a mark after a padded place, detail under it", []string{"src/cart.js",
			"    02:01 ❌ invalid indent style: tab, expected: space",
			"                 (EditorConfig indent_style             https://goo.gl/8Qkrbr)",
			"    02:22 ❌ unexpected trailing whitespace"},
			[]row{{Error, "invalid indent style: tab, expected: space", "src/cart.js:2:1"}, {Error, "unexpected trailing whitespace", "src/cart.js:2:22"}}},
		{"marked rows with no line, then the counts", []string{"", "./package.json",
			"✖ require-license - node: license - license is required", "1 errors", "0 warnings"},
			[]row{{Error, "require-license - node: license - license is required", "./package.json"}}},
		{"a marked count is no row", []string{"scss/cart.scss", "  10:10  ✖  Invalid hex color \"#ggg\"   color-no-invalid-hex", "", "✖ 1 problem (1 error, 0 warnings)"},
			[]row{{Error, "Invalid hex color \"#ggg\" (color-no-invalid-hex)", "scss/cart.scss:10:10"}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.want, rowsOf(t, tt.lines...))
		})
	}
}
