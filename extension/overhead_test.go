package extension_test

import (
	"bytes"
	"cmp"
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"path"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/profiler"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/require"

	"github.com/errbundle/errbundle/extension"
	"github.com/errbundle/errbundle/internal/daemontest"
)

// eventKinds are the workloads of testdata/pages/events.html: how many
// events a timed loop makes, and how many loops a page load times.
var eventKinds = []struct {
	name    string
	n, runs int
}{{"log", 500, 15}, {"burst", 5000, 3}, {"error", 100, 15}, {"click", 100, 15}, {"uncaught", 50, 15}, {"fetch", 50, 9}}

// BenchmarkEventOverhead measures what capture adds to one page event —
// console.log, console.error, a click, an uncaught error (reportError), an
// awaited fetch — in real Chromium, through the script tag and the
// extension (its copy of the parts, in the browser with it), by timing
// loops of events inside the page with performance.now. A page load times
// several loops of each kind and keeps the fastest (the loop least
// disturbed by the other sessions on the machine); the benchmark reports,
// over b.N interleaved rounds of one load per script, the median of those
// minimums, and what capture adds per event against a page without it:
//
//	go test ./extension/ -run '^$' -bench EventOverhead -benchtime 5x
//
// ERRBUNDLE_CAPTURE_BEFORE=old.js measures that script too, interleaved
// with this one, for a before-and-after comparison in one run (several,
// comma-separated, are named by their file names; main's:
// for f in core stacks …; do git show main:extension/capture/$f.js; done,
// the parts in the order of extension.CaptureParts). ERRBUNDLE_PROFILE=1 also records each
// kind's loops with Chromium's CPU profiler on the last round and prints
// the functions that took the most samples: where the added time goes.
func BenchmarkEventOverhead(b *testing.B) {
	br := sharedBrowsers(b)
	d := daemontest.Start(b, daemonBinary(b), daemontest.Options{})
	// "extension" is no script tag in the browser with the extension,
	// which injects its own copy of the parts.
	scripts := map[string][]byte{"after": extension.CaptureJS, "none": nil, "extension": nil}
	configureExtension(br.ext, b, br.extID, d.URL(""), "")
	if list := os.Getenv("ERRBUNDLE_CAPTURE_BEFORE"); list != "" {
		paths := strings.Split(list, ",")
		for _, p := range paths {
			old, err := os.ReadFile(p)
			require.NoError(b, err)
			name := "before"
			if len(paths) > 1 {
				name = strings.TrimSuffix(filepath.Base(p), ".js")
			}
			scripts[name] = old
		}
	}
	// ERRBUNDLE_EXTENSION_BEFORE=DIR: another build of the extension (an
	// unpacked copy, e.g. git archive main extension | tar -x), in a
	// browser of its own, measured as "extension-before".
	extBrowsers := map[string]context.Context{"extension": br.ext}
	if dir := os.Getenv("ERRBUNDLE_EXTENSION_BEFORE"); dir != "" {
		old := extensionBefore(b, dir)
		configureExtension(old, b, br.extID, d.URL(""), "")
		extBrowsers["extension-before"] = old
		scripts["extension-before"] = nil
	}
	profile := os.Getenv("ERRBUNDLE_PROFILE") != ""
	page, err := os.ReadFile(filepath.Join("testdata", "pages", "events.html"))
	require.NoError(b, err)
	mux := http.NewServeMux()
	mux.HandleFunc("GET /{which}/events.html", func(w http.ResponseWriter, r *http.Request) {
		tag := ""
		if which := r.PathValue("which"); which != "none" && extBrowsers[which] == nil {
			tag = fmt.Sprintf(`<script src="/%s/capture.js" data-daemon="%s"></script>`, which, d.URL(""))
		}
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		// Cross-origin isolated: performance.now then counts in 5 µs
		// steps, not 100 µs.
		w.Header().Set("Cross-Origin-Opener-Policy", "same-origin")
		w.Header().Set("Cross-Origin-Embedder-Policy", "require-corp")
		w.Write(bytes.Replace(page, []byte("<!--SCRIPT-->"), []byte(tag), 1))
	})
	mux.HandleFunc("GET /{which}/capture.js", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/javascript")
		w.Write(scripts[r.PathValue("which")])
	})
	mux.HandleFunc("GET /{which}/api/ok", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		w.Write([]byte(`{"ok":true}`))
	})
	srv := httptest.NewServer(mux)
	b.Cleanup(srv.Close)
	if load, err := os.ReadFile("/proc/loadavg"); err == nil {
		b.Logf("load average at start: %s", strings.TrimSpace(string(load)))
	}

	names := slices.Sorted(func(yield func(string) bool) {
		for k := range scripts {
			if !yield(k) {
				return
			}
		}
	})
	got := map[string][]float64{} // script + " " + kind → fastest loop of each load, µs per event
	profiles := map[string]*profiler.Profile{}
	for round := range b.N {
		for _, name := range names {
			browser := cmp.Or(extBrowsers[name], br.plain)
			tab := newTab(browser, b)
			ctx, cancel := context.WithTimeout(tab, 2*time.Minute)
			quiet(ctx, b, srv.URL+"/"+name+"/events.html")
			for _, k := range eventKinds {
				rec := profile && round == b.N-1 && name != "none"
				if rec {
					require.NoError(b, startProfile(ctx))
				}
				us, err := chromedp.Run(ctx, chromedp.Evaluate[[]float64](fmt.Sprintf(`measure(%q, %d, %d)`, k.name, k.n, k.runs), chromedp.EvalAwaitPromise))
				require.NoError(b, err, "%s: %s", name, k.name)
				if rec {
					p, err := stopProfile(ctx)
					require.NoError(b, err)
					profiles[name+" "+k.name] = p
				}
				got[name+" "+k.name] = append(got[name+" "+k.name], slices.Min(us))
			}
			cancel()
			require.NoError(b, chromedp.Cancel(tab))
		}
	}

	var out strings.Builder
	fmt.Fprintf(&out, "\nper-event cost, script tag (after, before) and extension: median over %d page loads of each load's fastest loop (µs per event; added: minus no capture's)\n", b.N)
	fmt.Fprintf(&out, "%-9s %10s", "event", "none")
	for _, name := range names {
		if name != "none" {
			fmt.Fprintf(&out, " %10s %8s", name, "added")
		}
	}
	out.WriteString("\n")
	for _, k := range eventKinds {
		base := median(got["none "+k.name])
		fmt.Fprintf(&out, "%-9s %10.2f", k.name, base)
		for _, name := range names {
			if name == "none" {
				continue
			}
			v := median(got[name+" "+k.name])
			fmt.Fprintf(&out, " %10.2f %8.2f", v, v-base)
			b.ReportMetric(v-base, "µs-added/"+k.name+"("+name+")")
		}
		out.WriteString("\n")
	}
	for _, key := range slices.Sorted(func(yield func(string) bool) {
		for k := range profiles {
			if !yield(k) {
				return
			}
		}
	}) {
		fmt.Fprintf(&out, "\nprofile, %s: functions by samples on top of the stack\n%s", key, topFunctions(profiles[key], 12))
	}
	if load, err := os.ReadFile("/proc/loadavg"); err == nil {
		fmt.Fprintf(&out, "\nload average at the end: %s\n", strings.TrimSpace(string(load)))
	}
	fmt.Print(out.String()) // a benchmark's log is cut to a few lines
}

