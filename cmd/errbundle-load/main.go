// Command errbundle-load drives a running errbundle daemon on a loopback
// address and reports what it sustains: ingest events/s and batch latency,
// error_bundles latency and reply size over MCP streamable HTTP, buffer
// counts, and the daemon's memory.
//
//	errbundle serve --addr 127.0.0.1:7399 &
//	errbundle-load -addr 127.0.0.1:7399 -duration 20s -pid $!
//
// It only ever talks to the address given, which must be loopback, and
// stops by itself: ingest lasts -duration, then -queries calls are made.
//
// With -batches it posts a fixed amount of work instead, the same events
// for the same -seed, so that two daemons can be compared per event by
// the instructions they spend (valgrind's callgrind on the daemon), which
// other processes' load does not move:
//
//	errbundle-load -addr 127.0.0.1:7399 -batches 1000 -seed 1 -queries 0
//
// # Soak
//
// With -soak it floods the daemon for ten minutes (or -duration) at 4,000
// events/s from 200 tabs, with response bodies up to 32 KiB so that the
// store truncates some, while it calls error_bundles, get_errors and logs in
// turn every -query-every. Once a second it samples the daemon's RSS and the
// buffers' evictions. It reports query latency, RSS against the byte budget
// plus 42 MB, evictions per buffer, whether replies said so, and every
// non-2xx response; -check makes a missed target exit 1.
//
//	errbundle-load -soak -addr 127.0.0.1:7399 -pid $! -check
package main

import (
	"cmp"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/signal"
	"syscall"
	"time"

	"github.com/errbundle/errbundle/internal/testgen"
)

// Targets from the performance issue.
const (
	targetEventsPerSec = 100_000
	targetBatchP99     = 5.0  // ms
	targetQueryP50     = 2.0  // ms
	targetQueryP99     = 10.0 // ms
	targetReplyBytes   = 16 << 10
	targetRSSKiB       = (64<<20 + soakRSSHeadroom) / 1024 // default byte budget + the headroom, when /v1/health gives none
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	os.Exit(run(ctx, os.Args[1:], os.Stdout, os.Stderr))
}

