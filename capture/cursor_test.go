package capture

import (
	"context"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func closed(ch <-chan struct{}) bool {
	select {
	case <-ch:
		return true
	default:
		return false
	}
}

func TestChangedClosesOnTheNextEventOfAnyKind(t *testing.T) {
	s, _ := newTestStore(t, Config{})
	ch := s.Changed()
	assert.True(t, ch == s.Changed(), "waiters share one channel")
	assert.False(t, closed(ch))
	s.Snapshot()
	s.MarkRead([]uint64{1})
	assert.False(t, closed(ch), "reads do not wake waiters")

	s.Add(Batch{Logs: []*Log{{Meta: at(1), Level: LevelInfo, Message: "hi"}}})
	assert.True(t, closed(ch))
	next := s.Changed()
	assert.False(t, closed(next), "a new channel for the next event")

	s.AddProcess("web", []ProcessEvent{{Type: ProcessLine, Time: t0, Stream: "stdout", Text: "ready"}})
	assert.True(t, closed(next), "process output wakes waiters too")
}

func TestSnapshotSeqAndLastSeqFollowArrivalNotTime(t *testing.T) {
	s, _ := newTestStore(t, Config{MaxErrors: 2})
	empty := s.Snapshot()
	assert.Zero(t, empty.Seq)
	assert.Zero(t, empty.Errors.LastSeq())
	assert.Equal(t, s.Epoch(), empty.Epoch)

	s.Add(Batch{Errors: []*Error{{Meta: at(5), Message: "late-stamped first"}}})
	s.Add(Batch{Errors: []*Error{{Meta: at(1), Message: "early-stamped second"}}, Logs: []*Log{{Meta: at(2), Level: LevelInfo}}})
	snap := s.Snapshot()
	assert.Equal(t, uint64(3), snap.Seq)
	// A batch stores its logs before its errors.
	assert.Equal(t, uint64(3), snap.Errors.LastSeq(), "the newest arrival, though its time is the oldest")
	assert.Equal(t, uint64(2), snap.Logs.LastSeq())

	s.Add(Batch{Errors: []*Error{{Meta: at(0), Message: "third"}, {Meta: at(0), Message: "fourth"}}})
	snap = s.Snapshot()
	assert.Equal(t, uint64(5), snap.Errors.LastSeq(), "after evictions too")
	kept := snap.Errors.Filter(func(e *Error) bool { return e.Message == "third" })
	assert.Equal(t, 1, kept.Len())
	assert.Equal(t, uint64(5), kept.LastSeq(), "a filtered view keeps its source's: an upper bound")
}

func TestWaitEndsOnChangeCancelOrTimeout(t *testing.T) {
	s, _ := newTestStore(t, Config{})

	ch := s.Changed()
	woke := make(chan bool)
	go func() { woke <- s.Wait(context.Background(), ch, nil) }()
	require.Eventually(t, func() bool { return s.Stats().Waiting == 1 }, 5*time.Second, time.Millisecond)
	s.Add(Batch{Actions: []*Action{{Meta: at(1), Type: "click"}}})
	assert.True(t, <-woke)
	assert.Zero(t, s.Stats().Waiting)

	ctx, cancel := context.WithCancel(context.Background())
	go func() { woke <- s.Wait(ctx, s.Changed(), nil) }()
	require.Eventually(t, func() bool { return s.Stats().Waiting == 1 }, 5*time.Second, time.Millisecond)
	cancel()
	assert.False(t, <-woke)

	timeout := make(chan time.Time, 1)
	timeout <- t0
	assert.False(t, s.Wait(context.Background(), s.Changed(), timeout))
	assert.Zero(t, s.Stats().Waiting)
}
