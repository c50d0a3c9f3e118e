package sourcemap

import (
	"path"
	"strings"
)

// A minifier renames functions: the browser prints "at t (…)" where the
// program says checkout. The source a map carries (or the project's file)
// says which function a mapped position is in: scopes reads the functions
// of an original source from its text, without a full parser. It tokenizes
// JavaScript and TypeScript (strings, template literals, comments and
// regular expressions skipped), matches brackets, and at each "{" or "=>"
// decides from the few tokens before it whether a function starts there
// and what it is called: "function f(", "f(…) {" in a class body or an
// object literal (with get, set, static, async), "constructor(", "f = (…)
// =>", "f: function (", "const f = function (". A function passed as an
// argument is anonymous, as the browser prints it. Vue, Svelte, Astro and
// HTML files are read inside their <script> elements only.

// funcKind is what a function is to its class, for how a browser prints it.
type funcKind uint8

const (
	plainFunc  funcKind = iota // a function, an arrow, an object literal's method
	methodFunc                 // a class's method, static or not
	getterFunc
	setterFunc
	ctorFunc // a class's constructor
)

// scope is one function of an original source: its body's byte range and
// what it is called.
type scope struct {
	start, end int    // byte offsets: the body's "{" (an arrow's "=>") to past its end
	name       string // "" for an anonymous function
	class      string // the class it belongs to (methods, getters, constructors, fields), or ""
	kind       funcKind
}

// fileScopes are the functions of one source, in the order they open (an
// enclosing function before those inside it), and the classes it declares.
type fileScopes struct {
	funcs   []scope
	classes map[string]bool
	starts  []int32 // byte offset of each line
}

// cost is what fs holds in memory, for the cache's budget.
func (fs *fileScopes) cost() int64 {
	n := int64(64 + 48*len(fs.funcs) + 4*len(fs.starts))
	for c := range fs.classes {
		n += int64(len(c)) + 16
	}
	return n
}

// at returns the innermost function holding byte offset off, and whether
// one does (code at a module's top level is in none).
func (fs *fileScopes) at(off int) (scope, bool) {
	best := -1
	for i, s := range fs.funcs {
		if s.start > off {
			break // opened later: neither holds off nor encloses one that does
		}
		if off < s.end {
			best = i
		}
	}
	if best < 0 {
		return scope{}, false
	}
	return fs.funcs[best], true
}

// info returns what is known of the function around a 1-based line and
// 0-based column (UTF-16 units) of the source fs was read from, text.
func (fs *fileScopes) info(text string, line, col int) funcInfo {
	info := funcInfo{known: true, classes: fs.classes}
	if line < 1 || line > len(fs.starts) {
		return info
	}
	start := int(fs.starts[line-1])
	end := len(text)
	if line < len(fs.starts) {
		end = int(fs.starts[line])
	}
	off := start + byteOffset(text[start:end], col)
	s, ok := fs.at(off)
	if !ok {
		return info
	}
	info.in, info.scope = true, s
	if s.name == "" {
		for _, o := range fs.funcs {
			if o.start >= s.start {
				break
			}
			if o.name != "" && off < o.end {
				info.outer = o // the last such is the nearest
			}
		}
	}
	return info
}

// jsToken is one token of a source: its text and byte offset, and the line
// it starts on (for automatic semicolons).
type jsToken struct {
	text string
	off  int
	line int
	str  bool // a string literal (its text without quotes)
}

// scriptOnly returns content with everything outside its <script>
// elements blanked (newlines kept, so offsets and lines stay) for a
// Vue, Svelte, Astro or HTML source; content itself for any other.
func scriptOnly(source, content string) string {
	switch strings.ToLower(path.Ext(strings.SplitN(source, "?", 2)[0])) {
	case ".vue", ".svelte", ".astro", ".html", ".htm":
	default:
		return content
	}
	b := []byte(content)
	in := false
	for i := 0; i < len(b); {
		if !in {
			if hasPrefixFold(content[i:], "<script") {
				if end := strings.IndexByte(content[i:], '>'); end >= 0 {
					blank(b[i : i+end+1])
					i += end + 1
					in = true
					continue
				}
			}
			if content[i] != '\n' {
				b[i] = ' '
			}
			i++
			continue
		}
		if hasPrefixFold(content[i:], "</script") {
			in = false
			continue
		}
		i++
	}
	return string(b)
}

func hasPrefixFold(s, prefix string) bool {
	return len(s) >= len(prefix) && strings.EqualFold(s[:len(prefix)], prefix)
}

func blank(b []byte) {
	for i, c := range b {
		if c != '\n' {
			b[i] = ' '
		}
	}
}

