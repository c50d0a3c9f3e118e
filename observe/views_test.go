package observe

import (
	"os"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/errbundle/errbundle/capture"
)

// clockStore is a store whose clock the test sets.
func clockStore(tb testing.TB, cfg capture.Config) (*capture.Store, time.Time) {
	tb.Helper()
	now := time.Date(2026, 2, 6, 10, 30, 0, 0, time.UTC)
	cfg.Now = func() time.Time { return now }
	return capture.NewStore(cfg), now
}

func TestProcessProblemsInEveryView(t *testing.T) {
	now := time.Date(2026, 2, 6, 10, 30, 0, 0, time.UTC)
	clock := now.Add(-2 * time.Second) // the output arrives as it is printed
	store := capture.NewStore(capture.Config{Now: func() time.Time { return clock }})
	start := now.Add(-20 * time.Second)
	store.AddProcess("api", []capture.ProcessEvent{{Type: capture.ProcessStart, Time: start, Command: "python3 app.py"}})
	var evs []capture.ProcessEvent
	for i, line := range []string{
		"Traceback (most recent call last):",
		`  File "/project/app.py", line 12, in handler`,
		"    return users[uid]",
		"KeyError: 42",
	} {
		evs = append(evs, capture.ProcessEvent{Type: capture.ProcessLine, Stream: "stderr", Text: line, Time: now.Add(-2*time.Second + time.Duration(i)*time.Millisecond)})
	}
	store.AddProcess("api", evs)
	clock = now
	store.Add(capture.Batch{
		Requests: []*capture.Request{{Meta: capture.Meta{Time: now.Add(-time.Second), TabID: "3"}, Method: "GET", URL: "http://localhost:3000/api/users/42", Status: 500}},
		Errors:   []*capture.Error{{Meta: capture.Meta{Time: now.Add(-500 * time.Millisecond), TabID: "3"}, Message: "Failed to load user", Type: "Error"}},
	})
	cs := connect(t, store)

	text, _, isErr := call(t, cs, map[string]any{"what": "error_bundles"})
	require.False(t, isErr, text)
	b := decode(t, text)["bundles"].([]any)[0].(map[string]any)
	proc := b["process"].([]any)
	require.Len(t, proc, 1, "the backend's traceback arrives beside the browser error")
	p := proc[0].(map[string]any)
	assert.Equal(t, "api", p["process"])
	assert.Contains(t, p["message"], "KeyError")
	assert.Equal(t, "/project/app.py:12", p["location"])

	text, _, _ = call(t, cs, map[string]any{"what": "get_errors"})
	assert.Contains(t, text, "[process:api] python-traceback (1x, 2s ago)")
	assert.Contains(t, text, "→ /project/app.py:12")
	assert.Contains(t, text, "[browser:js] Error")

	text, _, _ = call(t, cs, map[string]any{"what": "get_errors", "process_id": "api", "raw": true})
	reply := decode(t, text)
	entries := reply["errors"].([]any)
	require.Len(t, entries, 1, "process_id keeps only that process")
	assert.Equal(t, "process:api", entries[0].(map[string]any)["source"])

	text, _, _ = call(t, cs, map[string]any{"what": "processes"})
	procs := decode(t, text)["processes"].([]any)
	require.Len(t, procs, 1)
	assert.Equal(t, "running", procs[0].(map[string]any)["state"])
	assert.EqualValues(t, 1, procs[0].(map[string]any)["errors"])

	// A successful rebuild retires the traceback from the default view;
	// since brings it back.
	store.AddProcess("api", []capture.ProcessEvent{{Type: capture.ProcessLine, Text: "  VITE v7.3.8  ready in 312 ms", Time: now.Add(-100 * time.Millisecond)}})
	text, _, _ = call(t, cs, map[string]any{"what": "get_errors", "process_id": "api"})
	assert.True(t, strings.HasPrefix(text, "No errors found."), text)
	assert.Contains(t, text, "1 older entries hidden")
	text, _, _ = call(t, cs, map[string]any{"what": "get_errors", "process_id": "api", "since": "1m"})
	assert.Contains(t, text, "KeyError")
}

