package extension_test

import (
	"context"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/errbundle/errbundle/internal/daemontest"
)

// svelteKitAppDir is SvelteKit's minimal template (npx sv create
// --template minimal --types ts), versions pinned, with bugs marked in its
// source by "// BUG:<name>" comments.
var svelteKitAppDir = filepath.Join("..", "testdata", "apps", "sveltekit")

// svelteBrowserBugs happen in the browser; svelteServerBugs in the dev
// server, which reports them.
var (
	svelteBrowserBugs = []nextBug{
		{"click handler TypeError", "reading 'price'", "src/routes/cart/+page.svelte", "BUG:click-typeerror"},
		{"rendering a 500's body", "reading 'amount'", "src/routes/cart/+page.svelte", "BUG:render-after-500"},
	}
	svelteServerBugs = []nextBug{
		{"endpoint under [slug]", "reading 'cost'", "src/routes/api/items/[slug]/+server.ts", "BUG:endpoint-typeerror"},
		{"load under [slug]", "reading 'title'", "src/routes/blog/[slug]/+page.server.ts", "BUG:load-typeerror"},
	}
	// svelteBoundaryBugs are caught by SvelteKit and shown by the app's
	// +error.svelte (written by hand before errbundle ran on them): a
	// universal load that throws in the browser on a client-side
	// navigation, reading the 404's body.
	svelteBoundaryBugs = []bug{
		{name: "universal load, +error.svelte", message: "reading 'length'", file: "src/routes/orders/[id]/+page.ts",
			marker: "BUG:load-boundary", request: "GET /api/orders/7 404"},
	}
)

// TestSvelteKit runs the SvelteKit app under errbundle run (vite dev) in
// headless Chromium with the extension: errors of the browser and of the
// server at their original file:line, the route directory whole, one
// bundle per problem and no chatter, and a syntax error written while its
// page is open listed until it is fixed.
func TestSvelteKit(t *testing.T) {
	parallel(t)
	npm, err := exec.LookPath("npm")
	if err != nil {
		t.Skip("npm not installed: skipping the SvelteKit test")
	}
	b := sharedBrowsers(t)
	dir := installApp(t, npm, "sveltekit")
	bin := daemonBinary(t)
	writeSveltePage(t, hotSveltePage)
	t.Cleanup(func() { os.RemoveAll(filepath.Join(svelteKitAppDir, "src", "routes", "hot")) })
	start := time.Now()
	d := daemontest.Start(t, bin, daemontest.Options{})
	_, port, _ := strings.Cut(daemontest.FreeAddr(t), ":")
	origin := runDevServer(t, bin, d, dir, "kit", nil,
		filepath.Join("node_modules", ".bin", "vite"), "dev", "--host", "127.0.0.1", "--port", port, "--strictPort")
	t.Logf("vite dev ready in %v", time.Since(start).Round(time.Millisecond))
	configureExtension(b.ext, t, b.extID, d.URL(""), "")
	tab := newTab(b.ext, t)

	openHydrated(t, tab, origin+"/cart", "")
	// Svelte attaches its handlers once the page has hydrated: click until
	// the handler has run.
	clickUntilError(t, tab, d, "#checkout", "reading 'price'")
	clickUntilError(t, tab, d, "#load", "reading 'amount'")
	// The page has hydrated: the link navigates on the client, and the
	// order's load runs in the browser.
	click(t, tab, "#order")
	// SvelteKit shows an unexpected error as "Internal Error".
	waitText(t, tab, "#boundary", "500: Internal Error")
	for _, path := range []string{"/api/items/coffee", "/blog/missing"} {
		openHydrated(t, tab, origin+path, "")
	}
	waitProcessProblems(t, d, svelteServerBugs, 60*time.Second)

	errs := observeJSON[nextErrors](t, d, map[string]any{"what": "errors", "source": "browser", "limit": 50})
	bundles := observeJSON[nextBundles](t, d, map[string]any{"what": "error_bundles", "limit": 50})
	groups := observeJSON[nextGroups](t, d, map[string]any{"what": "get_errors", "raw": true, "limit": 50, "since": "10m"})
	if testing.Verbose() {
		t.Logf("errors:\n%s\nbundles: %s\nget_errors: %+v", errs.describe(), mustJSON(bundles), groups)
	}
	for _, bug := range svelteBrowserBugs {
		t.Run(bug.name, func(t *testing.T) {
			want := svelteMarked(t, bug)
			found := 0
			for _, e := range errs.Errors {
				if strings.Contains(e.Message, bug.message) {
					found++
					assert.True(t, strings.HasPrefix(e.Location, want), "errors: location %q, want %s:COLUMN", e.Location, want)
				}
			}
			assert.Positive(t, found, "no error %q among %s", bug.message, errs.describe())
			found = 0
			for _, bn := range bundles.Bundles {
				if strings.Contains(bn.Error.Message, bug.message) {
					found++
					assert.True(t, strings.HasPrefix(bn.Error.Location, want), "error_bundles: location %q, want %s:COLUMN", bn.Error.Location, want)
				}
			}
			assert.Equal(t, 1, found, "bundles for %q: one per problem", bug.message)
		})
	}
	for _, bug := range svelteServerBugs {
		t.Run(bug.name, func(t *testing.T) {
			want := svelteMarked(t, bug)
			found := 0
			for _, g := range groups.Errors {
				if strings.Contains(g.Message, bug.message) && strings.HasPrefix(g.Source, "process:") {
					found++
					assert.True(t, strings.HasPrefix(g.Location, want), "get_errors: location %q, want %s:COLUMN", g.Location, want)
				}
			}
			assert.Equal(t, 1, found, "get_errors entries of the dev server for %q in %+v", bug.message, groups.Errors)
		})
	}
	for _, bn := range bundles.Bundles {
		for _, l := range bn.Logs {
			assert.False(t, strings.HasPrefix(l.Message, "[vite]"), "a log in the bundle of %q is tooling chatter: %q", bn.Error.Message, l.Message)
		}
		for _, r := range bn.Network {
			assert.False(t, strings.Contains(r.URL, "/@vite/") || strings.Contains(r.URL, "/@fs/"),
				"a request in the bundle of %q is the dev server's own: %s", bn.Error.Message, r.URL)
		}
	}
	t.Run("boundary", func(t *testing.T) {
		checkBoundaries(t, d, "sveltekit", dir, svelteBoundaryBugs, 60*time.Second)
	})
	t.Run("syntax error", func(t *testing.T) { checkSvelteSyntaxError(t, d, tab, origin) })
}

