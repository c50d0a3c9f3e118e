// Package libpath tells a library's file from the application's own by
// its path, for every place errbundle picks the first application
// location of a problem: the lines a dev server prints (classify), a
// browser's stack (fingerprint), a backend SDK's frames (capture).
//
//	libpath.Is("/app/node_modules/react-dom/cjs/react-dom.development.js:1") // true
//	libpath.Is("internal/store/db.go:12:5")                                 // false: a Go app's own package
//
// A library is an installed dependency, a language's standard library or
// runtime, a tool's generated or cached files, and errbundle's own
// capture script. The path may be absolute or relative, a URL, and end in
// ":line[:col]".
//
// It is a leaf: it imports only the standard library. STYLE.md has
// classify and fingerprint import nothing of ours, and one list shared by
// three packages has to live somewhere; an internal leaf keeps the arrows
// one way (nothing here can reach back into a layer), where a copy in each
// package would drift apart, as the three lists it replaced had.
package libpath

import "strings"

// fragments mark a library's file wherever they appear in a path or URL.
var fragments = []string{
	// JavaScript: installed packages, the runtimes' own modules, the
	// bundlers' runtimes and caches, the browsers' extensions.
	"node_modules", "node:", "<anonymous>", "native code", "webpack/bootstrap", "webpack/runtime",
	"/.vite/deps/", "/@vite/", "/@react-refresh", "/.angular/cache/", "/.deno/", "/.bun/",
	"chrome-extension://", "moz-extension://",
	"errbundle-hooks", "errbundle-capture", // errbundle's own capture script
	// Python.
	"site-packages", "dist-packages", "<frozen ", "/lib/python", "/.pyenv/",
	// Go: GOROOT and the module cache; a vendor tree is any language's.
	"/go/src/", "/usr/local/go/", "$GOROOT", "/libexec/src/", "/pkg/mod/", "/vendor/",
	// Rust.
	"/rustc/", "/.cargo/registry/", "/.rustup/",
	// Ruby.
	"/gems/", "/lib/ruby/", "<internal:",
	// Elixir and Erlang.
	"/deps/", "/_build/", "/.mix/",
	// The system's libraries and headers, the C library and the
	// sanitizers' runtimes as their frames name them.
	"/usr/lib/", "/usr/local/lib/", "/usr/share/", "/usr/include/", "/usr/local/include/",
	"libsanitizer/", "sysdeps/", "../csu/",
}

// byFirst indexes fragments by their first byte; afterSlash those that
// start with a slash, half of them, by their second.
var byFirst, afterSlash = func() (first, slash [256][]string) {
	for _, f := range fragments {
		if f[0] == '/' {
			slash[f[1]] = append(slash[f[1]], f)
		} else {
			first[f[0]] = append(first[f[0]], f)
		}
	}
	return first, slash
}()

// prefixes mark a relative path as a library's: the PHP and Go vendor
// trees, mix's deps, Deno's built-in extensions ("ext:deno_fs/30_fs.js"),
// Guile's own modules ("ice-9/boot-9.scm:2007:7"), an installation's
// path elided (Racket's ".../private/map.rkt:40:19").
var prefixes = []string{"vendor/", "deps/", "_build/", "node_modules/", "ext:", "deno:", "ice-9/", "..."}

// Is reports whether path is a library's file (see the package doc), not
// the application's.
func Is(path string) bool {
	// One pass over the path, not one search per fragment: a location is
	// judged for every frame of every block.
	for i := 0; i < len(path); i++ {
		fs := byFirst[path[i]]
		if path[i] == '/' && i+1 < len(path) {
			fs = afterSlash[path[i+1]]
		}
		for _, f := range fs {
			if strings.HasPrefix(path[i:], f) {
				return true
			}
		}
	}
	for _, p := range prefixes {
		if strings.HasPrefix(path, p) {
			return true
		}
	}
	return nodeInternal(path)
}

// nodeInternal reports Node's own modules as Node before version 16
// names them, relative: "internal/modules/cjs/loader.js:1085:14" (now
// "node:internal/..."). Any other relative "internal/" is the app's: Go's
// internal packages ("internal/store/db.go") are a module's own code,
// GOROOT's and the module cache's being under the paths above.
func nodeInternal(path string) bool {
	rest, ok := strings.CutPrefix(path, "internal/")
	if !ok {
		return false
	}
	if i := strings.IndexByte(rest, ':'); i >= 0 {
		rest = rest[:i]
	}
	return strings.HasSuffix(rest, ".js") || strings.HasSuffix(rest, ".mjs")
}