func run(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	var cfg config
	var asJSON bool
	fs := flag.NewFlagSet("errbundle-load", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.StringVar(&cfg.addr, "addr", "127.0.0.1:7373", "daemon address; must be loopback")
	fs.DurationVar(&cfg.duration, "duration", 20*time.Second, "how long to post events (soak: 10m)")
	fs.IntVar(&cfg.rate, "rate", 0, "events/s to aim at; 0 for as fast as possible (soak: 4000)")
	fs.IntVar(&cfg.conns, "conns", 4, "concurrent keep-alive connections posting events")
	fs.IntVar(&cfg.batch, "batch", 50, "events per POST")
	fs.IntVar(&cfg.queries, "queries", 200, "error_bundles calls after ingest (not in a soak)")
	fs.IntVar(&cfg.tabs, "tabs", 8, "browser tabs the events come from (soak: 200)")
	fs.IntVar(&cfg.count, "batches", 0, "post exactly this many batches, then stop (or at -duration); 0 for as many as -duration allows")
	fs.Uint64Var(&cfg.seed, "seed", 0, "seed of the generated events, for runs that must post the same ones; 0 for a fresh seed")
	fs.IntVar(&cfg.pid, "pid", 0, "daemon process id, to read its memory from /proc")
	fs.BoolVar(&cfg.soak, "soak", false, "soak: query error_bundles, get_errors and logs throughout ingest, with fresh timestamps and large bodies, sampling RSS and evictions every second")
	fs.DurationVar(&cfg.queryEvery, "query-every", 100*time.Millisecond, "soak: time between observe calls")
	fs.IntVar(&cfg.bodyMax, "body-max", 2000, "largest response body in bytes; over 2000, a fifth of bodies are 2-16 KiB and a tenth beyond 16 KiB (soak: 32768)")
	fs.BoolVar(&cfg.strict, "check", false, "exit 1 when a target is missed")
	fs.BoolVar(&asJSON, "json", false, "print a machine-readable report")
	fs.StringVar(&cfg.target, "target", "errbundle", `whose daemon -addr is: errbundle, or gasoline (Gasoline 5.8's routes, for a side-by-side run; not with -soak)`)
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return 0
		}
		return 2
	}
	if cfg.soak {
		set := map[string]bool{}
		fs.Visit(func(f *flag.Flag) { set[f.Name] = true })
		soakDefault := func(name string, p *int, v int) {
			if !set[name] {
				*p = v
			}
		}
		soakDefault("rate", &cfg.rate, 4000)
		soakDefault("tabs", &cfg.tabs, 200)
		soakDefault("body-max", &cfg.bodyMax, 32<<10)
		if !set["duration"] {
			cfg.duration = 10 * time.Minute
		}
	}
	if err := cfg.check(); err != nil {
		fmt.Fprintln(stderr, "errbundle-load:", err)
		return 2
	}

	counter := &statusCounter{next: &http.Transport{
		Proxy:               nil, // loopback only, never through a proxy
		MaxIdleConnsPerHost: cfg.conns + 4,
		IdleConnTimeout:     30 * time.Second,
		// Room for the headers and a whole batch (35 KB at the default
		// -body-max), so that each POST is one write: with the default
		// 4 KiB buffer it took three system calls, and the tool shares
		// the cores with the daemon it measures.
		WriteBufferSize: 64 << 10,
	}}
	if cfg.target == "gasoline" {
		counter.next = asGasolineExtension{counter.next}
	}
	client := &http.Client{
		Transport: counter,
		Timeout:   30 * time.Second,
		CheckRedirect: func(*http.Request, []*http.Request) error {
			return errors.New("not following a redirect: errbundle-load talks to -addr only")
		},
	}
	if _, err := health(ctx, cfg, client); err != nil {
		fmt.Fprintf(stderr, "errbundle-load: no daemon at %s: %v\n", cfg.addr, err)
		return 1
	}
	conf := map[string]any{"duration": cfg.duration.String(), "rate": cfg.rate,
		"conns": cfg.conns, "batch": cfg.batch, "batches": cfg.count, "tabs": cfg.tabs, "body_max": cfg.bodyMax}
	if cfg.soak {
		conf["query_every"] = cfg.queryEvery.String()
		return runSoak(ctx, cfg, conf, client, counter, asJSON, stdout, stderr)
	}
	conf["queries"] = cfg.queries

	rep := Report{Addr: cfg.addr, Config: conf}
	g := testgen.New(cmp.Or(cfg.seed, uint64(time.Now().UnixNano())))
	g.Tabs, g.BodyMax = cfg.tabs, cfg.bodyMax
	batches := bodies(g, 256, cfg.batch, time.Now(), cfg.target)
	rep.Ingest = ingest(ctx, cfg, client, func(i int) []part { return batches[i%len(batches)] })
	// The MCP session keeps a server-sent events stream open, so its client
	// has no overall timeout; the query phase bounds it instead.
	mcpClient := &http.Client{Transport: client.Transport, CheckRedirect: client.CheckRedirect}
	rep.Query = query(ctx, cfg, mcpClient)
	h, err := health(ctx, cfg, client)
	if err != nil {
		fmt.Fprintln(stderr, "errbundle-load: health:", err)
	}
	rep.Health = h
	if cfg.pid > 0 {
		if rep.RSSKiB, rep.HWMKiB, err = rss(cfg.pid); err != nil {
			fmt.Fprintln(stderr, "errbundle-load:", err)
		}
	}
	rep.Targets = targets(rep, cfg)

	if asJSON {
		enc := json.NewEncoder(stdout)
		enc.SetIndent("", "  ")
		_ = enc.Encode(rep)
	} else {
		printReport(stdout, rep)
	}
	if rep.Ingest.Events == 0 || rep.Query.Queries > 0 && rep.Query.Failed == rep.Query.Queries {
		return 1
	}
	return exitCode(cfg, rep.Targets)
}

