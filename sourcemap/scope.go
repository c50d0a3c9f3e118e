package sourcemap

import (
	"path"
	"strings"
)

// A minifier renames functions: the browser prints "at t (…)" where the
// program says checkout. The source a map carries (or the project's file)
// says which function a mapped position is in: scanScopes reads the functions
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
	size    int     // the length of the text read
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
	if end > len(text) || start > end {
		return funcInfo{} // not the text fs was read from
	}
	info.line = text[start:end]
	off := start + byteOffset(info.line, col)
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
	off, end int32 // the text is src[off:end]; a string's without its quotes
	line     int32
	str      bool // a literal: a string, a template or a regular expression
}

// lexed is a source's tokens. They hold offsets, not strings, so that the
// garbage collector has nothing to scan in them.
type lexed struct {
	src   string
	toks  []jsToken
	match []int32 // for a closing bracket: the index of the one it closes, else -1 (see scanScopes)
}

// text returns the text of token k.
func (lx *lexed) text(k int) string { return lx.src[lx.toks[k].off:lx.toks[k].end] }

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
func tokenize(src string) *lexed {
	toks := make([]jsToken, 0, len(src)/16) // a rough guess, to grow less
	line := int32(1)
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
			line += int32(strings.Count(src[i:i+2+end], "\n"))
			i = min(i+end+4, len(src)) // past "*/", or the end of an unclosed comment
		case c == '"' || c == '\'':
			start := i
			i++
			for i < len(src) && src[i] != c && src[i] != '\n' {
				if src[i] == '\\' && i+1 < len(src) && src[i+1] != '\n' {
					i++
				}
				i++
			}
			toks = append(toks, jsToken{off: int32(start + 1), end: int32(min(i, len(src))), line: line, str: true})
			if i < len(src) && src[i] == c {
				i++
			}
		case c == '`':
			start, l := i, line
			i++
			template()
			toks = append(toks, jsToken{off: int32(start), end: int32(start + 1), line: l, str: true})
		case c == '/' && startsRegex(src, toks):
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
			i = min(i+1, len(src)) // past the closing "/", if any
			for i < len(src) && isIdentByte(src[i]) {
				i++ // flags
			}
			toks = append(toks, jsToken{off: int32(i), end: int32(i), line: line, str: true})
		case isIdentByte(c), c == '#' && i+1 < len(src) && isIdentByte(src[i+1]): // #private too
			start := i
			i++
			for i < len(src) && isIdentByte(src[i]) {
				i++
			}
			toks = append(toks, jsToken{off: int32(start), end: int32(i), line: line})
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
			toks = append(toks, jsToken{off: int32(i), end: int32(i + n), line: line})
			i += n
		}
	}
	return &lexed{src: src, toks: toks}
}

// isIdentByte reports whether c may be part of an identifier or a number
// (any byte of a multi-byte character counts).
func isIdentByte(c byte) bool {
	return c == '_' || c == '$' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c >= 0x80
}

// startsRegex reports whether a "/" after toks starts a regular expression
// rather than dividing.
func startsRegex(src string, toks []jsToken) bool {
	if len(toks) == 0 {
		return true
	}
	t := toks[len(toks)-1]
	if t.str {
		return false
	}
	text := src[t.off:t.end]
	if isIdentByte(text[0]) {
		return regexAfter[text]
	}
	// After "<", a JSX closing tag ("</p>"), not a regular expression.
	return text != ")" && text != "]" && text != "}" && text != "<"
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
	open  int    // its token's index
	class string // for a class body: the class's name
	body  bool   // a class body
}

