package cdp

import (
	"path"
	"regexp"
	"strconv"
	"strings"
	"time"

	jsonv2 "github.com/chromedp/cdproto/cdp/jsonv2"
	"github.com/chromedp/cdproto/runtime"
)

// Caps as the capture script's (errors.js, network.js): the daemon keeps
// no more, and more would cost the post.
const (
	maxMessage = 16 << 10
	maxStack   = 32 << 10
	maxBody    = 16 << 10
	maxArgs    = 50
)

// exception maps Runtime.exceptionThrown, which the browser reports for
// every uncaught exception and unhandled rejection of a page or worker,
// scripts that failed to parse included, with the place it happened and
// the stack V8 wrote (description is the Error's stack property).
// Must be called with s.mu held.
func (s *session) exception(ev *runtime.EventExceptionThrown) {
	d := ev.ExceptionDetails
	if d == nil {
		return
	}
	desc := ""
	if o := d.Exception; o != nil {
		desc = o.Description
		if desc == "" {
			desc = remoteText(o)
		}
	}
	head, stack := desc, ""
	if i := strings.Index(desc, "\n    at "); i >= 0 {
		head, stack = desc[:i], desc
	}
	if head == "" {
		head = d.Text
	}
	typ, msg := splitMessage(head)
	kind := "exception"
	if strings.HasPrefix(d.Text, "Uncaught (in promise)") {
		kind = "unhandled_rejection"
	}
	url, line, col := d.URL, d.LineNumber+1, d.ColumnNumber+1
	if top := topFrame(d.StackTrace); top != nil && url == "" {
		url, line, col = top.URL, top.LineNumber+1, top.ColumnNumber+1
	}
	if stack == "" && d.StackTrace != nil && len(d.StackTrace.CallFrames) > 0 {
		stack = head + "\n" + renderStack(d.StackTrace)
	}
	// A fetch that failed rejects with "Failed to fetch", which says
	// nothing of why; the browser names the request, and the request
	// its reason (CORS, a refused connection, a blocked URL).
	source := ""
	if kind == "exception" && url != "" {
		source = path.Base(url)
	}
	e := wireError{Timestamp: msTime(ev.Timestamp), Message: clipText(msg, maxMessage), Type: typ, Kind: kind,
		Source: source, URL: url, Line: line, Column: col, Stack: clipText(stack, maxStack), TabID: s.tab, PageURL: s.url}
	if id := metaRequestID(d.ExceptionMetaData); id != "" {
		if why := s.failed[id]; why != "" {
			e.Message += " (" + why + ")"
		} else if _, inFlight := s.requests[id]; inFlight && len(s.rejected) < maxPending {
			// The rejection can come before the request's end: it waits
			// for it (see loadingFailed).
			s.rejected[id] = e
			return
		}
	}
	s.emit(kindErrors, e)
}

// console maps Runtime.consoleAPICalled. error and warn calls carry the
// stack of the call, as the capture script records it; the browser
// captures it without any wrapper around console.
// Must be called with s.mu held.
func (s *session) console(ev *runtime.EventConsoleAPICalled) {
	level := consoleLevel(ev.Type)
	msg := renderArgs(ev.Args)
	if ev.Type == runtime.ConsoleAPICalledTypeAssert {
		msg = "Assertion failed" + prefixed(": ", msg)
	}
	if ev.Type == runtime.ConsoleAPICalledTypeTrace {
		msg = "console.trace" + prefixed(": ", msg)
	}
	t := msTime(ev.Timestamp)
	if s.wasmConsole(t, level, msg) {
		return
	}
	l := wireLog{Timestamp: t, Level: level, Message: clipText(msg, maxMessage), TabID: s.tab, PageURL: s.url}
	if level == "error" || level == "warn" || ev.Type == runtime.ConsoleAPICalledTypeTrace {
		if top := topFrame(ev.StackTrace); top != nil {
			l.Stack = clipText(renderStack(ev.StackTrace), maxStack)
			l.URL, l.Line, l.Column = top.URL, top.LineNumber+1, top.ColumnNumber+1
		}
		if ev.Type == runtime.ConsoleAPICalledTypeTrace && l.Stack != "" {
			l.Message += "\n" + l.Stack
		}
	}
	s.emit(kindLogs, l)
}

func consoleLevel(t runtime.ConsoleAPICalledType) string {
	switch t {
	case runtime.ConsoleAPICalledTypeError, runtime.ConsoleAPICalledTypeAssert:
		return "error"
	case runtime.ConsoleAPICalledTypeWarning:
		return "warn"
	case runtime.ConsoleAPICalledTypeInfo:
		return "info"
	case runtime.ConsoleAPICalledTypeDebug:
		return "debug"
	}
	return "log"
}

func prefixed(sep, s string) string {
	if s == "" {
		return ""
	}
	return sep + s
}

