// Package scenario loads errbundle's acceptance scenarios — recorded-style
// telemetry timelines with what each error's bundle must and must not
// contain — renders them into real v1 request bodies, and checks a reply
// against their expectations. The format is described in
// testdata/scenarios/README.md.
package scenario

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"time"
)

// Scenario is one scenario file.
type Scenario struct {
	Name        string  `json:"name"`
	Description string  `json:"description"`
	TSFormat    string  `json:"ts_format"`
	EndMS       *int64  `json:"end_ms"`
	Batches     []Batch `json:"batches"`
	Query       Query   `json:"query"`
	Expect      Expect  `json:"expect"`
}

// Batch is one POST of the timeline.
type Batch struct {
	Endpoint       string                     `json:"endpoint"`
	Note           string                     `json:"note"`
	TSFormat       string                     `json:"ts_format"`
	Body           map[string]json.RawMessage `json:"body"`
	ExpectResponse *ExpectResponse            `json:"expect_response"`
}

// ExpectResponse is what the daemon must answer to a batch.
type ExpectResponse struct {
	Status   int  `json:"status"`
	Accepted *int `json:"accepted"`
	Rejected []struct {
		Kind           string `json:"kind"`
		Index          int    `json:"index"`
		ReasonContains string `json:"reason_contains"`
	} `json:"rejected"`
}

// Query is the observe call to make.
type Query struct {
	What          string         `json:"what"`
	Limit         *int           `json:"limit"`
	WindowSeconds *float64       `json:"window_seconds"`
	Args          map[string]any `json:"args"`
}

// Expect is what the reply must show.
type Expect struct {
	BundleCount          *int             `json:"bundle_count"`
	MaxReplyBytes        int              `json:"max_reply_bytes"`
	ContextWindowSeconds *float64         `json:"context_window_seconds"`
	AbsentErrors         []string         `json:"absent_errors"`
	Bundles              []ExpectBundle   `json:"bundles"`
	GetErrors            *ExpectGetErrors `json:"get_errors"`
}

// ExpectBundle is what one error's bundle must contain.
type ExpectBundle struct {
	Label        string   `json:"label"`
	ErrorMessage string   `json:"error_message"`
	Index        *int     `json:"index"`
	ErrorTMS     *int64   `json:"error_t_ms"`
	MustInclude  Matchers `json:"must_include"`
	MustExclude  Matchers `json:"must_exclude"`
	ExpectEmpty  []string `json:"expect_empty"`
}

// Matchers select items of a bundle's arrays.
type Matchers struct {
	Network []NetworkMatch `json:"network"`
	Actions []ActionMatch  `json:"actions"`
	Logs    []LogMatch     `json:"logs"`
}

// NetworkMatch matches a request.
type NetworkMatch struct {
	Method               string `json:"method"`
	URLSuffix            string `json:"url_suffix"`
	Status               *int   `json:"status"`
	ResponseBodyContains string `json:"response_body_contains"`
}

// ActionMatch matches an action.
type ActionMatch struct {
	Type     string  `json:"type"`
	Selector *string `json:"selector"`
}

// LogMatch matches a log.
type LogMatch struct {
	Level   string `json:"level"`
	Message string `json:"message"`
}

// ExpectGetErrors is what get_errors must list.
type ExpectGetErrors struct {
	Args    map[string]any `json:"args"`
	Entries []struct {
		Message string `json:"message"`
		Count   int    `json:"count"`
	} `json:"entries"`
}

// Load reads every *.json scenario in dir, sorted by file name. Unknown
// fields are errors, so a typo cannot silently pass.
func Load(dir string) ([]*Scenario, error) {
	paths, err := filepath.Glob(filepath.Join(dir, "*.json"))
	if err != nil {
		return nil, err
	}
	sort.Strings(paths)
	var out []*Scenario
	for _, p := range paths {
		b, err := os.ReadFile(p)
		if err != nil {
			return nil, err
		}
		dec := json.NewDecoder(bytes.NewReader(b))
		dec.DisallowUnknownFields()
		var s Scenario
		if err := dec.Decode(&s); err != nil {
			return nil, fmt.Errorf("%s: %w", filepath.Base(p), err)
		}
		out = append(out, &s)
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("no scenarios in %s", dir)
	}
	return out, nil
}

// Rendered is a scenario placed in real time.
type Rendered struct {
	Start   time.Time // the real time of t_ms 0
	TabBase int64     // added to every integer tab id
	Posts   []Post
}

// Post is one rendered batch.
type Post struct {
	Endpoint string
	Body     []byte
	Events   map[string]int // events per top-level array, after repeat
	Expect   *ExpectResponse
}

// TimeOf is the real time of a scenario offset.
func (r *Rendered) TimeOf(tms int64) time.Time {
	return r.Start.Add(time.Duration(tms) * time.Millisecond)
}

