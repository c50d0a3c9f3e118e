package extension_test

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	bundlepkg "github.com/errbundle/errbundle/bundle"
	"github.com/errbundle/errbundle/internal/daemontest"
	"github.com/errbundle/errbundle/internal/npmtest"
)

// TestApps runs real dev servers, Vite with React and TypeScript and webpack
// (source-map and eval-source-map), under errbundle run, opens their
// apps in headless Chromium (the Vite app through the extension, the webpack
// app through its script tag), clicks through their bugs and asks the
// daemon, as an agent would, where each error happened. The expected places are the lines
// marked "// BUG:<name>" in the apps' own source files: every error must be
// reported at its original file and line, with the column inside the marked
// statement.
//
// The apps' node_modules stay in testdata/apps/<app>/node_modules (ignored
// by git) between runs: npm ci runs again only when package-lock.json has
// changed since the last install.
func TestApps(t *testing.T) {
	parallel(t)
	b := sharedBrowsers(t)
	npm, err := exec.LookPath("npm")
	if err != nil {
		t.Skip("npm not installed: skipping the dev-server apps")
	}
	bin := daemonBinary(t)
	closedPort := strings.TrimPrefix(daemontest.FreeAddr(t), "127.0.0.1:")

	t.Run("vite-react via the extension", func(t *testing.T) {
		app := installApp(t, npm, "vite-react")
		d := daemontest.Start(t, bin, daemontest.Options{})
		configureExtension(b.ext, t, b.extID, d.URL(""), "")
		port := strings.TrimPrefix(daemontest.FreeAddr(t), "127.0.0.1:")
		origin := runDevServer(t, bin, d, app, "vite", nil,
			filepath.Join("node_modules", ".bin", "vite"), "--host", "127.0.0.1", "--port", port, "--strictPort")
		page := origin + "/?closed=" + closedPort

		tab := newTab(b.ext, t)
		flow := []step{
			{what: "open the app", do: chromedp.Navigate(page)},
			{what: "wait for React", do: chromedp.WaitVisible(chromedp.CSS(`button.counter`))},
			{what: "count a plum", do: chromedp.Click(chromedp.CSS(`li.row:nth-child(3) button.counter`)), on: []target{{`button.counter`, 2}}},
			{what: "count a pear", do: chromedp.Click(chromedp.CSS(`li.row:nth-child(2) button.counter`)), on: []target{{`button.counter`, 1}}},
			{what: "type an email into the signup form", do: chromedp.SendKeys(chromedp.CSS(`form:nth-child(1) input[name="email"]`), "ada@example.com"),
				on: []target{{`input[name="email"]`, 0}}},
			{what: "submit the signup form (422, console.error)", do: chromedp.Click(chromedp.CSS(`form:nth-child(1) button[type="submit"]`)),
				on: []target{{`button[type="submit"]`, 0}, {`form`, 0}}},
			// The refusal's message moves the buttons below it: a click
			// aimed before it appears would land elsewhere.
			{what: "wait for the refusal", do: chromedp.WaitVisible(chromedp.CSS(`p.error`))},
			{what: "sync status (closed port, unhandled rejection)", do: chromedp.Click(chromedp.CSS(`main > button.btn`)), on: []target{{`button.btn`, 2}}},
			{what: "load the profile (500, render TypeError)", do: chromedp.Click(chromedp.CSS(`section.card button`)), on: []target{{`button.btn`, 3}}},
		}
		runSteps(t, tab, flow)

		checkApp(t, d, appBugs{
			dir: app,
			errors: []bug{
				{name: "render TypeError", message: "Cannot read properties of undefined (reading 'name')", file: "src/Profile.tsx", marker: "BUG:render-typeerror",
					request: "GET /api/profile 500"},
				{name: "unhandled rejection", message: "Failed to fetch", file: "src/api.ts", marker: "BUG:unhandled-rejection",
					request: "GET /status 0"},
				{name: "console.error", message: "Signup failed: email already registered", file: "src/Forms.tsx", marker: "BUG:console-error",
					request: "POST /api/signup 422"},
			},
			process: "vite",
		})
		assertNoSockets(t, d)
		checkSelectors(t, b.plain, page, `button.counter`, flow, d)
	})

	// Angular 20 (zoneless, as new apps are): its ErrorHandler catches what
	// a listener throws and logs it with console.error("ERROR", error), from
	// Angular's own code. The error is placed by the Error it logs.
	t.Run("angular via the extension", func(t *testing.T) {
		app := installApp(t, npm, "angular")
		d := daemontest.Start(t, bin, daemontest.Options{})
		configureExtension(b.ext, t, b.extID, d.URL(""), "")
		port := strings.TrimPrefix(daemontest.FreeAddr(t), "127.0.0.1:")
		origin := runDevServer(t, bin, d, app, "ng", []string{"NG_CLI_ANALYTICS=false"},
			filepath.Join("node_modules", ".bin", "ng"), "serve", "--host", "127.0.0.1", "--port", port)

		tab := newTab(b.ext, t)
		runSteps(t, tab, []step{
			{what: "open the app", do: chromedp.Navigate(origin + "/")},
			{what: "wait for the items", do: chromedp.WaitVisible(chromedp.CSS(`li.row`))},
			{what: "check out (click handler TypeError)", do: chromedp.Click(chromedp.CSS(`#checkout`))},
			{what: "save (console.error)", do: chromedp.Click(chromedp.CSS(`#save`))},
		})
		checkApp(t, d, appBugs{
			dir: app,
			errors: []bug{
				{name: "click handler TypeError", message: "Cannot read properties of undefined (reading 'price')", file: "src/app/cart.component.ts",
					marker: "BUG:click-typeerror", request: "GET /items.json 200"},
				{name: "console.error", message: "cart not saved: the cart is read-only", file: "src/app/cart.component.ts",
					marker: "BUG:console-error", request: "GET /items.json 200"},
			},
			process: "ng",
		})
	})

	// Both of webpack's source-map styles: a separate main.js.map, and maps
	// inside each eval'd module, whose frames read webpack-internal:/// and
	// name no chunk (the daemon finds it through the page's scripts).
	for _, devtool := range []string{"source-map", "eval-source-map"} {
		t.Run("webpack "+devtool+" via the script tag", func(t *testing.T) {
			testWebpack(t, b, npm, bin, devtool)
		})
	}
}

