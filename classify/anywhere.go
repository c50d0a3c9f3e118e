package classify

import (
	"cmp"
	"regexp"
	"strings"
)

// The rules of this file look at a problem once its block is complete,
// whatever read it, for what tools of every kind put somewhere other
// than where the reader of the head looked: a place inside the message
// ("CssSyntaxError: plugin: /app/a.css:2:1: msg"), a message that is
// only a place ("TypeError: /app/views/a.pug:4") with the real message
// under the code frame, a place only in the code frame or the trace rows
// under the message ("  src/a.scss 4:10  root stylesheet"), or a message
// only in an inspected property of a bare "Error" ("parent: error: msg").

// refine rewrites f, the finding of a complete block whose text is
// block, where the message or the block says better what and where.
func refine(f *Finding, block string) {
	if f.Kind != Error && f.Kind != Warning {
		return
	}
	if name, loc := splitPlaceOnly(f.Message); loc != "" {
		// The message is only the place: the template engines'
		// "TypeError: /app/views/a.pug:4" over a code frame, the message
		// under it.
		if m := stateUnderFrame(block, loc); m != "" {
			f.Message = m
			if name != "" && name != "Error" {
				f.Message = name + ": " + m
			}
		}
		if isAppPath(loc) {
			f.Location = loc // the head's own place, not a frame's below
		}
		return
	}
	name, rest, named := strings.Cut(f.Message, ": ")
	named = named && isExceptionName(name)
	if loc, msg, ok := innerLoc(rest); named && ok {
		// "CssSyntaxError: postcss-import: /app/a.css:2:1: msg": the
		// input's place, not the frame's of the script that called the tool.
		f.Location, f.Message = loc, name+": "+msg
	} else if loc := pathMsgLoc(rest); named && f.Location == "" && loc != "" {
		f.Location = loc // "SyntaxError: /app/a.js: Unterminated template. (6:26)"
	}
	if !named && (f.adapter == "generic" || f.adapter == "tool-heads" || f.adapter == "logged-exception") && f.Category == "generic" {
		// An exception logged after a label of the app's or a tool's
		// own: "tRPC failed on cartTotal: TypeError: Cannot read ...".
		// (A failed test's "cart > sums failed: AssertionError: ..." keeps
		// the test's name; a log line's "BROKER: call failed: " does not.)
		if i := strings.Index(f.Message, "Error: "); i > 0 {
			start := strings.LastIndex(f.Message[:i], ": ")
			if start >= 0 && start+2 < i && (!strings.HasSuffix(f.Message[:start], " failed") || strings.Contains(f.Message[:start], ": ")) && isExceptionName(f.Message[start+2:i+len("Error")]) && f.Message[start+2] >= 'A' && f.Message[start+2] <= 'Z' {
				f.Message = f.Message[start+2:]
			}
		}
	}
	if f.Message == "Error" || named && strings.TrimSpace(rest) == "" || strings.HasSuffix(f.Message, "Error") && isExceptionName(f.Message) {
		// A bare "Error" whose message is in an inspected property:
		// `parent: error: relation "x" does not exist`.
		if m := propertyMessage(block); m != "" {
			f.Message = m
		}
	}
	if !strings.Contains(f.Message, `filename: "`) {
	} else if m := debugPlace.FindStringSubmatch(f.Message); m != nil && hasSourceExt(m[1]) && isAppPath(m[1]) {
		// A Debug dump of the error in the message names the input's place
		// (`filename: "src/a.css", line: 8, column: 25`); a panic's site is
		// the tool's own source.
		f.Location = m[1] + ":" + m[2] + ":" + m[3]
	}
	if f.Location == "" {
		f.Location, f.Message = wordsPlace(f.Message, block)
	}
	if f.Location != "" && !strings.Contains(f.Location, ":") {
		// A file the head named, its line in the code frame under it.
		if loc := framePlace(f.Location, block); loc != "" {
			f.Location = loc
		}
	}
	f.Location = pathOf(f.Location, block)
}

// pathOf is loc, a place by its file's base name ("cart_test.go:11", as
// go test names a test's file), as the block names it from the project
// with its folders ("TestSummarize() cart/cart_test.go:11"); loc itself
// when it names none.
func pathOf(loc, block string) string {
	if strings.IndexByte(loc, '/') >= 0 || strings.IndexByte(loc, ':') < 0 {
		return loc // most places, cheaply
	}
	i := strings.Index(block, "/"+loc)
	if i < 0 || i+1+len(loc) < len(block) && isDigit(block[i+1+len(loc)]) {
		return loc
	}
	if p := block[strings.LastIndexAny(block[:i], " \t\n([\"'")+1 : i+1+len(loc)]; isAppPath(p) && p[0] != '/' && !strings.Contains(p, "//") {
		return p
	}
	return loc
}

