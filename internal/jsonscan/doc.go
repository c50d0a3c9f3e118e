// Package jsonscan is a strict, single-pass JSON scanner for decoders that
// know what comes next: it checks RFC 8259 as it reads and has no token
// stream, so each byte of a request body is looked at once.
//
//	s := jsonscan.New(body)
//	defer s.Release()
//	err := s.Members(func(at int, name []byte) error { … s.ReadString() … })
//
// # What is left to the caller
//
// Invalid UTF-8 inside strings (check with [utf8.Valid]) and a \u escape of
// half a surrogate pair, unescaped as U+FFFD with its offset kept in
// [Scanner.LoneSurrogate], are let through: an event decoder rejects the
// one event that holds them, not the body.
package jsonscan
