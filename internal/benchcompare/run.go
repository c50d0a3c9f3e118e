package benchcompare

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"time"
)

// Bench is one set of Go benchmarks: the first of Pkgs that a side has
// (a package may have moved between the two), and the -test.bench
// pattern.
type Bench struct {
	Pkgs    []string
	Pattern string
}

// Benches are the benchmarks of the paths that matter: ingest (storing,
// decoding), error_bundles over MCP HTTP, get_errors, classify and
// source-map lookup.
var Benches = []Bench{
	{[]string{"capture"}, "^BenchmarkStoreAdd$"},
	{[]string{"ingest", "capture"}, "^BenchmarkDecodeEvents$"},
	{[]string{"ingest"}, "^Benchmark(SentryEnvelope|OTLPTraces)$"},
	{[]string{"observe"}, "^BenchmarkObserveHTTP$/^direct$"},
	{[]string{"bundle"}, "^BenchmarkGetErrors$"},
	{[]string{"classify", "capture/classify"}, "^BenchmarkClassify$"},
	{[]string{"sourcemap"}, "^Benchmark(LookupCached|Prefetch)$"},
}

// QuickBenches is the set for iterating: ingest and error_bundles.
var QuickBenches = Benches[:4]

// Config is one comparison.
type Config struct {
	Repo      string // work tree HEAD is built from, uncommitted changes included
	Base      string // git ref of the base
	Rounds    int
	Count     int // runs of each Go benchmark a round (-test.count); the round keeps its best
	Load      LoadConfig
	Benches   []Bench
	Threshold float64   // a gated score under it fails
	Log       io.Writer // progress
	Raw       io.Writer // if set, every sample as JSON ([Raw]), for studying the noise
	Callgrind bool      // count each benchmark's instructions per op under valgrind; then they decide
	LoadCount LoadCount // with Callgrind, the daemon's instructions per event under the load tool's fixed work
	GateTime  bool      // with Callgrind, let times fail the run as well
}

// side is one build: where its sources and binaries are, and the test
// binary of each of Config.Benches ("" where the side has none).
type side struct {
	name, src, bin string
	tests          []testBin
	leaves         []leaf // every benchmark that reported ns/op, in order
}

// leaf is one benchmark as it reports (sub-benchmarks apart) and the
// index in Config.Benches of the set that ran it.
type leaf struct {
	bench int
	name  string
}

// testBin is a compiled test binary and the package directory it runs in,
// as go test would run it.
type testBin struct{ path, dir string }

