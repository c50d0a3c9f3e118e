package scope

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/errbundle/errbundle/capture"
)

var t0 = time.Date(2026, 11, 24, 10, 0, 0, 0, time.UTC)

// twoApps is a store holding two wrapped dev servers, shop in /work/shop on
// port 5173 and blog in /work/blog on port 8000, each with a page error,
// and a page from a server nobody wrapped.
func twoApps(tb testing.TB) (*capture.Store, map[string][]int) {
	tb.Helper()
	s := capture.NewStore(capture.Config{Now: func() time.Time { return t0.Add(time.Minute) }})
	for _, p := range []struct{ id, dir string }{{"shop", "/work/shop"}, {"blog", "/work/blog"}} {
		s.AddProcess(p.id, []capture.ProcessEvent{
			{Type: capture.ProcessStart, Time: t0, Command: "npm run dev", Dir: p.dir, PID: 100},
			{Type: capture.ProcessLine, Time: t0.Add(time.Second), Stream: "stderr", Text: "Error: " + p.id + " broke\n    at main (/work/" + p.id + "/server.js:1:1)"},
			{Type: capture.ProcessExit, Time: t0.Add(2 * time.Second), ExitCode: 1},
		})
	}
	page := func(url, msg string) *capture.Error {
		return &capture.Error{Meta: capture.Meta{Time: t0.Add(3 * time.Second), PageURL: url}, Message: msg, Kind: capture.KindException}
	}
	s.Add(capture.Batch{
		Errors: []*capture.Error{
			page("http://localhost:5173/cart", "shop page"),
			page("http://127.0.0.1:8000/post/1", "blog page"),
			page("http://localhost:9999/", "stray page"),
		},
		Logs: []*capture.Log{{Meta: capture.Meta{Time: t0, PageURL: "http://localhost:8000/"}, Level: capture.LevelInfo, Message: "blog log"}},
	})
	s.FlushOpen()
	return s, map[string][]int{"shop": {5173}, "blog": {8000}}
}

func messages(snap *capture.Snapshot) []string {
	var out []string
	snap.Errors.All(func(e *capture.Error) bool { out = append(out, e.Message); return true })
	snap.Problems.All(func(p *capture.Problem) bool { out = append(out, p.Process+": "+p.Severity); return true })
	return out
}

func TestResolveApply(t *testing.T) {
	store, ports := twoApps(t)
	snap := store.Snapshot()
	tests := []struct {
		name    string
		req     Request
		want    []string
		notice  string
		procsIn []string
	}{
		{
			name:    "a root holding shop",
			req:     Request{Roots: []string{"file:///work/shop"}},
			want:    []string{"shop page", "shop: error"},
			notice:  `3 problems in other apps (blog, http://localhost:9999): 2 page errors, 1 dev-server error; scope: "all" to see them`,
			procsIn: []string{"shop"},
		},
		{
			name:    "a directory inside blog, as a path",
			req:     Request{Roots: []string{"/work/blog/src"}},
			want:    []string{"blog page", "blog: error"},
			notice:  `3 problems in other apps (http://localhost:9999, shop): 2 page errors, 1 dev-server error; scope: "all" to see them`,
			procsIn: []string{"blog"},
		},
		{
			// The project's pages are known: one nobody serves is not its.
			name:    "the parent of both",
			req:     Request{Roots: []string{"/work"}},
			want:    []string{"blog page", "shop page", "blog: error", "shop: error"},
			notice:  `1 page error in other apps (http://localhost:9999); scope: "all" to see them`,
			procsIn: []string{"blog", "shop"},
		},
		{
			// Its own pages are unknown: it sees all but the known apps'.
			name:    "a project with no wrapped process",
			req:     Request{Roots: []string{"/work/notes"}},
			want:    []string{"stray page"},
			notice:  `4 problems in other apps (blog, shop): 2 page errors, 2 dev-server errors; scope: "all" to see them`,
			procsIn: []string{},
		},
		{name: "all", req: Request{Roots: []string{"/work/shop"}, All: true},
			want: []string{"stray page", "blog page", "shop page", "blog: error", "shop: error"}},
		{name: "no roots", req: Request{},
			want: []string{"stray page", "blog page", "shop page", "blog: error", "shop: error"}},
		{
			name:    "origin",
			req:     Request{Roots: []string{"/work/shop"}, Origin: "http://127.0.0.1:8000"},
			want:    []string{"blog page", "blog: error"},
			notice:  `3 problems in other apps (http://localhost:9999, shop): 2 page errors, 1 dev-server error; scope: "all" to see them`,
			procsIn: []string{"blog"},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			sc := Resolve(snap.Processes, ports, tt.req)
			got, out := sc.Apply(snap)
			assert.ElementsMatch(t, tt.want, messages(got))
			assert.Equal(t, tt.notice, out.Notice())
			if tt.procsIn != nil {
				assert.Equal(t, tt.procsIn, sc.Processes())
				var ids []string
				for _, p := range got.Processes {
					ids = append(ids, p.ID)
				}
				assert.ElementsMatch(t, tt.procsIn, ids)
			}
		})
	}
	// The snapshot the scopes were cut from is untouched.
	assert.Len(t, messages(snap), 5)
}

