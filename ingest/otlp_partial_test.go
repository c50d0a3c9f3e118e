package ingest

import (
	"bytes"
	"encoding/json"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	commonpb "go.opentelemetry.io/proto/otlp/common/v1"
	logspb "go.opentelemetry.io/proto/otlp/logs/v1"
	tracepb "go.opentelemetry.io/proto/otlp/trace/v1"
	"google.golang.org/protobuf/encoding/protowire"
	"google.golang.org/protobuf/proto"

	"github.com/errbundle/errbundle/capture"
)

// An OTLP/JSON span and log record that fail: each names its trace and
// says the message it stores.
const (
	otlpGoodSpan = `{"traceId":"5b8efff798038103d269b633813fc60c","spanId":"eee19b7ec3c1b175","name":"kept span","status":{"code":2,"message":"kept span"}}`
	otlpGoodLog  = `{"timeUnixNano":"1795562253000000000","severityNumber":17,"body":{"stringValue":"kept log"}}`
)

func otlpJSONSpans(spans ...string) string {
	return `{"resourceSpans":[{"resource":{"attributes":[{"key":"service.name","value":{"stringValue":"api"}}]},"scopeSpans":[{"spans":[` + join(spans) + `]}]}]}`
}

func otlpJSONLogs(records ...string) string {
	return `{"resourceLogs":[{"resource":{"attributes":[{"key":"service.name","value":{"stringValue":"api"}}]},"scopeLogs":[{"logRecords":[` + join(records) + `]}]}]}`
}

func join(items []string) string {
	out := ""
	for i, s := range items {
		if i > 0 {
			out += ","
		}
		out += s
	}
	return out
}

// TestOTLPJSONPartialSuccess: one malformed field rejects its own span or
// log record only; the rest of the request is stored and the answer is a
// partial success that counts and names the rejected one.
func TestOTLPJSONPartialSuccess(t *testing.T) {
	tests := []struct {
		name, path, body string
		count            string // the partialSuccess field
		rejected         string
		reason           string
		stored           []string
	}{
		{"span id not hex", "/v1/traces", otlpJSONSpans(`{"traceId":"6b8efff798038103d269b633813fc60c","spanId":"q","name":"bad","status":{"code":2}}`, otlpGoodSpan),
			"rejectedSpans", "1", "span 0", []string{"kept span"}},
		{"span attribute intValue not a number", "/v1/traces", otlpJSONSpans(otlpGoodSpan, `{"traceId":"6b8efff798038103d269b633813fc60c","name":"bad","attributes":[{"key":"n","value":{"intValue":"x"}}],"status":{"code":2}}`),
			"rejectedSpans", "1", "span 1", []string{"kept span"}},
		{"bad span in another resource", "/v1/traces", `{"resourceSpans":[{"scopeSpans":[{"spans":[{"spanId":"q"}]}]},` + otlpJSONSpans(otlpGoodSpan)[len(`{"resourceSpans":[`):],
			"rejectedSpans", "1", "resource 0", []string{"kept span"}},
		{"log attribute intValue not a number", "/v1/logs", otlpJSONLogs(`{"severityNumber":17,"body":{"stringValue":"bad"},"attributes":[{"key":"n","value":{"intValue":"x"}}]}`, otlpGoodLog),
			"rejectedLogRecords", "1", "log record 0", []string{"kept log"}},
		{"log span id not hex", "/v1/logs", otlpJSONLogs(otlpGoodLog, `{"severityNumber":17,"traceId":"5b8efff798038103d269b633813fc60c","spanId":"q","body":{"stringValue":"bad"}}`),
			"rejectedLogRecords", "1", "log record 1", []string{"kept log"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			store := capture.NewStore(capture.Config{Now: func() time.Time { return recordedAt }})
			w := post(t, newMux(store), "POST", tt.path, map[string]string{"Content-Type": "application/json"}, []byte(tt.body))
			require.Equal(t, 200, w.Code, w.Body.String())
			var reply struct {
				PartialSuccess map[string]string `json:"partialSuccess"`
			}
			require.NoError(t, json.Unmarshal(w.Body.Bytes(), &reply), w.Body.String())
			assert.Equal(t, tt.rejected, reply.PartialSuccess[tt.count], w.Body.String())
			assert.Contains(t, reply.PartialSuccess["errorMessage"], tt.reason)
			var got []string
			store.Snapshot().Backend.All(func(p *capture.Backend) bool { got = append(got, p.Message); return true })
			assert.Equal(t, tt.stored, got)
		})
	}
}

