package sourcemap

import (
	"bytes"
	"cmp"
	"container/list"
	"context"
	"errors"
	"fmt"
	"hash/maphash"
	"net/url"
	"path"
	"path/filepath"
	"strings"
	"sync"
	"time"

	gosourcemap "github.com/go-sourcemap/sourcemap"
)

// entryOverhead is what an entry costs beyond its maps, roughly: the struct,
// its list element and map slot.
const entryOverhead = 256

// mappingCost is the memory a decoded mapping takes in go-sourcemap (six
// int32s); the count of ',' and ';' in a map bounds the number of mappings.
const mappingCost = 24

// entry is one script in the cache. Its fields are guarded by Resolver.mu;
// script and modules are replaced whole, never changed, so a reader may use
// them after releasing the lock.
type entry struct {
	key        string
	elem       *list.Element
	size       int64
	fetching   bool // queued or being fetched
	refreshing bool // being revalidated for a new error: lookups wait (see Resolver.Prefetch)
	ready      bool // the first fetch has finished
	checked    time.Time
	validators validators
	// failures counts the loads that failed in a row (a map a dev server
	// answered 404 or 500 while it compiled, a fetch that timed out); the
	// next try is due at retryAt, later after each failure (see retryDelay).
	failures int
	retryAt  time.Time

	status  Status
	reason  string
	script  *sourceMap            // the script's own map, or nil
	modules map[string]*sourceMap // webpack eval-source-map modules by sourceURL
}

// validators are what a conditional GET needs to ask "changed?".
type validators struct {
	etag, lastModified string
	sum                uint64 // body hash, for servers that send neither header
}

// sourceMap is one decoded map and the URL its sources are relative to.
type sourceMap struct {
	c       *gosourcemap.Consumer
	base    string
	lines   []mappedLines // by section, ascending
	sources []string      // "sources" as written, of every section
	root    string        // the project directory the map shows, or "" (see rootFromSources)
	// lineShift is added to a generated line before it is looked up: for
	// a Turbopack module eval'd by a hot update (see turbopackModule).
	lineShift int
	paths     sync.Map        // source → projectPath(source), filled by lookups
	ignored   map[string]bool // sources the map's ignoreList names; nil for none
	file      string          // the map's "file", if any
	// coarse maps map lines or statements, not tokens (see mapIndex.coarse),
	// as a map otherwise fine does for coarseSources; gen is then the
	// generated code they map, to find the column within the line (see
	// refineColumn). "" when not kept.
	coarse        bool
	coarseSources map[string]bool
	gen           string
	genStarts     []int32     // offset in gen of each line
	disk          diskSources // sources read from disk (see Resolver.readSource)
	// plain is set, and everything above unset, for a module of a webpack
	// devtool "eval" chunk, which has no map (see evalCode).
	plain *evalCode
	// parts is set, and c unset, for an index map whose sections start
	// within lines (see columnSections).
	parts []section
	// scopes holds the functions of each source read so far (see
	// scanScopes), by scopeKey.
	scopes sync.Map
	names  []string // the map's "names", sorted: the original identifiers it knows
}

// scopeKey names the text of a source whose functions were read: the
// map's, or the project's file.
type scopeKey struct {
	source string
	disk   bool
}

// funcAround returns what is known of the function around a 1-based line
// and 0-based column of the source src, whose text is text ("" for none).
// The source's functions are read once, and charged to the map's entry.
func (m *sourceMap) funcAround(src string, disk bool, text string, line, col int, env lookupEnv) funcInfo {
	if text == "" {
		return funcInfo{}
	}
	k := scopeKey{src, disk}
	v, ok := m.scopes.Load(k)
	if !ok || v.(*fileScopes).size != len(text) {
		fs := scanScopes(src, text)
		var loaded bool
		if ok {
			m.scopes.Store(k, fs) // another text under the same name: not charged again
			v = fs
		} else if v, loaded = m.scopes.LoadOrStore(k, fs); !loaded && env.charge != nil {
			env.charge(fs.cost())
		}
	}
	return v.(*fileScopes).info(text, line, col)
}

