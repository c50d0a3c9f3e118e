package sourcemap

import (
	"context"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// replayed are the response headers of a fixture served again: the ones
// that tell how to read the script or find its map.
var replayed = []string{"Content-Type", "ETag", "SourceMap", "X-SourceMap"}

// serveFixture serves testdata/<dir>/served/ on 127.0.0.1 under the paths
// the dev server used, with the headers it sent that matter, and returns the
// recorded browser stack with its origin replaced by the test server's.
func serveFixture(tb testing.TB, dir, recordedOrigin string) (*httptest.Server, string) {
	tb.Helper()
	root := filepath.Join("testdata", dir, "served")
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, req *http.Request) {
		p := filepath.Join(root, filepath.FromSlash(req.URL.Path))
		if strings.HasSuffix(p, ".headers") {
			http.NotFound(w, req)
			return
		}
		if h, err := os.ReadFile(p + ".headers"); err == nil {
			for _, line := range strings.Split(string(h), "\n") {
				k, v, ok := strings.Cut(strings.TrimSpace(line), ": ")
				if ok && slices.ContainsFunc(replayed, func(h string) bool { return strings.EqualFold(k, h) }) {
					w.Header().Set(k, v)
				}
			}
		}
		http.ServeFile(w, req, p)
	}))
	tb.Cleanup(srv.Close)
	return srv, readStack(tb, dir, "stack.txt", recordedOrigin, srv.URL)
}

// readStack reads a recorded stack with its origin replaced by the test
// server's; "" if the fixture has no such file.
func readStack(tb testing.TB, dir, name, recordedOrigin, origin string) string {
	tb.Helper()
	stack, err := os.ReadFile(filepath.Join("testdata", dir, name))
	if os.IsNotExist(err) && name != "stack.txt" {
		return ""
	}
	require.NoError(tb, err)
	return strings.ReplaceAll(strings.TrimSpace(string(stack)), recordedOrigin, origin)
}

// stillClock is a clock that never moves. A replayed stack names scripts
// the fixture does not hold (a framework's chunks); their fetch fails, and
// a lookup made once its retry is due (100 ms later, which a loaded machine
// can spend between waitIdle and the lookup) would fetch it again and
// answer Pending.
func stillClock() func() time.Time {
	t := time.Now()
	return func() time.Time { return t }
}

func waitIdle(tb testing.TB, r *Resolver) {
	tb.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	require.NoError(tb, r.Wait(ctx))
}

// TestFixtures maps the frames of stacks recorded in headless Chromium
// against what real dev servers served (see each testdata/*/gen.sh). The
// expected positions are read by hand off the source programs in
// testdata/*/app/src: the column of "new" in the throw statement, and of the
// called function's name at the call site.
//
// webpack's maps are coarser, by design of its maps rather than ours:
// without a loader, webpack-sources' OriginalSource maps each statement from
// the start of its line, indentation included (3:1 for "    throw new …",
// as Node's own decoder, node:module SourceMap.findEntry, reads it). The
// generated line is the original text there, so the column is found in it
// (see refineColumn): "new", 3:11, as for esbuild. The import rewrite of
// divide(1, 0) into (0,_math_js…divide)(1, 0) splits that line at the
// replaced name, and V8's position for the call is the "(" of its
// arguments, which the map takes to the "(" after divide, 11:21; the frame
// says "divide", 11:15, as V8 does for the unbundled call and esbuild's
// map for the bundled one (see calleeStart).
//
// Next.js (SWC under both Turbopack and webpack) rewrites the imported call
// parsePrice("12,50 EUR") the same way, (0, …["parsePrice"])("12,50 EUR"),
// so its frame is parsePrice's, 9:7 (the map says the "(", 9:17).
//
// Firefox (stack-firefox.txt) reports a plain call such as
// formatEmail(user) at the "(" of its arguments (Vite 7's main.tsx:18:14)
// where V8 reports the callee's name (18:3). Vite's maps have no segment at
// that "(", so it maps through the segment before it, the callee's name:
// 16:3 as for Chromium (Node's decoder agrees). Its other positions are
// Chromium's.
func TestFixtures(t *testing.T) {
	tests := []fixture{
		{
			name: "vite 7 with plugin-react", dir: "vite7", origin: "http://127.0.0.1:5273",
			want: []string{
				"    at formatEmail (src/Profile.tsx:17:11)",
				"    at src/main.tsx:16:3",
			},
			gecko: []string{
				"formatEmail@src/Profile.tsx:17:11",
				"@src/main.tsx:16:3",
			},
		},
		{
			name: "vite 8 with plugin-react", dir: "vite8", origin: "http://127.0.0.1:5273",
			want: []string{
				"    at formatEmail (src/Profile.tsx:17:11)",
				"    at src/main.tsx:16:3",
			},
			gecko: []string{
				"formatEmail@src/Profile.tsx:17:11",
				"@src/main.tsx:16:3",
			},
		},
		{
			name: "webpack 5 eval-source-map", dir: "webpack-eval", origin: "http://127.0.0.1:8480",
			want: []string{
				"    at divide (src/math.js:3:11)",
				"    at eval (src/index.js:11:15)",
				"    at ./src/index.js (ORIGIN/main.js:19:1)",
				"    at __webpack_require__ (ORIGIN/main.js:59:41)",
				"    at ORIGIN/main.js:91:37",
				"    at ORIGIN/main.js:93:12",
			},
			gecko: []string{
				"divide@src/math.js:3:11",
				"@src/index.js:11:15",
				"./src/index.js@ORIGIN/main.js:19:1",
			},
		},
		{
			name: "webpack 5 source-map", dir: "webpack-sourcemap", origin: "http://127.0.0.1:8480",
			want: []string{
				"    at divide (src/math.js:3:11)",
				"    at src/index.js:11:15",
			},
			gecko: []string{
				"divide@src/math.js:3:11",
				"@src/index.js:11:15",
			},
		},
		{
			name: "esbuild --sourcemap", dir: "esbuild-external", origin: "http://127.0.0.1:8490",
			want: []string{
				"    at divide (src/math.js:3:11)",
				"    at src/index.js:11:15",
			},
			gecko: []string{
				"divide@src/math.js:3:11",
				"@src/index.js:11:15",
			},
		},
		{
			name: "esbuild --sourcemap=inline", dir: "esbuild-inline", origin: "http://127.0.0.1:8490",
			want: []string{
				"    at divide (src/math.js:3:11)",
				"    at src/index.js:11:15",
			},
			gecko: []string{
				"divide@src/math.js:3:11",
				"@src/index.js:11:15",
			},
		},
		{
			// An index map ("sections"), sources as file:// URLs.
			name: "next 16 dev, Turbopack", dir: "next-turbopack", origin: "http://127.0.0.1:3300",
			root: "/tmp/errbundle-sourcemap-next",
			want: []string{
				"    at parsePrice (lib/price.ts:4:11)",
				"    at Page.useEffect (app/page.tsx:9:7)",
				// React's chunk is not in testdata: the frame stays as it was.
				"    at Object.react_stack_bottom_frame (ORIGIN/_next/static/chunks/1daa_next_dist_compiled_react-dom_cjs_react-dom-client_development_0mp0cp_t-ezj9.js:15063:22)",
			},
		},
		{
			// Every frame is webpack-internal:///; the chunks come from the
			// page's script list (scripts.txt), as a capture script would send.
			name: "next 16 dev --webpack", dir: "next-webpack", origin: "http://127.0.0.1:3300",
			root: "/tmp/errbundle-sourcemap-next", // sources are absolute paths
			want: []string{
				"    at parsePrice (lib/price.ts:4:11)",
				"    at Page.useEffect (app/page.tsx:9:7)",
				"    at Object.react_stack_bottom_frame (webpack-internal:///(app-pages-browser)/./node_modules/next/dist/compiled/react-dom/cjs/react-dom-client.development.js:28673:20)",
			},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, tt.check)
	}
}

