package daemon

import (
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func newDaemon(tb testing.TB, cfg Config) *Daemon {
	tb.Helper()
	if cfg.Addr == "" {
		cfg.Addr = "127.0.0.1:0"
	}
	d, err := New(cfg)
	require.NoError(tb, err)
	tb.Cleanup(func() { d.Shutdown(context.Background()) })
	return d
}

// do sends one request to h with the given Host and Origin.
func do(tb testing.TB, h http.Handler, method, target, host, origin, body string) *http.Response {
	tb.Helper()
	req := httptest.NewRequest(method, target, strings.NewReader(body))
	req.Host = host
	if origin != "" {
		req.Header.Set("Origin", origin)
	}
	if body != "" {
		req.Header.Set("Content-Type", "application/json")
	}
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	return rec.Result()
}

func TestGuardHostsAndOrigins(t *testing.T) {
	d := newDaemon(t, Config{AllowOrigins: []string{"https://app.test:8443"}})
	log := `{"logs":[{"timestamp":1770373805123,"level":"info","message":"hi"}]}`
	tests := []struct {
		name, host, origin string
		want               int
	}{
		{"localhost", "localhost:7373", "", 200},
		{"127.0.0.1", "127.0.0.1:7373", "", 200},
		{"another loopback address", "127.0.0.2:7373", "", 200},
		{"ipv6 loopback", "[::1]:7373", "", 200},
		{"rebinding name", "attacker.test:7373", "", 403},
		{"private address", "192.168.1.2:7373", "", 403},
		{"loopback page", "localhost:7373", "http://127.0.0.3:5173", 200},
		{"extension", "localhost:7373", "chrome-extension://abcdefghijklmnop", 200},
		{"firefox extension", "localhost:7373", "moz-extension://6f1d1a86-2f4e-4f6a-9d35-0e3b1c7a5e21", 200},
		{"extension-like page", "localhost:7373", "moz-extension.evil.example", 403},
		{"allowed origin", "localhost:7373", "https://app.test:8443", 200},
		{"foreign page", "localhost:7373", "https://evil.example", 403},
		{"opaque origin", "localhost:7373", "null", 403},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			resp := do(t, d.Handler(), http.MethodPost, "/v1/events", tt.host, tt.origin, log)
			body, _ := io.ReadAll(resp.Body)
			assert.Equal(t, tt.want, resp.StatusCode, "%s", body)
			if tt.want == 403 {
				assert.Contains(t, string(body), `"error"`)
			}
		})
	}
}

// A daemon told to listen on another loopback address answers requests
// that name it, end to end over TCP.
func TestServeOnAnotherLoopbackAddress(t *testing.T) {
	d := newDaemon(t, Config{Addr: "127.0.0.2:0"})
	go d.Serve()
	resp, err := http.Get("http://" + d.Addr() + "/v1/health")
	require.NoError(t, err)
	defer resp.Body.Close()
	require.Equal(t, http.StatusOK, resp.StatusCode)
	var h struct {
		Status  string `json:"status"`
		Version string `json:"version"`
	}
	require.NoError(t, json.NewDecoder(resp.Body).Decode(&h))
	assert.Equal(t, "ok", h.Status)
}

func TestNewRefusesNonLoopbackUnlessAllowed(t *testing.T) {
	_, err := New(Config{Addr: "0.0.0.0:0"})
	require.Error(t, err)
	assert.Contains(t, err.Error(), "--allow-non-loopback")
	_, err = New(Config{Addr: "nonsense"})
	require.Error(t, err)
}

func TestRoutes(t *testing.T) {
	d := newDaemon(t, Config{Version: "test-1"})
	h := d.Handler()
	tests := []struct {
		name, method, path string
		want               int
		contains           string
	}{
		{"health", http.MethodGet, "/v1/health", 200, `"version":"test-1"`},
		{"health wrong method", http.MethodPost, "/v1/health", 405, "use GET"},
		{"capture script", http.MethodGet, "/capture.js", 200, "errbundle"},
		{"unknown route", http.MethodGet, "/nope", 404, "no route /nope"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			resp := do(t, h, tt.method, tt.path, "127.0.0.1:7373", "", "")
			body, _ := io.ReadAll(resp.Body)
			assert.Equal(t, tt.want, resp.StatusCode)
			assert.Contains(t, string(body), tt.contains)
		})
	}
}

// Shutdown saves the state file; a second daemon on the same file starts
// with the first one's buffers.
func TestShutdownSavesState(t *testing.T) {
	path := t.TempDir() + "/state.snap"
	d, err := New(Config{Addr: "127.0.0.1:0", StatePath: path})
	require.NoError(t, err)
	served := make(chan error, 1)
	go func() { served <- d.Serve() }()
	resp := do(t, d.Handler(), http.MethodPost, "/v1/events", "127.0.0.1", "",
		`{"errors":[{"timestamp":1770373805123,"message":"kept across restarts"}]}`)
	require.Equal(t, http.StatusOK, resp.StatusCode)
	require.NoError(t, d.Shutdown(context.Background()))
	require.NoError(t, <-served, "Serve returns nil after Shutdown")

	again := newDaemon(t, Config{StatePath: path})
	assert.Equal(t, 1, again.Store().Stats().Buffers["errors"].Count, "restored from %s", path)
}

// TestBackendRoutes: what SDKs post (no Origin, any content type) passes
// the guard and reaches the Sentry and OTLP routes; a foreign Host or
// Origin does not; /v1/health counts the items dropped.
func TestBackendRoutes(t *testing.T) {
	d := newDaemon(t, Config{})
	envelope := "{}\n{\"type\":\"client_report\"}\n{}\n{\"type\":\"event\"}\n" +
		`{"exception":{"values":[{"type":"Error","value":"boom"}]},"contexts":{"trace":{"trace_id":"4bf92f3577b34da6a3ce929d0e0e4736"}}}`
	tests := []struct {
		name, method, target, host, origin, body string
		want                                     int
	}{
		{"envelope", "POST", "/api/42/envelope/?sentry_key=k", "127.0.0.1:7373", "", envelope, 200},
		{"spotlight", "POST", "/stream", "localhost:7373", "", envelope, 200},
		{"store", "POST", "/api/42/store/", "127.0.0.1:7373", "", `{"message":"x","level":"error"}`, 200},
		{"otlp metrics", "POST", "/v1/metrics", "127.0.0.1:7373", "", `{}`, 200},
		{"rebinding name", "POST", "/api/42/envelope/", "attacker.test:7373", "", envelope, 403},
		{"foreign page", "POST", "/v1/traces", "localhost:7373", "https://evil.example", `{}`, 403},
		{"not a project route", "POST", "/api/42/other/", "localhost:7373", "", envelope, 404},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			res := do(t, d.handler, tt.method, tt.target, tt.host, tt.origin, tt.body)
			assert.Equal(t, tt.want, res.StatusCode)
		})
	}
	res := do(t, d.handler, "GET", "/v1/health", "localhost:7373", "", "")
	require.Equal(t, 200, res.StatusCode)
	var health struct {
		Buffers map[string]struct {
			Count int `json:"count"`
		} `json:"buffers"`
		Dropped map[string]int `json:"dropped_items"`
	}
	require.NoError(t, json.NewDecoder(res.Body).Decode(&health))
	assert.Equal(t, 3, health.Buffers["backend"].Count, "the envelope's and spotlight's events and the store's message")
	assert.Equal(t, map[string]int{"sentry:client_report": 2, "otlp:metrics": 1}, health.Dropped)
}
