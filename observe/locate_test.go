package observe

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/errbundle/errbundle/capture"
	"github.com/errbundle/errbundle/sourcemap"
)

// serveVite8 serves the modules Vite 8 served for the sourcemap package's
// fixture (its inline maps included) and returns the stack Chromium
// recorded from them, moved to this server's origin.
func serveVite8(tb testing.TB) (origin, stack string) {
	tb.Helper()
	dir := filepath.Join("..", "sourcemap", "testdata", "vite8")
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/javascript")
		http.ServeFile(w, r, filepath.Join(dir, "served", filepath.FromSlash(r.URL.Path)))
	}))
	tb.Cleanup(srv.Close)
	raw, err := os.ReadFile(filepath.Join(dir, "stack.txt"))
	require.NoError(tb, err)
	return srv.URL, strings.ReplaceAll(strings.TrimSpace(string(raw)), "http://127.0.0.1:5273", srv.URL)
}

// connectWith is connect with a source-map resolver.
func connectWith(tb testing.TB, store *capture.Store, sym Symbolizer) *mcp.ClientSession {
	tb.Helper()
	ctx := context.Background()
	ct, st := mcp.NewInMemoryTransports()
	ss, err := NewServer(store, "test", sym).Connect(ctx, st, nil)
	require.NoError(tb, err)
	tb.Cleanup(func() { ss.Close() })
	cs, err := mcp.NewClient(&mcp.Implementation{Name: "test-agent", Version: "1"}, nil).Connect(ctx, ct, nil)
	require.NoError(tb, err)
	tb.Cleanup(func() { cs.Close() })
	return cs
}

// serveRecording serves the scripts a sourcemap fixture recorded (dir's
// served/) and returns the stack the browser printed, moved from the
// recording's origin to this server's.
func serveRecording(tb testing.TB, fixture, recordedOrigin string) (origin, stack string) {
	tb.Helper()
	dir := filepath.Join("..", "sourcemap", "testdata", fixture)
	srv := httptest.NewServer(http.FileServer(http.Dir(filepath.Join(dir, "served"))))
	tb.Cleanup(srv.Close)
	raw, err := os.ReadFile(filepath.Join(dir, "stack.txt"))
	require.NoError(tb, err)
	return srv.URL, strings.ReplaceAll(strings.TrimSpace(string(raw)), recordedOrigin, srv.URL)
}

