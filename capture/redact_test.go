package capture

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"io"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Secrets the security review found surviving redaction are gone from
// every store path, and so from the state file the store writes: a
// fetch's query and headers and JSON body, an input on a secret-named
// field, a process's command line and output, an error's message.
func TestStoreRedactsSecretsOnEveryPath(t *testing.T) {
	s, _ := newTestStore(t, Config{})
	s.Add(Batch{
		Requests: []*Request{{Meta: at(1), Method: "POST", URL: "http://localhost:3000/auth/callback?code=4AX9sQ&state=ok", Status: 302,
			RequestHeaders:  map[string]string{"X-CSRF-Token": "c5rfT0k", "Authentication": "raw-cred-1", "X-Forwarded-Auth": "Bearer fwd7Secret"},
			ResponseHeaders: map[string]string{"Location": "/home?token=loc8Tok", "Content-Type": "application/json"},
			RequestBody:     `{"email":"ada@example.com","newPassword":"hunter2","otp":"123456"}`,
		}},
		Actions: []*Action{{Meta: at(2), Type: "input", Selector: `input[name="api_key"]`, Value: "plainvalue"}},
		Errors:  []*Error{{Meta: at(3), Message: "login failed for ada with password Tr0ub4dor"}},
	})
	s.AddProcess("api", []ProcessEvent{
		{Type: ProcessStart, Time: t0, Command: "node server.js --password clisecret --port 3000"},
		{Type: ProcessLine, Time: t0, Stream: "stdout", Text: "connecting to postgres://app:dbs3cret@db:5432/shop"},
	})
	snap := s.Snapshot()

	r := collect(snap.Requests)[0]
	assert.Equal(t, "http://localhost:3000/auth/callback?code=[redacted]&state=ok", r.URL)
	assert.Equal(t, map[string]string{"X-CSRF-Token": "[redacted]", "Authentication": "[redacted]", "X-Forwarded-Auth": "[redacted]"}, r.RequestHeaders)
	assert.Equal(t, map[string]string{"Location": "/home?token=[redacted]", "Content-Type": "application/json"}, r.ResponseHeaders)
	assert.Equal(t, `{"email":"ada@example.com","newPassword":"[redacted]","otp":"[redacted]"}`, r.RequestBody)
	assert.Equal(t, "[redacted]", collect(snap.Actions)[0].Value)
	assert.Equal(t, "login failed for ada with password [redacted]", collect(snap.Errors)[0].Message)
	require.Len(t, snap.Processes, 1)
	assert.Equal(t, "node server.js --password [redacted] --port 3000", snap.Processes[0].Command)
	assert.Equal(t, "connecting to postgres://app:[redacted]@db:5432/shop", collect(snap.Lines)[0].Text)

	state := stateText(t, s)
	for _, secret := range []string{"4AX9sQ", "c5rfT0k", "raw-cred-1", "fwd7Secret", "loc8Tok", "hunter2", "123456", "plainvalue", "Tr0ub4dor", "clisecret", "dbs3cret"} {
		assert.NotContains(t, state, secret, "the state file keeps no secret")
	}
	assert.Contains(t, state, "ada@example.com", "what is no secret is kept")
}

// stateText is the state file s writes, its header line skipped and its
// body unzipped.
func stateText(tb testing.TB, s *Store) string {
	tb.Helper()
	var file bytes.Buffer
	require.NoError(tb, s.WriteSnapshot(&file))
	br := bufio.NewReader(&file)
	_, err := br.ReadString('\n')
	require.NoError(tb, err)
	zr, err := gzip.NewReader(br)
	require.NoError(tb, err)
	body, err := io.ReadAll(zr)
	require.NoError(tb, err)
	return string(body)
}
