package redact

import "strings"

// A secret that names itself: wherever it appears in a text (an error
// message, a log line, a stack), "Authorization: Bearer <token>", a
// vendor's key format or a PEM private key is a secret, whatever the field
// around it is called; so is the word after "password " when it looks
// secret, and the argument of a flag named like a secret (--password X).

// schemes are the HTTP authorization schemes whose credential follows
// them; the scheme is kept.
var schemes = []string{"Bearer ", "bearer ", "BEARER ", "Basic ", "basic ", "BASIC ", "Token ", "token "}

// keyPrefix is the fixed start of a vendor's key and how many key bytes
// must follow it for the run to be taken for one.
type keyPrefix struct {
	prefix string
	min    int
}

// keyPrefixes are the keys recognised by their form, a longer prefix
// before a shorter one it begins with: Stripe's secret and
// restricted keys and webhook secrets, GitHub's and GitLab's tokens,
// Slack's, npm's, OpenAI's and Anthropic's, AWS access key ids and Google
// API keys. The prefix is kept, so a reader still sees which key it was.
var keyPrefixes = []keyPrefix{
	{"sk_live_", 8}, {"sk_test_", 8}, {"rk_live_", 8}, {"rk_test_", 8}, {"whsec_", 16},
	{"ghp_", 20}, {"gho_", 20}, {"ghs_", 20}, {"ghu_", 20}, {"ghr_", 20}, {"github_pat_", 20},
	{"glpat-", 16}, {"xoxb-", 10}, {"xoxp-", 10}, {"xoxa-", 10}, {"xoxs-", 10}, {"npm_", 30},
	{"sk-proj-", 20}, {"sk-ant-", 20}, {"sk-", 32}, {"AKIA", 16}, {"AIza", 30},
}

// runByte marks the bytes of a run [tokens] looks at: a credential's
// (RFC 9110's token68, but for its '=' padding, which is taken after the
// run: a '=' inside a run is an assignment, "KEY=sk-...") and a JWT's dots.
var runByte = func() (t [256]bool) {
	for c := 0; c < 256; c++ {
		t[c] = isWordByte(byte(c))
	}
	for _, c := range "-.~+/" {
		t[c] = true
	}
	return t
}()

// keyFirst marks the first bytes of [keyPrefixes].
var keyFirst = func() (t [256]bool) {
	for _, k := range keyPrefixes {
		t[k.prefix[0]] = true
	}
	return t
}()

// minRun is the shortest run [tokens] looks at: a prose word ("token")
// or a flag ("--pin") before its value; every other secret is a run of 8
// bytes or more.
const minRun = 5

// tokens replaces authorization credentials, vendor keys, JSON Web
// Tokens, PEM private keys and the values of secret words and flags in
// s. It is one pass over the runs of credential bytes, and it runs on
// every stored text after [fieldsAndCards], so it skips what cannot
// matter as a string search does (Boyer–Moore's skip): a run of minRun
// bytes or more that starts at i or later covers s[i+minRun-1], so
// where that byte is no run byte, the scan jumps minRun bytes with one
// lookup. The short words, numbers and punctuation of JSON and logs are
// mostly jumped over; only the runs long enough to be a secret are read
// whole.
func tokens(s string) string {
	var spans []span
	for i := 0; i+minRun <= len(s); {
		// Invariant: no run of s crosses i from the left, or one was cut
		// there on purpose (namedWord's next); start never goes below i.
		if !runByte[s[i+minRun-1]] {
			i += minRun
			continue
		}
		start := i + minRun - 1
		for start > i && runByte[s[start-1]] {
			start--
		}
		i += minRun
		for i < len(s) && runByte[s[i]] {
			i++
		}
		if i-start < minRun {
			continue
		}
		if namedFirst[s[start]] && i < len(s) && s[i] == ' ' {
			if sp, next, ok := namedWord(s, start, i); ok {
				spans = append(spans, sp)
				i = next
				continue
			}
		}
		if i-start < 8 {
			continue // most runs are words: spare them the trim
		}
		run := strings.TrimRight(s[start:i], ".")
		if len(run) < 8 {
			continue
		}
		if start >= 2 && s[start-1] == ' ' && afterScheme(s[:start]) {
			end := start + len(run)
			for end < len(s) && s[end] == '=' {
				end++ // base64 padding
			}
			if looksEncoded(s[start:end]) {
				spans = append(spans, span{from: start, to: end, with: Redacted})
			}
			continue
		}
		if sp, ok := vendorKey(s, start); ok {
			spans = append(spans, sp)
			continue
		}
		if strings.HasPrefix(run, "eyJ") {
			if end, ok := jwt(s, start); ok {
				spans = append(spans, span{from: start, to: end, with: Redacted})
			}
		}
	}
	return applySpans(s, spans)
}

// afterScheme reports whether before ends with an authorization scheme
// and its space, the scheme a word of its own.
func afterScheme(before string) bool {
	switch before[len(before)-2] | 0x20 {
	case 'r', 'c', 'n': // Bearer, Basic, Token
	default:
		return false
	}
	for _, scheme := range schemes {
		if strings.HasSuffix(before, scheme) {
			n := len(before) - len(scheme)
			return n == 0 || !isWordByte(before[n-1])
		}
	}
	return false
}

