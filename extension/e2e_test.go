package extension_test

import (
	"bytes"
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"html"
	"io/fs"
	"maps"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	cdplog "github.com/chromedp/cdproto/log"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"
	"github.com/modelcontextprotocol/go-sdk/mcp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/errbundle/errbundle/internal/daemontest"
)

var update = flag.Bool("update", false, "rewrite testdata/popup.png from the end-to-end test")

// What the test user types into the password field, and the secrets the
// app puts in headers: none may reach the daemon.
const (
	typedPassword = "hunter2-S3cret!"
	bearerToken   = "secret-bearer"
	authHeader    = "do-not-send-me"
)

// TestEndToEnd drives the real daemon and a real headless Chromium: a user
// clicks and types through a buggy app, first with the extension, then with
// the script tag, and an MCP client asks the daemon what broke.
func TestEndToEnd(t *testing.T) {
	parallel(t)
	b := sharedBrowsers(t)
	withExt, plain, extID := b.ext, b.plain, b.extID
	ctx, cancel := context.WithTimeout(context.Background(), 120*time.Second)
	defer cancel()

	bin := daemonBinary(t)
	app := startApp(t)

	t.Run("extension", func(t *testing.T) {
		d := daemontest.Start(t, bin, daemontest.Options{})
		configureExtension(withExt, t, extID, d.URL(""), "")
		tab := newTab(withExt, t)
		runUserFlow(tab, t, app.URL("127.0.0.1")+"/?closed="+app.ClosedPort)
		tabID := tabIDOf(withExt, t, extID, app.URL("127.0.0.1"))
		checkBundles(ctx, t, d, app, tabID)
		checkNoSecrets(ctx, t, d)
		if *update || os.Getenv("ERRBUNDLE_SCREENSHOT") == "1" {
			screenshotPopup(withExt, t, extID)
		}
	})

	t.Run("script tag", func(t *testing.T) {
		d := daemontest.Start(t, bin, daemontest.Options{})
		tab := newTab(plain, t)
		runUserFlow(tab, t, app.URL("127.0.0.1")+"/?closed="+app.ClosedPort+"&capture="+d.URL(""))
		checkBundles(ctx, t, d, app, "")
		checkNoSecrets(ctx, t, d)
	})

	t.Run("disallowed origin", func(t *testing.T) {
		if app.Alt == "" {
			t.Skip("cannot listen on 127.0.0.2: skipping the disallowed-origin check")
		}
		d := daemontest.Start(t, bin, daemontest.Options{})
		configureExtension(withExt, t, extID, d.URL(""), "")
		// The extension does not inject into 127.0.0.2, and the script tag,
		// given the daemon explicitly, refuses the origin itself.
		runUserFlow(newTab(withExt, t), t, app.URL("127.0.0.2")+"/?closed="+app.ClosedPort)
		runUserFlow(newTab(plain, t), t, app.URL("127.0.0.2")+"/?closed="+app.ClosedPort+"&capture="+d.URL(""))
		time.Sleep(1500 * time.Millisecond) // longer than a batch and a worker retry
		for _, what := range []string{"errors", "logs", "network_bodies", "actions"} {
			got := observe(ctx, t, d, map[string]any{"what": what, "limit": 100})
			assert.Zero(t, countOf(got), "observe %s on a disallowed origin: %s", what, got)
		}
	})

	t.Run("allowed by data-allow-origins", func(t *testing.T) {
		if app.Alt == "" {
			t.Skip("cannot listen on 127.0.0.2")
		}
		// The same page and origin as above, now allowed on the script tag
		// (and by the daemon, whose CORS policy is its own): the silence
		// above was the origin check, not a broken page.
		d := daemontest.Start(t, bin, daemontest.Options{Args: []string{"--allow-origin", app.URL("127.0.0.2")}})
		page := app.URL("127.0.0.2") + "/?closed=" + app.ClosedPort + "&capture=" + d.URL("") + "&allow=127.0.0.2"
		require.NoError(t, chromedp.Do(newTab(plain, t), chromedp.Navigate(page), chromedp.Click(chromedp.CSS(`[data-testid="load-profile"]`))))
		b := waitBundle(ctx, t, d, "Cannot read properties of undefined (reading 'name')")
		assert.True(t, b.hasRequest("GET", "/api/users/123", 500, "Internal Server Error"), "no GET /api/users/123 500 in %s", b.describe())
	})

	t.Run("daemon down, then up", func(t *testing.T) {
		// Events made while the daemon is down arrive once it is up: the
		// extension's worker and the script tag both retry.
		running := daemontest.Start(t, bin, daemontest.Options{})
		addr := daemontest.FreeAddr(t)
		configureExtension(withExt, t, extID, "http://"+addr, "")
		viaExt := app.URL("127.0.0.1") + "/?closed=" + app.ClosedPort
		viaTag := viaExt + "&capture=" + running.URL("") + "&daemon=http://" + addr
		for _, tab := range []struct {
			browser context.Context
			url     string
		}{{withExt, viaExt}, {plain, viaTag}} {
			require.NoError(t, chromedp.Do(newTab(tab.browser, t), chromedp.Navigate(tab.url), chromedp.Click(chromedp.CSS(`[data-testid="load-profile"]`))))
		}
		time.Sleep(1500 * time.Millisecond) // a few failed attempts
		d := daemontest.Start(t, bin, daemontest.Options{Addr: addr})
		var tabs []string
		deadline := time.Now().Add(20 * time.Second)
		for len(tabs) < 2 && time.Now().Before(deadline) {
			var reply bundleReply
			require.NoError(t, json.Unmarshal(observe(ctx, t, d, map[string]any{"what": "error_bundles", "limit": 10}), &reply))
			tabs = tabs[:0]
			for _, b := range reply.Bundles {
				if strings.Contains(b.Error.Message, "reading 'name'") && b.hasRequest("GET", "/api/users/123", 500, "Internal Server Error") {
					tabs = append(tabs, string(b.Error.TabID))
				}
			}
			time.Sleep(200 * time.Millisecond)
		}
		require.Len(t, tabs, 2, "want the error from the extension's tab and from the script tag once the daemon is up")
	})

	t.Run("daemon killed mid-session", func(t *testing.T) {
		// A daemon that dies under a quiet page is invisible to the page:
		// capture's failed sends raise no error or rejection there, and what
		// the user did meanwhile reaches the next daemon on the same address.
		addr := daemontest.FreeAddr(t)
		killed := daemontest.Start(t, bin, daemontest.Options{Addr: addr})
		configureExtension(withExt, t, extID, killed.URL(""), "")
		quiet := app.URL("127.0.0.1") + "/quiet.html"
		tabs := []struct {
			name string
			tab  context.Context
			url  string
		}{
			{"extension", newTab(withExt, t), quiet},
			{"script tag", newTab(plain, t), quiet + "?capture=" + killed.URL("")},
		}
		tick := chromedp.Click(chromedp.CSS(`[data-testid="tick"]`))
		clicks := func(tab context.Context, n int) {
			t.Helper()
			for range n {
				require.NoError(t, chromedp.Do(tab, tick))
			}
		}
		for _, tab := range tabs {
			require.NoError(t, chromedp.Do(tab.tab, chromedp.Navigate(tab.url)))
			clicks(tab.tab, 3) // tick 1 to 3
		}
		waitTicks(ctx, t, killed, 1, 3)

		require.NoError(t, killed.Kill())
		for _, tab := range tabs {
			clicks(tab.tab, 4) // tick 4 to 7
		}
		time.Sleep(1500 * time.Millisecond) // a few failed attempts
		waitTicks(ctx, t, daemontest.Start(t, bin, daemontest.Options{Addr: addr}), 4, 7)

		for _, tab := range tabs {
			seen, err := chromedp.Run(tab.tab, chromedp.Evaluate[string](`JSON.stringify(window.__seen)`))
			require.NoError(t, err, tab.name)
			assert.Equal(t, "[]", seen, "errors and rejections the %s tab saw", tab.name)
		}
	})

	// Last: the thousands of console.log calls it makes must not spill
	// into the checks above.
	t.Run("overhead", func(t *testing.T) {
		d := daemontest.Start(t, bin, daemontest.Options{})
		configureExtension(withExt, t, extID, d.URL(""), "")
		perf := app.URL("127.0.0.1") + "/perf.html"
		for _, m := range []struct{ name, url string }{
			{"extension", perf},
			{"script tag", perf + "?capture=" + d.URL("")},
			{"script tag, capture alone", perf + "?noop=1&capture=" + d.URL("")},
		} {
			browser := plain
			if m.name == "extension" {
				browser = withExt
			}
			t.Logf("capture overhead (%s): %.1f µs per console.log", m.name, measureOverhead(browser, t, m.url))
		}
	})
}

