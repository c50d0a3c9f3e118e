package ingest

import (
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/errbundle/errbundle/capture"
)

// TestCategoryValues checks that interned members decode to their own
// values whatever came before them: escaped values (unescaped into the
// scanner's reused buffer), values repeated across events and bodies, tab
// ids as numbers and strings, and more distinct values than an interner
// holds.
func TestCategoryValues(t *testing.T) {
	logEvent := func(tab, page string) string {
		return fmt.Sprintf(`{"timestamp":1770373805123,"level":"info","message":"m","tab_id":%s,"page_url":%q}`, tab, page)
	}
	t.Run("escapes and repeats", func(t *testing.T) {
		body := `{"logs":[` + strings.Join([]string{
			logEvent(`7`, "http://x/a"),
			logEvent(`"7"`, `http://x/\u0062`),
			logEvent(`8`, "http://x/a"),
			`{"timestamp":1770373805123,"level":"W\u0041RN","message":"m","tab_id":"tab\"1","page_url":"http://x/\u0062"}`,
		}, ",") + `],"network":[{"timestamp":1770373805123,"method":"get","url":"/","request_headers":{"Accept":"a/b","X-\u0041":"a/b"}}]}`
		for range 2 { // the second time with an interner from the pool
			b, rej, err := DecodeEvents([]byte(body))
			require.NoError(t, err)
			require.Empty(t, rej)
			require.Len(t, b.Logs, 4)
			var tabs []capture.TabID
			var pages, levels []string
			for _, l := range b.Logs {
				tabs, pages, levels = append(tabs, l.TabID), append(pages, l.PageURL), append(levels, l.Level)
			}
			assert.Equal(t, []capture.TabID{"7", "7", "8", `tab"1`}, tabs)
			assert.Equal(t, []string{"http://x/a", `http://x/\u0062`, "http://x/a", "http://x/b"}, pages)
			assert.Equal(t, []string{"info", "info", "info", "warn"}, levels)
			require.Len(t, b.Requests, 1)
			assert.Equal(t, "get", b.Requests[0].Method)
			assert.Equal(t, map[string]string{"Accept": "a/b", "X-A": "a/b"}, b.Requests[0].RequestHeaders)
		}
	})
	t.Run("more values than an interner holds", func(t *testing.T) {
		var events []string
		for i := range 3 * internSlots {
			events = append(events, logEvent(fmt.Sprint(i%1000), fmt.Sprintf("http://x/%d", i)))
		}
		b, rej, err := DecodeEvents([]byte(`{"logs":[` + strings.Join(events, ",") + `]}`))
		require.NoError(t, err)
		require.Empty(t, rej)
		require.Len(t, b.Logs, len(events))
		for i, l := range b.Logs {
			assert.Equal(t, capture.TabID(fmt.Sprint(i%1000)), l.TabID)
			assert.Equal(t, fmt.Sprintf("http://x/%d", i), l.PageURL)
		}
	})
	t.Run("tab id numbers that are not integers", func(t *testing.T) {
		_, rej, err := DecodeEvents([]byte(`{"logs":[` + logEvent(`7.5`, "/") + `,` + logEvent(`1e3`, "/") + `]}`))
		require.NoError(t, err)
		require.Len(t, rej, 2)
		assert.Equal(t, "tab_id: want an integer, got 7.5", rej[0].Reason)
		assert.Equal(t, "tab_id: want an integer, got 1e3", rej[1].Reason)
	})
}
