package bundle

import (
	"encoding/json"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/errbundle/errbundle/capture"
)

const (
	traceSlow  = "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa1"
	traceQuick = "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa2"
	traceOwn   = "cccccccccccccccccccccccccccccccc"
	traceOther = "dddddddddddddddddddddddddddddddd"
)

// checkoutStore is the story of the backend tests: a slow checkout and a
// quick one to the same route overlap and both fail; the page throws on
// the slow one's 500. The backend's reports arrive after the page's error
// and out of order.
func checkoutStore(tb testing.TB, problems ...*capture.Backend) *capture.Store {
	tb.Helper()
	s := newStore(tb, capture.Config{})
	s.Add(capture.Batch{
		Actions: []*capture.Action{{Meta: at(8, "1"), Type: "click", Selector: "#pay"}},
		Requests: []*capture.Request{
			{Meta: at(8.3, "1"), Method: "POST", URL: "http://h/api/checkout", Status: 500, Duration: 150 * time.Millisecond, TraceID: traceQuick},
			{Meta: at(8.8, "1"), Method: "POST", URL: "http://h/api/checkout?delay=700", Status: 500, Duration: 800 * time.Millisecond, TraceID: traceSlow},
		},
		Errors: []*capture.Error{{Meta: at(8.81, "1"), Type: "Error", Message: "checkout failed: 500"}},
	})
	s.AddBackend(problems)
	return s
}

func event(sec float64, trace, msg string, line int) *capture.Backend {
	return &capture.Backend{Meta: at(sec, ""), Service: "node", Kind: capture.BackendEvent, Type: "Error", Message: msg,
		Frames:  []capture.Frame{{Function: "chargeCard", File: "/srv/shop/server.js", Line: line, Column: 9, InApp: true}},
		TraceID: trace, Method: "POST", Route: "/api/checkout"}
}

func errorSpan(sec float64, trace, msg string) *capture.Backend {
	return &capture.Backend{Meta: at(sec, ""), Service: "node", Kind: capture.BackendSpan, Type: "Error", Message: msg,
		TraceID: trace, Method: "POST", Route: "/api/checkout", Status: 500}
}

func TestJoinBackendByTrace(t *testing.T) {
	s := checkoutStore(t,
		errorSpan(8.79, traceSlow, "card declined for cart slow-1"),
		event(8.2, traceQuick, "card declined for cart quick-2", 23),
		event(8.7, traceSlow, "card declined for cart slow-1", 23),
		errorSpan(8.25, traceQuick, "card declined for cart quick-2"),
		// Another service's failure in the window, no request of the page's.
		&capture.Backend{Meta: at(8.5, ""), Service: "worker", Kind: capture.BackendLog, Message: "queue full", TraceID: traceOther},
		// Long before the window: not listed.
		&capture.Backend{Meta: at(1, ""), Service: "worker", Kind: capture.BackendLog, Message: "old"},
	)
	bs := Join(s.Snapshot(), Options{})
	require.Len(t, bs, 1)
	b := bs[0]
	require.Len(t, b.Network, 2)
	quick, slow := b.Network[0], b.Network[1]
	require.Equal(t, traceSlow, slow.TraceID)
	require.NotNil(t, slow.Server, "the slow request's own failure")
	assert.Equal(t, "card declined for cart slow-1", slow.Server.Message)
	assert.Equal(t, "Error", slow.Server.Type)
	assert.Equal(t, "node", slow.Server.Service)
	assert.Equal(t, "/srv/shop/server.js:23:9", slow.Server.Location)
	assert.Equal(t, 500, slow.Server.Status, "from the error span, merged into the event")
	require.NotNil(t, quick.Server)
	assert.Equal(t, "card declined for cart quick-2", quick.Server.Message, "the distractor gets its own, not the slow one's")

	require.Len(t, b.Backend, 1, "only the unmatched problem of the window")
	assert.Equal(t, "queue full", b.Backend[0].Message)
	assert.Equal(t, "worker", b.Backend[0].Service)
}

func TestJoinBackendQuotedTrace(t *testing.T) {
	// A Sentry SDK that did not continue the browser's trace quotes its
	// traceparent in the event's request headers.
	p := event(8.7, traceOwn, "card declined for cart slow-1", 23)
	p.RequestTraceIDs = []string{traceSlow}
	s := checkoutStore(t, p)
	b := Join(s.Snapshot(), Options{})[0]
	require.NotNil(t, b.Network[1].Server)
	assert.Equal(t, "card declined for cart slow-1", b.Network[1].Server.Message)
	assert.Nil(t, b.Network[0].Server)
	assert.Empty(t, b.Backend)
}

