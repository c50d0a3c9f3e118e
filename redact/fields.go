package redact

import "strings"

// A value after a secret's name: the scan of [Text] stops at each ':' and
// '=', reads the name before it and, when [nameRules] call it a secret's,
// the value after it. The name is read backwards, so a JSON member
// ("newPassword": …), a parameter (?code=…, --password=…, DB_PASS=…), an
// assignment in source (password: "…", DB_PASS = "…", secret := "…") and
// a YAML or inspected object's field (password: hunter2) are one case.

// isNameByte reports a byte of a bare name: an identifier's, a dotted
// path's (config.password) or a flag's or header's (--db-password, X-Api-Key).
func isNameByte(c byte) bool { return isWordByte(c) || c == '-' || c == '.' || c == '$' }

// namedValue looks for the value of a secret-named member, parameter or
// assignment whose ':' or '=' is s[at].
func namedValue(s string, at int) (span, bool) {
	sep := s[at]
	next := byte(0)
	if at+1 < len(s) {
		next = s[at+1]
	}
	end := at
	if sep == ':' {
		if next == '=' || next == ':' {
			return span{}, false // Go's :=, judged at its '='; C++'s ::
		}
	} else {
		if next == '=' || next == '>' {
			return span{}, false // ==, =>
		}
		if at > 0 && s[at-1] == ':' {
			end-- // :=
		} else if at > 0 && strings.IndexByte("!<>=+-*/%|&^", s[at-1]) >= 0 {
			return span{}, false // a comparison or a compound assignment
		}
	}
	spaced := false
	for end > 0 && (s[end-1] == ' ' || s[end-1] == '\t') {
		end--
		spaced = true
	}
	if end == 0 {
		return span{}, false
	}
	quoted := s[end-1] == '"' || s[end-1] == '\''
	nameEnd := end
	if quoted || s[end-1] == ']' {
		nameEnd--
	}
	if nameEnd < 2 || spaced && !mayEndName(s, end) {
		return span{}, false // the scan made the cheap test unless spaces hid the name
	}
	var start int
	if quoted {
		from := max(0, end-2-maxNameLen)
		open := strings.LastIndexByte(s[from:end-1], s[end-1])
		if open < 0 {
			return span{}, false
		}
		start, end = from+open+1, end-1
	} else {
		if s[end-1] == ']' {
			end-- // a form's user[password]=
		}
		start = end
		for start > 0 && end-start <= maxNameLen && isNameByte(s[start-1]) {
			start--
		}
	}
	if start == end {
		return span{}, false
	}
	query := sep == '=' && !quoted && !spaced && (start == 0 || strings.IndexByte("?&;", s[start-1]) >= 0)
	if !secretName(s[start:end], query) {
		return span{}, false
	}
	return valueAfter(s, at, quoted && sep == ':', sep == '=' && !spaced)
}

// valueAfter finds the value after the ':' or '=' at s[at] of a secret's
// name: a quoted string's contents; for a JSON member (member) a bare
// number or literal; for a parameter (param) anything up to its
// delimiter; else, as in YAML or prose, a word that [looksSecret].
func valueAfter(s string, at int, member, param bool) (span, bool) {
	v := at + 1
	for v < len(s) && (s[v] == ' ' || s[v] == '\t' || member && (s[v] == '\n' || s[v] == '\r')) {
		v++
	}
	if v == len(s) {
		return span{}, false
	}
	if q := s[v]; q == '"' || q == '\'' || q == '`' {
		j := closingQuote(s, v)
		if j == v+1 {
			return span{}, false // empty: nothing to hide
		}
		return span{from: keptPrefix(s, v+1, j), to: j, with: Redacted}, true
	}
	if param {
		if v > at+1 {
			return span{}, false
		}
		j := v
		for j < len(s) && strings.IndexByte("&; \t\r\n\"'", s[j]) < 0 {
			j++
		}
		if j == v {
			return span{}, false
		}
		return span{from: keptPrefix(s, v, j), to: j, with: Redacted}, true
	}
	if member {
		j := v
		for j < len(s) && strings.IndexByte(",}] \t\r\n", s[j]) < 0 {
			j++
		}
		switch lit := s[v:j]; {
		case j == v, s[v] == '{', s[v] == '[', lit == "null", lit == "true", lit == "false":
			return span{}, false // an object's or array's own members are judged by their names; a literal is no secret
		}
		return span{from: v, to: j, with: `"` + Redacted + `"`}, true
	}
	j := wordEnd(s, v)
	w := strings.TrimRight(s[v:j], ".")
	if j < len(s) && s[j] == '(' || !looksSecret(w) || isMemberChain(w) {
		return span{}, false // a call, prose or a reference (process.env.PW), not a value
	}
	return span{from: v, to: v + len(w), with: Redacted}, true
}

