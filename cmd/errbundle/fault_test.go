package main

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/errbundle/errbundle/daemon"
	"github.com/errbundle/errbundle/internal/daemontest"
)

// TestMain turns the state file off for the daemons that are not started
// with --no-state: the fault tests', unless a test passes --state, and the
// one errbundle run starts by itself. A daemon on a reused random port must
// not restore what an earlier test left, nor write to the user's cache.
// After the tests it removes the daemon binary they built.
func TestMain(m *testing.M) {
	os.Setenv(daemon.EnvState, "")
	os.Exit(daemontest.Main(m))
}

// faultWait bounds every wait in the fault tests; none waits for time to
// pass, each polls for a condition.
const faultWait = 15 * time.Second

// startDaemonAt runs errbundle serve on addr, which a test may reuse after
// stopping an earlier daemon, and waits until it answers. The test's
// cleanup kills it if it is still running.
func startDaemonAt(tb testing.TB, addr string, args ...string) *binDaemon {
	tb.Helper()
	return startDaemonEnv(tb, addr, os.Environ(), args...)
}

// startDaemonEnv is startDaemonAt with the daemon's environment given.
func startDaemonEnv(tb testing.TB, addr string, env []string, args ...string) *binDaemon {
	tb.Helper()
	d := daemontest.Start(tb, daemonBinary(tb), daemontest.Options{
		Addr: addr,
		Args: args,
		// No second's sleep at exit from the race detector.
		Env: append(env, "GORACE=atexit_sleep_ms=0"),
		// The state file is these tests' subject: --state, the environment
		// and the default choose it.
		State: true,
	})
	// Killed at the end, not stopped: a test stops a daemon itself where
	// its shutdown, and the state file it saves, matter.
	tb.Cleanup(func() { d.Kill() })
	return &binDaemon{d}
}

