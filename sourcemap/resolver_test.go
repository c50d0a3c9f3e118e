package sourcemap

import (
	"context"
	"encoding/base64"
	"fmt"
	"net"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// tinyMap maps generated line 1 to src/a.ts:1:1 and line 2 to src/a.ts:2:1
// ("AAAA;AACA": each segment is column 0 of source 0, the second one line
// further down).
const tinyMap = `{"version":3,"sources":["src/a.ts"],"names":[],"mappings":"AAAA;AACA",` +
	`"sourcesContent":["function f() {\n  throw new Error(\"x\");\n}\n"]}`

func inline(code, mapJSON string) string {
	return code + "\n//# sourceMappingURL=data:application/json;base64," +
		base64.StdEncoding.EncodeToString([]byte(mapJSON)) + "\n"
}

// countingServer serves body at every path and counts requests by path.
type countingServer struct {
	*httptest.Server
	mu   sync.Mutex
	hits map[string]int
}

func newServer(tb testing.TB, h http.HandlerFunc) *countingServer {
	tb.Helper()
	s := &countingServer{hits: map[string]int{}}
	s.Server = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, req *http.Request) {
		s.mu.Lock()
		s.hits[req.URL.Path]++
		s.mu.Unlock()
		h(w, req)
	}))
	tb.Cleanup(s.Close)
	return s
}

func (s *countingServer) count(path string) int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.hits[path]
}

// guardedClient dials loopback as usual and records, without connecting,
// every attempt to reach any other address.
func guardedClient(foreign *atomic.Int64) *http.Client {
	d := &net.Dialer{Timeout: time.Second}
	return &http.Client{Transport: &http.Transport{
		Proxy: nil,
		DialContext: func(ctx context.Context, network, addr string) (net.Conn, error) {
			host, _, _ := net.SplitHostPort(addr)
			if ip := net.ParseIP(host); ip == nil || !ip.IsLoopback() {
				foreign.Add(1)
				return nil, fmt.Errorf("test: dial to %s refused", addr)
			}
			return d.DialContext(ctx, network, addr)
		},
	}}
}

func TestLookupPendingWhileFetching(t *testing.T) {
	release := make(chan struct{})
	srv := newServer(t, func(w http.ResponseWriter, req *http.Request) {
		<-release
		fmt.Fprint(w, inline("function f() {\nthrow new Error(\"x\") }", tinyMap))
	})
	r := New(Config{})
	defer r.Close()

	res := r.Lookup(srv.URL+"/a.js", 2, 1)
	assert.Equal(t, Pending, res.Status, "the server has not answered: the lookup must not wait for it")
	assert.Equal(t, Pending, r.Lookup(srv.URL+"/a.js", 2, 1).Status)
	close(release)
	waitIdle(t, r)

	res = r.Lookup(srv.URL+"/a.js", 2, 1)
	require.Equal(t, Mapped, res.Status, res.Reason)
	assert.Equal(t, Position{
		Source:  "src/a.ts",
		Line:    2,
		Column:  3, // the map's 2:1 is indentation: its first token
		Context: "  function f() {\n>   throw new Error(\"x\");\n  }",
	}, res.Position)
}

func TestConcurrentLookupsShareOneFetch(t *testing.T) {
	release := make(chan struct{})
	srv := newServer(t, func(w http.ResponseWriter, req *http.Request) {
		<-release
		fmt.Fprint(w, inline("x", tinyMap))
	})
	r := New(Config{})
	defer r.Close()

	var wg sync.WaitGroup
	for range 50 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			assert.Equal(t, Pending, r.Lookup(srv.URL+"/one.js", 1, 1).Status)
		}()
	}
	wg.Wait()
	close(release)
	waitIdle(t, r)
	assert.Equal(t, 1, srv.count("/one.js"))
	assert.Equal(t, Mapped, r.Lookup(srv.URL+"/one.js", 1, 1).Status)
}

