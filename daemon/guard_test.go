package daemon

import (
	"io"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/errbundle/errbundle/extension"
)

// TestGuardRouteKinds: who may call each kind of route from a browser.
func TestGuardRouteKinds(t *testing.T) {
	d := newDaemon(t, Config{AllowOrigins: []string{"https://app.test:8443"}, AllowReaders: []string{"moz-extension://6f1d"}})
	proc := `{"process_id":"web","events":[{"type":"line","timestamp":1770373805123,"stream":"stdout","text":"hi"}]}`
	tests := []struct {
		name, method, path, body string
		header                   map[string]string
		want                     int
	}{
		{"run posting a process", "POST", "/v1/process", proc, nil, 200},
		{"a page posting a process", "POST", "/v1/process", proc, map[string]string{"Origin": "http://localhost:5173"}, 403},
		{"our extension posting a process", "POST", "/v1/process", proc, map[string]string{"Origin": extension.ChromeOrigin}, 403},
		{"a fetch without Origin posting a process", "POST", "/v1/process", proc, map[string]string{"Sec-Fetch-Site": "same-site"}, 403},
		{"node's fetch posting a process", "POST", "/v1/process", proc, map[string]string{"Sec-Fetch-Mode": "cors"}, 200},
		{"a page preflighting a process", "OPTIONS", "/v1/process", "", map[string]string{"Origin": "http://localhost:5173", "Access-Control-Request-Method": "POST"}, 403},
		{"a page reading status", "GET", "/v1/status", "", map[string]string{"Origin": "http://localhost:5173"}, 403},
		{"an allowed sender reading status", "GET", "/v1/status", "", map[string]string{"Origin": "https://app.test:8443"}, 403},
		{"a page preflighting mcp", "OPTIONS", "/mcp", "", map[string]string{"Origin": "http://localhost:5173", "Access-Control-Request-Method": "POST"}, 403},
		{"our extension preflighting mcp", "OPTIONS", "/mcp", "", map[string]string{"Origin": extension.ChromeOrigin, "Access-Control-Request-Method": "POST"}, 204},
		{"a named reader reading status", "GET", "/v1/status", "", map[string]string{"Origin": "moz-extension://6f1d"}, 200},
		{"a same-site page's GET", "GET", "/v1/status", "", map[string]string{"Sec-Fetch-Site": "same-site"}, 403},
		{"curl reading status", "GET", "/v1/status", "", nil, 200},
		{"a page sending events", "POST", "/v1/events", `{"logs":[]}`, map[string]string{"Origin": "http://localhost:5173"}, 200},
		{"a page loading the script", "GET", "/capture.js", "", map[string]string{"Sec-Fetch-Site": "cross-site"}, 200},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			req := httptest.NewRequest(tt.method, tt.path, strings.NewReader(tt.body))
			req.Host = "127.0.0.1:7373"
			if tt.body != "" {
				req.Header.Set("Content-Type", "application/json")
			}
			for k, v := range tt.header {
				req.Header.Set(k, v)
			}
			rec := httptest.NewRecorder()
			d.Handler().ServeHTTP(rec, req)
			body, _ := io.ReadAll(rec.Result().Body)
			assert.Equal(t, tt.want, rec.Code, "%s", body)
			if tt.want == 403 {
				assert.Empty(t, rec.Header().Get("Access-Control-Allow-Origin"), "no CORS answer for a refused origin")
			}
		})
	}
}
