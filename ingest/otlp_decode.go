package ingest

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	logspb "go.opentelemetry.io/proto/otlp/logs/v1"
	tracepb "go.opentelemetry.io/proto/otlp/trace/v1"

	"github.com/errbundle/errbundle/capture"
)

// DecodeTraces makes problems of an OTLP export's spans: one per trace and
// service that has a span with status ERROR or an exception event. The
// exception (type, message, stack) comes from the span that recorded it,
// usually the request handler's; the request (method, route, status) from
// the HTTP server span, which only says ERROR. fromJSON says the ids came
// from OTLP/JSON (see [otlpID]). Spans with a malformed trace id are
// rejected and counted.
func DecodeTraces(data *tracepb.TracesData, fromJSON bool, now time.Time) ([]*capture.Backend, int64, string) {
	var problems []*capture.Backend
	var rejected int64
	var reason string
	for _, rs := range data.GetResourceSpans() {
		service := serviceName(rs.GetResource())
		byTrace := make(map[string]*otlpTrace)
		var order []*otlpTrace
		for _, ss := range rs.GetScopeSpans() {
			for _, s := range ss.GetSpans() {
				traceID, ok := capture.TraceID(otlpID(s.GetTraceId(), fromJSON))
				if !ok {
					rejected++
					reason = fmt.Sprintf("span %q: trace id of %d bytes, want 16", s.GetName(), len(s.GetTraceId()))
					continue
				}
				t := byTrace[traceID]
				if t == nil {
					t = &otlpTrace{p: &capture.Backend{Service: service, Kind: capture.BackendSpan, TraceID: traceID}}
					byTrace[traceID] = t
					order = append(order, t)
				}
				t.add(s, fromJSON)
			}
		}
		for _, t := range order {
			if t.failed && !clientError(t.p) {
				if t.p.Time.IsZero() {
					t.p.Time = now
				}
				problems = append(problems, t.p)
			}
		}
	}
	return problems, rejected, reason
}

// otlpTrace gathers the spans of one trace into its problem.
type otlpTrace struct {
	p      *capture.Backend
	failed bool
}

func (t *otlpTrace) add(s *tracepb.Span, fromJSON bool) {
	p := t.p
	attrs := s.GetAttributes()
	if m := firstOf(attrString(attrs, "http.request.method"), attrString(attrs, "http.method")); m != "" {
		p.Method = m
		if r := firstOf(attrString(attrs, "http.route"), urlPathOf(attrString(attrs, "url.path")), urlPathOf(attrString(attrs, "http.target"))); r != "" && (p.Route == "" || attrString(attrs, "http.route") != "") {
			p.Route = r
		}
		if st, err := strconv.Atoi(firstOf(attrString(attrs, "http.response.status_code"), attrString(attrs, "http.status_code"))); err == nil && st >= 100 && st <= 999 {
			p.Status = st
		}
	} else if r := attrString(attrs, "http.route"); r != "" && p.Route == "" {
		p.Route = r
	}
	errored := s.GetStatus().GetCode() == tracepb.Status_STATUS_CODE_ERROR
	for _, ev := range s.GetEvents() {
		if ev.GetName() != "exception" || p.Type != "" || p.Stack != "" {
			continue
		}
		ea := ev.GetAttributes()
		p.Type = attrString(ea, "exception.type")
		p.Message = attrString(ea, "exception.message")
		p.Stack = attrString(ea, "exception.stacktrace")
		p.SpanID = otlpID(s.GetSpanId(), fromJSON)
		p.Time = firstTime(unixNano(ev.GetTimeUnixNano()), unixNano(s.GetEndTimeUnixNano()))
		t.failed = true
	}
	if errored {
		t.failed = true
		if p.Type == "" && p.Stack == "" {
			if msg := s.GetStatus().GetMessage(); msg != "" && p.Message == "" {
				p.Message = msg
			}
			if p.SpanID == "" || s.GetKind() == tracepb.Span_SPAN_KIND_SERVER {
				p.SpanID = otlpID(s.GetSpanId(), fromJSON)
			}
			if p.Time.IsZero() {
				p.Time = unixNano(s.GetEndTimeUnixNano())
			}
		}
	}
	if p.Message == "" && t.failed {
		p.Message = s.GetName()
		if p.Status != 0 {
			p.Message = s.GetName() + " answered " + strconv.Itoa(p.Status)
		}
	}
}

func firstTime(ts ...time.Time) time.Time {
	for _, t := range ts {
		if !t.IsZero() {
			return t
		}
	}
	return time.Time{}
}

