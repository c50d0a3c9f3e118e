package benchcompare

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net"
	"net/http"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"syscall"
	"time"
)

// LoadConfig is what each load-tool run is given.
type LoadConfig struct {
	Duration time.Duration // of the ingest phase
	Conns    int
	Queries  int // error_bundles calls after ingest
}

// Figure is one value a load-tool run measured.
type Figure struct {
	Name, Unit string
	Value      float64
}

// loadReport is the part of errbundle-load -json that is compared.
type loadReport struct {
	Ingest struct {
		Events       int     `json:"events"`
		EventsPerSec float64 `json:"events_per_s"`
		Latency      struct {
			P50 float64 `json:"p50_ms"`
			P99 float64 `json:"p99_ms"`
		} `json:"batch_latency"`
	} `json:"ingest"`
	Query struct {
		Latency struct {
			P50 float64 `json:"p50_ms"`
			P99 float64 `json:"p99_ms"`
		} `json:"latency"`
		ReplyBytes struct {
			Max int `json:"max"`
		} `json:"reply_bytes"`
	} `json:"error_bundles"`
	HWMKiB int64 `json:"rss_peak_kib"`
}

// runLoad starts a fresh daemon (no state, a spare loopback port), drives
// it with the load tool and stops it. Beside the tool's figures it reports
// the daemon's CPU time per accepted event, which other processes' load
// moves far less than events/s.
func runLoad(ctx context.Context, cfg LoadConfig, daemon, tool string) ([]Figure, error) {
	addr, err := spareAddr()
	if err != nil {
		return nil, err
	}
	d := exec.CommandContext(ctx, daemon, "serve", "--no-state", "--addr", addr)
	var dlog bytes.Buffer
	d.Stderr = &dlog
	if err := d.Start(); err != nil {
		return nil, err
	}
	defer func() {
		_ = d.Process.Signal(syscall.SIGTERM)
		_ = d.Wait()
	}()
	if err := waitHealthy(ctx, addr, 10*time.Second); err != nil {
		return nil, fmt.Errorf("daemon on %s: %w\n%s", addr, err, dlog.Bytes())
	}
	cpu0, err := cpuTime(d.Process.Pid)
	if err != nil {
		return nil, err
	}
	t := exec.CommandContext(ctx, tool, "-addr", addr, "-pid", strconv.Itoa(d.Process.Pid), "-json",
		"-duration", cfg.Duration.String(), "-conns", strconv.Itoa(cfg.Conns), "-queries", strconv.Itoa(cfg.Queries))
	var out, errOut bytes.Buffer
	t.Stdout, t.Stderr = &out, &errOut
	// The tool exits 1 when a target is missed only under -check, and when
	// nothing was accepted: that is an error here.
	if err := t.Run(); err != nil {
		return nil, fmt.Errorf("errbundle-load: %v\n%s", err, errOut.Bytes())
	}
	cpu1, err := cpuTime(d.Process.Pid)
	if err != nil {
		return nil, err
	}
	var r loadReport
	if err := json.Unmarshal(out.Bytes(), &r); err != nil {
		return nil, fmt.Errorf("errbundle-load -json: %w", err)
	}
	figs := []Figure{
		{"load: ingest", "events/s", r.Ingest.EventsPerSec},
		{"load: batch POST", "ms p50", r.Ingest.Latency.P50},
		{"load: batch POST", "ms p99", r.Ingest.Latency.P99},
		{"load: daemon CPU (calls included)", "µs cpu/event", 0},
		{"load: error_bundles over MCP HTTP", "ms p50", r.Query.Latency.P50},
		{"load: error_bundles over MCP HTTP", "ms p99", r.Query.Latency.P99},
		{"load: error_bundles reply", "bytes reply max", float64(r.Query.ReplyBytes.Max)},
		{"load: daemon RSS", "KiB rss peak", float64(r.HWMKiB)},
	}
	if r.Ingest.Events > 0 {
		figs[3].Value = float64((cpu1 - cpu0).Microseconds()) / float64(r.Ingest.Events)
	}
	return figs, nil
}

// spareAddr is a loopback address no one listens on.
func spareAddr() (string, error) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return "", err
	}
	defer ln.Close()
	return ln.Addr().String(), nil
}

// waitHealthy polls the daemon's /v1/health until it answers 200, for at
// most timeout.
func waitHealthy(ctx context.Context, addr string, timeout time.Duration) error {
	deadline := time.Now().Add(timeout)
	for {
		resp, err := http.Get("http://" + addr + "/v1/health")
		if err == nil {
			resp.Body.Close()
			if resp.StatusCode == http.StatusOK {
				return nil
			}
		}
		if time.Now().After(deadline) {
			return fmt.Errorf("not healthy after %v", timeout)
		}
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(50 * time.Millisecond):
		}
	}
}

// cpuTime is a process's user and system time from /proc/PID/stat.
func cpuTime(pid int) (time.Duration, error) {
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
	if err != nil {
		return 0, err
	}
	// Fields after the command name, which is in parentheses and may hold
	// spaces: state is the first, utime the 12th, stime the 13th.
	f := strings.Fields(string(b[bytes.LastIndexByte(b, ')')+1:]))
	if len(f) < 13 {
		return 0, fmt.Errorf("/proc/%d/stat: %d fields", pid, len(f))
	}
	utime, err1 := strconv.ParseInt(f[11], 10, 64)
	stime, err2 := strconv.ParseInt(f[12], 10, 64)
	if err := errors.Join(err1, err2); err != nil {
		return 0, fmt.Errorf("/proc/%d/stat: %w", pid, err)
	}
	const ticksPerSecond = 100 // USER_HZ on Linux
	return time.Duration(utime+stime) * time.Second / ticksPerSecond, nil
}