func TestApplyCountsLogsAsEvents(t *testing.T) {
	store, ports := twoApps(t)
	snap := store.Snapshot()
	got, out := Resolve(snap.Processes, ports, Request{Roots: []string{"/work/shop"}}).Apply(snap)
	assert.Equal(t, 0, got.Logs.Len())
	assert.Equal(t, 4, out.Events, "the blog's log, its two errors and the stray page")
}

// TestApplyKeepsTabIndex checks that a filtered view still answers per-tab
// queries, which bundles use.
func TestApplyKeepsTabIndex(t *testing.T) {
	s := capture.NewStore(capture.Config{})
	s.AddProcess("shop", []capture.ProcessEvent{{Type: capture.ProcessStart, Time: t0, Dir: "/work/shop", PID: 1}})
	s.Add(capture.Batch{Errors: []*capture.Error{
		{Meta: capture.Meta{Time: t0, TabID: "1", PageURL: "http://localhost:5173/"}, Message: "in", Kind: capture.KindException},
		{Meta: capture.Meta{Time: t0, TabID: "2", PageURL: "http://localhost:8000/"}, Message: "out", Kind: capture.KindException},
	}})
	snap := s.Snapshot()
	got, _ := Resolve(snap.Processes, map[string][]int{"shop": {5173}, "blog": {8000}}, Request{Roots: []string{"/work/shop"}}).Apply(snap)
	var tab1, tab2 int
	got.Errors.AscendTab("1", time.Time{}, t0.Add(time.Hour), func(*capture.Error) bool { tab1++; return true })
	got.Errors.AscendTab("2", time.Time{}, t0.Add(time.Hour), func(*capture.Error) bool { tab2++; return true })
	assert.Equal(t, 1, tab1)
	assert.Equal(t, 0, tab2)
}

func TestTrackerPortsAndBanner(t *testing.T) {
	now := t0
	calls := 0
	listening := map[int][]int{100: {5173}}
	tr := &Tracker{
		Now:       func() time.Time { return now },
		Listening: func(pid int) ([]int, error) { calls++; return listening[pid], nil },
	}
	s := capture.NewStore(capture.Config{Now: func() time.Time { return now }})
	s.AddProcess("shop", []capture.ProcessEvent{{Type: capture.ProcessStart, Time: t0, Dir: "/work/shop", PID: 100}})
	s.AddProcess("blog", []capture.ProcessEvent{
		{Type: capture.ProcessStart, Time: t0, Dir: "/work/blog", PID: 200},
		{Type: capture.ProcessLine, Time: t0, Stream: "stdout", Text: "Serving HTTP on 0.0.0.0 port 8000 (http://0.0.0.0:8000/) ..."},
	})
	assert.Equal(t, map[string][]int{"shop": {5173}, "blog": {8000}}, tr.Ports(s.Snapshot()),
		"shop from its sockets; blog listens on nothing the tracker sees, so its banner")
	assert.Equal(t, 2, calls)

	// Within a second the sockets are not looked at again.
	listening[100] = []int{5174}
	tr.Ports(s.Snapshot())
	assert.Equal(t, 2, calls)
	now = now.Add(time.Second)
	assert.Equal(t, []int{5174}, tr.Ports(s.Snapshot())["shop"])

	// Gone quiet between builds: the last ports stay.
	listening[100] = nil
	now = now.Add(time.Second)
	assert.Equal(t, []int{5174}, tr.Ports(s.Snapshot())["shop"])

	// Exited: no more looks, the ports stay its own.
	s.AddProcess("shop", []capture.ProcessEvent{{Type: capture.ProcessExit, Time: now, ExitCode: 0}})
	now = now.Add(time.Second)
	before := calls
	require.Equal(t, []int{5174}, tr.Ports(s.Snapshot())["shop"])
	assert.Equal(t, before+1, calls, "only blog is still running")
}

