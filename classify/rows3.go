package classify

import (
	"strings"
	"unicode"
)

// Still more report rows, read from the shapes themselves and not from any
// one tool's name; round 4 of the blind recordings showed each:
//
//   - a file named alone after a label or a decoration: "File: index.html",
//     "FILE: /project/src/Cart.php", "# css/site.css", "== [orders.sql]
//     FAIL", with a line of metadata ("Config file: /project/.rc.json")
//     between it and its rows;
//   - rows under it with no severity word where the rule's id ends the row
//     ("1:1  A `PageInfo` object type is required ...  relay-page-info-spec"),
//     or a severity label before the place ("ERROR: 5:5  no-var-keyword
//     Forbidden 'var' keyword ...");
//   - table rows between pipes, the line first ("  9 | ERROR | [x] Opening
//     brace should be on a new line", "L:   5 | P:   9 |  PRS | Found
//     unparsable section"), a message too long for its cell wrapped onto a
//     row whose other cells are empty;
//   - bullets of a file with no line ("* Unknown property `colr`"), the
//     lines indented under a bullet its detail;
//   - a severity over a rule of dashes and the place ("Error -----
//     src/cart.js:9:30"), the message the next paragraph;
//   - the line and column in words over an excerpt and its caret ("Parse
//     error on line 6, column 3:"), the message under the caret.

// headerName strips what decorates a file named alone as a report's
// header: a "File:" label, a heading's "#", a bracketed name with a
// status after it ("== [orders.sql] FAIL"). The rest is checked by
// headerFile.
func headerName(t string) string {
	if r, ok := strings.CutPrefix(t, "# "); ok {
		return r
	}
	if len(t) > 6 && strings.EqualFold(t[:6], "file: ") { // not a URL's "file:///"
		return strings.TrimLeft(t[6:], " ")
	}
	if cmd, file, ok := strings.Cut(t, " "); ok && cmd == strings.ToLower(cmd) && isIdent(cmd) && strings.Contains(file, "/") {
		return file // the command over the file it checked: "jslint src/cart.js"
	}
	if r := strings.TrimLeft(t, "=- "); len(r) < len(t) && strings.HasPrefix(r, "[") {
		name, status, ok := strings.Cut(r[1:], "]")
		if status = strings.TrimSpace(status); ok && status == strings.ToUpper(status) && !strings.Contains(status, " ") {
			return name
		}
	}
	return t
}

// isMetaLine reports a "Label: value" line that a report prints between a
// file's header and its rows ("Config file: /project/.linthtmlrc.json"):
// a label of one or two capitalised words and a value of one word; also
// the rules and the counts in capitals that frame a table's rows.
func isMetaLine(t string) bool {
	if strings.Trim(t, "-=─━ ") == "" || !strings.ContainsFunc(t, unicode.IsLower) && strings.ContainsAny(t, "0123456789") {
		return true // a rule, or a count in capitals: "FOUND 4 ERRORS AFFECTING 3 LINES"
	}
	label, value, ok := strings.Cut(t, ": ")
	return ok && label != "" && label[0] >= 'A' && label[0] <= 'Z' && strings.Count(label, " ") <= 1 &&
		value != "" && !strings.ContainsAny(value, " \t")
}

// ruleLast splits a row's message from the rule's id that ends it after
// one or more spaces: "The field `x` is not camel cased.  fields-are-camel-cased".
// An id is lowercase words joined by "-" or "/", at least two of them.
func ruleLast(rest string) (msg string, ok bool) {
	rest = strings.TrimRight(rest, " ")
	i := strings.LastIndexByte(rest, ' ')
	if i <= 0 {
		return "", false
	}
	if id := rest[i+1:]; !strings.ContainsAny(id, "-/") || strings.Trim(id, "abcdefghijklmnopqrstuvwxyz0123456789-/@") != "" || !isLetter(id[0]) {
		return "", false
	}
	msg = strings.TrimSpace(rest[:i])
	return msg, strings.Contains(msg, " ")
}

