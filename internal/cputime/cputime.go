// Package cputime reads how much CPU time this process has used, so that
// benchmarks on a shared machine can report CPU time per operation beside
// wall time: wall time counts the time other processes held the cores, CPU
// time does not.
package cputime

import (
	"testing"
	"time"
)

// Used is the CPU time this process has used, user and system, all threads
// and the garbage collector included, to the microsecond; negative where
// the system does not tell.
func Used() time.Duration { return used() }

// Report adds the metric cpu-ns/op to b: the CPU time used since start (a
// value of [Used]) per iteration.
func Report(b *testing.B, start time.Duration) {
	if start < 0 || b.N == 0 {
		return
	}
	b.ReportMetric(float64((Used()-start).Nanoseconds())/float64(b.N), "cpu-ns/op")
}
