package bundle

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"

	"github.com/errbundle/errbundle/capture"
)

// A build error the dev server only forwarded from the browser (next dev
// --webpack prints no success line after the fix) is gone once a page
// loads without reporting it again; one it reports again stays.
func TestForwardedProblemRetiredByAPageLoad(t *testing.T) {
	s := newStore(t, capture.Config{})
	s.AddProcess("next", []capture.ProcessEvent{{Type: capture.ProcessStart, Time: t0, Command: "next dev --webpack"}})
	broken := func(sec float64) {
		at := t0.Add(time.Duration(sec * float64(time.Second)))
		s.AddProcess("next", []capture.ProcessEvent{
			{Type: capture.ProcessLine, Time: at, Stream: "stdout", Text: "[browser] ./app/hot/page.tsx"},
			{Type: capture.ProcessLine, Time: at, Stream: "stdout", Text: "Error:   x Expected corresponding JSX closing tag for <button>"},
			{Type: capture.ProcessLine, Time: at, Stream: "stdout", Text: "   ,-[/home/me/shop/app/hot/page.tsx:7:1]"},
			{Type: capture.ProcessLine, Time: at.Add(5 * time.Millisecond), Stream: "stdout", Text: " GET /hot 200 in 134ms"},
		})
		s.FlushOpen()
	}
	load := func(sec float64) {
		s.Add(capture.Batch{Actions: []*capture.Action{{Meta: at(sec, "1"), Type: capture.ActionLoad, URL: "http://h/hot"}}})
	}
	listed := func() bool {
		for _, e := range Group(s.Snapshot(), GroupOptions{}).Entries {
			if e.Source == "process:next" && e.Location == "app/hot/page.tsx:7:1" {
				return true
			}
		}
		return false
	}
	load(1)
	broken(2)
	assert.True(t, listed(), "while the page shows it")
	load(5)
	broken(5.5)
	assert.True(t, listed(), "reported again after the reload")
	// next dev --webpack prints the same build error itself too.
	at := t0.Add(6 * time.Second)
	s.AddProcess("next", []capture.ProcessEvent{
		{Type: capture.ProcessLine, Time: at, Stream: "stdout", Text: "⨯ ./app/hot/page.tsx"},
		{Type: capture.ProcessLine, Time: at, Stream: "stdout", Text: "Error:   x Expected corresponding JSX closing tag for <button>"},
		{Type: capture.ProcessLine, Time: at, Stream: "stdout", Text: "   ,-[/home/me/shop/app/hot/page.tsx:7:1]"},
		{Type: capture.ProcessLine, Time: at.Add(5 * time.Millisecond), Stream: "stdout", Text: " GET /hot 200 in 134ms"},
	})
	s.FlushOpen()
	assert.True(t, listed())
	load(9)
	assert.False(t, listed(), "a page load without it: the forwarded report and the dev server's own are gone")
	assert.NotEmpty(t, Group(s.Snapshot(), GroupOptions{Since: t0}).Entries, "an explicit since still shows it")
}

// next dev --webpack may apply a fix by Fast Refresh, with no page load
// and no success line. The page's log says so (recorded in TestNextJS): a
// rebuild whose "[Fast Refresh] rebuilding" and "done" have no error
// between them compiled; the broken build's own "done" follows its
// overlay's console.error.
func TestForwardedProblemRetiredByACleanFastRefresh(t *testing.T) {
	s := newStore(t, capture.Config{})
	s.AddProcess("next", []capture.ProcessEvent{{Type: capture.ProcessStart, Time: t0, Command: "next dev --webpack"}})
	s.Add(capture.Batch{Actions: []*capture.Action{{Meta: at(1, "1"), Type: capture.ActionLoad, URL: "http://h/hot"}}})
	log := func(sec float64, tab capture.TabID, level, msg string) {
		s.Add(capture.Batch{Logs: []*capture.Log{{Meta: at(sec, tab), Level: level, Message: msg}}})
	}
	listed := func() bool {
		for _, e := range Group(s.Snapshot(), GroupOptions{}).Entries {
			if e.Source == "process:next" && e.Location == "app/hot/page.tsx:7:1" {
				return true
			}
		}
		return false
	}
	// The broken write: rebuilding, the overlay's error, done.
	log(2, "1", "log", "[Fast Refresh] rebuilding")
	log(2.4, "1", "error", "./app/hot/page.tsx\nError:   x Expected corresponding JSX closing tag for <button>")
	at3 := t0.Add(2500 * time.Millisecond)
	s.AddProcess("next", []capture.ProcessEvent{
		{Type: capture.ProcessLine, Time: at3, Stream: "stdout", Text: "[browser] ./app/hot/page.tsx"},
		{Type: capture.ProcessLine, Time: at3, Stream: "stdout", Text: "Error:   x Expected corresponding JSX closing tag for <button>"},
		{Type: capture.ProcessLine, Time: at3, Stream: "stdout", Text: "   ,-[/home/me/shop/app/hot/page.tsx:7:1]"},
		{Type: capture.ProcessLine, Time: at3.Add(5 * time.Millisecond), Stream: "stdout", Text: " GET /hot 200 in 134ms"},
	})
	s.FlushOpen()
	log(2.7, "1", "log", "[Fast Refresh] done in 691ms")
	assert.True(t, listed(), "the broken build's done follows its error")
	// The fix: an error in another tab meanwhile is not this rebuild's.
	log(3, "1", "log", "[Fast Refresh] rebuilding")
	log(3.1, "2", "error", "unrelated")
	assert.True(t, listed(), "rebuilding, not done yet")
	log(3.3, "1", "log", "[Fast Refresh] done in 227ms")
	assert.False(t, listed(), "the fix compiled: no error in its tab between rebuilding and done")
}
