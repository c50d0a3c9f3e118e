package ingest

// This file keeps the decoder that read POST bodies before the single-pass
// one in decode.go, as a reference: FuzzDecodeEventsDifferential and
// FuzzDecodeProcessDifferential check that both agree. It reads each event
// twice with github.com/go-json-experiment/json (once to validate it, once
// to unmarshal it into a wire struct by reflection).

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"
	"time"
	"unicode/utf8"

	jsonv2 "github.com/go-json-experiment/json"
	"github.com/go-json-experiment/json/jsontext"

	"github.com/errbundle/errbundle/capture"
	"github.com/errbundle/errbundle/internal/clip"
)

type refWireError struct {
	Timestamp jsontext.Value `json:"timestamp"`
	Message   *string        `json:"message"`
	Type      string         `json:"type"`
	Kind      string         `json:"kind"`
	Source    string         `json:"source"`
	URL       string         `json:"url"`
	Line      int            `json:"line"`
	Column    int            `json:"column"`
	Stack     string         `json:"stack"`
	TabID     capture.TabID  `json:"tab_id"`
	PageURL   string         `json:"page_url"`
	// ComponentStack is the reference of [wireError]'s.
	ComponentStack []refWireComponent `json:"component_stack"`
}

type refWireComponent struct {
	Name   string `json:"name"`
	URL    string `json:"url"`
	Line   int    `json:"line"`
	Column int    `json:"column"`
}

type refWireLog struct {
	Timestamp jsontext.Value `json:"timestamp"`
	Level     *string        `json:"level"`
	Message   *string        `json:"message"`
	Stack     string         `json:"stack"`
	URL       string         `json:"url"`
	Line      int            `json:"line"`
	Column    int            `json:"column"`
	TabID     capture.TabID  `json:"tab_id"`
	PageURL   string         `json:"page_url"`
}

type refWireRequest struct {
	Timestamp       jsontext.Value    `json:"timestamp"`
	Method          *string           `json:"method"`
	URL             *string           `json:"url"`
	Status          int               `json:"status"`
	DurationMS      float64           `json:"duration_ms"`
	ContentType     string            `json:"content_type"`
	RequestBody     string            `json:"request_body"`
	ResponseBody    string            `json:"response_body"`
	Error           string            `json:"error"`
	Initiator       string            `json:"initiator"`
	RequestHeaders  map[string]string `json:"request_headers"`
	ResponseHeaders map[string]string `json:"response_headers"`
	TabID           capture.TabID     `json:"tab_id"`
	PageURL         string            `json:"page_url"`
}

type refWireAction struct {
	Timestamp jsontext.Value `json:"timestamp"`
	Type      *string        `json:"type"`
	Selector  string         `json:"selector"`
	Text      string         `json:"text"`
	Value     string         `json:"value"`
	URL       string         `json:"url"`
	ToURL     string         `json:"to_url"`
	TabID     capture.TabID  `json:"tab_id"`
	PageURL   string         `json:"page_url"`
}

// refDecodeEvents is the reference [DecodeEvents]. The body is streamed
// through a jsontext.Decoder, which validates each event as it reads it;
// each event is then unmarshalled again from its bytes.
func refDecodeEvents(body []byte) (capture.Batch, []Rejection, error) {
	var b capture.Batch
	var rej []Rejection
	err := refDecodeObject(body, func(key string, dec *jsontext.Decoder, checkUTF8 bool) error {
		var each func(raw []byte) error
		switch key {
		case "errors":
			each = refEventDecoder(&b.Errors, (*refWireError).event)
		case "logs":
			each = refEventDecoder(&b.Logs, (*refWireLog).event)
		case "network":
			each = refEventDecoder(&b.Requests, (*refWireRequest).event)
		case "actions":
			each = refEventDecoder(&b.Actions, (*refWireAction).event)
		default:
			// Unknown members are ignored, for forward compatibility.
			return dec.SkipValue()
		}
		var err error
		rej, err = refDecodeArray(dec, key, checkUTF8, rej, each)
		return err
	})
	if err != nil {
		return capture.Batch{}, nil, err
	}
	return b, rej, nil
}

// refEventDecoder returns a decoder of one event's JSON into its wire form W,
// validated into an event appended to dst.
func refEventDecoder[W, E any](dst *[]*E, event func(*W) (*E, error)) func([]byte) error {
	return func(raw []byte) error {
		var w W
		if err := jsonv2.Unmarshal(raw, &w); err != nil {
			return err
		}
		e, err := event(&w)
		if err == nil {
			*dst = append(*dst, e)
		}
		return err
	}
}