func TestErrorsView(t *testing.T) {
	store, now := clockStore(t, capture.Config{})
	at := func(ago time.Duration) capture.Meta { return capture.Meta{Time: now.Add(-ago), TabID: "1"} }
	store.Add(capture.Batch{
		Errors: []*capture.Error{{Meta: at(3 * time.Minute), Message: "old"}, {Meta: at(2 * time.Second), Message: "new", Type: "TypeError"}},
		Logs:   []*capture.Log{{Meta: at(time.Second), Level: "warn", Message: "careful"}},
	})
	cs := connect(t, store)
	text, _, _ := call(t, cs, map[string]any{"what": "errors"})
	r := decode(t, text)
	assert.EqualValues(t, 2, r["error_count"])
	es := r["errors"].([]any)
	require.Len(t, es, 2)
	assert.Equal(t, "new", es[0].(map[string]any)["message"], "newest first")

	text, _, _ = call(t, cs, map[string]any{"what": "errors", "since": "1m", "severity": "all"})
	r = decode(t, text)
	es = r["errors"].([]any)
	require.Len(t, es, 2)
	assert.Equal(t, "careful", es[0].(map[string]any)["message"])
	assert.Equal(t, "warning", es[0].(map[string]any)["severity"])
	assert.EqualValues(t, 1, r["warning_count"])

	_, _, _ = call(t, cs, map[string]any{"what": "errors", "limit": 1, "clear_after_read": true})
	text, _, _ = call(t, cs, map[string]any{"what": "errors"})
	es = decode(t, text)["errors"].([]any)
	require.Len(t, es, 1, "a cleared error is not listed again")
	assert.Equal(t, "old", es[0].(map[string]any)["message"])
	text, _, _ = call(t, cs, map[string]any{"what": "error_bundles"})
	assert.Len(t, decode(t, text)["bundles"], 2, "bundles still see cleared errors")
}

func TestRepliesSayWhenDataWasEvicted(t *testing.T) {
	store, now := clockStore(t, capture.Config{MaxRequests: 2})
	for i := 0; i < 5; i++ {
		store.Add(capture.Batch{Requests: []*capture.Request{{Meta: capture.Meta{Time: now.Add(-time.Duration(5-i) * 100 * time.Millisecond)}, Method: "GET", URL: "http://h/api", Status: 500}}})
	}
	store.Add(capture.Batch{Errors: []*capture.Error{{Meta: capture.Meta{Time: now}, Message: "e"}}})
	cs := connect(t, store)
	text, _, _ := call(t, cs, map[string]any{"what": "error_bundles"})
	b := decode(t, text)["bundles"].([]any)[0].(map[string]any)
	assert.Equal(t, []any{"network"}, b["context_may_be_incomplete"])
	text, _, _ = call(t, cs, map[string]any{"what": "network_bodies"})
	assert.Contains(t, decode(t, text)["notice"], "evicted 3")
	text, _, _ = call(t, cs, map[string]any{"what": "get_errors", "raw": true})
	assert.Contains(t, decode(t, text)["notice"], "network")
	text, _, _ = call(t, cs, map[string]any{"what": "network_bodies", "since": "2026-02-06T10:31:00Z"})
	assert.NotContains(t, text, "notice", "nothing was evicted after that time")
}

// A page whose clock runs ahead still shows up: the raw views have no
// upper bound in time.
func TestRawViewsListEventsFromAClockAhead(t *testing.T) {
	store, now := clockStore(t, capture.Config{})
	ahead := capture.Meta{Time: now.Add(3 * time.Hour)}
	store.Add(capture.Batch{
		Errors:   []*capture.Error{{Meta: ahead, Message: "from the future"}},
		Logs:     []*capture.Log{{Meta: ahead, Level: capture.LevelInfo, Message: "later"}},
		Requests: []*capture.Request{{Meta: ahead, Method: "GET", URL: "http://h/api", Status: 200}},
		Actions:  []*capture.Action{{Meta: ahead, Type: "click", Selector: "button"}},
	})
	cs := connect(t, store)
	for what, key := range map[string]string{"errors": "errors", "logs": "logs", "network_bodies": "requests", "actions": "actions"} {
		text, _, isErr := call(t, cs, map[string]any{"what": what, "since": "1m"})
		require.False(t, isErr, text)
		assert.Len(t, decode(t, text)[key], 1, "%s: %s", what, text)
	}
}

