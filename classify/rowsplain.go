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
//   - "PATH:L[:C]: message", "PATH:L:C:Rule:message", "PATH:L[:C] -
//     message", "PATH:L [tool: rule] message", or "PATH:L   Name   message" padded into columns, at the
//     line's start (an indented one is a frame);
//
// The path must have a source extension and be the project's, and the
// message must state a problem ([statesProblem]) or be one name, that of
// the thing at fault: a logger that names its call's place says what went
// well ("src/jobs/sync.py:12: synced 3 orders"), a checker what is wrong
// and where.

// plainMessage returns the severity and the message of such a row, sep
// what follows its place loc, rest what follows the place's separator;
// kind is 0 when the row's shape does not tell a report. A name alone is a
// warning about that name ("src/cart.ts:3:14: item", "src/money.ts:5 -
// parsePrice"), any other complaint an error.
func plainMessage(sep, loc, rest string) (kind Kind, msg string) {
	ok := false
	switch {
	case strings.HasSuffix(rest, ":") || strings.HasSuffix(rest, " from here"):
		return 0, "" // a heading, or a note pointing elsewhere: "Called from here"
	case strings.HasPrefix(rest, "in "):
		return 0, "" // a frame: "test_x.py:11: in test_parse", "a.rb:7:in `fetch'"
	case strings.HasPrefix(sep, ":"), strings.HasPrefix(sep, " - "):
		ok = true // "PATH:L:C: msg", "PATH:L:C:Rule.Name:msg", "PATH:L:msg."
	case strings.HasPrefix(sep, " [") && strings.Contains(rest, "] "):
		_, rest, ok = strings.Cut(rest, "] ") // the tool's tag and rule: "PATH:L [sql-lint: missing-where] msg"
	case hasColumn(loc):
	case strings.HasPrefix(sep, "  "):
		rest, ok = ruleFirst(rest), true // "Cart.php:9   UnusedFormalParameter  Avoid unused ..."
	}
	switch {
	case !ok:
		return 0, ""
	case isIdentifier(rest) && (hasColumn(loc) || strings.HasPrefix(sep, " - ")):
		return Warning, rest
	case statesProblem(rest):
		return Error, rest
	}
	if name, said, ok := strings.Cut(rest, " - "); ok && isIdentifier(name) && strings.Count(said, " ") >= 2 && strings.HasPrefix(sep, ":") {
		return Warning, rest // the thing at fault, then what of it: unparam's "check - result 0 (error) is always nil"
	}
	return 0, ""
}

// problemWords say that something is wrong; one of them as a word of a
// message makes it a complaint.
var problemWords = map[string]bool{
	"unused": true, "undefined": true, "unknown": true, "missing": true, "invalid": true, "cannot": true,
	"unexpected": true, "expected": true, "should": true, "must": true, "avoid": true, "deprecated": true,
	"duplicate": true, "illegal": true, "wrong": true, "incompatible": true, "unreachable": true,
	"unsupported": true, "not": true, "forbidden": true, "incorrect": true, "redundant": true,
	"unnecessary": true, "mismatch": true, "misspelled": true, "disallowed": true, "never": true,
	"ineffectual": true, "useless": true, "unclosed": true, "unterminated": true, "unmatched": true,
	"unresolved": true, "uninitialized": true, "unhandled": true, "unsafe": true, "insecure": true,
	"shadows": true, "obsolete": true, "violates": true, "violation": true, "overflow": true, "without": true,
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
