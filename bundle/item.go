package bundle

import (
	"time"

	"github.com/errbundle/errbundle/capture"
	"github.com/errbundle/errbundle/internal/clip"
)

// Time renders as RFC3339 with milliseconds in UTC, the one timestamp form
// of every reply: "2026-02-06T10:30:05.000Z".
type Time time.Time

// TimeLayout is the layout of [Time].
const TimeLayout = "2006-01-02T15:04:05.000Z07:00"

// MarshalJSON implements json.Marshaler.
func (t Time) MarshalJSON() ([]byte, error) {
	b := make([]byte, 0, len(TimeLayout)+2)
	b = append(b, '"')
	b = time.Time(t).UTC().AppendFormat(b, TimeLayout)
	return append(b, '"'), nil
}

// ErrorItem is an error as replies show it. URL, Line and Column are where
// the browser said it happened (the served script); Location and Stack are
// the original source when a source map says so, with the served stack
// kept in ServedStack.
type ErrorItem struct {
	Message  string `json:"message"`
	Type     string `json:"type,omitempty"`
	Kind     string `json:"kind,omitempty"`
	Source   string `json:"source,omitempty"`
	Location string `json:"location,omitempty"`
	// SourceContext is the original source around Location.
	SourceContext string `json:"source_context,omitempty"`
	URL           string `json:"url,omitempty"`
	Line          int    `json:"line,omitempty"`
	Column        int    `json:"column,omitempty"`
	Stack         string `json:"stack,omitempty"`
	// ComponentStack is React's component stack for the error, innermost
	// first: "Cart (src/Shop.tsx:47:29)" (where the component's code is),
	// or the name alone.
	ComponentStack []string `json:"component_stack,omitempty"`
	// ServedStack is the stack as the browser reported it, when Stack was
	// mapped to the original source.
	ServedStack string `json:"served_stack,omitempty"`
	// Unmapped says why Location is still a served position.
	Unmapped  string        `json:"unmapped,omitempty"`
	Timestamp Time          `json:"timestamp"`
	TabID     capture.TabID `json:"tab_id,omitempty"`
	PageURL   string        `json:"page_url,omitempty"`
	// Screenshot is the PNG file of the page as it looked when this error
	// (or the first of its burst) happened, when the extension took one.
	Screenshot string `json:"screenshot,omitempty"`
}

// NetworkItem is a request as replies show it, its bodies reduced.
type NetworkItem struct {
	Method       string        `json:"method"`
	URL          string        `json:"url"`
	Status       int           `json:"status"`
	Duration     int64         `json:"duration"` // milliseconds
	ContentType  string        `json:"content_type,omitempty"`
	RequestBody  string        `json:"request_body,omitempty"`
	ResponseBody string        `json:"response_body,omitempty"`
	Error        string        `json:"error,omitempty"`
	Initiator    string        `json:"initiator,omitempty"`
	Timestamp    Time          `json:"timestamp"`
	TabID        capture.TabID `json:"tab_id,omitempty"`
	// Repeated counts identical successful requests in the same window
	// folded into this one (polling): the one shown is nearest the error.
	Repeated int `json:"repeated,omitempty"`
	// TraceID is the trace the request carried; Server the backend
	// problem of that trace, when the request failed and one arrived.
	TraceID string       `json:"trace_id,omitempty"`
	Server  *BackendItem `json:"server,omitempty"`
}

// ActionItem is a user action or navigation as replies show it.
type ActionItem struct {
	Type      string        `json:"type"`
	Selector  string        `json:"selector,omitempty"`
	Text      string        `json:"text,omitempty"`
	Value     string        `json:"value,omitempty"`
	URL       string        `json:"url,omitempty"`
	ToURL     string        `json:"to_url,omitempty"`
	Timestamp Time          `json:"timestamp"`
	TabID     capture.TabID `json:"tab_id,omitempty"`
}

// LogItem is a console message as replies show it.
type LogItem struct {
	Level     string        `json:"level"`
	Message   string        `json:"message"`
	Timestamp Time          `json:"timestamp"`
	TabID     capture.TabID `json:"tab_id,omitempty"`
}

// ProblemItem is a dev-server error or warning as replies show it.
type ProblemItem struct {
	Process   string `json:"process"`
	Severity  string `json:"severity"`
	Category  string `json:"category"`
	Message   string `json:"message"`
	Location  string `json:"location,omitempty"`
	Block     string `json:"block,omitempty"`
	Timestamp Time   `json:"timestamp"`
}

// NewErrorItem renders e, its stacks clipped to maxStack bytes, at its
// original location when loc (which may be nil) maps it.
func NewErrorItem(e *capture.Error, maxStack int, loc Locator) ErrorItem {
	it := ErrorItem{Message: e.Message, Type: e.Type, Kind: e.Kind, Source: e.Source, Location: e.Location, URL: e.URL,
		Line: e.Line, Column: e.Column, Stack: clip.Head(e.Stack, maxStack), Timestamp: Time(e.Time),
		TabID: e.TabID, PageURL: e.PageURL, ComponentStack: components(e, nil)}
	if loc == nil {
		return it
	}
	o, ok := loc(e)
	if ok && !o.Pending && len(o.Components) == len(e.ComponentStack) && len(o.Components) > 0 {
		it.ComponentStack = o.Components
	}
	switch {
	case !ok:
	case o.Pending:
		it.Unmapped = "source map still loading; positions are as served"
	default:
		if o.Location != "" {
			it.Location, it.SourceContext = o.Location, o.Context
		}
		if o.Stack != e.Stack {
			it.Stack, it.ServedStack = clip.Head(o.Stack, maxStack), clip.Head(e.Stack, maxStack/2)
		}
		if o.Message != "" {
			it.Message = o.Message
		}
	}
	return it
}

// NewNetworkItem renders r with each body reduced to at most maxBody bytes.
func NewNetworkItem(r *capture.Request, maxBody int) NetworkItem {
	return NetworkItem{Method: r.Method, URL: r.URL, Status: r.Status, Duration: r.Duration.Milliseconds(),
		ContentType: r.ContentType, RequestBody: clip.Head(r.RequestBody, maxBody),
		ResponseBody: BodyMessage(r.ResponseBody, r.ContentType, maxBody), Error: r.Error,
		Initiator: r.Initiator, Timestamp: Time(r.Time), TabID: r.TabID, TraceID: r.TraceID}
}

// NewActionItem renders a.
func NewActionItem(a *capture.Action) ActionItem {
	return ActionItem{Type: a.Type, Selector: a.Selector, Text: a.Text, Value: a.Value, URL: a.URL,
		ToURL: a.ToURL, Timestamp: Time(a.Time), TabID: a.TabID}
}

// NewLogItem renders l, its message clipped to max bytes.
func NewLogItem(l *capture.Log, max int) LogItem {
	return LogItem{Level: l.Level, Message: clip.Head(l.Message, max), Timestamp: Time(l.Time), TabID: l.TabID}
}

// NewProblemItem renders p, its block clipped to maxBlock bytes.
func NewProblemItem(p *capture.Problem, maxBlock int) ProblemItem {
	return ProblemItem{Process: p.Process, Severity: p.Severity, Category: p.Category, Message: p.Message,
		Location: p.Location, Block: clip.Head(p.Block, maxBlock), Timestamp: Time(p.Time)}
}
