package sourcemap

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

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
			"    at Page.useEffect (app/page.tsx:9:17)",
		}},
		{"next 16 dev --webpack", "next-webpack", []string{
			"    at parsePrice (lib/price.ts:4:11)",
			"    at Page.useEffect (app/page.tsx:9:17)",
		}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			srv, stack := serveFixture(t, tt.dir, "http://127.0.0.1:3300")
			r := New(Config{})
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
// total(), called from its mount hook. The expected positions are read by
// hand off testdata/sfc/app/src: the column of "new" in the throw
// statement (line 13 of both files) and of total at its call site (Vue's
// line 19, Svelte's line 20). Both browsers report the same served
// positions here.
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
