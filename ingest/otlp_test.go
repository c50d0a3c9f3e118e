package ingest

import (
	"encoding/json"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"google.golang.org/protobuf/encoding/protowire"

	"github.com/errbundle/errbundle/capture"
)

func TestOTLPTracesRecorded(t *testing.T) {
	// OpenTelemetry JS 0.223: the exception event sits on the request
	// handler span (and again on the server span), the server span has
	// method, route and status.
	store := capture.NewStore(capture.Config{Now: func() time.Time { return recordedAt }})
	w := post(t, newMux(store), "POST", "/v1/traces", map[string]string{"Content-Type": "application/x-protobuf"},
		recorded(t, "otel-node/006_v1_traces.body"))
	require.Equal(t, 200, w.Code, w.Body.String())
	assert.Equal(t, "application/x-protobuf", w.Header().Get("Content-Type"))
	assert.Empty(t, w.Body.Bytes(), "a full success is an empty ExportTraceServiceResponse")

	var got []*capture.Backend
	store.Snapshot().Backend.All(func(p *capture.Backend) bool { got = append(got, p); return true })
	require.Len(t, got, 2, "one problem per failing trace; GET / succeeded")
	byTrace := map[string]*capture.Backend{got[0].TraceID: got[0], got[1].TraceID: got[1]}
	p := byTrace[trace1]
	require.NotNil(t, p)
	assert.Equal(t, "shop-otel", p.Service)
	assert.Equal(t, capture.BackendSpan, p.Kind)
	assert.Equal(t, "Error", p.Type)
	assert.Equal(t, "card declined for cart slow-1", p.Message)
	assert.Equal(t, "/work/wt-i19/testdata/backends/express-otel/server.js:24:9", p.Location)
	assert.Equal(t, "POST", p.Method)
	assert.Equal(t, "/api/checkout", p.Route)
	assert.Equal(t, 500, p.Status)
	assert.Len(t, p.SpanID, 16)
	assert.Equal(t, "card declined for cart quick-2", byTrace[trace2].Message)
}

func TestOTLPTracesRecordedGo(t *testing.T) {
	// OpenTelemetry Go 1.47, otelhttp 0.72, OTLP/HTTP exporter
	// (testdata/backends/go-shop): RecordError with the stack of the
	// panic on the server span, which names no route, only url.path.
	store := capture.NewStore(capture.Config{Now: func() time.Time { return time.Date(2026, 11, 25, 1, 56, 0, 0, time.UTC) }})
	w := post(t, newMux(store), "POST", "/v1/traces", map[string]string{"Content-Type": "application/x-protobuf"},
		recorded(t, "go-otel/001_v1_traces.body"))
	require.Equal(t, 200, w.Code, w.Body.String())
	var got []*capture.Backend
	store.Snapshot().Backend.All(func(p *capture.Backend) bool { got = append(got, p); return true })
	require.Len(t, got, 2, "one problem per failing trace; GET / succeeded")
	for _, p := range got {
		assert.Equal(t, "shop-go-otel", p.Service)
		assert.Equal(t, "*errors.errorString", p.Type)
		assert.Equal(t, "/work/main/testdata/backends/go-shop/main.go:108", p.Location, "the panic, not the SDK or the recovering code above it")
		assert.Equal(t, "POST", p.Method)
		assert.Equal(t, 500, p.Status)
	}
	byTrace := map[string]string{got[0].TraceID: got[0].Message, got[1].TraceID: got[1].Message}
	assert.Equal(t, map[string]string{trace1: "card declined for cart slow-1", trace2: "card declined for cart quick-2"}, byTrace)
}

func TestOTLPLogsRecordedDeno(t *testing.T) {
	// Deno 2.9.6's built-in OpenTelemetry (OTEL_DENO=true): console.error
	// ("checkout failed:", err) becomes an ERROR record whose body is the
	// printed error with its stack, in the span of its request; console.log
	// an INFO one. Files are file:// URLs, Deno's own code ext: modules.
	sent := time.Unix(0, 1795572341749100097).UTC()
	store := capture.NewStore(capture.Config{Now: func() time.Time { return sent.Add(time.Second) }})
	w := post(t, newMux(store), "POST", "/v1/logs", map[string]string{"Content-Type": "application/x-protobuf"},
		recorded(t, "deno-otel/001_v1_logs.body"))
	require.Equal(t, 200, w.Code, w.Body.String())
	var got []*capture.Backend
	store.Snapshot().Backend.All(func(p *capture.Backend) bool { got = append(got, p); return true })
	require.Len(t, got, 2, "the two errors; Listening on is INFO")
	byTrace := map[string]*capture.Backend{got[0].TraceID: got[0], got[1].TraceID: got[1]}
	for trace, cart := range map[string]string{trace1: "slow-1", trace2: "quick-2"} {
		p := byTrace[trace]
		require.NotNil(t, p, trace)
		assert.Equal(t, "checkout failed: Error: card declined for cart "+cart, p.Message, "the first line")
		assert.Equal(t, "Error", p.Type)
		assert.Equal(t, "/work/main/testdata/backends/deno-otel/server.ts:9:9", p.Location, "chargeCard, not Deno's ext:deno_http")
		assert.Contains(t, p.Stack, "at chargeCard")
		assert.Equal(t, "shop-deno", p.Service)
	}
}

