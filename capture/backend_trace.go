package capture

import "strings"

// TraceID returns s as a trace id, 32 lowercase hex digits, and whether it
// is one: W3C's all-zero id is not.
func TraceID(s string) (string, bool) {
	if len(s) != 32 {
		return "", false
	}
	zero := true
	b := []byte(s)
	for i, c := range b {
		switch {
		case c >= '0' && c <= '9', c >= 'a' && c <= 'f':
		case c >= 'A' && c <= 'F':
			b[i] = c + ('a' - 'A')
		default:
			return "", false
		}
		zero = zero && c == '0'
	}
	if zero {
		return "", false
	}
	return string(b), true
}

// TraceparentTraceID is the trace id of a W3C traceparent header
// ("00-<trace>-<span>-<flags>"), or "".
func TraceparentTraceID(h string) string {
	parts := strings.Split(strings.TrimSpace(h), "-")
	if len(parts) < 4 || len(parts[0]) != 2 {
		return ""
	}
	id, _ := TraceID(parts[1])
	return id
}

// SentryTraceID is the trace id of a sentry-trace header
// ("<trace>-<span>[-<sampled>]"), or "".
func SentryTraceID(h string) string {
	trace, _, _ := strings.Cut(strings.TrimSpace(h), "-")
	id, _ := TraceID(trace)
	return id
}

// HeadersTraceID is the trace id a request's recorded headers carry
// (traceparent, else sentry-trace, by name whatever its case), or "": what
// a request seen by the proxy rather than the capture script has instead
// of [Request.TraceID].
func HeadersTraceID(h map[string]string) string {
	var sentry string
	for k, v := range h {
		switch {
		case strings.EqualFold(k, "traceparent"):
			if id := TraceparentTraceID(v); id != "" {
				return id
			}
		case strings.EqualFold(k, "sentry-trace"):
			sentry = SentryTraceID(v)
		}
	}
	return sentry
}