// wordsPlace is the place msg names in words, or the lines under it in
// block, and msg without the words that named it; "" if none.
func wordsPlace(msg, block string) (loc, rest string) {
	if loc, _, _ = wordLocIn(msg); loc != "" {
		return loc, msg
	}
	if loc, rest = endLineCol(msg); loc != "" {
		return loc, rest
	}
	if loc, rest = lineFirst(msg); loc != "" {
		return loc, rest
	}
	if loc, rest = placeUnder(msg, block); loc != "" {
		return loc, rest
	}
	if loc = endingFile(msg); loc == "" {
		loc = blockPlace(block)
	}
	return loc, msg
}

// splitPlaceOnly returns the exception name (maybe "") and the place of a
// message that is only a place, "" if it is not one.
func splitPlaceOnly(msg string) (name, loc string) {
	rest := msg
	if n, r, ok := strings.Cut(msg, ": "); ok && (isExceptionName(n) || n == "Error") {
		name, rest = n, r
	}
	if rest = strings.TrimSpace(rest); rest == "" || findLoc(rest, false) != rest {
		return "", ""
	}
	return name, rest
}

// innerLoc reads a place inside a message, after a tool's prefix and
// before the message proper: "postcss-import: /app/a.css:2:1: msg",
// "/app/a.css:3:3: msg". The place must be the application's.
func innerLoc(rest string) (loc, msg string, ok bool) {
	loc = findLoc(rest, true)
	if loc == "" {
		return "", "", false
	}
	i := strings.Index(rest, loc)
	if i < 0 {
		return "", "", false
	}
	before, after := rest[:i], rest[i+len(loc):]
	msg, ok = strings.CutPrefix(after, ": ")
	if !ok || strings.TrimSpace(msg) == "" {
		return "", "", false
	}
	// Only a prefix before it: nothing or a word ending in ": ".
	if before != "" && (!strings.HasSuffix(before, ": ") || strings.Count(before, " ") > 1) {
		return "", "", false
	}
	return loc, msg, true
}

// frameRow matches a row of a code frame: "  > 4|  p x", "   5| ",
// "4 │ color: x", "    |     ^", "------^".
var frameRow = regexp.MustCompile(`^\s*(>+\s*)?\d*\s*[|│]|^[-\s]*\^+\s*$|^\s*[╷╵·]\s*$`)

// isFrameRow reports a row of a code frame (see frameRow). Its mark ("|",
// "^", "│", "╷", "╵", "·") follows nothing but blanks, ">", "-" and
// digits, so most lines never meet the regexp.
func isFrameRow(s string) bool {
	t := strings.TrimLeft(s, " \t\r\v\f>-0123456789")
	return t != "" && (t[0] == '|' || t[0] == '^' || hasPrefixAny(t, "│", "╷", "╵", "·")) && frameRow.MatchString(s)
}

// stateUnderFrame returns the first line under the head's code frame that
// states something: the message the template engines print after the
// frame, blank lines apart, head the end of the head's line. "" if a frame or
// trace follows directly.
func stateUnderFrame(block, head string) string {
	lines := strings.Split(block, "\n")
	for i, l := range lines {
		if strings.HasSuffix(strings.TrimSpace(l), head) {
			lines = lines[i:]
			break
		}
	}
	framed := false
	for _, l := range lines[1:] {
		t := strings.TrimSpace(l)
		switch {
		case t == "":
			continue
		case isFrameRow(l):
			framed = true
			continue
		case !framed, strings.HasPrefix(t, "at "), t == "{", t == "}":
			return ""
		}
		return t
	}
	return ""
}

// propertyMessage returns the message an inspected error property holds
// (`  parent: error: relation "x" does not exist`, `original: ...`,
// `cause: ...`): a database driver's error wrapped in an ORM's bare one.
func propertyMessage(block string) string {
	for _, l := range strings.Split(block, "\n") {
		t := strings.TrimSpace(l)
		key, val, ok := strings.Cut(t, ": ")
		if !ok || key != "parent" && key != "original" && key != "cause" && key != "[cause]" {
			continue
		}
		if name, msg, ok := strings.Cut(val, ": "); ok && (name == "error" || name == "Error" || isExceptionName(name)) && msg != "" {
			return msg
		}
	}
	return ""
}

// debugPlace matches a place in a Rust Debug dump: `filename: "src/a.css",
// line: 8, column: 25`.
var debugPlace = regexp.MustCompile(`filename: "([^"]+)", line: (\d+), column: (\d+)`)

