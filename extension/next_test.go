package extension_test

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/errbundle/errbundle/internal/daemontest"
)

// nextAppDir is a real Next.js App Router app (TypeScript) whose bugs are
// marked in its source with "// BUG:<name>" comments.
var nextAppDir = filepath.Join("..", "testdata", "apps", "next")

// nextBug is one bug of the Next.js app: what the browser reports, and the
// line of the app's source marked as its cause.
type nextBug struct {
	name    string
	message string // a part of the error's message
	file    string // the page, relative to the app
	marker  string // the comment on the line that is the cause
}

var nextBugs = []nextBug{
	{"click handler TypeError", "reading 'price'", "app/cart/page.tsx", "BUG:click-typeerror"},
	{"console.error", "cart not saved", "app/cart/page.tsx", "BUG:console-error"},
	{"unhandled rejection of await fetch", "Failed to fetch", "app/cart/page.tsx", "BUG:unhandled-rejection"},
	{"render TypeError after a 500", "reading 'name'", "app/profile/page.tsx", "BUG:render-typeerror"},
	{"Server Component error replayed", "reading 'rows'", "app/report/page.tsx", "BUG:server-render"},
}

// nextBoundaryBugs are caught by the app's error.tsx boundaries and shown
// on the page; the page sees no uncaught error. Written by hand before
// errbundle ran on them: a client page's render of a 404's body, and a
// Server Action (a form's action) that throws on the server.
var nextBoundaryBugs = []bug{
	{name: "render caught by error.tsx", message: "reading 'reduce'", file: "app/orders/page.tsx",
		marker: "BUG:boundary-render", request: "GET /api/orders 404"},
	{name: "Server Action throws", message: "note store is read-only", file: "app/notes/actions.ts",
		marker: "BUG:server-action", request: "POST /notes 500"},
}

// nextChatter starts the messages Next.js's dev client logs about itself.
var nextChatter = []string{"[Fast Refresh]", "[HMR]", "[Turbopack HMR]", "Download the React DevTools"}

