package capture

import (
	"cmp"
	"math/rand/v2"
	"slices"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
)

// sortByTime against the standard library's stable sort, on batches in
// random order with many events of one time (a page's clock has
// milliseconds), and on spans too long for its keys.
func TestSortByTime(t *testing.T) {
	base := time.Date(2026, 12, 2, 20, 0, 0, 0, time.UTC)
	rng := rand.New(rand.NewPCG(1, 2))
	tests := []struct {
		name   string
		n      int
		spread time.Duration
	}{
		{"two", 2, time.Millisecond},
		{"a batch of 50 over 500 ms", 50, 500 * time.Millisecond},
		{"many of one millisecond", 50, 3 * time.Millisecond},
		{"more than the stack's keys", 300, time.Second},
		{"a span the keys cannot hold", 50, 100 * 365 * 24 * time.Hour},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			for round := 0; round < 50; round++ {
				var logs []*Log
				for i := range tt.n {
					at := base.Add(time.Duration(rng.Int64N(int64(tt.spread))).Truncate(time.Millisecond))
					logs = append(logs, &Log{Meta: Meta{Time: at}, Message: string(rune('a' + i%26))})
				}
				want := slices.Clone(logs)
				slices.SortStableFunc(want, func(a, b *Log) int { return cmp.Compare(a.Time.UnixNano(), b.Time.UnixNano()) })
				sortByTime(logs, func(l *Log) *Meta { return &l.Meta })
				for i := range want {
					if !assert.Same(t, want[i], logs[i], "index %d of round %d", i, round) {
						return
					}
				}
			}
		})
	}
}
