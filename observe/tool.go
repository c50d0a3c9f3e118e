package observe

import (
	"encoding/json"
	"fmt"
	"sync"

	"github.com/google/jsonschema-go/jsonschema"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Modes of the observe tool.
const (
	ModeErrorBundles  = "error_bundles"
	ModeErrors        = "errors"
	ModeLogs          = "logs"
	ModeNetworkBodies = "network_bodies"
	ModeActions       = "actions"
	ModeGetErrors     = "get_errors"
	ModeProcesses     = "processes"
)

// Modes lists every value of `what`, in the order the description gives.
var Modes = []string{ModeErrorBundles, ModeGetErrors, ModeErrors, ModeLogs, ModeNetworkBodies, ModeActions, ModeProcesses}

// ToolName is the one tool errbundle serves.
const ToolName = "observe"

const description = `See what just broke in the web app you are working on, and why, in one call. errbundle records the browser (uncaught exceptions, unhandled rejections, console, fetch/XHR with bodies, clicks, inputs, navigations) and dev-server output (compiler errors, panics, tracebacks).

Pick a view with "what":
- "error_bundles" (start here): the newest errors, each with the failed and relevant requests (status, reduced body), user actions, console logs and dev-server problems of the window_seconds before it. Example: {"what":"error_bundles"} or {"what":"error_bundles","limit":3,"window_seconds":5,"tab_id":7}.
- "get_errors": one deduplicated, severity-sorted list of everything broken now — browser errors, console errors and warnings, HTTP 4xx/5xx, transport failures, dev-server problems — since the latest page load or rebuild. Compact text; raw=true for JSON. Example: {"what":"get_errors","include_warnings":false}.
- "errors": every error held, one entry per occurrence, newest first: browser errors (and console warnings), problems read from dev-server or game output under "errbundle run" (a Godot game's errors with their GDScript backtrace), backend errors (Sentry, OpenTelemetry). Each says its "source" ("browser", "process:<id>", "backend:<service>"), "file" and "line" when known, with error_count and warning_count. Example: {"what":"errors","since":"5m","severity":"all","source":"process"}.
- "logs": console messages. Example: {"what":"logs","level":"warn","limit":20}.
- "network_bodies": requests with bodies. Example: {"what":"network_bodies","url":"/api/","status_min":400}.
- "actions": clicks, inputs, submits and navigations. Example: {"what":"actions","limit":10}.
- "processes": the dev servers wrapped by "errbundle run", running or exited, with their error and warning counts.

Check a fix without re-reading what you saw: every reply but processes carries "cursor" (in get_errors' text, a last line "cursor: …"). Pass it back as "after" to get only what arrived since, and add "wait_seconds" to wait for it: fix, reload or act, then {"what":"error_bundles","after":"<cursor>","wait_seconds":20} answers as soon as a new error lands, or empty (with a new cursor) if none does in 20 s. Arrival order: events that arrive late are not missed. When more arrived than "limit", a reply with "after" holds the first to arrive and says "more": true, and its cursor reads on from there: follow cursors until a reply is empty to see each entry once (a get_errors group may then show on two pages, each counting its own occurrences). Without "after", a view shows the newest entries held, and its cursor marks the moment of the reply.

Timestamps are RFC3339 UTC with milliseconds. A reply says so when a buffer evicted data inside the asked range.`

func num(v float64) *float64 { return &v }

func raw(v string) json.RawMessage { return json.RawMessage(v) }

// InputSchema is the observe tool's input schema, written out by hand so
// that it states every default and range.
func InputSchema() *jsonschema.Schema {
	modes := make([]any, len(Modes))
	for i, m := range Modes {
		modes[i] = m
	}
	return &jsonschema.Schema{
		Type: "object",
		Properties: map[string]*jsonschema.Schema{
			"what": {Type: "string", Enum: modes, Description: "Which view to return; see the tool description."},
			"limit": {Type: "integer", Minimum: num(1), Maximum: num(500),
				Description: "Most entries to return, 1–500. Default: 5 for error_bundles, 25 for get_errors, 20 for errors and network_bodies, 50 for logs and actions."},
			"window_seconds": {Type: "number", Default: raw("3"),
				Description: "error_bundles: seconds of context before each error. Default 3; values outside 1–10 are clamped to 1–10."},
			// A union is anyOf branches of one type each, not a list of
			// types: clients that map schemas onto a single-type dialect
			// (the OpenAPI subset of Gemini's function declarations) drop
			// or reject a property whose type is a list.
			"tab_id": {AnyOf: []*jsonschema.Schema{{Type: "integer"}, {Type: "string"}},
				Description: "Only this browser tab (the extension's tab id). Events with no tab id belong to every tab. Default: all tabs."},
			"since": {AnyOf: []*jsonschema.Schema{{Type: "string"}, {Type: "number"}},
				Description: `Only entries at or after this time: RFC3339 ("2026-02-06T10:30:00Z"), a Go duration back from now ("90s", "5m", "1h"), or Unix seconds. Default: everything held; for get_errors, since the latest page load of each tab and the latest restart or successful build of each process.`},
			"severity": {Type: "string", Enum: []any{"error", "warning", "all"}, Default: raw(`"error"`),
				Description: "errors: which severities, of every source: browser console warnings, dev-server and game warnings, backend warning logs. Default error."},
			"clear_after_read": {Type: "boolean", Default: raw("false"),
				Description: "errors: afterwards, the returned entries are not listed by errors again, for any caller: the mark is the daemon's, shared by every agent and project it serves (bundles and get_errors still see them). Default false."},
			"source": {Type: "string", Enum: []any{SourceAll, SourceBrowser, SourceProcess, SourceBackend}, Default: raw(`"all"`),
				Description: "errors: only this kind of source: browser (page errors and console warnings), process (dev-server and game output under errbundle run, and the Godot addon), backend (Sentry, OpenTelemetry). Default all."},
			"level": {Type: "string", Enum: []any{"error", "warn", "warning", "info", "debug", "log"},
				Description: "logs: only this level. Default: all levels."},
			"url":    {Type: "string", Description: "network_bodies: only URLs containing this substring."},
			"method": {Type: "string", Description: "network_bodies: only this HTTP method (case-insensitive)."},
			"status_min": {Type: "integer", Minimum: num(0), Maximum: num(999),
				Description: "network_bodies: lowest status to include, 0–999 (0 means no response). Default 0."},
			"status_max": {Type: "integer", Minimum: num(0), Maximum: num(999),
				Description: "network_bodies: highest status to include, 0–999. Default 999."},
			"process_id": {Type: "string", Description: "get_errors and errors: only this dev-server process (as named by errbundle run --name), and no browser or backend entries."},
			"include_warnings": {Type: "boolean", Default: raw("true"),
				Description: "get_errors: include warnings (console warnings, HTTP 4xx, compiler warnings). Default true."},
			"raw": {Type: "boolean", Default: raw("false"),
				Description: "get_errors: return JSON instead of compact text. Default false."},
			"scope": {Type: "string", Enum: []any{"project", ScopeAll}, Default: raw(`"project"`),
				Description: `Every view: "project" answers for your project only (its errbundle run processes and the pages they serve, known from your roots or working directory); "all" for every app on this machine. With no errbundle run process known, both are everything. Default project.`},
			"origin": {Type: "string",
				Description: `Every view: only pages whose URL starts with this origin or prefix ("http://localhost:5173"), and the dev server serving it.`},
			"after": {Type: "string",
				Description: `Only what arrived after this cursor: the "cursor" of an earlier reply, passed back as it was. A reply that limit cut says "more": true, and its cursor continues where it stopped. Default: everything held.`},
			"wait_seconds": {Type: "number", Minimum: num(0), Maximum: num(MaxWaitSeconds), Default: raw("0"),
				Description: "When nothing new matches, wait up to this many seconds (0–60) for something that does, and answer as soon as it lands; empty if nothing does. Use with after. Default 0: answer at once."},
		},
		Required:             []string{"what"},
		AdditionalProperties: &jsonschema.Schema{Not: &jsonschema.Schema{}},
	}
}

// compiledSchema is [InputSchema] marshalled and resolved once. The SDK
// re-reads a tool's input schema on every tools/call over streamable HTTP
// (to look for x-mcp-header annotations, from protocol 2026-07-28 on): as JSON it
// costs a copy and a scan, where a *jsonschema.Schema is marshalled by
// reflection each time. Arguments are validated against the resolved
// schema (see [decodeArgs]) instead of by the SDK's typed handler, which
// does the same work with a schema it resolves itself.
type compiledSchema struct {
	raw      json.RawMessage
	resolved *jsonschema.Resolved
}

var schema = sync.OnceValue(func() compiledSchema {
	s := InputSchema()
	raw, err := json.Marshal(s)
	if err != nil {
		panic(fmt.Sprintf("observe: marshal input schema: %v", err))
	}
	resolved, err := s.Resolve(&jsonschema.ResolveOptions{ValidateDefaults: true})
	if err != nil {
		panic(fmt.Sprintf("observe: resolve input schema: %v", err))
	}
	return compiledSchema{raw: raw, resolved: resolved}
})

// Tool is the observe tool's definition, shared by the daemon and the stdio
// proxy so that both list exactly the same tool.
func Tool() *mcp.Tool {
	return &mcp.Tool{
		Name:        ToolName,
		Title:       "Observe the web app: errors with their causes",
		Description: description,
		InputSchema: schema().raw,
		Annotations: &mcp.ToolAnnotations{
			Title:          "Observe the web app",
			ReadOnlyHint:   true,
			IdempotentHint: false,
			OpenWorldHint:  new(bool),
		},
	}
}
