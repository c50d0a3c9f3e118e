package ingest

import (
	"net/http"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/errbundle/errbundle/capture"
)

func TestRecordExchange(t *testing.T) {
	start := time.Date(2026, 11, 24, 23, 0, 0, 0, time.UTC)
	end := start.Add(42 * time.Millisecond)
	tests := []struct {
		name string
		x    Exchange
		want capture.Request
	}{{
		name: "form post, a navigation",
		x: Exchange{Start: start, End: end, Method: "post", URL: "http://127.0.0.1:3001/signup", Status: 303,
			RequestHeader: http.Header{"Sec-Fetch-Mode": {"navigate"}, "Content-Type": {"application/x-www-form-urlencoded"},
				"Cookie": {"sid=1"}, "Referer": {"http://127.0.0.1:3001/form"}, "User-Agent": {"Mozilla/5.0"},
				"Sec-Ch-Ua": {`"Chromium";v="156"`}, "Sec-Fetch-Site": {"same-origin"}, "Accept-Language": {"en-US"}},
			ResponseHeader: http.Header{"Location": {"/welcome"}, "Set-Cookie": {"sid=2"}},
			RequestBody:    []byte("email=a%40b.test&plan=pro")},
		want: capture.Request{Meta: capture.Meta{Time: end, PageURL: "http://127.0.0.1:3001/signup"}, Method: "POST",
			URL: "http://127.0.0.1:3001/signup", Status: 303, Duration: 42 * time.Millisecond, Initiator: "proxy",
			RequestBody:     "email=a%40b.test&plan=pro",
			RequestHeaders:  map[string]string{"Sec-Fetch-Mode": "navigate", "Content-Type": "application/x-www-form-urlencoded", "Referer": "http://127.0.0.1:3001/form"},
			ResponseHeaders: map[string]string{"Location": "/welcome"}},
	}, {
		name: "failed JSON call keeps its body, page from the referrer",
		x: Exchange{Start: start, End: end, Method: "GET", URL: "http://127.0.0.1:3001/api/cart", Status: 500,
			RequestHeader:  http.Header{"Referer": {"http://127.0.0.1:3001/shop"}},
			ResponseHeader: http.Header{"Content-Type": {"application/json"}},
			ResponseBody:   []byte(`{"error":"db down"}`)},
		want: capture.Request{Meta: capture.Meta{Time: end, PageURL: "http://127.0.0.1:3001/shop"}, Method: "GET",
			URL: "http://127.0.0.1:3001/api/cart", Status: 500, Duration: 42 * time.Millisecond, Initiator: "proxy",
			ContentType: "application/json", ResponseBody: `{"error":"db down"}`,
			RequestHeaders: map[string]string{"Referer": "http://127.0.0.1:3001/shop"}, ResponseHeaders: map[string]string{"Content-Type": "application/json"}},
	}, {
		name: "successful page leaves its body out",
		x: Exchange{Start: start, End: end, Method: "GET", URL: "http://127.0.0.1:3001/", Status: 200,
			ResponseHeader: http.Header{"Content-Type": {"text/html; charset=utf-8"}}, ResponseBody: []byte("<html>")},
		want: capture.Request{Meta: capture.Meta{Time: end, PageURL: "http://127.0.0.1:3001/"}, Method: "GET",
			URL: "http://127.0.0.1:3001/", Status: 200, Duration: 42 * time.Millisecond, Initiator: "proxy",
			ContentType: "text/html; charset=utf-8", ResponseHeaders: map[string]string{"Content-Type": "text/html; charset=utf-8"}},
	}, {
		name: "no answer; a body cut inside a character",
		x: Exchange{Start: start, End: end, Method: "PUT", URL: "http://127.0.0.1:3001/api/x", Error: "connection refused",
			RequestHeader: http.Header{"Content-Type": {"text/plain"}}, RequestBody: []byte("caf\xc3"), Truncated: true},
		want: capture.Request{Meta: capture.Meta{Time: end, PageURL: "http://127.0.0.1:3001/api/x"}, Method: "PUT",
			URL: "http://127.0.0.1:3001/api/x", Duration: 42 * time.Millisecond, Initiator: "proxy", Error: "connection refused",
			RequestBody: "caf", BodyTruncated: true, RequestHeaders: map[string]string{"Content-Type": "text/plain"}},
	}}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := RecordExchange(&tt.x)
			assert.Equal(t, &tt.want, got)

			// What the proxy posts, the daemon reads back as the same event
			// (but for BodyTruncated, which the store works out again).
			raw, err := EncodeRequest(got)
			require.NoError(t, err)
			batch, rej, err := DecodeEvents([]byte(`{"network":[` + string(raw) + `]}`))
			require.NoError(t, err)
			require.Empty(t, rej)
			require.Len(t, batch.Requests, 1)
			want := *got
			want.BodyTruncated = false
			assert.Equal(t, &want, batch.Requests[0])
		})
	}
}
