package capture

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestIsNoise(t *testing.T) {
	tests := []struct {
		url, ct, initiator string
		status             int
		want               bool
	}{
		{"http://h/src/main.tsx", "application/javascript", "script", 200, true},
		{"http://h/assets/logo.svg", "image/svg+xml", "img", 200, true},
		{"http://h/@vite/client", "", "", 200, true},
		{"http://h/node_modules/.vite/deps/react.js?v=1", "", "", 200, true},
		{"http://h/main.js.map", "", "", 404, true},
		{"http://h/favicon.ico", "", "", 404, true},
		{"http://h/collect", "", "beacon", 204, true},
		{"http://h/src/main.tsx", "application/javascript", "script", 500, false},
		{"http://h/api/users", "application/json", "fetch", 200, false},
		{"http://h/api/users", "application/json", "fetch", 404, false},
		{"http://h/collect", "", "beacon", 500, false},
	}
	for _, tt := range tests {
		r := &Request{URL: tt.url, ContentType: tt.ct, Initiator: tt.initiator, Status: tt.status}
		assert.Equal(t, tt.want, IsNoise(r), "%s %d", tt.url, tt.status)
	}
}
