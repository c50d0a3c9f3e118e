package classify

import (
	"net/url"
	"strings"

	"github.com/errbundle/errbundle/internal/libpath"
)

// engineRoots are the top-level folders of an engine's C++ sources as it
// names them in its own messages (Godot's "scene/main/node.cpp:1381").
var engineRoots = []string{"core/", "scene/", "modules/", "servers/", "drivers/", "platform/", "editor/", "main/", "thirdparty/"}

// isAppPath reports whether path looks like the user's own code: no
// library's (libpath), nor an engine's own sources as it names them.
func isAppPath(path string) bool {
	if path == "" || libpath.Is(path) {
		return false
	}
	if strings.HasSuffix(path, ".cpp") || strings.HasSuffix(path, ".h") {
		if hasPrefixAny(strings.TrimPrefix(path, "./"), engineRoots...) {
			return false
		}
	}
	return true
}

// sourceExts are the file extensions a location may have, so that a URL
// with a port ("localhost:3000") or a time ("06:21:23") is not taken for
// one. Keyed by the text after the last dot.
var sourceExts = map[string]bool{}

func init() {
	for _, e := range strings.Fields(`js mjs cjs jsx ts tsx mts cts vue svelte astro mdx md marko
		go py pyx rs java kt kts scala groovy c h cc cpp cxx hpp hh m mm swift
		cs fs vb rb erb rake php phtml gd tscn tres ex exs heex eex leex erl hrl
		dart lua pl pm zig nim hs ml mli cr jl r html htm css scss sass less json yaml yml toml sql sh conf
		awk tcl ps1 nix tf hcl proto graphql gql vim el clj cljs cljc edn elm gleam sol rkt scm f90 gradle cmake mk xml
		d pas pp lisp lsp f f95 f03 f08 for adb ads v sv vhd hx cob cbl
		asm s S nasm vala vapi vhdl fth 4th lhs purs idr agda lean sml sig fsx fsi ss sls sld
		chpl odin R Rmd cl y yy l dot gv gp plt bc xsl xslt raku rakumod rakutest p6 pm6 bats m4
		fish zsh bash ksh jsh kts pug jade ejs hbs handlebars njk nunjucks styl liquid twig jinja j2 mustache haml slim mjml adoc rst`) { // D, Pascal, Lisp, Fortran, Ada, Verilog, VHDL, Haxe, COBOL, assembly, Vala, Forth, Haskell, ML, Scheme, R, yacc/lex
		sourceExts[e] = true
	}
}

// buildFiles are the files without a source extension that tools name
// with a line: make's "Makefile:7", cmake's "CMakeLists.txt:3".
var buildFiles = []string{"Makefile", "makefile", "GNUmakefile", "CMakeLists.txt", "Dockerfile", "Rakefile", "Gemfile", "Jenkinsfile", "Vagrantfile",
	"meson.build", "meson_options.txt", "meson.options", "BUILD", "BUILD.bazel", "WORKSPACE", "MODULE.bazel", "Justfile", "justfile",
	"Containerfile", "Podfile", "Fastfile", "Snakefile", "SConstruct", "SConscript", "Tiltfile", "Earthfile", "Caddyfile"}

func hasSourceExt(path string) bool {
	i := strings.LastIndexByte(path, '.')
	if i < 0 || i == len(path)-1 || path[i+1:] == "txt" || path[i+1:] == "build" || path[i+1:] == "bazel" || path[i+1:] == "options" {
		base := path[strings.LastIndexByte(path, '/')+1:]
		return isOneOf(base, buildFiles)
	}
	return sourceExts[path[i+1:]] || path[i+1:] == "mk" || path[i+1:] == "cmake" || inFolder(path, i)
}

