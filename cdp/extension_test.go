package cdp_test

import (
	"io"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/target"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/remote"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/errbundle/errbundle/cdp"
	"github.com/errbundle/errbundle/extension"
	"github.com/errbundle/errbundle/internal/daemontest"
)

// TestExtensionAndAttach records one page with errbundle's extension and
// with errbundle attach at once, and checks that each error is stored
// once, whichever observer reported it first.
func TestExtensionAndAttach(t *testing.T) {
	t.Parallel() // a browser, a daemon and pages of its own
	srv := pages(t)
	d := daemontest.Start(t, daemontest.Binary(t), daemontest.Options{})
	endpoint := startChromiumWithExtension(t, d)
	attach(t, d, endpoint, cdp.Origins{})
	openTab(t, endpoint, srv.URL+"/broken.html")
	once := []string{"Function statements require a function name", "Cannot read properties of null", "console says no", "Content Security Policy"}
	got := waitFor(t, d, map[string]any{"what": "errors", "limit": 50, "scope": "all"}, func(r errorsReply) bool {
		for _, w := range once {
			if _, ok := r.find(w); !ok {
				return false
			}
		}
		return r.count("Failed to fetch") >= 2
	})
	// The second observer's six reports are dropped as they arrive.
	for deadline := time.Now().Add(10 * time.Second); duplicates(t, d) < 6 && time.Now().Before(deadline); {
		time.Sleep(100 * time.Millisecond)
	}
	got = waitFor(t, d, map[string]any{"what": "errors", "limit": 50, "scope": "all"}, func(errorsReply) bool { return true })
	for _, w := range once {
		assert.Equal(t, 1, got.count(w), "%q", w)
	}
	assert.Equal(t, 2, got.count("Failed to fetch"), "the two failed fetches, once each")
	// Whichever observer's wording was kept, it names the directive the
	// policy wrote (the browser reports script-src-elem, which it lacks).
	csp, _ := got.find("Content Security Policy")
	assert.Contains(t, csp.Message, "script-src 'self' 'nonce-k3y'", "the CSP violation's directive")
	tabs := map[any]bool{}
	for _, e := range got.Errors {
		tabs[e.TabID] = true
	}
	t.Logf("tab ids of the errors kept: %v", tabs)
	if t.Failed() {
		t.Log(observe(t, d, map[string]any{"what": "errors", "limit": 50, "scope": "all"}))
	}
}

// startChromiumWithExtension starts headless Chromium with errbundle's
// extension loaded and pointed at d, as its popup does, and a DevTools
// port for attach; it returns the browser's http endpoint.
func startChromiumWithExtension(t *testing.T, d *daemontest.Daemon) string {
	t.Helper()
	extDir := t.TempDir()
	require.NoError(t, os.CopyFS(extDir, extension.Files))
	profile, err := os.MkdirTemp("", "errbundle-cdp-ext-")
	require.NoError(t, err)
	cmd := exec.Command(chromiumPath(t), "--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
		"--no-first-run", "--no-default-browser-check", "--remote-debugging-port=0", "--user-data-dir="+profile,
		"--load-extension="+extDir, "--disable-extensions-except="+extDir,
		// Newer Chromium builds ignore --load-extension unless told not to.
		"--disable-features=DisableLoadExtensionCommandLineSwitch", "about:blank")
	require.NoError(t, cmd.Start())
	t.Cleanup(func() {
		cmd.Process.Kill()
		cmd.Wait()
		os.RemoveAll(profile)
	})
	endpoint := ""
	for deadline := time.Now().Add(20 * time.Second); endpoint == ""; time.Sleep(50 * time.Millisecond) {
		data, _ := os.ReadFile(filepath.Join(profile, "DevToolsActivePort"))
		if first, _, _ := strings.Cut(string(data), "\n"); first != "" {
			endpoint = "http://127.0.0.1:" + strings.TrimSpace(first)
		}
		require.True(t, time.Now().Before(deadline), "Chromium's DevTools port never answered")
	}

	// Point the extension at the test's daemon, as its popup does.
	popupURL := "chrome-extension://" + extension.ChromeID + "/popup.html"
	popup := openTab(t, endpoint, popupURL)
	alloc, cancel := remote.NewAllocator(t.Context(), endpoint)
	defer cancel()
	tab, cancel := chromedp.NewContext(alloc, chromedp.WithTargetID(target.ID(popup)))
	defer cancel()
	// A popup opened before the browser has loaded the extension is an
	// error page, with no chrome.storage: open it again until it is not.
	for deadline := time.Now().Add(15 * time.Second); ; {
		ready, err := chromedp.Run(tab, chromedp.Evaluate[bool](`!!(window.chrome && chrome.storage)`))
		require.NoError(t, err)
		if ready {
			break
		}
		require.True(t, time.Now().Before(deadline), "the extension's popup never had chrome.storage")
		time.Sleep(100 * time.Millisecond)
		_, err = chromedp.Run(tab, chromedp.Navigate(popupURL))
		require.NoError(t, err)
	}
	stored, err := chromedp.Run(tab, chromedp.Evaluate[string](
		`chrome.storage.local.set({daemon: '`+d.URL("")+`'}).then(() => chrome.storage.local.get('daemon')).then(c => c.daemon)`,
		chromedp.EvalAwaitPromise))
	require.NoError(t, err)
	require.Equal(t, d.URL(""), stored)

	return endpoint
}

// duplicates is how many errors and logs (the extension's console.error
// is a log) the daemon dropped as a second observer's, from its health
// detail.
func duplicates(tb testing.TB, d *daemontest.Daemon) int {
	tb.Helper()
	return duplicatesOf(tb, d, "errors", "logs")
}

// duplicatesOf is how many reports of the kinds given (errors, logs,
// network) the daemon dropped as another observer's: the
// "duplicate:<kind>" counts of its health detail.
func duplicatesOf(tb testing.TB, d *daemontest.Daemon, kinds ...string) int {
	tb.Helper()
	resp, err := http.Get(d.URL("/v1/health"))
	require.NoError(tb, err)
	defer resp.Body.Close()
	body, err := io.ReadAll(resp.Body)
	require.NoError(tb, err)
	n := 0
	for _, m := range regexp.MustCompile(`"duplicate:(?:`+strings.Join(kinds, "|")+`)":(\d+)`).FindAllSubmatch(body, -1) {
		k, _ := strconv.Atoi(string(m[1]))
		n += k
	}
	return n
}
