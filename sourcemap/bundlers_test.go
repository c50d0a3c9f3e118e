package sourcemap

import "testing"

// The shapes app (testdata/shapes/app, and its TypeScript twin
// testdata/typescript/app) throws in price(), called by an arrow function
// passed to reduce in a getter, read in a constructor, called from async
// functions resumed after an await, started by a setTimeout. The positions
// below are read by hand off app/src: V8 blames the "new" of the throw
// (cart.js 14:11) and of "new Cart" (index.js 12:10), the callee's name in
// "sum + price(item)" (8:51) and in "this.items.reduce(" (8:23), the
// property read "this.total" (4:25), and the "await" of "return await
// build(items)" (17:10). Firefox prints no async frames, names the arrow
// function after its getter ("get total/<", prefixed by the module for
// webpack's non-eval chunks) and blames the constructor's statement, not
// the getter's name: "this.checked = …", 4:5.
func shapesChromium(arrow string) []string {
	return []string{
		"    at price (src/cart.js:14:11)",
		arrow,
		"    at Array.reduce (<anonymous>)",
		"    at get total (src/cart.js:8:23)",
		"    at new Cart (src/cart.js:4:25)",
		"    at build (src/index.js:12:10)",
		"    at async load (src/index.js:17:10)",
	}
}

func shapesFirefox(arrow string) []string {
	return []string{
		"price@src/cart.js:14:11",
		arrow + "@src/cart.js:8:51",
		"get total@src/cart.js:8:23",
		"Cart@src/cart.js:4:5",
		"build@src/index.js:12:10",
	}
}

var (
	vite7Build = []string{
		"    at price (src/cart.js:14:11)",
		"    at src/cart.js:8:51",
		"    at Array.reduce (<anonymous>)",
		"    at get total (src/cart.js:8:23)",
		"    at new Cart (src/cart.js:4:25)",
		"    at build (src/index.js:12:10)",
		"    at async load (src/index.js:17:10)",
	}
	vite7BuildFirefox = []string{
		"price@src/cart.js:14:11",
		"get total/<@src/cart.js:8:51",
		"get total@src/cart.js:8:23",
		"Cart@src/cart.js:4:5",
		"build@src/index.js:12:10",
	}
	vite8Build = []string{
		"    at price (src/cart.js:14:15)",
		"    at src/cart.js:8:51",
		"    at Array.reduce (<anonymous>)",
		"    at get total (src/cart.js:8:23)",
		"    at new Cart (src/cart.js:4:25)",
		"    at build (src/index.js:12:10)",
		"    at async load (src/index.js:17:10)",
	}
	vite8BuildFirefox = []string{
		"price@src/cart.js:14:15",
		"get total/<@src/cart.js:8:51",
		"get total@src/cart.js:8:23",
		"Cart@src/cart.js:4:5",
		"build@src/index.js:12:10",
	}
)

