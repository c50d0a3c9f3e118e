package main

import (
	"encoding/json"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/errbundle/errbundle/cli"
	"github.com/errbundle/errbundle/internal/daemontest"
)

// TestStatusSaysWhatIsMissing runs errbundle status, as a user would, in a
// project directory under a temporary HOME, against a real daemon, and
// takes away what it says is missing one thing at a time: a page on a LAN
// address refused, no tab, no process, no MCP client file naming
// errbundle, a source map that cannot load.
func TestStatusSaysWhatIsMissing(t *testing.T) {
	d := startDaemon(t)
	home := t.TempDir()
	project := filepath.Join(home, "shop")
	require.NoError(t, os.MkdirAll(project, 0o755))
	status := func() (string, cli.Report) {
		t.Helper()
		run := func(args ...string) string {
			cmd := exec.Command(daemonBinary(t), append([]string{"status", "--addr", d.Addr}, args...)...)
			cmd.Dir = project
			cmd.Env = append(os.Environ(), "HOME="+home)
			out, err := cmd.Output()
			require.NoError(t, err, "errbundle status: %s", out)
			return string(out)
		}
		var r cli.Report
		require.NoError(t, json.Unmarshal([]byte(run("--json")), &r))
		return run(), r
	}
	problems := func(r cli.Report) []string {
		var out []string
		for _, h := range r.Missing {
			out = append(out, h.Problem)
		}
		return out
	}

	text, r := status()
	require.Len(t, r.Missing, 3, "%s", text)
	assert.Contains(t, text, "✗ no browser tab heard from in the last 60 s: is the extension loaded, and the page on a loopback origin?")
	assert.Contains(t, text, "fix: load extension/ (chrome://extensions → Load unpacked) and open http://localhost:5173")
	assert.Contains(t, text, `<script src="http://`+d.Addr+`/capture.js"></script>`)
	assert.Contains(t, text, "✗ no process runs under errbundle run")
	assert.Contains(t, text, "fix: errbundle run -- npm run dev")
	assert.Contains(t, text, "✗ no MCP client configuration names errbundle")
	assert.Contains(t, text, "MCP clients (configuration files):\n  none found")

	// A page served on a LAN address sends, as the capture script would.
	req, err := http.NewRequest(http.MethodPost, d.URL("/v1/events"), strings.NewReader(`{"logs":[]}`))
	require.NoError(t, err)
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Origin", "http://192.168.1.20:5173")
	resp, err := http.DefaultClient.Do(req)
	require.NoError(t, err)
	resp.Body.Close()
	require.Equal(t, http.StatusForbidden, resp.StatusCode)
	text, r = status()
	require.NotEmpty(t, r.Refused)
	assert.Equal(t, "http://192.168.1.20:5173", r.Refused[0].Origin)
	assert.Contains(t, text, "✗ a page at http://192.168.1.20:5173 sent telemetry and was refused (1x)")
	assert.Contains(t, text, "fix: errbundle serve --allow-origin http://192.168.1.20:5173")

	// The project's client file, as `claude mcp add -s project` writes it.
	require.NoError(t, os.WriteFile(filepath.Join(project, ".mcp.json"),
		[]byte(`{"mcpServers": {"errbundle": {"type": "stdio", "command": "errbundle", "args": ["mcp"], "env": {}}}}`), 0o644))
	text, r = status()
	assert.NotContains(t, text, "no MCP client configuration")
	assert.Contains(t, text, "Claude Code  "+filepath.Join(project, ".mcp.json")+`  names errbundle ("errbundle")`)

	// A tab's error whose script is on a loopback port nothing serves: the
	// daemon's fetch of it fails.
	dead := "http://" + daemontest.FreeAddr(t)
	now := time.Now().UTC().Format(time.RFC3339Nano)
	code, body := d.post(t, "/v1/events", []byte(`{"errors": [{"timestamp": "`+now+`", "message": "boom", "type": "Error",
		"url": "`+dead+`/src/app.js", "line": 3, "column": 7, "stack": "Error: boom\n    at `+dead+`/src/app.js:3:7",
		"tab_id": 4, "page_url": "`+dead+`/"}]}`))
	require.Equal(t, http.StatusOK, code, "%s", body)
	// The fetch runs in the background: poll for it, never sleeping for
	// time to pass.
	deadline := time.Now().Add(15 * time.Second)
	for r.SourceMaps.Failures == 0 && time.Now().Before(deadline) {
		_, r = status()
	}
	text, r = status()
	require.Positive(t, r.SourceMaps.Failures, "%s", text)
	assert.Contains(t, text, "source map fetches failed; the last: "+dead+"/src/app.js: ")
	assert.NotContains(t, strings.Join(problems(r), "\n"), "no browser tab")

	// A process, as errbundle run announces one.
	code, body = d.post(t, "/v1/process", []byte(`{"process_id": "dev", "events": [{"type": "start", "timestamp": "`+now+`", "command": "npm run dev"}]}`))
	require.Equal(t, http.StatusOK, code, "%s", body)
	_, r = status()
	assert.Len(t, r.Missing, 2, "the refused origin and the failed map are left: %q", problems(r))
}
