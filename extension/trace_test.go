package extension_test

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"regexp"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/errbundle/errbundle/internal/daemontest"
)

// tracePage makes a same-origin fetch, a fetch with the app's own
// traceparent, a cross-origin fetch and a same-origin XHR, each to an echo
// of its trace headers, and writes what the servers saw into #done.
const tracePage = `<!doctype html><html><head>%s</head><body>
<button id="go">go</button><pre id="done"></pre>
<script>
async function run() {
  const same = await (await fetch('/echo')).json();
  const own = await (await fetch('/echo?own', {headers: {traceparent: '00-0123456789abcdef0123456789abcdef-0123456789abcdef-01'}})).json();
  const cross = await (await fetch(%q + '/echo')).json();
  const xhr = await new Promise((resolve) => {
    const x = new XMLHttpRequest();
    x.open('GET', '/echo?xhr');
    x.onload = () => resolve(JSON.parse(x.responseText));
    x.send();
  });
  document.getElementById('done').textContent = JSON.stringify({same, own, cross, xhr});
}
document.getElementById('go').addEventListener('click', run);
</script></body></html>`

type traceHeaders struct {
	Traceparent string `json:"traceparent"`
	SentryTrace string `json:"sentry-trace"`
}

// TestTraceHeaders checks network.js's trace context in real Chromium:
// same-origin fetch and XHR carry traceparent and sentry-trace with one
// trace id, which the network event records; the app's own traceparent
// is kept and recorded; another origin gets nothing (no preflight);
// data-traceparent="off" turns it off.
func TestTraceHeaders(t *testing.T) {
	parallel(t)
	b := sharedBrowsers(t)
	d := daemontest.Start(t, daemonBinary(t), daemontest.Options{})
	echo := func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Access-Control-Allow-Origin", "*")
		w.Header().Set("Content-Type", "application/json")
		json.NewEncoder(w).Encode(traceHeaders{r.Header.Get("traceparent"), r.Header.Get("sentry-trace")})
	}
	cross := httptest.NewServer(http.HandlerFunc(echo))
	t.Cleanup(cross.Close)
	// The cross-origin server is 127.0.0.1 too: another port, another origin.
	mux := http.NewServeMux()
	mux.HandleFunc("/echo", echo)
	mux.HandleFunc("/", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html")
		tag := `<script src="` + d.URL("") + `/capture.js"></script>`
		switch {
		case r.URL.Query().Has("off"):
			tag = `<script src="` + d.URL("") + `/capture.js" data-traceparent="off"></script>`
		case r.URL.Query().Has("extension"):
			tag = "" // the extension injects capture
		}
		fmt.Fprintf(w, tracePage, tag, cross.URL)
	})
	app := httptest.NewServer(mux)
	t.Cleanup(app.Close)

	load := func(t *testing.T, browser context.Context, query string) map[string]traceHeaders {
		tab := newTab(browser, t)
		ctx, cancel := context.WithTimeout(tab, 20*time.Second)
		defer cancel()
		require.NoError(t, chromedp.Do(ctx, chromedp.Navigate(app.URL+"/"+query), chromedp.WaitVisible(chromedp.CSS("#go"))))
		// A user's click: by then the extension has told capture its settings.
		click(t, tab, "#go")
		text, err := chromedp.Run(ctx, chromedp.Poll[string](`document.getElementById('done').textContent || false`))
		require.NoError(t, err)
		var seen map[string]traceHeaders
		require.NoError(t, json.Unmarshal([]byte(text), &seen))
		return seen
	}
	traceparent := regexp.MustCompile(`^00-([0-9a-f]{32})-[0-9a-f]{16}-01$`)
	sentryTrace := regexp.MustCompile(`^([0-9a-f]{32})-[0-9a-f]{16}-1$`)

	t.Run("on", func(t *testing.T) {
		seen := load(t, b.plain, "")
		ids := map[string]string{}
		for _, name := range []string{"same", "xhr"} {
			m := traceparent.FindStringSubmatch(seen[name].Traceparent)
			require.NotNil(t, m, "%s: traceparent %q", name, seen[name].Traceparent)
			s := sentryTrace.FindStringSubmatch(seen[name].SentryTrace)
			require.NotNil(t, s, "%s: sentry-trace %q", name, seen[name].SentryTrace)
			assert.Equal(t, m[1], s[1], "%s: one trace id in both headers", name)
			ids[name] = m[1]
		}
		assert.NotEqual(t, ids["same"], ids["xhr"], "a trace per request")
		assert.Equal(t, traceHeaders{Traceparent: "00-0123456789abcdef0123456789abcdef-0123456789abcdef-01"}, seen["own"], "the app's header kept, none added")
		assert.Equal(t, traceHeaders{}, seen["cross"], "nothing to another origin")

		var got struct {
			Requests []struct {
				URL     string `json:"url"`
				TraceID string `json:"trace_id"`
			} `json:"requests"`
		}
		deadline := time.Now().Add(15 * time.Second)
		for {
			// Afresh each time: Unmarshal into the last reply's slice would
			// keep a trace_id that this reply's entry at the same index has not.
			got.Requests = nil
			require.NoError(t, json.Unmarshal(observe(context.Background(), t, d, map[string]any{"what": "network_bodies", "limit": 50}), &got))
			if len(got.Requests) >= 4 || time.Now().After(deadline) {
				break
			}
			time.Sleep(100 * time.Millisecond)
		}
		byURL := map[string]string{}
		for _, r := range got.Requests {
			byURL[r.URL] = r.TraceID
		}
		assert.Equal(t, ids["same"], byURL[app.URL+"/echo"])
		assert.Equal(t, ids["xhr"], byURL[app.URL+"/echo?xhr"])
		assert.Equal(t, "0123456789abcdef0123456789abcdef", byURL[app.URL+"/echo?own"], "the app's trace recorded")
		assert.Empty(t, byURL[cross.URL+"/echo"])
	})

	t.Run(`data-traceparent="off"`, func(t *testing.T) {
		seen := load(t, b.plain, "?off")
		assert.Equal(t, traceHeaders{}, seen["same"])
		assert.Equal(t, traceHeaders{}, seen["xhr"])
	})

	t.Run("the extension's setting", func(t *testing.T) {
		configureExtension(b.ext, t, b.extID, d.URL(""), "")
		seen := load(t, b.ext, "?extension")
		assert.Regexp(t, traceparent, seen["same"].Traceparent, "on by default")
		setTraceHeaders(t, b.ext, b.extID, false)
		t.Cleanup(func() { setTraceHeaders(t, b.ext, b.extID, true) })
		seen = load(t, b.ext, "?extension")
		assert.Equal(t, traceHeaders{}, seen["same"], "off in the popup")
		assert.Equal(t, traceHeaders{}, seen["xhr"])
	})
}

