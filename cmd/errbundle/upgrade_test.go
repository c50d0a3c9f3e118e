package main

import (
	"bytes"
	"context"
	"os"
	"os/exec"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/errbundle/errbundle/daemon"
	"github.com/errbundle/errbundle/internal/daemontest"
)

// TestUpgradeReplacesAutostartedDaemon runs two real builds, 0.0.9 and
// 0.1.0, as a user who upgrades would: the old one's `errbundle mcp`
// autostarts a daemon that takes events; the new one's finds it, stops it
// (it saves its state file) and starts itself, which loads that file. The
// old one, run again, leaves the newer daemon be; and a daemon the user
// started by hand is never replaced.
func TestUpgradeReplacesAutostartedDaemon(t *testing.T) {
	oldBin := daemontest.Binary(t, "-ldflags=-X main.version=0.0.9")
	newBin := daemontest.Binary(t, "-ldflags=-X main.version=0.1.0")
	// The state file and the daemon's log go here, not in the user's cache.
	env := append(envWithout(daemon.EnvState), "XDG_CACHE_HOME="+t.TempDir(), "HOME="+t.TempDir())
	addr := daemontest.FreeAddr(t)
	d := &binDaemon{&daemontest.Daemon{Addr: addr}}
	t.Cleanup(func() { stopByHealth(t, d) })

	mcpOnce(t, oldBin, addr, env)
	h := d.health(t)
	assert.Equal(t, "0.0.9", h["version"])
	assert.Equal(t, true, h["autostarted"])
	oldPID := h["pid"].(float64)
	status, _ := d.post(t, "/v1/events", browserEvents(time.Now(), "before the upgrade"))
	require.Equal(t, 200, status)

	mcpOnce(t, newBin, addr, env)
	h = d.health(t)
	assert.Equal(t, "0.1.0", h["version"], "the newer errbundle replaced the older daemon")
	assert.NotEqual(t, oldPID, h["pid"])
	assert.Equal(t, 1, d.count(t, "errors"), "the old daemon's state file loads in the new one")

	newPID := h["pid"]
	mcpOnce(t, oldBin, addr, env)
	assert.Equal(t, newPID, d.health(t)["pid"], "an older errbundle does not replace a newer daemon")

	t.Run("started by hand", func(t *testing.T) {
		byHand := daemontest.Start(t, oldBin, daemontest.Options{Env: env})
		mcpOnce(t, newBin, byHand.Addr, env)
		h := (&binDaemon{byHand}).health(t)
		assert.Equal(t, "0.0.9", h["version"], "errbundle serve is the user's to restart")
		assert.Equal(t, false, h["autostarted"])
	})
}

// mcpOnce runs bin mcp with stdin closed: it makes sure of the daemon
// (the upgrade check included), then ends.
func mcpOnce(tb testing.TB, bin, addr string, env []string) {
	tb.Helper()
	cmd := exec.Command(bin, "mcp", "--addr", addr)
	cmd.Env, cmd.Stdin = env, bytes.NewReader(nil)
	out, err := cmd.CombinedOutput()
	require.NoError(tb, err, "%s", out)
	require.True(tb, daemon.Healthy(context.Background(), addr), "%s", out)
}

// stopByHealth stops the autostarted daemon on d's address by the pid its
// health names.
func stopByHealth(tb testing.TB, d *binDaemon) {
	if !daemon.Healthy(context.Background(), d.Addr) {
		return
	}
	p, err := os.FindProcess(int(d.health(tb)["pid"].(float64)))
	require.NoError(tb, err)
	require.NoError(tb, p.Signal(syscall.SIGTERM))
	require.Eventually(tb, func() bool { return !daemon.Healthy(context.Background(), d.Addr) }, 10*time.Second, 20*time.Millisecond)
}