func TestStackInBody(t *testing.T) {
	tests := []struct {
		name, body, message, typ string
		stack                    bool
	}{
		{"no stack", "payment failed for order 7", "payment failed for order 7", "", false},
		{"two lines, no frame", "payment failed\nretrying in 5s", "payment failed\nretrying in 5s", "", false},
		{"console.error(label, err)", "checkout failed: TypeError: x is undefined\n    at pay (/srv/a.js:3:5)", "checkout failed: TypeError: x is undefined", "TypeError", true},
		{"Python logging.exception", "checkout failed\nTraceback (most recent call last):\n  File \"/srv/app.py\", line 30, in charge\n    raise ValueError(\"declined\")\nValueError: declined",
			"checkout failed", "ValueError", true},
		{"Java", "request failed\njava.lang.IllegalStateException: closed\n\tat com.shop.Pay.charge(Pay.java:42)", "request failed", "java.lang.IllegalStateException", true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			msg, typ, stack := stackInBody(tt.body)
			assert.Equal(t, tt.message, msg)
			assert.Equal(t, tt.typ, typ)
			assert.Equal(t, tt.stack, stack != "")
		})
	}
}

const otlpJSONTraces = `{"resourceSpans":[{"resource":{"attributes":[{"key":"service.name","value":{"stringValue":"api"}}]},
"scopeSpans":[{"spans":[
 {"traceId":"5B8EFFF798038103D269B633813FC60C","spanId":"EEE19B7EC3C1B174","name":"GET /users/:id","kind":2,
  "endTimeUnixNano":"1795562253500000000","status":{"code":2},
  "attributes":[{"key":"http.request.method","value":{"stringValue":"GET"}},{"key":"http.route","value":{"stringValue":"/users/:id"}},
   {"key":"http.response.status_code","value":{"intValue":"500"}}]},
 {"traceId":"5b8efff798038103d269b633813fc60c","spanId":"eee19b7ec3c1b175","name":"handler","kind":1,"status":{"code":2,"message":"boom"},
  "events":[{"name":"exception","timeUnixNano":"1795562253400000000","attributes":[
   {"key":"exception.type","value":{"stringValue":"TypeError"}},{"key":"exception.message","value":{"stringValue":"x is undefined"}},
   {"key":"exception.stacktrace","value":{"stringValue":"TypeError: x is undefined\n    at getUser (/srv/api/users.js:12:5)\n    at /srv/api/node_modules/express/router.js:1:1"}}]}]},
 {"traceId":"0102030405","spanId":"01","name":"bad id","status":{"code":2}},
 {"traceId":"6b8efff798038103d269b633813fc60c","spanId":"eee19b7ec3c1b176","name":"ok","status":{"code":1}}
]}]}]}`

func TestOTLPTracesJSON(t *testing.T) {
	store := capture.NewStore(capture.Config{Now: func() time.Time { return recordedAt }})
	w := post(t, newMux(store), "POST", "/v1/traces", map[string]string{"Content-Type": "application/json"}, []byte(otlpJSONTraces))
	require.Equal(t, 200, w.Code, w.Body.String())
	var reply struct {
		PartialSuccess struct {
			RejectedSpans string `json:"rejectedSpans"`
			ErrorMessage  string `json:"errorMessage"`
		} `json:"partialSuccess"`
	}
	require.NoError(t, json.Unmarshal(w.Body.Bytes(), &reply), w.Body.String())
	assert.Equal(t, "1", reply.PartialSuccess.RejectedSpans, "the span with a 5-byte trace id")
	assert.Contains(t, reply.PartialSuccess.ErrorMessage, "bad id")

	var got []*capture.Backend
	store.Snapshot().Backend.All(func(p *capture.Backend) bool { got = append(got, p); return true })
	require.Len(t, got, 1)
	p := got[0]
	assert.Equal(t, "5b8efff798038103d269b633813fc60c", p.TraceID, "hex ids, upper or lower case")
	assert.Equal(t, "eee19b7ec3c1b175", p.SpanID, "the span that recorded the exception")
	assert.Equal(t, "api", p.Service)
	assert.Equal(t, "TypeError", p.Type)
	assert.Equal(t, "x is undefined", p.Message)
	assert.Equal(t, "/srv/api/users.js:12:5", p.Location)
	assert.Equal(t, "GET", p.Method)
	assert.Equal(t, "/users/:id", p.Route)
	assert.Equal(t, 500, p.Status)
	assert.Equal(t, time.Unix(0, 1795562253400000000).UTC(), p.Time)
}

