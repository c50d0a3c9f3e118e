package ingest

import (
	"bytes"
	"encoding/json"
	"strconv"
	"strings"
	"time"

	jsonv2 "github.com/go-json-experiment/json"
	"github.com/go-json-experiment/json/jsontext"

	"github.com/errbundle/errbundle/capture"
	"github.com/errbundle/errbundle/internal/clip"
)

// unmarshal decodes one JSON payload leniently where SDKs differ and
// strictly where it matters: duplicate names and bad UTF-8 are let
// through, a payload that is not an object is not.
func unmarshal(data []byte, v any) error {
	data = bytes.TrimSpace(data)
	if len(data) == 0 || data[0] != '{' {
		return errNotObject
	}
	return jsonv2.Unmarshal(data, v, jsontext.AllowDuplicateNames(true), jsontext.AllowInvalidUTF8(true))
}

// sentryEvent is the part of a Sentry event (or transaction) a backend
// problem is made of. Fields whose shape varies between SDKs are kept raw.
type sentryEvent struct {
	EventID        string         `json:"event_id"`
	Type           string         `json:"type"`
	Timestamp      jsontext.Value `json:"timestamp"`
	StartTimestamp jsontext.Value `json:"start_timestamp"`
	Level          string         `json:"level"`
	Platform       string         `json:"platform"`
	Logger         string         `json:"logger"`
	Message        jsontext.Value `json:"message"`
	LogEntry       jsontext.Value `json:"logentry"`
	Exception      exceptionList  `json:"exception"`
	Transaction    string         `json:"transaction"`
	ServerName     string         `json:"server_name"`
	Tags           jsontext.Value `json:"tags"`
	Contexts       struct {
		Trace struct {
			TraceID string `json:"trace_id"`
			SpanID  string `json:"span_id"`
			Status  string `json:"status"`
		} `json:"trace"`
		Response struct {
			StatusCode jsontext.Value `json:"status_code"`
		} `json:"response"`
	} `json:"contexts"`
	Request struct {
		Method  string         `json:"method"`
		URL     string         `json:"url"`
		Headers jsontext.Value `json:"headers"`
	} `json:"request"`
	SDK struct {
		Name string `json:"name"`
	} `json:"sdk"`
}

// sentryException is one value of an event's exception list.
type sentryException struct {
	Type       string `json:"type"`
	Value      string `json:"value"`
	Module     string `json:"module"`
	Stacktrace *struct {
		Frames []sentryFrame `json:"frames"`
	} `json:"stacktrace"`
}

type sentryFrame struct {
	Filename string         `json:"filename"`
	AbsPath  string         `json:"abs_path"`
	Module   string         `json:"module"`
	Function string         `json:"function"`
	Lineno   jsontext.Value `json:"lineno"`
	Colno    jsontext.Value `json:"colno"`
	InApp    *bool          `json:"in_app"`
}

// addEvent reads one error event. traceID, from the envelope's header,
// stands in when the event names no trace of its own.
func (env *Envelope) addEvent(payload []byte, traceID string, now time.Time) {
	var ev sentryEvent
	if err := unmarshal(payload, &ev); err != nil {
		env.reject("event: %v", err)
		return
	}
	if ev.Type == "transaction" {
		env.addTransactionEvent(&ev, now)
		return
	}
	if env.EventID == "" {
		env.EventID = clip.Head(ev.EventID, 64)
	}
	p := ev.problem(now)
	if id, ok := capture.TraceID(ev.Contexts.Trace.TraceID); ok {
		p.TraceID = id
	} else {
		p.TraceID = traceID
	}
	p.Kind = capture.BackendEvent
	exc, ok := ev.Exception.last()
	switch {
	case ok:
		p.Type, p.Message = exc.Type, exc.Value
		if p.Type == "" {
			p.Type = exc.Module
		}
		if exc.Stacktrace != nil {
			p.Frames = frames(exc.Stacktrace.Frames)
		}
	default:
		p.Message = eventMessage(&ev)
	}
	switch strings.ToLower(ev.Level) {
	case "", "error", "fatal", "critical":
		if !ok && p.Message == "" {
			env.drop("event_empty")
			return
		}
	case "warning", "warn":
		p.Severity = capture.SeverityWarning
	default:
		// Info and debug messages are no problem.
		env.drop("event_" + ev.Level)
		return
	}
	env.Problems = append(env.Problems, p)
}

