package sourcemap

import (
	"fmt"
	"net/http"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

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
	assert.Equal(t, []segment{{0, false, 0}, {2, false, 0}, {4, true, 0}}, lineSegments("AAAA,EAAC,E"))
	assert.Equal(t, []segment{{4, false, 0}}, lineSegments("IACD"))
	assert.Equal(t, []segment{{1000, false, 0}, {990, false, 0}}, lineSegments("w+BAAA,VAAA"), "multi-digit and negative deltas")
	assert.Equal(t, []segment{{0, false, 0}, {2, false, 1}, {4, false, -1}}, lineSegments("AAAA,ECAA,EDAA"), "source index deltas")
}

// An index map whose second section starts within the first line, as a
// minified chunk of modules one after another would have it: a position
// before that column is the first section's, and the second section's
// column offset counts on its first line only. go-sourcemap alone gives
// 1:5 to b.js and 2:3 to b.js 1:1.
func TestSectionsStartingWithinALine(t *testing.T) {
	m, err := parseMap([]byte(`{"version":3,"sections":[`+
		`{"offset":{"line":0,"column":0},"map":{"version":3,"sources":["a.js"],"names":[],"mappings":"AAAA","sourcesContent":["alpha();\n"]}},`+
		`{"offset":{"line":0,"column":10},"map":{"version":3,"sources":["b.js"],"ignoreList":[0],"names":[],"mappings":"AAAA;AACA","sourcesContent":["beta();\ngamma();\n"]}}]}`), "http://localhost/x.js")
	require.NoError(t, err)
	tests := []struct {
		line, column int
		want         string
		ignored      bool
	}{
		{1, 5, "a.js:1:1", false},
		{1, 12, "b.js:1:1", true},
		{2, 3, "b.js:2:1", true},
	}
	for _, tt := range tests {
		res := m.resolve(tt.line, tt.column, lookupEnv{})
		require.Equal(t, Mapped, res.Status, "%d:%d: %s", tt.line, tt.column, res.Reason)
		assert.Equal(t, tt.want, fmt.Sprintf("%s:%d:%d", res.Source, res.Line, res.Column), "%d:%d", tt.line, tt.column)
		assert.Equal(t, tt.ignored, res.Ignored)
		assert.NotEmpty(t, res.Context)
	}
	_, err = parseMap([]byte(`{"version":3,"sections":[{"offset":{"line":0,"column":3},"map":{"version":3,"sources":["a"],"mappings":"AKAA"}},{"offset":{"line":0,"column":9},"map":{"version":7}}]}`), "http://localhost/x.js")
	assert.Error(t, err, "a broken section breaks the map")
}
