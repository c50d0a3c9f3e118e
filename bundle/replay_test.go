package bundle

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/errbundle/errbundle/capture"
)

// nextReportBlock is the dev server's report of a Server Component's
// exception, as next dev --webpack printed it (trimmed).
const nextReportBlock = `⨯ TypeError: Cannot read properties of null (reading 'rows')
    at ReportPage (app/report/page.tsx:11:25)
   9 | export default function ReportPage() {
  10 |   const report = loadReport();
> 11 |   const count = report!.rows.length; // BUG:server-render
     |                         ^
  12 |   return <p>{count} rows</p>;`

// A browser error React replays from a server render is placed where the
// dev server said the exception happened, when no map resolves its
// server frames.
func TestReplayedServerError(t *testing.T) {
	s := newStore(t, capture.Config{})
	s.AddProcess("next", []capture.ProcessEvent{{Type: capture.ProcessStart, Time: t0, Command: "next dev", Dir: "/home/me/shop"}})
	s.AddProcess("next", []capture.ProcessEvent{
		{Type: capture.ProcessLine, Time: t0.Add(9 * time.Second), Stream: "stderr", Text: "⨯ TypeError: Cannot read properties of null (reading 'rows')"},
		{Type: capture.ProcessLine, Time: t0.Add(9 * time.Second), Stream: "stderr", Text: "    at ReportPage (app/report/page.tsx:11:25)"},
	})
	s.FlushOpen()
	replayed := "TypeError: Cannot read properties of null (reading 'rows')\n" +
		"    at ReportPage (about://React/Server/webpack-internal:///(rsc)/./app/report/page.tsx?0:15:26)\n" +
		"    at resolveErrorDev (http://h/_next/static/chunks/main-app.js:20:1)"
	s.Add(capture.Batch{Errors: []*capture.Error{
		{Meta: at(10, "1"), Message: "Cannot read properties of null (reading 'rows')", Type: "TypeError", Kind: "exception", Stack: replayed},
		{Meta: at(11, "1"), Message: "Cannot read properties of null (reading 'rows')", Type: "TypeError", Kind: "exception",
			Stack: "TypeError: Cannot read properties of null (reading 'rows')\n    at f (http://h/app.js:1:1)"},
	}})
	snap := s.Snapshot()
	var replay, plain *capture.Error
	snap.Errors.All(func(e *capture.Error) bool {
		if e.Time.Equal(t0.Add(10 * time.Second)) {
			replay = e
		} else {
			plain = e
		}
		return true
	})
	require.NotNil(t, replay)
	locate := WithReplays(snap, nil)
	o, ok := locate(replay)
	require.True(t, ok)
	assert.Equal(t, "app/report/page.tsx:11:25", o.Location)
	assert.Contains(t, o.Stack, "at ReportPage (app/report/page.tsx:11:25)\n    at resolveErrorDev")
	_, ok = locate(plain)
	assert.False(t, ok, "an error with no replayed frame is left to the maps")

	item := NewErrorItem(replay, 4000, locate)
	assert.Equal(t, "app/report/page.tsx:11:25", item.Location)

	t.Run("the server's code frame as source context", func(t *testing.T) {
		assert.Equal(t, "  export default function ReportPage() {\n    const report = loadReport();\n>   const count = report!.rows.length; // BUG:server-render\n    return <p>{count} rows</p>;", codeFrame(nextReportBlock))
	})
}

// An error whose browser stack no map resolves is placed where the dev
// server's forwarded copy of it says (next dev prints the browser's
// errors with their original frames).
func TestForwardedBrowserErrorLocates(t *testing.T) {
	s := newStore(t, capture.Config{})
	s.AddProcess("next", []capture.ProcessEvent{{Type: capture.ProcessStart, Time: t0, Command: "next dev"}})
	text := []string{
		"[browser] ⨯ unhandledRejection: TypeError: Failed to fetch",
		"    at <unknown> (errbundle-hooks.js:1:312)",
		"    at sync (app/cart/page.tsx:24:23)",
		"  22 |",
		"[browser] Uncaught TypeError: Cannot read properties of undefined (reading 'price')",
		"    at checkout (app/cart/page.tsx:15:24)",
		"    at button (<anonymous>)",
		"> 15 |     const total = last.price * 2;",
		" GET /cart 200 in 12ms",
	}
	var evs []capture.ProcessEvent
	for i, l := range text {
		evs = append(evs, capture.ProcessEvent{Type: capture.ProcessLine, Time: t0.Add(10*time.Second + time.Duration(i)*time.Millisecond), Stream: "stdout", Text: l})
	}
	s.AddProcess("next", evs)
	s.Add(capture.Batch{Errors: []*capture.Error{
		{Meta: at(9.9, "1"), Message: "Cannot read properties of undefined (reading 'price')", Type: "TypeError", Kind: "exception",
			Stack: "TypeError: Cannot read properties of undefined (reading 'price')\n    at checkout (http://h/_next/static/chunks/a.js:25:28)"},
		{Meta: at(9.8, "1"), Message: "Failed to fetch", Type: "TypeError", Kind: "unhandled_rejection",
			Stack: "TypeError: Failed to fetch\n    at sync (http://h/_next/static/chunks/a.js:32:27)"},
		{Meta: at(9.7, "1"), Message: "something else", Kind: "exception", Stack: "Error: something else\n    at f (http://h/a.js:1:1)"},
	}})
	snap := s.Snapshot()
	locate := WithReplays(snap, nil)
	got := map[string]string{}
	snap.Errors.All(func(e *capture.Error) bool {
		o, _ := locate(e)
		got[e.Message] = o.Location
		return true
	})
	assert.Equal(t, map[string]string{
		"Cannot read properties of undefined (reading 'price')": "app/cart/page.tsx:15:24",
		"Failed to fetch": "app/cart/page.tsx:24:23",
		"something else":  "",
	}, got)
	snap.Errors.All(func(e *capture.Error) bool {
		if e.Message == "Failed to fetch" {
			item := NewErrorItem(e, 4000, locate)
			assert.Equal(t, "app/cart/page.tsx:24:23", item.Location)
			assert.Equal(t, e.Stack, item.Stack, "the stack as served, not lost")
		}
		return true
	})
	// A mapped location stands.
	mapped := WithReplays(snap, func(*capture.Error) (Original, bool) { return Original{Location: "src/x.tsx:1:1"}, true })
	o, _ := mapped(&capture.Error{Meta: at(9.9, "1"), Message: "Cannot read properties of undefined (reading 'price')"})
	assert.Equal(t, "src/x.tsx:1:1", o.Location)
}