// ---- the user's flow ----------------------------------------------------

// runUserFlow opens the app and walks through its five bugs like a user.
func runUserFlow(tab context.Context, t *testing.T, url string) {
	t.Helper()
	pause := chromedp.Sleep(250 * time.Millisecond)
	steps := []struct {
		name string
		do   chromedp.Action[chromedp.Void]
	}{
		{"open the app", chromedp.Navigate(url)},
		{"load the profile (500, TypeError)", chromedp.Steps(chromedp.Click(chromedp.CSS(`[data-testid="load-profile"]`)), pause)},
		{"sign up (400, console.error)", chromedp.Steps(
			chromedp.SendKeys(chromedp.CSS(`#signup input[name="email"]`), "ada@example.com"),
			chromedp.Click(chromedp.CSS(`#signup button`)), pause)},
		{"check status (closed port, unhandled rejection)", chromedp.Steps(chromedp.Click(chromedp.CSS(`.check-status`)), pause)},
		{"log in (401, Error)", chromedp.Steps(
			chromedp.SendKeys(chromedp.CSS(`#login input[name="user"]`), "ada"),
			chromedp.SendKeys(chromedp.CSS(`#login input[name="password"]`), typedPassword),
			chromedp.Click(chromedp.CSS(`#login button`)), pause)},
		{"go to settings (pushState, ReferenceError)", chromedp.Steps(chromedp.Click(chromedp.CSS(`[data-testid="nav-settings"]`)), pause)},
	}
	for _, s := range steps {
		ctx, cancel := context.WithTimeout(tab, 15*time.Second)
		err := chromedp.Do(ctx, s.do)
		cancel()
		require.NoError(t, err, "%s at %s", s.name, url)
	}
}

