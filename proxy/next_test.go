package proxy_test

import (
	"context"
	"fmt"
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
)

// TestProxyNextJS opens the real Next.js app of testdata/apps/next (next
// dev, Turbopack) through the proxy: the page hydrates (its dev resources
// and HMR socket are not refused as cross-origin), and the cart's bugs —
// an uncaught TypeError on click, a console.error, a failed fetch — reach
// the daemon from the injected script.
func TestProxyNextJS(t *testing.T) {
	npm, err := exec.LookPath("npm")
	if err != nil {
		t.Skip("npm not installed: skipping the Next.js app")
	}
	r := startRig(t)
	app := installApp(t, npm, "next")
	origin, log := runNext(t, app)
	proxyURL, _ := startProxy(t, r.daemon, origin)
	t.Logf("next dev serves %s, the proxy %s", origin, proxyURL)

	tab, cancel := chromedp.NewContext(r.browser)
	defer cancel()
	require.NoError(t, chromedp.Do(tab)) // the tab lives as long as this first call's context
	openHydrated(t, tab, proxyURL+"/cart", "#checkout")
	require.True(t, captured(t, tab))
	t.Log("hydrated through the proxy")
	for _, id := range []string{"#checkout", "#save", "#sync"} {
		require.NoError(t, chromedp.Do(tab, chromedp.Click(chromedp.CSS(id))))
	}
	waitError(t, r.daemon, "Cannot read properties of undefined")
	waitError(t, r.daemon, "cart not saved")
	waitFor(t, r.daemon, map[string]any{"what": "network_bodies", "url": "127.0.0.1:9/sync"}, func(q requests) bool {
		return len(q.Requests) > 0 && q.Requests[0].Status == 0
	})
	// Next's HMR socket, through the proxy, says so in the console.
	waitFor(t, r.daemon, map[string]any{"what": "logs", "limit": 200}, func(l struct {
		Logs []struct{ Message string } `json:"logs"`
	}) bool {
		for _, x := range l.Logs {
			if strings.Contains(x.Message, "[HMR] connected") {
				return true
			}
		}
		return false
	})
	assert.NotContains(t, log.String(), "Blocked cross-origin request")
}

// runNext runs next dev for the app on a free loopback port, its build in
// a directory of its own, and returns its origin once it answers, and its
// output; the test's cleanup stops its process group.
func runNext(tb testing.TB, dir string) (string, *daemontest.Buffer) {
	tb.Helper()
	addr := daemontest.FreeAddr(tb)
	host, port, _ := strings.Cut(addr, ":")
	cmd := exec.Command(filepath.Join("node_modules", ".bin", "next"), "dev", "-H", host, "-p", port)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "NEXT_TELEMETRY_DISABLED=1", "ERRBUNDLE_NEXT_DIST_DIR=.next-proxy")
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
			tb.Logf("next dev output:\n%s", out)
		}
	})
	origin := "http://" + addr
	client := &http.Client{Timeout: 5 * time.Second}
	deadline := time.Now().Add(120 * time.Second)
	for {
		if res, err := client.Get(origin + "/"); err == nil {
			res.Body.Close()
			return origin, out
		}
		select {
		case <-exited:
			tb.Fatalf("next dev exited before serving %s:\n%s", origin, out)
		default:
		}
		if time.Now().After(deadline) {
			tb.Fatalf("next dev did not serve %s within 120s:\n%s", origin, out)
		}
		time.Sleep(200 * time.Millisecond)
	}
}

// openHydrated opens url in tab and waits until React has hydrated sel.
func openHydrated(tb testing.TB, tab context.Context, url, sel string) {
	tb.Helper()
	ctx, cancel := context.WithTimeout(tab, 90*time.Second)
	defer cancel()
	require.NoError(tb, chromedp.Do(ctx, chromedp.Navigate(url)), "open %s", url)
	js := fmt.Sprintf(`(() => { const el = document.querySelector(%q); return !!el && Object.keys(el).some(k => k.startsWith("__reactProps")); })()`, sel)
	for {
		ok, err := chromedp.Run(ctx, chromedp.Evaluate[bool](js))
		require.NoError(tb, err, "React never hydrated %s on %s", sel, url)
		if ok {
			return
		}
		time.Sleep(100 * time.Millisecond)
	}
}
