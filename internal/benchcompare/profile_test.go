package benchcompare

import (
	"compress/gzip"
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// testdata/daemon-20.callgrind.gz is a real dump of the whole daemon
// under callgrind after 20 batches of the load tool (daemon-20.sh made
// it). The expected figures are callgrind's and callgrind_annotate's,
// not this package's:
//   - the total is the file's "totals:" line, 56,684,538 (its
//     "summary:" line says 56,684,407; the totals come last and are what
//     the cost lines add up to);
//   - the self costs are `callgrind_annotate --threshold=100 --auto=no
//     --show-percs=no` with a function's lines summed (it lists a
//     function once per source file its inlined code came from, and each
//     recursion level, name'2, apart): appendPlainRun 4,834,949,
//     spotsHold 3,893,482, runtime.gcBgMarkWorker and its levels 1,129;
//   - the collector is that listing filtered by `grep -E` with
//     collectorFunc's alternatives and summed: 18,299,069 over 420 lines.
func TestReadProfileOfTheDaemon(t *testing.T) {
	f, err := os.Open("testdata/daemon-20.callgrind.gz")
	require.NoError(t, err)
	defer f.Close()
	z, err := gzip.NewReader(f)
	require.NoError(t, err)
	p, err := ReadProfile(z)
	require.NoError(t, err)

	assert.Equal(t, "dump", p.Trigger)
	assert.Equal(t, int64(56_684_538), p.Total)
	var sum int64
	for _, v := range p.Self {
		sum += v
	}
	assert.Equal(t, p.Total, sum, "self costs add up to the total")
	assert.Equal(t, int64(4_834_949), p.Self["github.com/errbundle/errbundle/internal/jsonscan.appendPlainRun"])
	assert.Equal(t, int64(3_893_482), p.Self["github.com/errbundle/errbundle/redact.spotsHold"])
	assert.Equal(t, int64(1_129), p.Self["runtime.gcBgMarkWorker"])
	assert.NotContains(t, p.Self, "runtime.gcBgMarkWorker'2")
	assert.Equal(t, int64(18_299_069), p.Collector())
}

// TestReadProfile covers what the daemon's dump does not show: a cost line
// after calls= is the call's and not the caller's, names compressed or
// not, more than one position and event, and bad input.
func TestReadProfile(t *testing.T) {
	const file = `# callgrind format
version: 1
positions: instr line
events: Dr Ir
summary: 99 160

ob=(1) /bin/x
fl=(1) x.go
fn=(1) main.main
0x10 3 7 20
+2 * 0 5
cfl=(1)
cfn=(2) runtime.gcDrain'2
calls=1 0x40 9
0x12 4 0 100
fn=(2)
0x40 9 11 30
fn=runtime.mallocgc
0x50 1 2
0x51 1
totals: 99 160
`
	p, err := ReadProfile(strings.NewReader(file))
	require.NoError(t, err)
	assert.Equal(t, Profile{Total: 160, Self: map[string]int64{
		"main.main":       25, // 20 + 5; the call's 100 is runtime.gcDrain's
		"runtime.gcDrain": 30,
	}}, p, "mallocgc's lines leave out Ir, a trailing zero cost")
	assert.Equal(t, int64(30), p.Collector())

	for _, tt := range []struct{ name, in, err string }{
		{"no summary", "events: Ir\nfn=(1) f\n0 3\n", "no summary line"},
		{"no Ir", "events: Dr Dw\nsummary: 1 2\n", "no Ir among the events"},
		{"bad cost", "events: Ir\nsummary: 3\nfn=(1) f\n0 lots\n", `line 4: cost "lots"`},
		{"bad summary", "events: Ir\nsummary: many\n", `summary "many"`},
	} {
		t.Run(tt.name, func(t *testing.T) {
			_, err := ReadProfile(strings.NewReader(tt.in))
			assert.ErrorContains(t, err, tt.err)
		})
	}
}

func TestDropRecursion(t *testing.T) {
	for in, want := range map[string]string{
		"runtime.mapassign'2": "runtime.mapassign",
		"runtime.mapassign":   "runtime.mapassign",
		"f'x":                 "f'x",
		"f'":                  "f'",
		"'12":                 "",
	} {
		assert.Equal(t, want, dropRecursion(in), in)
	}
}

// TestCollectorFunc pins which functions are the collector's: names from
// the daemon's dump.
func TestCollectorFunc(t *testing.T) {
	for name, want := range map[string]bool{
		"runtime.gcBgMarkWorker":                              true,
		"runtime.gcBgMarkWorker.func2":                        true,
		"runtime.scanObjectsSmall":                            true,
		"runtime.tryDeferToSpanScan":                          true,
		"runtime.(*mspan).sweep":                              true,
		"runtime.(*gcWork).tryGetSpan":                        true,
		"runtime.bgsweep":                                     true,
		"runtime.typePointers.next":                           true,
		"runtime.mallocgc":                                    false,
		"runtime.(*mspan).nextFreeIndex":                      false,
		"runtime.memmove":                                     false,
		"github.com/errbundle/errbundle/capture.(*Store).Add": false,
	} {
		assert.Equal(t, want, collectorFunc.MatchString(name), name)
	}
}