// TabID shifts an authored integer tab id.
func (r *Rendered) TabID(id int64) int64 { return id + r.TabBase }

// Render places s so that it ends 1 s before now and turns each batch into
// a request body.
func (s *Scenario) Render(now time.Time, tabBase int64) (*Rendered, error) {
	end := int64(0)
	if s.EndMS != nil {
		end = *s.EndMS
	} else {
		for _, b := range s.Batches {
			for _, raw := range b.Body {
				var items []map[string]any
				if json.Unmarshal(raw, &items) != nil {
					continue
				}
				for _, it := range items {
					if t, ok := it["t_ms"].(float64); ok {
						tt := int64(t)
						if rep, ok := it["repeat"].(map[string]any); ok {
							tt += int64((rep["count"].(float64) - 1) * rep["every_ms"].(float64))
						}
						end = max(end, tt)
					}
				}
			}
		}
	}
	r := &Rendered{Start: now.Add(-time.Second - time.Duration(end)*time.Millisecond), TabBase: tabBase}
	for _, b := range s.Batches {
		format := first(b.TSFormat, s.TSFormat, "rfc3339")
		body := map[string]any{}
		counts := map[string]int{}
		for key, raw := range b.Body {
			var items []map[string]any
			if raw[0] == '[' && json.Unmarshal(raw, &items) == nil && len(items) > 0 {
				var out []any
				for _, it := range items {
					expanded, err := r.expand(it, format)
					if err != nil {
						return nil, fmt.Errorf("%s: %w", s.Name, err)
					}
					out = append(out, expanded...)
				}
				body[key] = out
				counts[key] = len(out)
				continue
			}
			body[key] = raw
		}
		enc, err := json.Marshal(body)
		if err != nil {
			return nil, err
		}
		r.Posts = append(r.Posts, Post{Endpoint: b.Endpoint, Body: enc, Events: counts, Expect: b.ExpectResponse})
	}
	return r, nil
}

func (r *Rendered) expand(tmpl map[string]any, batchFormat string) ([]any, error) {
	count, every := 1, int64(0)
	if rep, ok := tmpl["repeat"].(map[string]any); ok {
		count = int(rep["count"].(float64))
		every = int64(rep["every_ms"].(float64))
	}
	format := batchFormat
	if f, ok := tmpl["ts_format"].(string); ok {
		format = f
	}
	var out []any
	for i := 0; i < count; i++ {
		ev := map[string]any{}
		for k, v := range tmpl {
			switch k {
			case "repeat", "ts_format", "t_ms":
				continue
			case "tab_id":
				switch id := v.(type) {
				case float64:
					ev[k] = int64(id) + r.TabBase
				case string:
					ev[k] = id + "@" + strconv.FormatInt(r.TabBase, 10)
				default:
					ev[k] = v
				}
				continue
			}
			ev[k] = substitute(v, i)
		}
		if t, ok := tmpl["t_ms"].(float64); ok {
			at := r.TimeOf(int64(t) + int64(i)*every)
			ts, err := formatTime(at, format)
			if err != nil {
				return nil, err
			}
			ev["timestamp"] = ts
		}
		out = append(out, ev)
	}
	return out, nil
}

func formatTime(t time.Time, format string) (any, error) {
	switch format {
	case "rfc3339":
		return t.UTC().Format("2006-01-02T15:04:05.000Z07:00"), nil
	case "unix_ms":
		return t.UnixMilli(), nil
	case "unix_s":
		return json.Number(strconv.FormatFloat(float64(t.UnixMilli())/1000, 'f', 3, 64)), nil
	}
	return nil, fmt.Errorf("unknown ts_format %q", format)
}

// substitute replaces {{i}} in strings and expands $fill objects.
func substitute(v any, i int) any {
	switch t := v.(type) {
	case string:
		return strings.ReplaceAll(t, "{{i}}", strconv.Itoa(i))
	case map[string]any:
		if fill, ok := t["$fill"].(map[string]any); ok {
			return fillString(fill)
		}
		out := make(map[string]any, len(t))
		for k, vv := range t {
			out[k] = substitute(vv, i)
		}
		return out
	case []any:
		out := make([]any, len(t))
		for j, vv := range t {
			out[j] = substitute(vv, i)
		}
		return out
	}
	return v
}

func fillString(f map[string]any) string {
	n := int(f["bytes"].(float64))
	prefix, _ := f["prefix"].(string)
	rep, _ := f["repeat"].(string)
	suffix, _ := f["suffix"].(string)
	if rep == "" {
		rep = "x"
	}
	var b strings.Builder
	b.WriteString(prefix)
	for b.Len()+len(suffix) < n {
		b.WriteString(rep)
	}
	b.WriteString(suffix)
	return b.String()
}

func first(vs ...string) string {
	for _, v := range vs {
		if v != "" {
			return v
		}
	}
	return ""
}
