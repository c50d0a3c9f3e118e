package observe

import (
	"context"
	"sync/atomic"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/errbundle/errbundle/capture"
)

// Every view but processes gives a cursor, and after it lists only what
// arrived since, in arrival order: a late batch timestamped before what
// was read is still new.
func TestAfterCursorReadsArrivalsOnly(t *testing.T) {
	store, now := clockStore(t, capture.Config{})
	ago := func(d time.Duration) capture.Meta { return capture.Meta{Time: now.Add(-d), TabID: "1"} }
	first := capture.Batch{
		Errors:   []*capture.Error{{Meta: ago(10 * time.Second), Type: "TypeError", Message: "old error"}},
		Logs:     []*capture.Log{{Meta: ago(10 * time.Second), Level: capture.LevelInfo, Message: "old log"}},
		Requests: []*capture.Request{{Meta: ago(10 * time.Second), Method: "GET", URL: "http://localhost/api/old", Status: 500}},
		Actions:  []*capture.Action{{Meta: ago(10 * time.Second), Type: "click", Selector: "#old"}},
	}
	store.Add(first)
	cs := connect(t, store)

	cursors := map[string]string{}
	for _, args := range []map[string]any{
		{"what": "error_bundles"}, {"what": "errors"}, {"what": "logs"},
		{"what": "network_bodies"}, {"what": "actions"}, {"what": "get_errors", "raw": true},
	} {
		text, _, isErr := call(t, cs, args)
		require.False(t, isErr, text)
		c, _ := decode(t, text)["cursor"].(string)
		require.Regexp(t, `^[0-9a-f]{8}-4$`, c, "%v: four events, four arrivals", args["what"])
		cursors[args["what"].(string)] = c
	}
	c := cursors["errors"]
	for what, want := range map[string]string{"error_bundles": "bundles", "errors": "errors", "logs": "logs", "network_bodies": "requests", "actions": "actions", "get_errors": "errors"} {
		text, _, isErr := call(t, cs, map[string]any{"what": what, "after": c, "raw": what == "get_errors"})
		require.False(t, isErr, text)
		assert.Empty(t, decode(t, text)[want], "%s after the cursor: nothing new", what)
	}

	// Late, and stamped 30 s ago: before everything already read.
	store.Add(capture.Batch{
		Errors:   []*capture.Error{{Meta: ago(30 * time.Second), Type: "TypeError", Message: "late error"}},
		Logs:     []*capture.Log{{Meta: ago(30 * time.Second), Level: capture.LevelInfo, Message: "late log"}},
		Requests: []*capture.Request{{Meta: ago(30 * time.Second), Method: "GET", URL: "http://localhost/api/late", Status: 500}},
		Actions:  []*capture.Action{{Meta: ago(30 * time.Second), Type: "click", Selector: "#late"}},
	})
	text, _, _ := call(t, cs, map[string]any{"what": "error_bundles", "after": c})
	reply := decode(t, text)
	require.Len(t, reply["bundles"], 1)
	assert.Equal(t, "late error", reply["bundles"].([]any)[0].(map[string]any)["error"].(map[string]any)["message"])
	assert.Regexp(t, `-8$`, reply["cursor"])
	text, _, _ = call(t, cs, map[string]any{"what": "logs", "after": c})
	logs := decode(t, text)["logs"].([]any)
	require.Len(t, logs, 1)
	assert.Equal(t, "late log", logs[0].(map[string]any)["message"])
	text, _, _ = call(t, cs, map[string]any{"what": "network_bodies", "after": c})
	assert.Len(t, decode(t, text)["requests"], 1)
	text, _, _ = call(t, cs, map[string]any{"what": "actions", "after": c})
	assert.Len(t, decode(t, text)["actions"], 1)
	text, _, _ = call(t, cs, map[string]any{"what": "get_errors", "after": c})
	assert.Contains(t, text, "late error")
	assert.NotContains(t, text, "old error")
	assert.Regexp(t, `\ncursor: [0-9a-f]{8}-8$`, text)
}

func TestAfterCursorErrors(t *testing.T) {
	store, _ := clockStore(t, capture.Config{})
	store.Add(capture.Batch{Errors: []*capture.Error{{Meta: capture.Meta{Time: time.Now()}, Message: "boom"}}})
	cs := connect(t, store)
	for _, bad := range []string{"yesterday", "12", "zzzzzzzz-1", "0000000a-x"} {
		text, _, isErr := call(t, cs, map[string]any{"what": "errors", "after": bad})
		assert.True(t, isErr, bad)
		assert.Contains(t, text, "after: cannot parse cursor", bad)
	}
	text, _, isErr := call(t, cs, map[string]any{"what": "errors", "wait_seconds": 61})
	assert.True(t, isErr)
	assert.Contains(t, text, "wait_seconds")

	// A cursor of an earlier daemon: everything held, rather than hide
	// what came after it.
	other := capture.NewStore(capture.Config{})
	foreign := cursor(&capture.Snapshot{Epoch: other.Epoch() ^ 1, Seq: 1000})
	text, _, isErr = call(t, cs, map[string]any{"what": "errors", "after": foreign})
	require.False(t, isErr, text)
	assert.Len(t, decode(t, text)["errors"], 1)
}

