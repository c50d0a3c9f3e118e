package sourcemap

import (
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The names app (testdata/names/app, see testdata/names/EXPECTED.md)
// throws in validate, called by a const arrow (lineTotal), called by an
// anonymous arrow passed to reduce in the getter total, read by the method
// Cart#summary, called in the constructor of Receipt, made by describe (a
// function expression assigned to a const), called by the object-literal
// method ledger.record, called by the async function checkout after an
// await. Every build below mangles those names: the browsers print "s",
// "t.summary", "new c". The positions were read by hand off app/src (and
// agree with node:module's SourceMap.findEntry on every frame): V8 blames
// the "new" of the throw (cart.js 23:9; 23:13, RangeError, where SWC and
// Bun drop the "new", but see SWC's below), the callee's name in a call, the property "total"
// of "this.total" (15:26; Firefox its "this", 15:21), the "new" of "new
// Receipt" (ledger.js 13:9). The stacks stop at ten frames: start's async
// frame is not among them.
func namesChromium(throwAt string) []string {
	return []string{
		"    at validate (src/cart.js:" + throwAt + ")",
		"    at lineTotal (src/cart.js:19:29)",
		"    at src/cart.js:11:49", // anonymous in the source: stays so
		"    at Array.reduce (<anonymous>)",
		"    at get total (src/cart.js:11:21)",
		"    at Cart.summary (src/cart.js:15:26)",
		"    at new Receipt (src/receipt.js:3:34)",
		"    at describe (src/ledger.js:13:9)",
		"    at Object.record (src/ledger.js:6:16)",
		"    at checkout (src/checkout.js:7:16)",
	}
}

func namesFirefox(throwAt string) []string {
	return []string{
		"validate@src/cart.js:" + throwAt,
		"lineTotal@src/cart.js:19:29",
		"get total/<@src/cart.js:11:49",
		"get total@src/cart.js:11:21",
		"summary@src/cart.js:15:21",
		"Receipt@src/receipt.js:3:34",
		"describe@src/ledger.js:13:9",
		"record@src/ledger.js:6:16",
		"checkout@src/checkout.js:7:16",
	}
}

// TestNamesFixtures maps stacks of minified builds (testdata/names/gen.sh)
// to the functions' original names. Terser and webpack's production build
// (terser) inline checkout into an anonymous async function: its frame,
// printed "at name" or "i/<" or with no name at all, is named after the
// function its position is in.
func TestNamesFixtures(t *testing.T) {
	tests := []fixture{
		{
			name: "esbuild --bundle --minify", dir: "names-esbuild-minify", origin: "http://127.0.0.1:8502",
			want: namesChromium("23:9"), gecko: namesFirefox("23:9"),
		},
		{
			name: "terser --compress --mangle --toplevel, input map", dir: "names-terser", origin: "http://127.0.0.1:8502",
			want: namesChromium("23:9"), gecko: namesFirefox("23:9"),
		},
		{
			// SWC drops the "new" too, but its map puts a segment of the
			// throw's "new" (23:9) on RangeError's first column, and the
			// RangeError segment one column on (Node's decoder, taking the
			// last of two segments there, says 23:13).
			name: "swc minify, a file a module", dir: "names-swc-minify", origin: "http://127.0.0.1:8502",
			want: namesChromium("23:9"), gecko: namesFirefox("23:9"),
		},
		{
			name: "vite 7 build", dir: "names-vite-build", origin: "http://127.0.0.1:8502",
			want: namesChromium("23:9"), gecko: namesFirefox("23:9"),
		},
		{
			name: "webpack 5 production (terser)", dir: "names-webpack-production", origin: "http://127.0.0.1:8502",
			want: namesChromium("23:9"), gecko: namesFirefox("23:9"),
		},
		{
			name: "bun build --minify", dir: "names-bun-minify", origin: "http://127.0.0.1:8502",
			want: namesChromium("23:13"), gecko: namesFirefox("23:13"),
		},
		{
			// React 19 through Vite 7's build (names/gen-react.sh): a
			// component's render throws. By hand from names/react-app/src:
			// the throw's "new" (prices.ts 5:11), "priceOf(" 10:87,
			// "reduce(" 10:59, "sumPrices(" in CartTotal 4:17. react-dom's
			// frames (ignore-listed) are named after its source's functions;
			// each agrees with the name the map gives at the frame below it
			// (node:module's findEntry), but for CartTotal's caller, which
			// calls it as Component, and performWorkOnRoot's, which the
			// scheduler calls as callback: read off react-dom's source.
			name: "react 19, vite 7 build", dir: "names-react-vite-build", origin: "http://127.0.0.1:8504",
			ignored: "node_modules/react-dom/cjs/react-dom-client.production.js",
			want: []string{
				"    at priceOf (src/prices.ts:5:11)",
				"    at src/prices.ts:10:87",
				"    at Array.reduce (<anonymous>)",
				"    at sumPrices (src/prices.ts:10:59)",
				"    at CartTotal (src/CartTotal.tsx:4:17)",
				"    at renderWithHooks (node_modules/react-dom/cjs/react-dom-client.production.js:4645:21)",
				"    at updateFunctionComponent (node_modules/react-dom/cjs/react-dom-client.production.js:6799:15)",
				"    at beginWork (node_modules/react-dom/cjs/react-dom-client.production.js:7858:14)",
				"    at performUnitOfWork (node_modules/react-dom/cjs/react-dom-client.production.js:12707:14)",
				"    at workLoopSync (node_modules/react-dom/cjs/react-dom-client.production.js:12584:37)",
			},
			gecko: []string{
				"priceOf@src/prices.ts:5:11",
				"sumPrices/<@src/prices.ts:10:87",
				"sumPrices@src/prices.ts:10:59",
				"CartTotal@src/CartTotal.tsx:4:17",
				"renderWithHooks@node_modules/react-dom/cjs/react-dom-client.production.js:4645:21",
				"updateFunctionComponent@node_modules/react-dom/cjs/react-dom-client.production.js:6799:15",
				"beginWork@node_modules/react-dom/cjs/react-dom-client.production.js:7858:14",
				"performUnitOfWork@node_modules/react-dom/cjs/react-dom-client.production.js:12707:14",
				"workLoopSync@node_modules/react-dom/cjs/react-dom-client.production.js:12584:37",
				"renderRootSync@node_modules/react-dom/cjs/react-dom-client.production.js:12565:7",
				"performWorkOnRoot@node_modules/react-dom/cjs/react-dom-client.production.js:12116:40",
				"performWorkOnRootViaSchedulerTask@node_modules/react-dom/cjs/react-dom-client.production.js:13568:3",
			},
		},
		{
			// Vue 3.5 through Vite 7's build (names/gen-vue.sh): a computed
			// read by the template throws. By hand from names/vue-app/src:
			// the throw's "new" (prices.js 3:11), "priceOf(" in Cart.vue 8:10,
			// "lineTotal(" 11:64, "reduce(" 11:36. The computed's getter is
			// anonymous in the source; V8 names it after the property it is
			// kept in ("Ei.fn", unminified "ComputedRefImpl.fn"), Firefox
			// after the variable ("setup/n<": "n" is not on the source's
			// line, so a minifier's, dropped). The template's render function
			// is compiled, no function of the source: it keeps its name.
			// Vue's frames are named after the runtime's functions; each
			// agrees with the name the map gives at the frame below it
			// (node:module's findEntry), componentUpdateFn (whose caller
			// names none) read off runtime-core's source.
			name: "vue 3.5, vite 7 build", dir: "names-vue-vite-build", origin: "http://127.0.0.1:8505",
			ignored: "node_modules/",
			want: []string{
				"    at priceOf (src/prices.js:3:11)",
				"    at lineTotal (src/Cart.vue:8:10)",
				"    at src/Cart.vue:11:64",
				"    at Array.reduce (<anonymous>)",
				"    at Ei.fn (src/Cart.vue:11:36)",
				"    at refreshComputed (node_modules/@vue/reactivity/dist/reactivity.esm-bundler.js:422:28)",
				"    at get value (node_modules/@vue/reactivity/dist/reactivity.esm-bundler.js:1779:5)",
				"    at Proxy.<anonymous> (src/Cart.vue:15:23)",
				"    at renderComponentRoot (node_modules/@vue/runtime-core/dist/runtime-core.esm-bundler.js:4827:16)",
				"    at Wn.componentUpdateFn [as fn] (node_modules/@vue/runtime-core/dist/runtime-core.esm-bundler.js:6415:46)",
			},
			gecko: []string{
				"priceOf@src/prices.js:3:11",
				"lineTotal@src/Cart.vue:8:10",
				"setup/n</<@src/Cart.vue:11:64",
				"setup/<@src/Cart.vue:11:36",
				"refreshComputed@node_modules/@vue/reactivity/dist/reactivity.esm-bundler.js:422:28",
				"get value@node_modules/@vue/reactivity/dist/reactivity.esm-bundler.js:1779:5",
				"setup/<@src/Cart.vue:15:23",
				"renderComponentRoot@node_modules/@vue/runtime-core/dist/runtime-core.esm-bundler.js:4827:16",
				"componentUpdateFn@node_modules/@vue/runtime-core/dist/runtime-core.esm-bundler.js:6415:46",
				"run@node_modules/@vue/reactivity/dist/reactivity.esm-bundler.js:268:19",
				"setupRenderEffect@node_modules/@vue/runtime-core/dist/runtime-core.esm-bundler.js:6560:5",
				"mountComponent@node_modules/@vue/runtime-core/dist/runtime-core.esm-bundler.js:6319:7",
				"processComponent@node_modules/@vue/runtime-core/dist/runtime-core.esm-bundler.js:6266:9",
				"patch@node_modules/@vue/runtime-core/dist/runtime-core.esm-bundler.js:5757:11",
				"Oo/render/<@node_modules/@vue/runtime-core/dist/runtime-core.esm-bundler.js:7118:9",
				"flushOnAppMount@node_modules/@vue/runtime-core/dist/runtime-core.esm-bundler.js:416:3",
				"render@node_modules/@vue/runtime-core/dist/runtime-core.esm-bundler.js:7112:5",
				"mount@node_modules/@vue/runtime-core/dist/runtime-core.esm-bundler.js:4501:13",
				"yl/t.mount@node_modules/@vue/runtime-dom/dist/runtime-dom.esm-bundler.js:2018:19",
				"@src/main.js:14:5",
			},
		},
		{
			// Angular 20's production build (angular/gen-build.sh): one
			// bundle, Angular's own code in it (ignore-listed). By hand from
			// angular/app/src as for angular-serve; the template function
			// Angular compiles ("template" in its component definition) is
			// no function of the source: it keeps the browser's name.
			// Firefox names the reduce arrow after a minified variable,
			// "total/Za<", not in the source's line. Angular's frames are
			// named after the functions of @angular/core's source the map
			// carries; each agrees with the name the map gives at the frame
			// below it (node:module's findEntry).
			name: "angular 20 ng build --configuration production", dir: "angular-build", origin: "http://127.0.0.1:8503",
			ignored: "node_modules/@angular/core/fesm2022/debug_node.mjs",
			want: []string{
				"    at price (src/price.ts:3:11)",
				"    at src/app/app.component.ts:15:51",
				"    at Array.reduce (<anonymous>)",
				"    at AppComponent.total (src/app/app.component.ts:15:23)",
				"    at template (src/app/app.component.ts:9:8)",
				"    at executeTemplate (node_modules/@angular/core/fesm2022/debug_node.mjs:8883:5)",
				"    at refreshView (node_modules/@angular/core/fesm2022/debug_node.mjs:9870:7)",
				"    at detectChangesInView (node_modules/@angular/core/fesm2022/debug_node.mjs:10082:5)",
				"    at detectChangesInViewIfAttached (node_modules/@angular/core/fesm2022/debug_node.mjs:10044:3)",
				"    at detectChangesInComponent (node_modules/@angular/core/fesm2022/debug_node.mjs:10032:3)",
			},
			gecko: []string{
				"price@src/price.ts:3:11",
				"total/<@src/app/app.component.ts:15:51",
				"total@src/app/app.component.ts:15:23",
				"template@src/app/app.component.ts:9:8",
				"executeTemplate@node_modules/@angular/core/fesm2022/debug_node.mjs:8883:5",
				"refreshView@node_modules/@angular/core/fesm2022/debug_node.mjs:9870:7",
				"detectChangesInView@node_modules/@angular/core/fesm2022/debug_node.mjs:10082:5",
				"detectChangesInViewIfAttached@node_modules/@angular/core/fesm2022/debug_node.mjs:10044:3",
				"detectChangesInComponent@node_modules/@angular/core/fesm2022/debug_node.mjs:10032:3",
				"detectChangesInChildComponents@node_modules/@angular/core/fesm2022/debug_node.mjs:10106:5",
				"refreshView@node_modules/@angular/core/fesm2022/debug_node.mjs:9923:7",
				"detectChangesInView@node_modules/@angular/core/fesm2022/debug_node.mjs:10082:5",
				"detectChangesInViewWhileDirty@node_modules/@angular/core/fesm2022/debug_node.mjs:9787:5",
				"detectChangesInternal@node_modules/@angular/core/fesm2022/debug_node.mjs:9776:5",
			},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, tt.check)
	}
}

// TestNamesWithoutSources maps the same stacks with every map's
// sourcesContent removed and no project files: the functions cannot be
// read, and a frame takes the name the map gives at its caller's call site
// (the frame printed below it), where the map names one. Read by hand off
// each map (node:module's findEntry gives the same names): esbuild names
// the calls of validate, lineTotal and describe, not those of summary,
// Receipt or record, nor the "new"; terser names those of summary and
// record too, which the browser printed already. A frame with no caller
// (the last), a constructor, a getter and an anonymous function keep what
// the browser printed.
func TestNamesWithoutSources(t *testing.T) {
	tests := []struct {
		dir         string
		want, gecko []string
	}{
		{
			dir: "names-esbuild-minify",
			want: []string{
				"    at validate (src/cart.js:23:9)",
				"    at lineTotal (src/cart.js:19:29)",
				"    at src/cart.js:11:49",
				"    at Array.reduce (<anonymous>)",
				"    at get total (src/cart.js:11:21)",
				"    at t.summary (src/cart.js:15:26)",
				"    at new n (src/receipt.js:3:34)",
				"    at describe (src/ledger.js:13:9)",
				"    at Object.record (src/ledger.js:6:16)",
				"    at s (src/checkout.js:7:16)",
			},
			gecko: []string{
				"validate@src/cart.js:23:9",
				"lineTotal@src/cart.js:19:29",
				"get total/<@src/cart.js:11:49",
				"get total@src/cart.js:11:21",
				"summary@src/cart.js:15:21",
				"n@src/receipt.js:3:34",
				"describe@src/ledger.js:13:9",
				"record@src/ledger.js:6:16",
				"s@src/checkout.js:7:16",
			},
		},
		{
			dir: "names-terser",
			want: []string{
				"    at validate (src/cart.js:23:9)",
				"    at lineTotal (src/cart.js:19:29)",
				"    at src/cart.js:11:49",
				"    at Array.reduce (<anonymous>)",
				"    at get total (src/cart.js:11:21)",
				"    at t.summary (src/cart.js:15:26)",
				"    at new r (src/receipt.js:3:34)",
				"    at describe (src/ledger.js:13:9)",
				"    at Object.record (src/ledger.js:6:16)",
				"    at name (src/checkout.js:7:16)",
			},
			gecko: []string{
				"validate@src/cart.js:23:9",
				"lineTotal@src/cart.js:19:29",
				"get total/<@src/cart.js:11:49",
				"get total@src/cart.js:11:21",
				"summary@src/cart.js:15:21",
				"r@src/receipt.js:3:34",
				"describe@src/ledger.js:13:9",
				"record@src/ledger.js:6:16",
				"i/<@src/checkout.js:7:16",
			},
		},
	}
	for _, tt := range tests {
		t.Run(tt.dir, func(t *testing.T) {
			srv := serveWithoutSources(t, tt.dir)
			r := New(Config{})
			defer r.Close()
			for i, file := range []string{"stack.txt", "stack-firefox.txt"} {
				stack := readStack(t, tt.dir, file, "http://127.0.0.1:8502", srv.URL)
				r.Prefetch(stack)
				waitIdle(t, r)
				m := r.Map(stack)
				require.False(t, m.Pending)
				for _, res := range m.Results {
					if res.Status == Mapped {
						assert.Empty(t, res.Context, "no source text")
					}
				}
				lines := strings.Split(m.Text, "\n")
				want := tt.want
				if i == 1 {
					want = tt.gecko
				} else {
					lines = lines[1:] // the message
				}
				require.GreaterOrEqual(t, len(lines), len(want), m.Text)
				for k, w := range want {
					assert.Equal(t, w, lines[k])
				}
			}
		})
	}
}

// serveWithoutSources serves a fixture's recorded scripts and maps, the
// maps without their sourcesContent.
func serveWithoutSources(tb testing.TB, dir string) *httptest.Server {
	tb.Helper()
	root := filepath.Join("testdata", dir, "served")
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, req *http.Request) {
		body, err := os.ReadFile(filepath.Join(root, filepath.FromSlash(req.URL.Path)))
		if err != nil {
			http.NotFound(w, req)
			return
		}
		if strings.HasSuffix(req.URL.Path, ".map") {
			var m map[string]any
			require.NoError(tb, json.Unmarshal(body, &m))
			require.Contains(tb, m, "sourcesContent")
			delete(m, "sourcesContent")
			body, err = json.Marshal(m)
			require.NoError(tb, err)
		}
		w.Write(body)
	}))
	tb.Cleanup(srv.Close)
	return srv
}

