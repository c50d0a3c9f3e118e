package proxy

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestAllowScript(t *testing.T) {
	tests := []struct {
		name, in, want string
	}{
		{"script-src self", "script-src 'self'; object-src 'none'",
			"script-src 'self' 'nonce-N'; object-src 'none'"},
		{"default-src only", "default-src 'self'; img-src *",
			"default-src 'self'; img-src *; script-src 'self' 'nonce-N'"},
		{"no script directive at all", "img-src 'self'", "img-src 'self'"},
		{"none", "script-src 'none'", "script-src 'nonce-N'"},
		{"unsafe-inline stays in force", "script-src 'unsafe-inline' https://cdn.test",
			"script-src 'unsafe-inline' https://cdn.test 'self'"},
		{"unsafe-inline beside a nonce", "script-src 'unsafe-inline' 'nonce-abc'",
			"script-src 'unsafe-inline' 'nonce-abc' 'nonce-N'"},
		{"strict-dynamic", "script-src 'strict-dynamic' 'unsafe-inline' https:",
			"script-src 'strict-dynamic' 'unsafe-inline' https: 'nonce-N'"},
		{"script-src-elem too", "script-src 'self'; script-src-elem 'self' https://a.test",
			"script-src 'self' 'nonce-N'; script-src-elem 'self' https://a.test 'nonce-N'"},
		{"upper-case directive", "Script-Src 'self'", "Script-Src 'self' 'nonce-N'"},
		{"two policies", "script-src 'self', default-src 'none'",
			"script-src 'self' 'nonce-N', default-src 'none'; script-src 'nonce-N'"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.want, allowScript(tt.in, "N"))
		})
	}
}
