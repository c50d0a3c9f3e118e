package extension_test

import (
	"context"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/errbundle/errbundle/internal/daemontest"
)

// senderOf waits until the script tag's sender has started or failed to,
// and returns what posts the page's batches: "worker" or "page".
func senderOf(tb testing.TB, tab context.Context) string {
	tb.Helper()
	for deadline := time.Now().Add(10 * time.Second); ; time.Sleep(20 * time.Millisecond) {
		s, err := chromedp.Run(tab, chromedp.Evaluate[string](`window[Symbol.for('errbundle.capture')].stats().sender`))
		require.NoError(tb, err)
		if s != "starting" {
			return s
		}
		require.True(tb, time.Now().Before(deadline), "the sender worker neither ran nor failed")
	}
}

// pagePosts counts the page's own requests to the daemon's /v1/events, by
// its resource timing: a worker's requests are in the worker's timeline,
// not the page's.
func pagePosts(tb testing.TB, tab context.Context) int {
	tb.Helper()
	n, err := chromedp.Run(tab, chromedp.Evaluate[int](`performance.getEntriesByType('resource').filter((e) => e.name.endsWith('/v1/events')).length`))
	require.NoError(tb, err)
	return n
}

// TestSender checks, in real Chromium, that the script tag posts its
// batches from its sender worker (sender.js), not from the page's thread,
// and that a page whose Content Security Policy forbids blob: workers
// still delivers everything, posting from the page.
func TestSender(t *testing.T) {
	b := sharedBrowsers(t)
	p := servePages(t)
	d := daemontest.Start(t, daemonBinary(t), daemontest.Options{})

	t.Run("worker", func(t *testing.T) {
		tab := newTab(b.plain, t)
		require.NoError(t, chromedp.Do(tab, chromedp.Navigate(p.url("/core.html", "capture="+d.URL("")))))
		require.Equal(t, "worker", senderOf(t, tab))
		// The page load's action goes from the page (an action explains a
		// reload: see sender.js): count from here.
		waitFor(t, d, map[string]any{"what": "actions"}, func(r actionsReply) bool { return len(r.Actions) > 0 })
		before := pagePosts(t, tab)
		// Logs and a request, with no action among them: the worker's.
		_, err := chromedp.Run(tab, chromedp.Evaluate[bool](`for (let i = 0; i < 120; i++) console.log('burst ' + i); fetch('/api/ok'); true`))
		require.NoError(t, err)
		got := waitFor(t, d, map[string]any{"what": "logs", "limit": 500}, func(r logsReply) bool { return len(r.Logs) >= 120 })
		assert.Len(t, got.Logs, 120, "each log of the burst once")
		waitFor(t, d, map[string]any{"what": "network_bodies", "limit": 50}, func(r requestsReply) bool {
			return slices.ContainsFunc(r.Requests, func(q requestItem) bool { return strings.HasSuffix(q.URL, "/api/ok") })
		})
		assert.Equal(t, before, pagePosts(t, tab), "requests to the daemon the page made itself")

		// An error goes from the page, which outlives the worker.
		_, err = chromedp.Run(tab, chromedp.Evaluate[bool](`setTimeout(() => { throw new Error('from the page') }); true`))
		require.NoError(t, err)
		waitFor(t, d, map[string]any{"what": "errors", "source": "browser", "limit": 50}, func(r errorsReply) bool {
			_, ok := r.errorWith("from the page")
			return ok
		})
		assert.Equal(t, before+1, pagePosts(t, tab), "requests to the daemon the page made itself")
	})

	t.Run("CSP forbids blob workers", func(t *testing.T) {
		// sweep-csp.html's script-src names no blob:, and worker-src
		// falls back to it.
		tab := newTab(b.plain, t)
		require.NoError(t, chromedp.Do(tab, chromedp.Navigate(p.url("/sweep-csp.html", "capture="+d.URL("")))))
		require.Equal(t, "page", senderOf(t, tab))
		_, err := chromedp.Run(tab, chromedp.Evaluate[bool](`setTimeout(() => { throw new Error('thrown under a strict policy') }); true`))
		require.NoError(t, err)
		got := waitFor(t, d, map[string]any{"what": "errors", "source": "browser", "limit": 50}, func(r errorsReply) bool {
			_, ok := r.errorWith("thrown under a strict policy")
			return ok
		})
		for _, e := range got.Errors {
			assert.NotContains(t, e.Message, "blob", "our own refused worker reported: %q", e.Message)
		}
		assert.Positive(t, pagePosts(t, tab), "the page posted its batches itself")
	})
}