// A wait answers as soon as a matching event lands, leaves events that do
// not match waiting, and answers empty, with a new cursor, when none comes.
func TestWaitSeconds(t *testing.T) {
	store, now := clockStore(t, capture.Config{})
	cs := connect(t, store)
	text, _, _ := call(t, cs, map[string]any{"what": "error_bundles"})
	c := decode(t, text)["cursor"].(string)

	type result struct {
		text string
		took time.Duration
	}
	done := make(chan result)
	began := time.Now()
	go func() {
		text, _, _ := call(t, cs, map[string]any{"what": "error_bundles", "after": c, "wait_seconds": 30, "tab_id": 2})
		done <- result{text, time.Since(began)}
	}()
	require.Eventually(t, func() bool { return store.Stats().Waiting == 1 }, 5*time.Second, time.Millisecond)
	store.Add(capture.Batch{Logs: []*capture.Log{{Meta: capture.Meta{Time: now}, Level: capture.LevelInfo, Message: "not an error"}}})
	store.Add(capture.Batch{Errors: []*capture.Error{{Meta: capture.Meta{Time: now, TabID: "1"}, Message: "another tab"}}})
	require.Eventually(t, func() bool { return store.Stats().Waiting == 1 }, 5*time.Second, time.Millisecond)
	select {
	case r := <-done:
		t.Fatalf("answered before a matching event: %s", r.text)
	default:
	}
	store.Add(capture.Batch{Errors: []*capture.Error{{Meta: capture.Meta{Time: now, TabID: "2"}, Message: "the one"}}})
	r := <-done
	reply := decode(t, r.text)
	require.Len(t, reply["bundles"], 1, r.text)
	assert.Equal(t, "the one", reply["bundles"].([]any)[0].(map[string]any)["error"].(map[string]any)["message"])
	assert.Less(t, r.took, 10*time.Second)
	assert.Zero(t, store.Stats().Waiting)

	// A quiet wait ends empty, with the cursor of its end.
	c = reply["cursor"].(string)
	text, _, isErr := call(t, cs, map[string]any{"what": "errors", "after": c, "wait_seconds": 0.2})
	require.False(t, isErr, text)
	quiet := decode(t, text)
	assert.Empty(t, quiet["errors"])
	assert.Equal(t, c, quiet["cursor"])
}

// A call whose client gives up stops waiting.
func TestWaitEndsWithTheCall(t *testing.T) {
	store, _ := clockStore(t, capture.Config{})
	cs := connect(t, store)
	ctx, cancel := context.WithCancel(context.Background())
	errc := make(chan error)
	go func() {
		_, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: ToolName, Arguments: map[string]any{"what": "errors", "wait_seconds": 60}})
		errc <- err
	}()
	require.Eventually(t, func() bool { return store.Stats().Waiting == 1 }, 5*time.Second, time.Millisecond)
	cancel()
	assert.Error(t, <-errc)
	require.Eventually(t, func() bool { return store.Stats().Waiting == 0 }, 5*time.Second, time.Millisecond,
		"the server ends the wait when the client cancels the call")
}

// A dev server that stops in the middle of printing a traceback stores
// nothing more: a get_errors wait still answers with it once it has been
// quiet a second, not at the end of the wait.
func TestWaitSeesABlockGoQuiet(t *testing.T) {
	start := time.Date(2026, 2, 6, 10, 30, 0, 0, time.UTC)
	var clock atomic.Int64
	clock.Store(start.UnixNano())
	store := capture.NewStore(capture.Config{Now: func() time.Time { return time.Unix(0, clock.Load()).UTC() }})
	store.AddProcess("api", []capture.ProcessEvent{{Type: capture.ProcessStart, Time: start, Command: "python3 app.py"}})
	var evs []capture.ProcessEvent
	for i, line := range []string{
		"Traceback (most recent call last):",
		`  File "/project/app.py", line 12, in handler`,
		"    return users[uid]",
		"KeyError: 'u-42'",
	} {
		evs = append(evs, capture.ProcessEvent{Type: capture.ProcessLine, Time: start.Add(time.Duration(i) * time.Millisecond), Stream: "stderr", Text: line})
	}
	store.AddProcess("api", evs)
	cs := connect(t, store)
	// The lines alone are no problem yet: the block may go on.
	text, _, _ := call(t, cs, map[string]any{"what": "get_errors", "raw": true})
	require.NotContains(t, text, "KeyError")
	c := decode(t, text)["cursor"].(string)

	done := make(chan string)
	go func() {
		text, _, _ := call(t, cs, map[string]any{"what": "get_errors", "raw": true, "after": c, "wait_seconds": 60})
		done <- text
	}()
	require.Eventually(t, func() bool { return store.Stats().Waiting == 1 }, 5*time.Second, time.Millisecond)
	clock.Store(start.Add(3 * time.Second).UnixNano())
	select {
	case text := <-done:
		assert.Contains(t, text, "KeyError: 'u-42'")
	case <-time.After(20 * time.Second):
		t.Fatal("the wait did not answer once the block went quiet")
	}
}