// TestApplyPageLoads checks that a page load of another app in the same
// tab does not retire this project's errors: pages with no tab id (the
// script tag) all share one.
func TestApplyPageLoads(t *testing.T) {
	s := capture.NewStore(capture.Config{})
	s.AddProcess("shop", []capture.ProcessEvent{{Type: capture.ProcessStart, Time: t0, Dir: "/work/shop", PID: 1}})
	s.AddProcess("blog", []capture.ProcessEvent{{Type: capture.ProcessStart, Time: t0, Dir: "/work/blog", PID: 2}})
	load := func(at time.Duration, url string) *capture.Action {
		return &capture.Action{Meta: capture.Meta{Time: t0.Add(at), PageURL: url}, Type: capture.ActionLoad, URL: url}
	}
	s.Add(capture.Batch{Actions: []*capture.Action{
		load(time.Second, "http://localhost:5173/"),
		load(3*time.Second, "http://localhost:8000/"),
	}})
	snap := s.Snapshot()
	require.Equal(t, t0.Add(3*time.Second), snap.PageLoads[""])
	ports := map[string][]int{"shop": {5173}, "blog": {8000}}

	shop, _ := Resolve(snap.Processes, ports, Request{Roots: []string{"/work/shop"}}).Apply(snap)
	assert.Equal(t, map[capture.TabID]time.Time{"": t0.Add(time.Second)}, shop.PageLoads)
	blog, _ := Resolve(snap.Processes, ports, Request{Roots: []string{"/work/blog"}}).Apply(snap)
	assert.Equal(t, map[capture.TabID]time.Time{"": t0.Add(3 * time.Second)}, blog.PageLoads)
	assert.Equal(t, t0.Add(3*time.Second), snap.PageLoads[""], "the snapshot's own map untouched")
}

// TestResolveProcessWithoutDir: a process whose directory is unknown
// belongs to every project, rather than hiding its errors from all.
func TestResolveProcessWithoutDir(t *testing.T) {
	s := capture.NewStore(capture.Config{})
	s.AddProcess("old", []capture.ProcessEvent{{Type: capture.ProcessStart, Time: t0, Command: "npm run dev"}})
	s.AddProcess("blog", []capture.ProcessEvent{{Type: capture.ProcessStart, Time: t0, Dir: "/work/blog", PID: 2}})
	s.Add(capture.Batch{Errors: []*capture.Error{
		{Meta: capture.Meta{Time: t0, PageURL: "http://localhost:3000/"}, Message: "old page", Kind: capture.KindException},
		{Meta: capture.Meta{Time: t0, PageURL: "http://localhost:8000/"}, Message: "blog page", Kind: capture.KindException},
	}})
	snap := s.Snapshot()
	ports := map[string][]int{"old": {3000}, "blog": {8000}}
	shop, out := Resolve(snap.Processes, ports, Request{Roots: []string{"/work/shop"}}).Apply(snap)
	assert.Equal(t, []string{"old page"}, messages(shop))
	assert.Equal(t, `1 page error in other apps (blog); scope: "all" to see them`, out.Notice())
	blog, _ := Resolve(snap.Processes, ports, Request{Roots: []string{"/work/blog"}}).Apply(snap)
	assert.ElementsMatch(t, []string{"old page", "blog page"}, messages(blog))
}

