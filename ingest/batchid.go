package ingest

import (
	"errors"
	"sync"
)

// A batch id names one POST of the script tag's events ("?batch=" on
// /v1/events), so that a batch sent twice is stored once. The script tag
// posts most batches from a worker, and Chromium cancels a worker's
// requests when its page unloads; the page then posts again, from its
// own thread, the batches the worker had no answer for. One of those may
// have reached the daemon already: its id is how the daemon knows.
//
// An id is the page's random token and a sequence number, so another
// page cannot guess one to suppress a batch it did not send. The daemon
// remembers the last seenBatches ids, far more than a page has in
// flight.
const (
	seenBatches = 1024
	maxBatchID  = 64
)

var errBatchID = errors.New("batch id longer than 64 bytes")

// batchIDs is the set of the ids seen last, oldest evicted first. Its
// zero value is empty and ready.
type batchIDs struct {
	mu   sync.Mutex
	set  map[string]struct{}
	ring [seenBatches]string
	next int
}

// first reports whether id is new, and remembers it: a second call with
// the same id, concurrent or later, reports false.
func (b *batchIDs) first(id string) bool {
	b.mu.Lock()
	defer b.mu.Unlock()
	if _, dup := b.set[id]; dup {
		return false
	}
	if b.set == nil {
		b.set = make(map[string]struct{}, seenBatches)
	}
	if old := b.ring[b.next]; old != "" {
		delete(b.set, old)
	}
	b.ring[b.next] = id
	b.next = (b.next + 1) % seenBatches
	b.set[id] = struct{}{}
	return true
}
