package ingest

import (
	"encoding/binary"
	"sync"
)

// The members that name a category rather than carry data — tab ids, page
// URLs, log levels, methods, content types, header names and values — take
// a few values over and over within a batch. An interner hands out one
// string per value, so that decoding one costs a table lookup instead of
// an allocation, and the store keeps one copy of "http://localhost:5173/orders"
// per batch rather than one per event. An interner is emptied after each
// body: raw values the store then redacts (a token in a page URL, an
// Authorization header) must not outlive their request in it.

// category is a string member whose values repeat; see [interner].
type category string

// optCategory is an [optString] member whose values repeat.
type optCategory optString

// maxInterned is the longest value interned: longer ones are data.
const maxInterned = 256

// internSlots is the size of an interner's table, a power of two: more
// than the distinct category values of a batch of the capture script's.
const (
	slotBits    = 8
	internSlots = 1 << slotBits
)

// interner hands out one string per value, mostly: its table is
// direct-mapped, a value's slot chosen by its hash ([slotOf]), and a value
// that finds its slot taken by another replaces it. A lookup is one hash
// and one comparison, where a map's cost four times the instructions at
// ingest (callgrind, the daemon under the load tool); and no body, however
// many distinct values it holds, makes one cost more. It is used by one body's
// decoder at a time, and emptied after (see [interners]).
type interner struct {
	slots [internSlots]string
}

// interners keeps emptied interners between bodies, so that a table is
// not allocated for each.
var interners = sync.Pool{New: func() any { return new(interner) }}

// release empties in and gives it back for another body.
func (in *interner) release() {
	clear(in.slots[:])
	interners.Put(in)
}

// string returns b as a string, the same string for the same bytes while
// no other value takes its slot.
func (in *interner) string(b []byte) string {
	if len(b) > maxInterned {
		return string(b)
	}
	slot := &in.slots[slotOf(b)]
	if *slot == string(b) { // no allocation: a comparison with []byte
		return *slot
	}
	s := string(b)
	*slot = s
	return s
}

// slotOf picks b's slot from its length and three of its words (its
// first, middle and last eight bytes, which overlap in a short value):
// category values of one batch differ there (page paths at their end, tab
// ids and levels anywhere). It is no seeded hash and need not be: the
// slot's string is compared whole, so values that share a slot cost an
// allocation each, never a wrong value; and maphash.Bytes, for values
// mostly under 40 bytes, cost three times its instructions.
func slotOf(b []byte) int {
	n := len(b)
	var first, mid, last uint64
	switch {
	case n >= 8:
		first, mid, last = binary.LittleEndian.Uint64(b), binary.LittleEndian.Uint64(b[n/2-4:]), binary.LittleEndian.Uint64(b[n-8:])
	case n >= 4:
		first, last = uint64(binary.LittleEndian.Uint32(b)), uint64(binary.LittleEndian.Uint32(b[n-4:]))
	case n > 0:
		first = uint64(b[0]) | uint64(b[n/2])<<8 | uint64(b[n-1])<<16
	}
	// Each word is mixed into the bits above it, and a last round into all
	// of them: without it, values that differ by a count at one place
	// (orders/10/items, orders/11/items) fall into slots evenly spaced
	// round the table, a few dozen apart, and soon on each other.
	h := (first ^ uint64(n)) * 0x9e3779b97f4a7c15
	h = (h ^ h>>29 ^ mid) * 0xff51afd7ed558ccd
	h = (h ^ h>>32 ^ last) * 0xc4ceb9fe1a85ec53
	h = (h ^ h>>29) * 0x9e3779b97f4a7c15
	return int(h >> (64 - slotBits))
}
