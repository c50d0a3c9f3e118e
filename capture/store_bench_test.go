package capture_test

import (
	"testing"
	"time"

	"github.com/errbundle/errbundle/capture"
	"github.com/errbundle/errbundle/internal/cputime"
	"github.com/errbundle/errbundle/internal/testgen"
)

// clone copies a template batch so the store may own the copy. It stands in
// for the allocations of the decoder that would have made the events.
func clone(b capture.Batch, shift time.Duration) capture.Batch {
	return capture.Batch{
		Errors:   cloneAll(b.Errors, shift, func(e *capture.Error) *capture.Meta { return &e.Meta }),
		Logs:     cloneAll(b.Logs, shift, func(l *capture.Log) *capture.Meta { return &l.Meta }),
		Requests: cloneAll(b.Requests, shift, func(r *capture.Request) *capture.Meta { return &r.Meta }),
		Actions:  cloneAll(b.Actions, shift, func(a *capture.Action) *capture.Meta { return &a.Meta }),
	}
}

// cloneAll copies each event, moved in time by shift.
func cloneAll[T any](evs []*T, shift time.Duration, meta func(*T) *capture.Meta) []*T {
	out := make([]*T, len(evs))
	for i, e := range evs {
		cp := *e
		meta(&cp).Time = meta(&cp).Time.Add(shift)
		out[i] = &cp
	}
	return out
}

// BenchmarkStoreAdd measures the amortised cost of storing one event,
// redaction and body capping included, in a store of default size that
// fills up and then evicts as it goes, as the daemon's does. Its cases
// differ in what the redactor finds: plain bodies give it nothing to look
// at twice; mixed ones have credential-like words, epoch-millisecond
// timestamps and Vite cache-busters (see [testgen.Plain]).
func BenchmarkStoreAdd(b *testing.B) {
	b.Run("bodies=plain", func(b *testing.B) { benchStoreAdd(b, testgen.Plain(3)) })
	b.Run("bodies=mixed", func(b *testing.B) { benchStoreAdd(b, testgen.Mixed(3)) })
}

func benchStoreAdd(b *testing.B, g *testgen.Gen) {
	templates := make([]capture.Batch, 2*len(testgen.Mix)) // whole cycles of the mix
	for i := range templates {
		templates[i] = g.Batch(i, testgen.Now.Add(time.Duration(i)*500*time.Millisecond))
	}
	cycle := time.Duration(len(templates)) * 500 * time.Millisecond
	store := capture.NewStore(capture.Config{Now: func() time.Time { return testgen.Now }})
	events := 0
	cpu0 := cputime.Used()
	for i := 0; b.Loop(); i++ {
		batch := clone(templates[i%len(templates)], time.Duration(i/len(templates))*cycle)
		events += batch.Len()
		store.Add(batch)
	}
	cpu := cputime.Used() - cpu0
	cputime.Report(b, cpu0)
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(events), "ns/event")
	if cpu0 >= 0 {
		b.ReportMetric(float64(cpu.Nanoseconds())/float64(events), "cpu-ns/event")
	}
	b.ReportMetric(float64(events)/b.Elapsed().Seconds(), "events/s")
}