// eventually polls cond until it holds or faultWait passes.
func eventually(tb testing.TB, what string, cond func() bool) {
	tb.Helper()
	deadline := time.Now().Add(faultWait)
	for !cond() {
		if time.Now().After(deadline) {
			tb.Fatalf("timed out waiting for %s", what)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// browserEvents is one of every browser kind, at now.
func browserEvents(now time.Time, tag string) []byte {
	ts := now.UnixMilli()
	return fmt.Appendf(nil, `{
		"actions":[{"timestamp":%d,"tab_id":7,"type":"load","url":"http://localhost:3000/cart","page_url":"http://localhost:3000/cart"},
			{"timestamp":%d,"tab_id":7,"type":"click","selector":"button#pay","text":"Pay"}],
		"network":[{"timestamp":%d,"tab_id":7,"method":"POST","url":"http://localhost:3000/api/pay","status":500,"duration_ms":80,
			"response_body":"{\"error\":\"card declined %s\"}","request_headers":{"Accept":"*/*"}}],
		"logs":[{"timestamp":%d,"tab_id":7,"level":"warn","message":"slow render %s"}],
		"errors":[{"timestamp":%d,"tab_id":7,"message":"TypeError: total of undefined %s","type":"TypeError",
			"url":"http://localhost:3000/src/Cart.tsx","line":42,"column":7,
			"stack":"TypeError: total of undefined\n    at Cart (http://localhost:3000/src/Cart.tsx:42:7)"}]}`,
		ts-400, ts-300, ts-200, tag, ts-100, tag, ts, tag)
}

func processEvents(now time.Time, texts ...string) []byte {
	var evs []string
	for i, t := range texts {
		evs = append(evs, fmt.Sprintf(`{"type":"line","stream":"stderr","text":%q,"timestamp":%d}`, t, now.UnixMilli()+int64(i)))
	}
	return []byte(`{"process_id":"api","events":[` + strings.Join(evs, ",") + `]}`)
}

func TestStateSurvivesGracefulRestart(t *testing.T) {
	state := filepath.Join(t.TempDir(), "state.snap")
	addr := daemontest.FreeAddr(t)
	d := startDaemonAt(t, addr, "--state", state)
	now := time.Now()
	status, _ := d.post(t, "/v1/events", browserEvents(now, "before"))
	require.Equal(t, 200, status)
	status, _ = d.post(t, "/v1/process", processEvents(now.Add(-time.Second), "panic: runtime error: index out of range",
		"", "goroutine 1 [running]:", "main.handler(...)", "\t/project/cmd/api/main.go:42 +0x1d", "listening on :8080"))
	require.Equal(t, 200, status)
	counts := map[string]int{}
	for _, b := range []string{"errors", "logs", "network", "actions", "lines", "problems"} {
		counts[b] = d.count(t, b)
		require.Positive(t, counts[b], b)
	}
	cs := d.httpSession(t)
	bundlesBefore, _ := observeCall(t, cs, map[string]any{"what": "error_bundles", "raw": true})

	d.Stop(t, syscall.SIGTERM)
	assert.Equal(t, 0, d.Cmd.ProcessState.ExitCode(), "a clean exit: %s", d.Log)
	assert.Contains(t, d.Log.String(), "saved state")
	require.FileExists(t, state)

	d2 := startDaemonAt(t, addr, "--state", state)
	assert.Contains(t, d2.Log.String(), "restored state")
	for b, n := range counts {
		assert.Equal(t, n, d2.count(t, b), b)
	}
	// The same client session carries on: the daemon is stateless.
	bundlesAfter, _ := observeCall(t, cs, map[string]any{"what": "error_bundles", "raw": true})
	// Whether a script's source map is still loading depends on timing, not
	// on the buffers: that one field is left out of the comparison.
	assert.JSONEq(t, withoutUnmapped(t, bundlesBefore), withoutUnmapped(t, bundlesAfter), "the same bundles after the restart")
	text, _ := observeCall(t, d2.httpSession(t), map[string]any{"what": "get_errors"})
	assert.Contains(t, text, "TypeError: total of undefined before")
	assert.Contains(t, text, "index out of range")

	// What arrives after the restore is kept beside it, and saved too.
	status, _ = d2.post(t, "/v1/events", browserEvents(time.Now(), "after"))
	require.Equal(t, 200, status)
	status, _ = d2.post(t, "/v1/process", processEvents(time.Now(), "panic: second one, still being printed"))
	require.Equal(t, 200, status)
	d2.Stop(t, syscall.SIGINT)
	d3 := startDaemonAt(t, addr, "--state", state)
	assert.Equal(t, 2*counts["errors"], d3.count(t, "errors"))
	assert.Equal(t, counts["problems"]+1, d3.count(t, "problems"),
		"the stopping daemon closed the block still being printed, as the process's exit would")
	text, _ = observeCall(t, d3.httpSession(t), map[string]any{"what": "logs"})
	assert.Contains(t, text, "slow render before")
	assert.Contains(t, text, "slow render after")
	text, _ = observeCall(t, d3.httpSession(t), map[string]any{"what": "get_errors"})
	assert.Contains(t, text, "second one, still being printed")
}

// withoutUnmapped drops the "unmapped" note of each bundle's error.
func withoutUnmapped(tb testing.TB, reply string) string {
	tb.Helper()
	var r struct {
		Bundles []map[string]any `json:"bundles"`
		Count   int              `json:"count"`
	}
	require.NoError(tb, json.Unmarshal([]byte(reply), &r))
	for _, b := range r.Bundles {
		if e, ok := b["error"].(map[string]any); ok {
			delete(e, "unmapped")
		}
	}
	out, err := json.Marshal(r)
	require.NoError(tb, err)
	return string(out)
}

func TestBadStateFileStartsEmpty(t *testing.T) {
	tests := []struct {
		name    string
		content []byte
		reason  string
	}{
		{"garbage", []byte("this is not a snapshot\n"), "not an errbundle snapshot"},
		{"future version", []byte("errbundle snapshot v99\n\x1f\x8b"), "newer errbundle"},
		{"truncated", []byte("errbundle snapshot v1\n\x1f\x8b\x08\x00"), "corrupt or truncated"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			state := filepath.Join(t.TempDir(), "state.snap")
			require.NoError(t, os.WriteFile(state, tt.content, 0o600))
			d := startDaemonAt(t, daemontest.FreeAddr(t), "--state", state)
			logs := d.Log.String()
			assert.Contains(t, logs, "level=WARN")
			assert.Contains(t, logs, state, "the warning names the file")
			assert.Contains(t, logs, tt.reason)
			assert.Equal(t, 0, d.count(t, "errors"))
			status, _ := d.post(t, "/v1/events", browserEvents(time.Now(), "x"))
			assert.Equal(t, 200, status, "it serves")
			assert.Equal(t, 1, d.count(t, "errors"))
			bad, err := os.ReadFile(state + ".bad")
			require.NoError(t, err, "the bad file is kept aside")
			assert.Equal(t, tt.content, bad)

			d.Stop(t, syscall.SIGTERM)
			d2 := startDaemonAt(t, d.Addr, "--state", state)
			assert.Equal(t, 1, d2.count(t, "errors"), "the next shutdown writes a good file")
		})
	}
}

func TestStateFileDefault(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("os.UserCacheDir follows XDG_CACHE_HOME only on Linux")
	}
	cache := t.TempDir()
	addr := daemontest.FreeAddr(t)
	_, port, _ := strings.Cut(addr, ":")
	perPort := filepath.Join(cache, "errbundle", "state-"+port+".snap")
	env := append(envWithout(daemon.EnvState), "XDG_CACHE_HOME="+cache)

	d := startDaemonEnv(t, addr, append(env, daemon.EnvState+"="))
	d.Stop(t, syscall.SIGTERM)
	assert.NoFileExists(t, perPort, "ERRBUNDLE_STATE set and empty turns it off")

	d = startDaemonEnv(t, addr, env)
	d.post(t, "/v1/events", browserEvents(time.Now(), "x"))
	d.Stop(t, syscall.SIGTERM)
	require.FileExists(t, perPort, "by default, one file per port in the user's cache")

	for _, off := range [][]string{{"--no-state"}, {"--state", ""}} {
		d = startDaemonEnv(t, addr, env, off...)
		assert.Zero(t, d.count(t, "errors"), "%v restores nothing", off)
		d.Stop(t, syscall.SIGTERM)
	}
	d = startDaemonEnv(t, addr, env)
	assert.Equal(t, 1, d.count(t, "errors"), "nor did it overwrite the file")
}

// envWithout is this process's environment less the variable name.
func envWithout(name string) []string {
	var out []string
	for _, kv := range os.Environ() {
		if !strings.HasPrefix(kv, name+"=") {
			out = append(out, kv)
		}
	}
	return out
}

func TestRunSurvivesDaemonKill(t *testing.T) {
	addr := daemontest.FreeAddr(t)
	d := startDaemonAt(t, addr)
	// 60 lines, 50 ms apart, then a Go panic: three seconds of output
	// across a daemon's death and another's start.
	script := `i=0; while [ $i -lt 60 ]; do echo "line $i"; i=$((i+1)); sleep 0.05; done
echo "panic: payment handler exploded" >&2; echo "" >&2; echo "goroutine 1 [running]:" >&2
echo "main.pay(...)" >&2; printf '\t/project/cmd/api/pay.go:17 +0x1d\n' >&2; exit 2`
	cmd := exec.Command(daemonBinary(t), "run", "--addr", addr, "--name", "api", "--", "sh", "-c", script)
	cmd.Env = runEnv() // no daemon started behind the test's back
	var stdout, stderr daemontest.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	// The child, in a process group of its own, outlives a killed run
	// for a moment: do not wait for it to let go of the pipes.
	cmd.WaitDelay = time.Second
	require.NoError(t, cmd.Start())
	var runErr error
	exited := make(chan struct{})
	go func() {
		runErr = cmd.Wait()
		close(exited)
	}()
	t.Cleanup(func() {
		cmd.Process.Kill()
		<-exited
	})

	eventually(t, "the first lines in the daemon", func() bool { return d.count(t, "lines") >= 3 })
	d.Stop(t, syscall.SIGKILL)
	first := strings.Count(stdout.String(), "\n")
	eventually(t, "output passing through with no daemon", func() bool { return strings.Count(stdout.String(), "\n") >= first+5 })

	d2 := startDaemonAt(t, addr)
	select {
	case <-exited:
		assert.Equal(t, 2, exitCodeOf(t, runErr), "run exits with the child's code; stderr: %s", stderr.String())
	case <-time.After(faultWait):
		t.Fatal("run did not exit")
	}
	var want strings.Builder
	for i := range 60 {
		fmt.Fprintf(&want, "line %d\n", i)
	}
	assert.Equal(t, want.String(), stdout.String(), "every line passed through, in order")
	assert.Contains(t, stderr.String(), "panic: payment handler exploded")

	// The lines printed while no daemon answered reach the new one.
	text, _ := observeCall(t, d2.httpSession(t), map[string]any{"what": "get_errors", "process_id": "api"})
	assert.Contains(t, text, "payment handler exploded")
	lines := d2.count(t, "lines")
	assert.Greater(t, lines, 60-first, "the backlog was delivered")
	assert.LessOrEqual(t, lines, 65)
}

func TestMCPProxyReconnects(t *testing.T) {
	addr := daemontest.FreeAddr(t)
	d := startDaemonAt(t, addr)
	status, _ := d.post(t, "/v1/events", browserEvents(time.Now(), "first"))
	require.Equal(t, 200, status)

	cmd := exec.Command(daemonBinary(t), "mcp", "--addr", addr)
	// The proxy must not start a daemon of its own: the test starts them.
	cmd.Env = append(os.Environ(), daemon.EnvNoAutostart+"=1", "GORACE=atexit_sleep_ms=0")
	var proxyLog daemontest.Buffer
	cmd.Stderr = &proxyLog
	cs, err := mcp.NewClient(&mcp.Implementation{Name: "test-agent", Version: "1"}, nil).
		Connect(context.Background(), &mcp.CommandTransport{Command: cmd}, nil)
	require.NoError(t, err)
	t.Cleanup(func() {
		cs.Close()
		if t.Failed() {
			t.Logf("proxy log:\n%s", &proxyLog)
		}
	})
	text, _ := observeCall(t, cs, map[string]any{"what": "get_errors"})
	require.Contains(t, text, "total of undefined first")

	d.Stop(t, syscall.SIGKILL)
	ctx, cancel := context.WithTimeout(context.Background(), faultWait)
	defer cancel()
	res, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: "observe", Arguments: map[string]any{"what": "get_errors"}})
	require.NoError(t, err, "a dead daemon is a tool error, not a broken session")
	require.True(t, res.IsError)
	msg := res.Content[0].(*mcp.TextContent).Text
	assert.Contains(t, msg, "errbundle daemon at "+addr+" unavailable")

	d2 := startDaemonAt(t, addr)
	status, _ = d2.post(t, "/v1/events", browserEvents(time.Now(), "second"))
	require.Equal(t, 200, status)
	text, _ = observeCall(t, cs, map[string]any{"what": "get_errors"})
	assert.Contains(t, text, "total of undefined second", "the same stdio session reaches the new daemon")
	assert.NotContains(t, text, "total of undefined first", "the killed daemon's buffers are gone: it saved nothing")
}