// path returns the project path of one of the map's sources, computed once.
// The project directory is env.root (Config.Root); without one, the
// directory the map itself shows; without that, for an absolute file path,
// the deepest of env.fileRoots it lies in (Rspack writes the app's sources
// as absolute paths and nothing else in the map shows the project).
func (m *sourceMap) path(src string, env lookupEnv) string {
	if p, ok := m.paths.Load(src); ok {
		return p.(string)
	}
	root := env.root
	if root == "" {
		root = m.root
	}
	if abs, ok := absFilePath(src); ok && root == "" && env.fileRoots != nil {
		for _, dir := range env.fileRoots() {
			dir = strings.TrimSuffix(filepath.ToSlash(dir), "/")
			if dir != "" && withinRoot(abs, dir) && len(dir) > len(root) {
				root = dir
			}
		}
	}
	p := projectPath(src, m.base, root)
	if f, ok := m.fileRelative(src); ok {
		// Vite serves a module at its path under its root and base, which
		// need not be the project's: Nuxt 4 serves app/pages/cart.vue as
		// /_nuxt/pages/cart.vue, and names the source "cart.vue". The map's
		// "file" is the module's own, where it really is.
		r := root
		if r == "" && env.fileRoots != nil {
			for _, dir := range env.fileRoots() {
				dir = strings.TrimSuffix(filepath.ToSlash(dir), "/")
				if dir != "" && path.Dir(dir) != dir && withinRoot(f, dir) && len(dir) > len(r) {
					r = dir
				}
			}
		}
		if r != "" && withinRoot(f, r) {
			p = fromAbs(f, r)
		}
	}
	m.paths.Store(src, p)
	return p
}

// fileRelative resolves a source written relative to its map ("cart.vue",
// "../lib/a.ts": no scheme, no bundler prefix) against the map's "file"
// when that is an absolute file path, as Vite writes it.
func (m *sourceMap) fileRelative(src string) (string, bool) {
	file, ok := absFilePath(m.file)
	if !ok || strings.Contains(m.file, "://") && !strings.HasPrefix(m.file, "file://") {
		return "", false
	}
	if src == "" || src[0] == '/' || src[0] == '[' || src[0] == '(' || strings.Contains(src, "://") {
		return "", false
	}
	return path.Join(path.Dir(file), src), true
}

// outcome is what load found, to be stored by fetch.
type outcome struct {
	notModified bool
	cancelled   bool
	failed      bool
	tooLarge    bool // the script itself is over the cap: don't download it again soon
	status      Status
	reason      string
	script      *sourceMap
	modules     map[string]*sourceMap
	validators  validators
	size        int64
}

var seed = maphash.MakeSeed()

