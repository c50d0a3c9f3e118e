package extension_test

import (
	"context"
	"encoding/json"
	"fmt"
	"net/url"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/errbundle/errbundle/internal/daemontest"
)

// libBugs are the errors of testdata/apps/libs, a React app whose errors
// reach the page through the libraries apps use. What an agent needs of
// each was written here by hand before errbundle was run on the app: the
// error's message, the line of the app's own source marked with the bug's
// marker (the app's call into the library, or its throw), and the request
// that led to it.
var libBugs = []bug{
	// axios rejects with an AxiosError made in its XHR adapter's callback:
	// the app's call is the get.
	{name: "axios 500", message: "Request failed with status code 500", file: "src/api.ts", marker: "BUG:axios-500",
		request: "GET /api/orders 500"},
	{name: "axios network error", message: "Network Error", file: "src/api.ts", marker: "BUG:axios-network",
		request: "GET /status 0"},
	// The query function throws; TanStack Query hands the error to the
	// app's QueryCache onError, which logs it.
	{name: "TanStack Query error", message: "stats failed: 500", file: "src/Stats.tsx", marker: "BUG:query-error",
		request: "GET /api/stats 500"},
	// A GraphQL endpoint answers 200 with an errors array and data null.
	{name: "GraphQL errors", message: "Cannot read properties of null (reading 'viewer')", file: "src/api.ts", marker: "BUG:graphql-error",
		request: "POST /graphql 200"},
	// zod's parse throws a ZodError from zod's code: the app's parse call.
	{name: "zod parse", message: "expected number, received string", file: "src/api.ts", marker: "BUG:zod-parse",
		request: "GET /api/orders/1 200"},
	// The app aborts its fetch after 200 ms: the fetch rejects with an
	// AbortError.
	{name: "abort", message: "signal is aborted without reason", file: "src/api.ts", marker: "BUG:abort-timeout",
		request: "GET /api/slow 0"},
	// React Router catches what the loader throws and renders the route's
	// errorElement: the page sees no uncaught error.
	{name: "loader error", message: "invoice 7 not found", file: "src/Invoice.tsx", marker: "BUG:loader-error",
		request: "GET /api/invoices/7 404"},
	// A route's component throws while rendering; React Router's
	// errorElement catches it (React 19 logs it as caught). No request.
	{name: "route render error", message: "Cannot read properties of undefined (reading 'amount')", file: "src/Receipt.tsx",
		marker: "BUG:route-render-error"},
	// The lazy route's module answers 404, as a chunk replaced by a deploy.
	{name: "lazy route chunk", message: "Failed to fetch dynamically imported module", file: "src/main.tsx", marker: "BUG:lazy-chunk",
		request: "GET /src/pages/Reports.tsx 404"},
}

// libUnplaced are the bugs of libBugs that no frame of any stack places
// at the marked line, found so by running the app (the expectation above
// was written before): the lazy route's import() fails in the browser's
// module loader with no stack, and React Router logs it from its own code.
// Such an error must have no location rather than a wrong one, and its
// message must name the module.
var libUnplaced = map[string]string{
	"lazy route chunk": "/src/pages/Reports.tsx",
}

// resizeObserverLoop is what Chromium reports of a ResizeObserver whose
// callback resizes what it observes: nothing is broken.
const resizeObserverLoop = "ResizeObserver loop completed with undelivered notifications"

