package sourcemap

import (
	"fmt"
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

// TestProjectRootWithoutConfig maps the Next.js fixtures with no
// Config.Root, as the daemon runs: their maps name sources by absolute
// path (Turbopack as file:// URLs, webpack as plain paths), and the
// locations must still come out relative to the project, the directory
// that holds node_modules (Turbopack's [project]) or, for a webpack
// module, the directory its webpack-internal:///./path is relative to.
// The expected positions are TestFixtures', written by hand.
func TestProjectRootWithoutConfig(t *testing.T) {
	for _, tt := range []struct {
		name, dir string
		want      []string
	}{
		{"next 16 dev, Turbopack", "next-turbopack", []string{
			"    at parsePrice (lib/price.ts:4:11)",
			"    at Page.useEffect (app/page.tsx:9:7)",
		}},
		{"next 16 dev --webpack", "next-webpack", []string{
			"    at parsePrice (lib/price.ts:4:11)",
			"    at Page.useEffect (app/page.tsx:9:7)",
		}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			srv, stack := serveFixture(t, tt.dir, "http://127.0.0.1:3300")
			r := New(Config{Now: stillClock()})
			defer r.Close()
			if list, err := os.ReadFile(filepath.Join("testdata", tt.dir, "scripts.txt")); err == nil {
				for _, p := range strings.Fields(string(list)) {
					r.PrefetchURL(srv.URL + p)
				}
			}
			r.Prefetch(stack)
			waitIdle(t, r)
			mapped, pending := r.MapStack(stack)
			assert.False(t, pending)
			lines := strings.Split(mapped, "\n")
			require.Greater(t, len(lines), len(tt.want), mapped)
			assert.Equal(t, tt.want, lines[1:len(tt.want)+1])
		})
	}
}

// TestInferRoot covers the two ways a project directory shows in a map
// when Config.Root is not set, and the paths that must not be taken for one.
func TestInferRoot(t *testing.T) {
	for _, tt := range []struct {
		name    string
		module  string // a webpack module's URL, or ""
		sources []string
		want    string
	}{
		{"turbopack file:// sources", "", []string{
			"file:///home/me/shop/app/cart/page.tsx",
			"file:///home/me/shop/node_modules/next/dist/compiled/react/index.js",
		}, "/home/me/shop"},
		{"no dependency in the map", "", []string{"file:///home/me/shop/app/cart/page.tsx"}, ""},
		{"a dev server path is not a directory", "", []string{"/node_modules/.vite/deps/react.js"}, ""},
		{"relative sources", "", []string{"../../node_modules/react/index.js"}, ""},
		{"a URL", "", []string{"http://localhost:5173/node_modules/.vite/deps/react.js"}, ""},
		{"webpack module", "webpack-internal:///(app-pages-browser)/./app/cart/page.tsx",
			[]string{"/home/me/shop/app/cart/page.tsx"}, "/home/me/shop"},
		{"webpack module with a query", "webpack-internal:///./src/a.js?1234",
			[]string{"/home/me/site/src/a.js"}, "/home/me/site"},
		{"webpack module elsewhere", "webpack-internal:///./src/a.js",
			[]string{"/home/me/site/lib/b.js"}, ""},
	} {
		t.Run(tt.name, func(t *testing.T) {
			got := rootFromSources(tt.sources)
			if tt.module != "" {
				got = moduleRoot(tt.module, tt.sources)
			}
			assert.Equal(t, tt.want, got)
		})
	}
}

