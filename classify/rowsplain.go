package classify

import (
	"strings"
	"unicode"
)

// A place and a message with nothing more, no severity word, no rule id,
// no mark, is how most checkers print a row; round 5 of the blind
// recordings showed it the commonest shape the cues miss. [detectFramed],
// tried after every other detector, reads it as a problem when its shape
// says a report and not a log line:
//
//   - "PATH:L:C: message" or "PATH:L:C - message": a column tells a
//     report, for a logger never prints one;
//   - unindented, "PATH:L: message", "PATH:L - name" or "PATH:L   Name
//     message" padded into columns. An indented one is a frame.
//
// The path must have a source extension and be the project's, and the
// message must state a problem ([statesProblem]): a logger that names its
// call's place says what went well ("src/jobs/sync.py:12: synced 3
// orders"), a checker what is wrong and where.

// plainMessage returns the message of such a row, t starting with its
// place loc, rest what follows the place's separator; ok is false when
// the row's shape does not tell a report.
func plainMessage(t, loc, rest string) (msg string, ok bool) {
	sep := t[len(loc):]
	switch {
	case strings.HasSuffix(rest, ":") || strings.HasSuffix(rest, " from here"):
		return "", false // a heading, or a note pointing elsewhere: "Called from here"
	case hasColumn(loc):
		ok = strings.HasPrefix(sep, ": ") || strings.HasPrefix(sep, " - ")
	case strings.HasPrefix(rest, "in "):
		return "", false // a frame: "test_x.py:11: in test_parse"
	case strings.HasPrefix(sep, ": "), strings.HasPrefix(sep, " - "):
		ok = true
	case strings.HasPrefix(sep, "  "):
		rest, ok = ruleFirst(rest), true // "Cart.php:9   UnusedFormalParameter  Avoid unused ..."
	}
	if !ok || !statesProblem(rest) && !(isIdent(rest) && strings.HasPrefix(sep, " - ")) {
		return "", false
	}
	return rest, true
}

// problemWords say that something is wrong; one of them as a word of a
// message makes it a complaint.
var problemWords = map[string]bool{
	"unused": true, "undefined": true, "unknown": true, "missing": true, "invalid": true, "cannot": true,
	"unexpected": true, "expected": true, "should": true, "must": true, "avoid": true, "deprecated": true,
	"duplicate": true, "illegal": true, "wrong": true, "incompatible": true, "unreachable": true,
	"unsupported": true, "not": true, "forbidden": true, "incorrect": true, "redundant": true,
	"unnecessary": true, "mismatch": true, "misspelled": true, "disallowed": true, "never": true,
}

// statesProblem reports a message that says what is wrong: it quotes the
// code or name at fault ("'os' imported but unused"), proposes a
// replacement ("recieved ==> received") or has a word of [problemWords].
func statesProblem(msg string) bool {
	if strings.Contains(msg, "==>") || quotes(msg) {
		return true
	}
	for w := range strings.FieldsFuncSeq(msg, func(r rune) bool { return !unicode.IsLetter(r) }) {
		if len(w) > 2 && problemWords[strings.ToLower(w)] {
			return true
		}
	}
	return false
}

// quotes reports a message with a quoted span, 'x', "x", `x` or ‘x’.
func quotes(msg string) bool {
	for _, q := range []string{"'", "\"", "`"} {
		if i := strings.Index(msg, q); i >= 0 && strings.Contains(msg[i+1:], q) && (i == 0 || !isLetter(msg[i-1])) {
			return true
		}
	}
	return strings.Contains(msg, "‘")
}
