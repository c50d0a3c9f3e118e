package extension_test

import (
	"context"
	"net/url"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestRequestsBeforeLeaving opens testdata/pages/leave.html in real
// Chromium, with the extension and with the script tag: it fetches twice
// and leaves the page as soon as both have answered, or 300 ms later
// (past capture's gathering of 100 ms and its wait for idle time), one
// answer's body still arriving. Both requests must reach the daemon, from
// the page's own capture (with its tab, through the extension): the
// page's last flush sends them, a body still being read cut where the
// page closed, saying so.
//
// Before it, a body read in progress when the page closed never ended,
// and its request was lost with it (TestProxyWithExtension's GET and
// POST, read in an idle callback just before the test navigated, reached
// the daemon only as the proxy's records). With main's capture, which
// reads each body at once, /api/slow was lost both ways; with the
// idle-time batches it was lost after 300 ms, and at once both went with
// empty bodies, saying nothing of why.
func TestRequestsBeforeLeaving(t *testing.T) {
	parallel(t)
	b := sharedBrowsers(t)
	p := servePages(t)
	for _, d := range b.deliveries(t) {
		for _, wait := range []string{"0", "300"} {
			t.Run(d.name+"/wait="+wait, func(t *testing.T) {
				leaveAndCheck(t, d, p, wait)
			})
		}
	}
}

// unread is how capture ends a body the page closed before it was read.
const unread = "[body unread: the page closed first]"

// leaveAndCheck opens leave.html?wait=wait with d's capture and checks
// that the requests it made reached d's daemon: see
// TestRequestsBeforeLeaving.
func leaveAndCheck(t *testing.T, d delivery, p *pages, wait string) {
	type request struct {
		URL          string `json:"url"`
		Status       int    `json:"status"`
		RequestBody  string `json:"request_body"`
		ResponseBody string `json:"response_body"`
		TabID        any    `json:"tab_id"`
	}
	type requests struct {
		Requests []request `json:"requests"`
	}
	query := "wait=" + wait
	if d.query != "" {
		query += "&" + d.query
	}
	tab := newTab(d.browser, t)
	require.NoError(t, chromedp.Do(tab, chromedp.Navigate(p.url("/leave.html", query))))
	waitLeft(t, tab, "/nav.html")

	byPath := func(r requests) map[string][]request {
		out := map[string][]request{}
		for _, q := range r.Requests {
			if u, err := url.Parse(q.URL); err == nil {
				out[u.Path] = append(out[u.Path], q)
			}
		}
		return out
	}
	args := map[string]any{"what": "network_bodies", "url": "?wait=" + wait, "limit": 50}
	got := byPath(waitFor(t, d.daemon, args, func(r requests) bool {
		g := byPath(r)
		return len(g["/api/ok"]) > 0 && len(g["/api/slow"]) > 0
	}))
	require.Len(t, got["/api/ok"], 1, "%+v", got)
	require.Len(t, got["/api/slow"], 1, "%+v", got)
	ok, slow := got["/api/ok"][0], got["/api/slow"][0]
	if d.name == "extension" {
		assert.NotNil(t, ok.TabID, "the extension's report of it")
		assert.NotNil(t, slow.TabID, "the extension's report of it")
	}
	assert.Equal(t, 500, slow.Status)
	assert.Equal(t, "sku=A1", slow.RequestBody)
	// What had arrived when the page closed (the app had read it too),
	// and why the rest is missing.
	assert.Equal(t, "out of stock: …"+unread, slow.ResponseBody)
	// The fast answer's body was read, or was still waiting for its
	// batch's read when the page closed: either way it says which.
	assert.Contains(t, []string{`{"ok":true}`, unread}, ok.ResponseBody)
}

// waitLeft waits until tab shows the page at path: a poll in the page
// would end with the navigation it waits for.
func waitLeft(t *testing.T, tab context.Context, path string) {
	t.Helper()
	ctx, cancel := context.WithTimeout(tab, 15*time.Second)
	defer cancel()
	for {
		at, err := chromedp.Run(ctx, chromedp.Evaluate[string](`location.pathname`))
		if err == nil && at == path {
			return
		}
		select {
		case <-ctx.Done():
			t.Fatalf("the page never went to %s (at %q, %v)", path, at, err)
		case <-time.After(50 * time.Millisecond):
		}
	}
}
