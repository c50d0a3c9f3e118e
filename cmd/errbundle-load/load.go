package main

import (
	"bytes"
	"cmp"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"os"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/errbundle/errbundle/internal/testgen"
)

// config is what the flags set.
type config struct {
	addr     string
	duration time.Duration
	rate     int // events/s; 0 for as fast as possible
	conns    int
	batch    int
	queries  int
	tabs     int
	pid      int
	// count, if set, makes the run a fixed amount of work: exactly this
	// many batches are posted (unless -duration ends them first), so that
	// two daemons' costs can be compared per event, by instructions.
	count int
	seed  uint64 // of the generated events; 0 for a fresh one each run

	// Soak mode: queries run alongside ingest instead of after it.
	soak       bool
	queryEvery time.Duration
	bodyMax    int
	strict     bool // exit 1 when a target is missed (-check)

	// target is whose daemon -addr is: "errbundle", or "gasoline" to
	// drive Gasoline's the same way, side by side (gasoline.go).
	target string
}

// Latency summarises a set of durations, in milliseconds.
type Latency struct {
	P50 float64 `json:"p50_ms"`
	P90 float64 `json:"p90_ms"`
	P99 float64 `json:"p99_ms"`
	Max float64 `json:"max_ms"`
}

func summarise(ds []time.Duration) Latency {
	if len(ds) == 0 {
		return Latency{}
	}
	slices.Sort(ds)
	at := func(q float64) float64 {
		i := min(int(q*float64(len(ds))), len(ds)-1)
		return float64(ds[i].Microseconds()) / 1000
	}
	return Latency{P50: at(0.50), P90: at(0.90), P99: at(0.99), Max: float64(ds[len(ds)-1].Microseconds()) / 1000}
}

// IngestResult is what the ingest phase measured.
type IngestResult struct {
	Seconds      float64 `json:"seconds"`
	Batches      int     `json:"batches"`
	Events       int     `json:"events"`   // accepted by the daemon
	Rejected     int     `json:"rejected"` // events the daemon refused
	Failed       int     `json:"failed"`   // batches without a 200
	EventsPerSec float64 `json:"events_per_s"`
	BytesPerSec  float64 `json:"bytes_per_s"`
	Latency      Latency `json:"batch_latency"`
	FirstError   string  `json:"first_error,omitempty"`
}

// QueryResult is what the query phase measured.
type QueryResult struct {
	Queries    int     `json:"queries"`
	Failed     int     `json:"failed"`
	Latency    Latency `json:"latency"`
	ReplyBytes struct {
		Min int `json:"min"`
		Max int `json:"max"`
	} `json:"reply_bytes"`
	Bundles    int    `json:"bundles"` // in the last reply
	FirstError string `json:"first_error,omitempty"`
}

// Report is the whole run, as -json prints it.
type Report struct {
	Addr    string          `json:"addr"`
	Config  map[string]any  `json:"config"`
	Ingest  IngestResult    `json:"ingest"`
	Query   QueryResult     `json:"error_bundles"`
	Health  json.RawMessage `json:"health,omitempty"`
	RSSKiB  int64           `json:"rss_kib,omitempty"`
	HWMKiB  int64           `json:"rss_peak_kib,omitempty"`
	Targets []Target        `json:"targets"`
}

// Target is one figure the issue asks for, and whether the run met it.
type Target struct {
	Name string  `json:"name"`
	Got  float64 `json:"got"`
	Want string  `json:"want"`
	Met  bool    `json:"met"`
}

// bodies pre-encodes n batches so that making events costs the load tool
// nothing while it measures: it shares two cores with the daemon. The
// target says whose wire: errbundle's, or Gasoline's (gasoline.go).
func bodies(g *testgen.Gen, n, size int, now time.Time, target string) [][]part {
	out := make([][]part, n)
	for i := range out {
		// Batches reach back over the last five minutes, each over two
		// seconds.
		at := now.Add(-5 * time.Minute).Add(time.Duration(i+1) * 5 * time.Minute / time.Duration(n))
		b := g.BatchOf(i, size, at, 2*time.Second)
		if target == "gasoline" {
			out[i] = gasolineParts(b)
		} else {
			out[i] = []part{{"/v1/events", testgen.Wire(b)}}
		}
	}
	return out
}

