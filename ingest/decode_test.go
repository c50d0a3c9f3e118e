package ingest

import (
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/errbundle/errbundle/capture"
	"github.com/errbundle/errbundle/internal/clip"
)

const okLog = `{"timestamp": 1770373805123, "level": "info", "message": "ok"}`

func TestDecodeEventsRejectsOnlyTheBadEvent(t *testing.T) {
	tests := []struct {
		name       string
		body       string
		wantKind   string
		wantIndex  int
		wantReason string
	}{
		{"missing message", `{"errors":[{"timestamp":1770373805123}]}`, "errors", 0, "message: required"},
		{"message not a string", `{"errors":[{"timestamp":1770373805123,"message":42}]}`, "errors", 0, "message"},
		{"line not a number", `{"errors":[{"timestamp":1770373805123,"message":"m","line":"x"}]}`, "errors", 0, "line"},
		{"bad kind", `{"errors":[{"timestamp":1770373805123,"message":"m","kind":"fatal"}]}`, "errors", 0, "kind"},
		{"yesterday", `{"logs":[{"timestamp":"yesterday","level":"warn","message":"m"}]}`, "logs", 0, `cannot parse "yesterday"`},
		{"missing timestamp", `{"logs":[{"level":"warn","message":"m"}]}`, "logs", 0, "timestamp: missing"},
		{"unknown level", `{"logs":[{"timestamp":1770373805123,"level":"fatal","message":"m"}]}`, "logs", 0, "level"},
		{"missing url", `{"network":[{"timestamp":1770373805123,"method":"GET"}]}`, "network", 0, "url: required"},
		{"status out of range", `{"network":[{"timestamp":1770373805123,"method":"GET","url":"/","status":1000}]}`, "network", 0, "status"},
		{"negative duration", `{"network":[{"timestamp":1770373805123,"method":"GET","url":"/","duration_ms":-1}]}`, "network", 0, "duration_ms"},
		{"headers not strings", `{"network":[{"timestamp":1770373805123,"method":"GET","url":"/","request_headers":{"a":1}}]}`, "network", 0, "request_headers"},
		{"missing action type", `{"actions":[{"timestamp":1770373805123}]}`, "actions", 0, "type: required"},
		{"tab id object", `{"actions":[{"timestamp":1770373805123,"type":"click","tab_id":{}}]}`, "actions", 0, "tab_id"},
		{"not an object", `{"errors":["boom"]}`, "errors", 0, "want an event object"},
		{"member not an array", `{"errors":{"message":"m"}}`, "errors", -1, "want an array"},
		{"invalid UTF-8", "{\"logs\":[{\"timestamp\":1770373805123,\"level\":\"info\",\"message\":\"a\xffb\"}]}", "logs", 0, "UTF-8"},
		{"repeated member", `{"errors":[{"timestamp":1770373805123,"message":"m","message":"n"}]}`, "errors", 0, "message: duplicate"},
		{"repeated header", `{"network":[{"timestamp":1770373805123,"method":"GET","url":"/","response_headers":{"A":"1","\u0041":"2"}}]}`, "network", 0, `response_headers: duplicate name "A"`},
		{"header not a string", `{"network":[{"timestamp":1770373805123,"method":"GET","url":"/","request_headers":{"a/b":[]}}]}`, "network", 0, "request_headers/a~1b: want a string, got ["},
		{"lone surrogate", `{"errors":[{"timestamp":1770373805123,"message":"m\ud800"}]}`, "errors", 0, "invalid surrogate pair `\\ud800\"}` in string"},
		{"first problem wins", `{"errors":[{"line":"x","timestamp":"yesterday","message":"m","message":"m"}]}`, "errors", 0, "line: want a number, got string"},
		{"fraction for an integer", `{"errors":[{"timestamp":1770373805123,"message":"m","column":1.5}]}`, "errors", 0, "column: invalid syntax"},
		{"tab id not an integer", `{"actions":[{"timestamp":1770373805123,"type":"click","tab_id":1e3}]}`, "actions", 0, "tab_id: want an integer, got 1e3"},
		{"component stack not an array", `{"errors":[{"timestamp":1770373805123,"message":"m","component_stack":"at App"}]}`, "errors", 0, "component_stack: want an array, got string"},
		{"component not an object", `{"errors":[{"timestamp":1770373805123,"message":"m","component_stack":[{"name":"A"},"B"]}]}`, "errors", 0, "component_stack/1: want an object, got string"},
		{"component line not a number", `{"errors":[{"timestamp":1770373805123,"message":"m","component_stack":[{"name":"A","line":"7"}]}]}`, "errors", 0, "component_stack/0/line: want a number, got string"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			// The bad event travels with a good one, which must survive.
			body := strings.Replace(tt.body, "{", `{"logs_ok":0,`, 1)
			body = strings.TrimSuffix(body, "}") + `,"actions_ok":[],"logs":[` + okLog + `]}`
			if strings.Contains(tt.body, `"logs"`) {
				body = strings.Replace(tt.body, `[{`, `[`+okLog+`,{`, 1)
				tt.wantIndex++
			}
			b, rej, err := DecodeEvents([]byte(body))
			require.NoError(t, err, body)
			require.Len(t, rej, 1, body)
			assert.Equal(t, tt.wantKind, rej[0].Kind)
			assert.Equal(t, tt.wantIndex, rej[0].Index)
			assert.Contains(t, rej[0].Reason, tt.wantReason)
			require.Len(t, b.Logs, 1, "the valid event beside it is kept")
			assert.Equal(t, "ok", b.Logs[0].Message)
		})
	}
}