// bareRow reads a row under a file's header with no severity word: the
// place, then a message the rule's id ends ("4:3  The field ... is missing
// a description.  fields-have-descriptions"). Such a report fails the run,
// so each row is an error.
func bareRow(t string) (string, string) {
	l := digits(t)
	if l == "" || len(t) == len(l) || t[len(l)] != ':' {
		return "", ""
	}
	c := digits(t[len(l)+1:])
	loc := l + ":" + c
	if c == "" || !strings.HasPrefix(t[len(loc):], " ") {
		return "", ""
	}
	msg, ok := ruleLast(t[len(loc):])
	if !ok {
		return "", ""
	}
	return loc, msg
}

// ruleFirst drops the rule's id from the start of a message where a
// column of rules stands before the messages: "quotemark       \" should
// be '" (the id is one word, the gap wide).
func ruleFirst(msg string) string {
	i := strings.Index(msg, "  ")
	if i <= 0 || strings.Contains(msg[:i], " ") || !isLetter(msg[0]) {
		return msg
	}
	if rest := strings.TrimLeft(msg[i:], " "); rest != "" {
		return rest
	}
	return msg
}

// pipeCells splits a table row between pipes and reads its cells: the
// line first (bare or "L:   5"), then an optional column ("P:   9" or a
// number), a severity word, a code of one word; the message is the last
// cell, without a fixable mark ("[x] ").
func pipeCells(t string) (kind Kind, loc, msg string) {
	cells := strings.Split(t, "|")
	if len(cells) < 3 {
		return 0, "", ""
	}
	for i := range cells {
		cells[i] = strings.TrimSpace(cells[i])
	}
	l := strings.TrimSpace(strings.TrimPrefix(cells[0], "L:"))
	if l == "" || digits(l) != l {
		return 0, "", ""
	}
	loc, kind = l, Error
	named := false // a severity or a code: a table of problems, not of numbers
	for _, c := range cells[1 : len(cells)-1] {
		v := strings.TrimSpace(strings.TrimPrefix(c, "P:"))
		switch {
		case v != "" && digits(v) == v && loc == l:
			loc += ":" + v
		case strings.EqualFold(c, "error"):
			kind, named = Error, true
		case strings.EqualFold(c, "warning"):
			kind, named = Warning, true
		case c == "" || strings.ContainsAny(c, " \t") || digits(c) == c:
			return 0, "", "" // a code is one word
		default:
			named = true
		}
	}
	msg = strings.TrimSpace(strings.TrimPrefix(strings.TrimPrefix(cells[len(cells)-1], "[x]"), "[ ]"))
	if !named || !strings.Contains(msg, " ") || !isLetter(msg[0]) {
		return 0, "", ""
	}
	if i := strings.Index(msg, ": "); i > 0 && strings.HasPrefix(msg, "Line ") && strings.Contains(msg[:i], ", Position ") {
		msg = msg[i+2:] // the place again in words: "Line 5, Position 9: Found ..."
	}
	return kind, loc, msg
}

// pipeRow is a table row's finding; a row whose cells are empty but the
// last goes on with its message.
type pipeRow struct{ f Finding }

func (p *pipeRow) next(line string) verdict {
	i := strings.LastIndexByte(line, '|')
	if i < 0 || strings.Trim(line[:i], " |") != "" {
		return reject
	}
	if rest := strings.TrimSpace(line[i+1:]); rest != "" {
		p.f.Message += " " + rest
		return take
	}
	return reject
}

func (p *pipeRow) finding() (Finding, bool) { return p.f, true }

// dashedHead reads "Error ------------ src/cart.js:9:30": a severity, a
// rule of dashes, and a project place, whose message is the next line not
// blank.
func dashedHead(t string) (Kind, string) {
	var kind Kind
	rest := ""
	for _, h := range []struct {
		w string
		k Kind
	}{{"Error ---", Error}, {"ERROR ---", Error}, {"Warning ---", Warning}, {"WARNING ---", Warning}} {
		if r, ok := strings.CutPrefix(t, h.w); ok {
			kind, rest = h.k, r
		}
	}
	if kind == 0 {
		return 0, ""
	}
	rest = strings.TrimLeft(rest, "-")
	loc := strings.TrimSpace(rest)
	if rest == "" || rest[0] != ' ' || findLoc(loc, true) != loc {
		return 0, ""
	}
	return kind, loc
}