// TestNextJS runs testdata/apps/next under next dev, with Turbopack (the
// default of Next.js 16) and with --webpack, in headless Chromium with the
// extension, and asks the real daemon through an MCP client where each
// browser error happened: in every view, at the original page.tsx line the
// app marks, with a column inside the marked statement, the source around
// it, and no frame of ours. The maps load in the background, so the test
// polls until the daemon has mapped every error or a deadline passes.
func TestNextJS(t *testing.T) {
	// Alone, before the parallel tests: see longestFirst.
	b := sharedBrowsers(t)
	npm := installNextApp(t)
	bin := daemonBinary(t)
	for _, mode := range []struct {
		name string
		args []string
	}{
		{"turbopack", nil},
		{"webpack", []string{"--webpack"}},
	} {
		t.Run(mode.name, func(t *testing.T) {
			start := time.Now()
			writeHotPage(t, 1)
			// Back to version 1 once next dev has stopped, so that the next
			// run starts from the build its cache holds.
			t.Cleanup(func() { writeHotPage(t, 1) })
			d := daemontest.Start(t, bin, daemontest.Options{})
			origin := startNextDev(t, npm, bin, d, mode.name, mode.args...)
			t.Logf("next dev %s ready in %v", mode.name, time.Since(start).Round(time.Millisecond))
			configureExtension(b.ext, t, b.extID, d.URL(""), "")

			tab := newTab(b.ext, t)
			openHydrated(t, tab, origin+"/cart", "#checkout")
			for _, id := range []string{"#checkout", "#save", "#sync"} {
				click(t, tab, id)
			}
			openHydrated(t, tab, origin+"/profile", "")
			// The page renders the 500's body once its fetch is answered:
			// leaving before would cancel the fetch.
			waitError(t, d, "reading 'name'", 60*time.Second)
			openHydrated(t, tab, origin+"/report", "")
			boundaryStart := time.Now()
			openHydrated(t, tab, origin+"/orders", "")
			waitText(t, tab, "#boundary", "Something went wrong: Cannot read properties of undefined (reading 'reduce')")
			openHydrated(t, tab, origin+"/notes", "#save-note")
			click(t, tab, "#save-note")
			waitText(t, tab, "#boundary", "Something went wrong: note store is read-only: hello")
			t.Logf("the boundary pages (compiled on first visit) took %v", time.Since(boundaryStart).Round(time.Millisecond))
			t.Logf("pages loaded and clicked in %v", time.Since(start).Round(time.Millisecond))

			errs := waitLocated(t, d, 60*time.Second)
			t.Logf("every error located in %v", time.Since(start).Round(time.Millisecond))
			bundles := observeJSON[nextBundles](t, d, map[string]any{"what": "error_bundles", "limit": 50})
			// get_errors shows what broke since the tab's latest page load:
			// the cart's errors are older than the profile page.
			groups := observeJSON[nextGroups](t, d, map[string]any{"what": "get_errors", "raw": true, "limit": 50, "since": "10m"})
			if testing.Verbose() {
				t.Logf("errors:\n%s\nbundles: %s\nget_errors: %+v", errs.describe(), mustJSON(bundles), groups)
			}

			for _, bug := range nextBugs {
				t.Run(bug.name, func(t *testing.T) {
					line, text := nextMarkedLine(t, bug.file, bug.marker)
					found := 0
					for _, e := range errs.Errors {
						if strings.Contains(e.Message, bug.message) {
							found++
							checkNextLocation(t, "errors", e.Location, bug.file, line, text)
							t.Logf("%s: served %s, original %s", e.Kind, firstFrame(e.ServedStack), e.Location)
							assert.Contains(t, e.SourceContext, "> "+text, "source_context of %q", e.Message)
							assert.Empty(t, e.Unmapped)
							assert.Contains(t, e.Stack, bug.file+":"+itoa(line)+":", "the mapped stack")
						}
					}
					assert.Positive(t, found, "no error %q among %s", bug.message, errs.describe())
					found = 0
					for _, bn := range bundles.Bundles {
						if strings.Contains(bn.Error.Message, bug.message) {
							found++
							checkNextLocation(t, "error_bundles", bn.Error.Location, bug.file, line, text)
						}
					}
					assert.Equal(t, 1, found, "bundles for %q: one per problem", bug.message)
					found = 0
					for _, g := range groups.Errors {
						if strings.Contains(g.Message, bug.message) && strings.HasPrefix(g.Source, "browser") {
							found++
							checkNextLocation(t, "get_errors", g.Location, bug.file, line, text)
						}
					}
					assert.Positive(t, found, "no get_errors entry for %q in %+v", bug.message, groups.Errors)
				})
			}
			// The dev server's own reports of the server's exceptions: at
			// the original file:line, the route directory whole.
			for _, bug := range nextServerBugs {
				t.Run(bug.name, func(t *testing.T) {
					line, text := nextMarkedLine(t, bug.file, bug.marker)
					found := 0
					for _, g := range groups.Errors {
						if strings.Contains(g.Message, bug.message) && strings.HasPrefix(g.Source, "process:") {
							found++
							checkNextLocation(t, "get_errors", g.Location, bug.file, line, text)
						}
					}
					assert.Equal(t, 1, found, "get_errors entries of the dev server for %q in %+v", bug.message, groups.Errors)
				})
			}
			// Dev tooling talking about itself explains no error.
			for _, bn := range bundles.Bundles {
				for _, l := range bn.Logs {
					for _, chatter := range nextChatter {
						assert.False(t, strings.HasPrefix(l.Message, chatter), "a log in the bundle of %q is tooling chatter: %q", bn.Error.Message, l.Message)
					}
				}
				for _, p := range bn.Process {
					for _, ours := range ourFrames {
						assert.NotContains(t, p.Location+p.Block, ours, "a dev-server problem in the bundle of %q names our frame", bn.Error.Message)
					}
				}
				for _, r := range bn.Network {
					assert.False(t, strings.Contains(r.URL, "/__nextjs") || strings.Contains(r.URL, "/_next/webpack-hmr"),
						"a request in the bundle of %q is the dev server's own: %s", bn.Error.Message, r.URL)
				}
			}
			// Next.js handles React's uncaught errors itself (no message of
			// React's): the stack is read when the error is reported.
			t.Run("component stack of the render error", func(t *testing.T) {
				for _, e := range errs.Errors {
					if strings.Contains(e.Message, "reading 'name'") {
						require.NotEmpty(t, e.ComponentStack, "%q", e.Message)
						assert.Equal(t, "ProfilePage", e.ComponentStack[0], "the component that failed: %q", e.ComponentStack)
						assert.Greater(t, len(e.ComponentStack), 1, "the components above it: %q", e.ComponentStack)
					}
				}
			})
			t.Run("boundary", func(t *testing.T) {
				checkBoundaries(t, d, "next-"+mode.name, nextAppDir, nextBoundaryBugs, 60*time.Second)
			})
			t.Run("link to a page that throws", func(t *testing.T) { checkLinkNavigation(t, d, tab, origin, mode.name == "turbopack") })
			t.Run("after an edit", func(t *testing.T) { checkHotReload(t, d, tab, origin) })
			t.Run("syntax error", func(t *testing.T) { checkSyntaxError(t, d, tab, origin) })

			for _, e := range errs.Errors {
				for _, ours := range ourFrames {
					for field, s := range map[string]string{"stack": e.Stack, "served_stack": e.ServedStack, "location": e.Location, "url": e.URL} {
						assert.NotContains(t, s, ours, "%s of %q", field, e.Message)
					}
				}
			}
		})
	}
}