// testWebpack runs the webpack app with devtool under errbundle run,
// through the script tag in its HTML, and checks what the daemon says.
func testWebpack(t *testing.T, b *browsers, npm, bin, devtool string) {
	app := installApp(t, npm, "webpack")
	d := daemontest.Start(t, bin, daemontest.Options{})
	port := strings.TrimPrefix(daemontest.FreeAddr(t), "127.0.0.1:")
	origin := runDevServer(t, bin, d, app, "webpack", []string{"ERRBUNDLE_URL=" + d.URL(""), "WEBPACK_DEVTOOL=" + devtool},
		filepath.Join("node_modules", ".bin", "webpack"), "serve", "--port", port)
	page := origin + "/"

	tab := newTab(b.plain, t)
	flow := []step{
		{what: "open the app", do: chromedp.Navigate(page)},
		{what: "remove the milk", do: chromedp.Click(chromedp.CSS(`li.item:nth-child(2) button.remove`)), on: []target{{`button.remove`, 1}}},
		{what: "show the total (uncaught TypeError)", do: chromedp.Click(chromedp.CSS(`#total`)), on: []target{{`button.action`, 0}}},
		{what: "type a coupon", do: chromedp.SendKeys(chromedp.CSS(`input[name="coupon"]`), "SPRING"), on: []target{{`input.field`, 0}}},
		{what: "check out (409, console.error)", do: chromedp.Click(chromedp.CSS(`form.checkout button`)),
			on: []target{{`button.action`, 1}, {`form`, 0}}},
	}
	runSteps(t, tab, flow)

	checkApp(t, d, appBugs{
		dir: app,
		errors: []bug{
			{name: "uncaught TypeError", message: "Cannot read properties of undefined (reading 'cents')", file: "src/cart.js", marker: "BUG:uncaught-typeerror",
				request: "GET /api/cart 200"},
			{name: "console.error", message: "Checkout refused: cart changed, reload it", file: "src/checkout.js", marker: "BUG:console-error",
				request: "POST /api/checkout 409"},
		},
		process: "webpack",
	})
	assertNoSockets(t, d)
	checkSelectors(t, b.plain, page, `button.remove`, flow, d)
}

