package ingest

import (
	"math/rand/v2"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestParseUTC checks the fast path for browser timestamps against
// time.Parse: what parseUTC reads, time.Parse reads as the same time;
// what it declines, time.Parse decides as before.
func TestParseUTC(t *testing.T) {
	tests := []struct {
		in   string
		fast bool // parseUTC reads it
	}{
		{"2026-02-06T10:30:00.123Z", true},
		{"2026-02-06T10:30:00Z", true},
		{"2026-02-06T10:30:00.1Z", true},
		{"2026-02-06T10:30:00.123456789Z", true},
		{"2024-02-29T23:59:59.999Z", true},
		{"2000-01-01T00:00:00Z", true},
		{"2026-02-06T10:30:00.1234567891Z", false}, // ten digits: time.Parse truncates
		{"2026-02-06T10:30:00,123Z", false},        // a comma: time.Parse allows it
		{"2026-02-06T10:30:00.Z", false},
		{"2026-02-06T10:30:00.123+01:00", false},
		{"2026-02-06T10:30:00.123z", false},
		{"2026-02-06t10:30:00.123Z", false},
		{"2026-02-06 10:30:00.123Z", false},
		{"2025-02-29T10:30:00Z", false},
		{"2026-04-31T10:30:00Z", false},
		{"2026-13-01T10:30:00Z", false},
		{"2026-00-01T10:30:00Z", false},
		{"2026-01-00T10:30:00Z", false},
		{"2026-01-01T24:00:00Z", false},
		{"2026-01-01T23:60:00Z", false},
		{"2026-01-01T23:59:60Z", false},
		{"2026-1-01T23:59:59Z", false},
		{"+026-01-01T23:59:59Z", false},
		{"2026-01-01T23:59:5xZ", false},
		{"Z", false},
		{"", false},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			got, ok := parseUTC([]byte(tt.in))
			assert.Equal(t, tt.fast, ok)
			if ok {
				want, err := time.Parse(time.RFC3339Nano, tt.in)
				require.NoError(t, err)
				assert.True(t, got == want, "parseUTC %v, time.Parse %v", got, want)
			}
		})
	}
}

// TestParseUTCAgreesWithTimeParse mutates browser timestamps a byte at a
// time and checks every one parseUTC reads against time.Parse.
func TestParseUTCAgreesWithTimeParse(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	alphabet := []byte("0123456789-:.TZz+, 9")
	read := 0
	for range 200_000 {
		ts := time.Date(1990+rng.IntN(120), time.Month(1+rng.IntN(12)), 1+rng.IntN(31), rng.IntN(24), rng.IntN(60), rng.IntN(60), rng.IntN(1e9), time.UTC)
		b := []byte(ts.Format("2006-01-02T15:04:05.000000000Z"))
		b = b[:20+rng.IntN(10)]
		if b[len(b)-1] == '.' {
			b = b[:len(b)-1]
		}
		b = append(b, 'Z')
		for range rng.IntN(3) {
			b[rng.IntN(len(b))] = alphabet[rng.IntN(len(alphabet))]
		}
		got, ok := parseUTC(b)
		if !ok {
			continue
		}
		read++
		want, err := time.Parse(time.RFC3339Nano, string(b))
		require.NoError(t, err, "%s", b)
		require.True(t, got == want, "%s: parseUTC %v, time.Parse %v", b, got, want)
	}
	assert.Greater(t, read, 10_000, "the fast path should read most unmutated timestamps")
}