func TestForeignOriginsAreNeverFetched(t *testing.T) {
	var foreign atomic.Int64
	srv := newServer(t, func(w http.ResponseWriter, req *http.Request) {
		switch req.URL.Path {
		case "/redirect.js":
			http.Redirect(w, req, "http://example.com/x.js", http.StatusFound)
		case "/foreign-map.js":
			fmt.Fprint(w, "x\n//# sourceMappingURL=http://10.0.0.1/x.js.map\n")
		case "/file-map.js":
			fmt.Fprint(w, "x\n//# sourceMappingURL=file:///etc/passwd\n")
		case "/header-map.js":
			w.Header().Set("SourceMap", "http://example.com/x.js.map")
			fmt.Fprint(w, "x\n")
		}
	})
	r := New(Config{Client: guardedClient(&foreign)})
	defer r.Close()

	tests := []struct {
		name   string
		url    string
		status Status
	}{
		{"public host", "http://example.com/x.js", NotAllowed},
		{"private address", "http://10.0.0.1/x.js", NotAllowed},
		{"look-alike host", "http://localhost.example.com/x.js", NotAllowed},
		{"credentials in URL", "http://user:pw@127.0.0.1/x.js", NotAllowed},
		{"file URL", "file:///etc/passwd", NotAllowed},
		{"data URL", "data:text/javascript,x", NotAllowed},
		{"redirect to a foreign host", srv.URL + "/redirect.js", NotAllowed},
		{"map on a foreign host", srv.URL + "/foreign-map.js", NotAllowed},
		{"map from a file URL", srv.URL + "/file-map.js", NotAllowed},
		{"SourceMap header naming a foreign host", srv.URL + "/header-map.js", NotAllowed},
	}
	for _, tt := range tests {
		r.Lookup(tt.url, 1, 1)
	}
	waitIdle(t, r)
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			res := r.Lookup(tt.url, 1, 1)
			assert.Equal(t, tt.status, res.Status, res.Reason)
			assert.NotEmpty(t, res.Reason)
		})
	}
	assert.Zero(t, foreign.Load(), "no connection to a foreign address may even be attempted")
	assert.Equal(t, 1, srv.count("/redirect.js"))
}

func TestLocalhostNames(t *testing.T) {
	srv := newServer(t, func(w http.ResponseWriter, req *http.Request) { fmt.Fprint(w, inline("x", tinyMap)) })
	port := srv.URL[strings.LastIndexByte(srv.URL, ':')+1:]
	r := New(Config{})
	defer r.Close()

	for _, host := range []string{"localhost", "app.localhost"} {
		u := "http://" + host + ":" + port + "/a.js"
		r.Lookup(u, 1, 1)
		waitIdle(t, r)
		res := r.Lookup(u, 1, 1)
		assert.Equal(t, Mapped, res.Status, "%s: %s", host, res.Reason)
	}
}

func TestAllowedOrigin(t *testing.T) {
	srv := newServer(t, func(w http.ResponseWriter, req *http.Request) {
		fmt.Fprint(w, inline("x", tinyMap))
	})
	// The test server listens on 127.0.0.1; reach it as devbox.test through
	// the client's dialer, as a dev server on another machine would be.
	addr := strings.TrimPrefix(srv.URL, "http://")
	client := &http.Client{Transport: &http.Transport{
		Proxy: nil,
		DialContext: func(ctx context.Context, network, _ string) (net.Conn, error) {
			return (&net.Dialer{}).DialContext(ctx, network, addr)
		},
	}}
	r := New(Config{Client: client, Allowed: func(o string) bool { return o == "http://devbox.test:3000" }})
	defer r.Close()

	assert.Equal(t, NotAllowed, r.Lookup("http://devbox.test:4000/a.js", 1, 1).Status, "another port is another origin")
	assert.Equal(t, Pending, r.Lookup("http://devbox.test:3000/a.js", 1, 1).Status)
	waitIdle(t, r)
	assert.Equal(t, Mapped, r.Lookup("http://devbox.test:3000/a.js", 1, 1).Status)
}

