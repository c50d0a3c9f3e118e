package extension_test

import (
	"cmp"
	"context"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/errbundle/errbundle/extension"
	"github.com/errbundle/errbundle/internal/daemontest"
)

// A uiApp is a real app of a UI framework under testdata/apps, served by
// Vite. Every one is the same cart with the same bugs, each marked in its
// source by a "// BUG:<name>" comment: a click handler's TypeError, a
// console.error after a refused save, a fetch of a closed port nobody
// catches, a TypeError while a component renders a 500's body, and an
// error the framework's error boundary (or the app's, where the framework
// has none) catches and logs with console.error.
type uiApp struct {
	name string // the subtest, and the directory under testdata/apps unless dir says
	dir  string
	// preview builds the app for production (vite build) and serves the
	// build with vite preview instead of the dev server.
	preview bool
	// cart holds the click handler and the save; render holds the
	// component that throws on the 500; boundary the component whose error
	// is caught and logged (empty: no boundary bug).
	cart, render, boundary string
	// silent is the component whose error the app's boundary stops and
	// nobody logs (empty: no such bug).
	silent string
	// renderComponents are the names of the render TypeError's component
	// stack, innermost first, where the framework logs one (preact/debug).
	renderComponents []string
}

var uiApps = []uiApp{
	{name: "vue", cart: "src/App.vue", render: "src/ProfileCard.vue", boundary: "src/CouponCode.vue", silent: "src/OrderTotal.vue"},
	{name: "svelte", cart: "src/App.svelte", render: "src/ProfileCard.svelte", boundary: "src/CouponCode.svelte"},
	{name: "solid", cart: "src/App.tsx", render: "src/ProfileCard.tsx", boundary: "src/CouponCode.tsx"},
	// preact/debug follows the render error with "An error occurred in the
	// <ProfileCard> component, and no error boundary handled it." and its
	// component stack: one error with that stack, not two.
	{name: "preact", cart: "src/App.tsx", render: "src/ProfileCard.tsx", boundary: "src/CouponBox.tsx",
		renderComponents: []string{"ProfileCard", "App"}},
	// Vue's production build reports what its handlers catch with
	// console.error(err), from Vue's code (logError): placed by err's stack
	// through the build's source map.
	{name: "vue production", dir: "vue", preview: true, cart: "src/App.vue", render: "src/ProfileCard.vue", boundary: "src/CouponCode.vue",
		silent: "src/OrderTotal.vue"},
	// Lit has no error boundary.
	{name: "lit", cart: "src/cart-app.ts", render: "src/profile-card.ts"},
}

