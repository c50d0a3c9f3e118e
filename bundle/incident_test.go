package bundle

import (
	"encoding/json"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/errbundle/errbundle/capture"
)

// A failing tRPC call, as a create-t3-app page reports it: the click, the
// request answered 500, the client's logger link's console.error and,
// 2 ms later, the app's own console.error. One failure, one bundle: the
// app's error (the newest) with the logger's listed beside it, the click
// and the request in it, nothing omitted. A failure a second earlier, and
// errors 2 ms apart that no failed request preceded, stay bundles of
// their own.
func TestErrorsOfOneFailedRequestAreOneBundle(t *testing.T) {
	s := newStore(t, capture.Config{})
	ms := func(n int) float64 { return float64(n) / 1000 }
	s.Add(capture.Batch{
		Actions: []*capture.Action{
			{Meta: at(ms(9000), "1"), Type: "click", Selector: "#refresh", Text: "Refresh"},
			{Meta: at(ms(10000), "1"), Type: "click", Selector: "#open-report", Text: "Open weekly report"},
		},
		Requests: []*capture.Request{
			{Meta: at(ms(9050), "1"), Method: "GET", URL: "http://h/api/trpc/post.latest", Status: 500, Duration: 40 * time.Millisecond},
			{Meta: at(ms(10120), "1"), Method: "GET", URL: "http://h/api/trpc/report.weekly?batch=1", Status: 500, Duration: 110 * time.Millisecond,
				ContentType: "application/json", ResponseBody: `[{"error":{"json":{"message":"report store offline","code":-32603,"data":{"code":"INTERNAL_SERVER_ERROR","httpStatus":500,"path":"report.weekly"}}}}]`},
		},
		Errors: []*capture.Error{
			{Meta: at(ms(9052), "1"), Kind: capture.KindConsole, Message: "post failed: boom", LogSeq: 0},
			{Meta: at(ms(10121), "1"), Kind: capture.KindConsole, Type: "TRPCClientError", Message: "<< query #2 report.weekly TRPCClientError: report store offline"},
			{Meta: at(ms(10123), "1"), Kind: capture.KindConsole, Message: "could not load the weekly report: report store offline"},
			// No request failed before these two.
			{Meta: at(ms(20000), "1"), Kind: capture.KindConsole, Message: "first of two"},
			{Meta: at(ms(20002), "1"), Kind: capture.KindConsole, Message: "second of two"},
		},
	})
	bs := Join(s.Snapshot(), Options{Limit: 10})
	var msgs []string
	for _, b := range bs {
		msgs = append(msgs, b.Error.Message)
	}
	require.Equal(t, []string{"second of two", "first of two", "could not load the weekly report: report store offline", "post failed: boom"}, msgs)
	assert.Empty(t, bs[0].Incident)
	assert.Empty(t, bs[1].Incident)

	b := bs[2]
	require.Len(t, b.Incident, 1, "the logger's error is listed in the app's bundle")
	assert.Equal(t, "<< query #2 report.weekly TRPCClientError: report store offline", b.Incident[0].Message)
	assert.Equal(t, Time(t0.Add(10121*time.Millisecond)), b.Incident[0].Timestamp)
	var urls, clicks []string
	for _, n := range b.Network {
		urls = append(urls, n.URL)
	}
	for _, a := range b.Actions {
		clicks = append(clicks, a.Text)
	}
	assert.Contains(t, urls, "http://h/api/trpc/report.weekly?batch=1")
	assert.Contains(t, clicks, "Open weekly report")
	assert.Nil(t, b.Omitted)
	enc, err := json.Marshal(b)
	require.NoError(t, err)
	assert.Contains(t, string(enc), `"same_incident":[{"message":"\u003c\u003c query #2 report.weekly`)

	assert.Empty(t, bs[3].Incident, "a second earlier, after its own failed request: a failure of its own")
	assert.Equal(t, 4, len(bs))
}

// The same failing call made twice, a second and a half apart: the app's
// errors fold as repeats do (count 2), and the logger's error is listed
// once, counted twice. (A logger's message that ends in the app's own,
// "… TRPCClientError: too short" beside "Uncaught TRPCClientError: too
// short", is a repeat already: see keyOf.)
func TestRepeatedIncidentCountsItsErrors(t *testing.T) {
	s := newStore(t, capture.Config{})
	var b capture.Batch
	for _, sec := range []float64{10, 11.5} {
		b.Requests = append(b.Requests, &capture.Request{Meta: at(sec, "1"), Method: "POST", URL: "http://h/api/trpc/post.create", Status: 400})
		b.Errors = append(b.Errors,
			&capture.Error{Meta: at(sec+0.001, "1"), Kind: capture.KindConsole, Message: "<< mutation #1 post.create TRPCClientError: too short"},
			&capture.Error{Meta: at(sec+0.003, "1"), Kind: capture.KindConsole, Message: "could not save the post"})
	}
	s.Add(b)
	bs := Join(s.Snapshot(), Options{})
	require.Len(t, bs, 1)
	assert.Equal(t, 2, bs[0].Count)
	require.Len(t, bs[0].Incident, 1)
	assert.Equal(t, 2, bs[0].Incident[0].Count)
}

// Three buttons clicked at once, two of their requests failing, each
// handler logging its own error a few milliseconds apart (the Next.js
// app's cart page, clicked by TestNextJS): which error is about which
// request is a guess, and each stays a bundle of its own.
func TestErrorsAfterTwoFailedRequestsStayApart(t *testing.T) {
	s := newStore(t, capture.Config{})
	s.Add(capture.Batch{
		Requests: []*capture.Request{
			{Meta: at(10.010, "1"), Method: "POST", URL: "http://h/api/cart", Status: 500},
			{Meta: at(10.012, "1"), Method: "GET", URL: "http://127.0.0.1:9/sync", Status: 0, Error: "Failed to fetch"},
		},
		Errors: []*capture.Error{
			{Meta: at(10.011, "1"), Kind: capture.KindConsole, Message: "cart not saved"},
			{Meta: at(10.013, "1"), Kind: capture.KindRejection, Type: "TypeError", Message: "Failed to fetch"},
		},
	})
	bs := Join(s.Snapshot(), Options{})
	require.Len(t, bs, 2)
	assert.Empty(t, bs[0].Incident)
	assert.Empty(t, bs[1].Incident)
}

// The Next.js app's cart page as TestNextJS/webpack clicks it: Save logs
// "cart not saved" with no request, then Sync's fetch fails at once and
// its rejection follows. The one failed request started after the
// console.error: it cannot be what that error was about, and the two stay
// bundles of their own (one run folded them).
func TestErrorBeforeTheRequestStartedIsNotItsIncident(t *testing.T) {
	s := newStore(t, capture.Config{})
	s.Add(capture.Batch{
		Requests: []*capture.Request{
			{Meta: at(10.013, "1"), Method: "GET", URL: "http://127.0.0.1:9/sync", Status: 0, Error: "Failed to fetch", Duration: time.Millisecond},
		},
		Errors: []*capture.Error{
			{Meta: at(10.011, "1"), Kind: capture.KindConsole, Message: "cart not saved: 1 items"},
			{Meta: at(10.014, "1"), Kind: capture.KindRejection, Type: "TypeError", Message: "Failed to fetch"},
		},
	})
	bs := Join(s.Snapshot(), Options{})
	require.Len(t, bs, 2)
	assert.Empty(t, bs[0].Incident)
	assert.Empty(t, bs[1].Incident)
}
