package main

import (
	"bytes"
	"compress/gzip"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// marker makes a valid log that travels beside the bad input: it must be
// stored whatever happens to its neighbours.
func marker(name string) string {
	return fmt.Sprintf(`{"timestamp":%d,"level":"info","message":"marker %s"}`, time.Now().UnixMilli(), name)
}

func gzipped(tb testing.TB, b []byte) []byte {
	tb.Helper()
	var buf bytes.Buffer
	zw := gzip.NewWriter(&buf)
	_, err := zw.Write(b)
	require.NoError(tb, err)
	require.NoError(tb, zw.Close())
	return buf.Bytes()
}

// TestBadInput sends hostile and malformed requests to the real daemon:
// each gets its documented status and a reason, never a 500, and the valid
// events sent beside bad ones are stored.
func TestBadInput(t *testing.T) {
	d := startDaemon(t)
	now := time.Now().UnixMilli()
	ts := fmt.Sprint(now)
	bomb := gzipped(t, append(append([]byte(`{"logs":[`), bytes.Repeat([]byte(" "), 20<<20)...), []byte(`]}`)...))
	type tc struct {
		name    string
		method  string
		path    string
		header  map[string]string
		body    []byte
		status  int
		reason  string // substring of the error or of the rejection reason
		markers int    // valid marker logs that must be accepted
		extra   int    // other valid events, accepted too
		rejects int    // rejections expected in a 200 reply
		backend int    // valid backend problems (Sentry, OTLP) that must be stored
	}
	// A valid Sentry event, OTLP span and OTLP log record, each a problem.
	sentryEvent := `{"type":"event"}` + "\n" + `{"exception":{"values":[{"type":"E","value":"marker sentry"}]}}` + "\n"
	otlpSpan := `{"traceId":"5b8efff798038103d269b633813fc60c","spanId":"eee19b7ec3c1b175","name":"marker span","status":{"code":2}}`
	otlpLog := `{"severityNumber":17,"body":{"stringValue":"marker log"}}`
	otlp := func(signal, items, list string) []byte {
		return []byte(fmt.Sprintf(`{"resource%s":[{"scope%s":[{%q:[%s]}]}]}`, signal, signal, items, list))
	}
	events := func(kind, bad, name string) []byte {
		return []byte(fmt.Sprintf(`{%q:[%s],"logs":[%s]}`, kind, bad, marker(name)))
	}
	cases := []tc{
		{name: "malformed JSON", body: []byte(`{"errors":[`), status: 400, reason: "malformed"},
		{name: "not JSON", body: []byte(`hello`), status: 400, reason: "malformed"},
		{name: "top level array", body: []byte(`[{"message":"x"}]`), status: 400, reason: "object"},
		{name: "empty body", body: nil, status: 400, reason: "empty"},
		{name: "trailing garbage", body: []byte(`{"logs":[]} x`), status: 400, reason: "malformed"},
		{name: "deeply nested", body: []byte(`{"x":` + strings.Repeat("[", 100000) + strings.Repeat("]", 100000) + `}`), status: 400, reason: "malformed"},
		{name: "missing message", body: events("errors", `{"timestamp":`+ts+`}`, "a"), status: 200, reason: "message: required", markers: 1, rejects: 1},
		{name: "message wrong type", body: events("errors", `{"timestamp":`+ts+`,"message":{"a":1}}`, "b"), status: 200, reason: "message", markers: 1, rejects: 1},
		{name: "line wrong type", body: events("errors", `{"timestamp":`+ts+`,"message":"m","line":"42"}`, "c"), status: 200, reason: "line", markers: 1, rejects: 1},
		{name: "unparseable timestamp", body: events("errors", `{"timestamp":"yesterday","message":"m"}`, "d"), status: 200, reason: `cannot parse "yesterday"`, markers: 1, rejects: 1},
		{name: "timestamp without zone", body: events("errors", `{"timestamp":"2026-02-06T10:30:05","message":"m"}`, "e"), status: 200, reason: "timestamp", markers: 1, rejects: 1},
		{name: "negative timestamp", body: events("errors", `{"timestamp":-1,"message":"m"}`, "f"), status: 200, reason: "negative", markers: 1, rejects: 1},
		{name: "timestamp in 1990", body: events("errors", `{"timestamp":"1990-01-01T00:00:00Z","message":"m"}`, "g"), status: 200, reason: "outside", markers: 1, rejects: 1},
		{name: "missing timestamp", body: events("errors", `{"message":"m"}`, "h"), status: 200, reason: "timestamp: missing", markers: 1, rejects: 1},
		{name: "log missing level", body: []byte(`{"logs":[{"timestamp":` + ts + `,"message":"m"},` + marker("i") + `]}`), status: 200, reason: "level: required", markers: 1, rejects: 1},
		{name: "log unknown level", body: []byte(`{"logs":[{"timestamp":` + ts + `,"level":"fatal","message":"m"},` + marker("j") + `]}`), status: 200, reason: "level", markers: 1, rejects: 1},
		{name: "request missing url", body: events("network", `{"timestamp":`+ts+`,"method":"GET"}`, "k"), status: 200, reason: "url: required", markers: 1, rejects: 1},
		{name: "request missing method", body: events("network", `{"timestamp":`+ts+`,"url":"/x"}`, "l"), status: 200, reason: "method: required", markers: 1, rejects: 1},
		{name: "status out of range", body: events("network", `{"timestamp":`+ts+`,"method":"GET","url":"/x","status":99999}`, "m"), status: 200, reason: "status", markers: 1, rejects: 1},
		{name: "status wrong type", body: events("network", `{"timestamp":`+ts+`,"method":"GET","url":"/x","status":"500"}`, "n"), status: 200, reason: "status", markers: 1, rejects: 1},
		{name: "action missing type", body: events("actions", `{"timestamp":`+ts+`}`, "o"), status: 200, reason: "type: required", markers: 1, rejects: 1},
		{name: "event not an object", body: events("actions", `"click"`, "p"), status: 200, reason: "object", markers: 1, rejects: 1},
		{name: "kind not an array", body: []byte(`{"errors":{"message":"m"},"logs":[` + marker("q") + `]}`), status: 200, reason: "array", markers: 1, rejects: 1},
		{name: "tab id wrong type", body: events("errors", `{"timestamp":`+ts+`,"message":"m","tab_id":[1]}`, "r"), status: 200, reason: "tab_id", markers: 1, rejects: 1},
		{name: "invalid UTF-8", body: []byte("{\"errors\":[{\"timestamp\":" + ts + ",\"message\":\"bad \xff\xfe\"}],\"logs\":[" + marker("s") + "]}"), status: 200, reason: "UTF-8", markers: 1, rejects: 1},
		{name: "oversized field is cut, not lost", body: events("errors", `{"timestamp":`+ts+`,"message":"`+strings.Repeat("m", 1<<20)+`"}`, "t"), status: 200, markers: 1, extra: 1},
		{name: "oversized body is cut, not lost", body: events("network", `{"timestamp":`+ts+`,"method":"GET","url":"/x","response_body":"`+strings.Repeat("b", 2<<20)+`"}`, "u"), status: 200, markers: 1, extra: 1},
		{name: "unknown keys ignored", body: []byte(`{"v2":{"x":1},"logs":[` + marker("v") + `]}`), status: 200, markers: 1},
		{name: "body over the cap", body: []byte(`{"logs":[` + strings.Repeat(" ", 9<<20) + `]}`), status: 413, reason: "larger than"},
		{name: "gzip bomb", header: map[string]string{"Content-Encoding": "gzip"}, body: bomb, status: 413, reason: "larger than"},
		{name: "gzip", header: map[string]string{"Content-Encoding": "gzip"}, body: gzipped(t, []byte(`{"logs":[`+marker("w")+`]}`)), status: 200, markers: 1},
		{name: "corrupt gzip", header: map[string]string{"Content-Encoding": "gzip"}, body: []byte("not gzip"), status: 400, reason: "gzip"},
		{name: "unknown encoding", header: map[string]string{"Content-Encoding": "br"}, body: []byte(`{}`), status: 415, reason: "encoding"},
		{name: "wrong content type", header: map[string]string{"Content-Type": "text/plain"}, body: []byte(`{}`), status: 415, reason: "application/json"},
		{name: "no content type", header: map[string]string{"Content-Type": ""}, body: []byte(`{}`), status: 415, reason: "application/json"},
		{name: "foreign origin", header: map[string]string{"Origin": "https://evil.example"}, body: []byte(`{"logs":[` + marker("x") + `]}`), status: 403, reason: "origin"},
		{name: "null origin", header: map[string]string{"Origin": "null"}, body: []byte(`{}`), status: 403, reason: "origin"},
		{name: "foreign host", header: map[string]string{"Host": "evil.example"}, body: []byte(`{}`), status: 403, reason: "host"},
		{name: "rebinding host on mcp", path: "/mcp", header: map[string]string{"Host": "attacker.test:7373"}, body: []byte(`{"jsonrpc":"2.0","id":1,"method":"tools/list"}`), status: 403, reason: "host"},
		{name: "foreign origin on mcp", path: "/mcp", header: map[string]string{"Origin": "https://evil.example"}, body: []byte(`{}`), status: 403, reason: "origin"},
		{name: "batch on mcp", path: "/mcp", header: map[string]string{"Accept": "application/json, text/event-stream", "Mcp-Protocol-Version": "2025-03-26"},
			body: []byte(`[{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"observe","arguments":{"what":"errors","limit":500}}},{"jsonrpc":"2.0","id":2,"method":"tools/list"}]`), status: 400, reason: "batches are not served"},
		{name: "local page origin", header: map[string]string{"Origin": "http://localhost:5173"}, body: []byte(`{"logs":[` + marker("y") + `]}`), status: 200, markers: 1},
		{name: "extension origin", header: map[string]string{"Origin": "chrome-extension://abcdefghijklmnop"}, body: []byte(`{"logs":[` + marker("z") + `]}`), status: 200, markers: 1},
		{name: "wrong method", method: http.MethodGet, status: 405, reason: "POST"},
		{name: "wrong method on health", method: http.MethodPut, path: "/v1/health", status: 405, reason: "GET"},
		{name: "unknown route", path: "/v2/events", body: []byte(`{}`), status: 404, reason: "no route"},
		{name: "process without id", path: "/v1/process", body: []byte(`{"events":[]}`), status: 400, reason: "process_id"},
		{name: "sentry negative length", path: "/api/1/envelope/", body: []byte("{}\n" + `{"type":"event","length":-5}` + "\n{}\n" + sentryEvent), status: 200, reason: "length -5", rejects: 1, backend: 1},
		{name: "sentry length shorter than its payload", path: "/api/1/envelope/", body: []byte("{}\n" + `{"type":"event","length":4}` + "\n" + `{"message":"longer"}` + "\n" + sentryEvent), status: 200, reason: "length 4", rejects: 1, backend: 1},
		{name: "sentry item header not JSON", path: "/api/1/envelope/", body: []byte("{}\nnot json\n{}\n" + sentryEvent), status: 200, reason: "header", rejects: 1, backend: 1},
		{name: "sentry empty envelope", path: "/api/1/envelope/", body: nil, status: 400, reason: "empty"},
		{name: "sentry nothing readable", path: "/api/1/envelope/", body: []byte("{}\n" + `{"type":"event"}` + "\n{nope\n"), status: 400, reason: "event"},
		{name: "sentry store counts its event", path: "/api/1/store/", body: []byte(`{"exception":{"values":[{"type":"E","value":"marker store"}]}}`), status: 200, backend: 1},
		{name: "otlp span id not hex", path: "/v1/traces", body: otlp("Spans", "spans", `{"traceId":"6b8efff798038103d269b633813fc60c","spanId":"q","status":{"code":2}},`+otlpSpan), status: 200, reason: "span 0", rejects: 1, backend: 1},
		{name: "otlp intValue not a number", path: "/v1/logs", body: otlp("Logs", "logRecords", `{"severityNumber":17,"attributes":[{"key":"n","value":{"intValue":"x"}}]},`+otlpLog), status: 200, reason: "log record 0", rejects: 1, backend: 1},
		{name: "otlp not the export's shape", path: "/v1/traces", body: []byte(`{"resourceSpans":3}`), status: 400, reason: "traces"},
		{name: "process bad event", path: "/v1/process", body: []byte(`{"process_id":"p","events":[{"type":"explode","timestamp":` + ts + `},{"type":"line","text":"ok","timestamp":` + ts + `}]}`), status: 200, reason: "type", rejects: 1},
	}
	require.GreaterOrEqual(t, len(cases), 30)
	client := &http.Client{Timeout: 30 * time.Second}
	wantMarkers, wantBackend := 0, 0
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			method, path := c.method, c.path
			if method == "" {
				method = http.MethodPost
			}
			if path == "" {
				path = "/v1/events"
			}
			req, err := http.NewRequest(method, d.URL(path), bytes.NewReader(c.body))
			require.NoError(t, err)
			req.Header.Set("Content-Type", "application/json")
			for k, v := range c.header {
				if k == "Host" {
					req.Host = v
					continue
				}
				req.Header.Set(k, v)
			}
			resp, err := client.Do(req)
			require.NoError(t, err)
			defer resp.Body.Close()
			body, _ := io.ReadAll(resp.Body)
			require.Equal(t, c.status, resp.StatusCode, "%s", body)
			assert.Equal(t, "application/json", resp.Header.Get("Content-Type"))
			var reply struct {
				Error          json.RawMessage   `json:"error"`
				Accepted       int               `json:"accepted"`
				Rejected       json.RawMessage   `json:"rejected"`
				PartialSuccess map[string]string `json:"partialSuccess"` // OTLP's
			}
			require.NoError(t, json.Unmarshal(body, &reply), "%s", body)
			if c.status != 200 {
				// {"error": "…"}, or on /mcp a JSON-RPC error object.
				var msg string
				if json.Unmarshal(reply.Error, &msg) != nil {
					var rpc struct{ Message string }
					require.NoError(t, json.Unmarshal(reply.Error, &rpc), "%s", body)
					msg = rpc.Message
				}
				assert.Contains(t, strings.ToLower(msg), strings.ToLower(c.reason))
				return
			}
			// Each route names its rejections its own way: API v1 as
			// objects, Sentry as strings, OTLP as a count and a message.
			var reasons []string
			switch {
			case strings.HasPrefix(path, "/api/"):
				if reply.Rejected != nil {
					require.NoError(t, json.Unmarshal(reply.Rejected, &reasons), "%s", body)
				}
				assert.Equal(t, c.backend, reply.Accepted, "%s", body)
			case path == "/v1/traces" || path == "/v1/logs":
				if n := reply.PartialSuccess["rejectedSpans"] + reply.PartialSuccess["rejectedLogRecords"]; n != "" && n != "0" {
					require.Equal(t, fmt.Sprint(c.rejects), n, "%s", body)
					reasons = make([]string, c.rejects)
					for i := range reasons {
						reasons[i] = reply.PartialSuccess["errorMessage"]
					}
				}
			default:
				var rejected []struct {
					Reason string `json:"reason"`
				}
				if reply.Rejected != nil {
					require.NoError(t, json.Unmarshal(reply.Rejected, &rejected), "%s", body)
				}
				for _, r := range rejected {
					reasons = append(reasons, r.Reason)
				}
			}
			require.Len(t, reasons, c.rejects, "%s", body)
			for _, r := range reasons {
				assert.Contains(t, r, c.reason)
			}
			if path == "/v1/events" {
				assert.Equal(t, c.markers+c.extra, reply.Accepted)
			}
			wantMarkers += c.markers
			wantBackend += c.backend
		})
	}
	// Every valid event sent beside bad input was stored, and the daemon is
	// still healthy after all of it.
	text, _ := observeCall(t, d.httpSession(t), map[string]any{"what": "logs", "limit": 500})
	assert.Equal(t, wantMarkers, strings.Count(text, `"marker `))
	assert.Equal(t, wantBackend, d.count(t, "backend"), "every valid Sentry event and OTLP span or record beside bad ones")
	assert.Equal(t, "ok", d.health(t)["status"])
	assert.NotContains(t, d.Log.String(), "panic")
}
