package ingest

import (
	"encoding/json"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

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
