package cdp

import (
	"context"
	"encoding/base64"
	"fmt"
	"regexp"
	"strings"
	"time"

	"github.com/chromedp/cdproto/network"
)

// Bounds on what a session remembers of requests in flight and failed.
const (
	maxPending = 1000
	maxFailed  = 200
	maxHeaders = 50
)

// request is a request seen starting and not yet ended.
type request struct {
	ev       wireRequest
	sent     time.Time // the wall time it started
	start    float64   // the browser's monotonic clock then, seconds
	typ      network.ResourceType
	hasBody  bool
	mimeType string
}

// recorded reports whether a request of type t that ended with status
// (0: no response) is recorded: the app's own calls, fetch and XHR, as the
// extension records them, and anything else only when it failed — a
// script, stylesheet or image that would not load is an error the page
// script never sees.
func recorded(t network.ResourceType, status int64, failed bool) bool {
	switch t {
	case network.ResourceTypeFetch, network.ResourceTypeXHR:
		return true
	}
	return failed || status >= 400
}

func initiator(t network.ResourceType) string {
	switch t {
	case network.ResourceTypeFetch:
		return "fetch"
	case network.ResourceTypeXHR:
		return "xhr"
	case network.ResourceTypeDocument:
		return "navigation"
	}
	return strings.ToLower(string(t))
}

// Must be called with s.mu held (so are the other network handlers).
func (s *session) requestStarted(ev *network.EventRequestWillBeSent) {
	if ev.Request == nil {
		return
	}
	id := string(ev.RequestID)
	if _, ok := s.requests[id]; !ok && len(s.requests) >= maxPending {
		return
	}
	// A redirect reuses the id: the request recorded is the last hop.
	r := &request{sent: time.UnixMicro(int64(ev.WallTime.Float64() * 1e6)).UTC(), start: ev.Timestamp.Float64(),
		typ: ev.Type, hasBody: ev.Request.HasPostData}
	r.ev = wireRequest{Method: ev.Request.Method, URL: ev.Request.URL, Initiator: initiator(ev.Type),
		RequestHeaders: headers(ev.Request.Headers), TabID: s.tab, PageURL: s.url}
	s.requests[id] = r
}

func (s *session) responseReceived(ev *network.EventResponseReceived) {
	r := s.requests[string(ev.RequestID)]
	if r == nil || ev.Response == nil {
		return
	}
	r.ev.Status = ev.Response.Status
	r.ev.ContentType = ev.Response.MimeType
	r.mimeType = ev.Response.MimeType
	r.ev.ResponseHeaders = headers(ev.Response.Headers)
}

func (s *session) loadingFinished(ev *network.EventLoadingFinished) {
	id := string(ev.RequestID)
	r := s.requests[id]
	delete(s.requests, id)
	if e, ok := s.rejected[id]; ok {
		delete(s.rejected, id)
		s.emit(kindErrors, e)
	}
	if r == nil || !recorded(r.typ, r.ev.Status, false) || !s.b.cfg.Origins.Allowed(s.policyURL()) {
		return
	}
	r.end(ev.Timestamp.Float64())
	// The bodies are the browser's to give, over the same connection whose
	// events this goroutine reads: asked for on another.
	go s.withBodies(r, ev.RequestID)
}

func (s *session) loadingFailed(ev *network.EventLoadingFailed) {
	id := string(ev.RequestID)
	r := s.requests[id]
	delete(s.requests, id)
	if r == nil {
		return
	}
	why := failure(ev)
	if len(s.failed) >= maxFailed {
		clear(s.failed)
	}
	s.failed[id] = why + " for " + r.ev.Method + " " + r.ev.URL
	if e, ok := s.rejected[id]; ok {
		delete(s.rejected, id)
		e.Message += " (" + s.failed[id] + ")"
		s.emit(kindErrors, e)
	}
	if !recorded(r.typ, r.ev.Status, true) {
		return
	}
	r.end(ev.Timestamp.Float64())
	r.ev.Error = why
	s.emit(kindNetwork, r.ev)
}

// end dates r by when it ended, at the browser's monotonic time at. A
// request's timestamp is its completion, as the extension's network.js
// writes it and the store keeps it (capture.Request.Start is the
// timestamp less the duration); the protocol gives a wall time only for
// the start, so the end is that plus the monotonic clock's difference.
func (r *request) end(at float64) {
	r.ev.DurationMS = durationMS(r.start, at)
	r.ev.Timestamp = wireTime(r.sent.Add(time.Duration(r.ev.DurationMS * float64(time.Millisecond))))
}

// failure says why a request failed in the browser's words: the CORS rule
// it broke, what blocked it (csp, mixed-content, the client), or the
// net::ERR_* code.
func failure(ev *network.EventLoadingFailed) string {
	var parts []string
	if c := ev.CorsErrorStatus; c != nil {
		p := "CORS error: " + string(c.CorsError)
		if c.FailedParameter != "" {
			p += " (" + c.FailedParameter + ")"
		}
		parts = append(parts, p)
	}
	if ev.BlockedReason != "" {
		parts = append(parts, "blocked: "+string(ev.BlockedReason))
	}
	if ev.ErrorText != "" {
		parts = append(parts, ev.ErrorText)
	}
	if ev.Canceled {
		parts = append(parts, "canceled")
	}
	if len(parts) == 0 {
		return "failed"
	}
	return strings.Join(parts, "; ")
}

// withBodies asks for a finished request's bodies and sends it. Bodies of
// text only, within the capture script's cap; the store redacts them.
func (s *session) withBodies(r *request, id network.RequestID) {
	ctx, cancel := context.WithTimeout(s.b.ctx, 5*time.Second)
	defer cancel()
	if r.hasBody {
		var res struct {
			PostData string `json:"postData"`
		}
		if s.b.c.call(ctx, s.id, "Network.getRequestPostData", &network.GetRequestPostDataParams{RequestID: id}, &res) == nil {
			r.ev.RequestBody = clipText(res.PostData, maxBody)
		}
	}
	if textual(r.mimeType) {
		var res struct {
			Body          string `json:"body"`
			Base64Encoded bool   `json:"base64Encoded"`
		}
		if s.b.c.call(ctx, s.id, "Network.getResponseBody", &network.GetResponseBodyParams{RequestID: id}, &res) == nil {
			body := res.Body
			if res.Base64Encoded {
				if b, err := base64.StdEncoding.DecodeString(body); err == nil {
					body = string(b)
				}
			}
			r.ev.ResponseBody = clipText(body, maxBody)
		}
	}
	s.send(kindNetwork, r.ev)
}

var textMIME = regexp.MustCompile(`^(text/|application/(json|.*\+json|xml|.*\+xml|javascript|x-www-form-urlencoded|graphql))`)

func textual(mime string) bool { return textMIME.MatchString(strings.ToLower(mime)) }

// sensitiveHeader matches what network.js leaves out: credentials.
var sensitiveHeader = regexp.MustCompile(`(?i)authorization|cookie|token|secret|key|password|session|csrf|xsrf`)

// headers lowercases names and drops credentials, as network.js does.
func headers(h network.Headers) map[string]string {
	out := make(map[string]string, min(len(h), maxHeaders))
	for k, v := range h {
		k = strings.ToLower(k)
		if sensitiveHeader.MatchString(k) || len(out) >= maxHeaders {
			continue
		}
		out[k] = clipText(fmt.Sprint(v), 1024)
	}
	return out
}

func durationMS(start, end float64) float64 {
	d := (end - start) * 1000
	if d < 0 || start == 0 {
		return 0
	}
	return float64(int64(d*10)) / 10
}
