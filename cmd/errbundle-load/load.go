package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"math/rand/v2"
	"net/http"
	"os"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"
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

	// Soak mode: queries run alongside ingest instead of after it.
	soak       bool
	queryEvery time.Duration
	bodyMax    int
	strict     bool // exit 1 when a target is missed (-check)
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
// nothing while it measures: it shares two cores with the daemon.
func bodies(g *gen, n, size int, now time.Time) [][]byte {
	out := make([][]byte, n)
	for i := range out {
		// Batches reach back over the last five minutes.
		base := now.Add(-5 * time.Minute).Add(time.Duration(i) * 5 * time.Minute / time.Duration(n))
		out[i] = g.batch(i, size, base)
	}
	return out
}

// ingest posts batches from cfg.conns goroutines over keep-alive
// connections until cfg.duration has passed. next gives the body of the
// i-th batch; it is called from several goroutines at once.
func ingest(ctx context.Context, cfg config, client *http.Client, next func(i int) []byte) IngestResult {
	url := "http://" + cfg.addr + "/v1/events"
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
			for i := w; ctx.Err() == nil; i += cfg.conns {
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
				body := next(i)
				t0 := time.Now()
				accepted, rejected, err := post(ctx, client, url, body)
				if ctx.Err() != nil {
					return // cut off by the deadline: not a measurement
				}
				t.lat = append(t.lat, time.Since(t0))
				t.n++
				t.bytes += int64(len(body))
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
		return 0, 0, fmt.Errorf("POST /v1/events: %s: %.200s", resp.Status, reply)
	}
	var r struct {
		Accepted int               `json:"accepted"`
		Rejected []json.RawMessage `json:"rejected"`
	}
	if err := json.Unmarshal(reply, &r); err != nil {
		return 0, 0, fmt.Errorf("POST /v1/events: reply: %w", err)
	}
	return r.Accepted, len(r.Rejected), nil
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
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, "http://"+cfg.addr+"/v1/health", nil)
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
		return nil, fmt.Errorf("GET /v1/health: %s", resp.Status)
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

// gen makes the telemetry of a busy dev session: per 100 events 5 errors,
// 45 logs, 30 requests with 0.2–2 KB bodies (about 5% failing, many of
// them static assets) and 20 actions, from several tabs.
type gen struct {
	rng  *rand.Rand
	tabs int
	n    int
	// bodyMax, when over 2000, lets a fifth of bodies grow to 16 KiB and a
	// tenth beyond, up to bodyMax bytes: the store truncates those.
	bodyMax int
	// epoch, when set, makes timestamps placeholders relative to it that
	// a template fills in at send time (see soak.go).
	epoch time.Time
	large int // bodies made over 16 KiB
}

var (
	pages   = []string{"/", "/orders", "/orders/42", "/checkout", "/settings/profile", "/admin/users?page=2"}
	comps   = []string{"OrderList", "OrderRow", "Checkout", "CartSummary", "ProfileForm", "UserTable"}
	assets  = []string{"/src/components/OrderList.tsx?t=1738837800000", "/node_modules/.vite/deps/react-dom_client.js?v=8f2a1c3d", "/@vite/client", "/src/index.css", "/assets/logo.svg", "/assets/fonts/inter-var.woff2"}
	apis    = []string{"/api/orders?page=%d", "/api/orders/%d", "/api/users/%d", "/api/cart?v=%d", "/api/products/%d/reviews"}
	logMsgs = []string{"[vite] hot updated: /src/components/OrderList.tsx", "fetching orders page %d", "render OrderRow took %d ms",
		"Warning: Each child in a list should have a unique \"key\" prop. Check the render method of `OrderList`. (%d)", "cart total recalculated: %d items"}
)

func (g *gen) pick(n int) int { return g.rng.IntN(n) }

// timestamp alternates the two wire forms: Unix milliseconds and RFC3339.
func (g *gen) timestamp(t time.Time) any {
	g.n++
	if !g.epoch.IsZero() {
		return placeholder(t.Sub(g.epoch), g.n%2 == 0)
	}
	if g.n%2 == 0 {
		return t.UTC().Format(time.RFC3339Nano)
	}
	return t.UnixMilli()
}

type wireMeta struct {
	Timestamp any    `json:"timestamp"`
	TabID     int    `json:"tab_id"`
	PageURL   string `json:"page_url"`
}

func (g *gen) meta(t time.Time) wireMeta {
	return wireMeta{Timestamp: g.timestamp(t), TabID: 1001 + g.pick(g.tabs), PageURL: "http://localhost:5173" + pages[g.pick(len(pages))]}
}

