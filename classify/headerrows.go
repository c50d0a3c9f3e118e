package classify

import (
	"cmp"
	"strings"
)

// Reports that name a file once and then list its problems print the
// rows in many orders and the header in many dresses. The header-rows
// rule remembers the last file a line named as a header, in any dress
// ("styl/cart.styl", "./src/a.ts", "src/a.ts:", "In docs/a.md", "from
// /app/src/cart.ts:", "Validation Results for openapi.yaml:"), and reads
// under it the rows the rules before it left:
//
//   - a row whose place comes first and whose parts follow in any order,
//     "3:8 zeroUnits warning 0 is preferred", "7 brackets warning
//     unnecessary bracket": the place, then a rule's id and a severity
//     word in either order, then the message;
//   - a row whose place is inside its words, "\"it is\" is wordy on line
//     3 at column 50", "... at line 4, column 2", "... (line 9)";
//   - a keyed block, "Message : ..." over "Line : 10" (any keys'
//     spelling: message, msg, description, error; line, row, column,
//     col; file, path), the file the header's unless a key names one.
//
// Under a header, a row that ends with its place in words is a problem
// when it says one or is a sentence of a few words (write-good's
// "saved\" may be passive voice on line 4 at column 67", the quote's
// start on the line above). A header is forgotten at the next one, and after maxHeaderGap lines
// with no row.
type headerRows struct {
	file string // the file the last header named, "" if none
	seq  int    // line.seq of the header or of the last row read under it
}

// maxHeaderGap is how many lines may come between a header (or a row)
// and the next row under it: the source lines and carets some reports
// print over each row.
const maxHeaderGap = 12

func (a *headerRows) start() { *a = headerRows{} }

func (a *headerRows) detect(ln line) (parser, claim) {
	t := ln.t
	if h := verdictHead(t); len(t) == len(ln.s) && mayHead(h) {
		if f := headedFile(h, ln.dir); f != "" {
			a.file, a.seq = f, ln.seq
			return nil, pass
		}
	}
	if a.file == "" || ln.seq-a.seq > maxHeaderGap {
		a.file = ""
		return nil, pass
	}
	if p, cl := a.row(t, len(t) < len(ln.s) && ln.seq == a.seq+1); cl != pass {
		a.seq = ln.seq
		return p, cl
	}
	if p := keyedHead(ln.s, a.file); p != nil {
		a.seq = ln.seq
		return p, opens
	}
	return nil, pass
}

// row reads a row under the header: its place first, or in its words. A
// sentence led by a line alone is one ("6: Wrong indent style found"), and
// so is one stating a problem with no line, right under the header or a
// row, indented (under: editorconfig-checker's "Wrong line endings").
func (a *headerRows) row(t string, under bool) (parser, claim) {
	if k, pos, msg := placeFirstRow(t); k != 0 {
		if k == info {
			return nil, quiets // an info row: the header's, and no problem
		}
		return lintRow(k, msg, a.file+":"+pos), completes
	}
	if pos, msg := lineLed(t); pos != "" && strings.Count(msg, " ") >= 1 {
		return lintRow(cmp.Or(statedKind(msg), Warning), msg, a.file+":"+pos), completes
	}
	if l, msg, ok := strings.Cut(t, ": "); ok && digits(l) == l && l != "" && isSentence(msg) {
		return lintRow(Error, msg, a.file+":"+l), completes
	} else if under && isSentence(t) && !strings.ContainsAny(t, ":0123456789") && statesProblem(t) {
		return lintRow(Error, t, a.file), completes
	}
	if countsBadFiles(t) {
		// A formatter's check: the file named over its diff, then "Found
		// 1 not formatted file." or "1 file was not sorted.".
		return lintRow(Error, trimMessage(t), a.file), completes
	}
	if pos, msg := placeInWords(t); pos != "" && (statesProblem(msg) || strings.Count(msg, " ") >= 2) {
		k := statedKind(msg)
		if k == 0 {
			k = Warning // a report's row with no severity: a remark on the file
		}
		return lintRow(k, msg, a.file+":"+pos), completes
	}
	return nil, pass
}

// verdictHead is a header that gives its file's verdict after it, without
// the verdict and a document's index: "config/app.yaml" for kwalify's
// "config/app.yaml#0: INVALID"; t itself otherwise.
func verdictHead(t string) string {
	if c := t[len(t)-1]; c >= 'A' && c <= 'Z' { // (most lines, cheaply)
		if h, v, ok := strings.Cut(t, ": "); ok && strings.ToUpper(v) == v && isWord(v) {
			h, _, _ = strings.Cut(h, "#")
			return h
		}
	}
	return t
}

// lineLed reads a row led by its line in words, after a bullet:
// kwalify's "- (line 3) [/app/port] '30o0': not a integer.", "line 4:
// msg". It returns "L[:C]" and the words after it; "" if t is no such row.
func lineLed(t string) (pos, msg string) {
	r := strings.TrimPrefix(strings.TrimLeft(t, "-*• "), "(")
	if l, c, n := lineCol(r[min(len(r), len("line ")):]); l != "" && lineWord(r, 0) == 0 {
		return strings.TrimPrefix(joinPlace("", l, c), ":"), strings.TrimLeft(r[len("line ")+n:], "): -")
	}
	return "", ""
}

// isSentence reports words that start with a capital, not code (a code
// frame's "10: <span .count=${n}>"): "Trailing whitespace".
func isSentence(m string) bool {
	return m != "" && m[0] >= 'A' && m[0] <= 'Z' && strings.Contains(m, " ") && !strings.ContainsAny(m, "<>{}$=;`") && !strings.HasSuffix(m, ":")
}