func TestOTLPLogs(t *testing.T) {
	body := `{"resourceLogs":[{"resource":{"attributes":[{"key":"service.name","value":{"stringValue":"worker"}}]},"scopeLogs":[{"logRecords":[
 {"timeUnixNano":"1795562253000000000","severityNumber":17,"severityText":"ERROR","body":{"stringValue":"payment failed for order 7"},
  "traceId":"5b8efff798038103d269b633813fc60c","spanId":"eee19b7ec3c1b174"},
 {"timeUnixNano":"1795562253100000000","severityText":"warning","body":{"stringValue":"slow query"}},
 {"timeUnixNano":"1795562253200000000","severityNumber":9,"body":{"stringValue":"request served"}}
]}]}]}`
	store := capture.NewStore(capture.Config{Now: func() time.Time { return recordedAt }})
	w := post(t, newMux(store), "POST", "/v1/logs", map[string]string{"Content-Type": "application/json"}, []byte(body))
	require.Equal(t, 200, w.Code, w.Body.String())
	assert.JSONEq(t, `{}`, w.Body.String())
	var got []*capture.Backend
	store.Snapshot().Backend.All(func(p *capture.Backend) bool { got = append(got, p); return true })
	require.Len(t, got, 2, "info is no problem")
	got[0], got[1] = got[1], got[0] // All walks newest first
	assert.Equal(t, "payment failed for order 7", got[0].Message)
	assert.Equal(t, capture.SeverityError, got[0].Severity)
	assert.Equal(t, capture.BackendLog, got[0].Kind)
	assert.Equal(t, "5b8efff798038103d269b633813fc60c", got[0].TraceID)
	assert.Equal(t, "slow query", got[1].Message)
	assert.Equal(t, capture.SeverityWarning, got[1].Severity)
}

func TestOTLPLogsRecorded(t *testing.T) {
	// OpenTelemetry JS sdk-logs 0.223.1 (BatchLogRecordProcessor, OTLP
	// proto exporter): the Express app's logger.emit of each failed
	// checkout, in the span of its request, so with its trace id.
	sent := time.Unix(0, 1795571546995000000).UTC()
	store := capture.NewStore(capture.Config{Now: func() time.Time { return sent.Add(time.Second) }})
	w := post(t, newMux(store), "POST", "/v1/logs", map[string]string{"Content-Type": "application/x-protobuf"},
		recorded(t, "otel-node-logs/002_v1_logs.body"))
	require.Equal(t, 200, w.Code, w.Body.String())
	assert.Empty(t, w.Body.Bytes(), "a full success is an empty ExportLogsServiceResponse")

	var got []*capture.Backend
	store.Snapshot().Backend.All(func(p *capture.Backend) bool { got = append(got, p); return true })
	require.Len(t, got, 2)
	byTrace := map[string]*capture.Backend{got[0].TraceID: got[0], got[1].TraceID: got[1]}
	for trace, cart := range map[string]string{trace1: "slow-1", trace2: "quick-2"} {
		p := byTrace[trace]
		require.NotNil(t, p, trace)
		assert.Equal(t, "checkout failed: card declined for cart "+cart, p.Message)
		assert.Equal(t, "shop-otel", p.Service)
		assert.Equal(t, capture.BackendLog, p.Kind)
		assert.Equal(t, capture.SeverityError, p.Severity)
	}
	assert.Equal(t, "57400b1aff1bb40e", byTrace[trace1].SpanID)
	assert.Equal(t, sent, byTrace[trace1].Time)
}

