package ingest

import (
	"encoding/json"
	"errors"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestParseTimestamp(t *testing.T) {
	want := time.Date(2026, 2, 6, 10, 30, 5, 123e6, time.UTC)
	tests := []struct {
		name    string
		raw     string
		want    time.Time
		wantErr string
	}{
		{name: "rfc3339 milli Z", raw: `"2026-02-06T10:30:05.123Z"`, want: want},
		{name: "rfc3339 offset", raw: `"2026-02-06T11:30:05.123+01:00"`, want: want},
		{name: "rfc3339 nano", raw: `"2026-02-06T10:30:05.123000000Z"`, want: want},
		{name: "rfc3339 seconds", raw: `"2026-02-06T10:30:05Z"`, want: want.Truncate(time.Second)},
		{name: "unix ms", raw: `1770373805123`, want: want},
		{name: "unix ms with fraction", raw: `1770373805123.0`, want: want},
		{name: "unix seconds fraction", raw: `1770373805.123`, want: want},
		{name: "unix seconds whole", raw: `1770373805`, want: want.Truncate(time.Second)},
		{name: "exponent", raw: `1.770373805123e12`, want: want},
		{name: "empty string", raw: `""`, wantErr: "empty"},
		{name: "missing", raw: ``, wantErr: "missing"},
		{name: "null", raw: `null`, wantErr: "missing"},
		{name: "no zone", raw: `"2026-02-06T10:30:05"`, wantErr: "cannot parse"},
		{name: "yesterday", raw: `"yesterday"`, wantErr: `cannot parse "yesterday"`},
		{name: "negative", raw: `-5`, wantErr: "negative"},
		{name: "zero", raw: `0`, wantErr: "outside 2000–2100"},
		{name: "year 1999", raw: `"1999-12-31T23:59:59Z"`, wantErr: "outside"},
		{name: "year 2101", raw: `"2101-01-01T00:00:00Z"`, wantErr: "outside"},
		{name: "huge ms", raw: `1e300`, wantErr: "outside"},
		{name: "boolean", raw: `true`, wantErr: "cannot parse"},
		{name: "object", raw: `{}`, wantErr: "cannot parse"},
		{name: "NaN string", raw: `"NaN"`, wantErr: "cannot parse"},
		{name: "microseconds as seconds", raw: `1770373805123000`, wantErr: "outside"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := ParseTimestamp(json.RawMessage(tt.raw))
			if tt.wantErr != "" {
				require.Error(t, err)
				assert.True(t, errors.Is(err, ErrTimestamp))
				assert.Contains(t, err.Error(), tt.wantErr)
				assert.Contains(t, err.Error(), "timestamp")
				return
			}
			require.NoError(t, err)
			assert.Equal(t, tt.want, got)
			assert.Equal(t, time.UTC, got.Location())
		})
	}
}

// FuzzParseTimestamp checks the normaliser never panics and that whatever it
// accepts is a UTC time inside the accepted range.
func FuzzParseTimestamp(f *testing.F) {
	for _, seed := range []string{`"2026-02-06T10:30:05.123Z"`, `1770373805123`, `1770373805.123`, `"yesterday"`, `-1`, `1e400`, `"2026-02-06T10:30:05"`, `NaN`} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, raw string) {
		got, err := ParseTimestamp(json.RawMessage(raw))
		if err != nil {
			if !errors.Is(err, ErrTimestamp) {
				t.Fatalf("error %v does not wrap ErrTimestamp", err)
			}
			return
		}
		if got.Location() != time.UTC || got.Before(minTime) || !got.Before(maxTime) {
			t.Fatalf("accepted %q as %v", raw, got)
		}
	})
}