// nextServerBugs are the bugs the dev server reports: where it threw, in
// the app's source.
var nextServerBugs = []nextBug{
	{"route handler under [id]", "reading 'user'", "app/api/profile/[id]/route.ts", "BUG:route-typeerror"},
	{"Server Component render", "reading 'rows'", "app/report/page.tsx", "BUG:server-render"},
}

func mustJSON(v any) string {
	b, _ := json.MarshalIndent(v, "", "  ")
	return string(b)
}

// Replies of the views TestNextJS reads, with the source-map fields.
type (
	nextError struct {
		Message       string `json:"message"`
		Kind          string `json:"kind"`
		URL           string `json:"url"`
		Location      string `json:"location"`
		SourceContext string `json:"source_context"`
		Stack         string `json:"stack"`
		ServedStack   string `json:"served_stack"`
		Unmapped      string `json:"unmapped"`
		// ComponentStack is checked for the render error only.
		ComponentStack []string `json:"component_stack"`
	}
	nextErrors struct {
		Errors []nextError `json:"errors"`
	}
	nextBundles struct {
		Bundles []struct {
			Error nextError `json:"error"`
			Logs  []struct {
				Level   string `json:"level"`
				Message string `json:"message"`
			} `json:"logs"`
			Network []struct {
				URL    string `json:"url"`
				Status int    `json:"status"`
			} `json:"network"`
			Process []struct {
				Message  string `json:"message"`
				Location string `json:"location"`
				Block    string `json:"block"`
			} `json:"process"`
		} `json:"bundles"`
	}
	nextGroups struct {
		Errors []struct {
			Source   string `json:"source"`
			Category string `json:"category"`
			Severity string `json:"severity"`
			Message  string `json:"message"`
			Location string `json:"location"`
		} `json:"errors"`
	}
)

func (r nextErrors) describe() string {
	b, _ := json.MarshalIndent(r.Errors, "", "  ")
	return string(b)
}

