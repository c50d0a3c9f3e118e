package extension_test

import (
	"bytes"
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	cdplog "github.com/chromedp/cdproto/log"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/require"

	"github.com/errbundle/errbundle/extension"
	"github.com/errbundle/errbundle/internal/daemontest"
)

// BenchmarkConsoleOverhead measures what capture adds to console.log and
// console.error (which also takes a stack) in real Chromium, through the
// script tag: the median over interleaved page loads (b.N rounds of one
// load per script) of each page's median over runs of (wrapped −
// unwrapped) µs per call. With
// ERRBUNDLE_CAPTURE_BEFORE=path/to/old/capture.js it measures that script
// too, interleaved with this one, for a before-and-after comparison:
//
//	go test ./extension/ -run X -bench ConsoleOverhead -benchtime 5x
func BenchmarkConsoleOverhead(b *testing.B) {
	br := sharedBrowsers(b)
	d := daemontest.Start(b, daemonBinary(b), daemontest.Options{})
	scripts := map[string][]byte{"after": extension.CaptureJS}
	if path := os.Getenv("ERRBUNDLE_CAPTURE_BEFORE"); path != "" {
		old, err := os.ReadFile(path)
		require.NoError(b, err)
		scripts["before"] = old
	}
	page, err := os.ReadFile(filepath.Join("testdata", "pages", "perf.html"))
	require.NoError(b, err)
	mux := http.NewServeMux()
	mux.HandleFunc("GET /{which}/perf.html", func(w http.ResponseWriter, r *http.Request) {
		tag := fmt.Sprintf(`<script src="/%s/capture.js" data-daemon="%s"></script>`, r.PathValue("which"), d.URL(""))
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		w.Write(bytes.Replace(page, []byte("<!--SCRIPT-->"), []byte(tag), 1))
	})
	mux.HandleFunc("GET /{which}/capture.js", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/javascript")
		w.Write(scripts[r.PathValue("which")])
	})
	srv := httptest.NewServer(mux)
	b.Cleanup(srv.Close)

	names := slices.Sorted(func(yield func(string) bool) {
		for k := range scripts {
			if !yield(k) {
				return
			}
		}
	})
	const calls, runs = 1000, 15
	got := map[string][]float64{}
	for range b.N { // one round: a page load of each script, interleaved
		for _, name := range names {
			tab := newTab(br.plain, b)
			ctx, cancel := context.WithTimeout(tab, 60*time.Second)
			// Chromium's reporting of console calls to the test would
			// cost far more than capture does.
			require.NoError(b, chromedp.Do(ctx, chromedp.Navigate(srv.URL+"/"+name+"/perf.html"), chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
				if _, err := cdp.Call(ctx, t, runtime.Disable, cdp.Empty{}); err != nil {
					return err
				}
				_, err := cdp.Call(ctx, t, cdplog.Disable, cdp.Empty{})
				return err
			})))
			for _, level := range []string{"log", "warn", "error"} {
				us, err := chromedp.Run(ctx, chromedp.Evaluate[float64](fmt.Sprintf(`measure(%q, %d, %d)`, level, calls, runs), chromedp.EvalAwaitPromise))
				require.NoError(b, err)
				got[name+" "+level] = append(got[name+" "+level], us)
			}
			cancel()
			require.NoError(b, chromedp.Cancel(tab))
		}
	}
	for _, name := range names {
		for _, level := range []string{"log", "warn", "error"} {
			v := slices.Sorted(slices.Values(got[name+" "+level]))
			b.ReportMetric(v[len(v)/2], "µs/"+level+"("+name+")")
			b.Logf("%s, console.%s: median %.2f µs per call over %d page loads (min %.2f, max %.2f)", name, level, v[len(v)/2], len(v), v[0], v[len(v)-1])
		}
	}
}
