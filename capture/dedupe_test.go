package capture

import (
	"strings"
	"testing"
	"time"

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
		// Chromium 14x's console wording, as attach reads it, and the
		// extension's, as TestExtensionAndAttach's broken.html made them.
		{"a CSP violation worded two ways", Batch{Logs: []*Log{{Meta: ext(1), Level: LevelError, URL: "http://127.0.0.1:5173/cart", Line: 10, Column: 9,
			Message: `Refused to run an inline script or style because it violates the following Content Security Policy directive: "script-src 'self' 'nonce-k3y'"`}}},
			Batch{Observer: "attach-1", Logs: []*Log{{Meta: cdp(0.998), Level: LevelError, URL: "http://127.0.0.1:5173/cart", Line: 10,
				Message: "Executing inline script violates the following Content Security Policy directive 'script-src 'self' 'nonce-k3y''. Either the 'unsafe-inline' keyword, a hash ('sha256-vQA0r8CogPoaOaMjMdPB23BvKU6uBgvOz6Yk+EBCHh8='), or a nonce ('nonce-...') is required to enable inline execution. The action has been blocked."}}},
			1, 1, 0},
		{"two CSP violations on two lines", Batch{Logs: []*Log{{Meta: ext(1), Level: LevelError, URL: "http://127.0.0.1:5173/cart", Line: 10,
			Message: `Refused to run an inline script or style because it violates the following Content Security Policy directive: "script-src 'self'"`}}},
			Batch{Observer: "attach-1", Logs: []*Log{{Meta: cdp(1.001), Level: LevelError, URL: "http://127.0.0.1:5173/cart", Line: 11,
				Message: "Executing inline script violates the following Content Security Policy directive 'script-src 'self''. The action has been blocked."}}},
			2, 2, 0},
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

// The reports remembered are bounded: the oldest are forgotten, and a
// copy of one forgotten is stored again.
func TestDedupeForgets(t *testing.T) {
	var d dedupe
	for i := range maxSeen + 10 {
		d.remember(uint64(i), int64(i)*int64(time.Second), "", uint64(i+1))
	}
	assert.Len(t, d.ring, maxSeen)
	assert.Len(t, d.buckets, seenBuckets)
	_, ok := d.match(5, 5*int64(time.Second), "attach-1")
	assert.False(t, ok, "report 5 is among the oldest ten, forgotten")
	seq, ok := d.match(10, 10*int64(time.Second), "attach-1")
	assert.True(t, ok, "report 10 is the oldest still kept")
	assert.Equal(t, uint64(11), seq)
	_, ok = d.match(10, 10*int64(time.Second), "")
	assert.False(t, ok, "never its own observer's")
	_, ok = d.match(10, 10*int64(time.Second)+int64(window)+1, "attach-1")
	assert.False(t, ok, "outside the window")
}

// Reports whose hashes share a bucket are told apart by their hash, and
// a chain through a slot overwritten since ends there.
func TestDedupeBuckets(t *testing.T) {
	var d dedupe
	a, b := uint64(7), uint64(7+seenBuckets) // one bucket
	d.remember(a, 0, "", 1)
	d.remember(b, 0, "", 2)
	seq, ok := d.match(a, 0, "proxy-1")
	assert.True(t, ok)
	assert.Equal(t, uint64(1), seq)
	seq, ok = d.match(b, 0, "proxy-1")
	assert.True(t, ok)
	assert.Equal(t, uint64(2), seq)
	_, ok = d.match(7+2*seenBuckets, 0, "proxy-1")
	assert.False(t, ok)
	for i := range maxSeen - 1 { // overwrite a's slot, not b's
		d.remember(uint64(1000+i*seenBuckets+1), 0, "", 0)
	}
	_, ok = d.match(a, 0, "proxy-1")
	assert.False(t, ok, "a is forgotten")
	_, ok = d.match(b, 0, "proxy-1")
	assert.True(t, ok, "b is not")
}

// Matching costs no allocation: the hashes build no string, and the ring
// and its buckets are allocated once.
func TestDedupeAllocs(t *testing.T) {
	e := &Error{Meta: at(1), Kind: KindException, Type: "TypeError", Message: "x is undefined (at cart.js:3)"}
	l := &Log{Meta: at(1), Level: LevelError, Message: "saved {\"id\":7}"}
	r := &Request{Meta: at(1), Method: "GET", URL: "http://127.0.0.1:5173/api/cart"}
	var d dedupe
	d.remember(1, 0, "", 0)
	allocs := testing.AllocsPerRun(100, func() {
		for _, h := range []uint64{errorHash(e), logHash(l), requestHash(r)} {
			if _, ok := d.match(h, 0, "attach-1"); !ok {
				d.remember(h, 0, "", 0)
			}
		}
	})
	assert.Zero(t, allocs)
}

// A lookup is made only while another observer's report may still be
// remembered; past maxMarks observers, always.
func TestDedupeOthers(t *testing.T) {
	var d dedupe
	d.remember(1, 0, "", 1)
	assert.False(t, d.others(""), "the extension alone")
	assert.True(t, d.others("proxy-1"), "the extension's report, for the proxy's copy")
	for i := range maxSeen {
		d.remember(uint64(100+i), 0, "proxy-1", 0)
	}
	assert.False(t, d.others("proxy-1"), "the extension's reports are all forgotten")
	assert.True(t, d.others(""))

	var c dedupe
	for i := range maxMarks + 1 {
		c.remember(uint64(i), 0, "attach-"+string(rune('a'+i)), 0)
	}
	assert.True(t, c.crowded)
	_, ok := c.match(0, 0, "attach-z")
	assert.True(t, ok, "the first observer's report, still matched")
}

// The head two observers agree on, for the forms they write.
func TestDedupeHead(t *testing.T) {
	long := strings.Repeat("x", 120)
	tests := []struct{ msg, want string }{
		{"Failed to fetch", "Failed to fetch"},
		{"Failed to fetch (net::ERR_CONNECTION_REFUSED for GET http://127.0.0.1:9/x)", "Failed to fetch"},
		{`saved {"id":7}`, "saved"},
		{"saved {id: 7}", "saved"},
		{"items [1, 2]", "items"},
		{"TypeError: x is undefined\n    at cart.js:3:1", "TypeError: x is undefined"},
		{"a (b\nc", "a"},
		{"a\nb (c", "a"},
		{"(leading) x", "(leading) x"},
		{"trailing (", "trailing"},
		{long, long[:100]},
		{long[:99] + " (x", long[:99]},
		{long[:100] + " (x", long[:100]},
		{"", ""},
	}
	for _, tt := range tests {
		assert.Equal(t, tt.want, dedupeHead(tt.msg), "%q", tt.msg)
	}
}