// moreRows reads the rows of round 4's shapes under a.file: bullets (and
// what is indented under them), table rows, rows with a severity label
// before the place, rows the rule's id ends. keep is set for a metadata
// line, which neither is a row nor ends the file's rows.
func (a *fileRows) moreRows(ln line) (p parser, cl claim, keep bool) {
	t, indent := ln.t, len(ln.s)-len(ln.t)
	if a.bullet > 0 && indent >= a.bullet {
		return nil, quiets, true // the bullet's detail: "syntax: ...", "value: flexx", "----^"
	}
	a.bullet = 0
	if r, ok := strings.CutPrefix(t, "* "); ok && strings.Contains(r, " ") {
		a.bullet = indent + 1
		return lintRow(Error, strings.TrimSpace(r), a.file), completes, true
	}
	if k, r := leadMark(t); k != 0 && strings.Contains(r, " ") && !isTally(t) {
		// A marked row with no line: "✖ name-format - node: name - name
		// can no longer contain capital letters".
		return lintRow(k, r, a.file), completes, true
	}
	if strings.Count(t, "|") >= 2 {
		if k, loc, msg := pipeCells(t); k != 0 {
			return &pipeRow{f: Finding{Kind: k, Category: "generic", Message: msg, Location: a.file + ":" + loc}}, opens, true
		}
		if i := strings.LastIndexByte(t, '|'); strings.Trim(t[:i], " |") == "" {
			return nil, quiets, true // a continuation the row before did not take
		}
	}
	if k, rest := labelledRow(t); k != 0 {
		if l := digits(rest); l != "" && strings.HasPrefix(rest[len(l):], ":") {
			c := digits(rest[len(l)+1:])
			if msg := strings.TrimSpace(rest[len(l)+1+len(c):]); c != "" && strings.Contains(msg, " ") {
				return lintRow(k, ruleFirst(msg), a.file+":"+l+":"+c), completes, true
			}
		}
	}
	if loc, msg := numberedRow(t); loc != "" {
		a.bullet = indent + 1 // the source line under it
		return lintRow(Warning, msg, a.file+":"+loc), completes, true
	}
	if k, msg, ok := severityWord(t); ok {
		// "ERROR  bad indentation of a mapping entry (6:8)": the place
		// last, in brackets, as js-yaml and the parsers built like it
		// word their errors.
		if loc, m := parenLast(msg); loc != "" {
			return lintRow(k, m, a.file+":"+loc), completes, true
		}
	}
	if loc, ok := lineColumnHead(t); ok {
		return &underCaret{f: Finding{Kind: Error, Category: "generic", Message: strings.TrimSuffix(t, ":"), Location: a.file + ":" + loc}}, opens, true
	}
	if loc, msg := bareRow(t); loc != "" {
		return lintRow(Error, msg, a.file+":"+loc), completes, true
	}
	return nil, pass, isMetaLine(t)
}

// keyedBlock follows a problem whose place comes on a labelled line under
// it, indented: a failed check's mark ("✘ tax is added on top" over "File
// test/price.test.js:5:10", Code, Operator, Actual, Expected), or an
// "Issue:" label (">> Issue: [B602:...] subprocess call with shell=True"
// over "Severity: High   Confidence: High" and "Location:
// shop/orders.py:6"). A severity line sets the kind (Low is a warning).
// With no project place under it the head is no problem: a mark alone is
// a result row.
type keyedBlock struct {
	f      Finding
	indent int
}

