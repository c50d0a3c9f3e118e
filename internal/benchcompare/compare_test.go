package benchcompare

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestMedian(t *testing.T) {
	assert.Equal(t, 0.0, Median(nil))
	assert.Equal(t, 3.0, Median([]float64{5, 1, 3}))
	assert.Equal(t, 2.5, Median([]float64{4, 1, 3, 2}))
	vs := []float64{3, 1, 2}
	Median(vs)
	assert.Equal(t, []float64{3, 1, 2}, vs, "the caller's order is kept")
}

func TestSummarise(t *testing.T) {
	for _, tt := range []struct {
		name         string
		m            Metric
		ratio, score float64
		worse        bool
	}{
		{"throughput down 10%", Metric{Better: Higher, Gate: true, Base: []float64{100, 90, 110}, Head: []float64{90, 81, 99}}, 0.9, 0.9, true},
		{"throughput down 4%", Metric{Better: Higher, Gate: true, Base: []float64{100}, Head: []float64{96}}, 0.96, 0.96, false},
		{"throughput up", Metric{Better: Higher, Gate: true, Base: []float64{100}, Head: []float64{150}}, 1.5, 1.5, false},
		{"latency up 25%", Metric{Better: Lower, Gate: true, Base: []float64{2, 2, 9}, Head: []float64{2.5, 2.5, 1}}, 1.25, 0.8, true},
		{"latency down by half", Metric{Better: Lower, Gate: true, Base: []float64{2}, Head: []float64{1}}, 0.5, 2, false},
		{"p99 up, not gated", Metric{Better: Lower, Base: []float64{2}, Head: []float64{4}}, 2, 0.5, false},
		{"base only", Metric{Better: Lower, Gate: true, Base: []float64{2}}, 0, 0, false},
	} {
		t.Run(tt.name, func(t *testing.T) {
			r := Summarise(tt.m, 0.95)
			assert.InDelta(t, tt.ratio, r.Ratio, 1e-9)
			assert.InDelta(t, tt.score, r.Score, 1e-9)
			assert.Equal(t, tt.worse, r.Worse)
		})
	}
}

func TestDirection(t *testing.T) {
	for _, tt := range []struct {
		unit     string
		better   Better
		gate, ok bool
	}{
		{"events/s", Higher, true, true},
		{"MB/s", Higher, true, true},
		{"ns/op", Lower, true, true},
		{"cpu-ns/event", Lower, true, true},
		{"p50-ms", Lower, true, true},
		{"p99-ms", Lower, false, true},
		{"groups", Lower, false, false},
	} {
		b, gate, ok := Direction(tt.unit)
		assert.Equal(t, tt.better, b, tt.unit)
		assert.Equal(t, tt.gate, gate, tt.unit)
		assert.Equal(t, tt.ok, ok, tt.unit)
	}
}

func TestPrint(t *testing.T) {
	rows := []Row{
		Summarise(Metric{Name: "load: ingest", Unit: "events/s", Better: Higher, Gate: true, Base: []float64{200000}, Head: []float64{120000}}, 0.95),
		Summarise(Metric{Name: "BenchmarkClassify", Unit: "ns/op", Better: Lower, Gate: true, Base: []float64{100}, Head: []float64{50}}, 0.95),
	}
	var b strings.Builder
	assert.True(t, Print(&b, rows, 0.95))
	out := b.String()
	assert.Contains(t, out, "0.600  WORSE (score 0.60 < 0.95)")
	assert.Contains(t, out, "0.500  better")
}

func TestParseBench(t *testing.T) {
	out := `goos: linux
BenchmarkStoreAdd/bodies=plain-2   	  500000	      2100 ns/op	      2050 ns/event	  480000 events/s	     312 B/op	       3 allocs/op
BenchmarkObserveHTTP/direct-2      	    2000	    600000 ns/op	         0.55 p50-ms	         3.1 p99-ms
BenchmarkStoreAdd logged a line
PASS
`
	got, err := ParseBench(strings.NewReader(out))
	assert.NoError(t, err)
	assert.Equal(t, []Sample{
		{"BenchmarkStoreAdd/bodies=plain", "ns/op", 2100},
		{"BenchmarkStoreAdd/bodies=plain", "ns/event", 2050},
		{"BenchmarkStoreAdd/bodies=plain", "events/s", 480000},
		{"BenchmarkStoreAdd/bodies=plain", "B/op", 312},
		{"BenchmarkStoreAdd/bodies=plain", "allocs/op", 3},
		{"BenchmarkObserveHTTP/direct", "ns/op", 600000},
		{"BenchmarkObserveHTTP/direct", "p50-ms", 0.55},
		{"BenchmarkObserveHTTP/direct", "p99-ms", 3.1},
	}, got)
}
