// Package clip cuts strings to a byte budget without splitting a UTF-8
// sequence, the one rule every cap in errbundle follows.
//
//	clip.Head("Cannot read properties of undefined", 12) // "Cannot re…" (12 bytes)
package clip
