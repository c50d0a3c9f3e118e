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
	"slices"
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

// The tests of the capture parts (core_test.go, errors_test.go, …) share
// two headless Chromiums, one with the extension and one without, started
// by the first test that needs them and stopped by TestMain: starting a
// browser costs more than most of these tests.

type browsers struct {
	plain, ext context.Context
	extID      string
}

var shared struct {
	once sync.Once
	b    *browsers
	err  error
	stop []func()
}

// sharedBrowsers returns the shared browsers, skipping the test with
// -short or without Chromium.
func sharedBrowsers(tb testing.TB) *browsers {
	tb.Helper()
	if testing.Short() {
		tb.Skip("browser test: skipped with -short")
	}
	chromium := findChromium()
	if chromium == "" {
		tb.Skip("no Chromium installed: skipping the browser test")
	}
	shared.once.Do(func() { shared.b, shared.err = launchBrowsers(chromium) })
	require.NoError(tb, shared.err)
	return shared.b
}

// ownBrowsers launches browsers for t alone and stops them when t ends:
// a test that floods its browser (TestSweepFlood's 10,000 errors) left the
// shared ones unable to open a tab for the tests after it.
func ownBrowsers(t *testing.T) *browsers {
	t.Helper()
	sharedBrowsers(t) // the same skips
	n := len(shared.stop)
	b, err := launchBrowsers(findChromium())
	stops := slices.Clone(shared.stop[n:])
	shared.stop = shared.stop[:n]
	t.Cleanup(func() {
		for i := len(stops) - 1; i >= 0; i-- {
			stops[i]()
		}
	})
	require.NoError(t, err)
	return b
}

func launchBrowsers(chromium string) (*browsers, error) {
	launch := func(extDir string) (context.Context, error) {
		userDir, err := os.MkdirTemp("", "errbundle-chromium-")
		if err != nil {
			return nil, err
		}
		alloc, cancelAlloc := chromedp.NewExecAllocator(context.Background(), browserOptions(chromium, userDir, extDir)...)
		browser, cancelBrowser := chromedp.NewContext(alloc)
		shared.stop = append(shared.stop, func() {
			cancelBrowser()
			cancelAlloc()
			os.RemoveAll(userDir)
		})
		return browser, chromedp.Do(browser)
	}
	extDir, err := os.MkdirTemp("", "errbundle-extension-")
	if err != nil {
		return nil, err
	}
	shared.stop = append(shared.stop, func() { os.RemoveAll(extDir) })
	if err := os.CopyFS(extDir, extension.Files); err != nil {
		return nil, err
	}
	b := &browsers{}
	if b.plain, err = launch(""); err != nil {
		return nil, fmt.Errorf("starting Chromium: %w", err)
	}
	if b.ext, err = launch(extDir); err != nil {
		return nil, fmt.Errorf("starting Chromium with the extension: %w", err)
	}
	deadline := time.Now().Add(15 * time.Second)
	for b.extID == "" {
		targets, err := chromedp.Targets(b.ext)
		if err != nil {
			return nil, err
		}
		for _, ti := range targets {
			if ti.Type == "service_worker" && strings.HasPrefix(ti.URL, "chrome-extension://") && strings.HasSuffix(ti.URL, "/background.js") {
				b.extID = strings.Split(strings.TrimPrefix(ti.URL, "chrome-extension://"), "/")[0]
			}
		}
		if b.extID == "" && time.Now().After(deadline) {
			return nil, errors.New("the extension's service worker never started")
		}
		time.Sleep(100 * time.Millisecond)
	}
	if b.extID != extension.ChromeID {
		// The daemon lets this id alone read what is captured.
		return nil, fmt.Errorf("the extension's id is %s, not the manifest key's %s", b.extID, extension.ChromeID)
	}
	return b, nil
}

func stopSharedBrowsers() {
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

// waitFor polls the daemon's observe view args until ok accepts its reply
// (decoded into a new T), and returns that reply; it fails the test after
// 15 seconds, showing the last reply.
func waitFor[T any](tb testing.TB, d *daemontest.Daemon, args map[string]any, ok func(T) bool) T {
	tb.Helper()
	deadline := time.Now().Add(15 * time.Second)
	for {
		raw := observe(context.Background(), tb, d, args)
		var v T
		require.NoError(tb, json.Unmarshal(raw, &v), "observe %v: %s", args, raw)
		if ok(v) {
			return v
		}
		if time.Now().After(deadline) {
			tb.Fatalf("observe %v never answered what the test waits for; last answer: %s", args, raw)
		}
		time.Sleep(100 * time.Millisecond)
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