// problem fills what every kind of Sentry event tells: service, time,
// trace, request.
func (ev *sentryEvent) problem(now time.Time) *capture.Backend {
	p := &capture.Backend{Meta: capture.Meta{Time: sentryTime(ev.Timestamp, now)}, Service: sentryService(ev.SDK.Name, ev.Platform)}
	p.SpanID = clip.Head(ev.Contexts.Trace.SpanID, 32)
	p.Method = ev.Request.Method
	p.Route = routeOf(ev.Transaction, ev.Request.URL)
	p.Status = statusOf(ev.Contexts.Response.StatusCode)
	if p.Status == 0 {
		p.Status = statusOf(tagValue(ev.Tags, "http.status_code"))
	}
	p.RequestTraceIDs = quotedTraceIDs(headerValue(ev.Request.Headers, "traceparent"), headerValue(ev.Request.Headers, "sentry-trace"))
	return p
}

// addTransaction reads an older SDK's transaction item: a failed one (its
// trace status not ok) is a problem of kind span, which the bundle uses
// when no error event of its trace arrived.
func (env *Envelope) addTransaction(payload []byte, now time.Time) {
	var ev sentryEvent
	if err := unmarshal(payload, &ev); err != nil {
		env.reject("transaction: %v", err)
		return
	}
	env.addTransactionEvent(&ev, now)
}

func (env *Envelope) addTransactionEvent(ev *sentryEvent, now time.Time) {
	status := ev.Contexts.Trace.Status
	if status == "" || status == "ok" || status == "cancelled" {
		env.drop("transaction")
		return
	}
	p := ev.problem(now)
	p.Kind = capture.BackendSpan
	p.TraceID, _ = capture.TraceID(ev.Contexts.Trace.TraceID)
	p.Message = status
	if clientError(p) {
		env.drop("transaction")
		return
	}
	env.Problems = append(env.Problems, p)
}

// exceptionList is an event's exceptions. They come as {"values": [...]}
// or, from old SDKs, bare; read in the one pass over the event.
type exceptionList []sentryException

// UnmarshalJSONFrom implements [jsonv2.UnmarshalerFrom].
func (l *exceptionList) UnmarshalJSONFrom(dec *jsontext.Decoder) error {
	switch dec.PeekKind() {
	case '[':
		return jsonv2.UnmarshalDecode(dec, (*[]sentryException)(l))
	case '{':
		var wrap struct {
			Values []sentryException `json:"values"`
		}
		err := jsonv2.UnmarshalDecode(dec, &wrap)
		*l = wrap.Values
		return err
	}
	return dec.SkipValue()
}

// last is the exception raised last: Sentry lists a chain's cause first.
func (l exceptionList) last() (sentryException, bool) {
	if len(l) == 0 {
		return sentryException{}, false
	}
	return l[len(l)-1], true
}

// maxFrames bounds the frames read from one stack; the innermost are kept.
const maxFrames = 100

func frames(in []sentryFrame) []capture.Frame {
	if len(in) > maxFrames {
		in = in[len(in)-maxFrames:]
	}
	out := make([]capture.Frame, len(in))
	for i, f := range in {
		file := f.AbsPath
		if file == "" {
			file = f.Filename
		}
		if file == "" {
			file = f.Module
		}
		out[i] = capture.Frame{Function: clip.Head(f.Function, 200), File: clip.Head(file, 500),
			Line: intOf(f.Lineno), Column: intOf(f.Colno), InApp: f.InApp != nil && *f.InApp}
	}
	return out
}

// eventMessage is a message event's text: "message" as a string or as
// {"formatted", "message"}, or "logentry".
func eventMessage(ev *sentryEvent) string {
	for _, raw := range []jsontext.Value{ev.Message, ev.LogEntry} {
		switch raw.Kind() {
		case '"':
			var s string
			if jsonv2.Unmarshal(raw, &s, jsontext.AllowInvalidUTF8(true)) == nil && s != "" {
				return s
			}
		case '{':
			var m struct {
				Formatted string `json:"formatted"`
				Message   string `json:"message"`
			}
			if jsonv2.Unmarshal(raw, &m, jsontext.AllowDuplicateNames(true), jsontext.AllowInvalidUTF8(true)) == nil {
				if m.Formatted != "" {
					return m.Formatted
				}
				if m.Message != "" {
					return m.Message
				}
			}
		}
	}
	return ""
}