// ingest posts batches from cfg.conns goroutines over keep-alive
// connections until cfg.duration has passed. next gives the body of the
// i-th batch; it is called from several goroutines at once.
// A part is one POST of a batch: errbundle takes a batch in one, to
// /v1/events; Gasoline in one per kind of event (see gasoline.go).
type part struct {
	path string
	body []byte
}

func ingest(ctx context.Context, cfg config, client *http.Client, next func(i int) []part) IngestResult {
	ctx, cancel := context.WithTimeout(ctx, cfg.duration)
	defer cancel()
	// With a rate, each connection sends its share on a fixed schedule.
	var interval time.Duration
	if cfg.rate > 0 {
		interval = time.Duration(float64(time.Second) * float64(cfg.batch*cfg.conns) / float64(cfg.rate))
	}
	type tally struct {
		lat                         []time.Duration
		events, rejected, failed, n int
		bytes                       int64
		firstErr                    string
	}
	tallies := make([]tally, cfg.conns)
	start := time.Now()
	var wg sync.WaitGroup
	for w := range cfg.conns {
		wg.Go(func() {
			t := &tallies[w]
			due := start.Add(interval * time.Duration(w) / time.Duration(cfg.conns))
			for i := w; ctx.Err() == nil && (cfg.count == 0 || i < cfg.count); i += cfg.conns {
				if interval > 0 {
					if d := time.Until(due); d > 0 {
						select {
						case <-ctx.Done():
							return
						case <-time.After(d):
						}
					}
					due = due.Add(interval)
				}
				t0 := time.Now()
				var accepted, rejected int
				var err error
				for _, p := range next(i) {
					a, r, perr := post(ctx, client, "http://"+cfg.addr+p.path, p.body)
					accepted, rejected, t.bytes = accepted+a, rejected+r, t.bytes+int64(len(p.body))
					err = cmp.Or(err, perr)
				}
				if ctx.Err() != nil {
					return // cut off by the deadline: not a measurement
				}
				t.lat = append(t.lat, time.Since(t0))
				t.n++
				if err != nil {
					t.failed++
					if t.firstErr == "" {
						t.firstErr = err.Error()
					}
					continue
				}
				t.events += accepted
				t.rejected += rejected
			}
		})
	}
	wg.Wait()
	elapsed := time.Since(start)
	var r IngestResult
	var lat []time.Duration
	var bytes int64
	for _, t := range tallies {
		lat = append(lat, t.lat...)
		r.Batches += t.n
		r.Events += t.events
		r.Rejected += t.rejected
		r.Failed += t.failed
		bytes += t.bytes
		if r.FirstError == "" {
			r.FirstError = t.firstErr
		}
	}
	r.Seconds = elapsed.Seconds()
	r.EventsPerSec = float64(r.Events) / elapsed.Seconds()
	r.BytesPerSec = float64(bytes) / elapsed.Seconds()
	r.Latency = summarise(lat)
	return r
}

// post sends one batch and reads the daemon's answer to the end, so that
// the connection goes back to the pool.
func post(ctx context.Context, client *http.Client, url string, body []byte) (accepted, rejected int, err error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, url, bytes.NewReader(body))
	if err != nil {
		return 0, 0, err
	}
	req.Header.Set("Content-Type", "application/json")
	resp, err := client.Do(req)
	if err != nil {
		return 0, 0, err
	}
	defer resp.Body.Close()
	reply, err := io.ReadAll(resp.Body)
	if err != nil {
		return 0, 0, err
	}
	if resp.StatusCode != http.StatusOK {
		return 0, 0, fmt.Errorf("POST %s: %s: %.200s", req.URL.Path, resp.Status, reply)
	}
	// errbundle answers {"accepted": n, "rejected": [...]}; Gasoline's
	// /logs {"received": n, "rejected": n}, its other routes {"count": n}.
	var r struct {
		Accepted, Received, Count int
		Rejected                  json.RawMessage
	}
	if err := json.Unmarshal(reply, &r); err != nil {
		return 0, 0, fmt.Errorf("POST %s: reply: %w", req.URL.Path, err)
	}
	var list []json.RawMessage
	if json.Unmarshal(r.Rejected, &list) != nil {
		_ = json.Unmarshal(r.Rejected, &rejected)
	}
	return r.Accepted + r.Received + r.Count, rejected + len(list), nil
}

