package ingest

import (
	"bytes"
	"compress/gzip"
	"compress/zlib"
	"encoding/base64"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strings"
	"time"

	"github.com/errbundle/errbundle/capture"
	"github.com/errbundle/errbundle/internal/clip"
)

// MaxSentryItem is the largest envelope item or store body accepted, as
// Sentry's relay limits an event: a bigger item is answered 413.
const MaxSentryItem = 1 << 20

// maxSentryRejections bounds the reasons listed in one answer.
const maxSentryRejections = 10

// Sentry serves the routes Sentry SDKs post to: envelopes
// (POST /api/<project>/envelope/, and Spotlight's POST /stream) and older
// SDKs' error events (POST /api/<project>/store/). Error events, error
// spans, error transactions and log records of warning and above become
// [capture.Backend] problems; other item types are accepted, dropped and
// counted.
type Sentry struct {
	Store *capture.Store
	// MaxBody caps a request body after decompression; default
	// [DefaultMaxRequestBody].
	MaxBody int64
}

// Register adds the Sentry routes to mux.
func (h *Sentry) Register(mux *http.ServeMux) {
	mux.HandleFunc("/api/{project}/envelope/{$}", h.envelope)
	mux.HandleFunc("/api/{project}/envelope", h.envelope)
	mux.HandleFunc("/api/{project}/store/{$}", h.store)
	mux.HandleFunc("/api/{project}/store", h.store)
	mux.HandleFunc("/stream", h.envelope)
}

// sentryReply is the answer to an envelope or event: the event id, as
// Sentry answers, and what was not stored and why.
type sentryReply struct {
	ID       string   `json:"id,omitempty"`
	Accepted int      `json:"accepted"`
	Dropped  int      `json:"dropped,omitempty"`
	Rejected []string `json:"rejected,omitempty"`
	Error    string   `json:"error,omitempty"`
}

func (h *Sentry) envelope(w http.ResponseWriter, r *http.Request) {
	if !allowPost(w, r) {
		return
	}
	body, ok := readBody(w, r, h.MaxBody)
	if !ok {
		return
	}
	defer releaseBody(body)
	data, err := gunzipUnlabelled(body.Bytes(), h.maxBody())
	if err != nil {
		writeUnpackError(w, err)
		return
	}
	if len(bytes.TrimSpace(data)) == 0 {
		WriteError(w, http.StatusBadRequest, "empty body: an envelope is a header line and its items")
		return
	}
	env := DecodeEnvelope(data, h.Store.Now())
	h.answer(w, env)
}

func (h *Sentry) store(w http.ResponseWriter, r *http.Request) {
	if !allowPost(w, r) {
		return
	}
	body, ok := readBody(w, r, h.MaxBody)
	if !ok {
		return
	}
	defer releaseBody(body)
	data, err := gunzipUnlabelled(body.Bytes(), h.maxBody())
	if err != nil {
		writeUnpackError(w, err)
		return
	}
	if len(data) > 0 && data[0] != '{' {
		// Old SDKs send base64 of zlib-deflated JSON, with no header saying so.
		if raw, err := unpackStoreBody(data); err == nil {
			data = raw
		}
	}
	env := &Envelope{}
	if len(data) > MaxSentryItem {
		env.TooLarge = append(env.TooLarge, fmt.Sprintf("event: %d bytes, more than %d", len(data), MaxSentryItem))
	} else if env.addEvent(data, "", h.Store.Now()); env.Rejections == 0 {
		env.Accepted++
	}
	h.answer(w, env)
}

