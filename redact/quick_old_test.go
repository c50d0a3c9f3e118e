package redact

import "math/bits"

// The fast path as it was at 8b403b3, before its ':' and '=' were judged
// inline as fieldsAndCards judges them (the "id" qualifier, the digits of
// a time), kept as an oracle: TestQuickAgreesWithOld checks that the new
// one sends to the full scan every text the old one did that the full
// scan changes.

// oldMayHold is the fast path of 8b403b3.
func oldMayHold(s string) bool {
	return oldSpotsHold(s) || cardsHold(s) || runsHold(s)
}

// oldSpotsHold reports whether a ':', '=' or ' ' of s stands where the full
// scan would replace something.
func oldSpotsHold(s string) bool {
	i := 0
	for ; i+8 <= len(s); i += 8 {
		w := load64(s, i)
		for m := marks(w, ':') | marks(w, '='); m != 0; m &= m - 1 {
			k := i + bits.TrailingZeros64(m)>>3
			// Most names end in two letters that end no secret's name
			// ([nameEnds]), past a closing quote; anything else, and a
			// URL's "://", goes to sepHolds. Written out here: as a
			// function the compiler would not inline it.
			j := k - 1
			if j >= 0 && (s[j] == '"' || s[j] == '\'') {
				j--
			}
			if j >= 1 && (k+1 == len(s) || s[k+1] != '/') {
				if last, before := s[j]|0x20-'a', s[j-1]|0x20-'a'; last < 26 && before < 26 && nameEnds[last]&(1<<before) == 0 {
					continue
				}
			}
			if k > 0 && sepHolds(s, k) {
				return true
			}
		}
		for m := marks(w, ' '); m != 0; m &= m - 1 {
			if k := i + bits.TrailingZeros64(m)>>3; k > 1 && mayWord(s, k) && spaceHolds(s, k) {
				return true
			}
		}
	}
	for ; i < len(s); i++ {
		switch s[i] {
		case ':', '=':
			if i > 0 && sepHolds(s, i) {
				return true
			}
		case ' ':
			if spaceHolds(s, i) {
				return true
			}
		}
	}
	return false
}
