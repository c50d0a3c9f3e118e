package benchcompare

import (
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestMedian(t *testing.T) {
	assert.Equal(t, 0.0, Median(nil))
	assert.Equal(t, 3.0, Median([]float64{5, 1, 3}))
	assert.Equal(t, 2.5, Median([]float64{4, 1, 3, 2}))
	vs := []float64{3, 1, 2}
	Median(vs)
	assert.Equal(t, []float64{3, 1, 2}, vs, "the caller's order is kept")
}

// rounds is one value a round.
func rounds(vs ...float64) [][]float64 {
	out := make([][]float64, len(vs))
	for i, v := range vs {
		out[i] = []float64{v}
	}
	return out
}

func TestBest(t *testing.T) {
	assert.Equal(t, 0.0, Best(nil, Lower))
	assert.Equal(t, 98.0, Best([]float64{120, 98, 300}, Lower), "a cost: the least")
	assert.Equal(t, 300.0, Best([]float64{120, 98, 300}, Higher), "a throughput: the most")
}

func TestSummarise(t *testing.T) {
	for _, tt := range []struct {
		name         string
		m            Metric
		ratio, score float64
		worse        bool
	}{
		{"throughput down 10%", Metric{Better: Higher, Gate: true, Base: rounds(100, 90, 110), Head: rounds(90, 81, 99)}, 0.9, 0.9, true},
		{"throughput down 4%", Metric{Better: Higher, Gate: true, Base: rounds(100), Head: rounds(96)}, 0.96, 0.96, false},
		{"throughput up", Metric{Better: Higher, Gate: true, Base: rounds(100), Head: rounds(150)}, 1.5, 1.5, false},
		{"latency up 25%", Metric{Better: Lower, Gate: true, Base: rounds(2, 2, 9), Head: rounds(2.5, 2.5, 1)}, 1.25, 0.8, true},
		{"latency down by half", Metric{Better: Lower, Gate: true, Base: rounds(2), Head: rounds(1)}, 0.5, 2, false},
		{"p99 up, not gated", Metric{Better: Lower, Base: rounds(2), Head: rounds(4)}, 2, 0.5, false},
		{"base only", Metric{Better: Lower, Gate: true, Base: rounds(2)}, 0, 0, false},
		// A run disturbed by another process is slower, never faster: the
		// round's best run is compared, not its first or its mean.
		{"one slow run in a round", Metric{Better: Lower, Gate: true,
			Base: [][]float64{{100, 101, 130}}, Head: [][]float64{{140, 99, 100}}}, 0.99, 1 / 0.99, false},
		{"best throughput of a round", Metric{Better: Higher, Gate: true,
			Base: [][]float64{{200, 190}}, Head: [][]float64{{150, 170}}}, 0.85, 0.85, true},
		// The head's best is as good as one of the base's own runs: the
		// sides differ by less than the base differs from itself.
		{"within the base's own spread", Metric{Better: Higher, Gate: true,
			Base: [][]float64{{200, 150}}, Head: [][]float64{{120, 180}}}, 0.9, 0.9, false},
		// Prefetch's instructions an op, three counts of one binary
		// (3,441, 3,496, 3,245) against a head 10% slower, and against
		// the same counts in another order.
		{"a repeated count 10% up", Metric{Better: Lower, Gate: true,
			Base: [][]float64{{3441, 3496, 3245}}, Head: [][]float64{{3785, 3846, 3570}}}, 3570.0 / 3245, 3245.0 / 3570, true},
		{"a repeated count's noise", Metric{Better: Lower, Gate: true,
			Base: [][]float64{{3245, 3441, 3496}}, Head: [][]float64{{3496, 3441, 3441}}}, 3441.0 / 3245, 3245.0 / 3441, false},
		{"spreads meet in one round of three", Metric{Better: Lower, Gate: true,
			Base: [][]float64{{100, 104}, {100, 101}, {100, 101}}, Head: [][]float64{{103, 110}, {110, 111}, {110, 112}}}, 1.1, 1 / 1.1, true},
		// The load differed from round to round and one middle round was
		// disturbed on one side: the ratio of the two sides' medians would
		// say 160 ÷ 140 = 1.14 and fail; the rounds' pairs say 1, 1.14, 1.
		{"rounds under different loads, paired", Metric{Better: Lower, Gate: true,
			Base: rounds(100, 140, 200), Head: rounds(100, 160, 200)}, 1, 1, false},
		{"the same regression under any load", Metric{Better: Lower, Gate: true,
			Base: rounds(100, 200, 400), Head: rounds(110, 220, 440)}, 1.1, 1 / 1.1, true},
		{"one round of three disturbed on one side", Metric{Better: Lower, Gate: true,
			Base: rounds(100, 100, 100), Head: rounds(100, 150, 101)}, 1.01, 1 / 1.01, false},
		{"a round only the base has is not paired", Metric{Better: Lower, Gate: true,
			Base: rounds(100, 100, 500), Head: rounds(100, 100)}, 1, 1, false},
		{"a round without a value is not paired", Metric{Better: Lower, Gate: true,
			Base: [][]float64{{100}, nil, {100}}, Head: rounds(100, 300, 100)}, 1, 1, false},
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
		Summarise(Metric{Name: "load: ingest", Unit: "events/s", Better: Higher, Gate: true, Base: rounds(200000), Head: rounds(120000)}, 0.95),
		Summarise(Metric{Name: "BenchmarkClassify", Unit: "ns/op", Better: Lower, Gate: true, Base: rounds(100), Head: rounds(50)}, 0.95),
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

func TestLeafPattern(t *testing.T) {
	assert.Equal(t, "^BenchmarkClassify$", LeafPattern("BenchmarkClassify"))
	assert.Equal(t, `^BenchmarkStoreAdd$/^bodies=plain$`, LeafPattern("BenchmarkStoreAdd/bodies=plain"))
	assert.Equal(t, `^BenchmarkX$/^a\.b\+c$`, LeafPattern("BenchmarkX/a.b+c"), "a sub-benchmark's name is quoted")
}

// testdata/true.callgrind is callgrind's output for /bin/true:
// valgrind --tool=callgrind --callgrind-out-file=true.callgrind /bin/true
// (valgrind 3.19.0, which printed "I refs: 126,651").
func TestReadPart(t *testing.T) {
	f, err := os.Open("testdata/true.callgrind")
	require.NoError(t, err)
	defer f.Close()
	p, err := ReadPart(f)
	require.NoError(t, err)
	assert.Equal(t, Part{Trigger: "Program termination", Total: 126651}, p)

	_, err = ReadPart(strings.NewReader("version: 1\nevents: Ir\n"))
	assert.ErrorContains(t, err, "no summary line")
	_, err = ReadPart(strings.NewReader("summary: lots\n"))
	assert.ErrorContains(t, err, `"lots"`)
}

func TestLoopPart(t *testing.T) {
	const reset, stop = "--dump-before=testing.(*B).ResetTimer", "--dump-before=testing.(*B).StopTimer"
	// The parts of a real run, in order: sourcemap.test -test.bench
	// '^BenchmarkLookupCached$/^vite8$' -test.benchtime 3001x under
	// valgrind --tool=callgrind --dump-before=testing.(*B).ResetTimer
	// --dump-before=testing.(*B).StopTimer (GOMAXPROCS=1 GOGC=off). The
	// sixth is the loop: 18,838 instructions an op, where the run of 3001
	// less the run of 1 had said 18,773 (the loop's start and b.Loop's own
	// calls are in it).
	bLoop := []Part{
		{reset, 3641120}, {reset, 1469861}, {reset, 1579089}, {reset, 2264748}, {reset, 29670},
		{stop, 56533884}, {stop, 12947}, {stop, 17990}, {stop, 182941}, {stop, 19767},
	}
	n, err := LoopPart(bLoop)
	require.NoError(t, err)
	assert.Equal(t, int64(56533884), n)

	// A b.N benchmark that resets its timer after its setup runs once
	// with one operation, then with all of them: the last loop counts.
	bN := []Part{{reset, 900}, {reset, 5000}, {stop, 40}, {stop, 10}, {reset, 900}, {reset, 5000}, {stop, 4000}, {stop, 10}}
	n, err = LoopPart(bN)
	require.NoError(t, err)
	assert.Equal(t, int64(4000), n)

	_, err = LoopPart([]Part{{stop, 10}, {"Program termination", 5}})
	assert.ErrorContains(t, err, "loop was not found")
}

func TestGated(t *testing.T) {
	for _, tt := range []struct {
		unit           string
		counted, timed bool // gated with the instructions counted, and without
	}{
		{UnitInstr, true, true},
		{UnitInstrEvent, true, true},
		{UnitInstrEventTotal, false, false},
		{UnitAllocs, false, false},
		{UnitBytes, false, false},
		{"ns/op", false, true},
		{"cpu-ns/op", false, true},
		{"events/s", false, true},
		{"allocs/op", false, true},
		{"ms p99", false, false},
	} {
		assert.Equal(t, tt.counted, Gated(tt.unit, false), tt.unit)
		assert.Equal(t, tt.timed, Gated(tt.unit, true), tt.unit)
	}
}
