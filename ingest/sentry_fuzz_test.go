package ingest

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"
	"testing"
	"time"

	logspb "go.opentelemetry.io/proto/otlp/logs/v1"
	tracepb "go.opentelemetry.io/proto/otlp/trace/v1"
	"google.golang.org/protobuf/proto"

	"github.com/errbundle/errbundle/capture"
)

// FuzzDecodeEnvelope: no input panics the envelope decoder, and what it
// makes of any input is well formed: trace ids of 32 lowercase hex digits
// or none, and every item either accepted, rejected or too large.
func FuzzDecodeEnvelope(f *testing.F) {
	for _, name := range []string{"sentry-node/001_api_42_envelope_.body", "sentry-node/004_api_42_envelope_.body",
		"python-sentry/004_api_42_envelope_.body", "python-sentry/002_api_42_store_.body"} {
		f.Add(recorded(f, name))
	}
	f.Add([]byte("{}\n{\"type\":\"event\",\"length\":2}\n{}\n{\"type\":\"span\"}\n{\"version\":2,\"items\":[{\"status\":\"error\",\"trace_id\":\"AB\"}]}"))
	f.Add([]byte("{}\n{\"type\":\"log\"}\n{\"items\":[{\"level\":\"error\",\"body\":\"x\",\"timestamp\":1e300}]}"))
	f.Add([]byte("{}\n{\"type\":\"transaction\"}\n{\"contexts\":{\"trace\":{\"status\":\"internal_error\"}},\"request\":{\"headers\":[[\"traceparent\",\"00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01\"]]}}"))
	now := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	f.Fuzz(func(t *testing.T, data []byte) {
		env := DecodeEnvelope(data, now)
		for _, p := range env.Problems {
			for _, id := range append([]string{p.TraceID}, p.RequestTraceIDs...) {
				if id != "" {
					if got, ok := capture.TraceID(id); !ok || got != id {
						t.Fatalf("trace id %q is not 32 lowercase hex digits", id)
					}
				}
			}
			if p.Time.IsZero() {
				t.Fatalf("problem with no time: %+v", p)
			}
		}
		if env.Accepted > strings.Count(string(data), "\n")+1 {
			t.Fatalf("%d items accepted from %d lines", env.Accepted, strings.Count(string(data), "\n")+1)
		}
		// The store body is one event.
		(&Envelope{}).addEvent(data, "", now)
	})
}

// FuzzDecodeOTLP: no protobuf or JSON export request panics the OTLP
// decoders.
func FuzzDecodeOTLP(f *testing.F) {
	f.Add(recorded(f, "otel-node/006_v1_traces.body"), false)
	f.Add([]byte(otlpJSONTraces), true)
	f.Add([]byte(`{"resourceLogs":[{"scopeLogs":[{"logRecords":[{"severityNumber":17,"traceId":"00","body":{"kvlistValue":{"values":[{"key":"a","value":{"arrayValue":{"values":[{"intValue":"1"}]}}}]}}}]}]}]}`), true)
	f.Add(protoSpanWithTraceID([]byte{1, 2, 3}), false)
	now := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	f.Fuzz(func(t *testing.T, data []byte, isJSON bool) {
		enc := otlpProto
		if isJSON {
			enc = otlpJSON
		}
		var traces tracepb.TracesData
		if unmarshalOTLP(data, enc, &traces) == nil {
			ps, rejected, _ := DecodeTraces(&traces, isJSON, now)
			for _, p := range ps {
				if _, ok := capture.TraceID(p.TraceID); !ok {
					t.Fatalf("bad trace id %q kept", p.TraceID)
				}
			}
			if rejected < 0 {
				t.Fatal("negative rejections")
			}
		}
		var logs logspb.LogsData
		if unmarshalOTLP(data, enc, &logs) == nil {
			DecodeLogs(&logs, isJSON, now)
		}
		_ = proto.Size(&traces)
	})
}