// fetchedMaps is a resolver that has fetched the scripts and maps the
// stacks name.
func fetchedMaps(tb testing.TB, stacks ...string) *sourcemap.Resolver {
	tb.Helper()
	res := sourcemap.New(sourcemap.Config{})
	tb.Cleanup(func() { res.Close() })
	for _, s := range stacks {
		res.Prefetch(s)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	require.NoError(tb, res.Wait(ctx))
	return res
}

// A browser error's served position becomes its original one once the
// map is in: error_bundles, errors and get_errors show src/Profile.tsx:17,
// the throw in the source (the served module has it at line 27), with the
// source around it.
func TestViewsShowOriginalSource(t *testing.T) {
	origin, stack := serveVite8(t)
	res := sourcemap.New(sourcemap.Config{})
	t.Cleanup(func() { res.Close() })
	now := time.Now().UTC()
	store := capture.NewStore(capture.Config{Now: func() time.Time { return now }})
	mustIngest(t, store, []byte(fmt.Sprintf(`{"errors":[{"timestamp":%d,"message":"bad email for Ada","type":"Error","stack":%q,"url":%q,"line":27,"column":9,"tab_id":1}]}`,
		now.Add(-time.Second).UnixMilli(), stack, origin+"/src/Profile.tsx")))
	cs := connectWith(t, store, res)

	// Nothing fetched yet: the reply waits for the map (see
	// TestFirstReplyWaitsForMaps; TestReplyDoesNotWaitForASlowMap for a
	// map that does not come in time, shown served and marked).
	text, _, _ := call(t, cs, map[string]any{"what": "error_bundles"})
	var reply struct {
		Bundles []struct {
			Error struct {
				Location, SourceContext, Stack, ServedStack, Unmapped string
				Line                                                  int
			} `json:"error"`
		} `json:"bundles"`
	}
	require.NoError(t, json.Unmarshal([]byte(strings.ReplaceAll(strings.ReplaceAll(text, "source_context", "sourcecontext"), "served_stack", "servedstack")), &reply))
	require.Len(t, reply.Bundles, 1)
	e := reply.Bundles[0].Error
	assert.Equal(t, "src/Profile.tsx:17:11", e.Location)
	assert.Contains(t, e.SourceContext, "> ", "the failing line is marked")
	assert.Contains(t, e.SourceContext, "throw new Error", "the statement that threw")
	assert.Contains(t, e.Stack, "src/Profile.tsx:17:11")
	assert.Contains(t, e.ServedStack, "/src/Profile.tsx:27:9", "the served stack is kept")
	assert.Empty(t, e.Unmapped)
	assert.Equal(t, 27, e.Line, "line and url stay what the browser said")

	errs, _, _ := call(t, cs, map[string]any{"what": "errors"})
	assert.Contains(t, errs, `"location":"src/Profile.tsx:17:11"`)
	text, _, _ = call(t, cs, map[string]any{"what": "get_errors"})
	assert.Contains(t, text, "→ src/Profile.tsx:17:11 in formatEmail", "the place, and the function it is in")
	assert.Contains(t, text, "    > throw new Error(`bad email for ${user.name}`);", "the failing statement, under its location")
	raw, _, _ := call(t, cs, map[string]any{"what": "get_errors", "raw": true})
	assert.Contains(t, raw, `"source_context":"`)
	assert.Contains(t, raw, `"function":"formatEmail"`)
}

// A console error that a framework's error handler logged with the Error
// it caught (console.error("ERROR", err)) has only the framework's frames
// in its call's stack: the Error's own stack, which the message renders,
// places it at its original source, and is the stack shown.
func TestConsoleErrorLocatedByTheErrorItLogs(t *testing.T) {
	origin, stack := serveVite8(t)
	res := fetchedMaps(t, stack)
	now := time.Now().UTC()
	store := capture.NewStore(capture.Config{Now: func() time.Time { return now }})
	handler := "Error\n    at handleError (" + origin + "/node_modules/.vite/deps/framework.js:12:13)"
	mustIngest(t, store, []byte(fmt.Sprintf(`{"logs":[{"timestamp":%d,"level":"error","message":%q,"stack":%q,"tab_id":1}]}`,
		now.Add(-time.Second).UnixMilli(), "ERROR "+stack, handler)))
	cs := connectWith(t, store, res)

	text, _, _ := call(t, cs, map[string]any{"what": "errors"})
	var reply struct {
		Errors []struct {
			Kind, Location, Stack, Message string
			Context                        string `json:"source_context"`
			Served                         string `json:"served_stack"`
		} `json:"errors"`
	}
	require.NoError(t, json.Unmarshal([]byte(text), &reply))
	require.Len(t, reply.Errors, 1, text)
	e := reply.Errors[0]
	assert.Equal(t, "console", e.Kind)
	assert.Contains(t, e.Message, "ERROR Error: bad email for Ada\n    at formatEmail (src/Profile.tsx:17:11)", "the message's frames, mapped")
	assert.NotContains(t, e.Message, origin, "no served frame left in the message")
	assert.Equal(t, "src/Profile.tsx:17:11", e.Location)
	assert.Contains(t, e.Context, "throw new Error", "the statement that threw")
	assert.Contains(t, e.Stack, "at formatEmail (src/Profile.tsx:17:11)", "the Error's stack, mapped")
	assert.Contains(t, e.Served, "framework.js:12:13", "the served stack is the call's")
	text, _, _ = call(t, cs, map[string]any{"what": "get_errors"})
	assert.Contains(t, text, "→ src/Profile.tsx:17:11")

	// With no stack of its call at all (a browser that gave none).
	o, ok := Locator(res)(&capture.Error{Kind: capture.KindConsole, Message: "ERROR " + stack})
	require.True(t, ok)
	assert.Equal(t, "src/Profile.tsx:17:11", o.Location)
}

// An app's own error boundary that logs the Error it caught
// (console.error("coupon failed:", err) in an onErrorCaptured hook, a
// <svelte:boundary onerror>, Solid's ErrorBoundary fallback) has its own
// frame in its call's stack, the handler's line: the Error's stack places
// it where it was thrown, and is the stack shown.
func TestConsoleErrorOfAnAppsBoundaryLocatedByTheErrorItLogs(t *testing.T) {
	origin, stack := serveVite8(t)
	res := sourcemap.New(sourcemap.Config{})
	t.Cleanup(func() { res.Close() })
	now := time.Now().UTC()
	store := capture.NewStore(capture.Config{Now: func() time.Time { return now }})
	// The boundary's handler is in the same served module as the throw,
	// at another line: src/Profile.tsx in the map.
	handler := "Error\n    at onError (" + origin + "/src/Profile.tsx:30:5)"
	mustIngest(t, store, []byte(fmt.Sprintf(`{"logs":[{"timestamp":%d,"level":"error","message":%q,"stack":%q,"tab_id":1}]}`,
		now.Add(-time.Second).UnixMilli(), "profile failed: "+stack, handler)))
	res.Prefetch("profile failed: " + stack)
	res.Prefetch(handler)
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	require.NoError(t, res.Wait(ctx))
	cs := connectWith(t, store, res)

	text, _, _ := call(t, cs, map[string]any{"what": "errors"})
	var reply struct {
		Errors []struct {
			Message, Location, Stack string
			Context                  string `json:"source_context"`
		} `json:"errors"`
	}
	require.NoError(t, json.Unmarshal([]byte(text), &reply))
	require.Len(t, reply.Errors, 1, text)
	e := reply.Errors[0]
	assert.Equal(t, "src/Profile.tsx:17:11", e.Location, "where the Error was thrown, not the handler's line")
	assert.Contains(t, e.Message, "profile failed: Error: bad email for Ada\n    at formatEmail (src/Profile.tsx:17:11)", "the message's frames, mapped")
	assert.Contains(t, e.Context, "throw new Error", "the statement that threw")
	assert.Contains(t, e.Stack, "at formatEmail (src/Profile.tsx:17:11)", "the Error's stack, mapped")
	text, _, _ = call(t, cs, map[string]any{"what": "get_errors"})
	assert.Contains(t, text, "→ src/Profile.tsx:17:11")
}

// A console warning is placed as a console error is: at the original
// source of its call, with the source around it.
func TestConsoleWarningLocated(t *testing.T) {
	_, stack := serveVite8(t)
	res := fetchedMaps(t, stack)
	now := time.Now().UTC()
	store := capture.NewStore(capture.Config{Now: func() time.Time { return now }})
	mustIngest(t, store, []byte(fmt.Sprintf(`{"logs":[{"timestamp":%d,"level":"warn","message":"email looks odd","stack":%q,"tab_id":1}]}`,
		now.Add(-time.Second).UnixMilli(), stack)))
	cs := connectWith(t, store, res)
	text, _, _ := call(t, cs, map[string]any{"what": "get_errors"})
	assert.Contains(t, text, "email looks odd\n  → src/Profile.tsx:17:11", "served at /src/Profile.tsx:27:9")
	assert.Contains(t, text, "    > throw new Error(`bad email for ${user.name}`);")
}

// A minified build's frames read the program's function names, not the
// minifier's: Vite 7's build of the names app (see
// sourcemap/testdata/names/gen.sh) prints "at u", "at s.summary", "at new
// l"; error_bundles and errors show validate, Cart.summary, new Receipt,
// and get_errors the function of the error's place.
func TestViewsShowOriginalFunctionNames(t *testing.T) {
	origin, stack := serveRecording(t, "names-vite-build", "http://127.0.0.1:8502")
	require.Contains(t, stack, "at u (", "the browser printed the minified name")
	res := fetchedMaps(t, stack)
	now := time.Now().UTC()
	store := capture.NewStore(capture.Config{Now: func() time.Time { return now }})
	mustIngest(t, store, []byte(fmt.Sprintf(`{"errors":[{"timestamp":%d,"message":"negative value for cup","type":"RangeError","stack":%q,"tab_id":1}]}`,
		now.Add(-time.Second).UnixMilli(), stack)))
	cs := connectWith(t, store, res)

	for _, what := range []string{"error_bundles", "errors"} {
		text, _, _ := call(t, cs, map[string]any{"what": what})
		for _, frame := range []string{"at validate (src/cart.js:23:9)", "at lineTotal (src/cart.js:19:29)",
			"at Cart.summary (src/cart.js:15:26)", "at new Receipt (src/receipt.js:3:34)", "at describe (src/ledger.js:13:9)"} {
			assert.Contains(t, text, frame, what)
		}
		assert.Contains(t, text, "at u ("+origin, what+": the served stack is kept as the browser printed it")
	}
	// get_errors shows no stack: the place names its function.
	text, _, _ := call(t, cs, map[string]any{"what": "get_errors"})
	assert.Contains(t, text, "→ src/cart.js:23:9 in validate\n")
	raw, _, _ := call(t, cs, map[string]any{"what": "get_errors", "raw": true})
	assert.Contains(t, raw, `"function":"validate"`)
}

// A frame on a foreign origin is never fetched: the error keeps its served
// location and no request leaves the machine.
func TestLocatorNeverFetchesForeignOrigins(t *testing.T) {
	res := sourcemap.New(sourcemap.Config{})
	t.Cleanup(func() { res.Close() })
	loc := Locator(res)
	e := &capture.Error{Stack: "Error: x\n    at f (https://cdn.example.com/app.js:1:2)", Location: "app.js:1:2"}
	loc(e) // would schedule a fetch if the origin were allowed
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	require.NoError(t, res.Wait(ctx))
	o, ok := loc(e)
	assert.True(t, !ok || o.Location == "app.js:1:2", "%+v", o)
	assert.Zero(t, res.Stats().Fetches)
}

// A frame whose source the map's ignoreList names is third-party code,
// whatever its path: the error is located at the application's frame that
// called it. Rollup's fixture (see sourcemap/testdata/rollup/gen.sh) throws
// in src/vendor/money.ts, which its map ignore-lists, called from
// src/main.ts line 18: "    sum += parseMoney(line.price);".
func TestLocatorSkipsIgnoreListedSources(t *testing.T) {
	_, stack := serveRecording(t, "rollup-terser", "http://127.0.0.1:8482")
	res := fetchedMaps(t, stack)

	o, ok := Locator(res)(&capture.Error{Stack: stack})
	require.True(t, ok)
	assert.Equal(t, "src/main.ts:18:12", o.Location)
	assert.Contains(t, o.Stack, "src/vendor/money.ts:4:11", "the stack keeps the ignore-listed frame, mapped")
}

// shiftingMaps answers like a resolver whose cached chunk a dev server
// rebuilt after an edit: the same served position maps to line, which the
// test moves.
type shiftingMaps struct{ line int }

func (s *shiftingMaps) Map(stack string) sourcemap.MappedStack {
	m := sourcemap.MappedStack{Frames: sourcemap.ParseStack(stack)}
	for range m.Frames {
		m.Results = append(m.Results, sourcemap.Result{Status: sourcemap.Mapped,
			Position: sourcemap.Position{Source: "app/page.tsx", Line: s.line, Column: 11}})
	}
	m.Text = strings.ReplaceAll(stack, "http://127.0.0.1:3000/_next/static/chunks/a.js:14:15", fmt.Sprintf("app/page.tsx:%d:11", s.line))
	return m
}

// An error once located keeps its location: the edit that rebuilt the
// chunk under the same URL came after it, and it was thrown by the code
// before the edit. An error thrown after the edit maps with the new map.
func TestLocatorPinsLocations(t *testing.T) {
	maps := &shiftingMaps{line: 5}
	loc := Locator(maps)
	at := time.Date(2026, 11, 24, 22, 0, 0, 0, time.UTC)
	stack := "Error: boom\n    at boom (http://127.0.0.1:3000/_next/static/chunks/a.js:14:15)"
	before := &capture.Error{Meta: capture.Meta{Seq: 7, Time: at}, Stack: stack}
	o, ok := loc(before)
	require.True(t, ok)
	assert.Equal(t, "app/page.tsx:5:11", o.Location)

	maps.line = 6 // the edit
	after := &capture.Error{Meta: capture.Meta{Seq: 8, Time: at.Add(time.Minute)}, Stack: stack}
	o, _ = loc(after)
	assert.Equal(t, "app/page.tsx:6:11", o.Location)
	o, _ = loc(before)
	assert.Equal(t, "app/page.tsx:5:11", o.Location, "located before the edit")
	assert.Contains(t, o.Stack, "app/page.tsx:5:11")
	copied := *before // views read copies out of the store
	o, _ = loc(&copied)
	assert.Equal(t, "app/page.tsx:5:11", o.Location)
}

// servedMaps answers like a resolver holding maps for some served
// positions ("url:line:column") and none for the others.
type servedMaps map[string]sourcemap.Position

func (s servedMaps) Map(stack string) sourcemap.MappedStack {
	m := sourcemap.MappedStack{Frames: sourcemap.ParseStack(stack), Text: stack}
	for _, f := range m.Frames {
		r := sourcemap.Result{Status: sourcemap.NoMap}
		if p, ok := s[fmt.Sprintf("%s:%d:%d", f.URL, f.Line, f.Column)]; ok {
			r = sourcemap.Result{Status: sourcemap.Mapped, Position: p}
		}
		m.Results = append(m.Results, r)
	}
	return m
}

// A React component stack is shown innermost first, each position mapped
// where a map covers it and served (without its origin) where none does,
// in errors, error_bundles and get_errors, also for an error whose own
// stack nothing maps.
func TestViewsShowComponentStacks(t *testing.T) {
	now := time.Now().UTC()
	store := capture.NewStore(capture.Config{Now: func() time.Time { return now }})
	mustIngest(t, store, []byte(fmt.Sprintf(`{"errors":[{"timestamp":%d,"message":"Cannot read properties of undefined (reading 'reduce')","type":"TypeError",
		"stack":"TypeError: x\n    at CartTotal (http://127.0.0.1:5173/assets/vendor.js:1:2)","component_stack":[
		{"name":"CartTotal"},
		{"name":"Cart","url":"http://127.0.0.1:5173/src/react/Shop.tsx?t=1","line":47,"column":29},
		{"name":"Shop","url":"http://127.0.0.1:5173/assets/shop.js","line":3,"column":4}]}]}`, now.Add(-time.Second).UnixMilli())))
	cs := connectWith(t, store, servedMaps{
		"http://127.0.0.1:5173/src/react/Shop.tsx?t=1:47:29": {Source: "src/react/Shop.tsx", Line: 30, Column: 7},
	})
	want := []string{"CartTotal", "Cart (src/react/Shop.tsx:30:7)", "Shop (assets/shop.js:3:4)"}

	var errs struct {
		Errors []struct {
			ComponentStack []string `json:"component_stack"`
		} `json:"errors"`
	}
	text, _, _ := call(t, cs, map[string]any{"what": "errors"})
	require.NoError(t, json.Unmarshal([]byte(text), &errs), text)
	require.Len(t, errs.Errors, 1)
	assert.Equal(t, want, errs.Errors[0].ComponentStack)

	var bundles struct {
		Bundles []struct {
			Error struct {
				ComponentStack []string `json:"component_stack"`
			} `json:"error"`
		} `json:"bundles"`
	}
	text, _, _ = call(t, cs, map[string]any{"what": "error_bundles"})
	require.NoError(t, json.Unmarshal([]byte(text), &bundles), text)
	require.Len(t, bundles.Bundles, 1)
	assert.Equal(t, want, bundles.Bundles[0].Error.ComponentStack)

	text, _, _ = call(t, cs, map[string]any{"what": "get_errors"})
	assert.Contains(t, text, "\n  in CartTotal < Cart (src/react/Shop.tsx:30:7) < Shop (assets/shop.js:3:4)")
	raw, _, _ := call(t, cs, map[string]any{"what": "get_errors", "raw": true})
	assert.Contains(t, raw, `"component_stack":["CartTotal","Cart (src/react/Shop.tsx:30:7)","Shop (assets/shop.js:3:4)"]`)
}

// A dev server's problem shows the project's failing line under its place
// in get_errors, as a browser error does, read from the file in the
// directory the process runs in; a secret on a line around it is redacted.
func TestGetErrorsShowsTheLineOfADevServerProblem(t *testing.T) {
	dir := t.TempDir()
	require.NoError(t, os.WriteFile(filepath.Join(dir, "main.py"), []byte(
		"API_KEY = \"sk_live_4eC39HqLyjWDarjtT1zdp7dc\"\n\n\ndef total(items):\n    return sum(i[\"price\"] for i in items)\n\n\nprint(total(None))\n"), 0o644))
	now := time.Now().UTC()
	store := capture.NewStore(capture.Config{Now: func() time.Time { return now }})
	res := sourcemap.New(sourcemap.Config{FileRoots: store.ProcessDirs})
	t.Cleanup(func() { res.Close() })
	at := now.Add(-time.Second)
	store.AddProcess("api", []capture.ProcessEvent{{Type: capture.ProcessStart, Time: at, Command: "python3 main.py", Dir: dir}})
	var evs []capture.ProcessEvent
	for i, line := range []string{
		"Traceback (most recent call last):",
		`  File "` + dir + `/main.py", line 8, in <module>`,
		"    print(total(None))",
		`  File "` + dir + `/main.py", line 5, in total`,
		`    return sum(i["price"] for i in items)`,
		"TypeError: 'NoneType' object is not iterable",
	} {
		evs = append(evs, capture.ProcessEvent{Type: capture.ProcessLine, Stream: "stderr", Text: line, Time: at.Add(time.Duration(i) * time.Millisecond)})
	}
	store.AddProcess("api", append(evs, capture.ProcessEvent{Type: capture.ProcessExit, Time: at.Add(10 * time.Millisecond), ExitCode: 1}))
	cs := connectWith(t, store, res)

	text, _, _ := call(t, cs, map[string]any{"what": "get_errors"})
	assert.Contains(t, text, "→ main.py:5\n    > return sum(i[\"price\"] for i in items)\n", "the failing line under the place")
	raw, _, _ := call(t, cs, map[string]any{"what": "get_errors", "raw": true})
	var reply struct {
		Errors []struct {
			Location      string `json:"location"`
			SourceContext string `json:"source_context"`
		} `json:"errors"`
	}
	require.NoError(t, json.Unmarshal([]byte(raw), &reply))
	require.Len(t, reply.Errors, 1)
	assert.Equal(t, "main.py:5", reply.Errors[0].Location)
	assert.Equal(t, "  \n  def total(items):\n>     return sum(i[\"price\"] for i in items)\n  \n  ", reply.Errors[0].SourceContext)

	// The secret two lines further up shows only redacted.
	store.AddProcess("api", []capture.ProcessEvent{{Type: capture.ProcessStart, Time: now, Command: "python3 main.py", Dir: dir},
		{Type: capture.ProcessLine, Stream: "stderr", Text: `  File "` + dir + `/main.py", line 2, in <module>`, Time: now},
		{Type: capture.ProcessLine, Stream: "stderr", Text: "NameError: name 'x' is not defined", Time: now.Add(time.Millisecond)},
		{Type: capture.ProcessExit, Time: now.Add(2 * time.Millisecond), ExitCode: 1}})
	text, _, _ = call(t, cs, map[string]any{"what": "get_errors", "raw": true})
	assert.NotContains(t, text, "4eC39HqLyjWDarjtT1zdp7dc")
	assert.Contains(t, text, "sk_live_[redacted]")
}

// The failing line of a dev server's problem keeps its shape with the
// secret in it redacted: the value goes, the line stays readable.
func TestSourceContextRedactsTheValueAndKeepsTheLine(t *testing.T) {
	dir := t.TempDir()
	require.NoError(t, os.WriteFile(filepath.Join(dir, "main.py"), []byte(
		"import os\nDB_PASS = \"pg-s3cret\"\ndef total(items):\n    return login(password=\"hunter2\", items=items)\n\nprint(total(None))\n"), 0o644))
	now := time.Now().UTC()
	store := capture.NewStore(capture.Config{Now: func() time.Time { return now }})
	res := sourcemap.New(sourcemap.Config{FileRoots: store.ProcessDirs})
	t.Cleanup(func() { res.Close() })
	at := now.Add(-time.Second)
	store.AddProcess("api", []capture.ProcessEvent{{Type: capture.ProcessStart, Time: at, Command: "python3 main.py", Dir: dir}})
	var evs []capture.ProcessEvent
	for i, line := range []string{
		"Traceback (most recent call last):",
		`  File "` + dir + `/main.py", line 6, in <module>`,
		"    print(total(None))",
		`  File "` + dir + `/main.py", line 4, in total`,
		`    return login(password=[redacted], items=items)`,
		"NameError: name 'login' is not defined",
	} {
		evs = append(evs, capture.ProcessEvent{Type: capture.ProcessLine, Stream: "stderr", Text: line, Time: at.Add(time.Duration(i) * time.Millisecond)})
	}
	store.AddProcess("api", append(evs, capture.ProcessEvent{Type: capture.ProcessExit, Time: at.Add(10 * time.Millisecond), ExitCode: 1}))
	cs := connectWith(t, store, res)

	raw, _, _ := call(t, cs, map[string]any{"what": "get_errors", "raw": true})
	var reply struct {
		Errors []struct {
			Location      string `json:"location"`
			SourceContext string `json:"source_context"`
		} `json:"errors"`
	}
	require.NoError(t, json.Unmarshal([]byte(raw), &reply))
	require.Len(t, reply.Errors, 1)
	assert.Equal(t, "main.py:4", reply.Errors[0].Location)
	assert.Equal(t, "  DB_PASS = \"[redacted]\"\n  def total(items):\n>     return login(password=\"[redacted]\", items=items)\n  \n  print(total(None))", reply.Errors[0].SourceContext)
	assert.NotContains(t, raw, "hunter2")
	assert.NotContains(t, raw, "pg-s3cret")
}

// A Node server built with tsc and run without --enable-source-maps
// crashes at dist/cart.js:7:27: get_errors places it in the TypeScript
// source, src/cart.ts line 12 (the statement marked BUG:no-price), through
// the map tsc wrote beside the script (testdata/node-tsc, see its gen.sh).
func TestGetErrorsMapsABuiltScriptsProblemToItsSource(t *testing.T) {
	dir, err := filepath.Abs(filepath.Join("testdata", "node-tsc"))
	require.NoError(t, err)
	out, err := os.ReadFile(filepath.Join(dir, "output.txt"))
	require.NoError(t, err)
	now := time.Now().UTC()
	store := capture.NewStore(capture.Config{Now: func() time.Time { return now }})
	res := sourcemap.New(sourcemap.Config{FileRoots: store.ProcessDirs})
	t.Cleanup(func() { res.Close() })
	at := now.Add(-time.Second)
	evs := []capture.ProcessEvent{{Type: capture.ProcessStart, Time: at, Command: "node dist/server.js", Dir: dir}}
	for i, line := range strings.Split(strings.TrimRight(string(out), "\n"), "\n") {
		evs = append(evs, capture.ProcessEvent{Type: capture.ProcessLine, Stream: "stderr",
			Text: strings.ReplaceAll(line, "/project", dir), Time: at.Add(time.Duration(i+1) * time.Millisecond)})
	}
	store.AddProcess("api", append(evs, capture.ProcessEvent{Type: capture.ProcessExit, Time: at.Add(time.Second / 2), ExitCode: 1}))
	cs := connectWith(t, store, res)

	text, _, _ := call(t, cs, map[string]any{"what": "get_errors"})
	assert.Contains(t, text, "Cannot read properties of undefined (reading 'amount')")
	assert.Contains(t, text, "→ src/cart.ts:12:24\n    > sum += line.price!.amount * line.qty; // BUG:no-price\n",
		"the TypeScript source's place and line, not dist/cart.js:7:27")
}
