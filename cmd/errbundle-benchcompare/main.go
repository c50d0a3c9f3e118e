// Command errbundle-benchcompare builds a base ref and the work tree side
// by side and compares them: the load tool against a fresh daemon of each,
// and the Go benchmarks of ingest, error_bundles, get_errors, classify and
// source-map lookup, in interleaved rounds, then each benchmark's
// instructions and allocations per op under callgrind, and the whole
// daemon's instructions per event under the load tool's fixed work
// (-count-batches). It exits 1 when a
// gated median got worse than -threshold: the counts, and the times only
// with -callgrind=false or -gate-time (package benchcompare's doc says
// why). `make bench-compare BASE=<ref>` runs it.
//
//	errbundle-benchcompare -base main -rounds 7
package main

import (
	"context"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"os/signal"
	"syscall"
	"time"

	"github.com/errbundle/errbundle/internal/benchcompare"
)

// quickCountBatches is -count-batches under -quick: 15,000 events. Six
// counts of one commit at 300 batches lay within 0.6% of each other less
// the collector (31,252–31,441 an event, load 15), as six at 1,100 did
// within 1.0%.
const quickCountBatches = 300

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	cfg := benchcompare.Config{Log: os.Stderr, Benches: benchcompare.Benches}
	quick := flag.Bool("quick", false, "ingest and error_bundles benchmarks only, 3s of load (with -rounds 3 for iterating)")
	flag.StringVar(&cfg.Base, "base", "", "git ref to compare the work tree against (required)")
	flag.StringVar(&cfg.Repo, "repo", ".", "work tree built as HEAD, uncommitted changes included")
	flag.IntVar(&cfg.Rounds, "rounds", 7, "interleaved rounds, base then head")
	flag.IntVar(&cfg.Count, "count", 1, "runs of each Go benchmark a round; the round keeps its best")
	flag.BoolVar(&cfg.Callgrind, "callgrind", true, "count each benchmark's instructions and allocations per op under valgrind; they decide, times only inform")
	flag.BoolVar(&cfg.GateTime, "gate-time", false, "with -callgrind, let times fail the run too (on a quiet machine)")
	rawPath := flag.String("raw", "", "write every sample to this file as JSON")
	flag.Float64Var(&cfg.Threshold, "threshold", 0.95, "fail when a gated metric's score (>1 better) is under it")
	flag.DurationVar(&cfg.Load.Duration, "load-duration", 5*time.Second, "ingest phase of each load-tool run")
	flag.IntVar(&cfg.Load.Conns, "load-conns", 4, "load-tool connections")
	flag.IntVar(&cfg.Load.Queries, "load-queries", 200, "error_bundles calls after each ingest phase")
	flag.IntVar(&cfg.LoadCount.Batches, "count-batches", 1100, "with -callgrind, count the daemon's instructions per event under this many load-tool batches of 50 (-quick: 300); 0 not to")
	flag.IntVar(&cfg.LoadCount.Repeats, "count-repeats", 1, "daemon counts a side; each side keeps its least")
	goBench := flag.Bool("go-bench", true, "run the Go benchmarks; false for the load tool and the daemon's count alone")
	flag.Parse()
	set := map[string]bool{}
	flag.Visit(func(f *flag.Flag) { set[f.Name] = true })
	if cfg.Base == "" || cfg.Rounds < 1 {
		flag.Usage()
		os.Exit(2)
	}
	if *quick {
		cfg.Benches = benchcompare.QuickBenches
		cfg.Load.Duration = min(cfg.Load.Duration, 3*time.Second)
		if !set["count-batches"] {
			cfg.LoadCount.Batches = quickCountBatches
		}
	}
	if !*goBench {
		cfg.Benches = nil
	}
	cfg.LoadCount.Conns = cfg.Load.Conns
	if cfg.Callgrind {
		if _, err := exec.LookPath("valgrind"); err != nil {
			fmt.Fprintln(os.Stderr, "errbundle-benchcompare: valgrind not found (apt-get install valgrind), or pass -callgrind=false to let the clock decide")
			os.Exit(2)
		}
	}
	if *rawPath != "" {
		f, err := os.Create(*rawPath)
		if err != nil {
			fmt.Fprintln(os.Stderr, "errbundle-benchcompare:", err)
			os.Exit(2)
		}
		defer f.Close()
		cfg.Raw = f
	}
	worse, err := benchcompare.Run(ctx, cfg, os.Stdout)
	if err != nil {
		fmt.Fprintln(os.Stderr, "errbundle-benchcompare:", err)
		os.Exit(2)
	}
	if worse {
		os.Exit(1)
	}
}