// inFolder reports whether path, whose last dot is at i, names a file in a
// folder with an extension of any word ("/app/icons/user.svg",
// "src/Cart.res", "./a.coffee"): a folder and a file's extension together
// are no host ("localhost:3000"), no time and no version, so the list of
// source extensions need not know every language's.
func inFolder(path string, i int) bool {
	if slash := strings.LastIndexByte(path, '/'); slash < 0 || slash > i || i-slash < 2 || strings.HasPrefix(path, "//") || strings.Contains(path, "://") {
		return false
	}
	ext := path[i+1:]
	if len(ext) > 12 || ext[0] < 'a' || ext[0] > 'z' {
		return false
	}
	for j := 0; j < len(ext); j++ {
		if c := ext[j]; !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || isDigit(c)) {
			return false
		}
	}
	return true
}

// rowPlace reports a file of an extension no list knows at the start of
// its line, s[j:i], with a line, a column and then the row's words:
// TypeSpec's "main.tsp:1:1 - error import-not-found: ...". The list of
// source extensions (and inFolder's folder) is there so that a host's
// port or a time is not a place; a name with an extension, at the line's
// start, then two numbers and a separator is neither, so a file at the
// project's root is read whatever its language.
func rowPlace(s string, j, i int) bool {
	dot := strings.LastIndexByte(s[:i], '.')
	if j != 0 || dot < 1 || dot+1 >= i || i-dot > 7 || strings.IndexByte(s[:i], '/') >= 0 || strings.Trim(s[dot+1:i], "abcdefghijklmnopqrstuvwxyz") != "" {
		return false // a name, then an extension in lower case: "main.tsp"
	}
	l := digits(s[i+1:])
	k := i + 1 + len(l)
	if k+1 >= len(s) || s[k] != ':' || !isDigit(s[k+1]) {
		return false // one number is a port's as often as a line's
	}
	k += 1 + len(digits(s[k+1:]))
	return strings.HasPrefix(s[k:], " - ") || strings.HasPrefix(s[k:], ": ") || strings.HasPrefix(s[k:], "\t")
}

// isPathByte reports whether c may be part of a path. Brackets and
// parentheses are: Next.js and SvelteKit name folders "[id]", "(group)";
// trimPath drops the ones that only enclose the path.
func isPathByte(c byte) bool {
	return c > ' ' && c != '"' && c != '\'' && c != '`' && c != '<' && c != '>' && c != ',' && c != '|'
}

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

// digits returns the run of ASCII digits at the start of s.
func digits(s string) string {
	i := 0
	for i < len(s) && isDigit(s[i]) {
		i++
	}
	return s[:i]
}

// urlPrefixes are the schemes tools put before a path; the path is what
// follows. webpack:// is followed by a namespace folder, dropped too;
// "file:" alone is a URI with no authority, as Java's File.toURI and PHP's
// template engines write one ("file:/project/index.html").
var urlPrefixes = []string{"file://", "file:/", "webpack-internal:///", "webpack:///", "webpack://"}

// trimPath cuts what encloses a path candidate: an unbalanced opening
// bracket or parenthesis ("(src/a.js", ",-[/app/page.js"), a scheme, a
// trailing dot.
func trimPath(p string) string {
	// Drop everything up to the last opening bracket that is not closed
	// within the candidate.
	depth, cut := 0, -1
	for i := len(p) - 1; i >= 0; i-- {
		switch p[i] {
		case ')', ']':
			depth++
		case '(', '[':
			if depth == 0 {
				cut = i
			} else {
				depth--
			}
		}
		if cut >= 0 {
			break
		}
	}
	if cut >= 0 {
		p = p[cut+1:]
	}
	if i := strings.IndexByte(p, '='); i > 0 && !strings.ContainsAny(p[:i], "/?") {
		p = p[i+1:] // a logfmt value: slog's "source=/app/main.go:22" (a URL's query keeps its "=")
	}
	p = strings.TrimLeft(p, "─╭┌[(")
	for _, u := range urlPrefixes {
		if strings.HasPrefix(p, u) {
			p = p[len(u):]
			if u == "file:/" {
				p = "/" + p
			}
			if u == "webpack://" {
				if i := strings.IndexByte(p, '/'); i >= 0 && !strings.HasPrefix(p, "/") {
					p = p[i+1:]
				}
			}
			break
		}
	}
	if i := strings.IndexByte(p, ':'); i >= 2 && i+2 < len(p) && p[i+1] == '/' && p[i+2] != '/' && isWord(p[:i]) {
		p = p[i+1:] // a label, not a scheme: thrift's "[FAILURE:/app/a.thrift:13]"
	}
	if strings.HasPrefix(p, "/./") {
		p = p[1:]
	}
	if rootJoined(p) {
		p = p[2:] // "//src/a.css": a tool joined "/" to a relative path
	}
	return cleanPath(p)
}