// ---- what the daemon must answer ----------------------------------------

// waitTicks waits for the quiet page's logs "tick from" to "tick to" from
// both tabs: the extension's, with a tab id, and the script tag's, without.
func waitTicks(ctx context.Context, tb testing.TB, d *daemontest.Daemon, from, to int) {
	tb.Helper()
	var want []string
	for n := from; n <= to; n++ {
		want = append(want, fmt.Sprintf("extension: tick %d", n), fmt.Sprintf("script tag: tick %d", n))
	}
	deadline := time.Now().Add(10 * time.Second)
	for {
		raw := observe(ctx, tb, d, map[string]any{"what": "logs", "limit": 100})
		var reply struct {
			Logs []struct {
				Message string          `json:"message"`
				TabID   json.RawMessage `json:"tab_id"`
			} `json:"logs"`
		}
		require.NoError(tb, json.Unmarshal(raw, &reply), "logs reply: %s", raw)
		var got []string
		for _, l := range reply.Logs {
			tab := "extension"
			if id := strings.Trim(string(l.TabID), `"`); id == "" || id == "null" || id == "0" {
				tab = "script tag"
			}
			got = append(got, tab+": "+l.Message)
		}
		if !slices.ContainsFunc(want, func(w string) bool { return !slices.Contains(got, w) }) {
			return
		}
		if time.Now().After(deadline) {
			assert.Subset(tb, got, want, "logs at %s; observe said: %s", d.URL(""), raw)
			tb.FailNow()
		}
		time.Sleep(200 * time.Millisecond)
	}
}

type bundleReply struct {
	Bundles []bundle `json:"bundles"`
	Count   int      `json:"count"`
}

type bundle struct {
	Error struct {
		Message string          `json:"message"`
		Type    string          `json:"type"`
		Kind    string          `json:"kind"`
		Source  string          `json:"source"`
		URL     string          `json:"url"`
		Line    int             `json:"line"`
		Column  int             `json:"column"`
		Stack   string          `json:"stack"`
		TabID   json.RawMessage `json:"tab_id"`
		PageURL string          `json:"page_url"`
	} `json:"error"`
	Network []struct {
		Method       string `json:"method"`
		URL          string `json:"url"`
		Status       int    `json:"status"`
		ResponseBody string `json:"response_body"`
		RequestBody  string `json:"request_body"`
		Error        string `json:"error"`
	} `json:"network"`
	Actions []struct {
		Type     string `json:"type"`
		Selector string `json:"selector"`
		Text     string `json:"text"`
		Value    string `json:"value"`
		URL      string `json:"url"`
		ToURL    string `json:"to_url"`
	} `json:"actions"`
	Logs []struct {
		Level   string `json:"level"`
		Message string `json:"message"`
	} `json:"logs"`
}

