package ingest

import "sync"

// The members that name a category rather than carry data — tab ids, page
// URLs, log levels, methods, content types, header names and values — take
// a few values over and over within a batch. An interner hands out one
// string per value, so that decoding one costs a map lookup instead of an
// allocation, and the store keeps one copy of "http://localhost:5173/orders"
// per batch rather than one per event. An interner is emptied after each
// body: raw values the store then redacts (a token in a page URL, an
// Authorization header) must not outlive their request in it.

// category is a string member whose values repeat; see [interner].
type category string

// optCategory is an [optString] member whose values repeat.
type optCategory optString

// maxInterned is the longest value interned: longer ones are data.
const maxInterned = 256

// maxInternedValues bounds an interner; when full it starts afresh, so
// that a body of many distinct values costs memory only up to here.
const maxInternedValues = 512

// interner maps values to the one string that holds each. It is used by one
// body's decoder at a time, and emptied after (see [interners]).
type interner struct {
	m map[string]string
}

// interners keeps emptied interners between bodies, so that their maps
// are not grown again for each.
var interners = sync.Pool{New: func() any { return &interner{m: make(map[string]string, 64)} }}

// release empties in and gives it back for another body.
func (in *interner) release() {
	clear(in.m)
	interners.Put(in)
}

// string returns b as a string, the same string for the same bytes.
func (in *interner) string(b []byte) string {
	if len(b) > maxInterned {
		return string(b)
	}
	if s, ok := in.m[string(b)]; ok { // no allocation: a lookup by []byte
		return s
	}
	s := string(b)
	if len(in.m) >= maxInternedValues {
		clear(in.m)
	}
	in.m[s] = s
	return s
}
