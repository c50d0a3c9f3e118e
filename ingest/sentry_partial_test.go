package ingest

import (
	"encoding/json"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/errbundle/errbundle/capture"
)

// TestSentryPartialSuccess: an envelope whose bad item sits beside a good
// one is answered 2xx naming the bad item, and the good one is stored;
// nothing good in it is a 4xx.
func TestSentryPartialSuccess(t *testing.T) {
	event := `{"exception":{"values":[{"type":"E","value":"boom"}]},"contexts":{"trace":{"trace_id":"4bf92f3577b34da6a3ce929d0e0e4736"}}}`
	good := "{\"type\":\"event\"}\n" + event + "\n"
	tests := []struct {
		name     string
		path     string
		body     string
		status   int
		accepted int
		stored   int
		reason   string
	}{
		{"negative length", "/api/1/envelope/", "{}\n{\"type\":\"event\",\"length\":-5}\n" + event + "\n" + good, 200, 1, 1, "length -5"},
		{"length shorter than its payload", "/api/1/envelope/", "{}\n{\"type\":\"event\",\"length\":10}\n" + event + "\n" + good, 200, 1, 1, "length 10"},
		{"length past the end", "/api/1/envelope/", "{}\n" + good + "{\"type\":\"event\",\"length\":9999}\n" + event, 200, 1, 1, "length 9999"},
		{"unreadable item header", "/api/1/envelope/", "{}\nnot json\n{\"x\":1}\n" + good, 200, 1, 1, "item 0 header"},
		{"unreadable envelope header", "/api/1/envelope/", "[1]\n" + good, 200, 1, 1, "envelope header"},
		{"bad payload", "/api/1/envelope/", "{}\n{\"type\":\"event\"}\n{bad\n" + good, 200, 1, 1, "item 0 (event)"},
		{"nothing good", "/api/1/envelope/", "{}\n{\"type\":\"event\",\"length\":-5}\n" + event, 400, 0, 0, "length -5"},
		{"empty body", "/api/1/envelope/", "", 400, 0, 0, "empty"},
		{"blank body", "/api/1/envelope/", "\n\n", 400, 0, 0, "empty"},
		{"store counts its event", "/api/1/store/", event, 200, 1, 1, ""},
		{"more bad items than reasons listed", "/api/1/envelope/", "{}\n" + strings.Repeat("{\"type\":\"event\"}\n{bad\n", 14) + good, 200, 1, 1, "and 4 more"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			store := capture.NewStore(capture.Config{Now: func() time.Time { return recordedAt }})
			w := post(t, newMux(store), "POST", tt.path, nil, []byte(tt.body))
			require.Equal(t, tt.status, w.Code, w.Body.String())
			var reply sentryReply
			require.NoError(t, json.Unmarshal(w.Body.Bytes(), &reply), w.Body.String())
			assert.Equal(t, tt.accepted, reply.Accepted)
			assert.Equal(t, tt.stored, store.Snapshot().Backend.Len())
			if tt.reason == "" {
				assert.Empty(t, reply.Rejected)
				return
			}
			if tt.status == 200 {
				require.NotEmpty(t, reply.Rejected, w.Body.String())
				assert.Contains(t, reply.Rejected[len(reply.Rejected)-1], tt.reason)
			} else {
				assert.Contains(t, reply.Error, tt.reason)
			}
		})
	}
}
