package extension_test

import (
	"context"
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"os/exec"
	"regexp"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/errbundle/errbundle/daemon"
	"github.com/errbundle/errbundle/internal/daemontest"
	"github.com/errbundle/errbundle/proxy"
)

// proxiedPage fetches two APIs once it has loaded: one answers, one fails.
const proxiedPage = `<!doctype html><html><head><title>proxied</title></head><body>
<p id="out">loading</p>
<script>
Promise.all([fetch('/api/items').then(r => r.json()), fetch('/api/fail', {method: 'POST', body: 'x=1'})])
  .then(([items, fail]) => { document.getElementById('out').textContent = items.n + ' ' + fail.status; });
</script>
</body></html>`

// TestProxyWithExtension opens a page through errbundle proxy in the
// Chromium that runs the extension. Both see each fetch: the proxy on the
// wire, the extension's capture script in the page (the proxy's own
// script tag stands down for it). The daemon must get each request once,
// as the extension's capture reported it (with its tab), not the proxy's
// record of it as well.
func TestProxyWithExtension(t *testing.T) {
	parallel(t)
	b := sharedBrowsers(t)
	bin := daemonBinary(t)
	d := daemontest.Start(t, bin, daemontest.Options{})
	configureExtension(b.ext, t, b.extID, d.URL(""), "")

	target := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		switch r.URL.Path {
		case "/":
			w.Header().Set("Content-Type", "text/html; charset=utf-8")
			w.Write([]byte(proxiedPage))
		case "/api/items":
			w.Header().Set("Content-Type", "application/json")
			w.Write([]byte(`{"n": 3}`))
		case "/api/fail":
			http.Error(w, "out of stock", http.StatusInternalServerError)
		case "/broken":
			// A page whose server render threw: an error document.
			w.Header().Set("Content-Type", "text/html; charset=utf-8")
			w.WriteHeader(http.StatusInternalServerError)
			w.Write([]byte(`<!doctype html><html><head><title>500</title></head><body><h1 id="err">500 Server Error</h1><p>cart is empty</p></body></html>`))
		default:
			http.NotFound(w, r)
		}
	}))
	t.Cleanup(target.Close)
	u, err := url.Parse(target.URL)
	require.NoError(t, err)
	del := proxy.NewDelivery(proxy.DeliveryConfig{Daemon: d.Addr, Command: "errbundle proxy " + target.URL, Hold: 500 * time.Millisecond})
	srv := httptest.NewServer(proxy.New(proxy.Config{Target: u, Record: del.Record, Unreachable: del.Unreachable, Forward: del}))
	t.Cleanup(srv.Close)

	tab := newTab(b.ext, t)
	ctx, cancel := context.WithTimeout(tab, 30*time.Second)
	defer cancel()
	require.NoError(t, chromedp.Do(ctx, chromedp.Navigate(srv.URL+"/")))
	waitText(t, tab, "#out", "3 500")
	require.NoError(t, chromedp.Do(ctx, chromedp.Navigate(srv.URL+"/broken")))
	waitText(t, tab, "#err", "500 Server Error")

	type requests struct {
		Requests []struct {
			Method string `json:"method"`
			URL    string `json:"url"`
			Status int    `json:"status"`
			TabID  any    `json:"tab_id"`
		} `json:"requests"`
	}
	// Both reports of each fetch are in: the extension's (a batch at most
	// 100 ms after it) and, once the proxy has delivered everything it
	// held, the proxy's, if it did not stand down.
	waitFor(t, d, map[string]any{"what": "network_bodies", "url": "/api/"}, func(r requests) bool { return len(r.Requests) >= 2 })
	waitFor(t, d, map[string]any{"what": "network_bodies", "url": "/broken"}, func(r requests) bool { return len(r.Requests) >= 1 })
	flush, cancelFlush := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancelFlush()
	del.Close(flush) // sends what it still holds

	got := observeJSON[requests](t, d, map[string]any{"what": "network_bodies", "url": "/api/", "limit": 50})
	pages := observeJSON[requests](t, d, map[string]any{"what": "network_bodies", "url": "/broken", "limit": 50})
	require.Len(t, pages.Requests, 1, "the error document once: %+v", pages.Requests)
	assert.NotNil(t, pages.Requests[0].TabID, "the extension's record of it")
	assert.Equal(t, http.StatusInternalServerError, pages.Requests[0].Status)
	count := map[string]int{}
	for _, r := range got.Requests {
		p, err := url.Parse(r.URL)
		require.NoError(t, err)
		key := r.Method + " " + p.Path
		count[key]++
		assert.NotNil(t, r.TabID, "%s: recorded without its tab: the proxy's record, not the extension's report", key)
	}
	assert.Equal(t, map[string]int{"GET /api/items": 1, "POST /api/fail": 1}, count, "each fetch once: %+v", got.Requests)
	for _, r := range got.Requests {
		assert.False(t, strings.Contains(r.URL, proxy.Prefix), "the capture's own traffic is recorded: %s", r.URL)
	}
}

