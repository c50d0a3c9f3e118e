package classify

import "strings"

// More report rows, in the shapes linters share whatever the tool (a
// place and a message with nothing else are read in rowsplain.go):
//
//   - the line in words before the path: mjml's "Line 5 of
//     /project/welcome.mjml (mj-text) — Attribute colour is illegal";
//   - a stylish block: a file alone, then its rows "L:C[-L:C]  severity
//     message  rule" or "✖  L:C  message" (remark, tsd);
//   - a numbered header, "[1] openapi.yaml:22:17 at #/paths/...", with the
//     message the next line that is not blank (redocly);
//   - a file alone, then "1: warning at line 1, col 1" over the message
//     (csslint).
//
// Every row names a project file; a library's is no report's.

func isLetter(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }

// isIdentifier reports one name of a program, dotted or not: "item",
// "data.items", "$x".
func isIdentifier(s string) bool {
	for part := range strings.SplitSeq(s, ".") {
		if !isIdent(part) {
			return false
		}
	}
	return true
}

// fileRows reads the blocks of a report that names a file alone and then
// its problems: a stylish row "8:5-8:21  warning  message  rule" or "✖
// 5:19  message" (the header may carry the first place, tsd's
// "index.test-d.ts:5:19"), a numbered header "[1] openapi.yaml:22:17 at
// #/pointer" over the message, or csslint's "1: warning at line 1, col 1"
// over the message.
type fileRows struct {
	full string // a project path a line named, "in /project/css/site.css"
	file string // the file a header named alone
	loc  string // a place whose message is the next line not blank
	kind Kind
	dump string // a file "PATH invalid" named over a dump of its errors
	open bool   // the dump's "[" was read
	// bullet is 1 + the indentation of the last "* message" row under
	// file: lines indented at least as far are its detail.
	bullet int
}

func (a *fileRows) start() { *a = fileRows{} }

func (a *fileRows) detect(ln line) (parser, claim) {
	t := ln.t
	if a.loc != "" {
		if t == "" || strings.TrimSpace(t) == "" {
			return nil, quiets
		}
		loc, kind := a.loc, a.kind
		a.loc = ""
		if strings.Contains(t, " ") {
			return &single{f: Finding{Kind: kind, Category: "generic", Message: strings.TrimSpace(t), Location: loc}}, completes
		}
		return nil, pass
	}
	if a.dump != "" {
		if p, cl := a.dumpRow(t); cl != pass {
			return p, cl
		}
	}
	if strings.HasSuffix(t, " invalid") && len(t) == len(ln.s) {
		if p := strings.TrimSuffix(t, " invalid"); !strings.Contains(p, " ") && hasSourceExt(p) && isAppPath(p) {
			a.dump, a.open = p, false
			return nil, quiets
		}
	}
	if strings.HasSuffix(t, " is invalid") {
		// "schema config.schema.json is invalid", then "error: ...".
		p := strings.TrimSuffix(t, " is invalid")
		if p = p[strings.LastIndexByte(p, ' ')+1:]; hasSourceExt(p) && isAppPath(p) {
			return &invalidBlock{f: Finding{Kind: Error, Category: "generic", Location: p}}, opens
		}
	}
	if strings.Contains(t, " at #/") || t[0] == '[' {
		if loc := numberedHeader(t); loc != "" {
			return &pointerBlock{f: Finding{Kind: Error, Category: "generic", Location: loc}}, opens
		}
	}
	if k, loc := dashedHead(t); k != 0 {
		a.loc, a.kind = loc, k
		return nil, quiets
	}
	if f := headerFile(headerName(t)); f != "" {
		if strings.HasSuffix(a.full, "/"+f) {
			f = a.full // csslint names "/project/css/site.css", then "site.css"
		}
		a.file = f
		return nil, pass
	}
	if i := strings.LastIndex(t, " in /"); i > 0 {
		if p := strings.TrimRight(t[i+4:], ".:"); hasSourceExt(p) && isAppPath(p) && !strings.Contains(p, " ") {
			a.full = p
		}
	}
	if a.file == "" {
		return nil, pass
	}
	if k, loc, msg := stylishRow(t); k != 0 {
		a.bullet = len(ln.s) - len(t) + 1 // lines indented under the row are its detail
		return &single{f: Finding{Kind: k, Category: "generic", Message: msg, Location: a.file + ":" + loc}}, completes
	}
	if k, loc := cssRow(t); k != 0 {
		a.loc, a.kind = a.file+":"+loc, k
		return nil, quiets
	}
	p, cl, keep := a.moreRows(ln)
	if !keep {
		a.file = ""
	}
	return p, cl
}