// renderArgs writes a console call's arguments as the console shows them,
// near enough: strings as they are, errors by their stack, objects by
// their preview.
func renderArgs(args []*runtime.RemoteObject) string {
	var b strings.Builder
	for i, a := range args {
		if i == maxArgs {
			b.WriteString(" …")
			break
		}
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(remoteText(a))
		if b.Len() > maxMessage {
			break
		}
	}
	return b.String()
}

// remoteText is how the console prints one value.
func remoteText(o *runtime.RemoteObject) string {
	if o == nil {
		return ""
	}
	switch o.Type {
	case runtime.RemoteObjectTypeString:
		var s string
		if jsonv2.Unmarshal(o.Value, &s) == nil {
			return s
		}
	case runtime.RemoteObjectTypeUndefined:
		return "undefined"
	case runtime.RemoteObjectTypeObject:
		if o.Subtype == runtime.RemoteObjectSubtypeNull {
			return "null"
		}
		if o.Subtype != runtime.RemoteObjectSubtypeError && o.Preview != nil {
			return previewText(o.Preview)
		}
		// A call logged before attach enabled Runtime comes again without
		// previews, where the console prints "Object". Braces keep it an
		// object as the extension writes one ({id: 7}), so that the
		// daemon, which compares a message up to its first " {", sees
		// the extension's report and this one as the same call.
		if o.Subtype == "" && o.Description == "Object" {
			return "{…}"
		}
	}
	if o.UnserializableValue != "" {
		return string(o.UnserializableValue)
	}
	if o.Description != "" {
		return o.Description
	}
	if len(o.Value) > 0 {
		return string(o.Value)
	}
	return string(o.Type)
}

// previewText writes an object's preview as the console does:
// {a: 1, b: 'x'}, or [1, 2] for an array.
func previewText(p *runtime.ObjectPreview) string {
	var b strings.Builder
	array := p.Subtype == runtime.ObjectPreviewSubtypeArray
	open, shut := "{", "}"
	if array {
		open, shut = "[", "]"
	} else if p.Description != "" && p.Description != "Object" {
		b.WriteString(p.Description + " ")
	}
	b.WriteString(open)
	for i, prop := range p.Properties {
		if i > 0 {
			b.WriteString(", ")
		}
		if !array {
			b.WriteString(prop.Name + ": ")
		}
		v := prop.Value
		if prop.Type == runtime.PropertyPreviewTypeString {
			v = "'" + v + "'"
		}
		b.WriteString(v)
	}
	if p.Overflow {
		b.WriteString(", …")
	}
	b.WriteString(shut)
	return b.String()
}

// renderStack writes call frames as V8 writes Error.prototype.stack, one
// "    at fn (url:line:column)" a frame with 1-based positions, which is
// what the daemon's stack parsing and source maps read.
func renderStack(st *runtime.StackTrace) string {
	var b strings.Builder
	for ; st != nil; st = st.Parent {
		if b.Len() > 0 && st.Description != "" {
			b.WriteString("    at (" + st.Description + ")\n")
		}
		for _, f := range st.CallFrames {
			place := f.URL + ":" + strconv.FormatInt(f.LineNumber+1, 10) + ":" + strconv.FormatInt(f.ColumnNumber+1, 10)
			if f.FunctionName != "" {
				place = f.FunctionName + " (" + place + ")"
			}
			b.WriteString("    at " + place + "\n")
		}
	}
	return strings.TrimSuffix(b.String(), "\n")
}

func topFrame(st *runtime.StackTrace) *runtime.CallFrame {
	if st == nil || len(st.CallFrames) == 0 {
		return nil
	}
	return st.CallFrames[0]
}

var errorHead = regexp.MustCompile(`^((?:[A-Z][A-Za-z]*)?(?:Error|Exception)): ([\s\S]*)$`)

// splitMessage splits "TypeError: x is undefined" into its type and
// message, as errors.js does with the text of an uncaught error.
func splitMessage(s string) (typ, msg string) {
	s = strings.TrimPrefix(strings.TrimPrefix(s, "Uncaught "), "(in promise) ")
	if m := errorHead.FindStringSubmatch(s); m != nil {
		return m[1], m[2]
	}
	return "", s
}

// metaRequestID reads the request id V8 gives a rejection of fetch.
func metaRequestID(meta jsonv2.Value) string {
	if len(meta) == 0 {
		return ""
	}
	var m struct {
		RequestID string `json:"requestId"`
	}
	if jsonv2.Unmarshal(meta, &m) != nil {
		return ""
	}
	return m.RequestID
}

// msTime reads a Runtime timestamp, milliseconds since the epoch.
func msTime(ms runtime.Timestamp) wireTime {
	return wireTime(time.UnixMicro(int64(float64(ms) * 1000)).UTC())
}

// clipText cuts s to at most n bytes, on a rune boundary.
func clipText(s string, n int) string {
	if len(s) <= n {
		return s
	}
	for n > 0 && n < len(s) && s[n]&0xC0 == 0x80 {
		n--
	}
	return s[:n]
}
