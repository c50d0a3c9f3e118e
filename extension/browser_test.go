package extension_test

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"html"
	"io/fs"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/require"

	"github.com/errbundle/errbundle/extension"
	"github.com/errbundle/errbundle/internal/daemontest"
)

// The browser tests share headless Chromiums, started on first use and
// stopped by TestMain: starting a browser costs more than most of these
// tests. Pages opened through the script tag go to one browser without the
// extension, which any number of tests use at once: each test opens its own
// tabs and names its own daemon in the page's URL. The extension's settings
// (the daemon it posts to, screenshots, trace headers) are one browser's,
// so each test that runs leases a browser with the extension for itself
// (sharedBrowsers), from a pool that grows to as many as run in parallel.

type browsers struct {
	plain, ext context.Context
	extID      string
}

var shared struct {
	once  sync.Once
	plain context.Context
	err   error

	mu   sync.Mutex        // guards free, stop
	free []context.Context // browsers with the extension no test holds
	stop []func()
}

// sharedBrowsers returns the shared browser without the extension and one
// with it that t holds until it ends, skipping the test with -short or
// without Chromium.
func sharedBrowsers(tb testing.TB) *browsers {
	tb.Helper()
	chromium := browserOrSkip(tb)
	shared.once.Do(func() {
		stops := &shared.stop
		shared.mu.Lock()
		defer shared.mu.Unlock()
		shared.plain, shared.err = launchChromium(chromium, "", stops)
	})
	require.NoError(tb, shared.err)
	shared.mu.Lock()
	var ext context.Context
	if n := len(shared.free); n > 0 {
		ext, shared.free = shared.free[n-1], shared.free[:n-1]
	}
	shared.mu.Unlock()
	if ext == nil {
		var stops []func()
		var err error
		ext, err = launchExtension(chromium, extension.Files, &stops)
		shared.mu.Lock()
		shared.stop = append(shared.stop, stops...)
		shared.mu.Unlock()
		require.NoError(tb, err)
	}
	// Registered first, so it runs last: after the test's own cleanups
	// have put back the settings they changed and closed their tabs.
	tb.Cleanup(func() {
		shared.mu.Lock()
		shared.free = append(shared.free, ext)
		shared.mu.Unlock()
	})
	return &browsers{plain: shared.plain, ext: ext, extID: extension.ChromeID}
}

// browserOrSkip returns Chromium's path, skipping the test with -short or
// without Chromium.
func browserOrSkip(tb testing.TB) string {
	tb.Helper()
	if testing.Short() {
		tb.Skip("browser test: skipped with -short")
	}
	chromium := findChromium()
	if chromium == "" {
		tb.Skip("no Chromium installed: skipping the browser test")
	}
	return chromium
}

// ownBrowsers launches browsers for t alone and stops them when t ends:
// a test that floods its browser (TestSweepFlood's 10,000 errors) left the
// shared ones unable to open a tab for the tests after it.
func ownBrowsers(t *testing.T) *browsers {
	t.Helper()
	chromium := browserOrSkip(t)
	var stops []func()
	t.Cleanup(func() {
		for i := len(stops) - 1; i >= 0; i-- {
			stops[i]()
		}
	})
	plain, err := launchChromium(chromium, "", &stops)
	require.NoError(t, err)
	ext, err := launchExtension(chromium, extension.Files, &stops)
	require.NoError(t, err)
	return &browsers{plain: plain, ext: ext, extID: extension.ChromeID}
}

// launchChromium starts a headless Chromium with a fresh profile, and the
// unpacked extension in extDir when it is not "", adding to stops what
// stops it.
func launchChromium(chromium, extDir string, stops *[]func()) (context.Context, error) {
	userDir, err := os.MkdirTemp("", "errbundle-chromium-")
	if err != nil {
		return nil, err
	}
	alloc, cancelAlloc := chromedp.NewExecAllocator(context.Background(), browserOptions(chromium, userDir, extDir)...)
	browser, cancelBrowser := chromedp.NewContext(alloc)
	*stops = append(*stops, func() {
		cancelBrowser()
		cancelAlloc()
		os.RemoveAll(userDir)
	})
	if err := chromedp.Do(browser); err != nil {
		return nil, fmt.Errorf("starting Chromium: %w", err)
	}
	return browser, nil
}

// launchExtension starts a Chromium with a copy of the extension in files
// (extension.Files, or another build's for a benchmark) and waits for its
// service worker, whose id must be the manifest key's.
func launchExtension(chromium string, files fs.FS, stops *[]func()) (context.Context, error) {
	extDir, err := os.MkdirTemp("", "errbundle-extension-")
	if err != nil {
		return nil, err
	}
	*stops = append(*stops, func() { os.RemoveAll(extDir) })
	if err := os.CopyFS(extDir, files); err != nil {
		return nil, err
	}
	ext, err := launchChromium(chromium, extDir, stops)
	if err != nil {
		return nil, fmt.Errorf("with the extension: %w", err)
	}
	deadline := time.Now().Add(15 * time.Second)
	for {
		targets, err := chromedp.Targets(ext)
		if err != nil {
			return nil, err
		}
		for _, ti := range targets {
			if ti.Type == "service_worker" && strings.HasPrefix(ti.URL, "chrome-extension://") && strings.HasSuffix(ti.URL, "/background.js") {
				if id := strings.Split(strings.TrimPrefix(ti.URL, "chrome-extension://"), "/")[0]; id != extension.ChromeID {
					// The daemon lets this id alone read what is captured.
					return nil, fmt.Errorf("the extension's id is %s, not the manifest key's %s", id, extension.ChromeID)
				}
				return ext, nil
			}
		}
		if time.Now().After(deadline) {
			return nil, errors.New("the extension's service worker never started")
		}
		time.Sleep(100 * time.Millisecond)
	}
}

