package sourcemap

import (
	"fmt"
	"net/http"
	"os"
	"path/filepath"
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
		{"other code", "var _jsx = (0, _react.jsx)(App, {});", "App", "root.render(<App />);", 0, ""},
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

// hidden-source-map (webpack) and build.sourcemap 'hidden' (Vite) write
// no comment; the map beside the script is taken, but only if it is a map
// of that script: a dev server answering every path with its page, or a
// map of another file, is no map.
func TestMapBesideTheScript(t *testing.T) {
	srv := newServer(t, func(w http.ResponseWriter, req *http.Request) {
		switch req.URL.Path {
		case "/hidden.js", "/spa.js", "/other.js", "/none.js":
			fmt.Fprint(w, "x\ny\n")
		case "/hidden.js.map":
			fmt.Fprint(w, `{"version":3,"file":"hidden.js","sources":["src/a.ts"],"names":[],"mappings":"AAAA;AACA","sourcesContent":["a\nb\n"]}`)
		case "/spa.js.map":
			fmt.Fprint(w, "<!doctype html><title>app</title>")
		case "/other.js.map":
			fmt.Fprint(w, `{"version":3,"file":"vendor.js","sources":["v.js"],"names":[],"mappings":"AAAA"}`)
		default:
			http.NotFound(w, req)
		}
	})
	r := New(Config{})
	defer r.Close()
	for _, p := range []string{"/hidden.js", "/spa.js", "/other.js", "/none.js"} {
		r.Lookup(srv.URL+p, 2, 1)
	}
	waitIdle(t, r)

	res := r.Lookup(srv.URL+"/hidden.js?v=3", 2, 1)
	waitIdle(t, r)
	res = r.Lookup(srv.URL+"/hidden.js?v=3", 2, 1)
	require.Equal(t, Mapped, res.Status, res.Reason)
	assert.Equal(t, "src/a.ts", res.Source)
	assert.Equal(t, 2, res.Line)
	for _, p := range []string{"/spa.js", "/other.js", "/none.js"} {
		res := r.Lookup(srv.URL+p, 2, 1)
		assert.Equal(t, NoMap, res.Status, p)
		assert.Contains(t, res.Reason, "no map beside it", p)
	}
}

// A source the map carries no text of is read from the project's files:
// only under Config.FileRoots, only a source file, never through a link
// out of the roots.
func TestSourcesFromDisk(t *testing.T) {
	base := t.TempDir()
	project := filepath.Join(base, "app")
	writeFile(t, project, "src/a.ts", "const a = 1;\n  throw new Error(\"a\");\n")
	writeFile(t, base, "secret/b.ts", "const b = 'secret';\n  throw new Error(\"b\");\n")
	writeFile(t, project, "src/notes.txt", "line one\n  line two\n")
	require.NoError(t, os.Symlink(filepath.Join(base, "secret", "b.ts"), filepath.Join(project, "src", "linked.ts")))

	nosources := func(source string) string {
		return fmt.Sprintf(`{"version":3,"sources":[%q],"names":[],"mappings":"AAAA;AACA"}`, source)
	}
	srv := newServer(t, func(w http.ResponseWriter, req *http.Request) {
		src := map[string]string{
			"/a.js": "webpack://app/./src/a.ts", "/abs.js": filepath.Join(project, "src", "a.ts"),
			"/b.js": "../secret/b.ts", "/txt.js": "src/notes.txt", "/link.js": "src/linked.ts",
		}[req.URL.Path]
		fmt.Fprint(w, inline("x\n  y", nosources(src)))
	})
	r := New(Config{FileRoots: func() []string { return []string{project} }})
	defer r.Close()
	tests := []struct {
		path, context string
	}{
		{"/a.js", "> " + `  throw new Error("a");`},
		{"/abs.js", "> " + `  throw new Error("a");`},
		{"/b.js", ""},   // leaves the project
		{"/txt.js", ""}, // not a source file
		{"/link.js", ""},
	}
	for _, tt := range tests {
		r.Lookup(srv.URL+tt.path, 2, 3)
	}
	waitIdle(t, r)
	for _, tt := range tests {
		t.Run(tt.path, func(t *testing.T) {
			res := r.Lookup(srv.URL+tt.path, 2, 3)
			require.Equal(t, Mapped, res.Status, res.Reason)
			assert.Equal(t, 2, res.Line)
			if tt.context == "" {
				assert.Empty(t, res.Context)
				return
			}
			assert.Contains(t, res.Context, tt.context)
			assert.Equal(t, 3, res.Column, "past the indentation, now that the line is known")
		})
	}

	none := New(Config{})
	defer none.Close()
	none.Lookup(srv.URL+"/a.js", 2, 3)
	waitIdle(t, none)
	assert.Empty(t, none.Lookup(srv.URL+"/a.js", 2, 3).Context, "no roots, no disk")
}

// ignoreList and its older name x_google_ignoreList, in a plain map and in
// the sections of an index map, with a sourceRoot, mark their sources.
func TestIgnoreList(t *testing.T) {
	maps := map[string]string{
		"/plain.js":  `{"version":3,"sources":["lib.js","app.js"],"ignoreList":[0],"names":[],"mappings":"AAAA;ACAA"}`,
		"/google.js": `{"version":3,"sourceRoot":"/src/","sources":["lib.js","app.js"],"x_google_ignoreList":[0],"names":[],"mappings":"AAAA;ACAA"}`,
		"/index.js": `{"version":3,"sections":[` +
			`{"offset":{"line":0,"column":0},"map":{"version":3,"sources":["app.js"],"names":[],"mappings":"AAAA"}},` +
			`{"offset":{"line":1,"column":0},"map":{"version":3,"sources":["lib.js"],"ignoreList":[0,7],"names":[],"mappings":"AAAA"}}]}`,
	}
	srv := newServer(t, func(w http.ResponseWriter, req *http.Request) { fmt.Fprint(w, inline("x\ny", maps[req.URL.Path])) })
	r := New(Config{})
	defer r.Close()
	for p := range maps {
		r.Lookup(srv.URL+p, 1, 1)
	}
	waitIdle(t, r)
	for p, libLine := range map[string]int{"/plain.js": 1, "/google.js": 1, "/index.js": 2} {
		for line := 1; line <= 2; line++ {
			res := r.Lookup(srv.URL+p, line, 1)
			require.Equal(t, Mapped, res.Status, res.Reason)
			assert.Equal(t, line == libLine, res.Ignored, "%s line %d: %s", p, line, res.Source)
		}
	}
}

// A map may start with the specification's XSSI guard line, or a byte
// order mark.
func TestMapPrefixes(t *testing.T) {
	for name, prefix := range map[string]string{"guard": ")]}'\n", "guard, no newline": ")]}'", "BOM": "\xef\xbb\xbf"} {
		t.Run(name, func(t *testing.T) {
			m, err := parseMap([]byte(prefix+tinyMap), "http://localhost/a.js")
			require.NoError(t, err)
			res := m.resolve(2, 1, lookupEnv{})
			require.Equal(t, Mapped, res.Status, res.Reason)
			assert.Equal(t, "src/a.ts", res.Source)
		})
	}
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

// A generated-only segment (one field) maps nothing, and a column before
// a line's first segment is looked up at that segment, not on the line
// before. go-sourcemap alone answers both with the segment before: 1:2.
func TestGeneratedOnlyAndLeadingColumns(t *testing.T) {
	// Line 1: column 0 → a.js 1:0, column 2 → 1:1, column 4 generated
	// only. Line 2: column 4 → 2:0.
	m, err := parseMap([]byte(`{"version":3,"sources":["a.js"],"names":[],"mappings":"AAAA,EAAC,E;IACD","sourcesContent":["one\ntwo\n"]}`), "http://localhost/a.js")
	require.NoError(t, err)
	tests := []struct {
		line, column int
		want         string // "line:column", "" for NoMap
	}{
		{1, 1, "1:1"},
		{1, 3, "1:2"},
		{1, 5, ""},
		{1, 9, ""},
		{2, 1, "2:1"},
		{2, 6, "2:1"},
	}
	for _, tt := range tests {
		res := m.resolve(tt.line, tt.column, lookupEnv{})
		if tt.want == "" {
			assert.Equal(t, NoMap, res.Status, "%d:%d", tt.line, tt.column)
			continue
		}
		require.Equal(t, Mapped, res.Status, "%d:%d: %s", tt.line, tt.column, res.Reason)
		assert.Equal(t, tt.want, fmt.Sprintf("%d:%d", res.Line, res.Column), "%d:%d", tt.line, tt.column)
	}
	assert.Equal(t, []segment{{0, false}, {2, false}, {4, true}}, lineSegments("AAAA,EAAC,E"))
	assert.Equal(t, []segment{{4, false}}, lineSegments("IACD"))
	assert.Equal(t, []segment{{1000, false}, {990, false}}, lineSegments("w+BAAA,VAAA"), "multi-digit and negative deltas")
}

// Sources read from disk count against the cache's budget, with the map
// that named them.
func TestSourcesFromDiskAreCharged(t *testing.T) {
	project := t.TempDir()
	big := strings.Repeat("// filler line\n", 20000) + "  throw new Error(\"a\");\n" // 300 KB
	writeFile(t, project, "src/a.ts", big)
	srv := newServer(t, func(w http.ResponseWriter, req *http.Request) {
		fmt.Fprint(w, inline("x", `{"version":3,"sources":["src/a.ts"],"names":[],"mappings":"AAAA"}`))
	})
	r := New(Config{FileRoots: func() []string { return []string{project} }})
	defer r.Close()
	r.Lookup(srv.URL+"/a.js", 1, 1)
	waitIdle(t, r)
	before := r.Stats().Bytes
	res := r.Lookup(srv.URL+"/a.js", 1, 1)
	require.Equal(t, Mapped, res.Status, res.Reason)
	require.NotEmpty(t, res.Context)
	after := r.Stats().Bytes
	assert.GreaterOrEqual(t, after-before, int64(len(big)))
	r.Lookup(srv.URL+"/a.js", 1, 1)
	assert.Equal(t, after, r.Stats().Bytes, "read once")
}