// testLibs runs testdata/apps/libs under errbundle run with Vite's dev
// server, clicks through its bugs in Chromium through the extension, and
// checks what the daemon says of each (checkLibs).
func testLibs(t *testing.T, b *browsers, npm, bin, closedPort string) {
	app := installApp(t, npm, "libs")
	d := daemontest.Start(t, bin, daemontest.Options{})
	configureExtension(b.ext, t, b.extID, d.URL(""), "")
	port := strings.TrimPrefix(daemontest.FreeAddr(t), "127.0.0.1:")
	origin := runDevServer(t, bin, d, app, "vite", nil,
		filepath.Join("node_modules", ".bin", "vite"), "--host", "127.0.0.1", "--port", port, "--strictPort")

	tab := newTab(b.ext, t)
	runSteps(t, tab, []step{
		{what: "open the app", do: chromedp.Navigate(origin + "/?closed=" + closedPort)},
		{what: "wait for React", do: chromedp.WaitVisible(chromedp.CSS(`#orders`))},
		{what: "orders (axios, 500)", do: chromedp.Click(chromedp.CSS(`#orders`))},
		{what: "ping (axios, closed port)", do: chromedp.Click(chromedp.CSS(`#ping`))},
		{what: "stats (TanStack Query, 500)", do: chromedp.Click(chromedp.CSS(`#stats`))},
		{what: "wait for the query's failure", do: chromedp.WaitVisible(chromedp.CSS(`#stats-error`))},
		{what: "viewer (GraphQL errors)", do: chromedp.Click(chromedp.CSS(`#viewer`))},
		{what: "viewer, its errors shown on the page", do: chromedp.Click(chromedp.CSS(`#viewer-safe`))},
		{what: "wait for them", do: chromedp.WaitVisible(chromedp.CSS(`#status:not(:empty)`))},
		{what: "order 1 (zod)", do: chromedp.Click(chromedp.CSS(`#order`))},
		{what: "slow (aborted)", do: chromedp.Click(chromedp.CSS(`#slow`))},
		{what: "resize (ResizeObserver loop)", do: chromedp.Click(chromedp.CSS(`#resize`))},
		{what: "wait for the box", do: chromedp.WaitVisible(chromedp.CSS(`#growing`))},
	})
	// The abort comes 200 ms after its click: the daemon has it before the
	// invoice page replaces the page that made it.
	waitForMessage(t, d, "signal is aborted")
	runSteps(t, tab, []step{
		{what: "invoice 7 (loader throws, errorElement)", do: chromedp.Click(chromedp.CSS(`#to-invoice`))},
		{what: "wait for the errorElement", do: chromedp.WaitVisible(chromedp.CSS(`#invoice-error`))},
	})
	// The receipt's render error follows the invoice's failed request too:
	// within the daemon's incident gap (100 ms) of the loader's error it
	// is of its incident, one bundle (a loaded run clicked 71 ms after).
	// The daemon has the loader's error before the next click.
	waitForMessage(t, d, "invoice 7 not found")
	runSteps(t, tab, []step{
		{what: "receipt (render error, errorElement)", do: chromedp.Click(chromedp.CSS(`#to-receipt`))},
		{what: "wait for its errorElement", do: chromedp.WaitVisible(chromedp.CSS(`#receipt-error`))},
		{what: "reports (lazy route, chunk 404)", do: chromedp.Click(chromedp.CSS(`#to-reports`))},
		{what: "wait for the router's default error page (its h2, then the message)", do: chromedp.WaitVisible(chromedp.CSS(`h2 + h3`))},
	})
	checkLibs(t, d, app, libBugs)
}

// waitForMessage waits up to 10 s for an error whose message holds
// message, and goes on without it.
func waitForMessage(t *testing.T, d *daemontest.Daemon, message string) {
	t.Helper()
	for deadline := time.Now().Add(10 * time.Second); time.Now().Before(deadline); time.Sleep(100 * time.Millisecond) {
		if strings.Contains(string(observe(context.Background(), t, d, map[string]any{"what": "errors", "source": "browser", "limit": 50})), message) {
			return
		}
	}
	t.Logf("no error %q after 10 s", message)
}

// libScore is what errbundle answered of one bug: found (an error with its
// message in the errors view), placed (its location there, in
// error_bundles and in get_errors is the marked line) and joined (its
// bundle shows the request).
type libScore struct {
	found, placed, joined bool
}

