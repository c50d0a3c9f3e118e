package redact

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// Secrets the security review found surviving redaction, one row each, and
// the text around them that must survive with them.
func TestTextSecrets(t *testing.T) {
	tests := []struct{ name, in, want string }{
		// Query parameters.
		{"query code", `/cb?code=4/0AX4XfWh&state=xyz`, `/cb?code=[redacted]&state=xyz`},
		{"query sig", `/img.png?w=1&sig=8f2a1c`, `/img.png?w=1&sig=[redacted]`},
		{"query amz signature", `?X-Amz-Credential=AKID%2F2026&X-Amz-Signature=fe5f80f77d5fa3be`, `?X-Amz-Credential=AKID%2F2026&X-Amz-Signature=[redacted]`},
		{"query session", `/app?session=9a8b7c`, `/app?session=[redacted]`},
		{"query key", `https://maps.example/js?key=XyZ12&v=3`, `https://maps.example/js?key=[redacted]&v=3`},
		{"query auth", `/feed?auth=c2VjcmV0`, `/feed?auth=[redacted]`},
		{"form body code", `code=123456&remember=1`, `code=[redacted]&remember=1`},
		{"html-escaped query", `href="/cb?a=1&amp;code=xyz"`, `href="/cb?a=1&amp;code=[redacted]"`},
		// JSON members.
		{"json newPassword", `{"newPassword":"hunter2"}`, `{"newPassword":"[redacted]"}`},
		{"json password_confirmation", `{"password_confirmation":"hunter2"}`, `{"password_confirmation":"[redacted]"}`},
		{"json new_password", `{"new_password":"hunter2"}`, `{"new_password":"[redacted]"}`},
		{"json secretKey", `{"secretKey":"abc"}`, `{"secretKey":"[redacted]"}`},
		{"json aws_secret_access_key", `{"aws_secret_access_key":"wJalrXUtnFEMI"}`, `{"aws_secret_access_key":"[redacted]"}`},
		{"json privateKey", `{"privateKey":"MIIEv"}`, `{"privateKey":"[redacted]"}`},
		{"json api-key", `{"api-key":"k1"}`, `{"api-key":"[redacted]"}`},
		{"json pass", `{"pass":"x"}`, `{"pass":"[redacted]"}`},
		{"json pwd", `{"pwd":"x"}`, `{"pwd":"[redacted]"}`},
		{"json otp", `{"otp":123456}`, `{"otp":"[redacted]"}`},
		{"json pin", `{"pin":"1234"}`, `{"pin":"[redacted]"}`},
		{"json ssn", `{"ssn":"078-05-1120"}`, `{"ssn":"[redacted]"}`},
		{"json cvv", `{"cvv":"123"}`, `{"cvv":"[redacted]"}`},
		{"json session", `{"session":"s%3Aabc"}`, `{"session":"[redacted]"}`},
		{"json id_token", `{"id_token":"abc.def"}`, `{"id_token":"[redacted]"}`},
		{"json spaced name", "{\n  \"password\" :\n   \"hunter2\"\n}", "{\n  \"password\" :\n   \"[redacted]\"\n}"},
		{"python dict", `{'password': 'hunter2'}`, `{'password': '[redacted]'}`},
		// Kept: other names, and values that hide nothing.
		{"json not secrets", `{"pinned":true,"numPassedTests":3,"passive":"x","keyboard":"us","sessionStorage":"x","code":"E_FAIL","key":"Enter"}`,
			`{"pinned":true,"numPassedTests":3,"passive":"x","keyboard":"us","sessionStorage":"x","code":"E_FAIL","key":"Enter"}`},
		{"json boolean and object", `{"pass":true,"session":{"id":1},"token":null}`, `{"pass":true,"session":{"id":1},"token":null}`},
		{"code outside a query", `exited with code=1`, `exited with code=1`},
		// URL credentials.
		{"url userinfo", `connect postgres://app:s3cr3t@db:5432/shop failed`, `connect postgres://app:[redacted]@db:5432/shop failed`},
		{"url userinfo in json", `{"url":"https://u:p%40ss@h.example/x"}`, `{"url":"https://u:[redacted]@h.example/x"}`},
		{"url userinfo with @", `redis://:pa@ss@cache:6379`, `redis://:[redacted]@cache:6379`},
		{"url without userinfo", `http://localhost:3000/a@b`, `http://localhost:3000/a@b`},
		// PEM.
		{"pem", "k = -----BEGIN RSA PRIVATE KEY-----\nMIIEow\nIBAAK==\n-----END RSA PRIVATE KEY-----\n", "k = -----BEGIN RSA PRIVATE KEY-----[redacted]-----END RSA PRIVATE KEY-----\n"},
		{"pem in json", `{"k":"-----BEGIN PRIVATE KEY-----\nMIIEv+/Q\n-----END PRIVATE KEY-----\n"}`, `{"k":"-----BEGIN PRIVATE KEY-----[redacted]-----END PRIVATE KEY-----\n"}`},
		{"pem cut short", "-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1r", "-----BEGIN OPENSSH PRIVATE KEY-----[redacted]"},
		{"pem certificate kept", "-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----", "-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----"},
		// Prose.
		{"prose password", `login failed for ada with password hunter2`, `login failed for ada with password [redacted]`},
		{"prose password colon", `password: hunter2 rejected`, `password: [redacted] rejected`},
		{"prose token", `invalid token Zx81kQ`, `invalid token [redacted]`},
		{"prose kept", `password reset required; Unexpected token ILLEGAL; password: must be set`, `password reset required; Unexpected token ILLEGAL; password: must be set`},
		// Command lines.
		{"flag", `node server.js --password hunter --port 3000`, `node server.js --password [redacted] --port 3000`},
		{"flag equals", `psql --password=hunter -h db`, `psql --password=[redacted] -h db`},
		{"flag quoted", `app --api-key "a b c" run`, `app --api-key "[redacted]" run`},
		{"flag kept", `vite --port 5173 --session-timeout 30 --key ./cert.key`, `vite --port 5173 --session-timeout 30 --key ./cert.key`},
		// Source.
		{"source object member", `>   password: "hunter2",`, `>   password: "[redacted]",`},
		{"source assignment", `  DB_PASS = "hunter2"`, `  DB_PASS = "[redacted]"`},
		{"source const", `const stripeKey = 'sk_live_abcdefgh12';`, `const stripeKey = 'sk_live_[redacted]';`},
		{"source go", `secret := "s3"`, `secret := "[redacted]"`},
		{"source cut literal", `> token = "abcdefgh…`, `> token = "[redacted]`},
		{"source kept", `if (password == "") { pass = getPass(); key = "Enter"; cacheKey = "u1"; pwd = process.env.PWD }`,
			`if (password == "") { pass = getPass(); key = "Enter"; cacheKey = "u1"; pwd = process.env.PWD }`},
		{"inspected object", `{ user: 'ada', password: 'hunter2' }`, `{ user: 'ada', password: '[redacted]' }`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.want, Text(tt.in))
		})
	}
}