func TestBadInputGivesAReason(t *testing.T) {
	bigMap := `{"version":3,"sources":["a.ts"],"mappings":"AAAA","x":"` + strings.Repeat("z", 4096) + `"}`
	scripts := map[string]string{
		"/no-map.js":      "console.log(1)\n",
		"/huge-script.js": strings.Repeat("x", 4096),
		"/huge-map.js":    "x\n//# sourceMappingURL=huge.js.map\n",
		"/huge.js.map":    bigMap,
		"/huge-inline.js": inline("x", bigMap),
		"/not-json.js":    inline("x", `{"version":3,`),
		"/bad-version.js": inline("x", `{"version":2,"sources":[],"mappings":"AAAA"}`),
		"/no-mappings.js": inline("x", `{"version":3,"sources":["a"],"mappings":""}`),
		"/bad-index.js":   inline("x", `{"version":3,"sources":["a"],"mappings":"AKAA"}`), // source 5 of 1
		"/bad-base64.js":  "x\n//# sourceMappingURL=data:application/json;base64,@@@\n",
		"/missing-map.js": "x\n//# sourceMappingURL=gone.js.map\n",
	}
	srv := newServer(t, func(w http.ResponseWriter, req *http.Request) {
		body, ok := scripts[req.URL.Path]
		if !ok {
			http.NotFound(w, req)
			return
		}
		fmt.Fprint(w, body)
	})
	r := New(Config{MaxMapSize: 2048})
	defer r.Close()

	tests := []struct {
		path   string
		status Status
		reason string
	}{
		{"/no-map.js", NoMap, "no sourceMappingURL"},
		{"/huge-script.js", Failed, "over the size cap"},
		{"/huge-map.js", Failed, "over the size cap"},
		{"/huge-inline.js", Failed, "over the size cap"},
		{"/not-json.js", Failed, "broken map"},
		{"/bad-version.js", Failed, "broken map"},
		{"/no-mappings.js", Failed, "broken map"},
		{"/bad-index.js", Failed, "broken map"},
		{"/bad-base64.js", Failed, "base64"},
		{"/missing-map.js", Failed, "HTTP 404"},
	}
	for _, tt := range tests {
		r.Lookup(srv.URL+tt.path, 1, 1)
	}
	waitIdle(t, r)
	for _, tt := range tests {
		t.Run(tt.path, func(t *testing.T) {
			res := r.Lookup(srv.URL+tt.path, 1, 1)
			assert.Equal(t, tt.status, res.Status, res.Reason)
			assert.Contains(t, res.Reason, tt.reason)
		})
	}
	st := r.Stats()
	assert.Less(t, st.Bytes, int64(len(tests)*1024), "nothing over the cap is kept")
}

func TestCacheEvictsByBytes(t *testing.T) {
	srv := newServer(t, func(w http.ResponseWriter, req *http.Request) {
		fmt.Fprint(w, inline("x", tinyMap))
	})
	one := mapCost([]byte(tinyMap)) + entryOverhead + int64(len(srv.URL+"/0.js"))
	r := New(Config{MaxBytes: 3*one + one/2})
	defer r.Close()

	for i := range 3 {
		r.Lookup(fmt.Sprintf("%s/%d.js", srv.URL, i), 1, 1)
		waitIdle(t, r)
	}
	assert.Equal(t, 3, r.Stats().Entries)
	r.Lookup(srv.URL+"/0.js", 1, 1) // 0 is now the most recently used, 1 the least
	r.Lookup(srv.URL+"/3.js", 1, 1)
	waitIdle(t, r)

	st := r.Stats()
	assert.Equal(t, 3, st.Entries)
	assert.LessOrEqual(t, st.Bytes, st.MaxBytes)
	assert.Equal(t, Pending, r.Lookup(srv.URL+"/1.js", 1, 1).Status, "1.js was evicted and is fetched again")
	assert.Equal(t, Mapped, r.Lookup(srv.URL+"/0.js", 1, 1).Status)
	waitIdle(t, r)
	assert.Equal(t, 2, srv.count("/1.js"))
}

