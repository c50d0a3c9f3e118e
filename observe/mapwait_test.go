package observe

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/errbundle/errbundle/capture"
	"github.com/errbundle/errbundle/sourcemap"
)

// turbopackServer serves what Next.js 16's Turbopack dev server served for
// the sourcemap package's fixture (testdata/next-turbopack), answering a
// map through mapped, and returns its origin and the stack Chromium
// recorded, moved to it.
func turbopackServer(tb testing.TB, mapped func(w http.ResponseWriter, r *http.Request) bool) (origin, stack string) {
	tb.Helper()
	dir := filepath.Join("..", "sourcemap", "testdata", "next-turbopack")
	files := http.FileServer(http.Dir(filepath.Join(dir, "served")))
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if strings.HasSuffix(r.URL.Path, ".map") && !mapped(w, r) {
			return
		}
		files.ServeHTTP(w, r)
	}))
	tb.Cleanup(srv.Close)
	raw, err := os.ReadFile(filepath.Join(dir, "stack.txt"))
	require.NoError(tb, err)
	return srv.URL, strings.ReplaceAll(strings.TrimSpace(string(raw)), "http://127.0.0.1:3300", srv.URL)
}

// errorNow stores one page error with stack, a second old.
func errorNow(tb testing.TB, stack string) *capture.Store {
	tb.Helper()
	now := time.Now().UTC()
	store := capture.NewStore(capture.Config{Now: func() time.Time { return now }})
	mustIngest(tb, store, []byte(fmt.Sprintf(`{"errors":[{"timestamp":%d,"message":"not a price: 12,50 EUR","type":"TypeError","stack":%q,"tab_id":1}]}`,
		now.Add(-time.Second).UnixMilli(), stack)))
	return store
}

// bundleLocation is the location and unmapped note of the one bundle of
// an error_bundles reply.
func bundleLocation(tb testing.TB, text string) (location, unmapped string) {
	tb.Helper()
	var reply struct {
		Bundles []struct {
			Error struct{ Location, Unmapped string } `json:"error"`
		} `json:"bundles"`
	}
	require.NoError(tb, json.Unmarshal([]byte(text), &reply), text)
	require.Len(tb, reply.Bundles, 1, text)
	return reply.Bundles[0].Error.Location, reply.Bundles[0].Error.Unmapped
}

// The first reply after an error, asked before anything was fetched,
// waits for the error's maps (the local dev server answers in a few
// milliseconds, well within MapWait) and shows the original position, in
// every view: lib/price.ts:4:11, TestFixtures' position read by hand.
func TestFirstReplyWaitsForMaps(t *testing.T) {
	_, stack := turbopackServer(t, func(http.ResponseWriter, *http.Request) bool { return true })
	for _, what := range []string{"error_bundles", "get_errors", "errors"} {
		t.Run(what, func(t *testing.T) {
			res := sourcemap.New(sourcemap.Config{})
			t.Cleanup(func() { res.Close() })
			cs := connectWith(t, errorNow(t, stack), res)
			text, _, _ := call(t, cs, map[string]any{"what": what})
			assert.Contains(t, text, "lib/price.ts:4:11")
			assert.NotContains(t, text, "still loading")
		})
	}
}

// A map that does not come within MapWait leaves the reply at the served
// position, marked, rather than holding it: the reply does not wait for
// the fetch's own timeout.
func TestReplyDoesNotWaitForASlowMap(t *testing.T) {
	release := make(chan struct{})
	_, stack := turbopackServer(t, func(_ http.ResponseWriter, r *http.Request) bool {
		select {
		case <-release:
		case <-r.Context().Done():
		}
		return true
	})
	res := sourcemap.New(sourcemap.Config{})
	t.Cleanup(func() { close(release); res.Close() }) // the server answers, then the resolver stops
	cs := connectWith(t, errorNow(t, stack), res)
	text, _, _ := call(t, cs, map[string]any{"what": "error_bundles"})
	loc, unmapped := bundleLocation(t, text)
	assert.Equal(t, "_next/static/chunks/_0pq9vk-xycxdv._.js:56:15", loc)
	assert.Contains(t, unmapped, "still loading")
}

// A map the dev server answered 500 (Turbopack, still compiling) leaves
// the error at its served position for that reply only: the position is
// not kept as the error's location, the resolver fetches the map again
// once its retry is due, and the next reply shows the original position.
func TestServedPositionOfAFailedMapIsNotKept(t *testing.T) {
	var mu sync.Mutex
	failing := 1
	_, stack := turbopackServer(t, func(w http.ResponseWriter, r *http.Request) bool {
		mu.Lock()
		defer mu.Unlock()
		if failing > 0 {
			failing--
			http.Error(w, "compiling", http.StatusInternalServerError)
			return false
		}
		return true
	})
	now := time.Date(2026, 12, 2, 2, 45, 0, 0, time.UTC)
	var clock sync.Mutex
	res := sourcemap.New(sourcemap.Config{Now: func() time.Time { clock.Lock(); defer clock.Unlock(); return now }})
	t.Cleanup(func() { res.Close() })
	cs := connectWith(t, errorNow(t, stack), res)

	text, _, _ := call(t, cs, map[string]any{"what": "error_bundles"})
	loc, _ := bundleLocation(t, text)
	assert.Equal(t, "_next/static/chunks/_0pq9vk-xycxdv._.js:56:15", loc, "the map failed: the served position")

	clock.Lock()
	now = now.Add(time.Second) // past the first retry's delay
	clock.Unlock()
	text, _, _ = call(t, cs, map[string]any{"what": "error_bundles"})
	loc, unmapped := bundleLocation(t, text)
	assert.Equal(t, "lib/price.ts:4:11", loc, "mapped once the map is fetched again")
	assert.Empty(t, unmapped)
}
