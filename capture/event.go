package capture

import (
	"encoding/json"
	"fmt"
	"strconv"
	"time"
)

// Meta is what every event carries, whatever its kind.
type Meta struct {
	// Seq is assigned on arrival: a stable id and the tie-breaker between
	// events with the same timestamp. A [Problem] completed by output that
	// arrived after a query stored its first lines (see [Store.FlushIdle])
	// is stored again, whole, under a new one.
	Seq uint64
	// Time is when the event happened, in UTC. For a [Request] it is when
	// the response completed or failed.
	Time time.Time
	// TabID is the browser tab the event came from; empty when unknown,
	// in which case the event belongs to every tab.
	TabID TabID
	// PageURL is the page the event happened on.
	PageURL string
}

// Error kinds.
const (
	KindException = "exception"
	KindRejection = "unhandled_rejection"
	KindConsole   = "console"
)

// Error is an uncaught exception, an unhandled rejection or a console error.
type Error struct {
	Meta
	Message string
	Type    string // e.g. TypeError
	Kind    string // exception, unhandled_rejection or console
	Source  string
	URL     string
	Line    int
	Column  int
	Stack   string
	// ComponentStack is React's component stack for the error, innermost
	// component first, when the capture script got one (at most
	// [MaxComponents] entries).
	ComponentStack []Component
	// LogSeq is the Seq of the console log this error was made from (kind
	// console), so a bundle does not list the error as its own context.
	LogSeq uint64
	// Fingerprint is the message with its variable parts normalised, and
	// Location the first application frame: together they group repeats.
	Fingerprint string
	Location    string
	group       uint64 // see [Error.GroupHash]
}

// MaxComponents is the most entries an [Error.ComponentStack] keeps.
const MaxComponents = 10

// Component is one entry of a React component stack: a component's name
// and, when React gave one, a served position in its code (URL, Line and
// Column, mapped to the original source when the error is read).
type Component struct {
	Name   string
	URL    string
	Line   int
	Column int
}

// GroupHash hashes what makes two errors repeats of one problem: kind,
// type, fingerprint and location. Equal keys give equal hashes; distinct
// keys collide with negligible odds (64 bits).
func (e *Error) GroupHash() uint64 { return e.group }

// Log levels. "warning" is accepted on input as [LevelWarn].
const (
	LevelError = "error"
	LevelWarn  = "warn"
	LevelInfo  = "info"
	LevelDebug = "debug"
	LevelLog   = "log"
)

// Log is one console message.
type Log struct {
	Meta
	Level   string
	Message string
	// Stack, URL, Line and Column are the call site of console.error and
	// console.warn, when the capture script recorded it.
	Stack  string
	URL    string
	Line   int
	Column int
	// Location is the call site's first application frame
	// ("src/Signup.tsx:17:9") of a warning or error; "" if unknown.
	Location string
	// Fingerprint is the normalised message of a warning or error; empty
	// for other levels, which are never grouped.
	Fingerprint string
	// Noise marks dev tooling's chatter (see [IsChatter]), decided on
	// arrival: listed by the logs view, left out of bundles and get_errors.
	Noise bool
	group uint64 // see [Log.GroupHash]
}

// GroupHash hashes a warning's or error's level and fingerprint; zero for
// other levels.
func (l *Log) GroupHash() uint64 { return l.group }

// Request is one fetch, XHR or resource load, stored when it completed or
// failed.
type Request struct {
	Meta
	Method          string
	URL             string
	Status          int // 0: no response
	Duration        time.Duration
	ContentType     string
	RequestBody     string
	ResponseBody    string
	BodyTruncated   bool // a body was cut to the per-event cap
	Error           string
	Initiator       string
	RequestHeaders  map[string]string
	ResponseHeaders map[string]string
	// TraceID is the W3C trace id (32 lowercase hex digits) the request
	// carried in traceparent or sentry-trace, "" if none: a backend problem
	// with this trace id is what the request caused.
	TraceID string
	// Fingerprint is the normalised URL path of a failed request; empty for
	// a successful one.
	Fingerprint string
	// Noise marks background a reader never needs (see [IsNoise]), decided
	// once on arrival.
	Noise bool
	// GraphQLErrors marks a 2xx answer whose body is a GraphQL response
	// with errors, decided once on arrival; Error then holds the first
	// one's message ("GraphQL errors: …").
	GraphQLErrors bool
	group         uint64 // see [Request.GroupHash]
}

// GroupHash hashes a failed request's status, method and fingerprint; zero
// for a successful one.
func (r *Request) GroupHash() uint64 { return r.group }

// Start is when the request began: its completion time less its duration.
func (r *Request) Start() time.Time { return r.Time.Add(-r.Duration) }

// Failed reports whether the request is a problem: a transport failure, a
// 4xx/5xx answer, or a GraphQL response with errors.
func (r *Request) Failed() bool { return r.Status == 0 || r.Status >= 400 || r.GraphQLErrors }

// Action types with a meaning of their own.
const (
	ActionLoad     = "load"     // a full page load or reload
	ActionNavigate = "navigate" // an in-page history change
)

// Action is one thing the user did, or a navigation.
type Action struct {
	Meta
	Type     string
	Selector string
	Text     string
	Value    string
	URL      string
	ToURL    string
}

// TabID identifies a browser tab. The extension sends numbers and other
// clients may send strings; both are kept as their decimal or literal text.
type TabID string

// Matches reports whether an event of tab t answers a query for tab q. One
// meaning everywhere: no query tab asks for every tab, and an event with no
// tab (a page without the extension, a curl) belongs to every tab.
func (t TabID) Matches(q TabID) bool { return q == "" || t == "" || t == q }

// UnmarshalJSON accepts a JSON number, a string or null.
func (t *TabID) UnmarshalJSON(b []byte) error {
	if string(b) == "null" {
		*t = ""
		return nil
	}
	if len(b) > 0 && b[0] == '"' {
		var s string
		if err := json.Unmarshal(b, &s); err != nil {
			return err
		}
		*t = TabID(s)
		return nil
	}
	var n json.Number
	if err := json.Unmarshal(b, &n); err != nil {
		return TabIDKindError(b)
	}
	id, err := TabIDFromNumber([]byte(n))
	if err != nil {
		return err
	}
	*t = id
	return nil
}

// TabIDFromNumber keeps the JSON number lit as a tab id if it is an int64;
// the error names no field, so a decoder can say which.
func TabIDFromNumber(lit []byte) (TabID, error) {
	if _, err := strconv.ParseInt(string(lit), 10, 64); err != nil {
		return "", fmt.Errorf("want an integer, got %s", lit)
	}
	return TabID(lit), nil
}

// TabIDKindError is the error for a tab id that is the JSON value raw,
// neither a number, a string nor null.
func TabIDKindError(raw []byte) error {
	return fmt.Errorf("want a number or a string, got %.20s", raw)
}

// MarshalJSON writes an integer id as a JSON number, anything else as a
// string, and no id as null.
func (t TabID) MarshalJSON() ([]byte, error) {
	if t == "" {
		return []byte("null"), nil
	}
	if _, err := strconv.ParseInt(string(t), 10, 64); err == nil {
		return []byte(t), nil
	}
	return json.Marshal(string(t))
}
