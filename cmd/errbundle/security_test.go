package main

import (
	"bytes"
	"fmt"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/errbundle/errbundle/extension"
	"github.com/errbundle/errbundle/internal/proctoken"
)

// send posts body to the daemon with the given headers.
func (d *binDaemon) send(tb testing.TB, method, path string, header map[string]string, body []byte) (int, string) {
	tb.Helper()
	req, err := http.NewRequest(method, d.URL(path), bytes.NewReader(body))
	require.NoError(tb, err)
	if body != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	for k, v := range header {
		req.Header.Set(k, v)
	}
	resp, err := http.DefaultClient.Do(req)
	require.NoError(tb, err)
	defer resp.Body.Close()
	out, err := io.ReadAll(resp.Body)
	require.NoError(tb, err)
	return resp.StatusCode, string(out)
}

// secretProject is a directory outside any project errbundle runs, holding
// a file a page would like to read through a forged process.
func secretProject(tb testing.TB) string {
	tb.Helper()
	dir := tb.TempDir()
	require.NoError(tb, os.MkdirAll(filepath.Join(dir, "outside"), 0o755))
	require.NoError(tb, os.WriteFile(filepath.Join(dir, "outside", "db.js"), []byte("module.exports = { answer: \"forty-two-secret\" }\n"), 0o644))
	return dir
}

// forgedStart is a process's whole run, a start in dir as pid, a line
// naming a file under dir and its exit, as process id (each post its own
// id, so that no start retires another's problem).
func forgedStart(dir string, pid int) []byte {
	now := time.Now().UnixMilli()
	forged++
	return []byte(fmt.Sprintf(`{"process_id":"forged-%d","events":[`+
		`{"type":"start","timestamp":%d,"command":"npm run dev","cwd":%q,"pid":%d},`+
		`{"type":"line","timestamp":%d,"stream":"stderr","text":"outside/db.js:1:1: error: x"},`+
		`{"type":"exit","timestamp":%d,"exit_code":1}]}`, forged, now, dir, pid, now+1, now+2))
}

var forged int

// TestForgedProcessReadsNoFile is the security issue's first exploit: a
// page on localhost forging a process whose directory it chose, so that
// get_errors shows a line of a file anywhere on disk.
func TestForgedProcessReadsNoFile(t *testing.T) {
	t.Setenv("XDG_CACHE_HOME", t.TempDir()) // the daemon's token goes here
	d := startDaemon(t)
	dir := secretProject(t)

	code, reply := d.send(t, "POST", "/v1/process", map[string]string{"Origin": "http://localhost:5173"}, forgedStart(dir, os.Getpid()))
	assert.Equal(t, 403, code, "a page may not post a process: %s", reply)
	assert.Contains(t, reply, "not browser pages")
	code, reply = d.send(t, "POST", "/v1/process", map[string]string{"Sec-Fetch-Mode": "no-cors", "Sec-Fetch-Site": "cross-site"}, forgedStart(dir, os.Getpid()))
	assert.Equal(t, 403, code, "nor with its Origin left out: %s", reply)

	// From no browser, but with no token and a pid not in that directory:
	// the start is kept, its directory is not.
	code, reply = d.send(t, "POST", "/v1/process", nil, forgedStart(dir, 1))
	require.Equal(t, 200, code, reply)
	assert.Contains(t, reply, `"kind":"cwd"`)
	assert.Contains(t, reply, "not verified")

	text, _ := observeCall(t, d.httpSession(t), map[string]any{"what": "get_errors"})
	assert.Contains(t, text, "→ outside/db.js:1:1", "the forged line is still a problem")
	assert.NotContains(t, text, "forty-two-secret", "but its file is not read")
}

// TestProvenProcessDirIsRead: the same start sent with the daemon's token
// (as errbundle run sends it) is trusted, and the failing line is shown.
func TestProvenProcessDirIsRead(t *testing.T) {
	t.Setenv("XDG_CACHE_HOME", t.TempDir())
	d := startDaemon(t)
	dir := secretProject(t)
	tok := proctoken.Read(d.Addr)
	require.NotEmpty(t, tok, "the daemon wrote its token beside its state")
	info, err := os.Stat(proctoken.Path(d.Addr))
	require.NoError(t, err)
	assert.Equal(t, os.FileMode(0o600), info.Mode().Perm())

	code, reply := d.send(t, "POST", "/v1/process", map[string]string{proctoken.Header: "wrong"}, forgedStart(dir, 1))
	require.Equal(t, 200, code, reply)
	assert.Contains(t, reply, `"kind":"cwd"`, "a wrong token proves nothing")

	code, reply = d.send(t, "POST", "/v1/process", map[string]string{proctoken.Header: tok}, forgedStart(dir, 1))
	require.Equal(t, 200, code, reply)
	assert.NotContains(t, reply, `"kind":"cwd"`)
	text, _ := observeCall(t, d.httpSession(t), map[string]any{"what": "get_errors"})
	assert.Contains(t, text, "forty-two-secret", "errbundle run's project files are read: %s", text)
}

