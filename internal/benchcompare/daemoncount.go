package benchcompare

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"time"
)

// LoadCount is the load tool's fixed work counted under callgrind: the
// whole daemon, its HTTP ingest path included, which the Go benchmarks do
// not run (a regression there, the way ingest once lost 42%, passed the
// benchmarks' counts).
type LoadCount struct {
	Batches int // batches of the load tool's -batches; 0 counts nothing
	Repeats int // counts a side; each side keeps its least (see [Summarise])
	Conns   int // the load tool's -conns, as in the timed rounds
}

// Units of the daemon's count. Less the collector gates: how much marking
// and sweeping falls in a run depends on when the collections start, which
// the scheduling decides ([collectorFunc]), so the total only informs.
const (
	UnitInstrEvent      = "instr/event less GC"
	UnitInstrEventTotal = "instr/event"
)

// daemonEnv is what cg.sh of ingest6 ran the daemon with: no preemption
// signals, whose timing would add to the count, and the collector on, as a
// user runs it (its share is taken out of the gated figure instead).
var daemonEnv = []string{"GODEBUG=asyncpreemptoff=1"}

// daemonInstructions runs daemon under callgrind, waits for it to answer
// /v1/health, zeroes the counters (the start-up is not ingest), posts
// lc.Batches batches of the seeded events with the load tool and dumps
// the counters: the instructions per accepted event, in total and less
// the collector's.
func daemonInstructions(ctx context.Context, lc LoadCount, daemon, tool, scratch string) ([]Sample, error) {
	dir, err := os.MkdirTemp(scratch, "callgrind-daemon-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(dir)
	addr, err := spareAddr()
	if err != nil {
		return nil, err
	}
	out := filepath.Join(dir, "out")
	d := exec.CommandContext(ctx, "valgrind", "--tool=callgrind", "--callgrind-out-file="+out,
		daemon, "serve", "--no-state", "--addr", addr)
	d.Env = append(os.Environ(), daemonEnv...)
	var dlog bytes.Buffer
	d.Stdout, d.Stderr = &dlog, &dlog
	if err := d.Start(); err != nil {
		return nil, err
	}
	defer func() {
		// Killed: what callgrind would write at exit is not wanted.
		_ = d.Process.Kill()
		_ = d.Wait()
	}()
	// Valgrind starts a Go binary in a second or two on a quiet machine;
	// the wait is long for a busy one.
	if err := waitHealthy(ctx, addr, 2*time.Minute); err != nil {
		return nil, fmt.Errorf("daemon under callgrind on %s: %w\n%s", addr, err, dlog.Bytes())
	}
	pid := strconv.Itoa(d.Process.Pid) // valgrind runs the daemon in its own process
	if err := callgrindControl(ctx, "-z", pid); err != nil {
		return nil, err
	}
	t := exec.CommandContext(ctx, tool, "-addr", addr, "-json", "-batches", strconv.Itoa(lc.Batches), "-seed", "1",
		"-queries", "0", "-conns", strconv.Itoa(max(lc.Conns, 1)), "-duration", "30m")
	var tout, terr bytes.Buffer
	t.Stdout, t.Stderr = &tout, &terr
	if err := t.Run(); err != nil {
		return nil, fmt.Errorf("errbundle-load against callgrind: %v\n%s", err, terr.Bytes())
	}
	if err := callgrindControl(ctx, "-d", pid); err != nil {
		return nil, err
	}
	var r loadReport
	if err := json.Unmarshal(tout.Bytes(), &r); err != nil {
		return nil, fmt.Errorf("errbundle-load -json: %w", err)
	}
	if r.Ingest.Events == 0 {
		return nil, fmt.Errorf("errbundle-load against callgrind: no event accepted\n%s", tout.Bytes())
	}
	f, err := os.Open(out + ".1") // the first dump, callgrind_control -d's
	if err != nil {
		return nil, fmt.Errorf("callgrind dump: %w\n%s", err, dlog.Bytes())
	}
	defer f.Close()
	p, err := ReadProfile(f)
	if err != nil {
		return nil, fmt.Errorf("callgrind dump of the daemon: %w", err)
	}
	// The self costs add up to the total in a whole dump: a dump cut short
	// does not.
	var sum int64
	for _, v := range p.Self {
		sum += v
	}
	if sum != p.Total {
		return nil, fmt.Errorf("callgrind dump of the daemon: functions' costs add up to %d, not the total %d: cut short?", sum, p.Total)
	}
	name := DaemonCountName(lc.Batches)
	ev := float64(r.Ingest.Events)
	return []Sample{
		{name, UnitInstrEvent, float64(p.Total-p.Collector()) / ev},
		{name, UnitInstrEventTotal, float64(p.Total) / ev},
	}, nil
}

// DaemonCountName is the row of the daemon's count: the same on both
// sides, since HEAD's load tool posts the same seeded batches to each.
func DaemonCountName(batches int) string {
	return fmt.Sprintf("load: ingest under callgrind, %d batches", batches)
}

// callgrindControl sends a command to a running callgrind and waits for
// it to be done (callgrind_control waits for the tool's answer).
func callgrindControl(ctx context.Context, args ...string) error {
	out, err := exec.CommandContext(ctx, "callgrind_control", args...).CombinedOutput()
	if err != nil {
		return fmt.Errorf("callgrind_control %v: %v\n%s", args, err, out)
	}
	return nil
}
