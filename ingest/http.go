package ingest

import (
	"bytes"
	"compress/gzip"
	"compress/zlib"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"mime"
	"net/http"
	"os"
	"strings"
	"sync"

	"github.com/errbundle/errbundle/capture"
	"github.com/errbundle/errbundle/internal/clip"
)

// DefaultMaxRequestBody caps an ingest request body, after decompression.
const DefaultMaxRequestBody = 8 << 20

// V1 serves the HTTP API v1 write side: POST /v1/events (browser
// telemetry) and POST /v1/process (dev-server output).
type V1 struct {
	Store *capture.Store
	// Prefetch, if set, is given the stack and page of each browser error
	// and console call as it arrives, so that a source-map resolver starts
	// fetching before anyone asks. It must not block.
	Prefetch func(stack, pageURL string)
	// MaxBody caps a request body after decompression; default
	// [DefaultMaxRequestBody].
	MaxBody int64
	// TrustDir reports whether the sender of r proved that a start's
	// working directory is its own (see package proctoken). The daemon
	// reads the project's files under that directory, so one not proven
	// is dropped from the start and named in the reply; nil trusts none.
	TrustDir func(r *http.Request, pid int, dir string) bool

	batches batchIDs // the script tag's batch ids seen last (batchid.go)
}

// Register adds the v1 routes to mux.
func (h *V1) Register(mux *http.ServeMux) {
	mux.HandleFunc("/v1/events", h.events)
	mux.HandleFunc("/v1/process", h.process)
}

// ObserverHeader names the process that sent a batch of events (errbundle
// attach, errbundle proxy), so that the store can drop a second
// observer's report of the same event (see capture.Batch.Observer).
// Browsers do not send it: a page's capture script is an observer with
// no name.
const ObserverHeader = "X-Errbundle-Observer"

// ingestReply is the 200 answer to a batch.
type ingestReply struct {
	Accepted int         `json:"accepted"`
	Rejected []Rejection `json:"rejected"`
	// Duplicate says the batch's id was seen before: nothing was stored.
	Duplicate bool `json:"duplicate,omitempty"`
}

func (h *V1) events(w http.ResponseWriter, r *http.Request) {
	var id string
	if r.URL.RawQuery != "" { // most posts have none: no query map for them
		id = r.URL.Query().Get("batch")
	}
	if len(id) > maxBatchID {
		WriteError(w, http.StatusBadRequest, errBatchID.Error())
		return
	}
	body, ok := h.readBody(w, r)
	if !ok {
		return
	}
	defer releaseBody(body)
	batch, rej, err := DecodeEvents(body.Bytes())
	if err != nil {
		WriteError(w, http.StatusBadRequest, err.Error())
		return
	}
	if id != "" {
		if !h.batches.first(id) {
			WriteJSON(w, http.StatusOK, ingestReply{Rejected: []Rejection{}, Duplicate: true})
			return
		}
	}
	batch.Observer = clip.Head(r.Header.Get(ObserverHeader), 64)
	n := batch.Len()
	h.Store.Add(batch)
	if h.Prefetch != nil {
		h.prefetch(&batch) // after Add: the stacks are redacted by then
	}
	WriteJSON(w, http.StatusOK, ingestReply{Accepted: n, Rejected: nonNil(rej)})
}

func (h *V1) process(w http.ResponseWriter, r *http.Request) {
	body, ok := h.readBody(w, r)
	if !ok {
		return
	}
	defer releaseBody(body)
	id, evs, rej, err := DecodeProcess(body.Bytes())
	if err != nil {
		WriteError(w, http.StatusBadRequest, err.Error())
		return
	}
	rej = h.checkDirs(r, evs, rej)
	h.Store.AddProcess(id, evs)
	WriteJSON(w, http.StatusOK, ingestReply{Accepted: len(evs), Rejected: nonNil(rej)})
}

// checkDirs drops each start's working directory that its sender did not
// prove, adding a rejection at the event's place in the posted array.
func (h *V1) checkDirs(r *http.Request, evs []capture.ProcessEvent, rej []Rejection) []Rejection {
	decoded, next := len(rej), 0 // the decoder's rejections, in order, and the first not yet passed
	pos := 0                     // evs[i]'s index in the posted array
	for i := range evs {
		for next < decoded && rej[next].Index == pos {
			next, pos = next+1, pos+1
		}
		if ev := &evs[i]; ev.Type == capture.ProcessStart && ev.Dir != "" && (h.TrustDir == nil || !h.TrustDir(r, ev.PID, ev.Dir)) {
			ev.Dir = ""
			rej = append(rej, Rejection{Kind: "cwd", Index: pos, Reason: "cwd not verified (no daemon token, and the pid's directory is another): the start is kept without it"})
		}
		pos++
	}
	return rej
}

