package ingest

import (
	"hash/maphash"
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
const internSlots = 256

// interner hands out one string per value, mostly: its table is
// direct-mapped, a value's slot chosen by its hash, and a value that finds
// its slot taken by another replaces it. A lookup is one hash and one
// comparison, where a map's cost four times the instructions at ingest
// (callgrind, the daemon under the load tool); and no body, however many
// distinct values it holds, makes one cost more. It is used by one body's
// decoder at a time, and emptied after (see [interners]).
type interner struct {
	slots [internSlots]string
}

// internSeed seeds the slots' hash. One for the process: slots are chosen
// within one body and never leave it.
var internSeed = maphash.MakeSeed()

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
	slot := &in.slots[maphash.Bytes(internSeed, b)%internSlots]
	if *slot == string(b) { // no allocation: a comparison with []byte
		return *slot
	}
	s := string(b)
	*slot = s
	return s
}
