package proxy_test

import (
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/errbundle/errbundle/proxy"
)

// TestHostGuard: a page that rebinds its own name to the proxy's address
// (DNS rebinding) gets neither the app nor the daemon, and the capture
// script's endpoint is never built from a Host the proxy did not accept.
func TestHostGuard(t *testing.T) {
	var targetHits, forwarded atomic.Int32
	target := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		targetHits.Add(1)
		w.Header().Set("Content-Type", "text/html")
		io.WriteString(w, "<html><head></head><body>secret</body></html>")
	}))
	t.Cleanup(target.Close)
	u, _ := url.Parse(target.URL)
	forward := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		forwarded.Add(1)
		w.WriteHeader(http.StatusOK)
	})
	p := httptest.NewServer(proxy.New(proxy.Config{Target: u, Forward: forward, AllowHosts: []string{"192.168.1.20"}}))
	t.Cleanup(p.Close)
	port := p.URL[strings.LastIndexByte(p.URL, ':')+1:]

	tests := []struct {
		name, method, path, host, origin string
		status                           int
		daemon                           string // the data-daemon injected, for a page served
	}{
		{"a page for another name", "GET", "/secret", "evil.example:" + port, "", 403, ""},
		{"a post for another name", "POST", "/__errbundle/v1/events", "evil.example:" + port, "http://evil.example:" + port, 403, ""},
		{"the script for another name", "GET", "/__errbundle/capture.js", "evil.example:" + port, "", 403, ""},
		{"a port that is a name", "GET", "/secret", "localhost:" + port + ".evil.com", "", 403, ""},
		{"an out-of-range port", "GET", "/secret", "localhost:99999", "", 403, ""},
		{"userinfo", "GET", "/secret", "me@localhost:" + port, "", 403, ""},
		{"localhost", "GET", "/secret", "localhost:" + port, "", 200, "http://localhost:" + port + "/__errbundle"},
		{"a name under localhost", "GET", "/secret", "app.localhost:" + port, "", 200, "http://app.localhost:" + port + "/__errbundle"},
		{"the LAN address allowed", "GET", "/secret", "192.168.1.20:" + port, "", 200, "http://192.168.1.20:" + port + "/__errbundle"},
		{"a post from the LAN page", "POST", "/__errbundle/v1/events", "192.168.1.20:" + port, "http://192.168.1.20:" + port, 200, ""},
		{"another LAN address", "GET", "/secret", "192.168.1.21:" + port, "", 403, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			hits, fwd := targetHits.Load(), forwarded.Load()
			req, err := http.NewRequest(tt.method, p.URL+tt.path, strings.NewReader(`{}`))
			require.NoError(t, err)
			req.Host = tt.host
			if tt.origin != "" {
				req.Header.Set("Origin", tt.origin)
			}
			resp, err := http.DefaultClient.Do(req)
			require.NoError(t, err)
			body, _ := io.ReadAll(resp.Body)
			resp.Body.Close()
			assert.Equal(t, tt.status, resp.StatusCode, "%s", body)
			if tt.status == 403 {
				assert.Contains(t, string(body), "not allowed")
				assert.Equal(t, hits, targetHits.Load(), "the target was reached")
				assert.Equal(t, fwd, forwarded.Load(), "the post was forwarded")
			}
			if tt.daemon != "" {
				assert.Contains(t, string(body), `data-daemon="`+tt.daemon+`"`)
			}
		})
	}
}
