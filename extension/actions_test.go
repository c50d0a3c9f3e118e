package extension_test

import (
	"context"
	"fmt"
	"slices"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestActionSelectors checks capture/actions.js in real Chromium, with the
// extension and with the script tag: a user clicks, types and submits
// through a page of look-alikes (three button.counter in #center, list
// items, two forms with the same fields, repeated aria-labels and
// data-testids, elements without ids), and every recorded action's
// selector, run on a fresh load of the page, finds exactly the element
// acted on.
func TestActionSelectors(t *testing.T) {
	parallel(t)
	b := sharedBrowsers(t)
	p := servePages(t)
	clicks := []string{"count-a", "load-profile", "count-c", "delete-1", "delete-2", "delete-3",
		"close-1", "close-2", "link-deep", "link-deep-2", "row-1", "row-2", "unique"}
	forms := []struct{ field, button, form, text string }{
		{"street-home", "save-home", "form-home", "1 Main St"},
		{"street-work", "save-work", "form-work", "9 Side Rd"},
	}
	// What each action must find, by data-k, in the order they happen.
	want := map[string][]string{"click": clicks}
	for _, f := range forms {
		want["input"] = append(want["input"], f.field)
		want["click"] = append(want["click"], f.button)
		want["submit"] = append(want["submit"], f.form)
	}

	for _, d := range b.deliveries(t) {
		t.Run(d.name, func(t *testing.T) {
			tab := d.open(t, p, "/actions.html")
			for _, k := range clicks {
				click(t, tab, dataK(k))
			}
			for _, f := range forms {
				ctx, cancel := context.WithTimeout(tab, 10*time.Second)
				require.NoError(t, chromedp.Do(ctx, chromedp.SendKeys(chromedp.CSS(dataK(f.field)), f.text)))
				cancel()
				click(t, tab, dataK(f.button))
			}
			total := len(want["click"]) + len(want["input"]) + len(want["submit"])
			got := waitFor(t, d.daemon, map[string]any{"what": "actions", "limit": 100}, func(r actionsReply) bool {
				n := 0
				for _, a := range r.Actions {
					if _, ok := want[a.Type]; ok {
						n++
					}
				}
				return n >= total
			})
			// Oldest first, by type: a click and the submit it causes may
			// share a millisecond.
			byType := map[string][]actionItem{}
			for _, a := range slices.Backward(got.Actions) {
				byType[a.Type] = append(byType[a.Type], a)
			}

			fresh := newTab(b.plain, t)
			require.NoError(t, chromedp.Do(fresh, chromedp.Navigate(p.url("/actions.html", ""))))
			for typ, keys := range want {
				require.Len(t, byType[typ], len(keys), "%s actions: %+v", typ, byType[typ])
				for i, k := range keys {
					sel := byType[typ][i].Selector
					found, err := chromedp.Run(fresh, chromedp.Evaluate[string](fmt.Sprintf(
						`(sel => { const m = document.querySelectorAll(sel); return m.length === 1 ? m[0].dataset.k : m.length + ' elements' })(%q)`, sel)))
					require.NoError(t, err, "selector %q", sel)
					assert.Equal(t, k, found, "%s %d: selector %q", typ, i, sel)
					t.Logf("%s %s: %s", typ, k, sel)
				}
			}
			// Stable attributes still come first: alone where unique, as
			// the anchor of the refined path where not.
			assert.Equal(t, "#unique", byType["click"][len(clicks)-1].Selector)
			assert.Equal(t, "#center > button.counter:nth-of-type(2)", byType["click"][slices.Index(clicks, "load-profile")].Selector)
		})
	}
}

func dataK(k string) string { return fmt.Sprintf(`[data-k=%q]`, k) }