// rootJoined reports a path written "//src/a.css": a relative path after
// a root that a tool joined it to, not a protocol-relative URL's host
// ("//cdn.example.com/a.js"), whose first part has a dot.
func rootJoined(p string) bool {
	if !strings.HasPrefix(p, "//") || len(p) < 4 || p[2] == '/' {
		return false
	}
	first, _, ok := strings.Cut(p[2:], "/")
	return ok && !strings.ContainsAny(first, ".:@")
}

// cleanPath turns a path as a tool printed it into the one to open: a
// served URL loses its origin and query ("http://localhost:3000/_nuxt/
// pages/x.vue?t=1"), an encoded one is decoded ("%5Bid%5D" is "[id]"), and
// a Windows drive written as a URL ("/C:/Users/…") loses its slash.
func cleanPath(p string) string {
	for _, scheme := range []string{"http://", "https://"} {
		if rest, ok := strings.CutPrefix(p, scheme); ok {
			if i := strings.IndexByte(rest, '/'); i >= 0 {
				p = rest[i+1:]
			}
		}
	}
	if i := strings.IndexByte(p, '?'); i > 0 {
		p = p[:i]
	}
	if strings.Contains(p, "%") {
		if d, err := url.PathUnescape(p); err == nil {
			p = d
		}
	}
	if len(p) > 3 && p[0] == '/' && p[2] == ':' && (p[3] == '/' || p[3] == '\\') && (p[1]|0x20 >= 'a' && p[1]|0x20 <= 'z') {
		p = p[1:]
	}
	return p
}

// Relative makes a location project-relative when it lies under dir, the
// working directory of the process that printed it: "/home/me/shop/app/
// [id]/route.ts:3:1" under "/home/me/shop" is "app/[id]/route.ts:3:1". A
// Windows path under a Windows dir is made relative the same way; a
// relative one loses its "./".
func Relative(loc, dir string) string {
	loc = strings.TrimPrefix(loc, "./") // already relative, as webpack writes it
	dir = strings.TrimRight(dir, "/\\")
	if dir == "" || len(loc) <= len(dir)+1 {
		return loc
	}
	head := loc[:len(dir)]
	same := head == dir
	if !same && len(dir) > 1 && dir[1] == ':' { // Windows: any case, either slash
		same = strings.EqualFold(strings.ReplaceAll(head, "\\", "/"), strings.ReplaceAll(dir, "\\", "/"))
	}
	if !same || (loc[len(dir)] != '/' && loc[len(dir)] != '\\') {
		return loc
	}
	return loc[len(dir)+1:]
}

// parenLast splits "message (L:C)" into "L:C" and the message; "" if msg
// does not end so. Babel, Vue's compiler-sfc and js-yaml end a message
// with its place so, the file named elsewhere: "Unexpected token (3:18)".
func parenLast(msg string) (loc, rest string) {
	i := strings.LastIndex(msg, " (")
	if i < 0 || !strings.HasSuffix(msg, ")") {
		return "", msg
	}
	l, c, ok := strings.Cut(msg[i+2:len(msg)-1], ":")
	if !ok || l == "" || digits(l) != l || c == "" || digits(c) != c {
		return "", msg
	}
	return l + ":" + c, msg[:i]
}

