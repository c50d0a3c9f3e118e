package sourcemap

import (
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A map the dev server could not answer yet (Turbopack answers 500 while
// it compiles a page's chunks) is fetched again with backoff: 100 ms after
// the first failure, 200 ms after the second, and the frame maps once the
// map is there, never left at the served position for good. The chunk and
// map are what Next.js 16 served (testdata/next-turbopack); the expected
// position is TestFixtures', written by hand.
func TestFailedMapRetriedWithBackoff(t *testing.T) {
	const chunk = "/_next/static/chunks/_0pq9vk-xycxdv._.js"
	root := filepath.Join("testdata", "next-turbopack", "served")
	var mu sync.Mutex
	failing := 2 // answers 500 for the map this many times
	srv := newServer(t, func(w http.ResponseWriter, req *http.Request) {
		mu.Lock()
		defer mu.Unlock()
		if strings.HasSuffix(req.URL.Path, ".map") && failing > 0 {
			failing--
			http.Error(w, "compiling", http.StatusInternalServerError)
			return
		}
		body, err := os.ReadFile(filepath.Join(root, filepath.FromSlash(req.URL.Path)))
		if err != nil {
			http.NotFound(w, req)
			return
		}
		w.Write(body)
	})
	now := time.Date(2026, 12, 2, 2, 30, 0, 0, time.UTC)
	var clock sync.Mutex
	r := New(Config{Now: func() time.Time { clock.Lock(); defer clock.Unlock(); return now }})
	defer r.Close()
	advance := func(d time.Duration) { clock.Lock(); now = now.Add(d); clock.Unlock() }
	u := srv.URL + chunk
	lookup := func() Result { return r.Lookup(u, 56, 15) }

	assert.Equal(t, Pending, lookup().Status)
	waitIdle(t, r)
	res := lookup()
	require.Equal(t, Failed, res.Status)
	assert.Contains(t, res.Reason, "HTTP 500")
	waitIdle(t, r)
	assert.Equal(t, 1, srv.count(chunk+".map"), "not fetched again before its retry is due")

	advance(100 * time.Millisecond)
	assert.Equal(t, Pending, lookup().Status, "a retry under way")
	waitIdle(t, r)
	assert.Equal(t, 2, srv.count(chunk+".map"))
	assert.Equal(t, Failed, lookup().Status)

	advance(100 * time.Millisecond)
	r.Prefetch("Error: x\n    at parsePrice (" + u + ":56:15)") // a new error: the retry is not due yet
	assert.Equal(t, Failed, lookup().Status)
	waitIdle(t, r)
	assert.Equal(t, 2, srv.count(chunk+".map"), "twice as long after the second failure")

	advance(100 * time.Millisecond)
	r.Prefetch("Error: x\n    at parsePrice (" + u + ":56:15)") // due now: a new error's prefetch retries
	waitIdle(t, r)
	res = lookup()
	require.Equal(t, Mapped, res.Status, res.Reason)
	assert.Equal(t, "lib/price.ts", res.Source)
	assert.Equal(t, 4, res.Line)
	assert.Equal(t, 11, res.Column)
	assert.Equal(t, 3, srv.count(chunk+".map"))
}

func TestRetryDelay(t *testing.T) {
	for n, want := range map[int]time.Duration{
		1: 100 * time.Millisecond, 2: 200 * time.Millisecond, 3: 400 * time.Millisecond,
		7: 6400 * time.Millisecond, 8: 10 * time.Second, 50: 10 * time.Second,
	} {
		assert.Equal(t, want, retryDelay(n), "after %d failures", n)
	}
}
