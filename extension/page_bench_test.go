package extension_test

import (
	"context"
	"encoding/json"
	"fmt"
	"maps"
	"net/http"
	"net/http/httptest"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	cdplog "github.com/chromedp/cdproto/log"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"
	"github.com/modelcontextprotocol/go-sdk/mcp"
	"github.com/stretchr/testify/require"

	"github.com/errbundle/errbundle/internal/daemontest"
)

// workloadEvents is what one run of testdata/pages/workload.html sends,
// by phase (events per phase, for µs per event) and by buffer (for
// completeness: a console.error is a log and an error).
var (
	workloadPhases = []struct {
		name   string
		events int
	}{{"console.log", 5000}, {"fetch", 500}, {"click", 200}, {"console.error", 50}, {"uncaught", 20}}
	workloadSent = map[string]int{"logs": 5000 + 50, "errors": 50 + 20, "network": 500, "actions": 200}
)

// BenchmarkPage measures what the user feels, in real headless Chromium,
// with no capture, with the extension and with the script tag:
//
//   - page overhead: the workload of testdata/pages/workload.html, run
//     in interleaved rounds (one page load per mode a round), each phase's
//     median time, its ratio to no capture's and the µs it adds per event;
//   - completeness: of what each run sent, how much the daemon holds
//     (its buffers' count plus evictions, before and after the run);
//   - throw-to-agent: from a throw in the page to a waiting error_bundles
//     call (after + wait_seconds) returning it, p50 and p90.
//
// ERRBUNDLE_CAPTURE_BEFORE=old.js adds that script as a mode of its own
// ("tag before"), and ERRBUNDLE_EXTENSION_BEFORE=DIR another build of the
// extension, unpacked in DIR ("ext before"), for a before-and-after
// comparison in one run.
//
// It runs outside make test's budget: make bench-browser, or
//
//	ERRBUNDLE_BENCH_ROUNDS=5 go test ./extension/ -run '^$' -bench BenchmarkPage -benchtime 1x
//
// Wall time on a shared machine is noise below ×1.3; read the medians
// with the load average it prints.
func BenchmarkPage(b *testing.B) {
	rounds, throws := 5, 20
	if s := os.Getenv("ERRBUNDLE_BENCH_ROUNDS"); s != "" {
		n, err := strconv.Atoi(s)
		require.NoError(b, err, "ERRBUNDLE_BENCH_ROUNDS")
		rounds = n
	}
	br := sharedBrowsers(b)
	p := servePages(b)
	ds := br.deliveries(b)
	type mode struct {
		name    string
		browser context.Context
		daemon  *daemontest.Daemon // nil: no capture
		query   string
	}
	modes := []mode{{name: "no capture", browser: br.plain}}
	for _, d := range ds {
		modes = append(modes, mode{d.name, d.browser, d.daemon, d.query})
	}
	// ERRBUNDLE_CAPTURE_BEFORE=old.js: that script too, through the script
	// tag, with a daemon of its own, for a before-and-after comparison in
	// one run (see BenchmarkEventOverhead for main's).
	if before := os.Getenv("ERRBUNDLE_CAPTURE_BEFORE"); before != "" {
		old, err := os.ReadFile(before)
		require.NoError(b, err)
		srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			w.Header().Set("Content-Type", "text/javascript")
			w.Write(old)
		}))
		b.Cleanup(srv.Close)
		d := daemontest.Start(b, daemonBinary(b), daemontest.Options{})
		ds = append(ds, delivery{name: "tag before", browser: br.plain, daemon: d, query: "capture=" + srv.URL + "&daemon=" + d.URL("")})
		modes = append(modes, mode{"tag before", br.plain, d, ds[len(ds)-1].query})
	}
	// ERRBUNDLE_EXTENSION_BEFORE=DIR: another build of the extension
	// (unpacked; see BenchmarkEventOverhead), in a browser of its own with
	// a daemon of its own ("ext before").
	if dir := os.Getenv("ERRBUNDLE_EXTENSION_BEFORE"); dir != "" {
		old := extensionBefore(b, dir)
		d := daemontest.Start(b, daemonBinary(b), daemontest.Options{})
		configureExtension(old, b, br.extID, d.URL(""), "")
		ds = append(ds, delivery{name: "ext before", browser: old, daemon: d})
		modes = append(modes, mode{"ext before", old, d, ""})
	}
	if load, err := os.ReadFile("/proc/loadavg"); err == nil {
		b.Logf("load average at start: %s", strings.TrimSpace(string(load)))
	}

	times := map[string]map[string][]float64{} // mode → phase → ms
	held := map[string]map[string]int{}        // mode → buffer → events held
	for range rounds {
		for _, m := range modes {
			var before map[string]int
			if m.daemon != nil {
				before = stored(b, m.daemon)
			}
			tab := newTab(m.browser, b)
			ctx, cancel := context.WithTimeout(tab, 2*time.Minute)
			quiet(ctx, b, p.url("/workload.html", m.query))
			phases, err := chromedp.Run(ctx, chromedp.Evaluate[map[string]float64]("workload()", chromedp.EvalAwaitPromise))
			require.NoError(b, err, "%s: workload", m.name)
			if times[m.name] == nil {
				times[m.name], held[m.name] = map[string][]float64{}, map[string]int{}
			}
			for k, v := range phases {
				times[m.name][k] = append(times[m.name][k], v)
			}
			if m.daemon != nil {
				after := settled(b, m.daemon, before)
				for k := range workloadSent {
					held[m.name][k] += after[k] - before[k]
				}
			}
			cancel()
			require.NoError(b, chromedp.Cancel(tab))
		}
	}

	var out strings.Builder
	fmt.Fprintf(&out, "\npage overhead, median of %d interleaved page loads (ms; ratio to no capture; µs added per event)\n", rounds)
	fmt.Fprintf(&out, "%-14s %10s", "phase", "no capture")
	for _, m := range modes[1:] {
		fmt.Fprintf(&out, " %28s", m.name)
	}
	out.WriteString("\n")
	totals := map[string]float64{}
	for _, ph := range workloadPhases {
		base := median(times["no capture"][ph.name])
		totals["no capture"] += base
		fmt.Fprintf(&out, "%-14s %10.1f", ph.name, base)
		for _, m := range modes[1:] {
			v := median(times[m.name][ph.name])
			totals[m.name] += v
			fmt.Fprintf(&out, " %10.1f ×%5.2f %8.2f µs/ev", v, v/base, (v-base)*1000/float64(ph.events))
		}
		out.WriteString("\n")
	}
	fmt.Fprintf(&out, "%-14s %10.1f", "total", totals["no capture"])
	for _, m := range modes[1:] {
		fmt.Fprintf(&out, " %10.1f ×%5.2f %14s", totals[m.name], totals[m.name]/totals["no capture"], "")
		b.ReportMetric(totals[m.name]/totals["no capture"], "×total("+strings.ReplaceAll(m.name, " ", "-")+")")
	}
	out.WriteString("\n\ncompleteness: events the daemon holds / events the page sent, over all rounds\n")
	for _, m := range modes[1:] {
		fmt.Fprintf(&out, "%-12s", m.name)
		for _, k := range slices.Sorted(maps.Keys(workloadSent)) {
			fmt.Fprintf(&out, "  %s %d/%d", k, held[m.name][k], workloadSent[k]*rounds)
		}
		out.WriteString("\n")
	}

	out.WriteString("\nthrow-to-agent: throw in the page → a waiting error_bundles call returns it\n")
	for _, d := range ds {
		ms := throwToAgent(b, d, p, throws)
		slices.Sort(ms)
		p50, p90 := ms[len(ms)/2], ms[len(ms)*9/10]
		fmt.Fprintf(&out, "%-12s p50 %.1f ms, p90 %.1f ms, max %.1f ms (%d throws)\n", d.name, p50, p90, ms[len(ms)-1], len(ms))
		b.ReportMetric(p50, "ms-p50-throw("+strings.ReplaceAll(d.name, " ", "-")+")")
	}
	if load, err := os.ReadFile("/proc/loadavg"); err == nil {
		fmt.Fprintf(&out, "\nload average at the end: %s\n", strings.TrimSpace(string(load)))
	}
	// To stdout: a benchmark's log is cut to a few lines.
	fmt.Print(out.String())
}