func TestRevalidation(t *testing.T) {
	var mu sync.Mutex
	version, conditional, notModified := 1, 0, 0
	srv := newServer(t, func(w http.ResponseWriter, req *http.Request) {
		mu.Lock()
		defer mu.Unlock()
		etag := fmt.Sprintf(`"v%d"`, version)
		if req.Header.Get("If-None-Match") != "" {
			conditional++
			if req.Header.Get("If-None-Match") == etag {
				notModified++
				w.WriteHeader(http.StatusNotModified)
				return
			}
		}
		w.Header().Set("ETag", etag)
		m := strings.Replace(tinyMap, "src/a.ts", fmt.Sprintf("src/v%d.ts", version), 1)
		fmt.Fprint(w, inline("x", m))
	})
	now := time.Date(2026, 11, 24, 21, 0, 0, 0, time.UTC)
	var clock sync.Mutex
	r := New(Config{Now: func() time.Time { clock.Lock(); defer clock.Unlock(); return now }})
	defer r.Close()
	advance := func(d time.Duration) { clock.Lock(); now = now.Add(d); clock.Unlock() }
	u := srv.URL + "/app.js"

	r.Lookup(u, 1, 1)
	waitIdle(t, r)
	assert.Equal(t, "src/v1.ts", r.Lookup(u, 1, 1).Source)
	waitIdle(t, r)
	assert.Equal(t, 1, srv.count("/app.js"), "a lookup within RevalidateAfter asks nothing")

	advance(4 * time.Second)
	assert.Equal(t, "src/v1.ts", r.Lookup(u, 1, 1).Source, "unchanged: the cached map answers")
	waitIdle(t, r)
	mu.Lock()
	assert.Equal(t, 1, notModified)
	version = 2
	mu.Unlock()

	advance(4 * time.Second)
	assert.Equal(t, "src/v1.ts", r.Lookup(u, 1, 1).Source, "the revalidation runs in the background")
	waitIdle(t, r)
	assert.Equal(t, "src/v2.ts", r.Lookup(u, 1, 1).Source, "the changed script's map replaced the old one")
	mu.Lock()
	assert.Equal(t, 2, conditional)
	mu.Unlock()
	assert.Equal(t, Pending, r.Lookup(u+"?t=1", 1, 1).Status, "Vite's ?t= names a new script")
	waitIdle(t, r)
}

func TestMapLocations(t *testing.T) {
	b64 := base64.StdEncoding.EncodeToString([]byte(tinyMap))
	scripts := map[string]func(w http.ResponseWriter){
		"/base64.js": func(w http.ResponseWriter) {
			fmt.Fprint(w, "x\n//# sourceMappingURL=data:application/json;base64,"+b64)
		},
		"/charset.js": func(w http.ResponseWriter) {
			fmt.Fprint(w, "x\n//# sourceMappingURL=data:application/json;charset=utf-8;base64,"+b64)
		},
		"/percent.js": func(w http.ResponseWriter) {
			fmt.Fprint(w, "x\n//# sourceMappingURL=data:application/json,"+url.PathEscape(tinyMap))
		},
		"/old-comment.js": func(w http.ResponseWriter) {
			fmt.Fprint(w, "x\n//@ sourceMappingURL=maps/a.js.map\n")
		},
		"/header.js": func(w http.ResponseWriter) {
			w.Header().Set("SourceMap", "/maps/a.js.map")
			fmt.Fprint(w, "x\n")
		},
		"/x-header.js": func(w http.ResponseWriter) {
			w.Header().Set("X-SourceMap", "maps/a.js.map")
			fmt.Fprint(w, "x\n")
		},
		"/maps/a.js.map": func(w http.ResponseWriter) { fmt.Fprint(w, tinyMap) },
	}
	srv := newServer(t, func(w http.ResponseWriter, req *http.Request) { scripts[req.URL.Path](w) })
	r := New(Config{})
	defer r.Close()

	tests := []struct{ path, source string }{
		{"/base64.js", "src/a.ts"},
		{"/charset.js", "src/a.ts"},
		{"/percent.js", "src/a.ts"},
		{"/old-comment.js", "maps/src/a.ts"}, // sources are relative to the map
		{"/header.js", "maps/src/a.ts"},
		{"/x-header.js", "maps/src/a.ts"},
	}
	for _, tt := range tests {
		r.Lookup(srv.URL+tt.path, 1, 1)
	}
	waitIdle(t, r)
	for _, tt := range tests {
		t.Run(tt.path, func(t *testing.T) {
			res := r.Lookup(srv.URL+tt.path, 2, 5)
			require.Equal(t, Mapped, res.Status, res.Reason)
			assert.Equal(t, tt.source, res.Source)
			assert.Equal(t, 2, res.Line)
		})
	}
}

func TestWebpackInternalNeedsItsChunk(t *testing.T) {
	srv, stack := serveFixture(t, "webpack-eval", "http://127.0.0.1:8480")
	r := New(Config{})
	defer r.Close()

	res := r.Lookup("webpack-internal:///./src/math.js", 7, 11)
	assert.Equal(t, NoMap, res.Status, "no chunk fetched, none under way")
	assert.Contains(t, res.Reason, "PrefetchURL")

	r.PrefetchURL(srv.URL + "/main.js")
	assert.Equal(t, Pending, r.Lookup("webpack-internal:///./src/math.js", 7, 11).Status)
	waitIdle(t, r)
	res = r.Lookup("webpack-internal:///./src/math.js", 7, 11)
	require.Equal(t, Mapped, res.Status, res.Reason)
	assert.Equal(t, "src/math.js", res.Source)
	assert.Equal(t, 3, res.Line)
	assert.Contains(t, res.Context, `>     throw new RangeError("division by zero: " + a + "/" + b);`)
	assert.NotEmpty(t, stack)
}

