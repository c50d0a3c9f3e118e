package bundle_test

import (
	"fmt"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/errbundle/errbundle/bundle"
	"github.com/errbundle/errbundle/capture"
	"github.com/errbundle/errbundle/internal/testgen"
)

// TestGroupMatchesReference checks get_errors' grouping against the first
// implementation, [bundle.RefGroup], over a busy store with page loads in
// some tabs, untabbed events and every kind of filter.
func TestGroupMatchesReference(t *testing.T) {
	store := capture.NewStore(capture.Config{Now: func() time.Time { return benchNow }})
	testgen.New(11).Fill(store, 3000, benchSpan)
	var b capture.Batch
	for i, tab := range []capture.TabID{"1001", "1003", "1004", ""} {
		b.Actions = append(b.Actions, &capture.Action{Meta: capture.Meta{Time: benchNow.Add(-time.Duration(2+3*i) * time.Minute), TabID: tab},
			Type: capture.ActionLoad})
	}
	for i := range 40 {
		b.Errors = append(b.Errors, &capture.Error{Meta: capture.Meta{Time: benchNow.Add(-time.Duration(i) * 7 * time.Second)},
			Message: fmt.Sprintf("untabbed failure %d", i%3)})
	}
	store.Add(b)
	line := func(ago time.Duration, text string) capture.ProcessEvent {
		return capture.ProcessEvent{Type: capture.ProcessLine, Time: benchNow.Add(-ago), Stream: "stderr", Text: text}
	}
	store.AddProcess("dev", []capture.ProcessEvent{
		{Type: capture.ProcessStart, Time: benchNow.Add(-9 * time.Minute), Command: "go run ."},
		line(8*time.Minute, "panic: runtime error: index out of range [3] with length 3"),
		line(8*time.Minute, ""),
		line(7*time.Minute, "./main.go:12:2: undefined: foo"),
		{Type: capture.ProcessStart, Time: benchNow.Add(-5 * time.Minute), Command: "go run ."},
		line(4*time.Minute, "./main.go:12:2: undefined: foo"),
		line(3*time.Minute, "./main.go:14:2: undefined: bar"),
		line(time.Minute, "./main.go:12:2: undefined: foo"),
	})
	snap := store.Snapshot()

	for _, opt := range []bundle.GroupOptions{
		{IncludeWarnings: true, Limit: 1000},
		{IncludeWarnings: false, Limit: 1000},
		{IncludeWarnings: true},
		{IncludeWarnings: true, TabID: "1003", Limit: 1000},
		{IncludeWarnings: true, TabID: "1002", Limit: 1000},
		{IncludeWarnings: true, Since: benchNow.Add(-2 * time.Minute), Limit: 1000},
		{IncludeWarnings: true, Since: benchNow.Add(-4 * time.Minute), TabID: "1004", Limit: 1000},
		{IncludeWarnings: true, ProcessID: "dev", Limit: 1000},
		{IncludeWarnings: true, ProcessID: "dev", Since: benchNow.Add(-time.Hour), Limit: 1000},
	} {
		t.Run(fmt.Sprintf("%+v", opt), func(t *testing.T) {
			got, want := bundle.Group(snap, opt), bundle.RefGroup(snap, opt)
			require.NotEmpty(t, want.Entries, "the case must group something")
			if opt.Since.IsZero() && opt.TabID == "" {
				require.Positive(t, want.HiddenOlder, "the case must hide something")
			}
			assert.Equal(t, want, got)
		})
	}
}
