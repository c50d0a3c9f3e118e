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