// waitLocated polls the errors view until every bug has an error and every
// error of the app's pages is mapped (no longer unmapped, with a location
// in the app's source), and returns the last answer; after timeout it
// returns the last answer for the checks to show what is wrong.
func waitLocated(tb testing.TB, d *daemontest.Daemon, timeout time.Duration) nextErrors {
	tb.Helper()
	deadline := time.Now().Add(timeout)
	for {
		r := observeJSON[nextErrors](tb, d, map[string]any{"what": "errors", "source": "browser", "limit": 50})
		done := true
		for _, bug := range nextBugs {
			seen := false
			for _, e := range r.Errors {
				if strings.Contains(e.Message, bug.message) {
					seen = true
					if e.Unmapped != "" || !strings.Contains(e.Location, bug.file+":") {
						done = false
					}
				}
			}
			done = done && seen
		}
		if done || time.Now().After(deadline) {
			if !done {
				tb.Errorf("not every error was located within %v", timeout)
			}
			return r
		}
		time.Sleep(200 * time.Millisecond)
	}
}

// checkNextLocation checks that location is file:line:column, the line the
// one marked and the column inside its statement (from its first
// character to the end of the code, before the marker comment).
func checkNextLocation(tb testing.TB, view, location, file string, line int, text string) {
	tb.Helper()
	var col int
	rest, ok := strings.CutPrefix(location, file+":"+itoa(line)+":")
	if ok {
		_, err := fmt.Sscanf(rest, "%d", &col)
		ok = err == nil
	}
	if !assert.True(tb, ok, "%s: location %q, want %s:%d:COLUMN", view, location, file, line) {
		return
	}
	first := len(text) - len(strings.TrimLeft(text, " \t")) + 1
	last := strings.Index(text, "//")
	assert.True(tb, col >= first && col <= last, "%s: column %d of %q is outside the statement (columns %d to %d)", view, col, location, first, last)
}

// firstFrame is the place of a V8 stack's first frame.
func firstFrame(stack string) string {
	l := strings.TrimSpace(firstFrameLine(stack))
	if _, place, ok := strings.Cut(l, " ("); ok {
		return strings.TrimSuffix(place, ")")
	}
	return strings.TrimPrefix(l, "at ")
}

// nextMarkedLine returns the 1-based number and the text of the one line
// of the app's file that holds marker.
func nextMarkedLine(tb testing.TB, file, marker string) (int, string) {
	tb.Helper()
	b, err := os.ReadFile(filepath.Join(nextAppDir, filepath.FromSlash(file)))
	require.NoError(tb, err)
	var n []int
	var text string
	for i, l := range strings.Split(string(b), "\n") {
		if strings.Contains(l, "// "+marker) {
			n, text = append(n, i+1), l
		}
	}
	require.Len(tb, n, 1, "lines of %s marked %q", file, marker)
	return n[0], text
}

// observeJSON calls observe with args and decodes its answer into a T.
func observeJSON[T any](tb testing.TB, d *daemontest.Daemon, args map[string]any) T {
	tb.Helper()
	raw := observe(context.Background(), tb, d, args)
	var v T
	require.NoError(tb, json.Unmarshal(raw, &v), "observe %v: %s", args, raw)
	return v
}