// FuzzEnvelopeKeepsValid: a valid event placed before and after an item
// of arbitrary bytes is stored. The bad item is either a header line and
// a payload line of any bytes but newlines, or a header of a fuzzed type
// with the right length and a payload of any bytes. The one loss the
// format allows is skipped: a header whose length ends at a newline of the
// valid item after it, which makes that item its payload.
func FuzzEnvelopeKeepsValid(f *testing.F) {
	f.Add([]byte(`{"type":"event","length":-5}`), []byte(`{"message":"x"}`), false)
	f.Add([]byte(`{"type":"event","length":3}`), []byte(`{"message":"longer than three"}`), false)
	f.Add([]byte(`{"type":"event","length":99999}`), []byte(`{}`), false)
	f.Add([]byte(`not json`), []byte(`{"x":1}`), false)
	f.Add([]byte(`{"type":"event","length":32}`), []byte(`{"message":"x"}`), false) // claims the valid header: skipped
	f.Add([]byte(`{"type":"span"}`), []byte(`{"version":2,"items":[{"status":"error","trace_id":"AB"}]}`), false)
	f.Add([]byte(`event`), []byte("{\"exception\":\n{\"values\":[1]}}"), true)
	f.Add([]byte(`log`), []byte(`{"items":[{"level":"error","body":{"a":1},"timestamp":"x"}]}`), true)
	const valid = `{"type":"event"}` + "\n" + `{"message":"kept %s","level":"error"}` + "\n"
	now := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	f.Fuzz(func(t *testing.T, header, payload []byte, framed bool) {
		var bad []byte
		if framed {
			typ, _ := json.Marshal(string(header))
			bad = fmt.Appendf(nil, `{"type":%s,"length":%d}`+"\n%s\n", typ, len(payload), payload)
		} else {
			header = bytes.ReplaceAll(header, []byte("\n"), nil)
			payload = bytes.ReplaceAll(payload, []byte("\n"), nil)
			if len(bytes.TrimSpace(header)) == 0 {
				header = []byte("x") // a blank line is no header but a gap between items
			}
			bad = fmt.Appendf(nil, "%s\n%s\n", header, payload)
			var ih itemHeader
			if rest := fmt.Appendf(nil, "%s\n"+valid, payload, "after"); unmarshal(header, &ih) == nil && ih.Length != nil {
				if l := *ih.Length; l > int64(len(payload)) && (l == int64(len(rest)) || l < int64(len(rest)) && rest[l] == '\n') {
					t.Skip("the length claims the valid item after it")
				}
			}
		}
		data := fmt.Appendf(nil, "{}\n"+valid+"%s"+valid, "before", bad, "after")
		env := DecodeEnvelope(data, now)
		var kept []string
		for _, p := range env.Problems {
			if strings.HasPrefix(p.Message, "kept ") {
				kept = append(kept, p.Message)
			}
		}
		if len(kept) != 2 || kept[0] != "kept before" || kept[1] != "kept after" {
			t.Fatalf("valid events kept: %q, rejected %q, from %q", kept, env.Rejected, data)
		}
	})
}

// FuzzOTLPKeepsValid: a valid failing span, and a valid error log record,
// placed beside an item of arbitrary bytes in the same list are stored and
// the export answered 200, in protobuf and in JSON. In JSON, bytes that are
// not JSON go in as a JSON string: an export that is not JSON at all has
// no items to keep. The one bad span skipped is one of the valid span's
// own trace, which may rightly change its problem.
func FuzzOTLPKeepsValid(f *testing.F) {
	f.Add([]byte(`{"spanId":"q"}`))
	f.Add([]byte(`{"traceId":"6b8efff798038103d269b633813fc60c","attributes":[{"key":"n","value":{"intValue":"x"}}]}`))
	f.Add([]byte(`{"severityNumber":"x","body":{"kvlistValue":{"values":[{"key":"a","value":{"doubleValue":"NaNx"}}]}}}`))
	f.Add([]byte(`{"traceId":"00","status":{"code":2},"events":[{"name":"exception","timeUnixNano":"-1"}]}`))
	f.Add([]byte(`null`))
	f.Add([]byte(`{"a":1,"a":2}`))
	f.Add([]byte("not json"))
	f.Fuzz(func(t *testing.T, bad []byte) {
		raw := bad // as a protobuf span or record, any bytes
		if !json.Valid(bad) {
			bad, _ = json.Marshal(string(bad))
		}
		var span tracepb.Span
		if protojsonOptions.Unmarshal(bad, &span) == nil && otlpID(span.GetTraceId(), true) == "5b8efff798038103d269b633813fc60c" {
			t.Skip("a span of the valid span's own trace")
		}
		var pspan tracepb.Span
		if proto.Unmarshal(raw, &pspan) == nil && bytes.Equal(pspan.GetTraceId(), bytes.Repeat([]byte{0x5b}, 16)) {
			t.Skip("a span of the valid span's own trace")
		}
		for _, c := range []struct {
			path, ctype string
			body        []byte
			want        string
		}{
			{"/v1/traces", "application/json", []byte(otlpJSONSpans(string(bad), otlpGoodSpan, string(bad))), "kept span"},
			{"/v1/logs", "application/json", []byte(otlpJSONLogs(string(bad), otlpGoodLog, string(bad))), "kept log"},
			{"/v1/traces", "application/x-protobuf", protoExport(raw, protoGoodSpan, raw), "kept span"},
			{"/v1/logs", "application/x-protobuf", protoExport(raw, protoGoodLog, raw), "kept log"},
		} {
			store := capture.NewStore(capture.Config{})
			w := post(t, newMux(store), "POST", c.path, map[string]string{"Content-Type": c.ctype}, c.body)
			if w.Code != 200 {
				t.Fatalf("%s %s answered %d %s to %q", c.ctype, c.path, w.Code, w.Body, c.body)
			}
			found := false
			store.Snapshot().Backend.All(func(p *capture.Backend) bool { found = found || p.Message == c.want; return true })
			if !found {
				t.Fatalf("%q not stored from %s %q (answer %q)", c.want, c.ctype, c.body, w.Body)
			}
		}
	})
}
