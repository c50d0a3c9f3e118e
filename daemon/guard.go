package daemon

import (
	"net"
	"net/http"
	"net/url"
	"strings"

	"github.com/errbundle/errbundle/ingest"
	"github.com/errbundle/errbundle/internal/clip"
)

// Guard protects every route of the daemon. It rejects a Host that is not a
// loopback name (DNS rebinding), rejects browser requests from Origins not
// allowed to write into the agent's context, and answers CORS preflights
// for the allowed ones. Requests with no Origin (curl, errbundle run, MCP
// clients) pass.
type Guard struct {
	// AllowOrigins are extra exact origins allowed besides loopback pages
	// and browser extensions, e.g. "https://app.test:8443".
	AllowOrigins []string
	// AllowHosts are extra Host names accepted besides loopback names,
	// for a daemon deliberately bound beyond loopback.
	AllowHosts []string
}

// Wrap returns h behind the guard.
func (g *Guard) Wrap(h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if !g.hostAllowed(r.Host) {
			ingest.WriteError(w, http.StatusForbidden, "host "+quoteClip(r.Host)+" not allowed: connect to localhost, 127.0.0.1 or [::1]")
			return
		}
		origin := r.Header.Get("Origin")
		if origin != "" {
			if !g.OriginAllowed(origin) {
				ingest.WriteError(w, http.StatusForbidden, "origin "+quoteClip(origin)+" not allowed: only loopback pages, browser extensions and --allow-origin values may send")
				return
			}
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

func (g *Guard) hostAllowed(hostport string) bool {
	host := hostport
	if h, _, err := net.SplitHostPort(hostport); err == nil {
		host = h
	}
	host = strings.TrimSuffix(strings.TrimPrefix(host, "["), "]")
	if isLoopbackName(host) {
		return true
	}
	for _, a := range g.AllowHosts {
		if strings.EqualFold(a, host) {
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
	if g.extraOriginAllowed(origin) {
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
		return isLoopbackName(u.Hostname())
	}
	return false
}

// isLoopbackName reports whether a Host or Origin host names this machine
// only: localhost, ::1 or any address in 127.0.0.0/8, which a daemon may
// listen on as well as 127.0.0.1.
func isLoopbackName(host string) bool {
	return IsLoopbackHost(strings.ToLower(host))
}

func quoteClip(s string) string { return `"` + clip.Head(s, 100) + `"` }