// openHydrated navigates tab to url and, when sel is not "", waits until
// React has hydrated the element sel finds (its props are attached), so
// that a click reaches the app's handler.
func openHydrated(tb testing.TB, tab context.Context, url, sel string) {
	tb.Helper()
	ctx, cancel := context.WithTimeout(tab, 60*time.Second)
	defer cancel()
	require.NoError(tb, chromedp.Do(ctx, chromedp.Navigate(url)), "open %s", url)
	if sel == "" {
		return
	}
	js := fmt.Sprintf(`(() => { const el = document.querySelector(%q); return !!el && Object.keys(el).some(k => k.startsWith("__reactProps")); })()`, sel)
	for {
		ok, err := chromedp.Run(ctx, chromedp.Evaluate[bool](js))
		require.NoError(tb, err, "React never hydrated %s on %s", sel, url)
		if ok {
			return
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// installNextApp installs the app's packages as installApp does the
// others', and returns npm's path. It skips the test without npm.
func installNextApp(tb testing.TB) string {
	tb.Helper()
	npm, err := exec.LookPath("npm")
	if err != nil {
		tb.Skip("npm not installed: skipping the Next.js test")
	}
	installApp(tb, npm, "next")
	return npm
}

// startNextDev runs next dev under errbundle run, its output going to the
// daemon d, on a free loopback port, with its build in a directory of its
// own per bundler (.next-<name>: the two cannot share one, and keeping
// each lets the next run reuse its cache), and returns its origin once the
// dev server answers. The test's cleanup stops it and its children.
func startNextDev(tb testing.TB, npm, bin string, d *daemontest.Daemon, name string, args ...string) string {
	tb.Helper()
	_, port, _ := strings.Cut(daemontest.FreeAddr(tb), ":")
	dir, err := filepath.Abs(nextAppDir)
	require.NoError(tb, err)
	next := filepath.Join("node_modules", ".bin", "next")
	return runDevServer(tb, bin, d, dir, "next", []string{"NEXT_TELEMETRY_DISABLED=1", "ERRBUNDLE_NEXT_DIST_DIR=.next-" + name},
		append([]string{next, "dev", "-H", "127.0.0.1", "--port", port}, args...)...)
}

// hotPage is app/hot/page.tsx as the test writes it, version n: each
// version adds a line above the throw, and throws "hot bug n". The file is
// not in git (.gitignore), so a test stopped half way leaves the app as
// it was.
func hotPage(n int) string {
	var b strings.Builder
	b.WriteString("\"use client\";\n\n")
	for i := 1; i < n; i++ {
		fmt.Fprintf(&b, "// edit %d\n", i)
	}
	fmt.Fprintf(&b, `export default function HotPage() {
  function boom() {
    throw new Error("hot bug %d"); // BUG:hot
  }
  return <button id="boom" onClick={boom}>Boom %d</button>;
}
`, n, n)
	return b.String()
}

func writeHotPage(tb testing.TB, n int) {
	tb.Helper()
	p := filepath.Join(nextAppDir, "app", "hot", "page.tsx")
	require.NoError(tb, os.MkdirAll(filepath.Dir(p), 0o755))
	require.NoError(tb, os.WriteFile(p, []byte(hotPage(n)), 0o644))
}

// checkHotReload edits a page twice while next dev serves it, as a
// developer fixing code would, looking at the errors in between as an
// agent would: an error thrown before an edit stays at the line it was
// thrown from, and one thrown by the hot-reloaded code is at the line the
// edit moved the throw to.
func checkHotReload(t *testing.T, d *daemontest.Daemon, tab context.Context, origin string) {
	openHydrated(t, tab, origin+"/hot", "#boom")
	want := map[string]string{}
	for n := 1; n <= 3; n++ {
		if n > 1 {
			writeHotPage(t, n)
			waitText(t, tab, "#boom", "Boom "+itoa(n)) // Fast Refresh swaps the component in place
		}
		click(t, tab, "#boom")
		_, line := nextMarkedLineIn(t, hotPage(n))
		want["hot bug "+itoa(n)] = "app/hot/page.tsx:" + itoa(line) + ":"
		waitLocations(t, d, want)
	}
}

// waitLocations polls the errors view until the error with each message
// has a location starting as want says.
func waitLocations(t *testing.T, d *daemontest.Daemon, want map[string]string) {
	t.Helper()
	deadline := time.Now().Add(30 * time.Second)
	for {
		r := observeJSON[nextErrors](t, d, map[string]any{"what": "errors", "source": "browser", "limit": 50})
		got := map[string]string{}
		for _, e := range r.Errors {
			for msg := range want {
				if e.Message == msg {
					got[msg] = e.Location
				}
			}
		}
		ok := len(got) == len(want)
		for msg, loc := range got {
			ok = ok && strings.HasPrefix(loc, want[msg])
		}
		if ok {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("want locations starting %v; got %v in\n%s", want, got, r.describe())
		}
		time.Sleep(200 * time.Millisecond)
	}
}

// waitText waits until the element sel finds reads text.
func waitText(t *testing.T, tab context.Context, sel, text string) {
	t.Helper()
	ctx, cancel := context.WithTimeout(tab, 60*time.Second)
	defer cancel()
	js := fmt.Sprintf(`document.querySelector(%q)?.textContent ?? ""`, sel)
	for {
		got, err := chromedp.Run(ctx, chromedp.Evaluate[string](js))
		require.NoError(t, err, "%s never read %q", sel, text)
		if got == text {
			return
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// nextMarkedLineIn is the line of src marked BUG:hot, and its number.
func nextMarkedLineIn(tb testing.TB, src string) (string, int) {
	tb.Helper()
	for i, l := range strings.Split(src, "\n") {
		if strings.Contains(l, "// BUG:hot") {
			return l, i + 1
		}
	}
	tb.Fatal("no line marked BUG:hot")
	return "", 0
}

// brokenHotPage is app/hot/page.tsx with a JSX syntax error, a closing tag
// that closes nothing, on the line marked BUG:syntax.
func brokenHotPage() string {
	return `"use client";

export default function HotPage() {
  function boom() {
    throw new Error("hot bug");
  }
  return <button id="boom" onClick={boom}>Boom</buton>; // BUG:syntax
}
`
}

// checkSyntaxError writes a syntax error into the page the tab has open,
// as a developer mid-edit would, and checks that get_errors lists it as
// the dev server's problem at the file and line, then that it is gone
// once the file is fixed.
func checkSyntaxError(t *testing.T, d *daemontest.Daemon, tab context.Context, origin string) {
	src := brokenHotPage()
	_, line := markedLineIn(t, src, "BUG:syntax")
	want := "app/hot/page.tsx:" + itoa(line)
	writeFile := func(s string) {
		require.NoError(t, os.WriteFile(filepath.Join(nextAppDir, "app", "hot", "page.tsx"), []byte(s), 0o644))
	}
	listed := func() (bool, nextGroups) {
		g := observeJSON[nextGroups](t, d, map[string]any{"what": "get_errors", "raw": true, "limit": 50})
		for _, e := range g.Errors {
			if strings.HasPrefix(e.Source, "process:") && (e.Location == want || strings.HasPrefix(e.Location, want+":")) {
				return true, g
			}
		}
		return false, g
	}
	syntaxRoundTrip(t, want, listed,
		func(broken bool) {
			if broken {
				writeFile(src)
			} else {
				writeFile(hotPage(4))
			}
		},
		// next dev --webpack leaves the page on its error overlay after
		// some fixes: a developer reloads it.
		func() bool { return textWithin(t, tab, "#boom", "Boom 4", 5*time.Second) },
		func() {
			openHydrated(t, tab, origin+"/hot", "#boom")
			waitText(t, tab, "#boom", "Boom 4")
		})
}

// markedLineIn is the line of src holding marker, and its number.
func markedLineIn(tb testing.TB, src, marker string) (string, int) {
	tb.Helper()
	for i, l := range strings.Split(src, "\n") {
		if strings.Contains(l, "// "+marker) {
			return l, i + 1
		}
	}
	tb.Fatalf("no line marked %s", marker)
	return "", 0
}

// textWithin reports whether the element sel finds reads text within
// timeout.
func textWithin(t *testing.T, tab context.Context, sel, text string, timeout time.Duration) bool {
	t.Helper()
	deadline := time.Now().Add(timeout)
	js := fmt.Sprintf(`document.querySelector(%q)?.textContent ?? ""`, sel)
	for time.Now().Before(deadline) {
		got, err := chromedp.Run(tab, chromedp.Evaluate[string](js))
		if err == nil && got == text {
			return true
		}
		time.Sleep(200 * time.Millisecond)
	}
	return false
}

// waitError polls the errors view until an error's message holds msg.
func waitError(t *testing.T, d *daemontest.Daemon, msg string, timeout time.Duration) {
	t.Helper()
	deadline := time.Now().Add(timeout)
	for {
		r := observeJSON[nextErrors](t, d, map[string]any{"what": "errors", "source": "browser", "limit": 50})
		for _, e := range r.Errors {
			if strings.Contains(e.Message, msg) {
				return
			}
		}
		if time.Now().After(deadline) {
			t.Errorf("no error %q within %v: %s", msg, timeout, r.describe())
			return
		}
		time.Sleep(200 * time.Millisecond)
	}
}
