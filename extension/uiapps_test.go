package extension_test

import (
	"context"
	"encoding/json"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

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
	name string // the subtest and the directory under testdata/apps
	// cart holds the click handler and the save; render holds the
	// component that throws on the 500; boundary the component whose error
	// is caught and logged (empty: no boundary bug).
	cart, render, boundary string
	// renderComponents are the names of the render TypeError's component
	// stack, innermost first, where the framework logs one (preact/debug).
	renderComponents []string
}

var uiApps = []uiApp{
	{name: "vue", cart: "src/App.vue", render: "src/ProfileCard.vue", boundary: "src/CouponCode.vue"},
	{name: "svelte", cart: "src/App.svelte", render: "src/ProfileCard.svelte", boundary: "src/CouponCode.svelte"},
	{name: "solid", cart: "src/App.tsx", render: "src/ProfileCard.tsx", boundary: "src/CouponCode.tsx"},
	// preact/debug follows the render error with "An error occurred in the
	// <ProfileCard> component, and no error boundary handled it." and its
	// component stack: one error with that stack, not two.
	{name: "preact", cart: "src/App.tsx", render: "src/ProfileCard.tsx", boundary: "src/CouponBox.tsx",
		renderComponents: []string{"ProfileCard", "App"}},
	// Lit has no error boundary.
	{name: "lit", cart: "src/cart-app.ts", render: "src/profile-card.ts"},
}

// TestUIApps runs the UI frameworks' apps under errbundle run with Vite's
// dev server, opens them in headless Chromium through the extension,
// clicks through their bugs and asks the daemon, as an agent would, where
// each error happened: at the line marked in the app's own source, with
// the request that led to it (checkApp).
func TestUIApps(t *testing.T) {
	b := sharedBrowsers(t)
	npm, err := exec.LookPath("npm")
	if err != nil {
		t.Skip("npm not installed: skipping the dev-server apps")
	}
	bin := daemonBinary(t)
	closedPort := strings.TrimPrefix(daemontest.FreeAddr(t), "127.0.0.1:")

	for _, a := range uiApps {
		t.Run(a.name, func(t *testing.T) {
			app := installApp(t, npm, a.name)
			d := daemontest.Start(t, bin, daemontest.Options{})
			configureExtension(b.ext, t, b.extID, d.URL(""), "")
			port := strings.TrimPrefix(daemontest.FreeAddr(t), "127.0.0.1:")
			origin := runDevServer(t, bin, d, app, "vite", nil,
				filepath.Join("node_modules", ".bin", "vite"), "--host", "127.0.0.1", "--port", port, "--strictPort")

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
			runSteps(t, tab, steps)
			checkApp(t, d, appBugs{dir: app, errors: bugs, process: "vite"})
			if a.renderComponents != nil {
				checkComponentStack(t, d, "Cannot read properties of undefined (reading 'name')", a.renderComponents)
			}
		})
	}
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
	require.NoError(t, json.Unmarshal(observe(context.Background(), t, d, map[string]any{"what": "errors", "limit": 50}), &reply))
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
