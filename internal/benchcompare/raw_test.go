package benchcompare

import (
	"encoding/json"
	"fmt"
	"os"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestVerdictOfRealRuns reads the -raw samples of real `make
// bench-compare` runs (testdata/runs/README.md says which) and checks the
// verdict the statistics give them: a run of the same code on both sides
// passes, the run with a deliberate regression in bundle.Group fails on
// BenchmarkGetErrors and nothing else, and the one with a regression in
// the v1 ingest handler on the daemon's count alone.
func TestVerdictOfRealRuns(t *testing.T) {
	for _, tt := range []struct {
		file      string
		timeGates bool
		worse     []string // name and unit of each row that fails
	}{
		{"same-commit-1.json", false, nil},
		{"same-commit-2.json", false, nil},
		{"same-commit-3.json", false, nil},
		{"same-commit-4.json", false, nil},
		{"same-commit-quick.json", false, nil},
		{"geterrors-slower.json", false, []string{"BenchmarkGetErrors instr/op"}},
		{"geterrors-slower-2.json", false, []string{"BenchmarkGetErrors instr/op"}},
		{"daemon-same-1100x3.json", false, nil},
		{"daemon-same-300x3.json", false, nil},
		{"daemon-same-quick.json", false, nil},
		{"daemon-ingest-slower.json", false, []string{"load: ingest under callgrind, 1100 batches instr/event less GC"}},
		{"daemon-ingest-slower-300.json", false, []string{"load: ingest under callgrind, 300 batches instr/event less GC"}},
		// The clock, had it gated, would have failed the same code on
		// 18 rows (SentryEnvelope ×1.41 in ns/op) and passed the slower
		// GetErrors (ns/op ×0.85, cpu-ns/op ×1.04).
		{"same-commit-1.json", true, []string{
			"load: ingest events/s", "load: error_bundles over MCP HTTP ms p50",
			"BenchmarkStoreAdd/bodies=plain ns/op", "BenchmarkStoreAdd/bodies=plain events/s", "BenchmarkStoreAdd/bodies=plain ns/event",
			"BenchmarkDecodeEvents ns/op", "BenchmarkDecodeEvents MB/s", "BenchmarkDecodeEvents events/s",
			"BenchmarkSentryEnvelope ns/op", "BenchmarkSentryEnvelope MB/s", "BenchmarkSentryEnvelope events/s",
			"BenchmarkOTLPTraces ns/op", "BenchmarkOTLPTraces MB/s", "BenchmarkOTLPTraces events/s",
			"BenchmarkObserveHTTP/direct ns/op", "BenchmarkObserveHTTP/direct p50-ms",
			"BenchmarkClassify ns/op", "BenchmarkClassify lines/s",
		}},
	} {
		t.Run(fmt.Sprintf("%s/timeGates=%v", tt.file, tt.timeGates), func(t *testing.T) {
			b, err := os.ReadFile("testdata/runs/" + tt.file)
			require.NoError(t, err)
			var raw Raw
			require.NoError(t, json.Unmarshal(b, &raw))
			require.NotEmpty(t, raw.Metrics)
			var worse []string
			for _, m := range raw.Metrics {
				// The gates of today's rules, not of the build that ran:
				// the samples are what was measured.
				m.Gate = Gated(m.Unit, tt.timeGates)
				if r := Summarise(m, 0.95); r.Worse {
					worse = append(worse, m.Name+" "+m.Unit)
				}
			}
			assert.Equal(t, tt.worse, worse)
		})
	}
}
