package capture

import (
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestAppFrame(t *testing.T) {
	tests := []struct {
		name   string
		frames []Frame
		want   string
	}{
		{"python marks Flask's frames in_app: the path decides", []Frame{
			{File: "/usr/lib/python3/dist-packages/flask/app.py", Line: 2525, InApp: true},
			{File: "/srv/shop/app.py", Line: 36, InApp: true},
			{File: "/srv/shop/app.py", Line: 30, InApp: true},
			{File: "/usr/lib/python3/dist-packages/werkzeug/x.py", Line: 9, InApp: true},
		}, "/srv/shop/app.py:30"},
		{"in_app beats a non-library path the SDK calls a library", []Frame{
			{File: "/srv/shop/server.js", Line: 18, Column: 3, InApp: true},
			{File: "/srv/shop/lib/vendored.js", Line: 5, InApp: false},
		}, "/srv/shop/server.js:18:3"},
		{"no in_app at all: the innermost non-library frame", []Frame{
			{File: "/srv/shop/server.js", Line: 18},
			{File: "/srv/shop/node_modules/express/lib/router.js", Line: 9},
			{File: "node:internal/process/task_queues", Line: 95},
		}, "/srv/shop/server.js:18"},
		{"only library frames", []Frame{{File: "/app/node_modules/x/y.js", Line: 1, InApp: true}}, ""},
		{"no frames", nil, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := ""
			if i := AppFrame(tt.frames); i >= 0 {
				got = tt.frames[i].Where()
			}
			assert.Equal(t, tt.want, got)
		})
	}
}

func TestParseStackText(t *testing.T) {
	js := "Error: card declined for cart slow-1\n" +
		"    at chargeCard (/srv/shop/server.js:24:9)\n" +
		"    at /srv/shop/server.js:19:3\n" +
		"    at Layer.handle (/srv/shop/node_modules/router/lib/layer.js:152:17)"
	fs := ParseStackText(js)
	require.Len(t, fs, 3)
	assert.Equal(t, Frame{Function: "chargeCard", File: "/srv/shop/server.js", Line: 24, Column: 9, InApp: true}, fs[2], "innermost last")
	assert.Equal(t, "/srv/shop/server.js:24:9", fs[AppFrame(fs)].Where())

	py := "Traceback (most recent call last):\n" +
		"  File \"/usr/lib/python3/dist-packages/flask/app.py\", line 1820, in full_dispatch_request\n" +
		"    rv = self.dispatch_request()\n" +
		"  File \"/srv/shop/app.py\", line 30, in charge_card\n" +
		"    raise ValueError(\"card declined\")\n" +
		"ValueError: card declined"
	fs = ParseStackText(py)
	require.Len(t, fs, 2)
	assert.Equal(t, Frame{Function: "charge_card", File: "/srv/shop/app.py", Line: 30, InApp: true}, fs[1])
	assert.Equal(t, "/srv/shop/app.py:30", fs[AppFrame(fs)].Where())

	goStack := "goroutine 7 [running]:\n" +
		"main.chargeCard(...)\n" +
		"\t/srv/shop/main.go:42 +0x1d\n" +
		"net/http.HandlerFunc.ServeHTTP(0x0?, {0x0?, 0x0?}, 0x0?)\n" +
		"\t/usr/local/go/src/net/http/server.go:2294 +0x29"
	fs = ParseStackText(goStack)
	require.Len(t, fs, 2)
	assert.Equal(t, "/srv/shop/main.go:42", fs[AppFrame(fs)].Where())

	// OpenTelemetry Go's RecordError(err, WithStackTrace(true)) in a
	// recovering middleware (testdata/backends/go-shop, recorded): the SDK
	// and the recovering code sit above the panic, the culprit below it.
	recovered := "goroutine 19 [running]:\n" +
		"go.opentelemetry.io/otel/sdk/trace.recordStackTrace(...)\n" +
		"\t/root/go/pkg/mod/go.opentelemetry.io/otel/sdk@v1.47.0/trace/span.go:527\n" +
		"go.opentelemetry.io/otel/sdk/trace.(*recordingSpan).RecordError(0x100e81ded4a0, {0xd563a0, 0x100e81ccf570}, {0x100e81ccf580, 0x1, 0x1})\n" +
		"\t/root/go/pkg/mod/go.opentelemetry.io/otel/sdk@v1.47.0/trace/span.go:509 +0x4de\n" +
		"main.main.func3(0x1436f90?, {0xd563a0, 0x100e81ccf570})\n" +
		"\t/work/main/testdata/backends/go-shop/main.go:72 +0x105\n" +
		"main.main.recoverer.func8.1()\n" +
		"\t/work/main/testdata/backends/go-shop/main.go:122 +0x106\n" +
		"panic({0xbb3a20?, 0x100e81ccf570?})\n" +
		"\t/usr/local/go/src/runtime/panic.go:860 +0x13a\n" +
		"main.chargeCard({{0x100e81cad560?, 0xb525a0?}})\n" +
		"\t/work/main/testdata/backends/go-shop/main.go:108 +0x67\n" +
		"main.checkout({0xd63490, 0x100e81d79780}, 0x100e81e80000)\n" +
		"\t/work/main/testdata/backends/go-shop/main.go:103 +0xf6\n" +
		"net/http.HandlerFunc.ServeHTTP(0x100e81d64300?, {0xd63490?, 0x100e81d79780?}, 0x100e81da35e8?)\n" +
		"\t/usr/local/go/src/net/http/server.go:2286 +0x29\n"
	fs = ParseStackText(recovered)
	require.Len(t, fs, 4, "the panic's own frame and those below it")
	assert.Equal(t, "/work/main/testdata/backends/go-shop/main.go:108", fs[AppFrame(fs)].Where())
	modCache := []Frame{{File: "/srv/shop/main.go", Line: 9, InApp: true},
		{File: "/root/go/pkg/mod/github.com/go-chi/chi/v5@v5.2.3/mux.go", Line: 90, InApp: true}}
	assert.Equal(t, 0, AppFrame(modCache), "Go's module cache is a library's")

	ruby := "/srv/shop/app.rb:12:in `charge'\n/usr/lib/ruby/3.1.0/x.rb:5:in `call'"
	fs = ParseStackText(ruby)
	require.Len(t, fs, 2)
	assert.Equal(t, "/srv/shop/app.rb:12", fs[AppFrame(fs)].Where())

	assert.Empty(t, ParseStackText("Error: card declined: 4 items\nat: 12"), "a message is no frame")
}

