package sourcemap

import (
	"net/url"
	"path"
	"path/filepath"
	"strings"
	"unicode/utf8"
)

// bundlerPrefixes are the virtual schemes bundlers put before a project path
// in a map's "sources", longest first.
var bundlerPrefixes = []string{
	"turbopack:///[project]/",
	"turbopack://[project]/",
	"webpack-internal:///",
	"webpack:///",
	"[project]/",
	parcelRoot,
}

// parcelRoot is the sourceRoot Parcel 2 writes, before project paths; its
// dev server serves the sources there.
const parcelRoot = "/__parcel_source_root/"

// projectPath turns a map's source entry into the path an agent can open:
// relative to the project where that can be known, with the dev server's
// origin, /@fs/ and the bundler's virtual prefixes removed. base is the URL
// the source is relative to (the map's, or the script's for an inline map);
// root is the project directory, or "".
func projectPath(source, base, root string) string {
	s := source
	if i := strings.IndexAny(s, "?#"); i > 0 {
		s = s[:i] // webpack appends ?hash to tell modules apart
	}
	for _, p := range bundlerPrefixes {
		if rest, ok := strings.CutPrefix(s, p); ok {
			if root != "" && withinRoot("/"+rest, root) {
				return fromAbs("/"+rest, root) // webpack:///home/me/app/src/a.js
			}
			return cleanRel(rest, root)
		}
	}
	if rest, ok := strings.CutPrefix(s, "webpack://"); ok {
		// webpack://<output.devtoolNamespace>/./src/x.js
		if _, p, ok := strings.Cut(rest, "/"); ok {
			return cleanRel(p, root)
		}
		return cleanRel(rest, root)
	}
	if rest, ok := strings.CutPrefix(s, "file://"); ok {
		return fromAbs(rest, root)
	}
	if fp := filePath(base); fp != "" && !strings.HasPrefix(s, "/") && !strings.Contains(s, "://") {
		// A map read from disk names its sources relative to itself.
		return fromAbs(path.Join(path.Dir(filepath.ToSlash(fp)), s), root)
	}
	if strings.HasPrefix(s, "/") {
		if rest, ok := strings.CutPrefix(s, "/@fs/"); ok {
			return fromAbs("/"+rest, root)
		}
		// An absolute file path only if it lies in the project; otherwise it
		// is a path on the dev server.
		if root != "" && withinRoot(s, root) {
			return fromAbs(s, root)
		}
	}
	if b, err := url.Parse(base); err == nil && (b.Scheme == "http" || b.Scheme == "https") {
		if u, err := url.Parse(s); err == nil {
			abs := b.ResolveReference(u)
			if abs.Host == b.Host || u.Scheme == "" || isLoopback(abs.Hostname()) {
				return servedPath(abs.Path, root)
			}
		}
	}
	if u, err := url.Parse(s); err == nil && (u.Scheme == "http" || u.Scheme == "https") {
		if isLoopback(u.Hostname()) {
			// A sourceRoot naming the dev server, maybe on another port
			// than the script's (a CDN-like static origin).
			return servedPath(u.Path, root)
		}
		return s // a source on another host: its URL, intact
	}
	return cleanRel(s, root)
}

// servedPath turns the path of a source URL on the dev server into a
// project path.
func servedPath(p, root string) string {
	// /@fs/ after Vite's base, if any: Nuxt serves files outside its
	// srcDir at /_nuxt/@fs/<absolute path>.
	if i := strings.Index(p, "/@fs/"); i >= 0 {
		return fromAbs(p[i+len("/@fs"):], root)
	}
	if rest, ok := strings.CutPrefix(p, parcelRoot); ok {
		return cleanRel(rest, root)
	}
	return cleanRel(strings.TrimPrefix(p, "/"), root)
}

// cleanRel drops "./" and a webpack layer such as "(app-pages-browser)/".
func cleanRel(p, root string) string {
	if strings.HasPrefix(p, "(") {
		if i := strings.Index(p, ")/"); i > 0 {
			p = p[i+2:]
		}
	}
	if strings.HasPrefix(p, "/") {
		return fromAbs(p, root)
	}
	return strings.TrimPrefix(path.Clean(p), "./")
}

// fromAbs makes an absolute file path relative to root when it lies inside it.
func fromAbs(p, root string) string {
	if root != "" && withinRoot(p, root) {
		if rel, err := filepath.Rel(root, p); err == nil {
			return filepath.ToSlash(rel)
		}
	}
	return p
}

func withinRoot(p, root string) bool {
	root = strings.TrimSuffix(root, "/")
	return strings.HasPrefix(p, root+"/")
}

// pastIndent moves a 0-based column that falls in the indentation of the
// 1-based line of content to the line's first non-blank character. A map
// that maps each statement from the start of its line (webpack's
// OriginalSource, used without a loader) would otherwise point at the
// blanks before the code, outside any statement.
func pastIndent(content string, line, col int) int {
	lines, first := linesAround(content, line, 0)
	if len(lines) != 1 || first != line {
		return col
	}
	text := strings.TrimRight(lines[0], "\r")
	indent := len(text) - len(strings.TrimLeft(text, " \t"))
	if col < indent && indent < len(text) {
		return indent
	}
	return col
}

// contextBudget is the most bytes of source shown around a mapped line.
const contextBudget = 300

