package extension_test

import (
	"context"
	"encoding/json"
	"fmt"
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

// waitPagePosts waits until the page's timeline holds at least n
// requests to the daemon, for 15 seconds at most, and returns how many it
// holds: a PerformanceObserver in the page answers when an entry is
// added, so the wait ends with the entry, not with a poll.
func waitPagePosts(tb testing.TB, tab context.Context, n int) int {
	tb.Helper()
	got, err := chromedp.Run(tab, chromedp.Evaluate[int](fmt.Sprintf(`new Promise((resolve) => {
  const count = () => performance.getEntriesByType('resource').filter((e) => e.name.endsWith('/v1/events')).length;
  if (count() >= %[1]d) return resolve(count());
  const seen = new PerformanceObserver(() => { if (count() >= %[1]d) { seen.disconnect(); resolve(count()); } });
  seen.observe({type: 'resource'});
  setTimeout(() => { seen.disconnect(); resolve(count()); }, 15000);
})`, n), chromedp.EvalAwaitPromise))
	require.NoError(tb, err)
	return got
}

// TestSender checks, in real Chromium, that the script tag posts its
// batches from its sender worker (sender.js), not from the page's thread,
// and that a page whose Content Security Policy forbids blob: workers
// still delivers everything, posting from the page.
func TestSender(t *testing.T) {
	parallel(t)
	b := sharedBrowsers(t)
	p := servePages(t)
	d := daemontest.Start(t, daemonBinary(t), daemontest.Options{})

	t.Run("worker", func(t *testing.T) {
		tab := newTab(b.plain, t)
		require.NoError(t, chromedp.Do(tab, chromedp.Navigate(p.url("/core.html", "capture="+d.URL("")))))
		require.Equal(t, "worker", senderOf(t, tab))
		// The page load's action goes from the worker too: the page
		// posts only as it closes (see sender.js).
		waitFor(t, d, map[string]any{"what": "actions"}, func(r actionsReply) bool { return len(r.Actions) > 0 })
		before := pagePosts(t, tab)
		// Logs and a request: the worker's.
		_, err := chromedp.Run(tab, chromedp.Evaluate[bool](`for (let i = 0; i < 120; i++) console.log('burst ' + i); fetch('/api/ok'); true`))
		require.NoError(t, err)
		got := waitFor(t, d, map[string]any{"what": "logs", "limit": 500}, func(r logsReply) bool { return len(r.Logs) >= 120 })
		assert.Len(t, got.Logs, 120, "each log of the burst once")
		waitFor(t, d, map[string]any{"what": "network_bodies", "limit": 50}, func(r requestsReply) bool {
			return slices.ContainsFunc(r.Requests, func(q requestItem) bool { return strings.HasSuffix(q.URL, "/api/ok") })
		})
		assert.Equal(t, before, pagePosts(t, tab), "requests to the daemon the page made itself")

		// An error too: if the page closed before the worker's answer, its
		// last flush would post it again (TestInFlightBatchSurvivesReload).
		_, err = chromedp.Run(tab, chromedp.Evaluate[bool](`setTimeout(() => { throw new Error('from the worker') }); true`))
		require.NoError(t, err)
		waitFor(t, d, map[string]any{"what": "errors", "source": "browser", "limit": 50}, func(r errorsReply) bool {
			_, ok := r.errorWith("from the worker")
			return ok
		})
		assert.Equal(t, before, pagePosts(t, tab), "requests to the daemon the page made itself")
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
		// The timeline's entry comes once the page read the answer, which
		// may be after the daemon stored the error: wait for it.
		assert.Positive(t, waitPagePosts(t, tab, 1), "the page posted its batches itself")
	})
}

// TestSenderDaemonDown checks, in real Chromium with the script tag's
// sender worker, that while the daemon is unreachable the page's queue
// keeps 10,000 events and counts exactly what it leaves out: once the
// daemon is up, the logs it holds of a burst and the count in the note of
// drops add up to the burst.
func TestSenderDaemonDown(t *testing.T) {
	parallel(t)
	const n = 10500
	b := sharedBrowsers(t)
	p := servePages(t)
	// The script comes from a running daemon; its batches go to one that
	// is not listening yet.
	serving := daemontest.Start(t, daemonBinary(t), daemontest.Options{})
	addr := daemontest.FreeAddr(t)
	tab := newTab(b.plain, t)
	require.NoError(t, chromedp.Do(tab, chromedp.Navigate(p.url("/core.html", "capture="+serving.URL("")+"&daemon=http://"+addr))))
	require.Equal(t, "worker", senderOf(t, tab))
	_, err := chromedp.Run(tab, chromedp.Evaluate[bool](fmt.Sprintf(`for (let i = 0; i < %d; i++) console.log('down ' + i); true`, n)))
	require.NoError(t, err)
	// The worker's failed posts come back to the page's queue.
	failed, err := chromedp.Run(tab, chromedp.Poll[string](`window[Symbol.for('errbundle.capture')].stats().lastError || false`))
	require.NoError(t, err, "no delivery failed while the daemon was down")
	require.NotEmpty(t, failed)

	d := daemontest.Start(t, daemonBinary(t), daemontest.Options{Addr: addr})
	// The burst's logs are counted by the daemon's buffer (one note of
	// drops among them, a warning); the note's count is read from the
	// warnings.
	held, dropped := 0, 0
	for deadline := time.Now().Add(30 * time.Second); ; time.Sleep(200 * time.Millisecond) {
		var warns logsReply
		require.NoError(t, json.Unmarshal(observe(context.Background(), t, d, map[string]any{"what": "logs", "level": "warn", "limit": 50}), &warns))
		notes := 0
		dropped = 0
		for _, l := range warns.Logs {
			var k int
			if _, err := fmt.Sscanf(l.Message, "errbundle: dropped %d events", &k); err == nil {
				dropped += k
				notes++
			}
		}
		held = stored(t, d)["logs"] - notes
		if dropped > 0 && held+dropped >= n {
			break
		}
		require.True(t, time.Now().Before(deadline), "held %d, dropped %d of %d", held, dropped, n)
	}
	assert.Equal(t, n, held+dropped, "logs held and counted as dropped")
	// The queue kept 10,000 events: the logs and what the page load made.
	assert.InDelta(t, n-10000, dropped, 10, "dropped")
	counted, err := chromedp.Run(tab, chromedp.Evaluate[int](`window[Symbol.for('errbundle.capture')].stats().dropped`))
	require.NoError(t, err)
	assert.Equal(t, counted, dropped, "the page's own count of drops and its note's")
}
