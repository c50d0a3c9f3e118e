package ingest

import (
	"errors"
	"fmt"
	"maps"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/errbundle/errbundle/capture"
	"github.com/errbundle/errbundle/internal/clip"
)

// The wire forms of events: for each kind, the members of its JSON object
// as the capture script sends them, and the validation that turns them into
// an event. The decoder (decode.go) fills them.

// Field caps: longer values are cut (head kept), not rejected, so an
// oversized field never costs the event.
const (
	maxMessage  = 16 << 10
	maxStack    = 32 << 10
	maxURL      = 8 << 10
	maxShort    = 1 << 10
	maxHeaders  = 64
	maxTabIDLen = 128
	maxCategory = 64
)

// A member is one member of an event object: its name, and where its value
// goes. The type of dst says how the value is read; see [eventReader.read]
// for the types there are.
type member struct {
	name string
	dst  any
}

// wireForm is a pointer to the wire form W of events of type E.
type wireForm[W, E any] interface {
	*W
	// members lists the members W has room for.
	members() []member
	// event validates the members read into an event.
	event() (E, error)
}

// optString is a string member that may be absent or null, which a
// required member tells apart from "".
type optString struct {
	value string
	set   bool
}

// wireTimestamp is a timestamp member as read, parsed by [meta] once the
// event's other members are known to be valid.
type wireTimestamp struct {
	kind byte   // the first byte of the JSON value; 0 when absent
	text string // the contents of a string, unless utc is set
	raw  []byte // the JSON value, for errors; it points into the body
	// utc is a string in the form browsers send, read as it was scanned
	// (see [parseUTC]); text is then left empty.
	utc   time.Time
	isUTC bool
}

// parse reads the timestamp as [ParseTimestamp] does its JSON.
func (ts *wireTimestamp) parse() (time.Time, error) {
	switch ts.kind {
	case 0, 'n':
		return time.Time{}, errTimestampMissing
	case '"':
		if ts.isUTC {
			return inRange(ts.utc, ts.raw)
		}
		return timestampFromText(ts.text, ts.raw)
	}
	return timestampFromNumber(ts.raw)
}

// parseUTC reads b in the form of RFC 3339 that Date.prototype.toISOString
// writes, 2026-02-06T10:30:00.123Z, with a fraction of one to nine digits or
// none, and reports false for anything else, which time.Parse then reads or
// rejects as before. What it accepts, time.Parse with [time.RFC3339Nano]
// reads as the same time; it only spares the copy of the text that
// time.Parse needs, one allocation per event, and time.Parse's generality.
func parseUTC(b []byte) (time.Time, bool) {
	if len(b) < 20 || b[4] != '-' || b[7] != '-' || b[10] != 'T' || b[13] != ':' || b[16] != ':' || b[len(b)-1] != 'Z' {
		return time.Time{}, false
	}
	ok := true
	num := func(from, to int) int {
		n := 0
		for _, c := range b[from:to] {
			if c < '0' || c > '9' {
				ok = false
			}
			n = n*10 + int(c-'0')
		}
		return n
	}
	year, month, day := num(0, 4), num(5, 7), num(8, 10)
	hour, minute, sec := num(11, 13), num(14, 16), num(17, 19)
	nsec := 0
	if frac := b[19 : len(b)-1]; len(frac) > 0 {
		if frac[0] != '.' || len(frac) < 2 || len(frac) > 10 {
			return time.Time{}, false
		}
		nsec = num(20, len(b)-1)
		for range 10 - len(frac) {
			nsec *= 10
		}
	}
	if !ok || month < 1 || month > 12 || day < 1 || day > daysIn(month, year) || hour > 23 || minute > 59 || sec > 59 {
		return time.Time{}, false
	}
	return time.Date(year, time.Month(month), day, hour, minute, sec, nsec, time.UTC), true
}

// daysIn is the number of days in month of year, in the proleptic
// Gregorian calendar that package time uses.
func daysIn(month, year int) int {
	switch month {
	case 2:
		if year%4 == 0 && (year%100 != 0 || year%400 == 0) {
			return 29
		}
		return 28
	case 4, 6, 9, 11:
		return 30
	}
	return 31
}

type wireError struct {
	Timestamp wireTimestamp
	Message   optString
	Type      string
	Kind      string
	Source    string
	URL       string
	Line      int
	Column    int
	Stack     string
	TabID     capture.TabID
	PageURL   string
	// React's component stack, innermost first: [{name, url, line,
	// column}], the position optional.
	ComponentStack []capture.Component
}

func (w *wireError) members() []member {
	return []member{
		{"timestamp", &w.Timestamp}, {"message", &w.Message}, {"type", (*category)(&w.Type)}, {"kind", (*category)(&w.Kind)},
		{"source", (*category)(&w.Source)}, {"url", &w.URL}, {"line", &w.Line}, {"column", &w.Column},
		{"stack", &w.Stack}, {"tab_id", &w.TabID}, {"page_url", (*category)(&w.PageURL)},
		{"component_stack", &w.ComponentStack},
	}
}