// Run builds both sides, runs cfg.Rounds interleaved rounds and prints
// the comparison to w. It returns whether a gated metric got worse.
func Run(ctx context.Context, cfg Config, w io.Writer) (worse bool, err error) {
	tmp, err := os.MkdirTemp("", "errbundle-benchcompare-")
	if err != nil {
		return false, err
	}
	defer os.RemoveAll(tmp)
	commit, err := gitOut(ctx, cfg.Repo, "rev-parse", "--verify", cfg.Base+"^{commit}")
	if err != nil {
		return false, err
	}
	// The same directory for the same commit, so that the build cache
	// (whose keys include source paths) serves the next run.
	baseSrc := filepath.Join(os.TempDir(), "errbundle-benchcompare-src", commit[:12])
	_ = git(ctx, cfg.Repo, "worktree", "remove", "--force", baseSrc) // left by an interrupted run
	_ = os.RemoveAll(baseSrc)
	_ = git(ctx, cfg.Repo, "worktree", "prune")
	if err := git(ctx, cfg.Repo, "worktree", "add", "--detach", baseSrc, commit); err != nil {
		return false, err
	}
	defer git(context.Background(), cfg.Repo, "worktree", "remove", "--force", baseSrc)

	base := &side{name: "base " + cfg.Base, src: baseSrc, bin: filepath.Join(tmp, "base")}
	head := &side{name: "head", src: cfg.Repo, bin: filepath.Join(tmp, "head")}
	for _, s := range []*side{base, head} {
		fmt.Fprintf(cfg.Log, "building %s\n", s.name)
		if err := s.build(ctx, cfg.Benches); err != nil {
			return false, err
		}
	}
	// The load tool is the ruler: HEAD's drives both daemons, so that only
	// the daemon differs.
	loadTool := filepath.Join(head.bin, "errbundle-load")
	if err := goCmd(ctx, head.src, "build", "-o", loadTool, "./cmd/errbundle-load"); err != nil {
		return false, err
	}

	metrics := map[string]*Metric{}
	var order []string
	// With instructions counted, the clock only informs (see doc.go's
	// Noise): the counts decide.
	timeGates := !cfg.Callgrind || cfg.GateTime
	record := func(isBase bool, round int, name, unit string, v float64) {
		b, gate, ok := Direction(unit)
		if !ok {
			return
		}
		gate = Gated(unit, timeGates)
		key := name + "\x00" + unit
		m := metrics[key]
		if m == nil {
			m = &Metric{Name: name, Unit: unit, Better: b, Gate: gate}
			metrics[key] = m
			order = append(order, key)
		}
		vs := &m.Head
		if isBase {
			vs = &m.Base
		}
		for len(*vs) < round {
			*vs = append(*vs, nil)
		}
		(*vs)[round-1] = append((*vs)[round-1], v)
	}
	raw := Raw{Base: cfg.Base, Commit: commit, Rounds: cfg.Rounds, Count: max(cfg.Count, 1)}
	raw.Load[0] = loadAverage()
	for round := 1; round <= cfg.Rounds; round++ {
		// Base then head, then head then base: a load that grows or falls
		// over the run weighs on both sides alike.
		sides := []*side{base, head}
		if round%2 == 0 {
			sides = []*side{head, base}
		}
		for _, s := range sides {
			fmt.Fprintf(cfg.Log, "round %d/%d: %s\n", round, cfg.Rounds, s.name)
			figs, err := runLoad(ctx, cfg.Load, filepath.Join(s.bin, "errbundle"), loadTool)
			if err != nil {
				return false, fmt.Errorf("%s: load: %w", s.name, err)
			}
			for _, f := range figs {
				record(s == base, round, f.Name, f.Unit, f.Value)
			}
			err = s.runBenches(ctx, cfg.Benches, max(cfg.Count, 1), func(i int, sm Sample) {
				record(s == base, round, sm.Name, sm.Unit, sm.Value)
				if round == 1 && sm.Unit == "ns/op" {
					s.leaves = append(s.leaves, leaf{i, sm.Name})
				}
			})
			if err != nil {
				return false, fmt.Errorf("%s: %w", s.name, err)
			}
		}
	}
	if cfg.Callgrind {
		for _, l := range head.leaves {
			// Both sides run the same n operations, picked from the base's
			// time, and side by side: a count does not care what else
			// runs, and the two halve the wait where a core is free.
			m := metrics[l.name+"\x00ns/op"]
			ns := Median(bests(m.Base, Lower))
			if ns == 0 {
				ns = Median(bests(m.Head, Lower))
			}
			fmt.Fprintf(cfg.Log, "callgrind: %s\n", l.name)
			err := countSides(base, head, countRepeats(ns), func(s *side) ([]Sample, error) {
				b := s.bench(l.name)
				if b < 0 {
					return nil, nil
				}
				return instructions(ctx, s.tests[b], l.name, ns, s.bin)
			}, record)
			if err != nil {
				return false, err
			}
		}
	}

	if cfg.Callgrind && cfg.LoadCount.Batches > 0 {
		fmt.Fprintf(cfg.Log, "callgrind: the daemon under errbundle-load -batches %d, %d time(s) a side\n",
			cfg.LoadCount.Batches, max(cfg.LoadCount.Repeats, 1))
		// Side by side, as the benchmarks' counts: HEAD's load tool posts
		// the same seeded batches to each.
		start := time.Now()
		err := countSides(base, head, max(cfg.LoadCount.Repeats, 1), func(s *side) ([]Sample, error) {
			c, err := daemonInstructions(ctx, cfg.LoadCount, filepath.Join(s.bin, "errbundle"), loadTool, s.bin)
			if err != nil {
				return nil, fmt.Errorf("%s: %w", s.name, err)
			}
			return c, nil
		}, record)
		if err != nil {
			return false, err
		}
		fmt.Fprintf(cfg.Log, "callgrind: the daemon counted in %v\n", time.Since(start).Round(time.Second))
	}

	raw.Load[1] = loadAverage()
	rows := make([]Row, 0, len(order))
	for _, key := range order {
		rows = append(rows, Summarise(*metrics[key], cfg.Threshold))
		raw.Metrics = append(raw.Metrics, *metrics[key])
	}
	if cfg.Raw != nil {
		enc := json.NewEncoder(cfg.Raw)
		enc.SetIndent("", " ")
		if err := enc.Encode(raw); err != nil {
			return false, fmt.Errorf("raw samples: %w", err)
		}
	}
	fmt.Fprintf(w, "base %s against head (%s), %d interleaved rounds, the best of %d runs of each benchmark a round;\n"+
		"ratio is the median of the rounds' head ÷ base; load average %.1f at the start, %.1f at the end\n\n",
		cfg.Base, cfg.Repo, cfg.Rounds, raw.Count, raw.Load[0], raw.Load[1])
	if !timeGates {
		fmt.Fprintf(w, "gated: %s and %s, counted under callgrind; times and allocations inform (-gate-time to gate the times)\n\n", UnitInstr, UnitInstrEvent)
	}
	return Print(w, rows, cfg.Threshold), nil
}

