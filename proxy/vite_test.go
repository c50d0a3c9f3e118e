package proxy_test

import (
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/errbundle/errbundle/internal/daemontest"
	"github.com/errbundle/errbundle/internal/npmtest"
)

// TestProxyViteHMR opens the real Vite app of testdata/apps/vite-react
// through the proxy and edits a component: the HMR WebSocket goes through
// the proxy, the page updates in place (no reload), and the capture
// script, injected with no extension, reports the app's failed request.
func TestProxyViteHMR(t *testing.T) {
	npm, err := exec.LookPath("npm")
	if err != nil {
		t.Skip("npm not installed: skipping the Vite app")
	}
	r := startRig(t)
	app := installApp(t, npm, "vite-react")
	port := strings.TrimPrefix(daemontest.FreeAddr(t), "127.0.0.1:")
	origin := runVite(t, app, port)
	proxyURL, _ := startProxy(t, r.daemon, origin)

	tab := r.tab(t, proxyURL+"/", "Shop admin")
	require.True(t, captured(t, tab))
	waitFor(t, r.daemon, map[string]any{"what": "logs", "limit": 100}, func(l struct {
		Logs []struct{ Message string } `json:"logs"`
	}) bool {
		for _, x := range l.Logs {
			if strings.Contains(x.Message, "[vite] connected") {
				return true
			}
		}
		return false
	})

	// Edit the heading, as a developer would, and put it back afterwards.
	file := filepath.Join(app, "src", "App.tsx")
	orig, err := os.ReadFile(file)
	require.NoError(t, err)
	t.Cleanup(func() { os.WriteFile(file, orig, 0o644) })
	_, err = chromedp.Run(tab, chromedp.Evaluate[bool](`window.beforeEdit = true`))
	require.NoError(t, err)
	require.NoError(t, os.WriteFile(file, []byte(strings.Replace(string(orig), "<h1>Shop admin</h1>", "<h1>Shop admin, hot</h1>", 1)), 0o644))
	deadline := time.Now().Add(30 * time.Second)
	for {
		h1, err := chromedp.Run(tab, chromedp.Evaluate[string](`document.querySelector('h1') ? document.querySelector('h1').textContent : ''`))
		require.NoError(t, err)
		if h1 == "Shop admin, hot" {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("the edit never reached the page through the proxy; heading %q", h1)
		}
		time.Sleep(100 * time.Millisecond)
	}
	kept, err := chromedp.Run(tab, chromedp.Evaluate[bool](`window.beforeEdit === true`))
	require.NoError(t, err)
	assert.True(t, kept, "a hot update, not a reload")

	// The app's failing profile call, reported by the injected script.
	require.NoError(t, chromedp.Do(tab, chromedp.Click(chromedp.CSS(`section.card button`))))
	waitFor(t, r.daemon, map[string]any{"what": "network_bodies", "url": "/api/profile"}, func(q requests) bool {
		return len(q.Requests) > 0 && q.Requests[0].Status == 500
	})
}

// installApp makes sure testdata/apps/name has its node_modules (see
// npmtest.CI) and returns the app's directory.
func installApp(tb testing.TB, npm, name string) string {
	tb.Helper()
	dir, err := filepath.Abs(filepath.Join("..", "testdata", "apps", name))
	require.NoError(tb, err)
	npmtest.CI(tb, npm, dir)
	return dir
}

// runVite runs the app's Vite dev server on 127.0.0.1:port and returns its
// origin once it answers; the test's cleanup stops its process group.
func runVite(tb testing.TB, dir, port string) string {
	tb.Helper()
	origin := "http://127.0.0.1:" + port
	cmd := exec.Command(filepath.Join("node_modules", ".bin", "vite"), "--host", "127.0.0.1", "--port", port, "--strictPort")
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "BROWSER=none", "NO_COLOR=1")
	out := &daemontest.Buffer{}
	cmd.Stdout, cmd.Stderr = out, out
	daemontest.OwnGroup(cmd)
	require.NoError(tb, cmd.Start())
	exited := make(chan struct{})
	go func() { cmd.Wait(); close(exited) }()
	tb.Cleanup(func() {
		daemontest.SignalGroup(cmd.Process.Pid, syscall.SIGTERM)
		select {
		case <-exited:
		case <-time.After(10 * time.Second):
			daemontest.SignalGroup(cmd.Process.Pid, syscall.SIGKILL)
			<-exited
		}
		if tb.Failed() {
			tb.Logf("vite output:\n%s", out)
		}
	})
	client := &http.Client{Timeout: 2 * time.Second}
	deadline := time.Now().Add(60 * time.Second)
	for {
		if res, err := client.Get(origin + "/"); err == nil {
			res.Body.Close()
			if res.StatusCode == http.StatusOK {
				return origin
			}
		}
		select {
		case <-exited:
			tb.Fatalf("vite exited before serving %s:\n%s", origin, out)
		default:
		}
		if time.Now().After(deadline) {
			tb.Fatalf("vite did not serve %s within 60s:\n%s", origin, out)
		}
		time.Sleep(100 * time.Millisecond)
	}
}