func (b *bundle) hasRequest(method, urlSuffix string, status int, body string) bool {
	return slices.ContainsFunc(b.Network, func(r struct {
		Method       string `json:"method"`
		URL          string `json:"url"`
		Status       int    `json:"status"`
		ResponseBody string `json:"response_body"`
		RequestBody  string `json:"request_body"`
		Error        string `json:"error"`
	}) bool {
		return r.Method == method && strings.HasSuffix(r.URL, urlSuffix) && r.Status == status && strings.Contains(r.ResponseBody, body)
	})
}

func (b *bundle) action(typ, selector string) (text, value string, ok bool) {
	for _, a := range b.Actions {
		if a.Type == typ && a.Selector == selector {
			return a.Text, a.Value, true
		}
	}
	return "", "", false
}

func (b *bundle) describe() string {
	out, _ := json.MarshalIndent(b, "", "  ")
	return string(out)
}

// checkBundles waits for the five errors and checks each one's chain:
// the request, the user action and the log that led to it. tabID is the
// browser tab's id, or "" when none is expected.
func checkBundles(ctx context.Context, t *testing.T, d *daemontest.Daemon, app *testApp, tabID string) {
	t.Helper()
	want := []string{
		"Cannot read properties of undefined (reading 'name')",
		"Signup failed",
		"Failed to fetch",
		"Login failed for ada: 401",
		"settingsPanel is not defined",
	}
	var reply bundleReply
	deadline := time.Now().Add(15 * time.Second)
	for {
		raw := observe(ctx, t, d, map[string]any{"what": "error_bundles", "limit": 10})
		reply = bundleReply{}
		require.NoError(t, json.Unmarshal(raw, &reply), "error_bundles reply: %s", raw)
		if len(missing(reply, want)) == 0 {
			break
		}
		if time.Now().After(deadline) {
			require.Empty(t, missing(reply, want), "errors never reached the daemon; observe said: %s", raw)
		}
		time.Sleep(200 * time.Millisecond)
	}
	find := func(msg string) *bundle {
		for i := range reply.Bundles {
			if strings.Contains(reply.Bundles[i].Error.Message, msg) {
				return &reply.Bundles[i]
			}
		}
		return nil
	}
	checkTab := func(b *bundle) {
		t.Helper()
		got := strings.Trim(string(b.Error.TabID), `"`)
		if tabID == "" {
			assert.Contains(t, []string{"", "null", "0"}, got, "script-tag events have no tab id")
		} else {
			assert.Equal(t, tabID, got, "tab id of %q", b.Error.Message)
		}
	}

	t.Run("500 then TypeError", func(t *testing.T) {
		b := find(want[0])
		require.NotNil(t, b)
		assert.Equal(t, "TypeError", b.Error.Type)
		assert.Equal(t, "app.js", b.Error.Source)
		assert.Equal(t, app.URL("127.0.0.1")+"/app.js", b.Error.URL)
		assert.Positive(t, b.Error.Line)
		assert.Positive(t, b.Error.Column)
		assert.Contains(t, b.Error.Stack, "renderProfile")
		checkTab(b)
		assert.True(t, b.hasRequest("GET", "/api/users/123", 500, "Internal Server Error"), "no GET /api/users/123 500 in %s", b.describe())
		text, _, ok := b.action("click", `[data-testid="load-profile"]`)
		assert.True(t, ok, "no click on the button in %s", b.describe())
		assert.Equal(t, "Load profile", text)
	})

	t.Run("400 then console.error", func(t *testing.T) {
		b := find(want[1])
		require.NotNil(t, b)
		assert.Contains(t, b.Error.Message, "email already taken")
		checkTab(b)
		assert.True(t, b.hasRequest("POST", "/api/signup", 400, "email already taken"), "no POST /api/signup 400 in %s", b.describe())
		_, value, ok := b.action("input", `input[name="email"]`)
		assert.True(t, ok, "no typing in the email field in %s", b.describe())
		assert.Equal(t, "ada@example.com", value)
		_, _, ok = b.action("submit", "#signup")
		assert.True(t, ok, "no submit of #signup in %s", b.describe())
	})

	t.Run("closed port then unhandled rejection", func(t *testing.T) {
		b := find(want[2])
		require.NotNil(t, b)
		assert.Equal(t, "TypeError", b.Error.Type)
		assert.Equal(t, "unhandled_rejection", b.Error.Kind)
		checkTab(b)
		assert.True(t, b.hasRequest("GET", "127.0.0.1:"+app.ClosedPort+"/status", 0, ""), "no failed GET to the closed port in %s", b.describe())
		text, _, ok := b.action("click", "button.btn.check-status")
		assert.True(t, ok, "no click on Check status in %s", b.describe())
		assert.Equal(t, "Check status", text)
	})

	t.Run("password typed then Error", func(t *testing.T) {
		b := find(want[3])
		require.NotNil(t, b)
		assert.Equal(t, "Error", b.Error.Type)
		checkTab(b)
		assert.True(t, b.hasRequest("POST", "/api/login", 401, "invalid credentials"), "no POST /api/login 401 in %s", b.describe())
		_, value, ok := b.action("input", `input[name="password"]`)
		assert.True(t, ok, "no typing in the password field in %s", b.describe())
		assert.Equal(t, "[redacted]", value)
		_, _, ok = b.action("click", `button[aria-label="Sign in"]`)
		assert.True(t, ok, "no click on Sign in in %s", b.describe())
	})

	t.Run("pushState then ReferenceError", func(t *testing.T) {
		b := find(want[4])
		require.NotNil(t, b)
		assert.Equal(t, "ReferenceError", b.Error.Type)
		checkTab(b)
		assert.True(t, strings.HasSuffix(b.Error.PageURL, "/settings") || b.Error.PageURL == "", "page_url %q", b.Error.PageURL)
		var nav bool
		for _, a := range b.Actions {
			if a.Type == "navigate" && strings.HasSuffix(a.ToURL, "/settings") && strings.Contains(a.URL, "/?closed=") {
				nav = true
			}
		}
		assert.True(t, nav, "no navigate to /settings in %s", b.describe())
		_, _, ok := b.action("click", `[data-testid="nav-settings"]`)
		assert.True(t, ok, "no click on Settings in %s", b.describe())
	})
}