// TestBundlerFixtures maps stacks recorded from more bundlers and map
// settings (testdata/shapes/gen-webpack.sh, rollup/gen.sh,
// typescript/gen.sh, variants/gen.sh, parcel/gen.sh, vite-build/gen.sh,
// webpack-babel/gen.sh, rsbuild/gen.sh, vite-jsx/gen.sh, evalframes/gen.sh,
// next-build-gen/gen.sh).
//
// webpack's maps here are coarse: every devtool maps each statement from
// the start of its line (the cheap ones whole lines), which Node's decoder
// (node:module SourceMap.findEntry) reads as cart.js 14:0 for the throw.
// The columns come from matching the generated line against the original
// (see refineColumn). hidden-source-map writes no comment: its map is found
// beside the chunk. nosources-source-map and @rollup/plugin-typescript
// carry no sourcesContent: the source around a frame is read from the
// project's files.
func TestBundlerFixtures(t *testing.T) {
	const arrow = "    at src/cart.js:8:51"
	tests := []fixture{
		{
			// webpack 5's development default: no map at all, frames name
			// webpack://wp-shapes/./src/cart.js?; the chunk comes from the
			// page's list. The module's code is the source under webpack's
			// header lines (see evalCode).
			name: "webpack 5 devtool eval (no map)", dir: "webpack-devtool-eval", origin: "http://127.0.0.1:8481",
			want:  shapesChromium("    at eval (src/cart.js:8:51)"),
			gecko: shapesFirefox("get total/<"),
		},
		{
			// The same, with the project's files at hand: checked against
			// them, with the source around the throw.
			name: "webpack 5 devtool eval (no map), project files", dir: "webpack-devtool-eval", origin: "http://127.0.0.1:8481",
			want:  shapesChromium("    at eval (src/cart.js:8:51)"),
			gecko: shapesFirefox("get total/<"),
			files: "shapes/app", context: `>     throw new RangeError("negative price: " + item.name);`,
		},
		{
			// Vue CLI's devtool; every frame is webpack-internal:///, the
			// chunk comes from the page's list.
			name: "webpack 5 eval-cheap-module-source-map", dir: "webpack-eval-cheap-module", origin: "http://127.0.0.1:8481",
			want:  shapesChromium("    at eval (src/cart.js:8:51)"),
			gecko: shapesFirefox("get total/<"),
		},
		{
			name: "webpack 5 cheap-module-source-map", dir: "webpack-cheap-module", origin: "http://127.0.0.1:8481",
			want: shapesChromium(arrow), gecko: shapesFirefox("./src/cart.js/get total/<"),
		},
		{
			name: "webpack 5 inline-source-map", dir: "webpack-inline", origin: "http://127.0.0.1:8481",
			want: shapesChromium(arrow), gecko: shapesFirefox("./src/cart.js/get total/<"),
		},
		{
			name: "webpack 5 hidden-source-map", dir: "webpack-hidden", origin: "http://127.0.0.1:8481",
			want: shapesChromium(arrow), gecko: shapesFirefox("./src/cart.js/get total/<"),
		},
		{
			name: "webpack 5 nosources-source-map", dir: "webpack-nosources", origin: "http://127.0.0.1:8481",
			want: shapesChromium(arrow), gecko: shapesFirefox("./src/cart.js/get total/<"),
			files: "shapes/app", context: `>     throw new RangeError("negative price: " + item.name);`,
		},
		{
			// sourceRoot is the page's origin, http://127.0.0.1:8484/.
			name: "esbuild --sourcemap=linked --source-root", dir: "esbuild-linked", origin: "http://127.0.0.1:8484",
			want: shapesChromium(arrow), gecko: shapesFirefox("get total/<"),
		},
		{
			name: "old //@ comment", dir: "map-legacy-comment", origin: "http://127.0.0.1:8484",
			want: shapesChromium(arrow), gecko: shapesFirefox("get total/<"),
		},
		{
			name: "percent-encoded data: map", dir: "map-data-percent", origin: "http://127.0.0.1:8484",
			want: shapesChromium(arrow), gecko: shapesFirefox("get total/<"),
		},
		{
			name: "map URL with a query", dir: "map-query", origin: "http://127.0.0.1:8484",
			want: shapesChromium(arrow), gecko: shapesFirefox("get total/<"),
		},
		{
			name: "SourceMap header", dir: "map-header", origin: "http://127.0.0.1:8484",
			want: shapesChromium(arrow), gecko: shapesFirefox("get total/<"),
		},
		{
			// Two banner lines before the code, which the section's offset skips.
			name: "index map", dir: "map-index-map", origin: "http://127.0.0.1:8484",
			want: shapesChromium(arrow), gecko: shapesFirefox("get total/<"),
		},
		{
			// Script and map on :8485, the page and the sourceRoot on :8484.
			name: "script on another loopback origin", dir: "map-cdn", origin: "http://127.0.0.1:8485",
			want: shapesChromium(arrow), gecko: shapesFirefox("get total/<"),
		},
		{
			// React through babel-loader (webpack-babel/gen.sh), the app's
			// chunk only: React's frames stay as they were. babel rewrites
			// price(item) into (0,_price_js…price)(item), and V8 blames the
			// "(" of its arguments: the "(" after price in Cart.jsx, 4:56,
			// which the frame gives to the callee, "price", 4:51 (see
			// calleeStart). The throw's "new" is price.js 3:11, the reduce
			// call 4:23.
			name: "webpack 5 + babel-loader, eval-cheap-module-source-map", dir: "webpack-babel-eval-cheap-module", origin: "http://127.0.0.1:8489",
			want: []string{
				"    at price (src/price.js:3:11)",
				"    at eval (src/Cart.jsx:4:51)",
				"    at Array.reduce (<anonymous>)",
				"    at Cart (src/Cart.jsx:4:23)",
				"    at Object.react_stack_bottom_frame (webpack-internal:///./node_modules/react-dom/cjs/react-dom-client.development.js:28570:20)",
			},
			gecko: []string{
				"price@src/price.js:3:11",
				"Cart/total<@src/Cart.jsx:4:51",
				"Cart@src/Cart.jsx:4:23",
			},
		},
		{
			// devtool eval through babel-loader: Babel reprinted Cart.jsx
			// (its destructured parameter over three lines), so without the
			// project's files only price.js, whose lines Babel kept, maps;
			// Cart.jsx's frames stay as they were rather than a line off.
			name: "webpack 5 + babel-loader, devtool eval, no project files", dir: "webpack-babel-eval", origin: "http://127.0.0.1:8489",
			want: []string{
				"    at price (src/price.js:3:11)",
				"    at eval (webpack://wp-babel/./src/Cart.jsx?:12:99)",
				"    at Array.reduce (<anonymous>)",
				"    at Cart (webpack://wp-babel/./src/Cart.jsx?:12:23)",
			},
			gecko: []string{
				"price@src/price.js:3:11",
				"Cart/total<@webpack://wp-babel/./src/Cart.jsx?:12:99",
				"Cart@webpack://wp-babel/./src/Cart.jsx?:12:23",
			},
		},
		{
			// With them, each line is found in the file by its text.
			name: "webpack 5 + babel-loader, devtool eval", dir: "webpack-babel-eval", origin: "http://127.0.0.1:8489",
			files: "webpack-babel/app", context: "    throw new RangeError(`negative price: ${item.name}`);",
			want: []string{
				"    at price (src/price.js:3:11)",
				"    at eval (src/Cart.jsx:4:51)",
				"    at Array.reduce (<anonymous>)",
				"    at Cart (src/Cart.jsx:4:23)",
			},
			gecko: []string{
				"price@src/price.js:3:11",
				"Cart/total<@src/Cart.jsx:4:51",
				"Cart@src/Cart.jsx:4:23",
			},
		},
		{
			// Create React App's devtool.
			name: "webpack 5 + babel-loader, cheap-module-source-map", dir: "webpack-babel-cheap-module", origin: "http://127.0.0.1:8489",
			want: []string{
				"    at price (src/price.js:3:11)",
				"    at src/Cart.jsx:4:51",
				"    at Array.reduce (<anonymous>)",
				"    at Cart (src/Cart.jsx:4:23)",
				"    at Object.react_stack_bottom_frame (ORIGIN/vendors.js:28579:20)",
			},
			gecko: []string{
				"price@src/price.js:3:11",
				"./src/Cart.jsx/Cart/total<@src/Cart.jsx:4:51",
				"Cart@src/Cart.jsx:4:23",
			},
		},
		{
			// Vue 3 <script setup> through vue-loader 17, as Vue CLI 5
			// builds it (vue-webpack/gen.sh), the app's main.js only:
			// Vue's frames (vendors.js) stay as they were. Frames of a
			// .vue file's blocks read webpack-internal:///<loaders>!./src/
			// Cart.vue?vue&type=script&setup=true&lang=js. By hand from
			// vue-webpack/app/src: the throw's "new" in price.js 3:11; in
			// Cart.vue line 6, "price(" 6:70 and the reduce call 6:42; the
			// template reads "total" of "{{ total }}", 10:30; main.js's
			// "mount" of app.mount("#app"), 13:5. This devtool maps lines
			// only, and the template's compiled line
			// (_toDisplayString($setup.total)) does not read as the
			// template's: Chromium blames "total", which the template holds
			// once outside quotes (see soleName), 10:30; Firefox blames the
			// "(" of _toDisplayString's arguments, which it does not: its
			// frame maps to the line's first token, 10:3.
			name: "vue cli 5 (webpack + vue-loader), eval-cheap-module-source-map", dir: "vue-webpack-eval-cheap-module", origin: "http://127.0.0.1:8494",
			want: []string{
				"    at price (src/price.js:3:11)",
				"    at eval (src/Cart.vue:6:70)",
				"    at Array.reduce (<anonymous>)",
				"    at ComputedRefImpl.eval [as fn] (src/Cart.vue:6:42)",
				"    at refreshComputed (webpack-internal:///./node_modules/@vue/reactivity/dist/reactivity.esm-bundler.js:476:28)",
				"    at get value (webpack-internal:///./node_modules/@vue/reactivity/dist/reactivity.esm-bundler.js:1828:5)",
				"    at unref (webpack-internal:///./node_modules/@vue/reactivity/dist/reactivity.esm-bundler.js:1653:45)",
				"    at Object.get (webpack-internal:///./node_modules/@vue/reactivity/dist/reactivity.esm-bundler.js:1659:64)",
				"    at Proxy.render (src/Cart.vue:10:30)",
			},
			gecko: []string{
				"price@src/price.js:3:11",
				"setup/total</<@src/Cart.vue:6:70",
				"setup/total<@src/Cart.vue:6:42",
				"refreshComputed@webpack-internal:///./node_modules/@vue/reactivity/dist/reactivity.esm-bundler.js:476:28",
				"get value@webpack-internal:///./node_modules/@vue/reactivity/dist/reactivity.esm-bundler.js:1828:20",
				"unref@webpack-internal:///./node_modules/@vue/reactivity/dist/reactivity.esm-bundler.js:1653:26",
				"get@webpack-internal:///./node_modules/@vue/reactivity/dist/reactivity.esm-bundler.js:1659:64",
				"render@src/Cart.vue:10:3",
			},
		},
		{
			// The same with devtool source-map: the map names each block
			// of a .vue file webpack://vue-cli-app/./src/Cart.vue?91a1,
			// the query a hash of the block's loaders.
			name: "vue cli 5 (webpack + vue-loader), source-map", dir: "vue-webpack-source-map", origin: "http://127.0.0.1:8494",
			want: []string{
				"    at price (src/price.js:3:11)",
				"    at src/Cart.vue:6:70",
				"    at Array.reduce (<anonymous>)",
				"    at ComputedRefImpl.fn (src/Cart.vue:6:42)",
				"    at refreshComputed (ORIGIN/vendors.js:485:28)",
				"    at get value (ORIGIN/vendors.js:1837:5)",
				"    at unref (ORIGIN/vendors.js:1662:45)",
				"    at Object.get (ORIGIN/vendors.js:1668:64)",
				"    at Proxy.render (src/Cart.vue:10:30)",
			},
			gecko: []string{
				"price@src/price.js:3:11",
				"./node_modules/vue-loader/dist/index.js??ruleSet[1].rules[2].use[0]!./src/Cart.vue?vue&type=script&setup=true&lang=js/setup/total</<@src/Cart.vue:6:70",
				"./node_modules/vue-loader/dist/index.js??ruleSet[1].rules[2].use[0]!./src/Cart.vue?vue&type=script&setup=true&lang=js/setup/total<@src/Cart.vue:6:42",
				"refreshComputed@ORIGIN/vendors.js:485:28",
				"get value@ORIGIN/vendors.js:1837:20",
				"unref@ORIGIN/vendors.js:1662:26",
				"get@ORIGIN/vendors.js:1668:64",
				"render@src/Cart.vue:10:30",
			},
		},
		{
			// A library built in Vite's library mode (sourcemap true), used
			// by a Vite dev app (vite-lib/gen.sh). Installed from its
			// tarball, Vite's dependency optimizer bundles it: the frame
			// reads node_modules/.vite/deps/mylib.js. By hand from
			// vite-lib/: the throw's "new" in mylib/src/money.ts 5:11, which
			// the library's map names ../src/money.ts from its dist/;
			// "parseMoney(" in app/src/main.ts 6:33, "total(" 11:3. Vite's
			// map of its optimized deps ignore-lists them.
			name: "vite 7 dev, a library built in library mode, installed", dir: "vite-lib-packed", origin: "http://127.0.0.1:5281",
			ignored: "node_modules/mylib/src/money.ts",
			want: []string{
				"    at parseMoney (node_modules/mylib/src/money.ts:5:11)",
				"    at total (src/main.ts:6:33)",
				"    at src/main.ts:11:3",
			},
			gecko: []string{
				"parseMoney@node_modules/mylib/src/money.ts:5:11",
				"total@src/main.ts:6:33",
				"@src/main.ts:11:3",
			},
		},
		{
			// Linked from the sibling directory (a monorepo's workspace),
			// it is served as it is under /@fs/: the app's directory is
			// Config.Root, and the library's source, outside it, keeps its
			// absolute path.
			name: "vite 7 dev, a library built in library mode, linked", dir: "vite-lib-linked", origin: "http://127.0.0.1:5281",
			root: "/tmp/errbundle-sourcemap-vite-lib/app-linked",
			want: []string{
				"    at parseMoney (/tmp/errbundle-sourcemap-vite-lib/mylib/src/money.ts:5:11)",
				"    at total (src/main.ts:6:33)",
				"    at src/main.ts:11:3",
			},
			gecko: []string{
				"parseMoney@/tmp/errbundle-sourcemap-vite-lib/mylib/src/money.ts:5:11",
				"total@src/main.ts:6:33",
				"@src/main.ts:11:3",
			},
		},
		{
			// Angular 20 under ng serve, the CLI's application builder
			// (angular/gen.sh), the app's main.js only. By hand from
			// angular/app/src: the throw's "new" in price.ts 3:11; in
			// app.component.ts line 15, "price(" 15:51 and "reduce" 15:23;
			// the inline template's {{ total() }}, "total" 9:11. Angular's
			// map gives the whole interpolation, ɵɵtextInterpolate(ctx.total()),
			// its "{{", 9:8 (Node's decoder agrees).
			name: "angular 20 ng serve (development)", dir: "angular-serve", origin: "http://127.0.0.1:8499",
			want: []string{
				"    at price (src/price.ts:3:11)",
				"    at src/app/app.component.ts:15:51",
				"    at Array.reduce (<anonymous>)",
				"    at _AppComponent.total (src/app/app.component.ts:15:23)",
				"    at AppComponent_Template (src/app/app.component.ts:9:8)",
			},
			gecko: []string{
				"price@src/price.ts:3:11",
				"total/<@src/app/app.component.ts:15:51",
				"total@src/app/app.component.ts:15:23",
				"AppComponent_Template@src/app/app.component.ts:9:8",
			},
		},
		{
			// ng serve --configuration production: one minified bundle,
			// Angular included, built without source maps; the dev server
			// gives it an inline map of the bundle onto itself, which maps
			// nothing: the frames stay as served (see mapsItself), rather
			// than read as a project file named main-QVJBO2OT.js.
			name: "angular 20 ng serve --configuration production", dir: "angular-serve-production", origin: "http://127.0.0.1:8499",
			want: []string{
				"    at qa (ORIGIN/main-QVJBO2OT.js:4:80726)",
				"    at ORIGIN/main-QVJBO2OT.js:4:80912",
				"    at Array.reduce (<anonymous>)",
				"    at e.total (ORIGIN/main-QVJBO2OT.js:4:80896)",
				"    at template (ORIGIN/main-QVJBO2OT.js:4:81143)",
			},
			gecko: []string{
				"qa@ORIGIN/main-QVJBO2OT.js:4:80726",
				"total/Za<@ORIGIN/main-QVJBO2OT.js:4:80912",
				"total@ORIGIN/main-QVJBO2OT.js:4:80896",
				"template@ORIGIN/main-QVJBO2OT.js:4:81143",
			},
		},
		{
			// SvelteKit's production build (sveltekit-build/gen.sh), the
			// page's chunk only: Svelte's runtime frames stay as they were.
			// By hand from sveltekit-build/app/src (tabs, one column each):
			// the throw's "new" in lib/price.ts 3:9; in routes/+page.svelte
			// line 9, "price(" 9:44 and "reduce" 9:16; "total(" in onMount
			// 14:4.
			name: "sveltekit build + preview", dir: "sveltekit-build", origin: "http://127.0.0.1:8500",
			want: []string{
				"    at price (src/lib/price.ts:3:13)",
				"    at src/routes/+page.svelte:9:44",
				"    at Array.reduce (<anonymous>)",
				"    at total (src/routes/+page.svelte:9:16)",
				"    at src/routes/+page.svelte:14:4",
				"    at _r (ORIGIN/_app/immutable/chunks/D_dYGXra.js:1:28370)",
			},
			gecko: []string{
				"price@src/lib/price.ts:3:13",
				"m/total/<@src/routes/+page.svelte:9:44",
				"total@src/routes/+page.svelte:9:16",
				"m/<@src/routes/+page.svelte:14:4",
			},
		},
		{
			// SvelteKit's production build (sveltekit/gen.sh), the page's
			// chunk only: Svelte's runtime frames stay as they were. By
			// hand from sveltekit/app/src (tabs, one column each): the
			// throw's "new" in lib/price.ts 3:9; in routes/+page.svelte
			// line 9, "price(" 9:44 and "reduce" 9:16; "total(" in
			// onMount 14:4. Vite 8's minifier (Oxc) drops the throw's
			// "new": RangeError, 3:13, as for vite8-build.
			name: "sveltekit build + preview", dir: "sveltekit-build", origin: "http://127.0.0.1:8500",
			want: []string{
				"    at price (src/lib/price.ts:3:13)",
				"    at src/routes/+page.svelte:9:44",
				"    at Array.reduce (<anonymous>)",
				"    at total (src/routes/+page.svelte:9:16)",
				"    at src/routes/+page.svelte:14:4",
				"    at _r (ORIGIN/_app/immutable/chunks/D_dYGXra.js:1:28370)",
			},
			gecko: []string{
				"price@src/lib/price.ts:3:13",
				"m/total/<@src/routes/+page.svelte:9:44",
				"total@src/routes/+page.svelte:9:16",
				"m/<@src/routes/+page.svelte:14:4",
			},
		},
		{
			// An Astro 5 page with a React 19 island under astro dev
			// (astro/gen.sh), the app's modules only. By hand from
			// astro/app/src: the throw's "new" in lib/price.ts 3:11; in
			// components/Cart.tsx line 10, "price(" 10:41 and "reduce"
			// 10:13.
			name: "astro 5 dev, a react island", dir: "astro-dev", origin: "http://127.0.0.1:8501",
			want: []string{
				"    at price (src/lib/price.ts:3:11)",
				"    at src/components/Cart.tsx:10:41",
				"    at Array.reduce (<anonymous>)",
				"    at src/components/Cart.tsx:10:13",
			},
			gecko: []string{
				"price@src/lib/price.ts:3:11",
				"Cart/</<@src/components/Cart.tsx:10:41",
				"Cart/<@src/components/Cart.tsx:10:13",
			},
		},
		{
			// Rsbuild's development defaults (Rspack, SWC,
			// cheap-module-source-map): the app's sources are absolute
			// paths under the directory rsbuild dev ran in, the only thing
			// that tells the project (Config.FileRoots, as errbundle run
			// sets it).
			name: "rsbuild dev", dir: "rsbuild-dev", origin: "http://127.0.0.1:8491",
			files: "/tmp/errbundle-sourcemap-rsbuild",
			want:  shapesChromium(arrow), gecko: shapesFirefox("./src/cart.js/get total/<"),
		},
		{
			name: "rsbuild dev, eval-cheap-module-source-map", dir: "rsbuild-eval", origin: "http://127.0.0.1:8491",
			want:  shapesChromium("    at eval (src/cart.js:8:51)"),
			gecko: shapesFirefox("get total/<"),
		},
		{
			// Vite 7 dev, JSX compiled by Babel (vite-jsx/gen.sh), the app's
			// modules only. By hand from vite-jsx/solid/src: the throw's
			// "new" in price.ts 5:11; in Cart.tsx line 4, "price(" 4:63
			// and the reduce call 4:35.
			name: "vite 7 dev, solid", dir: "vite-solid", origin: "http://127.0.0.1:5279",
			want: []string{
				"    at price (src/price.ts:5:11)",
				"    at src/Cart.tsx:4:63",
				"    at Array.reduce (<anonymous>)",
				"    at total (src/Cart.tsx:4:35)",
			},
			gecko: []string{
				"price@src/price.ts:5:11",
				"Cart2/total/<@src/Cart.tsx:4:63",
				"total@src/Cart.tsx:4:35",
			},
		},
		{
			// @preact/preset-vite adds import "preact/debug" atop main.tsx
			// before the map is made, so the map's main.tsx is one line
			// longer than the file: it says 8:3 for render(…), which is on
			// line 7 of the file (preact/src/main.tsx). With the project's
			// files at hand, the line is found where the file has it.
			// Cart.tsx as for Solid, 6 bytes shorter ("const total =" with
			// no arrow): 4:57 and 4:29.
			name: "vite 7 dev, preact", dir: "vite-preact", origin: "http://127.0.0.1:5279",
			files: "vite-jsx/preact",
			want: []string{
				"    at price (src/price.ts:5:11)",
				"    at src/Cart.tsx:4:57",
				"    at Array.reduce (<anonymous>)",
				"    at C.Cart [as constructor] (src/Cart.tsx:4:29)",
				"    at C.Q [as render] (ORIGIN/node_modules/.vite/deps/chunk-M4R7QUPX.js?v=a4c4c13c:242:15)",
				"    at q (ORIGIN/node_modules/.vite/deps/chunk-M4R7QUPX.js?v=a4c4c13c:162:47)",
				"    at L (ORIGIN/node_modules/.vite/deps/chunk-M4R7QUPX.js?v=a4c4c13c:76:145)",
				"    at q (ORIGIN/node_modules/.vite/deps/chunk-M4R7QUPX.js?v=a4c4c13c:164:278)",
				"    at R (ORIGIN/node_modules/.vite/deps/chunk-M4R7QUPX.js?v=a4c4c13c:246:163)",
				"    at src/main.tsx:7:3",
			},
			gecko: []string{
				"price@src/price.ts:5:11",
				"Cart/total<@src/Cart.tsx:4:57",
				"Cart@src/Cart.tsx:4:29",
				"Q@ORIGIN/node_modules/.vite/deps/chunk-M4R7QUPX.js?v=a4c4c13c:242:15",
				"q@ORIGIN/node_modules/.vite/deps/chunk-M4R7QUPX.js?v=a4c4c13c:162:47",
				"L@ORIGIN/node_modules/.vite/deps/chunk-M4R7QUPX.js?v=a4c4c13c:76:145",
				"q@ORIGIN/node_modules/.vite/deps/chunk-M4R7QUPX.js?v=a4c4c13c:164:278",
				"R@ORIGIN/node_modules/.vite/deps/chunk-M4R7QUPX.js?v=a4c4c13c:246:163",
				"@src/main.tsx:7:3",
			},
		},
		{
			// Parcel's dev chunk holds its HMR runtime before the app; its
			// map's sourceRoot is /__parcel_source_root/, and Firefox names
			// the arrow function after Parcel's module id.
			name: "parcel 2 dev", dir: "parcel-dev", origin: "http://127.0.0.1:8487",
			want: shapesChromium(arrow), gecko: shapesFirefox(".j6KBi</get total/<"),
		},
		{
			// Production builds, minified: the frames keep the minified
			// names; Vite 8's minifier (Oxc) drops the "new" of the throw,
			// so V8 blames RangeError, 14:15. 'hidden' writes no comment.
			name: "vite 7 build + preview", dir: "vite7-build", origin: "http://127.0.0.1:8488",
			want: vite7Build, gecko: vite7BuildFirefox,
		},
		{
			name: "vite 7 build, sourcemap hidden", dir: "vite7-build-hidden", origin: "http://127.0.0.1:8488",
			want: vite7Build, gecko: vite7BuildFirefox,
		},
		{
			name: "vite 8 build + preview", dir: "vite8-build", origin: "http://127.0.0.1:8488",
			want: vite8Build, gecko: vite8BuildFirefox,
		},
		{
			name: "vite 8 build, sourcemap hidden", dir: "vite8-build-hidden", origin: "http://127.0.0.1:8488",
			want: vite8Build, gecko: vite8BuildFirefox,
		},
		{
			// Code made by new Function, called from code run by eval
			// (evalframes/gen.sh, esbuild): an eval'd frame maps to where
			// eval or new Function was called, the "new" of dynamic.js 2:10
			// and the "eval" of 6:10. Firefox names that place by line
			// only ("main.js line 4 > Function"): the line's first token,
			// "return", 2:3 and 6:3. The bundle's closing "})();" maps to
			// nothing and stays.
			name: "eval and new Function frames", dir: "eval-frames", origin: "http://127.0.0.1:8492",
			want: []string{
				"    at eval (eval at compile (src/dynamic.js:2:10), <anonymous>:3:18)",
				"    at eval (eval at run (src/dynamic.js:6:10), <anonymous>:2:1)",
				"    at run (src/dynamic.js:6:10)",
				"    at src/index.js:12:3",
				"    at ORIGIN/main.js:24:3",
			},
			gecko: []string{
				"anonymous@src/dynamic.js:2:3",
				"@src/dynamic.js:6:3",
				"run@src/dynamic.js:6:10",
				"@src/index.js:12:3",
				"@ORIGIN/main.js:24:3",
			},
		},
		{
			// next build (Turbopack) with productionBrowserSourceMaps, next
			// start (next-build-gen/gen.sh): the app's chunk only. The
			// minifier inlined parsePrice into the effect and dropped the
			// throw's "new": V8 blames TypeError, price.ts 4:15. React's
			// frames stay as they were.
			name: "next 16 build + start", dir: "next-build", origin: "http://127.0.0.1:3301",
			want: []string{
				"    at parsePrice (lib/price.ts:4:15)",
				"    at iE (ORIGIN/_next/static/chunks/2v8dj2uej4-bc.js:1:114421)",
			},
		},
		{
			// tsc alone: "sourceRoot": "/src/", no sourcesContent. The .ts
			// lines carry types, so the positions move: cart.ts 16:11,
			// 10:51, 10:23, 6:25 (Firefox 6:5); index.ts as index.js.
			name: "tsc, sourceRoot, no sourcesContent", dir: "tsc", origin: "http://127.0.0.1:8486",
			want: []string{
				"    at price (src/cart.ts:16:11)",
				"    at src/cart.ts:10:51",
				"    at Array.reduce (<anonymous>)",
				"    at get total (src/cart.ts:10:23)",
				"    at new Cart (src/cart.ts:6:25)",
				"    at build (src/index.ts:12:10)",
				"    at async load (src/index.ts:17:10)",
			},
			gecko: []string{
				"price@src/cart.ts:16:11",
				"get total/<@src/cart.ts:10:51",
				"get total@src/cart.ts:10:23",
				"Cart@src/cart.ts:6:5",
				"build@src/index.ts:12:10",
			},
			files: "typescript/app", context: `>     throw new RangeError("negative price: " + item.name);`,
		},
		{
			// One minified line; src/vendor/ is ignore-listed. By hand from
			// rollup/app/src: the "new" of the throw in money.ts 4:11, the
			// callee in "sum += parseMoney(" 18:12, "total(" in the click
			// listener 30:5, "click" of "button.click()" 36:8.
			name: "rollup 4, plugin-typescript, terser", dir: "rollup-terser", origin: "http://127.0.0.1:8482",
			want: []string{
				"    at parseMoney (src/vendor/money.ts:4:11)",
				"    at total (src/main.ts:18:12)",
				"    at HTMLButtonElement.<anonymous> (src/main.ts:30:5)",
				"    at src/main.ts:36:8",
			},
			gecko: []string{
				"parseMoney@src/vendor/money.ts:4:11",
				"total@src/main.ts:18:12",
				"@src/main.ts:30:5",
				"@src/main.ts:36:8",
			},
			files: "rollup/app", context: ">     throw new TypeError(`not a price: ${text}`);",
			ignored: "src/vendor/money.ts",
		},
		{
			// Rolldown's minifier drops the "new" (throw TypeError(…)), so
			// V8 blames TypeError itself: 4:15 in money.ts.
			name: "rolldown, minified", dir: "rolldown", origin: "http://127.0.0.1:8482",
			want: []string{
				"    at parseMoney (src/vendor/money.ts:4:15)",
				"    at total (src/main.ts:18:12)",
				"    at HTMLButtonElement.<anonymous> (src/main.ts:30:5)",
				"    at src/main.ts:36:8",
			},
			gecko: []string{
				"parseMoney@src/vendor/money.ts:4:15",
				"total@src/main.ts:18:12",
				"@src/main.ts:30:5",
				"@src/main.ts:36:8",
			},
			ignored: "src/vendor/money.ts",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, tt.check)
	}
}
