package extension_test

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/errbundle/errbundle/internal/daemontest"
)

// TestReact runs a real React 18 app and a real React 19 app (Vite dev
// servers, under errbundle run) in headless Chromium with the extension,
// and makes each fail twice: a render error an error boundary catches
// (Boundary > ReviewPanel > ReviewList > Stars) and one nothing catches
// (Shop > Cart > CartTotal). Each must reach the daemon as exactly one
// error carrying its component stack, the components named in order (the
// lists below are written by hand from the apps' sources) and each
// position mapped into the code of the component it names; React's own
// message about the error must not be kept as a log or an error of its
// own.
//
// React 18 prints the component stack in its message, after 2–3 uncaught
// exceptions for the one error. React 19 prints no stack: capture reads it
// from React's fibers through the DevTools hook, and the error a boundary
// catches is reported only by that message.
func TestReact(t *testing.T) {
	parallel(t)
	b := sharedBrowsers(t)
	npm, err := exec.LookPath("npm")
	if err != nil {
		t.Skip("npm not installed: skipping the React apps")
	}
	bin := daemonBinary(t)
	apps := []struct {
		name, app, page, src string
	}{
		{"React 18", "react18", "/", "src/%s.jsx"},
		{"React 19", "vite-react", "/react.html", "src/react/%s.tsx"},
	}
	for _, app := range apps {
		t.Run(app.name, func(t *testing.T) {
			dir := installApp(t, npm, app.app)
			d := daemontest.Start(t, bin, daemontest.Options{})
			configureExtension(b.ext, t, b.extID, d.URL(""), "")
			port := strings.TrimPrefix(daemontest.FreeAddr(t), "127.0.0.1:")
			origin := runDevServer(t, bin, d, dir, "vite", nil,
				filepath.Join("node_modules", ".bin", "vite"), "--host", "127.0.0.1", "--port", port, "--strictPort")

			file := func(name string) string { return strings.Replace(app.src, "%s", name, 1) }
			runReactApp(t, d, dir, file, newTab(b.ext, t), origin+app.page, "")

			// React DevTools installs its hook before the page runs, and
			// React then hands its renderer to that hook, not to ours.
			t.Run("with React DevTools' hook", func(t *testing.T) {
				tab := newTab(b.ext, t)
				_, err := chromedp.Call(tab, page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{Source: devToolsHook})
				require.NoError(t, err)
				runReactApp(t, d, dir, file, tab, origin+app.page, time.Now().UTC().Format(time.RFC3339Nano))
				renderers, err := chromedp.Run(tab, chromedp.Evaluate[int](`window.__REACT_DEVTOOLS_GLOBAL_HOOK__.devTools ? window.__REACT_DEVTOOLS_GLOBAL_HOOK__.renderers.size : -1`))
				require.NoError(t, err)
				assert.Equal(t, 1, renderers, "the renderers React DevTools' hook was handed (-1: the hook in place is not DevTools')")
			})
		})
	}
}

// devToolsHook installs a hook as React DevTools' installHook does: only
// where window has no own property of that name, as a getter, keeping
// every renderer React injects.
const devToolsHook = `(function () {
  if (Object.prototype.hasOwnProperty.call(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__')) return;
  var id = 0;
  var hook = {
    devTools: true, renderers: new Map(), supportsFiber: true,
    inject: function (r) { id++; this.renderers.set(id, r); return id; },
    onScheduleFiberRoot: function () {}, onCommitFiberRoot: function () {}, onCommitFiberUnmount: function () {}, onPostCommitFiberRoot: function () {},
    checkDCE: function () {},
  };
  Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {configurable: false, enumerable: false, get: function () { return hook; }});
})();`

