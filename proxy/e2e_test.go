package proxy_test

import (
	"context"
	"crypto/sha256"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"os/exec"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/modelcontextprotocol/go-sdk/mcp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/errbundle/errbundle/internal/daemontest"
	"github.com/errbundle/errbundle/proxy"
)

func TestMain(m *testing.M) { os.Exit(daemontest.Main(m)) }

// rig is a real daemon, a real target app, errbundle proxy in front of it,
// and a headless Chromium with no extension.
type rig struct {
	daemon   *daemontest.Daemon
	target   *target
	delivery *proxy.Delivery
	url      string // the proxy's
	browser  context.Context
}

func startRig(t *testing.T) *rig {
	t.Helper()
	if testing.Short() {
		t.Skip("browser test: skipped with -short")
	}
	chromium, err := exec.LookPath("chromium")
	if err != nil {
		t.Skip("no Chromium installed (chromium not in PATH): skipping the proxy's browser test")
	}
	r := &rig{daemon: daemontest.Start(t, daemontest.Binary(t), daemontest.Options{}), target: startTarget(t)}
	r.url, r.delivery = startProxy(t, r.daemon, r.target.srv.URL)

	alloc, cancelAlloc := chromedp.NewExecAllocator(context.Background(),
		chromedp.ExecPath(chromium), chromedp.UserDataDir(t.TempDir()),
		chromedp.Flag("headless", "new"), chromedp.Flag("no-sandbox", true), chromedp.Flag("disable-gpu", true),
		chromedp.Flag("disable-background-networking", true), chromedp.Flag("disable-component-update", true),
		chromedp.Flag("no-first-run", true), chromedp.Flag("disable-dev-shm-usage", true))
	browser, cancelBrowser := chromedp.NewContext(alloc)
	t.Cleanup(func() { cancelBrowser(); cancelAlloc() })
	require.NoError(t, chromedp.Do(browser))
	r.browser = browser
	return r
}

// startProxy serves errbundle proxy for targetURL, delivering to d, as
// errbundle proxy does, and returns its URL.
func startProxy(t *testing.T, d *daemontest.Daemon, targetURL string) (string, *proxy.Delivery) {
	t.Helper()
	u, err := url.Parse(targetURL)
	require.NoError(t, err)
	del := proxy.NewDelivery(proxy.DeliveryConfig{Daemon: d.Addr, Command: "errbundle proxy " + targetURL, Hold: 500 * time.Millisecond})
	srv := httptest.NewServer(proxy.New(proxy.Config{Target: u, Record: del.Record, Unreachable: del.Unreachable, Forward: del}))
	t.Cleanup(func() {
		srv.Close()
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		del.Close(ctx)
	})
	return srv.URL, del
}

// tab opens a new tab on url and waits for its title.
func (r *rig) tab(t *testing.T, url, title string) context.Context {
	t.Helper()
	tab, cancel := chromedp.NewContext(r.browser)
	t.Cleanup(cancel)
	require.NoError(t, chromedp.Do(tab, chromedp.Navigate(url)))
	waitTitle(t, tab, title)
	return tab
}

func waitTitle(t *testing.T, tab context.Context, want string) {
	t.Helper()
	deadline := time.Now().Add(20 * time.Second)
	var title string
	var err error
	for time.Now().Before(deadline) {
		// A read while the page navigates fails ("Inspected target
		// navigated or closed"): the next one reads the new page.
		title, err = chromedp.Run(tab, chromedp.Title())
		if err == nil && title == want {
			return
		}
		time.Sleep(50 * time.Millisecond)
	}
	t.Fatalf("the page's title never became %q; it is %q (last error: %v)", want, title, err)
}

// captured reports whether the capture script runs in the tab.
func captured(t *testing.T, tab context.Context) bool {
	t.Helper()
	ok, err := chromedp.Run(tab, chromedp.Evaluate[bool](`!!window[Symbol.for('errbundle.capture')]`))
	require.NoError(t, err)
	return ok
}

func click(t *testing.T, tab context.Context, sel string) {
	t.Helper()
	require.NoError(t, chromedp.Do(tab, chromedp.Click(chromedp.CSS(sel))))
}

// observe calls the daemon's observe tool as an agent would and returns
// its JSON answer.
func observe(t *testing.T, d *daemontest.Daemon, args map[string]any) json.RawMessage {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	client := mcp.NewClient(&mcp.Implementation{Name: "proxy-e2e", Version: "0"}, nil)
	session, err := client.Connect(ctx, &mcp.StreamableClientTransport{Endpoint: d.URL("/mcp")}, nil)
	require.NoError(t, err)
	defer session.Close()
	res, err := session.CallTool(ctx, &mcp.CallToolParams{Name: "observe", Arguments: args})
	require.NoError(t, err)
	require.False(t, res.IsError, "observe %v: %v", args, res.Content)
	if res.StructuredContent != nil {
		b, err := json.Marshal(res.StructuredContent)
		require.NoError(t, err)
		return b
	}
	for _, c := range res.Content {
		if tc, ok := c.(*mcp.TextContent); ok {
			return json.RawMessage(tc.Text)
		}
	}
	t.Fatalf("observe %v answered no content", args)
	return nil
}

