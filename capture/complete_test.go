package capture

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The extension's report of a fetch and errbundle proxy's record of it,
// as each makes them: the extension knows the tab, the initiator, the
// headers the app set and the body it read; the proxy every header on the
// wire, and the end of a body that streamed on after its headers came.
func extensionFetch(sec float64) *Request {
	m := at(sec)
	m.TabID, m.PageURL = "7", "http://127.0.0.1:3001/cart"
	return &Request{Meta: m, Method: "POST", URL: "http://127.0.0.1:3001/api/cart", Status: 500,
		Duration: 12 * time.Millisecond, RequestBody: `{"sku":"A1"}`, ResponseBody: "out of stock",
		Initiator: "fetch", RequestHeaders: map[string]string{"content-type": "application/json"},
		ResponseHeaders: map[string]string{"content-type": "text/plain"}}
}

func proxyRecord(sec float64) *Request {
	return &Request{Meta: Meta{Time: at(sec).Time, PageURL: "http://127.0.0.1:3001/cart"}, Method: "POST",
		URL: "http://127.0.0.1:3001/api/cart", Status: 500, Duration: 2012 * time.Millisecond,
		ContentType: "text/plain; charset=utf-8", RequestBody: `{"sku":"A1"}`, ResponseBody: "out of stock\n",
		Initiator: InitiatorProxy,
		RequestHeaders: map[string]string{"Content-Type": "application/json", "User-Agent": "Chromium",
			"Sec-Fetch-Mode": "cors"},
		ResponseHeaders: map[string]string{"Content-Type": "text/plain; charset=utf-8", "X-Request-Id": "r-42"}}
}

// One request, one entry: whichever observer reported it first is kept,
// completed by the other's fields it lacked and never overwritten by them.
// The two reports started together; the proxy's ended two seconds later,
// when the body it streamed did.
func TestCompleteRequest(t *testing.T) {
	tests := []struct {
		name   string
		first  Batch
		second Batch
		want   Request // the fields checked
	}{
		{"the extension first",
			Batch{Requests: []*Request{extensionFetch(1.012)}},
			Batch{Observer: "proxy-1", Requests: []*Request{proxyRecord(3.0125)}},
			Request{Meta: Meta{TabID: "7"}, Status: 500, Duration: 12 * time.Millisecond, Initiator: "fetch",
				ContentType: "text/plain; charset=utf-8", ResponseBody: "out of stock",
				RequestHeaders:  map[string]string{"content-type": "application/json", "User-Agent": "Chromium", "Sec-Fetch-Mode": "cors"},
				ResponseHeaders: map[string]string{"content-type": "text/plain", "X-Request-Id": "r-42"}}},
		{"the proxy first",
			Batch{Observer: "proxy-1", Requests: []*Request{proxyRecord(3.0125)}},
			Batch{Requests: []*Request{extensionFetch(1.012)}},
			Request{Meta: Meta{TabID: "7"}, Status: 500, Duration: 2012 * time.Millisecond, Initiator: "fetch",
				ContentType: "text/plain; charset=utf-8", ResponseBody: "out of stock\n",
				RequestHeaders:  map[string]string{"Content-Type": "application/json", "User-Agent": "Chromium", "Sec-Fetch-Mode": "cors"},
				ResponseHeaders: map[string]string{"Content-Type": "text/plain; charset=utf-8", "X-Request-Id": "r-42"}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s, _ := newTestStore(t, Config{})
			s.Add(tt.first)
			before := s.Snapshot()
			s.Add(tt.second)
			snap := s.Snapshot()
			require.Equal(t, 1, snap.Requests.Len(), "stored once")
			got := collect(snap.Requests)[0]
			assert.Equal(t, tt.want.TabID, got.TabID)
			assert.Equal(t, tt.want.Status, got.Status)
			assert.Equal(t, tt.want.Duration, got.Duration)
			assert.Equal(t, tt.want.Initiator, got.Initiator)
			assert.Equal(t, tt.want.ContentType, got.ContentType)
			assert.Equal(t, tt.want.ResponseBody, got.ResponseBody)
			assert.Equal(t, tt.want.RequestHeaders, got.RequestHeaders)
			assert.Equal(t, tt.want.ResponseHeaders, got.ResponseHeaders)
			assert.Equal(t, uint64(1), s.Stats().Dropped["duplicate:network"])
			assert.NotEmpty(t, got.Fingerprint, "derived again: a 500 is failed")
			assert.NotZero(t, got.GroupHash())

			// The tab's own index finds the completed entry.
			var inTab []*Request
			snap.Requests.Tab("7").All(func(r *Request) bool { inTab = append(inTab, r); return true })
			assert.Equal(t, []*Request{got}, inTab)
			assert.Zero(t, snap.Requests.Tab("").Len(), "no copy left among the untabbed")

			// A snapshot taken before still holds the entry as it was.
			old := collect(before.Requests)
			require.Len(t, old, 1)
			assert.NotSame(t, got, old[0])
			first := tt.first.Requests[0]
			assert.Equal(t, first.Initiator, old[0].Initiator)
			assert.Equal(t, first.TabID, old[0].TabID)

			// The budget counts the completed entry, once.
			assert.Equal(t, int64(requestSize(got)), s.Stats().Buffers["network"].Bytes)
		})
	}
}

