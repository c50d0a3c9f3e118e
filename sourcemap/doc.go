// Package sourcemap turns the positions in a browser stack, which point into
// the code a dev server serves, into positions in the project's own source
// files, without ever making the caller wait for the network.
//
//	r := sourcemap.New(sourcemap.Config{Root: "/home/me/app"})
//	defer r.Close()
//	r.Prefetch(stack) // at ingest: start fetching the scripts and maps
//	...
//	res := r.Lookup("http://localhost:5173/src/Profile.tsx", 22, 11)
//	// res.Status == sourcemap.Mapped: res.Source "src/Profile.tsx", Line 17, Column 11
//	mapped, pending := r.MapStack(stack) // the whole stack, rewritten
//
// # Looking up
//
// [Resolver.Lookup] answers from a cache. A script it has not seen is queued
// for a background fetch and the answer is [Pending]: show the served
// position, mark it unmapped, and ask again later. Once the script and its
// map are in, lookups return [Mapped] with a [Position]: the project-relative
// source path, 1-based line and column, the original name, the function
// the position is in, and a few lines of source around the failing one (at
// most 300 bytes). A script without a
// map gives [NoMap], a failed fetch or a broken map [Failed], with a Reason
// either way; neither panics. [Resolver.Wait] lets tests wait for the
// background work without sleeping.
//
// [Resolver.MapStack] rewrites a whole stack string, keeping frames it cannot
// map as they were; [ParseStack] reads V8 (Chrome, Edge, Node) and
// Firefox/Safari stacks into [Frame]s.
//
// # Finding maps
//
// A script's map is named by a SourceMap or X-SourceMap response header or a
// "//# sourceMappingURL=" comment (or the older "//@"): an inline data: URL,
// base64 or percent-encoded (Vite, esbuild --sourcemap=inline) or a URL
// relative to the script (esbuild --sourcemap, webpack devtool source-map,
// Next.js chunks). A script naming none may still have <name>.map beside
// it (webpack's hidden-source-map, Vite's build.sourcemap 'hidden'): that
// is taken when it is a map whose "file", if any, is the script's. A
// webpack eval-source-map
// chunk holds one inline map per module inside the eval'd strings; frames of
// those modules read webpack-internal:///./src/x.js, so such a frame maps
// once the chunk defining it has been fetched, which [Resolver.Prefetch]
// does for the chunk frames of the same stack ([Resolver.PrefetchURL] for a
// chunk known otherwise). webpack 5's development default, devtool eval,
// writes no map: its frames read webpack://<name>/./src/x.js?, and the
// module's code in the chunk is the source under a few header lines of
// webpack's, which such a frame maps through (checked against the project's
// file where it is at hand, and only so for code a loader reprinted, see
// Config.FileRoots). Source paths lose the origin, /@fs/ (made relative
// to Config.Root), webpack://<name>/, webpack:///, webpack-internal:///,
// turbopack:///[project]/ and "./". An absolute source path is made relative
// to Config.Root or, without one, to the project directory the map shows:
// the one holding node_modules (Next.js's Turbopack maps name every module
// by file:// URL), or for a webpack module the directory its
// webpack-internal:///./path is relative to, or else the deepest of
// Config.FileRoots it lies in (Rspack writes the app's sources as absolute
// paths, and a chunk without dependencies shows nothing else). A map whose
// "file" is an absolute path (Vite names the module's own file there) has
// its relative sources resolved against that file, made relative to the
// same directory: Nuxt serves app/pages/cart.vue at /_nuxt/pages/cart.vue,
// which is not the project's path. A Turbopack module eval'd by a
// hot update reads <chunk>?id=<module id>: it maps through the chunk's map
// from the line where the chunk holds that module.
//
// An index map's sections may start within a line (a minified chunk of
// modules one after another): each is then read as a map of its own, its
// column offset counting on its first line only. Parcel's
// /__parcel_source_root/ goes too. Sources named by an http(s)
// URL on a loopback origin (a sourceRoot naming
// the dev server, whatever its port) become their path; on any other host
// they stay whole URLs. A source the map's ignoreList (or
// x_google_ignoreList) names is marked [Position].Ignored: third-party code,
// whatever its path, so a caller choosing the application's frame skips it.
//
// # Coarse maps and missing sources
//
// Some maps map whole lines or statements rather than tokens: webpack's
// cheap devtools (Vue CLI's and Create React App's) and webpack without a
// loader, which in one chunk's map may be only some of its sources (the
// plain .js modules beside vue-loader's or babel-loader's, which map token
// by token). For those the generated code is kept, and
// the browser's column is found in the original line by matching the text
// around it (the generated line is mostly the original text), so that
// "throw new RangeError" maps to its "new", not to the line's start.
//
// Columns count UTF-16 units, as browsers and maps do, not bytes. A column
// that lands on the "(" right after a name is moved to that name: webpack,
// Babel and SWC call an import as (0, _mod.price)(item), and browsers blame
// the arguments' "(", where the unbundled call, and esbuild's, Rollup's and
// Vite's maps of it, say "price".
//
// A map
// without sourcesContent (nosources-source-map, @rollup/plugin-typescript,
// tsc without inlineSources) still maps positions; the source around one is
// then read from the project's files, under Config.FileRoots only and only
// for source files (.js, .ts, .vue, …), at most 1 MiB each. Where that file
// is at hand and differs from the map's text (edited since the build, or a
// plugin added lines its map leaves out: @preact/preset-vite's import of
// preact/debug), the position moves to the nearest line of the file that
// reads as the mapped one and has a neighbour that moved with it, if one
// does.
//
// # Function names
//
// A minified build renames functions and the browser prints the new names
// ("at t (…)", "t@…"). [Resolver.Map] and [Resolver.MapStack] name each
// mapped frame after the function its original position is in, read from
// the source's text (the map's sourcesContent, or the project's file under
// Config.FileRoots): "at validate (src/cart.js:23:9)", "at Cart.summary",
// "at new Receipt", "get total", as the browser prints the unminified
// program ([Position].Function says it as well). Functions are found by
// a small tokenizer of JavaScript and TypeScript (and of the <script>
// elements of .vue, .svelte, .astro and .html files): declarations,
// methods, accessors and constructors of classes and object literals,
// and function expressions and arrows named by the variable, property or
// key they are assigned to. A function anonymous in the source stays
// anonymous; a frame the browser printed anonymous whose position is in a
// named function (a minifier inlined it: terser, Bun) takes that name.
// Without the source's text, a frame takes the name the map gives at its
// caller's call site (the frame printed below it, when no native frame is
// between), as Sentry and node-source-map-support do, unless the name it
// has is among the map's names: Firefox prints no native frames, so a
// callback's caller is the call of forEach. Frames of code run
// by eval or new Function keep their names: their position is their
// caller's; so do those of a coarse map (webpack's cheap devtools, for
// development builds), whose column may lie outside the frame's function.
//
// # Server-side frames
//
// A frame naming a built server file (file:///…/.next/dev/server/chunks/…,
// .nuxt/, .svelte-kit/output/, dist/server/) is resolved with the map the
// file names, read from disk: only a .js, .mjs or .cjs file and a .map
// file, both under a directory Config.FileRoots returns (the working
// directories of the processes errbundle runs), once every symbolic link
// is resolved, cached and revalidated like a fetched script. React's
// replay prefix "about://React/<Env>/" and its "?N" suffix are dropped
// first, so that a Server Component's error replayed in the browser maps
// to the component's source.
//
// # Bounds
//
// The cache holds decoded maps up to Config.MaxBytes, estimated from each
// map's size and segment count, evicting the least recently used script
// ([Stats] reports the figure); the generated code kept for a coarse map or
// a devtool eval module, and the sources read from disk for a map (at most
// 32), count as that script's. A script or map over Config.MaxMapSize is
// skipped with a reason. Every fetch has a timeout; at most
// Config.MaxInFlight run at once and Config.MaxQueued wait, and concurrent
// lookups of one script share one fetch. A failed fetch (a map a dev
// server answered 404 or 500 while it compiled, as Turbopack does on a
// page's first visit, or one that timed out) is tried again with backoff:
// 100 ms after it failed, twice as long after each failure in a row, at
// most 10 s, when a lookup or a new error's prefetch finds it due;
// lookups answer Failed until then and Pending while it is tried. A
// cached script looked up more than Config.RevalidateAfter after its last
// check is revalidated in the
// background with a conditional GET (ETag, Last-Modified); a changed script
// replaces its maps. A different URL, such as Vite's ?t=123, is a different
// script. A webpack-internal:/// module whose chunk was evicted has that
// chunk fetched again when it is looked up: no frame names the chunk, so
// it is remembered.
//
// # Security
//
// Only http(s) URLs on loopback origins (localhost, 127.0.0.0/8, [::1]) and
// on origins Config.Allowed accepts are fetched, the map's URL included;
// localhost and *.localhost are dialled on 127.0.0.1 or ::1 without a DNS
// query. A
// redirect elsewhere is not followed ([ErrNotAllowed]). A map is read from a
// data: URL only when the script carries it inline, and from a file only
// for a script read from disk, under the same roots: a path leaving them
// through ".." or a symbolic link is refused. [Resolver.FileContext], the
// source around a dev server's problem, reads only programs' sources
// (never .env or data files) under the same roots. An https loopback origin's
// certificate is not checked (dev servers sign their own, and a loopback
// name is dialled on loopback addresses only); any other origin's is.
package sourcemap
