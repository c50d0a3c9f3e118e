package main

import (
	"encoding/json"
	"net/http"
	"strconv"
	"strings"

	"github.com/errbundle/errbundle/capture"
)

// Gasoline (github.com/brennhill/gasoline-mcp-ai-devtools) is the daemon
// errbundle's design grew from; -target gasoline drives its 5.8.0 with the
// same batches, as its extension posts them: errors and console logs as
// log entries to /logs, bodies to /network-bodies, actions to
// /enhanced-actions, each with the X-Gasoline-Client header its
// extension-only routes want (see gasolineHeader). Build it from its
// repository at 3f96d3f2:
//
//	go build -ldflags "-X main.version=5.8.0" ./cmd/dev-console
//	./dev-console --port 7391 &
//	errbundle-load -target gasoline -addr 127.0.0.1:7391 -pid $!

// gasolineParts encodes b in Gasoline's three posts; a kind of event b
// has none of is not posted.
func gasolineParts(b capture.Batch) []part {
	var logs []map[string]any
	for _, e := range b.Errors {
		logs = append(logs, map[string]any{
			"level": "error", "type": "exception", "message": e.Message, "stack": e.Stack,
			"source": e.URL + ":" + strconv.Itoa(e.Line), "filename": e.URL, "lineno": e.Line, "colno": e.Column,
			"url": e.PageURL, "ts": e.Time.Format("2006-01-02T15:04:05.000Z07:00"), "tab_id": tabNumber(e.TabID),
		})
	}
	for _, l := range b.Logs {
		logs = append(logs, map[string]any{
			"level": gasolineLevel(l.Level), "type": "console", "message": l.Message, "args": []string{l.Message},
			"url": l.PageURL, "ts": l.Time.Format("2006-01-02T15:04:05.000Z07:00"), "tab_id": tabNumber(l.TabID),
		})
	}
	var bodies []map[string]any
	for _, r := range b.Requests {
		bodies = append(bodies, map[string]any{
			"ts": r.Time.Format("2006-01-02T15:04:05.000Z07:00"), "method": r.Method, "url": r.URL, "status": r.Status,
			"request_body": r.RequestBody, "response_body": r.ResponseBody, "content_type": r.ContentType,
			"duration": r.Duration.Milliseconds(), "response_headers": r.ResponseHeaders, "tab_id": tabNumber(r.TabID),
		})
	}
	var actions []map[string]any
	for _, a := range b.Actions {
		actions = append(actions, map[string]any{
			"type": a.Type, "timestamp": a.Time.UnixMilli(), "url": a.PageURL,
			"selectors": map[string]any{"css": a.Selector, "text": a.Text}, "value": a.Value, "tab_id": tabNumber(a.TabID),
		})
	}
	var out []part
	add := func(path, key string, v any, n int) {
		if n > 0 {
			body, _ := json.Marshal(map[string]any{key: v})
			out = append(out, part{path, body})
		}
	}
	add("/logs", "entries", logs, len(logs))
	add("/network-bodies", "bodies", bodies, len(bodies))
	add("/enhanced-actions", "actions", actions, len(actions))
	return out
}

// gasolineHeader is what Gasoline's extension-only routes check for.
const gasolineHeader = "gasoline-extension/5.8.0"

func gasolineLevel(l string) string {
	switch l {
	case "error", "warn", "info", "debug":
		return l
	case "warning":
		return "warn"
	}
	return "log"
}

// tabNumber is Chrome's numeric tab id, as Gasoline's wire wants it.
func tabNumber(t capture.TabID) int {
	n, _ := strconv.Atoi(strings.TrimPrefix(string(t), "tab-"))
	return n
}

// asGasolineExtension adds the header Gasoline's extension sends to every
// request, as its extension-only routes require.
type asGasolineExtension struct{ next http.RoundTripper }

func (a asGasolineExtension) RoundTrip(req *http.Request) (*http.Response, error) {
	req = req.Clone(req.Context())
	req.Header.Set("X-Gasoline-Client", gasolineHeader)
	return a.next.RoundTrip(req)
}
