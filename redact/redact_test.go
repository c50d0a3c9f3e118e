package redact

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestHeaders(t *testing.T) {
	got := Headers(map[string]string{
		"Authorization":       "Bearer abc",
		"Cookie":              "sid=1",
		"Set-Cookie":          "sid=2",
		"Proxy-Authorization": "Basic x",
		"X-CSRF-Token":        "t",
		"X-Api-Key":           "k",
		"X-Session-Id":        "s",
		"Content-Type":        "application/json",
	})
	for name, v := range got {
		if name == "Content-Type" {
			assert.Equal(t, "application/json", v)
			continue
		}
		assert.Equal(t, Redacted, v, name)
	}
	assert.Nil(t, Headers(nil))
}

func TestText(t *testing.T) {
	tests := []struct {
		name, in, want string
	}{
		{"json password", `{"user":"ada","password":"hunter2"}`, `{"user":"ada","password":"[redacted]"}`},
		{"json spaced and escaped", `{"token" : "a\"b", "x":1}`, `{"token" : "[redacted]", "x":1}`},
		{"json upper case", `{"Access_Token":"zzz"}`, `{"Access_Token":"[redacted]"}`},
		{"json number", `{"api_key":12345,"n":2}`, `{"api_key":"[redacted]","n":2}`},
		{"client secret", `{"client_secret":"s3"}`, `{"client_secret":"[redacted]"}`},
		{"form", `user=ada&password=hunter2&x=1`, `user=ada&password=[redacted]&x=1`},
		{"query", `http://h/cb?code=1&access_token=abc`, `http://h/cb?code=[redacted]&access_token=[redacted]`},
		{"not a credential name", `{"passwordHint":"pet","tokens_used":3}`, `{"passwordHint":"pet","tokens_used":3}`},
		{"card", `card 4111 1111 1111 1111 ok`, `card [redacted] ok`},
		{"card dashes", `4111-1111-1111-1111`, `[redacted]`},
		{"card plain", `n=4012888888881881`, `n=[redacted]`},
		{"not luhn", `order 4111111111111112`, `order 4111111111111112`},
		{"epoch ms kept", `at 1770373805123 ms`, `at 1770373805123 ms`},
		{"short numbers kept", `id 123456 and 42`, `id 123456 and 42`},
		{"beside text whose lower case is longer", `{"city":"İstanbul","password":"hunter2"}`, `{"city":"İstanbul","password":"[redacted]"}`},
		{"empty", ``, ``},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.want, Text(tt.in))
		})
	}
}

func TestInputValue(t *testing.T) {
	assert.True(t, InputValue(`input[type="password"]`))
	assert.True(t, InputValue(`#new-password`))
	assert.True(t, InputValue(`input[autocomplete="cc-number"]`))
	assert.True(t, InputValue(`[data-errbundle-redact] input`))
	assert.False(t, InputValue(`input[name="email"]`))
}

// FuzzText checks that redacting twice changes nothing: what [Redacted]
// leaves must not look like a secret again, or a value restored from the
// state file and redacted anew would drift.
func FuzzText(f *testing.F) {
	for _, s := range []string{`{"user":"ada","password":"hunter2"}`, `{"token" : "a\"b", "x":1}`, `{"api_key":12345,"n":2}`,
		`http://h/cb?code=1&access_token=abc`, `card 4111 1111 1111 1111 ok`, `{"passwordHint":"pet","tokens_used":3}`,
		`"token":"password=4111111111111111"`, `SKU4111111111111111 at 1770373805123`, `x=1;secret=2 4012888888881881`,
		`postgres://app:s3cret@db:5432/x`, `node srv.js --password hunter2`, `password: "x", DB_PASS = 'y'`,
		"-----BEGIN PRIVATE KEY-----\nMIIEvQ==\n-----END PRIVATE KEY-----", `login with password hunter2 failed`} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		once := Text(s)
		if twice := Text(once); twice != once {
			t.Fatalf("Text(%q)\n once %q\ntwice %q", s, once, twice)
		}
	})
}

// Secrets that name themselves are replaced wherever they stand: in an
// error message, a log line, a stack. Prose that looks a little like them
// is kept.
func TestTextTokens(t *testing.T) {
	jwt := "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U"
	tests := []struct{ in, want string }{
		{"request failed: Authorization: Bearer sk_live_PAGESECRET rejected", "request failed: Authorization: Bearer [redacted] rejected"},
		{`fetch("/api", {headers: {Authorization: "Bearer abc.def-123_x"}})`, `fetch("/api", {headers: {Authorization: "Bearer [redacted]"}})`},
		{"Basic dXNlcjpodW50ZXIy", "Basic [redacted]"},
		{"charge failed with key sk_live_51Hx9zAbCdEf for cart 7", "charge failed with key sk_live_[redacted] for cart 7"},
		{"git: remote: ghp_aBcDeFgHiJkLmNoPqRsTuVwXyZ012345 invalid", "git: remote: ghp_[redacted] invalid"},
		{"AWS AKIAIOSFODNN7EXAMPLE denied", "AWS AKIA[redacted] denied"},
		{"session " + jwt + " expired", "session [redacted] expired"},
		{"OPENAI_API_KEY=sk-proj-abcdefghijklmnopqrstuvwxyz012345", "OPENAI_API_KEY=sk-proj-[redacted]"},
		// Kept.
		{"Basic configuration loaded; bearer token expired", "Basic configuration loaded; bearer token expired"},
		{"disk-abcdefghijklmnopqrstuvwxyz0123456789 full", "disk-abcdefghijklmnopqrstuvwxyz0123456789 full"},
		{"task sk_live_ is unset", "task sk_live_ is unset"},
		{"eyJ is how a JWT starts", "eyJ is how a JWT starts"},
		{"at Bearer.parse (/srv/auth.js:3:9)", "at Bearer.parse (/srv/auth.js:3:9)"},
	}
	for _, tt := range tests {
		assert.Equal(t, tt.want, Text(tt.in), tt.in)
	}
}
