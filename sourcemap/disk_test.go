package sourcemap

import (
	"context"
	"fmt"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// serverMap maps line 2 of a built server chunk to line 10 of the page
// whose route directory holds brackets, as Turbopack writes its sources.
const serverMap = `{"version":3,"sources":["turbopack:///[project]/app/report/[id]/page.tsx"],"names":[],` +
	`"mappings":";AASA","sourcesContent":["1\n2\n3\n4\n5\n6\n7\n8\n9\n  const n = data.rows.length;\n"]}`

// writeFile writes content to dir/rel, making its directories.
func writeFile(tb testing.TB, dir, rel, content string) string {
	tb.Helper()
	p := filepath.Join(dir, filepath.FromSlash(rel))
	require.NoError(tb, os.MkdirAll(filepath.Dir(p), 0o755))
	require.NoError(tb, os.WriteFile(p, []byte(content), 0o644))
	return p
}

// fileURL is the file:// URL of p as a browser writes it, brackets
// percent-encoded (encodeURI).
func fileURL(p string) string {
	return (&url.URL{Scheme: "file", Path: filepath.ToSlash(p)}).String()
}

func TestServerFramesFromDisk(t *testing.T) {
	base := t.TempDir()
	project := filepath.Join(base, "shop")
	chunk := writeFile(t, project, ".next/dev/server/chunks/ssr/[root-of-the-server]__a1._.js",
		"// chunk\nthrow new TypeError(\"x\");\n//# sourceMappingURL=%5Broot-of-the-server%5D__a1._.js.map\n")
	writeFile(t, project, ".next/dev/server/chunks/ssr/[root-of-the-server]__a1._.js.map", serverMap)
	// Outside the project, next to it: a script and a map that must never
	// be read.
	outside := writeFile(t, base, "secret/chunk.js", "x\n//# sourceMappingURL=chunk.js.map\n")
	writeFile(t, base, "secret/chunk.js.map", serverMap)
	escaping := writeFile(t, project, ".next/dev/server/escape.js", "x\n//# sourceMappingURL=../../../../secret/chunk.js.map\n")
	link := filepath.Join(project, ".next", "linked.js")
	require.NoError(t, os.Symlink(outside, link))

	roots := []string{project}
	r := New(Config{FileRoots: func() []string { return roots }})
	t.Cleanup(func() { r.Close() })

	lookup := func(u string, line int) Result {
		r.Lookup(u, line, 3)
		require.NoError(t, r.Wait(context.Background()))
		return r.Lookup(u, line, 3)
	}

	t.Run("a chunk under the root, as React replays it", func(t *testing.T) {
		m := r.Map("TypeError: x\n    at Report (about://React/Prerender/" + fileURL(chunk) + "?0:2:3)")
		require.NoError(t, r.Wait(context.Background()))
		m = r.Map("TypeError: x\n    at Report (about://React/Prerender/" + fileURL(chunk) + "?0:2:3)")
		require.Len(t, m.Results, 1)
		res := m.Results[0]
		require.Equal(t, Mapped, res.Status, res.Reason)
		assert.Equal(t, "app/report/[id]/page.tsx", res.Source)
		assert.Equal(t, 10, res.Line)
		assert.Contains(t, res.Context, "> ")
		assert.Contains(t, m.Text, "at Report (app/report/[id]/page.tsx:10:")
	})
	t.Run("a file outside every root", func(t *testing.T) {
		res := lookup(fileURL(outside), 2)
		assert.Equal(t, NotAllowed, res.Status)
	})
	t.Run("a path leaving the root through ..", func(t *testing.T) {
		res := lookup("file://"+filepath.ToSlash(project)+"/../secret/chunk.js", 2)
		assert.Equal(t, NotAllowed, res.Status)
	})
	t.Run("a link inside the root to a file outside", func(t *testing.T) {
		res := lookup(fileURL(link), 2)
		assert.Equal(t, NotAllowed, res.Status)
	})
	t.Run("a map named outside the root", func(t *testing.T) {
		res := lookup(fileURL(escaping), 2)
		assert.Equal(t, NotAllowed, res.Status, res.Reason)
		assert.Contains(t, res.Reason, "outside")
	})
	t.Run("not a script", func(t *testing.T) {
		p := writeFile(t, project, ".env.js.txt", "SECRET=1\n")
		res := lookup(fileURL(p), 1)
		assert.Equal(t, NotAllowed, res.Status)
	})
	t.Run("the filesystem root is no root", func(t *testing.T) {
		r := New(Config{FileRoots: func() []string { return []string{"/"} }})
		t.Cleanup(func() { r.Close() })
		assert.Equal(t, NotAllowed, r.Lookup(fileURL(chunk), 2, 3).Status)
	})
	t.Run("no roots", func(t *testing.T) {
		r := New(Config{})
		t.Cleanup(func() { r.Close() })
		assert.Equal(t, NotAllowed, r.Lookup(fileURL(chunk), 2, 3).Status)
	})
}

func TestStripReplay(t *testing.T) {
	for in, want := range map[string]string{
		"about://React/Prerender/file:///a/.next/x.js?0":                "file:///a/.next/x.js",
		"about://React/Server/file:///a/b.js":                           "file:///a/b.js",
		"about://React/Server/webpack-internal:///(rsc)/./app/page.tsx": "webpack-internal:///(rsc)/./app/page.tsx",
		"http://localhost:3000/_next/static/chunks/a.js?v=1":            "http://localhost:3000/_next/static/chunks/a.js?v=1",
		"about://React": "about://React",
	} {
		assert.Equal(t, want, stripReplay(in), in)
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
