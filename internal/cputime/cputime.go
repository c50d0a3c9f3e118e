// Package cputime reads how much CPU time this process has used, so that
// benchmarks on a shared machine can report CPU time per operation beside
// wall time: wall time counts the time other processes held the cores, CPU
// time does not.
package cputime

import (
	"bytes"
	"os"
	"strconv"
	"strings"
	"testing"
	"time"
)

// Used is the CPU time this process has used, user and system, all threads
// and the garbage collector included, read from /proc/self/stat (Linux; 0
// elsewhere).
func Used() time.Duration {
	b, err := os.ReadFile("/proc/self/stat")
	if err != nil {
		return 0
	}
	// The fields after the command name, which is in parentheses.
	f := strings.Fields(string(b[bytes.LastIndexByte(b, ')')+1:]))
	if len(f) < 13 {
		return 0
	}
	utime, _ := strconv.ParseInt(f[11], 10, 64)
	stime, _ := strconv.ParseInt(f[12], 10, 64)
	const clockTick = 10 * time.Millisecond // USER_HZ is 100 on every Linux port
	return time.Duration(utime+stime) * clockTick
}

// Report adds the metric cpu-ns/op to b: the CPU time used since start (a
// value of [Used]) per iteration.
func Report(b *testing.B, start time.Duration) {
	if start == 0 || b.N == 0 {
		return
	}
	b.ReportMetric(float64((Used()-start).Nanoseconds())/float64(b.N), "cpu-ns/op")
}