// findLoc returns the first "path:line[:col]" in s whose path has a source
// extension and, if app is set, is application code (see findLocAt).
func findLoc(s string, app bool) string {
	loc, _, _ := findLocAt(s, app)
	return loc
}

// findLocAt is findLoc with the span s[at:end] the place took as written:
// from its path's first byte (a quote's, when the path is quoted) to its
// line's or column's last (a range's, as in "6.18-6.25"). URL schemes
// ("file://", "webpack-internal:///") are dropped; Godot's "res://" kept.
// When the path was written otherwise than read (a scheme, a decoded
// "%5B"), at is where its line starts: no caller may take it for a place
// that starts there.
func findLocAt(s string, app bool) (loc string, at, end int) {
	for i := strings.IndexByte(s, ':'); i >= 0; i = nextByte(s, i, ':') {
		if i+1 >= len(s) || !isDigit(s[i+1]) && !(s[i+1] == '(' && i+2 < len(s) && isDigit(s[i+2])) {
			continue
		}
		j := i
		for j > 0 && isPathByte(s[j-1]) {
			j--
		}
		raw := s[j:i]
		if q := quoteBefore(s, i); q >= 0 {
			// A quoted path, spaces and a scheme in it: the Nu validator's
			// "\"file:/project/index.html\":15.11-15.34: error: ...".
			j, raw = q, s[q+1:i-1]
		}
		path := trimPath(raw)
		if !hasSourceExt(path) && !rowPlace(s, j, i) || (app && !isAppPath(path)) {
			continue
		}
		at = i
		if k := strings.Index(raw, path); k >= 0 && (k == 0 || s[j] == '"') {
			at = j
		}
		line := digits(s[i+1:])
		if line == "" {
			// GHC's span: "Total.hs:(6,1)-(7,14)", its start.
			l, rest, _ := strings.Cut(s[i+2:], ",")
			if col := digits(rest); l == digits(l) && l != "" && col != "" {
				return path + ":" + l + ":" + col, at, rangeEnd(s, i+1)
			}
			continue
		}
		k := i + 1 + len(line)
		if k+1 < len(s) && s[k] == ':' && isDigit(s[k+1]) {
			col := digits(s[k+1:])
			return path + ":" + line + ":" + col, at, colRangeEnd(s, k+1+len(col))
		} else if k+2 < len(s) && s[k] == ':' && s[k+1] == ' ' && isDigit(s[k+2]) { // flatc's column after a space: "PATH:11: 30: error: ..."
			if col := digits(s[k+2:]); k+2+len(col) < len(s) && s[k+2+len(col)] == ':' {
				return path + ":" + line + ":" + col, at, k + 2 + len(col)
			}
		} else if k+1 < len(s) && s[k] == '.' && isDigit(s[k+1]) {
			// Vala's (and bison's) "line.col-line.col" range: "cart.vala:6.18-6.25: error: ...".
			if col := digits(s[k+1:]); k+1+len(col) < len(s) && (s[k+1+len(col)] == '-' || s[k+1+len(col)] == ':') {
				return path + ":" + line + ":" + col, at, rangeEnd(s, i+1)
			}
		}
		return path + ":" + line, at, k
	}
	return "", 0, 0
}

// nextByte is the index of the first c in s after s[i], -1 if none.
func nextByte(s string, i int, c byte) int {
	if j := strings.IndexByte(s[i+1:], c); j >= 0 {
		return i + 1 + j
	}
	return -1
}

// quoteBefore is where the quote opens of a path quoted right before
// s[i] (`"FILE":L`), -1 if s[i-1] closes no quote.
func quoteBefore(s string, i int) int {
	if i < 2 || s[i-1] != '"' {
		return -1
	}
	return strings.LastIndexByte(s[:i-1], '"')
}