// Next's two-line route error, relayed in two batches with a query in
// between that found the process quiet, is one get_errors entry with the
// route's location (not the head twice, once with no location), and a
// reader following cursors sees the completed problem arrive.
func TestBlockSplitByAQueryIsOneEntry(t *testing.T) {
	start := time.Date(2026, 2, 6, 10, 30, 0, 0, time.UTC)
	var clock atomic.Int64
	clock.Store(start.UnixNano())
	store := capture.NewStore(capture.Config{Now: func() time.Time { return time.Unix(0, clock.Load()).UTC() }})
	store.AddProcess("web", []capture.ProcessEvent{{Type: capture.ProcessStart, Time: start, Command: "next dev", Dir: "/home/me/shop"}})
	printed := start.Add(5 * time.Second)
	line := func(ms int, text string) capture.ProcessEvent {
		return capture.ProcessEvent{Type: capture.ProcessLine, Time: printed.Add(time.Duration(ms) * time.Millisecond), Stream: "stderr", Text: text}
	}
	// next dev 16's lines (classify/testdata/next/nextjs16-dev-routes.txt).
	store.AddProcess("web", []capture.ProcessEvent{line(0, "⨯ TypeError: Cannot read properties of null (reading 'name')")})
	clock.Store(printed.Add(1500 * time.Millisecond).UnixNano())
	cs := connect(t, store)
	text, _, _ := call(t, cs, map[string]any{"what": "get_errors", "raw": true})
	reply := decode(t, text)
	require.Len(t, reply["errors"], 1, "the query stores the quiet head: %s", text)
	assert.NotContains(t, reply["errors"].([]any)[0], "location")
	c := reply["cursor"].(string)

	store.AddProcess("web", []capture.ProcessEvent{
		line(1, "    at GET (app/api/profile/[id]/route.ts:10:41)"),
		line(2, "   8 |   const { id } = await params;"),
		line(3, "   9 |   const profile = load(id);"),
		line(4, "> 10 |   return Response.json({ name: profile!.name.toUpperCase() });"),
		line(5, "     |                                         ^"),
		line(20, " GET /api/profile/2 500 in 1829ms (next.js: 1313ms, application-code: 516ms)"),
	})
	for _, args := range []map[string]any{
		{"what": "get_errors", "raw": true},
		{"what": "get_errors", "raw": true, "after": c},
	} {
		text, _, _ = call(t, cs, args)
		entries := decode(t, text)["errors"].([]any)
		require.Len(t, entries, 1, "%v: %s", args, text)
		e := entries[0].(map[string]any)
		assert.Equal(t, "app/api/profile/[id]/route.ts:10:41", e["location"])
		assert.EqualValues(t, 1, e["count"])
	}
	text, _, _ = call(t, cs, map[string]any{"what": "processes"})
	assert.EqualValues(t, 1, decode(t, text)["processes"].([]any)[0].(map[string]any)["errors"])
}

// outputLines are a process's output lines from at, a millisecond apart.
func outputLines(at time.Time, texts ...string) []capture.ProcessEvent {
	evs := make([]capture.ProcessEvent, len(texts))
	for i, text := range texts {
		evs[i] = capture.ProcessEvent{Type: capture.ProcessLine, Text: text, Time: at.Add(time.Duration(i) * time.Millisecond)}
	}
	return evs
}

// A watcher's restart after a change (nodemon's) retires the crash of the
// run before from the default view; the same crash printed by the new
// run is listed again.
func TestWatcherRestartRetiresTheCrashBeforeIt(t *testing.T) {
	store, now := clockStore(t, capture.Config{})
	crash := []string{
		"/project/src/server.js:4",
		"http.createServer((req, res) => res.end(routes[req.url]()))",
		"                                                       ^",
		"",
		"TypeError: routes[req.url] is not a function",
		"    at Server.<anonymous> (/project/src/server.js:4:56)",
		"",
		"Node.js v20.20.2",
		"[nodemon] app crashed - waiting for file changes before starting...",
	}
	store.AddProcess("api", outputLines(now.Add(-30*time.Second), crash...))
	cs := connect(t, store)
	text, _, _ := call(t, cs, map[string]any{"what": "get_errors", "process_id": "api"})
	assert.Contains(t, text, "routes[req.url] is not a function")
	assert.Contains(t, text, "/project/src/server.js:4:56")

	store.AddProcess("api", outputLines(now.Add(-20*time.Second), "[nodemon] restarting due to changes...", "[nodemon] starting `node src/server.js`", "api on 18466"))
	text, _, _ = call(t, cs, map[string]any{"what": "get_errors", "process_id": "api"})
	assert.True(t, strings.HasPrefix(text, "No errors found."), "the crash was the run before the restart's: %s", text)

	store.AddProcess("api", outputLines(now.Add(-10*time.Second), crash...))
	text, _, _ = call(t, cs, map[string]any{"what": "get_errors", "process_id": "api"})
	assert.Contains(t, text, "routes[req.url] is not a function", "the new run crashed again")
}