// A report that adds nothing leaves the entry as it is, and one that
// comes after the entry was evicted completes nothing and is not stored.
func TestCompleteRequestNothingToAdd(t *testing.T) {
	s, _ := newTestStore(t, Config{MaxRequests: 1})
	s.Add(Batch{Requests: []*Request{extensionFetch(1.012)}})
	kept := collect(s.Snapshot().Requests)[0]
	s.Add(Batch{Observer: "attach-1", Requests: []*Request{extensionFetch(1.013)}})
	assert.Same(t, kept, collect(s.Snapshot().Requests)[0], "the same report again: nothing to take")

	other := &Request{Meta: at(1.5), Method: "GET", URL: "http://127.0.0.1:3001/api/other", Status: 200}
	s.Add(Batch{Requests: []*Request{other}}) // evicts the fetch
	s.Add(Batch{Observer: "proxy-1", Requests: []*Request{proxyRecord(3.0125)}})
	got := collect(s.Snapshot().Requests)
	require.Len(t, got, 1)
	assert.Same(t, other, got[0])
	assert.Equal(t, uint64(2), s.Stats().Dropped["duplicate:network"])
}

// A failed script load as the extension sees it (no status its resource
// timing gave, no body) is completed by the proxy's record of the answer.
func TestCompleteRequestFailedLoad(t *testing.T) {
	s, _ := newTestStore(t, Config{})
	m := at(1.02)
	m.PageURL = "http://127.0.0.1:3001/"
	s.Add(Batch{Requests: []*Request{{Meta: m, Method: "GET", URL: "http://127.0.0.1:3001/src/broken.js",
		Duration: 20 * time.Millisecond, Error: "failed to load <script>", Initiator: "script"}}})
	s.Add(Batch{Observer: "proxy-1", Requests: []*Request{{Meta: Meta{Time: at(1.018).Time}, Method: "GET",
		URL: "http://127.0.0.1:3001/src/broken.js", Status: 500, Duration: 18 * time.Millisecond,
		ContentType: "text/javascript", ResponseBody: "Transform failed with 1 error", BodyTruncated: true,
		Initiator: InitiatorProxy}}})
	got := collect(s.Snapshot().Requests)
	require.Len(t, got, 1)
	r := got[0]
	assert.Equal(t, 500, r.Status)
	assert.Equal(t, "Transform failed with 1 error", r.ResponseBody)
	assert.True(t, r.BodyTruncated, "the body taken was cut")
	assert.Equal(t, "failed to load <script>", r.Error)
	assert.Equal(t, "script", r.Initiator)
	assert.Equal(t, 20*time.Millisecond, r.Duration, "the first report's")
	assert.Equal(t, groupHash(500, "GET", r.Fingerprint), r.GroupHash(), "grouped by the status it now has")
}