// ---- the apps -----------------------------------------------------------

// installApp makes sure testdata/apps/name has its node_modules (see
// npmtest.CI) and returns the app's directory, which tb holds until it
// ends (holdApp).
func installApp(tb testing.TB, npm, name string) string {
	tb.Helper()
	dir, err := filepath.Abs(filepath.Join("..", "testdata", "apps", name))
	require.NoError(tb, err)
	holdApp(tb, dir)
	npmtest.CI(tb, npm, dir)
	return dir
}

// The tests run in parallel, and two of them may run the same app (the
// vite-react app in TestApps and TestReact, vue and libs in Chromium and
// in Firefox): one app directory serves one test at a time, since a test
// installs into it, writes its files (the hot edits) and runs a dev server
// that keeps its caches there.
var appDirs struct {
	mu    sync.Mutex // guards locks and each lock's holder
	locks map[string]*appLock
}

type appLock struct {
	mu     sync.Mutex // held by the test named holder
	holder string
}

// holdApp waits until no other test holds dir, then holds it until tb
// ends. A subtest of the test that holds it already has it.
func holdApp(tb testing.TB, dir string) {
	tb.Helper()
	appDirs.mu.Lock()
	if appDirs.locks == nil {
		appDirs.locks = map[string]*appLock{}
	}
	l := appDirs.locks[dir]
	if l == nil {
		l = &appLock{}
		appDirs.locks[dir] = l
	}
	holder := l.holder
	appDirs.mu.Unlock()
	if name := tb.Name(); holder != "" && (name == holder || strings.HasPrefix(name, holder+"/")) {
		return
	}
	l.mu.Lock()
	appDirs.mu.Lock()
	l.holder = tb.Name()
	appDirs.mu.Unlock()
	tb.Cleanup(func() {
		appDirs.mu.Lock()
		l.holder = ""
		appDirs.mu.Unlock()
		l.mu.Unlock()
	})
}

