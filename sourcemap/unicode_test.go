package sourcemap

import "testing"

// The unicode app (testdata/unicode/app) is the shapes app again, its
// sources written with CRLF line endings, tabs for indentation, and
// multi-byte characters before the blamed tokens: "–" and "€" (3 bytes
// in UTF-8, one UTF-16 unit), "ö", "ß", "é", "ç" (2 bytes), "🍵" and "🧾"
// (4 bytes, two UTF-16 units). V8 and Firefox count columns in UTF-16
// units, and so do source maps; so do these positions, read by hand off
// app/src (a tab is one column):
//
//	cart.js 14:35  the "new" of the throw, after `\t\tconst why = "négatif 🍵"; `
//	cart.js 8:74   "price" in "sum + price(item)", after "Größe 🍵"
//	cart.js 8:46   "reduce" of "this.items.reduce("
//	cart.js 4:49   "total" of "this.checked = this.total", after "Kasse – €"
//	cart.js 4:29   Firefox: the statement "this.checked = …"
//	index.js 12:33 the "new" of "new Cart", after "🧾 reçu"
//	index.js 17:9  the "await" of "return await build(items)"
//
// In bytes the first would be 14:38, 8:78, 8:50, 4:53; in code points
// 14:34, 8:73, 8:45.
func unicodeChromium(arrow string) []string {
	return []string{
		"    at price (src/cart.js:14:35)",
		arrow,
		"    at Array.reduce (<anonymous>)",
		"    at get total (src/cart.js:8:46)",
		"    at new Cart (src/cart.js:4:49)",
		"    at build (src/index.js:12:33)",
		"    at async load (src/index.js:17:9)",
	}
}

func unicodeFirefox(arrow string) []string {
	return []string{
		"price@src/cart.js:14:35",
		arrow + "@src/cart.js:8:74",
		"get total@src/cart.js:8:46",
		"Cart@src/cart.js:4:29",
		"build@src/index.js:12:33",
	}
}

