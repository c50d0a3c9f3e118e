package capture

import (
	"slices"
	"strings"
)

// Redacted replaces every secret the store would otherwise keep.
const Redacted = "[redacted]"

// sensitiveHeaders are redacted by exact (lower-case) name; any header whose
// name contains one of sensitiveWords is too.
var sensitiveHeaders = map[string]bool{
	"authorization":       true,
	"cookie":              true,
	"set-cookie":          true,
	"proxy-authorization": true,
}

var sensitiveWords = []string{"token", "secret", "key", "password", "session"}

// credentialNames are JSON members and form or query parameters whose
// values are secrets. Matching is exact (ignoring ASCII case): passwordHint
// is not a credential.
var credentialNames = []string{"password", "passwd", "secret", "token", "api_key", "apikey", "access_token",
	"refresh_token", "authorization", "client_secret"}

// credentialHints gate the name search: every credential name contains one
// of them, and a text containing none has nothing to redact.
var credentialHints = []string{"pass", "secret", "token", "key", "authorization"}

// RedactHeaders returns h with sensitive values replaced; h itself is not
// modified.
func RedactHeaders(h map[string]string) map[string]string {
	if len(h) == 0 {
		return nil
	}
	out := make(map[string]string, len(h))
	for name, v := range h {
		if sensitiveHeader(name) {
			v = Redacted
		}
		out[name] = v
	}
	return out
}

func sensitiveHeader(name string) bool {
	n := strings.ToLower(name)
	if sensitiveHeaders[n] {
		return true
	}
	for _, w := range sensitiveWords {
		if strings.Contains(n, w) {
			return true
		}
	}
	return false
}

// RedactText replaces credential-named JSON members, form and query
// parameters, and card-number-like digit runs in s. It runs on every stored
// text, so it scans by hand rather than with regular expressions.
func RedactText(s string) string {
	if s == "" {
		return s
	}
	return redactCards(redactFields(s))
}

// span is a byte range of a text to replace, with what replaces it.
type span struct {
	from, to int
	with     string
}

// redactFields replaces the values of credential-named members and
// parameters.
func redactFields(s string) string {
	lower := strings.ToLower(s) // no allocation when s has no upper case
	if len(lower) != len(s) || !containsAny(lower, credentialHints) {
		return s
	}
	var spans []span
	for _, name := range credentialNames {
		for off := 0; ; {
			i := strings.Index(lower[off:], name)
			if i < 0 {
				break
			}
			i += off
			off = i + len(name)
			if sp, ok := credentialValue(s, i, off); ok {
				spans = append(spans, sp)
			}
		}
	}
	return applySpans(s, spans)
}

// credentialValue finds the value of the credential name at s[start:end]:
// a JSON member ("name": value) or a parameter (name=value).
func credentialValue(s string, start, end int) (span, bool) {
	before := byte(0)
	if start > 0 {
		before = s[start-1]
	}
	if end >= len(s) {
		return span{}, false
	}
	switch {
	case before == '"' && s[end] == '"':
		i := end + 1
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
		for j < len(s) && !strings.ContainsRune(",}] \t\r\n", rune(s[j])) {
			j++
		}
		if j == i || s[i] == '{' || s[i] == '[' || strings.HasPrefix(s[i:], "null") {
			return span{}, false
		}
		return span{from: i, to: j, with: `"` + Redacted + `"`}, true
	case (start == 0 || strings.IndexByte("?&; \t\n", before) >= 0) && s[end] == '=':
		j := end + 1
		for j < len(s) && strings.IndexByte("&; \t\r\n\"", s[j]) < 0 {
			j++
		}
		if j == end+1 {
			return span{}, false
		}
		return span{from: end + 1, to: j, with: Redacted}, true
	}
	return span{}, false
}

// applySpans replaces the spans in s; overlapping spans keep the first.
func applySpans(s string, spans []span) string {
	if len(spans) == 0 {
		return s
	}
	slices.SortFunc(spans, func(a, b span) int { return a.from - b.from })
	var b strings.Builder
	b.Grow(len(s))
	last := 0
	for _, sp := range spans {
		if sp.from < last {
			continue
		}
		b.WriteString(s[last:sp.from])
		b.WriteString(sp.with)
		last = sp.to
	}
	b.WriteString(s[last:])
	return b.String()
}

// redactCards replaces runs of 13–19 digits, optionally grouped by single
// spaces or dashes as card numbers are written, that pass the Luhn check
// and are not Unix millisecond timestamps.
func redactCards(s string) string {
	var spans []span
	for i := 0; i < len(s); {
		if !isDigit(s[i]) || (i > 0 && isWordByte(s[i-1])) {
			i++
			continue
		}
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
				spans = append(spans, span{from: i, to: end, with: Redacted})
			}
		}
		i = max(j, i+1)
	}
	return applySpans(s, spans)
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

// RedactInputValue reports whether an input's value must not be stored:
// password, card and secret fields, judged by the selector the capture
// script built from its type, name, id or autocomplete.
func RedactInputValue(selector string) bool {
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