// load fetches a script and its map(s). With validators it first asks the
// server whether the script changed.
func (r *Resolver) load(key string, v validators) outcome {
	var resp *response
	var err error
	fileRoot := "" // the process directory a script on disk lies in
	if p := filePath(key); p != "" {
		var body []byte
		if body, fileRoot, err = r.readFile(p, diskExts, r.cfg.MaxMapSize); err == nil {
			resp = &response{status: 200, body: body}
		}
	} else {
		resp, err = r.get(r.ctx, key, v.etag, v.lastModified)
	}
	if err != nil {
		st, reason := reasonFor(err)
		return outcome{
			failed: st == Failed, cancelled: errors.Is(err, context.Canceled), tooLarge: errors.Is(err, ErrTooLarge),
			status: st, reason: reason,
		}
	}
	if resp.status == 304 {
		return outcome{notModified: true}
	}
	sum := maphash.Bytes(seed, resp.body)
	if sum == v.sum {
		return outcome{notModified: true}
	}
	out := outcome{validators: validators{etag: resp.etag, lastModified: resp.lastModified, sum: sum}}
	shift := 0
	if id, line := turbopackModule(key, resp.body); id != "" {
		if line == 0 {
			out.status, out.reason = NoMap, "module "+id+" was hot-updated with code the chunk no longer holds"
			return out
		}
		shift = line - 1
	}

	var errs []error
	mods := evalModules(resp.body)
	for _, ec := range evalCodes(resp.body, mods) {
		if out.modules == nil {
			out.modules = make(map[string]*sourceMap)
		}
		out.modules[ec.url] = &sourceMap{plain: ec}
		out.size += genCost(ec.code)
	}
	for _, mod := range mods {
		raw, err := decodeDataURL(mod.mapURL)
		if err == nil {
			var m *sourceMap
			if m, err = parseMap(raw, key); err == nil {
				if out.modules == nil {
					out.modules = make(map[string]*sourceMap)
				}
				out.modules[mod.url] = m
				out.size += mapCost(raw)
				if m.needsGen() {
					if code, ok := mod.code(); ok {
						m.setGen(code)
						out.size += genCost(m.gen)
					}
				}
				continue
			}
		}
		errs = append(errs, fmt.Errorf("module %s: %w", mod.url, err))
	}

	inferModuleRoots(out.modules)

	ref := findMapURL(resp.body, resp.header)
	guessed := false
	if ref == "" && out.modules == nil {
		ref, guessed = besideMap(key)
	}
	if ref != "" {
		raw, base, err := r.loadMap(key, ref)
		if err == nil {
			if out.script, err = parseMap(raw, base); err == nil {
				out.script.lineShift = shift
				if fileRoot != "" {
					out.script.root = fileRoot
				}
				if guessed && !namesScript(out.script.file, key) {
					out.script, err = nil, fmt.Errorf("its \"file\" is %q", out.script.file)
				}
			}
		}
		if err == nil && mapsItself(out.script, base, key, codeOnly(resp.body)) {
			// Vite's dev server gives a script it has no map for (ng
			// serve --configuration production's bundle) a map of the
			// script onto itself: it tells nothing the frame does not.
			out.script = nil
			if out.modules == nil {
				out.status, out.reason = NoMap, "the script's map names no source but the script itself"
				return out
			}
		}
		if err != nil && guessed {
			out.status, out.reason = NoMap, fmt.Sprintf("the script has no sourceMappingURL comment and no SourceMap header, and no map beside it at %s (%v)", ref, err)
			return out
		}
		if err != nil {
			st, reason := reasonFor(err)
			if out.modules == nil {
				out.status, out.reason, out.failed = st, reason, st == Failed
				if st == Failed {
					// The map may just not be built yet: without validators
					// the next revalidation fetches everything again rather
					// than hearing "script not modified" forever.
					out.validators = validators{}
				}
				return out
			}
			errs = append(errs, err)
		} else if out.script != nil {
			out.size += mapCost(raw)
			if out.script.needsGen() {
				out.script.setGen(string(codeOnly(resp.body)))
				out.size += genCost(out.script.gen)
			}
		}
	}
	resp = nil // the script itself is not kept, unless a coarse map needs it
	switch {
	case out.script != nil || out.modules != nil:
		out.status = Mapped
		if len(errs) > 0 {
			out.reason = errors.Join(errs...).Error()
		}
	case len(errs) > 0:
		out.status, out.reason, out.failed = Failed, errors.Join(errs...).Error(), true
	default:
		out.status, out.reason = NoMap, "the script has no sourceMappingURL comment and no SourceMap header"
	}
	return out
}

// mapsItself reports whether a map names one source, the script itself
// (its URL, queries aside, resolved against the map's base URL) with the
// script's own code as its content.
func mapsItself(m *sourceMap, base, script string, code []byte) bool {
	if m.c == nil || len(m.sources) != 1 {
		return false
	}
	b, err := url.Parse(base)
	if err != nil {
		return false
	}
	u, err := url.Parse(m.sources[0])
	if err != nil {
		return false
	}
	r := b.ResolveReference(u)
	r.RawQuery, r.Fragment = "", ""
	if r.String() != strings.SplitN(script, "?", 2)[0] {
		return false
	}
	content := m.c.SourceContent(m.sources[0])
	return content != "" && strings.TrimSpace(content) == strings.TrimSpace(string(code))
}