// regexAfter are the keywords after which "/" starts a regular expression.
var regexAfter = map[string]bool{
	"return": true, "typeof": true, "case": true, "do": true, "else": true, "in": true, "of": true,
	"new": true, "delete": true, "void": true, "throw": true, "yield": true, "await": true, "instanceof": true,
}

// tokenize splits src into tokens, dropping comments and whitespace.
// Strings end at a line's end as well as their quote, so that a stray
// apostrophe (JSX text: "Don't") costs one line, not the file.
func tokenize(src string) []jsToken {
	var toks []jsToken
	line := 1
	var templ []int // for each template literal's ${ open: the bracket depth it opened at
	depth := 0
	i := 0
	// template reads a template literal's text from i (past the backtick or
	// the "}" closing a substitution) to its end or its next "${".
	template := func() {
		for i < len(src) {
			switch src[i] {
			case '\\':
				i++
			case '\n':
				line++
			case '`':
				i++
				return
			case '$':
				if i+1 < len(src) && src[i+1] == '{' {
					i += 2
					templ = append(templ, depth)
					depth++
					return
				}
			}
			i++
		}
	}
	for i < len(src) {
		c := src[i]
		switch {
		case c == '\n':
			line++
			i++
		case c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\v':
			i++
		case c == '/' && i+1 < len(src) && src[i+1] == '/':
			for i < len(src) && src[i] != '\n' {
				i++
			}
		case c == '/' && i+1 < len(src) && src[i+1] == '*':
			end := strings.Index(src[i+2:], "*/")
			if end < 0 {
				end = len(src) - i - 2
			}
			line += strings.Count(src[i:i+2+end], "\n")
			i += end + 4
		case c == '"' || c == '\'':
			start := i
			i++
			for i < len(src) && src[i] != c && src[i] != '\n' {
				if src[i] == '\\' && i+1 < len(src) && src[i+1] != '\n' {
					i++
				}
				i++
			}
			toks = append(toks, jsToken{text: src[start+1 : min(i, len(src))], off: start, line: line, str: true})
			if i < len(src) && src[i] == c {
				i++
			}
		case c == '`':
			start, l := i, line
			i++
			template()
			toks = append(toks, jsToken{text: "`", off: start, line: l, str: true})
		case c == '/' && startsRegex(toks):
			i++
			class := false
			for i < len(src) && src[i] != '\n' && (class || src[i] != '/') {
				switch src[i] {
				case '\\':
					i++
				case '[':
					class = true
				case ']':
					class = false
				}
				i++
			}
			i++
			for i < len(src) && isIdentByte(src[i]) {
				i++ // flags
			}
			toks = append(toks, jsToken{text: "/re/", off: i, line: line, str: true})
		case isIdentByte(c):
			start := i
			for i < len(src) && isIdentByte(src[i]) {
				i++
			}
			toks = append(toks, jsToken{text: src[start:i], off: start, line: line})
		default:
			n := 1
			switch {
			case strings.HasPrefix(src[i:], "=>"), strings.HasPrefix(src[i:], "?."):
				n = 2
			case strings.HasPrefix(src[i:], "..."):
				n = 3
			}
			switch c {
			case '{', '(', '[':
				depth++
			case '}', ')', ']':
				depth--
				if c == '}' && len(templ) > 0 && templ[len(templ)-1] == depth {
					// The end of a template literal's substitution: its text goes on.
					templ = templ[:len(templ)-1]
					i++
					template()
					continue
				}
			}
			toks = append(toks, jsToken{text: src[i : i+n], off: i, line: line})
			i += n
		}
	}
	return toks
}

// isIdentByte reports whether c may be part of an identifier or a number
// (any byte of a multi-byte character counts).
func isIdentByte(c byte) bool {
	return c == '_' || c == '$' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c >= 0x80
}

// startsRegex reports whether a "/" after toks starts a regular expression
// rather than dividing.
func startsRegex(toks []jsToken) bool {
	if len(toks) == 0 {
		return true
	}
	t := toks[len(toks)-1]
	if t.str {
		return false
	}
	if isIdentByte(t.text[0]) {
		return regexAfter[t.text]
	}
	return t.text != ")" && t.text != "]" && t.text != "}"
}

// blockKeywords are the keywords whose "(…) {" opens a block, not a function.
var blockKeywords = map[string]bool{
	"if": true, "for": true, "while": true, "switch": true, "catch": true, "with": true,
}

