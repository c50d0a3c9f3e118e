package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"sync"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"
	"github.com/stretchr/testify/require"
)

var (
	binOnce sync.Once
	binPath string
	binErr  error
)

// daemonBinary builds the real errbundle binary once per test run.
func daemonBinary(tb testing.TB) string {
	tb.Helper()
	binOnce.Do(func() {
		dir, err := os.MkdirTemp("", "errbundle-bin-")
		if err != nil {
			binErr = err
			return
		}
		binPath = filepath.Join(dir, "errbundle")
		out, err := exec.Command("go", "build", "-race", "-o", binPath, ".").CombinedOutput()
		if err != nil {
			binErr = fmt.Errorf("go build: %v\n%s", err, out)
		}
	})
	require.NoError(tb, binErr)
	return binPath
}

// freeAddr returns a loopback address with a port nothing listens on.
func freeAddr(tb testing.TB) string {
	tb.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(tb, err)
	addr := ln.Addr().String()
	ln.Close()
	return addr
}

// daemon is a running errbundle serve process.
type daemon struct {
	addr string
	cmd  *exec.Cmd
	logs *logBuffer
}

// startDaemon runs errbundle serve on a free loopback port and waits until
// it answers; the test's cleanup stops it.
func startDaemon(tb testing.TB, args ...string) *daemon {
	tb.Helper()
	d := &daemon{addr: freeAddr(tb), logs: &logBuffer{}}
	d.cmd = exec.Command(daemonBinary(tb), append([]string{"serve", "--addr", d.addr}, args...)...)
	d.cmd.Stderr = d.logs
	require.NoError(tb, d.cmd.Start())
	tb.Cleanup(func() {
		d.cmd.Process.Signal(os.Interrupt)
		d.cmd.Wait()
		if tb.Failed() {
			tb.Logf("daemon log:\n%s", d.logs)
		}
	})
	deadline := time.Now().Add(15 * time.Second)
	for !healthy(context.Background(), d.addr) {
		require.True(tb, time.Now().Before(deadline), "daemon did not start: %s", d.logs)
		time.Sleep(20 * time.Millisecond)
	}
	return d
}

// logBuffer collects a daemon's log while the test reads it.
type logBuffer struct {
	mu  sync.Mutex // guards buf
	buf bytes.Buffer
}

func (l *logBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.buf.Write(p)
}

func (l *logBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.buf.String()
}

func (d *daemon) url(path string) string { return "http://" + d.addr + path }

// post sends a JSON body and returns the status and reply.
func (d *daemon) post(tb testing.TB, path string, body []byte) (int, []byte) {
	tb.Helper()
	resp, err := http.Post(d.url(path), "application/json", bytes.NewReader(body))
	require.NoError(tb, err)
	defer resp.Body.Close()
	out, err := io.ReadAll(resp.Body)
	require.NoError(tb, err)
	return resp.StatusCode, out
}

// health returns the decoded /v1/health reply.
func (d *daemon) health(tb testing.TB) map[string]any {
	tb.Helper()
	resp, err := http.Get(d.url("/v1/health"))
	require.NoError(tb, err)
	defer resp.Body.Close()
	var h map[string]any
	require.NoError(tb, json.NewDecoder(resp.Body).Decode(&h))
	return h
}

// count is a buffer's event count from /v1/health.
func (d *daemon) count(tb testing.TB, buffer string) int {
	tb.Helper()
	b := d.health(tb)["buffers"].(map[string]any)[buffer].(map[string]any)
	return int(b["count"].(float64))
}

// httpSession connects a real go-sdk client over streamable HTTP.
func (d *daemon) httpSession(tb testing.TB) *mcp.ClientSession {
	tb.Helper()
	cs, err := mcp.NewClient(&mcp.Implementation{Name: "test-agent", Version: "1"}, nil).
		Connect(context.Background(), &mcp.StreamableClientTransport{Endpoint: d.url("/mcp")}, nil)
	require.NoError(tb, err)
	tb.Cleanup(func() { cs.Close() })
	return cs
}

// stdioSession launches errbundle mcp as an agent would and connects to it.
func (d *daemon) stdioSession(tb testing.TB) *mcp.ClientSession {
	tb.Helper()
	cmd := exec.Command(daemonBinary(tb), "mcp", "--addr", d.addr)
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
