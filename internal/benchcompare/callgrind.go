package benchcompare

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"time"
)

// callgrindBudget is about how much native time each counted run of a
// benchmark gets: enough operations that the difference of two runs is
// the operations' and not the start's, few enough that valgrind's
// slowdown (some 50 times) keeps a side's counts to a few minutes.
const callgrindBudget = 100 * time.Millisecond

// callgrindEnv makes a Go program's instruction count repeatable: one
// thread for the scheduler, no collector (its timing decides how much it
// does), no preemption signals.
var callgrindEnv = []string{"GODEBUG=asyncpreemptoff=1", "GOMAXPROCS=1", "GOGC=off"}

// Units of the rows counted under callgrind. Allocations are counted there
// too: with the collector off, no sync.Pool is emptied in the middle of a
// run, so the count is the code's and not the collector's timing.
const (
	UnitInstr  = "instr/op"
	UnitAllocs = "allocs/op GOGC=off"
	UnitBytes  = "B/op GOGC=off"
)

// instructions counts, under callgrind, the instructions one operation of
// the benchmark leaf (a full name, sub-benchmarks included, as [ParseBench]
// gives it) executes: the run of n operations less the run of one, over
// n − 1. A b.Loop benchmark runs its setup once either way, so the
// difference is the loop's alone. Beside it come the allocations per
// operation of the n-operation run. nsPerOp, from the timed rounds, picks n.
func instructions(ctx context.Context, t testBin, leaf string, nsPerOp float64, scratch string) ([]Sample, error) {
	n := 3
	if nsPerOp > 0 {
		n = int(min(max(float64(callgrindBudget)/nsPerOp, 3), 100_000))
	}
	one, _, err := callgrindRun(ctx, t, leaf, 1, scratch)
	if err != nil {
		return nil, err
	}
	many, out, err := callgrindRun(ctx, t, leaf, n, scratch)
	if err != nil {
		return nil, err
	}
	samples := []Sample{{leaf, UnitInstr, float64(many-one) / float64(n-1)}}
	for _, sm := range out {
		switch {
		case sm.Name != leaf:
		case sm.Unit == "allocs/op":
			samples = append(samples, Sample{leaf, UnitAllocs, sm.Value})
		case sm.Unit == "B/op":
			samples = append(samples, Sample{leaf, UnitBytes, sm.Value})
		}
	}
	return samples, nil
}

// callgrindRun is the instructions of one run of the test binary with
// -test.benchtime nx on leaf alone, and the benchmark's own figures.
func callgrindRun(ctx context.Context, t testBin, leaf string, n int, scratch string) (int64, []Sample, error) {
	out := filepath.Join(scratch, "callgrind.out")
	defer os.Remove(out)
	cmd := exec.CommandContext(ctx, "valgrind", "--tool=callgrind", "--callgrind-out-file="+out,
		t.path, "-test.run", "^$", "-test.bench", LeafPattern(leaf), "-test.benchtime", strconv.Itoa(n)+"x",
		"-test.count", "1", "-test.benchmem")
	cmd.Dir = t.dir
	cmd.Env = append(os.Environ(), callgrindEnv...)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Run(); err != nil {
		return 0, nil, fmt.Errorf("callgrind %s %s: %v\n%s%s", filepath.Base(t.path), leaf, err, stdout.Bytes(), stderr.Bytes())
	}
	samples, err := ParseBench(bytes.NewReader(stdout.Bytes()))
	if err != nil {
		return 0, nil, err
	}
	if !slices.ContainsFunc(samples, func(sm Sample) bool { return sm.Name == leaf }) {
		return 0, nil, fmt.Errorf("callgrind %s: -test.bench %s ran no such benchmark\n%s", filepath.Base(t.path), LeafPattern(leaf), stdout.Bytes())
	}
	f, err := os.Open(out)
	if err != nil {
		return 0, nil, err
	}
	defer f.Close()
	total, err := CallgrindTotal(f)
	return total, samples, err
}

// LeafPattern is the -test.bench pattern that runs the benchmark named
// name (BenchmarkX/sub=a) and nothing else: each level anchored and
// quoted.
func LeafPattern(name string) string {
	parts := strings.Split(name, "/")
	for i, p := range parts {
		parts[i] = "^" + regexp.QuoteMeta(p) + "$"
	}
	return strings.Join(parts, "/")
}

// CallgrindTotal reads the instruction total of a callgrind output file:
// its "summary:" line (or "totals:", which newer versions write as well),
// whose first event is Ir, instructions executed.
func CallgrindTotal(r io.Reader) (int64, error) {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 0, 64<<10), 4<<20)
	var total int64 = -1
	for sc.Scan() {
		line := sc.Text()
		for _, key := range []string{"summary:", "totals:"} {
			if rest, ok := strings.CutPrefix(line, key); ok {
				fs := strings.Fields(rest)
				if len(fs) == 0 {
					continue
				}
				v, err := strconv.ParseInt(fs[0], 10, 64)
				if err != nil {
					return 0, fmt.Errorf("callgrind output: %s %q: %w", key, fs[0], err)
				}
				total = v
			}
		}
	}
	if err := sc.Err(); err != nil {
		return 0, err
	}
	if total < 0 {
		return 0, errors.New("callgrind output: no summary line")
	}
	return total, nil
}
