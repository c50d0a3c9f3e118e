package sourcemap

import (
	"strings"
	"unicode/utf8"
)

// webpack calls an imported function as (0, _mod__WEBPACK_IMPORTED_MODULE_1__.price)(item),
// and Babel's and SWC's CommonJS output likewise; V8 and Firefox then blame
// the "(" of the arguments, which the map takes back to the "(" after
// price in "price(item)". Run unbundled, or bundled by esbuild, Rollup or
// Vite, the same call is blamed at "price". calleeStart moves such a
// column to the callee's name, so that one frame reads the same whatever
// built it.

// notCallees are the keywords a "(" follows that are not calls.
var notCallees = map[string]bool{
	"if": true, "for": true, "while": true, "switch": true, "catch": true, "with": true,
	"function": true, "return": true, "typeof": true, "void": true, "delete": true,
	"await": true, "yield": true, "in": true, "of": true, "do": true, "else": true,
	"case": true, "new": true, "throw": true, "instanceof": true,
}

// calleeStart returns the 0-based column (in UTF-16 units, as maps and
// browsers count) of the 1-based line of content: the start of the name
// before it when col is the "(" right after a name, col otherwise.
func calleeStart(content string, line, col int) int {
	text := lineText(content, line)
	b := byteOffset(text, col)
	if b <= 0 || b >= len(text) || text[b] != '(' {
		return col
	}
	start := b
	for start > 0 {
		r, size := utf8.DecodeLastRuneInString(text[:start])
		if !isIdentRune(r) {
			break
		}
		start -= size
	}
	name := text[start:b]
	if name == "" || notCallees[name] || name[0] >= '0' && name[0] <= '9' {
		return col
	}
	return utf16Len(text[:start])
}

func isIdentRune(r rune) bool {
	return r == '_' || r == '$' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' ||
		r >= 0x80 && r != utf8.RuneError
}

// byteOffset returns the byte offset in s of a 0-based column counted in
// UTF-16 units; len(s) past its end. JavaScript engines and source maps
// count columns in UTF-16 units; Go strings index bytes.
func byteOffset(s string, col int) int {
	units := 0
	for i, r := range s {
		if units >= col {
			return i
		}
		units += runeUnits(r)
	}
	return len(s)
}

// runeUnits is how many UTF-16 units r takes: two past the Basic
// Multilingual Plane, one otherwise (an invalid byte counts one, as
// decoding it gives U+FFFD).
func runeUnits(r rune) int {
	if r >= 0x10000 {
		return 2
	}
	return 1
}

// utf16Len returns the length of s in UTF-16 units.
func utf16Len(s string) int {
	n := 0
	for _, r := range s {
		n += runeUnits(r)
	}
	return n
}

// maxProbe is how many columns past a position the next segment is looked
// for (see inlinedCall).
const maxProbe = 4

// inlinedCall returns where the call that a 0-based position of generated
// line gl blames was, when the map took that position to a closing brace
// at 1-based line l, 0-based column c of src, whose text is text. A
// minifier that inlines a function called once (terser, webpack's and
// Rspack's production default, SWC) writes function(t){…}(e); browsers
// blame the "(" of its arguments, which has no segment of its own and falls
// in the brace's. The next segment, the first argument, tells the call: the
// name before the "(" before that argument in the source. ok is false when
// it is not so.
func (m *sourceMap) inlinedCall(gl, col int, src string, l, c int, text string) (line, column int, ok bool) {
	brace := lineText(text, l)
	if b := byteOffset(brace, c); b >= len(brace) || brace[b] != '}' {
		return 0, 0, false
	}
	for k := col + 1; k <= col+maxProbe; k++ {
		src2, _, l2, c2, found := m.c.Source(gl, k)
		if !found || src2 != src {
			return 0, 0, false
		}
		if l2 == l && c2 == c {
			continue // still the brace's segment
		}
		arg := lineText(text, l2)
		before := strings.TrimRight(arg[:byteOffset(arg, c2)], " \t")
		if !strings.HasSuffix(before, "(") {
			return 0, 0, false
		}
		paren := utf16Len(before) - 1
		if name := calleeStart(text, l2, paren); name != paren {
			return l2, name, true
		}
		return 0, 0, false
	}
	return 0, 0, false
}