// TestUIApps runs the UI frameworks' apps under errbundle run with Vite's
// dev server, opens them in headless Chromium through the extension,
// clicks through their bugs and asks the daemon, as an agent would, where
// each error happened: at the line marked in the app's own source, with
// the request that led to it (checkApp).
func TestUIApps(t *testing.T) {
	parallel(t)
	b := sharedBrowsers(t)
	npm, err := exec.LookPath("npm")
	if err != nil {
		t.Skip("npm not installed: skipping the dev-server apps")
	}
	bin := daemonBinary(t)
	closedPort := strings.TrimPrefix(daemontest.FreeAddr(t), "127.0.0.1:")

	for _, a := range uiApps {
		t.Run(a.name, func(t *testing.T) {
			dir := cmp.Or(a.dir, a.name)
			app := installApp(t, npm, dir)
			d := daemontest.Start(t, bin, daemontest.Options{})
			configureExtension(b.ext, t, b.extID, d.URL(""), "")
			port := strings.TrimPrefix(daemontest.FreeAddr(t), "127.0.0.1:")
			vite := []string{filepath.Join("node_modules", ".bin", "vite"), "--host", "127.0.0.1", "--port", port, "--strictPort"}
			if a.preview {
				// Into the project's dist/ (ignored by git), as a project
				// builds: the maps name their sources relative to it.
				build := exec.Command(vite[0], "build")
				build.Dir = app
				out, err := build.CombinedOutput()
				require.NoError(t, err, "vite build:\n%s", out)
				vite = append(vite, "preview")
			}
			origin := runDevServer(t, bin, d, app, "vite", nil, vite...)

			tab := newTab(b.ext, t)
			steps := []step{
				{what: "open the app", do: chromedp.Navigate(origin + "/?closed=" + closedPort)},
				{what: "wait for the items", do: chromedp.WaitVisible(chromedp.CSS(`li.row`))},
				{what: "check out (click handler TypeError)", do: chromedp.Click(chromedp.CSS(`#checkout`))},
				{what: "save (422, console.error)", do: chromedp.Click(chromedp.CSS(`#save`))},
				{what: "sync (closed port, unhandled rejection)", do: chromedp.Click(chromedp.CSS(`#sync`))},
			}
			// The coupon comes before the profile: Vue's app is broken once
			// a component's setup has thrown uncaught.
			if a.boundary != "" {
				steps = append(steps, step{what: "show the coupon (its error caught and logged)", do: chromedp.Click(chromedp.CSS(`#coupon`))})
			}
			if a.silent != "" {
				steps = append(steps, step{what: "show the order (its error stopped by a boundary, logged by nobody)", do: chromedp.Click(chromedp.CSS(`#order`))},
					step{what: "wait for the boundary's note", do: chromedp.WaitVisible(chromedp.CSS(`#order-note`))})
			}
			steps = append(steps, step{what: "show the profile (500, render TypeError)", do: chromedp.Click(chromedp.CSS(`#profile`))})
			bugs := []bug{
				{name: "click handler TypeError", message: "Cannot read properties of undefined (reading 'price')", file: a.cart,
					marker: "BUG:click-typeerror", request: "GET /api/items 200"},
				{name: "console.error", message: "cart not saved: the cart is read-only", file: a.cart,
					marker: "BUG:console-error", request: "POST /api/save 422"},
				{name: "unhandled rejection", message: "Failed to fetch", file: "src/api.ts",
					marker: "BUG:unhandled-rejection", request: "GET /status 0"},
				{name: "render TypeError", message: "Cannot read properties of undefined (reading 'name')", file: a.render,
					marker: "BUG:render-typeerror", request: "GET /api/profile 500"},
			}
			if a.boundary != "" {
				bugs = append(bugs, bug{name: "boundary error", message: "coupon SPRING has expired", file: a.boundary, marker: "BUG:boundary-error"})
			}
			// Written by hand before errbundle ran on it: an async
			// onMounted's throw that the parent's onErrorCaptured stops
			// (returns false) without logging it.
			if a.silent != "" {
				bugs = append(bugs, bug{name: "silent boundary", message: "Cannot read properties of undefined (reading 'reduce')", file: a.silent,
					marker: "BUG:silent-boundary", request: "GET /api/orders/7 404"})
			}
			runSteps(t, tab, steps)
			checkApp(t, d, appBugs{dir: app, errors: bugs, process: "vite", quiet: a.preview})
			if a.renderComponents != nil {
				checkComponentStack(t, d, "Cannot read properties of undefined (reading 'name')", a.renderComponents)
			}
		})
	} // The libraries' errors: axios, TanStack Query, React Router, zod,
	// GraphQL, an aborted fetch, a lazy route's missing chunk.
	t.Run("libs", func(t *testing.T) { testLibs(t, b, npm, bin, closedPort) })
}

// checkComponentStack checks that the error with message carries the
// component names want, innermost first, and that the framework's message
// that named them is not an error of its own.
func checkComponentStack(t *testing.T, d *daemontest.Daemon, message string, want []string) {
	t.Helper()
	var reply struct {
		Errors []struct {
			Message        string   `json:"message"`
			ComponentStack []string `json:"component_stack"`
		} `json:"errors"`
	}
	require.NoError(t, json.Unmarshal(observe(context.Background(), t, d, map[string]any{"what": "errors", "source": "browser", "limit": 50}), &reply))
	n := 0
	for _, e := range reply.Errors {
		assert.NotContains(t, e.Message, "no error boundary handled it", "the framework's message about an error is an error of its own")
		if !strings.Contains(e.Message, message) {
			continue
		}
		n++
		var names []string
		for _, c := range e.ComponentStack {
			names = append(names, strings.Fields(c)[0])
		}
		assert.Equal(t, want, names, "the component stack of %q: %q", message, e.ComponentStack)
	}
	assert.Equal(t, 1, n, "errors %q in %+v", message, reply.Errors)
}