// mayHead reports, cheaply, a line that may be a header: unindented (as
// detect checks), a few words, the last a file's (a dot in it, a letter
// or digit at its end before a colon or a bracket).
func mayHead(t string) bool {
	e := len(t)
	for e > 0 && (t[e-1] == ':' || t[e-1] == ']' || t[e-1] == ' ') {
		e--
	}
	return e > 2 && (isLetter(t[e-1]) || isDigit(t[e-1])) && strings.Count(t[:e], " ") <= 4 &&
		strings.IndexByte(t[strings.LastIndexByte(t[:e], ' ')+1:e], '.') >= 0
}

// headedFile is the application file a header line names, "" if t is
// no header: one path with a source extension (or a folder's), last on
// the line after at most a few words that state no problem ("In", "from",
// "Validation Results for"), a trailing colon and brackets set aside,
// with no line number.
func headedFile(t, dir string) string {
	s := strings.TrimRight(t, ": ")
	s = strings.Trim(s, "[]")
	words := strings.Fields(s)
	if len(words) == 0 || len(words) > 5 {
		return ""
	}
	p := strings.Trim(words[len(words)-1], "[]\"'")
	if rootJoined(p) {
		p = p[2:]
	}
	if !hasSourceExt(p) || !isAppPath(p) || strings.Contains(p, "://") || findLoc(p, false) != "" {
		return ""
	}
	if len(words) > 1 {
		// The words before lead to the file ("In", "from", "Results
		// for"); a status's ("Check a.ts", "CC: a.nim") do not.
		lead := strings.Join(words[:len(words)-1], " ")
		last := strings.ToLower(strings.TrimRight(words[len(words)-2], ":"))
		if statedKind(lead) != 0 || !isLetter(lead[0]) || strings.ContainsAny(lead, "0123456789=") || !headerLeads[last] {
			return ""
		}
	}
	if !underDir(p, dir) {
		return ""
	}
	return p
}

// headerLeads are the words a header's file may follow.
var headerLeads = map[string]bool{"in": true, "from": true, "for": true, "of": true, "file": true}

// placeFirstRow reads a row that starts with its place, "L:C" or "L",
// followed by a rule's id and a severity word in either order and the
// message: stylint's "3:8 zeroUnits warning 0 is preferred". A row with
// no severity word is read by the rules before this one; an info row's
// kind is info.
func placeFirstRow(t string) (k Kind, pos, msg string) {
	pos, rest, ok := strings.Cut(t, " ")
	if !ok || !isPos(pos) {
		return 0, "", ""
	}
	rest = strings.TrimLeft(rest, " ")
	for range 2 {
		w, after, ok := strings.Cut(rest, " ")
		if !ok {
			return 0, "", ""
		}
		after = strings.TrimLeft(after, " ")
		if k := severityOf(w); k != 0 {
			if !strings.Contains(after, " ") {
				return 0, "", "" // a message is words
			}
			return k, pos, after
		}
		if !isRuleID(w) {
			return 0, "", ""
		}
		rest = after
	}
	return 0, "", ""
}

// isPos reports "L" or "L:C".
func isPos(s string) bool {
	l := digits(s)
	if l == "" || len(l) > 6 {
		return false
	}
	if l == s {
		return true
	}
	c, ok := strings.CutPrefix(s[len(l):], ":")
	return ok && c != "" && digits(c) == c
}

// isRuleID reports a word that may be a rule's id: letters, digits and
// "-/_.@", starting with a letter.
func isRuleID(w string) bool {
	return w != "" && isLetter(w[0]) && strings.Trim(w, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-/_.@") == ""
}

// placeInWords reads a place written in words inside a row: "on line 3
// at column 10", "at line 4, column 2", "on line 7", "line 5, col 3",
// "(line 9)". It returns "L[:C]" and the row without those words; "" if
// the row holds none.
func placeInWords(t string) (pos, msg string) {
	i := strings.LastIndex(t, "line ")
	if i <= 0 || t[i-1] != ' ' && t[i-1] != '(' {
		return "", ""
	}
	l, c, n := lineCol(t[i+len("line "):])
	if l == "" {
		return "", ""
	}
	start, end := i, i+len("line ")+n
	for _, w := range []string{"on ", "at ", "in ", "("} {
		if strings.HasSuffix(t[:start], w) {
			start -= len(w)
			break
		}
	}
	pos = strings.TrimPrefix(joinPlace("", l, c), ":")
	after := t[end:]
	if strings.HasPrefix(after, ")") && t[start] == '(' {
		after = after[1:]
	}
	after = strings.TrimLeft(after, " ,.;:")
	if after != "" && !strings.HasPrefix(after, "(") {
		return "", "" // words after the place: a sentence that mentions a line
	}
	msg = strings.TrimRight(t[:start], " ,;:-")
	if after != "" {
		msg += " " + after
	}
	if !strings.Contains(msg, " ") {
		return "", ""
	}
	return pos, msg
}

// countsBadFiles reports a line that counts files left wrong, a
// formatter's or a sorter's closing line: "Found 1 not formatted file.",
// "1 file was not sorted.", "2 files would be reformatted".
func countsBadFiles(t string) bool {
	if !strings.Contains(t, " file") || !strings.ContainsAny(t, "123456789") {
		return false
	}
	m := strings.ToLower(t)
	if !strings.Contains(m, " not ") && !strings.Contains(m, "would be") && !strings.Contains(m, "unformatted") {
		return false
	}
	words := strings.Fields(m)
	for i, w := range words {
		if digits(w) == w {
			for _, f := range words[i+1 : min(len(words), i+4)] {
				if f = strings.TrimRight(f, ".,:"); f == "file" || f == "files" {
					return true
				}
			}
		}
	}
	return false
}
