package redact

import (
	"math/bits"
	"strings"
)

// The fast path of [Text]. Most stored text holds no secret: a page's
// JSON, a log line, a stack. The full scan (fieldsAndCards, then tokens)
// stops at every ':', '=', digit and word of a text to judge it, which
// made it a third of the store's ingest work. mayHold looks only at the
// few places where a secret can be told, and judges each with the full
// scan's own test; where it finds none, Text returns the text as it came,
// having read each byte about once, mostly eight at a time.
//
// The places, by what the full scan would replace there:
//   - a ':' or '=' after a secret's name, or a URL's "://" before a
//     userinfo: every ':', '=' and ' ' is found eight bytes at a time
//     (marks), and a ':' or '=' judged by the letters before it as
//     fieldsAndCards judges them, then by [namedValue];
//   - a prose word or flag before a space ("password hunter2", "--pin 1")
//     and a credential after a scheme's space ("Bearer …"): judged at each
//     space;
//   - a card number: a run of 13 or more digits, spaces and dashes,
//     found by looking at every 13th byte (Boyer–Moore's skip, as tokens
//     does), judged by [cardNumber];
//   - a vendor key or a JSON Web Token: a run of 15 or more credential
//     bytes, found by looking at every 15th byte, whose first two bytes
//     begin one ([keyStarts]), judged by [vendorKey] and [jwt].
//
// Three passes, not one: a single pass that also told card and key runs
// apart by the bytes of each word (a word with a quote, ':' or ',' is in
// no key run, a half word with a letter in no card) cost more than the
// two skips, which look at one byte in 13 or 15 (BenchmarkText by
// callgrind: 21.0k and 22.7k instructions a plain body against 18.7k).
//
// Each test is one the full scan makes at the same place of the same
// text, so mayHold returns false only where the full scan would replace
// nothing (TestQuickAgrees, FuzzQuick; TestQuickAgreesWithOld checks it
// against the fast path before its ':' and '=' were judged inline); a
// text it passes on is scanned whole, as before.
func mayHold(s string) bool {
	return spotsHold(s) || cardsHold(s) || runsHold(s)
}

