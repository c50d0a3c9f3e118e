package extension_test

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/errbundle/errbundle/internal/daemontest"
)

// shotBundles is the part of error_bundles this test reads.
type shotBundles struct {
	Bundles []struct {
		Error struct {
			Message    string `json:"message"`
			Screenshot string `json:"screenshot"`
		} `json:"error"`
	} `json:"bundles"`
}

// TestScreenshots checks background.js in real Chromium with the
// extension loaded: the first uncaught error of a burst in the active tab
// takes one screenshot, which the daemon keeps as a PNG file named beside
// that burst's errors; the popup's switch turns screenshots off.
func TestScreenshots(t *testing.T) {
	parallel(t)
	b := sharedBrowsers(t)
	p := servePages(t)
	dir := t.TempDir()
	d := daemontest.Start(t, daemonBinary(t), daemontest.Options{Args: []string{"--screenshots", dir}})
	configureExtension(b.ext, t, b.extID, d.URL(""), "")
	t.Cleanup(func() { setScreenshots(b.ext, t, b.extID, true) })

	tab := newTab(b.ext, t)
	require.NoError(t, chromedp.Do(tab, chromedp.Navigate(p.url("/shot.html", "")+"#first")))
	click(t, tab, "#pay")

	var got shotBundles
	waitFor(t, d, map[string]any{"what": "error_bundles", "limit": 10}, func(r shotBundles) bool {
		got = r
		n := 0
		for _, b := range r.Bundles {
			if strings.HasPrefix(b.Error.Message, "Error: checkout exploded") || strings.HasPrefix(b.Error.Message, "checkout exploded") {
				if b.Error.Screenshot != "" {
					n++
				}
			}
		}
		return n == 2
	})
	path := got.Bundles[0].Error.Screenshot
	assert.Equal(t, path, got.Bundles[1].Error.Screenshot, "one screenshot for the burst")
	assert.Equal(t, dir, filepath.Dir(path))
	png, err := os.ReadFile(path)
	require.NoError(t, err, "the screenshot file exists")
	assert.True(t, bytes.HasPrefix(png, []byte("\x89PNG\r\n\x1a\n")), "a PNG")
	assert.Greater(t, len(png), 1000)
	entries, err := os.ReadDir(dir)
	require.NoError(t, err)
	assert.Len(t, entries, 1, "the second error of the burst took none")

	res, err := http.Get(d.URL("/v1/screenshots/" + strings.TrimSuffix(filepath.Base(path), ".png")))
	require.NoError(t, err)
	served, _ := io.ReadAll(res.Body)
	res.Body.Close()
	assert.Equal(t, 200, res.StatusCode)
	assert.Equal(t, png, served)

	// Off: another tab's error (so no rate limit applies) takes none.
	setScreenshots(b.ext, t, b.extID, false)
	other := newTab(b.ext, t)
	require.NoError(t, chromedp.Do(other, chromedp.Navigate(p.url("/shot.html", "")+"#off")))
	click(t, other, "#pay")
	waitFor(t, d, map[string]any{"what": "errors", "source": "browser", "limit": 10}, func(r errorsReply) bool {
		_, ok := r.errorWith("checkout exploded again #off")
		return ok
	})
	time.Sleep(1500 * time.Millisecond) // longer than a capture and its post take
	entries, err = os.ReadDir(dir)
	require.NoError(t, err)
	assert.Len(t, entries, 1, "no screenshot with the switch off")
}

// setScreenshots flips the popup's Screenshots switch, as a user would.
func setScreenshots(browser context.Context, tb testing.TB, extID string, on bool) {
	tb.Helper()
	tab := newTab(browser, tb)
	ctx, cancel := context.WithTimeout(tab, 15*time.Second)
	defer cancel()
	require.NoError(tb, chromedp.Do(ctx, chromedp.Navigate("chrome-extension://"+extID+"/popup.html"), chromedp.WaitVisible(chromedp.CSS("#screenshots"))))
	checked, err := chromedp.Run(ctx, chromedp.Evaluate[bool](`document.getElementById('screenshots').checked`))
	require.NoError(tb, err)
	if checked != on {
		require.NoError(tb, chromedp.Do(ctx, chromedp.Click(chromedp.CSS("#screenshots"))))
	}
	stored, err := chromedp.Run(ctx, chromedp.Poll[string](`chrome.storage.local.get('screenshots').then(c => JSON.stringify(c.screenshots))`, chromedp.WithPollingInterval(50*time.Millisecond)))
	require.NoError(tb, err)
	want, _ := json.Marshal(on)
	if stored != string(want) {
		tb.Fatalf("screenshots stored as %s, want %s", stored, want)
	}
}