// vendorKey is the key of [keyPrefixes] that starts at s[i], its prefix
// kept.
func vendorKey(s string, i int) (span, bool) {
	if !keyFirst[s[i]] {
		return span{}, false
	}
	for _, k := range keyPrefixes {
		if !strings.HasPrefix(s[i:], k.prefix) {
			continue
		}
		from := i + len(k.prefix)
		end := from
		for end < len(s) && (isWordByte(s[end]) || s[end] == '-') {
			end++
		}
		if end-from >= k.min {
			return span{from: from, to: end, with: Redacted}, true
		}
		return span{}, false
	}
	return span{}, false
}

// jwt returns the end of the JSON Web Token at s[i]: three base64url
// segments joined by dots, the first two of 8 bytes or more.
func jwt(s string, i int) (int, bool) {
	j := i
	for seg := 0; seg < 3; seg++ {
		start := j
		for j < len(s) && (isWordByte(s[j]) || s[j] == '-') {
			j++
		}
		if seg < 2 {
			if j-start < 8 || j == len(s) || s[j] != '.' {
				return 0, false
			}
			j++
		}
	}
	return j, true
}

// isToken68 reports a byte of an HTTP credential (RFC 9110's token68).
func isToken68(c byte) bool {
	return isWordByte(c) || c == '-' || c == '.' || c == '~' || c == '+' || c == '/' || c == '='
}

// looksEncoded reports whether a word looks like an encoded secret rather
// than prose: it has a digit, '=' padding, or both letter cases.
func looksEncoded(w string) bool {
	var digit, upper, lower bool
	for i := 0; i < len(w); i++ {
		switch c := w[i]; {
		case isDigit(c), c == '=', c == '+', c == '/':
			digit = true
		case c >= 'A' && c <= 'Z':
			upper = true
		case c >= 'a' && c <= 'z':
			lower = true
		}
	}
	return digit || upper && lower
}

// namedWord looks at the run s[start:end] for a secret announced by the
// words before it: a PEM private key's header, a flag named like a secret
// ([nameRules]) followed by its argument, or a prose word of nameRules
// ("password", "token" …) followed by a word that [looksSecret]. It
// returns the span to replace and where to scan on.
func namedWord(s string, start, end int) (sp span, next int, ok bool) {
	run := s[start:end] // followed by a space
	if end+1 == len(s) {
		return span{}, 0, false
	}
	if run[0] == '-' {
		if run[1] == '-' && strings.HasPrefix(run, "-----BEGIN") {
			return pemKey(s, start)
		}
		if s[end+1] == '-' || !secretName(strings.TrimLeft(run, "-"), false) {
			return span{}, 0, false
		}
		v := end + 1
		if q := s[v]; q == '"' || q == '\'' {
			j := closingQuote(s, v)
			return span{from: v + 1, to: j, with: Redacted}, j, j > v+1
		}
		j := v
		for j < len(s) && s[j] != ' ' && s[j] != '\t' && s[j] != '\r' && s[j] != '\n' {
			j++
		}
		return span{from: v, to: j, with: Redacted}, j, true
	}
	if len(run) > len("passphrase") || !isProseWord(run) {
		return span{}, 0, false
	}
	v := end + 1
	j := wordEnd(s, v)
	w := strings.TrimRight(s[v:j], ".")
	if len(w) < 6 || !looksSecret(w) || isMemberChain(w) {
		return span{}, 0, false
	}
	return span{from: v, to: v + len(w), with: Redacted}, v + len(w), true
}

// proseWords are the single words of nameRules marked prose.
var proseWords = func() (w []string) {
	for _, r := range nameRules {
		if r.prose {
			w = append(w, r.words)
		}
	}
	return w
}()

// namedFirst marks the first bytes of the runs [namedWord] looks at: a
// flag's or a PEM header's '-', and the first letters of proseWords,
// either case.
var namedFirst = func() (t [256]bool) {
	t['-'] = true
	for _, w := range proseWords {
		t[w[0]], t[w[0]-'a'+'A'] = true, true
	}
	return t
}()

func isProseWord(run string) bool {
	for _, w := range proseWords {
		if equalFoldASCII(run, w) {
			return true
		}
	}
	return false
}

// pemKey replaces the body of the PEM private key whose "-----BEGIN"
// starts at s[start], keeping its header and footer lines; a key cut
// short is redacted to the end of its base64.
func pemKey(s string, start int) (span, int, bool) {
	label := start + len("-----BEGIN ")
	if label > len(s) {
		return span{}, 0, false
	}
	h := strings.Index(s[label:min(len(s), label+48)], "-----")
	if h < 0 || !strings.HasSuffix(s[label:label+h], "PRIVATE KEY") {
		return span{}, 0, false
	}
	from := label + h + len("-----")
	to := strings.Index(s[from:], "-----END ")
	if to >= 0 {
		to += from
	} else {
		to = from
		for to < len(s) && (isToken68(s[to]) || s[to] == '\\' || s[to] == '\n' || s[to] == '\r' || s[to] == ' ') {
			to++
		}
	}
	if to == from {
		return span{}, 0, false
	}
	return span{from: from, to: to, with: Redacted}, to, true
}
