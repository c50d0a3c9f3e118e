package sourcemap

import (
	"fmt"
	"net/http"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestFindMapURL(t *testing.T) {
	tests := []struct {
		name   string
		script string
		header http.Header
		want   string
	}{
		{"comment", "x\n//# sourceMappingURL=main.js.map\n", nil, "main.js.map"},
		{"old comment", "x\n//@ sourceMappingURL=main.js.map", nil, "main.js.map"},
		{"indented", "x\n  //# sourceMappingURL=a.map\r\n", nil, "a.map"},
		{"last one wins", "//# sourceMappingURL=old.map\nx\n//# sourceMappingURL=new.map\n", nil, "new.map"},
		{"inside a string is not the script's", "//# sourceMappingURL=real.map\nconst s = \"//# sourceMappingURL=fake.map\";\n", nil, "real.map"},
		{"inside an eval string is not the script's", `eval("x\n//# sourceMappingURL=data:application/json;base64,e30=\n")`, nil, ""},
		{"header wins", "x\n//# sourceMappingURL=comment.map\n", http.Header{"Sourcemap": {"header.map"}}, "header.map"},
		{"old header", "x\n", http.Header{"X-Sourcemap": {"x.map"}}, "x.map"},
		{"block comment", "x\n/*# sourceMappingURL=block.map */\n", nil, "block.map"},
		{"none", "console.log(1)\n", nil, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.want, findMapURL([]byte(tt.script), tt.header))
		})
	}
}

func TestDecodeDataURL(t *testing.T) {
	tests := []struct {
		url, want string
		err       bool
	}{
		{url: "data:application/json;base64,eyJhIjoxfQ==", want: `{"a":1}`},
		{url: "data:application/json;charset=utf-8;base64,eyJhIjoxfQ==", want: `{"a":1}`},
		{url: "data:application/json;base64,eyJhIjoxfQ", want: `{"a":1}`}, // no padding
		{url: "data:application/json,%7B%22a%22%3A1%7D", want: `{"a":1}`},
		{url: "data:application/json;base64,@@", err: true},
		{url: "data:application/json", err: true},
		{url: "file:///etc/passwd", err: true},
	}
	for _, tt := range tests {
		t.Run(tt.url, func(t *testing.T) {
			got, err := decodeDataURL(tt.url)
			if tt.err {
				assert.Error(t, err)
				return
			}
			require.NoError(t, err)
			assert.Equal(t, tt.want, string(got))
		})
	}
}

func TestEvalModules(t *testing.T) {
	chunk, err := os.ReadFile(filepath.Join("testdata", "webpack-eval", "served", "main.js"))
	require.NoError(t, err)
	var urls []string
	for _, m := range evalModules(chunk) {
		urls = append(urls, m.url)
		assert.Regexp(t, `^data:application/json;charset=utf-8;base64,[A-Za-z0-9+/=]+$`, m.mapURL)
	}
	assert.Equal(t, []string{"webpack-internal:///./src/index.js", "webpack-internal:///./src/math.js"}, urls)
}

func TestUnmappedLine(t *testing.T) {
	// Line 2 has no segment: go-sourcemap alone would answer with line 1's.
	m := `{"version":3,"sources":["a.ts"],"names":[],"mappings":"AAAA;;AACA"}`
	srv := newServer(t, func(w http.ResponseWriter, req *http.Request) { fmt.Fprint(w, inline("a\nb\nc", m)) })
	r := New(Config{})
	defer r.Close()
	r.Lookup(srv.URL+"/a.js", 1, 1)
	waitIdle(t, r)

	assert.Equal(t, NoMap, r.Lookup(srv.URL+"/a.js", 2, 1).Status)
	res := r.Lookup(srv.URL+"/a.js", 3, 1)
	assert.Equal(t, Mapped, res.Status)
	assert.Equal(t, 2, res.Line)
	assert.Equal(t, NoMap, r.Lookup(srv.URL+"/a.js", 9, 1).Status, "past the last line")
}