// statementStarts are the words that, first on a line, end an arrow
// function's expression body left without a semicolon.
var statementStarts = map[string]bool{
	"const": true, "let": true, "var": true, "function": true, "class": true, "export": true,
	"import": true, "if": true, "for": true, "while": true, "return": true, "async": true,
}

// bracket is an open bracket while scanning, or an arrow function's
// expression body ('=').
type bracket struct {
	ch    byte
	scope int    // index in the scopes of the function it opens, or -1
	class string // for a class body: the class's name
	body  bool   // a class body
}

// scanScopes reads the functions of an original source (see scopes).
func scanScopes(source, content string) *fileScopes {
	toks := tokenize(scriptOnly(source, content))
	fs := &fileScopes{starts: []int32{0}}
	for i := 0; i < len(content); i++ {
		if content[i] == '\n' {
			fs.starts = append(fs.starts, int32(i+1))
		}
	}
	match := make(map[int]int) // index of a ")" → index of its "("
	var stack []bracket
	var opens []int // indexes of the open "(" and "["
	// closeArrows ends the expression-bodied arrows on top of the stack.
	closeArrows := func(end int) {
		for len(stack) > 0 && stack[len(stack)-1].ch == '=' {
			fs.funcs[stack[len(stack)-1].scope].end = end
			stack = stack[:len(stack)-1]
		}
	}
	enclosingClass := func() string {
		if len(stack) > 0 && stack[len(stack)-1].body {
			return stack[len(stack)-1].class
		}
		return ""
	}
	for i, t := range toks {
		if !t.str && len(stack) > 0 && stack[len(stack)-1].ch == '=' && i > 0 && t.line > toks[i-1].line && statementStarts[t.text] {
			closeArrows(t.off) // a new statement on the next line, no semicolon
		}
		if t.str {
			continue
		}
		switch t.text {
		case "(", "[":
			stack = append(stack, bracket{ch: t.text[0], scope: -1})
			opens = append(opens, i)
		case ")", "]", "}":
			closeArrows(t.off)
			if len(stack) > 0 {
				b := stack[len(stack)-1]
				stack = stack[:len(stack)-1]
				if b.scope >= 0 {
					fs.funcs[b.scope].end = t.off + 1
				}
			}
			if t.text != "}" && len(opens) > 0 {
				match[i] = opens[len(opens)-1]
				opens = opens[:len(opens)-1]
			}
		case ",", ";":
			closeArrows(t.off)
		case "=>":
			if i+1 < len(toks) && toks[i+1].text == "{" && !toks[i+1].str {
				continue // the "{" opens the body
			}
			name := arrowName(toks, match, i)
			fs.funcs = append(fs.funcs, scope{start: t.off, end: len(content), name: name, class: enclosingClass()})
			stack = append(stack, bracket{ch: '=', scope: len(fs.funcs) - 1})
		case "{":
			b := bracket{ch: '{', scope: -1}
			if s, ok := funcAt(toks, match, i); ok {
				s.start, s.end = t.off, len(content)
				s.class = enclosingClass() // a member: methods, and functions assigned to fields
				if s.kind == methodFunc && s.class == "" {
					s.kind = plainFunc // an object literal's method
				}
				fs.funcs = append(fs.funcs, s)
				b.scope = len(fs.funcs) - 1
			} else if name, ok := classAt(toks, i); ok {
				b.body, b.class = true, name
				if name != "" {
					if fs.classes == nil {
						fs.classes = make(map[string]bool)
					}
					fs.classes[name] = true
				}
			}
			stack = append(stack, b)
		}
	}
	return fs
}

// arrowParams returns the index of the first jsToken of the parameters of
// the arrow at toks[j] ("=>"): its "(" or its one parameter's name.
func arrowParams(toks []jsToken, match map[int]int, j int) int {
	k := closeParen(toks, j-1)
	if k >= 0 {
		if open, ok := match[k]; ok {
			if open > 0 && toks[open-1].text == ">" {
				return genericStart(toks, open-1) // <T,>(x: T) =>
			}
			return open
		}
	}
	if j > 0 && isName(toks[j-1]) {
		return j - 1
	}
	return -1
}

// closeParen returns j when toks[j] is ")", or the index of the ")" a
// TypeScript return type follows ("): Promise<T> {"), or -1.
func closeParen(toks []jsToken, j int) int {
	if j < 0 {
		return -1
	}
	if toks[j].text == ")" && !toks[j].str {
		return j
	}
	for k := j; k >= 0 && k > j-32; k-- {
		t := toks[k]
		if t.str && t.text != "" || t.text == "{" || t.text == "}" || t.text == ";" || t.text == "=" || t.text == "=>" || t.text == "(" {
			return -1
		}
		if t.text == ")" {
			if toks[k+1].text == ":" {
				return k
			}
			return -1
		}
	}
	return -1
}

