package hostguard

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestCheck(t *testing.T) {
	lan := []string{"192.168.1.20", "devbox.local", "fe80::1"}
	tests := []struct {
		name     string
		hostport string
		extra    []string
		ok       bool
		reason   string // in the error, when refused
	}{
		{"localhost", "localhost", nil, true, ""},
		{"localhost with port", "localhost:7373", nil, true, ""},
		{"localhost any case", "LocalHost:3001", nil, true, ""},
		{"subdomain of localhost", "app.localhost:5173", nil, true, ""},
		{"deep subdomain of localhost", "a.b.localhost", nil, true, ""},
		{"127.0.0.1", "127.0.0.1:3001", nil, true, ""},
		{"elsewhere in 127/8", "127.3.2.1:80", nil, true, ""},
		{"ipv6 loopback", "[::1]:7373", nil, true, ""},
		{"ipv6 loopback no port", "[::1]", nil, true, ""},
		{"ipv4-mapped loopback", "[::ffff:127.0.0.1]:80", nil, true, ""},
		{"port 1", "localhost:1", nil, true, ""},
		{"port 65535", "localhost:65535", nil, true, ""},

		{"other name", "evil.example:3001", nil, false, "not allowed"},
		{"localhost as a label", "localhost.evil.com", nil, false, "not allowed"},
		{"localhost as a prefix", "localhostevil.com", nil, false, "not allowed"},
		{"port that is a name", "localhost:7373.evil.com", nil, false, "not a number"},
		{"port out of range", "localhost:99999", nil, false, "out of range"},
		{"port 0", "localhost:0", nil, false, "out of range"},
		{"port signed", "localhost:+80", nil, false, "not a number"},
		{"port empty", "localhost:", nil, false, "not a number"},
		{"port of six digits", "localhost:000080", nil, false, "not a number"},
		{"empty", "", nil, false, "empty host"},
		{"port only", ":7373", nil, false, "empty host"},
		{"userinfo", "user@localhost:7373", nil, false, "character"},
		{"userinfo with password", "a:b@localhost", nil, false, "not a number"},
		{"trailing dot", "localhost.", nil, false, "label"},
		{"empty label", "app..localhost", nil, false, "label"},
		{"dot-localhost alone", ".localhost", nil, false, "label"},
		{"bare ipv6", "::1", nil, false, "brackets"},
		{"ipv6 zone", "[::1%25lo]:80", nil, false, "IPv6"},
		{"ipv4 in brackets", "[127.0.0.1]:80", nil, false, "IPv6"},
		{"unclosed bracket", "[::1:80", nil, false, "unclosed"},
		{"text after bracket", "[::1]x:80", nil, false, "after ]"},
		{"slash", "localhost/evil", nil, false, "character"},
		{"space", "localhost :80", nil, false, "character"},
		{"leading-zero ipv4", "0127.0.0.1", nil, false, "not allowed"},
		{"decimal ipv4", "2130706433", nil, false, "not allowed"},
		{"unspecified", "0.0.0.0:3001", nil, false, "not allowed"},
		{"lan address not allowed", "192.168.1.20:3001", nil, false, "not allowed"},

		{"lan address allowed", "192.168.1.20:3001", lan, true, ""},
		{"lan name any case", "DevBox.Local:3001", lan, true, ""},
		{"lan ipv6 by value", "[FE80:0::1]:3001", lan, true, ""},
		{"other lan address", "192.168.1.21:3001", lan, false, "nor one of 192.168.1.20"},
		{"extra in brackets", "[fe80::2]", []string{"[fe80::2]"}, true, ""},
		{"empty extra matches nothing", "", []string{""}, false, "empty host"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := Check(tt.hostport, tt.extra)
			assert.Equal(t, tt.ok, err == nil, "Check(%q) = %v", tt.hostport, err)
			assert.Equal(t, tt.ok, Allowed(tt.hostport, tt.extra))
			if !tt.ok && err != nil {
				assert.Contains(t, err.Error(), "not allowed")
				assert.Contains(t, err.Error(), tt.reason)
			}
		})
	}
}

func TestSplit(t *testing.T) {
	tests := []struct{ in, host, port string }{
		{"LOCALHOST:7373", "localhost", "7373"},
		{"[::1]", "::1", ""},
		{"[FE80::1]:80", "fe80::1", "80"},
		{"127.0.0.1", "127.0.0.1", ""},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			host, port, err := Split(tt.in)
			assert.NoError(t, err)
			assert.Equal(t, tt.host, host)
			assert.Equal(t, tt.port, port)
		})
	}
}

func TestOriginAllowed(t *testing.T) {
	tests := []struct {
		origin string
		extra  []string
		ok     bool
	}{
		{"http://localhost:5173", nil, true},
		{"https://app.localhost", nil, true},
		{"HTTP://127.0.0.1:3000", nil, true},
		{"http://[::1]:3000", nil, true},
		{"http://192.168.1.20:3001", []string{"192.168.1.20"}, true},

		{"http://evil.example", nil, false},
		{"http://localhost:7373.evil.com", nil, false},
		{"http://localhost:5173/", nil, false}, // an Origin has no path
		{"http://user@localhost", nil, false},
		{"null", nil, false},
		{"", nil, false},
		{"file://localhost", nil, false},
		{"chrome-extension://abc", nil, false}, // the caller's policy, not a host's
		{"http://", nil, false},
	}
	for _, tt := range tests {
		t.Run(tt.origin, func(t *testing.T) {
			assert.Equal(t, tt.ok, OriginAllowed(tt.origin, tt.extra))
		})
	}
}

func TestIsLoopback(t *testing.T) {
	for host, want := range map[string]bool{
		"localhost": true, "x.localhost": true, "127.0.0.1": true, "127.255.255.254": true,
		"::1": true, "128.0.0.1": false, "localhost.": false, "x..localhost": false,
		"": false, "::": false, "fe80::1": false, "::1%lo": false,
	} {
		assert.Equal(t, want, IsLoopback(host), host)
	}
}