// checkLibs waits a while for every bug's error, then checks each in
// errors, error_bundles and get_errors, and logs a found/placed/joined
// line per bug. The ResizeObserver loop must not take a place of the
// default error_bundles from a real error.
func checkLibs(t *testing.T, d *daemontest.Daemon, dir string, bugs []bug) {
	t.Helper()
	type expect struct {
		bug
		line, from, to int
		code           string
	}
	var want []expect
	for _, b := range bugs {
		e := expect{bug: b}
		e.line, e.from, e.to, e.code = markedStatement(t, dir, b.file, b.marker)
		want = append(want, e)
	}
	defer func() {
		if t.Failed() {
			for _, what := range []string{"errors", "logs", "network_bodies"} {
				t.Logf("observe %s: %s", what, observe(context.Background(), t, d, map[string]any{"what": what, "limit": 100}))
			}
		}
	}()

	// Wait until every bug that is there is mapped, or 15 s for those
	// that never come.
	errs := waitBugsMapped(t, d, bugs, 15*time.Second)

	var reply appBundles
	raw := observe(context.Background(), t, d, map[string]any{"what": "error_bundles", "limit": 20})
	require.NoError(t, json.Unmarshal(raw, &reply), "%s", raw)
	var geterrs struct {
		Errors []struct {
			Source   string `json:"source"`
			Message  string `json:"message"`
			Location string `json:"location"`
		} `json:"errors"`
	}
	require.NoError(t, json.Unmarshal(observe(context.Background(), t, d, map[string]any{"what": "get_errors", "raw": true}), &geterrs))

	at := func(location string, w expect) bool {
		m := locationRE.FindStringSubmatch(location)
		return m != nil && m[1] == w.file && m[2] == itoa(w.line) && between(m[3], w.from, w.to)
	}
	scores := map[string]libScore{}
	for _, w := range want {
		var s libScore
		s.placed = true
		for _, e := range errs.Errors {
			if strings.Contains(e.Message, w.message) {
				s.found = true
				s.placed = s.placed && at(e.Location, w)
				first, _, _ := strings.Cut(e.Message, "\n")
				assert.Contains(t, first, w.message, "%s: the message's first line, which get_errors shows", w.name)
				t.Logf("%s: %q at %q, stack:\n%s", w.name, e.Message, e.Location, e.Stack)
			}
		}
		inBundles, inGetErrors := false, false
		for _, b := range reply.Bundles {
			if !strings.Contains(b.Error.Message, w.message) {
				continue
			}
			inBundles = true
			s.placed = s.placed && at(b.Error.Location, w)
			var requests []string
			for _, r := range b.Network {
				u, err := url.Parse(r.URL)
				require.NoError(t, err)
				requests = append(requests, fmt.Sprintf("%s %s %d", r.Method, u.Path, r.Status))
			}
			s.joined = s.joined || strings.Contains(strings.Join(requests, "\n")+"\n", w.request+"\n")
			t.Logf("%s: bundle at %q, requests %q", w.name, b.Error.Location, requests)
		}
		for _, e := range geterrs.Errors {
			if strings.HasPrefix(e.Source, "browser:") && strings.Contains(e.Message, w.message) {
				inGetErrors = true
				s.placed = s.placed && at(e.Location, w)
			}
		}
		s.placed = s.placed && s.found && inBundles && inGetErrors
		scores[w.name] = s
	}
	for _, w := range want {
		s := scores[w.name]
		t.Logf("libs %-20s found=%-5v placed=%-5v joined=%-5v (want %s:%d, %s)", w.name, s.found, s.placed, s.joined, w.file, w.line, w.request)
		assert.True(t, s.found, "%s: no error %q", w.name, w.message)
		assert.True(t, s.joined, "%s: its bundle does not show %s", w.name, w.request)
		module, unplaced := libUnplaced[w.name]
		if !unplaced {
			assert.True(t, s.placed, "%s: not placed at %s:%d:%d-%d in errors, error_bundles and get_errors", w.name, w.file, w.line, w.from, w.to)
			continue
		}
		for _, e := range errs.Errors {
			if strings.Contains(e.Message, w.message) {
				assert.Empty(t, e.Location, "%s: placed at a line no stack names", w.name)
				assert.Contains(t, e.Message, module, "%s: the message names the module", w.name)
			}
		}
	}
	// A GraphQL response's errors are a failure whatever its status: with
	// no error thrown or logged (the app shows them), get_errors lists the
	// request with the first error's message.
	graphql := false
	for _, e := range geterrs.Errors {
		if strings.Contains(e.Message, `Cannot query field "emial" on type "User"`) && strings.Contains(e.Location, "/graphql") {
			graphql = true
		}
	}
	assert.True(t, graphql, "get_errors lists no GraphQL errors of POST /graphql: %+v", geterrs.Errors)

	// A caught error React Router shows is reported once, though every
	// commit shows it again.
	n := 0
	for _, e := range errs.Errors {
		if strings.Contains(e.Message, "invoice 7 not found") {
			n++
		}
	}
	assert.Equal(t, 1, n, "the loader's error, reported %d times", n)
	// React reports the route's render error its boundary caught, and
	// React Router logs it: two errors, one bundle.
	n = 0
	for _, b := range reply.Bundles {
		if strings.Contains(b.Error.Message, "(reading 'amount')") || strings.Contains(b.Error.Message, `property "amount"`) {
			n++
		}
	}
	assert.Equal(t, 1, n, "the route's render error, caught by React and logged by React Router, is %d bundles", n)

	// The benign ResizeObserver loop came before the last two real errors:
	// the default error_bundles hold the five latest real ones, not it.
	var logs logsReply
	require.NoError(t, json.Unmarshal(observe(context.Background(), t, d, map[string]any{"what": "logs", "limit": 200}), &logs))
	n = 0
	for _, l := range logs.Logs {
		if strings.Contains(l.Message, resizeObserverLoop) {
			n++
		}
	}
	assert.Equal(t, 1, n, "the ResizeObserver loop is kept as one log")
	raw = observe(context.Background(), t, d, map[string]any{"what": "error_bundles"})
	assert.LessOrEqual(t, len(raw), 16<<10, "the default error_bundles reply is %d bytes", len(raw))
	var def appBundles
	require.NoError(t, json.Unmarshal(raw, &def))
	for _, b := range def.Bundles {
		assert.NotContains(t, b.Error.Message, resizeObserverLoop, "the ResizeObserver loop takes a place of the default error_bundles")
	}
	for _, w := range want[len(want)-5:] {
		n := 0
		for _, b := range def.Bundles {
			if strings.Contains(b.Error.Message, w.message) {
				n++
			}
		}
		assert.Positive(t, n, "the default error_bundles lack the %s", w.name)
	}
}

