package ingest

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"strconv"
	"time"

	"github.com/errbundle/errbundle/internal/clip"
)

// ErrTimestamp is wrapped by every error [ParseTimestamp] returns.
var ErrTimestamp = errors.New("timestamp")

// Bounds of an acceptable timestamp: anything outside is a unit mix-up or
// garbage, not telemetry.
var (
	minTime = time.Date(2000, 1, 1, 0, 0, 0, 0, time.UTC)
	maxTime = time.Date(2101, 1, 1, 0, 0, 0, 0, time.UTC)
)

// epochMillisFloor separates the two numeric forms: numbers at or above it
// are Unix milliseconds (1e11 ms is 1973), below it Unix seconds (1e11 s is
// the year 5138, outside the accepted range anyway).
const epochMillisFloor = 1e11

// ParseTimestamp normalises a JSON timestamp to UTC. It accepts an RFC3339
// or RFC3339Nano string with a zone, or a number: Unix milliseconds when
// >= 1e11, otherwise Unix seconds with an optional fraction. Anything else —
// empty, no zone, NaN, negative, a year outside 2000–2100 — is an error
// wrapping [ErrTimestamp] that says what was wrong.
func ParseTimestamp(raw json.RawMessage) (time.Time, error) {
	raw = bytes.TrimSpace(raw)
	switch {
	case len(raw) == 0 || string(raw) == "null":
		return time.Time{}, errTimestampMissing
	case raw[0] == '"':
		var s string
		if err := json.Unmarshal(raw, &s); err != nil {
			return time.Time{}, fmt.Errorf("%w: cannot parse %.40s", ErrTimestamp, raw)
		}
		return timestampFromText(s, raw)
	default:
		return timestampFromNumber(raw)
	}
}

// errTimestampMissing is the error for an absent or null timestamp.
var errTimestampMissing = fmt.Errorf("%w: missing", ErrTimestamp)

// timestampFromText parses s, the contents of the JSON string raw, as an
// RFC3339 time. raw is only quoted in errors.
func timestampFromText(s string, raw []byte) (time.Time, error) {
	if s == "" {
		return time.Time{}, fmt.Errorf("%w: empty", ErrTimestamp)
	}
	t, err := time.Parse(time.RFC3339Nano, s)
	if err != nil {
		return time.Time{}, fmt.Errorf("%w: cannot parse %q (want RFC3339 with a zone, Unix ms or Unix seconds)", ErrTimestamp, clip.Head(s, 40))
	}
	return inRange(t, raw)
}

// timestampFromNumber parses raw, a JSON value other than a string or null,
// as Unix milliseconds or seconds; anything but a number fails to parse.
func timestampFromNumber(raw []byte) (time.Time, error) {
	if n, ok := smallInteger(raw); ok {
		return inRange(fromEpoch(float64(n)), raw)
	}
	f, err := strconv.ParseFloat(string(raw), 64)
	if err != nil || math.IsNaN(f) || math.IsInf(f, 0) {
		return time.Time{}, fmt.Errorf("%w: cannot parse %.40s", ErrTimestamp, raw)
	}
	if f < 0 {
		return time.Time{}, fmt.Errorf("%w: negative (%s)", ErrTimestamp, raw)
	}
	return inRange(fromEpoch(f), raw)
}

// inRange returns t in UTC if it lies in 2000–2100; raw, the JSON it was
// read from, is quoted in the error otherwise.
func inRange(t time.Time, raw []byte) (time.Time, error) {
	if t.Before(minTime) || !t.Before(maxTime) {
		return time.Time{}, fmt.Errorf("%w: %s is outside 2000–2100", ErrTimestamp, clip.Head(string(raw), 40))
	}
	return t.UTC(), nil
}

// fromEpoch reads f as Unix milliseconds or seconds (see epochMillisFloor),
// keeping millisecond precision without float rounding where possible.
func fromEpoch(f float64) time.Time {
	if f >= epochMillisFloor {
		if f > float64(maxTime.UnixMilli()) {
			return maxTime
		}
		ms := math.Floor(f)
		return time.UnixMilli(int64(ms)).Add(time.Duration((f - ms) * float64(time.Millisecond)))
	}
	sec := math.Floor(f)
	// Round the fraction to the microsecond: 1770373805.123 is .123 s, not
	// .12299990654 s.
	frac := math.Round((f-sec)*1e6) * 1e3
	return time.Unix(int64(sec), int64(frac))
}
