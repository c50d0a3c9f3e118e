package sourcemap

import (
	"fmt"
	"io"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"unicode/utf8"
)

// Server-side frames name the files a dev server built for itself
// ("file:///home/me/shop/.next/dev/server/chunks/ssr/….js"), whose maps lie
// beside them on disk. They are read only under a directory
// Config.FileRoots names, the working directory of a process errbundle
// runs: never anywhere else on the machine, whatever a stack or a map says.

// diskExts are the files a frame may name to be read: built scripts.
var diskExts = []string{".js", ".mjs", ".cjs"}

// filePath returns the local path a file:// URL names, decoded ("%5Bid%5D"
// is "[id]"), or "" for any other URL.
func filePath(raw string) string {
	rest, ok := strings.CutPrefix(raw, "file://")
	if !ok {
		return ""
	}
	if i := strings.IndexAny(rest, "?#"); i >= 0 {
		rest = rest[:i]
	}
	if p, err := url.PathUnescape(rest); err == nil {
		rest = p
	}
	if !strings.HasPrefix(rest, "/") {
		return "" // file://host/…: not a local file
	}
	return filepath.Clean(rest)
}

// fileRoot returns the directory of Config.FileRoots that p lies under,
// once every symbolic link of both is resolved, and p so resolved: a path
// leaving the root through ".." or a link gives "".
func (r *Resolver) fileRoot(p string) (root, real string) {
	if r.cfg.FileRoots == nil || p == "" || !filepath.IsAbs(p) {
		return "", ""
	}
	real, err := filepath.EvalSymlinks(p)
	if err != nil {
		return "", ""
	}
	for _, dir := range r.cfg.FileRoots() {
		if dir == "" || !filepath.IsAbs(dir) {
			continue
		}
		rd, err := filepath.EvalSymlinks(dir)
		if err != nil || filepath.Dir(rd) == rd {
			continue // a filesystem root is no project's directory
		}
		if strings.HasPrefix(real, strings.TrimSuffix(rd, string(filepath.Separator))+string(filepath.Separator)) {
			return dir, real
		}
	}
	return "", ""
}

// allowedFile reports whether a file:// script may be read: a built script
// under one of the roots.
func (r *Resolver) allowedFile(raw string) bool {
	p := filePath(raw)
	if !hasExt(p, diskExts) {
		return false
	}
	root, _ := r.fileRoot(p)
	return root != ""
}

func hasExt(p string, exts []string) bool {
	for _, e := range exts {
		if strings.HasSuffix(p, e) {
			return true
		}
	}
	return false
}

// readFile reads a file under the roots, at most limit bytes. It returns
// the root it lies under.
func (r *Resolver) readFile(p string, exts []string, limit int64) ([]byte, string, error) {
	if !hasExt(p, exts) {
		return nil, "", fmt.Errorf("read %s: not a %s file: %w", p, strings.Join(exts, " or "), ErrNotAllowed)
	}
	root, real := r.fileRoot(p)
	if root == "" {
		return nil, "", fmt.Errorf("read %s: outside the working directories of the processes errbundle runs: %w", p, ErrNotAllowed)
	}
	f, err := os.Open(real)
	if err != nil {
		return nil, "", fmt.Errorf("read %s: %w", p, err)
	}
	defer f.Close()
	body, err := io.ReadAll(io.LimitReader(f, limit+1))
	if err != nil {
		return nil, "", fmt.Errorf("read %s: %w", p, err)
	}
	if int64(len(body)) > limit {
		return nil, "", fmt.Errorf("read %s: more than %d bytes, %w", p, limit, ErrTooLarge)
	}
	return body, root, nil
}

// loadFileMap reads the map a built script on disk refers to: a path
// relative to the script, or a file:// URL, under the same roots.
func (r *Resolver) loadFileMap(scriptPath, ref string) ([]byte, string, error) {
	p := filePath(ref)
	if p == "" {
		if strings.Contains(ref, "://") {
			return nil, "", fmt.Errorf("map %s of a file on disk: %w", ref, ErrNotAllowed)
		}
		if i := strings.IndexAny(ref, "?#"); i >= 0 {
			ref = ref[:i]
		}
		if u, err := url.PathUnescape(ref); err == nil {
			ref = u
		}
		p = filepath.Join(filepath.Dir(scriptPath), filepath.FromSlash(ref))
	}
	raw, _, err := r.readFile(p, []string{".map"}, r.cfg.MaxMapSize)
	return raw, "file://" + filepath.ToSlash(p), err
}

// A map without sourcesContent (webpack's nosources-source-map,
// @rollup/plugin-typescript, tsc without inlineSources) still maps
// positions; the source around one is read from the project's files, under
// the same roots as built scripts and only for source files.

// sourceExts are the files read as sources.
var sourceExts = []string{".js", ".jsx", ".mjs", ".cjs", ".ts", ".tsx", ".mts", ".cts", ".vue", ".svelte", ".astro", ".coffee"}

// maxSourceBytes caps a source read from disk; maxDiskSources the sources
// of one map kept in memory.
const (
	maxSourceBytes = 1 << 20
	maxDiskSources = 32
)

// readSource reads the source a map names as source, p once made a
// project path: the file an absolute source path names, else p under
// Config.Root or under each of Config.FileRoots, whichever is found first.
// Only source files under Config.FileRoots are read.
func (r *Resolver) readSource(p, source string) string {
	if r.cfg.FileRoots == nil || p == "" {
		return ""
	}
	var tries []string
	if abs, ok := absFilePath(source); ok {
		tries = append(tries, filepath.FromSlash(abs))
	}
	if filepath.IsAbs(p) {
		tries = append(tries, p)
	} else if !strings.Contains(p, "://") {
		if r.cfg.Root != "" {
			tries = append(tries, filepath.Join(r.cfg.Root, filepath.FromSlash(p)))
		}
		for _, dir := range r.cfg.FileRoots() {
			if dir != "" && filepath.IsAbs(dir) {
				tries = append(tries, filepath.Join(dir, filepath.FromSlash(p)))
			}
		}
	}
	for _, f := range tries {
		if body, _, err := r.readFile(f, sourceExts, maxSourceBytes); err == nil && utf8.Valid(body) {
			return string(body)
		}
	}
	return ""
}

// diskSources caches the sources of one map read from disk, misses too;
// past maxDiskSources no more are read.
type diskSources struct {
	mu   sync.Mutex // guards text
	text map[string]string
}

// get returns the source at project path p, read once.
func (d *diskSources) get(p, source string, read sourceReader) string {
	d.mu.Lock()
	t, ok := d.text[p]
	full := len(d.text) >= maxDiskSources
	d.mu.Unlock()
	if ok || full {
		return t
	}
	t = read(p, source)
	d.mu.Lock()
	defer d.mu.Unlock()
	if d.text == nil {
		d.text = make(map[string]string)
	}
	if len(d.text) < maxDiskSources {
		d.text[p] = t
	}
	return t
}
