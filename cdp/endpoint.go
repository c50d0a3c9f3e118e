package cdp

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/url"
	"strings"
)

// DefaultEndpoint is where a browser started with
// --remote-debugging-port=9222 answers.
const DefaultEndpoint = "http://127.0.0.1:9222"

// Endpoint is a browser's DevTools endpoint as the user named it: an http
// URL, whose /json/version gives the browser's WebSocket URL anew after
// each restart, or that WebSocket URL itself, which a restart changes.
type Endpoint struct {
	raw *url.URL
}

// ParseEndpoint reads an endpoint: http://host:port, ws://host:port/…, or
// a bare host:port or port. A host beyond loopback is refused unless
// remote is set: whoever can reach a DevTools port can run any script in
// any tab, so errbundle only uses one the user named on purpose.
func ParseEndpoint(s string, remote bool) (Endpoint, error) {
	if !strings.Contains(s, "://") {
		if !strings.Contains(s, ":") {
			s = "127.0.0.1:" + s
		}
		s = "http://" + s
	}
	u, err := url.Parse(s)
	if err != nil {
		return Endpoint{}, err
	}
	switch u.Scheme {
	case "http", "ws":
	case "https", "wss":
	default:
		return Endpoint{}, fmt.Errorf("%q: want an http:// or ws:// URL", s)
	}
	if u.Host == "" {
		return Endpoint{}, fmt.Errorf("%q: no host", s)
	}
	if !remote && !IsLoopback(u.Hostname()) {
		return Endpoint{}, fmt.Errorf("%q is not a loopback address: anyone who can reach a DevTools port controls the browser; pass --remote-cdp to use it anyway", s)
	}
	return Endpoint{raw: u}, nil
}

// String is the endpoint as given.
func (e Endpoint) String() string { return e.raw.String() }

// Rediscoverable reports whether the endpoint is an http URL, whose
// WebSocket URL can be looked up again after the browser restarts.
func (e Endpoint) Rediscoverable() bool { return e.raw.Scheme == "http" || e.raw.Scheme == "https" }

// WebSocket returns the browser's WebSocket URL: the endpoint itself, or
// what its /json/version names. The URL named there must be on the same
// host as the endpoint, so that a page answering on the port cannot send
// errbundle elsewhere.
func (e Endpoint) WebSocket(ctx context.Context, client *http.Client) (string, error) {
	if !e.Rediscoverable() {
		return e.raw.String(), nil
	}
	u := *e.raw
	u.Path = strings.TrimSuffix(u.Path, "/") + "/json/version"
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, u.String(), nil)
	if err != nil {
		return "", err
	}
	resp, err := client.Do(req)
	if err != nil {
		return "", err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return "", fmt.Errorf("%s: %s", u.String(), resp.Status)
	}
	var v struct {
		WebSocket string `json:"webSocketDebuggerUrl"`
	}
	if err := json.NewDecoder(io.LimitReader(resp.Body, 64<<10)).Decode(&v); err != nil {
		return "", fmt.Errorf("%s: %w", u.String(), err)
	}
	if v.WebSocket == "" {
		return "", fmt.Errorf("%s: no webSocketDebuggerUrl", u.String())
	}
	ws, err := url.Parse(v.WebSocket)
	if err != nil {
		return "", fmt.Errorf("%s: webSocketDebuggerUrl: %w", u.String(), err)
	}
	if !strings.EqualFold(ws.Hostname(), e.raw.Hostname()) && !(IsLoopback(ws.Hostname()) && IsLoopback(e.raw.Hostname())) {
		return "", fmt.Errorf("%s: webSocketDebuggerUrl %q is on another host", u.String(), v.WebSocket)
	}
	// Chromium names its own host; keep the port the user reached.
	ws.Host = e.raw.Host
	return ws.String(), nil
}

// IsLoopback reports whether host (a name or an address, without a port)
// is this machine.
func IsLoopback(host string) bool {
	host = strings.Trim(host, "[]")
	if strings.EqualFold(host, "localhost") || strings.HasSuffix(strings.ToLower(host), ".localhost") {
		return true
	}
	ip := net.ParseIP(host)
	return ip != nil && ip.IsLoopback()
}
