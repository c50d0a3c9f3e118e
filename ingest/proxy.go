package ingest

import (
	"encoding/json"
	"mime"
	"net/http"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/errbundle/errbundle/capture"
	"github.com/errbundle/errbundle/internal/clip"
)

// InitiatorProxy marks a request recorded by errbundle proxy rather than
// by a page's capture script.
const InitiatorProxy = capture.InitiatorProxy

// Exchange is one request errbundle proxy passed to its target, with the
// answer it got (or why it got none), as the proxy saw them.
type Exchange struct {
	Start, End time.Time
	Method     string
	// URL is the request's absolute URL as the browser asked for it, on
	// the proxy's address.
	URL string
	// Status is the target's answer; 0 when there was none (see Error).
	Status int
	// Error says why the target gave no answer, or why its answer broke
	// off: "connection refused", "timeout".
	Error          string
	RequestHeader  http.Header
	ResponseHeader http.Header
	// RequestBody and ResponseBody are the bodies' first bytes, up to the
	// cap the proxy keeps; Truncated says one was longer.
	RequestBody, ResponseBody []byte
	Truncated                 bool
}

// Navigation reports whether the exchange is a browser navigation (a link
// followed, an address typed, a form submitted), which no page script
// sees as a request of its own.
func (x *Exchange) Navigation() bool {
	return strings.EqualFold(x.RequestHeader.Get("Sec-Fetch-Mode"), "navigate")
}

// RecordExchange decodes a proxied exchange into the request event the
// daemon stores. Bodies are kept when they are text (JSON, forms, HTML,
// plain text), except the bodies of successful pages, scripts and
// styles, which only repeat the app's own source; headers are kept but
// for cookies, credentials and browser boilerplate (see unrecordedHeaders).
func RecordExchange(x *Exchange) *capture.Request {
	page := x.RequestHeader.Get("Referer")
	if x.Navigation() || page == "" {
		page = x.URL
	}
	ct := x.ResponseHeader.Get("Content-Type")
	r := &capture.Request{
		Meta:            capture.Meta{Time: x.End.UTC(), PageURL: clip.Head(page, maxURL)},
		Method:          clip.Head(strings.ToUpper(x.Method), 16),
		URL:             clip.Head(x.URL, maxURL),
		Status:          x.Status,
		Duration:        max(0, x.End.Sub(x.Start)),
		ContentType:     clip.Head(ct, maxShort),
		Error:           clip.Head(x.Error, maxMessage),
		Initiator:       InitiatorProxy,
		RequestHeaders:  headerMap(x.RequestHeader),
		ResponseHeaders: headerMap(x.ResponseHeader),
		BodyTruncated:   x.Truncated,
	}
	if textBody(x.RequestHeader.Get("Content-Type")) {
		r.RequestBody = validText(x.RequestBody)
	}
	if textBody(ct) && (r.Failed() || !sourceType(ct)) {
		r.ResponseBody = validText(x.ResponseBody)
	}
	return r
}

// textBody reports whether a body of content type ct is text worth
// keeping.
func textBody(ct string) bool {
	mt, _, err := mime.ParseMediaType(ct)
	if err != nil {
		return false
	}
	return strings.HasPrefix(mt, "text/") || strings.HasSuffix(mt, "json") || strings.HasSuffix(mt, "+xml") ||
		mt == "application/xml" || mt == "application/x-www-form-urlencoded" || mt == "application/javascript" ||
		mt == "application/graphql"
}

// sourceType reports the content types of a page and its code, whose
// successful bodies the recorder leaves out.
func sourceType(ct string) bool {
	mt, _, _ := mime.ParseMediaType(ct)
	switch mt {
	case "text/html", "application/xhtml+xml", "text/css", "text/javascript", "application/javascript":
		return true
	}
	return false
}

// validText is b as a string, cut before a multi-byte character the cap
// split.
func validText(b []byte) string {
	for i := 0; i < 3 && len(b) > 0 && !utf8.Valid(b); i++ {
		b = b[:len(b)-1]
	}
	return string(b)
}

// unrecordedHeaders are never kept: cookies and credentials, which the
// capture script never sends either, and what every browser request
// carries and explains nothing (client hints, languages, the user agent),
// which would cost each request a kilobyte of the store's budget.
// Sec-Fetch-Mode and Sec-Fetch-Dest stay: they tell a navigation from a
// fetch from a script load.
var unrecordedHeaders = map[string]bool{
	"Cookie": true, "Set-Cookie": true, "Authorization": true, "Proxy-Authorization": true,
	"Accept": true, "Accept-Encoding": true, "Accept-Language": true, "User-Agent": true, "Connection": true,
	"Cache-Control": true, "Pragma": true, "Upgrade-Insecure-Requests": true, "Priority": true, "Dnt": true,
	"Sec-Fetch-Site": true, "Sec-Fetch-User": true, "Sec-Websocket-Key": true, "Sec-Websocket-Extensions": true,
	"Sec-Websocket-Accept": true,
}

// headerMap flattens h, joining repeated values with ", ", up to
// maxHeaders names.
func headerMap(h http.Header) map[string]string {
	m := make(map[string]string, min(len(h), maxHeaders))
	for name, vals := range h {
		if unrecordedHeaders[name] || strings.HasPrefix(name, "Sec-Ch-") || len(m) == maxHeaders {
			continue
		}
		m[name] = strings.Join(vals, ", ")
	}
	if len(m) == 0 {
		return nil
	}
	return clipHeaders(m)
}

// EncodeRequest writes r as one member of the "network" array of
// POST /v1/events, the form [DecodeEvents] reads.
func EncodeRequest(r *capture.Request) ([]byte, error) {
	return json.Marshal(struct {
		Timestamp       string            `json:"timestamp"`
		Method          string            `json:"method"`
		URL             string            `json:"url"`
		Status          int               `json:"status"`
		DurationMS      float64           `json:"duration_ms"`
		ContentType     string            `json:"content_type,omitempty"`
		RequestBody     string            `json:"request_body,omitempty"`
		ResponseBody    string            `json:"response_body,omitempty"`
		Error           string            `json:"error,omitempty"`
		Initiator       string            `json:"initiator,omitempty"`
		RequestHeaders  map[string]string `json:"request_headers,omitempty"`
		ResponseHeaders map[string]string `json:"response_headers,omitempty"`
		TabID           capture.TabID     `json:"tab_id,omitempty"`
		PageURL         string            `json:"page_url,omitempty"`
	}{r.Time.UTC().Format(time.RFC3339Nano), r.Method, r.URL, r.Status, float64(r.Duration) / float64(time.Millisecond),
		r.ContentType, r.RequestBody, r.ResponseBody, r.Error, r.Initiator, r.RequestHeaders, r.ResponseHeaders,
		r.TabID, r.PageURL})
}