// headerFile is the project file a line names alone, "README.md",
// "index.test-d.ts:5:19", or "".
func headerFile(t string) string {
	if strings.ContainsAny(t, " \t") || !isPathByte(t[0]) {
		return ""
	}
	p := t
	if loc := findLoc(t, true); loc != "" {
		if loc != t || !hasColumn(loc) {
			return ""
		}
		p = strings.TrimSuffix(loc, ":"+digitsAtEnd(loc))
		p = strings.TrimSuffix(p, ":"+digitsAtEnd(p))
	}
	if !hasSourceExt(p) || !isAppPath(p) {
		return ""
	}
	return p
}

// stylishRow reads "8:5-8:21  warning  message  rule" or "✖  5:19
// message": a severity word or mark is required.
func stylishRow(t string) (Kind, string, string) {
	kind, t := leadMark(t)
	n := digits(t)
	if n == "" || len(t) == len(n) || t[len(n)] != ':' {
		return 0, "", ""
	}
	c := digits(t[len(n)+1:])
	if c == "" {
		return 0, "", ""
	}
	rest := t[len(n)+1+len(c):]
	loc := unpad(n) + ":" + unpad(c)  // "02:01" is 2:1
	if rest != "" && rest[0] == '-' { // the end of the range
		i := strings.IndexByte(rest, ' ')
		if i < 0 {
			return 0, "", ""
		}
		rest = rest[i:]
	}
	if rest == "" || rest[0] != ' ' && rest[0] != '\t' { // (or a tab: postcss-reporter's "7:1\t⚠  msg")
		return 0, "", ""
	}
	rest = strings.TrimSpace(rest)
	if k, r := leadMark(rest); k != 0 {
		kind, rest = k, r // the mark after the place: "02:01 ❌ invalid indent style"
	}
	if k, msg, ok := severityWord(rest); ok {
		kind, rest = k, msg
	} else if w, msg, ok := strings.Cut(rest, " "); ok && (w == "error" || w == "warning") {
		kind, rest = map[string]Kind{"error": Error, "warning": Warning}[w], strings.TrimSpace(msg)
	}
	if kind == 0 {
		return 0, "", ""
	}
	if i := strings.Index(rest, "  "); i > 0 && !strings.Contains(rest[:i], " ") && strings.ContainsAny(rest[:i], "-/") {
		rest = strings.TrimLeft(rest[i:], " ") // the rule's column first (spectral): "oas3-api-servers   OpenAPI ..."
	}
	if i := strings.Index(rest, "  "); i > 0 {
		rest = rest[:i]
	}
	if !strings.Contains(rest, " ") {
		return 0, "", ""
	}
	return kind, loc, rest
}

// unpad drops the zeros a report pads a line or column number with.
func unpad(n string) string {
	if u := strings.TrimLeft(n, "0"); u != "" {
		return u
	}
	return n
}

// numberedHeader reads "[1] openapi.yaml:22:17 at #/paths/...", "[4]
// openapi.yaml:16:7" or, the number read as a multiplexer's prefix,
// "openapi.yaml:22:17 at #/paths/...": the project place, or "".
func numberedHeader(t string) string {
	rest := t
	if t[0] == '[' {
		n := digits(t[1:])
		if n == "" || !strings.HasPrefix(t[1+len(n):], "] ") {
			return ""
		}
		rest = t[len(n)+3:]
	}
	tok, after, _ := strings.Cut(rest, " ")
	if after != "" && !strings.HasPrefix(after, "at #/") || after == "" && rest == t {
		return ""
	}
	if loc := findLoc(tok, true); loc == tok && hasColumn(loc) {
		return loc
	}
	return ""
}

// cssRow reads "1: warning at line 1, col 1": the row's severity and
// place.
func cssRow(t string) (Kind, string) {
	n := digits(t)
	if n == "" || !strings.HasPrefix(t[len(n):], ": ") {
		return 0, ""
	}
	w, rest, _ := strings.Cut(t[len(n)+2:], " at line ")
	var kind Kind
	switch w {
	case "error":
		kind = Error
	case "warning":
		kind = Warning
	default:
		return 0, ""
	}
	l := digits(rest)
	rest, ok := strings.CutPrefix(rest[len(l):], ", col ")
	c := digits(rest)
	if l == "" || !ok || c == "" || c != rest {
		return 0, ""
	}
	return kind, l + ":" + c
}