func TestCloseStopsWorkers(t *testing.T) {
	release := make(chan struct{})
	defer close(release)
	srv := newServer(t, func(w http.ResponseWriter, req *http.Request) {
		select {
		case <-release:
		case <-req.Context().Done():
		}
	})
	r := New(Config{})
	r.Lookup(srv.URL+"/slow.js", 1, 1)
	require.NoError(t, r.Close(), "Close cancels the fetch under way and returns")
	for _, u := range []string{srv.URL + "/slow.js", srv.URL + "/new.js"} {
		res := r.Lookup(u, 1, 1)
		assert.Equal(t, Pending, res.Status)
		assert.Equal(t, "resolver closed", res.Reason)
	}
	require.NoError(t, r.Wait(context.Background()), "Wait after Close returns at once")
}

// BenchmarkLookupCached measures a Lookup answered from the cache: a Vite
// module's inline map, and a Turbopack chunk's index map.
func BenchmarkLookupCached(b *testing.B) {
	benches := []struct {
		name, dir, origin, path string
		line, column            int
	}{
		{"vite8", "vite8", "http://127.0.0.1:5273", "/src/Profile.tsx", 27, 9},
		{"turbopack", "next-turbopack", "http://127.0.0.1:3300", "/_next/static/chunks/_0pq9vk-xycxdv._.js", 56, 15},
	}
	for _, bb := range benches {
		b.Run(bb.name, func(b *testing.B) {
			srv, _ := serveFixture(b, bb.dir, bb.origin)
			r := New(Config{RevalidateAfter: time.Hour})
			defer r.Close()
			u := srv.URL + bb.path
			r.Lookup(u, bb.line, bb.column)
			waitIdle(b, r)
			require.Equal(b, Mapped, r.Lookup(u, bb.line, bb.column).Status)
			b.ReportAllocs()
			b.ResetTimer()
			for b.Loop() {
				r.Lookup(u, bb.line, bb.column)
			}
			b.StopTimer()
			b.ReportMetric(float64(r.Stats().Bytes), "cache-bytes")
		})
	}
}

func TestOversizedScriptBacksOff(t *testing.T) {
	srv := newServer(t, func(w http.ResponseWriter, req *http.Request) {
		fmt.Fprint(w, strings.Repeat("x", 4096))
	})
	now := time.Date(2026, 11, 24, 21, 0, 0, 0, time.UTC)
	var clock sync.Mutex
	r := New(Config{MaxMapSize: 1024, Now: func() time.Time { clock.Lock(); defer clock.Unlock(); return now }})
	defer r.Close()
	advance := func(d time.Duration) { clock.Lock(); now = now.Add(d); clock.Unlock() }
	u := srv.URL + "/big.js"

	r.Lookup(u, 1, 1)
	waitIdle(t, r)
	advance(4 * time.Second)
	assert.Equal(t, Failed, r.Lookup(u, 1, 1).Status)
	waitIdle(t, r)
	assert.Equal(t, 1, srv.count("/big.js"), "not downloaded again after RevalidateAfter")
	advance(30 * time.Second)
	r.Lookup(u, 1, 1)
	waitIdle(t, r)
	assert.Equal(t, 2, srv.count("/big.js"), "tried again after ten times RevalidateAfter")
}

func TestFetchesAreBounded(t *testing.T) {
	release := make(chan struct{})
	started := make(chan struct{}, 10)
	var mu sync.Mutex
	running, most := 0, 0
	srv := newServer(t, func(w http.ResponseWriter, req *http.Request) {
		mu.Lock()
		running++
		most = max(most, running)
		mu.Unlock()
		started <- struct{}{}
		<-release
		mu.Lock()
		running--
		mu.Unlock()
		fmt.Fprint(w, "no map here\n")
	})
	r := New(Config{MaxInFlight: 2, MaxQueued: 2})
	defer r.Close()
	lookup := func(i int) Result { return r.Lookup(fmt.Sprintf("%s/%d.js", srv.URL, i), 1, 1) }

	lookup(0)
	lookup(1)
	<-started
	<-started // both workers are busy
	assert.Equal(t, "fetching the script and its map", lookup(2).Reason)
	assert.Equal(t, "fetching the script and its map", lookup(3).Reason)
	res := lookup(4)
	assert.Equal(t, Pending, res.Status)
	assert.Equal(t, "fetch queue full; will retry on a later lookup", res.Reason)

	close(release)
	waitIdle(t, r)
	mu.Lock()
	assert.Equal(t, 2, most, "never more than MaxInFlight fetches at once")
	mu.Unlock()
	lookup(4)
	waitIdle(t, r)
	assert.Equal(t, NoMap, lookup(4).Status, "a later lookup queues what a full queue turned away")
}