// TestSingleFileComponents maps stacks recorded in headless Chromium and
// Firefox against what Vite 7's dev server served for a Vue and a Svelte
// single-file component (testdata/sfc/gen.sh). Each component throws in
// total(), called from its mount hook; a second Vue component's template
// throws while rendering. The expected positions are read by
// hand off testdata/sfc/app/src: the column of "new" in the throw
// statement (line 13 of both files) and of total at its call site (Vue's
// line 19, Svelte's line 20). Both browsers report the same served
// positions for those.
func TestSingleFileComponents(t *testing.T) {
	for _, tt := range []struct {
		name, dir string
		want      []string // the mapped Chromium stack's first frames
		gecko     []string // the mapped Firefox stack's first frames
	}{
		{"vue 3.5 with plugin-vue 6", "vue",
			[]string{
				"    at total (src/Cart.vue:13:11)",
				"    at src/Cart.vue:19:24",
			},
			[]string{
				"total@src/Cart.vue:13:11",
				"setup/<@src/Cart.vue:19:24",
			}},
		// A template expression, items[items.length].price.toFixed(2) on
		// line 11 of Total.vue, reading price of undefined: Chromium
		// points at "price", column 34; Firefox at the start of the
		// member expression, "items" at column 14 (served 41:72 and
		// 41:38; Node's decoder maps them the same).
		{"vue 3.5 template", "vue-template",
			[]string{"    at Proxy._sfc_render (src/Total.vue:11:34)"},
			[]string{"_sfc_render@src/Total.vue:11:14"}},
		{"svelte 5 with vite-plugin-svelte 6", "svelte",
			[]string{
				"    at total (src/Cart.svelte:13:13)",
				"    at src/Cart.svelte:20:28",
			},
			[]string{
				"total@src/Cart.svelte:13:13",
				"Cart/<@src/Cart.svelte:20:28",
			}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			srv, stack := serveFixture(t, tt.dir, "http://127.0.0.1:5274")
			r := New(Config{})
			defer r.Close()
			r.Prefetch(stack)
			waitIdle(t, r)
			mapped, _ := r.MapStack(stack) // the framework's own modules are not in testdata
			lines := strings.Split(mapped, "\n")
			require.Greater(t, len(lines), len(tt.want), mapped)
			assert.Equal(t, tt.want, lines[1:len(tt.want)+1])

			gecko := readStack(t, tt.dir, "stack-firefox.txt", "http://127.0.0.1:5274", srv.URL)
			mapped, _ = r.MapStack(gecko)
			lines = strings.Split(mapped, "\n")
			require.GreaterOrEqual(t, len(lines), len(tt.gecko), mapped)
			assert.Equal(t, tt.gecko, lines[:len(tt.gecko)])
		})
	}
}

// TestTurbopackHotUpdate maps a frame of a module Turbopack's dev runtime
// re-evaluated after an edit (extension/next_test.go's hot page, version
// 2): the runtime evals the module's new code with
// //# sourceURL=<chunk>?id=<module id>, a URL whose body the dev server
// answers with the whole chunk, where the module starts further down. The
// throw is on line 6 of that version of app/hot/page.tsx ("// edit 1" moved
// it down a line), "new" at column 11: read by hand.
func TestTurbopackHotUpdate(t *testing.T) {
	_, stack := serveFixture(t, "next-turbopack-hmr", "http://127.0.0.1:34853")
	r := New(Config{})
	defer r.Close()
	r.Prefetch(stack)
	waitIdle(t, r)
	mapped, _ := r.MapStack(stack)
	lines := strings.Split(mapped, "\n")
	require.Greater(t, len(lines), 1, mapped)
	assert.Equal(t, "    at boom (app/hot/page.tsx:6:11)", lines[1])
}

// TestTurbopackModuleLine covers finding the first line of a re-evaluated
// module in its chunk, and the URLs that name no such module.
func TestTurbopackModuleLine(t *testing.T) {
	chunk := []byte("(globalThis.TURBOPACK || []).push([null,\n" +
		"\"[project]/app/a.tsx [app-client] (ecmascript)\", ((__turbopack_context__) => {\n" +
		"\"use strict\";\n})\n" +
		"\"[project]/app/hot/page.tsx [app-client] (ecmascript)\", ((__turbopack_context__) => {\n")
	for _, tt := range []struct {
		name, url string
		want      int
		found     bool
	}{
		{"the second module", "http://h/_next/static/chunks/c.js?id=%255Bproject%255D/app/hot/page.tsx+%255Bapp-client%255D+(ecmascript)", 5, true},
		{"the first module", "http://h/_next/static/chunks/c.js?id=%255Bproject%255D/app/a.tsx+%255Bapp-client%255D+(ecmascript)", 2, true},
		{"a module the chunk no longer holds", "http://h/_next/static/chunks/c.js?id=%255Bproject%255D/app/gone.tsx+%255Bapp-client%255D+(ecmascript)", 0, false},
		{"no module id", "http://h/_next/static/chunks/c.js", 0, false},
		{"Vite's timestamp", "http://h/src/App.tsx?t=123", 0, false},
	} {
		t.Run(tt.name, func(t *testing.T) {
			id, line := turbopackModule(tt.url, chunk)
			assert.Equal(t, tt.found, id != "" && line > 0, "module %q", id)
			assert.Equal(t, tt.want, line)
		})
	}
}

