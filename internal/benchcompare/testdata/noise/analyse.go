//go:build ignore

// Command analyse reads errbundle-benchcompare -raw output of a run whose
// two sides are the same commit and prints, per gated row, how each way of
// reducing the rounds scores it: every difference is noise. It made the
// figures of BENCHMARKS.md's "How bench-compare decides" from
// same-commit-7x3.json, the -raw output of
//
//	errbundle-benchcompare -base HEAD -rounds 7 -count 3 -callgrind=false -raw same-commit-7x3.json
//
// (the -callgrind flag did not exist yet; it ran without), at fa02bda:
//
//	go run analyse.go same-commit-7x3.json [threshold]
package main

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"os"
	"slices"
)

type Metric struct {
	Name, Unit string
	Better     int
	Gate       bool
	Base, Head [][]float64
}

type Raw struct {
	Base, Commit  string
	Rounds, Count int
	Load          [2]float64
	Metrics       []Metric
}

func median(vs []float64) float64 {
	s := slices.Clone(vs)
	slices.Sort(s)
	n := len(s)
	if n == 0 {
		return 0
	}
	if n%2 == 1 {
		return s[n/2]
	}
	return (s[n/2-1] + s[n/2]) / 2
}

func score(ratio float64, better int) float64 {
	if better == 0 {
		return 1 / ratio
	}
	return ratio
}

func best(vs []float64, better int) float64 {
	if better == 1 {
		return slices.Max(vs)
	}
	return slices.Min(vs)
}

// est reduces a round's samples to one value.
type est func([]float64, int) float64

func first(vs []float64, _ int) float64 { return vs[0] }
func best2(vs []float64, b int) float64 { return best(vs[:min(2, len(vs))], b) }
func med(vs []float64, _ int) float64   { return median(vs) }

// medOfMedians: ratio of the medians across rounds.
func ratioOfMedians(m Metric, e est, idx []int) float64 {
	var b, h []float64
	for _, i := range idx {
		b = append(b, e(m.Base[i], m.Better))
		h = append(h, e(m.Head[i], m.Better))
	}
	return score(median(h)/median(b), m.Better)
}

func pairedMedian(m Metric, e est, idx []int) float64 {
	var rs []float64
	for _, i := range idx {
		rs = append(rs, score(e(m.Head[i], m.Better)/e(m.Base[i], m.Better), m.Better))
	}
	return median(rs)
}

var thr = 0.95

func main() {
	if len(os.Args) > 2 {
		fmt.Sscan(os.Args[2], &thr)
	}
	b, err := os.ReadFile(os.Args[1])
	if err != nil {
		panic(err)
	}
	var raw Raw
	if err := json.Unmarshal(b, &raw); err != nil {
		panic(err)
	}
	fmt.Printf("%s (%s), %d rounds × %d, load %.1f → %.1f\n", raw.Base, raw.Commit[:12], raw.Rounds, raw.Count, raw.Load[0], raw.Load[1])
	fmt.Printf("per-round score spread is of count-1 samples (first of each round); P(fail) is by 2000 bootstrap resamples of the rounds, thr gate\n")
	fmt.Printf("%-44s %-13s | %-15s %5s |", "row", "unit", "round scores", "<.95")
	for _, h := range []string{"old", "first-paired", "best3-RM", "best2-paired", "best3-paired", "med3-paired"} {
		fmt.Printf(" %13s |", h)
	}
	fmt.Println()
	rng := rand.New(rand.NewPCG(1, 2))
	type E struct {
		f func(Metric, est, []int) float64
		e est
	}
	ests := []E{{ratioOfMedians, first}, {pairedMedian, first}, {ratioOfMedians, best}, {pairedMedian, best2}, {pairedMedian, best}, {pairedMedian, med}}
	n := min(len(raw.Metrics[0].Base), len(raw.Metrics[0].Head))
	fails := make([]int, len(ests))
	pass := make([]float64, len(ests)) // the chance that no row fails, rows taken as independent
	for k := range pass {
		pass[k] = 1
	}
	for _, m := range raw.Metrics {
		if !m.Gate || len(m.Base) < n || len(m.Head) < n {
			continue
		}
		var rs []float64
		below := 0
		for i := range n {
			s := score(m.Head[i][0]/m.Base[i][0], m.Better)
			rs = append(rs, s)
			if s < thr {
				below++
			}
		}
		all := make([]int, n)
		for i := range all {
			all[i] = i
		}
		fmt.Printf("%-44s %-13s | %.3f–%.3f %2d/%d |", m.Name, m.Unit, slices.Min(rs), slices.Max(rs), below, n)
		for k, e := range ests {
			v := e.f(m, e.e, all)
			if v < thr {
				fails[k]++
			}
			bad := 0
			const B = 2000
			idx := make([]int, n)
			for range B {
				for j := range idx {
					idx[j] = rng.IntN(n)
				}
				if e.f(m, e.e, idx) < thr {
					bad++
				}
			}
			fmt.Printf(" %6.3f %5.1f%% |", v, 100*float64(bad)/B)
			pass[k] *= 1 - float64(bad)/B
		}
		fmt.Println()
	}
	fmt.Println("rows failing in this run, per estimator:", fails)
	fmt.Printf("chance a run fails on noise (1 − Π(1 − P), rows independent):")
	for _, p := range pass {
		fmt.Printf(" %.2f", 1-p)
	}
	fmt.Println()
}