// sourceContext renders the original line (1-based) with up to two lines
// either side, the failing line marked with '>', in at most contextBudget
// bytes and never splitting a UTF-8 sequence. column (1-based) keeps the
// failing statement in view when the line itself is long.
func sourceContext(content string, line, column int) string {
	if content == "" || line < 1 {
		return ""
	}
	lines, first := linesAround(strings.TrimSuffix(content, "\n"), line, 2)
	if line >= first+len(lines) {
		return ""
	}
	const width = 160 // longest line kept; a longer one shows a window around column
	at := func(n int) string {
		mark := "  "
		if n == line {
			mark = "> "
		}
		text := strings.TrimRight(lines[n-first], "\r")
		if n == line {
			// column counts UTF-16 units, window bytes.
			text = window(text, byteOffset(text, column-1)+1, width)
		} else {
			text = window(text, 1, width/2)
		}
		return mark + text
	}
	var shown [5]string // lines line-2 … line+2; "" = left out
	shown[2] = at(line)
	used := len(shown[2])
	if used > contextBudget {
		return truncate(shown[2], contextBudget)
	}
	// Nearest lines first, so a tight budget keeps the closest neighbours.
	for _, n := range []int{line - 1, line + 1, line - 2, line + 2} {
		if n < first || n >= first+len(lines) {
			continue
		}
		s := at(n)
		if used+1+len(s) > contextBudget {
			continue
		}
		shown[n-line+2] = s
		used += 1 + len(s)
	}
	var b strings.Builder
	b.Grow(used)
	for _, s := range shown {
		if s != "" {
			if b.Len() > 0 {
				b.WriteByte('\n')
			}
			b.WriteString(s)
		}
	}
	return b.String()
}

// linesAround returns lines line-d through line+d (1-based) of content, as
// far as they exist, and the number of the first. It scans instead of
// splitting: sourcesContent can be a megabyte of React, and a lookup must
// stay cheap.
func linesAround(content string, line, d int) (lines []string, first int) {
	first = max(line-d, 1)
	n, start := 1, 0
	for n < first {
		i := strings.IndexByte(content[start:], '\n')
		if i < 0 {
			return nil, first
		}
		start += i + 1
		n++
	}
	for ; n <= line+d; n++ {
		i := strings.IndexByte(content[start:], '\n')
		if i < 0 {
			lines = append(lines, content[start:])
			break
		}
		lines = append(lines, content[start:start+i])
		start += i + 1
	}
	return lines, first
}

// window returns at most max bytes of s around the 1-based byte column col,
// with "…" where it cut.
func window(s string, col, max int) string {
	if len(s) <= max {
		return s
	}
	// A map may claim a column past the end of its own sourcesContent.
	start := min(col-1-max/3, len(s)-max)
	if start < 0 {
		start = 0
	}
	for start > 0 && !utf8.RuneStart(s[start]) {
		start--
	}
	out := truncate(s[start:], max)
	if start > 0 {
		out = "…" + out
	}
	return out
}

// truncate cuts s to at most max bytes on a rune boundary, marking the cut.
func truncate(s string, max int) string {
	if len(s) <= max {
		return s
	}
	end := max - len("…")
	for end > 0 && !utf8.RuneStart(s[end]) {
		end--
	}
	return s[:end] + "…"
}

// Without Config.Root the resolver reads the project directory off the maps
// themselves, so that absolute source paths (Next.js writes them, Turbopack
// as file:// URLs, webpack as plain paths) still come out project-relative.

// rootFromSources returns the project directory a map's sources show: the
// directory that holds node_modules, for the first source that is an
// absolute file path into it (Turbopack's chunks bundle a dependency or two
// beside the app's modules, whose [project] is that directory). A path on
// the dev server, such as Vite's /node_modules/.vite/deps/…, shows none.
func rootFromSources(sources []string) string {
	for _, s := range sources {
		if p, ok := absFilePath(s); ok {
			if i := strings.Index(p, "/node_modules/"); i > 0 {
				return p[:i]
			}
		}
	}
	return ""
}

// moduleRoot returns the project directory of a webpack module: its URL,
// webpack-internal:///(layer)/./app/page.tsx, names it relative to the
// project, and its map by absolute path, /home/me/shop/app/page.tsx.
func moduleRoot(moduleURL string, sources []string) string {
	rel := strings.TrimPrefix(moduleURL, "webpack-internal:///")
	if i := strings.IndexAny(rel, "?#"); i > 0 {
		rel = rel[:i]
	}
	rel = cleanRel(rel, "")
	if rel == "" || rel == "." || strings.HasPrefix(rel, "/") || strings.HasPrefix(rel, "..") {
		return ""
	}
	for _, s := range sources {
		if p, ok := absFilePath(s); ok {
			if root, ok := strings.CutSuffix(p, "/"+rel); ok && root != "" {
				return root
			}
		}
	}
	return ""
}

// inferModuleRoots sets the project directory of each module of a webpack
// eval-source-map chunk: its own where its URL shows it, else the one the
// chunk's other modules show (they come from one project).
func inferModuleRoots(modules map[string]*sourceMap) {
	chunk := ""
	for u, m := range modules {
		if root := moduleRoot(u, m.sources); root != "" {
			m.root = root
			if chunk == "" || len(root) < len(chunk) {
				chunk = root
			}
		}
	}
	for _, m := range modules {
		if m.root == "" {
			m.root = chunk
		}
	}
}

// absFilePath returns the file path of a source that is an absolute one: a
// file:// URL or a path from "/" (not a protocol-relative "//host/…").
func absFilePath(s string) (string, bool) {
	if rest, ok := strings.CutPrefix(s, "file://"); ok {
		s = rest
	}
	return s, strings.HasPrefix(s, "/") && !strings.HasPrefix(s, "//")
}
