package main

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net/http"
	"os/exec"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"
	"github.com/stretchr/testify/require"

	"github.com/errbundle/errbundle/internal/daemontest"
)

// daemonBinary is the real errbundle binary, built with the race detector
// once per test run.
func daemonBinary(tb testing.TB) string {
	tb.Helper()
	return daemontest.Binary(tb, "-race")
}

// binDaemon is a running errbundle serve process, with the requests these
// tests make of it.
type binDaemon struct {
	*daemontest.Daemon
}

// startDaemon runs errbundle serve on a free loopback port and waits until
// it answers; the test's cleanup stops it.
func startDaemon(tb testing.TB, args ...string) *binDaemon {
	tb.Helper()
	return &binDaemon{daemontest.Start(tb, daemonBinary(tb), daemontest.Options{Args: args})}
}

// post sends a JSON body and returns the status and reply.
func (d *binDaemon) post(tb testing.TB, path string, body []byte) (int, []byte) {
	tb.Helper()
	resp, err := http.Post(d.URL(path), "application/json", bytes.NewReader(body))
	require.NoError(tb, err)
	defer resp.Body.Close()
	out, err := io.ReadAll(resp.Body)
	require.NoError(tb, err)
	return resp.StatusCode, out
}

// health returns the decoded /v1/health reply.
func (d *binDaemon) health(tb testing.TB) map[string]any {
	tb.Helper()
	resp, err := http.Get(d.URL("/v1/health"))
	require.NoError(tb, err)
	defer resp.Body.Close()
	var h map[string]any
	require.NoError(tb, json.NewDecoder(resp.Body).Decode(&h))
	return h
}

// count is a buffer's event count from /v1/health.
func (d *binDaemon) count(tb testing.TB, buffer string) int {
	tb.Helper()
	b := d.health(tb)["buffers"].(map[string]any)[buffer].(map[string]any)
	return int(b["count"].(float64))
}

// httpSession connects a real go-sdk client over streamable HTTP.
func (d *binDaemon) httpSession(tb testing.TB) *mcp.ClientSession {
	tb.Helper()
	cs, err := mcp.NewClient(&mcp.Implementation{Name: "test-agent", Version: "1"}, nil).
		Connect(context.Background(), &mcp.StreamableClientTransport{Endpoint: d.URL("/mcp")}, nil)
	require.NoError(tb, err)
	tb.Cleanup(func() { cs.Close() })
	return cs
}

// stdioSession launches errbundle mcp as an agent would and connects to it.
func (d *binDaemon) stdioSession(tb testing.TB) *mcp.ClientSession {
	tb.Helper()
	cmd := exec.Command(daemonBinary(tb), "mcp", "--addr", d.Addr)
	cs, err := mcp.NewClient(&mcp.Implementation{Name: "test-agent", Version: "1"}, nil).
		Connect(context.Background(), &mcp.CommandTransport{Command: cmd}, nil)
	require.NoError(tb, err)
	tb.Cleanup(func() { cs.Close() })
	return cs
}

// observeCall calls the observe tool and returns its first text block and
// the size of the whole result.
func observeCall(tb testing.TB, cs *mcp.ClientSession, args map[string]any) (string, int) {
	tb.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	res, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: "observe", Arguments: args})
	require.NoError(tb, err)
	enc, err := json.Marshal(res)
	require.NoError(tb, err)
	require.NotEmpty(tb, res.Content)
	text := res.Content[0].(*mcp.TextContent).Text
	require.False(tb, res.IsError, "tool error: %s", text)
	return text, len(enc)
}