// runReactApp opens pageURL in tab, makes its two render errors and checks
// what the daemon d has of them since since ("" for everything).
func runReactApp(t *testing.T, d *daemontest.Daemon, dir string, file func(string) string, tab context.Context, pageURL, since string) {
	t.Helper()
	runSteps(t, tab, []step{
		{what: "open the app", do: chromedp.Navigate(pageURL)},
		{what: "wait for React", do: chromedp.WaitVisible(chromedp.CSS(`#show-reviews`))},
		{what: "show the reviews (caught render error)", do: chromedp.Click(chromedp.CSS(`#show-reviews`))},
		{what: "wait for the boundary's fallback", do: chromedp.WaitVisible(chromedp.CSS(`p.fallback`))},
		{what: "open the cart (uncaught render error)", do: chromedp.Click(chromedp.CSS(`#open-cart`))},
	})
	args := func(what string) map[string]any {
		a := map[string]any{"what": what, "limit": 50}
		if since != "" {
			a["since"] = since
		}
		return a
	}
	tests := []struct {
		name, message string
		components    []component
	}{
		{"caught by an error boundary", "reading 'toFixed'", []component{
			{"Stars", file("Reviews")}, {"ReviewList", file("Reviews")}, {"ReviewPanel", file("Reviews")},
			{"Boundary", file("Reviews")}, {"Reviews", file("Reviews")},
		}},
		{"uncaught", "reading 'reduce'", []component{
			{"CartTotal", file("Shop")}, {"Cart", file("Shop")}, {"Shop", file("Shop")},
		}},
	}

	// Wait until both errors are there with their stacks mapped.
	got := waitFor(t, d, args("errors"), func(r reactErrors) bool {
		for _, tt := range tests {
			e, ok := r.with(tt.message)
			if !ok || e.Unmapped != "" || len(e.ComponentStack) == 0 || strings.Contains(strings.Join(e.ComponentStack, "\n"), "http") {
				return false
			}
		}
		return true
	})
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var matching []reactError
			for _, e := range got.Errors {
				if strings.Contains(e.Message, tt.message) {
					matching = append(matching, e)
				}
			}
			require.Len(t, matching, 1, "errors %q: %+v", tt.message, got.Errors)
			e := matching[0]
			t.Logf("%s: component_stack %q", tt.message, e.ComponentStack)
			checkComponents(t, dir, e.ComponentStack, tt.components)
		})
	}

	t.Run("no separate log or error of React's message", func(t *testing.T) {
		for _, e := range got.Errors {
			assert.NotContains(t, e.Message, "error occurred in", "an error made of React's message")
		}
		logs := observe(context.Background(), t, d, args("logs"))
		assert.NotContains(t, string(logs), "error occurred in", "React's message kept as a log")
	})

	t.Run("get_errors", func(t *testing.T) {
		a := args("get_errors")
		delete(a, "limit")
		text := observeText(t, d, a)
		t.Logf("get_errors:\n%s", text)
		assert.Regexp(t, `\n  in Stars( \([^)]+\))? < ReviewList \(src/[^)]+\) < `, text)
		assert.Regexp(t, `\n  in CartTotal( \([^)]+\))? < Cart \(src/[^)]+\) < Shop`, text)
	})
}

// A component is an entry of a component stack the test expects: the
// component's name and the file it is written in.
type component struct {
	name, file string
}

type reactError struct {
	Message        string   `json:"message"`
	Kind           string   `json:"kind"`
	ComponentStack []string `json:"component_stack"`
	Unmapped       string   `json:"unmapped"`
}

type reactErrors struct {
	Errors []reactError `json:"errors"`
}

func (r reactErrors) with(msg string) (reactError, bool) {
	for _, e := range r.Errors {
		if strings.Contains(e.Message, msg) {
			return e, true
		}
	}
	return reactError{}, false
}

var componentLineRE = regexp.MustCompile(`^(\S+)(?: \((.+):(\d+):(\d+)\))?$`)

// checkComponents checks a component stack against want: the same names
// in the same order, and each position, where there is one, in the
// original file of the component and inside the component's own code.
func checkComponents(t *testing.T, dir string, got []string, want []component) {
	t.Helper()
	var names []string
	for _, line := range got {
		m := componentLineRE.FindStringSubmatch(line)
		if !assert.NotNil(t, m, "entry %q is not \"Name\" or \"Name (file:line:column)\"", line) {
			continue
		}
		names = append(names, m[1])
	}
	var wantNames []string
	for _, w := range want {
		wantNames = append(wantNames, w.name)
	}
	require.Equal(t, wantNames, names, "the components, innermost first")
	located := 0
	for i, line := range got {
		m := componentLineRE.FindStringSubmatch(line)
		if m[2] == "" {
			continue
		}
		located++
		assert.Equal(t, want[i].file, m[2], "the file of %q", line)
		from, to := componentLines(t, dir, want[i].file, want[i].name)
		n := atoi(t, m[3])
		assert.True(t, n >= from && n <= to, "%q: line %d is outside %s's code, lines %d to %d of %s", line, n, want[i].name, from, to, want[i].file)
	}
	// The innermost component is the one that failed: the error's own
	// stack locates it. Every other component but the boundary (which
	// created nothing on the way down) gives a position in both versions.
	assert.GreaterOrEqual(t, located, len(want)-2, "positions in %q", got)
}

// componentLines returns the lines of file (in dir) that hold the code of
// the function or class name: from its declaration to the line before the
// next top-level one.
func componentLines(t *testing.T, dir, file, name string) (from, to int) {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(dir, filepath.FromSlash(file)))
	require.NoError(t, err)
	decl := regexp.MustCompile(`^(?:export )?(?:function|class) (\w+)`)
	lines := strings.Split(string(b), "\n")
	for i, l := range lines {
		m := decl.FindStringSubmatch(l)
		if m == nil {
			continue
		}
		if from != 0 {
			return from, i
		}
		if m[1] == name {
			from = i + 1
		}
	}
	require.NotZero(t, from, "no function or class %s in %s", name, file)
	return from, len(lines)
}

