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

// ErrorItem is an error as replies show it.
type ErrorItem struct {
	Message   string        `json:"message"`
	Type      string        `json:"type,omitempty"`
	Kind      string        `json:"kind,omitempty"`
	Source    string        `json:"source,omitempty"`
	URL       string        `json:"url,omitempty"`
	Line      int           `json:"line,omitempty"`
	Column    int           `json:"column,omitempty"`
	Stack     string        `json:"stack,omitempty"`
	Timestamp Time          `json:"timestamp"`
	TabID     capture.TabID `json:"tab_id,omitempty"`
	PageURL   string        `json:"page_url,omitempty"`
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

// NewErrorItem renders e, its stack clipped to maxStack bytes.
func NewErrorItem(e *capture.Error, maxStack int) ErrorItem {
	return ErrorItem{Message: e.Message, Type: e.Type, Kind: e.Kind, Source: e.Source, URL: e.URL,
		Line: e.Line, Column: e.Column, Stack: clip.Head(e.Stack, maxStack), Timestamp: Time(e.Time),
		TabID: e.TabID, PageURL: e.PageURL}
}

// NewNetworkItem renders r with each body reduced to at most maxBody bytes.
func NewNetworkItem(r *capture.Request, maxBody int) NetworkItem {
	return NetworkItem{Method: r.Method, URL: r.URL, Status: r.Status, Duration: r.Duration.Milliseconds(),
		ContentType: r.ContentType, RequestBody: clip.Head(r.RequestBody, maxBody),
		ResponseBody: BodyMessage(r.ResponseBody, r.ContentType, maxBody), Error: r.Error,
		Initiator: r.Initiator, Timestamp: Time(r.Time), TabID: r.TabID}
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