// completedPage loads a script the dev server cannot build and posts a
// fetch that fails, then says it is done.
const completedPage = `<!doctype html><html><head><title>completed</title>
<script src="/src/broken.js"></script></head><body>
<p id="out">loading</p>
<script>
fetch('/api/fail', {method: 'POST', headers: {'X-Cart': '7'}, body: 'sku=A1'})
  .then(r => r.text()).then(t => { document.getElementById('out').textContent = 'done ' + t.trim(); });
</script>
</body></html>`

// TestProxyExtensionOneEntry opens a page through the real errbundle proxy
// binary in the Chromium that runs the extension: both report the failed
// script load and the fetch. Each is stored once, the first report
// completed by the other's fields (#31 item 7): the extension alone knows
// the tab, the initiator and the load's error; the proxy alone has the
// script's answer, the dev server's build error.
func TestProxyExtensionOneEntry(t *testing.T) {
	parallel(t)
	b := sharedBrowsers(t)
	bin := daemonBinary(t)
	d := daemontest.Start(t, bin, daemontest.Options{})
	configureExtension(b.ext, t, b.extID, d.URL(""), "")

	target := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		switch r.URL.Path {
		case "/":
			w.Header().Set("Content-Type", "text/html; charset=utf-8")
			w.Write([]byte(completedPage))
		case "/src/broken.js":
			// What Vite answers for a module esbuild cannot parse.
			w.Header().Set("Content-Type", "text/javascript")
			w.WriteHeader(http.StatusInternalServerError)
			w.Write([]byte("Transform failed with 1 error:\n/app/src/broken.js:3:0: ERROR: Unexpected \"}\""))
		case "/api/fail":
			http.Error(w, "out of stock", http.StatusInternalServerError)
		default:
			http.NotFound(w, r)
		}
	}))
	t.Cleanup(target.Close)
	origin := startProxyBinary(t, bin, d, target.URL)

	tab := newTab(b.ext, t)
	ctx, cancel := context.WithTimeout(tab, 30*time.Second)
	defer cancel()
	require.NoError(t, chromedp.Do(ctx, chromedp.Navigate(origin+"/")))
	waitText(t, tab, "#out", "done out of stock")

	type request struct {
		Method       string `json:"method"`
		URL          string `json:"url"`
		Status       int    `json:"status"`
		ResponseBody string `json:"response_body"`
		RequestBody  string `json:"request_body"`
		Error        string `json:"error"`
		Initiator    string `json:"initiator"`
		TabID        any    `json:"tab_id"`
	}
	type requests struct {
		Requests []request `json:"requests"`
	}
	byPath := func(r requests, path string) []request {
		var out []request
		for _, q := range r.Requests {
			if u, err := url.Parse(q.URL); err == nil && u.Path == path {
				out = append(out, q)
			}
		}
		return out
	}
	// Both observers' copies are in once the daemon has dropped two
	// duplicates; the entries are then as complete as they will get.
	args := map[string]any{"what": "network_bodies", "url": "/", "limit": 50}
	waitFor(t, d, args, func(r requests) bool {
		return len(byPath(r, "/src/broken.js")) > 0 && len(byPath(r, "/api/fail")) > 0 && networkDuplicates(t, d) >= 2
	})
	got := observeJSON[requests](t, d, args)

	script := byPath(got, "/src/broken.js")
	require.Len(t, script, 1, "the failed script once: %+v", got.Requests)
	assert.NotNil(t, script[0].TabID, "the extension's: its tab")
	assert.Equal(t, "script", script[0].Initiator, "the extension's: what loaded it")
	assert.Contains(t, script[0].Error, "failed to load <script>", "the extension's: what the page saw")
	assert.Equal(t, http.StatusInternalServerError, script[0].Status)
	assert.Contains(t, script[0].ResponseBody, `Transform failed with 1 error`, "the proxy's: the answer the page never read")

	fail := byPath(got, "/api/fail")
	require.Len(t, fail, 1, "the fetch once: %+v", got.Requests)
	assert.NotNil(t, fail[0].TabID)
	assert.Equal(t, "fetch", fail[0].Initiator)
	assert.Equal(t, http.StatusInternalServerError, fail[0].Status)
	assert.Equal(t, "sku=A1", fail[0].RequestBody)
	assert.Contains(t, fail[0].ResponseBody, "out of stock")
}

