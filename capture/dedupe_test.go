package capture

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// A page seen by two observers: the extension (observer "") and an
// errbundle attach, whose reports of one event differ as they do for
// real (tab ids, a millisecond or so, the wording after the message's
// head). Each is stored once; one observer's repeats are kept.
func TestDedupeAcrossObservers(t *testing.T) {
	page := "http://127.0.0.1:5173/cart#items"
	ext := func(sec float64) Meta { m := at(sec); m.PageURL = page; return m }
	cdp := func(sec float64) Meta {
		m := at(sec)
		m.TabID, m.PageURL = "cdp-2efb7c56", "http://127.0.0.1:5173/cart"
		return m
	}
	tests := []struct {
		name       string
		first      Batch
		second     Batch
		errs, logs int
		reqs       int
	}{
		{"an exception", Batch{Errors: []*Error{{Meta: ext(1), Kind: KindException, Type: "TypeError", Message: "x is undefined"}}},
			Batch{Observer: "attach-1", Errors: []*Error{{Meta: cdp(1.002), Kind: KindException, Type: "TypeError", Message: "x is undefined"}}},
			1, 0, 0},
		{"a failed fetch, the reason only attach knows", Batch{Errors: []*Error{{Meta: ext(1), Kind: KindRejection, Type: "TypeError", Message: "Failed to fetch"}}},
			Batch{Observer: "attach-1", Errors: []*Error{{Meta: cdp(1.001), Kind: KindRejection, Type: "TypeError", Message: "Failed to fetch (net::ERR_CONNECTION_REFUSED for GET http://127.0.0.1:9/x)"}}},
			1, 0, 0},
		{"a console error rendered two ways", Batch{Logs: []*Log{{Meta: ext(1), Level: LevelError, Message: `saved {"id":7}`}}},
			Batch{Observer: "attach-1", Logs: []*Log{{Meta: cdp(1.003), Level: LevelError, Message: "saved {id: 7}"}}},
			1, 1, 0},
		{"a request", Batch{Requests: []*Request{{Meta: ext(1), Method: "GET", URL: "http://127.0.0.1:5173/api/cart", Status: 500}}},
			Batch{Observer: "attach-1", Requests: []*Request{{Meta: cdp(1.004), Method: "GET", URL: "http://127.0.0.1:5173/api/cart", Status: 500}}},
			0, 0, 1},
		{"two attaches", Batch{Observer: "attach-1", Errors: []*Error{{Meta: cdp(1), Kind: KindException, Type: "Error", Message: "boom"}}},
			Batch{Observer: "attach-2", Errors: []*Error{{Meta: cdp(1), Kind: KindException, Type: "Error", Message: "boom"}}},
			1, 0, 0},
		{"one observer's repeat in the same millisecond", Batch{Observer: "attach-1", Errors: []*Error{{Meta: cdp(1), Kind: KindException, Type: "Error", Message: "boom"}}},
			Batch{Observer: "attach-1", Errors: []*Error{{Meta: cdp(1), Kind: KindException, Type: "Error", Message: "boom"}}},
			2, 0, 0},
		{"the same error a second later", Batch{Errors: []*Error{{Meta: ext(1), Kind: KindException, Type: "Error", Message: "boom"}}},
			Batch{Observer: "attach-1", Errors: []*Error{{Meta: cdp(2), Kind: KindException, Type: "Error", Message: "boom"}}},
			2, 0, 0},
		{"another page", Batch{Errors: []*Error{{Meta: ext(1), Kind: KindException, Type: "Error", Message: "boom"}}},
			Batch{Observer: "attach-1", Errors: []*Error{{Meta: Meta{Time: at(1).Time, PageURL: "http://127.0.0.1:5173/other"}, Kind: KindException, Type: "Error", Message: "boom"}}},
			2, 0, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s, _ := newTestStore(t, Config{})
			s.Add(tt.first)
			s.Add(tt.second)
			snap := s.Snapshot()
			assert.Equal(t, tt.errs, snap.Errors.Len(), "errors")
			assert.Equal(t, tt.logs, snap.Logs.Len(), "logs")
			assert.Equal(t, tt.reqs, snap.Requests.Len(), "requests")
		})
	}
}

// The reports remembered are bounded: the oldest are forgotten.
func TestDedupeForgets(t *testing.T) {
	var d dedupe
	for i := range maxSeen + 10 {
		d.duplicate(string(rune('a'+i%26))+string(rune(i)), at(float64(i)).Time, "")
	}
	assert.Len(t, d.order, maxSeen)
	n := 0
	for _, rs := range d.byKey {
		n += len(rs)
	}
	assert.Equal(t, maxSeen, n)
}