// refDecodeObject streams the members of the top-level object in body to
// member, which must consume each member's value.
func refDecodeObject(body []byte, member func(key string, dec *jsontext.Decoder, checkUTF8 bool) error) error {
	// Invalid UTF-8 costs only the event it is in: the stream tolerates
	// it, and events are checked one by one when the body has any.
	checkUTF8 := !utf8.Valid(body)
	dec := jsontext.NewDecoder(bytes.NewReader(body), jsontext.AllowInvalidUTF8(true))
	malformed := func(err error) error { return fmt.Errorf("%w: %s", ErrMalformed, refDescribeJSONError(err)) }
	tok, err := dec.ReadToken()
	if err != nil {
		if errors.Is(err, io.EOF) {
			return fmt.Errorf("%w: empty body", ErrMalformed)
		}
		return malformed(err)
	}
	if tok.Kind() != '{' {
		return fmt.Errorf("%w: want a JSON object, got %s", ErrMalformed, tok.Kind())
	}
	for dec.PeekKind() != '}' {
		tok, err := dec.ReadToken()
		if err != nil {
			return malformed(err)
		}
		if err := member(tok.String(), dec, checkUTF8); err != nil {
			return malformed(err)
		}
	}
	if _, err := dec.ReadToken(); err != nil {
		return malformed(err)
	}
	if _, err := dec.ReadToken(); !errors.Is(err, io.EOF) {
		return fmt.Errorf("%w: data after the JSON object", ErrMalformed)
	}
	return nil
}

// refDecodeArray reads one member's array of events, handing each to decode
// and recording a rejection for every event it refuses. A member that is not
// an array is rejected whole (index -1); the rest of the body still counts.
func refDecodeArray(dec *jsontext.Decoder, kind string, checkUTF8 bool, rej []Rejection, decode func([]byte) error) ([]Rejection, error) {
	switch dec.PeekKind() {
	case 'n':
		return rej, dec.SkipValue()
	case '[':
	default:
		if err := dec.SkipValue(); err != nil {
			return rej, err
		}
		return append(rej, Rejection{Kind: kind, Index: -1, Reason: kind + ": want an array of event objects"}), nil
	}
	if _, err := dec.ReadToken(); err != nil {
		return rej, err
	}
	for i := 0; dec.PeekKind() != ']'; i++ {
		raw, err := dec.ReadValue()
		if err != nil {
			return rej, err
		}
		switch {
		case raw.Kind() != '{':
			err = fmt.Errorf("want an event object, got %s", raw.Kind())
		case checkUTF8 && !utf8.Valid(raw):
			err = errors.New("invalid UTF-8")
		default:
			err = decode(raw)
		}
		if err != nil {
			rej = append(rej, Rejection{Kind: kind, Index: i, Reason: refDescribeJSONError(err)})
		}
	}
	_, err := dec.ReadToken()
	return rej, err
}

// refDescribeJSONError turns JSON errors into a reason a client can act on,
// naming the field.
func refDescribeJSONError(err error) string {
	var se *jsonv2.SemanticError
	if errors.As(err, &se) {
		field := strings.TrimPrefix(string(se.JSONPointer), "/")
		if field == "" {
			field = "value"
		}
		want := "a valid value"
		if se.GoType != nil {
			want = refJSONTypeName(se.GoType.Kind().String())
		}
		if se.JSONKind != 0 && se.Err == nil {
			return fmt.Sprintf("%s: want %s, got %s", field, want, se.JSONKind)
		}
		if se.Err != nil {
			return fmt.Sprintf("%s: %v", field, se.Err)
		}
		return fmt.Sprintf("%s: want %s", field, want)
	}
	var syn *jsontext.SyntacticError
	if errors.As(err, &syn) {
		return fmt.Sprintf("invalid JSON at byte %d: %v", syn.ByteOffset, syn.Err)
	}
	var te *json.UnmarshalTypeError
	if errors.As(err, &te) {
		return fmt.Sprintf("%s: want %s, got %s", te.Field, refJSONTypeName(te.Type.Kind().String()), te.Value)
	}
	return err.Error()
}

func refJSONTypeName(goKind string) string {
	switch goKind {
	case "int", "int64", "float64":
		return "a number"
	case "string":
		return "a string"
	case "map", "struct":
		return "an object"
	case "slice":
		return "an array"
	}
	return goKind
}

func refRequired(field string, v *string) (string, error) {
	if v == nil || strings.TrimSpace(*v) == "" {
		return "", fmt.Errorf("%s: required", field)
	}
	return *v, nil
}