func stopSharedBrowsers() {
	shared.mu.Lock()
	defer shared.mu.Unlock()
	for i := len(shared.stop) - 1; i >= 0; i-- {
		shared.stop[i]()
	}
}

// A delivery is one way of getting capture into a page, with a daemon of
// its own: the extension (pointed at the daemon in its popup), or the
// script tag the daemon serves.
type delivery struct {
	name    string
	browser context.Context
	daemon  *daemontest.Daemon
	query   string // added to a page's URL: the script tag, or nothing
}

// deliveries starts a daemon for each delivery and returns them.
func (b *browsers) deliveries(tb testing.TB) []delivery {
	tb.Helper()
	bin := daemonBinary(tb)
	viaExt := daemontest.Start(tb, bin, daemontest.Options{})
	configureExtension(b.ext, tb, b.extID, viaExt.URL(""), "")
	viaTag := daemontest.Start(tb, bin, daemontest.Options{})
	return []delivery{
		{name: "extension", browser: b.ext, daemon: viaExt},
		{name: "script tag", browser: b.plain, daemon: viaTag, query: "capture=" + viaTag.URL("")},
	}
}

// open opens a page of pages in a new tab of d's browser, with d's
// capture, and returns the tab.
func (d delivery) open(tb testing.TB, p *pages, path string) context.Context {
	tb.Helper()
	tab := newTab(d.browser, tb)
	require.NoError(tb, chromedp.Do(tab, chromedp.Navigate(p.url(path, d.query))))
	return tab
}

// pages serves testdata/pages on 127.0.0.1 (an origin capture records by
// default), with a few API routes. In an HTML page, <!--CAPTURE--> becomes
// the script tag when the URL has capture=DAEMON.
type pages struct {
	srv        *httptest.Server
	closedPort string // a port nobody listens on
}

func servePages(tb testing.TB) *pages {
	tb.Helper()
	files := os.DirFS(filepath.Join("testdata", "pages"))
	mux := http.NewServeMux()
	mux.HandleFunc("GET /{name}", func(w http.ResponseWriter, r *http.Request) {
		name := r.PathValue("name")
		b, err := fs.ReadFile(files, name)
		if err != nil {
			http.NotFound(w, r)
			return
		}
		switch filepath.Ext(name) {
		case ".js":
			w.Header().Set("Content-Type", "text/javascript")
			if r.URL.Query().Get("cors") == "1" {
				// For a page on the other loopback name that loads the
				// script with crossorigin (see sweep.js).
				w.Header().Set("Access-Control-Allow-Origin", "*")
			}
		case ".html":
			tag := ""
			if d := r.URL.Query().Get("capture"); strings.HasPrefix(d, "http://127.0.0.1:") {
				tag = fmt.Sprintf(`<script src="%s/capture.js"></script>`, html.EscapeString(d))
				// A script served elsewhere (BenchmarkPage's script of
				// another build) posts to the daemon it names.
				if to := r.URL.Query().Get("daemon"); strings.HasPrefix(to, "http://127.0.0.1:") {
					tag = fmt.Sprintf(`<script src="%s/capture.js" data-daemon="%s"></script>`, html.EscapeString(d), html.EscapeString(to))
				}
			}
			b = bytes.Replace(b, []byte("<!--CAPTURE-->"), []byte(tag), 1)
			w.Header().Set("Content-Type", "text/html; charset=utf-8")
		}
		_, _ = w.Write(b)
	})
	api := func(status int, body string) http.HandlerFunc {
		return func(w http.ResponseWriter, r *http.Request) {
			w.Header().Set("Content-Type", "application/json")
			w.Header().Set("X-Request-Id", "req-42")
			w.Header().Set("Set-Cookie", "session=do-not-send-me")
			w.WriteHeader(status)
			_, _ = w.Write([]byte(body))
		}
	}
	mux.HandleFunc("GET /api/ok", api(http.StatusOK, `{"ok":true}`))
	mux.HandleFunc("GET /api/broken", api(http.StatusInternalServerError, `{"error":"database on fire"}`))
	mux.HandleFunc("POST /api/login", api(http.StatusUnauthorized, `{"error":"bad password","token":"do-not-send-me"}`))
	// A failure whose body stops after its first part until the client
	// goes (or 5 s): for leave.html.
	mux.HandleFunc("POST /api/slow", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/plain")
		w.WriteHeader(http.StatusInternalServerError)
		_, _ = w.Write([]byte("out of stock: "))
		w.(http.Flusher).Flush()
		select {
		case <-r.Context().Done():
		case <-time.After(5 * time.Second):
		}
		_, _ = w.Write([]byte("the rest"))
	})
	srv := httptest.NewServer(mux)
	tb.Cleanup(srv.Close)
	return &pages{srv: srv, closedPort: strings.TrimPrefix(daemontest.FreeAddr(tb), "127.0.0.1:")}
}

