package scope

import (
	"bufio"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestBannerPortsFixtures reads the banners of real dev servers, recorded
// for package classify (in its adapters' folders); the ports were read
// off each file by hand.
func TestBannerPortsFixtures(t *testing.T) {
	tests := []struct {
		fixture string
		want    []int
	}{
		{"bundler/vite8-dev.txt", []int{18455}},
		{"next/nextjs-dev.txt", []int{18093}}, // the Network line's LAN address is not loopback
		{"clean/django-runserver-clean.txt", []int{18468}},
		{"python/flask-error.txt", []int{18091}},
	}
	for _, tt := range tests {
		t.Run(tt.fixture, func(t *testing.T) {
			f, err := os.Open(filepath.Join("..", "classify", "testdata", tt.fixture))
			require.NoError(t, err)
			defer f.Close()
			var got []int
			sc := bufio.NewScanner(f)
			for sc.Scan() {
				got = append(got, BannerPorts(sc.Text())...)
			}
			assert.Equal(t, tt.want, got)
		})
	}
}

func TestBannerPorts(t *testing.T) {
	tests := []struct {
		name, line string
		want       []int
	}{
		// Vite colours the port apart from the rest of the URL.
		{"vite colours", "  \x1b[32m➜\x1b[39m  \x1b[1mLocal\x1b[22m:   \x1b[36mhttp://localhost:\x1b[1m5173\x1b[22m/\x1b[39m", []int{5173}},
		{"python http.server", "Serving HTTP on 0.0.0.0 port 8000 (http://0.0.0.0:8000/) ...", []int{8000}},
		{"ipv6", "listening on http://[::1]:4000", []int{4000}},
		{"subdomain of localhost", "ready at https://app.localhost:8443/", []int{8443}},
		{"lan address", "Network: http://192.168.1.4:5173/", nil},
		{"no port", "see http://localhost/docs", nil},
		{"a request log", `127.0.0.1 - - "GET /app.js HTTP/1.1" 200 -`, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.want, BannerPorts(tt.line))
		})
	}
}