func TestFetchTimesOut(t *testing.T) {
	srv := newServer(t, func(w http.ResponseWriter, req *http.Request) {
		<-req.Context().Done() // a dev server that never answers
	})
	r := New(Config{Timeout: 50 * time.Millisecond})
	defer r.Close()
	r.Lookup(srv.URL+"/hang.js", 1, 1)
	waitIdle(t, r)
	res := r.Lookup(srv.URL+"/hang.js", 1, 1)
	assert.Equal(t, Failed, res.Status)
	assert.Contains(t, res.Reason, "deadline exceeded")
	assert.Equal(t, int64(1), r.Stats().Failures)
}

func TestScriptOverTheCacheBudget(t *testing.T) {
	srv := newServer(t, func(w http.ResponseWriter, req *http.Request) { fmt.Fprint(w, inline("x", tinyMap)) })
	// Room for the entry itself, not for its map.
	r := New(Config{MaxBytes: entryOverhead + int64(len(srv.URL+"/a.js")) + 10})
	defer r.Close()
	r.Lookup(srv.URL+"/a.js", 1, 1)
	waitIdle(t, r)
	res := r.Lookup(srv.URL+"/a.js", 1, 1)
	assert.Equal(t, Failed, res.Status)
	assert.Contains(t, res.Reason, "more than the cache budget")
}

func TestMapThatAppearsLater(t *testing.T) {
	var mu sync.Mutex
	built := false
	srv := newServer(t, func(w http.ResponseWriter, req *http.Request) {
		mu.Lock()
		defer mu.Unlock()
		switch req.URL.Path {
		case "/chunk.js":
			w.Header().Set("ETag", `"same"`)
			if req.Header.Get("If-None-Match") == `"same"` {
				w.WriteHeader(http.StatusNotModified)
				return
			}
			fmt.Fprint(w, "x\n//# sourceMappingURL=chunk.js.map\n")
		case "/chunk.js.map":
			if !built {
				http.NotFound(w, req) // the dev server is still compiling
				return
			}
			fmt.Fprint(w, tinyMap)
		}
	})
	now := time.Date(2026, 11, 24, 21, 0, 0, 0, time.UTC)
	var clock sync.Mutex
	r := New(Config{Now: func() time.Time { clock.Lock(); defer clock.Unlock(); return now }})
	defer r.Close()
	u := srv.URL + "/chunk.js"

	r.Lookup(u, 1, 1)
	waitIdle(t, r)
	assert.Equal(t, Failed, r.Lookup(u, 1, 1).Status)
	mu.Lock()
	built = true
	mu.Unlock()
	clock.Lock()
	now = now.Add(4 * time.Second)
	clock.Unlock()
	r.Lookup(u, 1, 1) // revalidates: the script is unchanged, but its map is fetched again
	waitIdle(t, r)
	assert.Equal(t, Mapped, r.Lookup(u, 1, 1).Status)
}

// A dev server on https with a self-signed certificate (Vite's basic-ssl
// plugin) is read: it is on loopback. httptest's TLS server is one.
func TestSelfSignedLoopbackHTTPS(t *testing.T) {
	srv := httptest.NewTLSServer(http.HandlerFunc(func(w http.ResponseWriter, req *http.Request) {
		fmt.Fprint(w, inline("a\nb", tinyMap))
	}))
	t.Cleanup(srv.Close)
	r := New(Config{})
	defer r.Close()
	r.Lookup(srv.URL+"/a.js", 2, 1)
	waitIdle(t, r)
	res := r.Lookup(srv.URL+"/a.js", 2, 1)
	require.Equal(t, Mapped, res.Status, res.Reason)
	assert.Equal(t, "src/a.ts", res.Source)
}