// fixture is one recorded run of a dev server or build, and what its
// stacks map to, written by hand.
type fixture struct {
	name   string
	dir    string
	origin string
	root   string   // Config.Root: the scratch directory gen.sh built in
	want   []string // the mapped Chromium stack, frame lines only, by hand
	gecko  []string // the mapped Firefox stack (stack-firefox.txt), by hand
	// files is the directory under testdata (or an absolute one) that
	// Config.FileRoots names, as the working directory of the dev server;
	// context is text the first frame's source context must hold.
	files, context string
	// ignored is the source the map's ignoreList names, or a directory
	// ("node_modules/") holding those it names: frames there, and only
	// there, are marked Ignored.
	ignored string
}

func (tt fixture) check(t *testing.T) {
	srv, stack := serveFixture(t, tt.dir, tt.origin)
	cfg := Config{Root: tt.root, Now: stillClock()}
	if tt.files != "" {
		dir := tt.files
		if !filepath.IsAbs(dir) {
			var err error
			dir, err = filepath.Abs(filepath.Join("testdata", tt.files))
			require.NoError(t, err)
		}
		cfg.FileRoots = func() []string { return []string{dir} }
	}
	r := New(cfg)
	defer r.Close()

	if list, err := os.ReadFile(filepath.Join("testdata", tt.dir, "scripts.txt")); err == nil {
		for _, p := range strings.Fields(string(list)) {
			r.PrefetchURL(srv.URL + p)
		}
	}
	r.Prefetch(stack) // as at ingest; TestLookupPendingWhileFetching covers the Pending answer
	waitIdle(t, r)
	m := r.Map(stack)
	assert.False(t, m.Pending)
	t.Logf("cache after the fixture: %d entries, %d bytes", r.Stats().Entries, r.Stats().Bytes)

	lines := strings.Split(m.Text, "\n")
	require.GreaterOrEqual(t, len(lines)-1, len(tt.want), m.Text)
	assert.Equal(t, strings.Split(stack, "\n")[0], lines[0], "the message line stays")
	for i, w := range tt.want {
		assert.Equal(t, strings.ReplaceAll(w, "ORIGIN", srv.URL), lines[i+1])
	}
	if tt.context != "" {
		require.NotEmpty(t, m.Results)
		assert.Contains(t, m.Results[0].Context, tt.context)
	}
	for i, res := range m.Results {
		if res.Status == Mapped {
			assert.Equal(t, tt.ignored != "" && strings.HasPrefix(res.Source, tt.ignored), res.Ignored, "frame %d, %s", i, res.Source)
		}
	}

	gecko := readStack(t, tt.dir, "stack-firefox.txt", tt.origin, srv.URL)
	if tt.gecko == nil {
		assert.Empty(t, gecko, "a Firefox stack with no expectations")
		return
	}
	r.Prefetch(gecko) // Firefox's stack may name scripts Chromium's did not
	waitIdle(t, r)
	mapped, pending := r.MapStack(gecko)
	assert.False(t, pending)
	lines = strings.Split(mapped, "\n")
	require.GreaterOrEqual(t, len(lines), len(tt.gecko), mapped)
	for i, w := range tt.gecko {
		assert.Equal(t, strings.ReplaceAll(w, "ORIGIN", srv.URL), lines[i])
	}
}