// extensionBefore launches a Chromium of tb's own with the unpacked
// extension in dir (another build's, for a before-and-after benchmark).
func extensionBefore(tb testing.TB, dir string) context.Context {
	tb.Helper()
	var stops []func()
	tb.Cleanup(func() {
		for i := len(stops) - 1; i >= 0; i-- {
			stops[i]()
		}
	})
	old, err := launchExtension(findChromium(), os.DirFS(dir), &stops)
	require.NoError(tb, err, "the extension in %s", dir)
	return old
}

// startProfile starts Chromium's sampling CPU profiler in ctx's tab, every
// 50 µs: a console.log costs a few µs, so the default 1 ms would see few.
func startProfile(ctx context.Context) error {
	return chromedp.Do(ctx, chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
		if _, err := cdp.Call(ctx, t, profiler.Enable, cdp.Empty{}); err != nil {
			return err
		}
		if _, err := cdp.Call(ctx, t, profiler.SetSamplingInterval, profiler.SetSamplingIntervalParams{Interval: 50}); err != nil {
			return err
		}
		_, err := cdp.Call(ctx, t, profiler.Start, cdp.Empty{})
		return err
	}))
}

func stopProfile(ctx context.Context) (*profiler.Profile, error) {
	var p *profiler.Profile
	err := chromedp.Do(ctx, chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
		res, err := cdp.Call(ctx, t, profiler.Stop, cdp.Empty{})
		if err != nil {
			return err
		}
		p = res.Profile
		_, err = cdp.Call(ctx, t, profiler.Disable, cdp.Empty{})
		return err
	}))
	return p, err
}