func TestDecodeEventsMalformed(t *testing.T) {
	for name, body := range map[string]string{
		"empty":          ``,
		"truncated":      `{"errors":[`,
		"array":          `[1,2]`,
		"trailing":       `{} {}`,
		"deeply nested":  `{"x":` + strings.Repeat("[", 20000) + strings.Repeat("]", 20000) + `}`,
		"duplicate name": `{"logs":[],"logs":[]}`,
		"not json":       `hello`,
	} {
		t.Run(name, func(t *testing.T) {
			_, _, err := DecodeEvents([]byte(body))
			require.Error(t, err)
			assert.ErrorIs(t, err, ErrMalformed)
		})
	}
}

func TestDecodeEventsCopiesStrings(t *testing.T) {
	body := []byte(`{"network":[{"timestamp":"2026-02-06T10:30:05Z","method":"GET","url":"/a","tab_id":"t",
		"request_headers":{"Accept":"*/*"},"response_body":"{\"x\":1}"}]}`)
	b, rej, err := DecodeEvents(body)
	require.NoError(t, err)
	require.Empty(t, rej)
	for i := range body {
		body[i] = 'X'
	}
	r := b.Requests[0]
	assert.Equal(t, "GET", r.Method)
	assert.Equal(t, "/a", r.URL)
	assert.Equal(t, capture.TabID("t"), r.TabID)
	assert.Equal(t, map[string]string{"Accept": "*/*"}, r.RequestHeaders)
	assert.Equal(t, `{"x":1}`, r.ResponseBody)
}

func TestDecodeEventsFields(t *testing.T) {
	b, rej, err := DecodeEvents([]byte(`{"future":{"x":1},"network":[{"timestamp":1770373805.5,"method":"GET","url":"http://localhost/api","status":500,"duration_ms":234.5,
		"response_body":"{\"error\":\"x\"}","tab_id":"t-1","request_headers":{"Accept":"*/*"}}],
		"errors":[{"timestamp":"2026-02-06T10:30:05.123Z","message":"` + strings.Repeat("m", 100_000) + `","tab_id":7}]}`))
	require.NoError(t, err)
	require.Empty(t, rej)
	require.Len(t, b.Requests, 1)
	r := b.Requests[0]
	assert.Equal(t, 500, r.Status)
	assert.Equal(t, int64(234), r.Duration.Milliseconds())
	assert.Equal(t, capture.TabID("t-1"), r.TabID)
	assert.Equal(t, int64(1770373805500), r.Time.UnixMilli())
	require.Len(t, b.Errors, 1)
	assert.Equal(t, capture.TabID("7"), b.Errors[0].TabID)
	assert.Len(t, b.Errors[0].Message, maxMessage, "an oversized field is cut to its cap, not rejected")
	assert.True(t, strings.HasSuffix(b.Errors[0].Message, clip.Ellipsis), "the cut is marked")
}