func (g *gen) body() string {
	size := 200 + g.pick(1801)
	if g.bodyMax > 2000 {
		switch r := g.pick(10); {
		case r < 2:
			size = 2000 + g.pick(min(g.bodyMax, 16<<10)-2000+1)
		case r < 3 && g.bodyMax > 16<<10:
			size = 16<<10 + 1 + g.pick(g.bodyMax-16<<10)
		}
	}
	var b strings.Builder
	b.Grow(size + 200)
	fmt.Fprintf(&b, `{"page":%d,"total":%d,"items":[`, 1+g.pick(20), g.pick(500))
	for i := 0; b.Len() < size; i++ {
		if i > 0 {
			b.WriteByte(',')
		}
		fmt.Fprintf(&b, `{"id":%d,"sku":"SKU-%06d","name":"Running shoe model %d","price":%d.%02d,"qty":%d,"owner":"user%d@example.com","created_at":"2026-02-06T10:%02d:%02d.000Z"}`,
			g.pick(1e6), g.pick(1e6), g.pick(100), g.pick(300), g.pick(100), 1+g.pick(5), g.pick(1000), g.pick(60), g.pick(60))
	}
	b.WriteString(`]}`)
	if b.Len() > 16<<10 {
		g.large++
	}
	return b.String()
}

type wireBatch struct {
	Errors  []map[string]any `json:"errors,omitempty"`
	Logs    []map[string]any `json:"logs,omitempty"`
	Network []map[string]any `json:"network,omitempty"`
	Actions []map[string]any `json:"actions,omitempty"`
}

func (m wireMeta) with(kv ...any) map[string]any {
	out := map[string]any{"timestamp": m.Timestamp, "tab_id": m.TabID, "page_url": m.PageURL}
	for i := 0; i < len(kv); i += 2 {
		out[kv[i].(string)] = kv[i+1]
	}
	return out
}

// batch encodes the i-th batch of size events, each within two seconds
// after base.
func (g *gen) batch(i, size int, base time.Time) []byte {
	var w wireBatch
	for j := range size {
		t := base.Add(time.Duration(g.pick(2000)) * time.Millisecond)
		// Whatever the batch size, every 100 events follow the mix.
		switch k := (i*size + j) % 100; {
		case k%20 == 0: // 5 errors
			comp := comps[g.pick(len(comps))]
			msg := fmt.Sprintf("Cannot read properties of undefined (reading 'items') in order %d", g.pick(1e5))
			stack := "TypeError: " + msg + "\n" +
				fmt.Sprintf("    at %s (http://localhost:5173/src/components/%s.tsx?t=1738837800000:%d:17)\n", comp, comp, 10+g.pick(200)) +
				strings.Repeat("    at renderWithHooks (http://localhost:5173/node_modules/.vite/deps/chunk-RPCDYKBN.js?v=8f2a1c3d:11548:26)\n", 8)
			w.Errors = append(w.Errors, g.meta(t).with("message", msg, "type", "TypeError", "kind", "exception",
				"source", "window.onerror", "url", "http://localhost:5173/src/components/"+comp+".tsx", "line", 42, "column", 17, "stack", stack))
		case k%20 < 10: // 45 logs
			level := []string{"log", "log", "log", "info", "debug", "warn", "warning"}[g.pick(7)]
			if g.pick(50) == 0 {
				level = "error"
			}
			msg := logMsgs[g.pick(len(logMsgs))]
			if strings.Contains(msg, "%d") {
				msg = fmt.Sprintf(msg, g.pick(1e4))
			}
			w.Logs = append(w.Logs, g.meta(t).with("level", level, "message", msg))
		case k%20 < 16: // 30 requests
			w.Network = append(w.Network, g.request(t))
		default: // 20 actions
			m := g.meta(t)
			if g.pick(3) == 0 {
				w.Actions = append(w.Actions, m.with("type", "input", "selector", `input[name="qty"]`, "value", strconv.Itoa(1+g.pick(9))))
			} else {
				w.Actions = append(w.Actions, m.with("type", "click", "selector", "button.btn-primary", "text", "Save order"))
			}
		}
	}
	b, err := json.Marshal(w)
	if err != nil {
		panic(err) // maps of strings and numbers always encode
	}
	return b
}

func (g *gen) request(t time.Time) map[string]any {
	m := g.meta(t)
	if g.pick(10) < 4 {
		return m.with("method", "GET", "url", "http://localhost:5173"+assets[g.pick(len(assets))], "status", 200,
			"duration_ms", 2+g.pick(100), "initiator", "script", "content_type", "application/javascript", "response_body", g.body())
	}
	api := apis[g.pick(len(apis))]
	r := m.with("method", "GET", "url", "http://localhost:5173"+fmt.Sprintf(api, g.pick(1000)), "status", 200,
		"duration_ms", 5+g.pick(800), "initiator", "fetch", "content_type", "application/json", "response_body", g.body(),
		"request_headers", map[string]string{"Accept": "application/json", "Authorization": "Bearer eyJhbGciOi"})
	if g.pick(4) == 0 {
		r["method"], r["request_body"] = "POST", fmt.Sprintf(`{"order_id":%d,"qty":%d}`, g.pick(1e5), 1+g.pick(5))
	}
	if g.pick(100) < 8 { // of all requests, ~5% fail
		switch g.pick(3) {
		case 0:
			r["status"], r["response_body"], r["error"] = 0, "", "TypeError: Failed to fetch"
		case 1:
			r["status"], r["response_body"] = 500, `{"error":"internal server error","detail":"pq: relation \"orders\" does not exist"}`
		default:
			r["status"], r["response_body"] = 422, `{"error":"validation failed","fields":{"qty":"must be positive"}}`
		}
	}
	return r
}
