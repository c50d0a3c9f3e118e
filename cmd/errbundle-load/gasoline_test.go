package main

import (
	"encoding/json"
	"testing"
	"time"

	"github.com/errbundle/errbundle/internal/testgen"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestGasolineParts checks that a batch reaches Gasoline whole: every
// event in one of its three posts, each entry with the fields its routes
// validate (a log entry's level).
func TestGasolineParts(t *testing.T) {
	g := testgen.New(1)
	b := g.BatchOf(0, 200, time.Now(), time.Second)
	parts := gasolineParts(b)
	n := 0
	for _, p := range parts {
		var body map[string][]map[string]any
		require.NoError(t, json.Unmarshal(p.body, &body), p.path)
		for key, entries := range body {
			n += len(entries)
			if p.path == "/logs" {
				assert.Equal(t, "entries", key)
				for _, e := range entries {
					assert.Contains(t, []any{"error", "warn", "info", "debug", "log"}, e["level"])
				}
			}
		}
	}
	assert.Equal(t, b.Len(), n)
	assert.Len(t, parts, 3, "the generator's batch of 200 holds every kind")
}
