package capture

import (
	"regexp"
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

// sensitiveField matches JSON members and form or query parameters named
// like a credential, capturing the part up to the value (group 1) and the
// value (group 2 for a JSON string, 3 for anything else up to a delimiter).
var sensitiveField = regexp.MustCompile(`(?i)("(?:password|passwd|secret|token|api_key|apikey|access_token|refresh_token|authorization|client_secret)"\s*:\s*)(?:"((?:[^"\\]|\\.)*)"|(-?[0-9][^,}\s]*|true|false))` +
	`|((?:^|[?&;\s])(?:password|passwd|secret|token|api_key|apikey|access_token|refresh_token|client_secret)=)([^&;\s"]*)`)

// cardNumber matches 13–19 digits, optionally grouped by single spaces or
// dashes, as card numbers are written; candidates must also pass Luhn.
var cardNumber = regexp.MustCompile(`\b\d(?:[ -]?\d){12,18}\b`)

// credentialHints gate the field regexp: a body mentioning none of them
// (case-insensitively) has nothing for it to find.
var credentialHints = []string{"pass", "secret", "token", "key", "auth"}

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
// parameters, and card-number-like digit runs in s.
func RedactText(s string) string {
	if s == "" {
		return s
	}
	if containsAnyFold(s, credentialHints) {
		s = sensitiveField.ReplaceAllStringFunc(s, redactField)
	}
	if hasDigitRun(s, 13) {
		s = cardNumber.ReplaceAllStringFunc(s, func(m string) string {
			if luhn(m) && !isEpochMillis(m) {
				return Redacted
			}
			return m
		})
	}
	return s
}

func redactField(m string) string {
	sub := sensitiveField.FindStringSubmatchIndex(m)
	switch {
	case sub[2] >= 0 && sub[4] >= 0: // JSON string value
		return m[:sub[2]] + m[sub[2]:sub[3]] + `"` + Redacted + `"`
	case sub[2] >= 0: // JSON bare value
		return m[:sub[3]] + `"` + Redacted + `"`
	case sub[8] >= 0 && sub[9] > sub[8]: // parameter with a value
		return m[:sub[9]] + Redacted
	}
	return m
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

func hasDigitRun(s string, n int) bool {
	run := 0
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c >= '0' && c <= '9':
			run++
			if run >= n {
				return true
			}
		case (c == ' ' || c == '-') && run > 0:
		default:
			run = 0
		}
	}
	return false
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