// bodyPool holds the buffers request bodies are read into. Decoding copies
// everything it keeps, so a buffer goes back to the pool once its body is
// decoded.
var bodyPool = sync.Pool{New: func() any { return new(bytes.Buffer) }}

// maxPooledBody is the largest buffer kept for reuse: rare huge bodies
// should not pin their memory.
const maxPooledBody = 1 << 20

// releaseBody returns the buffer of a body from readBody to the pool.
func releaseBody(body *bytes.Buffer) {
	if body.Cap() <= maxPooledBody {
		bodyPool.Put(body)
	}
}

// readBody checks method and content type and reads the (possibly gzipped)
// body within the cap, answering the client itself when it cannot. The
// caller hands the body to releaseBody when done with it.
func (h *V1) readBody(w http.ResponseWriter, r *http.Request) (*bytes.Buffer, bool) {
	if r.Method != http.MethodPost {
		w.Header().Set("Allow", "POST")
		WriteError(w, http.StatusMethodNotAllowed, "method "+r.Method+" not allowed: use POST")
		return nil, false
	}
	mt, _, err := mime.ParseMediaType(r.Header.Get("Content-Type"))
	if err != nil || mt != "application/json" {
		WriteError(w, http.StatusUnsupportedMediaType, fmt.Sprintf("content type %q not supported: send application/json", r.Header.Get("Content-Type")))
		return nil, false
	}
	return readBody(w, r, h.MaxBody)
}

// readBody reads r's body, gzipped or deflated or not, within limit bytes
// after decompression (0: [DefaultMaxRequestBody]), answering the client
// itself when it cannot. The caller hands the body to releaseBody.
func readBody(w http.ResponseWriter, r *http.Request, limit int64) (*bytes.Buffer, bool) {
	if limit <= 0 {
		limit = DefaultMaxRequestBody
	}
	var err error
	var src io.Reader = http.MaxBytesReader(w, r.Body, limit)
	switch enc := strings.ToLower(r.Header.Get("Content-Encoding")); enc {
	case "", "identity":
	case "gzip":
		zr, err := gzip.NewReader(src)
		if err != nil {
			WriteError(w, http.StatusBadRequest, "gzip: "+err.Error())
			return nil, false
		}
		defer zr.Close()
		src = zr
	case "deflate":
		zr, err := zlib.NewReader(src)
		if err != nil {
			WriteError(w, http.StatusBadRequest, "deflate: "+err.Error())
			return nil, false
		}
		defer zr.Close()
		src = zr
	default:
		WriteError(w, http.StatusUnsupportedMediaType, fmt.Sprintf("content encoding %q not supported: send gzip, deflate or none", enc))
		return nil, false
	}
	body := bodyPool.Get().(*bytes.Buffer)
	body.Reset()
	if n := r.ContentLength; n > 0 && n <= limit {
		body.Grow(int(n) + bytes.MinRead) // read in one go, EOF included
	}
	// The cap applies after decompression too, so a gzip bomb stops here.
	_, err = body.ReadFrom(io.LimitReader(src, limit+1))
	var tooBig *http.MaxBytesError
	switch {
	case errors.As(err, &tooBig) || int64(body.Len()) > limit:
		WriteError(w, http.StatusRequestEntityTooLarge, fmt.Sprintf("body larger than %d bytes", limit))
	case errors.Is(err, os.ErrDeadlineExceeded):
		// The server's body deadline: the client stalled mid-body.
		WriteError(w, http.StatusRequestTimeout, fmt.Sprintf("body not received in time: %d of %d bytes", body.Len(), r.ContentLength))
	case err != nil:
		WriteError(w, http.StatusBadRequest, "reading body: "+err.Error())
	default:
		return body, true
	}
	releaseBody(body)
	return nil, false
}

// WriteError answers with status and {"error": msg}.
func WriteError(w http.ResponseWriter, status int, msg string) {
	WriteJSON(w, status, struct {
		Error string `json:"error"`
	}{msg})
}

// WriteJSON writes v as the JSON body of a reply with status.
func WriteJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("X-Content-Type-Options", "nosniff")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(v)
}

func nonNil(r []Rejection) []Rejection {
	if r == nil {
		return []Rejection{}
	}
	return r
}
