package extension_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestNetwork checks capture/network.js in real Chromium, with the extension
// and with the script tag: fetch and XMLHttpRequest requests, answered or
// failed, reach the daemon with status, bodies (secrets redacted) and
// error, the app sees its responses unchanged, and capture's own posts to
// the daemon are not recorded.
func TestNetwork(t *testing.T) {
	parallel(t)
	b := sharedBrowsers(t)
	p := servePages(t)
	for _, d := range b.deliveries(t) {
		t.Run(d.name, func(t *testing.T) {
			tab := d.open(t, p, "/network.html")
			click(t, tab, "#run")
			ctx, cancel := context.WithTimeout(tab, 15*time.Second)
			defer cancel()
			results, err := chromedp.Run(ctx, chromedp.Poll[string](`document.getElementById('done').textContent || false`))
			require.NoError(t, err)
			// What the app itself saw: bodies still readable after capture
			// read its clone, failures still failures.
			assert.Equal(t, `[200,401,"bad password",500,"TypeError",0]`, results)

			got := waitFor(t, d.daemon, map[string]any{"what": "network_bodies", "limit": 50}, func(r requestsReply) bool {
				return len(r.Requests) >= 5
			})
			find := func(method, path string) requestItem {
				t.Helper()
				for _, r := range got.Requests {
					if r.Method == method && strings.HasSuffix(r.URL, path) {
						return r
					}
				}
				t.Fatalf("no %s %s in %+v", method, path, got.Requests)
				return requestItem{}
			}

			ok := find("GET", "/api/ok")
			assert.Equal(t, 200, ok.Status)
			assert.Equal(t, "fetch", ok.Initiator)
			assert.JSONEq(t, `{"ok":true}`, ok.ResponseBody)

			login := find("POST", "/api/login")
			assert.Equal(t, 401, login.Status)
			assert.Contains(t, login.RequestBody, `"user":"ada"`)
			assert.Contains(t, login.ResponseBody, `"error":"bad password"`)

			broken := find("GET", "/api/broken")
			assert.Equal(t, 500, broken.Status)
			assert.Equal(t, "xhr", broken.Initiator)
			assert.JSONEq(t, `{"error":"database on fire"}`, broken.ResponseBody)

			down := find("GET", "/down")
			assert.Zero(t, down.Status)
			assert.Equal(t, "TypeError: Failed to fetch", down.Error)

			downXHR := find("GET", "/down-xhr")
			assert.Zero(t, downXHR.Status)
			assert.Equal(t, "network error", downXHR.Error)

			for _, r := range got.Requests {
				assert.NotContains(t, r.URL, d.daemon.Addr, "capture recorded its own post to the daemon")
				for _, secret := range []string{"hunter2-S3cret!", "do-not-send-me"} {
					assert.NotContains(t, r.RequestBody+r.ResponseBody, secret, "%s %s", r.Method, r.URL)
				}
			}
		})
	}
}
