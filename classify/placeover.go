package classify

import "strings"

// A place over its message: some tools print the place alone (or in a
// line that states no problem), then the code, and the message last:
//
//	views/cart.pug:4:6
//	  > 4|   DIV#cart
//	------------^
//
//	ID literals must not be used
//
// or, as bullets, "· erroring file: dist/cart.js at dist/cart.js:6:29"
// over "· error: SyntaxError: Assigning to rvalue (6:29)". The
// placed-over rule reads the message under such a place: a line that
// states a problem (an error word, an exception) within a few lines of
// it, or any sentence right after the place's code frame.
type placedOver struct {
	loc    string // the place a line named, "" if none waits
	seq    int    // that line's line.seq
	framed bool   // a code frame came under the place
}

// maxPlacedOver is how many lines (the code frame, its carets, blank
// lines) may come between a place and its message.
const maxPlacedOver = 14

func (a *placedOver) start() { *a = placedOver{} }

func (a *placedOver) detect(ln line) (parser, claim) {
	t := strings.TrimLeft(ln.t, "·•*- ")
	if t == "" {
		return nil, pass
	}
	if loc := placeAbove(t); loc != "" && underDir(loc, ln.dir) && !atFramePlace(t, loc) {
		a.loc, a.seq, a.framed = loc, ln.seq, false
		return nil, pass
	}
	loc := a.loc
	if loc == "" || ln.seq-a.seq > maxPlacedOver {
		a.loc = ""
		return nil, pass
	}
	if ln.bare == loc && ln.seq > a.seq+1 || isFrameLine(ln.s) || isCaretLine(strings.TrimLeft(t, "-")) {
		a.framed = true // the place's code frame: "  > 4|   DIV#cart", "-----^"
		if isFrameLine(ln.s) || isCaretLine(strings.TrimLeft(t, "-")) {
			return nil, pass
		}
	}
	msg, ok := statedUnder(t, a.framed)
	if !ok {
		a.loc = "" // another line came between: the place was no problem's
		return nil, pass
	}
	a.loc = ""
	kind := statedKind(msg)
	if kind == 0 {
		kind = Error
	}
	return &single{f: Finding{Kind: kind, Category: "generic", Message: msg, Location: loc}}, completes
}

// statedUnder is the message a line under a place states: the line
// without a severity label or the tool's prefix, when it states a problem
// or, framed (right after the place's code frame), when it is a sentence.
// A line that names a place of its own, or counts, states none.
func statedUnder(t string, framed bool) (string, bool) {
	if findAnyLoc(t) != "" || isFrameLine(t) || isCaretLine(t) {
		return "", false
	}
	msg := trimMessage(t)
	if !strings.Contains(msg, " ") || isQuiet(msg) || isTally(msg) || codeLike(msg) {
		return "", false // a word ("ERRORS!"), a count, or the source line the place quotes
	}
	if statedKind(msg) != 0 || isExceptionLine(msg) {
		return msg, true
	}
	return msg, framed && strings.Count(msg, " ") >= 2 && isLetter(msg[0]) && !strings.HasSuffix(msg, ":")
}

// codeLike reports a line of source code, as a place's excerpt quotes it
// under the place ("throw new Error(`missing ${name}`)", "return
// Promise.reject(x)"), not a message.
func codeLike(t string) bool {
	if w, _, _ := strings.Cut(t, " "); codeWords[w] || strings.HasSuffix(t, ";") || strings.HasSuffix(t, "{") || strings.Contains(t, "=>") || strings.Contains(t, "${") {
		return true
	}
	i := strings.IndexByte(t, '(')
	return i > 0 && isRuleID(t[:i]) && strings.HasSuffix(t, ")") // a call: "Failure(\"int_of_string\")"
}

// codeWords are words a line of code starts with.
var codeWords = map[string]bool{"throw": true, "return": true, "const": true, "let": true, "var": true, "await": true,
	"function": true, "if": true, "import": true, "export": true, "def": true, "raise": true, "new": true}

// atFramePlace reports a place written as a stack frame, "fn@file:L:C" or
// "@cart.js:11:17": the frame of an error above, not a place over a
// message.
func atFramePlace(t, loc string) bool {
	i := strings.Index(t, loc)
	return strings.HasPrefix(loc, "@") || i > 0 && t[i-1] == '@'
}

// placeAbove is the place a line names that may be over its message: a
// place alone ("views/cart.pug:4:6"), or one after an error's words and
// "at" ("erroring file: dist/cart.js at dist/cart.js:6:29"); "" if none.
func placeAbove(t string) string {
	if strings.IndexByte(t, ':') < 0 {
		return "" // most lines: every place here has a colon
	}
	if p := strings.TrimSuffix(t, ":"); !strings.ContainsAny(p, " \t") {
		if loc := findLoc(p, true); loc == p {
			return loc
		}
		return ""
	}
	loc, _ := errorAt(t)
	return loc
}