// scanScopes reads the functions of an original source (see the top of
// this file): source names it, for its file type, content is its text.
func scanScopes(source, content string) *fileScopes {
	lx := tokenize(scriptOnly(source, content))
	toks := lx.toks
	fs := &fileScopes{starts: []int32{0}, size: len(content)}
	for i := 0; i < len(content); i++ {
		if content[i] == '\n' {
			fs.starts = append(fs.starts, int32(i+1))
		}
	}
	lx.match = make([]int32, len(toks))
	var stack []bracket
	// closeArrows ends the expression-bodied arrows on top of the stack.
	closeArrows := func(end int) {
		for len(stack) > 0 && stack[len(stack)-1].ch == '=' {
			fs.funcs[stack[len(stack)-1].scope].end = end
			stack = stack[:len(stack)-1]
		}
	}
	enclosingClass := func() string {
		k := len(stack) - 1
		for k >= 0 && stack[k].ch == '=' {
			k-- // a TypeScript function type's "=>" in the member's annotation
		}
		if k >= 0 && stack[k].body {
			return stack[k].class
		}
		return ""
	}
	for i, t := range toks {
		lx.match[i] = -1
		off := int(t.off)
		text := lx.text(i)
		if !t.str && len(stack) > 0 && stack[len(stack)-1].ch == '=' && i > 0 && t.line > toks[i-1].line && statementStarts[text] {
			closeArrows(off) // a new statement on the next line, no semicolon
		}
		if t.str {
			continue
		}
		switch text {
		case "(", "[":
			stack = append(stack, bracket{ch: text[0], scope: -1, open: i})
		case ")", "]", "}":
			closeArrows(off)
			if len(stack) > 0 {
				b := stack[len(stack)-1]
				stack = stack[:len(stack)-1]
				if b.scope >= 0 {
					fs.funcs[b.scope].end = off + 1
				}
				lx.match[i] = int32(b.open)
			}
		case ",", ";":
			closeArrows(off)
		case "=>":
			if i+1 < len(toks) && lx.text(i+1) == "{" && !lx.toks[i+1].str {
				continue // the "{" opens the body
			}
			name := arrowName(lx, i)
			fs.funcs = append(fs.funcs, scope{start: off, end: len(content), name: name, class: enclosingClass()})
			stack = append(stack, bracket{ch: '=', scope: len(fs.funcs) - 1})
		case "{":
			b := bracket{ch: '{', scope: -1, open: i}
			if s, ok := funcAt(lx, i); ok {
				s.start, s.end = off, len(content)
				s.class = enclosingClass() // a member: methods, and functions assigned to fields
				if s.kind == methodFunc && s.class == "" {
					s.kind = plainFunc // an object literal's method
				}
				fs.funcs = append(fs.funcs, s)
				b.scope = len(fs.funcs) - 1
			} else if name, ok := classAt(lx, i); ok {
				b.body, b.class = true, name
				// Code in the body outside a method is a field's initializer,
				// which runs in the constructor ("new Store").
				fs.funcs = append(fs.funcs, scope{start: off, end: len(content), name: "constructor", class: name, kind: ctorFunc})
				b.scope = len(fs.funcs) - 1
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

// arrowParams returns the index of the first token of the parameters of
// the arrow at toks[j] ("=>"): its "(" or its one parameter's name.
func arrowParams(lx *lexed, j int) int {
	k := closeParen(lx, j-1)
	if k >= 0 {
		if open := int(lx.match[k]); open >= 0 {
			if open > 0 && lx.text(open-1) == ">" {
				return genericStart(lx, open-1) // <T,>(x: T) =>
			}
			return open
		}
	}
	if j > 0 && lx.isName(j-1) {
		return j - 1
	}
	return -1
}

// closeParen returns j when toks[j] is ")", or the index of the ")" a
// TypeScript return type follows ("): Promise<T> {"), or -1.
func closeParen(lx *lexed, j int) int {
	if j < 0 {
		return -1
	}
	if lx.text(j) == ")" && !lx.toks[j].str {
		return j
	}
	for k, steps := j, 0; k >= 0 && steps < 32; k, steps = k-1, steps+1 {
		text := lx.text(k)
		if text == "}" && !lx.toks[k].str && lx.match[k] >= 0 && typeLiteral(lx, int(lx.match[k])) {
			k = int(lx.match[k]) // an object type: "): { ok: boolean } {"
			continue
		}
		if lx.toks[k].str && text != "" || text == "{" || text == "}" || text == ";" || text == "=" || text == "=>" || text == "(" {
			return -1
		}
		if text == ")" && !lx.toks[k].str {
			if lx.text(k+1) == ":" {
				return k
			}
			return -1
		}
	}
	return -1
}

// genericStart returns the index of the "<" matching the ">" at toks[j].
func genericStart(lx *lexed, j int) int {
	d := 0
	for k := j; k >= 0; k-- {
		switch lx.text(k) {
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

// isName reports whether token k is an identifier (not a literal or punctuator).
func (lx *lexed) isName(k int) bool {
	t := lx.toks[k]
	if t.str || t.end == t.off {
		return false
	}
	c := lx.src[t.off]
	return c == '#' || isIdentByte(c) && (c < '0' || c > '9')
}

// arrowName returns the name an arrow function at toks[j] ("=>") gets from
// where it stands: "f = (…) =>", "f: (…) =>"; "" when passed as an argument.
func arrowName(lx *lexed, j int) string {
	s := arrowParams(lx, j)
	if s < 0 {
		return ""
	}
	if s > 0 && lx.text(s-1) == "async" {
		s--
	}
	return assignedName(lx, s-1)
}

// assignedName returns the name a function expression or arrow gets from
// the token before it, toks[q]: the variable, property or key it is
// assigned to ("f = ", "obj.f = ", "f: "), or "".
func assignedName(lx *lexed, q int) string {
	if q < 1 {
		return ""
	}
	if lx.toks[q].str {
		return ""
	}
	if lx.text(q) == "=" {
		if name, ok := annotatedName(lx, q); ok {
			return name
		}
	}
	switch t, n := lx.text(q), lx.text(q-1); {
	case t == "=" && n == "]", t == ":" && n == ")":
		return "" // a computed member, or a TypeScript type's ")" before ":": not a key
	case t == "=" || t == ":":
		if lx.isName(q-1) || t == ":" && lx.toks[q-1].str && n != "`" {
			return n
		}
	}
	return ""
}

// annotatedName returns the name declared before a TypeScript type and
// the "=" at toks[q]: "const f: Handler = ", "save: () => void = " in a
// class body.
func annotatedName(lx *lexed, q int) (string, bool) {
	depth := 0
	for k := q - 1; k >= 2 && k > q-24; k-- {
		if lx.toks[k].str {
			continue
		}
		switch lx.text(k) {
		case ")", "]", ">":
			depth++
		case "(", "[", "<":
			depth--
		case ";", "{", "}", "=":
			return "", false
		case ":":
			if depth != 0 {
				continue
			}
			if !lx.isName(k - 1) {
				return "", false
			}
			switch lx.text(k - 2) {
			case "const", "let", "var", "{", ";", "}", "readonly", "private", "public", "protected", "static", "declare":
				return lx.text(k - 1), true
			}
			return "", false
		}
	}
	return "", false
}

// typeLiteral reports whether the "{" at toks[i] opens a TypeScript
// object type ("): { ok: boolean }", "Component<{ … }, { … }>") or
// another brace that opens no function or class body (an object literal
// in a list, a switch case's block: "case 1: {"), by the token before it.
func typeLiteral(lx *lexed, i int) bool {
	if i == 0 || lx.toks[i-1].str {
		return false
	}
	switch lx.text(i - 1) {
	case ":", "<", "|", "&", ",": // after ",": a type argument, or an object literal in a list
		return true
	}
	return false
}

// funcAt reads the function, if any, whose body the "{" at toks[i] opens.
func funcAt(lx *lexed, i int) (scope, bool) {
	j := i - 1
	if j < 0 || typeLiteral(lx, i) {
		return scope{}, false
	}
	if lx.text(j) == "=>" && !lx.toks[j].str {
		return scope{name: arrowName(lx, j)}, true
	}
	k := closeParen(lx, j)
	if k < 0 {
		return scope{}, false
	}
	open := int(lx.match[k])
	if open <= 0 {
		return scope{}, false
	}
	p := open - 1
	if lx.text(p) == ">" && !lx.toks[p].str {
		if p = genericStart(lx, p) - 1; p < 0 {
			return scope{}, false
		}
	}
	t, text := lx.toks[p], lx.text(p)
	switch {
	case text == "function" && !t.str, text == "*" && p > 0 && lx.text(p-1) == "function":
		// An anonymous function expression: named by what it is assigned to.
		if text == "*" {
			p--
		}
		if p > 0 && lx.text(p-1) == "async" {
			p--
		}
		return scope{name: assignedName(lx, p-1)}, true
	case lx.isName(p):
		if blockKeywords[text] {
			return scope{}, false
		}
		q := p - 1
		if q >= 0 && lx.text(q) == "*" {
			q--
		}
		if q >= 0 && lx.text(q) == "function" {
			return scope{name: text}, true // function f(…) {, named function expressions too
		}
		s := scope{name: text, kind: methodFunc}
		switch {
		case q >= 0 && lx.text(q) == "get" && !lx.toks[q].str:
			s.kind = getterFunc
		case q >= 0 && lx.text(q) == "set" && !lx.toks[q].str:
			s.kind = setterFunc
		case text == "constructor":
			s.kind = ctorFunc
		}
		return s, true
	case t.str && text != "`":
		return scope{name: text, kind: methodFunc}, true // "quoted"(…) {
	case text == "]" && !t.str:
		return scope{kind: methodFunc}, true // [Symbol.iterator](…) {: no name to show
	}
	return scope{}, false
}

// classAt reports whether the "{" at toks[i] opens a class body, and the
// class's name: "class Cart {", "class Cart extends Base {", "const Cart =
// class {".
func classAt(lx *lexed, i int) (string, bool) {
	if typeLiteral(lx, i) {
		return "", false
	}
	for k, steps := i-1, 0; k >= 0 && steps < 32; k, steps = k-1, steps+1 {
		if lx.toks[k].str {
			continue
		}
		if lx.text(k) == "}" && lx.match[k] >= 0 && typeLiteral(lx, int(lx.match[k])) {
			k = int(lx.match[k]) // an object type among the type arguments: "extends Component<{ … }> {"
			continue
		}
		switch lx.text(k) {
		case "{", "}", ";", "(", ")", "=>":
			return "", false
		case "class":
			if k+1 < i && lx.isName(k+1) && lx.text(k+1) != "extends" && lx.text(k+1) != "implements" {
				return lx.text(k + 1), true
			}
			return assignedName(lx, k-1), true
		}
	}
	return "", false
}
