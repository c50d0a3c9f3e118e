package ingest_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/errbundle/errbundle/capture"
	"github.com/errbundle/errbundle/ingest"
	"github.com/errbundle/errbundle/internal/cputime"
	"github.com/errbundle/errbundle/internal/testgen"
)

var batchSink capture.Batch

// BenchmarkDecodeEvents measures decoding one POST /v1/events body of 50
// events of the mix.
func BenchmarkDecodeEvents(b *testing.B) {
	body := testgen.Wire(testgen.Mixed(5).Batch(0, testgen.Now))
	batch, rej, err := ingest.DecodeEvents(body)
	require.NoError(b, err)
	require.Empty(b, rej)
	require.Equal(b, testgen.BatchSize, batch.Len())
	b.SetBytes(int64(len(body)))
	cpu0 := cputime.Used()
	for b.Loop() {
		batchSink, _, _ = ingest.DecodeEvents(body)
	}
	cputime.Report(b, cpu0)
	b.ReportMetric(float64(testgen.BatchSize)*float64(b.N)/b.Elapsed().Seconds(), "events/s")
}