// spotsHold reports whether a ':', '=' or ' ' of s stands where the full
// scan would replace something.
func spotsHold(s string) bool {
	i := 0
	for ; i+8 <= len(s); i += 8 {
		w := load64(s, i)
		seps := marks(w, ':') | marks(w, '=')
		for m := seps; m != 0; m &= m - 1 {
			k := i + bits.TrailingZeros64(m)>>3
			// Most names end in two letters that end no secret's name
			// ([nameEnds]), past a closing quote, and "id" must follow
			// another word; a ':' after digits, as in a time, is judged
			// by mayEndNameSlow alone. Anything else, and a URL's "://",
			// goes to sepHolds. Written out here: as a function the
			// compiler would not inline it.
			j := k - 1
			if j >= 0 && (s[j] == '"' || s[j] == '\'') {
				j--
			}
			if j >= 2 && (k+1 == len(s) || s[k+1] != '/') {
				if last, before := s[j]|0x20-'a', s[j-1]|0x20-'a'; last < 26 && before < 26 {
					if nameEnds[last]&(1<<before) == 0 || last == 'd'-'a' && before == 'i'-'a' && !afterWord(s[j-2]) {
						continue
					}
				} else if !mayEndNameSlow(s, j+1) {
					continue
				}
			}
			if sepHolds(s, k) {
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
			if sepHolds(s, i) {
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

// sepHolds judges the ':' or '=' at s[i] as fieldsAndCards does: a "://"
// even at the start of s (a URL cut before its scheme still has its
// userinfo), a name's separator only after a name.
func sepHolds(s string, i int) bool {
	if s[i] == ':' && i+2 < len(s) && s[i+1] == '/' && s[i+2] == '/' {
		_, found := userinfo(s, i)
		return found
	}
	if i == 0 || !mayEndName(s, i) {
		return false
	}
	_, found := namedValue(s, i)
	return found
}

const (
	ones  = 0x0101010101010101
	highs = 0x8080808080808080
)

// load64 reads s[i:i+8] as a little-endian word (the compiler makes it
// one load).
func load64(s string, i int) uint64 {
	s = s[i : i+8]
	return uint64(s[0]) | uint64(s[1])<<8 | uint64(s[2])<<16 | uint64(s[3])<<24 |
		uint64(s[4])<<32 | uint64(s[5])<<40 | uint64(s[6])<<48 | uint64(s[7])<<56
}

// marks sets the high bit of each byte of w that equals c, and perhaps of
// a byte just above one that does (the subtraction's borrow): the lowest
// mark is always right, and each mark's byte is looked at before it is
// judged.
func marks(w uint64, c byte) uint64 {
	x := w ^ ones*uint64(c)
	return (x - ones) &^ x & highs
}

// mayWord is the test spaceHolds makes first, made inline: whether the
// space at s[i] (i > 1) follows a run whose two last letters may end a
// secret's word or flag or an authorization scheme ([spotEnds]).
func mayWord(s string, i int) bool {
	last, before := s[i-1]|0x20-'a', s[i-2]|0x20-'a'
	if last < 26 && before < 26 {
		return spotEnds[last]&(1<<before) != 0
	}
	return runByte[s[i-1]]
}

// spotEnds is [nameEnds] and the last two letters of "Bearer" and
// "Basic".
var spotEnds = func() [26]uint32 {
	t := nameEnds
	t['r'-'a'] |= 1 << ('e' - 'a')
	t['c'-'a'] |= 1 << ('i' - 'a')
	return t
}()

// spaceHolds judges the space at s[i] as tokens does: a scheme's
// credential may follow it, or a secret's prose word or flag end before
// it ([namedWord]). Both are found by the letters before the space: a
// scheme's last ("Bearer ", "Basic ", "Token "), or the two that end the
// word or flag, less any digits and punctuation after them, which for a
// secret's are those of a name ([mayBeName]).
func spaceHolds(s string, i int) bool {
	if i < 2 || !runByte[s[i-1]] {
		return false
	}
	if c := s[i-1] | 0x20; (c == 'r' || c == 'c' || c == 'n') && afterScheme(s[:i+1]) {
		return true // rare enough to leave the credential's own tests to the full scan
	}
	if last, before := s[i-1]|0x20-'a', s[i-2]|0x20-'a'; last < 26 && before < 26 && nameEnds[last]&(1<<before) == 0 {
		return false // a word, as most are, that ends as no secret's name
	}
	start := i
	for start > 0 && runByte[s[start-1]] {
		start--
	}
	if i-start < minRun || !namedFirst[s[start]] {
		return false
	}
	_, _, ok := namedWord(s, start, i)
	return ok
}

// cardByte marks the bytes of a card number as written: digits, and the
// spaces or dashes that group them.
var cardByte = func() (t [256]bool) {
	for c := '0'; c <= '9'; c++ {
		t[c] = true
	}
	t[' '], t['-'] = true, true
	return t
}()

// minCard is the length of the shortest card number.
const minCard = 13

// cardsHold reports whether s holds a card number. A card is a run of
// minCard or more card bytes, so a run that starts at i or later and is
// long enough covers s[i+minCard-1]: where that byte is no card byte, the
// scan jumps minCard bytes. Invariant: no run of card bytes crosses i
// from the left.
func cardsHold(s string) bool {
	for i := 0; i+minCard <= len(s); {
		if !cardByte[s[i+minCard-1]] {
			i += minCard
			continue
		}
		start := i + minCard - 1
		for start > i && cardByte[s[start-1]] {
			start--
		}
		end := i + minCard
		for end < len(s) && cardByte[s[end]] {
			end++
		}
		if end-start >= minCard && cardIn(s, start, end) {
			return true
		}
		i = end
	}
	return false
}

// cardIn reports whether the run of card bytes s[start:end] holds a card
// where fieldsAndCards would try one: at a digit after no word byte.
func cardIn(s string, start, end int) bool {
	for p := start; end-p >= minCard; p++ {
		if !isDigit(s[p]) || p > 0 && isWordByte(s[p-1]) {
			continue
		}
		if _, found, _ := cardNumber(s, p); found {
			return true
		}
	}
	return false
}

// minKey is the length of the shortest run that holds a vendor's key (a
// prefix and its key bytes, "xoxb-" and 10) or a JSON Web Token (two
// segments of 8 and their dots; '.' is a run byte).
// TestMinKey checks it against keyPrefixes.
const minKey = 15

// keyStarts maps the first byte of each of [keyPrefixes], and the 'e' of
// a JWT's "eyJ", to the set of second bytes that follow it, bit n for
// 'A'+n (the letters of either case, and '_').
var keyStarts = func() (t [256]uint64) {
	for _, k := range keyPrefixes {
		t[k.prefix[0]] |= 1 << (k.prefix[1] - 'A')
	}
	t['e'] |= 1 << ('y' - 'A')
	return t
}()

// mayStartKey reports whether the run at s[i] begins as a vendor key or a
// JWT does.
func mayStartKey(s string, i int) bool {
	second := s[i+1] - 'A'
	return second < 64 && keyStarts[s[i]]&(1<<second) != 0
}

// runsHold reports whether s holds a vendor's key or a JSON Web Token
// where tokens looks for them: at the start of a run of credential bytes
// ([runByte]) minKey or longer. As in cardsHold, only every minKey-th byte
// is looked at where no run is, and where one is, only its first two.
func runsHold(s string) bool {
	for i := 0; i+minKey <= len(s); i += minKey {
		if !runByte[s[i+minKey-1]] {
			continue
		}
		start := i + minKey - 1
		for start > i && runByte[s[start-1]] {
			start--
		}
		if start == i && i > 0 && runByte[s[i-1]] {
			continue // the run began before i and was judged there
		}
		if start+minKey <= len(s) && mayStartKey(s, start) && keyAt(s, start) {
			return true
		}
	}
	return false
}

// keyAt judges the run at s[start] as tokens does: a vendor's key or a
// JWT.
func keyAt(s string, start int) bool {
	end := start + 1
	for end < len(s) && runByte[s[end]] {
		end++
	}
	run := strings.TrimRight(s[start:end], ".")
	if len(run) < 8 {
		return false // as tokens spares a short run
	}
	if _, ok := vendorKey(s, start); ok {
		return true
	}
	if strings.HasPrefix(run, "eyJ") {
		_, ok := jwt(s, start)
		return ok
	}
	return false
}
