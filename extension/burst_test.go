package extension_test

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestConsoleBurst checks, in real Chromium with both deliveries, that a
// burst of 5,000 console.log calls in one task arrives whole, each call once
// (the daemon's log ring holds 10,000; the page's queue as many), with no
// note of drops: a burst is shipped in large batches, not cut to the first
// and latest 500 as it was.
func TestConsoleBurst(t *testing.T) {
	parallel(t)
	const n = 5000
	b := sharedBrowsers(t)
	p := servePages(t)
	for _, d := range b.deliveries(t) {
		t.Run(d.name, func(t *testing.T) {
			tab := d.open(t, p, "/console.html")
			// The cursor marks the moment of this reply: paging from it
			// reads exactly what arrives after.
			var start struct{ Cursor string }
			require.NoError(t, json.Unmarshal(observe(context.Background(), t, d.daemon, map[string]any{"what": "logs", "limit": 1}), &start))
			_, err := chromedp.Run(tab, chromedp.Evaluate[bool](fmt.Sprintf(`{ for (let i = 0; i < %d; i++) console.log('burst ' + i); true }`, n)))
			require.NoError(t, err)

			var got []string
			cursor := start.Cursor
			deadline := time.Now().Add(30 * time.Second)
			for len(got) < n && time.Now().Before(deadline) {
				var page struct {
					Logs   []logItem `json:"logs"`
					Cursor string    `json:"cursor"`
				}
				raw := observe(context.Background(), t, d.daemon, map[string]any{"what": "logs", "limit": 500, "after": cursor, "wait_seconds": 2})
				require.NoError(t, json.Unmarshal(raw, &page), "%s", raw)
				for _, l := range page.Logs {
					got = append(got, l.Message)
				}
				cursor = page.Cursor
			}
			require.Equal(t, n, len(got), "logs that arrived of the burst")
			// A page is newest first; the pages follow arrival.
			seen := map[string]int{}
			for _, m := range got {
				seen[m]++
				assert.False(t, strings.HasPrefix(m, "errbundle: dropped"), "a note of drops: %s", m)
			}
			for i := range n {
				if !assert.Equal(t, 1, seen[fmt.Sprintf("burst %d", i)], "copies of log %d of the burst", i) {
					break
				}
			}
		})
	}
}
