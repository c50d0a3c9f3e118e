package ingest

import (
	"strings"
	"time"

	"github.com/go-json-experiment/json/jsontext"

	"github.com/errbundle/errbundle/capture"
	"github.com/errbundle/errbundle/internal/clip"
)

// sentrySpan is one span of a span item: span v2 ("attributes" of
// {"value", "type"}) or the older single span ("data" of plain values).
type sentrySpan struct {
	TraceID      string                    `json:"trace_id"`
	SpanID       string                    `json:"span_id"`
	Name         string                    `json:"name"`
	Description  string                    `json:"description"`
	Status       string                    `json:"status"`
	IsSegment    bool                      `json:"is_segment"`
	EndTimestamp jsontext.Value            `json:"end_timestamp"`
	Timestamp    jsontext.Value            `json:"timestamp"`
	Attributes   map[string]spanAttribute  `json:"attributes"`
	Data         map[string]jsontext.Value `json:"data"`
}

type spanAttribute struct {
	Value jsontext.Value `json:"value"`
}

// attr is the span attribute name, as a string.
func (s *sentrySpan) attr(name string) string {
	if a, ok := s.Attributes[name]; ok {
		return stringOf(a.Value)
	}
	return stringOf(s.Data[name])
}

func (s *sentrySpan) failed() bool {
	switch s.Status {
	case "", "ok", "unset", "cancelled":
		return false
	}
	return true
}

// addSpans reads a span item: span v2's {"version": 2, "items": [...]} or
// one span. Its failed spans make one problem per trace, of kind span:
// the exception's type and message from the failing handler's span (what
// @sentry/node sends for a repeated exception its Dedupe integration
// dropped), the request from the server span.
func (env *Envelope) addSpans(payload []byte, now time.Time) {
	var item struct {
		Items []sentrySpan `json:"items"`
	}
	if err := unmarshal(payload, &item); err != nil {
		env.reject("span: %v", err)
		return
	}
	if item.Items == nil {
		var one sentrySpan
		if err := unmarshal(payload, &one); err != nil {
			env.reject("span: %v", err)
			return
		}
		item.Items = []sentrySpan{one}
	}
	byTrace := make(map[string]*capture.Backend)
	var order []*capture.Backend
	for i := range item.Items {
		s := &item.Items[i]
		if !s.failed() {
			continue
		}
		traceID, _ := capture.TraceID(s.TraceID)
		p := byTrace[traceID]
		if p == nil {
			p = &capture.Backend{Kind: capture.BackendSpan, TraceID: traceID,
				Service: sentryService(s.attr("sentry.sdk.name"), "")}
			p.Time = sentryTime(s.EndTimestamp, time.Time{})
			if p.Time.IsZero() {
				p.Time = sentryTime(s.Timestamp, now)
			}
			byTrace[traceID] = p
			order = append(order, p)
		}
		mergeSpan(p, s)
	}
	kept := 0
	for _, p := range order {
		if !clientError(p) {
			env.Problems = append(env.Problems, p)
			kept++
		}
	}
	if kept == 0 {
		env.drop("span")
	}
}

// clientStatuses are the span statuses of a request the client got wrong
// (Sentry's names of 4xx answers): the backend did its job.
var clientStatuses = map[string]bool{
	"invalid_argument": true, "not_found": true, "already_exists": true, "permission_denied": true,
	"resource_exhausted": true, "failed_precondition": true, "out_of_range": true, "unauthenticated": true,
	"aborted": true, "cancelled": true,
}

// clientError reports whether a failed span or transaction with no
// exception only answered a 4xx (a favicon's 404): no backend problem.
func clientError(p *capture.Backend) bool {
	if p.Type != "" || p.Stack != "" {
		return false
	}
	if p.Status != 0 {
		return p.Status < 500
	}
	return clientStatuses[p.Message]
}

// mergeSpan adds what a failed span tells to p: the exception from the
// span that has one, the request from the span that served it.
func mergeSpan(p *capture.Backend, s *sentrySpan) {
	if t := s.attr("error.type"); t != "" && p.Type == "" {
		p.Type = t
		p.SpanID = clip.Head(s.SpanID, 32)
		if msg := s.attr("sentry.status.message"); msg != "" {
			p.Message = msg
		}
	}
	if p.Message == "" {
		p.Message = s.attr("sentry.status.message")
		if p.Message == "" {
			p.Message = s.Status
		}
	}
	if p.SpanID == "" {
		p.SpanID = clip.Head(s.SpanID, 32)
	}
	if m := firstOf(s.attr("http.request.method"), s.attr("http.method")); m != "" {
		p.Method = m
	}
	if r := firstOf(s.attr("http.route"), s.attr("url.path")); r != "" && (p.Route == "" || s.attr("http.route") != "") {
		p.Route = r
	}
	if st := statusOf(jsontext.Value(`"` + firstOf(s.attr("http.response.status_code"), s.attr("http.status_code")) + `"`)); st != 0 {
		p.Status = st
	}
	if ids := quotedTraceIDs(s.attr("http.request.header.traceparent"), s.attr("http.request.header.sentry-trace")); len(ids) > 0 {
		p.RequestTraceIDs = ids
	}
}

func firstOf(ss ...string) string {
	for _, s := range ss {
		if s != "" {
			return s
		}
	}
	return ""
}

// sentryLog is one record of a log item.
type sentryLog struct {
	Timestamp  jsontext.Value           `json:"timestamp"`
	TraceID    string                   `json:"trace_id"`
	Level      string                   `json:"level"`
	Body       string                   `json:"body"`
	Attributes map[string]spanAttribute `json:"attributes"`
}

// addLogs reads a log item ({"items": [...]}): records of warning and
// above are problems of kind log.
func (env *Envelope) addLogs(payload []byte, now time.Time) {
	var item struct {
		Items []sentryLog `json:"items"`
	}
	if err := unmarshal(payload, &item); err != nil {
		env.reject("log: %v", err)
		return
	}
	kept := 0
	for _, l := range item.Items {
		var sev string
		switch strings.ToLower(l.Level) {
		case "warn", "warning":
			sev = capture.SeverityWarning
		case "error", "fatal":
			sev = capture.SeverityError
		default:
			continue
		}
		traceID, _ := capture.TraceID(l.TraceID)
		var sdk string
		if a, ok := l.Attributes["sentry.sdk.name"]; ok {
			sdk = stringOf(a.Value)
		}
		env.Problems = append(env.Problems, &capture.Backend{Meta: capture.Meta{Time: sentryTime(l.Timestamp, now)},
			Kind: capture.BackendLog, Severity: sev, Service: sentryService(sdk, ""), Message: l.Body, TraceID: traceID})
		kept++
	}
	if kept == 0 {
		env.drop("log")
	}
}
