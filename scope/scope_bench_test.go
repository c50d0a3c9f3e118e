package scope

import (
	"fmt"
	"testing"
	"time"

	"github.com/errbundle/errbundle/capture"
)

// BenchmarkApply scopes a store at its default capacities, held by two
// apps, to one of them: what every scoped query pays on top of the view.
func BenchmarkApply(b *testing.B) {
	for _, share := range []struct {
		name  string
		other int // in ten events, how many are the other app's
	}{{"all mine", 0}, {"half the other app's", 5}} {
		b.Run(share.name, func(b *testing.B) {
			s := capture.NewStore(capture.Config{MaxBytes: 1 << 30})
			s.AddProcess("shop", []capture.ProcessEvent{{Type: capture.ProcessStart, Time: t0, Dir: "/work/shop", PID: 1}})
			s.AddProcess("blog", []capture.ProcessEvent{{Type: capture.ProcessStart, Time: t0, Dir: "/work/blog", PID: 2}})
			for i := range capture.DefaultMaxLogs {
				page := fmt.Sprintf("http://localhost:5173/p%d", i%20)
				if i%10 < share.other {
					page = fmt.Sprintf("http://localhost:8000/p%d", i%20)
				}
				m := capture.Meta{Time: t0.Add(time.Duration(i) * time.Millisecond), TabID: capture.TabID(fmt.Sprint(i % 4)), PageURL: page}
				batch := capture.Batch{Logs: []*capture.Log{{Meta: m, Level: "info", Message: "log"}}}
				if i < capture.DefaultMaxErrors {
					batch.Errors = []*capture.Error{{Meta: m, Message: "boom", Kind: capture.KindException}}
				}
				if i < capture.DefaultMaxRequests {
					batch.Requests = []*capture.Request{{Meta: m, Method: "GET", URL: page, Status: 200}}
				}
				s.Add(batch)
			}
			snap := s.Snapshot()
			sc := Resolve(snap.Processes, map[string][]int{"shop": {5173}, "blog": {8000}}, Request{Roots: []string{"/work/shop"}})
			events := snap.Errors.Len() + snap.Logs.Len() + snap.Requests.Len()
			b.ResetTimer()
			for b.Loop() {
				sc.Apply(snap)
			}
			b.ReportMetric(float64(events), "events/op")
		})
	}
}