// Under a multiplexer (turbo run dev) one child's success line retires
// none of another child's problems: web's Vite reloading says nothing of
// api's crash, whose lines interleave with web's. api's own restart line
// does retire it.
func TestMuxChildBoundaryRetiresOnlyItsOwnCrash(t *testing.T) {
	store, now := clockStore(t, capture.Config{})
	store.AddProcess("dev", outputLines(now.Add(-30*time.Second),
		"api:dev: /project/apps/api/src/server.js:4",
		"web:dev:   VITE v7.3.8  ready in 312 ms",
		"api:dev: http.createServer((req, res) => res.end(routes[req.url]())).listen(3001)",
		"web:dev: ",
		"api:dev:                                                        ^",
		"web:dev:   ➜  Local:   http://localhost:5173/",
		"api:dev: ",
		"api:dev: TypeError: routes[req.url] is not a function",
		"web:dev: 9:00:01 AM [vite] page reload src/App.tsx",
		"api:dev:     at Server.<anonymous> (/project/apps/api/src/server.js:4:56)",
		"api:dev:     at Server.emit (node:events:524:28)",
		"api:dev: ",
		"api:dev: Node.js v20.20.2",
	))
	cs := connect(t, store)
	text, _, _ := call(t, cs, map[string]any{"what": "get_errors", "process_id": "dev"})
	assert.Contains(t, text, "routes[req.url] is not a function", "api's crash is read whole between web's lines")
	assert.Contains(t, text, "apps/api/src/server.js:4:56")

	store.AddProcess("dev", outputLines(now.Add(-20*time.Second), "web:dev: 9:00:11 AM [vite] hmr update /src/App.tsx"))
	text, _, _ = call(t, cs, map[string]any{"what": "get_errors", "process_id": "dev"})
	assert.Contains(t, text, "routes[req.url] is not a function", "web's hot update retires none of api's crash")

	store.AddProcess("dev", outputLines(now.Add(-10*time.Second), "api:dev: [nodemon] restarting due to changes...", "api:dev: [nodemon] starting `node src/server.js`"))
	text, _, _ = call(t, cs, map[string]any{"what": "get_errors", "process_id": "dev"})
	assert.True(t, strings.HasPrefix(text, "No errors found."), "api's own restart retires its crash: %s", text)
}

// The real output of concurrently -n api,web (classify's fixture
// mux-concurrently.txt): web's page reload after Cart.js appeared retires
// Vite's failed import of it, and none of api's two TypeErrors, whose
// first report web's lines interleave.
func TestMuxFixtureGetErrors(t *testing.T) {
	data, err := os.ReadFile("../classify/testdata/bundler/mux-concurrently.txt")
	require.NoError(t, err)
	store, now := clockStore(t, capture.Config{})
	var evs []capture.ProcessEvent
	for i, line := range strings.Split(string(data), "\n") {
		evs = append(evs, capture.ProcessEvent{Type: capture.ProcessLine, Text: line, Time: now.Add(-10*time.Second + time.Duration(i)*time.Millisecond)})
	}
	store.AddProcess("dev", evs)
	store.FlushOpen()
	cs := connect(t, store)
	text, _, _ := call(t, cs, map[string]any{"what": "get_errors", "process_id": "dev"})
	assert.Contains(t, text, "routes./cart is not a function")
	assert.Contains(t, text, "packages/api/server.js:23:20")
	assert.Contains(t, text, "routes./orders is not a function")
	assert.NotContains(t, text, `Failed to resolve import "./Cart"`, "web's own reload retires it")
}
