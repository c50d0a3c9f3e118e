package sourcemap

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A next dev --webpack stack names no chunk, only webpack-internal:///
// modules: the chunks come from the page's own script tags.
func TestPrefetchPageMapsModuleOnlyStacks(t *testing.T) {
	dir := filepath.Join("testdata", "next-webpack")
	list, err := os.ReadFile(filepath.Join(dir, "scripts.txt"))
	require.NoError(t, err)
	var tags strings.Builder
	for _, p := range strings.Fields(string(list)) {
		fmt.Fprintf(&tags, "<script src=\"%s\" async=\"\"></script>", p)
	}
	tags.WriteString(`<script src="https://cdn.example.com/analytics.js"></script>`) // another origin: never fetched
	var pageFetches atomic.Int32
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path == "/report" {
			pageFetches.Add(1)
			w.Header().Set("Content-Type", "text/html; charset=utf-8")
			fmt.Fprintf(w, "<!DOCTYPE html><html><head>%s</head><body></body></html>", tags.String())
			return
		}
		http.ServeFile(w, r, filepath.Join(dir, "served", filepath.FromSlash(r.URL.Path)))
	}))
	defer srv.Close()
	stack := readStack(t, "next-webpack", "stack.txt", "http://127.0.0.1:3300", srv.URL)
	require.True(t, OnlyModuleFrames(stack))

	r := New(Config{Root: "/tmp/errbundle-sourcemap-next"})
	defer r.Close()
	r.Prefetch(stack) // nothing to fetch: no http frame
	waitIdle(t, r)
	res := r.Lookup("webpack-internal:///(app-pages-browser)/./lib/price.ts", 8, 15)
	assert.Equal(t, NoMap, res.Status, "without the page, no chunk defines the module")

	r.PrefetchPage(srv.URL + "/report")
	r.PrefetchPage(srv.URL + "/report") // again at once: fetched once
	waitIdle(t, r)
	res = r.Lookup("webpack-internal:///(app-pages-browser)/./lib/price.ts", 8, 15)
	require.Equal(t, Mapped, res.Status, res.Reason)
	assert.Equal(t, "lib/price.ts", res.Source)
	assert.Equal(t, 4, res.Line) // `throw new TypeError(...)` in lib/price.ts, by hand
	assert.EqualValues(t, 1, pageFetches.Load())
	// The page and its five same-origin scripts (the fixture keeps only the
	// app's own chunks, so four of them are 404s); the foreign script is
	// not tried.
	assert.EqualValues(t, 6, r.Stats().Fetches)
}

func TestPrefetchPageNeverFetchesForeignPages(t *testing.T) {
	r := New(Config{})
	defer r.Close()
	r.PrefetchPage("http://10.0.0.1/app")
	r.PrefetchPage("https://example.com/")
	waitIdle(t, r)
	assert.Zero(t, r.Stats().Fetches)
}

func TestOnlyModuleFrames(t *testing.T) {
	assert.True(t, OnlyModuleFrames("TypeError: x\n    at f (webpack-internal:///./src/a.js:1:2)"))
	assert.False(t, OnlyModuleFrames("TypeError: x\n    at f (webpack-internal:///./src/a.js:1:2)\n    at http://localhost:3000/main.js:3:4"))
	assert.False(t, OnlyModuleFrames("no frames"))
}