func atoi(t *testing.T, s string) int {
	t.Helper()
	n := 0
	for _, c := range s {
		require.True(t, c >= '0' && c <= '9', "%q is not a number", s)
		n = n*10 + int(c-'0')
	}
	return n
}

// TestReactAbsent checks react.js on a page without React, with both
// deliveries: it adds no own property to window, React DevTools' hook
// installer (which installs only where window has no own property of that
// name) still installs its own hook and keeps it, and a message shaped like
// React's with no error before it is kept as a log, not dropped. The same
// page then plays React 16's message (and a Firefox frame) after an error:
// the error takes the components, host elements left out.
func TestReactAbsent(t *testing.T) {
	parallel(t)
	b := sharedBrowsers(t)
	p := servePages(t)
	for _, d := range b.deliveries(t) {
		t.Run(d.name, func(t *testing.T) {
			tab := d.open(t, p, "/react.html")
			got, err := chromedp.Run(tab, chromedp.Evaluate[struct {
				OwnBefore         bool `json:"ownBefore"`
				InKeys            bool `json:"inKeys"`
				DevToolsInstalled bool `json:"devToolsInstalled"`
				InjectID          int  `json:"injectID"`
			}](`check()`))
			require.NoError(t, err)
			assert.False(t, got.OwnBefore, "capture made __REACT_DEVTOOLS_GLOBAL_HOOK__ an own property of window")
			assert.False(t, got.InKeys, "capture's hook is enumerable on window")
			assert.True(t, got.DevToolsInstalled, "React DevTools could not install its hook")
			assert.Equal(t, 42, got.InjectID, "React DevTools' inject")

			click(t, tab, "#react-message")
			waitFor(t, d.daemon, map[string]any{"what": "logs", "limit": 50}, func(r logsReply) bool {
				for _, l := range r.Logs {
					if strings.Contains(l.Message, "The above error occurred in the <Fake> component") {
						return true
					}
				}
				return false
			})

			click(t, tab, "#old-react")
			errs := waitFor(t, d.daemon, map[string]any{"what": "errors", "source": "browser", "limit": 50}, func(r reactErrors) bool {
				_, ok := r.with("fake render failure")
				return ok
			})
			e, _ := errs.with("fake render failure")
			assert.Equal(t, []string{"Fake", "Outer", "Page (page.js:4:5)"}, e.ComponentStack)
			logs := observe(context.Background(), t, d.daemon, map[string]any{"what": "logs", "limit": 50})
			assert.NotContains(t, string(logs), "in Outer", "the message that went with the error is kept as a log too")
		})
	}
}

// TestPreactComponentStack plays preact/debug's message about an error no
// error boundary handled, which it logs in a microtask queued before the
// throw: after the uncaught error of a throw in a task, before the
// unhandled rejection of one in a promise job. Either way the error takes
// the components it names, an earlier error does not, and the message is
// neither an error nor a log of its own.
func TestPreactComponentStack(t *testing.T) {
	parallel(t)
	b := sharedBrowsers(t)
	p := servePages(t)
	for _, d := range b.deliveries(t) {
		t.Run(d.name, func(t *testing.T) {
			tab := d.open(t, p, "/react.html")
			click(t, tab, "#preact-task")
			click(t, tab, "#preact-job")
			errs := waitFor(t, d.daemon, map[string]any{"what": "errors", "source": "browser", "limit": 50}, func(r reactErrors) bool {
				_, task := r.with("preact task failure")
				_, job := r.with("preact job failure")
				_, earlier := r.with("an earlier error")
				return task && job && earlier
			})
			task, _ := errs.with("preact task failure")
			assert.Equal(t, []string{"Card", "App"}, task.ComponentStack, "the error thrown in a task")
			job, _ := errs.with("preact job failure")
			assert.Equal(t, []string{"Panel", "App"}, job.ComponentStack, "the rejection of a promise job")
			earlier, _ := errs.with("an earlier error")
			assert.Empty(t, earlier.ComponentStack, "an earlier error took the components")
			raw := observe(context.Background(), t, d.daemon, map[string]any{"what": "logs", "limit": 50})
			assert.NotContains(t, string(raw), "no error boundary handled it", "preact/debug's message is kept as a log")
			raw = observe(context.Background(), t, d.daemon, map[string]any{"what": "errors", "source": "browser", "limit": 50})
			assert.NotContains(t, string(raw), "no error boundary handled it", "preact/debug's message is an error of its own")
		})
	}
}