// TestUIAppsFirefox runs the Vue app and the libraries' app
// (testLibsFirefox) under errbundle run in a real headless Firefox ESR
// with the extension (the same files Chromium loads), driven over
// WebDriver BiDi by testdata/firefox/drive.mjs, and checks what the
// daemon says as TestUIApps does: Firefox's own words for the same bugs,
// each at its marked line. Firefox's failed fetch has an empty stack: the
// rejection is placed by the call the fetch wrapper recorded.
func TestUIAppsFirefox(t *testing.T) {
	parallel(t)
	firefox := findFirefox()
	if firefox == "" {
		t.Skip("no Firefox ESR installed (looked for $FIREFOX, /usr/bin/firefox-esr, firefox-esr, firefox): skipping the Firefox test")
	}
	node, err := exec.LookPath("node")
	require.NoError(t, err, "the Firefox test drives Firefox with node")
	npm, err := exec.LookPath("npm")
	require.NoError(t, err, "the Firefox test installs puppeteer-core and the app with npm")
	driver := installDriver(t, npm)
	bin := daemonBinary(t)
	t.Run("vue", func(t *testing.T) { testVueFirefox(t, firefox, node, npm, driver, bin) })
	t.Run("libs", func(t *testing.T) { testLibsFirefox(t, firefox, node, npm, driver, bin) })
}

// driveAppFirefox runs testdata/apps/<name> under vite and errbundle run,
// opens it in Firefox ESR with the extension (a closed port in the page's
// query for its unhandled rejection), waits for ready, clicks each of
// clicks in turn (drive.mjs waits 300 ms after each), and returns the
// daemon and the app's directory.
func driveAppFirefox(t *testing.T, firefox, node, npm, driver, bin, name, ready string, clicks ...string) (*daemontest.Daemon, string) {
	closedPort := strings.TrimPrefix(daemontest.FreeAddr(t), "127.0.0.1:")
	app := installApp(t, npm, name)
	d := daemontest.Start(t, bin, daemontest.Options{})
	port := strings.TrimPrefix(daemontest.FreeAddr(t), "127.0.0.1:")
	origin := runDevServer(t, bin, d, app, "vite", nil,
		filepath.Join("node_modules", ".bin", "vite"), "--host", "127.0.0.1", "--port", port, "--strictPort")
	extDir := t.TempDir()
	require.NoError(t, os.CopyFS(extDir, extension.Files))
	cfg, err := json.Marshal(map[string]any{
		"firefox":   firefox,
		"extension": extDir,
		"profile":   t.TempDir(),
		"geckoID":   geckoID,
		"uuid":      firefoxUUID,
		"daemon":    d.URL(""),
		"app":       origin + "/?closed=" + closedPort,
		"ready":     ready,
		"clicks":    clicks,
	})
	require.NoError(t, err)
	ctx, cancel := context.WithTimeout(context.Background(), 120*time.Second)
	defer cancel()
	driveFirefox(ctx, t, node, driver, cfg)
	return d, app
}

// testVueFirefox runs the Vue app in Firefox (see TestUIAppsFirefox).
func testVueFirefox(t *testing.T, firefox, node, npm, driver, bin string) {
	d, app := driveAppFirefox(t, firefox, node, npm, driver, bin, "vue", "li.row",
		"#checkout", "#save", "#sync", "#coupon", "#order", "#profile")
	checkApp(t, d, appBugs{dir: app, process: "vite", errors: []bug{
		{name: "click handler TypeError", message: `can't access property "price", last is undefined`, file: "src/App.vue",
			marker: "BUG:click-typeerror", request: "GET /api/items 200"},
		{name: "console.error", message: "cart not saved: the cart is read-only", file: "src/App.vue",
			marker: "BUG:console-error", request: "POST /api/save 422"},
		{name: "unhandled rejection", message: "NetworkError when attempting to fetch resource", file: "src/api.ts",
			marker: "BUG:unhandled-rejection", request: "GET /status 0"},
		{name: "boundary error", message: "coupon SPRING has expired", file: "src/CouponCode.vue", marker: "BUG:boundary-error"},
		// Written by hand before errbundle ran on it in Firefox.
		{name: "silent boundary", message: `can't access property "reduce", order.items is undefined`, file: "src/OrderTotal.vue",
			marker: "BUG:silent-boundary", request: "GET /api/orders/7 404"},
		{name: "render TypeError", message: `can't access property "name"`, file: "src/ProfileCard.vue",
			marker: "BUG:render-typeerror", request: "GET /api/profile 500"},
	}})
}
