package extension_test

import (
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestShadowClicks checks, with both deliveries, that capture/actions.js
// records a click inside an open shadow root on the button clicked (its
// selector within the root, its text), and one inside a closed root on the
// root's host: actions.js asks the event for its composed path only when
// its target is a host with an open root.
func TestShadowClicks(t *testing.T) {
	parallel(t)
	b := sharedBrowsers(t)
	p := servePages(t)
	for _, d := range b.deliveries(t) {
		t.Run(d.name, func(t *testing.T) {
			tab := d.open(t, p, "/shadow.html")
			_, err := chromedp.Run(tab, chromedp.Evaluate[bool](`document.querySelector('open-cart').button.click(); document.querySelector('closed-cart').button.click(); true`))
			require.NoError(t, err)
			got := waitFor(t, d.daemon, map[string]any{"what": "actions", "limit": 20}, func(r actionsReply) bool {
				n := 0
				for _, a := range r.Actions {
					if a.Type == "click" {
						n++
					}
				}
				return n >= 2
			})
			clicks := map[string]actionItem{}
			for _, a := range got.Actions {
				if a.Type == "click" {
					clicks[a.Selector] = a
				}
			}
			require.Contains(t, clicks, "button.buy", "clicks: %+v", got.Actions)
			assert.Equal(t, "Buy open", clicks["button.buy"].Text)
			require.Contains(t, clicks, "#closed", "clicks: %+v", got.Actions)
			assert.Empty(t, clicks["#closed"].Text, "a closed root's text is its own")
		})
	}
}
