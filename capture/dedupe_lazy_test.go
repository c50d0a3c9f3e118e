package capture

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// An observer alone has its reports remembered unhashed; the first copy
// from a second observer has them hashed from the stored events and
// matched; once the second's reports are all forgotten, the first's are
// remembered unhashed again, and a third observer's copy of one still
// matches, among reports hashed and unhashed.
func TestDedupeUnhashedUntilSecondObserver(t *testing.T) {
	page := "http://127.0.0.1:5173/cart"
	m := func(sec float64) Meta { x := at(sec); x.PageURL = page; return x }
	s, _ := newTestStore(t, Config{})
	s.Add(Batch{
		Errors:   []*Error{{Meta: m(1), Kind: KindException, Type: "TypeError", Message: "x is undefined"}},
		Logs:     []*Log{{Meta: m(1), Level: LevelWarn, Message: "slow render (120 ms)"}},
		Requests: []*Request{{Meta: m(1), Method: "GET", URL: page + "/api/cart", Status: 500}},
	})
	assert.False(t, s.hashing.Load(), "the extension alone: nothing hashed")
	assert.True(t, s.seen.unlinked)
	for _, r := range s.seen.ring[:3] {
		assert.False(t, r.hashed)
	}

	s.Add(Batch{Observer: "attach-1",
		Errors:   []*Error{{Meta: m(1.002), Kind: KindException, Type: "TypeError", Message: "x is undefined"}},
		Logs:     []*Log{{Meta: m(1.001), Level: LevelWarn, Message: "slow render (120ms)"}},
		Requests: []*Request{{Meta: m(1.003), Method: "GET", URL: page + "/api/cart", Status: 500, Initiator: InitiatorProxy, TraceID: "4bf92f3577b34da6a3ce929d0e0e4736"}},
	})
	snap := s.Snapshot()
	assert.Equal(t, 1, snap.Errors.Len())
	assert.Equal(t, 1, snap.Logs.Len())
	require.Equal(t, 1, snap.Requests.Len())
	assert.Equal(t, "4bf92f3577b34da6a3ce929d0e0e4736", collect(snap.Requests)[0].TraceID, "the copy completed the kept request")
	assert.Equal(t, map[string]uint64{"duplicate:errors": 1, "duplicate:logs": 1, "duplicate:network": 1}, s.Stats().Dropped)
	assert.True(t, s.hashing.Load(), "two observers: hashed")

	// The extension alone again, until attach-1's reports are forgotten.
	for i := range maxSeen + 1 {
		s.Add(Batch{Logs: []*Log{{Meta: m(2 + float64(i)/1000), Level: LevelLog, Message: fmt.Sprintf("tick %d", i)}}})
	}
	assert.False(t, s.hashing.Load(), "attach-1 forgotten: unhashed again")
	last := float64(maxSeen) / 1000
	s.Add(Batch{Observer: "attach-2", Logs: []*Log{
		{Meta: m(2 + last), Level: LevelLog, Message: fmt.Sprintf("tick %d", maxSeen)},
		{Meta: m(2 + last), Level: LevelLog, Message: "tick never logged"},
	}})
	assert.Equal(t, uint64(2), s.Stats().Dropped["duplicate:logs"], "the newest unhashed report matched")
	assert.Equal(t, 1+maxSeen+1+1, s.Snapshot().Logs.Len())
}

// A report whose event was evicted before a second observer came is
// forgotten, not hashed from a copy kept for it: the copy is stored.
func TestDedupeUnhashedEvicted(t *testing.T) {
	s, _ := newTestStore(t, Config{MaxErrors: 1})
	e := func(sec float64, msg string) *Error {
		return &Error{Meta: at(sec), Kind: KindException, Type: "Error", Message: msg}
	}
	s.Add(Batch{Errors: []*Error{e(1, "first")}})
	s.Add(Batch{Errors: []*Error{e(1.1, "second")}}) // evicts the first
	s.Add(Batch{Observer: "attach-1", Errors: []*Error{e(1.001, "first"), e(1.101, "second")}})
	assert.Equal(t, uint64(1), s.Stats().Dropped["duplicate:errors"], "only the second's copy")
	assert.Equal(t, "first", collect(s.Snapshot().Errors)[0].Message, "the first's copy stored; the ring holds one")
	for _, r := range s.seen.ring[:2] {
		if r.seq == 1 {
			assert.Zero(t, r.kind, "the evicted event's report is forgotten")
		}
	}
}

// Rehashing keeps every chain newest first across a run of hashed reports
// and one of unhashed ones, and skips slots overwritten since.
func TestDedupeRehash(t *testing.T) {
	var d dedupe
	d.remember(7, 0, "", 1)
	d.note('l', 2, 0, "")
	d.note('l', 3, 0, "")
	hashes := map[uint64]uint64{2: 7, 3: 7 + seenBuckets} // 2 shares 1's bucket
	d.rehash(func(kind byte, seq uint64) (uint64, bool) {
		assert.Equal(t, byte('l'), kind)
		h, ok := hashes[seq]
		return h, ok
	})
	assert.False(t, d.unlinked)
	seq, ok := d.match(7, 0, "proxy-1")
	assert.True(t, ok)
	assert.Equal(t, uint64(2), seq, "the newest of the bucket first")
	seq, ok = d.match(7+seenBuckets, 0, "proxy-1")
	assert.True(t, ok)
	assert.Equal(t, uint64(3), seq)
	calls := 0
	d.rehash(func(byte, uint64) (uint64, bool) { calls++; return 0, false })
	assert.Zero(t, calls, "nothing noted since: nothing to do")
}