// SoakReport is a whole soak run, as -json prints it.
type SoakReport struct {
	Addr    string         `json:"addr"`
	Config  map[string]any `json:"config"`
	Soak    SoakResult     `json:"soak"`
	Targets []Target       `json:"targets"`
}

func runSoak(ctx context.Context, cfg config, conf map[string]any, client *http.Client, counter *statusCounter, asJSON bool, stdout, stderr io.Writer) int {
	r, err := soak(ctx, cfg, client, counter)
	if err != nil {
		fmt.Fprintln(stderr, "errbundle-load: soak:", err)
		return 1
	}
	rep := SoakReport{Addr: cfg.addr, Config: conf, Soak: r, Targets: soakTargets(r, cfg)}
	if asJSON {
		enc := json.NewEncoder(stdout)
		enc.SetIndent("", "  ")
		_ = enc.Encode(rep)
	} else {
		printSoak(stdout, rep)
	}
	if r.Ingest.Events == 0 {
		return 1
	}
	return exitCode(cfg, rep.Targets)
}

// exitCode is 1 under -check when a target was missed.
func exitCode(cfg config, ts []Target) int {
	if cfg.strict {
		for _, t := range ts {
			if !t.Met {
				return 1
			}
		}
	}
	return 0
}

func (c config) check() error {
	host, _, err := net.SplitHostPort(c.addr)
	if err != nil {
		return fmt.Errorf("-addr %q: %v", c.addr, err)
	}
	if ip := net.ParseIP(host); host != "localhost" && (ip == nil || !ip.IsLoopback()) {
		return fmt.Errorf("-addr %q: not a loopback address; errbundle-load only drives a daemon on this machine", c.addr)
	}
	switch {
	case c.duration <= 0 || c.duration > time.Hour:
		return fmt.Errorf("-duration %s: want more than 0 and at most 1h", c.duration)
	case c.conns < 1 || c.conns > 256:
		return fmt.Errorf("-conns %d: want 1 to 256", c.conns)
	case c.batch < 1 || c.batch > 10_000:
		return fmt.Errorf("-batch %d: want 1 to 10000", c.batch)
	case c.count < 0:
		return fmt.Errorf("-batches %d: want 0 or more", c.count)
	case c.count > 0 && c.soak:
		return fmt.Errorf("-batches: not with -soak (a soak runs for its duration)")
	case c.queries < 0 || c.queries > 100_000:
		return fmt.Errorf("-queries %d: want 0 to 100000", c.queries)
	case c.tabs < 1:
		return fmt.Errorf("-tabs %d: want at least 1", c.tabs)
	case c.rate < 0:
		return fmt.Errorf("-rate %d: want 0 or more", c.rate)
	case c.queryEvery < time.Millisecond:
		return fmt.Errorf("-query-every %s: want at least 1ms", c.queryEvery)
	case c.target != "errbundle" && c.target != "gasoline":
		return fmt.Errorf("-target %q: want errbundle or gasoline", c.target)
	case c.target == "gasoline" && c.soak:
		return fmt.Errorf("-target gasoline: no -soak (its views are not errbundle's)")
	case c.bodyMax < 200 || c.bodyMax > 1<<20:
		return fmt.Errorf("-body-max %d: want 200 to 1048576", c.bodyMax)
	}
	return nil
}

