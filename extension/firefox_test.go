package extension_test

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"io/fs"
	"net/http"
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

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/errbundle/errbundle/daemon"
	"github.com/errbundle/errbundle/extension"
	"github.com/errbundle/errbundle/internal/daemontest"
	"github.com/errbundle/errbundle/internal/npmtest"
)

// The extension's add-on id (manifest.json's browser_specific_settings), and
// the internal UUID the test gives it, so that its popup has a known address.
const (
	geckoID     = "errbundle@errbundle"
	firefoxUUID = "6f1d1a86-2f4e-4f6a-9d35-0e3b1c7a5e21"
)

// TestFirefox loads the extension, the same files Chromium loads, into a
// real headless Firefox ESR as a temporary add-on, driven over WebDriver
// BiDi by puppeteer-core (testdata/firefox/drive.mjs). A user sets the
// daemon's address in the popup and walks through the test app's bugs; the
// daemon, asked as an agent would, must hold each error with the request,
// the action and the tab that led to it, as with Chromium — and the fetch
// that failed on a closed port located at the app's call, which Firefox's
// TypeError (an empty stack) does not say.
//
// puppeteer-core stays in testdata/firefox/node_modules (ignored by git)
// between runs: npm ci runs again only when package-lock.json has changed.
func TestFirefox(t *testing.T) {
	parallel(t)
	firefox := findFirefox()
	if firefox == "" {
		t.Skip("no Firefox ESR installed (looked for $FIREFOX, /usr/bin/firefox-esr, firefox-esr, firefox): skipping the Firefox test")
	}
	node, err := exec.LookPath("node")
	require.NoError(t, err, "the Firefox test drives Firefox with node")
	npm, err := exec.LookPath("npm")
	require.NoError(t, err, "the Firefox test installs puppeteer-core with npm")
	driver := installDriver(t, npm)

	ctx, cancel := context.WithTimeout(context.Background(), 120*time.Second)
	defer cancel()
	d := startDaemonInProcess(t)
	app := startApp(t)
	extDir := t.TempDir()
	require.NoError(t, os.CopyFS(extDir, extension.Files))

	sweep := servePages(t) // the capture-sweep's page, on 127.0.0.1
	sweepShapes := []string{"worker", "worker-missing", "worker-module-404", "cause", "aggregate", "assert"}
	extra := "" // a page on an origin the user allows in the popup
	if app.Alt != "" {
		extra = app.URL("127.0.0.2") + "/quiet.html"
	}
	cfg, err := json.Marshal(map[string]any{
		"firefox":     firefox,
		"extension":   extDir,
		"profile":     t.TempDir(),
		"geckoID":     geckoID,
		"uuid":        firefoxUUID,
		"daemon":      d.URL(""),
		"app":         app.URL("127.0.0.1") + "/?closed=" + app.ClosedPort,
		"password":    typedPassword,
		"extra":       extra,
		"sweep":       sweep.url("/sweep.html", ""),
		"sweepShapes": sweepShapes,
	})
	require.NoError(t, err)
	stdout := driveFirefox(ctx, t, node, driver, cfg)
	var drove struct {
		TabID      int      `json:"tabId"`
		ExtraTabID int      `json:"extraTabId"`
		ExtraSeen  []string `json:"extraSeen"`
		Popup      struct {
			Health    string `json:"health"`
			Sent      int    `json:"sent"`
			LastError string `json:"lastError"`
		} `json:"popup"`
		PageErrors []string `json:"pageErrors"`
	}
	require.NoError(t, json.Unmarshal(stdout.Bytes(), &drove), "drive.mjs printed %q", stdout.String())
	require.Positive(t, drove.TabID, "the app's tab id, as the extension sees it")
	tabID := itoa(drove.TabID)

	// Firefox's own messages for the same bugs Chromium reports in its words.
	want := []string{
		"data.user is undefined",
		"Signup failed",
		"NetworkError when attempting to fetch resource",
		"Login failed for ada: 401",
		"settingsPanel is not defined",
	}
	var reply bundleReply
	deadline := time.Now().Add(15 * time.Second)
	for {
		raw := observe(ctx, t, d, map[string]any{"what": "error_bundles", "limit": 10, "tab_id": tabID})
		reply = bundleReply{}
		require.NoError(t, json.Unmarshal(raw, &reply), "error_bundles reply: %s", raw)
		if len(missing(reply, want)) == 0 {
			break
		}
		if time.Now().After(deadline) {
			require.Empty(t, missing(reply, want), "errors from Firefox never reached the daemon; the page saw %q; observe said: %s", drove.PageErrors, raw)
		}
		time.Sleep(200 * time.Millisecond)
	}
	find := func(t *testing.T, msg string) *bundle {
		t.Helper()
		for i := range reply.Bundles {
			if strings.Contains(reply.Bundles[i].Error.Message, msg) {
				b := &reply.Bundles[i]
				assert.Equal(t, tabID, strings.Trim(string(b.Error.TabID), `"`), "tab id of %q", b.Error.Message)
				return b
			}
		}
		require.FailNow(t, "no bundle for "+msg)
		return nil
	}

	t.Run("click, 500, then TypeError", func(t *testing.T) {
		b := find(t, want[0])
		assert.Equal(t, "TypeError", b.Error.Type)
		assert.Equal(t, "exception", b.Error.Kind)
		assert.Equal(t, app.URL("127.0.0.1")+"/app.js", b.Error.URL)
		assert.Positive(t, b.Error.Line)
		assert.Contains(t, b.Error.Stack, "renderProfile")
		assert.NotContains(t, b.Error.Stack, "moz-extension://", "the capture script's own frames")
		assert.True(t, b.hasRequest("GET", "/api/users/123", 500, "Internal Server Error"), "no GET /api/users/123 500 in %s", b.describe())
		text, _, ok := b.action("click", `[data-testid="load-profile"]`)
		assert.True(t, ok, "no click on the button in %s", b.describe())
		assert.Equal(t, "Load profile", text)
	})

	t.Run("typing, submit, 400, then console.error", func(t *testing.T) {
		b := find(t, want[1])
		assert.Contains(t, b.Error.Message, "email already taken")
		assert.True(t, b.hasRequest("POST", "/api/signup", 400, "email already taken"), "no POST /api/signup 400 in %s", b.describe())
		_, value, ok := b.action("input", `input[name="email"]`)
		assert.True(t, ok, "no typing in the email field in %s", b.describe())
		assert.Equal(t, "ada@example.com", value)
		_, _, ok = b.action("submit", "#signup")
		assert.True(t, ok, "no submit of #signup in %s", b.describe())
	})

	t.Run("failed fetch, located at the app's call", func(t *testing.T) {
		b := find(t, want[2])
		assert.Equal(t, "TypeError", b.Error.Type)
		assert.Equal(t, "unhandled_rejection", b.Error.Kind)
		// Firefox's TypeError has an empty stack: this one is the call site
		// the fetch wrapper took when the app called fetch (app.js line 32).
		assert.Contains(t, b.Error.Stack, app.URL("127.0.0.1")+"/app.js:32:", "the stack of the app's fetch call")
		assert.NotContains(t, b.Error.Stack, "moz-extension://", "the capture script's own frames")
		assert.Equal(t, app.URL("127.0.0.1")+"/app.js", b.Error.URL)
		assert.Equal(t, 32, b.Error.Line)
		assert.True(t, b.hasRequest("GET", "127.0.0.1:"+app.ClosedPort+"/status", 0, ""), "no failed GET to the closed port in %s", b.describe())
		text, _, ok := b.action("click", "button.btn.check-status")
		assert.True(t, ok, "no click on Check status in %s", b.describe())
		assert.Equal(t, "Check status", text)
	})

	t.Run("password typed, 401, then Error", func(t *testing.T) {
		b := find(t, want[3])
		assert.Equal(t, "Error", b.Error.Type)
		assert.True(t, b.hasRequest("POST", "/api/login", 401, "invalid credentials"), "no POST /api/login 401 in %s", b.describe())
		_, value, ok := b.action("input", `input[name="password"]`)
		assert.True(t, ok, "no typing in the password field in %s", b.describe())
		assert.Equal(t, "[redacted]", value)
		_, _, ok = b.action("click", `button[aria-label="Sign in"]`)
		assert.True(t, ok, "no click on Sign in in %s", b.describe())
	})

	t.Run("pushState, then ReferenceError", func(t *testing.T) {
		b := find(t, want[4])
		assert.Equal(t, "ReferenceError", b.Error.Type)
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

	t.Run("no secrets", func(t *testing.T) { checkNoSecrets(ctx, t, d) })

	t.Run("popup", func(t *testing.T) {
		assert.Equal(t, "daemon reachable", drove.Popup.Health)
		assert.Positive(t, drove.Popup.Sent, "events sent, as the popup asks the background")
		assert.Equal(t, "none", drove.Popup.LastError)
	})

	// The capture-sweep's shapes where Firefox differs from Chromium: its
	// own wording, "@url:line:col" frames.
	t.Run("capture-sweep shapes", func(t *testing.T) {
		got := waitFor(t, d, map[string]any{"what": "errors", "source": "browser", "limit": 50}, func(r errorsReply) bool {
			for _, w := range []string{"worker boom", "sweep-no-such-worker.js", "sweep-mworker.js", "outer failure", "any first failed", "Assertion failed"} {
				if _, ok := r.errorWith(w); !ok {
					return false
				}
			}
			return true
		})
		e, _ := got.errorWith("worker boom")
		assert.Equal(t, "Error", e.Type, "an error thrown in a worker, which reaches the page as text")
		assert.Equal(t, "worker boom", e.Message)
		assert.Equal(t, "sweep-worker.js", e.Script)
		for _, tt := range []struct{ file, marker string }{
			{"sweep-no-such-worker.js", "MARK:worker-missing"},
			{"sweep-mworker.js", "MARK:mworker"},
		} {
			e, _ := got.errorWith("Worker script failed to load: " + sweep.srv.URL + "/" + tt.file)
			assert.Equal(t, markedLine(t, "sweep.js", tt.marker), e.Line, "the new Worker(…) of %s", tt.file)
		}
		e, _ = got.errorWith("outer failure")
		assert.Contains(t, e.Stack, "\nCaused by: TypeError: inner cause of it\n", "Firefox's stack:\n%s", e.Stack)
		e, _ = got.errorWith("any first failed")
		assert.Equal(t, "AggregateError", e.Type)
		assert.Contains(t, e.Message, "(Error: any first failed; TypeError: any second failed)")
		e, _ = got.errorWith("Assertion failed")
		assert.Equal(t, "Assertion failed: assertion about cart {n:1}", e.Message)
		assert.Equal(t, markedLine(t, "sweep.js", "MARK:assert"), e.Line)
	})

	// The background registers the content scripts for an origin beyond
	// the manifest's once the user allows it (Firefox's getManifest names
	// their files by full URL, which its registerContentScripts refuses).
	t.Run("origin allowed in the popup", func(t *testing.T) {
		if extra == "" {
			t.Skip("cannot listen on 127.0.0.2: skipping the allowed-origin check")
		}
		require.Positive(t, drove.ExtraTabID)
		assert.NotEqual(t, drove.TabID, drove.ExtraTabID)
		assert.Empty(t, drove.ExtraSeen, "errors and rejections the page on 127.0.0.2 saw")
		var logs struct {
			Logs []struct {
				Message string          `json:"message"`
				TabID   json.RawMessage `json:"tab_id"`
			} `json:"logs"`
		}
		want := []string{"tick 3", "tick 2", "tick 1"} // newest first
		deadline := time.Now().Add(10 * time.Second)
		for {
			raw := observe(ctx, t, d, map[string]any{"what": "logs", "tab_id": itoa(drove.ExtraTabID), "limit": 100})
			logs.Logs = nil
			require.NoError(t, json.Unmarshal(raw, &logs), "logs reply: %s", raw)
			var got []string
			for _, l := range logs.Logs {
				assert.Equal(t, itoa(drove.ExtraTabID), strings.Trim(string(l.TabID), `"`), "tab id of %q", l.Message)
				got = append(got, l.Message)
			}
			if len(got) >= len(want) || time.Now().After(deadline) {
				assert.Equal(t, want, got, "logs of the tab on 127.0.0.2; observe said: %s", raw)
				break
			}
			time.Sleep(200 * time.Millisecond)
		}
	})
}

// findFirefox returns the Firefox to test with: $FIREFOX, else Debian's
// firefox-esr, else any firefox on the PATH; "" when there is none.
func findFirefox() string {
	if p := os.Getenv("FIREFOX"); p != "" {
		return p
	}
	if _, err := os.Stat("/usr/bin/firefox-esr"); err == nil {
		return "/usr/bin/firefox-esr"
	}
	for _, name := range []string{"firefox-esr", "firefox"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	return ""
}

// killFirefox kills the process group of the Firefox that drive.mjs
// started, as it printed it, when the driver failed and may have left it.
func killFirefox(tb testing.TB, driverLog string) {
	tb.Helper()
	m := regexp.MustCompile(`drive: firefox pid (\d+)`).FindStringSubmatch(driverLog)
	if m == nil {
		return
	}
	pid, err := strconv.Atoi(m[1])
	if err != nil || pid <= 1 {
		return
	}
	if err := daemontest.SignalGroup(pid, syscall.SIGKILL); err == nil {
		tb.Logf("killed the Firefox the driver left (process group %d)", pid)
	}
}

// installDriver makes sure testdata/firefox has its node_modules (see
// npmtest.CI) and returns that directory. The Firefox tests run in
// parallel and only read it once installed: one installs at a time.
func installDriver(tb testing.TB, npm string) string {
	tb.Helper()
	dir, err := filepath.Abs(filepath.Join("testdata", "firefox"))
	require.NoError(tb, err)
	driverInstall.Lock()
	defer driverInstall.Unlock()
	npmtest.CI(tb, npm, dir)
	return dir
}

var driverInstall sync.Mutex

// startDaemonInProcess serves a daemon from this test process on a free
// loopback port until the test ends.
func startDaemonInProcess(tb testing.TB) *daemontest.Daemon {
	tb.Helper()
	srv, err := daemon.New(daemon.Config{Addr: "127.0.0.1:0", Version: "test"})
	require.NoError(tb, err)
	served := make(chan error, 1)
	go func() { served <- srv.Serve() }()
	tb.Cleanup(func() {
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		assert.NoError(tb, srv.Shutdown(ctx))
		if err := <-served; err != nil && !errors.Is(err, http.ErrServerClosed) {
			tb.Errorf("daemon: %v", err)
		}
	})
	return &daemontest.Daemon{Addr: srv.Addr()}
}

// TestManifestForBothBrowsers checks what lets one manifest load in both
// browsers: Firefox runs background.scripts in order (no importScripts
// there), Chromium runs the service worker, which must import the same
// files itself; Firefox needs the add-on id and, for MAIN-world content
// scripts, version 128.
func TestManifestForBothBrowsers(t *testing.T) {
	raw, err := fs.ReadFile(extension.Files, "manifest.json")
	require.NoError(t, err)
	var m struct {
		Background struct {
			ServiceWorker string   `json:"service_worker"`
			Scripts       []string `json:"scripts"`
		} `json:"background"`
		Settings struct {
			Gecko struct {
				ID         string `json:"id"`
				MinVersion string `json:"strict_min_version"`
			} `json:"gecko"`
		} `json:"browser_specific_settings"`
		ContentScripts []struct {
			JS []string `json:"js"`
		} `json:"content_scripts"`
	}
	require.NoError(t, json.Unmarshal(raw, &m))

	assert.Equal(t, "background.js", m.Background.ServiceWorker)
	require.NotEmpty(t, m.Background.Scripts)
	assert.Equal(t, m.Background.ServiceWorker, m.Background.Scripts[len(m.Background.Scripts)-1], "background.scripts ends with the worker's script")
	for _, name := range m.Background.Scripts {
		_, err := fs.Stat(extension.Files, name)
		assert.NoError(t, err, "background.scripts names %s", name)
	}
	deps := m.Background.Scripts[:len(m.Background.Scripts)-1]
	assert.Contains(t, deps, "platform.js")
	worker, err := fs.ReadFile(extension.Files, "background.js")
	require.NoError(t, err)
	imports := regexp.MustCompile(`importScripts\(([^)]*)\)`).FindAllStringSubmatch(string(worker), -1)
	require.Len(t, imports, 1, "one importScripts call in background.js")
	var imported []string
	for _, q := range regexp.MustCompile(`'([^']+)'`).FindAllStringSubmatch(imports[0][1], -1) {
		imported = append(imported, q[1])
	}
	assert.Equal(t, deps, imported, "the files the worker imports, and background.scripts before background.js")
	assert.Regexp(t, `if \(typeof importScripts === 'function'\) importScripts\(`, string(worker), "Firefox's background scripts have no importScripts")

	assert.Equal(t, geckoID, m.Settings.Gecko.ID)
	assert.Equal(t, "128.0", m.Settings.Gecko.MinVersion, "MAIN-world content scripts need Firefox 128")

	// The bridge calls platform.js's helpers.
	var bridge bool
	for _, cs := range m.ContentScripts {
		if i := slices.Index(cs.JS, "bridge.js"); i >= 0 {
			bridge = true
			assert.Contains(t, cs.JS[:i], "platform.js", "the bridge's content script loads platform.js first")
		}
	}
	assert.True(t, bridge, "a content script runs bridge.js")
}

// driveFirefox runs testdata/firefox/drive.mjs with cfg until it exits or
// ctx ends, fails the test if it fails, and returns what it printed on
// stdout (its log, on stderr, is logged).
func driveFirefox(ctx context.Context, t *testing.T, node, driver string, cfg []byte) *bytes.Buffer {
	t.Helper()
	cmd := exec.CommandContext(ctx, node, filepath.Join(driver, "drive.mjs"), string(cfg))
	cmd.Dir = driver
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	// On SIGTERM puppeteer closes its Firefox; WaitDelay then kills a
	// driver that did not exit, and the Firefox it left is killed below.
	cmd.Cancel = func() error { return cmd.Process.Signal(syscall.SIGTERM) }
	cmd.WaitDelay = 10 * time.Second
	start := time.Now()
	err := cmd.Run()
	if err != nil {
		killFirefox(t, stderr.String())
	}
	require.NoError(t, err, "drive.mjs:\n%s%s", stderr.String(), stdout.String())
	t.Logf("Firefox drive: %v\n%s", time.Since(start).Round(time.Millisecond), stderr.String())
	return &stdout
}
