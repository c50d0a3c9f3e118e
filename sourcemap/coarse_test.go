package sourcemap

import (
	"fmt"
	"net/http"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestRefineColumn(t *testing.T) {
	tests := []struct {
		name      string
		gen, at   string // the generated line, and the text at the browser's column
		orig      string
		seg       int    // the segment's column in orig
		wantInOrg string // the text at the answer, "" for seg kept
	}{
		{"same text", "    throw new RangeError(\"x\");", "new", "    throw new RangeError(\"x\");", 0, "new RangeError"},
		{"other indentation", "      return this.items.reduce((s, i) => s + price(i), 0);", "price",
			"    return this.items.reduce((s, i) => s + price(i), 0);", 4, "price(i)"},
		{"import rewritten before the position", "  return new _cart_js__WEBPACK_IMPORTED_MODULE_0__.Cart(items);", "new",
			"  return new Cart(items);", 0, "new Cart"},
		{"a repeated call told apart by what precedes it", "  a(x); b(x);", "(x); b", "  a(x); b(x);", 0, "(x); b"},
		{"other code", "var _jsx = (0, _react.jsx)(App, {});", "(0, _react", "root.render(<App />);", 0, ""},
		{"other code, one name in common", "var _jsx = (0, _react.jsx)(App, {});", "App", "root.render(<App />);", 0, "App />"},
		{"a compiled template", `_toDisplayString($setup.total), 1`, "total", `<p class="total">Total: {{ total }}</p>`, 0, "total }}"},
		{"the name twice", "g(total)", "total", "f(total) + total", 0, ""},
		{"the name only quoted", "g(total)", "total", `f("total")`, 0, ""},
		{"a name too short to tell", "g(ab)", "ab", "f(ab)", 0, ""},
		{"only before the segment", "f(xs); g(xs);", "g(", "g(xs); f(xs);", 7, ""},
		{"two places read the same", "x(1)", "x", "x(1) + x(1)", 0, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			col := strings.Index(tt.gen, tt.at)
			require.GreaterOrEqual(t, col, 0)
			got := refineColumn(tt.gen, col, tt.orig, tt.seg)
			if tt.wantInOrg == "" {
				assert.Equal(t, tt.seg, got, "the segment's column stays")
				return
			}
			assert.Equal(t, tt.wantInOrg, tt.orig[got:min(len(tt.orig), got+len(tt.wantInOrg))])
		})
	}
	assert.Equal(t, 0, refineColumn("abc", 7, "abc", 0), "past the generated line")

	// Columns count UTF-16 units: esbuild's ASCII output escapes what the
	// source spells in UTF-8 (3 and 4 bytes, 1 and 2 units).
	gen, orig := `  const s = "\u20ac\u{1f375}"; throw new RangeError(s);`, `  const s = "€🍵"; throw new RangeError(s);`
	assert.Equal(t, 25, refineColumn(gen, strings.Index(gen, "new"), orig, 0), "the new of the original, in UTF-16 units")
}

// A fine map's segments stand: a column is looked for only in a coarse map,
// even where the generated text reads elsewhere in the original line.
func TestFineMapNotRefined(t *testing.T) {
	// Two segments on the line: column 0 → 1:0 and column 3 → 1:3.
	fine := `{"version":3,"sources":["a.js"],"names":[],"mappings":"AAAA,GAAG","sourcesContent":["xx;zzzzzzzzzz; yyyyyyyyyy;\n"]}`
	srv := newServer(t, func(w http.ResponseWriter, req *http.Request) { fmt.Fprint(w, inline("xx;yyyyyyyyyy;", fine)) })
	r := New(Config{})
	defer r.Close()
	r.Lookup(srv.URL+"/a.js", 1, 1)
	waitIdle(t, r)
	res := r.Lookup(srv.URL+"/a.js", 1, 4)
	require.Equal(t, Mapped, res.Status, res.Reason)
	assert.Equal(t, 4, res.Column, "the segment's column, not where the text reads the same (16)")
}

func TestReanchor(t *testing.T) {
	mapped := "import \"preact/debug\";\nimport { render } from \"preact\";\n\ntry {\n  render(<App />, root);\n} catch (err) {\n  report(err);\n}\n"
	tests := []struct {
		name, disk string
		line, want int
	}{
		{"a line added above by a plugin", strings.TrimPrefix(mapped, "import \"preact/debug\";\n"), 5, 4},
		{"the same file", mapped, 5, 5},
		{"the line gone", "try {\n  render(<Other />, root);\n}\n", 5, 0},
		{"too short to tell", strings.TrimPrefix(mapped, "import \"preact/debug\";\n"), 4, 0},
		{"two as near", "  render(<App />, root);\n" + strings.Repeat("x\n", 7) + "  render(<App />, root);\n", 5, 0},
		{"moved, and indented", "// note\ntry {\n    render(<App />, root);\n} catch (e) {\n", 5, 3},
		{"moved, its neighbours changed: left alone", "try {\n  if (ok) {\n    render(<App />, root);\n  }\n", 5, 0},
		{"a line that recurs: only where its neighbours moved with it",
			"  render(<App />, root);\n" + strings.Repeat("x\n", 5) + "try {\n  render(<App />, root);\n} catch (err) {\n", 5, 8},
		{"a line that recurs, its neighbours gone: not that one",
			strings.Repeat("x\n", 6) + "  render(<App />, root);\n", 5, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.want, reanchor(mapped, tt.disk, tt.line))
		})
	}
}