// TestUnicodeFixtures maps stacks of code whose lines hold tabs and
// multi-byte characters before the error, in sources with CRLF line
// endings (testdata/unicode/gen.sh).
func TestUnicodeFixtures(t *testing.T) {
	const arrow = "    at src/cart.js:8:74"
	tests := []fixture{
		{
			name: "webpack 5 devtool eval (no map)", dir: "unicode-webpack-eval", origin: "http://127.0.0.1:8493",
			want:  unicodeChromium("    at eval (src/cart.js:8:74)"),
			gecko: unicodeFirefox("get total/<"),
		},
		{
			name: "webpack 5 devtool eval (no map), project files", dir: "unicode-webpack-eval", origin: "http://127.0.0.1:8493",
			want:  unicodeChromium("    at eval (src/cart.js:8:74)"),
			gecko: unicodeFirefox("get total/<"),
			files: "unicode/app", context: `> 		const why = "négatif 🍵"; throw new RangeError(why + ": " + item.name);`,
		},
		{
			name: "webpack 5 cheap-module-source-map", dir: "unicode-webpack-cheap-module", origin: "http://127.0.0.1:8493",
			want: unicodeChromium(arrow), gecko: unicodeFirefox("./src/cart.js/get total/<"),
		},
		{
			name: "esbuild --sourcemap, ASCII output", dir: "unicode-esbuild", origin: "http://127.0.0.1:8493",
			want: unicodeChromium(arrow), gecko: unicodeFirefox("get total/<"),
			context: `> 		const why = "négatif 🍵"; throw new RangeError(why + ": " + item.name);`,
		},
		{
			// webpack's production mode: terser inlined price into the
			// arrow function, function(t){…}(e), in frames without a name
			// (named after the source function their position is in);
			// the arrow's frame is that call's, where "price(item)" was.
			// It inlined build into load too, "return await async
			// function(){…}()", and maps that whole statement from its
			// "return" (Node's decoder agrees): the async frame reads 17:2,
			// not the "await" at 17:9.
			name: "webpack 5 production (terser), source-map", dir: "unicode-webpack-production", origin: "http://127.0.0.1:8493",
			want: []string{
				"    at price (src/cart.js:14:35)",
				arrow,
				"    at Array.reduce (<anonymous>)",
				"    at get total (src/cart.js:8:46)",
				"    at new Cart (src/cart.js:4:49)",
				"    at build (src/index.js:12:33)",
				"    at async load (src/index.js:17:2)",
			},
			gecko: []string{
				"price@src/cart.js:14:35",
				"get total/<@src/cart.js:8:74",
				"get total@src/cart.js:8:46",
				"Cart@src/cart.js:4:29",
				"build@src/index.js:12:33",
			},
		},
		{
			// Minified, names mangled (i, n, o): the frames read the source's names.
			name: "esbuild --minify --sourcemap", dir: "unicode-esbuild-minify", origin: "http://127.0.0.1:8493",
			want: unicodeChromium(arrow), gecko: unicodeFirefox("get total/<"),
		},
		{
			// tsc reprints the code (spaces for tabs, a statement a line).
			name: "tsc --allowJs --inlineSourceMap --inlineSources", dir: "unicode-tsc", origin: "http://127.0.0.1:8493",
			want: unicodeChromium(arrow), gecko: unicodeFirefox("get total/<"),
			context: `> 		const why = "négatif 🍵"; throw new RangeError(why + ": " + item.name);`,
		},
		{
			// The same sources through Bun's bundler and two transpilers
			// (transpilers/gen.sh), served statically.
			name: "bun build --sourcemap=linked", dir: "bun-linked", origin: "http://127.0.0.1:8495",
			want: unicodeChromium(arrow), gecko: unicodeFirefox("get total/<"),
			context: `> 		const why = "négatif 🍵"; throw new RangeError(why + ": " + item.name);`,
		},
		{
			name: "bun build --sourcemap=inline", dir: "bun-inline", origin: "http://127.0.0.1:8495",
			want: unicodeChromium(arrow), gecko: unicodeFirefox("get total/<"),
		},
		{
			// No comment: the map is found beside the script.
			name: "bun build --sourcemap=external", dir: "bun-external", origin: "http://127.0.0.1:8495",
			want: unicodeChromium(arrow), gecko: unicodeFirefox("get total/<"),
		},
		{
			// Bun's minifier drops the throw's "new" (throw RangeError(…)),
			// so the browsers blame RangeError itself, 14:39, as for
			// Rolldown's and Oxc's output.
			name: "bun build --minify --sourcemap=linked", dir: "bun-minify", origin: "http://127.0.0.1:8495",
			want: []string{
				"    at price (src/cart.js:14:39)",
				arrow,
				"    at Array.reduce (<anonymous>)",
				"    at get total (src/cart.js:8:46)",
				"    at new Cart (src/cart.js:4:49)",
				"    at build (src/index.js:12:33)",
				"    at async load (src/index.js:17:9)",
			},
			gecko: []string{
				"price@src/cart.js:14:39",
				"get total/<@src/cart.js:8:74",
				"get total@src/cart.js:8:46",
				"Cart@src/cart.js:4:29",
				"build@src/index.js:12:33",
			},
		},
		{
			// One module a file, reprinted (a statement a line).
			name: "@swc/cli --source-maps", dir: "swc", origin: "http://127.0.0.1:8495",
			want: unicodeChromium(arrow), gecko: unicodeFirefox("get total/<"),
		},
		{
			name: "@babel/cli --source-maps", dir: "babel-cli", origin: "http://127.0.0.1:8495",
			want: unicodeChromium(arrow), gecko: unicodeFirefox("get total/<"),
		},
		{
			// Rspack with devtool false and SourceMapDevToolPlugin
			// (rspack-plugin/gen.sh): the map under maps/, its sources
			// named webpack:///./src/cart.js? by the template
			// webpack://[namespace]/[resource-path]?[loaders].
			name: "rspack SourceMapDevToolPlugin, maps/ and a loaders query", dir: "rspack-plugin-query", origin: "http://127.0.0.1:8496",
			want: unicodeChromium(arrow), gecko: unicodeFirefox("./src/cart.js/get total/<"),
		},
		{
			// Production, minified, sources named by absolute path (the
			// build's directory is Config.FileRoots'). SWC's minifier
			// inlined price into the arrow function and dropped the throw's
			// "new"; its map gives RangeError the "new", 14:35. The arrow
			// calls the inlined function, function(t){…}(e), where
			// "price(item)" was, 8:74; the map has no segment for that
			// call: the "(" the browsers blame falls in the segment of the
			// function's closing brace, cart.js 17:1 (as Node's decoder
			// reads it). The next segment, "item", tells the call (see
			// inlinedCall).
			name: "rspack SourceMapDevToolPlugin, production, absolute sources", dir: "rspack-plugin-absolute", origin: "http://127.0.0.1:8496",
			files: "/tmp/errbundle-sourcemap-rspack-plugin",
			want:  unicodeChromium(arrow), gecko: unicodeFirefox("get total/<"),
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, tt.check)
	}
}