// TestPidInItsDirIsTrusted: on Linux a start whose pid runs in the
// directory it names needs no token (a daemon started with another cache
// directory than errbundle run's).
func TestPidInItsDirIsTrusted(t *testing.T) {
	t.Setenv("XDG_CACHE_HOME", t.TempDir())
	d := startDaemon(t)
	wd, err := os.Getwd()
	require.NoError(t, err)
	code, reply := d.send(t, "POST", "/v1/process", nil, forgedStart(wd, os.Getpid()))
	require.Equal(t, 200, code, reply)
	assert.NotContains(t, reply, `"kind":"cwd"`)
	code, reply = d.send(t, "POST", "/v1/process", nil, forgedStart(filepath.Dir(wd), os.Getpid()))
	require.Equal(t, 200, code, reply)
	assert.Contains(t, reply, `"kind":"cwd"`, "the pid is alive but runs elsewhere")
}

// TestBrowsersMayNotRead is the second exploit: any local page or
// extension reading every project's errors through /mcp or the status.
func TestBrowsersMayNotRead(t *testing.T) {
	d := startDaemon(t, "--allow-reader", "moz-extension://6f1d1a86-2f4e-4f6a-9d35-0e3b1c7a5e21")
	d.post(t, "/v1/events", []byte(`{"errors":[{"timestamp":`+fmt.Sprint(time.Now().UnixMilli())+`,"message":"TypeError: private"}]}`))
	mcpInit := []byte(`{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"observe","arguments":{"what":"errors"}}}`)
	mcpHeaders := func(origin string) map[string]string {
		h := map[string]string{"Accept": "application/json, text/event-stream", "Mcp-Protocol-Version": "2025-06-18"}
		if origin != "" {
			h["Origin"] = origin
		}
		return h
	}
	for _, tt := range []struct {
		name, method, path, origin, site string
		want                             int
	}{
		{"loopback page on mcp", "POST", "/mcp", "http://localhost:5173", "", 403},
		{"another extension on mcp", "POST", "/mcp", "chrome-extension://abcdefghijklmnopabcdefghijklmnop", "", 403},
		{"a firefox extension not named", "POST", "/mcp", "moz-extension://0b1c", "", 403},
		{"loopback page on status", "GET", "/v1/status", "http://127.0.0.1:3000", "", 403},
		{"cross-site GET with no Origin", "GET", "/v1/status", "", "cross-site", 403},
		{"cross-site screenshot", "GET", "/v1/screenshots/1-none-0", "", "cross-site", 403},
		{"errbundle's extension", "POST", "/mcp", extension.ChromeOrigin, "", 200},
		{"a named reader", "POST", "/mcp", "moz-extension://6f1d1a86-2f4e-4f6a-9d35-0e3b1c7a5e21", "", 200},
		{"an address typed in", "GET", "/v1/status", "", "none", 200},
		{"no browser", "POST", "/mcp", "", "", 200},
	} {
		t.Run(tt.name, func(t *testing.T) {
			h := mcpHeaders(tt.origin)
			if tt.site != "" {
				h["Sec-Fetch-Site"] = tt.site
			}
			var body []byte
			if tt.method == "POST" {
				body = mcpInit
			}
			code, reply := d.send(t, tt.method, tt.path, h, body)
			assert.Equal(t, tt.want, code, reply)
			if tt.want == 403 {
				assert.NotContains(t, reply, "private")
				assert.Contains(t, reply, "may not read")
			} else if tt.path == "/mcp" {
				assert.Contains(t, reply, "private")
			}
		})
	}
	// A page may still write, and learn the daemon is up, not what it holds.
	code, reply := d.send(t, "GET", "/v1/health", map[string]string{"Origin": "http://localhost:5173"}, nil)
	assert.Equal(t, 200, code)
	assert.Contains(t, reply, `"status":"ok"`)
	assert.NotContains(t, reply, "buffers")
	code, reply = d.send(t, "GET", "/v1/health", map[string]string{"Origin": extension.ChromeOrigin}, nil)
	assert.Equal(t, 200, code)
	assert.Contains(t, reply, "buffers", "the extension's popup sees the detail")
	code, reply = d.send(t, "POST", "/v1/events", map[string]string{"Origin": "http://localhost:5173"}, []byte(`{"logs":[`+marker("page")+`]}`))
	assert.Equal(t, 200, code, reply)
}

// TestHostHeaderParsedStrictly: a Host whose "port" hides another name, or
// is no port, is refused as any foreign name is.
func TestHostHeaderParsedStrictly(t *testing.T) {
	d := startDaemon(t)
	for _, host := range []string{"localhost:7373.evil.com", "127.0.0.1:99999", "localhost:", "localhost:+80", "user@localhost:7373", ":7373"} {
		req, err := http.NewRequest("GET", d.URL("/v1/health"), nil)
		require.NoError(t, err)
		req.Host = host
		resp, err := http.DefaultClient.Do(req)
		require.NoError(t, err)
		body, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		assert.Equal(t, 403, resp.StatusCode, "Host %q: %s", host, body)
	}
}