// colRangeEnd is where a column range at s[e] ends, e if none: gopls's
// "main.go:12:63-66: ..." and "12:63-13:2".
func colRangeEnd(s string, e int) int {
	for _, sep := range []byte("-:") {
		if e+1 >= len(s) || s[e] != sep || !isDigit(s[e+1]) {
			break
		}
		e += 1 + len(digits(s[e+1:]))
	}
	return e
}

// rangeEnd is where a range of lines and columns that starts at s[i]
// ends: "6.18-6.25", GHC's "(6,1)-(7,14)".
func rangeEnd(s string, i int) int {
	for i < len(s) && strings.IndexByte("0123456789.-(),", s[i]) >= 0 {
		i++
	}
	return i
}

// findAnyLoc looks for a location in any of the forms tools print: the
// "path:line[:col]" of findLoc, Python's `File "p", line N`, PHP's "in P on
// line N" and "#0 P(16):", MSVC's and tsc's "P(L,C)", rollup's "P (L:C)".
// Only application code counts.
func findAnyLoc(s string) string {
	if !strings.ContainsAny(s, "0123456789") {
		return "" // every form has a line number
	}
	if loc := findLoc(s, true); loc != "" {
		if strings.Contains(s, loc+")") {
			// A place quoted in the message, in parentheses, is another
			// thing's: PHP's "Cannot redeclare f() (previously declared in
			// a.php:2) in a.php on line 3" is on line 3.
			if own := onLineLoc(s); own != "" {
				return own
			}
		}
		return loc
	}
	if i := strings.Index(s, `File "`); i >= 0 {
		rest := s[i+6:]
		if j := strings.Index(rest, `", line `); j > 0 {
			if n := digits(rest[j+8:]); n != "" && isAppPath(rest[:j]) {
				return rest[:j] + ":" + n
			} else if n != "" {
				return "" // a library's frame: no other form may read a part of its path ("packages/..." of dist-packages)
			}
		}
	}
	if loc := onLineLoc(s); loc != "" {
		return loc
	}
	// Maven's "P:[L,C]".
	if i := strings.Index(s, ":["); i > 0 && i+2 < len(s) && isDigit(s[i+2]) {
		if loc := bracketedPlace(s, i, i+2, ","); loc != "" {
			return loc
		}
	}
	if loc := proseLoc(s); loc != "" {
		return loc
	}
	// "P(L,C)", "P(L):", "P (L:C)".
	for i := strings.IndexByte(s, '('); i >= 0 && i+1 < len(s); i = nextByte(s, i, '(') {
		if !isDigit(s[i+1]) {
			continue
		}
		end := i
		if end > 0 && s[end-1] == ' ' {
			end--
		}
		if loc := bracketedPlace(s, end, i+1, ",:"); loc != "" {
			return loc
		}
	}
	return ""
}

// bracketedPlace reads a place whose path ends at s[end] and whose line
// starts at s[i], in brackets after it ("P(L,C)", "P:[L,C]"), a column
// after one of seps; "" when the path is no application source file's.
func bracketedPlace(s string, end, i int, seps string) string {
	j := end
	for j > 0 && isPathByte(s[j-1]) {
		j--
	}
	path := trimPath(s[j:end])
	if !hasSourceExt(path) || !isAppPath(path) {
		return ""
	}
	line := digits(s[i:])
	if k := i + len(line); k+1 < len(s) && strings.IndexByte(seps, s[k]) >= 0 && isDigit(s[k+1]) {
		return path + ":" + line + ":" + digits(s[k+1:])
	}
	return path + ":" + line
}

