package capture

import (
	"context"
	"time"
)

// Arrival order and waiting for what comes next.
//
// Every stored event gets the next arrival sequence ([Meta.Seq]), whatever
// its kind and timestamp, so "everything that arrived after seq N" misses
// nothing: not a late batch whose events are timestamped before the ones
// already read. A [Snapshot] carries the sequence it was taken at
// ([Snapshot.Seq]), and a reader that found nothing new waits with
// [Store.Changed] and [Store.Wait]: one channel, closed by the first event
// stored after it was taken and then replaced, wakes every waiter at once.
// Waiting costs a goroutine and nothing else: no poll, no copy of the
// store, and no allocation at all while nobody waits.

// Changed returns a channel that is closed when the next event is stored.
// Take it before the [Store.Snapshot] a reader looks at: then whatever was
// stored after that snapshot has closed it.
func (s *Store) Changed() <-chan struct{} {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.changed == nil {
		s.changed = make(chan struct{})
	}
	return s.changed
}

// notify wakes the waiters of [Store.Changed]. Must be called with s.mu
// held.
func (s *Store) notify() {
	if s.changed != nil {
		close(s.changed)
		s.changed = nil
	}
}

// Wait blocks until changed is closed or an open output block has been
// quiet long enough for [Store.FlushIdle] to close it (it reports true: ask
// again), or until ctx is done or timeout fires (it reports false). [Stats.Waiting] counts the
// calls blocked in it.
func (s *Store) Wait(ctx context.Context, changed <-chan struct{}, timeout <-chan time.Time) bool {
	s.waiting.Add(1)
	defer s.waiting.Add(-1)
	// A process that stops printing in the middle of a block stores
	// nothing; the block becomes a problem when a query finds it quiet.
	var idle <-chan time.Time
	if due, ok := s.IdleDue(); ok {
		t := time.NewTimer(max(due.Sub(s.Now()), 10*time.Millisecond))
		defer t.Stop()
		idle = t.C
	}
	select {
	case <-changed:
		return true
	case <-idle:
		return true
	case <-ctx.Done():
		return false
	case <-timeout:
		return false
	}
}

// Epoch identifies this store among the stores that came before it in the
// same place (a daemon restart restores its events under new sequence
// numbers), so that a position read from another store is not taken for
// one of this one.
func (s *Store) Epoch() uint32 { return s.epoch }

// LastSeq is the arrival sequence of the newest event in the view, 0 when
// it is empty. A [View.Filter]ed view keeps its source's: an upper bound,
// which is what "is there anything newer than N" needs. The views of
// [View.Tab] and [View.Tabs] do not know it and say 0.
func (v View[T]) LastSeq() uint64 { return v.last }

// lastSeq is the arrival sequence of the newest event held, 0 when empty.
func (r *Ring[T]) lastSeq() uint64 {
	if r.count == 0 {
		return 0
	}
	return r.fifo[(r.head+r.count-1)%len(r.fifo)].key.seq
}
