package benchcompare

import (
	"fmt"
	"io"
	"slices"
	"strings"
)

// Better says which way a metric improves.
type Better int

const (
	Lower  Better = iota // times, bytes, allocations
	Higher               // throughput
)

// Metric is one figure measured on both sides, a value per round.
type Metric struct {
	Name       string // benchmark or load-tool figure
	Unit       string
	Better     Better
	Gate       bool // a regression fails the run
	Base, Head []float64
}

// Row is a metric's summary.
type Row struct {
	Metric
	BaseMedian, HeadMedian float64
	Ratio                  float64 // head ÷ base
	Score                  float64 // > 1 is better, whichever way the unit points
	Worse                  bool    // gated and under the threshold
}

// Median is the middle value of vs, or the mean of the two middle ones;
// 0 for none.
func Median(vs []float64) float64 {
	if len(vs) == 0 {
		return 0
	}
	s := slices.Clone(vs)
	slices.Sort(s)
	n := len(s)
	if n%2 == 1 {
		return s[n/2]
	}
	return (s[n/2-1] + s[n/2]) / 2
}

// Summarise compares m's medians; a score under threshold in a gated
// metric is Worse. A metric missing on either side, or zero at the base,
// gets no ratio and cannot fail.
func Summarise(m Metric, threshold float64) Row {
	r := Row{Metric: m, BaseMedian: Median(m.Base), HeadMedian: Median(m.Head)}
	if len(m.Base) == 0 || len(m.Head) == 0 || r.BaseMedian == 0 || r.HeadMedian == 0 {
		return r
	}
	r.Ratio = r.HeadMedian / r.BaseMedian
	r.Score = r.Ratio
	if m.Better == Lower {
		r.Score = 1 / r.Ratio
	}
	r.Worse = m.Gate && r.Score < threshold
	return r
}

// Direction is how a unit improves, and whether it gates: throughput
// (…/s) higher, everything else lower; p99 and max latencies, sizes and
// counts that are not costs (reply bytes, groups) only inform. ok is false
// for units that are not measurements of speed or memory at all.
func Direction(unit string) (b Better, gate, ok bool) {
	switch {
	case strings.HasSuffix(unit, "/s"):
		return Higher, true, true
	case unit == "ns/op", unit == "cpu-ns/op", unit == "ns/event", unit == "cpu-ns/event",
		unit == "B/op", unit == "allocs/op", unit == "p50-ms", unit == "ms p50",
		unit == "µs cpu/event", unit == "KiB rss peak":
		return Lower, true, true
	case unit == "p99-ms", unit == "ms p99", unit == "bytes reply max":
		return Lower, false, true
	}
	return Lower, false, false
}

// Print writes one line per row: base and head medians, head ÷ base, and
// a verdict; it returns whether any row is Worse.
func Print(w io.Writer, rows []Row, threshold float64) (worse bool) {
	fmt.Fprintf(w, "%-44s %-14s %14s %14s %7s  %s\n", "metric", "unit", "base", "head", "ratio", "verdict")
	for _, r := range rows {
		verdict := "ok"
		switch {
		case r.Ratio == 0:
			verdict = "n/a (one side only)"
		case r.Worse:
			verdict, worse = fmt.Sprintf("WORSE (score %.2f < %.2f)", r.Score, threshold), true
		case !r.Gate:
			verdict = "info"
		case r.Score >= 1/threshold:
			verdict = "better"
		}
		fmt.Fprintf(w, "%-44s %-14s %14s %14s %7.3f  %s\n", r.Name, r.Unit, num(r.BaseMedian), num(r.HeadMedian), r.Ratio, verdict)
	}
	return worse
}

func num(v float64) string {
	switch {
	case v == 0:
		return "-"
	case v >= 1000:
		return fmt.Sprintf("%.0f", v)
	case v >= 10:
		return fmt.Sprintf("%.1f", v)
	}
	return fmt.Sprintf("%.3f", v)
}