// keptPrefix returns where the secret in s[from:to] starts past what
// says what it is and is kept, as [tokens] keeps it: an authorization
// scheme ("Bearer ") or a vendor key's prefix ("sk_live_").
func keptPrefix(s string, from, to int) int {
	v := s[from:to]
	for _, scheme := range schemes {
		if len(v) > len(scheme) && v[:len(scheme)] == scheme {
			return from + len(scheme)
		}
	}
	if sp, ok := vendorKey(s[:to], from); ok {
		return sp.from
	}
	return from
}

// closingQuote returns the index of the quote that closes the string
// opened at s[open], skipping escapes; or the end of the line or text when
// none does, so a string cut short is redacted to where it stops.
func closingQuote(s string, open int) int {
	q := s[open]
	j := open + 1
	for j < len(s) && s[j] != q && s[j] != '\n' {
		if s[j] == '\\' {
			j++
		}
		j++
	}
	return min(j, len(s))
}

// wordEnd returns the end of the unquoted value that starts at s[v].
func wordEnd(s string, v int) int {
	j := v
	for j < len(s) && strings.IndexByte(" \t\r\n\"',;()[]{}<>", s[j]) < 0 {
		j++
	}
	return j
}

// looksSecret reports whether an unquoted word looks like a secret rather
// than prose: it has a digit or a symbol, or mixes cases past its first
// byte. "hunter2", "Tr0ub4dor&3" and "aBcDeF" do; "invalid", "Required"
// and V8's "ILLEGAL" do not.
func looksSecret(w string) bool {
	var upper, lower bool
	for i := 0; i < len(w); i++ {
		switch c := w[i]; {
		case isDigit(c), strings.IndexByte("!@#$%^&*+/=~_", c) >= 0:
			return true
		case isUpper(c):
			upper = upper || i > 0
		case isLower(c):
			lower = true
		}
	}
	return upper && lower
}

// isMemberChain reports a dotted reference such as process.env.PW: a '.'
// with a letter on either side.
func isMemberChain(w string) bool {
	for i := 1; i+1 < len(w); i++ {
		if w[i] == '.' && isLower(w[i-1]|0x20) && isLower(w[i+1]|0x20) {
			return true
		}
	}
	return false
}

// authorityEnd marks the bytes that end a URL's authority, or the text
// around a URL.
var authorityEnd = func() (t [256]bool) {
	for _, c := range "/?#[] \t\r\n\"'<>\\`" {
		t[c] = true
	}
	return t
}()

// userinfo finds the password of the URL whose "://" begins at s[at]:
// scheme://user:PASSWORD@host. The user is kept; so is a lone user, which
// is as often a public key (a Sentry DSN's) as a token, and tokens are
// caught by their form.
func userinfo(s string, at int) (span, bool) {
	from := at + 3
	if strings.IndexByte(s[from:min(len(s), from+maxNameLen*4)], '@') < 0 {
		return span{}, false // no userinfo, as in most URLs
	}
	colon, atSign := -1, -1
	for j := from; j < len(s); j++ {
		c := s[j]
		if authorityEnd[c] {
			break
		}
		if c == ':' && colon < 0 {
			colon = j
		}
		if c == '@' {
			atSign = j
		}
	}
	if colon < 0 || atSign < colon+2 {
		return span{}, false
	}
	return span{from: colon + 1, to: atSign, with: Redacted}, true
}
