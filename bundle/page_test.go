package bundle

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestPageEnd(t *testing.T) {
	// steps[i] is how many entries arrived up to sequence i.
	tests := []struct {
		name   string
		after  uint64
		steps  []int
		limit  int
		want   uint64
		wantOK bool
	}{
		{"fits", 0, []int{0, 1, 2, 3}, 3, 0, false},
		{"stops before the fourth", 0, []int{0, 1, 1, 2, 3, 3, 4, 5}, 3, 5, true},
		{"from a cursor", 2, []int{0, 1, 1, 1, 2, 2, 3, 4}, 2, 6, true},
		{"other arrivals between", 0, []int{0, 0, 0, 1, 1, 1, 2, 2}, 1, 5, true},
		// A count that does not grow with its bound: no sequence past
		// the cursor fits.
		{"no progress", 0, []int{0, 3, 3, 3}, 2, 0, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			count := func(upto uint64) int { return tt.steps[upto] - tt.steps[tt.after] }
			got, ok := pageEnd(tt.after, uint64(len(tt.steps)-1), tt.limit, count)
			assert.Equal(t, tt.wantOK, ok)
			assert.Equal(t, tt.want, got)
		})
	}
}