// protoExport is an export of one resource (service "api") and one scope
// holding items, each the bytes of a Span or LogRecord.
func protoExport(items ...[]byte) []byte {
	var res []byte
	res = protowire.AppendTag(res, 1, protowire.BytesType) // attributes
	res = protowire.AppendBytes(res, mustMarshal(&commonpb.KeyValue{Key: "service.name", Value: &commonpb.AnyValue{Value: &commonpb.AnyValue_StringValue{StringValue: "api"}}}))
	var scope []byte
	for _, it := range items {
		scope = protowire.AppendTag(scope, 2, protowire.BytesType)
		scope = protowire.AppendBytes(scope, it)
	}
	var rs []byte
	rs = protowire.AppendTag(rs, 1, protowire.BytesType)
	rs = protowire.AppendBytes(rs, res)
	rs = protowire.AppendTag(rs, 2, protowire.BytesType)
	rs = protowire.AppendBytes(rs, scope)
	var data []byte
	data = protowire.AppendTag(data, 1, protowire.BytesType)
	return protowire.AppendBytes(data, rs)
}

func mustMarshal(m proto.Message) []byte {
	b, err := proto.Marshal(m)
	if err != nil {
		panic(err)
	}
	return b
}

var (
	protoGoodSpan = mustMarshal(&tracepb.Span{TraceId: bytes.Repeat([]byte{0x5b}, 16), SpanId: bytes.Repeat([]byte{1}, 8), Name: "kept span",
		Status: &tracepb.Status{Code: tracepb.Status_STATUS_CODE_ERROR, Message: "kept span"}})
	protoGoodLog = mustMarshal(&logspb.LogRecord{TimeUnixNano: 1795562253000000000, SeverityNumber: logspb.SeverityNumber_SEVERITY_NUMBER_ERROR,
		Body: &commonpb.AnyValue{Value: &commonpb.AnyValue_StringValue{StringValue: "kept log"}}})
	// Field 5 of invalid UTF-8: a span's name, which proto3 refuses, or a
	// log record's body, which is no AnyValue.
	protoBadUTF8 = protowire.AppendString(protowire.AppendTag(nil, 5, protowire.BytesType), "bad \xff")
)

// TestOTLPProtobufPartialSuccess: as in JSON, a span or record protobuf
// refuses (a string of invalid UTF-8, truncated bytes) is rejected alone.
func TestOTLPProtobufPartialSuccess(t *testing.T) {
	tests := []struct {
		name, path string
		body       []byte
		reason     string
		stored     string
	}{
		{"span name not UTF-8", "/v1/traces", protoExport(protoBadUTF8, protoGoodSpan), "span 0", "kept span"},
		{"span truncated", "/v1/traces", protoExport(protoGoodSpan, protoGoodSpan[:7]), "span 1", "kept span"},
		{"log record not UTF-8", "/v1/logs", protoExport(protoGoodLog, protoBadUTF8), "log record 1", "kept log"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			store := capture.NewStore(capture.Config{Now: func() time.Time { return recordedAt }})
			w := post(t, newMux(store), "POST", tt.path, map[string]string{"Content-Type": "application/x-protobuf"}, tt.body)
			require.Equal(t, 200, w.Code, w.Body.String())
			// ExportXServiceResponse{partial_success(1): {rejected(1), error_message(2)}}
			b := w.Body.Bytes()
			_, _, n := protowire.ConsumeTag(b)
			require.Positive(t, n, "a partial success")
			ps, _ := protowire.ConsumeBytes(b[n:])
			_, _, n = protowire.ConsumeTag(ps)
			rejected, m := protowire.ConsumeVarint(ps[n:])
			assert.Equal(t, uint64(1), rejected)
			_, _, k := protowire.ConsumeTag(ps[n+m:])
			msg, _ := protowire.ConsumeString(ps[n+m+k:])
			assert.Contains(t, msg, tt.reason)
			var got []string
			store.Snapshot().Backend.All(func(p *capture.Backend) bool { got = append(got, p.Message); return true })
			assert.Equal(t, []string{tt.stored}, got)
		})
	}
}