// waitBundle waits for the daemon to hold an error whose message contains
// msg, and returns its bundle.
func waitBundle(ctx context.Context, tb testing.TB, d *daemontest.Daemon, msg string) *bundle {
	tb.Helper()
	deadline := time.Now().Add(15 * time.Second)
	for {
		raw := observe(ctx, tb, d, map[string]any{"what": "error_bundles", "limit": 10})
		var reply bundleReply
		require.NoError(tb, json.Unmarshal(raw, &reply), "error_bundles reply: %s", raw)
		for i := range reply.Bundles {
			if strings.Contains(reply.Bundles[i].Error.Message, msg) {
				return &reply.Bundles[i]
			}
		}
		if time.Now().After(deadline) {
			tb.Fatalf("no error %q reached the daemon; observe said: %s", msg, raw)
		}
		time.Sleep(200 * time.Millisecond)
	}
}

func missing(r bundleReply, want []string) []string {
	var out []string
	for _, w := range want {
		if !slices.ContainsFunc(r.Bundles, func(b bundle) bool { return strings.Contains(b.Error.Message, w) }) {
			out = append(out, w)
		}
	}
	return out
}

// checkNoSecrets greps everything the daemon holds for what the user typed
// into the password field and for the secret headers.
func checkNoSecrets(ctx context.Context, t *testing.T, d *daemontest.Daemon) {
	t.Helper()
	for _, what := range []string{"error_bundles", "errors", "logs", "actions", "network_bodies"} {
		got := observe(ctx, t, d, map[string]any{"what": what, "limit": 100})
		assert.Greater(t, len(got), 20, "observe %s said nearly nothing: %s", what, got)
		for _, secret := range []string{typedPassword, bearerToken, authHeader} {
			assert.NotContains(t, string(got), secret, "observe %s leaks a secret", what)
		}
	}
	res, err := http.Get(d.URL("/v1/health"))
	require.NoError(t, err)
	res.Body.Close()
	assert.Equal(t, http.StatusOK, res.StatusCode)
}

// ---- the daemon ---------------------------------------------------------

// daemonBinary is the errbundle binary under test: the one
// ERRBUNDLE_E2E_BINARY names, else ./cmd/errbundle built for this run.
func daemonBinary(tb testing.TB) string {
	tb.Helper()
	if bin := os.Getenv("ERRBUNDLE_E2E_BINARY"); bin != "" {
		return bin
	}
	return daemontest.Binary(tb)
}

// TestMain orders the parallel tests (schedule), removes the daemon
// binary daemonBinary built, and stops the browsers the tests share.
func TestMain(m *testing.M) {
	schedule()
	code := daemontest.Main(m)
	stopSharedBrowsers()
	os.Exit(code)
}

// observe calls the daemon's observe tool over streamable HTTP, as an
// agent would, and returns its JSON answer.
func observe(ctx context.Context, tb testing.TB, d *daemontest.Daemon, args map[string]any) json.RawMessage {
	tb.Helper()
	session := connectObserve(ctx, tb, d)
	defer session.Close()
	return callObserve(ctx, tb, session, args)
}

