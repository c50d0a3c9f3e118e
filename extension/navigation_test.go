package extension_test

import (
	"bytes"
	"context"
	"io"
	"net/http"
	"net/http/httptest"
	"net/http/httputil"
	"net/url"
	"slices"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/errbundle/errbundle/internal/daemontest"
)

// TestNavigation checks capture/navigation.js in real Chromium, with the
// extension and with the script tag: the page load, pushState,
// replaceState, a hash change, history.back() and a reload each become an
// action from the URL before to the URL after; and what the user typed
// just before leaving the page is still sent as the page goes.
func TestNavigation(t *testing.T) {
	parallel(t)
	b := sharedBrowsers(t)
	p := servePages(t)
	for _, d := range b.deliveries(t) {
		t.Run(d.name, func(t *testing.T) {
			start := p.url("/nav.html", d.query)
			tab := d.open(t, p, "/nav.html")
			for _, id := range []string{"#push", "#replace", "#hash", "#back"} {
				click(t, tab, id)
			}
			ctx, cancel := context.WithTimeout(tab, 15*time.Second)
			defer cancel()
			// history.back() is done when the hash is gone.
			_, err := chromedp.Run(ctx, chromedp.Poll[bool](`location.hash === ''`))
			require.NoError(t, err)
			require.NoError(t, chromedp.Do(ctx, chromedp.Reload()))
			// Typed, then the page is left at once: only the pagehide
			// flush can send it.
			require.NoError(t, chromedp.Do(ctx,
				chromedp.SendKeys(chromedp.CSS("#note"), "last words"),
				chromedp.Navigate(start+"&second=1")))

			settings := start + "&view=settings"
			second := settings + "&tab=2"
			want := []actionItem{
				{Type: "load", Text: "navigate", ToURL: start},
				{Type: "navigate", Text: "pushState", URL: start, ToURL: settings},
				{Type: "navigate", Text: "replaceState", URL: settings, ToURL: second},
				// Chromium fires popstate before hashchange for a new hash:
				// the first event names the navigation.
				{Type: "navigate", Text: "popstate", URL: second, ToURL: second + "#details"},
				{Type: "navigate", Text: "popstate", URL: second + "#details", ToURL: second},
				{Type: "load", Text: "reload", ToURL: second},
				{Type: "input", Selector: "#note", Value: "last words", URL: second},
				{Type: "load", Text: "navigate", ToURL: start + "&second=1"},
			}
			got := waitFor(t, d.daemon, map[string]any{"what": "actions", "limit": 50}, func(r actionsReply) bool {
				return slices.ContainsFunc(r.Actions, func(a actionItem) bool { return a.ToURL == want[len(want)-1].ToURL })
			})
			var seen []actionItem
			for _, a := range slices.Backward(got.Actions) {
				if a.Type == "click" {
					continue // the clicks that made the navigations: see TestActionSelectors
				}
				if a.Type == "load" {
					a.URL = "" // the referrer: Chromium's to decide
				}
				seen = append(seen, a)
			}
			assert.Equal(t, want, seen)
		})
	}
}

// TestInFlightBatchSurvivesReload: a batch already posted when the page
// reloads is not lost with the page. The daemon sits behind a proxy that
// holds each batch for a while and drops it if the browser cancels the
// request, as a busy daemon's slow answer would let happen; the pushState
// recorded just before the reload must still arrive.
func TestInFlightBatchSurvivesReload(t *testing.T) {
	parallel(t)
	b := sharedBrowsers(t)
	p := servePages(t)
	d := daemontest.Start(t, daemonBinary(t), daemontest.Options{})
	target, err := url.Parse(d.URL(""))
	require.NoError(t, err)
	forward := httputil.NewSingleHostReverseProxy(target)
	posted := make(chan struct{}, 64)
	slow := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method == http.MethodPost {
			// Read the whole body first: only then does the server notice
			// the browser closing the connection.
			body, err := io.ReadAll(r.Body)
			if err != nil {
				return
			}
			r.Body = io.NopCloser(bytes.NewReader(body))
			posted <- struct{}{}
			select {
			case <-time.After(700 * time.Millisecond):
			case <-r.Context().Done():
				return // cancelled by the browser: the batch is gone
			}
		}
		forward.ServeHTTP(w, r)
	}))
	t.Cleanup(slow.Close)

	tab := newTab(b.plain, t)
	require.NoError(t, chromedp.Do(tab, chromedp.Navigate(p.url("/nav.html", "capture="+slow.URL))))
	waitFor(t, d, map[string]any{"what": "actions"}, func(r actionsReply) bool { return len(r.Actions) > 0 })
	for len(posted) > 0 {
		<-posted
	}
	click(t, tab, "#push")
	select {
	case <-posted: // the batch with the pushState is on its way
	case <-time.After(10 * time.Second):
		t.Fatal("no batch posted after the click")
	}
	require.NoError(t, chromedp.Do(tab, chromedp.Reload()))
	waitFor(t, d, map[string]any{"what": "actions", "limit": 50}, func(r actionsReply) bool {
		return slices.ContainsFunc(r.Actions, func(a actionItem) bool { return a.Text == "pushState" })
	})
}