// besideMap returns the map a script with no reference to one may still
// have: <name>.map beside it, where webpack's hidden-source-map and Vite's
// build.sourcemap 'hidden' put it (and dev and preview servers serve it).
func besideMap(scriptURL string) (string, bool) {
	p := scriptURL
	if i := strings.IndexAny(p, "?#"); i >= 0 {
		p = p[:i]
	}
	name := path.Base(p)
	if !hasExt(name, diskExts) || strings.HasSuffix(p, "/") {
		return "", false
	}
	return url.PathEscape(name) + ".map", true
}

// namesScript reports whether a map's "file" (if it has one) names the
// script: a guessed map must be the script's own, not some page a server
// answers every path with.
func namesScript(file, scriptURL string) bool {
	if file == "" {
		return true
	}
	p := scriptURL
	if i := strings.IndexAny(p, "?#"); i >= 0 {
		p = p[:i]
	}
	return path.Base(file) == path.Base(p)
}

// genCost is the memory generated code kept for a coarse map holds: its
// text and where each line starts.
func genCost(code string) int64 {
	return int64(len(code)) + 4*int64(strings.Count(code, "\n")+1)
}

// loadMap returns the map a script refers to and the URL its sources are
// relative to. Only an inline data: URL or an http(s) URL on an allowed
// origin is read, never a foreign host; a map on disk only for a script
// read from disk, and under the same roots (see readFile).
func (r *Resolver) loadMap(scriptURL, ref string) ([]byte, string, error) {
	if len(ref) > 5 && (ref[:5] == "data:" || ref[:5] == "DATA:") {
		raw, err := decodeDataURL(ref)
		if err != nil {
			return nil, "", fmt.Errorf("inline map: %w", err)
		}
		if int64(len(raw)) > r.cfg.MaxMapSize {
			return nil, "", fmt.Errorf("inline map of %d bytes: %w", len(raw), ErrTooLarge)
		}
		return raw, scriptURL, nil
	}
	if p := filePath(scriptURL); p != "" {
		return r.loadFileMap(p, ref)
	}
	base, err := url.Parse(scriptURL)
	if err != nil {
		return nil, "", fmt.Errorf("script URL: %w", err)
	}
	u, err := url.Parse(ref)
	if err != nil {
		return nil, "", fmt.Errorf("sourceMappingURL %q: %w", ref, err)
	}
	abs := base.ResolveReference(u)
	if !r.allowedURL(abs) {
		return nil, "", fmt.Errorf("map %s: %w", abs.Redacted(), ErrNotAllowed)
	}
	resp, err := r.get(r.ctx, abs.String(), "", "")
	if err != nil {
		return nil, "", err
	}
	return resp.body, abs.String(), nil
}

// parseMap decodes a map. The decoder is given no URL so that it leaves
// "sources" as written; projectPath resolves them.
func parseMap(raw []byte, base string) (m *sourceMap, err error) {
	raw = bytes.TrimPrefix(raw, []byte("\xef\xbb\xbf"))
	if bytes.HasPrefix(raw, []byte(")]}'")) {
		// The specification lets a server guard a map against being run as
		// a script (XSSI) with this first line.
		if i := bytes.IndexByte(raw, '\n'); i >= 0 {
			raw = raw[i+1:]
		} else {
			raw = raw[len(")]}'"):]
		}
	}
	defer func() {
		if p := recover(); p != nil {
			m, err = nil, fmt.Errorf("broken map: %v", p)
		}
	}()
	if parts, err := columnSections(raw, base); err != nil || parts != nil {
		return parts, err
	}
	c, err := gosourcemap.Parse("", raw)
	if err != nil {
		return nil, fmt.Errorf("broken map: %w", err)
	}
	x, err := lineIndex(raw)
	if err != nil {
		return nil, fmt.Errorf("broken map: %w", err)
	}
	m = &sourceMap{c: c, base: base, lines: x.lines, sources: x.sources, root: rootFromSources(x.sources), file: x.file, coarse: x.coarse(), names: x.names}
	if !m.coarse {
		m.coarseSources = x.coarseSources()
	}
	for _, s := range x.ignored {
		if m.ignored == nil {
			m.ignored = make(map[string]bool)
		}
		m.ignored[s] = true
	}
	return m, nil
}

