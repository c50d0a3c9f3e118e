package redact

import "strings"

// Redacted replaces every secret the store would otherwise keep.
const Redacted = "[redacted]"

// Headers replaces the values of sensitive headers in h, in place, and
// returns h; nil when h is empty. A header is sensitive when its name is
// a secret's ([nameRules]: Authorization, Cookie, X-Api-Key, X-CSRF-Token
// …) or its value an authorization scheme's credential ("Bearer …"); any
// other value is redacted as [Text] redacts, so a Location's ?code= goes
// too.
func Headers(h map[string]string) map[string]string {
	if len(h) == 0 {
		return nil
	}
	for name, v := range h {
		switch {
		case secretName(name, false) || hasScheme(v):
			h[name] = Redacted
		case strings.IndexByte(v, '=') >= 0 || strings.IndexByte(v, '@') >= 0:
			// A parameter (a Location's ?code=) or a URL's userinfo; a
			// secret elsewhere in a value would sit under a secret's name.
			h[name] = Text(v)
		}
	}
	return h
}

// hasScheme reports whether v begins with an authorization scheme.
func hasScheme(v string) bool {
	if v == "" || !schemeFirst[v[0]] {
		return false // most header values: spared the comparisons
	}
	for _, scheme := range schemes {
		if len(v) > len(scheme) && v[:len(scheme)] == scheme {
			return true
		}
	}
	return false
}

// schemeFirst marks the first bytes of schemes.
var schemeFirst = func() (t [256]bool) {
	for _, scheme := range schemes {
		t[scheme[0]] = true
	}
	return t
}()

// span is a byte range of a text to replace, with what replaces it.
type span struct {
	from, to int
	with     string
}

// secretStart marks the bytes where the scan of [Text] stops to
// look: ':' or '=' may follow a secret's name (or ':' begin a URL's
// "://"), and a digit may begin a card number.
var secretStart = func() (t [256]bool) {
	t[':'], t['='] = true, true
	for c := '0'; c <= '9'; c++ {
		t[c] = true
	}
	return t
}()

// Text replaces in s the values of secret-named JSON members, form and
// query parameters, assignments and flags ([nameRules]), the password of
// a URL's userinfo, card-number-like digit runs, and secrets that name
// themselves (an authorization scheme's credential, a vendor's key, a
// JSON Web Token, a PEM private key, a secret-looking word after
// "password"; see tokens.go). It runs on every stored text, so it
// allocates only when it replaces something, and a text with no place a
// secret could be ([mayHold], quick.go) it only reads.
func Text(s string) string {
	if !mayHold(s) {
		return s
	}
	return fullText(s)
}

// fullText is the full scan of [Text], two passes that judge every place
// a secret may start.
func fullText(s string) string {
	return tokens(fieldsAndCards(s))
}

// fieldsAndCards is [Text]'s pass over secret-named values, userinfo and
// card numbers: one pass over the bytes.
func fieldsAndCards(s string) string {
	var spans []span
	covered := 0 // where the last span kept ends: the next must start there or later
	for i := 0; i < len(s); {
		for i < len(s) && !secretStart[s[i]] {
			i++
		}
		if i == len(s) {
			break
		}
		var sp span
		found, next := false, i+1
		switch c := s[i]; {
		case c == ':' && i+2 < len(s) && s[i+1] == '/' && s[i+2] == '/':
			sp, found = userinfo(s, i)
		case c == ':' || c == '=':
			// mayEndName, made inline: most ':' and '=' follow no secret's name.
			j := i
			if j > 0 && (s[j-1] == '"' || s[j-1] == '\'') {
				j--
			}
			if j < 3 {
				if j == 0 || !mayEndNameSlow(s, j) {
					break
				}
			} else if last, before := s[j-1]|0x20-'a', s[j-2]|0x20-'a'; last < 26 && before < 26 {
				if nameEnds[last]&(1<<before) == 0 || last == 'd'-'a' && before == 'i'-'a' && !afterWord(s[j-3]) {
					break
				}
			} else if !mayEndNameSlow(s, j) {
				break
			}
			sp, found = namedValue(s, i)
		case i < covered:
			// A digit in a value already redacted.
		case i > 0 && isWordByte(s[i-1]):
			// Digits inside a word, as in SKU12 or 0x1f, are no card.
			for next < len(s) && isWordByte(s[next]) {
				next++
			}
		default:
			j := i + 1
			for j < len(s) && isDigit(s[j]) {
				j++
			}
			if j-i < 13 && (j == len(s) || s[j] != ' ' && s[j] != '-') {
				next = j // too short for a card, the common case
				break
			}
			sp, found, next = cardNumber(s, i)
		}
		// A credential's value is scanned on, not skipped: a name in it
		// may have a value of its own past the end of this one.
		if found && sp.from >= covered {
			spans = append(spans, sp)
			covered = sp.to
		}
		i = next
	}
	return applySpans(s, spans)
}

// mayEndName is [namedValue]'s cheapest test, which the scan makes
// inline: whether the two letters before the ':' or '=' at s[i] (i > 0),
// past a closing quote, may end a secret's name, by nameEnds. The
// qualifier "id" must follow another word (session_id, sessionId), which
// spares every JSON "id". Anything but two letters there (a space, a
// digit, a bracket) it leaves to [mayEndNameSlow].
func mayEndName(s string, i int) bool {
	if q := s[i-1]; q == '"' || q == '\'' {
		i--
	}
	if i >= 3 {
		last, before := s[i-1]|0x20-'a', s[i-2]|0x20-'a'
		if last < 26 && before < 26 {
			return nameEnds[last]&(1<<before) != 0 && (last != 'd'-'a' || before != 'i'-'a' || afterWord(s[i-3]))
		}
	}
	return i > 0 && mayEndNameSlow(s, i)
}