// answer stores what env holds and tells the client how it went: 200
// when an item was read, naming those rejected beside it, as OTLP's
// partial success does; when none was, 413 if one was too large, else 400.
// Sentry SDKs do not retry a 4xx, so a bad item is not sent again and
// again.
func (h *Sentry) answer(w http.ResponseWriter, env *Envelope) {
	if len(env.Problems) > 0 {
		h.Store.AddBackend(env.Problems)
	}
	for kind, n := range env.Dropped {
		h.Store.NoteDropped("sentry:"+kind, n)
	}
	reply := sentryReply{ID: env.EventID, Accepted: env.Accepted}
	for _, n := range env.Dropped {
		reply.Dropped += n
	}
	status := http.StatusOK
	reasons := append(append([]string{}, env.TooLarge...), env.Rejected...)
	switch {
	case env.Accepted > 0:
	case len(env.TooLarge) > 0:
		status = http.StatusRequestEntityTooLarge
	case env.Rejections > 0:
		status = http.StatusBadRequest
	}
	if total := len(env.TooLarge) + env.Rejections; total > maxSentryRejections {
		reasons = append(reasons[:maxSentryRejections], fmt.Sprintf("and %d more", total-maxSentryRejections))
	}
	if len(reasons) > 0 {
		reply.Rejected = reasons
	}
	if status != http.StatusOK {
		reply.Error = strings.Join(reasons, "; ")
	}
	WriteJSON(w, status, reply)
}

// allowPost answers 405 to anything but POST.
func allowPost(w http.ResponseWriter, r *http.Request) bool {
	if r.Method == http.MethodPost {
		return true
	}
	w.Header().Set("Allow", "POST")
	WriteError(w, http.StatusMethodNotAllowed, "method "+r.Method+" not allowed: use POST")
	return false
}

func (h *Sentry) maxBody() int64 {
	if h.MaxBody > 0 {
		return h.MaxBody
	}
	return DefaultMaxRequestBody
}

// gunzipUnlabelled decompresses a gzip body sent without its
// Content-Encoding, as some SDKs do, within limit bytes; anything else is
// returned as it is.
func gunzipUnlabelled(data []byte, limit int64) ([]byte, error) {
	if len(data) < 2 || data[0] != 0x1f || data[1] != 0x8b {
		return data, nil
	}
	zr, err := gzip.NewReader(bytes.NewReader(data))
	if err != nil {
		return nil, fmt.Errorf("gzip: %w", err)
	}
	defer zr.Close()
	out, err := io.ReadAll(io.LimitReader(zr, limit+1))
	if err != nil {
		return nil, fmt.Errorf("gzip: %w", err)
	}
	if int64(len(out)) > limit {
		return nil, fmt.Errorf("%w: more than %d bytes once decompressed", errTooLarge, limit)
	}
	return out, nil
}

// unpackStoreBody undoes the base64 and zlib of an old SDK's store body.
func unpackStoreBody(data []byte) ([]byte, error) {
	dec, err := base64.StdEncoding.DecodeString(string(bytes.TrimSpace(data)))
	if err != nil {
		return nil, err
	}
	zr, err := zlib.NewReader(bytes.NewReader(dec))
	if err != nil {
		return nil, err
	}
	defer zr.Close()
	out, err := io.ReadAll(io.LimitReader(zr, MaxSentryItem+1))
	if err != nil {
		return nil, err
	}
	return out, nil
}

// Envelope is what [DecodeEnvelope] made of a Sentry envelope.
type Envelope struct {
	EventID  string
	Problems []*capture.Backend
	// Accepted counts the items read, stored or not.
	Accepted int
	// Dropped counts items accepted but not stored, by item type.
	Dropped map[string]int
	// Rejected says why items were not read: a malformed header or
	// payload, the first maxSentryRejections+1 of Rejections. TooLarge
	// names the items over [MaxSentryItem].
	Rejected   []string
	Rejections int
	TooLarge   []string
}

func (env *Envelope) drop(kind string) {
	if env.Dropped == nil {
		env.Dropped = make(map[string]int)
	}
	env.Dropped[clip.Head(kind, 40)]++
}

func (env *Envelope) reject(format string, args ...any) {
	env.Rejections++
	if len(env.Rejected) <= maxSentryRejections {
		env.Rejected = append(env.Rejected, fmt.Sprintf(format, args...))
	}
}

// envelopeHeader is the first line of an envelope.
type envelopeHeader struct {
	EventID string `json:"event_id"`
	Trace   struct {
		TraceID string `json:"trace_id"`
	} `json:"trace"`
}

// itemHeader is the line before each item's payload.
type itemHeader struct {
	Type   string `json:"type"`
	Length *int64 `json:"length"`
}