// needsGen reports whether the generated code a map maps is to be kept:
// for a coarse map, or one with coarse sources.
func (m *sourceMap) needsGen() bool { return m.coarse || len(m.coarseSources) > 0 }

// mapCost estimates the memory a decoded map holds: its text (sources,
// sourcesContent and names stay in memory) plus one mapping per segment.
func mapCost(raw []byte) int64 {
	segs := bytes.Count(raw, []byte{','}) + bytes.Count(raw, []byte{';'})
	// One int32 per line as well (lines ≤ segments).
	return int64(len(raw)) + int64(segs)*(mappingCost+4)
}

// sourceReader returns the text of a source, named by its project path
// and as the map names it, read from disk; "" when it cannot be read.
type sourceReader func(projectPath, source string) string

// lookupEnv is what a lookup takes from the Resolver's configuration.
type lookupEnv struct {
	root      string          // Config.Root
	fileRoots func() []string // Config.FileRoots, or nil
	read      sourceReader    // reads a source the map carries no text of; nil reads nothing
	charge    func(n int64)   // counts n more bytes against the map's entry; nil counts nothing
}

// resolve looks up a 1-based line and column.
func (m *sourceMap) resolve(line, column int, env lookupEnv) (res Result) {
	if m.plain != nil {
		return m.plain.resolve(line, column, env)
	}
	if m.parts != nil {
		return m.resolveSection(line+m.lineShift, column, env)
	}
	defer func() {
		// go-sourcemap indexes "sources" with the map's own numbers: a map
		// whose mappings point past its sources must not take us down.
		if p := recover(); p != nil {
			res = Result{Status: Failed, Reason: fmt.Sprintf("broken map: %v", p)}
		}
	}()
	gl := line + m.lineShift
	at, covered := m.lookupColumn(gl, column-1)
	if !covered {
		return Result{Status: NoMap, Reason: fmt.Sprintf("the map has no mapping for %d:%d, or marks it as generated code", line, column)}
	}
	src, name, l, c, ok := m.c.Source(gl, at)
	if !ok {
		return Result{Status: NoMap, Reason: fmt.Sprintf("the map has no mapping for %d:%d", line, column)}
	}
	p := m.path(src, env)
	content := m.c.SourceContent(src)
	var disk string
	if env.read != nil {
		disk = m.disk.get(p, src, env.read)
	}
	if l2, c2, ok := m.inlinedCall(gl, column-1, src, l, c, cmp.Or(content, disk)); ok {
		l, c = l2, c2
	}
	if m.gen != "" && (m.coarse || m.coarseSources[src]) && (content != "" || disk != "") {
		c = refineColumn(m.genLine(gl), column-1, lineText(cmp.Or(content, disk), l), c)
	}
	fromDisk := false
	if content == "" {
		content, fromDisk = disk, true
	} else if disk != "" && disk != content {
		// The file is not the text the map was made from: edited since,
		// or a plugin added lines its map does not account for. The line
		// of the file that reads as the mapped one is where that code is.
		if at := reanchor(content, disk, l); at > 0 {
			c = max(0, c+indent(lineText(disk, at))-indent(lineText(content, l)))
			l, content, fromDisk = at, disk, true
		}
	}
	c = calleeStart(content, l, pastIndent(content, l, c))
	var fn funcInfo
	if !m.coarse && !m.coarseSources[src] {
		// A coarse map's column is found by matching text, or is the
		// line's start, which may lie outside the frame's function (an
		// arrow on its enclosing function's line): its names are left as
		// the browser printed them (unminified code: webpack's cheap
		// devtools are for development).
		fn = m.funcAround(src, fromDisk, content, l, c, env)
		fn.names = m.names
	}
	return Result{Status: Mapped, Position: Position{
		Source:   p,
		Line:     l,
		Column:   c + 1,
		Name:     name,
		Function: fn.scope.display(),
		Context:  sourceContext(content, l, c+1),
		Ignored:  m.ignored[src],
		fn:       fn,
	}}
}