func TestHeadersSecrets(t *testing.T) {
	got := Headers(map[string]string{
		"Authentication": "abc",
		"X-CSRF":         "t",
		"X-XSRF-TOKEN":   "t",
		"X-Forwarded-Me": "Bearer abc",
		"Location":       "https://app.example/cb?code=xyz&state=1",
		"Content-Type":   "application/json",
		"Keep-Alive":     "timeout=5",
	})
	assert.Equal(t, map[string]string{
		"Authentication": Redacted,
		"X-CSRF":         Redacted,
		"X-XSRF-TOKEN":   Redacted,
		"X-Forwarded-Me": Redacted,
		"Location":       "https://app.example/cb?code=[redacted]&state=1",
		"Content-Type":   "application/json",
		"Keep-Alive":     "timeout=5",
	}, got)
}

func TestInputValueSecrets(t *testing.T) {
	for _, sel := range []string{`input[name="api_key"]`, `#otp`, `input#pin`, `input[autocomplete="one-time-code"]`, `[name="user[ssn]"]`} {
		assert.True(t, InputValue(sel), sel)
	}
	for _, sel := range []string{`input.pinned`, `#keyboard-layout`, `input[name="passive"]`, `input[name="numPassedTests"]`, `#keyword`} {
		assert.False(t, InputValue(sel), sel)
	}
}
