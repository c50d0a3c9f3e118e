package capture

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestReadMarksStayBounded: the marks clear_after_read leaves on process
// problems are forgotten once the problems are evicted, as an evicted
// error's are.
func TestReadMarksStayBounded(t *testing.T) {
	now := time.Date(2026, 2, 6, 10, 30, 0, 0, time.UTC)
	s := NewStore(Config{MaxProblems: 3, Now: func() time.Time { return now }})
	for round := range 50 {
		at := now.Add(time.Duration(round) * time.Second)
		// A Godot 4.6.3 push_error as its console prints it
		// (observe/testdata/godot4-game/console.txt).
		s.AddProcess("game", []ProcessEvent{
			{Type: ProcessLine, Stream: "stderr", Time: at, Text: "ERROR: the save file is corrupt"},
			{Type: ProcessLine, Stream: "stderr", Time: at, Text: "   at: push_error (core/variant/variant_utility.cpp:1024)"},
			{Type: ProcessLine, Stream: "stderr", Time: at, Text: "   GDScript backtrace (most recent call first):"},
			{Type: ProcessLine, Stream: "stderr", Time: at, Text: "       [0] fail_loudly (res://main.gd:11)"},
			{Type: ProcessExit, Time: at},
		})
		snap := s.Snapshot()
		var seqs []uint64
		snap.Problems.All(func(p *Problem) bool {
			if !snap.WasRead(p.Seq) {
				seqs = append(seqs, p.Seq)
			}
			return true
		})
		require.NotEmpty(t, seqs, "round %d: the new problem is unread", round)
		s.MarkRead(seqs)
	}
	s.mu.Lock()
	marks := s.cleared.Len()
	s.mu.Unlock()
	assert.LessOrEqual(t, marks, 3, "no more marks than problems held")
	snap := s.Snapshot()
	snap.Problems.All(func(p *Problem) bool {
		assert.True(t, snap.WasRead(p.Seq), "a problem held keeps its mark")
		return true
	})
}