// connectObserve opens an MCP session with d, for the calls of a test
// that asks several times.
func connectObserve(ctx context.Context, tb testing.TB, d *daemontest.Daemon) *mcp.ClientSession {
	tb.Helper()
	ctx, cancel := context.WithTimeout(ctx, 10*time.Second)
	defer cancel()
	client := mcp.NewClient(&mcp.Implementation{Name: "e2e", Version: "0"}, nil)
	session, err := client.Connect(ctx, &mcp.StreamableClientTransport{Endpoint: d.URL("/mcp")}, nil)
	require.NoError(tb, err, "connecting to %s", d.URL("/mcp"))
	return session
}

// callObserve calls the observe tool in session and returns its JSON
// answer.
func callObserve(ctx context.Context, tb testing.TB, session *mcp.ClientSession, args map[string]any) json.RawMessage {
	tb.Helper()
	wait, _ := args["wait_seconds"].(float64)
	ctx, cancel := context.WithTimeout(ctx, 10*time.Second+time.Duration(wait*float64(time.Second)))
	defer cancel()
	res, err := session.CallTool(ctx, &mcp.CallToolParams{Name: "observe", Arguments: args})
	require.NoError(tb, err, "observe %v", args)
	var text string
	for _, c := range res.Content {
		if tc, ok := c.(*mcp.TextContent); ok {
			text = tc.Text
			break
		}
	}
	require.False(tb, res.IsError, "observe %v: %s", args, text)
	if res.StructuredContent != nil {
		b, err := json.Marshal(res.StructuredContent)
		require.NoError(tb, err)
		return b
	}
	require.NotEmpty(tb, text, "observe %v answered no content", args)
	return json.RawMessage(text)
}

// awaitNews returns once something the view args reads has arrived since
// reply was made (by reply's cursor, as an agent waits: after and
// wait_seconds), or after a second at most, or left, whichever is first:
// a test may wait for a change to what is held that no arrival announces
// (an error's source map read). A reply without a cursor waits 100 ms.
func awaitNews(ctx context.Context, tb testing.TB, session *mcp.ClientSession, args map[string]any, reply json.RawMessage, left time.Duration) {
	tb.Helper()
	var r struct {
		Cursor string `json:"cursor"`
	}
	if json.Unmarshal(reply, &r) != nil || r.Cursor == "" {
		time.Sleep(min(left, 100*time.Millisecond))
		return
	}
	wait := min(left, time.Second)
	if wait <= 0 {
		return
	}
	next := maps.Clone(args)
	next["after"] = r.Cursor
	next["wait_seconds"] = wait.Seconds()
	callObserve(ctx, tb, session, next)
}

// countOf reads "count" from an observe reply, or the length of its one
// array when it has no count.
func countOf(raw json.RawMessage) int {
	var m map[string]json.RawMessage
	if json.Unmarshal(raw, &m) != nil {
		return -1
	}
	if c, ok := m["count"]; ok {
		var n int
		if json.Unmarshal(c, &n) == nil {
			return n
		}
	}
	n := 0
	for _, v := range m {
		var arr []json.RawMessage
		if json.Unmarshal(v, &arr) == nil {
			n += len(arr)
		}
	}
	return n
}

// ---- the test app -------------------------------------------------------

// testApp serves testdata/app on 127.0.0.1 and, where the loopback allows
// it, on 127.0.0.2: an origin that is not allowed by default.
type testApp struct {
	Main       string // host:port on 127.0.0.1
	Alt        string // host:port on 127.0.0.2, or ""
	ClosedPort string // a port nobody listens on
}

func (a *testApp) URL(ip string) string {
	if ip == "127.0.0.2" {
		return "http://" + a.Alt
	}
	return "http://" + a.Main
}

