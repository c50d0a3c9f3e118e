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
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// nextPage serves testdata/next-webpack: its chunks, and at /report the
// page whose script tags name them, answered 503 for the first failFirst
// requests (next dev still compiling the route). The page's requests are
// counted.
func nextPage(t *testing.T, failFirst int32) (*httptest.Server, *atomic.Int32) {
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
			if pageFetches.Add(1) <= failFirst {
				http.Error(w, "compiling", http.StatusServiceUnavailable)
				return
			}
			w.Header().Set("Content-Type", "text/html; charset=utf-8")
			fmt.Fprintf(w, "<!DOCTYPE html><html><head>%s</head><body></body></html>", tags.String())
			return
		}
		http.ServeFile(w, r, filepath.Join(dir, "served", filepath.FromSlash(r.URL.Path)))
	}))
	t.Cleanup(srv.Close)
	return srv, &pageFetches
}

// priceModule is the module of next-webpack's stack that throws.
const priceModule = "webpack-internal:///(app-pages-browser)/./lib/price.ts"

// A next dev --webpack stack names no chunk, only webpack-internal:///
// modules: the chunks come from the page's own script tags.
func TestPrefetchPageMapsModuleOnlyStacks(t *testing.T) {
	srv, pageFetches := nextPage(t, 0)
	stack := readStack(t, "next-webpack", "stack.txt", "http://127.0.0.1:3300", srv.URL)
	require.True(t, OnlyModuleFrames(stack))

	r := New(Config{Root: "/tmp/errbundle-sourcemap-next"})
	defer r.Close()
	r.Prefetch(stack) // nothing to fetch: no http frame
	waitIdle(t, r)
	res := r.Lookup(priceModule, 8, 15)
	assert.Equal(t, NoMap, res.Status, "without the page, no chunk defines the module")

	r.PrefetchPage(srv.URL + "/report")
	r.PrefetchPage(srv.URL + "/report") // again at once: fetched once
	waitIdle(t, r)
	res = r.Lookup(priceModule, 8, 15)
	require.Equal(t, Mapped, res.Status, res.Reason)
	assert.Equal(t, "lib/price.ts", res.Source)
	assert.Equal(t, 4, res.Line) // `throw new TypeError(...)` in lib/price.ts, by hand
	assert.EqualValues(t, 1, pageFetches.Load())
	// The page and its five same-origin scripts (the fixture keeps only the
	// app's own chunks, so four of them are 404s); the foreign script is
	// not tried.
	assert.EqualValues(t, 6, r.Stats().Fetches)
}

// A page that failed (next dev answering 503 while it compiles the route)
// is fetched again by the module's lookups, after a backoff, and its
// modules then map: the error arrived once and is not prefetched again.
func TestFailedPageIsFetchedAgain(t *testing.T) {
	srv, pageFetches := nextPage(t, 2)
	var now atomic.Int64
	r := New(Config{Root: "/tmp/errbundle-sourcemap-next", Now: func() time.Time { return time.Unix(0, now.Load()) }})
	defer r.Close()
	r.PrefetchPage(srv.URL + "/report")
	waitIdle(t, r)
	for try := 2; try <= 3; try++ {
		res := r.Lookup(priceModule, 8, 15)
		require.Equal(t, Pending, res.Status)
		assert.Contains(t, res.Reason, "HTTP 503")
		assert.EqualValues(t, try-1, pageFetches.Load(), "not fetched again before its retry is due")
		now.Add(int64(retryDelay(try - 1)))
		r.Lookup(priceModule, 8, 15)
		waitIdle(t, r)
		assert.EqualValues(t, try, pageFetches.Load())
	}
	res := r.Lookup(priceModule, 8, 15)
	require.Equal(t, Mapped, res.Status, res.Reason)
	assert.Equal(t, "lib/price.ts", res.Source)
	assert.Equal(t, 4, res.Line)
}

// A page that never answers is tried maxPageTries times; the module is
// then unmapped, not pending for good.
func TestFailedPageIsGivenUp(t *testing.T) {
	srv, pageFetches := nextPage(t, 1<<30)
	var now atomic.Int64
	r := New(Config{Now: func() time.Time { return time.Unix(0, now.Load()) }})
	defer r.Close()
	r.PrefetchPage(srv.URL + "/report")
	waitIdle(t, r)
	for range maxPageTries {
		now.Add(int64(maxRetry))
		r.Lookup(priceModule, 8, 15)
		waitIdle(t, r)
	}
	assert.EqualValues(t, maxPageTries, pageFetches.Load())
	assert.Equal(t, NoMap, r.Lookup(priceModule, 8, 15).Status)
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