// between says whether the decimal s lies in [from, to].
func between(s string, from, to int) bool {
	var n int
	_, err := fmt.Sscan(s, &n)
	return err == nil && n >= from && n <= to
}

// libBugsFirefox are libBugs in Firefox's words, written by hand before
// the app was run in Firefox: the same places and requests.
var libBugsFirefox = []bug{
	{name: "axios 500", message: "Request failed with status code 500", file: "src/api.ts", marker: "BUG:axios-500",
		request: "GET /api/orders 500"},
	{name: "axios network error", message: "Network Error", file: "src/api.ts", marker: "BUG:axios-network",
		request: "GET /status 0"},
	{name: "TanStack Query error", message: "stats failed: 500", file: "src/Stats.tsx", marker: "BUG:query-error",
		request: "GET /api/stats 500"},
	{name: "GraphQL errors", message: `can't access property "viewer", body.data is null`, file: "src/api.ts", marker: "BUG:graphql-error",
		request: "POST /graphql 200"},
	{name: "zod parse", message: "expected number, received string", file: "src/api.ts", marker: "BUG:zod-parse",
		request: "GET /api/orders/1 200"},
	{name: "abort", message: "The operation was aborted", file: "src/api.ts", marker: "BUG:abort-timeout",
		request: "GET /api/slow 0"},
	{name: "loader error", message: "invoice 7 not found", file: "src/Invoice.tsx", marker: "BUG:loader-error",
		request: "GET /api/invoices/7 404"},
	{name: "route render error", message: `can't access property "amount", receipt.total is undefined`, file: "src/Receipt.tsx",
		marker: "BUG:route-render-error"},
	{name: "lazy route chunk", message: "error loading dynamically imported module", file: "src/main.tsx", marker: "BUG:lazy-chunk",
		request: "GET /src/pages/Reports.tsx 404"},
}

// testLibsFirefox runs testdata/apps/libs in Firefox ESR with the
// extension, clicking through the bugs as testLibs does (drive.mjs waits
// 300 ms after each click: past the abort's 200 ms), and checks them.
func testLibsFirefox(t *testing.T, firefox, node, npm, driver, bin string) {
	d, app := driveAppFirefox(t, firefox, node, npm, driver, bin, "libs", "#orders",
		"#orders", "#ping", "#stats", "#viewer", "#viewer-safe", "#order", "#slow", "#resize", "#to-invoice", "#to-receipt", "#to-reports")
	checkLibs(t, d, app, libBugsFirefox)
}
