package redact

import (
	"slices"
	"strings"
)

// refText is the first redactor, kept as the reference that
// FuzzRedactText checks the single-pass one against: it lowers the whole
// text, searches it for each credential name, then scans the result for
// card numbers. Both then replace the secrets that name themselves
// (tokens), which is no part of what the fuzzing compares.
func refText(s string) string {
	if s == "" {
		return s
	}
	return tokens(refRedactCards(refRedactFields(s)))
}

func refRedactFields(s string) string {
	lower := strings.ToLower(s)
	if len(lower) != len(s) {
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
			if sp, ok := refCredentialValue(s, i, off); ok {
				spans = append(spans, sp)
			}
		}
	}
	return refApplySpans(s, spans)
}

func refCredentialValue(s string, start, end int) (span, bool) {
	if end >= len(s) {
		return span{}, false
	}
	if start > 0 && s[start-1] == '"' && s[end] == '"' {
		return jsonCredential(s, end)
	}
	if (start == 0 || strings.IndexByte(paramDelimiters, s[start-1]) >= 0) && s[end] == '=' {
		return paramCredential(s, end)
	}
	return span{}, false
}

func refApplySpans(s string, spans []span) string {
	slices.SortFunc(spans, func(a, b span) int { return a.from - b.from })
	var kept []span
	last := 0
	for _, sp := range spans {
		if sp.from >= last {
			kept = append(kept, sp)
			last = sp.to
		}
	}
	return applySpans(s, kept)
}

func refRedactCards(s string) string {
	var spans []span
	for i := 0; i < len(s); {
		if !isDigit(s[i]) || (i > 0 && isWordByte(s[i-1])) {
			i++
			continue
		}
		sp, ok, next := cardNumber(s, i)
		if ok {
			spans = append(spans, sp)
		}
		i = next
	}
	return applySpans(s, spans)
}
