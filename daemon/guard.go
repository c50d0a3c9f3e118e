package daemon

import (
	"net/http"
	"net/url"
	"strings"

	"github.com/errbundle/errbundle/extension"
	"github.com/errbundle/errbundle/ingest"
	"github.com/errbundle/errbundle/internal/clip"
	"github.com/errbundle/errbundle/internal/hostguard"
)

// Guard protects every route of the daemon. It rejects a Host that is not a
// loopback name (DNS rebinding), and tells three kinds of route apart by
// who may call them from a browser:
//   - writing telemetry (/v1/events, screenshots, Sentry and OTLP): loopback
//     pages, browser extensions and AllowOrigins;
//   - reading what was captured (/mcp, /v1/status, a screenshot, the
//     health detail): errbundle's own extension and AllowReaders only,
//     since any page or extension could otherwise read every project's
//     errors, bodies and actions;
//   - /v1/process: no browser at all. It names a working directory whose
//     files the daemon reads; it is for errbundle run and proxy.
//
// It answers CORS preflights for the origins allowed. Requests with no
// Origin and no Sec-Fetch-Site (curl, errbundle run, MCP clients) pass.
type Guard struct {
	// AllowOrigins are extra exact origins allowed to send besides
	// loopback pages and browser extensions, e.g. "https://app.test:8443".
	AllowOrigins []string
	// AllowReaders are extra exact origins allowed to read, e.g. a Firefox
	// install's "moz-extension://<uuid>" or a browser-based MCP client.
	AllowReaders []string
	// AllowHosts are extra Host names accepted besides loopback names,
	// for a daemon deliberately bound beyond loopback.
	AllowHosts []string
	// Refused, if set, remembers the origins refused telemetry, for
	// errbundle status.
	Refused *Refusals
}

// Wrap returns h behind the guard.
func (g *Guard) Wrap(h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if err := hostguard.Check(r.Host, g.AllowHosts); err != nil {
			ingest.WriteError(w, http.StatusForbidden, err.Error()+": connect to localhost, 127.0.0.1 or [::1]")
			return
		}
		if reason := g.refuse(r); reason != "" {
			ingest.WriteError(w, http.StatusForbidden, reason)
			return
		}
		if origin := r.Header.Get("Origin"); origin != "" {
			h := w.Header()
			h.Set("Access-Control-Allow-Origin", origin)
			h.Add("Vary", "Origin")
			if r.Method == http.MethodOptions && r.Header.Get("Access-Control-Request-Method") != "" {
				h.Set("Access-Control-Allow-Methods", "GET, POST, OPTIONS")
				h.Set("Access-Control-Allow-Headers", "Content-Type, Content-Encoding, Mcp-Session-Id, Mcp-Protocol-Version, Last-Event-ID")
				h.Set("Access-Control-Max-Age", "600")
				w.WriteHeader(http.StatusNoContent)
				return
			}
			h.Set("Access-Control-Expose-Headers", "Mcp-Session-Id")
		}
		h.ServeHTTP(w, r)
	})
}

// refuse says why a browser may not make request r, "" when it may.
func (g *Guard) refuse(r *http.Request) string {
	origin := r.Header.Get("Origin")
	switch routeKind(r) {
	case processRoute:
		if FromBrowser(r) {
			return "/v1/process is for errbundle run and errbundle proxy, not browser pages or extensions"
		}
	case readRoute:
		if !g.MayRead(r) {
			who := "origin " + quoteClip(origin)
			if origin == "" {
				who = "a " + quoteClip(r.Header.Get("Sec-Fetch-Site")) + " browser request"
			}
			return who + " may not read what errbundle captured: only errbundle's own extension and --allow-reader origins may"
		}
	default:
		if origin != "" && !g.OriginAllowed(origin) {
			g.Refused.note(origin)
			return "origin " + quoteClip(origin) + " not allowed: only loopback pages, browser extensions and --allow-origin values may send"
		}
	}
	return ""
}

type route int

const (
	writeRoute route = iota
	readRoute
	processRoute
)

// routeKind sorts a request by what it may do. /v1/health is a write route
// here: its handler leaves its detail out for callers who may not read.
func routeKind(r *http.Request) route {
	p := r.URL.Path
	switch {
	case p == "/v1/process":
		return processRoute
	case p == "/mcp", p == "/v1/status",
		strings.HasPrefix(p, "/v1/screenshots/") && r.Method != http.MethodPost:
		return readRoute
	}
	return writeRoute
}

// FromBrowser reports whether a browser made r: browsers send Origin on
// every POST and Sec-Fetch-Site on every request to loopback (a
// potentially trustworthy URL). Node's fetch sends Sec-Fetch-Mode too, so
// that header alone tells nothing.
func FromBrowser(r *http.Request) bool {
	return r.Header.Get("Origin") != "" || r.Header.Get("Sec-Fetch-Site") != ""
}

// MayRead reports whether r may read what was captured: any caller that is
// no browser, the user's own navigation (an address typed in), errbundle's
// extension, and AllowReaders.
func (g *Guard) MayRead(r *http.Request) bool {
	if origin := r.Header.Get("Origin"); origin != "" {
		return g.readerAllowed(origin)
	}
	switch r.Header.Get("Sec-Fetch-Site") {
	case "", "none", "same-origin":
		return true
	}
	return false
}

func (g *Guard) readerAllowed(origin string) bool {
	if strings.EqualFold(origin, extension.ChromeOrigin) {
		return true
	}
	for _, a := range g.AllowReaders {
		if strings.EqualFold(strings.TrimSuffix(a, "/"), origin) {
			return true
		}
	}
	return false
}

// extraOriginAllowed reports whether origin is one of AllowOrigins, the
// origins beyond loopback whose scripts the daemon may fetch for their
// source maps.
func (g *Guard) extraOriginAllowed(origin string) bool {
	for _, a := range g.AllowOrigins {
		if strings.EqualFold(strings.TrimSuffix(a, "/"), origin) {
			return true
		}
	}
	return false
}

// OriginAllowed reports whether a browser page or extension with this
// Origin may send telemetry.
func (g *Guard) OriginAllowed(origin string) bool {
	if g.extraOriginAllowed(origin) || g.readerAllowed(origin) {
		return true
	}
	u, err := url.Parse(origin)
	if err != nil || u.Host == "" && u.Scheme != "chrome-extension" && u.Scheme != "moz-extension" {
		return false
	}
	switch u.Scheme {
	case "chrome-extension", "moz-extension":
		return true
	case "http", "https":
		return hostguard.OriginAllowed(origin, nil)
	}
	return false
}

func quoteClip(s string) string { return `"` + clip.Head(s, 100) + `"` }