// urlPathOf is the path of an http.target ("/a?b") or url.path.
func urlPathOf(s string) string {
	if i := strings.IndexAny(s, "?#"); i >= 0 {
		return s[:i]
	}
	return s
}

// Severity numbers of OTLP log records: WARN is 13–16, ERROR 17–20,
// FATAL 21–24.
const (
	severityWarn  = 13
	severityError = 17
)

// DecodeLogs makes problems of the log records of severity WARN and above.
// A record with no severity number is judged by its severity text.
func DecodeLogs(data *logspb.LogsData, fromJSON bool, now time.Time) ([]*capture.Backend, int64, string) {
	var problems []*capture.Backend
	var rejected int64
	var reason string
	for _, rl := range data.GetResourceLogs() {
		service := serviceName(rl.GetResource())
		for _, sl := range rl.GetScopeLogs() {
			for _, l := range sl.GetLogRecords() {
				sev := logSeverity(l)
				if sev == "" {
					continue
				}
				p := &capture.Backend{Service: service, Kind: capture.BackendLog, Severity: sev}
				if raw := l.GetTraceId(); len(raw) > 0 {
					id, ok := capture.TraceID(otlpID(raw, fromJSON))
					if !ok {
						rejected++
						reason = fmt.Sprintf("log record: trace id of %d bytes, want 16", len(raw))
						continue
					}
					p.TraceID = id
					p.SpanID = otlpID(l.GetSpanId(), fromJSON)
				}
				attrs := l.GetAttributes()
				p.Message = anyString(l.GetBody())
				p.Type = attrString(attrs, "exception.type")
				if msg := attrString(attrs, "exception.message"); p.Message == "" {
					p.Message = msg
				}
				p.Stack = attrString(attrs, "exception.stacktrace")
				if p.Stack == "" && p.Type == "" {
					p.Message, p.Type, p.Stack = stackInBody(p.Message)
				}
				p.Method = firstOf(attrString(attrs, "http.request.method"), attrString(attrs, "http.method"))
				p.Route = attrString(attrs, "http.route")
				p.Time = firstTime(unixNano(l.GetTimeUnixNano()), unixNano(l.GetObservedTimeUnixNano()), now)
				problems = append(problems, p)
			}
		}
	}
	return problems, rejected, reason
}

// stackInBody splits a log record's body that prints an error with its
// stack, as console.error(label, err) does under Deno's built-in
// OpenTelemetry and logging bridges do with a traceback: the message is
// its first line, the type the exception class the first line names
// ("label: TypeError: ..."), else the last other line that names one
// (Python's closing "ValueError: ...", Java's "Caused by: ..."), the stack
// the whole body. A body with no frame is the message alone.
func stackInBody(body string) (message, typ, stack string) {
	first, rest, multi := strings.Cut(strings.TrimSpace(body), "\n")
	if !multi || len(capture.ParseStackText(rest)) == 0 {
		return body, "", ""
	}
	typ = exceptionType(first)
	lines := strings.Split(strings.TrimSpace(rest), "\n")
	for i := len(lines) - 1; i >= 0 && typ == ""; i-- {
		typ = exceptionType(lines[i])
	}
	return first, typ, body
}

// exceptionType is the exception class a line names before ": ", the last
// word ending in Error or Exception ("checkout failed: TypeError: x" →
// TypeError, "pkg.errors.ValueError: x" → pkg.errors.ValueError), or "".
func exceptionType(line string) string {
	var typ string
	for rest := line; ; {
		i := strings.Index(rest, ": ")
		if i < 0 {
			return typ
		}
		word := rest[:i]
		if j := strings.LastIndexAny(word, " \t("); j >= 0 {
			word = word[j+1:]
		}
		if strings.HasSuffix(word, "Error") || strings.HasSuffix(word, "Exception") {
			typ = word
		}
		rest = rest[i+2:]
	}
}

// logSeverity is error or warning for a record worth reporting, else "".
func logSeverity(l *logspb.LogRecord) string {
	n := int(l.GetSeverityNumber())
	if n == 0 {
		switch t := strings.ToUpper(l.GetSeverityText()); {
		case strings.HasPrefix(t, "WARN"):
			n = severityWarn
		case strings.HasPrefix(t, "ERR"), strings.HasPrefix(t, "FATAL"), strings.HasPrefix(t, "CRIT"):
			n = severityError
		}
	}
	switch {
	case n >= severityError:
		return capture.SeverityError
	case n >= severityWarn:
		return capture.SeverityWarning
	}
	return ""
}