// MessageLocation is the first application location a message names in
// any of the forms tools print ("./app/hot/page.tsx:7:49",
// `File "a.py", line 3`, "in a.php on line 6"), without a leading "./";
// "" if none. It reads the first few lines only, and a message naming a
// URL names nothing here: a served position is a stack's to give, mapped.
// A page's console copy of a build error (Next.js's overlay logs
// "./app/hot/page.tsx:7:49" above the error) is located so.
func MessageLocation(msg string) string {
	head := msg
	for i, n := 0, 0; i < len(head); i++ {
		if head[i] == '\n' {
			if n++; n == 5 {
				head = head[:i]
				break
			}
		}
	}
	if strings.Contains(head, "://") {
		return ""
	}
	return strings.TrimPrefix(findAnyLoc(StripANSI(head)), "./")
}

// leadingLoc reads the location a line starts with, in its first word, and
// what follows it: "src/a.x:3:4: error: m" gives "src/a.x:3:4" and "error:
// m". A column written as Vala's range ("cart.vala:6.18-6.25:") is read as
// "cart.vala:6:18" and the range is skipped.
func leadingLoc(t string, app bool) (loc, rest string, ok bool) {
	tok, _, _ := strings.Cut(t, " ")
	tok, _, _ = strings.Cut(tok, "\t")
	loc, at, end := findLocAt(tok, app)
	if loc == "" || at != 0 {
		return "", "", false // no place, or the word held more than the place: "(a.c:5)"
	}
	if end+2 < len(t) && t[end] == ':' && t[end+1] == ' ' && isDigit(t[end+2]) {
		loc, _, end = findLocAt(t, app) // a column after a space: flatc's "PATH:11: 30: error: msg"
	}
	return loc, trimSep(t[end:]), true
}

// trimSep drops the separator after a place, ": ", " - ", keeping a
// colon that starts the message: "css/a.css:10:1: :has() is not supported".
func trimSep(s string) string {
	r := strings.TrimLeft(s, ": -")
	if n := len(s) - len(r); n >= 2 && s[n-1] == ':' && s[n-2] == ' ' {
		return s[n-1:]
	}
	return r
}

// proseLoc reads a place a tool writes in words: "line N" (and ", column
// C") after a file with a source extension, quoted or not, soon before it
// (Ansible's "The error appears to be in '/app/site.yml': line 5, column
// 7", gnuplot's "\"plot.gp\" line 4: ...", Graphviz's "deps.dot: syntax
// error in line 4", Raku's "at cart.raku line 1"), or the line first and
// the file after "of" (see lineOf: Free Pascal's "line 9 of cart.pas"; a
// message's "on line 12 in file FILE" is refine's to cut, lineFirst).
func proseLoc(s string) string {
	for from, i := 0, 0; ; {
		at := lineWord(s, i)
		if at < 0 {
			return ""
		}
		i = at + len("line ")
		if file, l, c, _ := lineOf(s[i:], false); file != "" {
			return joinPlace(file, l, c)
		}
		l, c, n := lineCol(s[i:])
		if l == "" {
			continue
		}
		// The file is the last word with a source extension in the 48
		// bytes before "line".
		found := ""
		for _, w := range strings.Fields(s[max(from, at-48):at]) {
			if w = strings.Trim(w, "\"'`:,;()"); strings.Contains(w, "://") {
				continue // a served URL: a stack's to give, mapped
			}
			if strings.ContainsAny(w, ":=%[") {
				w = trimPath(w) // "file:/project/a.tpl"
			}
			if hasSourceExt(w) && isAppPath(w) {
				found = w
			}
		}
		if found != "" {
			return joinPlace(found, l, c)
		}
		from = i + n
	}
}

// lineWord is the index of the next "line " or "Line " in s from i that
// starts a word ("deploy.fish (line 4):", Slim's "a.slim, Line 6, Column
// 33"), -1 if none.
func lineWord(s string, i int) int {
	for i < len(s) {
		j := strings.Index(s[i:], "ine ")
		if j < 0 {
			return -1
		}
		if at := i + j - 1; at >= 0 && (s[at] == 'l' || s[at] == 'L') && (at == 0 || !isLetter(s[at-1]) && !isDigit(s[at-1]) && s[at-1] != '_') {
			return at
		}
		i += j + len("ine ")
	}
	return -1
}

