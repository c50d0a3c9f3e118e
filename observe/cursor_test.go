package observe

import (
	"context"
	"strings"
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

// A reply read after a cursor that limit cuts stops in arrival order: it
// holds the first entries to arrive after the cursor, says "more", and
// its cursor reads on from the last of them. Following cursors from one
// taken before seven errors (each with a log and a failed request)
// arrived, three at a time, sees every one exactly once, in every view;
// arrival order differs from time order, so a view that cut its newest
// would leave some behind.
func TestCursorPagesWhatLimitCut(t *testing.T) {
	store, now := clockStore(t, capture.Config{})
	store.Add(capture.Batch{Errors: []*capture.Error{{Meta: capture.Meta{Time: now.Add(-time.Minute), TabID: "1"}, Message: "before the cursor"}}})
	cs := connect(t, store)
	text, _, _ := call(t, cs, map[string]any{"what": "errors"})
	c0 := decode(t, text)["cursor"].(string)

	// Distinct words: numbers would make one fingerprint, one group.
	names := []string{"alpha", "bravo", "charlie", "delta", "echo", "foxtrot", "golf"}
	ago := []int{5, 1, 6, 2, 7, 3, 4} // seconds before now, in arrival order
	for i, s := range ago {
		m := capture.Meta{Time: now.Add(-time.Duration(s) * time.Second), TabID: "1"}
		store.Add(capture.Batch{
			Errors:   []*capture.Error{{Meta: m, Type: "TypeError", Message: names[i] + " failed"}},
			Logs:     []*capture.Log{{Meta: m, Level: capture.LevelInfo, Message: names[i] + " logged"}},
			Requests: []*capture.Request{{Meta: m, Method: "GET", URL: "http://localhost:3000/api/" + names[i], Status: 500}},
		})
	}

	tests := []struct {
		what, list string
		raw        bool
		id         func(entry map[string]any) string
		want       int
	}{
		{"errors", "errors", false, field("message"), 7},
		{"logs", "logs", false, field("message"), 7},
		{"network_bodies", "requests", false, field("url"), 7},
		{"error_bundles", "bundles", false, func(b map[string]any) string { return b["error"].(map[string]any)["message"].(string) }, 7},
		// Seven browser errors and seven failed requests, a group each.
		{"get_errors", "errors", true, field("id"), 14},
	}
	for _, tt := range tests {
		t.Run(tt.what, func(t *testing.T) {
			seen := map[string]int{}
			c := c0
			var pages []int
			for range 10 {
				text, _, isErr := call(t, cs, map[string]any{"what": tt.what, "after": c, "limit": 3, "raw": tt.raw})
				require.False(t, isErr, text)
				reply := decode(t, text)
				entries := reply[tt.list].([]any)
				if len(entries) == 0 {
					assert.Nil(t, reply["more"])
					break
				}
				pages = append(pages, len(entries))
				for _, e := range entries {
					e := e.(map[string]any)
					seen[tt.id(e)]++
					if tt.what == "get_errors" {
						assert.EqualValues(t, 1, e["count"])
					}
				}
				more := len(seen) < tt.want
				assert.Equal(t, more, reply["more"] == true, "more on a page that left some: %s", text)
				next := reply["cursor"].(string)
				require.NotEqual(t, c, next)
				c = next
			}
			assert.Len(t, seen, tt.want, "every entry: %v", seen)
			for id, n := range seen {
				assert.Equal(t, 1, n, "%s seen once", id)
			}
			for _, n := range pages {
				assert.LessOrEqual(t, n, 3)
			}
			assert.NotContains(t, seen, "before the cursor")
		})
	}

	// get_errors' text form says so, and its cursor line is the page's.
	text, _, _ = call(t, cs, map[string]any{"what": "get_errors", "after": c0, "limit": 3, "raw": true})
	rawCursor := decode(t, text)["cursor"].(string)
	text, _, _ = call(t, cs, map[string]any{"what": "get_errors", "after": c0, "limit": 3})
	assert.Contains(t, text, "(more arrived after these: pass the cursor below as after for the rest)")
	assert.True(t, strings.HasSuffix(text, "\ncursor: "+rawCursor), text)

	// With no cursor, a view is the newest entries held, its cursor is now,
	// and it says nothing of more.
	text, _, _ = call(t, cs, map[string]any{"what": "errors", "limit": 3})
	reply := decode(t, text)
	var got []string
	for _, e := range reply["errors"].([]any) {
		got = append(got, e.(map[string]any)["message"].(string))
	}
	assert.Equal(t, []string{"bravo failed", "delta failed", "foxtrot failed"}, got)
	assert.Nil(t, reply["more"])
	assert.Regexp(t, `-22$`, reply["cursor"], "1 + 7×3 arrivals")
}

// A group whose occurrences arrive on both sides of where a page stops
// appears on both pages, each counting the occurrences of its own range:
// every occurrence is counted once.
func TestGetErrorsPageCountsEachOccurrenceOnce(t *testing.T) {
	store, now := clockStore(t, capture.Config{})
	cs := connect(t, store)
	text, _, _ := call(t, cs, map[string]any{"what": "get_errors", "raw": true})
	c := decode(t, text)["cursor"].(string)
	for i, msg := range []string{"alpha", "bravo", "alpha", "charlie", "alpha", "bravo", "delta"} {
		store.Add(capture.Batch{Errors: []*capture.Error{{Meta: capture.Meta{Time: now.Add(time.Duration(i) * time.Second), TabID: "1"},
			Type: "Error", Message: msg + " failed"}}})
	}
	counts := map[string]int{}
	pages := 0
	for range 10 {
		text, _, _ := call(t, cs, map[string]any{"what": "get_errors", "raw": true, "after": c, "limit": 2})
		reply := decode(t, text)
		entries := reply["errors"].([]any)
		if len(entries) == 0 {
			break
		}
		pages++
		require.LessOrEqual(t, len(entries), 2)
		for _, e := range entries {
			e := e.(map[string]any)
			counts[e["message"].(string)] += int(e["count"].(float64))
		}
		c = reply["cursor"].(string)
	}
	assert.Equal(t, map[string]int{"alpha failed": 3, "bravo failed": 2, "charlie failed": 1, "delta failed": 1}, counts)
	// alpha, bravo, alpha | charlie, alpha | bravo, delta: each page stops
	// before a third group.
	assert.Equal(t, 3, pages)
}

// field reads one string field of a reply's entry.
func field(name string) func(map[string]any) string {
	return func(e map[string]any) string { s, _ := e[name].(string); return s }
}