// adapterFunc is an adapter that remembers nothing and reads the whole line.
type adapterFunc func(ln line) (parser, claim)

func (d adapterFunc) detect(ln line) (parser, claim) { return d(ln) }

// dumpRow reads a line of the dump of errors under "user.json invalid",
// as node inspects an array of validation errors ("[", "  {", "
// instancePath: '/id',", "    message: 'must be integer'", "  },", "]"):
// each message: key is a problem of the file. Any other line ends it.
func (a *fileRows) dumpRow(t string) (parser, claim) {
	if !a.open {
		if a.open = t == "["; a.open {
			return nil, quiets
		}
		a.dump = ""
		return nil, pass
	}
	switch {
	case t == "{" || t == "}," || t == "}":
		return nil, quiets
	case t == "]":
		a.dump, a.open = "", false
		return nil, quiets
	case strings.HasPrefix(t, "message: "):
		if msg := strings.Trim(strings.TrimSuffix(t[len("message: "):], ","), `'"`); msg != "" {
			return &single{f: Finding{Kind: Error, Category: "generic", Message: msg, Location: a.dump}}, completes
		}
	}
	if k, _, ok := strings.Cut(t, ": "); ok && isIdentifier(k) {
		return nil, quiets // instancePath: '/id', params: { type: 'integer' },
	}
	a.dump, a.open = "", false
	return nil, pass
}

// boxRow reads a notice's line in a box that a severity word and a colon
// start: "║  Deprecation warning: Node.js 20 support is ending  ║", "│
// Warning: config is deprecated │". A box of other news ("│ Update
// available 1.0 → 2.0 │") is none.
func boxRow(t string) parser {
	var inner string
	for _, b := range []string{"║", "│", "┃"} {
		if r, ok := strings.CutPrefix(t, b); ok && strings.HasSuffix(r, b) {
			inner = strings.TrimSpace(strings.TrimSuffix(r, b))
			break
		}
	}
	head, msg, ok := strings.Cut(inner, ": ")
	if !ok || !strings.Contains(msg, " ") {
		return nil
	}
	kind := Kind(0)
	switch w := strings.ToLower(head[strings.LastIndexByte(head, ' ')+1:]); {
	case strings.Count(head, " ") > 1:
	case w == "warning":
		kind = Warning
	case w == "error":
		kind = Error
	}
	if kind == 0 {
		return nil
	}
	return lintRow(kind, inner, "")
}

// pointerBlock follows a numbered header at a JSON pointer: its message,
// the first line not blank, the code frame under it, and the line that
// names its severity and rule ("Warning was generated by the
// no-server-example.com rule."), then its reference.
type pointerBlock struct {
	f    Finding
	rule bool // the severity's line was read
}

func (p *pointerBlock) next(line string) verdict {
	t := strings.TrimSpace(line)
	switch {
	case t == "":
		return hold
	case p.f.Message == "":
		if !strings.Contains(t, " ") {
			return reject
		}
		p.f.Message = t
		return take
	case p.rule:
		if strings.HasPrefix(t, "Reference: ") {
			return takeEnd
		}
		return reject
	case isFrameLine(line) || strings.HasPrefix(t, "|"):
		return take
	}
	if sev, _, ok := strings.Cut(t, " was generated by "); ok {
		switch sev {
		case "Warning":
			p.f.Kind = Warning
		case "Error":
			p.f.Kind = Error
		}
		p.rule = true
		return take
	}
	return reject
}

func (p *pointerBlock) finding() (Finding, bool) { return p.f, p.f.Message != "" }

// invalidBlock follows a line that names a project file invalid: the
// "error: " line under it is the file's problem. Under any other line it
// is none.
type invalidBlock struct{ f Finding }

func (p *invalidBlock) next(line string) verdict {
	if msg, ok := strings.CutPrefix(strings.TrimSpace(line), "error: "); ok && p.f.Message == "" && strings.Contains(msg, " ") {
		p.f.Message = msg
		return takeEnd
	}
	return reject
}

func (p *invalidBlock) finding() (Finding, bool) { return p.f, p.f.Message != "" }
