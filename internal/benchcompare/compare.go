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

// Metric is one figure measured on both sides: per round, every value
// measured in it (one for a load-tool figure, Config.Count for a Go
// benchmark's).
type Metric struct {
	Name       string // benchmark or load-tool figure
	Unit       string
	Better     Better
	Gate       bool // a regression fails the run
	Base, Head [][]float64
}

// Row is a metric's summary.
type Row struct {
	Metric
	BaseMedian, HeadMedian float64 // of the rounds' best values
	Ratio                  float64 // head ÷ base, the median of the rounds' ratios
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

// Best is the best of one round's values: the least of a cost, the most
// of a throughput; 0 for none. Another process on the machine can only
// add time to a run, never take it away, so the best run of a round is
// the one it disturbed least.
func Best(vs []float64, b Better) float64 {
	if len(vs) == 0 {
		return 0
	}
	if b == Higher {
		return slices.Max(vs)
	}
	return slices.Min(vs)
}

// bests is each round's [Best].
func bests(rounds [][]float64, b Better) []float64 {
	out := make([]float64, 0, len(rounds))
	for _, vs := range rounds {
		if v := Best(vs, b); v != 0 {
			out = append(out, v)
		}
	}
	return out
}

// Summarise compares m's sides round by round: each round's best value
// of head over that of base, and the median of those ratios. Pairing the
// rounds lets a load that rises or falls over the run weigh on both sides
// of a ratio alike. A score under threshold in a gated metric is Worse,
// unless in most rounds the head's best value is as good as one of the
// base's (a count repeated on each side, whose spread is its noise). A
// metric with no round measured on both sides, or zero there, gets no
// ratio and cannot fail.
func Summarise(m Metric, threshold float64) Row {
	var bases, heads, ratios []float64
	overlapping := 0
	for i := range min(len(m.Base), len(m.Head)) {
		b, h := Best(m.Base[i], m.Better), Best(m.Head[i], m.Better)
		if b == 0 || h == 0 {
			continue
		}
		bases, heads, ratios = append(bases, b), append(heads, h), append(ratios, h/b)
		if overlap(m.Base[i], m.Head[i], m.Better) {
			overlapping++
		}
	}
	r := Row{Metric: m, BaseMedian: Median(bases), HeadMedian: Median(heads)}
	if len(ratios) == 0 {
		return r
	}
	r.Ratio = Median(ratios)
	r.Score = r.Ratio
	if m.Better == Lower {
		r.Score = 1 / r.Ratio
	}
	// A head whose best run is as good as one of the base's own runs, in
	// most rounds, differs from it by less than the base differs from
	// itself: noise, however the medians fall.
	r.Worse = m.Gate && r.Score < threshold && 2*overlapping <= len(ratios)
	return r
}

// overlap says whether the head's best value of a round is as good as one
// of the base's values of that round: the two sides' spreads meet. A round
// of one value a side overlaps only where the head is no worse.
func overlap(base, head []float64, b Better) bool {
	if b == Higher {
		return slices.Max(head) >= slices.Min(base)
	}
	return slices.Min(head) <= slices.Max(base)
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
		unit == "µs cpu/event", unit == "KiB rss peak", unit == UnitInstr, unit == UnitInstrEvent:
		return Lower, true, true
	case unit == "p99-ms", unit == "ms p99", unit == "bytes reply max", unit == UnitAllocs, unit == UnitBytes,
		unit == UnitInstrEventTotal:
		return Lower, false, true
	}
	return Lower, false, false
}

// Gated says whether a metric in unit fails the run when it gets worse:
// what [Direction] gates, and of that, with the instructions counted
// (timeGates false), the instructions alone: per op of a benchmark, and
// per event of the daemon under the load tool, less the collector.
//
// Allocations counted under callgrind inform only: with the collector off
// DecodeEvents still went from 244 to 233 allocations an op between two
// builds of the same code, a score of 0.955 at the gate, and Prefetch's
// 3 B/op became 4 (under a byte an op either way: an allocation spread
// over 20,000 operations).
// An allocation costs instructions, which are gated.
func Gated(unit string, timeGates bool) bool {
	_, gate, _ := Direction(unit)
	return gate && (timeGates || unit == UnitInstr || unit == UnitInstrEvent)
}

// Print writes one line per row: base and head medians, head ÷ base, and
// a verdict; it returns whether any row is Worse.
func Print(w io.Writer, rows []Row, threshold float64) (worse bool) {
	fmt.Fprintf(w, "%-44s %-18s %14s %14s %7s  %s\n", "metric", "unit", "base", "head", "ratio", "verdict")
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
		fmt.Fprintf(w, "%-44s %-18s %14s %14s %7.3f  %s\n", r.Name, r.Unit, num(r.BaseMedian), num(r.HeadMedian), r.Ratio, verdict)
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
