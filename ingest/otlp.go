package ingest

import (
	"encoding/base64"
	"encoding/hex"
	"fmt"
	"mime"
	"net/http"
	"strconv"
	"strings"
	"time"

	commonpb "go.opentelemetry.io/proto/otlp/common/v1"
	resourcepb "go.opentelemetry.io/proto/otlp/resource/v1"
	"google.golang.org/protobuf/encoding/protojson"
	"google.golang.org/protobuf/encoding/protowire"
	"google.golang.org/protobuf/proto"

	"github.com/errbundle/errbundle/capture"
	"github.com/errbundle/errbundle/internal/clip"
)

// OTLP serves OpenTelemetry's OTLP/HTTP: POST /v1/traces and /v1/logs, in
// protobuf or JSON, gzipped or not, and /v1/metrics, accepted and dropped.
// Spans with status ERROR or an exception event, and log records of
// severity WARN and above, become [capture.Backend] problems. The answer
// is in the request's encoding, as exporters expect.
type OTLP struct {
	Store *capture.Store
	// MaxBody caps a request body after decompression; default
	// [DefaultMaxRequestBody].
	MaxBody int64
}

// Register adds the OTLP routes to mux.
func (h *OTLP) Register(mux *http.ServeMux) {
	mux.HandleFunc("/v1/traces", h.traces)
	mux.HandleFunc("/v1/logs", h.logs)
	mux.HandleFunc("/v1/metrics", h.metrics)
}

// otlpEncoding is how a request was sent, and so how to answer it.
type otlpEncoding int

const (
	otlpProto otlpEncoding = iota
	otlpJSON
)

// read checks method and content type and reads the body.
func (h *OTLP) read(w http.ResponseWriter, r *http.Request) ([]byte, otlpEncoding, func(), bool) {
	if !allowPost(w, r) {
		return nil, 0, nil, false
	}
	var enc otlpEncoding
	mt, _, _ := mime.ParseMediaType(r.Header.Get("Content-Type"))
	switch mt {
	case "application/x-protobuf", "application/protobuf":
		enc = otlpProto
	case "application/json":
		enc = otlpJSON
	default:
		WriteError(w, http.StatusUnsupportedMediaType, fmt.Sprintf("content type %q not supported: send application/x-protobuf or application/json", r.Header.Get("Content-Type")))
		return nil, 0, nil, false
	}
	body, ok := readBody(w, r, h.MaxBody)
	if !ok {
		return nil, 0, nil, false
	}
	return body.Bytes(), enc, func() { releaseBody(body) }, true
}

var protojsonOptions = protojson.UnmarshalOptions{DiscardUnknown: true}

func (h *OTLP) traces(w http.ResponseWriter, r *http.Request) {
	serveSignal(h, w, r, "traces", "rejectedSpans", DecodeTraces, salvageTraces)
}

func (h *OTLP) logs(w http.ResponseWriter, r *http.Request) {
	serveSignal(h, w, r, "logs", "rejectedLogRecords", DecodeLogs, salvageLogs)
}

// serveSignal answers one export of an OTLP signal whose data is a D:
// decoded in the request's encoding, turned into problems by decode,
// stored, and answered with what was rejected, in the field countName. A
// body refused whole is decoded item by item by salvage.
func serveSignal[D any, P interface {
	*D
	proto.Message
}](h *OTLP, w http.ResponseWriter, r *http.Request, what, countName string, decode func(P, bool, time.Time) ([]*capture.Backend, int64, string), salvage func([]byte, otlpEncoding) (P, int64, string, error)) {
	body, enc, release, ok := h.read(w, r)
	if !ok {
		return
	}
	defer release()
	data := P(new(D))
	var salvaged int64
	var salvageReason string
	if err := unmarshalOTLP(body, enc, data); err != nil {
		var serr error
		if data, salvaged, salvageReason, serr = salvage(body, enc); serr != nil {
			otlpError(w, enc, what+": "+err.Error())
			return
		}
	}
	problems, rejected, reason := decode(data, enc == otlpJSON, h.Store.Now())
	rejected += salvaged
	reason = joinReasons(salvageReason, reason)
	if len(problems) > 0 {
		h.Store.AddBackend(problems)
	}
	otlpAnswer(w, enc, rejected, reason, countName)
}

// joinReasons is the reasons that are not empty, joined.
func joinReasons(a, b string) string {
	if a == "" || b == "" {
		return a + b
	}
	return a + "; " + b
}

// metrics accepts metrics, which no problem is made of, and counts them.
func (h *OTLP) metrics(w http.ResponseWriter, r *http.Request) {
	_, enc, release, ok := h.read(w, r)
	if !ok {
		return
	}
	defer release()
	h.Store.NoteDropped("otlp:metrics", 1)
	otlpAnswer(w, enc, 0, "", "rejectedDataPoints")
}

