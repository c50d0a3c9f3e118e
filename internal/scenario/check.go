package scenario

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Arguments are the observe arguments of the scenario's query.
func (s *Scenario) Arguments() map[string]any {
	args := map[string]any{"what": s.Query.What}
	if s.Query.Limit != nil {
		args["limit"] = *s.Query.Limit
	}
	if s.Query.WindowSeconds != nil {
		args["window_seconds"] = *s.Query.WindowSeconds
	}
	for k, v := range s.Query.Args {
		args[k] = v
	}
	return args
}

// GetErrorsArguments are the arguments of the get_errors check.
func (s *Scenario) GetErrorsArguments() map[string]any {
	args := map[string]any{"what": "get_errors", "raw": true}
	for k, v := range s.Expect.GetErrors.Args {
		args[k] = v
	}
	return args
}

// CheckPost checks the daemon's answer to one batch.
func CheckPost(tb testing.TB, p Post, status int, body []byte) {
	tb.Helper()
	want := 200
	if p.Expect != nil && p.Expect.Status != 0 {
		want = p.Expect.Status
	}
	require.Equal(tb, want, status, "POST %s answered %s", p.Endpoint, body)
	if want != 200 {
		return
	}
	var got struct {
		Accepted int `json:"accepted"`
		Rejected []struct {
			Kind   string `json:"kind"`
			Index  int    `json:"index"`
			Reason string `json:"reason"`
		} `json:"rejected"`
	}
	require.NoError(tb, json.Unmarshal(body, &got), "%s", body)
	total := 0
	for _, n := range p.Events {
		total += n
	}
	var wantRej int
	if p.Expect != nil {
		wantRej = len(p.Expect.Rejected)
		for _, r := range p.Expect.Rejected {
			found := false
			for _, g := range got.Rejected {
				if g.Kind == r.Kind && g.Index == r.Index {
					found = true
					assert.NotEmpty(tb, g.Reason)
					assert.Contains(tb, strings.ToLower(g.Reason), strings.ToLower(r.ReasonContains))
				}
			}
			assert.True(tb, found, "rejection %s[%d] missing from %s", r.Kind, r.Index, body)
		}
	}
	assert.Len(tb, got.Rejected, wantRej, "unexpected rejections: %s", body)
	wantAcc := total - wantRej
	if p.Expect != nil && p.Expect.Accepted != nil {
		wantAcc = *p.Expect.Accepted
	}
	assert.Equal(tb, wantAcc, got.Accepted, "accepted")
}

// Reply decodes a tool result's payload: its structured content, or its
// first text block from the first '{'.
func Reply(tb testing.TB, structured any, text string) map[string]any {
	tb.Helper()
	var out map[string]any
	if structured != nil {
		b, err := json.Marshal(structured)
		require.NoError(tb, err)
		require.NoError(tb, json.Unmarshal(b, &out))
		return out
	}
	i := strings.IndexByte(text, '{')
	require.GreaterOrEqual(tb, i, 0, "reply has no JSON: %.200s", text)
	require.NoError(tb, json.Unmarshal([]byte(text[i:]), &out), "reply: %.300s", text)
	return out
}

// CheckBundles checks an error_bundles reply whose whole tool result
// encoded to resultBytes bytes.
func (s *Scenario) CheckBundles(tb testing.TB, r *Rendered, reply map[string]any, resultBytes int) {
	tb.Helper()
	e := s.Expect
	raw, ok := reply["bundles"].([]any)
	require.True(tb, ok, "bundles is not an array: %v", reply["bundles"])
	assert.EqualValues(tb, len(raw), reply["count"], "count")
	if e.MaxReplyBytes > 0 {
		assert.LessOrEqual(tb, resultBytes, e.MaxReplyBytes, "reply size")
	}
	tabs := r.tabs()
	var mine []map[string]any
	var prev time.Time
	for i, x := range raw {
		b := x.(map[string]any)
		for _, k := range []string{"network", "actions", "logs"} {
			_, isArr := b[k].([]any)
			assert.True(tb, isArr, "bundle %d: %s is %v, want an array", i, k, b[k])
		}
		wantWin := 3.0
		if s.Query.WindowSeconds != nil {
			wantWin = min(max(*s.Query.WindowSeconds, 1), 10)
		}
		if e.ContextWindowSeconds != nil {
			wantWin = *e.ContextWindowSeconds
		}
		assert.EqualValues(tb, wantWin, b["context_window_seconds"], "bundle %d window", i)
		errObj, _ := b["error"].(map[string]any)
		require.NotNil(tb, errObj, "bundle %d has no error", i)
		ts, err := time.Parse(time.RFC3339Nano, fmt.Sprint(errObj["timestamp"]))
		require.NoError(tb, err, "bundle %d timestamp", i)
		if i > 0 {
			assert.False(tb, ts.After(prev), "bundles must be newest first")
		}
		prev = ts
		if tabs == nil || tabs[fmt.Sprint(errObj["tab_id"])] {
			mine = append(mine, b)
		}
	}
	if e.BundleCount != nil {
		assert.Len(tb, mine, *e.BundleCount, "bundle count")
	}
	for _, absent := range e.AbsentErrors {
		for _, b := range mine {
			msg := fmt.Sprint(b["error"].(map[string]any)["message"])
			assert.NotContains(tb, msg, absent, "absent error present")
		}
	}
	for _, want := range e.Bundles {
		idx := -1
		for i, b := range mine {
			if strings.Contains(fmt.Sprint(b["error"].(map[string]any)["message"]), want.ErrorMessage) {
				idx = i
				break
			}
		}
		if !assert.GreaterOrEqual(tb, idx, 0, "%s: no bundle for %q", want.Label, want.ErrorMessage) {
			continue
		}
		b := mine[idx]
		if want.Index != nil {
			assert.Equal(tb, *want.Index, idx, "%s: position", want.Label)
		}
		if want.ErrorTMS != nil {
			ts, _ := time.Parse(time.RFC3339Nano, fmt.Sprint(b["error"].(map[string]any)["timestamp"]))
			d := ts.Sub(r.TimeOf(*want.ErrorTMS))
			assert.True(tb, d > -time.Second && d < time.Second, "%s: error timestamp off by %v", want.Label, d)
		}
		checkMatchers(tb, want.Label, b, want.MustInclude, true)
		checkMatchers(tb, want.Label, b, want.MustExclude, false)
		for _, k := range want.ExpectEmpty {
			assert.Empty(tb, b[k], "%s: %s must be empty", want.Label, k)
		}
	}
}

