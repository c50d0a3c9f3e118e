package capture

import (
	"strconv"
	"strings"

	"github.com/errbundle/errbundle/fingerprint"
	"github.com/errbundle/errbundle/internal/clip"
	"github.com/errbundle/errbundle/internal/libpath"
	"github.com/errbundle/errbundle/redact"
)

// Kinds of [Backend] problem: what the backend reported it as.
const (
	BackendEvent = "event" // a Sentry error event
	BackendSpan  = "span"  // a span with error status (and its exception event, for OTLP)
	BackendLog   = "log"   // a log record of severity WARN or above
)

// Backend is a problem a backend reported through a Sentry SDK or
// OpenTelemetry: an exception with its stack, the trace it happened in and
// the HTTP request it was serving, when known.
type Backend struct {
	Meta
	// Service names the backend: OpenTelemetry's service.name, Sentry's
	// server name or SDK; never empty once stored.
	Service string
	Kind    string // event, span or log
	// Severity is error, or warning for a log record below ERROR.
	Severity string
	Type     string // exception type, e.g. ValueError
	Message  string
	// Frames is the stack as the SDK sent it, outermost call first. The
	// store renders it into Stack and Location and drops it.
	Frames []Frame
	// Stack is the rendered stack, innermost call first, one frame a line.
	Stack string
	// Location is the first application frame, "path:line[:col]": the
	// innermost frame outside library directories (see [AppFrame]).
	Location string
	TraceID  string // 32 lowercase hex digits, or ""
	SpanID   string
	// RequestTraceIDs are the trace ids the request's own trace headers
	// named (traceparent, sentry-trace), when the SDK quoted them: a Sentry
	// SDK starts a trace of its own for a W3C traceparent.
	RequestTraceIDs []string
	Method          string // of the HTTP request being served
	Route           string
	Status          int
	Fingerprint     string // normalised message, for grouping
	group           uint64 // see [Backend.GroupHash]
}

// GroupHash hashes what makes two backend problems repeats of one: service,
// type, normalised message and first application frame.
func (b *Backend) GroupHash() uint64 { return b.group }

// Frame is one stack frame as an SDK sends it.
type Frame struct {
	Function string
	File     string // path or module file name
	Line     int
	Column   int
	// InApp is the SDK's own judgement; python's marks a framework's
	// frames in-app too, so [AppFrame] also looks at the path.
	InApp bool
}

// AppFrame returns the index of the first application frame of frames
// (outermost first): the innermost frame the SDK marks in-app whose path is
// no library's, else the innermost frame whose path is no library's, else
// -1.
func AppFrame(frames []Frame) int {
	fallback := -1
	for i := len(frames) - 1; i >= 0; i-- {
		f := &frames[i]
		if f.File == "" || libpath.Is(f.File) {
			continue
		}
		if f.InApp {
			return i
		}
		if fallback < 0 {
			fallback = i
		}
	}
	return fallback
}

// Where is "file:line:col", leaving out what is unknown.
func (f *Frame) Where() string {
	s := f.File
	if f.Line > 0 {
		s += ":" + strconv.Itoa(f.Line)
		if f.Column > 0 {
			s += ":" + strconv.Itoa(f.Column)
		}
	}
	return s
}

// maxBackendFrames bounds a rendered stack; the innermost frames are kept.
const maxBackendFrames = 40

// renderStack writes frames innermost first, as "at fn (file:line:col)".
func renderStack(frames []Frame) string {
	var b strings.Builder
	for i, n := len(frames)-1, 0; i >= 0 && n < maxBackendFrames; i, n = i-1, n+1 {
		f := &frames[i]
		b.WriteString("    at ")
		if f.Function != "" {
			b.WriteString(f.Function)
			b.WriteString(" (")
			b.WriteString(f.Where())
			b.WriteString(")\n")
		} else {
			b.WriteString(f.Where())
			b.WriteByte('\n')
		}
	}
	return strings.TrimSuffix(b.String(), "\n")
}

// Caps of a stored backend problem's text.
const (
	maxBackendMessage = 4 << 10
	maxBackendStack   = 8 << 10
	maxBackendShort   = 200
)

// AddBackend redacts and stores backend problems.
func (s *Store) AddBackend(ps []*Backend) {
	for _, p := range ps {
		prepareBackend(p)
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	for _, p := range ps {
		put(s, s.backend, p, &p.Meta, backendSize(p))
	}
	s.enforceBudget()
}

// NoteDropped counts n items of an ingest route that were accepted but not
// stored (a Sentry client report, an attachment, OTLP metrics), by kind,
// for /v1/health.
func (s *Store) NoteDropped(kind string, n int) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.noteDroppedLocked(kind, n)
}

// noteDuplicate counts a report dropped as another observer's copy.
// Must be called with s.mu held.
func (s *Store) noteDuplicate(kind string) { s.noteDroppedLocked("duplicate:"+kind, 1) }

// noteDroppedLocked is NoteDropped with s.mu held.
func (s *Store) noteDroppedLocked(kind string, n int) {
	if s.dropped == nil {
		s.dropped = make(map[string]uint64)
	}
	if _, ok := s.dropped[kind]; !ok && len(s.dropped) >= maxDroppedKinds {
		kind = "other"
	}
	s.dropped[kind] += uint64(n)
}

// maxDroppedKinds bounds the kinds counted by name: item types are the
// client's to choose.
const maxDroppedKinds = 32

func prepareBackend(p *Backend) {
	p.Time = p.Time.UTC()
	if p.Kind == "" {
		p.Kind = BackendEvent
	}
	if p.Severity == "" {
		p.Severity = SeverityError
	}
	if p.Service == "" {
		p.Service = "backend"
	}
	p.Service = clip.Head(p.Service, maxBackendShort)
	p.Type = clip.Head(p.Type, maxBackendShort)
	p.Route = redact.Text(clip.Head(p.Route, 1000))
	p.Method = strings.ToUpper(clip.Head(p.Method, 16))
	if len(p.Frames) == 0 && p.Stack != "" {
		p.Frames = ParseStackText(clip.Head(p.Stack, maxBackendStack))
	}
	if p.Location == "" {
		if i := AppFrame(p.Frames); i >= 0 {
			p.Location = p.Frames[i].Where()
		}
	}
	p.Location = redact.Text(clip.Head(p.Location, 1000))
	if p.Stack == "" {
		p.Stack = renderStack(p.Frames)
	}
	p.Frames = nil
	p.Stack = redact.Text(clip.Head(p.Stack, maxBackendStack))
	p.Message = redact.Text(clip.Head(p.Message, maxBackendMessage))
	p.PageURL = redact.Text(p.PageURL)
	p.Fingerprint = fingerprint.Normalize(p.Message)
	p.setGroup()
}

func (p *Backend) setGroup() { p.group = groupHash(0, p.Service, p.Type, p.Fingerprint, p.Location) }

func backendSize(p *Backend) int {
	n := eventOverhead + metaSize(&p.Meta) + len(p.Service) + len(p.Kind) + len(p.Severity) + len(p.Type) +
		len(p.Message) + len(p.Stack) + len(p.Location) + len(p.TraceID) + len(p.SpanID) + len(p.Method) +
		len(p.Route) + len(p.Fingerprint)
	for _, id := range p.RequestTraceIDs {
		n += len(id) + 16
	}
	return n
}