// startProxyBinary runs `errbundle proxy` for target on a free loopback
// port, its events going to d, and returns the origin it serves once it
// answers. The test's cleanup stops it with SIGTERM.
func startProxyBinary(t *testing.T, bin string, d *daemontest.Daemon, target string) string {
	t.Helper()
	listen := daemontest.FreeAddr(t)
	cmd := exec.Command(bin, "proxy", "--listen", listen, "--addr", d.Addr, target)
	cmd.Env = append(os.Environ(), daemon.EnvNoAutostart+"=1")
	out := &daemontest.Buffer{}
	cmd.Stdout, cmd.Stderr = out, out
	require.NoError(t, cmd.Start())
	exited := make(chan struct{})
	go func() {
		_ = cmd.Wait()
		close(exited)
	}()
	t.Cleanup(func() {
		_ = cmd.Process.Signal(syscall.SIGTERM)
		select {
		case <-exited:
		case <-time.After(10 * time.Second):
			_ = cmd.Process.Kill()
			<-exited
		}
		if t.Failed() {
			t.Logf("errbundle proxy, output:\n%s", out)
		}
	})
	origin := "http://" + listen
	client := &http.Client{Timeout: 2 * time.Second}
	for deadline := time.Now().Add(15 * time.Second); ; time.Sleep(50 * time.Millisecond) {
		if res, err := client.Get(origin + "/"); err == nil {
			res.Body.Close()
			return origin
		}
		select {
		case <-exited:
			t.Fatalf("errbundle proxy exited before serving %s: %v\n%s", origin, cmd.ProcessState, out)
		default:
		}
		if time.Now().After(deadline) {
			t.Fatalf("errbundle proxy did not answer on %s in 15 s:\n%s", origin, out)
		}
	}
}

// networkDuplicates is how many network events the daemon took as a
// second observer's copy, from its health detail.
func networkDuplicates(tb testing.TB, d *daemontest.Daemon) int {
	tb.Helper()
	resp, err := http.Get(d.URL("/v1/health"))
	require.NoError(tb, err)
	defer resp.Body.Close()
	body, err := io.ReadAll(resp.Body)
	require.NoError(tb, err)
	m := regexp.MustCompile(`"duplicate:network":(\d+)`).FindSubmatch(body)
	if m == nil {
		return 0
	}
	n, _ := strconv.Atoi(string(m[1]))
	return n
}
