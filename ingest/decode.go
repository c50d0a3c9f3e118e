package ingest

import (
	"errors"
	"fmt"
	"unicode/utf8"

	"github.com/errbundle/errbundle/capture"
	"github.com/errbundle/errbundle/internal/jsonscan"
)

// Rejection says why one event of a batch was not stored.
type Rejection struct {
	Kind   string `json:"kind"`
	Index  int    `json:"index"` // position in its array; -1 when the whole array was unusable
	Reason string `json:"reason"`
}

// ErrMalformed is wrapped by decode errors that make a whole body unusable.
var ErrMalformed = errors.New("malformed body")

// DecodeEvents reads a POST /v1/events body. Events that fail validation
// are listed in the rejections and the rest are returned in the batch; an
// error (wrapping [ErrMalformed]) means the body as a whole is unusable:
// it is not one JSON object with distinct member names.
//
// The body is read once, from left to right: each event is checked and
// decoded into its wire form as it is read (see [jsonscan.Scanner]). An event is
// rejected for a member of the wrong type, a member or header name given
// twice, an escape of half a UTF-16 surrogate pair, invalid UTF-8 or a
// failed validation; the rest of the batch still counts. Unknown members
// are ignored, for forward compatibility, and so are repeats among them and
// inside their values. Strings are copied: nothing returned points into
// body.
func DecodeEvents(body []byte) (capture.Batch, []Rejection, error) {
	var b capture.Batch
	rej, err := decodeBody(body, func(d *bodyDecoder, name string) error {
		switch name {
		case "errors":
			return decodeArray[wireError](d, "errors", &b.Errors)
		case "logs":
			return decodeArray[wireLog](d, "logs", &b.Logs)
		case "network":
			return decodeArray[wireRequest](d, "network", &b.Requests)
		case "actions":
			return decodeArray[wireAction](d, "actions", &b.Actions)
		}
		return d.s.SkipValue()
	})
	if err != nil {
		return capture.Batch{}, nil, err
	}
	return b, rej, nil
}

// MaxProcessID bounds a process id, in bytes; ids name processes in replies.
const MaxProcessID = 128

// DecodeProcess reads a POST /v1/process body: the process id and its
// valid events, with a rejection for each invalid one, as [DecodeEvents]
// reads events. A missing or unusable process id makes the body malformed.
func DecodeProcess(body []byte) (string, []capture.ProcessEvent, []Rejection, error) {
	var id optString
	var evs []capture.ProcessEvent
	rej, err := decodeBody(body, func(d *bodyDecoder, name string) error {
		switch name {
		case "process_id":
			return d.processID(&id)
		case "events":
			return decodeArray[wireProcessEvent](d, "events", &evs)
		}
		return d.s.SkipValue()
	})
	if err != nil {
		return "", nil, nil, err
	}
	pid, err := required("process_id", id)
	if err != nil {
		return "", nil, nil, fmt.Errorf("%w: %w", ErrMalformed, err)
	}
	// The id is valid UTF-8: processID replaced what was not.
	if len(pid) > MaxProcessID {
		return "", nil, nil, fmt.Errorf("%w: process_id: want at most %d bytes of UTF-8", ErrMalformed, MaxProcessID)
	}
	return pid, evs, rej, nil
}

// bodyDecoder reads a POST body: one JSON object whose members hold arrays
// of events.
type bodyDecoder struct {
	s *jsonscan.Scanner
	// checkUTF8 is set when the body has invalid UTF-8, which costs only
	// the events it is in: each event is then checked on its own.
	checkUTF8  bool
	event      eventReader
	rejections []Rejection
}

// decodeBody reads the object in body, handing each member's name to
// member, which reads the value, and returns the rejections recorded on
// the way. Its error wraps [ErrMalformed].
func decodeBody(body []byte, member func(d *bodyDecoder, name string) error) ([]Rejection, error) {
	s := jsonscan.New(body)
	defer s.Release()
	strs := interners.Get().(*interner)
	defer strs.release()
	d := &bodyDecoder{s: s, checkUTF8: !utf8.Valid(body), event: eventReader{s: s, strs: strs}}
	if err := d.object(member); err != nil {
		return nil, fmt.Errorf("%w: %w", ErrMalformed, err)
	}
	return d.rejections, nil
}

// object reads the top-level object, which must be all of the body.
func (d *bodyDecoder) object(member func(d *bodyDecoder, name string) error) error {
	s := d.s
	if s.AtEnd() {
		return errors.New("empty body")
	}
	if c := s.Peek(); c != '{' {
		if err := s.SkipValue(); err != nil {
			return err
		}
		return fmt.Errorf("want a JSON object, got %s", kindName(c))
	}
	seen := make(map[string]bool)
	err := s.Members(func(at int, raw []byte) error {
		name := jsonscan.ValidText(raw) // repeats are found as jsontext found them
		if seen[name] {
			return jsonscan.ErrorAt(at, "duplicate object member name %q", name)
		}
		seen[name] = true
		return member(d, name)
	})
	if err != nil {
		return err
	}
	if !s.AtEnd() {
		return errors.New("data after the JSON object")
	}
	return nil
}

// processID reads the process_id member into id.
func (d *bodyDecoder) processID(id *optString) error {
	switch c := d.s.Peek(); c {
	case '"':
		raw, err := d.s.ReadString()
		*id = optString{value: jsonscan.ValidText(raw), set: true}
		return err
	case 'n':
		return d.s.ReadLiteral()
	default:
		return fmt.Errorf("process_id: want a string, got %s", kindName(c))
	}
}

// decodeArray reads the value of the member kind, an array of events with
// the wire form W: valid events are appended to dst, and each other one is
// rejected. A value that is not an array is rejected whole (index -1); null
// is no events.
func decodeArray[W any, E any, P wireForm[W, E]](d *bodyDecoder, kind string, dst *[]E) error {
	s := d.s
	switch s.Peek() {
	case '[':
	case 'n':
		return s.ReadLiteral()
	default:
		if err := s.SkipValue(); err != nil {
			return err
		}
		d.reject(kind, -1, kind+": want an array of event objects")
		return nil
	}
	if err := s.Enter(); err != nil {
		return err
	}
	// One wire form serves every event of the array.
	w := P(new(W))
	members := w.members()
	for i := 0; ; i++ {
		more, err := s.NextElement(i)
		if err != nil || !more {
			return err
		}
		var zero W
		*w = zero
		reason, err := d.decodeEvent(members)
		if err != nil {
			return err
		}
		if reason == "" {
			var e E
			if e, err = w.event(); err == nil {
				*dst = append(*dst, e)
				continue
			}
			reason = err.Error()
		}
		d.reject(kind, i, reason)
	}
}

func (d *bodyDecoder) reject(kind string, index int, reason string) {
	d.rejections = append(d.rejections, Rejection{Kind: kind, Index: index, Reason: reason})
}

// decodeEvent reads the event at the jsonscan.Scanner's position into the wire form
// whose members are given, returning the reason to reject the event if it
// is not an object or has a problem. An error means the body is malformed.
func (d *bodyDecoder) decodeEvent(members []member) (reason string, err error) {
	s := d.s
	c := s.Peek()
	start := s.Pos()
	if c != '{' {
		if err := s.SkipValue(); err != nil {
			return "", err
		}
		return "want an event object, got " + kindName(c), nil
	}
	if err := d.event.object(members); err != nil {
		return "", err
	}
	if d.checkUTF8 && !utf8.Valid(s.Slice(start, s.Pos())) {
		return "invalid UTF-8", nil
	}
	return d.event.reason(start, s.Pos()), nil
}