// setTraceHeaders sets the popup's trace header checkbox and saves.
func setTraceHeaders(tb testing.TB, browser context.Context, extID string, on bool) {
	tb.Helper()
	tab := newTab(browser, tb)
	ctx, cancel := context.WithTimeout(tab, 15*time.Second)
	defer cancel()
	require.NoError(tb, chromedp.Do(ctx, chromedp.Navigate("chrome-extension://"+extID+"/popup.html"), chromedp.WaitVisible(chromedp.CSS("#traceparent"))))
	// The popup shows the stored settings once storage answers.
	_, err := chromedp.Run(ctx, chromedp.Poll[bool](`document.getElementById('daemon').value !== ''`))
	require.NoError(tb, err)
	state, err := chromedp.Run(ctx, chromedp.Evaluate[bool](`document.getElementById('traceparent').checked`))
	require.NoError(tb, err)
	if state != on {
		require.NoError(tb, chromedp.Do(ctx, chromedp.Click(chromedp.CSS("#traceparent"))))
	}
	require.NoError(tb, chromedp.Do(ctx, chromedp.Click(chromedp.CSS("#save"))))
	saved, err := chromedp.Run(ctx, chromedp.Poll[string](`document.getElementById('saved').textContent || false`))
	require.NoError(tb, err)
	require.Equal(tb, "Saved", saved)
	stored, err := chromedp.Run(ctx, chromedp.Evaluate[bool](`chrome.storage.local.get('traceparent').then(c => c.traceparent)`, chromedp.EvalAwaitPromise))
	require.NoError(tb, err)
	require.Equal(tb, on, stored)
}