// unmarshalOTLP decodes an export request. TracesData and LogsData have
// the wire form of ExportTraceServiceRequest and ExportLogsServiceRequest
// (field 1, the resource list), which spares the collector packages and
// their gRPC dependencies.
func unmarshalOTLP(body []byte, enc otlpEncoding, m proto.Message) error {
	if enc == otlpJSON {
		return protojsonOptions.Unmarshal(body, m)
	}
	return proto.Unmarshal(body, m)
}

// otlpAnswer writes the export response: empty on full success, else a
// partial success naming how many items were rejected and why.
func otlpAnswer(w http.ResponseWriter, enc otlpEncoding, rejected int64, reason, countName string) {
	if enc == otlpJSON {
		reply := map[string]any{}
		if rejected > 0 || reason != "" {
			reply["partialSuccess"] = map[string]any{countName: strconv.FormatInt(rejected, 10), "errorMessage": reason}
		}
		WriteJSON(w, http.StatusOK, reply)
		return
	}
	var b []byte
	if rejected > 0 || reason != "" {
		// ExportXServiceResponse{partial_success(1): {rejected_x(1) int64, error_message(2) string}}.
		var ps []byte
		ps = protowire.AppendTag(ps, 1, protowire.VarintType)
		ps = protowire.AppendVarint(ps, uint64(rejected))
		ps = protowire.AppendTag(ps, 2, protowire.BytesType)
		ps = protowire.AppendString(ps, reason)
		b = protowire.AppendTag(b, 1, protowire.BytesType)
		b = protowire.AppendBytes(b, ps)
	}
	w.Header().Set("Content-Type", "application/x-protobuf")
	w.WriteHeader(http.StatusOK)
	w.Write(b)
}

// otlpError answers 400 with a google.rpc.Status (code 3, invalid
// argument), as OTLP/HTTP asks, in the request's encoding. Exporters do
// not retry a 400.
func otlpError(w http.ResponseWriter, enc otlpEncoding, msg string) {
	if enc == otlpJSON {
		WriteJSON(w, http.StatusBadRequest, map[string]any{"code": 3, "message": msg, "error": msg})
		return
	}
	var b []byte
	b = protowire.AppendTag(b, 1, protowire.VarintType)
	b = protowire.AppendVarint(b, 3)
	b = protowire.AppendTag(b, 2, protowire.BytesType)
	b = protowire.AppendString(b, msg)
	w.Header().Set("Content-Type", "application/x-protobuf")
	w.WriteHeader(http.StatusBadRequest)
	w.Write(b)
}

// otlpID renders a trace or span id. Protobuf carries the bytes; OTLP/JSON
// carries hex, which protojson, expecting base64, decoded as base64:
// encoding the bytes back gives the hex text again.
func otlpID(b []byte, fromJSON bool) string {
	if fromJSON {
		return strings.ToLower(base64.StdEncoding.EncodeToString(b))
	}
	return hex.EncodeToString(b)
}

// serviceName is the resource's service.name, or "otel".
func serviceName(r *resourcepb.Resource) string {
	if s := attrString(r.GetAttributes(), "service.name"); s != "" {
		return clip.Head(s, 100)
	}
	return "otel"
}

// attrString is the attribute's value as text, "" if absent.
func attrString(attrs []*commonpb.KeyValue, key string) string {
	for _, kv := range attrs {
		if kv.GetKey() == key {
			return anyString(kv.GetValue())
		}
	}
	return ""
}

// anyString renders an attribute value or log body as text.
func anyString(v *commonpb.AnyValue) string {
	switch x := v.GetValue().(type) {
	case *commonpb.AnyValue_StringValue:
		return x.StringValue
	case *commonpb.AnyValue_IntValue:
		return strconv.FormatInt(x.IntValue, 10)
	case *commonpb.AnyValue_DoubleValue:
		return strconv.FormatFloat(x.DoubleValue, 'g', -1, 64)
	case *commonpb.AnyValue_BoolValue:
		return strconv.FormatBool(x.BoolValue)
	case *commonpb.AnyValue_ArrayValue:
		var parts []string
		for _, e := range x.ArrayValue.GetValues() {
			parts = append(parts, anyString(e))
		}
		return strings.Join(parts, ", ")
	case *commonpb.AnyValue_KvlistValue:
		var parts []string
		for _, kv := range x.KvlistValue.GetValues() {
			parts = append(parts, kv.GetKey()+"="+anyString(kv.GetValue()))
		}
		return strings.Join(parts, " ")
	}
	return ""
}

// unixNano is a time from OTLP's nanoseconds; zero when unset or outside
// 2000–2100.
func unixNano(n uint64) time.Time {
	if n == 0 || n > 1<<62 {
		return time.Time{}
	}
	t := time.Unix(0, int64(n)).UTC()
	if t.Year() < 2000 || t.Year() > 2100 {
		return time.Time{}
	}
	return t
}
