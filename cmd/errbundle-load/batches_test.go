package main

import (
	"bytes"
	"context"
	"encoding/json"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/errbundle/errbundle/internal/daemontest"
	"github.com/errbundle/errbundle/internal/testgen"
)

// TestFixedBatches: -batches posts exactly that many batches to the real
// daemon, over several connections, and stops by itself long before
// -duration; the daemon holds every event posted.
func TestFixedBatches(t *testing.T) {
	d := daemontest.Start(t, daemontest.Binary(t), daemontest.Options{})
	var stdout, stderr bytes.Buffer
	code := run(context.Background(), []string{"-addr", d.Addr, "-batches", "7", "-seed", "1", "-conns", "3",
		"-queries", "0", "-duration", "10m", "-json"}, &stdout, &stderr)
	require.Equal(t, 0, code, stderr.String())
	var rep Report
	require.NoError(t, json.Unmarshal(stdout.Bytes(), &rep), "the -json report")
	assert.Equal(t, 7, rep.Ingest.Batches)
	assert.Equal(t, 7*50, rep.Ingest.Events+rep.Ingest.Rejected)
	assert.Zero(t, rep.Ingest.Failed, rep.Ingest.FirstError)
	assert.Less(t, rep.Ingest.Seconds, 60.0, "stopped after its batches, not at -duration")
	var health struct {
		Buffers map[string]struct {
			Count int `json:"count"`
		} `json:"buffers"`
	}
	require.NoError(t, json.Unmarshal(rep.Health, &health))
	held := 0
	for _, name := range []string{"logs", "network", "actions"} {
		held += health.Buffers[name].Count
	}
	assert.Positive(t, held, "the daemon holds the events: %s", rep.Health)
}

// TestSeedRepeats: one -seed makes the same bodies, so that two daemons
// measured in turn are given the same work; another seed, other bodies.
func TestSeedRepeats(t *testing.T) {
	now := time.Date(2026, 12, 2, 12, 0, 0, 0, time.UTC)
	gen := func(seed uint64) [][]part { return bodies(testgen.New(seed), 4, 50, now, "errbundle") }
	assert.Equal(t, gen(1), gen(1))
	assert.NotEqual(t, gen(1), gen(2))
}
