package extension_test

import (
	"context"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

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