// waitFor polls observe until ok accepts its reply, for 20 seconds.
func waitFor[T any](t *testing.T, d *daemontest.Daemon, args map[string]any, ok func(T) bool) T {
	t.Helper()
	deadline := time.Now().Add(20 * time.Second)
	for {
		raw := observe(t, d, args)
		var v T
		require.NoError(t, json.Unmarshal(raw, &v), "%s", raw)
		if ok(v) {
			return v
		}
		if time.Now().After(deadline) {
			t.Fatalf("observe %v never answered what the test waits for; last answer: %s", args, raw)
		}
		time.Sleep(100 * time.Millisecond)
	}
}

type (
	request struct {
		Method       string `json:"method"`
		URL          string `json:"url"`
		Status       int    `json:"status"`
		RequestBody  string `json:"request_body"`
		ResponseBody string `json:"response_body"`
		Error        string `json:"error"`
		Initiator    string `json:"initiator"`
	}
	requests struct {
		Requests []request `json:"requests"`
	}
	errorsReply struct {
		Errors []struct {
			Message string `json:"message"`
			PageURL string `json:"page_url"`
		} `json:"errors"`
	}
	getErrors struct {
		Errors []struct {
			Source   string `json:"source"`
			Category string `json:"category"`
			Message  string `json:"message"`
			Count    int    `json:"count"`
		} `json:"errors"`
	}
)

func (e errorsReply) has(msg string) bool {
	for _, x := range e.Errors {
		if strings.Contains(x.Message, msg) {
			return true
		}
	}
	return false
}

func waitError(t *testing.T, d *daemontest.Daemon, msg string) {
	t.Helper()
	waitFor(t, d, map[string]any{"what": "errors", "source": "browser", "limit": 100}, func(e errorsReply) bool { return e.has(msg) })
}