// query calls observe error_bundles n times over one MCP session, the way
// an agent would, and measures each call and the size of its result.
func query(ctx context.Context, cfg config, client *http.Client) QueryResult {
	var r QueryResult
	ctx, cancel := context.WithTimeout(ctx, 2*time.Minute)
	defer cancel()
	c := mcp.NewClient(&mcp.Implementation{Name: "errbundle-load", Version: "0"}, nil)
	session, err := c.Connect(ctx, &mcp.StreamableClientTransport{Endpoint: "http://" + cfg.addr + "/mcp", HTTPClient: client}, nil)
	if err != nil {
		r.FirstError = "connect: " + err.Error()
		return r
	}
	defer session.Close()
	var lat []time.Duration
	for range cfg.queries {
		if ctx.Err() != nil {
			break
		}
		t0 := time.Now()
		res, err := session.CallTool(ctx, &mcp.CallToolParams{Name: "observe", Arguments: map[string]any{"what": "error_bundles"}})
		d := time.Since(t0)
		r.Queries++
		if err == nil && res.IsError {
			err = fmt.Errorf("tool error: %.200s", text(res))
		}
		if err != nil {
			r.Failed++
			if r.FirstError == "" {
				r.FirstError = err.Error()
			}
			continue
		}
		lat = append(lat, d)
		b, err := json.Marshal(res)
		if err != nil {
			r.Failed++
			continue
		}
		if r.ReplyBytes.Min == 0 || len(b) < r.ReplyBytes.Min {
			r.ReplyBytes.Min = len(b)
		}
		r.ReplyBytes.Max = max(r.ReplyBytes.Max, len(b))
		var reply struct {
			Count int `json:"count"`
		}
		if json.Unmarshal([]byte(text(res)), &reply) == nil {
			r.Bundles = reply.Count
		}
	}
	r.Latency = summarise(lat)
	return r
}

func text(res *mcp.CallToolResult) string {
	var b strings.Builder
	for _, c := range res.Content {
		if t, ok := c.(*mcp.TextContent); ok {
			b.WriteString(t.Text)
		}
	}
	return b.String()
}

// health fetches GET /v1/health.
func health(ctx context.Context, cfg config, client *http.Client) (json.RawMessage, error) {
	ctx, cancel := context.WithTimeout(ctx, 10*time.Second)
	defer cancel()
	path := "/v1/health"
	if cfg.target == "gasoline" {
		path = "/health"
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, "http://"+cfg.addr+path, nil)
	if err != nil {
		return nil, err
	}
	resp, err := client.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	if err != nil {
		return nil, err
	}
	if resp.StatusCode != http.StatusOK {
		return nil, fmt.Errorf("GET %s: %s", path, resp.Status)
	}
	return b, nil
}

// rss reads the resident set size and its peak, in KiB, from
// /proc/PID/status.
func rss(pid int) (cur, peak int64, err error) {
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/status", pid))
	if err != nil {
		return 0, 0, err
	}
	for _, line := range strings.Split(string(b), "\n") {
		name, val, ok := strings.Cut(line, ":")
		if !ok {
			continue
		}
		kib, err := strconv.ParseInt(strings.TrimSuffix(strings.TrimSpace(val), " kB"), 10, 64)
		if err != nil {
			continue
		}
		switch name {
		case "VmRSS":
			cur = kib
		case "VmHWM":
			peak = kib
		}
	}
	if cur == 0 {
		return 0, 0, fmt.Errorf("/proc/%d/status: no VmRSS", pid)
	}
	return cur, peak, nil
}