// TestPositionFunction reads the function of each mapped frame of esbuild's
// minified build: as the source declares it, "" for the anonymous arrow.
func TestPositionFunction(t *testing.T) {
	_, stack := serveFixture(t, "names-esbuild-minify", "http://127.0.0.1:8502")
	r := New(Config{})
	defer r.Close()
	r.Prefetch(stack)
	waitIdle(t, r)
	m := r.Map(stack)
	var got []string
	for _, res := range m.Results {
		require.Equal(t, Mapped, res.Status, res.Reason)
		got = append(got, res.Function)
	}
	assert.Equal(t, []string{"validate", "lineTotal", "", "get total", "Cart.summary", "new Receipt", "describe", "record", "checkout"}, got)
}

// TestNamesFromProjectFiles maps esbuild's and terser's builds with the
// maps' sourcesContent removed but the project's files at hand
// (Config.FileRoots, as for the dev server errbundle runs): the functions
// are read from src/ on disk, and every frame reads as with the source in
// the map.
func TestNamesFromProjectFiles(t *testing.T) {
	app, err := filepath.Abs(filepath.Join("testdata", "names", "app"))
	require.NoError(t, err)
	for _, dir := range []string{"names-esbuild-minify", "names-terser"} {
		t.Run(dir, func(t *testing.T) {
			srv := serveWithoutSources(t, dir)
			r := New(Config{FileRoots: func() []string { return []string{app} }})
			defer r.Close()
			for i, file := range []string{"stack.txt", "stack-firefox.txt"} {
				stack := readStack(t, dir, file, "http://127.0.0.1:8502", srv.URL)
				r.Prefetch(stack)
				waitIdle(t, r)
				m := r.Map(stack)
				require.False(t, m.Pending)
				require.NotEmpty(t, m.Results)
				assert.Contains(t, m.Results[0].Context, "throw new RangeError", "the source read from disk")
				lines := strings.Split(m.Text, "\n")
				want := namesFirefox("23:9")
				if i == 0 {
					lines, want = lines[1:], namesChromium("23:9")
				}
				require.GreaterOrEqual(t, len(lines), len(want), m.Text)
				for k, w := range want {
					assert.Equal(t, w, lines[k])
				}
			}
		})
	}
}