// blockPlace is the first application place the block names in a form
// no frame reader took: a trace row's "path line:col", or a code frame's
// marked row ("> 6 | x") under a head that names the file.
func blockPlace(block string) string {
	for rest := block; rest != ""; {
		var l string
		l, rest, _ = strings.Cut(rest, "\n")
		if len(l) < 6 || l[0] != ' ' {
			continue
		}
		// A trace row's "path line:col" before the frame's name: "
		// src/a.scss 4:10  root stylesheet".
		t := strings.TrimLeft(l, " ")
		sp := strings.IndexByte(t, ' ')
		if sp < 0 || strings.ContainsAny(t[:sp], "\t") || !hasSourceExt(t[:sp]) {
			continue
		}
		if loc, n := spacedLoc(t[:sp], t[sp+1:]); loc != "" && (sp+1+n == len(t) || strings.IndexByte(" \t\r\v\f", t[sp+1+n]) >= 0) && isAppPath(t[:sp]) {
			return loc
		}
	}
	return ""
}

// frameThenMessage reads the lines under an exception head that only
// names a place (see splitPlaceOnly): its code frame, then, blank lines
// apart, the message at column 0, which the frames follow.
type frameThenMessage struct {
	framed, stated bool
	// of is the head placed was last asked about, only whether it is
	// only a place (splitPlaceOnly).
	of   string
	only bool
}

// placed reports whether the lines under msg are still to be read so.
func (u *frameThenMessage) placed(msg string) bool {
	if u.stated {
		return false
	}
	if msg != u.of {
		_, loc := splitPlaceOnly(msg)
		u.of, u.only = msg, loc != ""
	}
	return u.only
}

// next reads a line under the head; ok is false for a line it leaves to
// the block's own reading.
func (u *frameThenMessage) next(line string) (v verdict, ok bool) {
	t := strings.TrimSpace(line)
	switch {
	case isFrameRow(line):
		u.framed = true
		return take, true
	case t == "":
		return hold, u.framed
	case u.framed && line[0] != ' ' && line[0] != '\t' && !strings.HasPrefix(t, "at "):
		u.stated = true
		return take, true
	}
	return 0, false
}

// proseBeforeFrame reports a line of prose, t, under a head the block has
// no place for yet, held in case a code frame or a trace row follows it:
// dart-sass's "More info and automated migrator: https://..." between its
// warning and the frame, "src/a.scss 1:9  root stylesheet" under it. The
// lines join the block only if one after them does.
func (g *genericBlock) proseBeforeFrame(t string) bool {
	if g.f.Location != "" || g.prose >= 4 || g.n > 12 || g.traceback || g.pending != "" || strings.HasPrefix(t, "http") || !isProse(t) {
		return false
	}
	g.prose++
	return true
}

// detectWordy opens a block on a head that names its file in words:
// "Error while transforming src/a.js: msg" (the line in the code frame
// under it), "Template render error: (/app/views/a.njk) [Line 3, Column
// 37]" (the message on the indented line under it when the head states
// none).
func detectWordy(t string) parser {
	if t[0] != 'E' && t[0] != 'W' && !strings.Contains(t, " error: ") {
		return nil
	}
	if kind, file, msg, ok := whileDoing(t); ok {
		g := newGeneric(Finding{Kind: kind, Message: msg}, t)
		g.f.Location = cmp.Or(g.f.Location, file)
		return g
	}
	if msg, loc, ok := thingError(t); ok {
		g := newGeneric(Finding{Kind: Error, Message: msg, Location: loc}, t)
		if strings.Trim(msg, " :.,;()[]") == "" {
			g.f.Message, g.vague, g.announce = t, true, true
		}
		return g
	}
	return nil
}

// summarises reports an error that only repeats the one reported before
// it in other words, or sums it up: a message that introduces what it does not state ("Error: Failed
// to compile:"), unplaced, over the file the last error was placed in
// (swc's "src/user.ts" under it, after its report of that file).
func summarises(f Finding, said *history) bool {
	if n := len(said.recent); n > 0 && f.Location == "" {
		// The error just reported said it with a prefix of its own:
		// "Error building /app: RollupError: Could not resolve ...", then
		// "Could not resolve ..." with its frames.
		// The prefix ends with the exception's name: another wrapper's
		// words ("Error when evaluating SSR module x: msg", then "Internal
		// server error: msg") are another report.
		last := said.recent[n-1]
		if before, ok := strings.CutSuffix(last, ": "+f.Message); ok {
			if name := before[strings.LastIndexByte(before, ' ')+1:]; isExceptionName(name) {
				return true
			}
		}
	}
	if f.Location == "" && len(said.recent) > 0 && (onlyOccurred(f.Message) || isTally(f.Message)) {
		// A driver's word that the step whose error was just reported
		// failed: "Error: error occurred in dts build" after tsc's
		// diagnostic, "Found 1 errors and 0 warnings", "Compiled with errors".
		return true
	}
	if f.Location == "" && len(said.recent) > 0 && isVague(f.Message) && onlyTallies(f.Block) {
		return true // "Unable to run relay compiler. Error details:" over "1 error(s) encountered above."
	}
	if f.Location != "" || said.lastLoc == "" || !isVague(f.Message) {
		return false
	}
	file, _, _ := strings.Cut(said.lastLoc, ":")
	for _, l := range strings.Split(f.Block, "\n")[1:] {
		if t := strings.TrimSpace(l); t != "" && (t == file || strings.HasSuffix(file, "/"+strings.TrimPrefix(t, "./"))) {
			return true
		}
	}
	return false
}