// svelteMarked is "file:line" of the line bug marks.
func svelteMarked(tb testing.TB, bug nextBug) string {
	tb.Helper()
	src, err := os.ReadFile(filepath.Join(svelteKitAppDir, filepath.FromSlash(bug.file)))
	require.NoError(tb, err)
	_, line := markedLineIn(tb, string(src), bug.marker)
	return bug.file + ":" + itoa(line)
}

// clickUntilError clicks sel until the errors view holds an error with
// msg, for up to a minute. A page that has not hydrated yet ignores a
// click; a loaded machine may take longer than a second to report the one
// that worked: each click waits twice as long as the one before (up to 8
// s) for the error before clicking again, so the wait ends when the error
// arrives, and a slow report is not answered with a second click.
func clickUntilError(t *testing.T, tab context.Context, d *daemontest.Daemon, sel, msg string) {
	t.Helper()
	ctx := context.Background()
	session := connectObserve(ctx, t, d)
	defer session.Close()
	args := map[string]any{"what": "errors", "source": "browser", "limit": 50}
	deadline := time.Now().Add(60 * time.Second)
	for window := time.Second; ; window = min(2*window, 8*time.Second) {
		click(t, tab, sel)
		for until := time.Now().Add(window); ; {
			raw := callObserve(ctx, t, session, args)
			var r nextErrors
			require.NoError(t, json.Unmarshal(raw, &r), "%s", raw)
			for _, e := range r.Errors {
				if strings.Contains(e.Message, msg) {
					return
				}
			}
			left := time.Until(until)
			if left <= 0 {
				break
			}
			awaitNews(ctx, t, session, args, raw, left)
		}
		if time.Now().After(deadline) {
			t.Fatalf("clicking %s raised no error %q within a minute", sel, msg)
		}
	}
}

// waitProcessProblems polls get_errors until the dev server has reported
// each bug.
func waitProcessProblems(t *testing.T, d *daemontest.Daemon, bugs []nextBug, timeout time.Duration) {
	t.Helper()
	deadline := time.Now().Add(timeout)
	for {
		g := observeJSON[nextGroups](t, d, map[string]any{"what": "get_errors", "raw": true, "limit": 50, "since": "10m"})
		missing := 0
		for _, bug := range bugs {
			seen := false
			for _, e := range g.Errors {
				seen = seen || strings.HasPrefix(e.Source, "process:") && strings.Contains(e.Message, bug.message)
			}
			if !seen {
				missing++
			}
		}
		if missing == 0 {
			return
		}
		if time.Now().After(deadline) {
			t.Errorf("the dev server did not report every bug within %v: %+v", timeout, g.Errors)
			return
		}
		time.Sleep(200 * time.Millisecond)
	}
}

// hotSveltePage is src/routes/hot/+page.svelte as the test first writes
// it (the folder is not in git), and brokenSveltePage the same with a
// syntax error on the line marked BUG:syntax.
const (
	hotSveltePage = `<script lang="ts">
	let n = $state(1);
</script>

<button id="inc" onclick={() => n++}>Count {n}</button>
`
	brokenSveltePage = `<script lang="ts">
	let n = $state(1);
	const broken = n +; // BUG:syntax
</script>

<button id="inc" onclick={() => n++}>Count {n}</button>
`
)

func writeSveltePage(tb testing.TB, src string) {
	tb.Helper()
	p := filepath.Join(svelteKitAppDir, "src", "routes", "hot", "+page.svelte")
	require.NoError(tb, os.MkdirAll(filepath.Dir(p), 0o755))
	require.NoError(tb, os.WriteFile(p, []byte(src), 0o644))
}

// checkSvelteSyntaxError writes a syntax error into the page the tab has
// open, checks that get_errors lists it as the dev server's problem at
// its file and line, then that it is gone once the file is fixed.
func checkSvelteSyntaxError(t *testing.T, d *daemontest.Daemon, tab context.Context, origin string) {
	openHydrated(t, tab, origin+"/hot", "")
	_, line := markedLineIn(t, brokenSveltePage, "BUG:syntax")
	want := "src/routes/hot/+page.svelte:" + itoa(line)
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
				writeSveltePage(t, brokenSveltePage)
			} else {
				writeSveltePage(t, strings.Replace(hotSveltePage, "Count {n}", "Count {n}!", 1))
			}
		},
		func() bool { return textWithin(t, tab, "#inc", "Count 1!", 5*time.Second) },
		func() { openHydrated(t, tab, origin+"/hot", "") })
}
