package extension_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestRender checks capture/render.js in real Chromium, with the extension
// and with the script tag: console arguments of every kind are rendered as
// bounded, cycle-safe text, printf substitutions are applied, getters are
// not called, and a logged Error shows its stack (without our frames).
func TestRender(t *testing.T) {
	parallel(t)
	b := sharedBrowsers(t)
	p := servePages(t)
	long := make([]string, 100)
	for i := range long {
		long[i] = fmt.Sprint(i)
	}
	want := []string{
		`obj {a:1,nested:{b:[1,"two",null]}}`,
		`{name:"c",self:[Circular]}`,
		`Map(1) {"k" => 1} Set(2) {1,2}`,
		`<button#render.primary>`,
		`{boom:[Getter]}`,
		`cart has 3 items (50%)`,
		`Point {x:1}`,
		"[" + strings.Join(long, ",") + ",…50 more]",
		`1970-01-01T00:00:00.000Z undefined Symbol(s) 10n`,
	}
	for _, d := range b.deliveries(t) {
		t.Run(d.name, func(t *testing.T) {
			tab := d.open(t, p, "/render.html")
			click(t, tab, "#render")
			got := waitFor(t, d.daemon, map[string]any{"what": "logs", "limit": 50}, func(r logsReply) bool {
				return len(r.Logs) >= len(want)+1
			})
			var messages []string
			for _, l := range slices.Backward(got.Logs) {
				messages = append(messages, l.Message)
			}
			require.Len(t, messages, len(want)+1)
			assert.Equal(t, want, messages[:len(want)])

			logged := messages[len(want)]
			line := markedLine(t, "render.js", "MARK:logged-error")
			assert.True(t, strings.HasPrefix(logged, "TypeError: bad input\n    at "), "%q", logged)
			assert.Contains(t, logged, p.srv.URL+"/render.js:"+itoa(line)+":")
			for _, ours := range ourFrames {
				assert.NotContains(t, logged, ours)
			}

			called, err := chromedp.Run(tab, chromedp.Evaluate[bool](`window.getterCalled`))
			require.NoError(t, err)
			assert.False(t, called, "capture called a getter of a logged object")
		})
	}
}