func startApp(tb testing.TB) *testApp {
	tb.Helper()
	files := os.DirFS(filepath.Join("testdata", "app"))
	page := func(name string) http.HandlerFunc {
		return func(w http.ResponseWriter, r *http.Request) {
			b, err := fs.ReadFile(files, name)
			if err != nil {
				http.Error(w, err.Error(), http.StatusInternalServerError)
				return
			}
			// ?capture=DAEMON includes the script tag; &daemon= and &allow=
			// set its data-daemon and data-allow-origins.
			tag := ""
			q := r.URL.Query()
			if d := q.Get("capture"); strings.HasPrefix(d, "http://127.0.0.1:") {
				attrs := ""
				if v := q.Get("daemon"); v != "" {
					attrs += fmt.Sprintf(` data-daemon="%s"`, html.EscapeString(v))
				}
				if v := q.Get("allow"); v != "" {
					attrs += fmt.Sprintf(` data-allow-origins="%s"`, html.EscapeString(v))
				}
				tag = fmt.Sprintf(`<script src="%s/capture.js"%s></script>`, d, attrs)
			}
			w.Header().Set("Content-Type", "text/html; charset=utf-8")
			_, _ = w.Write(bytes.Replace(b, []byte("<!--CAPTURE-->"), []byte(tag), 1))
		}
	}
	api := func(status int, body string) http.HandlerFunc {
		return func(w http.ResponseWriter, r *http.Request) {
			w.Header().Set("Content-Type", "application/json")
			w.WriteHeader(status)
			_, _ = w.Write([]byte(body))
		}
	}
	mux := http.NewServeMux()
	mux.HandleFunc("GET /{$}", page("app.html"))
	mux.HandleFunc("GET /settings", page("app.html"))
	mux.HandleFunc("GET /perf.html", page("perf.html"))
	mux.HandleFunc("GET /quiet.html", page("quiet.html"))
	mux.Handle("GET /app.js", http.FileServerFS(files))
	mux.HandleFunc("GET /api/users/123", api(http.StatusInternalServerError, `{"error":"Internal Server Error"}`))
	mux.HandleFunc("POST /api/signup", api(http.StatusBadRequest, `{"error":"email already taken"}`))
	mux.HandleFunc("POST /api/login", api(http.StatusUnauthorized, `{"error":"invalid credentials"}`))
	mux.HandleFunc("GET /api/ok", api(http.StatusOK, `{"ok":true}`))

	app := &testApp{ClosedPort: strings.TrimPrefix(daemontest.FreeAddr(tb), "127.0.0.1:")}
	serve := func(ip string) string {
		l, err := net.Listen("tcp", ip+":0")
		if err != nil {
			return ""
		}
		srv := &http.Server{Handler: mux, ReadHeaderTimeout: 5 * time.Second}
		go func() { _ = srv.Serve(l) }()
		tb.Cleanup(func() { _ = srv.Close() })
		return l.Addr().String()
	}
	app.Main = serve("127.0.0.1")
	require.NotEmpty(tb, app.Main)
	app.Alt = serve("127.0.0.2")
	return app
}

// ---- the browser --------------------------------------------------------

func findChromium() string {
	if p := os.Getenv("CHROMIUM"); p != "" {
		return p
	}
	if _, err := os.Stat("/usr/bin/chromium"); err == nil {
		return "/usr/bin/chromium"
	}
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	return ""
}

// browserOptions are the flags of a headless Chromium with its profile in
// userDir, and with the unpacked extension in extDir when it is not "".
func browserOptions(chromium, userDir, extDir string) []chromedp.ExecAllocatorOption {
	opts := []chromedp.ExecAllocatorOption{
		chromedp.ExecPath(chromium),
		chromedp.UserDataDir(userDir),
		chromedp.Flag("headless", "new"),
		chromedp.Flag("no-sandbox", true),
		chromedp.Flag("disable-gpu", true),
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		chromedp.Flag("no-first-run", true),
		chromedp.Flag("no-default-browser-check", true),
		chromedp.Flag("disable-dev-shm-usage", true),
		chromedp.WindowSize(1024, 768),
	}
	if extDir != "" {
		opts = append(opts,
			chromedp.Flag("load-extension", extDir),
			chromedp.Flag("disable-extensions-except", extDir),
			// Newer Chromium builds ignore --load-extension unless told not to.
			chromedp.Flag("disable-features", "DisableLoadExtensionCommandLineSwitch"),
		)
	}
	return opts
}

func newTab(browser context.Context, tb testing.TB) context.Context {
	tb.Helper()
	tab, cancel := chromedp.NewContext(browser)
	tb.Cleanup(cancel)
	// A browser that cannot open a tab in a minute is stuck: fail here,
	// not at the package's timeout.
	opened := make(chan error, 1)
	go func() { opened <- chromedp.Do(tab) }()
	select {
	case err := <-opened:
		require.NoError(tb, err)
	case <-time.After(time.Minute):
		tb.Fatalf("the browser opened no tab in 1m")
	}
	return tab
}