// quiet opens url with Chromium's reporting of console calls to us off:
// it would cost far more than capture does.
func quiet(ctx context.Context, tb testing.TB, url string) {
	tb.Helper()
	require.NoError(tb, chromedp.Do(ctx, chromedp.Navigate(url), chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
		if _, err := cdp.Call(ctx, t, runtime.Disable, cdp.Empty{}); err != nil {
			return err
		}
		_, err := cdp.Call(ctx, t, cdplog.Disable, cdp.Empty{})
		return err
	})))
}

// health is the part of GET /v1/health the benchmark reads.
type health struct {
	Buffers map[string]struct {
		Count   int    `json:"count"`
		Evicted uint64 `json:"evicted"`
	} `json:"buffers"`
	Waiting int64 `json:"waiting_queries"`
}

func readHealth(tb testing.TB, d *daemontest.Daemon) health {
	tb.Helper()
	res, err := http.Get(d.URL("/v1/health"))
	require.NoError(tb, err)
	defer res.Body.Close()
	var h health
	require.NoError(tb, json.NewDecoder(res.Body).Decode(&h))
	return h
}

// stored is how many events of each buffer the daemon has stored since it
// started: what it holds and what it evicted.
func stored(tb testing.TB, d *daemontest.Daemon) map[string]int {
	h := readHealth(tb, d)
	out := map[string]int{}
	for k, v := range h.Buffers {
		out[k] = v.Count + int(v.Evicted)
	}
	return out
}

