package daemon

import (
	"fmt"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestRefusals(t *testing.T) {
	now := time.Date(2026, 11, 24, 10, 0, 0, 0, time.UTC)
	r := &Refusals{Now: func() time.Time { return now }}
	for i := range maxRefusals + 2 {
		now = now.Add(time.Second)
		r.note(fmt.Sprintf("http://10.0.0.%d:3000", i))
	}
	now = now.Add(time.Second)
	r.note("http://10.0.0.5:3000")
	got := r.List()
	require.Len(t, got, maxRefusals, "the oldest origins are dropped")
	assert.Equal(t, StatusRefusal{Origin: "http://10.0.0.5:3000", Count: 2, LastSeen: now}, got[0], "most recent first, counted")
	for _, s := range got {
		assert.NotContains(t, []string{"http://10.0.0.0:3000", "http://10.0.0.1:3000"}, s.Origin)
	}
	var none *Refusals
	none.note("http://x")
	assert.Empty(t, none.List())
}