type wireLog struct {
	Timestamp wireTimestamp
	Level     optString
	Message   optString
	// The call site of a console call, which the capture script records
	// for console.error and console.warn.
	Stack   string
	URL     string
	Line    int
	Column  int
	TabID   capture.TabID
	PageURL string
}

func (w *wireLog) members() []member {
	return []member{
		{"timestamp", &w.Timestamp}, {"level", (*optCategory)(&w.Level)}, {"message", &w.Message},
		{"stack", &w.Stack}, {"url", &w.URL}, {"line", &w.Line}, {"column", &w.Column},
		{"tab_id", &w.TabID}, {"page_url", (*category)(&w.PageURL)},
	}
}

type wireRequest struct {
	Timestamp       wireTimestamp
	Method          optString
	URL             optString
	Status          int
	DurationMS      float64
	ContentType     string
	RequestBody     string
	ResponseBody    string
	Error           string
	Initiator       string
	RequestHeaders  map[string]string
	ResponseHeaders map[string]string
	TabID           capture.TabID
	PageURL         string
	TraceID         string
}

func (w *wireRequest) members() []member {
	return []member{
		{"timestamp", &w.Timestamp}, {"method", (*optCategory)(&w.Method)}, {"url", &w.URL}, {"status", &w.Status},
		{"duration_ms", &w.DurationMS}, {"content_type", (*category)(&w.ContentType)}, {"request_body", &w.RequestBody},
		{"response_body", &w.ResponseBody}, {"error", &w.Error}, {"initiator", (*category)(&w.Initiator)},
		{"request_headers", &w.RequestHeaders}, {"response_headers", &w.ResponseHeaders},
		{"tab_id", &w.TabID}, {"page_url", (*category)(&w.PageURL)}, {"trace_id", &w.TraceID},
	}
}

type wireAction struct {
	Timestamp wireTimestamp
	Type      optString
	Selector  string
	Text      string
	Value     string
	URL       string
	ToURL     string
	TabID     capture.TabID
	PageURL   string
}

func (w *wireAction) members() []member {
	return []member{
		{"timestamp", &w.Timestamp}, {"type", (*optCategory)(&w.Type)}, {"selector", (*category)(&w.Selector)}, {"text", &w.Text},
		{"value", &w.Value}, {"url", &w.URL}, {"to_url", &w.ToURL}, {"tab_id", &w.TabID}, {"page_url", (*category)(&w.PageURL)},
	}
}

type wireProcessEvent struct {
	Type      optString
	Timestamp wireTimestamp
	Stream    string
	Text      optString
	Command   string
	Cwd       string
	PID       int
	ExitCode  int
	// A problem's: see [wireProcessEvent.problem].
	Severity, Category, Location, Block string
	Message                             optString
}

func (w *wireProcessEvent) members() []member {
	return []member{
		{"type", (*optCategory)(&w.Type)}, {"timestamp", &w.Timestamp}, {"stream", (*category)(&w.Stream)}, {"text", &w.Text},
		{"command", (*category)(&w.Command)}, {"cwd", (*category)(&w.Cwd)}, {"pid", &w.PID}, {"exit_code", &w.ExitCode},
		{"severity", (*category)(&w.Severity)}, {"category", (*category)(&w.Category)}, {"message", &w.Message},
		{"location", &w.Location}, {"block", &w.Block},
	}
}

func required(field string, v optString) (string, error) {
	if !v.set || strings.TrimSpace(v.value) == "" {
		return "", fmt.Errorf("%s: required", field)
	}
	return v.value, nil
}

func meta(ts *wireTimestamp, tab capture.TabID, pageURL string) (capture.Meta, error) {
	t, err := ts.parse()
	if err != nil {
		return capture.Meta{}, err
	}
	if len(tab) > maxTabIDLen {
		return capture.Meta{}, fmt.Errorf("tab_id: longer than %d bytes", maxTabIDLen)
	}
	return capture.Meta{Time: t, TabID: tab, PageURL: clip.Head(pageURL, maxURL)}, nil
}

func (w *wireError) event() (*capture.Error, error) {
	msg, err := required("message", w.Message)
	if err != nil {
		return nil, err
	}
	m, err := meta(&w.Timestamp, w.TabID, w.PageURL)
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
		Stack: clip.Head(w.Stack, maxStack), ComponentStack: components(w.ComponentStack)}, nil
}