// genericStart returns the index of the "<" matching the ">" at toks[j].
func genericStart(toks []jsToken, j int) int {
	d := 0
	for k := j; k >= 0; k-- {
		switch toks[k].text {
		case ">":
			d++
		case "<":
			d--
			if d == 0 {
				return k
			}
		case ";", "{", "}":
			return -1
		}
	}
	return -1
}

// isName reports whether t is an identifier (not a literal or punctuator).
func isName(t jsToken) bool {
	return !t.str && isIdentByte(t.text[0]) && (t.text[0] < '0' || t.text[0] > '9')
}

// arrowName returns the name an arrow function at toks[j] ("=>") gets from
// where it stands: "f = (…) =>", "f: (…) =>"; "" when passed as an argument.
func arrowName(toks []jsToken, match map[int]int, j int) string {
	s := arrowParams(toks, match, j)
	if s < 0 {
		return ""
	}
	if s > 0 && toks[s-1].text == "async" {
		s--
	}
	return assignedName(toks, s-1)
}

// assignedName returns the name a function expression or arrow gets from
// the jsToken before it, toks[q]: the variable, property or key it is
// assigned to ("f = ", "obj.f = ", "f: "), or "".
func assignedName(toks []jsToken, q int) string {
	if q < 1 {
		return ""
	}
	switch t := toks[q]; {
	case t.str:
		return ""
	case t.text == "=" || t.text == ":":
		n := toks[q-1]
		if t.text == "=" && n.text == "]" || t.text == ":" && n.text == ")" {
			return "" // a TypeScript type's ")" before ":": not a key
		}
		if isName(n) || t.text == ":" && n.str && n.text != "`" {
			return n.text
		}
	}
	return ""
}

// funcAt reads the function, if any, whose body the "{" at toks[i] opens.
func funcAt(toks []jsToken, match map[int]int, i int) (scope, bool) {
	j := i - 1
	if j < 0 {
		return scope{}, false
	}
	if toks[j].text == "=>" && !toks[j].str {
		return scope{name: arrowName(toks, match, j)}, true
	}
	k := closeParen(toks, j)
	if k < 0 {
		return scope{}, false
	}
	open, ok := match[k]
	if !ok || open == 0 {
		return scope{}, false
	}
	p := open - 1
	if toks[p].text == ">" && !toks[p].str {
		if p = genericStart(toks, p) - 1; p < 0 {
			return scope{}, false
		}
	}
	t := toks[p]
	switch {
	case t.text == "function" && !t.str, t.text == "*" && p > 0 && toks[p-1].text == "function":
		// An anonymous function expression: named by what it is assigned to.
		if t.text == "*" {
			p--
		}
		if p > 0 && toks[p-1].text == "async" {
			p--
		}
		return scope{name: assignedName(toks, p-1)}, true
	case isName(t):
		if blockKeywords[t.text] {
			return scope{}, false
		}
		q := p - 1
		if q >= 0 && toks[q].text == "*" {
			q--
		}
		if q >= 0 && toks[q].text == "function" {
			return scope{name: t.text}, true // function f(…) {, named function expressions too
		}
		s := scope{name: t.text, kind: methodFunc}
		switch {
		case q >= 0 && toks[q].text == "get" && !toks[q].str:
			s.kind = getterFunc
		case q >= 0 && toks[q].text == "set" && !toks[q].str:
			s.kind = setterFunc
		case t.text == "constructor":
			s.kind = ctorFunc
		}
		return s, true
	case t.str && t.text != "`":
		return scope{name: t.text, kind: methodFunc}, true // "quoted"(…) {
	case t.text == "]" && !t.str:
		return scope{kind: methodFunc}, true // [Symbol.iterator](…) {: no name to show
	}
	return scope{}, false
}

// classAt reports whether the "{" at toks[i] opens a class body, and the
// class's name: "class Cart {", "class Cart extends Base {", "const Cart =
// class {".
func classAt(toks []jsToken, i int) (string, bool) {
	for k := i - 1; k >= 0 && k > i-32; k-- {
		t := toks[k]
		if t.str {
			continue
		}
		switch t.text {
		case "{", "}", ";", "(", ")", "=>":
			return "", false
		case "class":
			if k+1 < i && isName(toks[k+1]) && toks[k+1].text != "extends" && toks[k+1].text != "implements" {
				return toks[k+1].text, true
			}
			return assignedName(toks, k-1), true
		}
	}
	return "", false
}