func refMeta(ts jsontext.Value, tab capture.TabID, pageURL string) (capture.Meta, error) {
	t, err := ParseTimestamp(json.RawMessage(ts))
	if err != nil {
		return capture.Meta{}, err
	}
	if len(tab) > maxTabIDLen {
		return capture.Meta{}, fmt.Errorf("tab_id: longer than %d bytes", maxTabIDLen)
	}
	return capture.Meta{Time: t, TabID: tab, PageURL: clip.Head(pageURL, maxURL)}, nil
}

func (w *refWireError) event() (*capture.Error, error) {
	msg, err := refRequired("message", w.Message)
	if err != nil {
		return nil, err
	}
	m, err := refMeta(w.Timestamp, w.TabID, w.PageURL)
	if err != nil {
		return nil, err
	}
	kind := w.Kind
	switch kind {
	case "", capture.KindException, capture.KindRejection, capture.KindConsole:
	default:
		return nil, fmt.Errorf("kind: want exception, unhandled_rejection or console, got %q", clip.Head(kind, 40))
	}
	return &capture.Error{Meta: m, Message: clip.Head(msg, maxMessage), Type: clip.Head(w.Type, maxShort), Kind: kind,
		Source: clip.Head(w.Source, maxURL), URL: clip.Head(w.URL, maxURL), Line: w.Line, Column: w.Column,
		Stack: clip.Head(w.Stack, maxStack), ComponentStack: refComponents(w.ComponentStack)}, nil
}

func refComponents(in []refWireComponent) []capture.Component {
	var out []capture.Component
	for _, c := range in {
		if len(out) == capture.MaxComponents {
			break
		}
		if strings.TrimSpace(c.Name) == "" {
			continue
		}
		out = append(out, capture.Component{Name: clip.Head(c.Name, maxShort), URL: clip.Head(c.URL, maxURL), Line: c.Line, Column: c.Column})
	}
	return out
}

func (w *refWireLog) event() (*capture.Log, error) {
	level, err := refRequired("level", w.Level)
	if err != nil {
		return nil, err
	}
	level = strings.ToLower(level)
	switch level {
	case "warning":
		level = capture.LevelWarn
	case capture.LevelError, capture.LevelWarn, capture.LevelInfo, capture.LevelDebug, capture.LevelLog:
	default:
		return nil, fmt.Errorf("level: want error, warn, info, debug or log, got %q", clip.Head(level, 40))
	}
	if w.Message == nil {
		return nil, errors.New("message: required")
	}
	m, err := refMeta(w.Timestamp, w.TabID, w.PageURL)
	if err != nil {
		return nil, err
	}
	return &capture.Log{Meta: m, Level: level, Message: clip.Head(*w.Message, maxMessage),
		Stack: clip.Head(w.Stack, maxStack), URL: clip.Head(w.URL, maxURL), Line: w.Line, Column: w.Column}, nil
}

func (w *refWireRequest) event() (*capture.Request, error) {
	method, err := refRequired("method", w.Method)
	if err != nil {
		return nil, err
	}
	url, err := refRequired("url", w.URL)
	if err != nil {
		return nil, err
	}
	if w.Status < 0 || w.Status > 999 {
		return nil, fmt.Errorf("status: want 0 (no response) or an HTTP status, got %d", w.Status)
	}
	if w.DurationMS < 0 || w.DurationMS > 24*3600*1000 {
		return nil, fmt.Errorf("duration_ms: want 0 to 86400000, got %g", w.DurationMS)
	}
	if len(w.RequestHeaders) > maxHeaders || len(w.ResponseHeaders) > maxHeaders {
		return nil, fmt.Errorf("headers: more than %d", maxHeaders)
	}
	m, err := refMeta(w.Timestamp, w.TabID, w.PageURL)
	if err != nil {
		return nil, err
	}
	// Bodies are capped by the store, which marks them truncated.
	return &capture.Request{Meta: m, Method: clip.Head(method, 16), URL: clip.Head(url, maxURL), Status: w.Status,
		Duration:    time.Duration(w.DurationMS * float64(time.Millisecond)),
		ContentType: clip.Head(w.ContentType, maxShort), RequestBody: w.RequestBody, ResponseBody: w.ResponseBody,
		Error: clip.Head(w.Error, maxMessage), Initiator: clip.Head(w.Initiator, 32),
		RequestHeaders: clipHeaders(w.RequestHeaders), ResponseHeaders: clipHeaders(w.ResponseHeaders)}, nil
}

