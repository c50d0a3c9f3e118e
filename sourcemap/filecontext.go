package sourcemap

import (
	"os"
	"path/filepath"
	"strings"
	"sync"
	"time"
	"unicode/utf8"
)

// A dev server's own problems name the project's files ("app/main.py:7",
// "/home/me/shop/server.js:23:9"). FileContext shows the source around
// such a place as a mapped position's Context shows it, read from disk
// under the same rule as every file the resolver reads: only under a
// directory Config.FileRoots names, and only a program's source, never a
// configuration or data file that may hold secrets.

// programExts are the files FileContext reads: programs' sources.
var programExts = []string{
	".js", ".jsx", ".mjs", ".cjs", ".ts", ".tsx", ".mts", ".cts", ".vue", ".svelte", ".astro", ".coffee",
	".py", ".rb", ".go", ".rs", ".php", ".ex", ".exs", ".erl", ".java", ".kt", ".scala", ".groovy", ".cs", ".fs",
	".c", ".h", ".cc", ".cpp", ".hpp", ".m", ".swift", ".dart", ".lua", ".pl", ".pm", ".r", ".R", ".jl", ".gd",
	".hs", ".ml", ".nim", ".zig", ".d", ".cr", ".clj", ".cljs", ".elm", ".gleam", ".sh", ".sql",
	".html", ".erb", ".twig", ".heex", ".eex", ".jinja", ".j2", ".hbs", ".ejs", ".pug", ".liquid",
}

// fileContextCache keeps the files FileContext read, while each one's
// size and modification time stay.
type fileContextCache struct {
	mu    sync.Mutex
	files map[string]cachedFile
	bytes int // of the texts held
}

type cachedFile struct {
	size int64
	mod  time.Time
	text string // "" for a file not read: too large, not UTF-8, not allowed
}

// maxContextBytes bounds the text kept: past it the cache starts afresh.
const maxContextBytes = 4 << 20

// FileContext returns the source around line (1-based; column too, when
// above 0) of the file at path, in the form of [Position].Context: the line
// and up to two either side, the line marked "> ". A relative path is
// taken under each of Config.FileRoots in turn. It returns "" for a file
// outside them, not a program's source, over 1 MiB or not UTF-8, or a line
// the file does not have.
func (r *Resolver) FileContext(path string, line, column int) string {
	if r.cfg.FileRoots == nil || path == "" || line < 1 || !hasExt(path, programExts) {
		return ""
	}
	var tries []string
	if filepath.IsAbs(path) {
		tries = append(tries, filepath.Clean(path))
	} else if !strings.Contains(path, "://") {
		for _, dir := range r.cfg.FileRoots() {
			if dir != "" && filepath.IsAbs(dir) {
				tries = append(tries, filepath.Join(dir, filepath.FromSlash(path)))
			}
		}
	}
	for _, p := range tries {
		if text, ok := r.fileText(p); ok {
			return sourceContext(text, line, column)
		}
	}
	return ""
}

// fileText returns the text of the file at p, from the cache while the
// file is unchanged; ok is false when p is no file.
func (r *Resolver) fileText(p string) (text string, ok bool) {
	info, err := os.Stat(p)
	if err != nil || !info.Mode().IsRegular() {
		return "", false
	}
	c := &r.fileCtx
	c.mu.Lock()
	f, hit := c.files[p]
	c.mu.Unlock()
	if hit && f.size == info.Size() && f.mod.Equal(info.ModTime()) {
		return f.text, true
	}
	f = cachedFile{size: info.Size(), mod: info.ModTime()}
	if body, _, err := r.readFile(p, programExts, maxSourceBytes); err == nil && utf8.Valid(body) {
		f.text = string(body)
	}
	c.mu.Lock()
	if c.files == nil || c.bytes+len(f.text) > maxContextBytes {
		c.files, c.bytes = make(map[string]cachedFile), 0
	}
	c.bytes += len(f.text) - len(c.files[p].text)
	c.files[p] = f
	c.mu.Unlock()
	return f.text, true
}