// DecodeEnvelope reads a Sentry envelope: a header line, then items, each
// a header line and a payload of the header's length or, without one, up
// to the next newline. now stamps problems that carry no time. A malformed
// item is rejected with its reason and the items beside it are kept. When
// the framing itself is bad (an envelope or item header that is not JSON,
// a length that is negative, runs past the end or is not followed by a
// newline) the decoder picks the lines up again where they would be had
// the item been one line: SDKs send events on one line, so the items after
// it are still found.
func DecodeEnvelope(data []byte, now time.Time) *Envelope {
	env := &Envelope{}
	line, rest := cutLine(data)
	var hdr envelopeHeader
	if len(bytes.TrimSpace(line)) > 0 {
		if err := unmarshal(line, &hdr); err != nil {
			env.reject("envelope header: %v", err)
		}
	}
	env.EventID = clip.Head(hdr.EventID, 64)
	traceID, _ := capture.TraceID(hdr.Trace.TraceID)
	for n := 0; len(rest) > 0; n++ {
		line, rest = cutLine(rest)
		if len(bytes.TrimSpace(line)) == 0 {
			continue // blank lines between items, or the final newline
		}
		var ih itemHeader
		if err := unmarshal(line, &ih); err != nil {
			env.reject("item %d header: %v", n, err)
			_, rest = cutLine(rest) // its payload, were it one line
			continue
		}
		var payload []byte
		if ih.Length == nil {
			payload, rest = cutLine(rest)
		} else if l, bad := itemLength(*ih.Length, rest); bad == "" {
			payload, rest = rest[:l], rest[l:]
			if len(rest) > 0 {
				rest = rest[1:] // the newline after the payload
			}
		} else {
			env.reject("item %d (%s): %s; read as one line", n, clip.Head(ih.Type, 40), bad)
			_, rest = cutLine(rest)
			continue
		}
		if len(payload) > MaxSentryItem {
			env.TooLarge = append(env.TooLarge, fmt.Sprintf("item %d (%s): %d bytes, more than %d", n, clip.Head(ih.Type, 40), len(payload), MaxSentryItem))
			continue
		}
		before, listed := env.Rejections, len(env.Rejected)
		switch ih.Type {
		case "event":
			env.addEvent(payload, traceID, now)
		case "transaction":
			env.addTransaction(payload, now)
		case "span":
			env.addSpans(payload, now)
		case "log":
			env.addLogs(payload, now)
		default:
			env.drop(ih.Type)
		}
		if len(env.Rejected) > listed {
			env.Rejected[len(env.Rejected)-1] = fmt.Sprintf("item %d (%s): %s", n, ih.Type, env.Rejected[len(env.Rejected)-1])
		}
		if env.Rejections == before {
			env.Accepted++
		}
	}
	return env
}

// itemLength checks the payload length an item header declares against
// the rest of the envelope: it must fit, and end where a newline or the
// envelope does. Else it says what is wrong.
func itemLength(l int64, rest []byte) (int64, string) {
	switch {
	case l < 0:
		return 0, fmt.Sprintf("length %d is negative", l)
	case l > int64(len(rest)):
		return 0, fmt.Sprintf("length %d, but %d bytes follow", l, len(rest))
	case l < int64(len(rest)) && rest[l] != '\n':
		return 0, fmt.Sprintf("length %d does not end at a newline", l)
	}
	return l, ""
}

// cutLine splits data after its first newline; the line has no newline.
func cutLine(data []byte) (line, rest []byte) {
	if i := bytes.IndexByte(data, '\n'); i >= 0 {
		return data[:i], data[i+1:]
	}
	return data, nil
}

var (
	errNotObject = errors.New("want a JSON object")
	errTooLarge  = errors.New("body too large")
)

// writeUnpackError answers a body that could not be decompressed: 413
// when it was too large, else 400.
func writeUnpackError(w http.ResponseWriter, err error) {
	status := http.StatusBadRequest
	if errors.Is(err, errTooLarge) {
		status = http.StatusRequestEntityTooLarge
	}
	WriteError(w, status, err.Error())
}
