package redact

import "strings"

// Redacted replaces every secret the store would otherwise keep.
const Redacted = "[redacted]"

// sensitiveHeaders are redacted by name, ignoring case; so is any header
// whose name contains one of sensitiveWords.
var sensitiveHeaders = []string{"authorization", "cookie", "set-cookie", "proxy-authorization"}

var sensitiveWords = []string{"token", "secret", "key", "password", "session"}

// credentialNames are JSON members and form or query parameters whose
// values are secrets. Matching is exact (ignoring ASCII case): passwordHint
// is not a credential.
var credentialNames = []string{"password", "passwd", "secret", "token", "api_key", "apikey", "access_token",
	"refresh_token", "authorization", "client_secret"}

// paramDelimiters may precede a form or query parameter's name.
const paramDelimiters = "?&; \t\n"

// Headers replaces the values of sensitive headers in h, in place,
// and returns h; nil when h is empty.
func Headers(h map[string]string) map[string]string {
	if len(h) == 0 {
		return nil
	}
	for name := range h {
		if sensitiveHeader(name) {
			h[name] = Redacted
		}
	}
	return h
}

func sensitiveHeader(name string) bool {
	for _, h := range sensitiveHeaders {
		if len(name) == len(h) && strings.EqualFold(name, h) {
			return true
		}
	}
	return containsAnyFold(name, sensitiveWords)
}

// span is a byte range of a text to replace, with what replaces it.
type span struct {
	from, to int
	with     string
}

// secretStart marks the bytes where the scan of [Text] stops to
// look: a quote may open a credential-named JSON member, '=' may end a
// credential-named parameter, and a digit may begin a card number.
var secretStart = func() (t [256]bool) {
	t['"'], t['='] = true, true
	for c := '0'; c <= '9'; c++ {
		t[c] = true
	}
	return t
}()

// Text replaces the values of credential-named JSON members, form and
// query parameters, card-number-like digit runs, and secrets that name
// themselves (an authorization scheme's credential, a vendor's key, a
// JSON Web Token; see tokens.go) in s. It runs on every stored text, so
// it allocates only when it replaces something.
func Text(s string) string {
	return tokens(fieldsAndCards(s))
}

// fieldsAndCards is [Text]'s pass over credential-named fields and card
// numbers: one pass over the bytes.
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
		case c == '"':
			if mayBeCredential(s, i+1) {
				sp, found = quotedCredential(s, i+1)
			}
		case c == '=':
			sp, found = namedParam(s, i)
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

// quotedCredential looks for a credential-named JSON member whose name
// starts at s[start], just after its opening quote.
func quotedCredential(s string, start int) (span, bool) {
	end := start
	for end < len(s) && end-start <= longestCredentialName && s[end] != '"' {
		end++
	}
	if end == len(s) || s[end] != '"' || !isCredentialName(s[start:end]) {
		return span{}, false
	}
	return jsonCredential(s, end)
}

// credentialSecond maps the first byte of each credential name, either
// case, to the set of its second letters, bit n for 'a'+n.
var credentialSecond = func() (t [256]uint32) {
	for _, name := range credentialNames {
		bit := uint32(1) << (name[1] - 'a')
		t[name[0]] |= bit
		t[name[0]-'a'+'A'] |= bit
	}
	return t
}()

// mayBeCredential reports whether s[i:] begins with the first two letters
// of a credential name: the cheap test that spares most strings the full
// one.
func mayBeCredential(s string, i int) bool {
	if i+1 >= len(s) {
		return false
	}
	second := lowerASCII(s[i+1]) - 'a'
	return second < 26 && credentialSecond[s[i]]&(1<<second) != 0
}

// longestCredentialName is the length of the longest of credentialNames.
const longestCredentialName = len("refresh_token")

// credentialLen marks the lengths of credentialNames.
var credentialLen = func() (t [longestCredentialName + 1]bool) {
	for _, name := range credentialNames {
		t[len(name)] = true
	}
	return t
}()

func isCredentialName(s string) bool {
	if len(s) > longestCredentialName || !credentialLen[len(s)] {
		return false
	}
	for _, name := range credentialNames {
		if equalFoldASCII(s, name) {
			return true
		}
	}
	return false
}

// namedParam looks for a credential-named form or query parameter ending
// at the '=' at s[eq].
func namedParam(s string, eq int) (span, bool) {
	for _, name := range credentialNames {
		start := eq - len(name)
		if start < 0 || start > 0 && strings.IndexByte(paramDelimiters, s[start-1]) < 0 {
			continue
		}
		if equalFoldASCII(s[start:eq], name) {
			return paramCredential(s, eq)
		}
	}
	return span{}, false
}

// jsonCredential finds the value of the JSON member whose name's closing
// quote is s[quote]: a string's contents, or a bare number or literal.
func jsonCredential(s string, quote int) (span, bool) {
	i := quote + 1
	for i < len(s) && (s[i] == ' ' || s[i] == '\t') {
		i++
	}
	if i >= len(s) || s[i] != ':' {
		return span{}, false
	}
	i++
	for i < len(s) && (s[i] == ' ' || s[i] == '\t' || s[i] == '\n' || s[i] == '\r') {
		i++
	}
	if i >= len(s) {
		return span{}, false
	}
	if s[i] == '"' {
		j := i + 1
		for j < len(s) && s[j] != '"' {
			if s[j] == '\\' {
				j++
			}
			j++
		}
		return span{from: i + 1, to: min(j, len(s)), with: Redacted}, true
	}
	j := i
	for j < len(s) && strings.IndexByte(",}] \t\r\n", s[j]) < 0 {
		j++
	}
	if j == i || s[i] == '{' || s[i] == '[' || strings.HasPrefix(s[i:], "null") {
		return span{}, false
	}
	return span{from: i, to: j, with: `"` + Redacted + `"`}, true
}

// paramCredential finds the value of the parameter whose '=' is s[eq].
func paramCredential(s string, eq int) (span, bool) {
	j := eq + 1
	for j < len(s) && strings.IndexByte("&; \t\r\n\"", s[j]) < 0 {
		j++
	}
	if j == eq+1 {
		return span{}, false
	}
	return span{from: eq + 1, to: j, with: Redacted}, true
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

func containsAny(s string, subs []string) bool {
	for _, sub := range subs {
		if strings.Contains(s, sub) {
			return true
		}
	}
	return false
}

// InputValue reports whether an input's value must not be stored:
// password, card and secret fields, judged by the selector the capture
// script built from its type, name, id or autocomplete.
func InputValue(selector string) bool {
	return containsAnyFold(selector, []string{"password", "passwd", "secret", "token", "cc-number", "card", "cvc", "cvv", "data-errbundle-redact"})
}

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
