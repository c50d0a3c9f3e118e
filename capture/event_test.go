package capture

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestTabIDMatches(t *testing.T) {
	tests := []struct {
		event, query TabID
		want         bool
	}{
		{"7", "", true},
		{"", "", true},
		{"", "7", true},
		{"7", "7", true},
		{"8", "7", false},
	}
	for _, tt := range tests {
		assert.Equal(t, tt.want, tt.event.Matches(tt.query), "event tab %q, query %q", tt.event, tt.query)
	}
}
