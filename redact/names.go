package redact

import "strings"

// Secret names: one table for every place a name stands before a value,
// a JSON member, a form or query parameter, a header, a command-line flag,
// an assignment in source code, an input field.

// nameRule is one row of [nameRules]. A name is split into lower-case
// words ([nameWords]), its trailing [qualifiers] dropped, and a rule
// matches when its words end what is left: "password" matches newPassword,
// new_password and DB_PASSWORD, not passwordHint; "pin" matches user_pin,
// not pinned.
type nameRule struct {
	words    string // the words that end the name, space-separated, lower case
	alone    bool   // the name is these words and nothing before them
	prefixed bool   // some word comes before them: "api key", not "key"
	query    bool   // only as a query or form parameter (after '?', '&' or ';')
	prose    bool   // also as a word of prose before a value that looks secret: "password hunter2"
	keep     bool   // not a secret: a longer rule that overrides a shorter one
}

// nameRules are the names whose values are secrets. Where several rules
// match a name, the one of most words decides.
var nameRules = []nameRule{
	{words: "password", prose: true},
	{words: "passwd", prose: true},
	{words: "passphrase", prose: true},
	{words: "pass"}, // DB_PASS, userPass; numPassedTests and passive are other words
	{words: "pwd"},
	{words: "secret", prose: true},
	{words: "token", prose: true}, // access_token, id_token, X-CSRF-Token; tokens_used is another word
	{words: "apikey"},
	{words: "key", prefixed: true},           // apiKey, secretKey, privateKey, stripeKey, aws_secret_access_key
	{words: "key", alone: true, query: true}, // ?key=AIza…; a JSON "key" is React's or a keyboard's
	{words: "sort key", keep: true},          // keys that name, not unlock
	{words: "primary key", keep: true},
	{words: "foreign key", keep: true},
	{words: "cache key", keep: true},
	{words: "query key", keep: true},
	{words: "storage key", keep: true},
	{words: "i18n key", keep: true},
	{words: "translation key", keep: true},
	{words: "partition key", keep: true},
	{words: "public key", keep: true},
	{words: "publishable key", keep: true},
	{words: "shortcut key", keep: true},
	{words: "modifier key", keep: true},
	{words: "otp"},
	{words: "pin"},
	{words: "ssn"},
	{words: "cvv"},
	{words: "cvc"},
	{words: "session"}, // session, X-Session-Id; sessionStorage is another name
	{words: "auth"},
	{words: "authorization"},
	{words: "authentication"},
	{words: "cookie"},
	{words: "csrf"},
	{words: "xsrf"},
	{words: "signature"}, // X-Amz-Signature
	{words: "sig", alone: true, query: true},
	{words: "code", alone: true, query: true}, // an OAuth callback's ?code=; a JSON "code" is an error's
	{words: "auth code"},
	{words: "authorization code"},
	{words: "verification code"},
	{words: "security code"},
	{words: "one time code"}, // autocomplete="one-time-code"
}

// qualifiers are trailing words that do not change what a name holds:
// password_confirmation, session_id, password2.
var qualifiers = []string{"confirmation", "confirm", "id"}

// maxNameLen bounds the names judged; a longer run is no name.
const maxNameLen = 64

// maxNameWords bounds the words of a name looked at, its last ones: enough
// for the longest rule and two qualifiers.
const maxNameWords = 6

// rulesByEnd holds nameRules by the last byte of their last word, each
// rule's words split: the few a name's last word is compared with.
var rulesByEnd = func() (t [256][]splitRule) {
	for _, r := range nameRules {
		w := strings.Fields(r.words)
		last := w[len(w)-1]
		c := last[len(last)-1]
		t[c] = append(t[c], splitRule{nameRule: r, words: w, last: last})
	}
	for c := range t {
		for i := range t[c] {
			r := &t[c][i]
			r.only = len(r.words) == 1 && r.nameRule == nameRule{words: r.words[0], prose: r.prose}
			for j := range t[c] {
				r.only = r.only && (i == j || t[c][j].last != r.last)
			}
		}
	}
	return t
}()

type splitRule struct {
	nameRule
	words []string
	last  string
	only  bool // the one rule of its last word, a single word with no conditions: its match decides
}

// secretName reports whether a value named name is a secret, by
// [nameRules]; query says the name is a query or form parameter's. It
// allocates nothing, and for most names reads only the last word.
func secretName(name string, query bool) bool {
	if len(name) == 0 || len(name) > maxNameLen || !mayBeName(name) {
		return false
	}
	start, end := lastWord(name, len(name))
	for start > 0 && end > start && isQualifier(name[start:end]) {
		if s, e := lastWord(name, start); e > s {
			start, end = s, e
		} else {
			break
		}
	}
	if end-start < 3 {
		return false
	}
	last := name[start:end]
	rules := rulesByEnd[lowerASCII(last[len(last)-1])]
	found := false
	for i := range rules {
		if found = equalFoldASCII(last, rules[i].last); found {
			if rules[i].only {
				return true // Authorization, Set-Cookie, access_token: no need to split the name
			}
			break
		}
	}
	if !found {
		return false
	}
	var w [maxNameWords][2]int
	n := nameWords(name[:end], &w)
	var best *splitRule
	for i := range rules {
		r := &rules[i]
		if len(r.words) > n || best != nil && len(r.words) <= len(best.words) {
			continue
		}
		if r.alone && len(r.words) != n || r.prefixed && len(r.words) == n || r.query && !query {
			continue
		}
		if wordsEnd(name, w[:n], r.words) {
			best = r
		}
	}
	return best != nil && !best.keep
}

