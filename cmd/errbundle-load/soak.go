package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/errbundle/errbundle/internal/testgen"
)

// Soak targets, from the "Flood" issue. The RSS target is the daemon's byte
// budget, read from /v1/health, plus this much: the 40 MB, and 2 MB
// the daemon's fixed size grew by when the binary took in the DevTools
// protocol (errbundle attach, browser) and the Godot debugger (idle RSS
// 16.5 MB before, 18.6 MB after, measured side by side).
const (
	soakRSSHeadroom = 42_000_000 // bytes
	soakQueryP99    = 50.0       // ms
)

// soakViews are the observe views the soak queries, in turn, while it
// ingests: what an agent asks while the app keeps running.
var soakViews = []struct {
	name string
	args map[string]any
}{
	{"error_bundles", map[string]any{"what": "error_bundles"}},
	{"get_errors", map[string]any{"what": "get_errors"}},
	{"logs", map[string]any{"what": "logs", "limit": 50}},
}

// SoakResult is what a soak run measured.
type SoakResult struct {
	Seconds      float64                `json:"seconds"`
	Ingest       IngestResult           `json:"ingest"`
	LargeBodies  int64                  `json:"bodies_over_16k"` // response bodies sent over 16 KiB, which the store truncates
	Views        map[string]*ViewResult `json:"views"`
	QueryLatency Latency                `json:"query_latency"` // all views together
	RSS          RSSResult              `json:"rss"`
	BudgetBytes  int64                  `json:"budget_bytes"`
	Evicted      map[string]uint64      `json:"evicted"` // per buffer, at the end
	// FirstEviction is how far into the run /v1/health first showed an
	// eviction, in seconds; -1 when it never did.
	FirstEviction float64     `json:"first_eviction_s"`
	Statuses      map[int]int `json:"http_statuses"` // every response the daemon sent, by status
	NonOK         int         `json:"non_2xx"`
	FirstNonOK    string      `json:"first_non_2xx,omitempty"`
}

// ViewResult is what the calls of one observe view measured.
type ViewResult struct {
	Calls   int     `json:"calls"`
	Failed  int     `json:"failed"`
	Latency Latency `json:"latency"`
	// AfterEviction counts calls made once /v1/health had shown an
	// eviction from a buffer the view reads, and Reported those of them
	// whose reply said so (notice or context_may_be_incomplete).
	AfterEviction int `json:"after_eviction"`
	Reported      int `json:"reported"`
	// ReportedEarly counts replies reporting an eviction before the
	// once-a-second health sample had seen one: expected now and then.
	ReportedEarly int    `json:"reported_early"`
	FirstError    string `json:"first_error,omitempty"`
	lat           []time.Duration
}

// RSSResult is the daemon's resident memory, sampled once a second.
type RSSResult struct {
	Samples  int   `json:"samples"`
	MaxKiB   int64 `json:"max_kib"`
	FinalKiB int64 `json:"final_kib"`
	PeakKiB  int64 `json:"peak_kib"` // VmHWM at the end: the kernel's own peak
}

// statusCounter counts the status of every response the daemon sends.
type statusCounter struct {
	next http.RoundTripper

	mu     sync.Mutex // guards counts, first
	counts map[int]int
	first  string
}