// sentryTime reads a Sentry timestamp: seconds since the epoch, or RFC3339
// with or without its zone (UTC, by the protocol). Without one, now.
func sentryTime(raw jsontext.Value, now time.Time) time.Time {
	if len(raw) == 0 {
		return now
	}
	if t, err := ParseTimestamp(json.RawMessage(raw)); err == nil {
		return t
	}
	if raw.Kind() == '"' && len(raw) > 2 {
		zoned := append(append([]byte{}, raw[:len(raw)-1]...), 'Z', '"')
		if t, err := ParseTimestamp(zoned); err == nil {
			return t
		}
	}
	return now
}

// sentryService names the backend by its SDK: sentry.javascript.node is
// "node", sentry.python.flask "python".
func sentryService(sdk, platform string) string {
	if name, ok := strings.CutPrefix(sdk, "sentry."); ok {
		parts := strings.Split(name, ".")
		if parts[0] == "javascript" && len(parts) > 1 {
			return clip.Head(parts[1], 60)
		}
		return clip.Head(parts[0], 60)
	}
	if platform != "" {
		return clip.Head(platform, 60)
	}
	if sdk != "" {
		return clip.Head(sdk, 60)
	}
	return "sentry"
}

// routeOf is the route a transaction name gives ("POST /api/x" is
// "/api/x"; python names a view function), else the request URL's path.
func routeOf(transaction, url string) string {
	if _, route, ok := strings.Cut(transaction, " "); ok && strings.HasPrefix(route, "/") {
		return route
	}
	if strings.HasPrefix(transaction, "/") {
		return transaction
	}
	if i := strings.Index(url, "://"); i >= 0 {
		url = url[i+3:]
		if j := strings.IndexByte(url, '/'); j >= 0 {
			url = url[j:]
		} else {
			url = "/"
		}
	}
	if j := strings.IndexAny(url, "?#"); j >= 0 {
		url = url[:j]
	}
	return url
}

// intOf reads a JSON number or numeric string as an int; 0 otherwise.
func intOf(raw jsontext.Value) int {
	s := string(bytes.Trim(raw, `"`))
	if f, err := strconv.ParseFloat(s, 64); err == nil && f > 0 && f < 1e9 {
		return int(f)
	}
	return 0
}

// statusOf is an HTTP status from a JSON number or string, 0 if none.
func statusOf(raw jsontext.Value) int {
	if n := intOf(raw); n >= 100 && n <= 999 {
		return n
	}
	return 0
}

// headerValue finds a request header in Sentry's {"Name": "value"} or
// [["Name", "value"]] form, by name whatever its case.
func headerValue(raw jsontext.Value, name string) string {
	switch raw.Kind() {
	case '{':
		var m map[string]jsontext.Value
		if jsonv2.Unmarshal(raw, &m, jsontext.AllowDuplicateNames(true), jsontext.AllowInvalidUTF8(true)) != nil {
			return ""
		}
		for k, v := range m {
			if strings.EqualFold(k, name) {
				return stringOf(v)
			}
		}
	case '[':
		var pairs [][]jsontext.Value
		if jsonv2.Unmarshal(raw, &pairs, jsontext.AllowInvalidUTF8(true)) != nil {
			return ""
		}
		for _, kv := range pairs {
			if len(kv) == 2 && strings.EqualFold(stringOf(kv[0]), name) {
				return stringOf(kv[1])
			}
		}
	}
	return ""
}

// tagValue finds a tag in Sentry's {"k": "v"} or [["k", "v"]] form.
func tagValue(raw jsontext.Value, name string) jsontext.Value {
	if v := headerValue(raw, name); v != "" {
		return jsontext.Value(strconv.Quote(v))
	}
	return nil
}

// stringOf is a JSON string's text, or a number's literal; "" otherwise.
func stringOf(raw jsontext.Value) string {
	switch raw.Kind() {
	case '"':
		var s string
		_ = jsonv2.Unmarshal(raw, &s, jsontext.AllowInvalidUTF8(true))
		return s
	case '0':
		return string(raw)
	case '[':
		// OpenTelemetry-style header attributes are lists of values.
		var list []string
		if jsonv2.Unmarshal(raw, &list, jsontext.AllowInvalidUTF8(true)) == nil && len(list) > 0 {
			return list[0]
		}
	}
	return ""
}

// quotedTraceIDs are the distinct trace ids a request's traceparent and
// sentry-trace headers name.
func quotedTraceIDs(traceparent, sentryTrace string) []string {
	var ids []string
	if id := capture.TraceparentTraceID(traceparent); id != "" {
		ids = append(ids, id)
	}
	if id := capture.SentryTraceID(sentryTrace); id != "" && (len(ids) == 0 || ids[0] != id) {
		ids = append(ids, id)
	}
	return ids
}