// targets checks the run against the figures. A target the run did
// not measure is left out.
func targets(r Report, cfg config) []Target {
	var out []Target
	add := func(name string, got float64, want string, met bool) {
		out = append(out, Target{Name: name, Got: got, Want: want, Met: met})
	}
	if cfg.rate == 0 {
		add("ingest events/s", r.Ingest.EventsPerSec, ">= 100000", r.Ingest.EventsPerSec >= targetEventsPerSec)
	}
	if r.Ingest.Batches > 0 {
		add("batch POST p99 ms", r.Ingest.Latency.P99, "<= 5", r.Ingest.Latency.P99 <= targetBatchP99)
	}
	if r.Query.Queries > r.Query.Failed {
		add("error_bundles p50 ms", r.Query.Latency.P50, "<= 2", r.Query.Latency.P50 <= targetQueryP50)
		add("error_bundles p99 ms", r.Query.Latency.P99, "<= 10", r.Query.Latency.P99 <= targetQueryP99)
		add("error_bundles reply bytes (max)", float64(r.Query.ReplyBytes.Max), "<= 16384", r.Query.ReplyBytes.Max <= targetReplyBytes)
	}
	if r.RSSKiB > 0 {
		limit := int64(targetRSSKiB)
		if s, err := parseStats(r.Health); err == nil {
			limit = (s.BudgetBytes + soakRSSHeadroom) / 1024
		}
		add("daemon RSS KiB", float64(r.RSSKiB), fmt.Sprintf("<= %d (budget + 42 MB)", limit), r.RSSKiB <= limit)
	}
	return out
}

func printReport(w io.Writer, r Report) {
	in := r.Ingest
	fmt.Fprintf(w, "errbundle-load against %s\n\n", r.Addr)
	fmt.Fprintf(w, "ingest   %d batches, %d events accepted, %d rejected, %d batches failed in %.1fs\n",
		in.Batches, in.Events, in.Rejected, in.Failed, in.Seconds)
	fmt.Fprintf(w, "         %.0f events/s, %.1f MB/s\n", in.EventsPerSec, in.BytesPerSec/1e6)
	fmt.Fprintf(w, "         batch latency p50 %.2f ms  p90 %.2f ms  p99 %.2f ms  max %.2f ms\n",
		in.Latency.P50, in.Latency.P90, in.Latency.P99, in.Latency.Max)
	if in.FirstError != "" {
		fmt.Fprintf(w, "         first error: %s\n", in.FirstError)
	}
	q := r.Query
	fmt.Fprintf(w, "query    %d error_bundles calls, %d failed, %d bundles in the last reply\n", q.Queries, q.Failed, q.Bundles)
	fmt.Fprintf(w, "         latency p50 %.2f ms  p90 %.2f ms  p99 %.2f ms  max %.2f ms\n",
		q.Latency.P50, q.Latency.P90, q.Latency.P99, q.Latency.Max)
	fmt.Fprintf(w, "         reply %d–%d bytes (JSON of the CallToolResult)\n", q.ReplyBytes.Min, q.ReplyBytes.Max)
	if q.FirstError != "" {
		fmt.Fprintf(w, "         first error: %s\n", q.FirstError)
	}
	var h struct {
		Buffers map[string]struct {
			Count    int    `json:"count"`
			Capacity int    `json:"capacity"`
			Evicted  uint64 `json:"evicted"`
		} `json:"buffers"`
		Bytes       int64 `json:"bytes"`
		BudgetBytes int64 `json:"budget_bytes"`
	}
	if json.Unmarshal(r.Health, &h) == nil && h.Buffers != nil {
		fmt.Fprintf(w, "buffers  %.1f MiB of %.1f MiB budget\n", float64(h.Bytes)/(1<<20), float64(h.BudgetBytes)/(1<<20))
		for _, name := range []string{"errors", "logs", "network", "actions", "lines", "problems"} {
			if b, ok := h.Buffers[name]; ok {
				fmt.Fprintf(w, "         %-8s %6d / %6d  evicted %d\n", name, b.Count, b.Capacity, b.Evicted)
			}
		}
	}
	if r.RSSKiB > 0 {
		fmt.Fprintf(w, "memory   RSS %.1f MiB, peak %.1f MiB\n", float64(r.RSSKiB)/1024, float64(r.HWMKiB)/1024)
	}
	fmt.Fprintln(w, "\ntargets")
	printTargets(w, r.Targets)
}

func printTargets(w io.Writer, ts []Target) {
	for _, t := range ts {
		mark := "met   "
		if !t.Met {
			mark = "MISSED"
		}
		fmt.Fprintf(w, "  %s %-46s %12.2f  (want %s)\n", mark, t.Name, t.Got, t.Want)
	}
}