func (s *statusCounter) RoundTrip(req *http.Request) (*http.Response, error) {
	resp, err := s.next.RoundTrip(req)
	if err != nil {
		return resp, err
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.counts == nil {
		s.counts = map[int]int{}
	}
	s.counts[resp.StatusCode]++
	if (resp.StatusCode < 200 || resp.StatusCode > 299) && s.first == "" {
		s.first = fmt.Sprintf("%s %s: %s", req.Method, req.URL.Path, resp.Status)
	}
	return resp, nil
}

func (s *statusCounter) result() (counts map[int]int, nonOK int, first string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	counts = map[int]int{}
	for code, n := range s.counts {
		counts[code] = n
		if code < 200 || code > 299 {
			nonOK += n
		}
	}
	return counts, nonOK, s.first
}

// template is a pre-encoded batch whose timestamps are filled in when it is
// sent, so that events arrive as fresh as a live page's and the buffers
// evict by age as they would in a long session.
type template struct {
	parts  [][]byte // len(stamps)+1 pieces of JSON around the timestamps
	stamps []stamp
	large  int // bodies over 16 KiB in the batch
}

type stamp struct {
	offset time.Duration // from the send time
	rfc    bool          // RFC3339 string rather than Unix milliseconds
}

// placeholder stands in for a timestamp offset from the send time; the
// JSON encoder writes it as a string that [newTemplate] finds again.
func placeholder(offset time.Duration, rfc bool) string {
	form := 'm'
	if rfc {
		form = 'r'
	}
	return fmt.Sprintf("@@ts:%d:%c@@", offset.Nanoseconds(), form)
}

var (
	stampOpen  = []byte(`"@@ts:`)
	stampClose = []byte(`@@"`)
)

func newTemplate(body []byte, large int) (*template, error) {
	t := &template{large: large}
	for {
		i := bytes.Index(body, stampOpen)
		if i < 0 {
			t.parts = append(t.parts, body)
			return t, nil
		}
		j := bytes.Index(body[i:], stampClose)
		if j < 0 {
			return nil, fmt.Errorf("unterminated timestamp placeholder at byte %d", i)
		}
		spec := body[i+len(stampOpen) : i+j] // "<nanoseconds>:<form>"
		sep := bytes.LastIndexByte(spec, ':')
		if sep < 0 {
			return nil, fmt.Errorf("bad timestamp placeholder %q", spec)
		}
		ns, err := strconv.ParseInt(string(spec[:sep]), 10, 64)
		if err != nil {
			return nil, fmt.Errorf("bad timestamp placeholder %q: %w", spec, err)
		}
		t.parts = append(t.parts, body[:i])
		t.stamps = append(t.stamps, stamp{offset: time.Duration(ns), rfc: string(spec[sep+1:]) == "r"})
		body = body[i+j+len(stampClose):]
	}
}

// render writes the batch with timestamps relative to now.
func (t *template) render(now time.Time) []byte {
	n := 0
	for _, p := range t.parts {
		n += len(p)
	}
	out := make([]byte, 0, n+len(t.stamps)*32)
	for i, s := range t.stamps {
		out = append(out, t.parts[i]...)
		at := now.Add(s.offset)
		if s.rfc {
			out = append(out, '"')
			out = at.UTC().AppendFormat(out, time.RFC3339Nano)
			out = append(out, '"')
		} else {
			out = strconv.AppendInt(out, at.UnixMilli(), 10)
		}
	}
	return append(out, t.parts[len(t.parts)-1]...)
}

// soakTemplates makes n batches of size events whose timestamps lie in the
// two seconds before they are sent, with bodies up to bodyMax bytes.
func soakTemplates(n, size, tabs, bodyMax int, seed uint64) ([]*template, error) {
	epoch := time.Unix(0, 0)
	g := testgen.New(seed)
	g.Tabs, g.BodyMax = tabs, bodyMax
	k := 0
	stamp := func(t time.Time) any {
		k++
		return placeholder(t.Sub(epoch), k%2 == 0)
	}
	out := make([]*template, n)
	for i := range out {
		before := g.Large
		t, err := newTemplate(testgen.WireWith(g.BatchOf(i, size, epoch, 2*time.Second), stamp), g.Large-before)
		if err != nil {
			return nil, err
		}
		out[i] = t
	}
	return out, nil
}

// evictionState is what the health sampler has seen, for the querier to
// judge replies by.
type evictionState struct {
	mu      sync.Mutex // guards evicted, first
	evicted map[string]uint64
	first   time.Duration
}

func (e *evictionState) set(ev map[string]uint64, at time.Duration) {
	e.mu.Lock()
	defer e.mu.Unlock()
	var evicted bool
	for _, n := range ev {
		evicted = evicted || n > 0
	}
	if evicted && e.first == 0 {
		e.first = at
	}
	e.evicted = ev
}

// seen reports whether a buffer among names had evicted at the last sample.
func (e *evictionState) seen(names ...string) bool {
	e.mu.Lock()
	defer e.mu.Unlock()
	for _, n := range names {
		if e.evicted[n] > 0 {
			return true
		}
	}
	return false
}

// viewBuffers are the buffers whose eviction each view reports.
var viewBuffers = map[string][]string{
	"error_bundles": {"network", "actions", "logs", "problems"},
	"get_errors":    {"errors", "logs", "network", "problems"},
	"logs":          {"logs"},
}

// strictViews must report an eviction on every reply once one of their
// buffers has evicted: they ask for everything, so the eviction is always
// inside their range. A bundle reports one only when it reached into its
// window, so error_bundles is counted but not judged.
var strictViews = []string{"get_errors", "logs"}

// soak ingests at cfg.rate for cfg.duration while querying the observe
// views in turn every cfg.queryEvery, sampling the daemon's memory and
// buffers once a second.
func soak(ctx context.Context, cfg config, client *http.Client, counter *statusCounter) (SoakResult, error) {
	r := SoakResult{Views: map[string]*ViewResult{}, FirstEviction: -1}
	h, err := health(ctx, cfg, client)
	if err != nil {
		return r, err
	}
	stats, err := parseStats(h)
	if err != nil {
		return r, err
	}
	r.BudgetBytes = stats.BudgetBytes
	templates, err := soakTemplates(256, cfg.batch, cfg.tabs, cfg.bodyMax, uint64(time.Now().UnixNano()))
	if err != nil {
		return r, err
	}
	for _, v := range soakViews {
		r.Views[v.name] = &ViewResult{}
	}

	runCtx, cancel := context.WithTimeout(ctx, cfg.duration)
	defer cancel()
	start := time.Now()
	var ev evictionState
	var wg sync.WaitGroup
	// Until wg.Wait, the sampler alone writes r.RSS.
	wg.Go(func() { // the sampler
		tick := time.NewTicker(time.Second)
		defer tick.Stop()
		for {
			select {
			case <-runCtx.Done():
				return
			case <-tick.C:
			}
			if cfg.pid > 0 {
				if cur, _, err := rss(cfg.pid); err == nil {
					r.RSS.Samples++
					r.RSS.MaxKiB = max(r.RSS.MaxKiB, cur)
				}
			}
			if h, err := health(runCtx, cfg, client); err == nil {
				if s, err := parseStats(h); err == nil {
					ev.set(s.evicted(), time.Since(start))
				}
			}
		}
	})
	// The MCP session keeps a server-sent events stream open: no overall
	// client timeout, each call is bounded instead.
	mcpClient := &http.Client{Transport: client.Transport, CheckRedirect: client.CheckRedirect}
	wg.Go(func() { queryLoop(runCtx, cfg, mcpClient, r.Views, &ev) })

	var large atomic.Int64
	r.Ingest = ingest(runCtx, cfg, client, func(i int) []part {
		t := templates[i%len(templates)]
		large.Add(int64(t.large))
		return []part{{"/v1/events", t.render(time.Now())}}
	})
	cancel()
	wg.Wait()
	r.Seconds = time.Since(start).Seconds()
	r.LargeBodies = large.Load()

	var all []time.Duration
	for _, v := range r.Views {
		all = append(all, v.lat...)
		v.Latency = summarise(v.lat)
	}
	r.QueryLatency = summarise(all)
	if h, err := health(ctx, cfg, client); err == nil {
		if s, err := parseStats(h); err == nil {
			r.Evicted = s.evicted()
		}
	}
	if ev.first > 0 {
		r.FirstEviction = ev.first.Seconds()
	}
	if cfg.pid > 0 {
		if cur, peak, err := rss(cfg.pid); err == nil {
			r.RSS.Samples++
			r.RSS.MaxKiB = max(r.RSS.MaxKiB, cur)
			r.RSS.FinalKiB, r.RSS.PeakKiB = cur, peak
		}
	}
	r.Statuses, r.NonOK, r.FirstNonOK = counter.result()
	return r, nil
}

// queryLoop calls the views in turn over one MCP session, as an agent
// would, until ctx is done.
func queryLoop(ctx context.Context, cfg config, client *http.Client, views map[string]*ViewResult, ev *evictionState) {
	fail := func(v *ViewResult, err error) {
		v.Failed++
		if v.FirstError == "" {
			v.FirstError = err.Error()
		}
	}
	c := mcp.NewClient(&mcp.Implementation{Name: "errbundle-load", Version: "0"}, nil)
	session, err := c.Connect(ctx, &mcp.StreamableClientTransport{Endpoint: "http://" + cfg.addr + "/mcp", HTTPClient: client}, nil)
	if err != nil {
		fail(views[soakViews[0].name], fmt.Errorf("connect: %w", err))
		return
	}
	defer session.Close()
	tick := time.NewTicker(cfg.queryEvery)
	defer tick.Stop()
	for i := 0; ; i++ {
		select {
		case <-ctx.Done():
			return
		case <-tick.C:
		}
		view := soakViews[i%len(soakViews)]
		v := views[view.name]
		evictedBefore := ev.seen(viewBuffers[view.name]...)
		callCtx, cancel := context.WithTimeout(ctx, 10*time.Second)
		t0 := time.Now()
		res, err := session.CallTool(callCtx, &mcp.CallToolParams{Name: "observe", Arguments: view.args})
		d := time.Since(t0)
		cancel()
		if ctx.Err() != nil {
			return // cut off by the end of the run: not a measurement
		}
		v.Calls++
		if err == nil && res.IsError {
			err = fmt.Errorf("tool error: %.200s", text(res))
		}
		if err != nil {
			fail(v, err)
			continue
		}
		v.lat = append(v.lat, d)
		reported := reportsEviction(text(res))
		switch {
		case evictedBefore:
			v.AfterEviction++
			if reported {
				v.Reported++
			}
		case reported:
			v.ReportedEarly++
		}
	}
}

// reportsEviction reports whether an observe reply says that a buffer
// evicted events it might have shown: a raw view's notice, a bundle's
// context_may_be_incomplete, or the notice get_errors appends to its text.
func reportsEviction(reply string) bool {
	var v struct {
		Notice  string `json:"notice"`
		Bundles []struct {
			Incomplete []string `json:"context_may_be_incomplete"`
		} `json:"bundles"`
	}
	if json.Unmarshal([]byte(reply), &v) != nil {
		return strings.Contains(reply, "buffers evicted events")
	}
	if v.Notice != "" {
		return true
	}
	for _, b := range v.Bundles {
		if len(b.Incomplete) > 0 {
			return true
		}
	}
	return false
}

// healthStats is the part of GET /v1/health the soak reads.
type healthStats struct {
	Buffers map[string]struct {
		Count    int    `json:"count"`
		Capacity int    `json:"capacity"`
		Evicted  uint64 `json:"evicted"`
	} `json:"buffers"`
	Bytes       int64 `json:"bytes"`
	BudgetBytes int64 `json:"budget_bytes"`
}

func parseStats(h json.RawMessage) (healthStats, error) {
	var s healthStats
	if err := json.Unmarshal(h, &s); err != nil {
		return s, fmt.Errorf("GET /v1/health: %w", err)
	}
	if s.BudgetBytes <= 0 || s.Buffers == nil {
		return s, fmt.Errorf("GET /v1/health: no buffers or budget_bytes in %.200s", h)
	}
	return s, nil
}

func (s healthStats) evicted() map[string]uint64 {
	out := make(map[string]uint64, len(s.Buffers))
	for name, b := range s.Buffers {
		out[name] = b.Evicted
	}
	return out
}

// soakTargets checks a soak run against the "Flood" issue's figures.
func soakTargets(r SoakResult, cfg config) []Target {
	var out []Target
	add := func(name string, got float64, want string, met bool) {
		out = append(out, Target{Name: name, Got: got, Want: want, Met: met})
	}
	if cfg.pid > 0 {
		limit := (r.BudgetBytes + soakRSSHeadroom) / 1024
		add("daemon RSS max KiB", float64(r.RSS.MaxKiB), fmt.Sprintf("<= %d (budget + 42 MB)", limit), r.RSS.Samples > 0 && r.RSS.MaxKiB <= limit)
	}
	calls, failed := 0, 0
	for _, v := range r.Views {
		calls += v.Calls
		failed += v.Failed
	}
	add("query p99 ms (all views)", r.QueryLatency.P99, "< 50", calls > failed && r.QueryLatency.P99 < soakQueryP99)
	add("failed queries", float64(failed), "0", failed == 0)
	add("non-2xx responses", float64(r.NonOK), "0", r.NonOK == 0)
	add("failed batches", float64(r.Ingest.Failed), "0", r.Ingest.Failed == 0)
	var evicted uint64
	for _, n := range r.Evicted {
		evicted += n
	}
	add("events evicted", float64(evicted), "> 0 (the soak must overflow the buffers)", evicted > 0)
	for _, name := range strictViews {
		if v := r.Views[name]; v != nil {
			add(name+" replies after eviction with notice", float64(v.Reported), fmt.Sprintf("= %d, and > 0", v.AfterEviction),
				v.AfterEviction > 0 && v.Reported == v.AfterEviction)
		}
	}
	return out
}

func printSoak(w io.Writer, rep SoakReport) {
	r := rep.Soak
	in := r.Ingest
	fmt.Fprintf(w, "errbundle-load soak against %s, %.0fs\n\n", rep.Addr, r.Seconds)
	fmt.Fprintf(w, "ingest   %d batches, %d events accepted, %d rejected, %d batches failed\n", in.Batches, in.Events, in.Rejected, in.Failed)
	fmt.Fprintf(w, "         %.0f events/s (aimed at %v), %.1f MB/s, %d bodies over 16 KiB\n", in.EventsPerSec, rep.Config["rate"], in.BytesPerSec/1e6, r.LargeBodies)
	fmt.Fprintf(w, "         batch latency p50 %.2f ms  p99 %.2f ms  max %.2f ms\n", in.Latency.P50, in.Latency.P99, in.Latency.Max)
	if in.FirstError != "" {
		fmt.Fprintf(w, "         first error: %s\n", in.FirstError)
	}
	fmt.Fprintf(w, "queries  all views: p50 %.2f ms  p90 %.2f ms  p99 %.2f ms  max %.2f ms\n",
		r.QueryLatency.P50, r.QueryLatency.P90, r.QueryLatency.P99, r.QueryLatency.Max)
	for _, sv := range soakViews {
		v := r.Views[sv.name]
		fmt.Fprintf(w, "         %-13s %5d calls, %d failed, p50 %.2f ms  p99 %.2f ms; after eviction %d, reported it %d (early %d)\n",
			sv.name, v.Calls, v.Failed, v.Latency.P50, v.Latency.P99, v.AfterEviction, v.Reported, v.ReportedEarly)
		if v.FirstError != "" {
			fmt.Fprintf(w, "         first error: %s\n", v.FirstError)
		}
	}
	fmt.Fprintf(w, "evicted ")
	for _, name := range []string{"errors", "logs", "network", "actions", "lines", "problems"} {
		fmt.Fprintf(w, " %s %d", name, r.Evicted[name])
	}
	if r.FirstEviction >= 0 {
		fmt.Fprintf(w, "; first after %.0fs", r.FirstEviction)
	}
	fmt.Fprintln(w)
	if r.RSS.Samples > 0 {
		fmt.Fprintf(w, "memory   RSS max %.1f MiB, final %.1f MiB, kernel peak %.1f MiB over %d samples; budget %.1f MiB\n",
			float64(r.RSS.MaxKiB)/1024, float64(r.RSS.FinalKiB)/1024, float64(r.RSS.PeakKiB)/1024, r.RSS.Samples, float64(r.BudgetBytes)/(1<<20))
	}
	fmt.Fprintf(w, "http     %d non-2xx", r.NonOK)
	if r.FirstNonOK != "" {
		fmt.Fprintf(w, ", first: %s", r.FirstNonOK)
	}
	fmt.Fprintf(w, "; statuses %v\n", r.Statuses)
	fmt.Fprintln(w, "\ntargets")
	printTargets(w, rep.Targets)
}
