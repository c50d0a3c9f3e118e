package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/errbundle/errbundle/extension"
)

// TestErrorsViewThroughTheDaemon: the errors view of a real daemon lists a
// real process's traceback, run under errbundle run, and a browser error
// posted as the extension posts it, newest first, each with its source,
// file and line; the CLI prints the same.
func TestErrorsViewThroughTheDaemon(t *testing.T) {
	bin := daemonBinary(t)
	d := startDaemon(t)
	dir := t.TempDir()
	require.NoError(t, os.WriteFile(filepath.Join(dir, "app.py"), []byte("def handler(users):\n    return users[42]\n\nhandler({})\n"), 0o644))
	run := exec.Command(bin, "run", "--addr", d.Addr, "--name", "api", "--", "python3", "app.py")
	run.Env, run.Dir = runEnv(), dir
	out, err := run.CombinedOutput()
	require.Error(t, err, "python exits 1 on the KeyError: %s", out)
	assert.Contains(t, string(out), "KeyError: 42")

	// The extension's way: its origin, its batch shape, after the
	// process's error.
	body := fmt.Appendf(nil, `{"errors":[{"timestamp":%d,"tab_id":7,"message":"total of undefined","type":"TypeError","kind":"exception",
		"source":"Cart.tsx","url":"http://localhost:3000/src/Cart.tsx","line":42,"column":7,
		"stack":"TypeError: total of undefined\n    at Cart (http://localhost:3000/src/Cart.tsx:42:7)"}]}`, time.Now().Add(time.Second).UnixMilli())
	req, err := http.NewRequest(http.MethodPost, d.URL("/v1/events"), bytes.NewReader(body))
	require.NoError(t, err)
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Origin", extension.ChromeOrigin)
	resp, err := http.DefaultClient.Do(req)
	require.NoError(t, err)
	resp.Body.Close()
	require.Equal(t, http.StatusOK, resp.StatusCode)

	text, _ := observeCall(t, d.httpSession(t), map[string]any{"what": "errors", "scope": "all"})
	var reply struct {
		Errors []struct {
			Source, Message, File string
			Line                  int
			Block                 string
		}
		ErrorCount int `json:"error_count"`
	}
	require.NoError(t, json.Unmarshal([]byte(text), &reply), text)
	require.Len(t, reply.Errors, 2, text)
	assert.Equal(t, 2, reply.ErrorCount)
	b, p := reply.Errors[0], reply.Errors[1]
	assert.Equal(t, "browser", b.Source, "the browser error came last: first")
	assert.Equal(t, "total of undefined", b.Message)
	assert.Equal(t, 42, b.Line)
	assert.Equal(t, "process:api", p.Source)
	assert.Contains(t, p.Message, "KeyError: 42")
	assert.Equal(t, "app.py", p.File, "relative to the directory errbundle run ran in")
	assert.Equal(t, 2, p.Line)
	assert.Contains(t, p.Block, "Traceback (most recent call last):")

	cli := exec.Command(bin, "observe", "errors", "--addr", d.Addr, "--source", "process", "--scope", "all")
	cli.Env = runEnv()
	got, err := cli.Output()
	require.NoError(t, err)
	var only struct{ Errors []struct{ Source string } }
	require.NoError(t, json.Unmarshal(got, &only), "%s", got)
	require.Len(t, only.Errors, 1, "%s", got)
	assert.Equal(t, "process:api", only.Errors[0].Source)
}