// TestApplyHotUpdates: two Vite apps both have src/App.tsx; the blog's hot
// update of its own must not count as a fix of the shop's error there.
func TestApplyHotUpdates(t *testing.T) {
	s := capture.NewStore(capture.Config{})
	s.AddProcess("shop", []capture.ProcessEvent{
		{Type: capture.ProcessStart, Time: t0, Dir: "/work/shop", PID: 1},
		{Type: capture.ProcessLine, Time: t0.Add(time.Second), Stream: "stdout", Text: "10:00:01 AM [vite] (client) hmr update /src/App.tsx"},
	})
	s.AddProcess("blog", []capture.ProcessEvent{{Type: capture.ProcessStart, Time: t0, Dir: "/work/blog", PID: 2}})
	s.Add(capture.Batch{Logs: []*capture.Log{
		{Meta: capture.Meta{Time: t0.Add(5 * time.Second), PageURL: "http://localhost:8000/"}, Level: capture.LevelDebug, Message: "[vite] hot updated: /src/App.tsx"},
		{Meta: capture.Meta{Time: t0.Add(6 * time.Second), PageURL: "http://localhost:8000/"}, Level: capture.LevelDebug, Message: "[vite] hot updated: /src/main.tsx"},
	}})
	snap := s.Snapshot()
	require.Equal(t, t0.Add(5*time.Second), snap.HotUpdates["src/App.tsx"])
	ports := map[string][]int{"shop": {5173}, "blog": {8000}}

	shop, _ := Resolve(snap.Processes, ports, Request{Roots: []string{"/work/shop"}}).Apply(snap)
	assert.Equal(t, map[string]time.Time{"src/App.tsx": t0.Add(time.Second)}, shop.HotUpdates,
		"its own update, from its dev server's output; the blog's main.tsx is not its")
	blog, _ := Resolve(snap.Processes, ports, Request{Roots: []string{"/work/blog"}}).Apply(snap)
	assert.Equal(t, snap.HotUpdates, blog.HotUpdates, "the latest updates were all the blog's")
}

func TestApplyBackends(t *testing.T) {
	store, ports := twoApps(t)
	const shopTrace, blogTrace, strayTrace = "0af7651916cd43dd8448eb211c80319c", "4bf92f3577b34da6a3ce929d0e0e4736", "5b8efff798038103d269b633813fc60c"
	req := func(url, trace string) *capture.Request {
		return &capture.Request{Meta: capture.Meta{Time: t0.Add(3 * time.Second), PageURL: url}, Method: "POST",
			URL: url + "api", Status: 500, TraceID: trace}
	}
	store.Add(capture.Batch{Requests: []*capture.Request{
		req("http://localhost:5173/", shopTrace), req("http://localhost:8000/", blogTrace)}})
	backend := func(msg, trace string, quoted []string, loc string) *capture.Backend {
		return &capture.Backend{Meta: capture.Meta{Time: t0.Add(4 * time.Second)}, Service: "api", Type: "Error",
			Message: msg, TraceID: trace, RequestTraceIDs: quoted, Location: loc}
	}
	store.AddBackend([]*capture.Backend{
		// The trace says whose it is, even where the path says otherwise.
		backend("by shop's trace", shopTrace, nil, "/work/blog/server.js:3:9"),
		// A Sentry SDK's own trace, quoting the browser's traceparent.
		backend("by blog's quoted trace", "11111111111111111111111111111111", []string{blogTrace}, ""),
		backend("by blog's directory", "", nil, "/work/blog/api/app.py:12"),
		backend("by shop's directory, its trace unknown", strayTrace, nil, "/work/shop/packages/x.js:1:1"),
		backend("under no known directory", "", nil, "/srv/other/x.js:1:1"),
		backend("a relative path", "", nil, "server.js:3"),
	})
	snap := store.Snapshot()
	backends := func(s *capture.Snapshot) []string {
		var out []string
		s.Backend.All(func(p *capture.Backend) bool { out = append(out, p.Message); return true })
		return out
	}
	got, out := Resolve(snap.Processes, ports, Request{Roots: []string{"/work/shop"}}).Apply(snap)
	assert.ElementsMatch(t, []string{"by shop's trace", "by shop's directory, its trace unknown", "under no known directory", "a relative path"}, backends(got))
	// Blog's and the stray page's errors, blog's dev-server error, the two
	// backend errors its traces and directory give it, and its POST's 500.
	assert.Equal(t, `6 problems in other apps (blog, http://localhost:9999): 2 page errors, 1 dev-server error, 2 backend errors, 1 failed request; scope: "all" to see them`, out.Notice())

	got, _ = Resolve(snap.Processes, ports, Request{Roots: []string{"/work/blog"}}).Apply(snap)
	assert.ElementsMatch(t, []string{"by blog's quoted trace", "by blog's directory", "under no known directory", "a relative path"}, backends(got))

	got, _ = Resolve(snap.Processes, ports, Request{Roots: []string{"/work/blog"}, All: true}).Apply(snap)
	assert.Len(t, backends(got), 6)
}