func TestOTLPRoutes(t *testing.T) {
	proto := map[string]string{"Content-Type": "application/x-protobuf"}
	tests := []struct {
		name   string
		method string
		path   string
		header map[string]string
		body   []byte
		status int
		ctype  string
		reason string
	}{
		{"metrics accepted and dropped", "POST", "/v1/metrics", proto, recorded(t, "otel-node/001_v1_metrics.body"), 200, "application/x-protobuf", ""},
		{"metrics JSON", "POST", "/v1/metrics", map[string]string{"Content-Type": "application/json"}, []byte(`{"resourceMetrics":[]}`), 200, "application/json", ""},
		{"gzipped protobuf", "POST", "/v1/traces", map[string]string{"Content-Type": "application/x-protobuf", "Content-Encoding": "gzip"},
			gz(t, recorded(t, "otel-node/006_v1_traces.body")), 200, "application/x-protobuf", ""},
		{"empty protobuf", "POST", "/v1/traces", proto, nil, 200, "application/x-protobuf", ""},
		{"GET", "GET", "/v1/traces", nil, nil, 405, "application/json", "use POST"},
		{"text/plain", "POST", "/v1/logs", map[string]string{"Content-Type": "text/plain"}, []byte("x"), 415, "application/json", "content type"},
		{"no content type", "POST", "/v1/traces", nil, []byte("x"), 415, "application/json", "content type"},
		{"bad protobuf", "POST", "/v1/traces", proto, []byte{0x0a, 0xff, 0x01}, 400, "application/x-protobuf", "traces:"},
		{"bad JSON", "POST", "/v1/logs", map[string]string{"Content-Type": "application/json"}, []byte("{"), 400, "application/json", "logs:"},
		{"JSON of the wrong shape", "POST", "/v1/traces", map[string]string{"Content-Type": "application/json"}, []byte(`{"resourceSpans":3}`), 400, "application/json", "traces:"},
		{"bad gzip", "POST", "/v1/traces", map[string]string{"Content-Type": "application/x-protobuf", "Content-Encoding": "gzip"}, []byte("x"), 400, "application/json", "gzip"},
		{"too big", "POST", "/v1/traces", proto, []byte(strings.Repeat("x", 4<<20+1)), 413, "application/json", "larger than"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			store := capture.NewStore(capture.Config{})
			w := post(t, newMux(store), tt.method, tt.path, tt.header, tt.body)
			assert.Equal(t, tt.status, w.Code, w.Body.String())
			assert.Equal(t, tt.ctype, w.Header().Get("Content-Type"))
			if tt.reason != "" {
				assert.Contains(t, w.Body.String(), tt.reason)
			}
			if tt.status == 400 && tt.ctype == "application/x-protobuf" {
				// A google.rpc.Status: code 3, then the message.
				num, typ, n := protowire.ConsumeTag(w.Body.Bytes())
				require.Positive(t, n)
				assert.Equal(t, protowire.Number(1), num)
				assert.Equal(t, protowire.VarintType, typ)
			}
		})
	}
}

func TestOTLPPartialSuccessProtobuf(t *testing.T) {
	w := post(t, newMux(capture.NewStore(capture.Config{})), "POST", "/v1/traces", map[string]string{"Content-Type": "application/x-protobuf"},
		// TracesData{resource_spans: [{scope_spans: [{spans: [{trace_id: 3 bytes, name: "x"}]}]}]}
		protoSpanWithTraceID([]byte{1, 2, 3}))
	require.Equal(t, 200, w.Code)
	b := w.Body.Bytes()
	num, _, n := protowire.ConsumeTag(b)
	require.Positive(t, n)
	assert.Equal(t, protowire.Number(1), num, "partial_success")
	ps, m := protowire.ConsumeBytes(b[n:])
	require.Positive(t, m)
	num, _, n = protowire.ConsumeTag(ps)
	assert.Equal(t, protowire.Number(1), num, "rejected_spans")
	v, _ := protowire.ConsumeVarint(ps[n:])
	assert.Equal(t, uint64(1), v)
}

func protoSpanWithTraceID(id []byte) []byte {
	var span []byte
	span = protowire.AppendTag(span, 1, protowire.BytesType)
	span = protowire.AppendBytes(span, id)
	span = protowire.AppendTag(span, 5, protowire.BytesType)
	span = protowire.AppendString(span, "x")
	var scope []byte
	scope = protowire.AppendTag(scope, 2, protowire.BytesType)
	scope = protowire.AppendBytes(scope, span)
	var rs []byte
	rs = protowire.AppendTag(rs, 2, protowire.BytesType)
	rs = protowire.AppendBytes(rs, scope)
	var data []byte
	data = protowire.AppendTag(data, 1, protowire.BytesType)
	return protowire.AppendBytes(data, rs)
}