// afterWord reports whether c, just before a name's "id", ends another
// word of it: session_id, sessionId, X-Session-Id.
func afterWord(c byte) bool { return isLower(c) || c == '_' || c == '-' || c == '.' }

// mayEndNameSlow is mayEndName past whatever is not two letters before
// s[i]: a bracket (user[pin]=), digits and a separator (password_2), a
// space or a Go ':=' (left to namedValue), or a time's 10:20 (no name).
func mayEndNameSlow(s string, i int) bool {
	j := i
	switch s[j-1] {
	case ' ', '\t', ':':
		return true
	case ']':
		j--
	}
	for j > 0 && (isDigit(s[j-1]) || s[j-1] == '_' || s[j-1] == '-') {
		j--
	}
	if j < 2 {
		return false
	}
	last, before := s[j-1]|0x20-'a', s[j-2]|0x20-'a'
	if last >= 26 || before >= 26 {
		return false
	}
	if last == 'd'-'a' && before == 'i'-'a' {
		return j >= 3 && afterWord(s[j-3])
	}
	return nameEnds[last]&(1<<before) != 0
}

// applySpans replaces the spans, which are in order and do not overlap.
func applySpans(s string, spans []span) string {
	if len(spans) == 0 {
		return s
	}
	var b strings.Builder
	b.Grow(len(s))
	last := 0
	for _, sp := range spans {
		b.WriteString(s[last:sp.from])
		b.WriteString(sp.with)
		last = sp.to
	}
	b.WriteString(s[last:])
	return b.String()
}

// cardNumber reads the digit run starting at s[i]: 13–19 digits,
// optionally grouped by single spaces or dashes as card numbers are
// written, that pass the Luhn check and are not a Unix millisecond
// timestamp, are a card. It returns where the run ends.
func cardNumber(s string, i int) (sp span, found bool, next int) {
	j, digits, last := i, 0, i
	for j < len(s) {
		if isDigit(s[j]) {
			digits++
			last = j
			j++
			continue
		}
		if (s[j] == ' ' || s[j] == '-') && j+1 < len(s) && isDigit(s[j+1]) && digits < 19 {
			j++
			continue
		}
		break
	}
	end := last + 1
	if digits >= 13 && digits <= 19 && (end == len(s) || !isWordByte(s[end])) {
		run := s[i:end]
		if luhn(run) && !isEpochMillis(run) {
			return span{from: i, to: end, with: Redacted}, true, max(j, i+1)
		}
	}
	return span{}, false, max(j, i+1)
}

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

func isWordByte(c byte) bool {
	return isDigit(c) || c == '_' || (c|0x20 >= 'a' && c|0x20 <= 'z')
}

// InputValue reports whether an input's value must not be stored:
// password, card and secret fields, judged by the selector the capture
// script built from its type, name, id or autocomplete: any word of it a
// secret's name ([nameRules]: #otp, [name="api_key"]; not .pinned), or
// one of a few card and opt-out words.
func InputValue(selector string) bool {
	if containsAnyFold(selector, inputWords) {
		return true
	}
	for i := 0; i < len(selector); {
		for i < len(selector) && !isIdentByte(selector[i]) {
			i++
		}
		start := i
		for i < len(selector) && isIdentByte(selector[i]) {
			i++
		}
		if i > start && secretName(selector[start:i], false) {
			return true
		}
	}
	return false
}

// inputWords mark a secret input wherever they stand in its selector.
var inputWords = []string{"password", "passwd", "secret", "token", "cc-number", "card", "cvc", "cvv", "data-errbundle-redact"}

func isIdentByte(c byte) bool { return isAlnum(c) || c == '_' || c == '-' }

func luhn(s string) bool {
	sum, n, double := 0, 0, false
	for i := len(s) - 1; i >= 0; i-- {
		c := s[i]
		if c < '0' || c > '9' {
			continue
		}
		d := int(c - '0')
		if double {
			d *= 2
			if d > 9 {
				d -= 9
			}
		}
		sum += d
		double = !double
		n++
	}
	return n >= 13 && sum%10 == 0
}

// isEpochMillis spares the 13-digit Unix millisecond timestamps of this
// century, which are everywhere in logs and would otherwise pass Luhn one
// time in ten.
func isEpochMillis(s string) bool {
	if len(s) != 13 {
		return false
	}
	return s[0] == '1' || s[0] == '2' && s[1] < '2'
}

// containsAnyFold reports whether s contains any of the lower-case ASCII
// words, ignoring ASCII case, without allocating.
func containsAnyFold(s string, words []string) bool {
	for i := 0; i < len(s); i++ {
		c := lowerASCII(s[i])
		for _, w := range words {
			if c != w[0] || len(s)-i < len(w) {
				continue
			}
			j := 1
			for j < len(w) && lowerASCII(s[i+j]) == w[j] {
				j++
			}
			if j == len(w) {
				return true
			}
		}
	}
	return false
}

func lowerASCII(c byte) byte {
	if c >= 'A' && c <= 'Z' {
		return c + 'a' - 'A'
	}
	return c
}

// equalFoldASCII reports whether s equals the lower-case ASCII word,
// ignoring ASCII case.
func equalFoldASCII(s, word string) bool {
	if len(s) != len(word) {
		return false
	}
	for i := 0; i < len(s); i++ {
		if lowerASCII(s[i]) != word[i] {
			return false
		}
	}
	return true
}