// components keeps the first [capture.MaxComponents] entries of a
// component stack that name a component, their fields capped; an entry
// without a name says nothing and is dropped.
func components(in []capture.Component) []capture.Component {
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

func (w *wireLog) event() (*capture.Log, error) {
	level, err := required("level", w.Level)
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
	if !w.Message.set {
		return nil, errors.New("message: required")
	}
	m, err := meta(&w.Timestamp, w.TabID, w.PageURL)
	if err != nil {
		return nil, err
	}
	return &capture.Log{Meta: m, Level: level, Message: clip.Head(w.Message.value, maxMessage),
		Stack: clip.Head(w.Stack, maxStack), URL: clip.Head(w.URL, maxURL), Line: w.Line, Column: w.Column}, nil
}

func (w *wireRequest) event() (*capture.Request, error) {
	method, err := required("method", w.Method)
	if err != nil {
		return nil, err
	}
	url, err := required("url", w.URL)
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
	m, err := meta(&w.Timestamp, w.TabID, w.PageURL)
	if err != nil {
		return nil, err
	}
	traceID, ok := capture.TraceID(w.TraceID)
	if !ok && w.TraceID != "" {
		return nil, fmt.Errorf("trace_id: want 32 hex digits, got %q", clip.Head(w.TraceID, 40))
	}
	// Bodies are capped by the store, which marks them truncated.
	return &capture.Request{Meta: m, Method: clip.Head(method, 16), URL: clip.Head(url, maxURL), Status: w.Status,
		Duration:    time.Duration(w.DurationMS * float64(time.Millisecond)),
		ContentType: clip.Head(w.ContentType, maxShort), RequestBody: w.RequestBody, ResponseBody: w.ResponseBody,
		Error: clip.Head(w.Error, maxMessage), Initiator: clip.Head(w.Initiator, 32),
		RequestHeaders: clipHeaders(w.RequestHeaders), ResponseHeaders: clipHeaders(w.ResponseHeaders),
		TraceID: traceID}, nil
}

func (w *wireAction) event() (*capture.Action, error) {
	typ, err := required("type", w.Type)
	if err != nil {
		return nil, err
	}
	m, err := meta(&w.Timestamp, w.TabID, w.PageURL)
	if err != nil {
		return nil, err
	}
	return &capture.Action{Meta: m, Type: clip.Head(typ, 32), Selector: clip.Head(w.Selector, maxShort), Text: clip.Head(w.Text, maxShort),
		Value: clip.Head(w.Value, maxShort), URL: clip.Head(w.URL, maxURL), ToURL: clip.Head(w.ToURL, maxURL)}, nil
}

func (w *wireProcessEvent) event() (capture.ProcessEvent, error) {
	typ, err := required("type", w.Type)
	if err != nil {
		return capture.ProcessEvent{}, err
	}
	t, err := w.Timestamp.parse()
	if err != nil {
		return capture.ProcessEvent{}, err
	}
	ev := capture.ProcessEvent{Type: typ, Time: t, Command: clip.Head(w.Command, maxURL), Dir: clip.Head(w.Cwd, maxURL), PID: w.PID, ExitCode: w.ExitCode}
	switch typ {
	case capture.ProcessStart, capture.ProcessExit:
	case capture.ProcessLine:
		if !w.Text.set {
			return capture.ProcessEvent{}, errors.New("text: required for a line")
		}
		switch w.Stream {
		case "", "stdout", "stderr":
		default:
			return capture.ProcessEvent{}, fmt.Errorf("stream: want stdout or stderr, got %q", clip.Head(w.Stream, 40))
		}
		ev.Stream, ev.Text = w.Stream, clip.Head(w.Text.value, maxMessage)
	case capture.ProcessProblem:
		return w.problem(ev)
	default:
		return capture.ProcessEvent{}, fmt.Errorf("type: want start, line, exit or problem, got %q", clip.Head(typ, 40))
	}
	return ev, nil
}

// problem validates a problem the process reported on a side channel
// (errbundle run as Godot's debugger): a severity and a message are
// required; the rest is capped.
func (w *wireProcessEvent) problem(ev capture.ProcessEvent) (capture.ProcessEvent, error) {
	switch w.Severity {
	case capture.SeverityError, capture.SeverityWarning:
	case "":
		return capture.ProcessEvent{}, errors.New("severity: required for a problem")
	default:
		return capture.ProcessEvent{}, fmt.Errorf("severity: want error or warning, got %q", clip.Head(w.Severity, 40))
	}
	msg, err := required("message", w.Message)
	if err != nil {
		return capture.ProcessEvent{}, fmt.Errorf("%w for a problem", err)
	}
	ev.Severity, ev.Category, ev.Text = w.Severity, clip.Head(w.Category, maxCategory), clip.Head(msg, maxMessage)
	ev.Location, ev.Block = clip.Head(w.Location, maxShort), clip.Head(w.Block, maxStack)
	return ev, nil
}

// clipHeaders caps header names and values. It builds a new map when one
// is too long rather than editing h while ranging over it; two long names
// that share a head are both kept, the later with its index appended.
func clipHeaders(h map[string]string) map[string]string {
	long := false
	for k, v := range h {
		if len(k) > maxShort || len(v) > maxURL {
			long = true
			break
		}
	}
	if !long {
		return h
	}
	out := make(map[string]string, len(h))
	for _, k := range slices.Sorted(maps.Keys(h)) {
		name := clip.Head(k, maxShort)
		for i := 2; ; i++ {
			if _, taken := out[name]; !taken {
				break
			}
			suffix := "#" + strconv.Itoa(i)
			name = clip.Head(k, maxShort-len(suffix)) + suffix
		}
		out[name] = clip.Head(h[k], maxURL)
	}
	return out
}