func TestLocationFile(t *testing.T) {
	for loc, want := range map[string]string{
		"/srv/app/server.js:23:9": "/srv/app/server.js",
		"/srv/app/views.py:12":    "/srv/app/views.py",
		"/srv/app/main.go":        "/srv/app/main.go",
		"C:/app/server.js:3:1":    "C:/app/server.js",
		"":                        "",
	} {
		assert.Equal(t, want, locationFile(loc), loc)
	}
}

// TestNoticeCountsEveryKind: the other project holds a Python traceback, a
// page TypeError and a 500 response; the notice said "2 errors" when the
// request was not counted at all.
func TestNoticeCountsEveryKind(t *testing.T) {
	s := capture.NewStore(capture.Config{Now: func() time.Time { return t0.Add(time.Minute) }})
	s.AddProcess("shop", []capture.ProcessEvent{{Type: capture.ProcessStart, Time: t0, Dir: "/work/shop", PID: 1}})
	s.AddProcess("blog", []capture.ProcessEvent{
		{Type: capture.ProcessStart, Time: t0, Command: "flask run", Dir: "/work/blog", PID: 2},
		{Type: capture.ProcessLine, Time: t0.Add(time.Second), Stream: "stderr", Text: "Traceback (most recent call last):"},
		{Type: capture.ProcessLine, Time: t0.Add(time.Second), Stream: "stderr", Text: `  File "/work/blog/app.py", line 12, in post`},
		{Type: capture.ProcessLine, Time: t0.Add(time.Second), Stream: "stderr", Text: "    return posts[slug]"},
		{Type: capture.ProcessLine, Time: t0.Add(time.Second), Stream: "stderr", Text: "KeyError: 'hello'"},
	})
	s.Add(capture.Batch{
		Errors: []*capture.Error{{Meta: capture.Meta{Time: t0.Add(2 * time.Second), PageURL: "http://localhost:8000/post/hello"},
			Message: "Cannot read properties of undefined (reading 'title')", Type: "TypeError", Kind: capture.KindException}},
		Requests: []*capture.Request{{Meta: capture.Meta{Time: t0.Add(2 * time.Second), PageURL: "http://localhost:8000/post/hello"},
			Method: "GET", URL: "http://localhost:8000/api/post/hello", Status: 500}},
		Logs: []*capture.Log{{Meta: capture.Meta{Time: t0.Add(2 * time.Second), PageURL: "http://localhost:8000/"}, Level: capture.LevelInfo, Message: "loaded"}},
	})
	s.FlushOpen()
	snap := s.Snapshot()
	_, out := Resolve(snap.Processes, map[string][]int{"shop": {5173}, "blog": {8000}}, Request{Roots: []string{"/work/shop"}}).Apply(snap)
	assert.Equal(t, `3 problems in other apps (blog): 1 page error, 1 dev-server error, 1 failed request; scope: "all" to see them`, out.Notice())
	assert.Equal(t, 3, out.Problems())
	assert.Equal(t, 4, out.Events, "the log too, which is no problem")
}
