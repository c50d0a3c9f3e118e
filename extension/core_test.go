package extension_test

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

type pageGlobals struct {
	Names   []string `json:"names"`
	Keys    []string `json:"keys"`
	Symbols []struct {
		Name       string `json:"name"`
		Enumerable bool   `json:"enumerable"`
	} `json:"symbols"`
	Parts string `json:"parts"`
	Mode  string `json:"mode"`
}

func globalsOf(tb testing.TB, tab context.Context) pageGlobals {
	tb.Helper()
	g, err := chromedp.Run(tab, chromedp.Evaluate[pageGlobals](`globals()`))
	require.NoError(tb, err)
	return g
}

// TestCore checks capture/core.js and the way the parts share state, in
// real Chromium with the extension and with the script tag: the page sees
// no global of ours but the non-enumerable Symbol.for('errbundle.capture')
// mark (the parts' namespace is gone once they have run), and a burst of
// logs larger than a batch arrives whole and in order.
func TestCore(t *testing.T) {
	parallel(t)
	b := sharedBrowsers(t)
	p := servePages(t)
	bare := newTab(b.plain, t)
	require.NoError(t, chromedp.Do(bare, chromedp.Navigate(p.url("/core.html", ""))))
	without := globalsOf(t, bare)
	require.Empty(t, without.Mode, "the bare page has no capture")
	require.NotEmpty(t, without.Names)

	for _, d := range b.deliveries(t) {
		t.Run(d.name, func(t *testing.T) {
			tab := d.open(t, p, "/core.html")
			with := globalsOf(t, tab)
			assert.Equal(t, strings.Fields(d.name)[0], with.Mode, "capture runs, delivered by the %s", d.name)
			assert.Equal(t, without.Names, with.Names, "window's own property names")
			assert.Equal(t, without.Keys, with.Keys, "window's enumerable keys")
			require.Len(t, with.Symbols, 1, "symbol-keyed properties of window: %+v", with.Symbols)
			assert.Equal(t, "Symbol(errbundle.capture)", with.Symbols[0].Name)
			assert.False(t, with.Symbols[0].Enumerable)
			assert.Equal(t, "gone", with.Parts, "the parts' namespace after the last part")

			click(t, tab, "#burst")
			var want []string
			for i := range 120 {
				want = append(want, fmt.Sprintf("burst %d", i))
			}
			got := waitFor(t, d.daemon, map[string]any{"what": "logs", "limit": 500}, func(r logsReply) bool {
				return len(r.Logs) >= len(want)
			})
			var messages []string
			for _, l := range slices.Backward(got.Logs) {
				messages = append(messages, l.Message)
			}
			assert.Equal(t, want, messages)
		})
	}
}

// TestBothDeliveries loads a page that has the script tag in a browser
// with the extension: the first capture to run (the extension's, at
// document_start) wins, the script tag's parts all stand down, and each
// event reaches a daemon once.
func TestBothDeliveries(t *testing.T) {
	parallel(t)
	b := sharedBrowsers(t)
	p := servePages(t)
	ds := b.deliveries(t)
	viaExt, viaTag := ds[0].daemon, ds[1].daemon
	tab := newTab(b.ext, t)
	require.NoError(t, chromedp.Do(tab, chromedp.Navigate(p.url("/core.html", "capture="+viaTag.URL("")))))
	assert.Equal(t, "extension", globalsOf(t, tab).Mode)
	click(t, tab, "#burst")
	got := waitFor(t, viaExt, map[string]any{"what": "logs", "limit": 500}, func(r logsReply) bool {
		return len(r.Logs) >= 120
	})
	assert.Len(t, got.Logs, 120, "each log once")
	// Everything has reached the extension's daemon, through the bridge
	// and the service worker, by now; the script tag posts straight to its
	// daemon, so it would have had it sooner.
	tagLogs := waitFor(t, viaTag, map[string]any{"what": "logs", "limit": 500}, func(logsReply) bool { return true })
	assert.Empty(t, tagLogs.Logs)
	tagActions := waitFor(t, viaTag, map[string]any{"what": "actions", "limit": 10}, func(actionsReply) bool { return true })
	assert.Empty(t, tagActions.Actions, "the script tag's capture recorded the page load")
}