func (w *refWireAction) event() (*capture.Action, error) {
	typ, err := refRequired("type", w.Type)
	if err != nil {
		return nil, err
	}
	m, err := refMeta(w.Timestamp, w.TabID, w.PageURL)
	if err != nil {
		return nil, err
	}
	return &capture.Action{Meta: m, Type: clip.Head(typ, 32), Selector: clip.Head(w.Selector, maxShort), Text: clip.Head(w.Text, maxShort),
		Value: clip.Head(w.Value, maxShort), URL: clip.Head(w.URL, maxURL), ToURL: clip.Head(w.ToURL, maxURL)}, nil
}

type refWireProcessEvent struct {
	Type      *string        `json:"type"`
	Timestamp jsontext.Value `json:"timestamp"`
	Stream    string         `json:"stream"`
	Text      *string        `json:"text"`
	Command   string         `json:"command"`
	Cwd       string         `json:"cwd"`
	PID       int            `json:"pid"`
	ExitCode  int            `json:"exit_code"`
	Severity  string         `json:"severity"`
	Category  string         `json:"category"`
	Message   *string        `json:"message"`
	Location  string         `json:"location"`
	Block     string         `json:"block"`
}

// refDecodeProcess is the reference [DecodeProcess].
func refDecodeProcess(body []byte) (string, []capture.ProcessEvent, []Rejection, error) {
	var id *string
	var evs []capture.ProcessEvent
	var rej []Rejection
	err := refDecodeObject(body, func(key string, dec *jsontext.Decoder, checkUTF8 bool) error {
		switch key {
		case "process_id":
			return jsonv2.UnmarshalDecode(dec, &id)
		case "events":
			var err error
			rej, err = refDecodeArray(dec, "events", checkUTF8, rej, func(raw []byte) error {
				ev, err := refDecodeProcessEvent(raw)
				if err == nil {
					evs = append(evs, ev)
				}
				return err
			})
			return err
		}
		return dec.SkipValue()
	})
	if err != nil {
		return "", nil, nil, err
	}
	pid, err := refRequired("process_id", id)
	if err != nil {
		return "", nil, nil, fmt.Errorf("%w: %v", ErrMalformed, err)
	}
	if len(pid) > MaxProcessID || !utf8.ValidString(pid) {
		return "", nil, nil, fmt.Errorf("%w: process_id: want at most %d bytes of UTF-8", ErrMalformed, MaxProcessID)
	}
	return pid, evs, rej, nil
}

func refDecodeProcessEvent(raw []byte) (capture.ProcessEvent, error) {
	var w refWireProcessEvent
	if err := jsonv2.Unmarshal(raw, &w); err != nil {
		return capture.ProcessEvent{}, err
	}
	typ, err := refRequired("type", w.Type)
	if err != nil {
		return capture.ProcessEvent{}, err
	}
	t, err := ParseTimestamp(json.RawMessage(w.Timestamp))
	if err != nil {
		return capture.ProcessEvent{}, err
	}
	ev := capture.ProcessEvent{Type: typ, Time: t, Command: clip.Head(w.Command, maxURL), Dir: clip.Head(w.Cwd, maxURL), PID: w.PID, ExitCode: w.ExitCode}
	switch typ {
	case capture.ProcessStart, capture.ProcessExit:
	case capture.ProcessLine:
		if w.Text == nil {
			return capture.ProcessEvent{}, errors.New("text: required for a line")
		}
		switch w.Stream {
		case "", "stdout", "stderr":
		default:
			return capture.ProcessEvent{}, fmt.Errorf("stream: want stdout or stderr, got %q", clip.Head(w.Stream, 40))
		}
		ev.Stream, ev.Text = w.Stream, clip.Head(*w.Text, maxMessage)
	case capture.ProcessProblem:
		switch w.Severity {
		case capture.SeverityError, capture.SeverityWarning:
		case "":
			return capture.ProcessEvent{}, errors.New("severity: required for a problem")
		default:
			return capture.ProcessEvent{}, fmt.Errorf("severity: want error or warning, got %q", clip.Head(w.Severity, 40))
		}
		if w.Message == nil || strings.TrimSpace(*w.Message) == "" {
			return capture.ProcessEvent{}, errors.New("message: required for a problem")
		}
		ev.Severity, ev.Category, ev.Text = w.Severity, clip.Head(w.Category, maxCategory), clip.Head(*w.Message, maxMessage)
		ev.Location, ev.Block = clip.Head(w.Location, maxShort), clip.Head(w.Block, maxStack)
	default:
		return capture.ProcessEvent{}, fmt.Errorf("type: want start, line, exit or problem, got %q", clip.Head(typ, 40))
	}
	return ev, nil
}