// onlyOccurred reports a message that says only that an error happened in
// a step it names, with no detail: "Error: error occurred in dts build",
// "2 errors occurred in build", apidoc's "Error during source code
// parsing!" and "apidoc encountered an error during documentation
// generation!" (a name and a verb, at most, before it); or that points
// at them: "No output definition. Probably caused by errors prior to this?".
func onlyOccurred(msg string) bool {
	if strings.Contains(msg, " errors prior to this") || strings.Contains(msg, " errors above") {
		return true
	}
	if name, rest, ok := strings.Cut(msg, ": "); ok && (isExceptionName(name) || name == "Error") {
		msg = rest
	}
	msg = strings.ToLower(strings.TrimRight(msg, ".!"))
	msg = strings.TrimLeft(msg, "0123456789 ")
	for _, p := range []string{"error occurred in ", "errors occurred in ", "error occured in ", "errors occured in ", "error during "} {
		if before, step, ok := strings.Cut(msg, p); ok && (before == "" || strings.HasSuffix(before, "an ") && strings.Count(before, " ") <= 3) {
			return step != "" && !strings.ContainsAny(step, ":'\"/") && strings.Count(step, " ") < 4
		}
	}
	return false
}

// isProse reports a line of prose or a URL that opens nothing: a hint a
// tool prints between an error and its frames or code frame.
func isProse(t string) bool {
	if strings.HasPrefix(t, "https://") || strings.HasPrefix(t, "http://") {
		return !strings.Contains(t, " ")
	}
	if c := t[0] | 0x20; c < 'a' || c > 'z' {
		return false // prose starts with a word
	}
	for _, w := range [...]string{"rror", "RROR", "arn", "ARN", "ail", "AIL"} {
		if strings.Contains(t, w) && !strings.Contains(t, "above error") {
			return false // no severity or failure word (but a hint about the error above)
		}
	}
	if stripLogPrefix(t) != t || findAnyLoc(t) != "" {
		return false // no log prefix, and no place
	}
	return !opensProblem(t) && !isExceptionLine(t) && detectGeneric(t, t) == nil
}

// tightLabel writes a severity label with a space inside each bracket,
// "[ ERROR ]  msg", or after a mark, as the cues know it: "[ERROR]  msg". A test runner's
// row tags are padded to a width ("[  ERROR   ] --- ") and read as such.
func tightLabel(t string) string {
	if k, r := leadMark(t); k != 0 {
		// A logger's mark over its padded label: signale's "✖  error     TypeError: ...".
		if w, msg, ok := strings.Cut(r, "  "); ok && severityOf(w) == k && isWord(w) {
			return w + ": " + strings.TrimLeft(msg, " ")
		}
	}
	if len(t) < 5 || t[0] != '[' || t[1] != ' ' {
		return t
	}
	end := strings.IndexByte(t, ']')
	if end < 4 || t[end-1] != ' ' || !isIdent(t[2:end-1]) {
		return t
	}
	return "[" + t[2:end-1] + "]" + t[end+1:]
}

// placeAlone reads a message that is only a place, with a colon after it
// or the name of what reported it before it: "/app/cart.pl:5:",
// "TypeScript: src/app.tsx:8:11".
func placeAlone(msg string) (string, bool) {
	loc, labelled := strings.TrimSuffix(msg, ":"), false
	if label, p, ok := strings.Cut(loc, ": "); ok && isIdent(label) {
		loc, labelled = p, true
	}
	return loc, (labelled || loc != msg) && !strings.ContainsAny(loc, " \t") && findLoc(loc, false) == loc
}

// pathFirst splits a project file named first in a message from what is
// said of it, "/app/shop/cart.py Imports are incorrectly sorted": the
// place, and the message without it. A message that does not start so is
// returned whole.
func pathFirst(msg string) (loc, rest string) {
	tok, rest, ok := strings.Cut(msg, " ")
	if !ok || strings.HasSuffix(tok, ":") || !strings.Contains(rest, " ") || !strings.ContainsRune(tok, '/') || !isAppPath(tok) {
		return "", msg
	}
	if loc = findLoc(tok, true); loc == tok || loc == "" && hasSourceExt(tok) && !strings.Contains(tok, "://") {
		return tok, rest
	}
	return "", msg
}