// TestPrefetchRevalidates: an error that arrives after its script changed
// (a dev server rebuilt the chunk under the same URL, as Turbopack does on
// every edit) is not mapped with the map cached before the change. Its
// Prefetch at ingest revalidates a script checked a while ago, even within
// RevalidateAfter, and lookups wait for that rather than answer stale.
func TestPrefetchRevalidates(t *testing.T) {
	var mu sync.Mutex
	version := 1
	srv := newServer(t, func(w http.ResponseWriter, req *http.Request) {
		mu.Lock()
		defer mu.Unlock()
		w.Header().Set("ETag", fmt.Sprintf(`"v%d"`, version))
		m := strings.Replace(tinyMap, "src/a.ts", fmt.Sprintf("src/v%d.ts", version), 1)
		fmt.Fprint(w, inline("x", m))
	})
	now := time.Date(2026, 11, 24, 21, 0, 0, 0, time.UTC)
	var clock sync.Mutex
	r := New(Config{Now: func() time.Time { clock.Lock(); defer clock.Unlock(); return now }})
	defer r.Close()
	advance := func(d time.Duration) { clock.Lock(); now = now.Add(d); clock.Unlock() }
	u := srv.URL + "/app.js"
	stack := "Error: x\n    at f (" + u + ":1:1)"

	r.Prefetch(stack)
	waitIdle(t, r)
	assert.Equal(t, "src/v1.ts", r.Lookup(u, 1, 1).Source)
	r.Prefetch(stack) // a burst of errors: checked just now, not asked again
	waitIdle(t, r)
	assert.Equal(t, 1, srv.count("/app.js"))

	mu.Lock()
	version = 2
	mu.Unlock()
	advance(time.Second) // within RevalidateAfter, after refreshAfter
	r.Prefetch(stack)
	assert.NotEqual(t, "src/v1.ts", r.Lookup(u, 1, 1).Source, "no stale answer while the script is revalidated")
	waitIdle(t, r)
	assert.Equal(t, "src/v2.ts", r.Lookup(u, 1, 1).Source)
	mapped, pending := r.MapStack(stack) // a view reading the stack
	assert.False(t, pending)
	assert.Contains(t, mapped, "src/v2.ts")
	waitIdle(t, r)
	assert.Equal(t, 2, srv.count("/app.js"), "reading a stack does not revalidate")
}

// TestNuxtServedPath maps a frame of Nuxt 4's cart page
// (testdata/nuxt/gen.sh). Nuxt serves app/pages/cart.vue at
// /_nuxt/pages/cart.vue, and the map names its source "cart.vue", relative
// to the script's URL: the served path is not the project's. The map's
// "file", /work/wt-frameworks/testdata/apps/nuxt/app/pages/cart.vue where
// it was recorded, is; with that app's directory among the roots of the
// processes errbundle runs, the frame maps into the project. The throw is
// on line 11 of app/pages/cart.vue, "price" at column 22: read by hand.
func TestNuxtServedPath(t *testing.T) {
	const app = "/work/wt-frameworks/testdata/apps/nuxt"
	for _, tt := range []struct {
		name  string
		roots []string
		want  string
	}{
		{"the dev server's directory a root", []string{"/elsewhere", app}, "    at checkout (app/pages/cart.vue:11:22)"},
		{"the nearest of nested roots", []string{"/work/wt-frameworks", app}, "    at checkout (app/pages/cart.vue:11:22)"},
		// Without a root holding the file, the path the script's URL shows.
		{"no root", nil, "    at checkout (_nuxt/pages/cart.vue:11:22)"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			_, stack := serveFixture(t, "nuxt", "http://127.0.0.1:33703")
			r := New(Config{FileRoots: func() []string { return tt.roots }})
			defer r.Close()
			r.Prefetch(stack)
			waitIdle(t, r)
			mapped, _ := r.MapStack(stack)
			lines := strings.Split(mapped, "\n")
			require.Greater(t, len(lines), 1, mapped)
			assert.Equal(t, tt.want, lines[1])
		})
	}
}
