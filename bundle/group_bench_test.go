package bundle_test

import (
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/errbundle/errbundle/bundle"
	"github.com/errbundle/errbundle/capture"
	"github.com/errbundle/errbundle/internal/cputime"
	"github.com/errbundle/errbundle/internal/testgen"
)

var groupsSink bundle.Groups

// BenchmarkGetErrors measures a get_errors query, warnings included, over a
// store of default size whose error buffer is full: 10,000 errors beside
// logs, requests and actions of the same ten minutes. No page load hides
// older errors, so every one of them is grouped.
func BenchmarkGetErrors(b *testing.B) {
	store := capture.NewStore(capture.Config{Now: func() time.Time { return benchNow }})
	testgen.New(7).Fill(store, capture.DefaultMaxErrors, benchSpan)
	require.Equal(b, capture.DefaultMaxErrors, store.Stats().Buffers["errors"].Count)
	snap := store.Snapshot()
	var res bundle.Groups
	cpu0 := cputime.Used()
	for b.Loop() {
		res = bundle.Group(snap, bundle.GroupOptions{IncludeWarnings: true})
	}
	cputime.Report(b, cpu0)
	groupsSink = res
	b.ReportMetric(float64(res.ErrorCount+res.WarningCount), "groups")
	b.ReportMetric(float64(snap.Errors.Len())*float64(b.N)/b.Elapsed().Seconds(), "errors/s")
}
