package benchcompare

import (
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

// callgrindBudget is about how much native time the counted loop of a
// benchmark gets: enough operations that the loop's count is the
// operations' and not the loop's start, few enough that valgrind's
// slowdown (some 50 times, more on a busy machine) keeps a side's counts
// to minutes.
const callgrindBudget = 20 * time.Millisecond

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

// The timer calls that bracket a benchmark's loop: b.Loop calls
// ResetTimer as it starts and StopTimer as it ends (as does a b.N
// benchmark that resets its timer after its setup, and the run that
// calls it). Callgrind writes what it counted before each, so one part of
// its output is the loop alone, setup and teardown left out.
const (
	resetTimer = "testing.(*B).ResetTimer"
	stopTimer  = "testing.(*B).StopTimer"
)

// instructions counts, under callgrind, the instructions one operation of
// the benchmark leaf (a full name, sub-benchmarks included, as [ParseBench]
// gives it) executes, and gives beside it the allocations per operation of
// the same run. nsPerOp, from the timed rounds, picks how many operations
// run.
func instructions(ctx context.Context, t testBin, leaf string, nsPerOp float64, scratch string) ([]Sample, error) {
	n := 3
	if nsPerOp > 0 {
		n = int(min(max(float64(callgrindBudget)/nsPerOp, 3), 100_000))
	}
	dir, err := os.MkdirTemp(scratch, "callgrind-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(dir)
	out := filepath.Join(dir, "out")
	cmd := exec.CommandContext(ctx, "valgrind", "--tool=callgrind", "--callgrind-out-file="+out,
		"--dump-before="+resetTimer, "--dump-before="+stopTimer,
		t.path, "-test.run", "^$", "-test.bench", LeafPattern(leaf), "-test.benchtime", strconv.Itoa(n)+"x",
		"-test.count", "1", "-test.benchmem")
	cmd.Dir = t.dir
	cmd.Env = append(os.Environ(), callgrindEnv...)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Run(); err != nil {
		return nil, fmt.Errorf("callgrind %s %s: %v\n%s%s", filepath.Base(t.path), leaf, err, stdout.Bytes(), stderr.Bytes())
	}
	figs, err := ParseBench(bytes.NewReader(stdout.Bytes()))
	if err != nil {
		return nil, err
	}
	var samples []Sample
	for _, sm := range figs {
		switch {
		case sm.Name != leaf:
		case sm.Unit == "allocs/op":
			samples = append(samples, Sample{leaf, UnitAllocs, sm.Value})
		case sm.Unit == "B/op":
			samples = append(samples, Sample{leaf, UnitBytes, sm.Value})
		}
	}
	if !slices.ContainsFunc(figs, func(sm Sample) bool { return sm.Name == leaf }) {
		return nil, fmt.Errorf("callgrind %s: -test.bench %s ran no such benchmark\n%s", filepath.Base(t.path), LeafPattern(leaf), stdout.Bytes())
	}
	parts, err := readParts(out)
	if err != nil {
		return nil, err
	}
	loop, err := LoopPart(parts)
	if err != nil {
		return nil, fmt.Errorf("callgrind %s: %w", leaf, err)
	}
	return append([]Sample{{leaf, UnitInstr, float64(loop) / float64(n)}}, samples...), nil
}

// Part is one dump of a callgrind run: what triggered it and the
// instructions counted since the one before.
type Part struct {
	Trigger string
	Total   int64
}

// readParts reads the numbered dumps out.1, out.2, … in order (out itself,
// written at exit, is the run's tail).
func readParts(out string) ([]Part, error) {
	var parts []Part
	for i := 1; ; i++ {
		f, err := os.Open(out + "." + strconv.Itoa(i))
		if errors.Is(err, os.ErrNotExist) {
			return parts, nil
		}
		if err != nil {
			return nil, err
		}
		p, err := ReadPart(f)
		f.Close()
		if err != nil {
			return nil, fmt.Errorf("%s.%d: %w", out, i, err)
		}
		parts = append(parts, p)
	}
}

// LoopPart is the instructions of a benchmark's timed loop among a run's
// parts: the last part that ended at StopTimer and began at ResetTimer.
// The last, because a b.N benchmark runs first with one operation and then
// with all of them; b.Loop runs once.
func LoopPart(parts []Part) (int64, error) {
	for i := len(parts) - 1; i > 0; i-- {
		if strings.HasSuffix(parts[i].Trigger, stopTimer) && strings.HasSuffix(parts[i-1].Trigger, resetTimer) {
			return parts[i].Total, nil
		}
	}
	return 0, errors.New("no part between ResetTimer and StopTimer: the benchmark's loop was not found")
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

// ReadPart reads one callgrind output file's trigger and instruction
// total ([ReadProfile]'s, the function costs left out).
func ReadPart(r io.Reader) (Part, error) {
	p, err := ReadProfile(r)
	if err != nil {
		return Part{}, err
	}
	return Part{Trigger: p.Trigger, Total: p.Total}, nil
}
