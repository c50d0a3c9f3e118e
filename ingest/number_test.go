package ingest

import (
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"
)

// smallInteger against strconv, which reads every literal it declines.
func TestSmallInteger(t *testing.T) {
	lits := []string{"0", "7", "200", "1770373805123", "999999999999999", "1000000000000000", "9007199254740993",
		"-1", "1.5", "1e3", "1E3", "12a", "", " 12", "12 ", "0123", "18446744073709551616"}
	for _, lit := range lits {
		t.Run(lit, func(t *testing.T) {
			n, ok := smallInteger([]byte(lit))
			short := len(lit) > 0 && len(lit) <= maxSmallDigits
			for _, c := range lit {
				short = short && '0' <= c && c <= '9'
			}
			assert.Equal(t, short, ok, "read it")
			if !ok {
				return
			}
			want, err := strconv.ParseUint(lit, 10, 64)
			assert.NoError(t, err)
			assert.Equal(t, want, n)
			f, err := strconv.ParseFloat(lit, 64)
			assert.NoError(t, err)
			assert.Equal(t, f, float64(n), "as a float64")
		})
	}
}

// The numbers an event holds read the same whether smallInteger reads
// them or strconv does: a timestamp in milliseconds and in seconds, a
// tab id, a line, a duration.
func TestSmallIntegersInEvents(t *testing.T) {
	ts, err := ParseTimestamp([]byte("1770373805123"))
	assert.NoError(t, err)
	assert.Equal(t, int64(1770373805123), ts.UnixMilli())
	ts, err = ParseTimestamp([]byte("1770373805"))
	assert.NoError(t, err)
	assert.Equal(t, int64(1770373805), ts.Unix())
	_, err = ParseTimestamp([]byte("17703738"))
	assert.ErrorContains(t, err, "outside 2000–2100")

	b, rej, err := DecodeEvents([]byte(`{"errors":[{"timestamp":1770373805123,"message":"m","line":12,"column":0,"tab_id":42}],` +
		`"network":[{"timestamp":1770373805124,"method":"GET","url":"/","status":200,"duration_ms":35}]}`))
	assert.NoError(t, err)
	assert.Empty(t, rej)
	e := b.Errors[0]
	assert.Equal(t, []any{12, 0, "42", int64(1770373805123)}, []any{e.Line, e.Column, string(e.TabID), e.Time.UnixMilli()})
	r := b.Requests[0]
	assert.Equal(t, []any{200, "35ms"}, []any{r.Status, r.Duration.String()})
}
