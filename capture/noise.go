package capture

import (
	"path"
	"strings"

	"github.com/errbundle/errbundle/fingerprint"
)

// staticExt are file extensions of assets and source modules a dev server
// serves: loading them successfully says nothing about an error.
var staticExt = map[string]bool{
	".js": true, ".mjs": true, ".cjs": true, ".css": true, ".map": true,
	".ts": true, ".tsx": true, ".jsx": true, ".vue": true, ".svelte": true, ".scss": true, ".less": true,
	".png": true, ".jpg": true, ".jpeg": true, ".gif": true, ".svg": true, ".webp": true, ".avif": true, ".ico": true, ".bmp": true,
	".woff": true, ".woff2": true, ".ttf": true, ".otf": true, ".eot": true,
}

// plumbing marks dev-server machinery: module graph, HMR, websockets.
var plumbing = []string{"/@vite/", "/@fs/", "/@id/", "/@react-refresh", "/node_modules/.vite/", "__webpack_hmr", "hot-update", "sockjs-node", "/_next/webpack-hmr", "/_next/static/"}

// staticInitiators load assets, never API data; beacons and pings carry
// analytics out and nothing a page depends on back.
var staticInitiators = map[string]bool{"script": true, "img": true, "image": true, "link": true, "css": true, "font": true,
	"stylesheet": true, "beacon": true, "ping": true}

// IsNoise reports whether a request is background a reader never needs:
// a successful static asset, analytics beacon or piece of dev-server
// plumbing, or a 404 for a
// source map, favicon or HMR endpoint. A failed request is never noise
// otherwise.
func IsNoise(r *Request) bool {
	p := fingerprint.URLPath(r.URL)
	lower := strings.ToLower(p)
	if r.Status == 404 {
		return strings.HasSuffix(lower, ".map") || strings.HasSuffix(lower, "/favicon.ico") || isPlumbing(r.URL)
	}
	if r.Failed() {
		return false
	}
	if staticExt[path.Ext(lower)] || isPlumbing(r.URL) || staticInitiators[strings.ToLower(r.Initiator)] {
		return true
	}
	ct := strings.ToLower(r.ContentType)
	return strings.Contains(ct, "javascript") || strings.HasPrefix(ct, "text/css") ||
		strings.HasPrefix(ct, "image/") || strings.HasPrefix(ct, "font/")
}

func isPlumbing(u string) bool {
	for _, p := range plumbing {
		if strings.Contains(u, p) {
			return true
		}
	}
	return false
}