// configureExtension sets the daemon address in the popup like a user:
// select the field, type the address, press Save.
func configureExtension(browser context.Context, tb testing.TB, extID, daemonURL, origins string) {
	tb.Helper()
	tab := newTab(browser, tb)
	ctx, cancel := context.WithTimeout(tab, 15*time.Second)
	defer cancel()
	steps := []chromedp.Action[chromedp.Void]{
		chromedp.Navigate("chrome-extension://" + extID + "/popup.html"),
		chromedp.WaitVisible(chromedp.CSS("#daemon")),
		clearField("#daemon"),
		chromedp.SendKeys(chromedp.CSS("#daemon"), daemonURL),
	}
	if origins != "" {
		steps = append(steps, clearField("#origins"), chromedp.SendKeys(chromedp.CSS("#origins"), origins))
	}
	steps = append(steps, chromedp.Click(chromedp.CSS("#save")))
	require.NoError(tb, chromedp.Do(ctx, steps...))
	saved, err := chromedp.Run(ctx, chromedp.Poll[string](`document.getElementById('saved').textContent || false`))
	require.NoError(tb, err)
	require.Equal(tb, "Saved", saved)
	stored, err := chromedp.Run(ctx, chromedp.Evaluate[string](`chrome.storage.local.get('daemon').then(c => c.daemon)`, chromedp.EvalAwaitPromise))
	require.NoError(tb, err)
	require.Equal(tb, daemonURL, stored)
}

// clearField empties a form field, as a user selecting its text and
// deleting it would.
func clearField(sel string) chromedp.Action[chromedp.Void] {
	return chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
		_, err := chromedp.Evaluate[bool](fmt.Sprintf(`(el => { el.value = ''; return true })(document.querySelector(%q))`, sel))(ctx, t)
		return err
	})
}

// tabIDOf asks the extension which tab id the app's tab has.
func tabIDOf(browser context.Context, tb testing.TB, extID, appURL string) string {
	tb.Helper()
	tab := newTab(browser, tb)
	ctx, cancel := context.WithTimeout(tab, 10*time.Second)
	defer cancel()
	require.NoError(tb, chromedp.Do(ctx, chromedp.Navigate("chrome-extension://"+extID+"/popup.html")))
	ids, err := chromedp.Run(ctx, chromedp.Evaluate[[]int](fmt.Sprintf(
		`chrome.tabs.query({}).then(ts => ts.filter(t => (t.url || '').startsWith(%q)).map(t => t.id))`, appURL), chromedp.EvalAwaitPromise))
	require.NoError(tb, err)
	require.Len(tb, ids, 1, "tabs showing %s", appURL)
	return fmt.Sprint(ids[0])
}

// measureOverhead times console.log on a page with capture against an
// unwrapped console on the same page, with Chromium's console reporting to
// the test switched off (it costs far more than capture does), and returns
// the difference in microseconds per call.
func measureOverhead(browser context.Context, tb testing.TB, url string) float64 {
	tb.Helper()
	tab := newTab(browser, tb)
	ctx, cancel := context.WithTimeout(tab, 20*time.Second)
	defer cancel()
	require.NoError(tb, chromedp.Do(ctx, chromedp.Navigate(url), chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
		if _, err := cdp.Call(ctx, t, runtime.Disable, cdp.Empty{}); err != nil {
			return err
		}
		_, err := cdp.Call(ctx, t, cdplog.Disable, cdp.Empty{})
		return err
	})))
	got, err := chromedp.Run(ctx, chromedp.Evaluate[struct {
		With    float64 `json:"with"`
		Without float64 `json:"without"`
	}](`measure(1000, 15)`))
	require.NoError(tb, err)
	tb.Logf("console.log: %.1f µs with capture, %.1f µs without (%s)", got.With, got.Without, url)
	return got.With - got.Without
}

// screenshotPopup writes testdata/popup.png, for the README.
func screenshotPopup(browser context.Context, tb testing.TB, extID string) {
	tb.Helper()
	tab := newTab(browser, tb)
	ctx, cancel := context.WithTimeout(tab, 15*time.Second)
	defer cancel()
	require.NoError(tb, chromedp.Do(ctx,
		chromedp.EmulateViewport(370, 400),
		chromedp.Navigate("chrome-extension://"+extID+"/popup.html"),
		chromedp.WaitVisible(chromedp.CSS("#daemon")),
		chromedp.Sleep(1500*time.Millisecond), // the health check and the counts
	))
	png, err := chromedp.Run(ctx, chromedp.Screenshot(chromedp.CSS("body")))
	require.NoError(tb, err)
	require.NoError(tb, os.WriteFile(filepath.Join("testdata", "popup.png"), png, 0o644))
	tb.Logf("wrote testdata/popup.png (%d bytes)", len(png))
}
