package sourcemap

import (
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A webpack-internal:/// module's map lives in the chunk that defines it,
// and the cache may evict that chunk before any reply read the error:
// next dev --webpack's main-app.js needs 16 MB of the daemon's 16 MB
// budget, and every page load serves it anew under another ?v=, which
// pushed out the page's own chunk (TestNextJS/webpack's render error,
// thrown on /profile, stayed unmapped for good). A lookup of a module
// whose chunk was evicted fetches that chunk again. The chunks are what
// next dev --webpack served (testdata/next-webpack, and
// testdata/next-turbopack's chunk as the script that crowds the cache);
// the expected position is TestPrefetchPageMapsModuleOnlyStacks', by hand.
func TestEvictedChunkFetchedAgainForItsModule(t *testing.T) {
	const module = "webpack-internal:///(app-pages-browser)/./lib/price.ts"
	const chunk, other = "/_next/static/chunks/app/page.js", "/_next/static/chunks/_0pq9vk-xycxdv._.js"
	srv := newServer(t, func(w http.ResponseWriter, req *http.Request) {
		dir := "next-webpack"
		if strings.HasPrefix(req.URL.Path, other) {
			dir = "next-turbopack"
		}
		body, err := os.ReadFile(filepath.Join("testdata", dir, "served", filepath.FromSlash(req.URL.Path)))
		if err != nil {
			http.NotFound(w, req)
			return
		}
		w.Write(body)
	})
	// A budget that holds either script, not both.
	size := func(path string) int64 {
		r := New(Config{})
		defer r.Close()
		r.PrefetchURL(srv.URL + path)
		waitIdle(t, r)
		return r.Stats().Bytes
	}
	a, b := size(chunk), size(other)
	budget := max(a, b) + min(a, b)/2
	r := New(Config{MaxBytes: budget})
	defer r.Close()

	r.PrefetchURL(srv.URL + chunk)
	waitIdle(t, r)
	require.Equal(t, Mapped, r.Lookup(module, 8, 15).Status)
	r.PrefetchURL(srv.URL + other) // evicts the chunk
	waitIdle(t, r)
	require.Equal(t, 1, r.Stats().Entries, "the chunk evicted")
	fetched := srv.count(chunk)
	res := r.Lookup(module, 8, 15)
	assert.Equal(t, Pending, res.Status, "the chunk that defined it is fetched again: %s", res.Reason)
	waitIdle(t, r)
	res = r.Lookup(module, 8, 15)
	assert.Equal(t, fetched+1, srv.count(chunk), "fetched once more")
	require.Equal(t, Mapped, res.Status, res.Reason)
	assert.Equal(t, "lib/price.ts", res.Source)
	assert.Equal(t, 4, res.Line)
}
