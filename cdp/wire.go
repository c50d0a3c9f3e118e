package cdp

import (
	"encoding/json"
	"time"
)

// The events as POST /v1/events reads them (see package ingest), in the
// shapes the extension's capture script sends, so that the daemon and the
// agent cannot tell which observer saw a page.

// Kinds of event, the members of a POST /v1/events body.
const (
	kindErrors  = "errors"
	kindLogs    = "logs"
	kindNetwork = "network"
	kindActions = "actions"
)

// wireTime is a timestamp as the capture script writes it:
// Date.prototype.toISOString's form.
type wireTime time.Time

func (t wireTime) MarshalJSON() ([]byte, error) {
	return json.Marshal(time.Time(t).UTC().Format("2006-01-02T15:04:05.000Z"))
}

type wireError struct {
	Timestamp wireTime `json:"timestamp"`
	Message   string   `json:"message"`
	Type      string   `json:"type"`
	Kind      string   `json:"kind"` // exception, unhandled_rejection or console
	Source    string   `json:"source"`
	URL       string   `json:"url"`
	Line      int64    `json:"line"`
	Column    int64    `json:"column"`
	Stack     string   `json:"stack"`
	TabID     string   `json:"tab_id"`
	PageURL   string   `json:"page_url"`
}

type wireLog struct {
	Timestamp wireTime `json:"timestamp"`
	Level     string   `json:"level"`
	Message   string   `json:"message"`
	Stack     string   `json:"stack"`
	URL       string   `json:"url"`
	Line      int64    `json:"line"`
	Column    int64    `json:"column"`
	TabID     string   `json:"tab_id"`
	PageURL   string   `json:"page_url"`
}

type wireRequest struct {
	Timestamp       wireTime          `json:"timestamp"`
	Method          string            `json:"method"`
	URL             string            `json:"url"`
	Status          int64             `json:"status"`
	DurationMS      float64           `json:"duration_ms"`
	ContentType     string            `json:"content_type"`
	RequestBody     string            `json:"request_body"`
	ResponseBody    string            `json:"response_body"`
	Error           string            `json:"error"`
	Initiator       string            `json:"initiator"`
	RequestHeaders  map[string]string `json:"request_headers"`
	ResponseHeaders map[string]string `json:"response_headers"`
	TabID           string            `json:"tab_id"`
	PageURL         string            `json:"page_url"`
}

type wireAction struct {
	Timestamp wireTime `json:"timestamp"`
	Type      string   `json:"type"`
	Selector  string   `json:"selector"`
	Text      string   `json:"text"`
	Value     string   `json:"value"`
	URL       string   `json:"url"`
	ToURL     string   `json:"to_url"`
	TabID     string   `json:"tab_id"`
	PageURL   string   `json:"page_url"`
}