func TestJoinBackendProxyHeaders(t *testing.T) {
	// A request the proxy recorded has no trace_id of its own: the
	// traceparent it carried names the trace.
	s := newStore(t, capture.Config{})
	s.Add(capture.Batch{
		Requests: []*capture.Request{{Meta: at(8.8, ""), Method: "POST", URL: "http://h/api/checkout", Status: 500,
			RequestHeaders: map[string]string{"Traceparent": "00-" + traceSlow + "-00f067aa0ba902b7-01"}}},
		Errors: []*capture.Error{{Meta: at(8.81, "1"), Message: "checkout failed: 500"}},
	})
	s.AddBackend([]*capture.Backend{event(8.7, traceSlow, "card declined", 23)})
	b := Join(s.Snapshot(), Options{})[0]
	require.Len(t, b.Network, 1)
	require.NotNil(t, b.Network[0].Server)
	assert.Equal(t, "card declined", b.Network[0].Server.Message)
}

func TestJoinBackendDedupe(t *testing.T) {
	// @sentry/node's Dedupe drops the second identical exception: only its
	// error span arrives. It is placed where its first occurrence was.
	s := checkoutStore(t,
		event(8.2, traceQuick, "card declined", 23),
		errorSpan(8.79, traceSlow, "card declined"),
	)
	b := Join(s.Snapshot(), Options{})[0]
	require.NotNil(t, b.Network[1].Server)
	assert.Equal(t, "/srv/shop/server.js:23:9", b.Network[1].Server.Location)
	assert.Equal(t, capture.BackendSpan, b.Network[1].Server.Kind)

	g := Group(s.Snapshot(), GroupOptions{})
	var backend []Entry
	for _, e := range g.Entries {
		if strings.HasPrefix(e.Source, SourceBackend) {
			backend = append(backend, e)
		}
	}
	require.Len(t, backend, 1, "the event and the Dedupe'd span are one group")
	assert.Equal(t, 2, backend[0].Count)
}

func TestGroupBackend(t *testing.T) {
	s := checkoutStore(t,
		event(8.2, traceQuick, "card declined for cart 2", 23),
		errorSpan(8.25, traceQuick, "card declined for cart 2"),
		event(8.7, traceSlow, "card declined for cart 1", 23),
		&capture.Backend{Meta: at(8.5, ""), Service: "worker", Kind: capture.BackendLog, Severity: capture.SeverityWarning, Message: "slow query"},
	)
	g := Group(s.Snapshot(), GroupOptions{})
	var backend, network *Entry
	for i, e := range g.Entries {
		switch {
		case e.Source == "backend:node":
			backend = &g.Entries[i]
		case e.Source == SourceHTTP:
			network = &g.Entries[i]
		case e.Source == "backend:worker":
			t.Errorf("a warning without include_warnings: %+v", e)
		}
	}
	require.NotNil(t, backend)
	assert.Equal(t, "Error", backend.Category)
	assert.Equal(t, "/srv/shop/server.js:23:9", backend.Location)
	assert.Equal(t, 2, backend.Count, "one per trace, the numbers normalised")
	assert.Equal(t, "POST /api/checkout", backend.Detail)
	require.NotNil(t, network)
	assert.Equal(t, backend.ID, network.Backend, "the 5xx group names the backend group that caused it")

	g = Group(s.Snapshot(), GroupOptions{IncludeWarnings: true})
	found := false
	for _, e := range g.Entries {
		found = found || e.Source == "backend:worker" && e.Severity == capture.SeverityWarning
	}
	assert.True(t, found)
}

func TestJoinBackendBudget(t *testing.T) {
	var ps []*capture.Backend
	for i := range 50 {
		p := event(8+float64(i)/100, "", strings.Repeat("huge message ", 200), 23)
		p.Stack = strings.Repeat("    at f (/srv/shop/server.js:1:1)\n", 100)
		ps = append(ps, p)
	}
	s := checkoutStore(t, ps...)
	bs := Join(s.Snapshot(), Options{})
	out, err := json.Marshal(bs)
	require.NoError(t, err)
	assert.LessOrEqual(t, len(out), DefaultMaxBytes+2000, "within the reply budget")
	require.Len(t, bs, 1)
	assert.LessOrEqual(t, len(bs[0].Backend), capBackend)
	require.NotNil(t, bs[0].Omitted)
	assert.Positive(t, bs[0].Omitted.Backend)
}