// settled waits until the daemon has stored a run's events (or no more
// arrive for 2 s) and returns what it stored since it started.
func settled(tb testing.TB, d *daemontest.Daemon, before map[string]int) map[string]int {
	last, lastChange := stored(tb, d), time.Now()
	for time.Since(lastChange) < 2*time.Second {
		done := true
		for k, n := range workloadSent {
			done = done && last[k]-before[k] >= n
		}
		if done {
			return last
		}
		time.Sleep(50 * time.Millisecond)
		now := stored(tb, d)
		if !sameCounts(now, last) {
			last, lastChange = now, time.Now()
		}
	}
	return last
}

func sameCounts(a, b map[string]int) bool {
	for k, v := range a {
		if b[k] != v {
			return false
		}
	}
	return len(a) == len(b)
}

// throwToAgent measures n times, on one page of d, the time from a throw
// to a waiting error_bundles call returning it, in ms.
func throwToAgent(tb testing.TB, d delivery, p *pages, n int) []float64 {
	tb.Helper()
	tab := newTab(d.browser, tb)
	ctx, cancel := context.WithTimeout(tab, 5*time.Minute)
	defer cancel()
	quiet(ctx, tb, p.url("/workload.html", d.query))
	client := mcp.NewClient(&mcp.Implementation{Name: "bench", Version: "0"}, nil)
	session, err := client.Connect(ctx, &mcp.StreamableClientTransport{Endpoint: d.daemon.URL("/mcp")}, nil)
	require.NoError(tb, err)
	defer session.Close()
	call := func(args map[string]any) (string, error) {
		res, err := session.CallTool(ctx, &mcp.CallToolParams{Name: "observe", Arguments: args})
		if err != nil {
			return "", err
		}
		if res.StructuredContent != nil {
			b, err := json.Marshal(res.StructuredContent)
			return string(b), err
		}
		for _, c := range res.Content {
			if tc, ok := c.(*mcp.TextContent); ok {
				return tc.Text, nil
			}
		}
		return "", fmt.Errorf("no content")
	}
	var out []float64
	for i := range n {
		text, err := call(map[string]any{"what": "error_bundles", "limit": 1})
		require.NoError(tb, err)
		var start struct{ Cursor string }
		require.NoError(tb, json.Unmarshal([]byte(text), &start))
		type answer struct {
			text string
			at   time.Time
			err  error
		}
		got := make(chan answer, 1)
		waiting := readHealth(tb, d.daemon).Waiting
		go func() {
			text, err := call(map[string]any{"what": "error_bundles", "after": start.Cursor, "wait_seconds": 20, "limit": 5})
			got <- answer{text, time.Now(), err}
		}()
		for deadline := time.Now().Add(10 * time.Second); readHealth(tb, d.daemon).Waiting <= waiting; {
			require.True(tb, time.Now().Before(deadline), "the error_bundles call never waited")
			time.Sleep(5 * time.Millisecond)
		}
		message := fmt.Sprintf("agent waits for %s %d", d.name, i)
		_, err = chromedp.Run(ctx, chromedp.Evaluate[bool](fmt.Sprintf("throwLater(%q)", message)))
		require.NoError(tb, err)
		a := <-got
		require.NoError(tb, a.err)
		require.Contains(tb, a.text, message, "the waiting call returned another error")
		thrown, err := chromedp.Run(ctx, chromedp.Evaluate[float64]("window.thrownAt"))
		require.NoError(tb, err)
		out = append(out, float64(a.at.UnixMicro())/1000-thrown)
	}
	return out
}

func median(v []float64) float64 {
	s := slices.Sorted(slices.Values(v))
	return s[len(s)/2]
}