// topFunctions lists the n functions of p with the most samples on top of
// the stack (self), by name, file and line, with their share of all
// samples but the idle ones and the share of the samples under them
// (total: their callees too, each stack counted once); then the capture
// script's functions by total, which tells the work an event does in the
// app's task (a listener, a wrapper's record) from the work of sending it
// later (take, post).
func topFunctions(p *profiler.Profile, n int) string {
	byID := map[int64]*profiler.ProfileNode{}
	parent := map[int64]int64{}
	for _, node := range p.Nodes {
		byID[node.ID] = node
		for _, c := range node.Children {
			parent[c] = node.ID
		}
	}
	key := func(f *runtime.CallFrame) string {
		return fmt.Sprintf("%s %s:%d", cmp.Or(f.FunctionName, "(anonymous)"), path.Base(f.URL), f.LineNumber+1)
	}
	self, total := map[string]int64{}, map[string]int64{}
	var all int64
	for _, node := range p.Nodes {
		f := node.CallFrame
		if node.HitCount == 0 || f.FunctionName == "(idle)" || f.FunctionName == "(program)" {
			continue
		}
		self[key(f)] += node.HitCount
		all += node.HitCount
		seen := map[string]bool{}
		for id, ok := node.ID, true; ok; id, ok = parent[id] {
			k := key(byID[id].CallFrame)
			if !seen[k] {
				seen[k] = true
				total[k] += node.HitCount
			}
		}
	}
	var out strings.Builder
	list := func(m map[string]int64, keep func(string) bool) {
		keys := slices.SortedFunc(func(yield func(string) bool) {
			for k := range m {
				if keep(k) && !yield(k) {
					return
				}
			}
		}, func(a, b string) int { return cmp.Compare(m[b], m[a]) })
		for i, k := range keys {
			if i == n {
				break
			}
			fmt.Fprintf(&out, "  %5.1f%% self %5.1f%% total  %s\n", float64(self[k])*100/float64(all), float64(total[k])*100/float64(all), k)
		}
	}
	list(self, func(string) bool { return true })
	out.WriteString("  by total, the capture script's:\n")
	list(total, func(k string) bool {
		return strings.Contains(k, " capture.js:") || strings.Contains(k, " errbundle-sender.js:") || extensionFile(k)
	})
	return out.String()
}

// extensionFile reports whether a profile key (name, file:line) is in one
// of the extension's scripts: its capture parts and its bridge, which run
// on the page's thread too.
func extensionFile(key string) bool {
	for _, f := range append(slices.Clone(extension.CaptureParts), "bridge.js", "platform.js") {
		if strings.Contains(key, " "+path.Base(f)+":") {
			return true
		}
	}
	return false
}