// runDevServer runs a dev server in dir under errbundle run, its output
// going to the daemon d as process name, and returns the origin it serves
// on 127.0.0.1 at the --port its command names, once its page answers.
// The test's cleanup stops it with SIGTERM, which errbundle run passes on,
// and kills what is left of its process group.
func runDevServer(tb testing.TB, bin string, d *daemontest.Daemon, dir, name string, env []string, command ...string) string {
	tb.Helper()
	i := slices.Index(command, "--port")
	require.True(tb, i >= 0 && i+1 < len(command), "the dev server's command names its --port: %q", command)
	origin := "http://127.0.0.1:" + command[i+1]
	args := append([]string{"run", "--addr", d.Addr, "--name", name, "--"}, command...)
	cmd := exec.Command(bin, args...)
	cmd.Dir = dir
	cmd.Env = append(append(os.Environ(), "ERRBUNDLE_NO_AUTOSTART=1", "BROWSER=none", "NO_COLOR=1"), env...)
	out := &daemontest.Buffer{}
	cmd.Stdout, cmd.Stderr = out, out
	daemontest.OwnGroup(cmd)
	require.NoError(tb, cmd.Start())
	exited := make(chan struct{})
	go func() {
		_ = cmd.Wait()
		close(exited)
	}()
	tb.Cleanup(func() {
		_ = cmd.Process.Signal(syscall.SIGTERM)
		select {
		case <-exited:
		case <-time.After(10 * time.Second):
			tb.Logf("%s ignored SIGTERM for 10s: killing its process group", name)
		}
		_ = daemontest.SignalGroup(cmd.Process.Pid, syscall.SIGKILL)
		<-exited
		if tb.Failed() || os.Getenv("ERRBUNDLE_SHOW_DEVLOG") != "" {
			tb.Logf("%s (errbundle run), output:\n%s", name, out)
		}
	})
	// A first compile (next dev --webpack) can take a minute on a busy
	// machine.
	deadline := time.Now().Add(120 * time.Second)
	client := &http.Client{Timeout: 2 * time.Second}
	for {
		if res, err := client.Get(origin + "/"); err == nil {
			res.Body.Close()
			if res.StatusCode == http.StatusOK {
				return origin
			}
		}
		select {
		case <-exited:
			tb.Fatalf("%s exited before serving %s: %v\n%s", name, origin, cmd.ProcessState, out)
		default:
		}
		if time.Now().After(deadline) {
			tb.Fatalf("%s did not serve %s within 120s:\n%s", name, origin, out)
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// A step is one thing the user does, and the elements it acts on: a
// click on a submit button acts on its form too.
type step struct {
	what string
	do   chromedp.Action[chromedp.Void]
	on   []target
}

// A target names an element by a selector written by hand, independent of
// capture's, and the index of the element among those it matches.
type target struct {
	sel   string
	index int
}

func (t target) String() string { return t.sel + "#" + strconv.Itoa(t.index) }

func runSteps(tb testing.TB, tab context.Context, steps []step) {
	tb.Helper()
	for _, s := range steps {
		ctx, cancel := context.WithTimeout(tab, 20*time.Second)
		err := chromedp.Do(ctx, s.do)
		cancel()
		require.NoError(tb, err, "step %q", s.what)
	}
}

// ---- what the daemon must answer ----------------------------------------

// A bug is an error an app makes on purpose, at the line of file marked
// with marker, after the request ("GET /api/profile 500"; status 0 for a
// failed fetch) its bundle must show; none for an error no request led
// to.
type bug struct {
	name, message, file, marker string
	request                     string
}

type appBugs struct {
	dir     string // the app's directory
	errors  []bug
	process string // the dev server's process id
	// quiet says the page has no dev-server client (a production build):
	// it prints no tooling chatter to leave out of bundles.
	quiet bool
}

// appError is an error item as the errors view and a bundle show it.
type appError struct {
	Message       string `json:"message"`
	Type          string `json:"type"`
	Kind          string `json:"kind"`
	Location      string `json:"location"`
	SourceContext string `json:"source_context"`
	URL           string `json:"url"`
	Line          int    `json:"line"`
	Column        int    `json:"column"`
	Stack         string `json:"stack"`
	ServedStack   string `json:"served_stack"`
	Unmapped      string `json:"unmapped"`
}

type appBundles struct {
	Bundles []struct {
		Error   appError `json:"error"`
		Network []struct {
			Method string `json:"method"`
			URL    string `json:"url"`
			Status int    `json:"status"`
		} `json:"network"`
		Logs []struct {
			Level   string `json:"level"`
			Message string `json:"message"`
		} `json:"logs"`
	} `json:"bundles"`
}

// chatter is what dev tooling prints in the browser console: never part of
// a bundle.
var chatter = []string{"[vite] connecting", "[vite] connected", "download the react devtools", "[webpack-dev-server]", "[hmr]"}

// markedStatement finds the line of dir/file marked with marker and
// returns its number and the 1-based columns its code spans, without the
// marker's comment.
func markedStatement(tb testing.TB, dir, file, marker string) (line, from, to int, code string) {
	tb.Helper()
	b, err := os.ReadFile(filepath.Join(dir, filepath.FromSlash(file)))
	require.NoError(tb, err)
	for i, l := range strings.Split(string(b), "\n") {
		if !strings.Contains(l, marker) {
			continue
		}
		require.Zero(tb, line, "%s marks more than one line of %s", marker, file)
		line = i + 1
		end := strings.Index(l, "//")
		require.Positive(tb, end, "the marker %s is a comment after the code", marker)
		code = strings.TrimSpace(l[:end])
		from = strings.Index(l, code) + 1
		to = from + len(code) - 1
	}
	require.NotZero(tb, line, "no line of %s is marked %s", file, marker)
	return line, from, to, code
}

var locationRE = regexp.MustCompile(`^(.+):(\d+):(\d+)$`)

// checkLocation checks that where says file:line:column with column in
// [from, to].
func checkLocation(t *testing.T, where, what, location, file string, line, from, to int) {
	t.Helper()
	m := locationRE.FindStringSubmatch(location)
	if !assert.NotNil(t, m, "%s: location %q is not file:line:column; want %s:%d:%d-%d", what, location, file, line, from, to) {
		return
	}
	gotLine, _ := strconv.Atoi(m[2])
	gotCol, _ := strconv.Atoi(m[3])
	assert.Equal(t, file, m[1], "%s: the file of location %q", where, location)
	assert.Equal(t, line, gotLine, "%s: the line of location %q, want the line marked in %s", where, location, file)
	assert.True(t, gotCol >= from && gotCol <= to, "%s: the column of location %q lies outside the marked statement, columns %d to %d", where, location, from, to)
}

// checkApp waits until the daemon has mapped every error of app to its
// original source, then checks them in errors, error_bundles and
// get_errors.
func checkApp(t *testing.T, d *daemontest.Daemon, app appBugs) {
	t.Helper()
	type expect struct {
		bug
		line, from, to int
		code           string
	}
	var want []expect
	for _, b := range app.errors {
		e := expect{bug: b}
		e.line, e.from, e.to, e.code = markedStatement(t, app.dir, b.file, b.marker)
		want = append(want, e)
	}

	defer func() {
		if t.Failed() {
			for _, what := range []string{"logs", "network_bodies", "actions"} {
				t.Logf("observe %s: %s", what, observe(context.Background(), t, d, map[string]any{"what": what, "limit": 100}))
			}
		}
	}()
	// The maps are fetched after the errors arrive: wait until every
	// expected error is there and none is unmapped any more.
	errs := waitFor(t, d, map[string]any{"what": "errors", "source": "browser", "limit": 50}, func(r struct {
		Errors []appError `json:"errors"`
	}) bool {
		for _, w := range want {
			found := false
			for _, e := range r.Errors {
				if strings.Contains(e.Message, w.message) {
					found = true
					if e.Unmapped != "" {
						return false
					}
				}
			}
			if !found {
				return false
			}
		}
		return true
	})

	t.Run("errors", func(t *testing.T) {
		for _, w := range want {
			n := 0
			for _, e := range errs.Errors {
				if !strings.Contains(e.Message, w.message) {
					continue
				}
				n++
				where := fmt.Sprintf("errors: %s %q", w.name, e.Message)
				t.Logf("%s: at %s (served %s:%d:%d), marked %s:%d:%d-%d", w.name, e.Location, e.URL, e.Line, e.Column, w.file, w.line, w.from, w.to)
				// The dev server's transforms move the code: a location equal
				// to the served one would prove nothing about the mapping.
				assert.False(t, strings.HasSuffix(e.URL, "/"+w.file) && e.Line == w.line,
					"%s: served at %s:%d, the original line: the app no longer tests the mapping", where, e.URL, e.Line)
				checkLocation(t, where, w.name, e.Location, w.file, w.line, w.from, w.to)
				assert.Contains(t, e.SourceContext, "> ", "%s: source_context marks no line", where)
				assert.Contains(t, markedContextLine(e.SourceContext), w.code, "%s: the marked line of source_context, want %s line %d", where, w.file, w.line)
				assert.Contains(t, firstFrameLine(e.Stack), w.file+":"+itoa(w.line)+":", "%s: the mapped stack's first frame:\n%s", where, e.Stack)
				noneOfOurs(t, where, e)
			}
			assert.Positive(t, n, "errors: no %s %q in %+v", w.name, w.message, errs.Errors)
		}
	})

	t.Run("error_bundles", func(t *testing.T) {
		raw := observe(context.Background(), t, d, map[string]any{"what": "error_bundles"})
		t.Logf("the default error_bundles reply: %d bytes", len(raw))
		assert.LessOrEqual(t, len(raw), 16<<10, "the default error_bundles reply is %d bytes", len(raw))
		// An app with more bugs than the default reply holds (the newest
		// bundle.DefaultLimit) is checked in a reply that holds them all.
		if len(want) > bundlepkg.DefaultLimit {
			raw = observe(context.Background(), t, d, map[string]any{"what": "error_bundles", "limit": len(want)})
		}
		var reply appBundles
		require.NoError(t, json.Unmarshal(raw, &reply), "%s", raw)
		for _, w := range want {
			n := 0
			for _, b := range reply.Bundles {
				if !strings.Contains(b.Error.Message, w.message) {
					continue
				}
				n++
				where := fmt.Sprintf("error_bundles: %s %q", w.name, b.Error.Message)
				checkLocation(t, where, w.name, b.Error.Location, w.file, w.line, w.from, w.to)
				assert.Contains(t, markedContextLine(b.Error.SourceContext), w.code, "%s: the marked line of source_context", where)
				noneOfOurs(t, where, b.Error)
				var requests []string
				for _, r := range b.Network {
					u, err := url.Parse(r.URL)
					require.NoError(t, err)
					requests = append(requests, fmt.Sprintf("%s %s %d", r.Method, u.Path, r.Status))
				}
				if w.request != "" {
					assert.Contains(t, requests, w.request, "%s: the request that led to it", where)
				}
			}
			assert.Positive(t, n, "error_bundles: no %s %q in %s", w.name, w.message, raw)
		}
		// The chatter is there to leave out: the page's console had it.
		logs := observe(context.Background(), t, d, map[string]any{"what": "logs", "limit": 200})
		assert.True(t, app.quiet || slices.ContainsFunc(chatter, func(c string) bool { return strings.Contains(strings.ToLower(string(logs)), c) }),
			"the dev server's client printed none of %q: the chatter check below proves nothing; logs: %s", chatter, logs)
		for _, b := range reply.Bundles {
			for _, l := range b.Logs {
				for _, c := range chatter {
					assert.NotContains(t, strings.ToLower(l.Message), c, "error_bundles: tooling chatter in the logs of the bundle of %q", b.Error.Message)
				}
			}
		}
	})

	t.Run("get_errors", func(t *testing.T) {
		var raw struct {
			Errors []struct {
				Source   string `json:"source"`
				Message  string `json:"message"`
				Location string `json:"location"`
			} `json:"errors"`
		}
		require.NoError(t, json.Unmarshal(observe(context.Background(), t, d, map[string]any{"what": "get_errors", "raw": true}), &raw))
		text := observeText(t, d, map[string]any{"what": "get_errors"})
		for _, w := range want {
			n := 0
			for _, e := range raw.Errors {
				// A failed fetch is a transport entry too, at its request.
				if strings.HasPrefix(e.Source, "browser:") && strings.Contains(e.Message, w.message) {
					n++
					checkLocation(t, fmt.Sprintf("get_errors (raw): %s %q", w.name, e.Message), w.name, e.Location, w.file, w.line, w.from, w.to)
				}
			}
			assert.Positive(t, n, "get_errors (raw): no %s %q in %+v", w.name, w.message, raw.Errors)
			assert.Contains(t, text, "→ "+w.file+":"+itoa(w.line)+":", "get_errors (text) shows no %s at %s line %d", w.name, w.file, w.line)
		}
		for _, ours := range ourFrames {
			assert.NotContains(t, text, ours, "get_errors (text) shows a frame of ours")
		}
	})

	t.Run("dev server output", func(t *testing.T) {
		var reply struct {
			Processes []struct {
				ID string `json:"id"`
			} `json:"processes"`
		}
		require.NoError(t, json.Unmarshal(observe(context.Background(), t, d, map[string]any{"what": "processes"}), &reply))
		assert.True(t, slices.ContainsFunc(reply.Processes, func(p struct {
			ID string `json:"id"`
		}) bool {
			return p.ID == app.process
		}), "the daemon knows no process %q: %+v", app.process, reply.Processes)
	})
}

// markedContextLine is the line of a source context marked "> ".
func markedContextLine(ctx string) string {
	for _, l := range strings.Split(ctx, "\n") {
		if s, ok := strings.CutPrefix(l, "> "); ok {
			return s
		}
	}
	return ""
}

// noneOfOurs checks that no frame of capture's is in e's stacks or
// location.
func noneOfOurs(t *testing.T, where string, e appError) {
	t.Helper()
	for _, ours := range ourFrames {
		assert.NotContains(t, e.Stack, ours, "%s: a frame of ours in the stack", where)
		assert.NotContains(t, e.ServedStack, ours, "%s: a frame of ours in the served stack", where)
		assert.NotContains(t, e.Location, ours, "%s: the location is ours", where)
	}
}

// observeText calls the observe tool and returns its text answer.
func observeText(tb testing.TB, d *daemontest.Daemon, args map[string]any) string {
	tb.Helper()
	return string(observe(context.Background(), tb, d, args))
}

// checkSelectors checks that every selector capture recorded for the steps
// finds exactly one element in a fresh load of page, the one the step
// acted on, and that every step that acted on an element was recorded.
// ready is a selector present once the page has rendered.
func checkSelectors(t *testing.T, browser context.Context, page, ready string, steps []step, d *daemontest.Daemon) {
	t.Helper()
	var acted []target
	for _, s := range steps {
		acted = append(acted, s.on...)
	}
	reply := waitFor(t, d, map[string]any{"what": "actions", "limit": 100}, func(r actionsReply) bool {
		n := 0
		for _, a := range r.Actions {
			if a.Selector != "" {
				n++
			}
		}
		return n >= len(acted)
	})
	tab := newTab(browser, t)
	ctx, cancel := context.WithTimeout(tab, 20*time.Second)
	defer cancel()
	require.NoError(t, chromedp.Do(ctx, chromedp.Navigate(page), chromedp.WaitVisible(chromedp.CSS(ready))))
	// The element a selector finds, named by the step selectors that find
	// it: "button.counter#2".
	identify := func(sel string) (names []string, count int) {
		t.Helper()
		js := fmt.Sprintf(`(() => {
			const found = document.querySelectorAll(%q);
			if (found.length !== 1) return {count: found.length, names: []};
			const el = found[0];
			return {count: 1, names: %s.filter(([s, i]) => document.querySelectorAll(s)[i] === el).map(([s, i]) => s + '#' + i)};
		})()`, sel, stepTargets(acted))
		got, err := chromedp.Run(ctx, chromedp.Evaluate[struct {
			Count int      `json:"count"`
			Names []string `json:"names"`
		}](js))
		require.NoError(t, err, "querySelectorAll(%q)", sel)
		return got.Names, got.Count
	}
	seen := map[string]bool{}
	for _, a := range reply.Actions {
		if a.Selector == "" {
			continue
		}
		names, n := identify(a.Selector)
		if !assert.Equal(t, 1, n, "the %s action's selector %q finds %d elements in a fresh load of %s", a.Type, a.Selector, n, page) {
			continue
		}
		assert.NotEmpty(t, names, "the %s action's selector %q finds an element no step acted on", a.Type, a.Selector)
		for _, name := range names {
			seen[name] = true
		}
	}
	for _, s := range steps {
		for _, el := range s.on {
			assert.True(t, seen[el.String()], "no recorded action's selector finds the element of step %q (%s, match %d of the %s in a fresh load); actions: %+v",
				s.what, el.sel, el.index, el.sel, reply.Actions)
		}
	}
}

// stepTargets is a JavaScript array of the targets' [selector, index] pairs.
func stepTargets(targets []target) string {
	var pairs [][2]any
	for _, t := range targets {
		pairs = append(pairs, [2]any{t.sel, t.index})
	}
	b, _ := json.Marshal(pairs)
	return string(b)
}