// TestRenameFrameFromCallSite: without the source's text, a frame takes the
// name the map gives at its caller's call site, unless the name it has is
// one of the map's own (Firefox prints no native frame: the caller of a
// callback passed to forEach is the call of forEach, which names forEach).
func TestRenameFrameFromCallSite(t *testing.T) {
	names := []string{"forEach", "handle", "validate"}
	at := func(name string) *Result {
		return &Result{Status: Mapped, Position: Position{Name: name}}
	}
	tests := []struct {
		name, line string
		caller     *Result
		want       string
	}{
		{"minified V8", "    at t (http://x/a.js:1:2)", at("validate"), "validate"},
		{"minified Firefox", "t@http://x/a.js:1:2", at("validate"), "validate"},
		{"a callback's caller is forEach's call", "handle@http://x/a.js:1:2", at("forEach"), "handle"},
		{"no caller", "    at t (http://x/a.js:1:2)", nil, "t"},
		{"the caller's position names nothing", "    at t (http://x/a.js:1:2)", at(""), "t"},
		{"a constructor", "    at new t (http://x/a.js:1:2)", at("Receipt"), "new t"},
		{"a getter", "    at t.get total [as total] (http://x/a.js:1:2)", at("reduce"), "t.get total [as total]"},
		{"anonymous", "    at http://x/a.js:1:2", at("validate"), ""},
		{"eval'd code", "    at eval (eval at run (http://x/a.js:1:2), <anonymous>:1:1)", at("run"), "eval"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f := ParseStack(tt.line)
			require.Len(t, f, 1)
			res := Result{Status: Mapped, Position: Position{fn: funcInfo{names: names}}}
			assert.Equal(t, tt.want, renameFrame(f[0], res, tt.caller))
		})
	}
}

// TestNamesConcurrentMaps maps one minified stack from many goroutines at
// once, the first time its sources' functions are read: every answer is
// the same (run with -race), and what was read is charged to the cache.
func TestNamesConcurrentMaps(t *testing.T) {
	_, stack := serveFixture(t, "names-vite-build", "http://127.0.0.1:8502")
	r := New(Config{})
	defer r.Close()
	r.Prefetch(stack)
	waitIdle(t, r)
	fetched := r.Stats().Bytes
	texts := make(chan string, 8)
	for range 8 {
		go func() { texts <- r.Map(stack).Text }()
	}
	for range 8 {
		text := <-texts
		assert.Contains(t, text, "at validate (src/cart.js:23:9)")
		assert.Contains(t, text, "at Cart.summary (src/cart.js:15:26)")
	}
	assert.Greater(t, r.Stats().Bytes, fetched, "the functions read are charged to the cache")
}