// detectKeyed opens a keyedBlock on a failure mark or an "Issue:" label.
func detectKeyed(s, t string) parser {
	if c := t[0]; c != 0xE2 && c != 0xC3 && c != '>' && c != 'I' { // ✘ ✖ ✗ ×, ">> ", "Issue: "
		return nil
	}
	k, msg := leadMark(t)
	ok := k == Error
	if !ok {
		msg, ok = strings.CutPrefix(strings.TrimPrefix(t, ">> "), "Issue: ")
	}
	msg = strings.TrimSpace(msg)
	if !ok || !strings.Contains(msg, " ") {
		return nil
	}
	return &keyedBlock{f: Finding{Kind: Error, Category: "generic", Message: msg}, indent: len(s) - len(t)}
}

func (p *keyedBlock) next(line string) verdict {
	t := strings.TrimLeft(line, " \t")
	if t == "" || len(line)-len(t) <= p.indent {
		return reject
	}
	key, val, ok := strings.Cut(t, " ")
	key = strings.TrimSuffix(key, ":")
	val = strings.TrimSpace(val)
	switch {
	case key == "Error" || isExceptionLine(t):
		return reject // an error under the head says more: "Error 0: Cannot query field ..."
	case !ok:
	case key == "File" || key == "Location" || key == "at":
		if loc := findLoc(val, true); loc != "" && p.f.Location == "" && strings.HasPrefix(val, loc) {
			p.f.Location = loc
		}
	case key == "Severity":
		if strings.HasPrefix(val, "Low") {
			p.f.Kind = Warning
		}
	}
	return take
}

func (p *keyedBlock) finding() (Finding, bool) { return p.f, p.f.Location != "" }

// markedFields reads an error whose fields a tool printed in brackets
// after a mark in parentheses, "(✗) Error [ error=failed to generate code
// for ...: line 11, col 24 ]", as "Error: failed to generate code ...".
// Any other line is returned as it is.
func markedFields(t string) string {
	if !strings.HasPrefix(t, "(") {
		return t
	}
	r := t
	for _, m := range []string{"(✗) ", "(✘) ", "(×) "} {
		r = strings.TrimPrefix(r, m)
	}
	inner, ok := strings.CutPrefix(r, "Error [ error=")
	if !ok || len(r) == len(t) || !strings.HasSuffix(inner, " ]") {
		return t
	}
	return "Error: " + strings.TrimSuffix(inner, " ]")
}

// lineColumnHead reads a header that names the line and column in words
// and ends with a colon, the excerpt and the message under it: "Parse
// error on line 6, column 3:". It returns "L:C".
func lineColumnHead(t string) (string, bool) {
	i := strings.Index(t, " line ")
	if i < 0 || !strings.HasSuffix(t, ":") {
		return "", false
	}
	l, c, n := lineCol(t[i+len(" line "):])
	if c == "" || t[i+len(" line ")+n:] != ":" {
		return "", false
	}
	return l + ":" + c, true
}

// underCaret follows such a header: an excerpt, a caret under it, and the
// message after the caret. With no caret the header is the message.
type underCaret struct {
	f     Finding
	lines int  // lines taken since the header
	caret bool // the caret's line was read
}

func (p *underCaret) next(line string) verdict {
	t := strings.TrimSpace(line)
	switch {
	case p.caret:
		if strings.Contains(t, " ") {
			p.f.Message = t
			return takeEnd
		}
		return reject
	case strings.HasSuffix(t, "^") && strings.Trim(t, "-~ ^") == "":
		p.caret = true
		return take
	case p.lines < 2 && t != "":
		p.lines++
		return take
	}
	return reject
}

func (p *underCaret) finding() (Finding, bool) { return p.f, true }

// numberedRow reads "N. message // line L, column C" (JSLint): a numbered
// row whose place ends it in words, after a comment's slashes.
func numberedRow(t string) (loc, msg string) {
	n := digits(t)
	rest, ok := strings.CutPrefix(t[len(n):], ". ")
	i := strings.LastIndex(rest, " // line ")
	if n == "" || !ok || i < 0 {
		return "", ""
	}
	l, c, k := lineCol(rest[i+len(" // line "):])
	if c == "" || i+len(" // line ")+k != len(rest) {
		return "", ""
	}
	return l + ":" + c, rest[:i]
}