func TestProxyEndToEnd(t *testing.T) {
	r := startRig(t)

	t.Run("a page's error, failed fetch, navigation and form post", func(t *testing.T) {
		tab := r.tab(t, r.url+"/", "home")
		require.True(t, captured(t, tab), "the proxy injected the capture script")
		click(t, tab, "#fail-fetch")
		waitTitle(t, tab, "fetched no such thing")
		click(t, tab, "#throw")
		waitError(t, r.daemon, "boom from the home page")
		// The script's report of the failed fetch, which the proxy's
		// record of it must not repeat.
		waitFor(t, r.daemon, map[string]any{"what": "network_bodies", "url": "/api/missing"}, func(q requests) bool {
			return len(q.Requests) > 0 && q.Requests[0].Initiator == "fetch"
		})

		click(t, tab, "#next")
		waitTitle(t, tab, "next")
		require.NoError(t, chromedp.Do(tab, chromedp.Navigate(r.url+"/")))
		waitTitle(t, tab, "home")
		click(t, tab, "#send")
		waitTitle(t, tab, "welcome alice")
		href, err := chromedp.Run(tab, chromedp.Location())
		require.NoError(t, err)
		assert.Equal(t, r.url+"/welcome?name=alice", href, "the redirect to the target's origin stays on the proxy")
	})

	t.Run("gzip and brotli pages", func(t *testing.T) {
		for _, coding := range []string{"gzip", "br"} {
			tab := r.tab(t, r.url+"/"+coding, coding)
			assert.True(t, captured(t, tab), coding)
			waitError(t, r.daemon, "boom in the "+coding+" page")
		}
	})

	t.Run("a strict CSP page", func(t *testing.T) {
		tab := r.tab(t, r.url+"/csp", "csp app ran")
		assert.True(t, captured(t, tab), "the capture script runs under script-src 'self'")
		inline, err := chromedp.Run(tab, chromedp.Evaluate[bool](`window.inlineRan === true`))
		require.NoError(t, err)
		assert.False(t, inline, "the page's own inline script is still blocked")
		waitError(t, r.daemon, "boom under a strict CSP")

		resp, err := http.Get(r.url + "/csp")
		require.NoError(t, err)
		resp.Body.Close()
		csp := resp.Header.Get("Content-Security-Policy")
		assert.Regexp(t, `^script-src 'self' 'nonce-[A-Za-z0-9_-]+'; img-src 'none'$`, csp)
	})

	t.Run("a CSP in a meta tag", func(t *testing.T) {
		tab := r.tab(t, r.url+"/meta-csp", "csp app ran")
		assert.True(t, captured(t, tab), "the script comes before the policy")
		// The same app script throws again: a second report of it.
		waitFor(t, r.daemon, map[string]any{"what": "errors", "source": "browser", "limit": 100}, func(e struct {
			Errors []struct {
				Message string `json:"message"`
				PageURL string `json:"page_url"`
			} `json:"errors"`
		}) bool {
			for _, x := range e.Errors {
				if strings.Contains(x.Message, "boom under a strict CSP") && strings.HasSuffix(x.PageURL, "/meta-csp") {
					return true
				}
			}
			return false
		})
	})

	t.Run("a WebSocket", func(t *testing.T) {
		r.tab(t, r.url+"/ws-page", "echo:ping")
	})

	t.Run("non-HTML passes byte for byte", func(t *testing.T) {
		client := &http.Client{Transport: &http.Transport{DisableCompression: true}}
		req, _ := http.NewRequest(http.MethodGet, r.url+"/blob.bin", nil)
		req.Header.Set("Accept-Encoding", "gzip, br, zstd")
		resp, err := client.Do(req)
		require.NoError(t, err)
		defer resp.Body.Close()
		got, err := io.ReadAll(resp.Body)
		require.NoError(t, err)
		assert.Equal(t, sha256.Sum256(r.target.blob), sha256.Sum256(got))
		assert.Equal(t, "gzip", resp.Header.Get("Content-Encoding"))
		assert.Equal(t, "application/octet-stream", resp.Header.Get("Content-Type"))
	})

	t.Run("a script that fails to load", func(t *testing.T) {
		r.tab(t, r.url+"/broken-page", "broken")
		waitFor(t, r.daemon, map[string]any{"what": "network_bodies", "url": "/broken.js"}, func(q requests) bool {
			return len(q.Requests) > 0
		})
	})

	t.Run("each request recorded once", func(t *testing.T) {
		// Closing the delivery sends every record still held: a
		// duplicate would be in the daemon after this.
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		r.delivery.Close(ctx)

		get := func(urlPart string) []request {
			var q requests
			require.NoError(t, json.Unmarshal(observe(t, r.daemon, map[string]any{"what": "network_bodies", "url": urlPart, "limit": 100}), &q))
			return q.Requests
		}
		missing := get("/api/missing")
		require.Len(t, missing, 1, "the failed fetch, once: %+v", missing)
		assert.Equal(t, 404, missing[0].Status)
		assert.Equal(t, "fetch", missing[0].Initiator, "the script's report, the richer, is kept")

		next := get("/next")
		require.Len(t, next, 1)
		assert.Equal(t, request{Method: "GET", URL: r.url + "/next", Status: 200, Initiator: "proxy"}, next[0])

		submit := get("/submit")
		require.Len(t, submit, 1)
		assert.Equal(t, request{Method: "POST", URL: r.url + "/submit", Status: 303, RequestBody: "name=alice", Initiator: "proxy"}, submit[0])
		assert.Len(t, get("/welcome?name=alice"), 1)
		assert.Empty(t, get("/__errbundle/"), "capture's own traffic is not the app's")

		// The script's report of the failed load, completed with the
		// answer only the proxy saw.
		broken := get("/broken.js")
		require.Len(t, broken, 1)
		assert.Equal(t, "script", broken[0].Initiator)
		assert.Equal(t, 500, broken[0].Status)
		assert.Contains(t, broken[0].ResponseBody, "Transform failed with 1 error")
	})
}

// TestProxyTargetDown: with nothing listening at the target, the browser
// gets a 502 page that says so, and get_errors lists the proxy's problem,
// once however many requests failed.
func TestProxyTargetDown(t *testing.T) {
	r := startRig(t)
	down := "http://" + daemontest.FreeAddr(t)
	proxyURL, _ := startProxy(t, r.daemon, down)

	tab := r.tab(t, proxyURL+"/", "502 dev server unreachable")
	text, err := chromedp.Run(tab, chromedp.Text(chromedp.CSS("body")))
	require.NoError(t, err)
	assert.Contains(t, text, "The dev server at "+down+" refused the connection: nothing is listening there; is the dev server running?")
	resp, err := http.Get(proxyURL + "/api/x")
	require.NoError(t, err)
	resp.Body.Close()
	assert.Equal(t, http.StatusBadGateway, resp.StatusCode)

	// The proxy's problem, grouped; and each failed request, a transport
	// failure that says why.
	got := waitFor(t, r.daemon, map[string]any{"what": "get_errors", "raw": true}, func(g getErrors) bool {
		problem, transport := false, false
		for _, e := range g.Errors {
			// Its own category: the dev server is down, not "generic".
			problem = problem || e.Source == "process:proxy" && e.Category == "unreachable" &&
				strings.HasPrefix(e.Message, "the dev server at "+down+" refused the connection") && e.Count == 2
			transport = transport || e.Source == "network:transport" && strings.HasPrefix(e.Message, "errbundle proxy: the dev server at "+down+" refused")
		}
		return problem && transport
	})
	t.Logf("get_errors: %+v", got)
	t.Logf("get_errors as an agent reads it:\n%s", observe(t, r.daemon, map[string]any{"what": "get_errors"}))
}
