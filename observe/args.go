package observe

import (
	"encoding/json"
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/errbundle/errbundle/capture"
	"github.com/errbundle/errbundle/ingest"
)

// Args are the observe tool's arguments; [InputSchema] documents them.
type Args struct {
	What           string        `json:"what"`
	Limit          int           `json:"limit,omitempty"`
	WindowSeconds  float64       `json:"window_seconds,omitempty"`
	TabID          capture.TabID `json:"tab_id,omitempty"`
	Since          Since         `json:"since,omitempty"`
	Severity       string        `json:"severity,omitempty"`
	ClearAfterRead bool          `json:"clear_after_read,omitempty"`
	Level          string        `json:"level,omitempty"`
	URL            string        `json:"url,omitempty"`
	Method         string        `json:"method,omitempty"`
	StatusMin      *int          `json:"status_min,omitempty"`
	StatusMax      *int          `json:"status_max,omitempty"`
	ProcessID      string        `json:"process_id,omitempty"`
	// Source picks the errors view's kind of source: all, browser,
	// process or backend.
	Source          string `json:"source,omitempty"`
	IncludeWarnings *bool  `json:"include_warnings,omitempty"`
	Raw             bool   `json:"raw,omitempty"`
	// Scope and Origin choose the project; see scope.go.
	Scope  string `json:"scope,omitempty"`
	Origin string `json:"origin,omitempty"`
	// After is the cursor of an earlier reply: only what arrived after it.
	After string `json:"after,omitempty"`
	// WaitSeconds is how long to wait for something new when nothing new
	// matches, 0–[MaxWaitSeconds].
	WaitSeconds float64 `json:"wait_seconds,omitempty"`
}

// decodeArgs validates the arguments of a tools/call against the input
// schema, fills in the defaults it states, and decodes them, as the SDK's
// typed tool handler did: an error is for the agent to read, naming the
// argument that is wrong.
//
// The outcome depends on the bytes of the arguments alone, and an agent
// repeats the same few calls ({"what":"error_bundles"} above all), so it
// is remembered: validating against the schema costs tens of
// microseconds, a lookup well under one. Handlers read Args and never
// change it, so one value serves every call.
func decodeArgs(raw json.RawMessage) (Args, error) {
	d := decoded.get(raw, func() decodedArgs {
		a, err := decodeArgsUncached(raw)
		return decodedArgs{a, err}
	})
	return d.args, d.err
}

// decodedArgs is the outcome of decoding one set of arguments.
type decodedArgs struct {
	args Args
	err  error
}

var decoded memo[decodedArgs]

func decodeArgsUncached(raw json.RawMessage) (Args, error) {
	rs := schema().resolved
	m := make(map[string]any)
	if len(raw) > 0 {
		if err := json.Unmarshal(raw, &m); err != nil {
			return Args{}, fmt.Errorf("validating \"arguments\": unmarshaling arguments: %w", err)
		}
	}
	if err := checkUnions(m); err != nil {
		return Args{}, err
	}
	if err := rs.ApplyDefaults(&m); err != nil {
		return Args{}, fmt.Errorf("validating \"arguments\": applying schema defaults: %w", err)
	}
	if err := rs.Validate(&m); err != nil {
		return Args{}, fmt.Errorf("validating \"arguments\": %w", err)
	}
	// The arguments are a handful of small values: a round trip through
	// JSON is cheap, and leaves the decoding of each to its Go type.
	b, err := json.Marshal(m)
	if err != nil {
		return Args{}, err
	}
	var a Args
	if err := json.Unmarshal(b, &a); err != nil {
		return Args{}, err
	}
	return a, nil
}

// unions maps each property of the input schema that is anyOf branches of
// one type each to those types, in order.
var unions = sync.OnceValue(func() map[string][]string {
	u := make(map[string][]string)
	for name, p := range InputSchema().Properties {
		for _, b := range p.AnyOf {
			u[name] = append(u[name], b.Type)
		}
	}
	return u
})

// checkUnions rejects a value of a union property (see [InputSchema]) that
// has none of its types, in the words the validator uses for a list of
// types: the validator's own error for anyOf lists every branch it tried.
func checkUnions(m map[string]any) error {
	for name, types := range unions() {
		v, ok := m[name]
		if !ok {
			continue
		}
		got := jsonType(v)
		if slices.Contains(types, got) || got == "integer" && slices.Contains(types, "number") {
			continue
		}
		return fmt.Errorf(`validating "arguments": validating root: validating /properties/%s: type: %v has type %q, want one of %q`,
			name, v, got, strings.Join(types, ", "))
	}
	return nil
}

// jsonType names the JSON Schema type of v, a value decoded by
// encoding/json into an interface; a whole number is an integer.
func jsonType(v any) string {
	switch v := v.(type) {
	case nil:
		return "null"
	case bool:
		return "boolean"
	case string:
		return "string"
	case float64:
		if v == math.Trunc(v) && !math.IsInf(v, 0) {
			return "integer"
		}
		return "number"
	case []any:
		return "array"
	}
	return "object"
}

// Since is the since argument as given: resolved against the query's clock
// by [Since.Resolve].
type Since struct{ raw string }

// UnmarshalJSON accepts a string or a number.
func (s *Since) UnmarshalJSON(b []byte) error {
	if len(b) > 0 && b[0] == '"' {
		return json.Unmarshal(b, &s.raw)
	}
	s.raw = string(b)
	return nil
}

// MarshalJSON writes the argument back as given.
func (s Since) MarshalJSON() ([]byte, error) { return json.Marshal(s.raw) }

// Resolve turns since into a time: RFC3339, a Go duration back from now, or
// Unix seconds. The zero time means no bound.
func (s Since) Resolve(now time.Time) (time.Time, error) {
	v := strings.TrimSpace(s.raw)
	if v == "" || v == "null" {
		return time.Time{}, nil
	}
	if t, err := time.Parse(time.RFC3339Nano, v); err == nil {
		return t.UTC(), nil
	}
	if d, err := time.ParseDuration(v); err == nil {
		if d < 0 {
			return time.Time{}, fmt.Errorf("since: duration %q must be positive (it counts back from now)", v)
		}
		return now.Add(-d), nil
	}
	if f, err := strconv.ParseFloat(v, 64); err == nil && f >= 0 {
		return ingest.ParseTimestamp(json.RawMessage(v))
	}
	return time.Time{}, fmt.Errorf(`since: cannot parse %q: want RFC3339 ("2026-02-06T10:30:00Z"), a duration ("5m") or Unix seconds`, v)
}

func (a *Args) limit(def int) int {
	if a.Limit > 0 {
		return a.Limit
	}
	return def
}