func TestDecodeProcess(t *testing.T) {
	id, evs, rej, err := DecodeProcess([]byte(`{"process_id":"dev","events":[
		{"type":"start","timestamp":1770373805123,"command":"npm run dev","cwd":"/home/me/app","pid":4242},
		{"type":"line","stream":"stderr","text":"panic: x","timestamp":1770373805124},
		{"type":"line","timestamp":1770373805125},
		{"type":"explode","timestamp":1770373805126},
		{"type":"exit","exit_code":2,"timestamp":1770373805127}]}`))
	require.NoError(t, err)
	assert.Equal(t, "dev", id)
	require.Len(t, evs, 3)
	assert.Equal(t, "/home/me/app", evs[0].Dir)
	assert.Equal(t, 4242, evs[0].PID)
	require.Len(t, rej, 2)
	assert.Equal(t, 2, rej[0].Index)
	assert.Contains(t, rej[0].Reason, "text")
	assert.Contains(t, rej[1].Reason, "type")
	_, _, _, err = DecodeProcess([]byte(`{"events":[]}`))
	assert.ErrorIs(t, err, ErrMalformed)
}

// FuzzDecodeEvents checks the decoder never panics and that everything it
// accepts is a complete, valid event.
func FuzzDecodeEvents(f *testing.F) {
	f.Add([]byte(`{"errors":[{"timestamp":1770373805123,"message":"m","tab_id":1}],"logs":[` + okLog + `]}`))
	f.Add([]byte(`{"network":[{"timestamp":"2026-02-06T10:30:05Z","method":"GET","url":"/","status":0,"error":"x"}]}`))
	f.Add([]byte(`{"actions":[{"timestamp":1770373805,"type":"click"}],"x":[1,{"y":null}]}`))
	f.Fuzz(func(t *testing.T, body []byte) {
		b, rej, err := DecodeEvents(body)
		if err != nil {
			return
		}
		for _, r := range rej {
			if r.Reason == "" {
				t.Fatalf("rejection without a reason: %+v", r)
			}
		}
		for _, e := range b.Errors {
			if e.Message == "" || e.Time.IsZero() {
				t.Fatalf("accepted an incomplete error %+v", e)
			}
		}
		for _, r := range b.Requests {
			if r.Method == "" || r.URL == "" {
				t.Fatalf("accepted an incomplete request %+v", r)
			}
		}
	})
}

// Two header names longer than the cap that share their head are both
// kept, each cut within the cap, and every value is capped.
func TestDecodeEventsLongHeaderNames(t *testing.T) {
	head := strings.Repeat("x", maxShort)
	body := `{"network":[{"timestamp":1770373805000,"method":"GET","url":"http://localhost/a","request_headers":{"` +
		head + `-one":"1","` + head + `-two":"2","Accept":"` + strings.Repeat("v", maxURL+10) + `"}}]}`
	b, rej, err := DecodeEvents([]byte(body))
	require.NoError(t, err)
	require.Empty(t, rej)
	require.Len(t, b.Requests, 1)
	h := b.Requests[0].RequestHeaders
	require.Len(t, h, 3)
	values := map[string]bool{}
	for k, v := range h {
		assert.LessOrEqual(t, len(k), maxShort)
		assert.LessOrEqual(t, len(v), maxURL)
		values[v] = true
	}
	assert.True(t, values["1"] && values["2"], "both long names kept: %v", h)
}

// TestDecodeComponentStack checks an error's React component stack: its
// entries in order, positions where given, entries without a name dropped,
// at most capture.MaxComponents kept.
func TestDecodeComponentStack(t *testing.T) {
	var entries []string
	for i := range capture.MaxComponents + 3 {
		entries = append(entries, `{"name":"C`+strconv.Itoa(i)+`"}`)
	}
	tests := []struct {
		name string
		json string
		want []capture.Component
	}{
		{"absent", ``, nil},
		{"null", `,"component_stack":null`, nil},
		{"names and positions", `,"component_stack":[{"name":"CartTotal"},{"name":"Cart","url":"http://localhost:5173/src/Shop.tsx","line":47,"column":29,"x":1},null,{"name":" "},{"name":"Shop"}]`,
			[]capture.Component{{Name: "CartTotal"}, {Name: "Cart", URL: "http://localhost:5173/src/Shop.tsx", Line: 47, Column: 29}, {Name: "Shop"}}},
		{"too many", `,"component_stack":[` + strings.Join(entries, ",") + `]`, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			b, rej, err := DecodeEvents([]byte(`{"errors":[{"timestamp":1770373805123,"message":"m"` + tt.json + `}]}`))
			require.NoError(t, err)
			require.Empty(t, rej)
			require.Len(t, b.Errors, 1)
			got := b.Errors[0].ComponentStack
			if tt.name == "too many" {
				require.Len(t, got, capture.MaxComponents)
				assert.Equal(t, "C0", got[0].Name)
				assert.Equal(t, "C9", got[9].Name)
				return
			}
			assert.Equal(t, tt.want, got)
		})
	}
}
