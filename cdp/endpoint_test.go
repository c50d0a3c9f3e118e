package cdp_test

import (
	"context"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/errbundle/errbundle/cdp"
)

func TestParseEndpoint(t *testing.T) {
	tests := []struct {
		in, want, err string
		remote        bool
	}{
		{in: "9222", want: "http://127.0.0.1:9222"},
		{in: "localhost:9333", want: "http://localhost:9333"},
		{in: "ws://127.0.0.1:9222/devtools/browser/abc", want: "ws://127.0.0.1:9222/devtools/browser/abc"},
		{in: "http://[::1]:9222", want: "http://[::1]:9222"},
		{in: "http://192.168.1.20:9222", err: "not a loopback address"},
		{in: "http://192.168.1.20:9222", remote: true, want: "http://192.168.1.20:9222"},
		{in: "ftp://127.0.0.1:9222", err: "want an http:// or ws:// URL"},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			ep, err := cdp.ParseEndpoint(tt.in, tt.remote)
			if tt.err != "" {
				require.Error(t, err)
				assert.Contains(t, err.Error(), tt.err)
				return
			}
			require.NoError(t, err)
			assert.Equal(t, tt.want, ep.String())
		})
	}
}

// A page answering on the DevTools port cannot send errbundle to another
// host: the WebSocket URL /json/version names must be on the endpoint's.
func TestWebSocketStaysOnTheHost(t *testing.T) {
	ws := "ws://127.0.0.1:1/devtools/browser/x"
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Write([]byte(`{"webSocketDebuggerUrl": "` + ws + `"}`))
	}))
	defer srv.Close()
	ep, err := cdp.ParseEndpoint(srv.URL, false)
	require.NoError(t, err)
	got, err := ep.WebSocket(context.Background(), srv.Client())
	require.NoError(t, err)
	assert.Equal(t, "ws://"+strings.TrimPrefix(srv.URL, "http://")+"/devtools/browser/x", got, "the port the user reached")

	ws = "ws://evil.test:9222/devtools/browser/x"
	_, err = ep.WebSocket(context.Background(), srv.Client())
	require.Error(t, err)
	assert.Contains(t, err.Error(), "on another host")
}

func TestOrigins(t *testing.T) {
	tests := []struct {
		url  string
		o    cdp.Origins
		want bool
	}{
		{"http://localhost:5173/cart", cdp.Origins{}, true},
		{"http://127.0.0.1:3000/", cdp.Origins{}, true},
		{"http://[::1]:3000/", cdp.Origins{}, true},
		{"https://docs.example.com/", cdp.Origins{}, false},
		{"https://docs.example.com/", cdp.Origins{All: true}, true},
		{"https://app.test:8443/x", cdp.Origins{Allow: []string{"https://app.test:8443"}}, true},
		{"https://app.test:9000/x", cdp.Origins{Allow: []string{"https://app.test:8443"}}, false},
		{"https://api.app.test/x", cdp.Origins{Allow: []string{"*.app.test"}}, true},
		{"https://app.test/x", cdp.Origins{Allow: []string{"*.app.test"}}, false},
		{"https://app.test/x", cdp.Origins{Allow: []string{"app.test"}}, true},
		{"about:blank", cdp.Origins{All: true}, false},
		{"chrome-extension://abc/popup.html", cdp.Origins{All: true}, false},
	}
	for _, tt := range tests {
		assert.Equal(t, tt.want, tt.o.Allowed(tt.url), "%s %+v", tt.url, tt.o)
	}
}
