package observe

import (
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/errbundle/errbundle/capture"
	"github.com/errbundle/errbundle/ingest"
)

// Args are the observe tool's arguments; [InputSchema] documents them.
type Args struct {
	What            string        `json:"what"`
	Limit           int           `json:"limit,omitempty"`
	WindowSeconds   float64       `json:"window_seconds,omitempty"`
	TabID           capture.TabID `json:"tab_id,omitempty"`
	Since           Since         `json:"since,omitempty"`
	Severity        string        `json:"severity,omitempty"`
	ClearAfterRead  bool          `json:"clear_after_read,omitempty"`
	Level           string        `json:"level,omitempty"`
	URL             string        `json:"url,omitempty"`
	Method          string        `json:"method,omitempty"`
	StatusMin       *int          `json:"status_min,omitempty"`
	StatusMax       *int          `json:"status_max,omitempty"`
	ProcessID       string        `json:"process_id,omitempty"`
	IncludeWarnings *bool         `json:"include_warnings,omitempty"`
	Raw             bool          `json:"raw,omitempty"`
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
