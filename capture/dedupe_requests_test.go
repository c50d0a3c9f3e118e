package capture

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
)

// A request seen by the extension and by errbundle attach: both date it
// by its end, but the extension's end is when its fetch wrapper was done
// with the response, on a busy page long after the browser's. The
// figures are from a run of cdp's TestExtensionAndTwoAttaches under
// load (GET driven.json?observed=0): the extension's report at
// 37.165 s with 393 ms, attach's at 36.861 s with 70 ms; they started
// 19 ms apart. Requests are matched by their start, so it is stored
// once; two requests to one URL started 300 ms apart stay two.
func TestDedupeRequestsByStart(t *testing.T) {
	url := "http://127.0.0.1:5173/driven.json?observed=0"
	req := func(observer string, end float64, ms int) Batch {
		m := at(end)
		if observer != "" {
			m.TabID = "cdp-5011d5ed"
		}
		return Batch{Observer: observer, Requests: []*Request{{Meta: m, Method: "GET", URL: url, Status: 200,
			Duration: time.Duration(ms) * time.Millisecond}}}
	}
	tests := []struct {
		name    string
		batches []Batch
		want    int
	}{
		{"one slow request, two observers", []Batch{req("", 37.165, 393), req("attach-1", 36.861, 70)}, 1},
		{"attach first", []Batch{req("attach-1", 36.861, 70), req("", 37.165, 393)}, 1},
		{"two requests 300 ms apart, two observers each", []Batch{req("", 1.1, 100), req("", 1.4, 100),
			req("attach-1", 1.05, 50), req("attach-1", 1.35, 50)}, 2},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s, _ := newTestStore(t, Config{})
			for _, b := range tt.batches {
				s.Add(b)
			}
			assert.Equal(t, tt.want, s.Snapshot().Requests.Len())
		})
	}
}