// countSides counts base and head repeats times each, both sides at once
// (a count does not care what else runs, and the two halve the wait where
// a core is free), and records every sample in round 1: a count has no
// rounds, and [Summarise] keeps each side's least.
func countSides(base, head *side, repeats int, count func(*side) ([]Sample, error), record func(isBase bool, round int, name, unit string, v float64)) error {
	var counts [2][]Sample
	var errs [2]error
	var wg sync.WaitGroup
	for i, s := range []*side{base, head} {
		wg.Go(func() {
			for range repeats {
				c, err := count(s)
				if err != nil {
					errs[i] = err
					return
				}
				counts[i] = append(counts[i], c...)
			}
		})
	}
	wg.Wait()
	if err := errors.Join(errs[0], errs[1]); err != nil {
		return err
	}
	for i, samples := range counts {
		for _, sm := range samples {
			record(i == 0, 1, sm.Name, sm.Unit, sm.Value)
		}
	}
	return nil
}

// countRepeats is how many times a benchmark is counted a side. An
// operation of a few microseconds is a few thousand instructions, and what
// the runtime and the benchmark's own goroutines do beside it, which
// depends on how the threads were scheduled, weighs on it: Prefetch (about
// 3,400 instructions an op) counted 3,441, 3,496 and 3,245 in three runs
// of one binary. Such a benchmark is counted three times a side, cheaply,
// so that its spread shows (see [Summarise]).
func countRepeats(nsPerOp float64) int {
	if nsPerOp > 0 && nsPerOp < 100_000 {
		return 3
	}
	return 1
}

// bench is the index in Config.Benches of the set that ran the benchmark
// named name on this side, -1 if none did.
func (s *side) bench(name string) int {
	for _, l := range s.leaves {
		if l.name == name {
			return l.bench
		}
	}
	return -1
}

// build compiles the daemon and each benchmark's test binary.
func (s *side) build(ctx context.Context, benches []Bench) error {
	if err := goCmd(ctx, s.src, "build", "-o", filepath.Join(s.bin, "errbundle"), "./cmd/errbundle"); err != nil {
		return fmt.Errorf("%s: %w", s.name, err)
	}
	built := map[string]testBin{}
	s.tests = make([]testBin, len(benches))
	for i, b := range benches {
		for _, pkg := range b.Pkgs {
			if _, err := os.Stat(filepath.Join(s.src, pkg)); err != nil {
				continue
			}
			if t, ok := built[pkg]; ok {
				s.tests[i] = t
				break
			}
			t := testBin{path: filepath.Join(s.bin, strings.ReplaceAll(pkg, "/", "_")+".test"), dir: filepath.Join(s.src, pkg)}
			if err := goCmd(ctx, s.src, "test", "-c", "-o", t.path, "./"+pkg); err != nil {
				return fmt.Errorf("%s: %w", s.name, err)
			}
			built[pkg], s.tests[i] = t, t
			break
		}
	}
	return nil
}

// runBenches runs each benchmark count times and hands each value to
// record with the index of the set it is of.
func (s *side) runBenches(ctx context.Context, benches []Bench, count int, record func(int, Sample)) error {
	for i, b := range benches {
		t := s.tests[i]
		if t.path == "" {
			continue
		}
		if _, err := os.Stat(t.path); err != nil {
			continue // a package without test files builds no binary
		}
		cmd := exec.CommandContext(ctx, t.path, "-test.run", "^$", "-test.bench", b.Pattern, "-test.count", strconv.Itoa(count), "-test.benchmem")
		cmd.Dir = t.dir
		var stdout, stderr bytes.Buffer
		cmd.Stdout, cmd.Stderr = &stdout, &stderr
		if err := cmd.Run(); err != nil {
			return fmt.Errorf("%s -test.bench %s: %v\n%s%s", filepath.Base(t.path), b.Pattern, err, stdout.Bytes(), stderr.Bytes())
		}
		samples, err := ParseBench(&stdout)
		if err != nil {
			return err
		}
		for _, sm := range samples {
			record(i, sm)
		}
	}
	return nil
}

func git(ctx context.Context, dir string, args ...string) error {
	_, err := gitOut(ctx, dir, args...)
	return err
}

func gitOut(ctx context.Context, dir string, args ...string) (string, error) {
	cmd := exec.CommandContext(ctx, "git", append([]string{"-C", dir}, args...)...)
	out, err := cmd.CombinedOutput()
	if err != nil {
		return "", fmt.Errorf("git %s: %v\n%s", strings.Join(args, " "), err, out)
	}
	return strings.TrimSpace(string(out)), nil
}

func goCmd(ctx context.Context, dir string, args ...string) error {
	cmd := exec.CommandContext(ctx, "go", args...)
	cmd.Dir = dir
	if out, err := cmd.CombinedOutput(); err != nil {
		return fmt.Errorf("go %s (in %s): %v\n%s", strings.Join(args, " "), dir, err, out)
	}
	return nil
}

// loadAverage is the one-minute load average, 0 where the system does not
// tell: printed beside the figures, since it says how far to trust them.
func loadAverage() float64 {
	b, err := os.ReadFile("/proc/loadavg")
	if err != nil {
		return 0
	}
	f := strings.Fields(string(b))
	if len(f) == 0 {
		return 0
	}
	v, _ := strconv.ParseFloat(f[0], 64)
	return v
}