// url is path on the pages' server with query (and the closed port).
func (p *pages) url(path, query string) string {
	q := "closed=" + p.closedPort
	if query != "" {
		q += "&" + query
	}
	return p.srv.URL + path + "?" + q
}

// markedLine returns the 1-based line of testdata/pages/name that holds
// marker: the tests locate the lines they expect by a comment beside the
// code, never by a number written in the test.
func markedLine(tb testing.TB, name, marker string) int {
	tb.Helper()
	b, err := os.ReadFile(filepath.Join("testdata", "pages", name))
	require.NoError(tb, err)
	var found []int
	for i, line := range strings.Split(string(b), "\n") {
		if strings.Contains(line, marker) {
			found = append(found, i+1)
		}
	}
	require.Len(tb, found, 1, "lines of %s marked %q", name, marker)
	return found[0]
}

// waitFor asks the daemon's observe view args until ok accepts its reply
// (decoded into a new T), and returns that reply; it asks again as soon
// as something new has arrived (awaitNews), and fails the test after 15
// seconds, showing the last reply.
func waitFor[T any](tb testing.TB, d *daemontest.Daemon, args map[string]any, ok func(T) bool) T {
	tb.Helper()
	ctx := context.Background()
	deadline := time.Now().Add(15 * time.Second)
	session := connectObserve(ctx, tb, d)
	defer session.Close()
	for {
		raw := callObserve(ctx, tb, session, args)
		var v T
		require.NoError(tb, json.Unmarshal(raw, &v), "observe %v: %s", args, raw)
		if ok(v) {
			return v
		}
		left := time.Until(deadline)
		if left <= 0 {
			tb.Fatalf("observe %v never answered what the test waits for; last answer: %s", args, raw)
		}
		awaitNews(ctx, tb, session, args, raw, left)
	}
}

// Replies of the observe views the tests read.
type (
	errorItem struct {
		Message string `json:"message"`
		Type    string `json:"type"`
		Kind    string `json:"kind"`
		Source  string `json:"source"`
		Script  string `json:"script"`
		URL     string `json:"url"`
		Line    int    `json:"line"`
		Column  int    `json:"column"`
		Stack   string `json:"stack"`
		PageURL string `json:"page_url"`
	}
	errorsReply struct {
		Errors []errorItem `json:"errors"`
	}
	logItem struct {
		Level   string `json:"level"`
		Message string `json:"message"`
	}
	logsReply struct {
		Logs []logItem `json:"logs"`
	}
	requestItem struct {
		Method       string `json:"method"`
		URL          string `json:"url"`
		Status       int    `json:"status"`
		ContentType  string `json:"content_type"`
		RequestBody  string `json:"request_body"`
		ResponseBody string `json:"response_body"`
		Error        string `json:"error"`
		Initiator    string `json:"initiator"`
	}
	requestsReply struct {
		Requests []requestItem `json:"requests"`
	}
	actionItem struct {
		Type     string `json:"type"`
		Selector string `json:"selector"`
		Text     string `json:"text"`
		Value    string `json:"value"`
		URL      string `json:"url"`
		ToURL    string `json:"to_url"`
	}
	actionsReply struct {
		Actions []actionItem `json:"actions"`
	}
)

// errorWith returns the first error whose message contains msg.
func (r errorsReply) errorWith(msg string) (errorItem, bool) {
	for _, e := range r.Errors {
		if strings.Contains(e.Message, msg) {
			return e, true
		}
	}
	return errorItem{}, false
}

// ourFrames are what a frame of ours looks like in a stack: the served
// script, the extension's files, the inline hooks script.
var ourFrames = []string{"/capture.js", "chrome-extension://", "errbundle-hooks.js", "/capture/"}

// click clicks the element sel finds, as a user would. A page that
// re-renders while hydrating can replace the node between chromedp's query
// and its click ("Could not find node with given id"): a user's click lands
// on whatever is there, so the click is tried again on the new node.
func click(tb testing.TB, tab context.Context, sel string) {
	tb.Helper()
	ctx, cancel := context.WithTimeout(tab, 10*time.Second)
	defer cancel()
	for {
		err := chromedp.Do(ctx, chromedp.Click(chromedp.CSS(sel)))
		if err == nil || !staleNode(err) || ctx.Err() != nil {
			require.NoError(tb, err, "click %s", sel)
			return
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// staleNode reports whether err says the node queried was gone by the time
// the protocol acted on it.
func staleNode(err error) bool {
	s := err.Error()
	return strings.Contains(s, "Could not find node with given id") || strings.Contains(s, "No node with given id")
}

func itoa(n int) string { return strconv.Itoa(n) }