func checkMatchers(tb testing.TB, label string, b map[string]any, m Matchers, include bool) {
	tb.Helper()
	check := func(kind string, n int, match func(map[string]any, int) bool) {
		items, _ := b[kind].([]any)
		for i := 0; i < n; i++ {
			found := false
			for _, it := range items {
				if match(it.(map[string]any), i) {
					found = true
				}
			}
			if include {
				assert.True(tb, found, "%s: %s must include matcher %d; got %v", label, kind, i, items)
			} else {
				assert.False(tb, found, "%s: %s must exclude matcher %d", label, kind, i)
			}
		}
	}
	check("network", len(m.Network), func(it map[string]any, i int) bool {
		w := m.Network[i]
		url := fmt.Sprint(it["url"])
		noQuery, _, _ := strings.Cut(url, "?")
		if !strings.EqualFold(fmt.Sprint(it["method"]), w.Method) || !(strings.HasSuffix(url, w.URLSuffix) || strings.HasSuffix(noQuery, w.URLSuffix)) {
			return false
		}
		if w.Status != nil && fmt.Sprint(it["status"]) != fmt.Sprint(*w.Status) {
			return false
		}
		return w.ResponseBodyContains == "" || strings.Contains(fmt.Sprint(it["response_body"]), w.ResponseBodyContains)
	})
	check("actions", len(m.Actions), func(it map[string]any, i int) bool {
		w := m.Actions[i]
		return it["type"] == w.Type && (w.Selector == nil || it["selector"] == *w.Selector)
	})
	check("logs", len(m.Logs), func(it map[string]any, i int) bool {
		w := m.Logs[i]
		level := w.Level
		if level == "warning" {
			level = "warn"
		}
		return it["level"] == level && strings.Contains(fmt.Sprint(it["message"]), w.Message)
	})
}

// CheckGetErrors checks a raw get_errors reply.
func (s *Scenario) CheckGetErrors(tb testing.TB, reply map[string]any) {
	tb.Helper()
	var entries []any
	if e, ok := reply["errors"].([]any); ok {
		entries = e
	}
	for _, want := range s.Expect.GetErrors.Entries {
		var matched []map[string]any
		for _, x := range entries {
			e := x.(map[string]any)
			if strings.Contains(entryMessage(e), want.Message) {
				matched = append(matched, e)
			}
		}
		if assert.Len(tb, matched, 1, "get_errors entries containing %q", want.Message) {
			assert.EqualValues(tb, want.Count, entryCount(matched[0]), "count of %q", want.Message)
		}
	}
}

func entryMessage(e map[string]any) string {
	for _, k := range []string{"message", "msg", "text", "title", "source", "category", "location"} {
		if v, ok := e[k].(string); ok && v != "" {
			return v
		}
	}
	return ""
}

func entryCount(e map[string]any) float64 {
	for _, k := range []string{"count", "occurrences", "times"} {
		if v, ok := e[k].(float64); ok {
			return v
		}
	}
	return 1
}

// tabs is the set of (shifted) tab ids the scenario's events carry, or nil
// when none carry one.
func (r *Rendered) tabs() map[string]bool {
	set := map[string]bool{}
	for _, p := range r.Posts {
		var body map[string]json.RawMessage
		if json.Unmarshal(p.Body, &body) != nil {
			continue
		}
		for _, raw := range body {
			var items []map[string]any
			if json.Unmarshal(raw, &items) != nil {
				continue
			}
			for _, it := range items {
				if id, ok := it["tab_id"]; ok {
					set[fmt.Sprint(id)] = true
				}
			}
		}
	}
	if len(set) == 0 {
		return nil
	}
	return set
}

// OnlyTab is the one tab id all the scenario's events carry, if there is
// exactly one.
func (r *Rendered) OnlyTab() (any, bool) {
	tabs := r.tabs()
	if len(tabs) != 1 {
		return nil, false
	}
	for id := range tabs {
		return json.Number(id), true
	}
	return nil, false
}