// colWords are the ways tools write a column after a line's number: "7:5",
// "7, column 5", "7, col 5", "7 at column 5", "7, pos 5".
var colWords = []string{":", ", column ", ", Column ", ", col ", " at column ", " column ", " Column ", " col ", ", pos "}

// lineCol reads the line, and the column when one follows, that s starts
// with as tools write them after the word "line" (see colWords). n is how
// many bytes they took; the line is "" when s starts with none, and line
// 0, a parser's unknown line, is none ("atlas.json line 0: Expected key").
func lineCol(s string) (line, col string, n int) {
	line = digits(s)
	if strings.Trim(line, "0") == "" {
		return "", "", 0
	}
	for _, w := range colWords {
		if r, ok := strings.CutPrefix(s[len(line):], w); ok && digits(r) != "" {
			return line, digits(r), len(line) + len(w) + len(digits(r))
		}
	}
	return line, "", len(line)
}

// lineOf reads a place written line first, after the word "line": "L[:C|,
// column C] of|in [file ]FILE" (libsass's "on line 8:5 of scss/site.scss",
// swig's "on line 12 in file /project/views/a.html", Free Pascal's "line 9
// of cart.pas"; " in" only when in is set). n is how many bytes of s it
// took; file is "" when s holds no such place of the application's.
func lineOf(s string, in bool) (file, line, col string, n int) {
	line, col, n = lineCol(s)
	rest, ok := strings.CutPrefix(s[n:], " of ")
	if !ok && in {
		rest, ok = strings.CutPrefix(s[n:], " in ")
	}
	if line == "" || !ok {
		return "", "", "", 0
	}
	rest = strings.TrimPrefix(rest, "file ")
	w, _, _ := strings.Cut(rest, " ")
	if file = strings.Trim(w, "\"'`:,;()."); !hasSourceExt(file) || !isAppPath(file) {
		return "", "", "", 0
	}
	return file, line, col, len(s) - len(rest) + len(w)
}

// placeholderRow reads a row placed in an unnamed input under a head naming
// the file: "<css input>:7:1: Unclosed block" under "... parse css/site.css :"
// (uncss). Every exception's block asks it, the generic layer's too.
func placeholderRow(t, head string) (loc, msg string) {
	name, rest, _ := strings.Cut(t, ">:")
	l, c, n := lineCol(rest)
	for _, w := range strings.Fields(head) {
		if strings.HasPrefix(name, "<") && l != "" && strings.HasPrefix(rest[n:], ": ") && hasSourceExt(w) && isAppPath(w) {
			loc, msg = joinPlace(w, l, c), rest[n+2:]
		}
	}
	return loc, msg
}

// joinPlace writes a place as "file:line[:col]".
func joinPlace(file, line, col string) string {
	if col != "" {
		return file + ":" + line + ":" + col
	}
	return file + ":" + line
}

// onLineLoc reads PHP's "in P on line N" (see onLinePlace).
func onLineLoc(s string) string {
	loc, _, _ := onLinePlace(s)
	return loc
}

// onLinePlace reads PHP's "in P on line N" (and ", column C" after it,
// as Twig's and others' write it), trying each " on line N" in turn: the
// message may name a line of its own first ("Unclosed '{' on line 2 in
// a.php on line 6"). s[at:end] is the place's span, from "in".
func onLinePlace(s string) (loc string, at, end int) {
	for i := 0; ; {
		k := strings.Index(s[i:], " on line ")
		if k < 0 || i+k == 0 {
			return "", 0, 0
		}
		k += i
		i = k + len(" on line ")
		l, c, n := lineCol(s[i:])
		j := strings.LastIndex(s[:k], " in ")
		if l == "" || j < 0 {
			continue
		}
		if p := s[j+4 : k]; hasSourceExt(p) && isAppPath(p) {
			return joinPlace(p, l, c), j + 1, i + n
		}
	}
}
