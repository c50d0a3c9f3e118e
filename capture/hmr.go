package capture

import (
	"strings"
	"time"

	"github.com/errbundle/errbundle/classify"
)

// maxHotUpdates bounds the modules whose latest hot update the store
// remembers; the oldest is forgotten first.
const maxHotUpdates = 512

// HotUpdatedModules returns the project-relative paths of the modules a
// hot-module-replacement message says were updated, or nil. It reads the
// browser's "[vite] hot updated: /src/App.tsx" and webpack's
// "[HMR]  - ./src/App.js", and the dev server's "[vite] (client) hmr update
// /src/App.tsx, /src/index.css" (ANSI colours and timestamps allowed).
// webpack prints the same "[HMR]  - " lines, as warnings, for the modules
// it could not update: the store reads browser logs below warning only.
func HotUpdatedModules(msg string) []string {
	if len(msg) > 2048 || !strings.Contains(msg, "pdate") && !strings.Contains(msg, "[HMR]") {
		return nil
	}
	msg = classify.StripANSI(msg)
	var list string
	switch {
	case strings.Contains(msg, "hot updated: "):
		list = msg[strings.Index(msg, "hot updated: ")+len("hot updated: "):]
	case strings.Contains(msg, "hmr update "):
		list = msg[strings.Index(msg, "hmr update ")+len("hmr update "):]
	case strings.HasPrefix(msg, "[HMR]  - "):
		list = msg[len("[HMR]  - "):]
	default:
		return nil
	}
	var out []string
	for more := true; more; {
		var p string
		p, list, more = strings.Cut(list, ",") // strings.Split's parts, with no slice of them
		p = strings.TrimSpace(p)
		if i := strings.Index(p, " (x"); i > 0 { // "(x2)": repeated
			p = p[:i]
		}
		if m := ModulePath(p); m != "" {
			out = append(out, m)
		}
	}
	return out
}

// ModulePath turns a module id or a location's file into the
// project-relative path both are compared by: "/src/App.tsx",
// "./src/App.tsx", "src/App.tsx?t=1" and "src/App.tsx:12:5" are all
// "src/App.tsx".
func ModulePath(p string) string {
	p = strings.TrimSpace(p)
	if i := strings.IndexAny(p, "?#"); i >= 0 {
		p = p[:i]
	}
	// A location's ":line" or ":line:col".
	for range 2 {
		i := strings.LastIndexByte(p, ':')
		if i < 0 || i == len(p)-1 || strings.Trim(p[i+1:], "0123456789") != "" {
			break
		}
		p = p[:i]
	}
	p = strings.TrimPrefix(p, "./")
	p = strings.TrimPrefix(p, "/")
	if p == "" || strings.ContainsAny(p, " \t") {
		return ""
	}
	return p
}

// hotUpdate is what one message says was hot-updated, and when; parsed
// before the store's lock is taken.
type hotUpdate struct {
	modules []string
	at      time.Time
}

// noteHotUpdates remembers when each module of h was last hot-updated.
// Must be called with s.mu held.
func (s *Store) noteHotUpdates(h hotUpdate) {
	at := h.at
	for _, m := range h.modules {
		if t, ok := s.hotUpdates[m]; ok && !at.After(t) {
			continue
		}
		if _, ok := s.hotUpdates[m]; !ok && len(s.hotUpdates) >= maxHotUpdates {
			oldest, first := "", time.Time{}
			for k, t := range s.hotUpdates {
				if oldest == "" || t.Before(first) {
					oldest, first = k, t
				}
			}
			delete(s.hotUpdates, oldest)
		}
		s.hotUpdates[m] = at
	}
}