func TestAddBackend(t *testing.T) {
	s, _ := newTestStore(t, Config{})
	s.AddBackend([]*Backend{{
		Meta:    Meta{Time: t0.In(time.FixedZone("x", 3600))},
		Type:    "ValueError",
		Message: "login failed for password=hunter2 token sk_live_abcdef1234567890",
		Frames: []Frame{
			{Function: "wsgi_app", File: "/usr/lib/python3/dist-packages/flask/app.py", Line: 2525, InApp: true},
			{Function: "login", File: "/srv/shop/app.py", Line: 12, InApp: true},
		},
		TraceID: "4bf92f3577b34da6a3ce929d0e0e4736",
	}})
	got := collect(s.Snapshot().Backend)
	require.Len(t, got, 1)
	p := got[0]
	assert.Equal(t, "backend", p.Service, "a default service")
	assert.Equal(t, BackendEvent, p.Kind)
	assert.Equal(t, SeverityError, p.Severity)
	assert.Equal(t, "/srv/shop/app.py:12", p.Location)
	assert.Equal(t, "    at login (/srv/shop/app.py:12)\n    at wsgi_app (/usr/lib/python3/dist-packages/flask/app.py:2525)", p.Stack)
	assert.Nil(t, p.Frames, "frames are rendered, not kept")
	assert.NotContains(t, p.Message, "hunter2")
	assert.Equal(t, time.UTC, p.Time.Location())
	assert.NotZero(t, p.GroupHash())
	assert.Equal(t, 1, s.Stats().Buffers["backend"].Count)

	s.NoteDropped("sentry:client_report", 2)
	s.NoteDropped("sentry:client_report", 1)
	assert.Equal(t, map[string]uint64{"sentry:client_report": 3}, s.Stats().Dropped)
	for i := range maxDroppedKinds + 5 {
		s.NoteDropped("sentry:kind"+strings.Repeat("x", i), 1)
	}
	assert.Len(t, s.Stats().Dropped, maxDroppedKinds+1, "kinds beyond the bound are counted as other")
}

func TestBackendWithinBudget(t *testing.T) {
	s, _ := newTestStore(t, Config{MaxBytes: 64 << 10})
	for i := range 200 {
		s.AddBackend([]*Backend{{Meta: Meta{Time: t0.Add(time.Duration(i) * time.Millisecond)}, Type: "Error",
			Message: strings.Repeat("m", 2000)}})
	}
	st := s.Stats()
	assert.LessOrEqual(t, st.Bytes, int64(64<<10))
	assert.Positive(t, st.Buffers["backend"].Evicted)
}

func TestTraceIDs(t *testing.T) {
	const id = "4bf92f3577b34da6a3ce929d0e0e4736"
	tests := []struct {
		name, traceparent, sentryTrace, want string
	}{
		{"traceparent", "00-" + id + "-00f067aa0ba902b7-01", "", id},
		{"upper case", "00-4BF92F3577B34DA6A3CE929D0E0E4736-00f067aa0ba902b7-01", "", id},
		{"sentry-trace", "", id + "-00f067aa0ba902b7-1", id},
		{"sentry-trace without sampled", "", id + "-00f067aa0ba902b7", id},
		{"traceparent first", "00-" + id + "-00f067aa0ba902b7-01", "ffffffffffffffffffffffffffffffff-00f067aa0ba902b7-1", id},
		{"all-zero id", "00-00000000000000000000000000000000-00f067aa0ba902b7-01", "", ""},
		{"short id", "00-4bf92f-00f067aa0ba902b7-01", "", ""},
		{"not hex", "00-4bf92f3577b34da6a3ce929d0e0e473g-00f067aa0ba902b7-01", "", ""},
		{"bad traceparent, good sentry-trace", "garbage", id + "-00f067aa0ba902b7-1", id},
		{"none", "", "", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			h := map[string]string{}
			if tt.traceparent != "" {
				h["Traceparent"] = tt.traceparent
			}
			if tt.sentryTrace != "" {
				h["sentry-trace"] = tt.sentryTrace
			}
			assert.Equal(t, tt.want, HeadersTraceID(h))
		})
	}
}