// nameEnds maps the last letter of each rule's last word and of each
// qualifier, lower case, to the set of the letters before it, bit n for
// 'a'+n: the cheap test that spares most names ("name", "price",
// "created_at") the split into words.
var nameEnds = func() (t [26]uint32) {
	mark := func(w string) {
		t[w[len(w)-1]-'a'] |= 1 << (w[len(w)-2] - 'a')
	}
	for _, r := range nameRules {
		mark(r.words)
	}
	for _, q := range qualifiers {
		mark(q)
	}
	return t
}()

// mayBeName reports whether name, less any digits or punctuation it ends
// with (password2, user[password]), ends with two letters a rule's last word or a qualifier
// ends with.
func mayBeName(name string) bool {
	end := len(name)
	for end > 0 && !isLower(name[end-1]|0x20) {
		end--
	}
	if end < 2 {
		return false
	}
	last, before := lowerASCII(name[end-1])-'a', lowerASCII(name[end-2])-'a'
	return last < 26 && before < 26 && nameEnds[last]&(1<<before) != 0
}

// lastWord returns the bounds of the last word of name[:end], as
// [nameWords] splits it; start == end when there is none.
func lastWord(name string, end int) (start, stop int) {
	for end > 0 && !isAlnum(name[end-1]) {
		end--
	}
	start = end
	for start > 0 && isLower(name[start-1]) {
		start-- // the common case, a lower-case word: content-length, newPassword
	}
	if start > 0 && start < end && isUpper(name[start-1]) && (start == 1 || !isAlnum(name[start-2]) || isLower(name[start-2])) {
		return start - 1, end // Password in newPassword
	}
	if start > 0 && start < end && !isAlnum(name[start-1]) {
		return start, end
	}
	for start > 0 && isAlnum(name[start-1]) && (start == end || !breaksBefore(name, start)) {
		start--
	}
	return start, end
}

// wordsEnd reports whether the name's words w end with want.
func wordsEnd(name string, w [][2]int, want []string) bool {
	for i := range want {
		at := w[len(w)-len(want)+i]
		if !equalFoldASCII(name[at[0]:at[1]], want[i]) {
			return false
		}
	}
	return true
}

func isQualifier(word string) bool {
	if isDigit(word[0]) {
		return true // a word starts with a digit only when it is all digits
	}
	for _, q := range qualifiers {
		if equalFoldASCII(word, q) {
			return true
		}
	}
	return false
}

// nameWords splits name into words, the last maxNameWords of them kept in
// w as byte ranges, and returns how many it kept. Words break at any byte
// but a letter or digit, between a lower-case letter and an upper-case
// one (newPassword), before the last capital of a run that a lower-case
// letter follows (CSRFToken), and before digits that end a word
// (password2, but i18n is one word).
func nameWords(name string, w *[maxNameWords][2]int) int {
	n, start := 0, -1
	emit := func(end int) {
		if start < 0 {
			return
		}
		if n == maxNameWords {
			copy(w[:], w[1:])
			n--
		}
		w[n] = [2]int{start, end}
		n++
		start = -1
	}
	for i := 0; i < len(name); i++ {
		c := name[i]
		if !isAlnum(c) {
			emit(i)
			continue
		}
		if start >= 0 && breaksBefore(name, i) {
			emit(i)
		}
		if start < 0 {
			start = i
		}
	}
	emit(len(name))
	return n
}

// breaksBefore reports whether a word breaks between name[i-1] and
// name[i], both letters or digits.
func breaksBefore(name string, i int) bool {
	c, p := name[i], name[i-1]
	switch {
	case isUpper(c) && isLower(p),
		isDigit(c) && !isDigit(p) && digitsEnd(name, i),
		isUpper(c) && isUpper(p) && i+1 < len(name) && isLower(name[i+1]):
		return true
	}
	return false
}

// digitsEnd reports whether the digits at name[i] run to the end of the word.
func digitsEnd(name string, i int) bool {
	for i < len(name) && isDigit(name[i]) {
		i++
	}
	return i == len(name) || !isAlnum(name[i])
}

func isUpper(c byte) bool { return c >= 'A' && c <= 'Z' }
func isLower(c byte) bool { return c >= 'a' && c <= 'z' }
func isAlnum(c byte) bool { return isDigit(c) || isUpper(c) || isLower(c) }
